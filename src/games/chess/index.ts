/**
 * Chess's public API (contract: shared/contracts/chess-engine.md, documented in docs/engine.md).
 * Pure TypeScript, our own: imports cleanly in Node and in the browser.
 */
import type { SeatGame } from '../../engine/game.js';
import { optionsShapeProblem } from '../../engine/options.js';
import { loadStart, boardOf, fromPosition, stateFromJSON } from './position.js';
import { perftBoard } from './perft.js';
import { OPTION_KEYS, optionsProblem, resolveRules } from './rules.js';
import { gameStarted, newSession, nextGame } from './session.js';
import { legalMoveList } from './generate.js';
import { uciOf } from './uci.js';
import { notYourTurnIn, toMoveIn } from './turn.js';
import { answerMoves, anytimeMoves, applySeatMove, seatLegalMoves, withOffer } from './seat-moves.js';
import type { ChessEvent, ChessOptions, ChessPosition, ChessState, ChessView } from './types.js';

export type * from './types.js';
export { applyMove, resign, agreeDraw, moveProblem } from './apply.js';
export { newSession, nextGame, nextGame as nextDeal } from './session.js';
export { fromPosition, toPosition, stateFromJSON } from './position.js';
export { VARIANT_IDS, PRESETS, optionsProblem, resolveRules } from './rules.js';
export { START_FEN } from './fen.js';
export { notYourTurnIn, toMoveIn } from './turn.js';
export { TABLE_ACTIONS, actionMove, answerMoves, anytimeMoves, applySeatMove, bareMove, isBoardMove, isPlainMove, parseAction, seatLegalMoves, type TableAction } from './seat-moves.js';

/** The side to move's legal moves in long algebraic notation (never with '#'); [] outside 'play'. */
export function legalMoves(s: ChessState): string[] {
  if (s.phase !== 'play') return [];
  return legalMoveList(boardOf(s, resolveRules(s.options))).map(uciOf);
}

/** Section 10: the sequences of `depth` legal moves (a string is a FEN under today's rules). */
export function perft(position: ChessPosition | string, depth: number): number {
  if (typeof position === 'string') return perftBoard(loadStart(position, resolveRules({})), depth);
  const s = fromPosition(position);
  return perftBoard(boardOf(s, resolveRules(s.options)), depth);
}

/**
 * Chess at a table of seats (src/engine/game.ts): two seats, the session's players 0 and 1, their
 * colours drawn for the first game and changed every game (CH31). Nothing is hidden (section 9): a
 * view is the state, no card is hidden, resampling is a copy. Its moves are the table's (seat-moves.ts):
 * the board's, V-CH-4's announced forms, and CH30's resignation and draw offers, some of them a seat's
 * whoever is to move (`anytime`).
 */
export const chessGame: SeatGame<ChessState, string, ChessView, ChessEvent, ChessOptions> = {
  id: 'chess',
  players: { min: 2, max: 2 },
  start(options, seed) {
    const state = newSession(options, seed);
    return { state, events: [gameStarted(state)] };
  },
  toMove: toMoveIn,
  legalMoves: seatLegalMoves,
  applyMove: applySeatMove,
  anytime: anytimeMoves,
  // CH30: a draw offered to the seat not to move is put to it at once (a computer answers it then).
  answers: answerMoves,
  // CH31: the next game of the session from the end of one.
  advance(s) {
    if (s.phase !== 'gameOver') return null;
    const state = nextGame(s);
    return { state, events: [gameStarted(state)] };
  },
  isOver: (s) => s.phase === 'sessionOver',
  notYourTurn: notYourTurnIn,
  view: (s) => s,
  visibleEvent: (e) => e,
  resample: (v) => structuredClone(v),
  hiddenCards: () => [],
  fromJSON: (json) => withOffer(stateFromJSON(json), json),
  // CH31: a session between two players.
  optionsFor(raw, seats) {
    if (seats !== 2) return { problem: `chess is for two players (CH31), not ${seats}` };
    const shape = optionsShapeProblem(raw, OPTION_KEYS);
    if (shape) return { problem: shape };
    const options = structuredClone(raw) as ChessOptions;
    const problem = optionsProblem(options);
    if (problem) return { problem };
    try {
      newSession(options, 'options');
    } catch (e) {
      return { problem: (e as Error).message };
    }
    return { options };
  },
};
