/**
 * The chooser's words for Das Hundertspiel in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { hundertspielMetaDe } from './meta-de.js';
import { hundertspielMetaEn } from './meta-en.js';
import { hundertspielMetaPl } from './meta-pl.js';

export const hundertspielMeta: Readonly<Record<Locale, GameTexts>> = { de: hundertspielMetaDe, en: hundertspielMetaEn, pl: hundertspielMetaPl };
