/**
 * Strong: determinised Monte-Carlo search with sequential halving, for every decision of a seat:
 * the exchange (which cards to lay away, Q12–Q14) and every card played (Q28).
 *
 * Each sample is one full deal consistent with the view: the engine's `resample(view, rng)` and a
 * repair that makes it agree with what the play and the declarations showed (sample.ts). Every
 * surviving candidate is played in that same sample (common random numbers) and the deal is played
 * to its end by the normal player's rules of thumb for both seats (each on its own knowledge, with a
 * little noise); an exchange still to come in the sample is made by the fast greedy exchange. The
 * value of a playout is the seat's points minus the opponent's from now to the end of the deal, ±50
 * when the race ends in it (won or lost, Q35). After each round the worse half of the candidates is
 * dropped, so the budget goes to the close calls. The search itself is src/ai/search.ts; this file
 * gives it the samples, the playout policy and the value.
 *
 * Candidates: in the play, the legal cards, cards equal in play counted once (same suit, no card the
 * opponent may hold between them, both counting or neither, Q29); in an exchange, the best few
 * discard plans of the normal player's ranking (exchange.ts), each carried out in full in the sample.
 *
 * Only the view and the legal moves are used; the true hidden state is never seen.
 */
import type { BotOptions } from '../../../ai/types.js';
import type { Rng } from '../../../engine/rng.js';
import { halvingSearch, Tally } from '../../../ai/search.js';
import { packOrder } from '../cards.js';
import { applyLegal } from '../engine.js';
import type { PiquetMove, PiquetState, PiquetView, Seat } from '../types.js';
import { exchangeSituation, planMove, rankPlans, type ExchangeSituation } from './exchange.js';
import { buildExplanation, classifyExchange, classifyPlay } from './explain.js';
import { CARD_NAME, cardsIdx, idx, cardsOf, greedyDiscards, maskOf, suitBits } from './model.js';
import { now, playMove } from './normal.js';
import { infoFromView, legalMask, type SeatInfo } from './policy.js';
import { cloneSim, EndSolver, simOf, simPlay, simRun, simValue, type Sim } from './rollout.js';
import { constraintsOf, determinize } from './sample.js';
import type { PiquetBot, PiquetCandidate, PiquetDecision } from './types.js';

/** Default playouts per decision; tuned so that the 95th percentile stays under 300 ms in Node on the 2-core dev machine. */
export const DEFAULT_STRONG_ITERATIONS = 1500;

/** Discard plans searched in an exchange (the best of the normal player's ranking). */
export const DEFAULT_PLANS = 6;

/** Share of random moves in the playouts' play (variety in the opponent's replies). */
export const DEFAULT_NOISE = 0.05;

/** The last tricks of a playout solved exactly (every card of the sample known) instead of played by the rules of thumb. */
export const DEFAULT_EXACT_TRICKS = 4;

/** Added to (or taken from) a playout's value when the race ends in it (Q35). */
export const GAME_BONUS = 50;

export interface StrongBotOptions {
  iterations?: number;
  plans?: number;
  noise?: number;
  exactTricks?: number;
}

const TAKE: PiquetMove = { type: 'take' };

interface Candidate {
  move: PiquetMove;
  /** Play: the card (index). Exchange: −1. */
  card: number;
  /** Exchange: the plan (discard mask). */
  plan: number;
}

export class StrongBot implements PiquetBot {
  readonly level = 'strong' as const;

  private readonly defaultIterations: number;
  private readonly plans: number;
  private readonly noise: number;
  private readonly exactTricks: number;
  private readonly solver = new EndSolver();

  constructor(options: StrongBotOptions = {}) {
    this.defaultIterations = options.iterations ?? DEFAULT_STRONG_ITERATIONS;
    this.plans = options.plans ?? DEFAULT_PLANS;
    this.noise = options.noise ?? DEFAULT_NOISE;
    this.exactTricks = options.exactTricks ?? DEFAULT_EXACT_TRICKS;
  }

  /** Plays a sampled deal from its exchange to its end (the exchange by the engine, the tricks simulated). */
  private rollout(s: PiquetState, me: Seat, rng: Rng): number {
    while (s.phase === 'exchange-elder' || s.phase === 'exchange-younger') s = fastExchange(s);
    if (s.phase !== 'play') return stateValue(s, me);
    return simRun(simOf(s), rng, this.noise, me, GAME_BONUS, this.solver, this.exactTricks);
  }

  decide(view: PiquetView, legal: readonly PiquetMove[], opts: BotOptions): PiquetDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('StrongBot.decide: no legal moves');
    const me = view.viewer;
    const isPlay = view.phase === 'play';
    let sit: ExchangeSituation | null = null;
    let info: SeatInfo | null = null;
    let cands: Candidate[];
    if (isPlay) {
      info = infoFromView(view);
      cands = distinctPlays(info, legal);
    } else {
      sit = exchangeSituation(view);
      cands = [];
      for (const p of rankPlans(sit)) {
        const m = planMove(p.discards, sit, legal);
        if (m) cands.push({ move: m, card: -1, plan: p.discards });
        if (cands.length >= this.plans) break;
      }
      if (cands.length === 0) cands = [{ move: legal[0]!, card: -1, plan: sit.fixed }];
    }
    const cons = constraintsOf(view);
    const base = view.dealScores[me]! - view.dealScores[1 - me]!;
    const search = halvingSearch<{ det: PiquetState; sim: Sim | null }>(
      {
        // One legal move: nothing to search (the exchange's plans may all come to it).
        candidates: legal.length > 1 ? cands.length : 1,
        resample: (rng) => {
          const det = determinize(view, cons, rng);
          return { det, sim: isPlay ? simOf(det) : null };
        },
        playout: ({ det, sim }, i, rng) => {
          const c = cands[i]!;
          let v: number;
          if (sim) {
            const x = cloneSim(sim);
            v = simPlay(x, c.card) ? simRun(x, rng!, this.noise, me, GAME_BONUS, this.solver, this.exactTricks) : simValue(x, me, GAME_BONUS);
          } else {
            v = this.rollout(carryOut(det, c.plan, sit!.fixed), me, rng!);
          }
          return v - base;
        },
      },
      {
        seed: `strong:${opts.seed}`,
        budget: opts.budget?.iterations ?? this.defaultIterations,
        deadline: opts.budget?.timeMs !== undefined ? t0 + opts.budget.timeMs : Infinity,
        playoutRng: true,
      },
    );
    const acc = cands.map((_, i) => search.tallies[i] ?? new Tally());
    const bestIdx = search.best;
    const stats: PiquetCandidate[] = cands.map((c, i) => candidateStats(c, acc[i]!));
    const chosen = cands[bestIdx]!;
    const forced = legal.length === 1 || cands.length === 1;
    const reason = isPlay ? classifyPlay(info!, chosen.card) : classifyExchange(sit!, chosen.plan);
    return {
      move: chosen.move,
      stats: { level: 'strong', iterations: search.playouts, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: search.stoppedByTime },
      explanation: buildExplanation(view, isPlay ? 'play' : 'exchange', reason, stats[bestIdx]!, stats, forced, search.samples, 'search', isPlay ? undefined : chosen.plan),
    };
  }
}

function candidateStats(c: Candidate, a: Tally): PiquetCandidate {
  const mean = a.n > 0 ? a.sum / a.n : 0;
  const variance = a.n > 1 ? Math.max(0, (a.sumSq - a.n * mean * mean) / (a.n - 1)) : 0;
  return {
    move: c.move,
    ...(c.card < 0 ? { discards: packOrder(cardsOf(c.plan)) } : {}),
    expectedValue: mean,
    visits: a.n,
    standardError: a.n > 1 ? Math.sqrt(variance / a.n) : 0,
  };
}

/**
 * The legal cards, those equal in play once: cards of one suit with no card the opponent may hold
 * between them (the cards between are the seat's own or out of play) and both counting or neither
 * (Q29; V-Q-7 beats). The highest of each group stands for it.
 */
export function distinctPlays(info: SeatInfo, legal: readonly PiquetMove[]): Candidate[] {
  const out: Candidate[] = [];
  const mask = legalMask(info);
  for (let s = 0; s < 4; s++) {
    const my = suitBits(mask, s);
    if (!my) continue;
    const opp = suitBits(info.oppMay, s);
    let prev = -1;
    for (let r = 7; r >= 0; r--) {
      if (!(my & (1 << r))) continue;
      const joins = prev >= 0 && (opp & ((1 << prev) - 1) & ~((2 << r) - 1)) === 0 && (r >= 3) === (prev >= 3);
      if (!joins) {
        const m = playMove(legal, s * 8 + r);
        if (m) out.push({ move: m, card: s * 8 + r, plan: 0 });
      }
      prev = r;
    }
  }
  if (out.length === 0) {
    const m = legal[0]!;
    out.push({ move: m, card: m.type === 'play' ? idx(m.card) : -1, plan: 0 });
  }
  return out;
}

/** Lays away the rest of `plan` (pack index order) and takes, in a sampled deal. */
function carryOut(s: PiquetState, plan: number, fixed: number): PiquetState {
  for (const i of cardsIdx(plan & ~fixed)) s = applyLegal(s, { type: 'discard', card: CARD_NAME[i]! }, null);
  return applyLegal(s, TAKE, null);
}

/** The fast exchange of the seat to move in a sampled deal (model.ts `greedyDiscards`). */
function fastExchange(s: PiquetState): PiquetState {
  const seat = s.toMove!;
  const elder = 1 - s.dealer;
  const fixed = maskOf(s.discards[seat]!);
  const full = maskOf(s.hands[seat]!) | fixed;
  let range;
  if (s.phase === 'exchange-elder') range = { min: s.rules.elderMin, max: 5 };
  else {
    const e = s.taken[elder]!.length;
    range = { min: s.rules.youngerTakesLeft ? 5 - e : 0, max: 8 - e };
  }
  return carryOut(s, greedyDiscards(full, fixed, range), fixed);
}

/** The seat's points minus the opponent's in a finished sampled deal, ±GAME_BONUS when the race ended in it. */
function stateValue(s: PiquetState, me: Seat): number {
  let v = s.dealScores[me]! - s.dealScores[1 - me]!;
  if (s.phase === 'gameOver' && !s.rules.partie && s.winner !== null) v += s.winner === me ? GAME_BONUS : -GAME_BONUS;
  return v;
}
