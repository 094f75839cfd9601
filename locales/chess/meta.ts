/**
 * The chooser's words for chess in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { chessMetaDe } from './meta-de.js';
import { chessMetaEn } from './meta-en.js';
import { chessMetaPl } from './meta-pl.js';

export const chessMeta: Readonly<Record<Locale, GameTexts>> = { de: chessMetaDe, en: chessMetaEn, pl: chessMetaPl };
