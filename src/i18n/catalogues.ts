/**
 * The shell's catalogues, one chunk per language (so a player downloads one language at start):
 * `loadMessages(locale)` loads and registers one, `getMessages(locale)` returns a registered one.
 * The app's first screen imports this module, not index.ts: index.ts re-exports the card naming too,
 * and whatever the first screen imports statically is in the first download (bench:ui).
 * Node code and tests import `src/i18n/all.ts`, which registers every language at once (and every game's texts).
 */
import type { Locale, Messages } from './messages.js';

const CATALOGUES: Partial<Record<Locale, Messages>> = {};

const IMPORTERS: Readonly<Record<Locale, () => Promise<Messages>>> = {
  de: () => import('../../locales/de.js').then((m) => m.de),
  en: () => import('../../locales/en.js').then((m) => m.en),
  pl: () => import('../../locales/pl.js').then((m) => m.pl),
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
