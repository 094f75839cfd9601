/**
 * The Hundertspiel's keys at the table (merged with the shell's in src/play/keymap.ts; F1 lists them).
 * In the hand the suits' initials jump to a suit: S Spadi, B Bastoni, C Coppi, D Denari (the pack's own
 * names, the same in both languages); the reading keys use other letters so that they work there too.
 */
import { key, type CommandDef } from '../../play/keymap.js';


export const HUNDERTSPIEL_COMMANDS: readonly CommandDef[] = [
  { id: 'playCard', keys: [key('Enter'), key(' ', 'Space')], zones: ['hand'], printable: false },
  { id: 'suitSw', keys: [key('s', 'S')], zones: ['hand'], printable: true },
  { id: 'suitBa', keys: [key('b', 'B')], zones: ['hand'], printable: true },
  { id: 'suitCu', keys: [key('c', 'C')], zones: ['hand'], printable: true },
  { id: 'suitCo', keys: [key('d', 'D')], zones: ['hand'], printable: true },
  { id: 'nextPlayable', keys: [key('p', 'P')], zones: 'any', printable: true },
  { id: 'readHand', keys: [key('h', 'H')], zones: 'any', printable: true },
  { id: 'readTrick', keys: [key('t', 'T')], zones: 'any', printable: true },
  { id: 'readLastTrick', keys: [key('t', 'Shift+T', { shift: true })], zones: 'any', printable: true },
  { id: 'readScore', keys: [key('z', 'Z')], zones: 'any', printable: true },
  { id: 'readAnnouncements', keys: [key('a', 'A')], zones: 'any', printable: true },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], zones: 'any', printable: true },
  { id: 'whoseTurn', keys: [key('w', 'Shift+W', { shift: true })], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [key('n', 'N')], zones: 'any', printable: true },
];
