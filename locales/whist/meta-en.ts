/** The chooser's words for Whist in English: the `en` entry of `whistMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const whistMetaEn: GameTexts = { name: 'Whist', description: 'Long whist for four in two partnerships: trumps turned up, honours, the call at eight, games and rubbers.', feats: { rubbersWon: 'Rubbers won', gamesWon: 'Games won', slams: 'Slams' } };
