/**
 * The Hundertspiel's chooser words in Polish, written ahead of registering it (issue 26): the `pl` entry
 * of `hundertspielMeta` (meta.ts) once Polish is a language. The game keeps its German name, as in the
 * other languages. Nothing of the app imports this file.
 */
import type { GameTexts } from '../../src/play/module.js';

export const hundertspielMetaPl: GameTexts = {
  name: 'Das Hundertspiel',
  description: 'Gra w lewy talią do Trappoli, Wiedeń 1829: dwie strony grają do 100 punktów, z zapowiedziami Do, Contra i Matschem.',
  feats: { gamesWon: 'Wygrane partie', matsch: 'w tym z Matschem', announcementsWon: 'Wygrane zapowiedzi' },
};
