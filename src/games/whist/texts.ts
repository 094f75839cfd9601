/** Whist's texts: its catalogue (locales/whist/{de,en}.ts) merged over the shell's, and its rules for players. */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, MergedMessages, RulesSection } from '../../i18n/messages.js';
import type { WhistCatalogue } from './messages.js';
import { resolveRules } from './rules.js';
import type { WhistRules } from './types.js';

export type WhistMessages = MergedMessages<WhistCatalogue>;
export type WhistRulesTexts = (rules: WhistRules) => readonly RulesSection[];
export const WHIST_TEXTS = 'whist';

const texts = gameTexts<WhistCatalogue, WhistRulesTexts>(WHIST_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/whist/de.js').then((m) => m.whistDe),
    en: () => import('../../../locales/whist/en.js').then((m) => m.whistEn),
    pl: () => import('../../../locales/whist/pl.js').then((m) => m.whistPl),
  },
  rules: {
    de: () => import('../../../locales/whist/rules-de.js').then((m) => m.whistRulesDe),
    en: () => import('../../../locales/whist/rules-en.js').then((m) => m.whistRulesEn),
    pl: () => import('../../../locales/whist/rules-pl.js').then((m) => m.whistRulesPl),
  },
});

export const loadWhistTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const whistMessages = (locale: Locale): WhistMessages => texts.messages(locale);
export async function loadWhistRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
export function whistRulesText(locale: Locale, rules: WhistRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({}));
}
