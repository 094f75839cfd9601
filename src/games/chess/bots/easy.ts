/**
 * The easy player: one ply, the book's advice as weights (chess.md §9: B-CH-1, B-CH-2, B-CH-9,
 * B-CH-12, B-CH-14), a seeded pick among the moves close to the best.
 */
import { Rng } from '../../../engine/rng.js';
import type { BotOptions } from '../../../ai/types.js';
import type { Board } from '../board.js';
import { hasLegalMove } from '../generate.js';
import { BISHOP, BLACK, F_CAPTURE, F_DOUBLE, F_EN_PASSANT, KNIGHT, PAWN, QUEEN, moveFlags, moveFrom, movePromo, moveTo } from '../squares.js';
import type { ChessView } from '../types.js';
import { uciOf } from '../uci.js';
import { VALUE } from './evaluate.js';
import { botPosition, mates, rootMoves } from './position.js';
import type { ChessBot, ChessDecision } from './types.js';

/** Moves within this many centipawns of the best are picked at random. */
const SPREAD = 20;

export class EasyBot implements ChessBot {
  readonly level = 'easy' as const;

  decide(view: ChessView, legal: readonly string[], opts: BotOptions): ChessDecision {
    const { board } = botPosition(view);
    const { numbers, strings } = rootMoves(board, legal);
    if (numbers.length === 0) throw new Error('chess easy bot: no legal move given');
    const scores = numbers.map((m) => onePly(board, m));
    const best = Math.max(...scores);
    const near = scores.flatMap((s, i) => (s >= best - SPREAD ? [i] : []));
    const i = near[Rng.fromSeed(`chess-easy:${opts.seed}`).int(near.length)]!;
    const m = numbers[i]!;
    return {
      move: strings[i]!,
      announce: mates(board, m),
      explanation: { level: 'easy', forced: numbers.length === 1, score: scores[i]!, mateIn: scores[i]! >= MATE_SCORE ? 1 : null, depth: 1, nodes: numbers.length, line: [uciOf(m)] },
    };
  }
}

const MATE_SCORE = 50_000;

/** A move's one-ply score for the side to move. */
function onePly(b: Board, m: number): number {
  const me = b.side, opp = me ^ BLACK;
  const from = moveFrom(m), to = moveTo(m), flags = moveFlags(m), promo = movePromo(m);
  const piece = b.sq[from]!, kind = piece & 7;
  let score = 0;
  if (flags & F_CAPTURE) score += VALUE[(flags & F_EN_PASSANT ? PAWN : b.sq[to]! & 7) as 1]!;
  if (promo) score += VALUE[promo as 1]! - VALUE[PAWN];
  // B-CH-1: open with a centre pawn; B-CH-2: then develop the minor pieces.
  if (b.full <= 8) {
    if (kind === PAWN && ((from & 7) === 3 || (from & 7) === 4) && flags & F_DOUBLE) score += 25;
    if ((kind === KNIGHT || kind === BISHOP) && from >> 4 === (me === 0 ? 0 : 7)) score += 15;
    if (kind === QUEEN) score -= 15;
  }
  b.make(m);
  if (b.inCheck() && !hasLegalMove(b)) score += MATE_SCORE;
  const moved = promo ? promo : kind;
  // B-CH-9, B-CH-14: the man that moved may be taken; B-CH-12 prefers the cheaper taker, so a
  // capture by a pawn loses less than one by the queen.
  if (b.attacked(to, opp)) score -= b.attacked(to, me) ? Math.max(0, VALUE[moved as 1]! - VALUE[PAWN] - 20) : VALUE[moved as 1]!;
  // the queen hangs: attacked where she stands after the move (one ply deep)
  for (let s = 0; s < 120; s++) {
    if (s & 0x88 || s === to) continue;
    if (b.sq[s] === (me | QUEEN) && b.attacked(s, opp)) score -= VALUE[QUEEN];
  }
  b.unmake(m);
  return score;
}
