/**
 * The Hundertspiel's keys at the table: the keys of every trick table (src/games/tricks/commands.ts),
 * with the suits' initials S Spadi, B Bastoni, C Coppi, D Denari (the pack's own names, alike in both
 * languages), and its own: Z the score, A trump and announcements, Shift+A declare, N the next deal.
 */
import { key, type CommandDef } from '../../play/keymap.js';
import { trickCommands } from '../tricks/commands.js';

export const HUNDERTSPIEL_COMMANDS: readonly CommandDef[] = [
  ...trickCommands([
    ['s', 'Sw'],
    ['b', 'Ba'],
    ['c', 'Cu'],
    ['d', 'Co'],
  ]),
  { id: 'readScore', keys: [key('z', 'Z')], zones: 'any', printable: true },
  { id: 'readAnnouncements', keys: [key('a', 'A')], zones: 'any', printable: true },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [key('n', 'N')], zones: 'any', printable: true },
];
