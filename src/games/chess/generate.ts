/**
 * Move generation on the working board (board.ts): the pseudo-legal moves of CH5–CH13 and CH20–CH21
 * (c)–(e), then the legal ones (CH16: the mover's king not attacked after the move, V-CH-1's relief
 * included, since `make` does it). Moves are numbers (squares.ts) written into a caller's buffer.
 */
import type { Board } from './board.js';
import {
  BISHOP, BISHOP_STEPS, BLACK, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, F_CAPTURE, F_CASTLE, F_DOUBLE,
  F_EN_PASSANT, F_WAIT, KING, KING_STEPS, KNIGHT, KNIGHT_STEPS, PAWN, QUEEN, ROOK, ROOK_STEPS, WHITE, encodeMove,
} from './squares.js';

/** Enough for any position (218 is the known maximum). */
export const MAX_MOVES = 256;

const PROMOTION_KINDS = [QUEEN, ROOK, BISHOP, KNIGHT] as const;

/** CH13 / V-CH-1 (b): a pawn move onto the last rank, as the promotions allowed, or the bare waiting move. */
function pushArrival(b: Board, out: Int32Array, n: number, from: number, to: number, flags: number): number {
  if (!b.lacking) {
    for (let i = 0; i < 4; i++) out[n++] = encodeMove(from, to, PROMOTION_KINDS[i]!, flags);
    return n;
  }
  const start = n;
  for (let i = 0; i < 4; i++) {
    const kind = PROMOTION_KINDS[i]!;
    if (b.lacks(b.side, kind)) out[n++] = encodeMove(from, to, kind, flags);
  }
  if (n === start) out[n++] = encodeMove(from, to, 0, flags | F_WAIT);
  return n;
}

function pawnMoves(b: Board, from: number, out: Int32Array, n: number): number {
  const sq = b.sq, me = b.side;
  const up = me === WHITE ? 16 : -16;
  const rank = from >> 4;
  // V-CH-1 (c): a waiting pawn on its last rank does not move.
  if (rank === (me === WHITE ? 7 : 0)) return n;
  const arrives = rank === (me === WHITE ? 6 : 1);
  const one = from + up;
  if (!sq[one]) {
    if (arrives) n = pushArrival(b, out, n, from, one, 0);
    else {
      out[n++] = encodeMove(from, one, 0, 0);
      const two = one + up;
      if (rank === (me === WHITE ? 1 : 6) && !sq[two]) out[n++] = encodeMove(from, two, 0, F_DOUBLE);
    }
  }
  for (let side = -1; side <= 1; side += 2) {
    const to = one + side;
    if (to & 0x88) continue;
    const p = sq[to]!;
    if (p && (p & BLACK) !== me) {
      if (arrives) n = pushArrival(b, out, n, from, to, F_CAPTURE);
      else out[n++] = encodeMove(from, to, 0, F_CAPTURE);
    } else if (to === b.ep && !p) out[n++] = encodeMove(from, to, 0, F_CAPTURE | F_EN_PASSANT);
  }
  return n;
}

function stepMoves(b: Board, from: number, steps: readonly number[], out: Int32Array, n: number): number {
  const sq = b.sq, me = b.side;
  for (let i = 0; i < 8; i++) {
    const to = from + steps[i]!;
    if (to & 0x88) continue;
    const p = sq[to]!;
    if (!p) out[n++] = encodeMove(from, to, 0, 0);
    else if ((p & BLACK) !== me) out[n++] = encodeMove(from, to, 0, F_CAPTURE);
  }
  return n;
}

function slideMoves(b: Board, from: number, steps: readonly number[], out: Int32Array, n: number): number {
  const sq = b.sq, me = b.side;
  for (let i = 0; i < steps.length; i++) {
    const d = steps[i]!;
    for (let to = from + d; !(to & 0x88); to += d) {
      const p = sq[to]!;
      if (!p) out[n++] = encodeMove(from, to, 0, 0);
      else {
        if ((p & BLACK) !== me) out[n++] = encodeMove(from, to, 0, F_CAPTURE);
        break;
      }
    }
  }
  return n;
}

/** CH20, CH21 (a)–(e): castling with its right, the squares between empty, the king not in check and not passing an attacked square ((f), the landing, is CH16's test). */
function castlingMoves(b: Board, out: Int32Array, n: number): number {
  const me = b.side, opp = me ^ BLACK, sq = b.sq;
  const home = me === WHITE ? 0x04 : 0x74;
  const rights = b.castling & (me === WHITE ? CASTLE_WK | CASTLE_WQ : CASTLE_BK | CASTLE_BQ);
  if (!rights || b.kings[me >> 3] !== home || b.attacked(home, opp)) return n;
  if (rights & (CASTLE_WK | CASTLE_BK) && !sq[home + 1] && !sq[home + 2] && sq[home + 3] === (me | ROOK) && !b.attacked(home + 1, opp)) {
    out[n++] = encodeMove(home, home + 2, 0, F_CASTLE);
  }
  if (rights & (CASTLE_WQ | CASTLE_BQ) && !sq[home - 1] && !sq[home - 2] && !sq[home - 3] && sq[home - 4] === (me | ROOK) && !b.attacked(home - 1, opp)) {
    out[n++] = encodeMove(home, home - 2, 0, F_CASTLE);
  }
  return n;
}

/** Every pseudo-legal move of the side to move, written from `out[start]`; returns the end. */
export function pseudoMoves(b: Board, out: Int32Array, start: number): number {
  const sq = b.sq, me = b.side;
  let n = start;
  for (let from = 0; from < 120; from++) {
    if (from & 0x88) {
      from += 7;
      continue;
    }
    const p = sq[from]!;
    if (!p || (p & BLACK) !== me) continue;
    switch (p & 7) {
      case PAWN: n = pawnMoves(b, from, out, n); break;
      case KNIGHT: n = stepMoves(b, from, KNIGHT_STEPS, out, n); break;
      case BISHOP: n = slideMoves(b, from, BISHOP_STEPS, out, n); break;
      case ROOK: n = slideMoves(b, from, ROOK_STEPS, out, n); break;
      case QUEEN: n = slideMoves(b, from, KING_STEPS, out, n); break;
      case KING: n = stepMoves(b, from, KING_STEPS, out, n); break;
    }
  }
  return castlingMoves(b, out, n);
}

/** 1 where a 0x88 difference (+119) lies on a rank, file or diagonal: a piece there may be pinned. */
const ON_A_LINE = new Uint8Array(239);
for (const d of KING_STEPS) for (let k = 1; k < 8; k++) ON_A_LINE[d * k + 119] = 1;

/**
 * Every legal move of the side to move (CH16), written from `out[start]`; returns the end. A move is
 * played and tested only when it could expose the king: in check, a king's move, en passant (two
 * pawns leave a line), a piece on a line with its king, or a capture that relieves a waiting pawn
 * (V-CH-1 (e)); any other move leaves the king as it was.
 */
export function legalMoveNumbers(b: Board, out: Int32Array, start: number): number {
  const end = pseudoMoves(b, out, start);
  const me = b.side;
  const king = b.kings[me >> 3]!;
  const inCheck = b.inCheck();
  const relief = b.lacking && b.waiting[(me ^ BLACK) >> 3]!.length > 0;
  let n = start;
  for (let i = start; i < end; i++) {
    const m = out[i]!;
    const from = m & 127;
    const flags = m >>> 17;
    if (!inCheck && from !== king && !(flags & F_EN_PASSANT) && !ON_A_LINE[king - from + 119] && !(relief && flags & F_CAPTURE)) {
      out[n++] = m;
      continue;
    }
    b.make(m);
    const bad = b.leftKingAttacked();
    b.unmake(m);
    if (!bad) out[n++] = m;
  }
  return n;
}

/** The legal moves as a fresh array (the engine's slower paths). */
export function legalMoveList(b: Board): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = legalMoveNumbers(b, buf, 0);
  return Array.from(buf.subarray(0, n));
}

/** The side to move has at least one legal move. */
export function hasLegalMove(b: Board): boolean {
  const buf = new Int32Array(MAX_MOVES);
  const end = pseudoMoves(b, buf, 0);
  for (let i = 0; i < end; i++) {
    const m = buf[i]!;
    b.make(m);
    const bad = b.leftKingAttacked();
    b.unmake(m);
    if (!bad) return true;
  }
  return false;
}
