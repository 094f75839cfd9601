/**
 * French-suited playing cards as strings: rank then suit letter ("AC", "10S", "QH").
 * The French pack lives in src/engine/decks/french.ts (with the other packs); this module keeps the
 * old import path for the games that use it.
 */
export {
  RANKS,
  SUITS,
  FULL_PACK,
  FRENCH,
  isCard,
  rankOf,
  suitOf,
  rankNumber,
  cardListProblem,
  type Rank,
  type Suit,
  type Card,
} from './decks/french.js';
