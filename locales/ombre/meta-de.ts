/** The chooser's words for the Ombre family in German: the `de` entry of `ombreMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const ombreMetaDe: GameTexts = {
  name: 'L’Hombre',
  description: 'Das königliche Spiel nach einem polnischen Spielebuch um 1820: Reizen von der Frage bis zum Solo tout, Spadille, Manille und Basta, Pot und Bête, Remise und Codille; zu dritt, zu zweit, zu viert, als Quadrille mit gerufenem König und als Cinquille zu fünft.',
  feats: { lomberWins: 'Spiele als Lomber gewonnen', codilles: 'Codille gegen den Lomber', voles: 'Vole' },
};
