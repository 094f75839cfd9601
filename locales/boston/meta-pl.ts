/**
 * Boston's chooser words in Polish: the `pl` entry of `bostonMeta` (meta.ts), in the Polish chooser's
 * chunk (locales/chooser/pl.ts).
 */
import type { GameTexts } from '../../src/play/module.js';

export const bostonMetaPl: GameTexts = {
  name: 'Boston',
  description: 'Wist, w którym każdy licytuje, według polskiej książki o grach z około 1820 roku: licytacja od Bostona do Concordii, misère otwarte i zakryte, pula, Blok i bête; we czterech, jako Tri-Boston we trzech i jako Boston-Whist z partnerem.',
  feats: { contractsWon: 'Wygrane gry na lewy', miseresWon: 'Wygrane misère', whistsWon: 'Wygrane jako partner', slams: 'Szlemy' },
};
