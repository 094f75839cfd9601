/**
 * Taroklomber's auction (TL10–TL13), replayed from its log: the ladder of each method, the holder
 * and his level, the challenger, who speaks next, and whether it is over. The Ombre duel: the first
 * to name a game holds; each later seat challenges (pass, or a strictly higher game); the holder
 * answers a challenge (pass, hold at that level, or higher); then the challenger again, until one
 * passes. After the dealer's turn the holder is the declarer.
 */
import type { AuctionStep, Game, Method } from './types.js';

export const GAMES: readonly Game[] = ['aDue', 'aUno', 'solo'];
/** TL10: the games each method plays, low to high. */
export const LADDER: Readonly<Record<Method, readonly Game[]>> = { old: ['aDue', 'aUno', 'solo'], new: ['aUno', 'solo'] };
export const gameRank = (g: Game): number => GAMES.indexOf(g);
/** TL14: the calls of each game. */
export const CALLS: Readonly<Record<Game, number>> = { aDue: 2, aUno: 1, solo: 0 };

export interface AuctionStatus {
  /** The seat to speak; null when the auction is over. */
  readonly toMove: number | null;
  /** The seat holding the bid (null before any bid). */
  readonly holder: number | null;
  readonly game: Game | null;
  /** The challenger in the duel with the holder (null: none yet, or between challengers). */
  readonly challenger: number | null;
  /** True when the holder must answer the challenger's bid (he may hold). */
  readonly answering: boolean;
  readonly done: boolean;
  /** The seat of the last bid or hold (the contract's `declarer` during the auction); null before any. */
  readonly lastBidder: number | null;
}

/** Replays `log` for a deal whose eldest is `eldest` (3 players); throws `Bad auction: …` on an illegal step. */
export function replayAuction(log: readonly AuctionStep[], eldest: number, method: Method, n = 3): AuctionStatus {
  const st = { next: 0, holder: null as number | null, game: null as Game | null, challenger: null as number | null, answering: false, done: false };
  const seatAt = (i: number) => (eldest + i) % n;
  const toMove = (): number | null => {
    if (st.done) return null;
    if (st.answering) return st.holder;
    return st.challenger ?? seatAt(st.next);
  };
  let lastBidder: number | null = null;
  for (const [i, step] of log.entries()) {
    const who = toMove();
    if (who === null) throw new Error(`Bad auction: step ${i} after the auction is over`);
    if (step.seat !== who) throw new Error(`Bad auction: step ${i} by seat ${step.seat}, but seat ${who} speaks`);
    const check = auctionMoveProblem(st, step.move, step.game, method);
    if (check) throw new Error(`Bad auction: step ${i}: ${check.message}`);
    if (step.move !== 'pass') lastBidder = who;
    if (st.holder === null) {
      // nobody has named a game: a bid makes the holder, a pass is final
      if (step.move === 'bid') {
        st.holder = who;
        st.game = step.game!;
      }
      st.next++;
    } else if (st.answering) {
      if (step.move === 'pass') {
        // the challenger holds the bid now, and the next later seat challenges him
        st.holder = st.challenger;
        st.challenger = null;
        st.answering = false;
      } else {
        if (step.move === 'bid') st.game = step.game!;
        st.answering = false; // the challenger speaks again
      }
    } else {
      // a challenger speaks
      if (st.challenger === null) st.next++; // a new challenger: the seat at `next`
      if (step.move === 'pass') {
        st.challenger = null;
      } else {
        st.challenger = who;
        st.game = step.game!;
        st.answering = true;
      }
    }
    if (st.holder === null && st.next >= n) st.done = true;
    if (st.holder !== null && !st.answering && st.challenger === null && st.next >= n) st.done = true;
  }
  return { toMove: toMove(), holder: st.holder, game: st.game, challenger: st.challenger, answering: st.answering, done: st.done, lastBidder };
}

/** Why a speech is not allowed in this state of the auction (TL10, TL12), or null. */
export function auctionMoveProblem(
  st: { holder: number | null; game: Game | null; answering: boolean },
  move: string,
  game: Game | undefined,
  method: Method,
): { rule: string; code: string; message: string } | null {
  if (move === 'pass') return null;
  if (move === 'hold') return st.answering ? null : { rule: 'TL12', code: 'CANNOT_HOLD', message: 'only the holder answering a challenger may hold' };
  if (move !== 'bid') return { rule: 'T38', code: 'UNKNOWN_MOVE', message: `unknown speech ${JSON.stringify(move)}` };
  if (game === undefined || !GAMES.includes(game)) return { rule: 'T38', code: 'UNKNOWN_MOVE', message: `unknown game ${JSON.stringify(game)}` };
  if (!LADDER[method].includes(game)) return { rule: 'TL10', code: 'NOT_ON_LADDER', message: `${game} is not played in the ${method} method` };
  if (st.game !== null && gameRank(game) <= gameRank(st.game)) return { rule: 'TL12', code: 'BID_TOO_LOW', message: `${game} is not higher than ${st.game}` };
  return null;
}
