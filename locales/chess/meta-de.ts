/** The chooser's words for chess in German: the `de` entry of `chessMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const chessMetaDe: GameTexts = {
  name: 'Schach',
  description: 'Schach nach Fieldings Lehrbuch: die heutigen Regeln oder die Gesetze des Buchs (Umwandlung nur in verlorene Steine, Patt halb verloren, Matt ansagen), gegen drei Stärken des Computers.',
  feats: { 'won-easy': 'Gewonnen gegen leicht', 'drawn-easy': 'Remis gegen leicht', 'lost-easy': 'Verloren gegen leicht', 'won-normal': 'Gewonnen gegen mittel', 'drawn-normal': 'Remis gegen mittel', 'lost-normal': 'Verloren gegen mittel', 'won-strong': 'Gewonnen gegen stark', 'drawn-strong': 'Remis gegen stark', 'lost-strong': 'Verloren gegen stark' },
};
