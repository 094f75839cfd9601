/** Helpers for the Casino engine tests: positions from a few cards (the rest filled in), moves, events. */
import assert from 'node:assert/strict';
import {
  applyMove,
  fromPosition,
  legalMoves,
  type CasinoEvent,
  type CasinoMove,
  type CasinoOptions,
  type CasinoPosition,
  type CasinoState,
} from '../../../src/games/casino/index.js';
import { FULL_PACK } from '../../../src/engine/cards.js';

export const cards = (s: string): string[] => (s.trim() ? s.trim().split(/\s+/) : []);

export interface Example {
  options?: CasinoOptions;
  dealer?: number;
  toMove?: number;
  /** Hands by seat as strings; seats not given get filler cards of the right size. */
  hands?: Record<number, string>;
  table?: string;
  /** Stock size (a multiple of 4 × players); default one more hand-round, or 0 with finalRound. */
  stock?: number | string;
  finalRound?: boolean;
  piles?: string[];
  lastCapturer?: number | null;
  scores?: number[];
}

/**
 * A valid 'play' position (contract: all 52 cards): the given hands and table; other hands filled to
 * the sizes C12 requires; the stock; every other card in side 0's pile unless piles are given.
 * Filler cards are face cards first... no: any unused cards, taken from the end of the pack (kings
 * and queens of spades and hearts first), so that they rarely matter.
 */
export function example(e: Example): CasinoState {
  const options = e.options ?? { players: 4 };
  const n = options.players;
  const dealer = e.dealer ?? n - 1;
  const toMove = e.toMove ?? (dealer + 1) % n;
  const table = cards(e.table ?? '');
  const given = new Map<number, string[]>(Object.entries(e.hands ?? {}).map(([k, v]) => [Number(k), cards(v)]));
  const used = new Set<string>([...table, ...[...given.values()].flat(), ...(e.piles ?? []).flatMap(cards)]);
  const finalRound = e.finalRound ?? false;
  let stock: string[] = typeof e.stock === 'string' ? cards(e.stock) : [];
  for (const c of stock) used.add(c);
  const free = FULL_PACK.slice().reverse().filter((c) => !used.has(c));
  const take = (k: number) => free.splice(0, k);
  const size = given.get(toMove)?.length ?? 1;
  const before = (toMove - dealer - 1 + 2 * n) % n;
  const hands: string[][] = [];
  for (let i = 0; i < n; i++) {
    const seat = (dealer + 1 + i) % n;
    hands[seat] = given.get(seat) ?? take(i < before ? size - 1 : size);
  }
  if (typeof e.stock !== 'string') stock = take(typeof e.stock === 'number' ? e.stock : finalRound ? 0 : 4 * n);
  const sides = n === 3 ? 3 : 2;
  const piles = e.piles ? e.piles.map(cards) : Array.from({ length: sides }, (_, i) => (i === 0 ? free.splice(0) : []));
  if (e.piles) assert.equal(free.length, 0, `example leaves ${free.length} cards unplaced: ${free.join(' ')}`);
  const piled = piles.some((p) => p.length > 0);
  const pos: CasinoPosition = {
    options,
    dealer,
    toMove,
    hands,
    table,
    stock,
    piles,
    lastCapturer: e.lastCapturer !== undefined ? e.lastCapturer : piled ? 0 : null,
    finalRound,
    scores: e.scores ?? new Array<number>(sides).fill(0),
    gamesPlayed: 0,
    stakes: new Array<number>(n).fill(0),
    phase: 'play',
  };
  return fromPosition(pos);
}

const key = (m: CasinoMove) => (m.type === 'trail' ? `trail ${m.card}` : `${m.card}:${m.take.slice().sort().join('+')}`);

/** Legal moves as sorted keys ("7D:2D+4C+AH", "trail KS"). */
export function legalKeys(s: CasinoState): string[] {
  return legalMoves(s).map(key).sort();
}

/** A capture key from "7D" and "AH 2D 4C". */
export function capKey(card: string, take: string): string {
  return `${card}:${cards(take).sort().join('+')}`;
}

export function capture(card: string, take: string): CasinoMove {
  return { type: 'capture', card, take: cards(take) };
}

export function trail(card: string): CasinoMove {
  return { type: 'trail', card };
}

/** Applies moves in turn; asserts each is accepted; returns the final state and all events. */
export function run(s: CasinoState, ...moves: CasinoMove[]): { state: CasinoState; events: CasinoEvent[] } {
  const events: CasinoEvent[] = [];
  for (const m of moves) {
    const r = applyMove(s, m);
    assert.ok(r.ok, `refused ${JSON.stringify(m)}: ${r.ok ? '' : JSON.stringify(r.violation)}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Asserts a move is refused naming `rule` and changes nothing. */
export function refused(s: CasinoState, m: unknown, rule: string | RegExp, code?: string): void {
  const before = JSON.stringify(s);
  const r = applyMove(s, m as CasinoMove);
  assert.equal(r.ok, false, `accepted: ${JSON.stringify(m)}`);
  if (!r.ok) {
    if (typeof rule === 'string') assert.equal(r.violation.rule, rule, r.violation.message);
    else assert.match(r.violation.rule, rule, r.violation.message);
    if (code) assert.equal(r.violation.code, code);
    assert.ok(r.violation.message.length > 10);
  }
  assert.equal(JSON.stringify(s), before, 'nothing changed');
}

export function ofType<T extends CasinoEvent['type']>(events: readonly CasinoEvent[], type: T): Extract<CasinoEvent, { type: T }>[] {
  return events.filter((e): e is Extract<CasinoEvent, { type: T }> => e.type === type);
}
