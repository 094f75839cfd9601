/** The chooser's words for the Ombre family in English: the `en` entry of `ombreMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const ombreMetaEn: GameTexts = {
  name: 'Ombre',
  description: 'The royal game after a Polish games book of about 1820: bidding from the Ask to Solo tout, Spadille, Manille and Basto, pot and bête, remise and codille; for three, two or four, as Quadrille with a called King, and as Cinquille for five.',
  feats: { lomberWins: 'Deals won as Lomber', codilles: 'Codilles against the Lomber', voles: 'Voles' },
};
