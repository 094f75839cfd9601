/** The chooser's words for Tarok (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const tarokMeta: Readonly<Record<Locale, GameTexts>> = {
  de: {
    name: 'Tarok',
    description: 'Das Tarok mit 78 Karten nach einem polnischen Spielebuch um 1820: 22 Tarocke mit Sküs, Pagat und Mond, Skat, Ansagen, Pagat und Könige gefangen und gemacht; zu dritt als Tarok en trois, zu zweit als Tarok en deux, und als Taroklomber mit Reizen und Rufen nach alter und neuer Art.',
    feats: { pagatUltimo: 'Pagat ultimo gewonnen', partiesWon: 'Partien en deux gewonnen', lomberWon: 'Taroklomber als Spieler gewonnen' },
  },
  en: {
    name: 'Tarok',
    description: 'Tarok with the 78-card pack, after a Polish games book of about 1820: 22 taroks with the Excuse, the Pagat and the Mond, the Skat, announcements, the Pagat and the Kings captured and made; for three as Tarok en trois, for two as Tarok en deux, and as Taroklomber with an auction and calls, in the old and the new method.',
    feats: { pagatUltimo: 'Pagat ultimo won', partiesWon: 'En deux parties won', lomberWon: 'Taroklomber games won as declarer' },
  },
};
