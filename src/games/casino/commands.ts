/**
 * Casino's keys at the table (merged with the shell's in src/play/keymap.ts; F1 lists them): Enter on
 * a hand card plays it (its capture, the list of its captures, or a trail when nothing can be taken),
 * A trails it; H, T, S read hand, table and status; C lists every capture best first; Shift+T the last
 * capture (C39); Z the count of the last deal; N the next deal or game.
 */
import { key, type CommandDef } from '../../play/keymap.js';

export const CASINO_COMMANDS: readonly CommandDef[] = [
  { id: 'playCard', keys: [key('Enter'), key(' ', 'Space')], zones: ['hand'], printable: false },
  { id: 'trailCard', keys: [key('a', 'A')], zones: ['hand'], printable: true },
  { id: 'readHand', keys: [key('h', 'H')], zones: 'any', printable: true },
  { id: 'readTable', keys: [key('t', 'T')], zones: 'any', printable: true },
  { id: 'readLastCapture', keys: [key('t', 'Shift+T', { shift: true })], zones: 'any', printable: true },
  { id: 'readStatus', keys: [key('s', 'S')], zones: 'any', printable: true },
  { id: 'listCaptures', keys: [key('c', 'C')], zones: 'any', printable: true },
  { id: 'readCount', keys: [key('z', 'Z')], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [key('n', 'N')], zones: 'any', printable: true },
];
