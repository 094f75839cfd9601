/** Positions: the contract's plain JSON form of a state, checked strictly (a bad one throws and changes nothing). */
import { cardListProblem } from '../../engine/cards.js';
import { isRngState, seedRng } from '../../engine/rng.js';
import { optionsProblem, resolveRules } from './rules.js';
import type { CasinoPosition, CasinoState, LastCapture } from './types.js';

const PHASES = ['play', 'dealOver', 'gameOver'] as const;

function fail(message: string): never {
  throw new Error(`Bad Casino position: ${message}`);
}

const isWhole = (x: unknown): x is number => Number.isInteger(x);

function seatOrNull(x: unknown, n: number, what: string): number | null {
  if (x === null) return null;
  if (!isWhole(x) || x < 0 || x >= n) fail(`${what} must be a seat 0…${n - 1} or null, got ${JSON.stringify(x)}`);
  return x;
}

/** Hand-rounds in a deal (C10): 3, 4 or 6. */
export function handRoundsPerDeal(players: number): number {
  return 48 / (4 * players);
}

/** Validates a position and builds a state from it; throws an Error naming the first problem. */
export function fromPosition(p: CasinoPosition, seed?: string | number): CasinoState {
  if (typeof p !== 'object' || p === null) fail('a position must be an object');
  const optProblem = optionsProblem(p.options);
  if (optProblem) fail(optProblem);
  const rules = resolveRules(p.options);
  const n = rules.players;
  if (!isWhole(p.dealer) || p.dealer < 0 || p.dealer >= n) fail(`dealer must be a seat 0…${n - 1}, got ${JSON.stringify(p.dealer)}`);
  if (!Array.isArray(p.hands) || p.hands.length !== n) fail(`hands must list ${n} hands, one per seat`);
  if (!Array.isArray(p.piles) || p.piles.length !== rules.sides) fail(`piles must list ${rules.sides} capture piles, one per side`);
  const lists: [unknown, string][] = [
    ...p.hands.map((h, i): [unknown, string] => [h, `hand of seat ${i}`]),
    [p.table, 'table'],
    [p.stock, 'stock'],
    ...p.piles.map((h, i): [unknown, string] => [h, `pile of side ${i}`]),
  ];
  let total = 0;
  for (const [list, what] of lists) {
    const problem = cardListProblem(list, what, 2); // known cards; duplicates below
    if (problem) fail(problem);
    total += (list as string[]).length;
  }
  if (total > 52) fail(`${total} cards; one pack has 52 (C2)`);
  const seen = new Map<string, string>();
  for (const [list, what] of lists) {
    for (const c of list as string[]) {
      const first = seen.get(c);
      if (first !== undefined) fail(`card ${c} appears twice, in ${first} and in ${what} (C2: one pack, every card unique)`);
      seen.set(c, what);
    }
  }
  if (!(PHASES as readonly unknown[]).includes(p.phase)) fail(`phase must be one of ${PHASES.join(', ')}, got ${JSON.stringify(p.phase)}`);
  if (!Array.isArray(p.scores) || p.scores.length !== rules.sides || !p.scores.every((x) => isWhole(x) && x >= 0)) {
    fail(`scores must be ${rules.sides} whole numbers ≥ 0, one per side`);
  }
  if (!Array.isArray(p.stakes) || p.stakes.length !== n || !p.stakes.every(isWhole)) fail(`stakes must be ${n} whole numbers, one per seat`);
  if (p.stakes.reduce((a, b) => a + b, 0) !== 0) fail('stakes must add up to 0 (C32)');
  if (!isWhole(p.gamesPlayed) || p.gamesPlayed < 0) fail('gamesPlayed must be a whole number ≥ 0');
  if (typeof p.finalRound !== 'boolean') fail('finalRound must be true or false');
  const lastCapturer = seatOrNull(p.lastCapturer, n, 'lastCapturer');
  let toMove: number | null = null;
  let handRound = handRoundsPerDeal(n);
  if (p.phase === 'play') {
    if (total !== 52) fail(`${total} cards in hands, table, stock and piles; a deal in play holds all 52 (C2)`);
    toMove = seatOrNull(p.toMove, n, 'toMove');
    if (toMove === null) fail("toMove must name a seat in phase 'play'");
    if (p.hands[toMove]!.length === 0) fail(`the player to move (seat ${toMove}) holds no card`);
    // C9, C10, C12: seats from the first player to toMove − 1 have played one card more in this circuit.
    const size = p.hands[toMove]!.length;
    if (size > 4) fail(`a hand holds at most 4 cards (C9), seat ${toMove} holds ${size}`);
    const before = (toMove - p.dealer - 1 + 2 * n) % n; // seats that play before toMove in a circuit
    for (let i = 0; i < n; i++) {
      const seat = (p.dealer + 1 + i) % n;
      const want = i < before ? size - 1 : size;
      if (p.hands[seat]!.length !== want) fail(`seat ${seat} holds ${p.hands[seat]!.length} cards, but with seat ${toMove} to move it must hold ${want} (C12: one card per turn)`);
    }
    if (p.stock.length % (4 * n) !== 0) fail(`the stock holds ${p.stock.length} cards, not a multiple of ${4 * n} (C10)`);
    if (p.finalRound !== (p.stock.length === 0)) fail('finalRound is true exactly when the stock is empty (C11)');
    const piled = p.piles.some((x) => x.length > 0);
    if ((lastCapturer === null) === piled) fail('lastCapturer is null exactly when every pile is empty (C26)');
    if (p.scores.some((x) => x >= rules.target)) fail(`scores must be below the target ${rules.target} during play (C30, C34)`);
    handRound = handRoundsPerDeal(n) - p.stock.length / (4 * n);
  } else if (p.toMove !== null) {
    fail(`toMove must be null in phase '${p.phase}'`);
  }
  return {
    options: JSON.parse(JSON.stringify(p.options)),
    rules,
    dealer: p.dealer,
    toMove,
    hands: p.hands.map((h) => h.slice()),
    table: p.table.slice(),
    stock: p.stock.slice(),
    piles: p.piles.map((h) => h.slice()),
    lastCapturer,
    finalRound: p.finalRound,
    scores: p.scores.slice(),
    gamesPlayed: p.gamesPlayed,
    stakes: p.stakes.slice(),
    phase: p.phase,
    handRound,
    lastCapture: null,
    rng: seedRng(seed ?? JSON.stringify(p)),
  };
}

/** The exact inverse of fromPosition for the contract's fields. */
export function toPosition(s: CasinoState): CasinoPosition {
  return {
    options: JSON.parse(JSON.stringify(s.options)),
    dealer: s.dealer,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    table: s.table.slice(),
    stock: s.stock.slice(),
    piles: s.piles.map((h) => h.slice()),
    lastCapturer: s.lastCapturer,
    finalRound: s.finalRound,
    scores: s.scores.slice(),
    gamesPlayed: s.gamesPlayed,
    stakes: s.stakes.slice(),
    phase: s.phase,
  };
}

/** A state read back from JSON (a save): the position's checks plus the engine's own fields. */
export function stateFromJSON(json: unknown): CasinoState {
  if (typeof json !== 'object' || json === null) fail('a saved state must be an object');
  const j = json as Record<string, unknown>;
  if (!isRngState(j['rng'])) fail('rng must be four 32-bit whole numbers');
  const base = fromPosition(j as unknown as CasinoPosition);
  const hr = j['handRound'];
  if (!isWhole(hr) || hr < 0 || hr > handRoundsPerDeal(base.rules.players)) fail('handRound must be a hand-round of the deal');
  const lc = j['lastCapture'];
  let lastCapture: LastCapture | null = null;
  if (lc !== null && lc !== undefined) {
    const o = lc as Record<string, unknown>;
    if (typeof o !== 'object' || !isWhole(o['seat']) || typeof o['card'] !== 'string' || cardListProblem(o['take'], 'lastCapture.take') !== null) {
      fail('lastCapture must be null or { seat, card, take }');
    }
    lastCapture = { seat: o['seat'] as number, card: o['card'] as string, take: (o['take'] as string[]).slice() };
  }
  return { ...base, handRound: hr, lastCapture, rng: j['rng'] as CasinoState['rng'] };
}
