/**
 * The packs and card facts of Boston: the 52 of Boston and Boston-Whist, Tri-Boston's 39 (BO60:
 * no diamonds from the two to the jack, no other twos), the trick order ace high (BO4), the suits of
 * a deal (BO6: superior, colour, simple) and the trump honours (BO46).
 */
import { FRENCH } from '../../engine/decks/french.js';
import type { Suit } from './types.js';

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
/** BO4: high to low. */
export const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
const HONOUR_RANKS = ['A', 'K', 'Q', 'J'];
const TRI_OUT = new Set(['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '10D', 'JD', '2S', '2H', '2C']);

/** BO4: the 52 cards. */
export const PACK: readonly string[] = FRENCH.cards;
/** BO60: Tri-Boston's 39 cards. */
export const TRI_PACK: readonly string[] = PACK.filter((c) => !TRI_OUT.has(c));

const STRENGTH = new Map<string, number>();
for (const card of PACK) STRENGTH.set(card, 14 - RANKS.indexOf(FRENCH.rankOf(card) as (typeof RANKS)[number]));

export const isCard = (x: unknown): x is string => typeof x === 'string' && STRENGTH.has(x);
export const isSuit = (x: unknown): x is Suit => x === 'C' || x === 'D' || x === 'H' || x === 'S';
export const suitOf = (card: string): Suit => card.slice(-1) as Suit;
export const rankOf = (card: string): string => card.slice(0, -1);
/** BO4: A 14, K 13 … 2 2. */
export const strengthOf = (card: string): number => STRENGTH.get(card)!;
export const isAce = (card: string): boolean => card.startsWith('A');

/** BO6: the other suit of the same colour (clubs and spades, diamonds and hearts). */
export function colourOf(superior: Suit): Suit {
  return ({ C: 'S', S: 'C', D: 'H', H: 'D' } as const)[superior];
}

/** BO6: the two suits of the other colour. */
export function simpleSuits(superior: Suit): Suit[] {
  const colour = colourOf(superior);
  return SUITS.filter((s) => s !== superior && s !== colour);
}

/** BO46: how many of A K Q J of `trump` are among `cards`. */
export function honourCount(cards: readonly string[], trump: Suit): number {
  let n = 0;
  for (const r of HONOUR_RANKS) if (cards.includes(`${r}${trump}`)) n++;
  return n;
}

/** A hand in display order: spades, hearts, diamonds, clubs, each from the ace down (a sorted copy). */
export function sortHand(cards: readonly string[]): string[] {
  const order = (c: string) => ['S', 'H', 'D', 'C'].indexOf(suitOf(c)) * 20 - strengthOf(c);
  return cards.slice().sort((a, b) => order(a) - order(b));
}
