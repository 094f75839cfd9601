/**
 * The chooser's words for Boston in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { bostonMetaDe } from './meta-de.js';
import { bostonMetaEn } from './meta-en.js';
import { bostonMetaPl } from './meta-pl.js';

export const bostonMeta: Readonly<Record<Locale, GameTexts>> = { de: bostonMetaDe, en: bostonMetaEn, pl: bostonMetaPl };
