/**
 * Scoring a deal (W24–W28, W31, section 13's end of deal), game values (W35, V-W-1), the rubber
 * (W36, W37, PD-W-16) and the ledger and session (W38, W39).
 */
import { sideSeats } from '../tricks/partnership.js';
import type { Draft, Events } from './draft.js';
import type { GameName, GameResult } from './types.js';

export const GAME = 10;
export const RUBBER_BONUS = 3;
export const GRAND_SLAM = 6;
export const LITTLE_SLAM = 3;

const NAMES: GameName[] = ['simple', 'double', 'triple', 'quadruple'];

/** W35 (V-W-1 when `sevenPoint`): the value of a game by the losers' score at the moment it was won. */
export function gameValue(losersScore: number, sevenPoint: boolean): { value: number; name: GameName } {
  const value = sevenPoint ? (losersScore <= 4 ? 2 : 1) : losersScore >= 5 ? 1 : losersScore >= 3 ? 2 : losersScore >= 1 ? 3 : 4;
  return { value, name: NAMES[value - 1]! };
}

/** W25: the side dealt three or four trump honours and how many, or null when they are split 2–2. */
export function honoursSide(honours: readonly (readonly string[])[]): { side: number; count: 3 | 4 } | null {
  for (const side of [0, 1]) {
    const n = honours[side]!.length + honours[side + 2]!.length;
    if (n >= 3) return { side, count: n as 3 | 4 };
  }
  return null;
}

/** Games won in the rubber, by side. */
export function gamesWon(games: readonly Readonly<GameResult>[]): number[] {
  const out = [0, 0];
  for (const g of games) out[g.winner]!++;
  return out;
}

/** W37: the two rubber accounts (game values + slams, + the bonus for `winner`) and the slams by side. */
export function rubberAccounts(d: Pick<Draft, 'games' | 'slams'>, winner: number | null): { accounts: number[]; slams: number[] } {
  const accounts = [0, 0];
  const slams = [0, 0];
  for (const g of d.games) accounts[g.winner]! += g.value;
  for (const s of d.slams) slams[s.side]! += s.points;
  for (const side of [0, 1]) accounts[side]! += slams[side]!;
  if (winner !== null) accounts[winner]! += RUBBER_BONUS;
  return { accounts, slams };
}

/** W39: places by ledger total (1 = best; equal totals share a place). */
export function places(ledger: readonly number[]): number[] {
  return ledger.map((x) => 1 + ledger.filter((y) => y > x).length);
}

/** A game is won (W27, W34, W35); the rubber ends at two games (W36–W38), the session after R rubbers (W39). */
function winGame(d: Draft, side: number, scores: number[], ev: Events): void {
  const losersScore = scores[1 - side]!;
  const { value, name } = gameValue(losersScore, d.rules.sevenPoint);
  d.games = [...d.games, { winner: side, scores: scores.slice(), value }];
  const won = gamesWon(d.games);
  ev?.push({ type: 'gameWon', side, scores: scores.slice(), losersScore, value, name, gamesWon: won });
  d.scores = scores;
  if (won[side]! < 2) {
    d.phase = 'gameOver';
    return;
  }
  const { accounts, slams } = rubberAccounts(d, side);
  const net = accounts[side]! - accounts[1 - side]!;
  ev?.push({ type: 'rubberWon', side, games: d.games.map((g) => ({ winner: g.winner, scores: g.scores.slice(), value: g.value })), bonus: RUBBER_BONUS, slams, accounts, net });
  const change = [0, 0, 0, 0];
  for (let seat = 0; seat < 4; seat++) change[d.seats[seat]!] = seat % 2 === side ? net : -net;
  const ledger = d.ledger.map((x, p) => x + change[p]!);
  d.ledger = ledger;
  ev?.push({ type: 'ledger', change, total: ledger.slice() });
  d.rubbersPlayed += 1;
  if (d.rubbersPlayed >= d.rules.rubbers) {
    d.phase = 'sessionOver';
    ev?.push({ type: 'sessionOver', ledger: ledger.slice(), places: places(ledger) });
  } else d.phase = 'rubberOver';
}

/**
 * The end of a deal (section 13): tricks (W24), then honours (W25, W26) unless the game is already
 * won (W27), slams (W28, PD-W-16), then the game, the rubber and the session. After a successful call
 * (W31) only the calling side's honours score. Sets phase, scores, games, slams, ledger; toMove null.
 */
export function endDeal(d: Draft, reason: 'played' | 'call' | 'claim', callSide: number | null, ev: Events): void {
  d.toMove = null;
  ev?.push({ type: 'dealEnded', reason, won: d.won.slice() });
  const scores = d.scores.slice();
  const start = d.scores;
  const h = honoursSide(d.honours);
  let winner: number | null = null;
  let slam: { side: number; kind: 'grand' | 'little'; points: number } | null = null;
  if (reason === 'call') {
    const side = callSide!;
    const count = (d.honours[side]!.length + d.honours[side + 2]!.length) as 3 | 4;
    const points = count === 4 ? 4 : 2;
    scores[side]! += points;
    ev?.push({ type: 'honoursScored', side, honours: count, points, scores: scores.slice() });
    if (scores[side]! >= GAME) winner = side;
  } else {
    const w = d.won[0]! >= 7 ? 0 : 1;
    const tricks = d.won[w]!;
    scores[w]! += tricks - 6;
    ev?.push({ type: 'tricksScored', side: w, tricks, points: tricks - 6, scores: scores.slice() });
    if (scores[w]! >= GAME) {
      winner = w;
      if (h && h.side !== w) ev?.push({ type: 'honoursNotScored', side: h.side, reason: 'gameAlreadyWon' });
    } else if (!h) {
      ev?.push({ type: 'honoursNotScored', side: null, reason: 'divided' });
    } else if (start[h.side] === 9 && !d.rules.honoursAtNine) {
      ev?.push({ type: 'honoursNotScored', side: h.side, reason: 'atNine' });
    } else {
      const points = h.count === 4 ? 4 : 2;
      scores[h.side]! += points;
      ev?.push({ type: 'honoursScored', side: h.side, honours: h.count, points, scores: scores.slice() });
      if (scores[h.side]! >= GAME) winner = h.side;
    }
    if (d.rules.slams && tricks >= 12) slam = tricks === 13 ? { side: w, kind: 'grand', points: GRAND_SLAM } : { side: w, kind: 'little', points: LITTLE_SLAM };
  }
  if (slam) {
    d.slams = [...d.slams, slam];
    ev?.push({ type: 'slamMade', ...slam });
  }
  if (winner === null) {
    d.scores = scores;
    d.phase = 'dealOver';
  } else winGame(d, winner, scores, ev);
}

/** The seats of a side (re-exported for the engine's callers). */
export { sideSeats };
