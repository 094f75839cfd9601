/** A rule of thumb's answer: the move, why (a reason name for the hint) and the heuristic (a B-T id). */
import { pipsOf, strengthOf } from '../cards.js';
import type { TarokMove } from '../types.js';

export interface Reason {
  readonly reason: string;
  readonly rule: string | null;
}

export interface Choice extends Reason {
  readonly move: TarokMove;
}

export const cardOf = (m: TarokMove): string => (m as { card: string }).card;

/** A card's loss if it goes to another seat: pips first, then its trick strength. */
export const costOf = (c: string): number => pipsOf(c) * 100 + strengthOf(c);

export const cheapest = (cards: readonly string[]): string => cards.reduce((a, b) => (costOf(b) < costOf(a) ? b : a));
export const weakest = (cards: readonly string[]): string => cards.reduce((a, b) => (strengthOf(b) < strengthOf(a) ? b : a));
export const strongest = (cards: readonly string[]): string => cards.reduce((a, b) => (strengthOf(b) > strengthOf(a) ? b : a));
