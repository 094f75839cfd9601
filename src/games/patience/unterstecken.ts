/**
 * Das Unterstecken (shared/rules/patience.md §7, S-UNT-1 … S-UNT-7). Watch and step: 13 face-up piles
 * named by rank; each of the three reserve cards starts a chain: the held card goes under the pile of
 * its rank, whose top card is taken next, until a pile holds only cards of its own rank.
 */
import { PATIENCE_MODES } from './modes.js';
import type { Rng } from '../../engine/rng.js';
import { checkCards, checkInt, copy, definePatience, fail, isObj, multisetMinus, packOf, RANKS, violationOf, type Card } from './common.js';
import type { UntPile, UntersteckenEvent, UntersteckenMove, UntersteckenState } from './types.js';

/** S-UNT-6: chains provably end; this guard counts a runaway chain as a loss. */
export const UNT_LOOP_GUARD = 1000;
export const UNT_CHAINS = 3;

export interface UntersteckenView {
  readonly game: 'unterstecken';
  readonly variants: readonly string[];
  readonly piles: UntersteckenState['piles'];
  readonly reserveCount: number;
  readonly held: Card | null;
  readonly chain: number;
  readonly placements: number;
  readonly looped: boolean;
}

const rankOfCard = (c: Card): UntPile => c.slice(0, -1) as UntPile;

/** A position for tests and tools: piles bottom to top (missing piles are empty). */
export function untersteckenPosition(p: Partial<Omit<UntersteckenState, 'game' | 'piles'>> & { piles?: Partial<Record<UntPile, Card[]>> }): UntersteckenState {
  const piles = Object.fromEntries(RANKS.map((r) => [r, p.piles?.[r] ?? []])) as unknown as UntersteckenState['piles'];
  return { game: 'unterstecken', variants: p.variants ?? [], seed: p.seed ?? null, piles, reserve: p.reserve ?? [], held: p.held ?? null, chain: p.chain ?? 0, placements: p.placements ?? 0, looped: p.looped ?? false };
}

function legalMoves(s: UntersteckenState): UntersteckenMove[] {
  if (s.looped) return [];
  if (s.held !== null) return [{ type: 'tuck', card: s.held, pile: rankOfCard(s.held) }]; // S-UNT-3
  if (s.chain < UNT_CHAINS && s.reserve.length > 0) return [{ type: 'takeReserve', chain: s.chain + 1 }]; // S-UNT-4
  return [];
}

function perform(s: UntersteckenState, m: UntersteckenMove): { state: UntersteckenState; events: UntersteckenEvent[] } {
  if (m.type === 'takeReserve') {
    const card = s.reserve[s.reserve.length - 1]!;
    return {
      state: { ...s, reserve: s.reserve.slice(0, -1), held: card, chain: m.chain, placements: 0 },
      events: [{ type: 'reserveTaken', card, chain: m.chain }],
    };
  }
  // S-UNT-3 step 1: h to the bottom of the pile named by its rank.
  const pile = [m.card, ...s.piles[m.pile]];
  const pure = pile.every((c) => rankOfCard(c) === m.pile);
  const placements = s.placements + 1;
  const events: UntersteckenEvent[] = [{ type: 'tucked', card: m.card, pile: m.pile, size: pile.length, pure }];
  if (pure) {
    // Step 2: the chain ends.
    events.push({ type: 'chainEnded', chain: s.chain, pile: m.pile, placements });
    return { state: { ...s, piles: { ...s.piles, [m.pile]: pile }, held: null, placements }, events };
  }
  if (placements >= UNT_LOOP_GUARD) {
    events.push({ type: 'loopGuard', chain: s.chain });
    return { state: { ...s, piles: { ...s.piles, [m.pile]: pile }, held: null, placements, looped: true }, events };
  }
  // Step 3: that pile's top card is the new held card (even if of the pile's own rank).
  const held = pile[pile.length - 1]!;
  events.push({ type: 'tookTop', card: held, pile: m.pile });
  return { state: { ...s, piles: { ...s.piles, [m.pile]: pile.slice(0, -1) }, held, placements }, events };
}

function explain(s: UntersteckenState, m: unknown) {
  const mm = isObj(m) ? m : {};
  if (mm.type === 'tuck') {
    if (s.held === null) return violationOf('S-UNT-4', 'no-held-card', 'no card is held: take the next reserve card');
    return violationOf('S-UNT-3', 'wrong-pile', `the held card ${s.held} goes under pile ${rankOfCard(s.held)}`, { expected: legalMoves(s)[0] });
  }
  if (mm.type === 'takeReserve') return violationOf('S-UNT-4', 'chain-running', 'the next reserve card is taken only when the chain has ended', { expected: legalMoves(s)[0] });
  return violationOf('S-UNT-7', 'unknown-move', `not a move of Das Unterstecken: ${JSON.stringify(m)}`);
}

function isWon(s: UntersteckenState): boolean {
  // S-UNT-5: every pile holds the four cards of its rank.
  return !s.looped && s.held === null && RANKS.every((r) => s.piles[r].length === 4 && s.piles[r].every((c) => rankOfCard(c) === r));
}

function view(s: UntersteckenState): UntersteckenView {
  return { game: 'unterstecken', variants: s.variants, piles: s.piles, reserveCount: s.reserve.length, held: s.held, chain: s.chain, placements: s.placements, looped: s.looped };
}

function resample(v: UntersteckenView, rng: Rng): UntersteckenState {
  const visible = [...RANKS.flatMap((r) => v.piles[r]), ...(v.held ? [v.held] : [])];
  const reserve = rng.shuffle(multisetMinus(packOf(1), visible));
  return copy({ game: 'unterstecken', variants: v.variants, seed: null, piles: v.piles, reserve, held: v.held, chain: v.chain, placements: v.placements, looped: v.looped });
}

export const unterstecken = definePatience<UntersteckenState, UntersteckenMove, UntersteckenEvent, UntersteckenView>({
  id: 'unterstecken',
  variants: [],
  defaultPacks: 1,
  packs: () => 1,
  // S-UNT-2: piles in name order, 4 cards each for A … 10 and 3 for J, Q, K, each pile's cards
  // consecutively with the last on top; the last 3 cards are the reserve, used in order.
  deal: (order, variants, seed) => {
    const piles: Record<string, Card[]> = {};
    let i = 0;
    for (const r of RANKS) {
      const n = r === 'J' || r === 'Q' || r === 'K' ? 3 : 4;
      piles[r] = order.slice(i, i + n);
      i += n;
    }
    return { game: 'unterstecken', variants, seed, piles: piles as unknown as UntersteckenState['piles'], reserve: order.slice(i).reverse(), held: null, chain: 0, placements: 0, looped: false };
  },
  legalMoves,
  perform,
  explain,
  isWon,
  outcomeReason: (s) => (isWon(s) ? 'all-piles-complete' : s.looped ? 'loop-guard' : 'piles-incomplete'),
  view,
  resample,
  faceDown: (s) => s.reserve.slice(),
  allCards: (s) => [...RANKS.flatMap((r) => s.piles[r]), ...s.reserve, ...(s.held ? [s.held] : [])],
  checkShape: (x) => {
    if (!isObj(x.piles)) fail('unterstecken', 'piles must be an object');
    for (const r of RANKS) checkCards('unterstecken', x.piles[r], `piles.${r}`);
    checkCards('unterstecken', x.reserve, 'reserve');
    if (x.held !== null) checkCards('unterstecken', [x.held], 'held');
    checkInt('unterstecken', x.chain, 'chain', 0, UNT_CHAINS);
    checkInt('unterstecken', x.placements, 'placements', 0, UNT_LOOP_GUARD);
    if (typeof x.looped !== 'boolean') fail('unterstecken', 'looped must be a boolean');
  },
  mode: PATIENCE_MODES['unterstecken'],
  layout: () => ({
    piles: [
      { id: 'pile', kind: 'tableau', faceUp: 'all', count: 13, place: 'row 1: A 2 3 4 5; row 2: 6 7 8 9 10; row 3: J Q K' },
      { id: 'reserve', kind: 'reserve', faceUp: 'none', count: 1, place: 'aside' },
      { id: 'held', kind: 'hand', faceUp: 'all', count: 1, place: 'in hand' },
    ],
  }),
});
