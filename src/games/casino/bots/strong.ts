/**
 * Strong: determinised Monte-Carlo search with sequential halving, anchored on the normal player.
 *
 * Each sample draws one full deal consistent with the view (`determinise` in ./evaluate.ts, built on
 * `resample(view, rng)`): the cards the seat has not seen go to the other hands (by their known
 * sizes) and the stock; the older pile cards, whose side nobody may know (C39), are kept aside. Every
 * surviving candidate move is played in that same sample (common random numbers) and the deal is
 * played to its end: `modelPlies` moves by the normal bot's heuristic (default 0), then a fast greedy
 * policy (`policyMove`) for every seat. The value of a playout is the bot's side's points from here to
 * the end of the deal (clearings, C23, and the count, C28/C29 or C35/C36, in expectation over the
 * unknown split of the older pile cards) minus the other sides' (their mean with 3 players), plus
 * GAME_WEIGHT per unit won or lost when the game ends in it (C30–C32, C37). After each round the
 * worse half of the candidates is dropped (sequential halving), so the budget goes to the close calls.
 * Candidates beyond MAX_CANDIDATES (a crowded table) are cut by the normal score first. The search
 * itself is src/ai/search.ts; this file gives it the samples, the playout policy and the value.
 *
 * The search's best replaces the normal player's choice only when, on the samples both were played
 * in, it is better by more than DEFAULT_CONFIDENCE standard errors: the playouts are noisy (a deal's
 * outcome varies by several points), and a choice made on noise is worse than the heuristic's.
 *
 * Only the view and the legal moves are used; the true hidden state is never seen.
 */
import type { Rng } from '../../../engine/rng.js';
import { halvingSearch, type Tally } from '../../../ai/search.js';
import { collectCaptures, rankKey } from '../captures.js';
import { splitIntoGroups } from '../../fishing/sums.js';
import { applyLegal, isLastCardOfDeal, legalMoves } from '../engine.js';
import { sideOf } from '../rules.js';
import type { CasinoMove, CasinoState, CasinoView } from '../types.js';
import { cardWeight, clearingValue, countPoints, fastValue as valueOf, sumWeights, type SeatPosition } from './analysis.js';
import { dealValue, determinise, finalCollectionSide, type Sample } from './evaluate.js';
import { buildExplanation } from './explain.js';
import { now, pickBest, scoreMoves } from './normal.js';
import type { BotOptions } from '../../../ai/types.js';
import type { CandidateStats, CasinoBot, CasinoDecision } from './types.js';

/** Default playouts per decision; tuned so that the 95th percentile stays under 300 ms in Node here. */
export const DEFAULT_STRONG_ITERATIONS = 1500;

/** Plies after the bot's move that are played by the normal bot's heuristic (the rest: the fast policy). */
export const DEFAULT_MODEL_PLIES = 0;

/** At most this many candidates are searched; more (a crowded table) are cut by the normal score. */
export const MAX_CANDIDATES = 12;

/** The search overrides the normal player's choice only when it is better by more than this many standard errors. */
export const DEFAULT_CONFIDENCE = 1;

export interface StrongBotOptions {
  iterations?: number;
  modelPlies?: number;
  /** See DEFAULT_CONFIDENCE; −Infinity: always the search's best. */
  confidence?: number;
}

export class StrongBot implements CasinoBot {
  readonly level = 'strong' as const;

  private readonly defaultIterations: number;
  private readonly modelPlies: number;
  private readonly confidence: number;

  /** `iterations`: default playouts per decision; `modelPlies`: plies after the bot's move played by the normal heuristic. */
  constructor(options: StrongBotOptions = {}) {
    this.defaultIterations = options.iterations ?? DEFAULT_STRONG_ITERATIONS;
    this.modelPlies = options.modelPlies ?? DEFAULT_MODEL_PLIES;
    this.confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  }

  decide(view: CasinoView, legal: readonly CasinoMove[], opts: BotOptions): CasinoDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('StrongBot.decide: no legal moves');
    const budget = Math.max(1, Math.floor(opts.budget?.iterations ?? this.defaultIterations));
    const deadline = opts.budget?.timeMs !== undefined ? t0 + opts.budget.timeMs : Infinity;
    // The normal score of every distinct move: the order for the cut, and the statistics' static part.
    const scored = scoreMoves(view, legal);
    let cands = scored;
    if (cands.length > MAX_CANDIDATES) {
      cands = scored
        .map((c, i) => ({ c, i }))
        .sort((a, b) => b.c.expectedValue - a.c.expectedValue || a.i - b.i)
        .slice(0, MAX_CANDIDATES)
        .sort((a, b) => a.i - b.i)
        .map((x) => x.c);
    }
    const replies = cands.map(() => new Replies());
    const search = halvingSearch<Sample>(
      {
        candidates: cands.length,
        resample: (rng) => determinise(view, rng),
        playout: (det, i, rng) => playout(det, cands[i]!.move, view.viewer, rng!, replies[i]!, this.modelPlies),
      },
      { seed: `strong:${opts.seed}`, budget, deadline, playoutRng: true, keepValues: true },
    );
    const acc = search.tallies;
    let bestIdx = search.best;
    if (cands.length > 1) {
      // The search's best replaces the normal player's choice only when it is better on the deals both
      // were played in (paired: every sample plays all survivors) by more than `confidence` standard errors.
      const prior = pickBest(cands, null);
      if (prior !== bestIdx && pairedZ(acc[bestIdx]!, acc[prior]!) <= this.confidence) bestIdx = prior;
    }
    const iterations = search.playouts;
    const stoppedByTime = search.stoppedByTime;
    const stats = cands.map((c, i) => candidateStats(c, acc[i]!, replies[i]!));
    const best = stats[bestIdx]!;
    return {
      move: best.move,
      stats: { level: 'strong', iterations, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime },
      explanation: buildExplanation(view, best, stats, 'search', iterations),
    };
  }
}

/** What a candidate's playouts tell beyond their value: how often the reply cleared the table. */
class Replies {
  replies = 0;
  replyClears = 0;
}

/** Mean of a − b over their common samples, in standard errors of that mean (0 with fewer than 2). */
export function pairedZ(a: Tally, b: Tally): number {
  const n = Math.min(a.n, b.n);
  if (n < 2) return 0;
  let sum = 0;
  let sumSq = 0;
  for (let k = 0; k < n; k++) {
    const d = a.values![k]! - b.values![k]!;
    sum += d;
    sumSq += d * d;
  }
  const mean = sum / n;
  const variance = Math.max(0, (sumSq - n * mean * mean) / (n - 1));
  if (variance === 0) return mean > 0 ? Infinity : mean < 0 ? -Infinity : 0;
  return mean / Math.sqrt(variance / n);
}

function candidateStats(c: CandidateStats, a: Tally, r: Replies): CandidateStats {
  const mean = a.n > 0 ? a.sum / a.n : c.expectedValue;
  const variance = a.n > 1 ? Math.max(0, (a.sumSq - a.n * mean * mean) / (a.n - 1)) : 0;
  return {
    move: c.move,
    visits: a.n,
    expectedValue: mean,
    standardError: a.n > 1 ? Math.sqrt(variance / a.n) : 0,
    gains: c.gains,
    leavesForNext: { ...c.leavesForNext, replyClearingRate: r.replies > 0 ? r.replyClears / r.replies : null },
  };
}

/** Plays `first` for the viewer in a sampled deal, then the rest of the deal by the model and the policy. */
function playout(det: Sample, first: CasinoMove, me: number, rng: Rng, acc: Replies, modelPlies: number): number {
  const sides = det.state.rules.sides;
  const clearings = new Array<number>(sides).fill(0);
  let s = det.state;
  let completed = false;
  let ply = -1;
  while (s.phase === 'play') {
    const m = ply < 0 ? first : ply < modelPlies ? modelMove(s) : policyMove(s, rng);
    const before = s;
    const last = isLastCardOfDeal(before);
    s = applyLegal(before, m, null);
    if (last) {
      completed = true;
      const side = finalCollectionSide(before, m);
      if (side !== null) clearings[side]!++;
    } else if (s.phase === 'play') {
      for (let i = 0; i < sides; i++) clearings[i]! += s.scores[i]! - before.scores[i]!;
    }
    if (ply === 0) {
      // The reply to the bot's move (by another seat): did it clear the table?
      acc.replies++;
      if (m.type === 'capture' && !last && s.table.length === 0 && before.table.length > 0) acc.replyClears++;
    }
    ply++;
  }
  return dealValue(det, s, clearings, completed, me, rng);
}

/** The player to move in a sampled deal, seen as the normal bot would see his seat. */
function seatPosition(s: CasinoState): SeatPosition {
  const p = s.toMove!;
  return {
    viewer: p,
    rules: s.rules,
    dealer: s.dealer,
    hand: s.hands[p]!,
    handCounts: s.hands.map((h) => h.length),
    table: s.table,
    stockCount: s.stock.length,
    finalRound: s.finalRound,
    scores: s.scores,
    lastCapturer: s.lastCapturer,
    lastCapture: s.lastCapture,
    piles: null,
  };
}

/** The normal bot's choice (first best) for the player to move in a sampled deal. */
function modelMove(s: CasinoState): CasinoMove {
  const legal = legalMoves(s);
  if (legal.length === 1) return legal[0]!;
  const scored = scoreMoves(seatPosition(s), legal);
  return scored[pickBest(scored, null)]!.move;
}

/** The playout policy's weights: chance that a table one card can take whole is cleared next, of a counting card being taken, noise. */
const P_CLEAR = 0.4;
const P_TAKE = 0.3;
const NOISE = 0.05;

/** Some single card could take all of `cards` (all one rank, or numerals that split into groups of one value: C15–C18). */
export function clearable(cards: readonly string[]): boolean {
  if (cards.length === 0) return false;
  const r0 = rankKey(cards[0]!);
  if (cards.every((c) => rankKey(c) === r0)) return true;
  const vals: number[] = [];
  let total = 0;
  let max = 0;
  for (const c of cards) {
    const v = valueOf(c);
    if (v === 0) return false;
    vals.push(v);
    total += v;
    if (v > max) max = v;
  }
  for (let v = Math.max(max, 2); v <= 10; v++) if (total % v === 0 && splitIntoGroups(vals, v) !== null) return true;
  return false;
}

/**
 * What the table left to the next player risks, in points: a clearing with everything on it when one
 * card could take it all, else its counting cards. The table left is `table` without `take` (a
 * capture) or with `extra` (a trail); computed in one pass, the slow partition test only for numeral
 * tables above 10 (where a ten or a smaller value might still split them, C15, C18, C20).
 */
function riskOf(table: readonly string[], take: readonly string[] | null, extra: string | null, clearValue: number): number {
  let n = 0;
  let total = 0;
  let numerals = true;
  let sameRank = true;
  let rank = 0; // a card's first character names its rank ('1' only for the ten)
  let weights = 0;
  let points = 0;
  const visit = (c: string) => {
    n++;
    const v = valueOf(c);
    if (v === 0) numerals = false;
    total += v;
    const r = c.charCodeAt(0);
    if (n === 1) rank = r;
    else if (r !== rank) sameRank = false;
    weights += cardWeight(c);
    points += countPoints(c);
  };
  for (const c of table) if (take === null || !take.includes(c)) visit(c);
  if (extra !== null) visit(extra);
  if (n === 0) return 0;
  let clear = sameRank || (numerals && total <= 10);
  if (!clear && numerals) {
    const left = take === null ? table.slice() : table.filter((c) => !take.includes(c));
    if (extra !== null) left.push(extra);
    clear = clearable(left);
  }
  return clear ? P_CLEAR * (clearValue + weights) : P_TAKE * points;
}

/**
 * The playout policy: the capture that takes most (count points, cards, spades, a clearing) minus
 * what it leaves at risk, plus noise; a forced trail by the source's rules 2, 4, 6 and 9 (face cards
 * and small cards first, counting cards last, the dealer keeps a face card for C25) and the same risk.
 * Follows C13, C25 and V-C-2 like legalMoves (with V-C-2 it still captures when it can). Reads only
 * the hand of the player to move: in a sampled deal it could play for a seat from its own view.
 */
export function policyMove(s: CasinoState, rng: Rng): CasinoMove {
  const p = s.toMove!;
  const hand = s.hands[p]!;
  const table = s.table;
  const rules = s.rules;
  const last = isLastCardOfDeal(s);
  if (last && rules.lastFaceTakesAll && valueOf(hand[0]!) === 0) return { type: 'capture', card: hand[0]!, take: table.slice() };
  const nextClear = last ? 0 : clearingValue(s, sideOf(rules, (p + 1) % rules.players));
  const found: { move: CasinoMove | null; score: number } = { move: null, score: -Infinity };
  if (table.length > 0) {
    const clear = last ? 0 : clearingValue(s, sideOf(rules, p));
    collectCaptures(hand, table, (card, take) => {
      let score = cardWeight(card) + sumWeights(take) + rng.next() * NOISE;
      if (take.length === table.length) score += clear;
      else if (!last) score -= riskOf(table, take, null, nextClear);
      if (score > found.score) {
        found.score = score;
        found.move = { type: 'capture', card, take };
      }
      return null;
    });
  }
  if (found.move) return found.move;
  const keepFace = s.finalRound && rules.lastFaceTakesAll && p === s.dealer && hand.length > 1;
  let faces = 0;
  for (const c of hand) if (valueOf(c) === 0) faces++;
  let pick = hand[0]!;
  let bestScore = -Infinity;
  for (const c of hand) {
    const v = valueOf(c);
    let score = -countPoints(c) + rng.next() * NOISE;
    if (v === 0) score += keepFace && faces === 1 ? -1 : 0.3;
    else score += 0.02 * (10 - v);
    if (!last) score -= riskOf(table, null, c, nextClear);
    if (score > bestScore) {
      bestScore = score;
      pick = c;
    }
  }
  return { type: 'trail', card: pick };
}
