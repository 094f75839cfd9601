/**
 * Boston's commands, one row each (keys, what it runs, its button): the trick table's keys
 * (src/games/tricks/commands.ts) with the suits' English initials in the hand (S spades, H hearts,
 * D diamonds, C clubs, as in Whist and Ombre; Shift+H reads the hand there), and its own: Z the table
 * (pot, bêtes, marks), A the game (the suits, the auction or the contract, trump, partner, tricks),
 * B the bid now and who holds it, Shift+B what I may bid, E the hand laid face up (BO31), Shift+A the
 * list of what I may do now (the auction's rungs, the trump, the whist round, the leader), N the next
 * deal. The keymap and F1 take `BOSTON_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { trickRows } from '../tricks/commands.js';
import { describeGame, describeTable, openSeat } from './describe.js';
import type { BostonPlay } from './play.js';

export const BOSTON_ROWS: readonly CommandRow<BostonPlay>[] = [
  ...trickRows<BostonPlay>([
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  // The button says "Table" (F1 names the command "Table and marks").
  { id: 'readTable', keys: [key('z', 'Z')], run: (p) => p.say(describeTable(p.words)), button: { label: (p) => p.messages.ui.readTable } },
  { id: 'readGame', keys: [key('a', 'A')], run: (p) => p.say(describeGame(p.words)), button: {} },
  { id: 'readBid', keys: [key('b', 'B')], run: (p) => p.readBid(), button: { when: (p) => p.view.phase === 'auction' } },
  { id: 'mayBid', keys: [key('b', 'Shift+B', { shift: true })], run: (p) => p.mayBid(), button: { when: (p) => p.view.phase === 'auction' } },
  { id: 'readOpen', keys: [key('e', 'E')], run: (p) => p.readOpen(), button: { when: (p) => openSeat(p.view) !== null } },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], run: (p) => p.declare(), button: {} },
  { id: 'nextDeal', keys: [key('n', 'N')], run: (p) => void p.nextDeal(), button: { when: (p) => p.view.phase === 'dealOver', primary: () => true } },
  ...seatRows<BostonPlay>((p) => p.view.phase === 'sessionOver'),
];

/** The keys of the Boston table (the keymap and F1). */
export const BOSTON_COMMANDS = keysOf(BOSTON_ROWS);
