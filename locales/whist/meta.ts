/**
 * The chooser's words for Whist in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { whistMetaDe } from './meta-de.js';
import { whistMetaEn } from './meta-en.js';
import { whistMetaPl } from './meta-pl.js';

export const whistMeta: Readonly<Record<Locale, GameTexts>> = { de: whistMetaDe, en: whistMetaEn, pl: whistMetaPl };
