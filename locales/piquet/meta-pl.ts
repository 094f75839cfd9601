/**
 * Piquet's chooser words in Polish, written ahead of registering it (issue 26): the `pl` entry of
 * `piquetMeta` (meta.ts) once Polish is a language. The game is "pikieta", as Polish has called it
 * since the 18th century. Nothing of the app imports this file.
 */
import type { GameTexts } from '../../src/play/module.js';

export const piquetMetaPl: GameTexts = {
  name: 'Pikieta',
  description: 'Klasyczna gra dla dwojga na 32 kartach: wymiana z talonu, zgłoszenia pointu, sekwensów, trójek i kwatorze, pik i repik, 12 lew bez atutów, partia do 101.',
  mode: 'Ty przeciw jednemu graczowi komputerowemu',
  feats: { partiesWon: 'Wygrane partie', unitsWon: 'Wygrane marki', repiques: 'Repiki', piques: 'Piki', capots: 'Kapoty', carteBlanches: 'Carte blanche' },
};
