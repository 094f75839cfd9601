/** The chooser's words for chess in English: the `en` entry of `chessMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const chessMetaEn: GameTexts = {
  name: 'Chess',
  description: 'Chess as Fielding’s treatise teaches it: today’s rules or the book’s laws (promotion only to a lost piece, stalemate half lost, mate announced), against three levels of computer players.',
  feats: { 'won-easy': 'Won against easy', 'drawn-easy': 'Drawn against easy', 'lost-easy': 'Lost against easy', 'won-normal': 'Won against normal', 'drawn-normal': 'Drawn against normal', 'lost-normal': 'Lost against normal', 'won-strong': 'Won against strong', 'drawn-strong': 'Drawn against strong', 'lost-strong': 'Lost against strong' },
};
