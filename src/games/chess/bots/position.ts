/**
 * What a chess bot reads from its view (the whole state: chess hides nothing, §9): the working
 * board, the rules in force, and the hashes of the game's earlier positions for CH26's repetition.
 */
import type { Board } from '../board.js';
import { parseFen } from '../fen.js';
import { legalMoveList } from '../generate.js';
import { boardOf } from '../position.js';
import { resolveRules } from '../rules.js';
import type { ChessRules, ChessView } from '../types.js';
import { uciOf } from '../uci.js';
import { hashOf, type Hash } from './zobrist.js';

export interface BotPosition {
  board: Board;
  rules: ChessRules;
  /** Earlier positions since the last capture or pawn move (the current one excluded). */
  history: Hash[];
}

export function botPosition(view: ChessView): BotPosition {
  const rules = resolveRules(view.options);
  const board = boardOf(view, rules);
  const history: Hash[] = [];
  // view.history holds each position's repetition identity (the FEN's first four fields), the current one last
  const keys = view.history ?? [];
  const from = Math.max(0, keys.length - 1 - board.half);
  for (let i = from; i < keys.length - 1; i++) {
    const b = parseFen(`${keys[i]} 0 1`);
    if (typeof b !== 'string') history.push(hashOf(b, { lo: 0, hi: 0 }));
  }
  return { board, rules, history };
}

/**
 * The engine's move numbers for the caller's legal moves, in the caller's order: the bot chooses
 * only among what the engine allows at the root (V-CH-1's waiting pawns, V-CH-5's picked-up piece).
 */
export function rootMoves(board: Board, legal: readonly string[]): { numbers: number[]; strings: string[] } {
  const byUci = new Map<string, number>();
  for (const m of legalMoveList(board)) byUci.set(uciOf(m), m);
  const numbers: number[] = [], strings: string[] = [];
  for (const s of legal) {
    const m = byUci.get(s.replace(/#$/, ''));
    if (m !== undefined) {
      numbers.push(m);
      strings.push(s);
    }
  }
  return { numbers, strings };
}

/** The move mates (V-CH-4: a computer player always announces its mates). */
export function mates(board: Board, m: number): boolean {
  board.make(m);
  const mate = board.inCheck() && legalMoveList(board).length === 0;
  board.unmake(m);
  return mate;
}
