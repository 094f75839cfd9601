/** The chooser's words for Whist (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const whistMeta: Readonly<Record<Locale, GameTexts>> = {
  de: { name: 'Whist', description: 'Langes Whist zu viert in zwei Partnerschaften: Trumpf aufgedeckt, Honneurs, Rufen bei acht, Partien und Robber.', feats: { rubbersWon: 'Robber gewonnen', gamesWon: 'Partien gewonnen', slams: 'Schlemms' } },
  en: { name: 'Whist', description: 'Long whist for four in two partnerships: trumps turned up, honours, the call at eight, games and rubbers.', feats: { rubbersWon: 'Rubbers won', gamesWon: 'Games won', slams: 'Slams' } },
};
