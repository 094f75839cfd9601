/**
 * Papillon's chooser words in Polish: the `pl` entry of `papillonMeta` (meta.ts), in the Polish
 * chooser's chunk (locales/chooser/pl.ts).
 */
import type { GameTexts } from '../../src/play/module.js';

export const papillonMetaPl: GameTexts = {
  name: 'Papillon',
  description: 'Gra „łowiąca” dla 3 lub 4 graczy z przeciwnikami komputerowymi: bierz karty ze stołu, zbieraj żetony.',
};
