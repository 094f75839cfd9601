/**
 * The 0x88 board's numbers (CH2): a square is rank * 16 + file, so `sq & 0x88` is non-zero exactly
 * off the board; a piece is its colour (WHITE 0, BLACK 8) plus its kind (PAWN … KING), 0 is empty.
 */
export const WHITE = 0;
export const BLACK = 8;
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

/** The kind letters of the contract (`p n b r q k`), by kind number. */
export const KIND_LETTERS = ' pnbrqk';

export const KNIGHT_STEPS = [33, 31, 18, 14, -14, -18, -31, -33] as const;
export const KING_STEPS = [1, -1, 16, -16, 17, 15, -15, -17] as const;
export const ROOK_STEPS = [1, -1, 16, -16] as const;
export const BISHOP_STEPS = [17, 15, -15, -17] as const;

/** Castling rights as bits (CH22): White's king and queen side, Black's. */
export const CASTLE_WK = 1;
export const CASTLE_WQ = 2;
export const CASTLE_BK = 4;
export const CASTLE_BQ = 8;

/** Move flags (bits 17 on of a move number). */
export const F_CAPTURE = 1;
export const F_DOUBLE = 2;
export const F_EN_PASSANT = 4;
export const F_CASTLE = 8;
/** V-CH-1 (b): a pawn that reaches its last rank while its side lacks nothing and waits there. */
export const F_WAIT = 16;

/** A move as one number: from, to, the promotion kind (0 none) and flags. */
export const encodeMove = (from: number, to: number, promo: number, flags: number): number => from | (to << 7) | (promo << 14) | (flags << 17);
export const moveFrom = (m: number): number => m & 127;
export const moveTo = (m: number): number => (m >> 7) & 127;
export const movePromo = (m: number): number => (m >> 14) & 7;
export const moveFlags = (m: number): number => m >>> 17;

export const fileOf = (sq: number): number => sq & 7;
export const rankOf = (sq: number): number => sq >> 4;

/** `a1` … `h8` from a 0x88 square (CH2). */
export function squareName(sq: number): string {
  return 'abcdefgh'[sq & 7]! + String((sq >> 4) + 1);
}

/** The 0x88 square of `a1` … `h8`, or -1 for anything else. */
export function squareIndex(name: string): number {
  if (name.length !== 2) return -1;
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return -1;
  return rank * 16 + file;
}

/** The rank (0-based) where a pawn of `color` arrives (CH13): 8 for White, 1 for Black. */
export const lastRank = (color: number): number => (color === WHITE ? 7 : 0);

/** A light square (CH1: a1 is dark). */
export const isLight = (sq: number): boolean => ((sq & 7) + (sq >> 4)) % 2 === 1;
