/**
 * Locale entry point.
 *
 * API
 * - `getMessages(locale: Locale): Messages`: the catalogue for a locale; `loadMessages(locale)` loads it.
 * - Re-exports the types and helpers of messages.ts, the card naming of cards.ts, and `isLocale`,
 *   `pickLocale` of locale.ts.
 * A game's texts and rules load with the game: src/i18n/game-texts.ts and the game's texts.ts.
 */
export * from './messages.js';
export * from './cards.js';
export { isLocale, pickLocale } from './locale.js';
export { registerMessages, getMessages, hasMessages, loadMessages } from './catalogues.js';
