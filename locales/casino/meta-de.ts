/** The chooser's words for Casino in German: the `de` entry of `casinoMeta` (meta.ts), in the German chooser's chunk (locales/chooser/de.ts). */
import type { GameTexts } from '../../src/play/module.js';

export const casinoMetaDe: GameTexts = { name: 'Casino', description: 'Das Fischspiel für 2, 3 oder 4 Spieler nach einem Kartenspielbuch um 1820: Karten vom Tisch nehmen, den Tisch abräumen, bei der Abrechnung Karten, Pik, Casinos und Asse zählen, Partie bis 11.' };
