/**
 * Papillon's chooser words in Polish, written ahead of registering it (issue 26): the `pl` entry of
 * `papillonMeta` (meta.ts) once Polish is a language. Nothing of the app imports this file.
 */
import type { GameTexts } from '../../src/play/module.js';

export const papillonMetaPl: GameTexts = {
  name: 'Papillon',
  description: 'Gra „łowiąca” dla 3 lub 4 graczy z przeciwnikami komputerowymi: bierz karty ze stołu, zbieraj żetony.',
};
