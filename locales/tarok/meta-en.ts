/** The chooser's words for Tarok in English: the `en` entry of `tarokMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const tarokMetaEn: GameTexts = {
  name: 'Tarok',
  description: 'Tarok with the 78-card pack, after a Polish games book of about 1820: 22 taroks with the Excuse, the Pagat and the Mond, the Skat, announcements, the Pagat and the Kings captured and made; for three as Tarok en trois, for two as Tarok en deux, and as Taroklomber with an auction and calls, in the old and the new method.',
  feats: { pagatUltimo: 'Pagat ultimo won', partiesWon: 'En deux parties won', lomberWon: 'Taroklomber games won as declarer' },
};
