/**
 * Piquet's cards (Q2–Q4): the 32-card pack, the rank order, pip values and counting cards.
 * Card strings are trusted here (positions and moves are checked before they reach these helpers).
 */
import { PIQUET } from '../../engine/decks/french.js';

export const PACK: readonly string[] = PIQUET.cards;
export const SUIT_LETTERS = ['C', 'D', 'H', 'S'] as const;
/** Q3: low to high, so that a higher index is a higher card. */
export const RANKS_LOW_TO_HIGH = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

const RANK_INDEX: Record<string, number> = { '7': 0, '8': 1, '9': 2, '10': 3, J: 4, Q: 5, K: 6, A: 7 };
const PIPS: Record<string, number> = { '7': 7, '8': 8, '9': 9, '10': 10, J: 10, Q: 10, K: 10, A: 11 };
const PACK_INDEX = new Map<string, number>(PACK.map((c, i) => [c, i]));

export function isPiquetCard(x: unknown): x is string {
  return PIQUET.isCard(x);
}

export function rank(card: string): string {
  return card.slice(0, -1);
}

export function suit(card: string): string {
  return card[card.length - 1]!;
}

/** Q3: 0 for the 7 … 7 for the ace. */
export function rankIndex(card: string): number {
  return RANK_INDEX[card.slice(0, -1)]!;
}

export function rankIndexOf(r: string): number {
  return RANK_INDEX[r]!;
}

/** Q4: A 11; K, Q, J, 10 each 10; 9, 8, 7 at face value. */
export function pips(card: string): number {
  return PIPS[card.slice(0, -1)]!;
}

/** Q29: A, K, Q, J or 10. */
export function isCounting(card: string): boolean {
  return RANK_INDEX[card.slice(0, -1)]! >= 3;
}

/** Q11: a king, queen or jack. */
export function isFace(card: string): boolean {
  const r = RANK_INDEX[card.slice(0, -1)]!;
  return r >= 4 && r <= 6;
}

/** Q11: twelve dealt cards with no K, Q or J. */
export function isCarteBlanche(cards: readonly string[]): boolean {
  for (const c of cards) if (isFace(c)) return false;
  return true;
}

/** Sorts a copy into pack order (C D H S, A K … 7 within a suit as in the French pack order). */
export function packOrder(cards: Iterable<string>): string[] {
  return [...cards].sort((a, b) => PACK_INDEX.get(a)! - PACK_INDEX.get(b)!);
}

/** Q3: the card of `suit` and rank index `i` (0 = 7 … 7 = A). */
export function cardOf(s: string, i: number): string {
  return `${RANKS_LOW_TO_HIGH[i]}${s}`;
}
