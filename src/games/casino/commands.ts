/**
 * Casino's commands, one row each (keys, what it runs, its button; merged with the shell's keys, F1
 * lists them): Enter on a hand card plays it (its capture, the list of its captures, or a trail when
 * nothing can be taken), A trails it; H, T, S read hand, table and status; C lists every capture best
 * first; Shift+T the last capture (C39); Z the count of the last deal; N the next deal or game. The
 * keymap and F1 take `CASINO_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { sittingOver } from './index.js';
import type { CasinoPlay } from './play.js';

const over = (p: CasinoPlay) => sittingOver(p.view, p.session.config.options.games);

export const CASINO_ROWS: readonly CommandRow<CasinoPlay>[] = [
  {
    id: 'playCard',
    keys: [key('Enter'), key(' ', 'Space')],
    zones: ['hand'],
    printable: false,
    // Enter on the hand's heading (an empty hand) is never silent: it goes on, or reads the hand.
    run: (p, ctx) => (p.session.waitingForKey ? p.continue() : ctx.key ? p.playCard(ctx.key) : p.readHand()),
  },
  { id: 'trailCard', keys: [key('a', 'A')], zones: ['hand'], run: (p, ctx) => p.trailCard(ctx.zone === 'hand' ? ctx.key : null), button: {} },
  { id: 'readHand', keys: [key('h', 'H')], run: (p) => p.readHand(), button: {} },
  { id: 'readTable', keys: [key('t', 'T')], run: (p) => p.readTable(), button: {} },
  { id: 'readLastCapture', keys: [key('t', 'Shift+T', { shift: true })], run: (p) => p.readLastCapture(), button: {} },
  { id: 'readStatus', keys: [key('s', 'S')], run: (p) => p.readStatus(), button: {} },
  { id: 'listCaptures', keys: [key('c', 'C')], run: (p) => p.listCaptures(), button: {} },
  { id: 'readCount', keys: [key('z', 'Z')], run: (p) => p.readCount(), button: {} },
  {
    id: 'nextDeal',
    keys: [key('n', 'N')],
    run: (p) => p.nextDeal(),
    // Between deals "Next deal", between the games of a sitting "Next game".
    button: {
      when: (p) => p.view.phase === 'dealOver' || (p.view.phase === 'gameOver' && !over(p)),
      primary: () => true,
      label: (p) => (p.view.phase === 'gameOver' ? p.messages.ui.nextGame : p.messages.ui.nextDeal),
    },
  },
  ...seatRows<CasinoPlay>(over),
];

/** The keys of the Casino table (the keymap and F1). */
export const CASINO_COMMANDS = keysOf(CASINO_ROWS);

/** The actions zone's buttons in the order the table always had: the reading keys, then the moves (rows' order: F1's). */
export const CASINO_BUTTON_ORDER: readonly string[] = ['readHand', 'readTable', 'readStatus', 'listCaptures', 'trailCard', 'readLastCapture', 'readCount'];
