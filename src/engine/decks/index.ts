/**
 * The packs of cards (architecture.md: src/engine/decks/). Pure data; their words (names, short
 * tokens, faces, typed vocabulary) are in locales/decks/ and named through src/i18n/deck-names.ts.
 *
 * API
 * - `Deck`, `DeckId`, `DeckFamily`, `CardParts`, `makeDeck`, `subDeck` (deck.ts).
 * - French 52 `FRENCH` with `PIQUET` (32) and `OMBRE` (40), and the French helpers (french.ts).
 * - `TRAPPOLA` (36, trappola.ts), `TAROCK` (78, tarock.ts).
 * - `DECKS`: every pack by id; `deckById(id)`.
 */
import type { Deck, DeckId } from './deck.js';
import { FRENCH, OMBRE, PIQUET } from './french.js';
import { TAROCK } from './tarock.js';
import { TRAPPOLA } from './trappola.js';

export * from './deck.js';
export * from './french.js';
export * from './trappola.js';
export * from './tarock.js';

export const DECKS: Readonly<Record<DeckId, Deck>> = {
  french: FRENCH as Deck,
  piquet: PIQUET as Deck,
  ombre: OMBRE as Deck,
  trappola: TRAPPOLA as Deck,
  tarock: TAROCK as Deck,
};

export function deckById(id: DeckId): Deck {
  return DECKS[id];
}
