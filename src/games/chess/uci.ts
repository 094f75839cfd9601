/** Long algebraic moves (CH34): `<from><to>[q|r|b|n][#]`, to and from the working board's move numbers. */
import { KIND_LETTERS, moveFrom, movePromo, moveTo, squareIndex, squareName } from './squares.js';

export interface ParsedMove {
  readonly from: number;
  readonly to: number;
  /** The kind number named by the letter (squares.ts), 0 without one. */
  readonly promo: number;
  /** V-CH-4: the move ends in '#', the player announces mate. */
  readonly announced: boolean;
}

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn]?)(#?)$/;

/** The move a string names, or null when it is no move string (CH34: bad squares, a letter other than q r b n, from = to). */
export function parseUci(move: unknown): ParsedMove | null {
  if (typeof move !== 'string') return null;
  const m = UCI.exec(move);
  if (!m) return null;
  const from = squareIndex(m[1]!), to = squareIndex(m[2]!);
  if (from === to) return null;
  return { from, to, promo: m[3] ? KIND_LETTERS.indexOf(m[3]) : 0, announced: m[4] === '#' };
}

/** A move number as the contract writes it (no '#'; V-CH-1's waiting move without a letter). */
export function uciOf(m: number): string {
  const promo = movePromo(m);
  return squareName(moveFrom(m)) + squareName(moveTo(m)) + (promo ? KIND_LETTERS[promo]! : '');
}
