/**
 * Strong: determinised Monte-Carlo search with sequential halving, for every decision of a seat.
 *
 * Each sample deals the cards the seat has not seen at random, consistent with everything public
 * (sample.ts: the engine's `resample(view, rng)`, corrected for show-outs and V-O-6). Every surviving
 * candidate move is played in that same sample (common random numbers) and the deal is played to its
 * end: the rest of the auction, trump, calls and the exchange by the normal player's rules of thumb
 * for every seat (each seeing its own view of the sampled deal), the card play on the compact table
 * (sim.ts) by the rules of thumb of play.ts. The value of a playout is the seat's money by the end of
 * the deal as equity: its balance change plus its 1/n share of what the deal adds to the table (the
 * pot and the bêtes come back in later deals and in the kettle, O66). After each round the worse half
 * of the candidates is dropped, so the budget goes to the close calls. The search itself is
 * src/ai/search.ts; this file gives it the samples, the playout policy and the value.
 *
 * - Card play (O39–O44): every legal card (adjacent cards that nobody else can split count once),
 *   the stop after the premiers (O43) and the throw-in before the first card (O38).
 * - Bidding: a sampled evaluation of the contracts the hand can hold: pass, the normal player's bid and
 *   every bid or hold within reach of the §5.1 thresholds (Obscurité and Nullissimo by their own tests).
 * - Trump, conversions, calls, the Mediateur's card: every legal choice (the give: the five least useful cards).
 * - The exchange: whole plans (lay away the k least useful cards, for several k; Obscurité: which card
 *   to keep), searched once at the seat's first discard from the hand it had then, and kept for its
 *   later discards (a cache keyed by that view, so the steps agree; seeded by that view, not by opts.seed).
 *
 * Budget: `iterations` counts budget units: a playout of the card play costs 1, one that also plays the
 * auction, trump, calls or the exchange costs FULL_DEAL_COST. Only the view and the legal moves are used.
 */
import type { Rng } from '../../../engine/rng.js';
import { halvingSearch, type Tally } from '../../../ai/search.js';
import type { BotOptions } from '../../../ai/types.js';
import { applyLegal, legalMoves, view as seatView } from '../index.js';
import type { OmbreMove, OmbreState, OmbreView, Outcome } from '../types.js';
import { buildExplanation, unweighed } from './explain.js';
import { now } from './normal.js';
import { STOP, choosePlay, classifyPlay } from './play.js';
import {
  assessBids,
  auctionChoice,
  bidReason,
  callScores,
  exchangePlan,
  isObscurite,
  keepScore,
  normalChoice,
  rulesOf,
  shouldThrowIn,
  trumpChoice,
  type HandEvaluation,
} from './policy.js';
import { forbiddenCards, lomberFloor, Sampler } from './sample.js';
import { Sim, simFromState, simFromView, throwInEquity } from './sim.js';
import { AC, AS, CARD, idx, KINGS, rankAt, tablesFor, TRUMP } from './tables.js';
import type { OmbreBot, OmbreCandidate, OmbreDecision, OmbreReason, OutcomeShares } from './types.js';

/** Default budget units per decision: the 95th percentile about 60 ms in Node on this 2-core machine unloaded, under 300 ms when it is shared. */
export const DEFAULT_STRONG_ITERATIONS = 4000;
/** Budget units of a playout that plays more than the card play (auction, trump, calls, exchange). */
export const FULL_DEAL_COST = 6;

export interface StrongBotOptions {
  iterations?: number;
}

interface PlayoutResult {
  value: number;
  outcome: Outcome;
  tricks: number;
  trickWon: boolean | null;
  lomber: boolean | null;
}

/** What a candidate's playouts tell beyond their value (sums over its playouts). */
class Acc {
  tricks = 0;
  trickN = 0;
  trickWins = 0;
  lomberN = 0;
  lombers = 0;
  out: Record<Outcome, number> = { win: 0, remise: 0, codille: 0, thrownIn: 0, passed: 0 };
  add(r: PlayoutResult): void {
    this.tricks += r.tricks;
    this.out[r.outcome]++;
    if (r.trickWon !== null) {
      this.trickN++;
      if (r.trickWon) this.trickWins++;
    }
    if (r.lomber !== null) {
      this.lomberN++;
      if (r.lomber) this.lombers++;
    }
  }
}

function candidateStats(m: OmbreMove, t: Tally, a: Acc): OmbreCandidate {
  const mean = t.n > 0 ? t.sum / t.n : 0;
  const variance = t.n > 1 ? Math.max(0, (t.sumSq - t.n * mean * mean) / (t.n - 1)) : 0;
  const share = (x: number) => (t.n > 0 ? x / t.n : 0);
  const outcomes: OutcomeShares | null =
    t.n > 0 ? { win: share(a.out.win), remise: share(a.out.remise), codille: share(a.out.codille), thrownIn: share(a.out.thrownIn), passed: share(a.out.passed) } : null;
  return {
    move: m,
    visits: t.n,
    value: mean,
    standardError: t.n > 1 ? Math.sqrt(variance / t.n) : 0,
    outcomes,
    tricks: t.n > 0 ? a.tricks / t.n : null,
    trickWon: a.trickN > 0 ? a.trickWins / a.trickN : null,
    lomber: a.lomberN > 0 ? a.lombers / a.lomberN : null,
    plan: null,
  };
}

/** A search problem: candidates, how to draw a sample and how to play one candidate in it. */
interface Problem<S> {
  count: number;
  cost: number;
  sample(rng: Rng): S;
  run(sample: S, i: number): PlayoutResult;
}

interface Searched {
  /** The candidates' statistics (value, visits; outcomes and tricks), one each. */
  stats: (m: OmbreMove, i: number) => OmbreCandidate;
  best: number;
  iterations: number;
  stoppedByTime: boolean;
}

/** The shared search (src/ai/search.ts) over a problem of `units` budget units, each playout costing `p.cost`. */
function halving<S>(p: Problem<S>, units: number, deadline: number, seed: string): Searched {
  const acc = Array.from({ length: p.count }, () => new Acc());
  const r = halvingSearch<S>(
    {
      candidates: p.count,
      resample: (rng) => p.sample(rng),
      playout: (s, i) => {
        const x = p.run(s, i);
        acc[i]!.add(x);
        return x.value;
      },
    },
    { seed, budget: units, cost: p.cost, deadline },
  );
  return { stats: (m, i) => candidateStats(m, r.tallies[i]!, acc[i]!), best: r.best, iterations: r.playouts, stoppedByTime: r.stoppedByTime };
}

const table = (s: { pot: number; betes: readonly { amount: number }[] }): number => s.pot + s.betes.reduce((a, b) => a + b.amount, 0);

/** The seat's equity change between two states (balance plus its share of the table). */
function equityChange(from: OmbreState, to: OmbreState, me: number): number {
  const n = from.rules.players;
  return to.balances[me]! - from.balances[me]! + (table(to) - table(from)) / n;
}

function applyOk(s: OmbreState, m: OmbreMove): OmbreState {
  const r = applyLegal(s, m);
  if (!r.ok) throw new Error(`strong: a legal move was refused in a sample: ${JSON.stringify(m)}`);
  return r.state;
}

/**
 * Plays a sampled deal from a decision outside the card play to its end: the normal player's rules for
 * every seat until the card play, then the compact table. `start` is the state the equity is counted from.
 */
function finishDeal(s: OmbreState, me: number, start: OmbreState): PlayoutResult {
  let st = s;
  let becameLomber: boolean | null = null;
  while (st.phase !== 'play' && st.toMove !== null) {
    const seat = st.toMove!;
    if (st.phase === 'exchange' && st.discards[seat]!.length === 0) {
      // a whole exchange at once: the normal player's plan, then the draw
      const v = seatView(st, seat);
      const plan = exchangePlan(v, st.rules);
      for (const c of plan.discards) st = applyOk(st, { type: 'discard', card: CARD[c]! });
      st = applyOk(st, { type: 'take' });
      continue;
    }
    const legal = legalMoves(st);
    const m = legal.length === 1 ? legal[0]! : normalChoice(seatView(st, seat), legal).move;
    st = applyOk(st, m);
  }
  if (st.lomber !== null) becameLomber = st.lomber === me;
  if (st.toMove === null) {
    // the deal ended before the card play: all passed, or a throw-in
    return { value: equityChange(start, st, me), outcome: st.outcome ?? 'passed', tricks: 0, trickWon: null, lomber: becameLomber };
  }
  // O38: the Lomber's throw-in before his first card, by the rule of thumb
  if (st.tricks.length === 0 && st.trick.every((p) => p.seat !== st.lomber) && shouldThrowIn(seatView(st, st.lomber!), st.rules)) {
    const eq = throwInEquity(st.rules.players, st.lomber!, st.pot, st.betes);
    return { value: eq[me]! + equityChange(start, st, me), outcome: 'thrownIn', tricks: 0, trickWon: null, lomber: becameLomber };
  }
  const sim = simFromState(st);
  while (!sim.over) {
    const { card } = choosePlay(sim);
    if (card === STOP) sim.stop();
    else sim.play(card);
  }
  const eq = sim.settle();
  const mine = sim.onSide(me) ? sim.sideTricks() : sim.won.reduce((a, w, x) => (sim.onSide(x) ? a : a + w), 0);
  return { value: eq[me]! + equityChange(start, st, me), outcome: sim.outcome(), tricks: mine, trickWon: null, lomber: becameLomber };
}

export class StrongBot implements OmbreBot {
  readonly level = 'strong' as const;

  private readonly defaultIterations: number;
  /** Exchange plans by the view at the seat's first discard (see the header). */
  private readonly plans = new Map<string, { discards: number[]; reason: OmbreReason; stats: OmbreCandidate[]; best: number; iterations: number; units: number; stoppedByTime: boolean }>();

  constructor(options: StrongBotOptions = {}) {
    this.defaultIterations = options.iterations ?? DEFAULT_STRONG_ITERATIONS;
  }

  decide(view: OmbreView, legal: readonly OmbreMove[], opts: BotOptions): OmbreDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('StrongBot.decide: no legal moves');
    const units = Math.max(1, Math.floor(opts.budget?.iterations ?? this.defaultIterations));
    const deadline = opts.budget?.timeMs !== undefined ? t0 + opts.budget.timeMs : Infinity;
    const forced = (m: OmbreMove): OmbreDecision => {
      const best = unweighed(m);
      return {
        move: m,
        stats: { level: 'strong', iterations: 0, units: 0, candidates: 1, elapsedMs: now() - t0, stoppedByTime: false },
        explanation: buildExplanation(view, 'forced', best, [best], 'rule', 0, null),
      };
    };
    if (legal.length === 1) return forced(legal[0]!);
    if (view.phase === 'exchange') return this.exchange(view, legal, units, deadline, t0);
    const cands = view.phase === 'play' ? playCandidates(view, legal) : otherCandidates(view, legal);
    if (cands.length === 1) return forced(cands[0]!);
    const r = rulesOf(view);
    const sampler = new Sampler(view, r, forbiddenCards(view, r.pack), lomberFloor(view, r));
    const cost = view.phase === 'play' ? 1 : FULL_DEAL_COST;
    const seed = `strong:${opts.seed}`;
    const search = view.phase === 'play' ? halving(playProblem(view, cands, sampler), units, deadline, seed) : halving(fullProblem(view, cands, sampler), units, deadline, seed);
    const { iterations, stoppedByTime } = search;
    const bestIdx = search.best;
    const stats = cands.map(search.stats);
    const best = stats[bestIdx]!;
    const { reason, hand } = reasonFor(view, legal, best.move);
    return {
      move: cands[bestIdx]!,
      stats: { level: 'strong', iterations, units: iterations * cost, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime },
      explanation: buildExplanation(view, reason, best, stats, 'search', iterations, hand),
    };
  }

  /** The exchange: a whole plan searched at the first discard and kept for the later ones. */
  private exchange(view: OmbreView, legal: readonly OmbreMove[], units: number, deadline: number, t0: number): OmbreDecision {
    const r = rulesOf(view);
    // the hand before the first discard, in pack order (the same at every step of the exchange)
    const original = [...view.hand, ...view.discards].sort((a, b) => idx(a) - idx(b));
    const canonical: OmbreView = {
      ...view,
      hand: original,
      discards: [],
      handCounts: view.handCounts.map((x, i) => (i === view.viewer ? original.length : x)),
      discardCounts: view.discardCounts.map((x, i) => (i === view.viewer ? 0 : x)),
    };
    const key = JSON.stringify([original, { ...canonical, hand: null }, units, deadline === Infinity]);
    let plan = this.plans.get(key);
    let searched = false;
    if (!plan) {
      searched = true;
      const cands = planCandidates(canonical, r);
      if (cands.length === 1) {
        plan = { discards: cands[0]!.discards, reason: cands[0]!.reason, stats: [], best: 0, iterations: 0, units: 0, stoppedByTime: false };
      } else {
        const problem = planProblem(canonical, cands, new Sampler(canonical, r, forbiddenCards(canonical, r.pack), lomberFloor(canonical, r)));
        const search = halving(problem, units, deadline, `strong:exchange:${key}`);
        const { iterations, stoppedByTime } = search;
        const bestIdx = search.best;
        const takeMove: OmbreMove = { type: 'take' };
        const stats = cands.map((c, i) => ({
          ...search.stats(c.discards.length ? { type: 'discard', card: CARD[c.discards[0]!]! } : takeMove, i),
          plan: c.discards.map((x) => CARD[x]!),
        }));
        plan = { discards: cands[bestIdx]!.discards, reason: cands[bestIdx]!.reason, stats, best: bestIdx, iterations, units: iterations * problem.cost, stoppedByTime };
      }
      if (this.plans.size >= 16) this.plans.delete(this.plans.keys().next().value!);
      this.plans.set(key, plan);
    }
    const done = new Set(view.discards);
    const next = plan.discards.find((c) => !done.has(CARD[c]!));
    let move: OmbreMove | undefined;
    let reason: OmbreReason;
    if (next !== undefined) {
      move = legal.find((m) => m.type === 'discard' && m.card === CARD[next]);
      reason = plan.reason === 'obscuriteKeep' ? 'obscuriteKeep' : discardReason(view, next);
    } else {
      move = legal.find((m) => m.type === 'take');
      reason = view.discards.length ? 'take' : 'keepHand';
    }
    if (!move) {
      // cannot happen with a plan made for this hand; fall back on the normal player
      const c = normalChoice(view, legal);
      move = c.move;
      reason = c.reason;
    }
    const best: OmbreCandidate = plan.stats[plan.best] ? { ...plan.stats[plan.best]!, move } : { ...unweighed(move), plan: plan.discards.map((x) => CARD[x]!) };
    const others = plan.stats.filter((_, i) => i !== plan!.best);
    return {
      move,
      stats: { level: 'strong', iterations: searched ? plan.iterations : 0, units: searched ? plan.units : 0, candidates: Math.max(1, plan.stats.length), elapsedMs: now() - t0, stoppedByTime: searched && plan.stoppedByTime },
      // the plan's own search figures, whether searched now or kept from the first discard: the same explanation either way
      explanation: buildExplanation(view, reason, best, [best, ...others], plan.stats.length ? 'search' : 'rule', plan.iterations, null),
    };
  }
}

// --- Card play --------------------------------------------------------------------------------------

/** Legal moves less equivalent cards: of two cards of one class with nothing between them that another seat may hold, the lower. */
export function playCandidates(v: OmbreView, legal: readonly OmbreMove[]): OmbreMove[] {
  const r = rulesOf(v);
  const t = tablesFor(v.trump);
  const played = new Set([...v.tricks.flat(), ...v.trick].map((p) => idx(p.card)));
  const legalCards = new Set(legal.filter((m) => m.type === 'play').map((m) => idx(m.card)));
  const out: OmbreMove[] = [];
  for (const m of legal) {
    if (m.type !== 'play') {
      out.push(m);
      continue;
    }
    const c = idx(m.card);
    const k = t.cls[c]!;
    if (t.mat[c]! >= 0) {
      out.push(m);
      continue;
    }
    const list = k === TRUMP ? t.trumps : t.plain[k]!;
    const at = list.indexOf(c);
    let dominated = false;
    for (let i = at + 1; i < list.length; i++) {
      const x = list[i]!;
      if (!r.pack.includes(CARD[x]!) || played.has(x)) continue;
      if (legalCards.has(x) && t.mat[x]! < 0) dominated = true;
      break;
    }
    if (!dominated) out.push(m);
  }
  return out.length ? out : legal.slice();
}

function playProblem(v: OmbreView, cands: readonly OmbreMove[], sampler: Sampler): Problem<{ sim: Sim; state: OmbreState }> {
  const me = v.viewer;
  const trickNo = v.tricks.length;
  return {
    count: cands.length,
    cost: 1,
    sample(rng) {
      const state = sampler.sample(rng);
      return { sim: simFromState(state), state };
    },
    run({ sim: base }, i) {
      const m = cands[i]!;
      if (m.type === 'throwIn') {
        const eq = throwInEquity(base.set.n, base.set.lomber, base.set.pot, base.set.betes);
        return { value: eq[me]!, outcome: 'thrownIn', tricks: 0, trickWon: null, lomber: null };
      }
      const sim = base.clone();
      if (m.type === 'stop') sim.stop();
      else sim.play(idx((m as { card: string }).card));
      let trickWon: boolean | null = m.type === 'stop' ? null : null;
      const before = base.won.slice();
      const mySide = (x: number) => sim.onSide(x) === sim.onSide(me);
      const record = () => {
        if (trickWon === null && m.type !== 'stop' && sim.done > trickNo) {
          for (let x = 0; x < sim.set.n; x++) if (sim.won[x]! > before[x]!) trickWon = mySide(x);
        }
      };
      record();
      while (!sim.over) {
        const { card } = choosePlay(sim);
        if (card === STOP) sim.stop();
        else sim.play(card);
        record();
      }
      const eq = sim.settle();
      let tricks = 0;
      for (let x = 0; x < sim.set.n; x++) if (mySide(x)) tricks += sim.won[x]!;
      return { value: eq[me]!, outcome: sim.outcome(), tricks, trickWon, lomber: null };
    },
  };
}

// --- Auction, trump, calls, the Mediateur's card ------------------------------------------------

/** The candidates outside the card play and the exchange (see the header). */
export function otherCandidates(v: OmbreView, legal: readonly OmbreMove[]): OmbreMove[] {
  const r = rulesOf(v);
  if (v.phase === 'give') {
    const hand = v.hand.map(idx);
    const gives = legal.filter((m): m is Extract<OmbreMove, { type: 'give' }> => m.type === 'give').sort((a, b) => keepScore(idx(a.card), hand, v.trump, true) - keepScore(idx(b.card), hand, v.trump, true));
    return [...gives.slice(0, 5), ...legal.filter((m) => m.type === 'throwIn')];
  }
  if (v.phase !== 'auction') return legal.slice();
  const bids = assessBids(v, r);
  const normal = auctionChoice(v, legal).move;
  const scored: { m: OmbreMove; score: number }[] = [];
  const hand = v.hand.map(idx);
  const blackAces = (hand.includes(AS) ? 1 : 0) + (hand.includes(AC) ? 1 : 0);
  const kings = KINGS.filter((k) => hand.includes(k)).length;
  for (const m of legal) {
    if (m === normal || m.type === 'pass') continue;
    const contract = m.type === 'bid' ? m.contract : v.contract!;
    const suit = m.type === 'bid' || m.type === 'hold' ? m.suit : undefined;
    let score = -99;
    const a = bids.find((b) => b.contract === contract);
    if (a) score = a.margin - (suit !== undefined && suit !== a.suit ? 2 : 0);
    if (isObscurite(contract) && contract === 'obscurite') {
      // O21: for poor hands with a card worth keeping
      const ask = bids.find((b) => b.contract === 'ask');
      if (ask && ask.margin < 0 && (blackAces > 0 || kings > 0)) score = -1.5;
    }
    if (contract === 'nullissimo') {
      const high = hand.filter((c) => ['K', 'Q', 'J'].includes(rankAt(c))).length;
      if (high <= 1) score = -1;
    }
    if (m.type === 'hold') score += 0.5;
    if (score >= -2.5) scored.push({ m, score });
  }
  scored.sort((x, y) => y.score - x.score);
  const out: OmbreMove[] = [normal];
  const pass = legal.find((m) => m.type === 'pass')!;
  if (normal !== pass) out.push(pass);
  for (const s of scored) if (out.length < 6) out.push(s.m);
  return out;
}

function fullProblem(v: OmbreView, cands: readonly OmbreMove[], sampler: Sampler): Problem<OmbreState> {
  const me = v.viewer;
  return {
    count: cands.length,
    cost: FULL_DEAL_COST,
    sample: (rng) => plausibleSample(v, rng, sampler),
    run(det, i) {
      const m = cands[i]!;
      const r = applyLegal(det, m);
      if (!r.ok) throw new Error(`strong: a legal move was refused in a sample: ${JSON.stringify(m)}`);
      return finishDeal(r.state, me, det);
    },
  };
}

/**
 * A sample for decisions of the auction: other seats' hands that fit what they said, by the normal
 * player's reading (a seat that passed with a hand the normal player would bid, or bid far below the
 * thresholds, is dealt again; a few tries, then the last sample is taken).
 */
function plausibleSample(v: OmbreView, rng: Rng, sampler: Sampler): OmbreState {
  let det = sampler.sample(rng);
  if (v.phase !== 'auction' || v.auction.length === 0) return det;
  for (let attempt = 0; attempt < 6; attempt++) {
    if (plausible(v, det)) return det;
    det = sampler.sample(rng);
  }
  return det;
}

function plausible(v: OmbreView, det: OmbreState): boolean {
  const r = det.rules;
  const spoken = new Set<number>();
  for (const a of v.auction) {
    if (a.seat === v.viewer || spoken.has(a.seat)) continue;
    spoken.add(a.seat);
    // the seat's first speech, judged from its hand as the normal player would
    const sv: OmbreView = { ...seatView(det, a.seat), auction: [], contract: null, lomber: null, phase: 'auction', toMove: a.seat };
    const best = assessBids(sv, r).reduce((x, b) => Math.max(x, b.margin), -99);
    if (a.move === 'pass' && best >= 2) return false;
    if (a.move === 'bid' && best < -3) return false;
  }
  return true;
}

// --- The exchange -------------------------------------------------------------------------------------

interface Plan {
  discards: number[];
  reason: OmbreReason;
}

/** Exchange plans: lay away the k least useful cards for several k around the normal player's; Obscurité: which card to keep. */
export function planCandidates(v: OmbreView, r: ReturnType<typeof rulesOf>): Plan[] {
  const hand = v.hand.map(idx);
  const limit = Math.min(v.talonCount, r.handSize);
  const lomber = v.viewer === v.lomber;
  if (lomber && isObscurite(v.contract)) {
    const keeps = [AS, AC, ...KINGS].filter((c) => hand.includes(c)).slice(0, 4);
    const plans: Plan[] = keeps.map((k) => ({ discards: hand.filter((c) => c !== k), reason: 'obscuriteKeep' as OmbreReason }));
    if (hand.length <= limit) plans.push({ discards: hand.slice(), reason: 'obscuriteKeep' });
    if (plans.length === 0) {
      const best = hand.slice().sort((a, b) => keepScore(b, hand, null, true) - keepScore(a, hand, null, true))[0]!;
      plans.push({ discards: hand.filter((c) => c !== best), reason: 'obscuriteKeep' });
    }
    return plans;
  }
  const normal = exchangePlan(v, r).discards;
  const ranked = hand.slice().sort((a, b) => keepScore(a, hand, v.trump, lomber) - keepScore(b, hand, v.trump, lomber));
  // the normal plan's cards first (in its order), then the rest by usefulness
  const order = [...normal, ...ranked.filter((c) => !normal.includes(c))];
  const k0 = normal.length;
  const lo = lomber ? Math.max(0, k0 - 2) : 0;
  const hi = Math.min(limit, k0 + 2);
  const out: Plan[] = [];
  for (let k = lo; k <= hi; k++) out.push({ discards: order.slice(0, k), reason: k ? 'discard' : 'keepHand' });
  return out.length ? out : [{ discards: [], reason: 'keepHand' }];
}

function planProblem(v: OmbreView, plans: readonly Plan[], sampler: Sampler): Problem<OmbreState> {
  const me = v.viewer;
  return {
    count: plans.length,
    cost: FULL_DEAL_COST,
    sample: (rng) => sampler.sample(rng),
    run(det, i) {
      let s = det;
      for (const c of plans[i]!.discards) {
        const r = applyLegal(s, { type: 'discard', card: CARD[c]! });
        if (!r.ok) throw new Error('strong: a planned discard was refused');
        s = r.state;
      }
      const r = applyLegal(s, { type: 'take' });
      if (!r.ok) throw new Error('strong: take was refused');
      return finishDeal(r.state, me, det);
    },
  };
}

function discardReason(v: OmbreView, c: number): OmbreReason {
  const t = tablesFor(v.trump);
  const k = t.cls[c]!;
  if (k === TRUMP) return 'discard';
  return v.hand.map(idx).some((x) => x !== c && t.cls[x] === k) ? 'discard' : 'discardVoid';
}

// --- Reasons --------------------------------------------------------------------------------------------

/** The reason code (and the point count behind it) for a move chosen by the search. */
function reasonFor(v: OmbreView, legal: readonly OmbreMove[], m: OmbreMove): { reason: OmbreReason; hand: HandEvaluation | null } {
  const r = rulesOf(v);
  switch (m.type) {
    case 'pass': {
      const c = auctionChoice(v, legal);
      return { reason: 'pass', hand: c.evaluation };
    }
    case 'bid': {
      const a = assessBids(v, r).find((b) => b.contract === m.contract);
      return { reason: bidReason(m.contract), hand: a?.evaluation ?? null };
    }
    case 'hold': {
      const a = assessBids(v, r).find((b) => b.contract === v.contract);
      return { reason: 'hold', hand: a?.evaluation ?? null };
    }
    case 'trump': {
      const c = trumpChoice(v, legal.filter((x) => x.type === 'trump'));
      return { reason: m.suit === v.favourite && v.contract === 'ask' ? 'nameFavourite' : 'nameTrump', hand: c.move === m ? c.evaluation : null };
    }
    case 'convert':
      return { reason: 'convert', hand: null };
    case 'throwIn':
      return { reason: 'throwIn', hand: null };
    case 'call': {
      const s = callScores(v, legal, r).find((x) => x.move === m);
      return { reason: s?.reason ?? 'callKing', hand: null };
    }
    case 'give':
      return { reason: 'giveBack', hand: null };
    case 'stop':
      return { reason: 'stop', hand: null };
    case 'play': {
      const sim = simFromView(v, r);
      return { reason: classifyPlay(sim, idx(m.card)), hand: null };
    }
    default:
      return { reason: 'forced', hand: null };
  }
}
