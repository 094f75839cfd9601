/**
 * Napoleons-Patience (shared/rules/patience.md §4, S-NAP-1 … S-NAP-6). Watch and step: each card
 * goes onto the patience pile P if adjacent in rank to its top (K–A adjacent), else onto W;
 * W is dealt again until a pass places nothing.
 */
import { PATIENCE_MODES } from './modes.js';
import type { Rng } from '../../engine/rng.js';
import { checkCards, checkInt, copy, definePatience, multisetMinus, packOf, rankNumber, top, violationOf, isObj, type Card } from './common.js';
import type { NapoleonEvent, NapoleonMove, NapoleonState } from './types.js';

export interface NapoleonView {
  readonly game: 'napoleon';
  readonly variants: readonly string[];
  readonly patience: readonly Card[];
  readonly second: readonly Card[];
  readonly handCount: number;
  readonly pass: number;
  readonly placedThisPass: number;
}

/** A position for tests and tools (hand bottom to top: the last card is turned first). */
export function napoleonPosition(p: Partial<Omit<NapoleonState, 'game'>>): NapoleonState {
  return { game: 'napoleon', variants: p.variants ?? [], seed: p.seed ?? null, patience: p.patience ?? [], second: p.second ?? [], hand: p.hand ?? [], pass: p.pass ?? 1, placedThisPass: p.placedThisPass ?? 0 };
}

/** S-NAP-3: adjacent in rank, suits ignored; K and A adjacent unless V-NAP-2. */
export function napAdjacent(a: Card, b: Card, wrap: boolean): boolean {
  const d = Math.abs(rankNumber(a) - rankNumber(b));
  return d === 1 || (wrap && d === 12);
}

function legalMoves(s: NapoleonState): NapoleonMove[] {
  if (s.hand.length > 0) return [{ type: 'turn' }];
  if (s.second.length === 0) return []; // S-NAP-5 won
  if (s.placedThisPass === 0) return []; // S-NAP-5 lost
  return [{ type: 'newPass', pass: s.pass + 1 }]; // S-NAP-4
}

function perform(s: NapoleonState, m: NapoleonMove): { state: NapoleonState; events: NapoleonEvent[] } {
  if (m.type === 'newPass') {
    // S-NAP-4: W turned face down, the card that went onto W first is dealt first.
    const hand = s.second.slice().reverse();
    return { state: { ...s, second: [], hand, pass: m.pass, placedThisPass: 0 }, events: [{ type: 'passStarted', pass: m.pass, cards: hand.length }] };
  }
  const hand = s.hand.slice(0, -1);
  const card = top(s.hand)!;
  const p = top(s.patience);
  if (p === undefined || napAdjacent(card, p, !s.variants.includes('V-NAP-2'))) {
    return {
      state: { ...s, hand, patience: [...s.patience, card], placedThisPass: s.placedThisPass + 1 },
      events: [{ type: 'toPatience', card, onto: p ?? null }],
    };
  }
  return { state: { ...s, hand, second: [...s.second, card] }, events: [{ type: 'toSecond', card, top: p }] };
}

function explain(s: NapoleonState, m: unknown) {
  const type = isObj(m) ? m.type : undefined;
  if (type === 'turn') return violationOf('S-NAP-4', 'hand-empty', 'the hand is empty: a new pass must start');
  if (type === 'newPass') return violationOf('S-NAP-4', 'pass-not-over', 'the pass is not over', { expected: legalMoves(s)[0] });
  return violationOf('S-NAP-6', 'unknown-move', `not a move of Napoleons-Patience: ${JSON.stringify(m)}`);
}

function view(s: NapoleonState): NapoleonView {
  return { game: 'napoleon', variants: s.variants, patience: s.patience, second: s.second, handCount: s.hand.length, pass: s.pass, placedThisPass: s.placedThisPass };
}

const packs = (variants: readonly string[]): 1 | 2 => (variants.includes('V-NAP-1') ? 2 : 1);

function resample(v: NapoleonView, rng: Rng): NapoleonState {
  const hand = rng.shuffle(multisetMinus(packOf(packs(v.variants)), [...v.patience, ...v.second]));
  return copy({ game: 'napoleon', variants: v.variants, seed: null, patience: v.patience, second: v.second, hand, pass: v.pass, placedThisPass: v.placedThisPass });
}

export const napoleon = definePatience<NapoleonState, NapoleonMove, NapoleonEvent, NapoleonView>({
  id: 'napoleon',
  variants: ['V-NAP-1', 'V-NAP-2'],
  defaultPacks: 1,
  packs,
  deal: (order, variants, seed) => ({ game: 'napoleon', variants, seed, patience: [], second: [], hand: order.slice().reverse(), pass: 1, placedThisPass: 0 }),
  legalMoves,
  perform,
  explain,
  isWon: (s) => s.hand.length === 0 && s.second.length === 0,
  outcomeReason: (s) => (s.hand.length === 0 && s.second.length === 0 ? 'all-on-patience-pile' : 'pass-without-placement'),
  view,
  resample,
  faceDown: (s) => s.hand.slice(),
  allCards: (s) => [...s.patience, ...s.second, ...s.hand],
  checkShape: (x) => {
    checkCards('napoleon', x.patience, 'patience');
    checkCards('napoleon', x.second, 'second');
    checkCards('napoleon', x.hand, 'hand');
    checkInt('napoleon', x.pass, 'pass', 1, 1000);
    checkInt('napoleon', x.placedThisPass, 'placedThisPass', 0, 104);
  },
  mode: PATIENCE_MODES['napoleon'],
  layout: () => ({
    piles: [
      { id: 'hand', kind: 'hand', faceUp: 'none', count: 1, place: 'in hand' },
      { id: 'patience', kind: 'foundation', faceUp: 'top', count: 1, place: 'left' },
      { id: 'second', kind: 'waste', faceUp: 'top', count: 1, place: 'right' },
    ],
  }),
});
