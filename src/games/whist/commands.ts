/**
 * Whist's keys at the table: the keys of every trick table (src/games/tricks/commands.ts) with the
 * suits' English initials in the hand (S spades, H hearts, D diamonds, C clubs: alike in both
 * languages; Shift+H reads the hand there), and its own: Z the score, A trump, turn-up and calls,
 * Shift+A the call at eight (and a claim, V-W-5), N the next deal.
 */
import { key, type CommandDef } from '../../play/keymap.js';
import { trickCommands } from '../tricks/commands.js';

export const WHIST_COMMANDS: readonly CommandDef[] = [
  ...trickCommands([
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  { id: 'readScore', keys: [key('z', 'Z')], zones: 'any', printable: true },
  { id: 'readTrump', keys: [key('a', 'A')], zones: 'any', printable: true },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [key('n', 'N')], zones: 'any', printable: true },
];
