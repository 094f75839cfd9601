/**
 * Papillon's texts: its catalogue (locales/papillon/{de,en}.ts) merged over the shell's, so the
 * describer and the table read one object, and its rules for players (locales/papillon/rules-{de,en}.ts).
 * Each language is its own chunk, loaded with the game (GameModule.loadTexts) or, for the rules, when
 * they are first asked for.
 *
 * API
 * - `loadPapillonTexts(locale)`: loads the shell's and Papillon's catalogue of a language.
 * - `papillonMessages(locale)`: the merged catalogue (`PapillonMessages`); throws when not loaded.
 * - `hasPapillonTexts(locale)`.
 * - `loadPapillonRules(locale)`, `hasPapillonRules(locale)`, `papillonRulesText(locale, rules)`: the
 *   rules for the rules in force (null: the default Braillespiel rules for 3 players).
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, RulesSection } from '../../i18n/messages.js';
import type { PapillonCatalogue, PapillonMessages, PapillonRulesTexts } from './messages.js';
import { resolveRules } from './rules.js';
import type { PapillonRules } from './types.js';

export type { PapillonMessages };

/** The id its texts are registered under (src/i18n/all.ts registers them for Node and tests). */
export const PAPILLON_TEXTS = 'papillon';

const texts = gameTexts<PapillonCatalogue, PapillonRulesTexts>(PAPILLON_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/papillon/de.js').then((m) => m.papillonDe),
    en: () => import('../../../locales/papillon/en.js').then((m) => m.papillonEn),
    pl: () => import('../../../locales/papillon/pl.js').then((m) => m.papillonPl),
  },
  rules: {
    de: () => import('../../../locales/papillon/rules-de.js').then((m) => m.papillonRulesDe),
    en: () => import('../../../locales/papillon/rules-en.js').then((m) => m.papillonRulesEn),
    pl: () => import('../../../locales/papillon/rules-pl.js').then((m) => m.papillonRulesPl),
  },
});

export function loadPapillonTexts(locale: Locale): Promise<void> {
  return texts.load(locale);
}

export function hasPapillonTexts(locale: Locale): boolean {
  return texts.has(locale);
}

export function papillonMessages(locale: Locale): PapillonMessages {
  return texts.messages(locale);
}

export async function loadPapillonRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}

export function hasPapillonRules(locale: Locale): boolean {
  return texts.hasRules(locale);
}

/** Papillon's rules for the rules in force; null gives the default (Braillespiel) rules for 3 players. */
export function papillonRulesText(locale: Locale, rules: PapillonRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({ players: 3 }));
}
