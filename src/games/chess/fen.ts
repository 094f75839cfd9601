/**
 * FEN in and out (CH36): the six fields to a working board (syntax only: position.ts judges whether
 * the position may stand), and a board to its normalised FEN (castling letters in the order KQkq,
 * the en passant square only when the side to move has a legal en passant capture, PD-CH-9).
 */
import { Board } from './board.js';
import { BLACK, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, F_EN_PASSANT, KIND_LETTERS, WHITE, moveFlags, squareIndex, squareName } from './squares.js';
import { MAX_MOVES, legalMoveNumbers } from './generate.js';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const CASTLE_LETTERS: readonly [string, number][] = [['K', CASTLE_WK], ['Q', CASTLE_WQ], ['k', CASTLE_BK], ['q', CASTLE_BQ]];

/** A board from a FEN, or what is wrong with its fields (a developer's words). */
export function parseFen(fen: unknown): Board | string {
  if (typeof fen !== 'string') return 'a FEN must be a string';
  const fields = fen.split(' ');
  if (fields.length !== 6) return `a FEN has six fields separated by single spaces: ${JSON.stringify(fen)}`;
  const [placement, side, castling, ep, half, full] = fields as [string, string, string, string, string, string];
  const b = new Board();
  const ranks = placement.split('/');
  if (ranks.length !== 8) return `the board field needs eight ranks: ${JSON.stringify(placement)}`;
  for (let r = 0; r < 8; r++) {
    const row = ranks[r]!;
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') file += Number(ch);
      else {
        const kind = KIND_LETTERS.indexOf(ch.toLowerCase());
        if (kind <= 0) return `unknown piece letter ${JSON.stringify(ch)} in the board field`;
        if (file > 7) return `rank ${8 - r} holds more than eight squares`;
        b.put((7 - r) * 16 + file, (ch === ch.toUpperCase() ? WHITE : BLACK) | kind);
        file++;
      }
    }
    if (file !== 8) return `rank ${8 - r} holds ${file} squares, not eight`;
  }
  if (side !== 'w' && side !== 'b') return `the side to move is w or b, not ${JSON.stringify(side)}`;
  b.side = side === 'w' ? WHITE : BLACK;
  if (castling !== '-') {
    for (const ch of castling) {
      const entry = CASTLE_LETTERS.find(([l]) => l === ch);
      if (!entry) return `unknown castling letter ${JSON.stringify(ch)}`;
      if (b.castling & entry[1]) return `castling letter ${ch} twice`;
      b.castling |= entry[1];
    }
    if (castling.length === 0) return 'an empty castling field';
  }
  if (ep !== '-') {
    const s = squareIndex(ep);
    if (s < 0) return `the en passant field is a square or -, not ${JSON.stringify(ep)}`;
    b.ep = s;
  }
  if (!/^(0|[1-9]\d*)$/.test(half)) return `the halfmove clock is a whole number, not ${JSON.stringify(half)}`;
  if (!/^[1-9]\d*$/.test(full)) return `the fullmove number is a whole number from 1, not ${JSON.stringify(full)}`;
  b.half = Number(half);
  b.full = Number(full);
  return b;
}

/** The side to move has a legal en passant capture on the board's en passant square. */
export function enPassantPossible(b: Board): boolean {
  if (b.ep < 0) return false;
  const buf = new Int32Array(MAX_MOVES);
  const n = legalMoveNumbers(b, buf, 0);
  for (let i = 0; i < n; i++) if (moveFlags(buf[i]!) & F_EN_PASSANT) return true;
  return false;
}

function placementOf(b: Board): string {
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = b.sq[r * 16 + f]!;
      if (!p) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const letter = KIND_LETTERS[p & 7]!;
      row += p & BLACK ? letter : letter.toUpperCase();
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

/** The first four fields of the normalised FEN: the repetition identity (CH26, PD-CH-9). */
export function positionKey(b: Board): string {
  const castling = CASTLE_LETTERS.filter(([, bit]) => b.castling & bit).map(([l]) => l).join('') || '-';
  const ep = enPassantPossible(b) ? squareName(b.ep) : '-';
  return `${placementOf(b)} ${b.side === WHITE ? 'w' : 'b'} ${castling} ${ep}`;
}

/** The normalised FEN (CH36). */
export function toFen(b: Board): string {
  return `${positionKey(b)} ${b.half} ${b.full}`;
}
