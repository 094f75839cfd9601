/**
 * The Hundertspiel's texts: its catalogue (locales/hundertspiel/{de,en}.ts) merged over the shell's,
 * and its rules for players (locales/hundertspiel/rules-{de,en}.ts), each language its own chunk.
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, MergedMessages, RulesSection } from '../../i18n/messages.js';
import type { HundertspielCatalogue } from './messages.js';
import { resolveRules } from './rules.js';
import type { HundertspielRules } from './types.js';

export type HundertspielMessages = MergedMessages<HundertspielCatalogue>;
export type HundertspielRulesTexts = (rules: HundertspielRules) => readonly RulesSection[];

/** The id its texts are registered under (locales/all.ts registers them for Node and tests). */
export const HUNDERTSPIEL_TEXTS = 'hundertspiel';

const texts = gameTexts<HundertspielCatalogue, HundertspielRulesTexts>(HUNDERTSPIEL_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/hundertspiel/de.js').then((m) => m.hundertspielDe),
    en: () => import('../../../locales/hundertspiel/en.js').then((m) => m.hundertspielEn),
    pl: () => import('../../../locales/hundertspiel/pl.js').then((m) => m.hundertspielPl),
  },
  rules: {
    de: () => import('../../../locales/hundertspiel/rules-de.js').then((m) => m.hundertspielRulesDe),
    en: () => import('../../../locales/hundertspiel/rules-en.js').then((m) => m.hundertspielRulesEn),
    pl: () => import('../../../locales/hundertspiel/rules-pl.js').then((m) => m.hundertspielRulesPl),
  },
});

export const loadHundertspielTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const hundertspielMessages = (locale: Locale): HundertspielMessages => texts.messages(locale);
export async function loadHundertspielRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
/** The rules for the rules in force; null: the default (4 players, no Scat, no variants). */
export function hundertspielRulesText(locale: Locale, rules: HundertspielRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({ players: 4 }));
}
