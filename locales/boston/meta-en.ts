/** The chooser's words for Boston in English: the `en` entry of `bostonMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const bostonMetaEn: GameTexts = {
  name: 'Boston',
  description: 'The whist in which everyone bids, after a Polish games book of about 1820: bidding from Boston to Concordia, misères open and closed, the pot, the Blok and bêtes; for four, as Tri-Boston for three, and as Boston-Whist with a partner.',
  feats: { contractsWon: 'Games of tricks won', miseresWon: 'Misères won', whistsWon: 'Won as partner', slams: 'Slams' },
};
