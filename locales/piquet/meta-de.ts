/** The chooser's words for Piquet in German: the `de` entry of `piquetMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const piquetMetaDe: GameTexts = {
  name: 'Piquet',
  description: 'Der Zweikampf mit 32 Karten: Kauf aus dem Talon, Punkt, Sequenzen und gleiche Karten melden, Pic und Repic, 12 Stiche ohne Trumpf, eine Partie bis 101.',
  mode: 'Du gegen einen Computerspieler',
  feats: { partiesWon: 'Partien gewonnen', unitsWon: 'Marken gewonnen', repiques: 'Repics', piques: 'Pics', capots: 'Capots', carteBlanches: 'Carte blanches' },
};
