/** The chooser's words for Piquet (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const piquetMeta: Readonly<Record<Locale, GameTexts>> = {
  de: {
    name: 'Piquet',
    description: 'Der Zweikampf mit 32 Karten: Kauf aus dem Talon, Punkt, Sequenzen und gleiche Karten melden, Pic und Repic, 12 Stiche ohne Trumpf, eine Partie bis 101.',
    mode: 'Du gegen einen Computerspieler',
    feats: { partiesWon: 'Partien gewonnen', unitsWon: 'Marken gewonnen', repiques: 'Repics', piques: 'Pics', capots: 'Capots', carteBlanches: 'Carte blanches' },
  },
  en: {
    name: 'Piquet',
    description: 'The two-player classic with 32 cards: the exchange from the talon, point, sequences and sets declared, pique and repique, 12 tricks without trumps, a game to 101.',
    mode: 'You against one computer player',
    feats: { partiesWon: 'Games won', unitsWon: 'Units won', repiques: 'Repiques', piques: 'Piques', capots: 'Capots', carteBlanches: 'Carte blanches' },
  },
};
