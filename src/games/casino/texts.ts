/**
 * Casino's texts: its catalogue (locales/casino/{de,en}.ts) merged over the shell's, and its rules for
 * players (locales/casino/rules-{de,en}.ts), each language its own chunk.
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, MergedMessages, RulesSection } from '../../i18n/messages.js';
import type { CasinoCatalogue } from './messages.js';
import { resolveRules } from './rules.js';
import type { CasinoRules } from './types.js';

export type CasinoMessages = MergedMessages<CasinoCatalogue>;
export type CasinoRulesTexts = (rules: CasinoRules) => readonly RulesSection[];

/** The id its texts are registered under (locales/all.ts registers them for Node and tests). */
export const CASINO_TEXTS = 'casino';

const texts = gameTexts<CasinoCatalogue, CasinoRulesTexts>(CASINO_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/casino/de.js').then((m) => m.casinoDe),
    en: () => import('../../../locales/casino/en.js').then((m) => m.casinoEn),
    pl: () => import('../../../locales/casino/pl.js').then((m) => m.casinoPl),
  },
  rules: {
    de: () => import('../../../locales/casino/rules-de.js').then((m) => m.casinoRulesDe),
    en: () => import('../../../locales/casino/rules-en.js').then((m) => m.casinoRulesEn),
    pl: () => import('../../../locales/casino/rules-pl.js').then((m) => m.casinoRulesPl),
  },
});

export const loadCasinoTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const casinoMessages = (locale: Locale): CasinoMessages => texts.messages(locale);
export async function loadCasinoRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
/** The rules for the rules in force; null: the default (2 players, no variants). */
export function casinoRulesText(locale: Locale, rules: CasinoRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({ players: 2 }));
}
