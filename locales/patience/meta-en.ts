/**
 * The seven patiences' chooser words in English: the `en` entry of `patienceMeta` (meta.ts), in the
 * English chooser's chunk (locales/chooser/en.ts). `mode`: the default mode of src/games/patience/modes.ts
 * (Der Stern without corners is watched instead).
 */
import type { GameTexts } from '../../src/play/module.js';
import type { PatienceId } from './meta.js';

const CHOOSE = 'you choose';
const WATCH = 'watch and step';

export const patienceMetaEn: Readonly<Record<PatienceId, GameTexts>> = {
  'doppelhausen': { name: "Die Doppelhausen", description: "Two packs in two stocks: remove pairs of equal rank from the visible cards. You choose the pairs.", mode: CHOOSE },
  'elf': { name: "Die Elf", description: "Nine cards in a square: remove pairs that make eleven and trios of jack, queen and king. Watch and step.", mode: WATCH },
  'halber-mond': { name: "Der halbe Mond", description: "Thirteen heaps in a half moon, two packs, eight foundations: the hardest patience, many choices.", mode: CHOOSE },
  'napoleon': { name: "Napoleons-Patience", description: "Deal cards onto the patience pile when one rank higher or lower, else onto the second pile. Watch and step.", mode: WATCH, variants: [{ id: 'V-NAP-1', label: 'Napoleons-Patience with two packs' }] },
  'reihe': { name: "Die Reihe", description: "Rows of ten cards; open cards go to foundations up from the ace and down from the king. Watch and step.", mode: WATCH },
  'stern': { name: "Der Stern", description: "A star of four arms from the twos up to the aces, with four corners for help cards. You choose the corners.", mode: CHOOSE, variants: [{ id: 'V-STE-1', label: 'Der Stern without corners (watch and step)' }] },
  'unterstecken': { name: "Das Unterstecken", description: "Thirteen piles by rank: tuck cards under their own pile in three chains. Watch and step.", mode: WATCH },
};
