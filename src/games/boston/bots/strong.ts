/**
 * Strong (B-BO-13): determinised Monte-Carlo search over the engine's `resample(view, rng)`, which
 * deals the unseen cards to the hidden hands by their sizes, never in a suit a seat has shown out of,
 * with an open misère's hand where it lies. Every surviving candidate is played in the same sample and
 * the deal is played to its end — the rest of the auction too — by the normal player's rules for every
 * seat, each reading only its own sampled hand and the public facts (policy.ts). A playout's value is
 * what the deal brings the seat in marks (its balance at the end of the deal less before), so a
 * misère is judged by "does the declarer take a trick?" and a contract by its payments. Sequential
 * halving (src/ai/search.ts) gives the budget to the close calls; near-ties go to the normal player's
 * move (NORMAL_BONUS). In the auction the candidates are a pass, the normal player's bid and the
 * lowest few bids a bolder player would make.
 *
 * The deals come from sample.ts: the engine's resample, dealt again by the same rules and fitted to
 * the auction (a seat that bid holds a hand it could bid that with; one that passed no obvious bid).
 *
 * Budget: `budget.iterations` counts budget units (default DEFAULT_STRONG_ITERATIONS, the app's normal
 * thinking time); a playout costs more the more of the deal it plays (playoutCost), so every decision
 * takes about as long and the same budget gives the same move on every machine. `budget.timeMs` stops
 * by the clock as well. Only the view and the legal moves are used.
 */
import { halvingSearch, now, type Tally } from '../../../ai/search.js';
import type { BotOptions } from '../../../ai/types.js';
import { applyLegal, isExposed } from '../apply.js';
import { legalMoves } from '../legal.js';
import type { BostonMove, BostonSeatView, BostonState } from '../types.js';
import { playableBids, judge } from './evaluate.js';
import { explain, unsearched } from './explain.js';
import { resample } from '../view.js';
import { auctionSampler } from './sample.js';
import { normalChoice, type Choice } from './policy.js';
import { seenFromView, type Seen } from './seen.js';
import { replayAuction } from '../auction.js';
import { bidRank } from '../ladder.js';
import type { BostonBot, BostonDecision, CandidateStats } from './types.js';

/** Default budget units per decision: the app's normal thinking time (THINKING_ITERATIONS.normal in src/session/settings.ts). */
export const DEFAULT_STRONG_ITERATIONS = 1500;
/**
 * Budget units of a playout from the deal's start (the auction and all 13 tricks); one from the last
 * trick costs MIN_PLAYOUT_COST. At the default budget: 150 playouts from the start, 500 in the last
 * trick, so that the 95th percentile of a decision stays under 300 ms on a shared two-core machine
 * (docs/bots.md, Boston).
 */
export const FULL_PLAYOUT_COST = 10;
export const MIN_PLAYOUT_COST = 3;

/** Budget units of one playout from this view: from MIN_PLAYOUT_COST to FULL_PLAYOUT_COST by the cards still in the hands. */
export function playoutCost(view: BostonSeatView): number {
  const left = view.handSizes.reduce((a, b) => a + b, 0);
  return MIN_PLAYOUT_COST + ((FULL_PLAYOUT_COST - MIN_PLAYOUT_COST) * left) / (13 * view.handSizes.length);
}
/** Marks of head start for the normal player's move. */
export const NORMAL_BONUS = 0.25;
/** The strong player's bolder bids: a trick more, a little more misère danger. */
const BOLD = { tricks: 1, danger: 2 };

/** What a seat of a sampled deal sees (its own hand and the public facts). */
function seenFromState(s: BostonState, seat: number): Seen {
  return {
    seat,
    rules: s.rules,
    phase: s.phase,
    hand: s.hands[seat]!,
    dealer: s.dealer,
    superior: s.superior,
    auction: s.auction,
    declarer: s.declarer,
    contract: s.contract,
    class: s.class,
    trump: s.trump,
    whist: s.whist,
    partner: s.partner,
    trick: s.trick,
    tricks: s.tricks,
    won: s.won,
    exposed: s.declarer !== null && s.declarer !== seat && isExposed(s) ? s.hands[s.declarer]! : null,
    pot: s.pot,
    betes: s.betes,
  };
}

/** The deal played to its end by the normal player's rules for every seat. */
function playDeal(s: BostonState): BostonState {
  while (s.toMove !== null) {
    const legal = legalMoves(s);
    s = applyLegal(s, normalChoice(seenFromState(s, s.toMove), legal).move).state;
  }
  return s;
}

const key = (m: BostonMove) => JSON.stringify(m);

/** The moves worth searching (indexes into `legal`), the normal player's first. */
function candidatesOf(seen: Seen, legal: readonly BostonMove[], normal: Choice): BostonMove[] {
  if (seen.phase !== 'auction') return [normal.move, ...legal.filter((m) => m !== normal.move)];
  const st = replayAuction(seen.auction, seen.dealer, seen.rules.players);
  const floor = st.high ? bidRank(st.high.contract, st.high.class) : -1;
  const bold = playableBids(seen, judge(seen.hand, seen.superior), floor, BOLD).slice(-3);
  const out = [normal.move, legal.find((m) => m.type === 'pass')!];
  for (const b of bold) {
    const m = legal.find((x) => x.type === 'bid' && x.contract === b.contract && x.class === b.class);
    if (m) out.push(m);
  }
  const seen2 = new Set<string>();
  return out.filter((m) => (seen2.has(key(m)) ? false : (seen2.add(key(m)), true)));
}

const stats = (move: BostonMove, t: Tally): CandidateStats => ({
  move,
  visits: t.n,
  expectedValue: t.n ? Math.round(t.mean * 100) / 100 : null,
  standardError: t.n > 1 ? Math.round(Math.sqrt(Math.max(0, t.sumSq / t.w - t.mean * t.mean) / t.n) * 100) / 100 : null,
});

export class StrongBot implements BostonBot {
  readonly level = 'strong' as const;
  /** `fitAuction: false` samples as the engine's resample alone does (the bench's comparison). */
  constructor(
    private readonly iterations = DEFAULT_STRONG_ITERATIONS,
    private readonly fitAuction = true,
  ) {}

  decide(view: BostonSeatView, legal: readonly BostonMove[], opts: BotOptions): BostonDecision {
    if (legal.length === 0) throw new Error('StrongBot: no legal move');
    const t0 = now();
    const seen = seenFromView(view);
    const normal = normalChoice(seen, legal);
    const cands = candidatesOf(seen, legal, normal);
    const done = (move: BostonMove, iterations: number, stoppedByTime: boolean, explanation = explain(seen, normal)): BostonDecision => ({
      move,
      explanation,
      stats: { level: 'strong', iterations, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime },
    });
    if (cands.length === 1) return done(normal.move, 0, false);
    const seat = view.seat;
    const budget = opts.budget?.iterations ?? this.iterations;
    // playouts in which the deal brought the seat marks, by candidate (the hint's share)
    const gains = cands.map(() => 0);
    const r = halvingSearch<BostonState>(
      {
        candidates: cands.length,
        resample: this.fitAuction ? auctionSampler(view, seen, (rng) => resample(view, rng)) : (rng) => resample(view, rng),
        playout: (sample, i) => {
          const value = playDeal(applyLegal(sample, cands[i]!).state).balances[seat]! - sample.balances[seat]!;
          if (value > 0) gains[i]!++;
          return value;
        },
      },
      {
        seed: `boston:${String(opts.seed)}`,
        budget,
        cost: playoutCost(view),
        ...(opts.budget?.timeMs !== undefined ? { deadline: t0 + opts.budget.timeMs } : {}),
        order: (a, b, t) => t[b]!.mean + (b === 0 ? NORMAL_BONUS : 0) - (t[a]!.mean + (a === 0 ? NORMAL_BONUS : 0)) || a - b,
      },
    );
    const move = cands[r.best]!;
    const ranked = cands.map((m, i) => ({ m, t: r.tallies[i]!, i })).sort((x, y) => y.t.mean - x.t.mean || x.i - y.i);
    const choice: Choice = r.best === 0 ? normal : { move, reason: 'searched', rule: 'B-BO-13' };
    const explanation = explain(seen, choice, {
      source: 'search',
      agreesWithNormal: r.best === 0,
      best: stats(move, r.tallies[r.best]!),
      alternatives: ranked.filter((x) => x.i !== r.best).slice(0, 4).map((x) => (x.t.n ? stats(x.m, x.t) : unsearched(x.m))),
      samples: r.samples,
      gainShare: r.tallies[r.best]!.n ? Math.round((100 * gains[r.best]!) / r.tallies[r.best]!.n) / 100 : null,
      normal: r.best === 0 ? null : stats(cands[0]!, r.tallies[0]!),
    });
    return done(move, r.playouts, r.stoppedByTime, explanation);
  }
}
