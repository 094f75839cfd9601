/**
 * Whist's commands, one row each (keys, what it runs, its button): the trick table's keys with the
 * suits' English initials in the hand (S spades, H hearts, D diamonds, C clubs: alike in both languages;
 * Shift+H reads the hand there), and its own: Z the score, A trump, turn-up and calls, Shift+A the call
 * at eight (and a claim, V-W-5), N the next deal. The keymap and F1 take `WHIST_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { trickRows } from '../tricks/commands.js';
import { describeScore, describeTrump } from './describe.js';
import type { WhistPlay } from './play.js';

export const WHIST_ROWS: readonly CommandRow<WhistPlay>[] = [
  ...trickRows<WhistPlay>([
    ['s', 'S'],
    ['h', 'H'],
    ['d', 'D'],
    ['c', 'C'],
  ]),
  { id: 'readScore', keys: [key('z', 'Z')], run: (p) => p.say(describeScore(p.words)), button: {} },
  { id: 'readTrump', keys: [key('a', 'A')], run: (p) => p.say(describeTrump(p.words)), button: {} },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], run: (p) => p.declare(), button: {} },
  { id: 'nextDeal', keys: [key('n', 'N')], run: (p) => p.nextDeal(), button: { when: (p) => p.view.phase !== 'play' && p.view.phase !== 'sessionOver', primary: () => true } },
  ...seatRows<WhistPlay>((p) => p.view.phase === 'sessionOver'),
];

/** The keys of the Whist table (the keymap and F1). */
export const WHIST_COMMANDS = keysOf(WHIST_ROWS);

