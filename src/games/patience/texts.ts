/**
 * The patiences' texts: their catalogue (locales/patience/{de,en}.ts) merged over the shell's, so
 * the describer and the table read one object, and their rules for players
 * (locales/patience/rules-{de,en}.ts). Each language is its own chunk, loaded with a patience
 * (GameModule.loadTexts) or, for the rules, when they are first asked for.
 *
 * API
 * - `loadPatienceTexts(locale)`: loads the shell's and the patiences' catalogue of a language.
 * - `patienceMessages(locale)`: the merged catalogue (`PatienceMessages`); throws when not loaded.
 * - `hasPatienceTexts(locale)`.
 * - `loadPatienceRules(locale)`, `hasPatienceRules(locale)`, `patienceRulesText(locale, game)`.
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, RulesSection } from '../../i18n/messages.js';
import type { PatienceCatalogue, PatienceGameId, PatienceMessages, PatienceRulesTexts } from './messages.js';

export type { PatienceMessages };

/** The id their texts are registered under (src/i18n/all.ts registers them for Node and tests). */
export const PATIENCE_TEXTS = 'patience';

const texts = gameTexts<PatienceCatalogue, PatienceRulesTexts>(PATIENCE_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/patience/de.js').then((m) => m.patienceDe),
    en: () => import('../../../locales/patience/en.js').then((m) => m.patienceEn),
    pl: () => import('../../../locales/patience/pl.js').then((m) => m.patiencePl),
  },
  rules: {
    de: () => import('../../../locales/patience/rules-de.js').then((m) => m.patienceRulesDe),
    en: () => import('../../../locales/patience/rules-en.js').then((m) => m.patienceRulesEn),
    pl: () => import('../../../locales/patience/rules-pl.js').then((m) => m.patienceRulesPl),
  },
});

export function loadPatienceTexts(locale: Locale): Promise<void> {
  return texts.load(locale);
}

export function hasPatienceTexts(locale: Locale): boolean {
  return texts.has(locale);
}

export function patienceMessages(locale: Locale): PatienceMessages {
  return texts.messages(locale);
}

export async function loadPatienceRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}

export function hasPatienceRules(locale: Locale): boolean {
  return texts.hasRules(locale);
}

/** The rules of one patience. */
export function patienceRulesText(locale: Locale, game: PatienceGameId): readonly RulesSection[] {
  return texts.rules(locale)[game];
}
