/**
 * Tarok's texts: its catalogue (locales/tarok/{de,en}.ts) merged over the shell's, and its rules for
 * players (locales/tarok/rules-{de,en}.ts), each language its own chunk.
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, RulesSection } from '../../i18n/messages.js';
import type { TarokCatalogue, TarokMessages } from './messages.js';
import { resolveRules } from './rules.js';
import type { TarokRules } from './types.js';

export type { TarokMessages } from './messages.js';
export type TarokRulesTexts = (rules: TarokRules) => readonly RulesSection[];

/** The id its texts are registered under (locales/all.ts registers them for Node and tests). */
export const TAROK_TEXTS = 'tarok';

const texts = gameTexts<TarokCatalogue, TarokRulesTexts>(TAROK_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/tarok/de.js').then((m) => m.tarokDe),
    en: () => import('../../../locales/tarok/en.js').then((m) => m.tarokEn),
    pl: () => import('../../../locales/tarok/pl.js').then((m) => m.tarokPl),
  },
  rules: {
    de: () => import('../../../locales/tarok/rules-de.js').then((m) => m.tarokRulesDe),
    en: () => import('../../../locales/tarok/rules-en.js').then((m) => m.tarokRulesEn),
    pl: () => import('../../../locales/tarok/rules-pl.js').then((m) => m.tarokRulesPl),
  },
});

export const loadTarokTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const tarokMessages = (locale: Locale): TarokMessages => texts.messages(locale);
export async function loadTarokRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
/** The rules for the rules in force; null: the default (en trois, no variants). */
export function tarokRulesText(locale: Locale, rules: TarokRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({ form: 'trois' }));
}
