/**
 * Positions (the contract's plain JSON) ↔ states: `fromPosition` checks a position and throws a clear
 * Error naming what is wrong; `toPosition` is its exact inverse (plus the generator, `rng`).
 * In phase 'play' `won`, `honours` and `turnUpOnTable` follow from the cards and are recomputed.
 */
import { isRngState, seedRng, type RngState } from '../../engine/rng.js';
import { sideOf } from '../tricks/partnership.js';
import { leaderOf, trickWinner } from './apply.js';
import { honoursIn, isCard, PACK, suitOf } from './cards.js';
import { drawProblem, rankDraw, seatsFromOrder } from './draw.js';
import { copyOptions, resolveRules } from './rules.js';
import type { Call, DrawCard, GameResult, Phase, Play, Slam, Suit, WhistPosition, WhistState } from './types.js';

const PHASES: readonly Phase[] = ['play', 'dealOver', 'gameOver', 'rubberOver', 'sessionOver'];

function bad(what: string): never {
  throw new Error(`Bad Whist position: ${what}`);
}

const isInt = (x: unknown, min: number, max = Infinity): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

function intList(x: unknown, n: number, what: string, min = 0): number[] {
  if (!Array.isArray(x) || x.length !== n || !x.every((v) => isInt(v, min === 0 ? 0 : min) || (min < 0 && Number.isInteger(v)))) bad(`${what} must be ${n} integers`);
  return (x as number[]).slice();
}

function plays(x: unknown, what: string): Play[] {
  if (!Array.isArray(x)) bad(`${what} must be a list of { seat, card }`);
  return x.map((p: unknown) => {
    const q = p as Play;
    if (!p || typeof p !== 'object' || !isInt(q.seat, 0, 3) || !isCard(q.card)) bad(`${what} holds a bad play ${JSON.stringify(p)}`);
    return { seat: q.seat, card: q.card };
  });
}

/** Honours dealt to each seat: those in his hand and those he has played (W25). */
export function dealtHonours(hands: readonly (readonly string[])[], played: readonly Play[], trump: Suit): string[][] {
  return hands.map((h, seat) => honoursIn([...h, ...played.filter((p) => p.seat === seat).map((p) => p.card)], trump));
}

/** Checks a position and builds the state (W42-proof input for tests, saves and outside suites). */
export function fromPosition(p: WhistPosition, seed?: string | number): WhistState {
  if (!p || typeof p !== 'object') bad('not an object');
  let rules;
  try {
    rules = resolveRules(p.options ?? {});
  } catch (e) {
    bad((e as Error).message);
  }
  const seats = intList(p.seats, 4, 'seats');
  if (new Set(seats).size !== 4 || seats.some((x) => x > 3)) bad('seats must name the players 0–3 once each');
  const dp = drawProblem(p.draw);
  if (dp) bad(dp);
  const draw: DrawCard[][] = p.draw.map((r) => r.map((c) => ({ player: c.player, card: c.card })));
  if (JSON.stringify(seatsFromOrder(rankDraw(draw).order)) !== JSON.stringify(seats)) bad(`seats ${JSON.stringify(seats)} do not follow from the draw (W5, W9)`);
  if (!isInt(p.rubbersPlayed, 0)) bad('rubbersPlayed must be an integer ≥ 0');
  if (!Array.isArray(p.games)) bad('games must be a list');
  const games: GameResult[] = p.games.map((g) => {
    if (!g || !isInt(g.winner, 0, 1) || !isInt(g.value, 1, 4)) bad(`bad game ${JSON.stringify(g)}`);
    return { winner: g.winner, scores: intList(g.scores, 2, 'a game\'s scores'), value: g.value };
  });
  if (!Array.isArray(p.slams)) bad('slams must be a list');
  const slams: Slam[] = p.slams.map((s) => {
    if (!s || !isInt(s.side, 0, 1) || !((s.kind === 'grand' && s.points === 6) || (s.kind === 'little' && s.points === 3))) bad(`bad slam ${JSON.stringify(s)}`);
    return { side: s.side, kind: s.kind, points: s.points };
  });
  if (!Array.isArray(p.ledger) || p.ledger.length !== 4 || !p.ledger.every((x) => Number.isInteger(x))) bad('ledger must be 4 integers');
  const ledger = p.ledger.slice();
  if (ledger.reduce((a, b) => a + b, 0) !== 0) bad(`the ledger ${JSON.stringify(ledger)} does not sum to 0 (W38)`);
  const scores = intList(p.scores, 2, 'scores');
  if (!isInt(p.deal, 1)) bad('deal must be an integer ≥ 1');
  if (!isInt(p.dealer, 0, 3)) bad('dealer must be a seat 0–3');
  if (!isCard(p.turnUp)) bad(`turnUp ${JSON.stringify(p.turnUp)} is no card`);
  if (p.trump !== suitOf(p.turnUp)) bad(`trump ${JSON.stringify(p.trump)} is not the suit of the turn-up ${p.turnUp} (W14)`);
  if (!PHASES.includes(p.phase)) bad(`unknown phase ${JSON.stringify(p.phase)}`);
  const trump = p.trump;
  if (!Array.isArray(p.hands) || p.hands.length !== 4) bad('hands must be 4 lists of cards');
  const hands = p.hands.map((h, seat) => {
    if (!Array.isArray(h)) bad(`hand ${seat} must be a list`);
    for (const c of h) if (!isCard(c)) bad(`unknown card ${JSON.stringify(c)} in hand ${seat}`);
    return h.slice();
  });
  const trick = plays(p.trick, 'trick');
  if (!Array.isArray(p.tricks)) bad('tricks must be a list');
  const tricks = p.tricks.map((t, i) => {
    const ps = plays(t, `trick ${i + 1}`);
    if (ps.length !== 4) bad(`completed trick ${i + 1} must have 4 cards`);
    return ps;
  });
  const all = [...hands.flat(), ...trick.map((x) => x.card), ...tricks.flat().map((x) => x.card)];
  const seen = new Set<string>();
  for (const c of all) {
    if (seen.has(c)) bad(`card ${c} appears twice`);
    seen.add(c);
  }
  if (all.length !== 52) bad(`${all.length} cards in hands, trick and tricks; a Whist deal has 52`);
  if (!Array.isArray(p.calls)) bad('calls must be a list');
  const calls: Call[] = p.calls.map((c) => {
    if (!c || !isInt(c.seat, 0, 3) || !(c.answer === 'yes' || c.answer === 'no' || c.answer === null)) bad(`bad call ${JSON.stringify(c)}`);
    return { seat: c.seat, answer: c.answer };
  });
  let toMove: number | null = null;
  let won: number[];
  let honours: string[][];
  let turnUpOnTable: boolean;
  const played = [...tricks.flat(), ...trick];
  if (p.phase === 'play') {
    if (scores.some((x) => x > 9)) bad(`game points ${JSON.stringify(scores)} must be 0–9 during a deal`);
    if (tricks.length > 12 || trick.length > 3) bad('a deal in play has at most 12 completed tricks and 3 cards in the trick');
    const leader = leaderOf({ dealer: p.dealer, tricks, trump });
    trick.forEach((x, i) => {
      if (x.seat !== (leader + i) % 4) bad(`trick card ${i + 1} must be played by seat ${(leader + i) % 4} (W17, W22)`);
    });
    toMove = (leader + trick.length) % 4;
    if (p.toMove !== toMove) bad(`toMove ${JSON.stringify(p.toMove)} is not the seat whose turn it is (${toMove}; W17, W22)`);
    hands.forEach((h, seat) => {
      const want = 13 - tricks.length - (trick.some((x) => x.seat === seat) ? 1 : 0);
      if (h.length !== want) bad(`hand ${seat} has ${h.length} cards; ${want} expected`);
    });
    if (!hands[p.dealer]!.includes(p.turnUp) && !played.some((x) => x.seat === p.dealer && x.card === p.turnUp)) bad(`the turn-up ${p.turnUp} is neither in the dealer's hand nor played by him (W15)`);
    won = [0, 0];
    for (const t of tricks) won[sideOf(t[trickWinner(t, trump)]!.seat)]!++;
    honours = dealtHonours(hands, played, trump);
    turnUpOnTable = tricks.length === 0 && trick.length < 3;
  } else {
    if (p.toMove !== null) bad(`toMove must be null in phase '${p.phase}'`);
    won = intList(p.won, 2, 'won');
    if (!Array.isArray(p.honours) || p.honours.length !== 4) bad('honours must be 4 lists of cards');
    honours = p.honours.map((h) => {
      if (!Array.isArray(h) || !h.every((c) => isCard(c) && suitOf(c) === trump)) bad(`honours must be trump cards by seat`);
      return honoursIn(h, trump);
    });
    turnUpOnTable = Boolean(p.turnUpOnTable);
  }
  let rng: RngState;
  if (isRngState(p.rng)) rng = [p.rng[0]!, p.rng[1]!, p.rng[2]!, p.rng[3]!];
  else rng = seedRng(seed ?? JSON.stringify([seats, draw, p.deal, p.dealer, hands, p.rubbersPlayed]));
  return {
    options: copyOptions(p.options ?? {}),
    rules,
    seats,
    draw,
    rubbersPlayed: p.rubbersPlayed,
    games,
    slams,
    ledger,
    scores,
    deal: p.deal,
    dealer: p.dealer,
    turnUp: p.turnUp,
    turnUpOnTable,
    trump,
    phase: p.phase,
    toMove,
    hands,
    trick,
    tricks,
    won,
    honours,
    calls,
    rng,
  };
}

/** The state as the contract's position (plus `rng`): plain copies, no shared arrays. */
export function toPosition(s: WhistState): WhistPosition {
  return {
    options: copyOptions(s.options),
    seats: s.seats.slice(),
    draw: s.draw.map((r) => r.map((c) => ({ player: c.player, card: c.card }))),
    rubbersPlayed: s.rubbersPlayed,
    games: s.games.map((g) => ({ winner: g.winner, scores: g.scores.slice(), value: g.value })),
    slams: s.slams.map((x) => ({ side: x.side, kind: x.kind, points: x.points })),
    ledger: s.ledger.slice(),
    scores: s.scores.slice(),
    deal: s.deal,
    dealer: s.dealer,
    turnUp: s.turnUp,
    turnUpOnTable: s.turnUpOnTable,
    trump: s.trump,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    trick: s.trick.map((x) => ({ seat: x.seat, card: x.card })),
    tricks: s.tricks.map((t) => t.map((x) => ({ seat: x.seat, card: x.card }))),
    won: s.won.slice(),
    honours: s.honours.map((h) => h.slice()),
    calls: s.calls.map((c) => ({ seat: c.seat, answer: c.answer })),
    rng: s.rng.slice(),
  };
}

/** Reads a saved state (a position with `rng`) back; throws like fromPosition. */
export function stateFromJSON(json: unknown): WhistState {
  return fromPosition(json as WhistPosition);
}

export { PACK };
