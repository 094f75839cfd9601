/**
 * The book (issue 25): Fielding's restored games and positions (shared/rules/chess.md §13) as data, for
 * the table's replays and puzzles, and the ids of its historical notes (§11). Each entry keeps the
 * spec's moves in long algebraic notation (CH34) and its SAN (CH35), so a test can hold the engine's SAN
 * to the book's; its words (titles, summaries, the notes) are in locales/chess/book-{de,en}.ts.
 *
 * The book's law is in force (PD-CH-2, the Fielding preset: V-CH-1 and V-CH-2); its games also under
 * law e (V-CH-4), so the book's mates are announced and won in full, as the book scores them (EX-CH-3:
 * "White wins, stake 1").
 */
import type { ChessOptions, Color } from './types.js';

/** A game of the book replayed move by move (EX-CH-2, EX-CH-3, EX-CH-4). */
export interface BookReplay {
  readonly id: string;
  readonly kind: 'replay';
  /** The FEN the game starts from (the standard start, or the book's diagram). */
  readonly start: string;
  /** The spec's long algebraic moves, in order (never with '#': the mate is announced as it is played). */
  readonly moves: readonly string[];
  /** The spec's SAN of the same moves (with '+' and '#'). */
  readonly san: readonly string[];
  readonly options: ChessOptions;
}

/** A position of the book to solve: the player's moves and the book's replies alternate, the player's first. */
export interface BookPuzzle {
  readonly id: string;
  readonly kind: 'puzzle';
  readonly start: string;
  /** The book's line: the solver's move, the book's reply, … ending with the solver's mate. */
  readonly line: readonly string[];
  readonly san: readonly string[];
  readonly options: ChessOptions;
}

export type BookEntry = BookReplay | BookPuzzle;

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** The book's law (PD-CH-2); its games under law e as well (V-CH-4). */
const FIELDING: ChessOptions = { preset: 'fielding' };
const FIELDING_ANNOUNCED: ChessOptions = { preset: 'fielding', variants: ['V-CH-4'] };

const words = (s: string): readonly string[] => s.split(' ');

export const BOOK: readonly BookEntry[] = [
  {
    id: 'EX-CH-3',
    kind: 'replay',
    start: START,
    moves: words('e2e4 e7e5 f2f4 e5f4 g1f3 h7h6 f1c4 g7g5 h2h4 f7f6 f3g5 f6g5 d1h5 e8e7 h5f7 e7d6 f7d5 d6e7 d5e5'),
    san: words('e4 e5 f4 exf4 Nf3 h6 Bc4 g5 h4 f6 Nxg5 fxg5 Qh5+ Ke7 Qf7+ Kd6 Qd5+ Ke7 Qe5#'),
    options: FIELDING_ANNOUNCED,
  },
  {
    id: 'EX-CH-4',
    kind: 'replay',
    start: START,
    moves: words('e2e4 e7e5 f2f4 e5f4 g1f3 g7g5 f1c4 f7f6 f3g5 f6g5 d1h5 e8e7 h5g5 e7e8 g5h5 e8e7 h5e5'),
    san: words('e4 e5 f4 exf4 Nf3 g5 Bc4 f6 Nxg5 fxg5 Qh5+ Ke7 Qxg5+ Ke8 Qh5+ Ke7 Qe5#'),
    options: FIELDING_ANNOUNCED,
  },
  {
    id: 'EX-CH-2',
    kind: 'replay',
    start: '4k3/8/8/8/5p1p/8/6P1/4K3 w - - 0 1',
    moves: words('g2g4 h4g3'),
    san: words('g4 hxg3'),
    options: FIELDING,
  },
  {
    id: 'EX-CH-7',
    kind: 'puzzle',
    start: '8/8/8/3K4/4R3/p7/8/1k6 w - - 0 1',
    line: words('d5c4 a3a2 c4b3 a2a1q e4e1'),
    san: words('Kc4 a2 Kb3 a1=Q Re1#'),
    options: FIELDING,
  },
  {
    id: 'EX-CH-8',
    kind: 'puzzle',
    start: 'k1r5/pp3p1r/6p1/3N1b2/2P1p1n1/4Q1Pq/1P1B1P2/3R2K1 w - - 0 1',
    line: words('e3a7 a8a7 d1a1 a7b8 d2f4 c8c7 f4c7 b8c8 a1a8 c8d7 a8d8 d7e6 d8e8 e6d7 e8e7 d7c8 d5b6'),
    san: words('Qxa7+ Kxa7 Ra1+ Kb8 Bf4+ Rc7 Bxc7+ Kc8 Ra8+ Kd7 Rd8+ Ke6 Re8+ Kd7 Re7+ Kc8 Nb6#'),
    options: FIELDING,
  },
  {
    id: 'EX-CH-5',
    kind: 'puzzle',
    start: 'k7/pp1r4/1n3b2/1N6/5Qp1/5pPq/5P2/4R1K1 w - - 0 1',
    line: words('e1e8 f6d8 e8d8 d7d8 b5c7 a8b8 c7a6 b8a8 f4b8 d8b8 a6c7'),
    san: words('Re8+ Bd8 Rxd8+ Rxd8 Nc7+ Kb8 Na6+ Ka8 Qb8+ Rxb8 Nc7#'),
    options: FIELDING,
  },
  {
    id: 'EX-CH-6',
    kind: 'puzzle',
    start: '1kr2b1r/pp2p3/3p1n2/1P1N4/6p1/2R1QpPq/2B2P2/4R1K1 w - - 0 1',
    line: words('e3a7 b8a7 e1a1 a7b8 a1a8 b8a8 c3c8 a8a7 b5b6 a7a6 c2d3 a6a5 c8a8'),
    san: words('Qxa7+ Kxa7 Ra1+ Kb8 Ra8+ Kxa8 Rxc8+ Ka7 b6+ Ka6 Bd3+ Ka5 Ra8#'),
    options: FIELDING,
  },
  {
    id: 'EX-CH-9',
    kind: 'puzzle',
    start: '5rk1/4r3/1p4pR/1Pbq4/n3p2N/4Q1P1/6K1/5R2 w - - 0 1',
    line: words('h6h8 g8h8 e3h6 e7h7 f1f8 c5f8 h6f8 d5g8 h4g6'),
    san: words('Rh8+ Kxh8 Qh6+ Rh7 Rxf8+ Bxf8 Qxf8+ Qg8 Nxg6#'),
    options: FIELDING,
  },
];

/** The side that moves first in an entry (the puzzle's solver). */
export const firstToMove = (e: BookEntry): Color => (e.start.split(' ')[1] === 'b' ? 'b' : 'w');

/** How many moves the solver makes in a puzzle ("mate in six"). */
export const solverMoves = (p: BookPuzzle): number => Math.ceil(p.line.length / 2);

/** The historical notes of chess.md §11, in its order (their words: locales/chess/book-{de,en}.ts). */
export const BOOK_NOTES = ['legend', 'wheat', 'west', 'kinds', 'living', 'bishops', 'war', 'markedPawn'] as const;
export type BookNoteId = (typeof BOOK_NOTES)[number];

export const bookEntry = (id: string): BookEntry | undefined => BOOK.find((e) => e.id === id);
