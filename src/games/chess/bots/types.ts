/**
 * Chess's computer players: their decision and its structured reason (data only: the words live in
 * the locales). The generic contract is src/ai/types.ts; rule IDs are those of shared/rules/chess.md.
 */
import type { BotLevel, BotOptions } from '../../../ai/types.js';
import type { ChessView } from '../types.js';

export interface ChessExplanation {
  level: BotLevel;
  /** The only legal move. */
  forced: boolean;
  /** The move's value for the bot in centipawns (easy: its one-ply score). */
  score: number;
  /** Moves to a forced mate: > 0 the bot mates, < 0 it is mated; null if none was seen. */
  mateIn: number | null;
  /** The deepest completed search iteration in plies (easy: 1). */
  depth: number;
  /** Nodes searched (the budget's unit). */
  nodes: number;
  /** The expected line, the bot's move first, in long algebraic notation. */
  line: string[];
}

/** How the decision was searched, for the shared bot suite and the benchmarks (not the hint's words). */
export interface ChessStats {
  level: BotLevel;
  /** Nodes the strong player's search spent of its budget; 0 for easy and normal, whose search is fixed by their level, not by the budget (its nodes are in the explanation). */
  iterations: number;
  /** The legal moves it chose among. */
  candidates: number;
  /** Nodes searched between two readings of the clock (the strong player's NODE_BATCH): the most a search by time runs past its deadline. */
  perReading: number;
  /** The thinking time ended the search (not the node budget or the deepest iteration). */
  stoppedByTime: boolean;
}

export interface ChessDecision {
  /** One of the legal moves passed in (the same string, never with '#'). */
  move: string;
  /** V-CH-4: the move mates and the bot announces it; submit `submittedMove(decision)`. */
  announce: boolean;
  explanation: ChessExplanation;
  /** The strong player's; the worker's entry (chessBots) adds them for the other levels. */
  stats?: ChessStats;
}

export interface ChessBot {
  readonly level: BotLevel;
  decide(view: ChessView, legal: readonly string[], opts: BotOptions): ChessDecision;
}
