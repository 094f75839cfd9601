/**
 * Strong: determinised Monte-Carlo search (shared/rules/whist.md §10: "sample the unseen hands
 * consistent with the public information").
 *
 * Each sample is one full deal drawn by the engine's `resample(view, rng)`: the cards the seat has not
 * seen go to the other hands by their sizes, never into a suit a player has shown out of, the turn-up
 * stays with the dealer until he plays it, and a failed call's answer (W32) is respected. (Its draw is
 * not exactly uniform among the consistent deals when shown voids constrain them: it places the most
 * constrained cards first, each with odds by the room left; late in a deal a card's odds for a seat
 * can be off by 0.1 or more.) Every
 * surviving candidate card is played in that same sample (common random numbers) and the deal is
 * played to its end by the normal player's rules for all four seats (policy.ts), each seat reading only
 * its own sampled hand and the public facts. The value of a playout is the deal's outcome for the
 * seat's side (`dealValue`: game points gained minus the opponents', a game or slam counted at 3 per
 * rubber point). Each sample is weighted by how well it explains the cards the other players have
 * played (`likelihood`: the normal player's rules replayed on the sampled hands; a card they would not
 * have chosen halves the weight), a cheap inference from public play. Sequential halving drops the
 * worse half of the candidates after each round, so the budget goes to the close calls. Equal cards
 * are one candidate; near-ties go to the normal player's card (DEFAULT_NORMAL_BONUS), then the lower.
 * The search itself is src/ai/search.ts; this file gives it the samples, their weight, the playout
 * policy, the value and that order.
 *
 * Budget: `budget.iterations` = playouts in total (default DEFAULT_STRONG_ITERATIONS); `budget.timeMs`
 * additionally stops by the clock (checked before each sample; the decision is then no longer
 * reproducible). A call (B-W-2) and a single distinct card are decided without search.
 *
 * Only the view and the legal moves are used; the true hidden state is never seen.
 */
import { halvingSearch, type Tally } from '../../../ai/search.js';
import type { BotOptions } from '../../../ai/types.js';
import { gameValue } from '../scoring.js';
import type { WhistMove, WhistRules, WhistState, WhistView } from '../types.js';
import { resample } from '../view.js';
import { type Candidate, describeMove, distinctMoves, equalGroup, unsearched } from './explain.js';
import { normalChoice, now, othersThan } from './normal.js';
import { normalCard } from './policy.js';
import { HONOUR_MASK, Table, cardId, popcount, rankOfId, setHand, suitOfId, tableFromView } from './table.js';
import type { CandidateStats, WhistBot, WhistDecision } from './types.js';

/** Default playouts per decision; tuned so that the 95th percentile stays under 300 ms in Node here. */
export const DEFAULT_STRONG_ITERATIONS = 3000;

/** Game points a rubber point is worth in a playout's value (a game won, W35; a slam, W28). */
export const RUBBER_POINT_WEIGHT = 3;

/**
 * Inference: a sampled deal's weight is multiplied by this for every card another player has played
 * that the normal player's rules would not have played from his sampled hand (1 = no inference).
 */
export const DEFAULT_MISMATCH_WEIGHT = 0.5;

/**
 * A head start, in the units of `dealValue`, for the card the normal player's rules would choose: the
 * search leaves the rules of thumb only for a card that does better by more than this (noise aside).
 * Equal values also go to the rules' card, then to the lower card.
 */
export const DEFAULT_NORMAL_BONUS = 0.05;

export interface StrongBotOptions {
  iterations?: number;
  /** See DEFAULT_MISMATCH_WEIGHT. */
  mismatchWeight?: number;
  /** See DEFAULT_NORMAL_BONUS. */
  normalBonus?: number;
}

/**
 * The value of a deal's outcome for `side`, which won `mine` of the 13 tricks, its side holding
 * `honMine` trump honours and the other `honTheirs` (W24–W28, section 13's end of deal): game points
 * gained minus the opponents' (capped at the game), ± RUBBER_POINT_WEIGHT × the game's value when a
 * game is won, ± the same weight × a slam's rubber points.
 */
export function dealValue(rules: WhistRules, scores: readonly number[], side: number, mine: number, honMine: number, honTheirs: number): number {
  const start = [scores[side]!, scores[1 - side]!];
  const tricks = [mine, 13 - mine];
  const w = mine >= 7 ? 0 : 1;
  const sc = start.slice();
  sc[w]! += tricks[w]! - 6;
  let winner = -1;
  if (sc[w]! >= 10) winner = w;
  else {
    const h = honMine >= 3 ? 0 : honTheirs >= 3 ? 1 : -1;
    if (h >= 0 && !(start[h] === 9 && !rules.honoursAtNine)) {
      sc[h]! += (h === 0 ? honMine : honTheirs) === 4 ? 4 : 2;
      if (sc[h]! >= 10) winner = h;
    }
  }
  let v = Math.min(sc[0]!, 10) - start[0]! - (Math.min(sc[1]!, 10) - start[1]!);
  if (winner >= 0) v += (winner === 0 ? 1 : -1) * RUBBER_POINT_WEIGHT * gameValue(sc[1 - winner]!, rules.sevenPoint).value;
  if (rules.slams && tricks[w]! >= 12) v += (w === 0 ? 1 : -1) * RUBBER_POINT_WEIGHT * (tricks[w] === 13 ? 6 : 3);
  return v;
}

export class StrongBot implements WhistBot {
  readonly level = 'strong' as const;
  private readonly defaultIterations: number;
  private readonly mismatchWeight: number;
  private readonly normalBonus: number;

  constructor(options: StrongBotOptions = {}) {
    this.defaultIterations = options.iterations ?? DEFAULT_STRONG_ITERATIONS;
    this.mismatchWeight = options.mismatchWeight ?? DEFAULT_MISMATCH_WEIGHT;
    this.normalBonus = options.normalBonus ?? DEFAULT_NORMAL_BONUS;
  }

  decide(view: WhistView, legal: readonly WhistMove[], opts: BotOptions): WhistDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('StrongBot.decide: no legal moves');
    const me = view.viewer;
    const table = tableFromView(view);
    const cands = distinctMoves(table, me, legal);
    const normal = normalChoice(view, table, legal, cands);
    const cards = cands.filter((c) => c.card >= 0);
    // B-W-2: the call is never worse than not calling; a single card needs no search.
    if (normal.chosen.card < 0 || cards.length <= 1) {
      const chosen = normal.chosen.card < 0 ? normal.chosen : cards[0]!;
      return {
        move: chosen.move,
        stats: { level: 'strong', iterations: 0, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: false },
        explanation: describeMove(view, table, cands, chosen, unsearched(chosen.move), othersThan(table, me, cands, chosen).map((c) => unsearched(c.move)).slice(0, 4), {
          rule: chosen === normal.chosen ? normal.rule : null,
          agreesWithNormal: true,
          samples: 0,
          source: 'heuristic',
        }),
      };
    }

    const tricks = new Float64Array(cards.length);
    const side = me & 1;
    const T = table.trump;
    const sample = new Table();
    const sim = new Table();
    const values = new Float64Array(14);
    const replay = new Table();
    const history = [...view.tricks.flat(), ...view.trick].map((p) => ({ seat: p.seat, card: cardId(p.card) }));
    let weight = 1;
    const prior = normal.chosen.card >= 0 ? cards.findIndex((c) => sameCard(table, me, normal.chosen.card, c.card)) : -1;
    const score = (acc: readonly Tally[], i: number) => acc[i]!.mean + (i === prior ? this.normalBonus : 0);
    const search = halvingSearch<Table>(
      {
        candidates: cards.length,
        // One deal drawn by resample(view, rng) on the compact table, the value of each trick count, its weight.
        resample: (rng) => {
          const det = resample(view, rng);
          sampleTable(sample, table, det, me);
          const hon = [sample.honoursPlayed[0]!, sample.honoursPlayed[1]!];
          for (let seat = 0; seat < 4; seat++) hon[seat & 1]! += popcount(sample.hands[seat * 4 + T]! & HONOUR_MASK);
          for (let k = 0; k <= 13; k++) values[k] = dealValue(view.rules, view.scores, side, k, hon[side]!, hon[1 - side]!);
          weight = this.mismatchWeight < 1 ? likelihood(replay, sample, history, me, this.mismatchWeight) : 1;
          return sample;
        },
        weight: () => weight,
        // The card, then the deal to its end by the normal player's rules for all four seats.
        playout: (det, i) => {
          sim.copyFrom(det);
          sim.play(cards[i]!.card);
          while (sim.tricksDone < 13) sim.play(normalCard(sim, sim.toMove));
          const mine = sim.won[side]!;
          tricks[i]! += weight * mine;
          return values[mine]!;
        },
      },
      {
        seed: `strong:${opts.seed}`,
        budget: opts.budget?.iterations ?? this.defaultIterations,
        deadline: opts.budget?.timeMs !== undefined ? t0 + opts.budget.timeMs : Infinity,
        /** Better first: value (with the rules' head start), then the rules' card, then the lower card. */
        order: (a, b, acc) =>
          score(acc, b) - score(acc, a) || (a === prior ? -1 : b === prior ? 1 : 0) || rankOfId(cards[a]!.card) - rankOfId(cards[b]!.card) || a - b,
      },
    );
    const acc = search.tallies;
    const bestIdx = search.best;
    const stats = cards.map((c, i) => candidateStats(c, acc[i]!, tricks[i]!));
    const chosen = cards[bestIdx]!;
    const alternatives = stats
      .filter((_, i) => i !== bestIdx)
      .sort((a, b) => b.visits - a.visits || (b.expectedValue ?? -Infinity) - (a.expectedValue ?? -Infinity))
      .slice(0, 4);
    const agrees = bestIdx === prior;
    return {
      move: chosen.move,
      stats: { level: 'strong', iterations: search.playouts, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: search.stoppedByTime },
      explanation: describeMove(view, table, cands, chosen, stats[bestIdx]!, alternatives, {
        rule: agrees ? normal.rule : null,
        agreesWithNormal: agrees,
        samples: search.samples,
        source: 'search',
      }),
    };
  }
}

function sameCard(t: Table, seat: number, a: number, b: number): boolean {
  return suitOfId(a) === suitOfId(b) && (equalGroup(t, seat, a) & (1 << rankOfId(b))) !== 0;
}

function candidateStats(c: Candidate, a: Tally, tricks: number): CandidateStats {
  if (a.n === 0 || a.w <= 0) return unsearched(c.move);
  const mean = a.sum / a.w;
  const variance = a.n > 1 ? Math.max(0, a.sumSq / a.w - mean * mean) * (a.n / (a.n - 1)) : 0;
  return { move: c.move, visits: a.n, expectedValue: mean, standardError: Math.sqrt(variance / a.n), expectedTricks: tricks / a.w };
}

/**
 * How well a sampled deal explains the cards the other players have played: the deal is replayed
 * from its start (each hand = its sampled cards + the cards it has played), and every card of
 * another seat that the normal player's rules would not have chosen (nor an equal card) multiplies the
 * weight by `mismatch`.
 */
function likelihood(replay: Table, sample: Table, history: readonly { seat: number; card: number }[], me: number, mismatch: number): number {
  replay.copyFrom(sample);
  replay.played.fill(0);
  replay.voids.fill(0);
  replay.discards.fill(0);
  replay.led.fill(0);
  replay.honoursPlayed.fill(0);
  replay.trickLen = 0;
  replay.tricksDone = 0;
  for (const p of history) replay.hands[p.seat * 4 + suitOfId(p.card)]! |= 1 << rankOfId(p.card);
  let w = 1;
  for (const p of history) {
    replay.toMove = p.seat;
    if (p.seat !== me) {
      const c = normalCard(replay, p.seat);
      if (c !== p.card && !(suitOfId(c) === suitOfId(p.card) && equalGroup(replay, p.seat, c) & (1 << rankOfId(p.card)))) w *= mismatch;
    }
    replay.play(p.card);
  }
  return w;
}

/** The public table with the hands of one sampled deal (`det` comes from resample(view, rng)). */
function sampleTable(out: Table, table: Table, det: WhistState, me: number): void {
  out.copyFrom(table);
  for (let seat = 0; seat < 4; seat++) if (seat !== me) setHand(out, seat, det.hands[seat]!);
}
