/**
 * Card facts of the 52-card French pack as Whist uses them: trick order A high (W2), draw order with
 * the ace low (W5), trump honours A K Q J (W3). Lookups are precomputed tables.
 */
import { FRENCH, FULL_PACK, SUITS as FRENCH_SUITS } from '../../engine/decks/french.js';
import type { Suit } from './types.js';

export const PACK: readonly string[] = FULL_PACK;
export const SUITS: readonly Suit[] = FRENCH_SUITS;
/** W2: high to low in play. */
export const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
/** W3: the honours, when of the trump suit. */
export const HONOUR_RANKS = ['A', 'K', 'Q', 'J'] as const;

interface CardInfo {
  readonly suit: Suit;
  readonly rank: string;
  /** W2: A 14, K 13 … 2 2. */
  readonly strength: number;
  /** W5: the draw, ace low: A 1, 2 … K 13. */
  readonly drawRank: number;
  readonly honour: boolean;
  /** Position in a sorted hand: suits S H D C, each high to low. */
  readonly order: number;
}

const INFO = new Map<string, CardInfo>();
const SORT_SUITS: Suit[] = ['S', 'H', 'D', 'C'];
for (const card of PACK) {
  const suit = FRENCH.suitOf(card) as Suit;
  const rank = FRENCH.rankOf(card);
  const i = RANKS.indexOf(rank as (typeof RANKS)[number]);
  INFO.set(card, {
    suit,
    rank,
    strength: 14 - i,
    drawRank: rank === 'A' ? 1 : 14 - i,
    honour: i < 4,
    order: SORT_SUITS.indexOf(suit) * 13 + i,
  });
}

export function isCard(x: unknown): x is string {
  return typeof x === 'string' && INFO.has(x);
}
export function isSuit(x: unknown): x is Suit {
  return x === 'C' || x === 'D' || x === 'H' || x === 'S';
}
export const suitOf = (card: string): Suit => INFO.get(card)!.suit;
export const rankOf = (card: string): string => INFO.get(card)!.rank;
export const strengthOf = (card: string): number => INFO.get(card)!.strength;
/** W5: the draw counts the ace as one: A 1, 2 … 10, J 11, Q 12, K 13. */
export const drawRank = (card: string): number => INFO.get(card)!.drawRank;
/** W3: an honour is A, K, Q or J of the trump suit. */
export const isHonour = (card: string, trump: Suit): boolean => {
  const i = INFO.get(card)!;
  return i.honour && i.suit === trump;
};
export const cardOf = (rank: string, suit: Suit): string => `${rank}${suit}`;

/** The honours of `trump` in some cards, in the order A K Q J. */
export function honoursIn(cards: readonly string[], trump: Suit): string[] {
  const out: string[] = [];
  for (const r of HONOUR_RANKS) {
    const c = `${r}${trump}`;
    if (cards.includes(c)) out.push(c);
  }
  return out;
}

/** A hand in display order: spades, hearts, diamonds, clubs, each from A down (sorts in place). */
export function sortHand(cards: string[]): string[] {
  return cards.sort((a, b) => INFO.get(a)!.order - INFO.get(b)!.order);
}
