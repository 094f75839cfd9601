/**
 * Casino's chooser words in Polish, written ahead of registering it (issue 26): the `pl` entry of
 * `casinoMeta` (meta.ts) once Polish is a language. Nothing of the app imports this file.
 */
import type { GameTexts } from '../../src/play/module.js';

export const casinoMetaPl: GameTexts = {
  name: 'Kasyno',
  description: 'Gra „łowiąca” dla 2, 3 lub 4 graczy z książki o grach z około 1820 roku: bierz karty ze stołu, czyść stół, licz karty, piki, kasyna i asy, gra do 11.',
};
