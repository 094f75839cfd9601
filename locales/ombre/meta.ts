/** The chooser's words for the Ombre family (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const ombreMeta: Readonly<Record<Locale, GameTexts>> = {
  de: {
    name: 'L’Hombre',
    description: 'Das königliche Spiel nach einem polnischen Spielebuch um 1820: Reizen von der Frage bis zum Solo tout, Spadille, Manille und Basta, Pot und Bête, Remise und Codille; zu dritt, zu zweit, zu viert, als Quadrille mit gerufenem König und als Cinquille zu fünft.',
    feats: { lomberWins: 'Spiele als Lomber gewonnen', codilles: 'Codille gegen den Lomber', voles: 'Vole' },
  },
  en: {
    name: 'Ombre',
    description: 'The royal game after a Polish games book of about 1820: bidding from the Ask to Solo tout, Spadille, Manille and Basto, pot and bête, remise and codille; for three, two or four, as Quadrille with a called King, and as Cinquille for five.',
    feats: { lomberWins: 'Deals won as Lomber', codilles: 'Codilles against the Lomber', voles: 'Voles' },
  },
};
