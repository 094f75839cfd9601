/**
 * Chess's texts: its catalogue (locales/chess/{de,en}.ts) merged over the shell's, and its rules for
 * players (locales/chess/rules-{de,en}.ts), each language its own chunk.
 */
import { gameTexts } from '../../i18n/game-texts.js';
import type { Locale, MergedMessages, RulesSection } from '../../i18n/messages.js';
import type { ChessCatalogue } from './messages.js';
import { resolveRules } from './rules.js';
import type { ChessRules } from './types.js';

export type ChessMessages = MergedMessages<ChessCatalogue>;
export type ChessRulesTexts = (rules: ChessRules) => readonly RulesSection[];

/** The id its texts are registered under (locales/all.ts registers them for Node and tests). */
export const CHESS_TEXTS = 'chess';

const texts = gameTexts<ChessCatalogue, ChessRulesTexts>(CHESS_TEXTS, {
  catalogue: {
    de: () => import('../../../locales/chess/de.js').then((m) => m.chessDe),
    en: () => import('../../../locales/chess/en.js').then((m) => m.chessEn),
    pl: () => import('../../../locales/chess/pl.js').then((m) => m.chessPl),
  },
  rules: {
    de: () => import('../../../locales/chess/rules-de.js').then((m) => m.chessRulesDe),
    en: () => import('../../../locales/chess/rules-en.js').then((m) => m.chessRulesEn),
    pl: () => import('../../../locales/chess/rules-pl.js').then((m) => m.chessRulesPl),
  },
});

export const loadChessTexts = (locale: Locale): Promise<void> => texts.load(locale);
export const chessMessages = (locale: Locale): ChessMessages => texts.messages(locale);
export async function loadChessRules(locale: Locale): Promise<void> {
  await texts.loadRules(locale);
}
/** The rules for the rules in force; null: today's rules. */
export function chessRulesText(locale: Locale, rules: ChessRules | null): readonly RulesSection[] {
  return texts.rules(locale)(rules ?? resolveRules({}));
}
