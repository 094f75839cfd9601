/**
 * The static evaluation of the normal and strong players, in centipawns for the side to move:
 * material, then the book's rules of play (shared/rules/chess.md §9) as small terms, each cited.
 * Pure and cheap: one scan of the board.
 */
import type { Board } from '../board.js';
import { BISHOP, BLACK, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../squares.js';

/** Material by kind (index PAWN … KING); the king has no price. */
export const VALUE = [0, 100, 320, 330, 500, 900, 0] as const;
/** V-CH-1: a waiting pawn becomes the next officer lost, worth more than a pawn, less than a piece. */
const WAITING_PAWN = 250;

/** 0 at the rim … 3 in the four centre squares. */
const CENTRE = new Int8Array(128);
for (let s = 0; s < 128; s++) {
  if (s & 0x88) continue;
  const f = s & 7, r = s >> 4;
  CENTRE[s] = 3 - Math.max(Math.abs(2 * f - 7), Math.abs(2 * r - 7)) / 2 + 0.5;
}

/** B-CH-15: a passed pawn's bonus by the ranks it has advanced (0–6). */
const PASSED = [0, 5, 10, 20, 35, 60, 100, 0] as const;
const TEMPO = 10;
/** B-CH-1: a centre pawn's bonus by the ranks it has advanced (two squares at once best). */
const CENTRE_PAWN = [0, 0, 5, 15, 10, 5, 5, 0] as const;

// Scratch arrays: each file's most and least advanced pawn, by colour.
const pawnMaxRank = new Int8Array(16);
const pawnMinRank = new Int8Array(16);

/** The position's value for the side to move. */
export function evaluate(b: Board): number {
  const sq = b.sq;
  let score = 0; // White's point of view
  let phase = 0; // 0 (bare) … 24 (every officer)
  pawnMaxRank.fill(-1);
  pawnMinRank.fill(8);
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const p = sq[s]!;
    if ((p & 7) !== PAWN) continue;
    const i = (p & BLACK) + (s & 7), r = s >> 4;
    if (r > pawnMaxRank[i]!) pawnMaxRank[i] = r;
    if (r < pawnMinRank[i]!) pawnMinRank[i] = r;
  }
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const p = sq[s]!;
    if (!p) continue;
    const color = p & BLACK, kind = p & 7, sign = color === WHITE ? 1 : -1;
    const r = s >> 4, f = s & 7;
    const home = color === WHITE ? 0 : 7;
    const advanced = color === WHITE ? r : 7 - r;
    let v = 0;
    switch (kind) {
      case PAWN:
        if (advanced === 7) {
          v = WAITING_PAWN;
          break;
        }
        v = VALUE[PAWN];
        // B-CH-1: the centre pawns out of their home squares open lines for queen and bishop.
        if (f === 3 || f === 4) v += CENTRE_PAWN[advanced]!;
        if (isPassed(color, f, r)) {
          v += PASSED[advanced]!;
          // B-CH-15: a far-advanced pawn wants support.
          if (advanced >= 4 && defendedByPawn(b, s, color)) v += advanced * 4;
        }
        break;
      case KNIGHT:
        v = VALUE[KNIGHT] + 6 * CENTRE[s]!;
        // B-CH-2: develop the minor pieces soon.
        if (r === home) v -= 12;
        phase += 1;
        break;
      case BISHOP:
        v = VALUE[BISHOP] + 3 * CENTRE[s]!;
        if (r === home) v -= 12; // B-CH-2
        phase += 1;
        break;
      case ROOK:
        v = VALUE[ROOK];
        // an open file (no own pawn on it) for the rook
        if (pawnMaxRank[color + f]! < 0) v += 10;
        phase += 2;
        break;
      case QUEEN:
        v = VALUE[QUEEN];
        // B-CH-2: officers brought out before the minor pieces are chased by pawns.
        if (r !== home && undevelopedMinors(b, color) >= 2) v -= 20;
        phase += 4;
        break;
      case KING:
        v = 0;
        break;
    }
    score += sign * v;
  }
  if (phase > 24) phase = 24;
  score += kingTerms(b, WHITE, phase) - kingTerms(b, BLACK, phase);
  return (b.side === WHITE ? score : -score) + TEMPO;
}

function isPassed(color: number, f: number, r: number): boolean {
  const them = color ^ BLACK;
  for (let ff = Math.max(0, f - 1); ff <= Math.min(7, f + 1); ff++) {
    if (color === WHITE ? pawnMaxRank[them + ff]! > r : pawnMinRank[them + ff]! < r) return false;
  }
  return true;
}

function defendedByPawn(b: Board, s: number, color: number): boolean {
  const back = color === WHITE ? -16 : 16, pawn = color | PAWN;
  for (const d of [back - 1, back + 1]) {
    const t = s + d;
    if (!(t & 0x88) && b.sq[t] === pawn) return true;
  }
  return false;
}

function undevelopedMinors(b: Board, color: number): number {
  const base = color === WHITE ? 0 : 0x70;
  let n = 0;
  for (const f of [1, 2, 5, 6]) {
    const p = b.sq[base + f]!;
    if (p === (color | KNIGHT) || p === (color | BISHOP)) n++;
  }
  return n;
}

/** The king's safety while officers remain, its activity when few do (both by the game's phase). */
function kingTerms(b: Board, color: number, phase: number): number {
  const k = b.kings[color >> 3]!;
  const r = k >> 4, f = k & 7, home = color === WHITE ? 0 : 7;
  let middle = 0;
  if (r === home && (f >= 6 || f <= 2)) {
    // B-CH-3: a castled king is safe; B-CH-16: keep the three pawns in front of it.
    middle += 20;
    const up = color === WHITE ? 16 : -16, pawn = color | PAWN;
    for (let df = -1; df <= 1; df++) {
      const ff = f + df;
      if (ff < 0 || ff > 7) continue;
      if (b.sq[k + up + df] === pawn) middle += 10;
      else if (!((k + 2 * up + df) & 0x88) && b.sq[k + 2 * up + df] === pawn) middle += 4;
    }
  } else if (r !== home) middle -= 25; // B-CH-3: the king's safety
  const end = 8 * CENTRE[k]!;
  return Math.round((middle * phase + end * (24 - phase)) / 24) + mopUp(b, color, phase);
}

/** With the other side's king alone and no pawns to queen, drive it to the edge and come close: how a mate is forced. */
function mopUp(b: Board, color: number, phase: number): number {
  const them = color ^ BLACK;
  if (phase > 10) return 0;
  const c = b.counts;
  const theirMen = c[them | PAWN]! + c[them | KNIGHT]! + c[them | BISHOP]! + c[them | ROOK]! + c[them | QUEEN]!;
  if (theirMen > 0) return 0;
  const mine = c[color | ROOK]! + c[color | QUEEN]! + c[color | PAWN]! + (c[color | BISHOP]! + c[color | KNIGHT]! >= 2 ? 1 : 0);
  if (mine === 0) return 0;
  const k = b.kings[color >> 3]!, e = b.kings[them >> 3]!;
  const distance = Math.max(Math.abs((k & 7) - (e & 7)), Math.abs((k >> 4) - (e >> 4)));
  return 20 * (3 - CENTRE[e]!) + 6 * (7 - distance);
}
