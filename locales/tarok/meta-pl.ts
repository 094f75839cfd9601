/**
 * Tarok's chooser words in Polish: the `pl` entry of `tarokMeta` (meta.ts), in the Polish chooser's
 * chunk (locales/chooser/pl.ts).
 */
import type { GameTexts } from '../../src/play/module.js';

export const tarokMetaPl: GameTexts = {
  name: 'Tarok',
  description: 'Tarok na 78 kartach według polskiej książki o grach z około 1820 roku: 22 taroki ze skisem, pagatem i mondem, skat, zapowiedzi, pagat i króle złapane i zrobione; we trzech jako Tarok en trois, we dwóch jako Tarok en deux i jako Taroklomber z licytacją i wołaniem, starym i nowym sposobem.',
  feats: { pagatUltimo: 'Wygrane pagaty ultimo', partiesWon: 'Wygrane partie en deux', lomberWon: 'Wygrane gry Taroklombra jako grający' },
};
