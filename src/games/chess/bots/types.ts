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

export interface ChessDecision {
  /** One of the legal moves passed in (the same string, never with '#'). */
  move: string;
  /** V-CH-4: the move mates and the bot announces it; submit `submittedMove(decision)`. */
  announce: boolean;
  explanation: ChessExplanation;
}

export interface ChessBot {
  readonly level: BotLevel;
  decide(view: ChessView, legal: readonly string[], opts: BotOptions): ChessDecision;
}
