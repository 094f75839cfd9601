/**
 * Strong: determinized Monte-Carlo search with sequential halving.
 *
 * Each sample draws one full deal consistent with the view (`resample`: the unseen cards are
 * shuffled into the other hands, by their known sizes, and the stock). Every surviving candidate
 * move is played in that same sample (common random numbers) and the deal is played out to its end
 * by a fast greedy-with-noise policy for every seat. The value of a playout is the bot's balance
 * change plus its 1/n share of the pot left at the end. After each round the worse half of the
 * candidates is dropped (sequential halving), so the budget goes to the close calls.
 *
 * Only the view and the legal moves are used; the true hidden state is never seen.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
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
    const budget = Math.max(1, Math.floor(opts.budget?.iterations ?? this.defaultIterations));
    const deadline = opts.budget?.timeMs !== undefined ? t0 + opts.budget.timeMs : Infinity;
    const acc = cands.map(() => new Acc());
    const rng = new Rng(seedRng(`strong:${opts.seed}`));
    let iterations = 0;
    let stoppedByTime = false;
    let survivors = cands.map((_, i) => i);

    if (cands.length > 1) {
      const rounds = Math.ceil(Math.log2(cands.length));
      outer: for (let r = 0; r < rounds; r++) {
        const perMove = Math.max(1, Math.floor(budget / (rounds * survivors.length)));
        for (let j = 0; j < perMove; j++) {
          // Never more than the budget, except that every candidate gets at least one playout.
          if ((r > 0 || j > 0) && iterations + survivors.length > budget) break outer;
          if (now() > deadline) {
            stoppedByTime = true;
            break outer;
          }
          const det = resample(view, rng);
          const playState = rng.state;
          rng.nextUint32();
          for (const i of survivors) {
            playout(det, cands[i]!, view.viewer, new Rng(playState), acc[i]!, this.modelPlies);
            iterations++;
          }
        }
        if (r < rounds - 1) {
          survivors = survivors.slice().sort((a, b) => acc[b]!.mean - acc[a]!.mean || a - b);
          survivors = survivors.slice(0, Math.ceil(survivors.length / 2));
        }
      }
    }

    // The best among the candidates that got the most visits (the last survivors).
    let bestIdx = 0;
    if (cands.length > 1) {
      const maxVisits = Math.max(...acc.map((a) => a.n));
      let bestMean = -Infinity;
      acc.forEach((a, i) => {
        if (a.n === maxVisits && a.mean > bestMean) {
          bestMean = a.mean;
          bestIdx = i;
        }
      });
    }
    const stats: CandidateStats[] = cands.map((m, i) => candidateStats(view, m, acc[i]!));
    const best = stats[bestIdx]!;
    return {
      move: cands[bestIdx]!,
      stats: { level: 'strong', iterations, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime },
      explanation: buildExplanation(view, best, stats, 'search'),
    };
  }
}

class Acc {
  n = 0;
  sum = 0;
  sumSq = 0;
  wins = 0;
  replies = 0;
  replyCaptures = 0;
  replyGain = 0;
  get mean(): number {
    return this.n > 0 ? this.sum / this.n : -Infinity;
  }
}

function candidateStats(view: PapillonView, m: PapillonMove, a: Acc): CandidateStats {
  const leaves = leavesForNext(view, m);
  if (a.replies > 0) {
    leaves.replyCaptureRate = a.replyCaptures / a.replies;
    leaves.replyMeanGain = a.replyGain / a.replies;
  }
  const imm = immediateOf(view, m);
  const mean = a.n > 0 ? a.sum / a.n : imm.net;
  const variance = a.n > 1 ? Math.max(0, (a.sumSq - a.n * mean * mean) / (a.n - 1)) : 0;
  return {
    move: m,
    visits: a.n,
    expectedValue: mean,
    standardError: a.n > 1 ? Math.sqrt(variance / a.n) : 0,
    winRate: a.n > 0 ? a.wins / a.n : null,
    gainEach: imm.gainEach,
    leavesForNext: leaves,
  };
}

/** Plays `first` for the viewer in a sampled deal, then the rest of the deal by the policy. */
function playout(det: PapillonState, first: PapillonMove, me: number, rng: Rng, acc: Acc, modelPlies: number): void {
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
  const v = s.balances[me]! - start + s.pot / n;
  acc.n++;
  acc.sum += v;
  acc.sumSq += v * v;
  if (s.winner === me) acc.wins++;
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
