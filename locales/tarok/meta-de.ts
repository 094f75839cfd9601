/** The chooser's words for Tarok in German: the `de` entry of `tarokMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const tarokMetaDe: GameTexts = {
  name: 'Tarok',
  description: 'Das Tarok mit 78 Karten nach einem polnischen Spielebuch um 1820: 22 Tarocke mit Sküs, Pagat und Mond, Skat, Ansagen, Pagat und Könige gefangen und gemacht; zu dritt als Tarok en trois, zu zweit als Tarok en deux, und als Taroklomber mit Reizen und Rufen nach alter und neuer Art.',
  feats: { pagatUltimo: 'Pagat ultimo gewonnen', partiesWon: 'Partien en deux gewonnen', lomberWon: 'Taroklomber als Spieler gewonnen' },
};
