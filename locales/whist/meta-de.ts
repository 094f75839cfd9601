/** The chooser's words for Whist in German: the `de` entry of `whistMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const whistMetaDe: GameTexts = { name: 'Whist', description: 'Langes Whist zu viert in zwei Partnerschaften: Trumpf aufgedeckt, Honneurs, Rufen bei acht, Partien und Robber.', feats: { rubbersWon: 'Robber gewonnen', gamesWon: 'Partien gewonnen', slams: 'Schlemms' } };
