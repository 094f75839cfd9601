/**
 * Whist's chooser words in Polish, written ahead of registering it (issue 26): the `pl` entry of
 * `whistMeta` (meta.ts) once Polish is a language. Nothing of the app imports this file.
 */
import type { GameTexts } from '../../src/play/module.js';

export const whistMetaPl: GameTexts = {
  name: 'Wist',
  description: 'Wist długi we czwórkę, w dwóch parach: odkryty atut, honory, pytanie przy ośmiu, partie i robry.',
  feats: { rubbersWon: 'Wygrane robry', gamesWon: 'Wygrane partie', slams: 'Szlemy' },
};
