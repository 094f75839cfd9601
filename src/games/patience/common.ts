/**
 * Shared machinery of the patience engines: pack checks, shuffling (S-GEN-3), move checking
 * against the legal list, the game-over event (S-GEN-4), views that hide face-down cards
 * (S-GEN-7), and the wrapping of each game as a contract `PatienceGame` and a core `GameDefinition`.
 */
import { FULL_PACK, RANKS, SUITS, isCard, rankNumber, suitOf, type Card, type Suit } from '../../engine/cards.js';
import type { GameDefinition, RuleViolation } from '../../engine/game.js';
import { Rng, seedRng } from '../../engine/rng.js';
import type {
  GameOverEvent,
  PatienceGame,
  PatienceId,
  PatienceLayout,
  PatienceMode,
  PatienceEvent,
  PatienceMove,
  PatienceMoveResult,
  PatienceOptions,
  PatienceState,
  PatienceStatus,
  TwoFoundations,
} from './types.js';

export { rankNumber, suitOf, RANKS, SUITS };
export type { Card, Suit };

export const GAME_NAMES: Record<PatienceId, string> = {
  doppelhausen: 'Die Doppelhausen',
  elf: 'Die Elf',
  'halber-mond': 'Der halbe Mond',
  napoleon: 'Napoleons-Patience',
  reihe: 'Die Reihe',
  stern: 'Der Stern',
  unterstecken: 'Das Unterstecken',
};

/** S-GEN-1: one or two French packs. */
export function packOf(packs: 1 | 2): Card[] {
  return packs === 1 ? FULL_PACK.slice() : [...FULL_PACK, ...FULL_PACK];
}

/** S-GEN-3: one uniformly random permutation from the seeded RNG. order[0] is the top card. */
export function shuffledOrder(seed: string | number, packs: 1 | 2): { order: Card[]; rng: Rng } {
  const rng = new Rng(seedRng(seed));
  return { order: rng.shuffle(packOf(packs)), rng };
}

/** Checks a pack order from outside; throws an Error naming what is wrong. */
export function checkOrder(order: unknown, packs: 1 | 2, game: PatienceId): Card[] {
  const name = GAME_NAMES[game];
  const want = packs === 1 ? 'one pack of 52 cards' : 'two packs of 52 cards (104)';
  if (!Array.isArray(order)) throw new Error(`${name}: the pack order must be an array of card strings (${want})`);
  for (const [i, c] of order.entries()) {
    if (!isCard(c)) {
      throw new Error(`${name}: unknown card ${JSON.stringify(c)} at index ${i} (expected rank A,2-10,J,Q,K then suit C,D,H,S, e.g. "10S")`);
    }
  }
  const counts = new Map<string, number>();
  for (const c of order as string[]) {
    const n = (counts.get(c) ?? 0) + 1;
    counts.set(c, n);
    if (n > packs) {
      throw new Error(`${name}: duplicate card ${c} appears ${n} times; at most ${packs} with ${packs === 1 ? 'one pack' : 'two packs'}`);
    }
  }
  if (order.length !== 52 * packs) {
    const missing = FULL_PACK.filter((c) => (counts.get(c) ?? 0) < packs);
    throw new Error(
      `${name}: wrong count: expected ${52 * packs} cards (${want}), got ${order.length}` +
        (missing.length > 0 ? `; missing ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''}` : ''),
    );
  }
  return (order as string[]).slice();
}

export function checkVariants(options: PatienceOptions | undefined, allowed: readonly string[], game: PatienceId): string[] {
  const vs = options?.variants ?? [];
  if (!Array.isArray(vs)) throw new Error(`${GAME_NAMES[game]}: options.variants must be an array of variant IDs`);
  for (const v of vs) {
    if (!allowed.includes(v)) {
      throw new Error(`${GAME_NAMES[game]}: unknown variant ${JSON.stringify(v)} (known: ${allowed.join(', ') || 'none'})`);
    }
  }
  return [...new Set(vs as string[])].sort();
}

/** Multiset difference: `all` minus `minus` (each occurrence once). */
export function multisetMinus(all: readonly Card[], minus: readonly Card[]): Card[] {
  const counts = new Map<string, number>();
  for (const c of minus) counts.set(c, (counts.get(c) ?? 0) + 1);
  const out: Card[] = [];
  for (const c of all) {
    const n = counts.get(c) ?? 0;
    if (n > 0) counts.set(c, n - 1);
    else out.push(c);
  }
  return out;
}

/** A deep copy of plain JSON data (states are small; faster than structuredClone here). */
export function copy<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copy) as T;
  if (x !== null && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(x)) out[k] = copy((x as Record<string, unknown>)[k]);
    return out as T;
  }
  return x;
}

/** A JSON string with sorted keys: two moves are the same move iff their keys are equal. */
export function stableKey(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(stableKey).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    return `{${Object.keys(x)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableKey((x as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(x) ?? 'undefined';
}

export function top<T>(pile: readonly T[]): T | undefined {
  return pile[pile.length - 1];
}

export function emptyFoundations(): { [S in Suit]: TwoFoundations } {
  return { C: { K: [], A: [] }, D: { K: [], A: [] }, H: { K: [], A: [] }, S: { K: [], A: [] } };
}

/**
 * S-HM-3 / S-REI-2: where a card fits its suit's two foundations (K builds down, A builds up),
 * 'A' first. Values A = 1 … K = 13 (S-GEN-2).
 */
export function fitsFoundations(f: TwoFoundations, card: Card): ('K' | 'A')[] {
  const r = rankNumber(card);
  const out: ('K' | 'A')[] = [];
  const a = top(f.A);
  if (a === undefined ? r === 1 : rankNumber(a) + 1 === r) out.push('A');
  const k = top(f.K);
  if (k === undefined ? r === 13 : rankNumber(k) - 1 === r) out.push('K');
  return out;
}

export function violationOf(rule: string, code: string, message: string, details?: Record<string, unknown>): RuleViolation {
  return details ? { rule, code, message, details } : { rule, code, message };
}

// ---------------------------------------------------------------- shape checks for fromJSON

export function fail(game: PatienceId, what: string): never {
  throw new Error(`${GAME_NAMES[game]} state: ${what}`);
}

export function isObj(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

export function checkCards(game: PatienceId, x: unknown, what: string, nullable = false): void {
  if (!Array.isArray(x)) fail(game, `${what} must be an array of cards`);
  for (const c of x) {
    if (nullable && c === null) continue;
    if (!isCard(c)) fail(game, `${what}: unknown card ${JSON.stringify(c)}`);
  }
}

export function checkInt(game: PatienceId, x: unknown, what: string, min: number, max: number): void {
  if (!Number.isInteger(x) || (x as number) < min || (x as number) > max) fail(game, `${what} must be an integer ${min}–${max}`);
}

export function checkFoundations(game: PatienceId, x: unknown, what: string): void {
  if (!isObj(x)) fail(game, `${what} must be an object`);
  for (const s of SUITS) {
    const f = x[s];
    if (!isObj(f)) fail(game, `${what}.${s} must be an object`);
    checkCards(game, f.K, `${what}.${s}.K`);
    checkCards(game, f.A, `${what}.${s}.A`);
  }
}

export function foundationCards(f: { readonly [S in Suit]: TwoFoundations }): Card[] {
  return SUITS.flatMap((s) => [...f[s].K, ...f[s].A]);
}

// ---------------------------------------------------------------- the wrapper

/** What one game module provides; `definePatience` turns it into the contract and core shapes. */
export interface PatienceRules<S extends PatienceState, M extends PatienceMove, E extends { type: string }, V> {
  readonly id: PatienceId;
  readonly variants: readonly string[];
  packs(variants: readonly string[]): 1 | 2;
  readonly defaultPacks: 1 | 2;
  /** Deals a checked pack order (order[0] on top). `rng` is there only for newGame (V-DH-1). */
  deal(order: Card[], variants: string[], seed: string | number | null, options: PatienceOptions, rng: Rng | null): S;
  legalMoves(s: S): M[];
  /** Carries out a move known to be legal; must not mutate `s`. */
  perform(s: S, m: M): { state: S; events: E[] };
  /** Why a move not in the legal list is refused (rule ID and code). */
  explain(s: S, m: unknown): RuleViolation;
  /** Called only when no legal move is left. */
  isWon(s: S): boolean;
  /** A stable code for the outcome (see GameOverEvent.reason). */
  outcomeReason(s: S): string;
  /** What the player may see: the state without face-down cards (shown as counts) and without the seed. */
  view(s: S): V;
  /** A state with the same view, face-down cards dealt at random from the unseen cards. */
  resample(v: V, rng: Rng): S;
  /** The face-down cards (a multiset). */
  faceDown(s: S): Card[];
  /** Every card in the state (for fromJSON's completeness check). */
  allCards(s: S): Card[];
  /** Checks the game-specific shape of a state read from JSON; throws via `fail`. */
  checkShape(x: Record<string, unknown>): void;
  mode(variants: readonly string[]): PatienceMode;
  layout(variants: readonly string[]): PatienceLayout;
}

export type DefinedPatience<S, M, E extends { type: string }, V> = {
  game: PatienceGame;
  definition: GameDefinition<S, M, V, E | GameOverEvent, PatienceOptions>;
  legalMoves(s: S): M[];
  applyMove(s: S, m: M): { ok: true; state: S; events: (E | GameOverEvent)[] } | { ok: false; violation: RuleViolation };
  status(s: S): PatienceStatus;
  view(s: S): V;
};

export function definePatience<S extends PatienceState, M extends PatienceMove, E extends PatienceEvent, V>(
  rules: PatienceRules<S, M, E, V>,
): DefinedPatience<S, M, E, V> {
  const id = rules.id;
  const own = (s: PatienceState): S => {
    if (!isObj(s) || s.game !== id) throw new Error(`${GAME_NAMES[id]}: not a ${id} state (game ${JSON.stringify((s as { game?: unknown })?.game)})`);
    return s as S;
  };
  // States are immutable, so the legal moves of a state object can be remembered (callers get a copy).
  const cache = new WeakMap<object, M[]>();
  const legalOf = (s: S): M[] => {
    let ms = cache.get(s);
    if (!ms) {
      ms = rules.legalMoves(s);
      cache.set(s, ms);
    }
    return ms;
  };
  const legalMoves = (s: S): M[] => legalOf(s).slice();
  const status = (s: S): PatienceStatus => (legalOf(s).length > 0 ? 'playing' : rules.isWon(s) ? 'won' : 'lost');
  const applyMove = (s: S, m: M) => {
    const legal = legalOf(s);
    if (legal.length === 0) {
      return { ok: false as const, violation: violationOf('S-GEN-4', 'game-over', `${GAME_NAMES[id]}: the game is over`) };
    }
    // A move handed back from legalMoves is found by identity; any other by its content.
    let found = legal.find((l) => l === m);
    if (!found) {
      const key = stableKey(m);
      found = legal.find((l) => stableKey(l) === key);
    }
    if (!found) return { ok: false as const, violation: rules.explain(s, m) };
    const { state, events } = rules.perform(s, found);
    const out: (E | GameOverEvent)[] = events;
    if (legalOf(state).length === 0) {
      out.push({ type: 'gameOver', outcome: rules.isWon(state) ? 'won' : 'lost', reason: rules.outcomeReason(state) });
    }
    return { ok: true as const, state, events: out };
  };
  const newState = (order: unknown, options: PatienceOptions | undefined, seed: string | number | null, rng: Rng | null): S => {
    const variants = checkVariants(options, rules.variants, id);
    const packs = rules.packs(variants);
    const checked = checkOrder(order, packs, id);
    return rules.deal(checked, variants, seed, options ?? {}, rng);
  };
  const newGame = (seed: string | number, options?: PatienceOptions): S => {
    if (typeof seed !== 'string' && typeof seed !== 'number') throw new Error(`${GAME_NAMES[id]}: the seed must be a string or a number`);
    const variants = checkVariants(options, rules.variants, id);
    const { order, rng } = shuffledOrder(seed, rules.packs(variants));
    return newState(order, options, seed, rng);
  };
  const fromOrder = (order: readonly string[], options?: PatienceOptions): S => newState(order, options, null, null);
  const hiddenCards = (s: S): Card[] => {
    // With two packs a card string names two cards: only strings nowhere visible count as hidden.
    const text = JSON.stringify(rules.view(s));
    return rules.faceDown(s).filter((c) => !text.includes(`"${c}"`));
  };
  const fromJSON = (json: unknown): S => {
    if (!isObj(json)) fail(id, 'must be an object');
    if (json.game !== id) fail(id, `game must be ${JSON.stringify(id)}`);
    if (!Array.isArray(json.variants) || json.variants.some((v) => !rules.variants.includes(v as string))) {
      fail(id, `variants must be a list of ${rules.variants.join(', ') || 'no variants'}`);
    }
    if (!(json.seed === null || typeof json.seed === 'string' || typeof json.seed === 'number')) fail(id, 'seed must be a string, a number or null');
    rules.checkShape(json);
    const s = json as unknown as S;
    const packs = rules.packs(s.variants);
    const all = rules.allCards(s);
    const full = packOf(packs);
    if (all.length !== full.length || multisetMinus(full, all).length !== 0) {
      fail(id, `the cards must be exactly ${packs === 1 ? 'one pack' : 'two packs'} (got ${all.length} cards)`);
    }
    return copy(s);
  };
  const definition: GameDefinition<S, M, V, E | GameOverEvent, PatienceOptions> = {
    id,
    players: { min: 1, max: 1 },
    setup: (options, seed) => newGame(seed, options),
    currentPlayer: (s) => (legalOf(s).length > 0 ? 0 : null),
    legalMoves,
    applyMove,
    isOver: (s) => legalOf(s).length === 0,
    view: (s) => rules.view(s),
    visibleEvent: (e) => e,
    resample: (v, rng) => rules.resample(v, rng),
    hiddenCards,
    fromJSON,
  };
  const game: PatienceGame = {
    id,
    packs: rules.defaultPacks,
    variants: rules.variants,
    newGame,
    fromOrder,
    legalMoves: (s) => legalMoves(own(s)),
    applyMove: (s, m) => {
      const r = applyMove(own(s), m as M);
      return r as PatienceMoveResult;
    },
    status: (s) => status(own(s)),
    mode: (options) => rules.mode(checkVariants(options, rules.variants, id)),
    layout: (options) => rules.layout(checkVariants(options, rules.variants, id)),
  };
  return { game, definition, legalMoves, applyMove, status, view: rules.view };
}
