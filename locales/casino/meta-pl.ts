/**
 * Casino's chooser words in Polish: the `pl` entry of `casinoMeta` (meta.ts), in the Polish chooser's
 * chunk (locales/chooser/pl.ts).
 */
import type { GameTexts } from '../../src/play/module.js';

export const casinoMetaPl: GameTexts = {
  name: 'Kasyno',
  description: 'Gra „łowiąca” dla 2, 3 lub 4 graczy z książki o grach z około 1820 roku: bierz karty ze stołu, czyść stół, licz karty, piki, kasyna i asy, gra do 11.',
};
