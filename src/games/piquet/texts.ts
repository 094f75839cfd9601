/** Piquet's texts: its catalogue (locales/piquet/{de,en}.ts) merged over the shell's, and its rules for players. */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, MergedMessages, RulesSection } from '../../i18n/messages.js';
import type { PiquetCatalogue } from './messages.js';
import { resolveRules } from './rules.js';
import type { PiquetRules } from './types.js';

export type PiquetMessages = MergedMessages<PiquetCatalogue>;
export type PiquetRulesTexts = (rules: PiquetRules) => readonly RulesSection[];

/** The id its texts are registered under (locales/all.ts registers them for Node and tests). */
export const PIQUET_TEXTS = 'piquet';

const texts = gameTexts<PiquetCatalogue, PiquetRulesTexts>(PIQUET_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/piquet/de.js').then((m) => m.piquetDe),
    en: () => import('../../../locales/piquet/en.js').then((m) => m.piquetEn),
    pl: () => import('../../../locales/piquet/pl.js').then((m) => m.piquetPl),
  },
  rules: {
    de: () => import('../../../locales/piquet/rules-de.js').then((m) => m.piquetRulesDe),
    en: () => import('../../../locales/piquet/rules-en.js').then((m) => m.piquetRulesEn),
    pl: () => import('../../../locales/piquet/rules-pl.js').then((m) => m.piquetRulesPl),
  },
});

export const loadPiquetTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const piquetMessages = (locale: Locale): PiquetMessages => texts.messages(locale);
export async function loadPiquetRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
/** The rules for the rules in force; null: the default (the race to 101, no variants). */
export function piquetRulesText(locale: Locale, rules: PiquetRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({}));
}
