/**
 * Strong: determinised Monte-Carlo search over the engine's `resample(view, rng)` (src/games/tarok/sample.ts),
 * whose samples agree with every public fact of the view: the hidden hands' sizes, the voids shown, the
 * Skat's rules, the announcements, the calls and handovers. Every surviving candidate
 * is played in the same sample and the deal played to its end by the normal player's rules for every
 * seat, each reading only its own sampled hand and the public facts (policy.ts). A playout's value is
 * what the deal brings the seat: the change of its balance (en deux: of its score less the other's).
 * Sequential halving (src/ai/search.ts) gives the budget to the close calls; near-ties go to the normal
 * player's move (NORMAL_BONUS, the B-T tie-break).
 *
 * Budget: `budget.iterations` counts budget units (default DEFAULT_STRONG_ITERATIONS): a playout costs
 * DEAL_PLAYOUT_COST units times the share of the deal's cards still to play, so a decision late in the
 * deal plays more (and shorter) playouts in about the same time. The clock (as chess's strong player,
 * src/games/chess/bots/strong.ts):
 * - `budget.timeMs` stops by the clock as well (whichever ends first);
 * - no budget at all: the default units and the default thinking time DEFAULT_THINKING_MS, which
 *   bounds the wall time of a decision on a loaded machine, where the scheduler and not the work makes
 *   the tail (the units alone take about 90 ms at p95 on a quiet machine);
 * - `budget.iterations` alone: no deadline, the same move on every machine (the tests, the tables'
 *   reproducible games).
 * The clock is the wall clock (`performance.now()`) unless one is injected (`createBot('strong', …,
 * { clock })`, tests); it is read when the decision starts and before each sample of the search.
 * Only the view and the legal moves are used.
 */
import { halvingSearch, now, type Tally } from '../../../ai/search.js';
import type { BotOptions } from '../../../ai/types.js';
import { applyLegal, applyLegalInPlace } from '../apply.js';
import { legalMoves } from '../legal.js';
import type { TarokMove, TarokState, TarokView } from '../types.js';
import { samplerOf } from '../sample.js';
import { isTarok, PACK, pipsOf, strengthOf, suitOf } from '../cards.js';
import { cardOf } from './choice.js';
import { cardIndex, countOf, followSuit } from './count.js';
import { explain, unsearched } from './explain.js';
import { normalChoice, type Choice } from './policy.js';
import { rulesOf, seenFromView, type Seen } from './seen.js';
import type { CandidateStats, TarokBot, TarokDecision } from './types.js';

/** Default budget units per decision: the app's "normal" thinking time (THINKING_ITERATIONS), about 62 whole-deal playouts. */
export const DEFAULT_STRONG_ITERATIONS = 1500;
/** Budget units of a playout of a whole deal; one from later in the deal costs its share of the cards still to play (at least 1). */
export const DEAL_PLAYOUT_COST = 24;
/**
 * The default thinking time per decision (ms), a bound on the wall time rather than a budget: the
 * search stops at the first clock reading past it (before a sample), so with the set-up before the
 * search and the last sample a decision ends well within 300 ms; on a quiet machine the units end first.
 */
export const DEFAULT_THINKING_MS = 200;
/** Points of head start for the normal player's move. */
export const NORMAL_BONUS = 0.5;

/** What a seat of a sampled deal sees (its own hand and the public facts). */
function seenFromState(s: TarokState, seat: number, played?: Uint8Array): Seen {
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
    ...(played ? { played } : {}),
  };
}

/** The deal played to its end by the normal player's rules for every seat; `s` is the playout's own (a copy by applyLegal), changed in place. */
function playDeal(s: TarokState): TarokState {
  // the cards played so far, kept card by card (count.ts reads them instead of going through the tricks)
  const played = new Uint8Array(PACK.length);
  for (const t of s.tricks) for (const p of t) played[cardIndex(p.card)] = 1;
  for (const p of s.trick) played[cardIndex(p.card)] = 1;
  while (s.toMove !== null) {
    const legal = legalMoves(s);
    // a forced card is played without asking the policy (it would choose it: the only one)
    const move = legal.length === 1 ? legal[0]! : normalChoice(seenFromState(s, s.toMove, played), legal).move;
    if (move.type === 'play') played[cardIndex(move.card)] = 1;
    applyLegalInPlace(s, move);
  }
  return s;
}

/** What the deal brought `seat`: its balance's change; en deux the change of its lead in the party's score as well. */
function valueFor(before: TarokState, after: TarokState, seat: number): number {
  const money = after.balances[seat]! - before.balances[seat]!;
  if (!before.scores || !after.scores || after.phase !== 'dealOver') return money;
  const lead = (x: readonly number[]) => x[seat]! - x[1 - seat]!;
  return money + lead(after.scores) - lead(before.scores);
}

/**
 * The moves worth searching, the normal player's first: in the play, of the ladons of one suit with
 * nothing out between them (every card between is in the hand or played), one stands for all (B-T-1:
 * they win and lose alike, and each costs one pip); laying the Skat or giving a card back, the lowest
 * ladon of a suit stands for its others.
 */
function candidatesOf(seen: Seen, legal: readonly TarokMove[], normal: TarokMove): TarokMove[] {
  const rest = legal.filter((m) => m !== normal);
  if (normal.type === 'discard' || normal.type === 'give') {
    // a ladon laid away or given back: of one suit's ladons the lowest stands for all (keeping the higher
    // of two ladons of a suit does all the lower one could, and each counts one pip)
    const ladon = (m: TarokMove) => pipsOf(cardOf(m)) === 1 && !isTarok(cardOf(m));
    const lowest = new Map<string, TarokMove>();
    for (const m of legal) {
      if (!ladon(m)) continue;
      const k = lowest.get(suitOf(cardOf(m)));
      if (!k || strengthOf(cardOf(m)) < strengthOf(cardOf(k))) lowest.set(suitOf(cardOf(m)), m);
    }
    return [normal, ...rest.filter((m) => !ladon(m) || lowest.get(suitOf(cardOf(m))) === m)];
  }
  if (normal.type !== 'play') return [normal, ...rest];
  const count = countOf(seen);
  const between = (a: string, b: string) => {
    const [lo, hi] = strengthOf(a) < strengthOf(b) ? [a, b] : [b, a];
    return count.unseen.some((x) => followSuit(x) === followSuit(lo) && strengthOf(x) > strengthOf(lo) && strengthOf(x) < strengthOf(hi));
  };
  const same = (a: string, b: string) => followSuit(a) === followSuit(b) && followSuit(a) !== '' && pipsOf(a) === 1 && pipsOf(b) === 1 && !between(a, b);
  const out: TarokMove[] = [normal];
  for (const m of rest) if (!out.some((k) => same(cardOf(k), cardOf(m)))) out.push(m);
  return out;
}

/** The units one playout from this view costs (see the header). */
function playoutCost(view: TarokView): number {
  if (view.phase !== 'play') return DEAL_PLAYOUT_COST;
  const left = view.handSizes.reduce((a, b) => a + b, 0);
  return Math.max(1, Math.round((DEAL_PLAYOUT_COST * left) / (25 * view.handSizes.length)));
}

const stats = (move: TarokMove, t: Tally): CandidateStats => ({
  move,
  visits: t.n,
  expectedValue: t.n ? Math.round(t.mean * 100) / 100 : null,
  standardError: t.n > 1 ? Math.round(Math.sqrt(Math.max(0, t.sumSq / t.w - t.mean * t.mean) / t.n) * 100) / 100 : null,
});

export interface StrongOptions {
  /** Thinking time per decision in ms when the budget names neither units nor time (default DEFAULT_THINKING_MS). */
  readonly thinkingMs?: number;
  /** The clock the thinking time is read on, in ms (default the wall clock). */
  readonly clock?: () => number;
}

export class StrongBot implements TarokBot {
  readonly level = 'strong' as const;
  private readonly thinkingMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly iterations = DEFAULT_STRONG_ITERATIONS,
    options: StrongOptions = {},
  ) {
    this.thinkingMs = options.thinkingMs ?? DEFAULT_THINKING_MS;
    this.clock = options.clock ?? now;
  }

  decide(view: TarokView, legal: readonly TarokMove[], opts: BotOptions): TarokDecision {
    if (legal.length === 0) throw new Error('StrongBot: no legal move');
    const budget = opts.budget ?? {};
    // With only units no clock is read: reproducible on every machine.
    const timeMs = budget.timeMs ?? (budget.iterations === undefined ? this.thinkingMs : undefined);
    const clock = this.clock;
    const t0 = clock();
    const seen = seenFromView(view);
    const normal = normalChoice(seen, legal);
    const cands = candidatesOf(seen, legal, normal.move);
    const cost = playoutCost(view);
    const done = (move: TarokMove, iterations: number, stoppedByTime: boolean, explanation = explain(seen, normal)): TarokDecision => ({
      move,
      explanation,
      stats: { level: 'strong', iterations, units: iterations * cost, candidates: cands.length, elapsedMs: clock() - t0, stoppedByTime },
    });
    if (cands.length === 1) return done(normal.move, 0, false);
    const seat = view.seat;
    const sample = samplerOf(view);
    const r = halvingSearch<TarokState>(
      {
        candidates: cands.length,
        resample: sample,
        playout: (sample, i) => valueFor(sample, playDeal(applyLegal(sample, cands[i]!).state), seat),
      },
      {
        seed: `tarok:${String(opts.seed)}`,
        budget: budget.iterations ?? this.iterations,
        cost,
        ...(timeMs !== undefined ? { deadline: t0 + timeMs, clock } : {}),
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
