/**
 * Tarok's chooser words in Polish, written ahead of registering it (issue 26): the `pl` entry of
 * `tarokMeta` (meta.ts) once Polish is a language. Nothing of the app imports this file.
 */
import type { GameTexts } from '../../src/play/module.js';

export const tarokMetaPl: GameTexts = {
  name: 'Tarok',
  description: 'Tarok na 78 kartach według polskiej książki o grach z około 1820 roku: 22 taroki ze skisem, pagatem i mondem, skat, zapowiedzi, pagat i króle złapane i zrobione; we trzech jako Tarok en trois, we dwóch jako Tarok en deux i jako Taroklomber z licytacją i wołaniem, starym i nowym sposobem.',
  feats: { pagatUltimo: 'Wygrane pagaty ultimo', partiesWon: 'Wygrane partie en deux', lomberWon: 'Wygrane gry Taroklombra jako grający' },
};
