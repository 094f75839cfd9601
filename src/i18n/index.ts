/**
 * Locale entry point.
 *
 * API
 * - `getMessages(locale: Locale): Messages`: the catalogue for a locale.
 * - `pickLocale(languages: readonly string[] | undefined, fallback?: Locale): Locale`: the first of the
 *   browser's languages (`navigator.languages`) that we have, by primary subtag ("de-AT" → 'de');
 *   else the fallback ('en').
 * - `isLocale(x)`: type guard.
 * - Re-exports the types and helpers of messages.ts and the card naming of cards.ts.
 * A game's texts and rules load with the game: src/i18n/game-texts.ts and the game's texts.ts.
 */
import type { Locale, Messages } from './messages.js';

export * from './messages.js';
export * from './cards.js';

/**
 * Catalogues are loaded on demand (each locale is its own chunk, so a player downloads one language
 * at start); `loadMessages` loads and registers one, `getMessages` returns a registered one.
 * Node code and tests import `src/i18n/all.ts`, which registers both at once (and every game's texts).
 */
const CATALOGUES: Partial<Record<Locale, Messages>> = {};

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
  const m = locale === 'de' ? (await import('../../locales/de.js')).de : (await import('../../locales/en.js')).en;
  registerMessages(m);
  return m;
}

export function isLocale(x: unknown): x is Locale {
  return x === 'de' || x === 'en';
}

export function pickLocale(languages: readonly string[] | undefined, fallback: Locale = 'en'): Locale {
  for (const tag of languages ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return fallback;
}
