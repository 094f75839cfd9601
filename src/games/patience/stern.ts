/**
 * Der Stern (shared/rules/patience.md §6, S-STE-1 … S-STE-8). Cards are turned onto a waste; each suit
 * is built on its arm 2 … K, A (aces high); the card just turned may go into an empty corner
 * (interactive), or with V-STE-1 there are no corners (watch and step). Three passes.
 */
import { PATIENCE_MODES } from './modes.js';
import type { Rng } from '../../engine/rng.js';
import { checkCards, checkInt, copy, definePatience, fail, isObj, multisetMinus, packOf, rankNumber, suitOf, SUITS, top, violationOf, type Card, type Suit } from './common.js';
import type { SternEvent, SternMove, SternState } from './types.js';

export const STERN_PASSES = 3;
export const STERN_CORNERS = 4;

export interface SternView {
  readonly game: 'stern';
  readonly variants: readonly string[];
  readonly arms: SternState['arms'];
  readonly corners: readonly (Card | null)[];
  readonly waste: readonly Card[];
  readonly handCount: number;
  readonly pass: number;
  readonly justTurned: boolean;
}

/** A position for tests and tools (hand bottom to top: the last card is turned first). */
export function sternPosition(p: Partial<Omit<SternState, 'game'>>): SternState {
  return {
    game: 'stern',
    variants: p.variants ?? [],
    seed: p.seed ?? null,
    arms: p.arms ?? { C: [], D: [], H: [], S: [] },
    corners: p.corners ?? [null, null, null, null],
    waste: p.waste ?? [],
    hand: p.hand ?? [],
    pass: p.pass ?? 1,
    justTurned: p.justTurned ?? false,
  };
}

/** S-STE-1 / S-GEN-2: 2 … 10, J = 11, Q = 12, K = 13, A = 14. */
export function sternValue(c: Card): number {
  const r = rankNumber(c);
  return r === 1 ? 14 : r;
}

function fitsArm(arms: SternState['arms'], c: Card): boolean {
  return sternValue(c) === arms[suitOf(c)].length + 2;
}

function isWon(s: SternState): boolean {
  return SUITS.every((x) => s.arms[x].length === 13);
}

function cornersAllowed(s: SternState): boolean {
  return s.justTurned && !s.variants.includes('V-STE-1') && s.corners.some((c) => c === null);
}

function legalMoves(s: SternState): SternMove[] {
  if (isWon(s)) return []; // S-STE-7
  if (s.hand.length === 0 && s.pass >= STERN_PASSES) return []; // S-STE-7 lost (a corner could not help now)
  const out: SternMove[] = [];
  if (cornersAllowed(s)) {
    const card = top(s.waste)!;
    s.corners.forEach((c, i) => {
      if (c === null) out.push({ type: 'corner', corner: i + 1, card });
    });
  }
  out.push(s.hand.length > 0 ? { type: 'turn' } : { type: 'newPass', pass: s.pass + 1 });
  return out;
}

/** S-STE-4: waste top and corner cards onto their arms, repeatedly. */
function autoPlays(arms: { [S in Suit]: Card[] }, waste: Card[], corners: (Card | null)[], events: SternEvent[]): void {
  for (;;) {
    const w = top(waste);
    if (w !== undefined && fitsArm(arms, w)) {
      waste.pop();
      arms[suitOf(w)].push(w);
      events.push({ type: 'toArm', card: w, suit: suitOf(w), from: 'waste', corner: null, count: arms[suitOf(w)].length });
      continue;
    }
    const i = corners.findIndex((c) => c !== null && fitsArm(arms, c));
    if (i >= 0) {
      const c = corners[i]!;
      corners[i] = null;
      arms[suitOf(c)].push(c);
      events.push({ type: 'toArm', card: c, suit: suitOf(c), from: 'corner', corner: i + 1, count: arms[suitOf(c)].length });
      continue;
    }
    return;
  }
}

function perform(s: SternState, m: SternMove): { state: SternState; events: SternEvent[] } {
  if (m.type === 'corner') {
    const corners = s.corners.slice();
    corners[m.corner - 1] = m.card;
    return { state: { ...s, corners, waste: s.waste.slice(0, -1), justTurned: false }, events: [{ type: 'toCorner', card: m.card, corner: m.corner }] };
  }
  if (m.type === 'newPass') {
    // S-STE-6: the waste turned face down, the first card laid on it is dealt first.
    const hand = s.waste.slice().reverse();
    return { state: { ...s, waste: [], hand, pass: m.pass, justTurned: false }, events: [{ type: 'passStarted', pass: m.pass, cards: hand.length }] };
  }
  const arms = copy(s.arms) as { [S in Suit]: Card[] };
  const waste = s.waste.slice();
  const corners = s.corners.slice();
  const hand = s.hand.slice(0, -1);
  const card = top(s.hand)!;
  const events: SternEvent[] = [{ type: 'turned', card }];
  let justTurned = false;
  if (fitsArm(arms, card)) {
    arms[suitOf(card)].push(card);
    events.push({ type: 'toArm', card, suit: suitOf(card), from: 'hand', corner: null, count: arms[suitOf(card)].length });
    autoPlays(arms, waste, corners, events);
  } else {
    waste.push(card);
    events.push({ type: 'toWaste', card });
    justTurned = true;
  }
  return { state: { ...s, arms, waste, corners, hand, justTurned }, events };
}

function explain(s: SternState, m: unknown) {
  const mm = isObj(m) ? m : {};
  if (mm.type === 'corner') {
    if (s.variants.includes('V-STE-1')) return violationOf('V-STE-1', 'no-corners', 'this game is played without corners');
    const n = mm.corner;
    if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > STERN_CORNERS) return violationOf('S-STE-2', 'no-such-corner', 'corners are numbered 1–4');
    if (s.corners[(n as number) - 1] !== null) return violationOf('S-STE-5', 'corner-occupied', `corner ${n} already holds a card (one card per corner)`, { card: s.corners[(n as number) - 1] });
    if (!s.justTurned || mm.card !== top(s.waste)) return violationOf('S-STE-5', 'not-just-turned', 'only the card just turned may go into a corner', { card: mm.card });
    return violationOf('S-STE-5', 'bad-corner-move', 'give the corner move as listed by legalMoves');
  }
  if (mm.type === 'turn') return violationOf('S-STE-6', 'hand-empty', 'the hand is empty: the next pass must begin');
  if (mm.type === 'newPass') return violationOf('S-STE-6', 'pass-not-over', 'the waste is picked up only when the hand is empty');
  return violationOf('S-STE-8', 'unknown-move', `not a move of Der Stern: ${JSON.stringify(m)}`);
}

function view(s: SternState): SternView {
  return { game: 'stern', variants: s.variants, arms: s.arms, corners: s.corners, waste: s.waste, handCount: s.hand.length, pass: s.pass, justTurned: s.justTurned };
}

function resample(v: SternView, rng: Rng): SternState {
  const visible = [...SUITS.flatMap((x) => v.arms[x]), ...(v.corners.filter((c) => c !== null) as Card[]), ...v.waste];
  const hand = rng.shuffle(multisetMinus(packOf(1), visible));
  return copy({ game: 'stern', variants: v.variants, seed: null, arms: v.arms, corners: v.corners, waste: v.waste, hand, pass: v.pass, justTurned: v.justTurned });
}

export const stern = definePatience<SternState, SternMove, SternEvent, SternView>({
  id: 'stern',
  variants: ['V-STE-1'],
  defaultPacks: 1,
  packs: () => 1,
  deal: (order, variants, seed) => ({
    game: 'stern',
    variants,
    seed,
    arms: { C: [], D: [], H: [], S: [] },
    corners: [null, null, null, null],
    waste: [],
    hand: order.slice().reverse(),
    pass: 1,
    justTurned: false,
  }),
  legalMoves,
  perform,
  explain,
  isWon,
  outcomeReason: (s) => (isWon(s) ? 'all-on-arms' : 'third-pass-over'),
  view,
  resample,
  faceDown: (s) => s.hand.slice(),
  allCards: (s) => [...SUITS.flatMap((x) => s.arms[x]), ...(s.corners.filter((c) => c !== null) as Card[]), ...s.waste, ...s.hand],
  checkShape: (x) => {
    if (!isObj(x.arms)) fail('stern', 'arms must be an object');
    for (const su of SUITS) checkCards('stern', x.arms[su], `arms.${su}`);
    checkCards('stern', x.corners, 'corners', true);
    if ((x.corners as unknown[]).length !== STERN_CORNERS) fail('stern', 'corners must have 4 entries');
    checkCards('stern', x.waste, 'waste');
    checkCards('stern', x.hand, 'hand');
    checkInt('stern', x.pass, 'pass', 1, STERN_PASSES);
    if (typeof x.justTurned !== 'boolean') fail('stern', 'justTurned must be a boolean');
  },
  mode: PATIENCE_MODES.stern,
  layout: (variants) => ({
    piles: [
      { id: 'hand', kind: 'hand', faceUp: 'none', count: 1, place: 'in hand' },
      { id: 'waste', kind: 'waste', faceUp: 'top', count: 1, place: 'centre' },
      // S-STE-2 default, cosmetic: clubs left, spades right, hearts above, diamonds below.
      { id: 'armC', kind: 'foundation', faceUp: 'top', count: 1, place: 'left' },
      { id: 'armS', kind: 'foundation', faceUp: 'top', count: 1, place: 'right' },
      { id: 'armH', kind: 'foundation', faceUp: 'top', count: 1, place: 'above' },
      { id: 'armD', kind: 'foundation', faceUp: 'top', count: 1, place: 'below' },
      ...(variants.includes('V-STE-1') ? [] : [{ id: 'corner', kind: 'corner' as const, faceUp: 'all' as const, count: STERN_CORNERS, place: 'between the arms: 1 upper left, 2 upper right, 3 lower left, 4 lower right' }]),
    ],
  }),
});
