/**
 * Piquet's keys at the table: the keys of every trick table (src/games/tricks/commands.ts) with the
 * suits' English initials in the hand (S spades, H hearts, D diamonds, C clubs, as in Whist; Shift+H
 * reads the hand there; Enter on a card lays it away in the exchange and plays it in the tricks), and
 * its own: Z the score, A the declarations of this deal, E the exchange (the talon, what you laid away,
 * what you took and saw), Shift+A the exchange's choices (take, or lay away more), N the next deal.
 */
import { key, type CommandDef } from '../../play/keymap.js';
import { trickCommands } from '../tricks/commands.js';

export const PIQUET_COMMANDS: readonly CommandDef[] = [
  ...trickCommands([
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  { id: 'readScore', keys: [key('z', 'Z')], zones: 'any', printable: true },
  { id: 'readDeclarations', keys: [key('a', 'A')], zones: 'any', printable: true },
  { id: 'readExchange', keys: [key('e', 'E')], zones: 'any', printable: true },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [key('n', 'N')], zones: 'any', printable: true },
];
