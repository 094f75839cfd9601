/**
 * Whist's chooser words in Polish: the `pl` entry of `whistMeta` (meta.ts), in the Polish chooser's
 * chunk (locales/chooser/pl.ts).
 */
import type { GameTexts } from '../../src/play/module.js';

export const whistMetaPl: GameTexts = {
  name: 'Wist',
  description: 'Wist długi we czwórkę, w dwóch parach: odkryty atut, honory, pytanie przy ośmiu, partie i robry.',
  feats: { rubbersWon: 'Wygrane robry', gamesWon: 'Wygrane partie', slams: 'Szlemy' },
};
