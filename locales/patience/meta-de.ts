/**
 * The seven patiences' chooser words in German: the `de` entry of `patienceMeta` (meta.ts), in the
 * German chooser's chunk (locales/chooser/de.ts). `mode`: the default mode of src/games/patience/modes.ts
 * (Der Stern without corners is watched instead).
 */
import type { GameTexts } from '../../src/play/module.js';
import type { PatienceId } from './meta.js';

const CHOOSE = 'du wählst';
const WATCH = 'zuschauen';

export const patienceMetaDe: Readonly<Record<PatienceId, GameTexts>> = {
  'doppelhausen': { name: "Die Doppelhausen", description: "Zwei Spiele in zwei Stapeln: Paare gleichen Rangs unter den sichtbaren Karten entfernen. Du wählst die Paare.", mode: CHOOSE },
  'elf': { name: "Die Elf", description: "Neun Karten im Quadrat: Paare, die elf ergeben, und Bube, Dame, König entfernen. Zuschauen und Schritt für Schritt.", mode: WATCH },
  'halber-mond': { name: "Der halbe Mond", description: "Dreizehn Häufchen im Halbkreis, zwei Spiele, acht Ablagen: die schwerste Patience, viele Entscheidungen.", mode: CHOOSE },
  'napoleon': { name: "Napoleons-Patience", description: "Karten auf den Patiencehaufen, wenn um eins höher oder niedriger, sonst auf den zweiten Haufen. Zuschauen und Schritt für Schritt.", mode: WATCH, variants: [{ id: 'V-NAP-1', label: 'Napoleons-Patience mit zwei Spielen' }] },
  'reihe': { name: "Die Reihe", description: "Reihen zu zehn Karten; freie Karten kommen auf Ablagen vom Ass aufwärts und vom König abwärts. Zuschauen und Schritt für Schritt.", mode: WATCH },
  'stern': { name: "Der Stern", description: "Ein Stern aus vier Armen von den Zweien bis zu den Assen, mit vier Ecken für Hilfskarten. Du wählst die Ecken.", mode: CHOOSE, variants: [{ id: 'V-STE-1', label: 'Der Stern ohne Ecken (zuschauen)' }] },
  'unterstecken': { name: "Das Unterstecken", description: "Dreizehn Häufchen nach Rang: Karten in drei Ketten unter ihr eigenes Häufchen stecken. Zuschauen und Schritt für Schritt.", mode: WATCH },
};
