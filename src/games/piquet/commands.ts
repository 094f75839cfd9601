/**
 * Piquet's commands, one row each (keys, what it runs, its button): the trick table's keys with the
 * suits' English initials in the hand (S spades, H hearts, D diamonds, C clubs, as in Whist; Shift+H
 * reads the hand there; Enter on a card lays it away in the exchange and plays it in the tricks), and
 * its own: Z the score, A the declarations of this deal, E the exchange (the talon, what you laid away,
 * what you took and saw), Shift+A the exchange's choices (take, or lay away more), K lays the marked
 * cards away and takes as many (issue 27; Enter or Space on a card marks it in the exchange), N the next
 * deal (after a game: the next game). The keymap and F1 take `PIQUET_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { trickRows } from '../tricks/commands.js';
import { describeDeclarations, describeExchange, describeScore } from './describe.js';
import type { PiquetPlay } from './play.js';

const inExchange = (p: PiquetPlay) => p.view.phase === 'exchange-elder' || p.view.phase === 'exchange-younger';

export const PIQUET_ROWS: readonly CommandRow<PiquetPlay>[] = [
  ...trickRows<PiquetPlay>([
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  { id: 'readScore', keys: [key('z', 'Z')], run: (p) => p.say(describeScore(p.words)), button: {} },
  { id: 'readDeclarations', keys: [key('a', 'A')], run: (p) => p.say(describeDeclarations(p.words)), button: {} },
  { id: 'readExchange', keys: [key('e', 'E')], run: (p) => p.say(describeExchange(p.words)), button: {} },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], run: (p) => p.declare(), button: { when: (p) => p.session.myTurn && inExchange(p) } },
  // Issue 27: the marked cards laid away and as many taken, in one key (the suggestion accepted, or changed).
  { id: 'take', keys: [key('k', 'K')], run: (p, ctx) => p.acceptMarks(ctx) },
  {
    id: 'nextDeal',
    keys: [key('n', 'N')],
    run: (p) => void p.nextDeal(),
    // After a game, N plays the next one (Q36): the button says so.
    button: { when: (p) => p.view.phase === 'dealOver' || p.view.phase === 'gameOver', primary: () => true, label: (p) => (p.view.phase === 'gameOver' ? p.messages.ui.nextGame : p.messages.ui.nextDeal) },
  },
  // At a game's end the next game is the primary button, a new game the other.
  ...seatRows<PiquetPlay>((p) => p.view.phase === 'gameOver', { newGamePrimary: false }),
];

/** The keys of the Piquet table (the keymap and F1). */
export const PIQUET_COMMANDS = keysOf(PIQUET_ROWS);
