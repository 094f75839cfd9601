/**
 * The chess table's rows for resignation and draw offers (CH30; table-play.ts): Shift+R resigns,
 * Shift+D offers a draw or answers one offered, Shift+X declines it; each also a button while it applies.
 */
import { key } from '../../play/keymap.js';
import type { CommandRow } from '../../play/seat-play.js';
import type { ChessPlay } from './play.js';

export const TABLE_ROWS: readonly CommandRow<ChessPlay>[] = [
  { id: 'resign', keys: [key('r', 'Shift+R', { shift: true })], run: (p) => p.tableMoves.resign(), button: { when: (p) => p.tableMoves.inPlay } },
  {
    id: 'offerDraw',
    keys: [key('d', 'Shift+D', { shift: true })],
    run: (p) => p.tableMoves.offerOrAnswer(),
    button: { when: (p) => p.tableMoves.inPlay, label: (p) => (p.tableMoves.offeredToMe ? p.messages.table.acceptButton : p.messages.table.offerButton) },
  },
  { id: 'declineDraw', keys: [key('x', 'Shift+X', { shift: true })], run: (p) => p.tableMoves.decline(), button: { when: (p) => p.tableMoves.inPlay && p.tableMoves.offeredToMe, label: (p) => p.messages.table.declineButton } },
];
