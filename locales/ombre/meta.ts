/**
 * The chooser's words for the Ombre family in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { ombreMetaDe } from './meta-de.js';
import { ombreMetaEn } from './meta-en.js';
import { ombreMetaPl } from './meta-pl.js';

export const ombreMeta: Readonly<Record<Locale, GameTexts>> = { de: ombreMetaDe, en: ombreMetaEn, pl: ombreMetaPl };
