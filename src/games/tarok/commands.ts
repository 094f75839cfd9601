/**
 * Tarok's commands, one row each (keys, what it runs, its button): the trick table's keys
 * (src/games/tricks/commands.ts) with X for the taroks and the suits' English initials in the hand (S
 * spades, H hearts, D diamonds, C clubs, as in Whist and Boston; Shift+H reads the hand there), and its
 * own: Z the table (marks; en deux the party, the distance to 100 and the 50 line), A the game (the
 * announcements, or Taroklomber's auction and calls; the Skat where I see it; the tricks), B the
 * auction now (Taroklomber), E the order of the cards (T2, T3: said once, and again here), Shift+A the
 * list of what I may do now (bid, pass, hold; a call), N the next deal. The keymap and F1 take
 * `TAROK_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { trickRows } from '../tricks/commands.js';
import { describeBid, describeGame, describeTable, rulesOf } from './describe.js';
import type { TarokPlay } from './play.js';

export const TAROK_ROWS: readonly CommandRow<TarokPlay>[] = [
  ...trickRows<TarokPlay>([
    ['x', 'T'],
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  // The button says "Table" (F1 names the command "Table and marks").
  { id: 'readTable', keys: [key('z', 'Z')], run: (p) => p.say(describeTable(p.words)), button: { label: (p) => p.messages.ui.readTable } },
  { id: 'readGame', keys: [key('a', 'A')], run: (p) => p.say(describeGame(p.words)), button: {} },
  { id: 'readBid', keys: [key('b', 'B')], run: (p) => p.say(describeBid(p.words)), button: { when: (p) => rulesOf(p.view).form === 'lomber' && p.view.phase === 'auction' } },
  { id: 'readOrder', keys: [key('e', 'E')], run: (p) => p.say(p.messages.tarok.order) },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], run: (p) => p.declare(), button: {} },
  { id: 'nextDeal', keys: [key('n', 'N')], run: (p) => void p.nextDeal(), button: { when: (p) => p.view.phase === 'dealOver' || p.view.phase === 'partyOver', primary: () => true } },
  ...seatRows<TarokPlay>((p) => p.view.phase === 'sessionOver'),
];

/** The keys of the Tarok table (the keymap and F1). */
export const TAROK_COMMANDS = keysOf(TAROK_ROWS);
