/**
 * The Hundertspiel's commands, one row each (keys, what it runs, its button): the trick table's keys
 * with the suits' initials S Spadi, B Bastoni, C Coppi, D Denari (the pack's own names, alike in both
 * languages), and its own: Z the score, A trump and announcements, Shift+A declare, N the next deal.
 * The keymap and F1 take `HUNDERTSPIEL_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { trickRows } from '../tricks/commands.js';
import { describeAnnouncements, describeScore } from './describe.js';
import { sittingOver } from './index.js';
import type { HundertspielPlay } from './play.js';

const over = (p: HundertspielPlay) => sittingOver(p.view, p.session.config.options.games);

export const HUNDERTSPIEL_ROWS: readonly CommandRow<HundertspielPlay>[] = [
  ...trickRows<HundertspielPlay>([
    ['s', 'Sw'],
    ['b', 'Ba'],
    ['c', 'Cu'],
    ['d', 'Co'],
  ]),
  { id: 'readScore', keys: [key('z', 'Z')], run: (p) => p.say(describeScore(p.words)), button: {} },
  { id: 'readAnnouncements', keys: [key('a', 'A')], run: (p) => p.say(describeAnnouncements(p.words)), button: {} },
  { id: 'declare', keys: [key('a', 'Shift+A', { shift: true })], run: (p) => p.declare(), button: {} },
  { id: 'nextDeal', keys: [key('n', 'N')], run: (p) => p.nextDeal(), button: { when: (p) => p.view.phase === 'dealOver' && !over(p), primary: () => true } },
  ...seatRows<HundertspielPlay>(over),
];

/** The keys of the Hundertspiel table (the keymap and F1). */
export const HUNDERTSPIEL_COMMANDS = keysOf(HUNDERTSPIEL_ROWS);
