/**
 * Card facts of the Trappola pack as the Hundertspiel uses them: trick order (H2), card points (H3),
 * the Do's, hand order. Lookups are precomputed tables (the engine runs millions of them in searches).
 */
import { TRAPPOLA, TRAPPOLA_RANKS, TRAPPOLA_SUITS } from '../../engine/decks/trappola.js';
import type { HonourRank, Suit } from './types.js';

export const SUITS: readonly Suit[] = TRAPPOLA_SUITS;
export const RANKS = TRAPPOLA_RANKS;
export const PACK: readonly string[] = TRAPPOLA.cards;

interface CardInfo {
  readonly suit: Suit;
  readonly rank: string;
  /** H2: A 8 > K 7 > N 6 > J 5 > 10 4 > 9 3 > 8 2 > 7 1 > Do 0. */
  readonly strength: number;
  /** H3: A 6, K 5, N 4, J 3, else 0. */
  readonly points: number;
  /** Position in the pack (suit by suit, high to low): the order of a sorted hand. */
  readonly order: number;
}

const POINTS: Record<string, number> = { A: 6, K: 5, N: 4, J: 3 };
const INFO = new Map<string, CardInfo>();
for (const [order, card] of PACK.entries()) {
  const suit = TRAPPOLA.suitOf(card) as Suit;
  const rank = TRAPPOLA.rankOf(card);
  INFO.set(card, { suit, rank, strength: 8 - TRAPPOLA_RANKS.indexOf(rank), points: POINTS[rank] ?? 0, order });
}

export function isCard(x: unknown): x is string {
  return typeof x === 'string' && INFO.has(x);
}
export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}
export const suitOf = (card: string): Suit => INFO.get(card)!.suit;
export const rankOf = (card: string): string => INFO.get(card)!.rank;
export const strengthOf = (card: string): number => INFO.get(card)!.strength;
export const pointsOf = (card: string): number => INFO.get(card)!.points;
export const isDo = (card: string): boolean => INFO.get(card)!.strength === 0;
export const doOf = (suit: Suit): string => `${suit}-Do`;
export const cardOf = (suit: Suit, rank: string): string => `${suit}-${rank}`;

/** H3: the card points of some cards. */
export function cardPoints(cards: readonly string[]): number {
  let p = 0;
  for (const c of cards) p += INFO.get(c)!.points;
  return p;
}

/** A hand in pack order: suits Sw Ba Cu Co, each from A down to the Do. */
export function sortHand(cards: string[]): string[] {
  return cards.sort((a, b) => INFO.get(a)!.order - INFO.get(b)!.order);
}

/** How many cards of a rank a hand holds (honours, H15). */
export function countRank(hand: readonly string[], rank: HonourRank | string): number {
  let n = 0;
  for (const c of hand) if (INFO.get(c)!.rank === rank) n++;
  return n;
}

export function holdsSuit(hand: readonly string[], suit: Suit): boolean {
  for (const c of hand) if (INFO.get(c)!.suit === suit) return true;
  return false;
}
