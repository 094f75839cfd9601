/** The chooser's words for Boston (loaded at start; everything else of the game loads with it). */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

export const bostonMeta: Readonly<Record<Locale, GameTexts>> = {
  de: {
    name: 'Boston',
    description: 'Das Whist, bei dem jeder bietet, nach einem polnischen Spielebuch um 1820: Reizen von Boston bis Concordia, Misèren offen und verdeckt, Pot, Blok und Bêten; zu viert, als Tri-Boston zu dritt und als Boston-Whist mit Partner.',
    feats: { contractsWon: 'Stichspiele gewonnen', miseresWon: 'Misèren gewonnen', whistsWon: 'Als Partner gewonnen', slams: 'Schlemms' },
  },
  en: {
    name: 'Boston',
    description: 'The whist in which everyone bids, after a Polish games book of about 1820: bidding from Boston to Concordia, misères open and closed, the pot, the Blok and bêtes; for four, as Tri-Boston for three, and as Boston-Whist with a partner.',
    feats: { contractsWon: 'Games of tricks won', miseresWon: 'Misères won', whistsWon: 'Won as partner', slams: 'Slams' },
  },
};
