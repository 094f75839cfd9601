/**
 * The chooser's words for Piquet in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { piquetMetaDe } from './meta-de.js';
import { piquetMetaEn } from './meta-en.js';
import { piquetMetaPl } from './meta-pl.js';

export const piquetMeta: Readonly<Record<Locale, GameTexts>> = { de: piquetMetaDe, en: piquetMetaEn, pl: piquetMetaPl };
