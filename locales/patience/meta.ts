/**
 * The chooser's words for the seven patiences (loaded at start; everything else loads with a deal):
 * name, one-line description, how the player takes part (`mode`: the default mode of
 * src/games/patience/modes.ts; Der Stern without corners is watched instead), and the variants the
 * chooser offers.
 */
import type { Locale } from '../../src/i18n/locale.js';
import type { GameTexts } from '../../src/play/module.js';

type Id = 'doppelhausen' | 'elf' | 'halber-mond' | 'napoleon' | 'reihe' | 'stern' | 'unterstecken';

const CHOOSE: Readonly<Record<Locale, string>> = { de: 'du wählst', en: 'you choose' };
const WATCH: Readonly<Record<Locale, string>> = { de: 'zuschauen', en: 'watch and step' };

export const patienceMeta: Readonly<Record<Locale, Readonly<Record<Id, GameTexts>>>> = {
  de: {
    'doppelhausen': { name: "Die Doppelhausen", description: "Zwei Spiele in zwei Stapeln: Paare gleichen Rangs unter den sichtbaren Karten entfernen. Du wählst die Paare.", mode: CHOOSE.de },
    'elf': { name: "Die Elf", description: "Neun Karten im Quadrat: Paare, die elf ergeben, und Bube, Dame, König entfernen. Zuschauen und Schritt für Schritt.", mode: WATCH.de },
    'halber-mond': { name: "Der halbe Mond", description: "Dreizehn Häufchen im Halbkreis, zwei Spiele, acht Ablagen: die schwerste Patience, viele Entscheidungen.", mode: CHOOSE.de },
    'napoleon': { name: "Napoleons-Patience", description: "Karten auf den Patiencehaufen, wenn um eins höher oder niedriger, sonst auf den zweiten Haufen. Zuschauen und Schritt für Schritt.", mode: WATCH.de, variants: [{ id: 'V-NAP-1', label: 'Napoleons-Patience mit zwei Spielen' }] },
    'reihe': { name: "Die Reihe", description: "Reihen zu zehn Karten; freie Karten kommen auf Ablagen vom Ass aufwärts und vom König abwärts. Zuschauen und Schritt für Schritt.", mode: WATCH.de },
    'stern': { name: "Der Stern", description: "Ein Stern aus vier Armen von den Zweien bis zu den Assen, mit vier Ecken für Hilfskarten. Du wählst die Ecken.", mode: CHOOSE.de, variants: [{ id: 'V-STE-1', label: 'Der Stern ohne Ecken (zuschauen)' }] },
    'unterstecken': { name: "Das Unterstecken", description: "Dreizehn Häufchen nach Rang: Karten in drei Ketten unter ihr eigenes Häufchen stecken. Zuschauen und Schritt für Schritt.", mode: WATCH.de },
  },
  en: {
    'doppelhausen': { name: "Die Doppelhausen", description: "Two packs in two stocks: remove pairs of equal rank from the visible cards. You choose the pairs.", mode: CHOOSE.en },
    'elf': { name: "Die Elf", description: "Nine cards in a square: remove pairs that make eleven and trios of jack, queen and king. Watch and step.", mode: WATCH.en },
    'halber-mond': { name: "Der halbe Mond", description: "Thirteen heaps in a half moon, two packs, eight foundations: the hardest patience, many choices.", mode: CHOOSE.en },
    'napoleon': { name: "Napoleons-Patience", description: "Deal cards onto the patience pile when one rank higher or lower, else onto the second pile. Watch and step.", mode: WATCH.en, variants: [{ id: 'V-NAP-1', label: 'Napoleons-Patience with two packs' }] },
    'reihe': { name: "Die Reihe", description: "Rows of ten cards; open cards go to foundations up from the ace and down from the king. Watch and step.", mode: WATCH.en },
    'stern': { name: "Der Stern", description: "A star of four arms from the twos up to the aces, with four corners for help cards. You choose the corners.", mode: CHOOSE.en, variants: [{ id: 'V-STE-1', label: 'Der Stern without corners (watch and step)' }] },
    'unterstecken': { name: "Das Unterstecken", description: "Thirteen piles by rank: tuck cards under their own pile in three chains. Watch and step.", mode: WATCH.en },
  },
};
