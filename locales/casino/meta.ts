/**
 * The chooser's words for Casino in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { casinoMetaDe } from './meta-de.js';
import { casinoMetaEn } from './meta-en.js';
import { casinoMetaPl } from './meta-pl.js';

export const casinoMeta: Readonly<Record<Locale, GameTexts>> = { de: casinoMetaDe, en: casinoMetaEn, pl: casinoMetaPl };
