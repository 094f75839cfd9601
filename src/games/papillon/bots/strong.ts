/**
 * Strong: determinized Monte-Carlo search with sequential halving.
 *
 * Each sample draws one full deal consistent with the view (`resample`: the unseen cards are
 * shuffled into the other hands, by their known sizes, and the stock). Every surviving candidate
 * move is played in that same sample (common random numbers) and the deal is played out to its end
 * by a fast greedy-with-noise policy for every seat. The value of a playout is the bot's balance
 * change plus its 1/n share of the pot left at the end. After each round the worse half of the
 * candidates is dropped (sequential halving), so the budget goes to the close calls. The search
 * itself is src/ai/search.ts; this file gives it the samples, the playout policy and the value.
 *
 * Only the view and the legal moves are used; the true hidden state is never seen.
 */
import type { Rng } from '../../../engine/rng.js';
import { halvingSearch, type Tally } from '../../../ai/search.js';
import { captureFeats, isAce, legalCaptures, valueOf } from '../captures.js';
import { applyLegal } from '../engine.js';
import type { PapillonMove, PapillonState, PapillonView } from '../types.js';
import { resample } from '../view.js';
import { distinctMoves, immediateOf, leavesForNext, type SeatPosition } from './analysis.js';
import { buildExplanation } from './explain.js';
import { now, scoreMoves } from './normal.js';
import type { BotOptions } from '../../../ai/types.js';
import type { CandidateStats, PapillonBot, PapillonDecision } from './types.js';

/** Default playouts per decision; tuned so that the 95th percentile stays under 300 ms in Node here. */
export const DEFAULT_STRONG_ITERATIONS = 1500;

/** Plies after the bot's move that are played by the normal bot's heuristic (the rest: fast policy). */
export const DEFAULT_MODEL_PLIES = 3;

export interface StrongBotOptions {
  iterations?: number;
  modelPlies?: number;
}

const LAY_DOWN: PapillonMove = { type: 'layDown' };

export class StrongBot implements PapillonBot {
  readonly level = 'strong' as const;

  private readonly defaultIterations: number;
  private readonly modelPlies: number;

  /** `iterations`: default playouts per decision; `modelPlies`: plies after the bot's move played by the normal heuristic. */
  constructor(options: StrongBotOptions = {}) {
    this.defaultIterations = options.iterations ?? DEFAULT_STRONG_ITERATIONS;
    this.modelPlies = options.modelPlies ?? DEFAULT_MODEL_PLIES;
  }

  decide(view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): PapillonDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('StrongBot.decide: no legal moves');
    const cands = distinctMoves(legal);
    const replies = cands.map(() => new Replies());
    const search = halvingSearch<PapillonState>(
      {
        candidates: cands.length,
        resample: (rng) => resample(view, rng),
        playout: (det, i, rng) => playout(det, cands[i]!, view.viewer, rng!, replies[i]!, this.modelPlies),
      },
      {
        seed: `strong:${opts.seed}`,
        budget: opts.budget?.iterations ?? this.defaultIterations,
        deadline: opts.budget?.timeMs !== undefined ? t0 + opts.budget.timeMs : Infinity,
        playoutRng: true,
      },
    );
    const stats: CandidateStats[] = cands.map((m, i) => candidateStats(view, m, search.tallies[i]!, replies[i]!));
    const best = stats[search.best]!;
    return {
      move: cands[search.best]!,
      stats: { level: 'strong', iterations: search.playouts, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: search.stoppedByTime },
      explanation: buildExplanation(view, best, stats, 'search'),
    };
  }
}

/** What a candidate's playouts tell beyond their value: the wins, and the next player's replies. */
class Replies {
  wins = 0;
  replies = 0;
  replyCaptures = 0;
  replyGain = 0;
}

function candidateStats(view: PapillonView, m: PapillonMove, a: Tally, r: Replies): CandidateStats {
  const leaves = leavesForNext(view, m);
  if (r.replies > 0) {
    leaves.replyCaptureRate = r.replyCaptures / r.replies;
    leaves.replyMeanGain = r.replyGain / r.replies;
  }
  const imm = immediateOf(view, m);
  const mean = a.n > 0 ? a.sum / a.n : imm.net;
  const variance = a.n > 1 ? Math.max(0, (a.sumSq - a.n * mean * mean) / (a.n - 1)) : 0;
  return {
    move: m,
    visits: a.n,
    expectedValue: mean,
    standardError: a.n > 1 ? Math.sqrt(variance / a.n) : 0,
    winRate: a.n > 0 ? r.wins / a.n : null,
    gainEach: imm.gainEach,
    leavesForNext: leaves,
  };
}

/** Plays `first` for the viewer in a sampled deal, then the rest of the deal by the policy: the viewer's balance change plus his share of the pot. */
function playout(det: PapillonState, first: PapillonMove, me: number, rng: Rng, acc: Replies, modelPlies: number): number {
  const n = det.rules.players;
  const start = det.balances[me]!;
  let s = applyLegal(det, first, null);
  let ply = 0;
  if (s.phase === 'play' && s.toMove !== me && s.handRound === det.handRound) {
    const np = s.toMove!;
    const bal = s.balances[np]!;
    const pile = s.piles[np]!.length;
    s = applyLegal(s, ply++ < modelPlies ? modelMove(s) : policyMove(s, rng), null);
    acc.replies++;
    acc.replyGain += s.balances[np]! - bal;
    if (s.piles[np]!.length > pile) acc.replyCaptures++;
  }
  while (s.phase === 'play') s = applyLegal(s, ply++ < modelPlies ? modelMove(s) : policyMove(s, rng), null);
  if (s.winner === me) acc.wins++;
  return s.balances[me]! - start + s.pot / n;
}

/** The player to move in a sampled deal, seen as the normal bot would see his seat. */
function seatPosition(s: PapillonState): SeatPosition {
  const p = s.toMove!;
  return {
    viewer: p,
    rules: s.rules,
    hand: s.hands[p]!,
    handCounts: s.hands.map((h) => h.length),
    table: s.table,
    piles: s.piles,
    finalRound: s.finalRound,
    winner: s.winner,
    pot: s.pot,
    lastToLayDown: s.lastToLayDown,
  };
}

/** The normal bot's choice (first best) for the player to move in a sampled deal. */
function modelMove(s: PapillonState): PapillonMove {
  const caps = legalCaptures(s.hands[s.toMove!]!, s.table, s.rules);
  if (caps.length === 0) return LAY_DOWN;
  const moves: PapillonMove[] = caps.map((c) => ({ type: 'capture', card: c.card, take: c.take }));
  if (moves.length === 1) return moves[0]!;
  const scored = scoreMoves(seatPosition(s), moves);
  let best = scored[0]!;
  for (const x of scored) if (x.score > best.score + 1e-9) best = x;
  return best.move;
}

/** The playout policy: greedy on immediate payouts with a little care for what is left, plus noise. */
export function policyMove(s: PapillonState, rng: Rng): PapillonMove {
  const p = s.toMove!;
  const hand = s.hands[p]!;
  const caps = legalCaptures(hand, s.table, s.rules);
  if (caps.length === 0) return LAY_DOWN;
  let pick = 0;
  if (caps.length > 1) {
    if (rng.next() < 0.05) {
      pick = rng.int(caps.length);
    } else {
      const others = s.rules.players - 1;
      const table = s.table;
      let bestScore = -Infinity;
      for (let i = 0; i < caps.length; i++) {
        const c = caps[i]!;
        const f = captureFeats(c.card, c.take, table.length, s.finalRound, s.rules);
        let score = f.gainEach * others + 0.2 * c.take.length + rng.next() * 0.3;
        const left = table.length - c.take.length;
        if (left > 0) {
          let aces = 0;
          let total = 0;
          let face = false;
          for (const t of table) {
            if (c.take.includes(t)) continue;
            if (isAce(t)) aces++;
            const v = valueOf(t);
            total += v;
            if (v > 10) face = true;
          }
          score -= 0.6 * aces;
          if (left === 1 || (!face && total <= 13)) score -= 0.8; // a Sautenelle for someone
        }
        if (s.finalRound && s.winner === null && hand.length === 1) score += s.pot + 2;
        if (score > bestScore) {
          bestScore = score;
          pick = i;
        }
      }
    }
  }
  const c = caps[pick]!;
  return { type: 'capture', card: c.card, take: c.take };
}
