/**
 * Locale entry point.
 *
 * API
 * - `getMessages(locale: Locale): Messages`: the catalogue for a locale.
 * - `pickLocale(languages: readonly string[] | undefined, fallback?: Locale): Locale`: the first of the
 *   browser's languages (`navigator.languages`) that we have, by primary subtag ("de-AT" → 'de');
 *   else the fallback ('en').
 * - `isLocale(x)`: type guard.
 * - `rulesText(messages, rules)`: the rules for players (Shift+F1), sections with heading and paragraphs.
 * - Re-exports the types and helpers of messages.ts and the card naming of cards.ts.
 */
import { resolveRules } from '../games/papillon/rules.js';
import type { PapillonRules } from '../games/papillon/types.js';
import type { Locale, Messages, RulesSection, RulesTexts } from './messages.js';
import type { PatienceGameId } from '../games/patience/messages.js';

export * from './messages.js';
export * from './cards.js';

/**
 * Catalogues are loaded on demand (each locale is its own chunk, so a player downloads one language
 * at start); `loadMessages` loads and registers one, `getMessages` returns a registered one.
 * Node code and tests import `src/i18n/all.ts`, which registers both at once.
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

/** The rules texts (Shift+F1) load on demand too: they are long and most openings of the app never need them. */
const RULES: Partial<Record<Locale, RulesTexts>> = {};

export function registerRulesTexts(locale: Locale, texts: RulesTexts): void {
  RULES[locale] = texts;
}

export function hasRulesTexts(locale: Locale): boolean {
  return RULES[locale] !== undefined;
}

export async function loadRulesTexts(locale: Locale): Promise<RulesTexts> {
  const loaded = RULES[locale];
  if (loaded) return loaded;
  const texts = locale === 'de' ? (await import('../../locales/papillon/rules-de.js')).rulesDe : (await import('../../locales/papillon/rules-en.js')).rulesEn;
  registerRulesTexts(locale, texts);
  return texts;
}

function rulesTexts(locale: Locale): RulesTexts {
  const r = RULES[locale];
  if (!r) throw new Error(`The ${locale} rules texts are not loaded yet: await loadRulesTexts('${locale}') first`);
  return r;
}

/** Papillon's rules for the rules in force; null gives the default (Braillespiel) rules for 3 players. */
export function rulesText(messages: Messages, rules: PapillonRules | null): readonly RulesSection[] {
  return rulesTexts(messages.locale).papillon(rules ?? resolveRules({ players: 3 }));
}

/** The rules of one patience. */
export function patienceRulesText(messages: Messages, game: PatienceGameId): readonly RulesSection[] {
  return rulesTexts(messages.locale).patience(game);
}
