/**
 * The Ombre family's texts: its catalogue (locales/ombre/{de,en}.ts) merged over the shell's, and its
 * rules for players (locales/ombre/rules-{de,en}.ts), each language its own chunk.
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, MergedMessages, RulesSection } from '../../i18n/messages.js';
import type { OmbreCatalogue } from './messages.js';
import { resolveRules } from './rules.js';
import type { OmbreRules } from './types.js';

export type OmbreMessages = MergedMessages<OmbreCatalogue>;
export type OmbreRulesTexts = (rules: OmbreRules) => readonly RulesSection[];

/** The id its texts are registered under (locales/all.ts registers them for Node and tests). */
export const OMBRE_TEXTS = 'ombre';

const texts = gameTexts<OmbreCatalogue, OmbreRulesTexts>(OMBRE_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/ombre/de.js').then((m) => m.ombreDe),
    en: () => import('../../../locales/ombre/en.js').then((m) => m.ombreEn),
    pl: () => import('../../../locales/ombre/pl.js').then((m) => m.ombrePl),
  },
  rules: {
    de: () => import('../../../locales/ombre/rules-de.js').then((m) => m.ombreRulesDe),
    en: () => import('../../../locales/ombre/rules-en.js').then((m) => m.ombreRulesEn),
    pl: () => import('../../../locales/ombre/rules-pl.js').then((m) => m.ombreRulesPl),
  },
});

export const loadOmbreTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const ombreMessages = (locale: Locale): OmbreMessages => texts.messages(locale);
export async function loadOmbreRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
/** The rules for the rules in force; null: the default (Ombre for three, no variants). */
export function ombreRulesText(locale: Locale, rules: OmbreRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({ game: 'ombre' }));
}
