/**
 * Strong: determinised Monte-Carlo search over the engine's `resample(view, rng)`, which deals the
 * unseen cards to the hidden hands by their sizes, never in a suit a seat has shown out of, the hidden
 * Skat only with cards the Skat allows, the called cards with the declarer. Every surviving candidate
 * is played in the same sample and the deal played to its end by the normal player's rules for every
 * seat, each reading only its own sampled hand and the public facts (policy.ts). A playout's value is
 * what the deal brings the seat: the change of its balance (en deux: of its score less the other's).
 * Sequential halving (src/ai/search.ts) gives the budget to the close calls; near-ties go to the normal
 * player's move (NORMAL_BONUS, the B-T tie-break).
 *
 * Budget: `budget.iterations` playouts in all (default DEFAULT_STRONG_ITERATIONS), `budget.timeMs`
 * stops by the clock as well. Only the view and the legal moves are used.
 */
import { halvingSearch, now, type Tally } from '../../../ai/search.js';
import type { BotOptions } from '../../../ai/types.js';
import { applyLegal } from '../apply.js';
import { legalMoves } from '../legal.js';
import type { TarokMove, TarokState, TarokView } from '../types.js';
import { resample } from '../view.js';
import { explain, unsearched } from './explain.js';
import { normalChoice, type Choice } from './policy.js';
import { rulesOf, seenFromView, type Seen } from './seen.js';
import type { CandidateStats, TarokBot, TarokDecision } from './types.js';

/** Default playouts per decision. */
export const DEFAULT_STRONG_ITERATIONS = 120;
/** Points of head start for the normal player's move. */
export const NORMAL_BONUS = 0.5;

/** What a seat of a sampled deal sees (its own hand and the public facts). */
function seenFromState(s: TarokState, seat: number): Seen {
  const rules = rulesOf(s.options);
  const ownSkat = rules.form === 'lomber' && rules.method === 'new' ? s.declarer === seat && s.phase !== 'auction' : s.dealer === seat;
  return {
    seat,
    rules,
    phase: s.phase,
    dealer: s.dealer,
    hand: s.hands[seat]!,
    skat: ownSkat ? s.skat : null,
    handSizes: s.hands.map((h) => h.length),
    auction: s.auction,
    declarer: s.declarer,
    game: s.game,
    calls: s.calls.map((c) => ({ card: c.card, from: c.from, returned: seat === s.declarer || seat === c.from ? c.returned : null })),
    announcements: s.announcements,
    trick: s.trick,
    tricks: s.tricks,
    scores: s.scores,
  };
}

/** The deal played to its end by the normal player's rules for every seat. */
function playDeal(s: TarokState): TarokState {
  while (s.toMove !== null) s = applyLegal(s, normalChoice(seenFromState(s, s.toMove), legalMoves(s)).move).state;
  return s;
}

/** What the deal brought `seat`: its balance's change; en deux the change of its lead in the party's score as well. */
function valueFor(before: TarokState, after: TarokState, seat: number): number {
  const money = after.balances[seat]! - before.balances[seat]!;
  if (!before.scores || !after.scores || after.phase !== 'dealOver') return money;
  const lead = (x: readonly number[]) => x[seat]! - x[1 - seat]!;
  return money + lead(after.scores) - lead(before.scores);
}

const stats = (move: TarokMove, t: Tally): CandidateStats => ({
  move,
  visits: t.n,
  expectedValue: t.n ? Math.round(t.mean * 100) / 100 : null,
  standardError: t.n > 1 ? Math.round(Math.sqrt(Math.max(0, t.sumSq / t.w - t.mean * t.mean) / t.n) * 100) / 100 : null,
});

export class StrongBot implements TarokBot {
  readonly level = 'strong' as const;
  constructor(private readonly iterations = DEFAULT_STRONG_ITERATIONS) {}

  decide(view: TarokView, legal: readonly TarokMove[], opts: BotOptions): TarokDecision {
    if (legal.length === 0) throw new Error('StrongBot: no legal move');
    const t0 = now();
    const seen = seenFromView(view);
    const normal = normalChoice(seen, legal);
    const cands = [normal.move, ...legal.filter((m) => m !== normal.move)];
    const done = (move: TarokMove, iterations: number, stoppedByTime: boolean, explanation = explain(seen, normal)): TarokDecision => ({
      move,
      explanation,
      stats: { level: 'strong', iterations, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime },
    });
    if (cands.length === 1) return done(normal.move, 0, false);
    const seat = view.seat;
    const r = halvingSearch<TarokState>(
      {
        candidates: cands.length,
        resample: (rng) => resample(view, rng),
        playout: (sample, i) => valueFor(sample, playDeal(applyLegal(sample, cands[i]!).state), seat),
      },
      {
        seed: `tarok:${String(opts.seed)}`,
        budget: opts.budget?.iterations ?? this.iterations,
        ...(opts.budget?.timeMs !== undefined ? { deadline: t0 + opts.budget.timeMs } : {}),
        order: (a, b, t) => t[b]!.mean + (b === 0 ? NORMAL_BONUS : 0) - (t[a]!.mean + (a === 0 ? NORMAL_BONUS : 0)) || a - b,
      },
    );
    const move = cands[r.best]!;
    const ranked = cands.map((m, i) => ({ m, t: r.tallies[i]!, i })).sort((x, y) => y.t.mean - x.t.mean || x.i - y.i);
    const choice: Choice = r.best === 0 ? normal : { move, reason: 'searched', rule: null };
    const explanation = explain(seen, choice, {
      source: 'search',
      agreesWithNormal: r.best === 0,
      best: stats(move, r.tallies[r.best]!),
      alternatives: ranked.filter((x) => x.i !== r.best).slice(0, 4).map((x) => (x.t.n ? stats(x.m, x.t) : unsearched(x.m))),
      samples: r.samples,
    });
    return done(move, r.playouts, r.stoppedByTime, explanation);
  }
}
