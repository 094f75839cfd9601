/**
 * The chooser's words for Papillon in every language (Node code and tests); the app loads one language's
 * with the shell's catalogue (locales/chooser/<locale>.ts), everything else of the game with the game.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';
import { papillonMetaDe } from './meta-de.js';
import { papillonMetaEn } from './meta-en.js';
import { papillonMetaPl } from './meta-pl.js';

export const papillonMeta: Readonly<Record<Locale, GameTexts>> = { de: papillonMetaDe, en: papillonMetaEn, pl: papillonMetaPl };
