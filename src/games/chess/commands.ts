/**
 * Chess's commands, one row each (keys, what it runs, its button; merged with the shell's keys, F1
 * lists them). On the board: Enter or Space picks a piece up or moves it, Escape puts it back;
 * K Q T B N P jump to your king, queens, rooks (T: tower, Turm), bishops, knights, pawns, with Shift to
 * the opponent's; F reads the cursor's file, Shift+F its rank; A what attacks the square; M the moves
 * of the piece there. Anywhere: H your men by kind (Shift+H the opponent's, as H reads a hand in the
 * card games), D the board as eight lines, S the status, Shift+W whose turn, Shift+L the last move,
 * Shift+M the move list, # announces mate (V-CH-4), Shift+Enter the next game. The shell's R, L, G, V,
 * O, U, W, ?, / and Shift+N stay free. The keymap and F1 take `CHESS_COMMANDS`.
 */
import { key } from '../../play/keymap.js';
import { keysOf, seatRows, type CommandRow } from '../../play/seat-play.js';
import { JUMP_KINDS } from './messages.js';
import type { ChessPlay } from './play.js';
import { TABLE_ROWS } from './table-commands.js';
import type { Kind } from './types.js';

/** The jump keys by kind: the rook's is T (tower, Turm), as R repeats the last announcement everywhere. */
const JUMP_KEYS: Readonly<Record<Kind, string>> = { k: 'k', q: 'q', r: 't', b: 'b', n: 'n', p: 'p' };

const over = (p: ChessPlay) => p.session.view.phase === 'sessionOver';
const board = ['board'];

/**
 * The book (book-table.ts): E opens its list (Enter there opens a game or a position), Shift+E goes back
 * to the game; in a replay Shift+Right and Shift+Left step a move forward and back (the arrows alone walk
 * the board); I opens or closes the historical notes (Escape there closes them).
 */
const BOOK_ZONES = ['board', 'moves', 'book', 'status'];
const BOOK_ROWS: readonly CommandRow<ChessPlay>[] = [
  { id: 'openBook', keys: [key('e', 'E')], run: (p) => p.book.openList(), button: { when: (p) => !p.book.open } },
  { id: 'openBookEntry', keys: [key('Enter'), key(' ', 'Space')], zones: ['book'], printable: false, run: (p, ctx) => (ctx.key ? p.book.openEntry(ctx.key) : p.book.openList()) },
  { id: 'bookNext', keys: [key('ArrowRight', 'Shift+ArrowRight', { shift: true })], zones: BOOK_ZONES, printable: false, run: (p) => p.book.next(), button: { when: (p) => p.book.replaying, label: (p) => p.messages.book.next } },
  { id: 'bookPrevious', keys: [key('ArrowLeft', 'Shift+ArrowLeft', { shift: true })], zones: BOOK_ZONES, printable: false, run: (p) => p.book.previous(), button: { when: (p) => p.book.replaying, label: (p) => p.messages.book.previous } },
  { id: 'leaveBook', keys: [key('e', 'Shift+E', { shift: true })], run: (p) => p.book.leave(), button: { when: (p) => p.book.open, label: (p) => p.messages.book.leave } },
  { id: 'historicalNotes', keys: [key('i', 'I')], run: (p) => p.book.toggleNotes(), button: {} },
  { id: 'closeNotes', keys: [key('Escape')], zones: ['notes'], printable: false, run: (p) => p.book.closeNotes() },
];

export const CHESS_ROWS: readonly CommandRow<ChessPlay>[] = [
  {
    id: 'activateSquare',
    keys: [key('Enter'), key(' ', 'Space')],
    zones: board,
    printable: false,
    run: (p, ctx) => (ctx.key ? p.activateSquare(ctx.key) : p.readBoard()),
  },
  // The arrows walk the board by files and ranks (Up: towards the 8th rank), stopping at its edges.
  { id: 'squareUp', keys: [key('ArrowUp')], zones: board, printable: false, run: (p, ctx) => p.moveCursor(ctx.key, -1, 0) },
  { id: 'squareDown', keys: [key('ArrowDown')], zones: board, printable: false, run: (p, ctx) => p.moveCursor(ctx.key, 1, 0) },
  { id: 'squareLeft', keys: [key('ArrowLeft')], zones: board, printable: false, run: (p, ctx) => p.moveCursor(ctx.key, 0, -1) },
  { id: 'squareRight', keys: [key('ArrowRight')], zones: board, printable: false, run: (p, ctx) => p.moveCursor(ctx.key, 0, 1) },
  { id: 'cancelSelection', keys: [key('Escape')], zones: board, printable: false, run: (p) => p.cancelSelection() },
  ...JUMP_KINDS.flatMap((kind): CommandRow<ChessPlay>[] => {
    const k = JUMP_KEYS[kind];
    return [
      { id: `jump-${kind}`, keys: [key(k, k.toUpperCase())], zones: board, run: (p, ctx) => p.jump(kind, 'mine', ctx.key) },
      { id: `jumpTheirs-${kind}`, keys: [key(k, `Shift+${k.toUpperCase()}`, { shift: true })], zones: board, run: (p, ctx) => p.jump(kind, 'theirs', ctx.key) },
    ];
  }),
  {
    id: 'positionAfter',
    keys: [key('Enter'), key(' ', 'Space')],
    zones: ['moves'],
    printable: false,
    run: (p, ctx) => (ctx.key ? p.readPositionAfter(ctx.key) : p.goToMoveList()),
  },
  { id: 'readFile', keys: [key('f', 'F')], zones: board, run: (p, ctx) => p.readLine(ctx.key, 'file') },
  { id: 'readRank', keys: [key('f', 'Shift+F', { shift: true })], zones: board, run: (p, ctx) => p.readLine(ctx.key, 'rank') },
  { id: 'readAttacks', keys: [key('a', 'A')], zones: board, run: (p, ctx) => p.readAttacks(ctx.key) },
  { id: 'pieceMoves', keys: [key('m', 'M')], zones: board, run: (p, ctx) => p.readPieceMoves(ctx.key) },
  { id: 'listMine', keys: [key('h', 'H')], run: (p) => p.listMen('mine'), button: {} },
  { id: 'listTheirs', keys: [key('h', 'Shift+H', { shift: true })], run: (p) => p.listMen('theirs'), button: {} },
  { id: 'readBoard', keys: [key('d', 'D')], run: (p) => p.readBoard(), button: {} },
  { id: 'readStatus', keys: [key('s', 'S')], run: (p) => p.readStatus(), button: {} },
  { id: 'whoseTurn', keys: [key('w', 'Shift+W', { shift: true })], run: (p) => p.whoseTurn() },
  { id: 'lastMove', keys: [key('l', 'Shift+L', { shift: true })], run: (p) => p.lastMove(), button: {} },
  { id: 'moveList', keys: [key('m', 'Shift+M', { shift: true })], run: (p) => p.goToMoveList(), button: {} },
  {
    id: 'announceMate',
    keys: [key('#')],
    run: (p) => p.toggleAnnounce(),
    button: { when: (p) => p.announceInForce && p.view.phase === 'play', label: (p) => (p.announcing ? p.messages.ui.announceOn : p.messages.ui.announceOff) },
  },
  {
    id: 'nextDeal',
    keys: [key('Enter', 'Shift+Enter', { shift: true })],
    printable: false,
    run: (p) => p.nextDeal(),
    button: { when: (p) => p.session.view.phase === 'gameOver' && !p.book.open, primary: () => true, label: (p) => p.messages.ui.nextGame },
  },
  ...BOOK_ROWS,
  ...TABLE_ROWS,
  ...seatRows<ChessPlay>(over),
];

/** The keys of the chess table (the keymap and F1). */
export const CHESS_COMMANDS = keysOf(CHESS_ROWS);
