/**
 * The Ombre family's keys at the table: the keys of every trick table (src/games/tricks/commands.ts)
 * with the suits' English initials in the hand (S spades, H hearts, D diamonds, C clubs, as in Whist;
 * the trump suit's key goes to the trumps; Shift+H reads the hand there), and its own: Z the table
 * (pot, bêtes, marks), A the game (auction, contract, trump, favourite, Lomber, partner, exchange,
 * tricks), Shift+A the list of what may be done now (bids, trump, call, stop or vole, throw in), K the
 * take that ends one's exchange, N the next deal.
 */
import { key, type CommandDef } from '../../play/keymap.js';
import { trickCommands } from '../tricks/commands.js';

export const OMBRE_COMMANDS: readonly CommandDef[] = [
  ...trickCommands([
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  { id: 'readTable', keys: [key('z', 'Z')], zones: 'any', printable: true },
  { id: 'readGame', keys: [key('a', 'A')], zones: 'any', printable: true },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], zones: 'any', printable: true },
  { id: 'take', keys: [key('k', 'K')], zones: 'any', printable: true },
  { id: 'nextDeal', keys: [key('n', 'N')], zones: 'any', printable: true },
];
