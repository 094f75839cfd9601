/** Papillon's keys at the table (merged with the shell's in src/play/keymap.ts; F1 lists them). */
import { key, type CommandDef } from '../../play/keymap.js';

export const PAPILLON_COMMANDS: readonly CommandDef[] = [
  { id: 'playCard', keys: [key('Enter'), key(' ', 'Space')], zones: ['hand'], printable: false },
  { id: 'readHand', keys: [key('h', 'H')], zones: 'any', printable: true },
  { id: 'readTable', keys: [key('t', 'T')], zones: 'any', printable: true },
  { id: 'readStatus', keys: [key('s', 'S')], zones: 'any', printable: true },
  { id: 'listCaptures', keys: [key('c', 'C')], zones: 'any', printable: true },
  { id: 'layDown', keys: [key('a', 'A')], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [key('n', 'N')], zones: 'any', printable: true },
];
