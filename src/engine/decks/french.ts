/**
 * The French-suited pack of 52 and its subsets: Piquet's 32 (7 to A, piquet.md Q2) and Ombre's 40
 * (without 8, 9, 10, ombre.md O6).
 *
 * A card is rank then suit letter: "AC", "10S", "QH" (contracts papillon-, patience-, piquet- and
 * ombre-engine.md). Ranks `A 2 … 10 J Q K`, suits `C D H S` (clubs, diamonds, hearts, spades).
 *
 * API
 * - `FRENCH` (52), `PIQUET` (32), `OMBRE` (40): Deck values (see deck.ts).
 * - `RANKS`, `SUITS`, `FULL_PACK` (the 52 suit by suit, A to K), `Rank`, `Suit`, `Card`.
 * - `isCard`, `rankOf`, `suitOf`, `rankNumber` (1 for the ace … 13 for the king), `cardListProblem`.
 */
import { makeDeck, subDeck, type Deck } from './deck.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = string;
export type FrenchRank = Rank;
export type FrenchSuit = Suit;

/** High to low, as in most trick games (piquet.md Q3). */
const ORDER: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];

export const FRENCH: Deck<Suit, Rank> = /* @__PURE__ */ makeDeck<Suit, Rank>({
  id: 'french',
  family: 'french',
  suits: SUITS,
  ranks: () => RANKS,
  order: () => ORDER,
  format: (s, r) => `${r}${s}`,
  notation: 'rank A,2-10,J,Q,K then suit C,D,H,S, e.g. "10S"',
});

/** Piquet (Q2): 32 cards, A K Q J 10 9 8 7 of each suit. */
export const PIQUET: Deck<Suit, Rank> = /* @__PURE__ */ subDeck(FRENCH, 'piquet', (_s, r) => !['2', '3', '4', '5', '6'].includes(r), 'rank A,K,Q,J,10,9,8,7 then suit C,D,H,S, e.g. "10S"');

/** Ombre (O6): 40 cards, the 52 without the eights, nines and tens. */
export const OMBRE: Deck<Suit, Rank> = /* @__PURE__ */ subDeck(FRENCH, 'ombre', (_s, r) => r !== '8' && r !== '9' && r !== '10', 'rank A,K,Q,J,7-2 then suit C,D,H,S, e.g. "7H"');

/** The 52 cards of one pack, in a fixed order (suit by suit, A to K). */
export const FULL_PACK: readonly Card[] = FRENCH.cards;

const RANK_INDEX = new Map<string, number>(RANKS.map((r, i) => [r, i]));

export function isCard(x: unknown): x is Card {
  return FRENCH.isCard(x);
}

/** The rank of a card (no check: the card string is trusted). */
export function rankOf(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

/** The suit of a card (no check: the card string is trusted). */
export function suitOf(card: Card): Suit {
  return card.slice(-1) as Suit;
}

/** 1 for the ace up to 13 for the king. Throws on a string without a rank (the suit is not checked). */
export function rankNumber(card: Card): number {
  const i = RANK_INDEX.get(card.slice(0, -1));
  if (i === undefined) throw new Error(`Not a card: ${JSON.stringify(card)}`);
  return i + 1;
}

/** See Deck.cardListProblem: checks a list of French card strings from outside. */
export function cardListProblem(cards: unknown, what: string, copies = 1): string | null {
  return FRENCH.cardListProblem(cards, what, copies);
}
