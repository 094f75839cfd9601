/** The chooser's words for Whist (loaded at start; everything else of the game loads with it). */
import type { GameTexts } from '../../src/play/module.js';

export const whistMeta: Readonly<Record<'de' | 'en', GameTexts>> = {
  de: { name: 'Whist', description: 'Langes Whist zu viert in zwei Partnerschaften: Trumpf aufgedeckt, Honneurs, Rufen bei acht, Partien und Robber.' },
  en: { name: 'Whist', description: 'Long whist for four in two partnerships: trumps turned up, honours, the call at eight, games and rubbers.' },
};
