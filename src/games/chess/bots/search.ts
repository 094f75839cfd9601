/**
 * Alpha-beta on the working board with make/unmake (B-CH-5: calculate your moves and the replies),
 * for the normal and strong players. Deterministic: every choice among equals follows the move order,
 * and the budget counts nodes, or time on a clock the caller gives (the strong player: the wall clock
 * in the app, a fake one in tests), read before every batch of NODE_BATCH nodes: the search stops at
 * the first reading past the deadline, so it is never late by more than one batch, and it returns
 * the best move of the last iteration it completed (never a half-searched one).
 *
 * - iterative deepening, each iteration's best move searched first by the next;
 * - move order: the transposition table's move, captures by MVV-LVA (B-CH-12: take with the least
 *   valuable piece first), promotions, two killer moves per ply, then the rest;
 * - a capture quiescence at the horizon (B-CH-9: a capture is only a gain if the recapture is seen);
 * - a check extension, so mating lines are not cut at the horizon;
 * - a transposition table keyed by a Zobrist hash (zobrist.ts), optional;
 * - the game's rules as values: mate, the stalemate of CH25 / V-CH-2 / V-CH-3, the fifty-move rule,
 *   repetition (CH26) and bare kings are scored where they happen.
 */
import type { Board } from '../board.js';
import { hasLegalMove, legalMoveNumbers, MAX_MOVES, pseudoMoves } from '../generate.js';
import { BISHOP, BLACK, F_CAPTURE, F_EN_PASSANT, KNIGHT, PAWN, QUEEN, ROOK, moveFlags, movePromo, moveTo, moveFrom } from '../squares.js';
import type { ChessRules } from '../types.js';
import { VALUE, evaluate } from './evaluate.js';
import { hashOf, type Hash } from './zobrist.js';

export const MATE = 100_000;
/** Scores beyond this are mates (their distance in plies is MATE − |score|). */
export const MATE_BOUND = MATE - 1000;
/** V-CH-2: a stalemate wins half the stake: worth more than any material, less than a mate. */
const HALF_WIN = 5_000;
const MAX_PLY = 64;
const TT_BITS = 18;
const EXACT = 0, LOWER = 1, UPPER = 2;

export interface SearchSettings {
  /** Node budget (every node of the main search and the quiescence counts one). */
  nodes: number;
  /** The deepest iteration (plies). */
  maxDepth: number;
  /** Keep a transposition table (the strong player). */
  table: boolean;
  /** Killer moves and the history of cut-offs in the order (the strong player). */
  killers: boolean;
  /** A reading of `clock` to stop at: the clock is read before every NODE_BATCH nodes (with a real clock, then no longer reproducible). */
  deadline?: number;
  /** The clock `deadline` is read on, in milliseconds (default `performance.now()`). */
  clock?: () => number;
}

/** Nodes searched between two readings of the clock: the most a search by time can run past its deadline. */
export const NODE_BATCH = 1024;

export interface SearchResult {
  /** The chosen root move (an engine move number) and its score for the side to move. */
  move: number;
  score: number;
  /** The deepest completed iteration. */
  depth: number;
  nodes: number;
  /** The principal variation from the root (engine move numbers). */
  pv: number[];
  /** The deadline stopped the search (before the node budget or the deepest iteration). */
  stoppedByTime: boolean;
}

class Aborted extends Error {}

const now = () => performance.now();

export class Searcher {
  private readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly keys = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly killer = new Int32Array(MAX_PLY * 2);
  /** Quiet moves' cut-offs by piece code × target square (depth² each). */
  private readonly cutoffs = new Int32Array(16 * 128);
  private readonly pathLo = new Int32Array(MAX_PLY + 1);
  private readonly pathHi = new Int32Array(MAX_PLY + 1);
  private readonly ttLo: Int32Array | null;
  private readonly ttHi: Int32Array | null;
  private readonly ttMove: Int32Array | null;
  private readonly ttScore: Int32Array | null;
  private readonly ttInfo: Int16Array | null; // depth × 4 + bound, −1 empty
  private readonly hash: Hash = { lo: 0, hi: 0 };
  private nodes = 0;
  private limit = 0;
  private stoppedByTime = false;
  private rootMoves: number[] = [];
  private pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private pvLength = new Int32Array(MAX_PLY);

  /**
   * `history`: the Zobrist hashes of the game's earlier positions since the last capture or pawn
   * move (lo, hi pairs), for CH26's repetition.
   */
  constructor(
    private readonly b: Board,
    private readonly rules: ChessRules,
    private readonly settings: SearchSettings,
    private readonly history: readonly Hash[] = [],
  ) {
    const size = settings.table ? 1 << TT_BITS : 0;
    this.ttLo = settings.table ? new Int32Array(size) : null;
    this.ttHi = settings.table ? new Int32Array(size) : null;
    this.ttMove = settings.table ? new Int32Array(size) : null;
    this.ttScore = settings.table ? new Int32Array(size) : null;
    this.ttInfo = settings.table ? new Int16Array(size).fill(-1) : null;
  }

  /** The best of `rootMoves` (legal engine moves of the side to move, in the caller's order). */
  search(rootMoves: readonly number[]): SearchResult {
    this.rootMoves = rootMoves.slice();
    this.nodes = 0;
    this.limit = this.settings.nodes;
    this.stoppedByTime = false;
    let best: SearchResult = { move: this.rootMoves[0]!, score: 0, depth: 0, nodes: 0, pv: [this.rootMoves[0]!], stoppedByTime: false };
    for (let depth = 1; depth <= this.settings.maxDepth; depth++) {
      let score: number;
      try {
        score = this.root(depth);
      } catch (e) {
        if (e instanceof Aborted) break;
        throw e;
      }
      const pv = Array.from(this.pvTable.subarray(0, this.pvLength[0]!));
      best = { move: pv[0] ?? this.rootMoves[0]!, score, depth, nodes: this.nodes, pv, stoppedByTime: false };
      // the best move first in the next iteration
      const i = this.rootMoves.indexOf(best.move);
      this.rootMoves.splice(i, 1);
      this.rootMoves.unshift(best.move);
      if (Math.abs(score) >= MATE_BOUND) break; // a forced mate: deeper search only confirms it
    }
    best.nodes = this.nodes;
    best.stoppedByTime = this.stoppedByTime;
    return best;
  }

  private root(depth: number): number {
    const b = this.b;
    this.pvLength[0] = 0;
    hashOf(b, this.hash);
    this.pathLo[0] = this.hash.lo;
    this.pathHi[0] = this.hash.hi;
    let alpha = -MATE - 1;
    const beta = MATE + 1;
    for (let i = 0; i < this.rootMoves.length; i++) {
      const m = this.rootMoves[i]!;
      b.make(m);
      let score: number;
      try {
        score = i === 0
          ? -this.node(depth - 1, -beta, -alpha, 1)
          : -this.node(depth - 1, -alpha - 1, -alpha, 1);
        if (i > 0 && score > alpha) score = -this.node(depth - 1, -beta, -alpha, 1);
      } finally {
        b.unmake(m);
      }
      if (score > alpha) {
        alpha = score;
        this.setPv(0, m);
      }
    }
    return alpha;
  }

  private setPv(ply: number, m: number): void {
    const base = ply * MAX_PLY, next = (ply + 1) * MAX_PLY;
    this.pvTable[base] = m;
    const n = ply + 1 < MAX_PLY ? this.pvLength[ply + 1]! : 0;
    for (let i = 0; i < n; i++) this.pvTable[base + 1 + i] = this.pvTable[next + i]!;
    this.pvLength[ply] = n + 1;
  }

  /** Counts a node: stops at the node budget, and by the clock before every batch of NODE_BATCH nodes. */
  private tick(): void {
    if (this.nodes >= this.limit) throw new Aborted();
    const deadline = this.settings.deadline;
    if (deadline !== undefined && this.nodes % NODE_BATCH === 0 && (this.settings.clock ?? now)() > deadline) {
      this.stoppedByTime = true;
      throw new Aborted();
    }
    this.nodes++;
  }

  /** CH26 draws reached inside the search: the fifty-move rule, a repeated position, bare kings. */
  private isDraw(ply: number): boolean {
    const b = this.b;
    // CH26's order: a mate on the hundredth ply is still a mate
    if (b.half >= 100) return !(b.inCheck() && !hasLegalMove(b));
    const lo = this.hash.lo, hi = this.hash.hi;
    // a position seen once before on this path or in the game is scored as its repetition
    for (let p = ply - 2; p >= 0 && p >= ply - b.half; p -= 2) if (this.pathLo[p] === lo && this.pathHi[p] === hi) return true;
    for (let i = this.history.length - 1; i >= 0; i--) if (this.history[i]!.lo === lo && this.history[i]!.hi === hi) return true;
    return this.bareKings();
  }

  private bareKings(): boolean {
    const c = this.b.counts;
    for (const color of [0, BLACK]) {
      if (c[color | PAWN] || c[color | ROOK] || c[color | QUEEN]) return false;
    }
    const minors = c[KNIGHT]! + c[BISHOP]! + c[BLACK | KNIGHT]! + c[BLACK | BISHOP]!;
    // CH26: one minor piece cannot mate; PD-CH-7: under V-CH-2/V-CH-3 it may still stalemate.
    return minors === 0 || (minors === 1 && this.rules.stalemate === 'draw');
  }

  private hasOfficer(color: number): boolean {
    const c = this.b.counts;
    return c[color | KNIGHT]! + c[color | BISHOP]! + c[color | ROOK]! + c[color | QUEEN]! > 0;
  }

  /** The value of having no legal move for the side to move at `ply`. */
  private noMoves(ply: number): number {
    if (this.b.inCheck()) return -(MATE - ply);
    // CH25 a draw; V-CH-2 the stalemated side loses half; V-CH-3 it wins.
    if (this.rules.stalemate === 'half') return -HALF_WIN + ply;
    if (this.rules.stalemate === 'english') return MATE - ply;
    return 0;
  }

  private node(depth: number, alpha: number, beta: number, ply: number, allowNull = true): number {
    const b = this.b;
    this.tick();
    hashOf(b, this.hash);
    const lo = this.hash.lo, hi = this.hash.hi;
    this.pathLo[ply] = lo;
    this.pathHi[ply] = hi;
    this.pvLength[ply] = 0;
    if (this.isDraw(ply)) return 0;
    const inCheck = b.inCheck();
    if (inCheck) depth++;
    if (depth <= 0 || ply >= MAX_PLY - 1) return this.quiesce(alpha, beta, ply, 0);
    // mate-distance pruning: nothing here beats a mate already found nearer the root
    if (alpha < -(MATE - ply)) alpha = -(MATE - ply);
    if (beta > MATE - ply - 1) beta = MATE - ply - 1;
    if (alpha >= beta) return alpha;

    let hashMove = 0;
    let slot = -1;
    if (this.ttInfo) {
      slot = lo & ((1 << TT_BITS) - 1);
      const info = this.ttInfo[slot]!;
      if (info >= 0 && this.ttLo![slot] === lo && this.ttHi![slot] === hi) {
        hashMove = this.ttMove![slot]!;
        if (info >> 2 >= depth) {
          const s = fromTable(this.ttScore![slot]!, ply), bound = info & 3;
          if (bound === EXACT || (bound === LOWER && s >= beta) || (bound === UPPER && s <= alpha)) return s;
        }
      }
    }

    // The strong player's null move: if passing still holds beta, a real move will too. Not in
    // check, not near a mate, and not with pawns alone (where passing may be the better move).
    if (this.settings.table && allowNull && !inCheck && depth >= 3 && Math.abs(beta) < MATE_BOUND && this.hasOfficer(b.side)) {
      const ep = b.ep;
      b.ep = -1;
      b.side ^= BLACK;
      let score: number;
      try {
        score = -this.node(depth - 3, -beta, -beta + 1, ply + 1, false);
      } finally {
        b.side ^= BLACK;
        b.ep = ep;
      }
      if (score >= beta) return beta;
    }

    const base = ply * MAX_MOVES;
    const end = legalMoveNumbers(b, this.moves, base);
    if (end === base) return this.noMoves(ply);
    this.order(base, end, hashMove, ply);

    const alpha0 = alpha;
    let best = -MATE - 1, bestMove = 0;
    for (let i = base; i < end; i++) {
      const m = this.pick(i, end);
      b.make(m);
      let score: number;
      try {
        if (i === base) score = -this.node(depth - 1, -beta, -alpha, ply + 1);
        else {
          score = -this.node(depth - 1, -alpha - 1, -alpha, ply + 1);
          if (score > alpha && score < beta) score = -this.node(depth - 1, -beta, -alpha, ply + 1);
        }
      } finally {
        b.unmake(m);
      }
      if (score > best) {
        best = score;
        bestMove = m;
      }
      if (score > alpha) {
        alpha = score;
        this.setPv(ply, m);
        if (alpha >= beta) {
          if (this.settings.killers && !(moveFlags(m) & F_CAPTURE)) {
            if (this.killer[ply * 2] !== m) {
              this.killer[ply * 2 + 1] = this.killer[ply * 2]!;
              this.killer[ply * 2] = m;
            }
            const h = b.sq[moveFrom(m)]! * 128 + moveTo(m);
            this.cutoffs[h] = Math.min(this.cutoffs[h]! + depth * depth, KILLER_KEY - 1);
          }
          break;
        }
      }
    }
    if (slot >= 0) {
      const bound = best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER;
      this.ttLo![slot] = lo;
      this.ttHi![slot] = hi;
      this.ttMove![slot] = bestMove;
      this.ttScore![slot] = toTable(best, ply);
      this.ttInfo![slot] = Math.min(depth, 4000) * 4 + bound;
    }
    return best;
  }

  /** B-CH-9: at the horizon only captures (and promotions) are followed; in check every reply. */
  private quiesce(alpha: number, beta: number, ply: number, qply: number): number {
    const b = this.b;
    if (qply > 0) this.tick();
    const inCheck = b.inCheck();
    const base = ply * MAX_MOVES;
    let end: number;
    let best = -MATE - 1;
    if (inCheck) {
      end = legalMoveNumbers(b, this.moves, base);
      if (end === base) return this.noMoves(ply);
      if (ply >= MAX_PLY - 1 || qply > 12) return evaluate(b);
    } else {
      best = evaluate(b);
      if (best >= beta || ply >= MAX_PLY - 1) return best;
      if (best > alpha) alpha = best;
      // pseudo-legal captures and promotions; each is tested for CH16 when played
      end = onlyTactical(this.moves, base, pseudoMoves(b, this.moves, base));
    }
    this.order(base, end, 0, -1);
    for (let i = base; i < end; i++) {
      const m = this.pick(i, end);
      b.make(m);
      if (!inCheck && b.leftKingAttacked()) {
        b.unmake(m);
        continue;
      }
      let score: number;
      try {
        score = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
      } finally {
        b.unmake(m);
      }
      if (score > best) best = score;
      if (score > alpha) {
        alpha = score;
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  /** Sort keys: the table's move, captures by MVV-LVA (B-CH-12), promotions, killers, the rest. */
  private order(base: number, end: number, hashMove: number, ply: number): void {
    const sq = this.b.sq;
    for (let i = base; i < end; i++) {
      const m = this.moves[i]!;
      let key = 0;
      const flags = moveFlags(m), promo = movePromo(m);
      if (m === hashMove) key = 1 << 24;
      else if (flags & F_CAPTURE || promo) {
        const victim = flags & F_EN_PASSANT ? PAWN : sq[moveTo(m)]! & 7;
        const attacker = sq[moveFrom(m)]! & 7;
        key = CAPTURE_KEY + VALUE[victim as 1]! * 16 - attacker + (promo ? VALUE[promo as 1]! * 16 : 0);
      } else if (ply >= 0 && (m === this.killer[ply * 2] || m === this.killer[ply * 2 + 1])) {
        key = KILLER_KEY + (m === this.killer[ply * 2] ? 1 : 0);
      } else if (ply >= 0) key = this.cutoffs[sq[moveFrom(m)]! * 128 + moveTo(m)]!;
      this.keys[i] = key;
    }
  }

  /** Selection sort, one step: moves the best remaining move to `i` (stable: the first of equals). */
  private pick(i: number, end: number): number {
    const keys = this.keys, moves = this.moves;
    let at = i;
    for (let j = i + 1; j < end; j++) if (keys[j]! > keys[at]!) at = j;
    if (at !== i) {
      const k = keys[at]!, m = moves[at]!;
      for (let j = at; j > i; j--) {
        keys[j] = keys[j - 1]!;
        moves[j] = moves[j - 1]!;
      }
      keys[i] = k;
      moves[i] = m;
    }
    return moves[i]!;
  }
}

const CAPTURE_KEY = 1 << 20;

/** Keeps the captures and promotions of `moves[base..end)` in place; returns the new end. */
function onlyTactical(moves: Int32Array, base: number, end: number): number {
  let n = base;
  for (let i = base; i < end; i++) {
    const m = moves[i]!;
    if (moveFlags(m) & F_CAPTURE || movePromo(m)) moves[n++] = m;
  }
  return n;
}
const KILLER_KEY = 1 << 19;

/** Mate scores are stored relative to the node, so a hit at another ply reads the right distance. */
const toTable = (s: number, ply: number) => (s >= MATE_BOUND ? s + ply : s <= -MATE_BOUND ? s - ply : s);
const fromTable = (s: number, ply: number) => (s >= MATE_BOUND ? s - ply : s <= -MATE_BOUND ? s + ply : s);
