/** The chooser's words for Papillon in English: the `en` entry of `papillonMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const papillonMetaEn: GameTexts = { name: "Papillon", description: "The fishing game for 3 or 4 players with computer opponents: take cards from the table, collect counters." };
