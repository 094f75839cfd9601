/** Positions: the contract's plain JSON form of a state, checked strictly (bad input changes nothing). */
import { cardListProblem } from '../../engine/cards.js';
import { isRngState, seedRng } from '../../engine/rng.js';
import { optionsProblem, resolveRules } from './rules.js';
import type { PapillonPosition, PapillonState } from './types.js';

const PHASES = ['play', 'dealOver', 'sessionOver'] as const;

function fail(message: string): never {
  throw new Error(`Bad Papillon position: ${message}`);
}

function seatOrNull(x: unknown, n: number, what: string): number | null {
  if (x === null) return null;
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= n) fail(`${what} must be a seat 0…${n - 1} or null, got ${JSON.stringify(x)}`);
  return x as number;
}

function isWhole(x: unknown): x is number {
  return Number.isInteger(x);
}

/** Validates a position and builds a state from it; throws an Error naming the first problem. */
export function fromPosition(p: PapillonPosition, seed?: string | number): PapillonState {
  if (typeof p !== 'object' || p === null) fail('a position must be an object');
  const optProblem = optionsProblem(p.options);
  if (optProblem) fail(optProblem);
  const rules = resolveRules(p.options);
  const n = rules.players;
  if (!isWhole(p.dealer) || p.dealer < 0 || p.dealer >= n) fail(`dealer must be a seat 0…${n - 1}, got ${JSON.stringify(p.dealer)}`);
  if (!Array.isArray(p.hands) || p.hands.length !== n) fail(`hands must list ${n} hands, one per seat (got ${Array.isArray(p.hands) ? p.hands.length : typeof p.hands})`);
  if (!Array.isArray(p.piles) || p.piles.length !== n) fail(`piles must list ${n} capture piles, one per seat`);
  const lists: [unknown, string][] = [
    ...p.hands.map((h, i): [unknown, string] => [h, `hand of seat ${i}`]),
    [p.table, 'table'],
    [p.stock, 'stock'],
    ...p.piles.map((h, i): [unknown, string] => [h, `pile of seat ${i}`]),
  ];
  let total = 0;
  for (const [list, what] of lists) {
    const problem = cardListProblem(list, what, 2); // known cards only; duplicates are checked below
    if (problem) fail(problem);
    total += (list as string[]).length;
  }
  // P4: one pack. The count is checked first so that 53 cards are reported as such.
  if (total > 52) fail(`${total} cards; one pack has 52 (P4)`);
  const seen = new Map<string, string>();
  for (const [list, what] of lists) {
    for (const c of list as string[]) {
      const first = seen.get(c);
      if (first !== undefined) fail(`card ${c} appears twice, in ${first} and in ${what} (P4: one pack, every card unique)`);
      seen.set(c, what);
    }
  }
  for (const h of p.hands) if (h.length > 3) fail(`a hand holds at most 3 cards (P12), one holds ${h.length}`);
  if (!Array.isArray(p.balances) || p.balances.length !== n || !p.balances.every(isWhole)) {
    fail(`balances must be ${n} whole numbers`);
  }
  if (!isWhole(p.pot) || p.pot < 0) fail(`pot must be a whole number ≥ 0, got ${JSON.stringify(p.pot)}`);
  if (typeof p.finalRound !== 'boolean') fail('finalRound must be true or false');
  if (p.finalRound && p.stock.length > 0) fail('the final round starts only when the stock is empty (P37)');
  const lastCapturer = seatOrNull(p.lastCapturer, n, 'lastCapturer');
  const lastToLayDown = seatOrNull(p.lastToLayDown, n, 'lastToLayDown');
  const winner = seatOrNull(p.winner, n, 'winner');
  if (winner !== null && !p.finalRound) fail('only the final round has a winner (P39)');
  if (!isWhole(p.blaetterCarry) || p.blaetterCarry < 0) fail('blaetterCarry must be a whole number ≥ 0');
  const dealsPlayed = p.dealsPlayed ?? 0;
  if (!isWhole(dealsPlayed) || dealsPlayed < 0) fail('dealsPlayed must be a whole number ≥ 0');
  if (!(PHASES as readonly unknown[]).includes(p.phase)) fail(`phase must be one of ${PHASES.join(', ')}`);
  let toMove: number | null = null;
  if (p.phase === 'play') {
    toMove = seatOrNull(p.toMove, n, 'toMove');
    if (toMove === null) fail("toMove must name a seat in phase 'play'");
    if (p.hands[toMove]!.length === 0) fail(`the player to move (seat ${toMove}) holds no card`);
    if (dealsPlayed >= rules.tours * n) fail(`dealsPlayed ${dealsPlayed} leaves no deal to play in a session of ${rules.tours * n}`);
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
    balances: p.balances.slice(),
    pot: p.pot,
    finalRound: p.finalRound,
    lastCapturer,
    lastToLayDown,
    winner,
    blaetterCarry: p.blaetterCarry,
    dealsPlayed,
    phase: p.phase,
    handRound: 1,
    rng: seedRng(seed ?? JSON.stringify(p)),
  };
}

/** The exact inverse of fromPosition for the contract's fields. */
export function toPosition(s: PapillonState): PapillonPosition {
  return {
    options: JSON.parse(JSON.stringify(s.options)),
    dealer: s.dealer,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    table: s.table.slice(),
    stock: s.stock.slice(),
    piles: s.piles.map((h) => h.slice()),
    balances: s.balances.slice(),
    pot: s.pot,
    finalRound: s.finalRound,
    lastCapturer: s.lastCapturer,
    lastToLayDown: s.lastToLayDown,
    winner: s.winner,
    blaetterCarry: s.blaetterCarry,
    dealsPlayed: s.dealsPlayed,
    phase: s.phase,
  };
}

/** A state read back from JSON (a save): the position checks plus the engine's own fields. */
export function stateFromJSON(json: unknown): PapillonState {
  if (typeof json !== 'object' || json === null) fail('a saved state must be an object');
  const j = json as Record<string, unknown>;
  if (!isRngState(j['rng'])) fail('rng must be four 32-bit whole numbers');
  if (!isWhole(j['handRound']) || (j['handRound'] as number) < 0) fail('handRound must be a whole number ≥ 0');
  const base = fromPosition(j as unknown as PapillonPosition);
  return { ...base, handRound: j['handRound'] as number, rng: j['rng'] as PapillonState['rng'] };
}
