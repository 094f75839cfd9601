/**
 * Chess's moves at a table of seats (`chessGame`, src/engine/game.ts): the contract's moves and what a
 * table needs besides them, as move strings the engine lists and validates itself, so that a table
 * with friends carries them like any move (server/table.ts accepts only what the engine lists):
 *
 * - V-CH-4: every board move also in its announced form, `e2e4#` (listed for every move, so the list
 *   never tells which moves mate; PD-CH-5: an announcement on a move that does not mate means nothing).
 * - CH30: `resign:<colour>`, and a draw offer, `offerDraw:<colour>`, which the other side answers with
 *   `agreeDraw:<colour>` (the contract's agreeDraw) or `declineDraw:<colour>`; a board move by the side
 *   offered the draw declines it too, and the offer lapses with it (as FIDE). These are a seat's moves
 *   whoever is to move (`anytimeMoves`: resigning "at any moment", CH30); the mover's list holds its
 *   `agreeDraw` while a draw is offered to it, so a computer player answers among its legal moves.
 *
 * The standing offer is the state's `drawOffer` (the colour that offered; an extra field of the state,
 * as the contract allows: `toPosition` leaves it out, `fromPosition` never needs it).
 */
import type { RuleViolation } from '../../engine/game.js';
import { agreeDraw, applyMove, resign } from './apply.js';
import { other } from './end.js';
import { legalMoveList } from './generate.js';
import { boardOf } from './position.js';
import { resolveRules } from './rules.js';
import { uciOf } from './uci.js';
import type { ChessMoveResult, ChessState, Color, Player } from './types.js';

/** The moves of a table besides the board's (CH30), each written `<action>:<colour>`. */
export const TABLE_ACTIONS = ['resign', 'offerDraw', 'agreeDraw', 'declineDraw'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

export const actionMove = (action: TableAction, color: Color): string => `${action}:${color}`;

/** The action and colour a move string names, or null (a board move, or no move at all). */
export function parseAction(move: unknown): { action: TableAction; color: Color } | null {
  if (typeof move !== 'string') return null;
  const [action, color, ...rest] = move.split(':');
  if (rest.length || (color !== 'w' && color !== 'b') || !(TABLE_ACTIONS as readonly string[]).includes(action!)) return null;
  return { action: action as TableAction, color };
}

/** A move on the board (with or without V-CH-4's '#'), not a table action. */
export const isBoardMove = (move: string): boolean => parseAction(move) === null;
/** A board move as the contract lists it: no table action, no announcement (what the board and the command line offer). */
export const isPlainMove = (move: string): boolean => isBoardMove(move) && !move.endsWith('#');
/** The board move without V-CH-4's announcement. */
export const bareMove = (move: string): string => move.replace(/#$/, '');

const standingOffer = (s: ChessState): Color | null => (s.phase === 'play' ? (s.drawOffer ?? null) : null);
const colorOfSeat = (s: Pick<ChessState, 'white'>, seat: number): Color => (seat === s.white ? 'w' : 'b');
/** The player who has `color` in this game. */
export const playerOf = (s: Pick<ChessState, 'white'>, color: Color): Player => (color === 'w' ? s.white : ((1 - s.white) as Player));

/** CH30: what a seat may do whoever is to move: resign, offer a draw (none standing), answer one offered to it. */
export function anytimeMoves(s: ChessState, seat: number): string[] {
  if (s.phase !== 'play' || (seat !== 0 && seat !== 1)) return [];
  const me = colorOfSeat(s, seat);
  const offer = standingOffer(s);
  const out = [actionMove('resign', me)];
  if (offer === null) out.push(actionMove('offerDraw', me));
  if (offer === other(me)) out.push(actionMove('agreeDraw', me), actionMove('declineDraw', me));
  return out;
}

/**
 * CH30, B-CH-19: what a seat that is not to move is asked now: a draw offered to it (on the offerer's
 * own turn), agree or decline. The seat to move answers among its legal moves (a board move declines).
 */
export function answerMoves(s: ChessState, seat: number): string[] {
  if (s.phase !== 'play' || (seat !== 0 && seat !== 1) || seat === playerOf(s, s.toMove!)) return [];
  const me = colorOfSeat(s, seat);
  return standingOffer(s) === other(me) ? [actionMove('agreeDraw', me), actionMove('declineDraw', me)] : [];
}

/** The mover's legal moves at a table: the board's (twice under V-CH-4, with and without '#'), and its answer to a draw offered to it. */
export function seatLegalMoves(s: ChessState): string[] {
  if (s.phase !== 'play' || s.toMove === null) return [];
  const rules = resolveRules(s.options);
  const moves = legalMoveList(boardOf(s, rules)).map(uciOf);
  const out = rules.announce ? moves.flatMap((m) => [m, `${m}#`]) : moves;
  if (standingOffer(s) === other(s.toMove)) out.push(actionMove('agreeDraw', s.toMove));
  return out;
}

const refuse = (rule: string, code: string, message: string): ChessMoveResult => ({ ok: false, violation: { rule, code, message } satisfies RuleViolation });

/** Drops the standing offer from a finished game's state (nothing stands once a game is over). */
const settled = (r: ChessMoveResult): ChessMoveResult => {
  if (!r.ok) return r;
  const { drawOffer: _gone, ...state } = r.state;
  return { ok: true, state, events: r.events };
};

/**
 * A move at a table: a board move (the contract's applyMove; it declines a draw offered to the mover,
 * and the offer lapses), or a table action by the colour it names, whoever is to move (CH30).
 */
export function applySeatMove(s: ChessState, move: string): ChessMoveResult {
  const act = parseAction(move);
  const offer = standingOffer(s);
  if (!act) {
    const r = applyMove(s, move);
    if (!r.ok || offer === null) return r;
    // The side that offered moves after its offer: the offer stands for the other side to answer (FIDE 9.1.2.2).
    if (offer === s.toMove) return r.state.phase === 'play' ? { ok: true, state: { ...r.state, drawOffer: offer }, events: r.events } : r;
    // The side offered the draw moves instead: declined, the offer lapses (FIDE 9.1.2.3).
    return { ok: true, state: r.state, events: [{ type: 'drawDeclined', color: s.toMove!, byMove: true }, ...r.events] };
  }
  if (s.phase !== 'play') return refuse('CH33', 'WRONG_PHASE', 'no game is in progress');
  const { action, color } = act;
  switch (action) {
    case 'resign':
      return settled(resign(s, color));
    case 'offerDraw':
      if (offer !== null) return refuse('CH30', 'DRAW_OFFER_STANDS', `a draw offer by ${offer} stands`);
      return { ok: true, state: { ...s, drawOffer: color }, events: [{ type: 'drawOffered', color }] };
    case 'agreeDraw':
    case 'declineDraw': {
      if (offer !== other(color)) return refuse('CH30', 'NO_DRAW_OFFER', 'no draw is offered to this side');
      if (action === 'agreeDraw') return settled(agreeDraw(s));
      const { drawOffer: _gone, ...state } = s;
      return { ok: true, state, events: [{ type: 'drawDeclined', color, byMove: false }] };
    }
  }
}

/** A saved or served state: the contract's position checked by replay, with a standing offer kept (it is no field of the contract's). */
export function withOffer(state: ChessState, json: unknown): ChessState {
  const offer = (json as { drawOffer?: unknown } | null)?.drawOffer;
  if (offer === undefined || offer === null) return state;
  if ((offer !== 'w' && offer !== 'b') || state.phase !== 'play') throw new Error(`Bad chess position: drawOffer ${JSON.stringify(offer)} (CH30)`);
  return { ...state, drawOffer: offer };
}

export { colorOfSeat };
