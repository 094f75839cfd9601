/**
 * Die Elf (shared/rules/patience.md §2, S-ELF-1 … S-ELF-8). Watch and step: nine open cards,
 * pairs summing to 11 and J-Q-K trios are removed and refilled from the talon.
 */
import { PATIENCE_MODES } from './modes.js';
import type { Rng } from '../../engine/rng.js';
import { checkCards, copy, definePatience, fail, isObj, multisetMinus, packOf, rankNumber, violationOf, type Card } from './common.js';
import type { ElfEvent, ElfMove, ElfState } from './types.js';

export interface ElfView {
  readonly game: 'elf';
  readonly variants: readonly string[];
  readonly layout: readonly (Card | null)[];
  readonly talonCount: number;
  readonly removed: readonly Card[];
  readonly hand: Card | null;
}

/** A position for tests and tools: layout positions 1–9, talon bottom to top. */
export function elfPosition(p: Partial<Omit<ElfState, 'game'>>): ElfState {
  return { game: 'elf', variants: [], seed: null, layout: p.layout ?? Array(9).fill(null), talon: p.talon ?? [], removed: p.removed ?? [], hand: p.hand ?? null, ...p };
}

/** S-ELF-3: numeral cards A–10 take part in elevens (A = 1); face cards never. */
function numeral(c: Card): number | null {
  const r = rankNumber(c);
  return r <= 10 ? r : null;
}

function firstEleven(layout: readonly (Card | null)[]): [number, number] | null {
  for (let i = 0; i < layout.length; i++) {
    const a = layout[i];
    const va = a ? numeral(a) : null;
    if (va === null) continue;
    for (let j = i + 1; j < layout.length; j++) {
      const b = layout[j];
      if (b && numeral(b) === 11 - va) return [i, j];
    }
  }
  return null;
}

/** Positions (0-based) of an open card of each rank asked for, or null. */
function findRanks(layout: readonly (Card | null)[], ranks: number[]): number[] | null {
  const out: number[] = [];
  for (const r of ranks) {
    const i = layout.findIndex((c) => c !== null && rankNumber(c) === r);
    if (i < 0) return null;
    out.push(i);
  }
  return out.sort((a, b) => a - b);
}

/** One move in every position (S-ELF-8: confluent, so the engine picks: elevens first, then the trio, S-ELF-4). */
function legalMoves(s: ElfState): ElfMove[] {
  if (s.hand !== null) return [];
  const e = firstEleven(s.layout);
  if (e) return [{ type: 'eleven', positions: [e[0] + 1, e[1] + 1], cards: [s.layout[e[0]]!, s.layout[e[1]]!] }];
  const t = findRanks(s.layout, [11, 12, 13]);
  if (t) return [{ type: 'trio', positions: [t[0]! + 1, t[1]! + 1, t[2]! + 1], cards: [s.layout[t[0]!]!, s.layout[t[1]!]!, s.layout[t[2]!]!] }];
  if (s.talon.length > 0) return [{ type: 'draw' }];
  return [];
}

/** S-ELF-5: refill emptied positions in ascending order while the talon lasts. */
function refill(layout: (Card | null)[], talon: Card[], emptied: number[], events: ElfEvent[]): void {
  for (const i of [...emptied].sort((a, b) => a - b)) {
    const c = talon.pop();
    if (c === undefined) return;
    layout[i] = c;
    events.push({ type: 'refilled', position: i + 1, card: c });
  }
}

function perform(s: ElfState, m: ElfMove): { state: ElfState; events: ElfEvent[] } {
  const layout = s.layout.slice();
  const talon = s.talon.slice();
  const events: ElfEvent[] = [];
  if (m.type === 'eleven' || m.type === 'trio') {
    const idx = m.positions.map((p) => p - 1);
    for (const i of idx) layout[i] = null;
    events.push({ type: 'removed', kind: m.type, positions: m.positions, cards: m.cards });
    refill(layout, talon, idx, events);
    return { state: { ...s, layout, talon, removed: [...s.removed, ...m.cards] }, events };
  }
  // S-ELF-6: the stuck draw.
  const hand = talon.pop()!;
  events.push({ type: 'handTurned', card: hand });
  const v = numeral(hand);
  let idx: number[] | null = null;
  if (v !== null) {
    const i = layout.findIndex((c) => c !== null && numeral(c) === 11 - v);
    if (i >= 0) idx = [i];
  } else {
    const others = [11, 12, 13].filter((r) => r !== rankNumber(hand));
    idx = findRanks(layout, others);
  }
  if (idx === null) return { state: { ...s, layout, talon, hand }, events }; // (c) lost
  const cards = idx.map((i) => layout[i]!);
  for (const i of idx) layout[i] = null;
  events.push({ type: 'removedWithHand', kind: v !== null ? 'eleven' : 'trio', hand, positions: idx.map((i) => i + 1), cards });
  refill(layout, talon, idx, events);
  return { state: { ...s, layout, talon, removed: [...s.removed, hand, ...cards] }, events };
}

function explain(s: ElfState, m: unknown) {
  const type = isObj(m) ? m.type : undefined;
  const forced = legalMoves(s)[0];
  if (type === 'draw') return violationOf('S-ELF-6', 'removal-available', 'the talon is turned only when no removal is possible');
  if (type === 'eleven' || type === 'trio') {
    if (forced?.type === 'draw') return violationOf(type === 'eleven' ? 'S-ELF-3' : 'S-ELF-4', 'no-such-removal', 'no such removal among the open cards');
    return violationOf('S-ELF-8', 'not-the-step', 'watch and step: play the one move that legalMoves offers', { expected: forced });
  }
  return violationOf('S-ELF-8', 'unknown-move', `not a move of Die Elf: ${JSON.stringify(m)}`);
}

function view(s: ElfState): ElfView {
  return { game: 'elf', variants: s.variants, layout: s.layout, talonCount: s.talon.length, removed: s.removed, hand: s.hand };
}

function resample(v: ElfView, rng: Rng): ElfState {
  const visible = [...(v.layout.filter((c) => c !== null) as Card[]), ...v.removed, ...(v.hand ? [v.hand] : [])];
  const talon = rng.shuffle(multisetMinus(packOf(1), visible));
  return copy({ game: 'elf', variants: v.variants, seed: null, layout: v.layout, talon, removed: v.removed, hand: v.hand });
}

export const elf = definePatience<ElfState, ElfMove, ElfEvent, ElfView>({
  id: 'elf',
  variants: [],
  defaultPacks: 1,
  packs: () => 1,
  // S-ELF-2: the first nine cards face up in positions 1–9, the rest is the talon.
  deal: (order, variants, seed) => ({ game: 'elf', variants, seed, layout: order.slice(0, 9), talon: order.slice(9).reverse(), removed: [], hand: null }),
  legalMoves,
  perform,
  explain,
  isWon: (s) => s.removed.length === 52, // S-ELF-7
  outcomeReason: (s) => (s.removed.length === 52 ? 'all-removed' : s.hand !== null ? 'hand-card-without-partner' : 'talon-empty-no-removal'),
  view,
  resample,
  faceDown: (s) => s.talon.slice(),
  allCards: (s) => [...(s.layout.filter((c) => c !== null) as Card[]), ...s.talon, ...s.removed, ...(s.hand ? [s.hand] : [])],
  checkShape: (x) => {
    checkCards('elf', x.layout, 'layout', true);
    if ((x.layout as unknown[]).length !== 9) fail('elf', 'layout must have 9 positions');
    checkCards('elf', x.talon, 'talon');
    checkCards('elf', x.removed, 'removed');
    if (x.hand !== null) checkCards('elf', [x.hand], 'hand');
  },
  mode: PATIENCE_MODES['elf'],
  layout: () => ({
    piles: [
      { id: 'position', kind: 'tableau', faceUp: 'all', count: 9, place: '3 rows of 3, positions 1–9 in reading order' },
      { id: 'talon', kind: 'talon', faceUp: 'none', count: 1, place: 'aside' },
      { id: 'hand', kind: 'hand', faceUp: 'all', count: 1, place: 'the turned talon card' },
      { id: 'removed', kind: 'discard', faceUp: 'none', count: 1, place: 'aside' },
    ],
  }),
});
