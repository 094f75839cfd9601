/** Chess's data: options, positions, states, events (contract: shared/contracts/chess-engine.md). */
import type { MoveResult } from '../../engine/game.js';

export type Color = 'w' | 'b';
/** CH33. */
export type Phase = 'play' | 'gameOver' | 'sessionOver';
export type Reason =
  | 'checkmate'
  | 'checkmate-unannounced'
  | 'stalemate'
  | 'insufficient-material'
  | 'fifty-moves'
  | 'repetition'
  | 'resignation'
  | 'agreement';
/** Piece kinds: king, queen, rook, bishop, knight, pawn. */
export type Kind = 'k' | 'q' | 'r' | 'b' | 'n' | 'p';
export type Player = 0 | 1;

export interface ChessOptions {
  /** 'V-CH-1' … 'V-CH-5' (chess.md §6); default none: today's rules. */
  variants?: string[];
  /** 'fielding' adds V-CH-1 and V-CH-2 (PD-CH-2); 'fide' adds nothing. */
  preset?: 'fide' | 'fielding';
  /** G, games in the session (CH31); default 1. */
  games?: number;
  /** The FEN every game of the session starts from; default the standard start (CH14). */
  start?: string;
}

/** The rules in force, from the options (rules.ts). */
export interface ChessRules {
  /** Every variant in force, preset included, sorted. */
  readonly variants: readonly string[];
  /** V-CH-1: promotion only to a lacking piece, waiting pawns. */
  readonly lacking: boolean;
  /** CH25: a draw; V-CH-2: half lost by the stalemated side; V-CH-3: won by it. */
  readonly stalemate: 'draw' | 'half' | 'english';
  /** V-CH-4: a mate wins in full only when announced. */
  readonly announce: boolean;
  readonly games: number;
  /** The start FEN of every game, as the options give it (position.ts checks and normalises it). */
  readonly start: string;
}

/** CH29. */
export interface GameResult {
  winner: Color | null;
  reason: Reason;
  stake: 0 | 0.5 | 1;
}

/** A finished game; `white`: the player who had White in it. */
export interface PlayedGame extends GameResult {
  white: Player;
}

/** The contract's plain JSON description of a state. */
export interface ChessPosition {
  options: ChessOptions;
  startFen: string;
  /** The game's moves in long algebraic notation (never with '#'). */
  moves: string[];
  fen: string;
  /** V-CH-1: the squares of each colour's waiting pawns, longest-waiting first. */
  waiting: { w: string[]; b: string[] };
  phase: Phase;
  toMove: Color | null;
  result: GameResult | null;
  game: number;
  white: Player;
  results: PlayedGame[];
  points: [number, number];
}

/** A position plus the repetition identity (CH26) of every position of this game, the start's first. */
export interface ChessState extends ChessPosition {
  history: string[];
  /** CH30 at a table (seat-moves.ts): the colour whose draw offer stands, until the other side answers or moves. */
  drawOffer?: Color;
}

/** Chess hides nothing (section 9): a player's view is the whole state. */
export type ChessView = ChessState;

export type ChessEvent =
  | { type: 'gameStarted'; game: number; white: Player; fen: string }
  | { type: 'move'; color: Color; uci: string; san: string; piece: Kind; from: string; to: string; ply: number }
  | { type: 'castle'; color: Color; side: 'king' | 'queen' }
  | { type: 'capture'; color: Color; piece: Kind; square: string; enPassant: boolean }
  | { type: 'promotion'; color: Color; square: string; piece: Kind }
  | { type: 'pawnWaits'; color: Color; square: string }
  | { type: 'pawnRelieved'; color: Color; square: string; piece: Kind }
  | { type: 'check'; color: Color; king: string; by: string[] }
  | { type: 'checkmate'; winner: Color; announced: boolean }
  | { type: 'stalemate'; color: Color }
  | { type: 'draw'; reason: 'insufficient-material' | 'fifty-moves' | 'repetition' | 'agreement' }
  | { type: 'resignation'; color: Color }
  /** CH30 at a table (seat-moves.ts): `color` offers a draw; the other side declines it (`byMove`: by moving instead). */
  | { type: 'drawOffered'; color: Color }
  | { type: 'drawDeclined'; color: Color; byMove: boolean }
  | { type: 'gameOver'; result: GameResult; points: [number, number] }
  | { type: 'sessionOver'; points: [number, number] };

export type ChessMoveResult = MoveResult<ChessState, ChessEvent>;
/** The contract's name for it. */
export type { ChessMoveResult as MoveResult };
