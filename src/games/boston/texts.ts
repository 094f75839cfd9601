/**
 * Boston's texts: its catalogue (locales/boston/{de,en}.ts) merged over the shell's, and its rules for
 * players (locales/boston/rules-{de,en}.ts), each language its own chunk.
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, MergedMessages, RulesSection } from '../../i18n/messages.js';
import type { BostonCatalogue } from './messages.js';
import { resolveRules } from './rules.js';
import type { BostonRules } from './types.js';

export type BostonMessages = MergedMessages<BostonCatalogue>;
export type BostonRulesTexts = (rules: BostonRules) => readonly RulesSection[];

/** The id its texts are registered under (locales/all.ts registers them for Node and tests). */
export const BOSTON_TEXTS = 'boston';

const texts = gameTexts<BostonCatalogue, BostonRulesTexts>(BOSTON_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/boston/de.js').then((m) => m.bostonDe),
    en: () => import('../../../locales/boston/en.js').then((m) => m.bostonEn),
    pl: () => import('../../../locales/boston/pl.js').then((m) => m.bostonPl),
  },
  rules: {
    de: () => import('../../../locales/boston/rules-de.js').then((m) => m.bostonRulesDe),
    en: () => import('../../../locales/boston/rules-en.js').then((m) => m.bostonRulesEn),
    pl: () => import('../../../locales/boston/rules-pl.js').then((m) => m.bostonRulesPl),
  },
});

export const loadBostonTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const bostonMessages = (locale: Locale): BostonMessages => texts.messages(locale);
export async function loadBostonRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
/** The rules for the rules in force; null: the default (Boston for four, no variants). */
export function bostonRulesText(locale: Locale, rules: BostonRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({}));
}
