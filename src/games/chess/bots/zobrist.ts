/**
 * Zobrist hashing of the working board for the strong player's transposition table and the
 * search's repetition test (CH26). Two 32-bit halves: `lo` picks the table slot, `hi` checks it.
 * The constants come from a fixed seed, so every machine builds the same table.
 */
import { Rng } from '../../../engine/rng.js';
import type { Board } from '../board.js';
import { BLACK } from '../squares.js';

const rng = Rng.fromSeed('chess-zobrist-v1');
const table = (n: number) => Int32Array.from({ length: n }, () => rng.nextUint32() | 0);

/** By piece code (0–15) × 0x88 square. */
const PIECE_LO = table(16 * 128), PIECE_HI = table(16 * 128);
const SIDE_LO = rng.nextUint32() | 0, SIDE_HI = rng.nextUint32() | 0;
const CASTLE_LO = table(16), CASTLE_HI = table(16);
/** By en passant file; also keyed on V-CH-1's waiting order by position in the list. */
const EP_LO = table(8), EP_HI = table(8);
const WAIT_LO = table(128), WAIT_HI = table(128);

export interface Hash {
  lo: number;
  hi: number;
}

/** The hash of `b` (recomputed from scratch: simple, and cheap beside the evaluation). */
export function hashOf(b: Board, out: Hash): Hash {
  let lo = 0, hi = 0;
  const sq = b.sq;
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const p = sq[s]!;
    if (p) {
      lo ^= PIECE_LO[p * 128 + s]!;
      hi ^= PIECE_HI[p * 128 + s]!;
    }
  }
  if (b.side === BLACK) {
    lo ^= SIDE_LO;
    hi ^= SIDE_HI;
  }
  lo ^= CASTLE_LO[b.castling]!;
  hi ^= CASTLE_HI[b.castling]!;
  if (b.ep >= 0) {
    lo ^= EP_LO[b.ep & 7]!;
    hi ^= EP_HI[b.ep & 7]!;
  }
  // V-CH-1 (f): which waiting pawn is relieved first changes the position.
  for (let c = 0; c < 2; c++) {
    const w = b.waiting[c]!;
    for (let i = 0; i < w.length; i++) {
      lo ^= WAIT_LO[w[i]!]! + i;
      hi ^= WAIT_HI[w[i]!]! + i;
    }
  }
  out.lo = lo;
  out.hi = hi;
  return out;
}
