/**
 * The chooser's words for Tarok in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { tarokMetaDe } from './meta-de.js';
import { tarokMetaEn } from './meta-en.js';
import { tarokMetaPl } from './meta-pl.js';

export const tarokMeta: Readonly<Record<Locale, GameTexts>> = { de: tarokMetaDe, en: tarokMetaEn, pl: tarokMetaPl };
