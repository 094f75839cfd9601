/**
 * Locale entry point.
 *
 * API
 * - `getMessages(locale: Locale): Messages`: the catalogue for a locale; `loadMessages(locale)` loads it.
 * - Re-exports the types and helpers of messages.ts, the card naming of cards.ts, and `isLocale`,
 *   `pickLocale` of locale.ts.
 * A game's texts and rules load with the game: src/i18n/game-texts.ts and the game's texts.ts.
 */
import type { Locale, Messages } from './messages.js';

export * from './messages.js';
export * from './cards.js';
export { isLocale, pickLocale } from './locale.js';

/**
 * Catalogues are loaded on demand (each locale is its own chunk, so a player downloads one language
 * at start); `loadMessages` loads and registers one, `getMessages` returns a registered one.
 * Node code and tests import `src/i18n/all.ts`, which registers every language at once (and every game's texts).
 */
const CATALOGUES: Partial<Record<Locale, Messages>> = {};

const IMPORTERS: Readonly<Record<Locale, () => Promise<Messages>>> = {
  de: () => import('../../locales/de.js').then((m) => m.de),
  en: () => import('../../locales/en.js').then((m) => m.en),
};

export function registerMessages(messages: Messages): void {
  CATALOGUES[messages.locale] = messages;
}

export function getMessages(locale: Locale): Messages {
  const m = CATALOGUES[locale];
  if (!m) throw new Error(`The ${locale} messages are not loaded yet: await loadMessages('${locale}') first`);
  return m;
}

export function hasMessages(locale: Locale): boolean {
  return CATALOGUES[locale] !== undefined;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = CATALOGUES[locale];
  if (loaded) return loaded;
  const m = await IMPORTERS[locale]();
  registerMessages(m);
  return m;
}
