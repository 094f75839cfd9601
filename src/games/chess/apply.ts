/**
 * Moves (contract "Moves"): judging a move string with CH37's refusals in their order, playing it
 * with its events (CH38), the end of the game by rule (CH26's order), resignation and agreed draws
 * (CH30). Nothing changes on a refusal; the input state is never mutated.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Board } from './board.js';
import { attackersOf } from './attackers.js';
import { colorName, other, resultByRule, sumPoints } from './end.js';
import { positionKey } from './fen.js';
import { legalMoveList, pseudoMoves, MAX_MOVES } from './generate.js';
import { boardOf, colorToMove, waitingOf } from './position.js';
import { resolveRules } from './rules.js';
import { sanBase } from './san.js';
import {
  BLACK, F_CAPTURE, F_CASTLE, F_EN_PASSANT, F_WAIT, KING, KIND_LETTERS, PAWN, WHITE,
  moveFlags, moveFrom, movePromo, moveTo, squareIndex, squareName,
} from './squares.js';
import { parseUci, uciOf, type ParsedMove } from './uci.js';
import type { ChessEvent, ChessMoveResult, ChessRules, ChessState, Color, GameResult, Kind } from './types.js';

const refuse = (rule: string, code: string, message: string): { ok: false; violation: RuleViolation } => ({ ok: false, violation: { rule, code, message } });

/** The legal move a parsed move names, or its refusal, in CH37's order (the first that applies). */
function judge(b: Board, legal: readonly number[], mv: ParsedMove): number | RuleViolation {
  const piece = b.sq[mv.from]!;
  if (!piece || (piece & BLACK) !== b.side) return { rule: 'CH4', code: 'NO_PIECE', message: `no piece of the side to move on ${squareName(mv.from)}` };
  const same = (m: number) => moveFrom(m) === mv.from && moveTo(m) === mv.to;
  const home = b.side === WHITE ? 0x04 : 0x74;
  if ((piece & 7) === KING && mv.from === home && (mv.to === home + 2 || mv.to === home - 2)) {
    if (!legal.some(same)) return { rule: 'CH21', code: 'CASTLING_NOT_ALLOWED', message: 'castling is not allowed now' };
    if (mv.promo) return { rule: 'CH13', code: 'PROMOTION_NOT_ALLOWED', message: 'a piece letter on a castling move' };
    return legal.find(same)!;
  }
  const buf = new Int32Array(MAX_MOVES);
  const end = pseudoMoves(b, buf, 0);
  const ways = Array.from(buf.subarray(0, end)).filter(same);
  if (ways.length === 0) return { rule: 'CH4', code: 'ILLEGAL_MOVE', message: `the piece on ${squareName(mv.from)} cannot go to ${squareName(mv.to)}` };
  const arrives = ways.some((m) => movePromo(m) || moveFlags(m) & F_WAIT);
  let chosen: number | undefined;
  if (!arrives) {
    if (mv.promo) return { rule: 'CH13', code: 'PROMOTION_NOT_ALLOWED', message: 'a piece letter on a move that brings no pawn to its last rank' };
    chosen = ways[0];
  } else if (ways.some((m) => moveFlags(m) & F_WAIT)) {
    // V-CH-1 (b): the side lacks nothing, the pawn waits.
    if (mv.promo) return { rule: 'V-CH-1', code: 'PIECE_NOT_LOST', message: 'the side lacks no piece: the pawn waits' };
    chosen = ways[0];
  } else {
    if (!mv.promo) return { rule: 'CH13', code: 'PROMOTION_REQUIRED', message: 'a pawn on its last rank must become a piece: name it' };
    chosen = ways.find((m) => movePromo(m) === mv.promo);
    if (chosen === undefined) return { rule: 'V-CH-1', code: 'PIECE_NOT_LOST', message: `the side has not lost a ${KIND_LETTERS[mv.promo]}` };
  }
  if (!legal.includes(chosen!)) return { rule: 'CH16', code: 'KING_IN_CHECK', message: 'the move leaves or puts the own king in check' };
  return chosen!;
}

/**
 * The square the opponent's last move passed over by a double step, kept on the board for judging
 * only: the normalised FEN drops it when no en passant capture is legal (PD-CH-9), so a capture that
 * would expose the king is refused with CH16, the reason, rather than as no capture at all (CH12).
 */
function withPassedSquare(b: Board, s: ChessState): Board {
  const last = s.moves[s.moves.length - 1];
  if (b.ep >= 0 || !last) return b;
  const from = squareIndex(last.slice(0, 2)), to = squareIndex(last.slice(2, 4));
  if (Math.abs(to - from) === 32 && b.sq[to] === ((b.side ^ BLACK) | PAWN)) b.ep = (from + to) >> 1;
  return b;
}

/** The refusal `applyMove` would give, or null. */
export function moveProblem(s: ChessState, move: string): RuleViolation | null {
  const r = applyMove(s, move);
  return r.ok ? null : r.violation;
}

/** The game's end: the result recorded, the session's points, the phase (CH29, CH31, CH33). */
function finish(s: ChessState, rules: ChessRules, result: GameResult, events: ChessEvent[]): Pick<ChessState, 'phase' | 'toMove' | 'result' | 'results' | 'points'> {
  const results = [...s.results, { ...result, white: s.white }];
  const points = sumPoints(results);
  const phase = s.game >= rules.games ? 'sessionOver' : 'gameOver';
  events.push({ type: 'gameOver', result: { ...result }, points: [points[0], points[1]] });
  if (phase === 'sessionOver') events.push({ type: 'sessionOver', points: [points[0], points[1]] });
  return { phase, toMove: null, result, results, points };
}

const wrongPhase = () => refuse('CH33', 'WRONG_PHASE', 'no game is in progress');

export function applyMove(s: ChessState, move: string): ChessMoveResult {
  if (s.phase !== 'play') return wrongPhase();
  const mv = parseUci(move);
  if (!mv) return refuse('CH34', 'UNKNOWN_MOVE', `not a move: ${JSON.stringify(move)}`);
  const rules = resolveRules(s.options);
  const b = boardOf(s, rules);
  const legal = legalMoveList(b);
  const m = judge(withPassedSquare(b, s), legal, mv);
  if (typeof m !== 'number') return { ok: false, violation: m };

  const me = b.side, opp = me ^ BLACK;
  const color = colorName(me);
  const from = moveFrom(m), to = moveTo(m), flags = moveFlags(m), promo = movePromo(m);
  const piece = b.sq[from]!;
  const capSq = flags & F_EN_PASSANT ? (me === WHITE ? to - 16 : to + 16) : to;
  const captured = flags & F_CAPTURE ? b.sq[capSq]! : 0;
  const theirWaiting = [...b.waiting[opp >> 3]!];
  const san = sanBase(b, m, legal);
  const uci = uciOf(m);
  b.make(m);

  const events: ChessEvent[] = [];
  const moveEvent: ChessEvent & { type: 'move' } = {
    type: 'move', color, uci, san, piece: KIND_LETTERS[piece & 7] as Kind, from: squareName(from), to: squareName(to), ply: s.moves.length + 1,
  };
  events.push(moveEvent);
  if (flags & F_CASTLE) events.push({ type: 'castle', color, side: to > from ? 'king' : 'queen' });
  if (captured) events.push({ type: 'capture', color: other(color), piece: KIND_LETTERS[captured & 7] as Kind, square: squareName(capSq), enPassant: !!(flags & F_EN_PASSANT) });
  if (promo) events.push({ type: 'promotion', color, square: squareName(to), piece: KIND_LETTERS[promo] as Kind });
  if (flags & F_WAIT) events.push({ type: 'pawnWaits', color, square: squareName(to) });
  if (rules.lacking && captured && (captured & 7) !== PAWN && theirWaiting.length > 0) {
    events.push({ type: 'pawnRelieved', color: other(color), square: squareName(theirWaiting[0]!), piece: KIND_LETTERS[captured & 7] as Kind });
  }
  const check = b.inCheck();
  if (check) {
    const king = b.kings[opp >> 3]!;
    events.push({ type: 'check', color: other(color), king: squareName(king), by: attackersOf(b, king, me).map(squareName) });
  }
  const key = positionKey(b);
  const history = [...s.history, key];
  const result = resultByRule(b, rules, history, mv.announced);
  // CH35: '+' for a check, '#' for a mate, judged after any relief (V-CH-1 (e)).
  moveEvent.san = san + (check ? (result && result.reason.startsWith('checkmate') ? '#' : '+') : '');

  const played = {
    options: s.options,
    startFen: s.startFen,
    moves: [...s.moves, uci],
    fen: `${key} ${b.half} ${b.full}`,
    waiting: waitingOf(b),
    game: s.game,
    white: s.white,
    history,
  };
  if (!result) {
    const state: ChessState = { ...played, phase: 'play', toMove: colorToMove(b), result: null, results: s.results, points: s.points };
    return { ok: true, state, events };
  }
  if (result.reason === 'checkmate' || result.reason === 'checkmate-unannounced') {
    events.push({ type: 'checkmate', winner: color, announced: result.reason === 'checkmate' });
  } else if (result.reason === 'stalemate') events.push({ type: 'stalemate', color: other(color) });
  else events.push({ type: 'draw', reason: result.reason as 'insufficient-material' | 'fifty-moves' | 'repetition' });
  return { ok: true, state: { ...played, ...finish(s, rules, result, events) }, events };
}

/** CH30: `color` resigns (either side, whoever is to move); the other side wins, stake 1. */
export function resign(s: ChessState, color: Color): ChessMoveResult {
  if (s.phase !== 'play') return wrongPhase();
  if (color !== 'w' && color !== 'b') return refuse('CH34', 'UNKNOWN_MOVE', `not a colour: ${JSON.stringify(color)}`);
  const events: ChessEvent[] = [{ type: 'resignation', color }];
  const rules = resolveRules(s.options);
  return { ok: true, state: { ...s, ...finish(s, rules, { winner: other(color), reason: 'resignation', stake: 1 }, events) }, events };
}

/** CH30: the players agree a draw. */
export function agreeDraw(s: ChessState): ChessMoveResult {
  if (s.phase !== 'play') return wrongPhase();
  const events: ChessEvent[] = [{ type: 'draw', reason: 'agreement' }];
  const rules = resolveRules(s.options);
  return { ok: true, state: { ...s, ...finish(s, rules, { winner: null, reason: 'agreement', stake: 0 }, events) }, events };
}
