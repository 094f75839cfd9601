/**
 * The working board (0x88 mailbox with make/unmake): fast enough for perft and the computer
 * players' search, never part of a state (states are plain JSON, position.ts). Everything about the
 * board itself is here: pieces, side to move, castling rights (CH22), the en passant square (CH12),
 * the clocks (CH26, CH36) and, under V-CH-1, the waiting pawns in order of arrival and their relief.
 */
import {
  BISHOP_STEPS, BLACK, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, F_CASTLE, F_DOUBLE, F_EN_PASSANT, F_WAIT,
  KING, KING_STEPS, KNIGHT, KNIGHT_STEPS, PAWN, QUEEN, ROOK, ROOK_STEPS, BISHOP, WHITE,
  moveFlags, moveFrom, movePromo, moveTo,
} from './squares.js';

/** How many of each officer a side has at the start (V-CH-1 (a): fewer is "lacking"). */
export const START_COUNT = [0, 8, 2, 2, 2, 1, 1] as const;

const START_PLIES = 32;
const UNDO = 6;

/** CH22: the rights kept when a piece leaves or lands on a square (a king's or rook's home). */
const KEEP = new Int8Array(128).fill(15);
KEEP[0x04] = 15 & ~(CASTLE_WK | CASTLE_WQ);
KEEP[0x00] = 15 & ~CASTLE_WQ;
KEEP[0x07] = 15 & ~CASTLE_WK;
KEEP[0x74] = 15 & ~(CASTLE_BK | CASTLE_BQ);
KEEP[0x70] = 15 & ~CASTLE_BQ;
KEEP[0x77] = 15 & ~CASTLE_BK;

export class Board {
  /** Piece codes by 0x88 square (squares.ts); 0 empty. */
  readonly sq = new Int8Array(128);
  /** How many pieces of each code stand on the board. */
  readonly counts = new Int8Array(16);
  /** The king's square of White [0] and Black [1]. */
  readonly kings = new Int32Array(2);
  side = WHITE;
  castling = 0;
  /** The square a double step just passed over (CH12), -1 if none; FEN output normalises it (CH36). */
  ep = -1;
  half = 0;
  full = 1;
  /** V-CH-1: promotion only to a lacking piece, waiting pawns and their relief. */
  lacking = false;
  /** V-CH-1 (f): the squares of each side's waiting pawns, longest-waiting first ([0] White, [1] Black). */
  readonly waiting: [number[], number[]] = [[], []];
  /** What `unmake` restores, UNDO numbers a ply; grown on demand (a game's board is made often). */
  private undo = new Int32Array(START_PLIES * UNDO);
  private ply = 0;

  put(sq: number, piece: number): void {
    const old = this.sq[sq]!;
    if (old) this.counts[old]!--;
    this.sq[sq] = piece;
    if (piece) {
      this.counts[piece]!++;
      if ((piece & 7) === KING) this.kings[piece >> 3] = sq;
    }
  }

  /** `color` has fewer `kind` on the board than at the start (V-CH-1 (a)). */
  lacks(color: number, kind: number): boolean {
    return this.counts[color | kind]! < START_COUNT[kind as 2 | 3 | 4 | 5]!;
  }

  /** Is `t` attacked by a piece of `by` (section 10; a waiting pawn attacks nothing, off the board)? */
  attacked(t: number, by: number): boolean {
    const sq = this.sq;
    if (by === WHITE) {
      if (!((t - 15) & 0x88) && sq[t - 15] === PAWN) return true;
      if (!((t - 17) & 0x88) && sq[t - 17] === PAWN) return true;
    } else {
      if (!((t + 15) & 0x88) && sq[t + 15] === (BLACK | PAWN)) return true;
      if (!((t + 17) & 0x88) && sq[t + 17] === (BLACK | PAWN)) return true;
    }
    const knight = by | KNIGHT;
    for (let i = 0; i < 8; i++) {
      const s = t + KNIGHT_STEPS[i]!;
      if (!(s & 0x88) && sq[s] === knight) return true;
    }
    const king = by | KING;
    for (let i = 0; i < 8; i++) {
      const s = t + KING_STEPS[i]!;
      if (!(s & 0x88) && sq[s] === king) return true;
    }
    const rook = by | ROOK, bishop = by | BISHOP, queen = by | QUEEN;
    for (let i = 0; i < 4; i++) {
      const d = ROOK_STEPS[i]!;
      for (let s = t + d; !(s & 0x88); s += d) {
        const p = sq[s]!;
        if (p) {
          if (p === rook || p === queen) return true;
          break;
        }
      }
    }
    for (let i = 0; i < 4; i++) {
      const d = BISHOP_STEPS[i]!;
      for (let s = t + d; !(s & 0x88); s += d) {
        const p = sq[s]!;
        if (p) {
          if (p === bishop || p === queen) return true;
          break;
        }
      }
    }
    return false;
  }

  /** The side to move's king is attacked (CH15). */
  inCheck(): boolean {
    return this.attacked(this.kings[this.side >> 3]!, this.side ^ BLACK);
  }

  /** The side that has just moved left its own king attacked (CH16). */
  leftKingAttacked(): boolean {
    const mover = this.side ^ BLACK;
    return this.attacked(this.kings[mover >> 3]!, this.side);
  }

  /** Plays a pseudo-legal move (generate.ts), V-CH-1's arrival and relief included; `unmake` takes it back. */
  make(m: number): void {
    const sq = this.sq, counts = this.counts;
    const from = moveFrom(m), to = moveTo(m), promo = movePromo(m), flags = moveFlags(m);
    const me = this.side, opp = me ^ BLACK;
    const piece = sq[from]!;
    const capSq = flags & F_EN_PASSANT ? (me === WHITE ? to - 16 : to + 16) : to;
    const captured = sq[capSq]!;
    const u = this.ply * UNDO;
    if (u + UNDO > this.undo.length) {
      const bigger = new Int32Array(this.undo.length * 2);
      bigger.set(this.undo);
      this.undo = bigger;
    }
    const undo = this.undo;
    undo[u] = captured;
    undo[u + 1] = this.castling;
    undo[u + 2] = this.ep;
    undo[u + 3] = this.half;
    undo[u + 4] = -1;
    undo[u + 5] = -1;
    if (captured) {
      counts[captured]!--;
      sq[capSq] = 0;
    }
    sq[from] = 0;
    if (promo) {
      counts[piece]!--;
      const made = me | promo;
      counts[made]!++;
      sq[to] = made;
    } else sq[to] = piece;
    const kind = piece & 7;
    if (kind === KING) {
      this.kings[me >> 3] = to;
      if (flags & F_CASTLE) {
        // CH20: the rook stands beside the king, on the side it came from.
        const rookFrom = to > from ? from + 3 : from - 4;
        const rookTo = to > from ? from + 1 : from - 1;
        sq[rookTo] = sq[rookFrom]!;
        sq[rookFrom] = 0;
      }
    }
    this.castling &= KEEP[from]! & KEEP[to]!;
    this.ep = flags & F_DOUBLE ? (from + to) >> 1 : -1;
    this.half = kind === PAWN || captured ? 0 : this.half + 1;
    if (me === BLACK) this.full++;
    if (this.lacking) {
      if (flags & F_WAIT) this.waiting[me >> 3]!.push(to);
      if (captured) {
        const theirs = this.waiting[opp >> 3]!;
        const ck = captured & 7;
        if (ck === PAWN) {
          // V-CH-1 (c): a waiting pawn may be captured; it leaves the list.
          const i = theirs.indexOf(capSq);
          if (i >= 0) {
            theirs.splice(i, 1);
            undo[u + 5] = i;
          }
        } else if (theirs.length > 0) {
          // V-CH-1 (d), PD-CH-11, PD-CH-12: the longest-waiting pawn becomes the officer just lost.
          const s = theirs.shift()!;
          sq[s] = captured;
          counts[opp | PAWN]!--;
          counts[captured]!++;
          undo[u + 4] = s;
        }
      }
    }
    this.side = opp;
    this.ply++;
  }

  unmake(m: number): void {
    const sq = this.sq, counts = this.counts;
    this.ply--;
    const u = this.ply * UNDO;
    const undo = this.undo;
    const from = moveFrom(m), to = moveTo(m), promo = movePromo(m), flags = moveFlags(m);
    const opp = this.side, me = opp ^ BLACK;
    this.side = me;
    const captured = undo[u]!;
    if (this.lacking) {
      const relieved = undo[u + 4]!;
      if (relieved >= 0) {
        counts[sq[relieved]!]!--;
        sq[relieved] = opp | PAWN;
        counts[opp | PAWN]!++;
        this.waiting[opp >> 3]!.unshift(relieved);
      }
      const at = undo[u + 5]!;
      if (at >= 0) this.waiting[opp >> 3]!.splice(at, 0, flags & F_EN_PASSANT ? (me === WHITE ? to - 16 : to + 16) : to);
      if (flags & F_WAIT) this.waiting[me >> 3]!.pop();
    }
    let piece = sq[to]!;
    if (promo) {
      counts[piece]!--;
      piece = me | PAWN;
      counts[piece]!++;
    }
    sq[from] = piece;
    sq[to] = 0;
    if (captured) {
      const capSq = flags & F_EN_PASSANT ? (me === WHITE ? to - 16 : to + 16) : to;
      sq[capSq] = captured;
      counts[captured]!++;
    }
    if ((piece & 7) === KING) {
      this.kings[me >> 3] = from;
      if (flags & F_CASTLE) {
        const rookFrom = to > from ? from + 3 : from - 4;
        const rookTo = to > from ? from + 1 : from - 1;
        sq[rookFrom] = sq[rookTo]!;
        sq[rookTo] = 0;
      }
    }
    this.castling = undo[u + 1]!;
    this.ep = undo[u + 2]!;
    this.half = undo[u + 3]!;
    if (me === BLACK) this.full--;
  }

  /** An independent copy (the search's own board). */
  clone(): Board {
    const b = new Board();
    b.sq.set(this.sq);
    b.counts.set(this.counts);
    b.kings.set(this.kings);
    b.side = this.side;
    b.castling = this.castling;
    b.ep = this.ep;
    b.half = this.half;
    b.full = this.full;
    b.lacking = this.lacking;
    b.waiting[0].push(...this.waiting[0]);
    b.waiting[1].push(...this.waiting[1]);
    return b;
  }
}
