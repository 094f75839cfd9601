/**
 * Chess's computer players at a table of seats (chessGame's moves, seat-moves.ts), as the bot worker
 * and the table server call them (src/games/bots.ts): the level's bot (index.ts) chooses among the
 * board moves; its move goes in V-CH-4's announced form when it mates ("computer players always
 * announce their mates"); a draw offered to it is accepted by B-CH-19, from its own evaluation of the
 * position in its view (the search's value for normal and strong, the static evaluation for easy),
 * when that is clearly below even — on its own turn among its moves, or at once when offered on the
 * other side's turn (the engine's `answers`: agree or decline; `answerOutOfTurn`). It never offers a draw (B-CH-19: never in a won position). Every
 * decision carries the reasons for its move (reasons.ts): data for the hint's words.
 */
import type { LevelBots } from '../../../ai/game-bots.js';
import type { BotOptions } from '../../../ai/types.js';
import { legalMoveList } from '../generate.js';
import { uciOf } from '../uci.js';
import { bareMove, isBoardMove, parseAction } from '../seat-moves.js';
import type { ChessView } from '../types.js';
import { evaluate } from './evaluate.js';
import { chessBots } from './index.js';
import { botPosition, rootMoves } from './position.js';
import { DRAW_ACCEPT_BELOW, acceptsDraw, reasonsFor, type ChessReason } from './reasons.js';
import type { ChessDecision, ChessExplanation, ChessStats } from './types.js';

export type { ChessReason, ChessReasonId } from './reasons.js';
export { REASON_IDS, REASON_RULES, reasonsFor } from './reasons.js';

/** A decision at a table: the seat's move, and why (the reasons). */
export interface ChessSeatDecision extends ChessDecision {
  explanation: ChessExplanation & { reasons: ChessReason[] };
  stats: ChessStats;
}

export const chessSeatBots: LevelBots<ChessView, string, ChessSeatDecision> = {
  decide(level, view, legal, opts) {
    const moves = [...new Set(legal.filter(isBoardMove).map(bareMove))];
    const accept = legal.find((m) => parseAction(m)?.action === 'agreeDraw');
    if (moves.length === 0) return answerOutOfTurn(level, view, legal, accept, opts);
    const d = chessBots.decide(level, view, moves, opts);
    const { board } = botPosition(view);
    const chosen = rootMoves(board, [d.move]).numbers[0];
    const reasons = chosen === undefined ? [] : reasonsFor(board, chosen, { forced: moves.length === 1, mateIn: d.explanation.mateIn });
    const value = d.explanation.level === 'easy' ? evaluate(board) : d.explanation.score;
    if (accept && value < DRAW_ACCEPT_BELOW) return { ...d, move: accept, announce: false, explanation: { ...d.explanation, reasons: [acceptsDraw()] } };
    const announced = `${d.move}#`;
    return { ...d, move: d.announce && legal.includes(announced) ? announced : d.move, explanation: { ...d.explanation, reasons } };
  },
};

/**
 * A draw offered on the other side's turn (the engine's `answers`: agree or decline, CH30), so the
 * board's side to move is the other's. B-CH-19 "after its own search": the level searches the other
 * side's replies from the view (easy: the static evaluation), and the position's value for this side
 * is that value negated; below DRAW_ACCEPT_BELOW it agrees, else it declines. It plays no board move.
 */
function answerOutOfTurn(level: string, view: ChessView, legal: readonly string[], accept: string | undefined, opts: BotOptions): ChessSeatDecision {
  const decline = legal.find((m) => parseAction(m)?.action === 'declineDraw');
  if (accept === undefined || decline === undefined) throw new Error('chess bots: no board move and no draw offer to answer');
  const { board } = botPosition(view);
  const theirs = legalMoveList(board).map(uciOf);
  const d = chessBots.decide(level, view, theirs, opts);
  const value = d.explanation.level === 'easy' ? -evaluate(board) : -d.explanation.score;
  const agrees = value < DRAW_ACCEPT_BELOW;
  return { ...d, move: agrees ? accept : decline, announce: false, explanation: { ...d.explanation, reasons: agrees ? [acceptsDraw()] : [] } };
}
