/**
 * Die Reihe (shared/rules/patience.md §5, S-REI-1 … S-REI-9). Watch and step: talon cards are laid
 * in rows of 10; the lowest card of each column is open and plays automatically to its suit's
 * A-pile (up) or K-pile (down); emptied positions are refilled topmost, then leftmost, first.
 */
import { PATIENCE_MODES } from './modes.js';
import type { Rng } from '../../engine/rng.js';
import { checkCards, checkFoundations, copy, definePatience, emptyFoundations, fail, fitsFoundations, foundationCards, isObj, multisetMinus, packOf, suitOf, SUITS, violationOf, type Card } from './common.js';
import type { ReiheEvent, ReiheMove, ReiheState } from './types.js';

export const REIHE_COLUMNS = 10;

export interface ReiheView {
  readonly game: 'reihe';
  readonly variants: readonly string[];
  readonly grid: readonly (Card | null)[];
  readonly talonCount: number;
  readonly foundations: ReiheState['foundations'];
}

/** A position for tests and tools. `rows` lists rows top to bottom, 10 entries each at most (null = empty). */
export function reihePosition(p: Partial<Omit<ReiheState, 'game' | 'grid'>> & { rows?: (Card | null)[][] }): ReiheState {
  const grid: (Card | null)[] = [];
  for (const row of p.rows ?? []) {
    if (row.length > REIHE_COLUMNS) throw new Error('reihePosition: a row has at most 10 positions');
    grid.push(...row);
    if (row.length < REIHE_COLUMNS && row !== p.rows![p.rows!.length - 1]) throw new Error('reihePosition: only the last row may be short');
  }
  return { game: 'reihe', variants: p.variants ?? [], seed: p.seed ?? null, grid, talon: p.talon ?? [], foundations: p.foundations ?? emptyFoundations() };
}

/** S-REI-4: the lowest card of its column. */
function isOpen(grid: readonly (Card | null)[], i: number): boolean {
  for (let j = i + REIHE_COLUMNS; j < grid.length; j += REIHE_COLUMNS) if (grid[j] !== null) return false;
  return grid[i] !== null;
}

const rowCol = (i: number) => ({ row: Math.floor(i / REIHE_COLUMNS) + 1, col: (i % REIHE_COLUMNS) + 1 });

function legalMoves(s: ReiheState): ReiheMove[] {
  // S-REI-6: automatic plays first (their order does not matter: reading order).
  for (let i = 0; i < s.grid.length; i++) {
    const c = s.grid[i];
    if (c === null || c === undefined || !isOpen(s.grid, i)) continue;
    const suit = suitOf(c);
    const f = fitsFoundations(s.foundations[suit], c)[0];
    if (f) return [{ type: 'play', card: c, ...rowCol(i), suit, foundation: f }];
  }
  if (s.talon.length > 0) return [{ type: 'turn' }]; // S-REI-5, S-REI-7
  return []; // S-REI-8
}

function toFoundation(f: ReiheState['foundations'], card: Card): { foundations: ReiheState['foundations']; foundation: 'K' | 'A'; count: number } | null {
  const suit = suitOf(card);
  // S-REI-2: a card fitting both piles completes the suit; it goes onto the A-pile.
  const which = fitsFoundations(f[suit], card)[0];
  if (!which) return null;
  const pile = [...f[suit][which], card];
  return { foundations: { ...f, [suit]: { ...f[suit], [which]: pile } }, foundation: which, count: pile.length };
}

function perform(s: ReiheState, m: ReiheMove): { state: ReiheState; events: ReiheEvent[] } {
  if (m.type === 'play') {
    const i = (m.row - 1) * REIHE_COLUMNS + (m.col - 1);
    const grid = s.grid.slice();
    grid[i] = null;
    const r = toFoundation(s.foundations, m.card)!;
    return {
      state: { ...s, grid, foundations: r.foundations },
      events: [{ type: 'toFoundation', card: m.card, row: m.row, col: m.col, suit: m.suit, foundation: r.foundation, count: r.count }],
    };
  }
  // S-REI-7: the topmost, then leftmost, empty position first; else a new position (S-REI-3).
  const grid = s.grid.slice();
  let target = grid.indexOf(null);
  const isNew = target < 0;
  if (isNew) {
    target = grid.length;
    grid.push(null);
  }
  const talon = s.talon.slice(0, -1);
  const card = s.talon[s.talon.length - 1]!;
  const rc = rowCol(target);
  const r = toFoundation(s.foundations, card); // S-REI-5: check before laying
  if (r) {
    return {
      state: { ...s, grid, talon, foundations: r.foundations },
      events: [{ type: 'talonToFoundation', card, ...rc, suit: suitOf(card), foundation: r.foundation, count: r.count }],
    };
  }
  grid[target] = card;
  return { state: { ...s, grid, talon }, events: [{ type: 'laid', card, ...rc, refill: !isNew }] };
}

function explain(s: ReiheState, m: unknown) {
  const type = isObj(m) ? m.type : undefined;
  const expected = legalMoves(s)[0];
  if (type === 'turn') return violationOf('S-REI-6', 'play-first', 'an open card fits a foundation: it is played before the talon is touched', { expected });
  if (type === 'play') {
    if (expected?.type === 'turn') return violationOf('S-REI-4', 'no-such-play', 'no open card fits a foundation there');
    return violationOf('S-REI-9', 'not-the-step', 'watch and step: play the one move that legalMoves offers', { expected });
  }
  return violationOf('S-REI-9', 'unknown-move', `not a move of Die Reihe: ${JSON.stringify(m)}`);
}

function view(s: ReiheState): ReiheView {
  return { game: 'reihe', variants: s.variants, grid: s.grid, talonCount: s.talon.length, foundations: s.foundations };
}

function resample(v: ReiheView, rng: Rng): ReiheState {
  const visible = [...(v.grid.filter((c) => c !== null) as Card[]), ...foundationCards(v.foundations)];
  const talon = rng.shuffle(multisetMinus(packOf(1), visible));
  return copy({ game: 'reihe', variants: v.variants, seed: null, grid: v.grid, talon, foundations: v.foundations });
}

const foundationCount = (s: ReiheState) => foundationCards(s.foundations).length;

export const reihe = definePatience<ReiheState, ReiheMove, ReiheEvent, ReiheView>({
  id: 'reihe',
  variants: [],
  defaultPacks: 1,
  packs: () => 1,
  deal: (order, variants, seed) => ({ game: 'reihe', variants, seed, grid: [], talon: order.slice().reverse(), foundations: emptyFoundations() }),
  legalMoves,
  perform,
  explain,
  isWon: (s) => foundationCount(s) === 52,
  outcomeReason: (s) => (foundationCount(s) === 52 ? 'all-on-foundations' : 'talon-exhausted'),
  view,
  resample,
  faceDown: (s) => s.talon.slice(),
  allCards: (s) => [...(s.grid.filter((c) => c !== null) as Card[]), ...s.talon, ...foundationCards(s.foundations)],
  checkShape: (x) => {
    checkCards('reihe', x.grid, 'grid', true);
    if ((x.grid as unknown[]).length > 52) fail('reihe', 'grid has at most 52 positions');
    checkCards('reihe', x.talon, 'talon');
    checkFoundations('reihe', x.foundations, 'foundations');
  },
  mode: PATIENCE_MODES['reihe'],
  layout: () => ({
    piles: [
      { id: 'talon', kind: 'talon', faceUp: 'none', count: 1, place: 'in hand' },
      { id: 'position', kind: 'tableau', faceUp: 'all', count: 'varies', place: 'rows of 10, (row, column) from the top left' },
      ...SUITS.map((s) => ({ id: `foundationA${s}`, kind: 'foundation' as const, faceUp: 'top' as const, count: 1, place: 'above' })),
      ...SUITS.map((s) => ({ id: `foundationK${s}`, kind: 'foundation' as const, faceUp: 'top' as const, count: 1, place: 'above' })),
    ],
  }),
});
