/** The chooser's words for Boston in German: the `de` entry of `bostonMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const bostonMetaDe: GameTexts = {
  name: 'Boston',
  description: 'Das Whist, bei dem jeder bietet, nach einem polnischen Spielebuch um 1820: Reizen von Boston bis Concordia, Misèren offen und verdeckt, Pot, Blok und Bêten; zu viert, als Tri-Boston zu dritt und als Boston-Whist mit Partner.',
  feats: { contractsWon: 'Stichspiele gewonnen', miseresWon: 'Misèren gewonnen', whistsWon: 'Als Partner gewonnen', slams: 'Schlemms' },
};
