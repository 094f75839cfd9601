/**
 * Which pieces attack a square (section 10's `attacked`, listing the attackers): the check event's
 * checking pieces (CH38), and what a table says attacks or defends a square.
 */
import type { Board } from './board.js';
import { BISHOP, BISHOP_STEPS, KING, KING_STEPS, KNIGHT, KNIGHT_STEPS, PAWN, QUEEN, ROOK, ROOK_STEPS, WHITE } from './squares.js';

/** The squares of `by`'s pieces that attack `t`, in board order of their kind's lines. */
export function attackersOf(b: Board, t: number, by: number): number[] {
  const sq = b.sq;
  const out: number[] = [];
  const pawnFrom = by === WHITE ? [t - 15, t - 17] : [t + 15, t + 17];
  for (const s of pawnFrom) if (!(s & 0x88) && sq[s] === (by | PAWN)) out.push(s);
  for (const d of KNIGHT_STEPS) {
    const s = t + d;
    if (!(s & 0x88) && sq[s] === (by | KNIGHT)) out.push(s);
  }
  for (const d of KING_STEPS) {
    const s = t + d;
    if (!(s & 0x88) && sq[s] === (by | KING)) out.push(s);
  }
  const lines = (steps: readonly number[], kind: number) => {
    for (const d of steps) {
      for (let s = t + d; !(s & 0x88); s += d) {
        const p = sq[s]!;
        if (!p) continue;
        if (p === (by | kind) || p === (by | QUEEN)) out.push(s);
        break;
      }
    }
  };
  lines(ROOK_STEPS, ROOK);
  lines(BISHOP_STEPS, BISHOP);
  return out.sort((x, y) => x - y);
}

