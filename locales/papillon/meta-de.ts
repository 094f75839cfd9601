/** The chooser's words for Papillon in German: the `de` entry of `papillonMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const papillonMetaDe: GameTexts = { name: "Papillon", description: "Das Fischspiel für 3 oder 4 Spieler mit Computergegnern: Karten vom Tisch nehmen, Zählsteine sammeln." };
