/**
 * The Ombre family's commands, one row each (keys, what it runs, its button): the trick table's keys
 * (src/games/tricks/commands.ts) with the suits' English initials in the hand (S spades, H hearts,
 * D diamonds, C clubs, as in Whist; the trump suit's key goes to the trumps; Shift+H reads the hand
 * there), and its own: Z the table (pot, bêtes, marks), A the game (auction, contract, trump, favourite,
 * Lomber, partner, exchange, tricks), Shift+A the list of what may be done now (bids, trump, call, stop
 * or vole, throw in), K the take that ends one's exchange, N the next deal. The keymap and F1 take
 * `OMBRE_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { trickRows } from '../tricks/commands.js';
import { describeGame, describeTable } from './describe.js';
import type { OmbrePlay } from './play.js';

export const OMBRE_ROWS: readonly CommandRow<OmbrePlay>[] = [
  ...trickRows<OmbrePlay>([
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  // The button says "Table" (F1 names the command "Table and marks").
  { id: 'readTable', keys: [key('z', 'Z')], run: (p) => p.say(describeTable(p.words)), button: { label: (p) => p.messages.ui.readTable } },
  { id: 'readGame', keys: [key('a', 'A')], run: (p) => p.say(describeGame(p.words)), button: {} },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], run: (p) => p.declare(), button: {} },
  {
    id: 'take',
    keys: [key('k', 'K')],
    run: (p, ctx) => p.take(ctx),
    // While the exchange's take is mine: "Take 2 cards", as many as laid away.
    button: { when: (p) => p.session.myTurn && p.session.legalMoves.some((m) => m.type === 'take'), primary: () => true, label: (p) => p.messages.ui.take(p.view.discards.length) },
  },
  { id: 'nextDeal', keys: [key('n', 'N')], run: (p) => void p.nextDeal(), button: { when: (p) => p.view.phase === 'dealOver', primary: () => true } },
  ...seatRows<OmbrePlay>((p) => p.view.phase === 'sessionOver'),
];

/** The keys of the Ombre table (the keymap and F1). */
export const OMBRE_COMMANDS = keysOf(OMBRE_ROWS);
