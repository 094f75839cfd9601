/** SAN (CH35) of a legal move on the working board, before it is played; the suffix comes after. */
import type { Board } from './board.js';
import { F_CAPTURE, F_CASTLE, KIND_LETTERS, PAWN, moveFlags, moveFrom, movePromo, moveTo, squareName } from './squares.js';

/** SAN without its '+' or '#'; `legal`: every legal move of the position (for the disambiguation). */
export function sanBase(b: Board, m: number, legal: readonly number[]): string {
  const from = moveFrom(m), to = moveTo(m), flags = moveFlags(m);
  if (flags & F_CASTLE) return to > from ? 'O-O' : 'O-O-O';
  const piece = b.sq[from]!;
  const target = squareName(to);
  const takes = flags & F_CAPTURE ? 'x' : '';
  if ((piece & 7) === PAWN) {
    const promo = movePromo(m);
    const file = takes ? squareName(from)[0]! : '';
    return file + takes + target + (promo ? '=' + KIND_LETTERS[promo]!.toUpperCase() : '');
  }
  // The file if it alone tells the pieces apart, else the rank, else both.
  const rivals = legal.filter((o) => moveTo(o) === to && moveFrom(o) !== from && b.sq[moveFrom(o)] === piece).map(moveFrom);
  let which = '';
  if (rivals.length > 0) {
    const sameFile = rivals.some((r) => (r & 7) === (from & 7));
    const sameRank = rivals.some((r) => r >> 4 === from >> 4);
    if (!sameFile) which = squareName(from)[0]!;
    else if (!sameRank) which = squareName(from)[1]!;
    else which = squareName(from);
  }
  return KIND_LETTERS[piece & 7]!.toUpperCase() + which + takes + target;
}
