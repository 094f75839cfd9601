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
import { de } from '../../locales/de.js';
import { en } from '../../locales/en.js';
import { resolveRules } from '../games/papillon/rules.js';
import type { PapillonRules } from '../games/papillon/types.js';
import type { Locale, Messages, RulesSection } from './messages.js';

export * from './messages.js';
export * from './cards.js';

const CATALOGUES: Readonly<Record<Locale, Messages>> = { de, en };

export function getMessages(locale: Locale): Messages {
  return CATALOGUES[locale];
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

/** The rules text for the rules in force; null gives the default (Braillespiel) rules for 3 players. */
export function rulesText(messages: Messages, rules: PapillonRules | null): readonly RulesSection[] {
  return messages.rulesText(rules ?? resolveRules({ players: 3 }));
}
