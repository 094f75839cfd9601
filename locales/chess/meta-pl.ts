/**
 * Chess's chooser words in Polish: the `pl` entry of `chessMeta` (meta.ts), in the Polish chooser's
 * chunk (locales/chooser/pl.ts).
 */
import type { GameTexts } from '../../src/play/module.js';

export const chessMetaPl: GameTexts = {
  name: 'Szachy',
  description: 'Szachy według traktatu Fieldinga: dzisiejsze reguły albo prawa książki (promocja tylko na utraconą figurę, pat jako połowa przegranej, zapowiadanie mata), przeciw trzem poziomom gracza komputerowego.',
  feats: { 'won-easy': 'Wygrana: poziom łatwy', 'drawn-easy': 'Remis: poziom łatwy', 'lost-easy': 'Przegrana: poziom łatwy', 'won-normal': 'Wygrana: poziom zwykły', 'drawn-normal': 'Remis: poziom zwykły', 'lost-normal': 'Przegrana: poziom zwykły', 'won-strong': 'Wygrana: poziom silny', 'drawn-strong': 'Remis: poziom silny', 'lost-strong': 'Przegrana: poziom silny' },
};
