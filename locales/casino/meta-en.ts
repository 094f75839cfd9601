/** The chooser's words for Casino in English: the `en` entry of `casinoMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const casinoMetaEn: GameTexts = { name: 'Casino', description: 'The fishing game for 2, 3 or 4 players from a games book of about 1820: take cards from the table, clear it, count cards, spades, casinos and aces, game to 11.' };
