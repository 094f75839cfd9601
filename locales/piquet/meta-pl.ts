/**
 * Piquet's chooser words in Polish: the `pl` entry of `piquetMeta` (meta.ts), in the Polish chooser's
 * chunk (locales/chooser/pl.ts). The game is "pikieta", as Polish has called it since the 18th century.
 */
import type { GameTexts } from '../../src/play/module.js';

export const piquetMetaPl: GameTexts = {
  name: 'Pikieta',
  description: 'Klasyczna gra dla dwojga na 32 kartach: wymiana z talonu, zgłoszenia pointu, sekwensów, trójek i kwatorze, pik i repik, 12 lew bez atutów, partia do 101.',
  mode: 'Ty przeciw jednemu graczowi komputerowemu',
  feats: { partiesWon: 'Wygrane partie', unitsWon: 'Wygrane marki', repiques: 'Repiki', piques: 'Piki', capots: 'Kapoty', carteBlanches: 'Carte blanche' },
};
