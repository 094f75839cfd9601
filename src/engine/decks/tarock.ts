/**
 * The Tarock pack of 78 (Tarot nouveau): the 21 tarocks I–XXI and the Sküs (Excuse), and four
 * French suits of 14 cards with the Cavall between queen and jack.
 *
 * Card strings (our own scheme, in the style of the Trappola pack): suit, hyphen, rank.
 * - Suit cards: suits `C D H S` (clubs, diamonds, hearts, spades); ranks `K Q N J 10 9 8 7 6 5 4 3 2 A`
 *   (`N` is the Cavall, as in the Trappola pack; `A` the one-pip card): `H-K`, `S-N`, `D-10`, `C-A`.
 * - Tarocks: the pseudo-suit `T` with ranks `1` … `21` (Arabic for the Roman numerals on the cards)
 *   and `Sk` for the Sküs: `T-1` (the Pagat), `T-21` (the Mond), `T-Sk`.
 * Pack order: the four suits (each K down to A), then the tarocks 1 … 21 and the Sküs.
 * `order(suit)`: suits K Q N J 10 … 2 A (Tarot's order; a game with the old reversed order of the red
 * pips keeps it in its engine); tarocks Sk, 21 … 1 (the Sküs highest, as in the Austrian games; where
 * the Excuse does not take tricks, the engine says so).
 *
 * API
 * - `TAROCK`: the Deck (see deck.ts); `TAROCK_SUITS` (with `T`), `TAROCK_SUIT_RANKS`, `TAROCK_TRUMP_RANKS`,
 *   `TarockSuit`, `TarockSuitRank`, `TarockTrumpRank`, `TarockRank`; `isTarock(card)` (a tarock or the Sküs).
 */
import { makeDeck, type Deck } from './deck.js';

export const TAROCK_SUITS = ['C', 'D', 'H', 'S', 'T'] as const;
/** The ranks of the four suits, high to low (also their pack order). */
export const TAROCK_SUIT_RANKS = ['K', 'Q', 'N', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'A'] as const;
/** The tarocks in pack order: 1 (Pagat) … 21 (Mond), then the Sküs. */
export const TAROCK_TRUMP_RANKS = [
  '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', 'Sk',
] as const;
export type TarockSuit = (typeof TAROCK_SUITS)[number];
export type TarockSuitRank = (typeof TAROCK_SUIT_RANKS)[number];
export type TarockTrumpRank = (typeof TAROCK_TRUMP_RANKS)[number];
export type TarockRank = TarockSuitRank | TarockTrumpRank;

const TRUMP_ORDER: readonly TarockTrumpRank[] = ['Sk', '21', '20', '19', '18', '17', '16', '15', '14', '13', '12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1'];

export const TAROCK: Deck<TarockSuit, TarockRank> = /* @__PURE__ */ makeDeck<TarockSuit, TarockRank>({
  id: 'tarock',
  family: 'tarock',
  suits: TAROCK_SUITS,
  ranks: (s) => (s === 'T' ? TAROCK_TRUMP_RANKS : TAROCK_SUIT_RANKS),
  order: (s) => (s === 'T' ? TRUMP_ORDER : TAROCK_SUIT_RANKS),
  format: (s, r) => `${s}-${r}`,
  notation: 'suit C,D,H,S then a hyphen and rank K,Q,N,J,10-2,A (e.g. "H-N"), or T, a hyphen and 1-21 or Sk (e.g. "T-21", "T-Sk")',
});

/** A tarock (trump) or the Sküs. */
export function isTarock(card: string): boolean {
  return card.startsWith('T-');
}
