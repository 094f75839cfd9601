/**
 * The Hundertspiel's chooser words in Polish: the `pl` entry of `hundertspielMeta` (meta.ts), in the
 * Polish chooser's chunk (locales/chooser/pl.ts). The game keeps its German name, as in the other
 * languages.
 */
import type { GameTexts } from '../../src/play/module.js';

export const hundertspielMetaPl: GameTexts = {
  name: 'Das Hundertspiel',
  description: 'Gra w lewy talią do Trappoli, Wiedeń 1829: dwie strony grają do 100 punktów, z zapowiedziami Do, Contra i Matschem.',
  feats: { gamesWon: 'Wygrane partie', matsch: 'w tym z Matschem', announcementsWon: 'Wygrane zapowiedzi' },
};
