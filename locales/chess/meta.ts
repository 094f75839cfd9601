/** The chooser's words for chess (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const chessMeta: Readonly<Record<Locale, GameTexts>> = {
  de: {
    name: 'Schach',
    description: 'Schach nach Fieldings Lehrbuch: die heutigen Regeln oder die Gesetze des Buchs (Umwandlung nur in verlorene Steine, Patt halb verloren, Matt ansagen), gegen drei Stärken des Computers.',
    feats: { 'won-easy': 'Gewonnen gegen leicht', 'drawn-easy': 'Remis gegen leicht', 'lost-easy': 'Verloren gegen leicht', 'won-normal': 'Gewonnen gegen mittel', 'drawn-normal': 'Remis gegen mittel', 'lost-normal': 'Verloren gegen mittel', 'won-strong': 'Gewonnen gegen stark', 'drawn-strong': 'Remis gegen stark', 'lost-strong': 'Verloren gegen stark' },
  },
  en: {
    name: 'Chess',
    description: 'Chess as Fielding’s treatise teaches it: today’s rules or the book’s laws (promotion only to a lost piece, stalemate half lost, mate announced), against three levels of computer players.',
    feats: { 'won-easy': 'Won against easy', 'drawn-easy': 'Drawn against easy', 'lost-easy': 'Lost against easy', 'won-normal': 'Won against normal', 'drawn-normal': 'Drawn against normal', 'lost-normal': 'Lost against normal', 'won-strong': 'Won against strong', 'drawn-strong': 'Drawn against strong', 'lost-strong': 'Lost against strong' },
  },
};
