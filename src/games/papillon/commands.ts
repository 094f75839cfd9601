/**
 * Papillon's commands, one row each (keys, what it runs, its button; merged with the shell's keys, F1
 * lists them): Enter on a hand card plays it (its capture, or the list of its captures); H, T, S read
 * hand, table and status; C lists every capture best first; A lays down (confirmed first); N the next
 * deal. The keymap and F1 take `PAPILLON_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import type { PapillonPlay } from './play.js';

export const PAPILLON_ROWS: readonly CommandRow<PapillonPlay>[] = [
  {
    id: 'playCard',
    keys: [key('Enter'), key(' ', 'Space')],
    zones: ['hand'],
    printable: false,
    // Enter on the hand's heading (an empty hand) is never silent: it goes on, or reads the hand.
    run: (p, ctx) => (p.session.waitingForKey ? p.continue() : ctx.key ? p.playCard(ctx.key) : p.readHand()),
  },
  { id: 'readHand', keys: [key('h', 'H')], run: (p) => p.readHand(), button: {} },
  { id: 'readTable', keys: [key('t', 'T')], run: (p) => p.readTable(), button: {} },
  { id: 'readStatus', keys: [key('s', 'S')], run: (p) => p.readStatus(), button: {} },
  // The button says "Captures" (F1 names the command "List captures").
  { id: 'listCaptures', keys: [key('c', 'C')], run: (p) => p.listCaptures(), button: { label: (p) => p.messages.ui.captures } },
  { id: 'layDown', keys: [key('a', 'A')], run: (p) => p.askLayDown(), button: {} },
  { id: 'nextDeal', keys: [key('n', 'N')], run: (p) => p.nextDeal(), button: { when: (p) => p.view.phase === 'dealOver', primary: () => true } },
  ...seatRows<PapillonPlay>((p) => p.view.phase === 'sessionOver'),
];

/** The keys of the Papillon table (the keymap and F1). */
export const PAPILLON_COMMANDS = keysOf(PAPILLON_ROWS);
