/** The chooser's words for Piquet in English: the `en` entry of `piquetMeta` (meta.ts), in the English chooser's chunk (locales/chooser/en.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const piquetMetaEn: GameTexts = {
  name: 'Piquet',
  description: 'The two-player classic with 32 cards: the exchange from the talon, point, sequences and sets declared, pique and repique, 12 tricks without trumps, a game to 101.',
  mode: 'You against one computer player',
  feats: { partiesWon: 'Games won', unitsWon: 'Units won', repiques: 'Repiques', piques: 'Piques', capots: 'Capots', carteBlanches: 'Carte blanches' },
};
