/** A writable shallow copy of a state for one step; every nested array is replaced, never written. */
import type { HundertspielEvent, HundertspielState } from './types.js';

export type Draft = { -readonly [K in keyof HundertspielState]: HundertspielState[K] };
/** Where a step reports what happened; null on the fast path (no events built). */
export type Events = HundertspielEvent[] | null;

export function draft(s: HundertspielState): Draft {
  return { ...s };
}

export function setHand(d: Draft, seat: number, hand: readonly string[]): void {
  const hands = d.hands.slice();
  hands[seat] = hand;
  d.hands = hands;
}

/** The hand without one card (the card is known to be there). */
export function without(hand: readonly string[], card: string): string[] {
  const i = hand.indexOf(card);
  return i < 0 ? hand.slice() : [...hand.slice(0, i), ...hand.slice(i + 1)];
}
