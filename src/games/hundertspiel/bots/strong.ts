/**
 * Strong: determinised Monte-Carlo search with sequential halving, for every decision of a seat.
 *
 * Each sample deals the cards the seat has not seen at random, consistent with everything public
 * (`resample(view, rng)`: other hands by their sizes, the Scat, laid Do's, honours, the missing fourth,
 * seats without trumps). Every surviving candidate move is played in that same sample (common random
 * numbers) and the deal is played out to its end by the normal player's rules of thumb for every seat,
 * each seeing only its own hand and the public facts of the sampled deal. The value of a playout is
 * the seat's marks won by the end of the deal (game, Matsch, announcements: H38–H44, H61) plus the
 * worth in marks of the points toward 100 (a race model of the game, `raceValue`). After each round the
 * worse half of the candidates is dropped (sequential halving), so the budget goes to the close calls.
 *
 * At most MAX_SAMPLES_PER_CANDIDATE samples go to one candidate. The search itself is
 * src/ai/search.ts; this file gives it the samples, the playout policy and the value.
 *
 * Moves taken by rule, without search: a true "out" (V-H-6), honours (H15, H19: they score at once),
 * alt und neu (V-H-7). Touching cards without points of one suit are one candidate.
 *
 * Only the view and the legal moves are used; the true hidden state is never seen.
 */
import { halvingSearch, type Tally } from '../../../ai/search.js';
import type { BotOptions } from '../../../ai/types.js';
import { applyLegal } from '../apply.js';
import { legalMoves } from '../legal.js';
import { honourPoints, scoreTrick, winnerIndex } from '../scoring.js';
import { noTrumpSeats, resample, shownCards } from '../view.js';
import { PACK } from '../cards.js';
import type { HundertspielMove, HundertspielState, HundertspielView, Seat } from '../types.js';
import { buildExplanation, reasonFor, unweighed } from './explain.js';
import { now } from './normal.js';
import { policyMove, sensibleMoves } from './policy.js';
import { idx, IN_SCAT, IS_DO, Knowledge, PLAYED, POINTS, STRENGTH, SUIT_OF, type Sight } from './sight.js';
import type { HundertspielBot, HundertspielCandidate, HundertspielDecision } from './types.js';

/** Default playouts per decision; tuned so that the 95th percentile stays under 300 ms in Node here. */
export const DEFAULT_STRONG_ITERATIONS = 1500;

/**
 * At most this many samples per candidate: decisions between two or three moves at the start of a deal
 * (Contra, a Scat bid, a 26) would otherwise spend the whole budget on long playouts, and measured
 * against 4× fewer playouts more did not play better (the budget stays a ceiling).
 */
export const MAX_SAMPLES_PER_CANDIDATE = 250;

export interface StrongBotOptions {
  iterations?: number;
}

export class StrongBot implements HundertspielBot {
  readonly level = 'strong' as const;

  private readonly defaultIterations: number;

  constructor(options: StrongBotOptions = {}) {
    this.defaultIterations = options.iterations ?? DEFAULT_STRONG_ITERATIONS;
  }

  decide(view: HundertspielView, legal: readonly HundertspielMove[], opts: BotOptions): HundertspielDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('StrongBot.decide: no legal moves');
    const ruled = byRule(view, legal);
    if (ruled) {
      const best = unweighed(ruled.move);
      return {
        move: ruled.move,
        stats: { level: 'strong', iterations: 0, candidates: 1, elapsedMs: now() - t0, stoppedByTime: false },
        explanation: buildExplanation(view, ruled.reason, best, [best], 'rule', 0),
      };
    }
    const cands = distinctMoves(view, sensibleMoves(view, legal).rest);
    if (cands.length === 1) {
      const best = unweighed(cands[0]!);
      return {
        move: cands[0]!,
        stats: { level: 'strong', iterations: 0, candidates: 1, elapsedMs: now() - t0, stoppedByTime: false },
        explanation: buildExplanation(view, 'forced', best, [best], 'rule', 0),
      };
    }
    const ctx = playoutContext(view);
    const extra = cands.map(() => new Extra());
    const search = halvingSearch<HundertspielState>(
      {
        candidates: cands.length,
        resample: (rng) => resample(view, rng),
        playout: (det, i) => playout(det, cands[i]!, ctx, extra[i]!),
      },
      {
        seed: `strong:${opts.seed}`,
        budget: opts.budget?.iterations ?? this.defaultIterations,
        deadline: opts.budget?.timeMs !== undefined ? t0 + opts.budget.timeMs : Infinity,
        maxVisits: MAX_SAMPLES_PER_CANDIDATE,
      },
    );
    const bestIdx = search.best;
    const iterations = search.playouts;
    const stats = cands.map((m, i) => candidateStats(m, search.tallies[i]!, extra[i]!));
    const best = stats[bestIdx]!;
    return {
      move: cands[bestIdx]!,
      stats: { level: 'strong', iterations, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: search.stoppedByTime },
      explanation: buildExplanation(view, reasonFor(view, best.move, best.trickWon), best, stats, 'search', iterations),
    };
  }
}

/** Moves taken without search: a true "out", honours, alt und neu; a single sensible move. */
function byRule(view: HundertspielView, legal: readonly HundertspielMove[]): { move: HundertspielMove; reason: 'forced' | 'declareOut' | 'announceHonours' | 'agreeAltUndNeu' } | null {
  const { out, rest } = sensibleMoves(view, legal);
  if (out) return { move: out, reason: 'declareOut' };
  if (rest.length === 1) return { move: rest[0]!, reason: 'forced' };
  const h = rest.find((m) => m.type === 'honours');
  if (h) return { move: h, reason: 'announceHonours' };
  if (view.phase === 'optIn') {
    const a = rest.find((m) => m.type === 'agree');
    if (a) return { move: a, reason: 'agreeAltUndNeu' };
  }
  return null;
}

/**
 * The legal moves less those equivalent to another: cards of one suit without points (not a Do) with
 * no card between them that someone else may hold or play are one candidate (the lowest).
 */
export function distinctMoves(view: HundertspielView, legal: readonly HundertspielMove[]): HundertspielMove[] {
  if (view.phase !== 'play') return legal.slice();
  const k = new Knowledge(view);
  const out: HundertspielMove[] = [];
  const plain = (c: number) => POINTS[c] === 0 && !IS_DO[c];
  for (const m of legal) {
    if (m.type !== 'play') {
      out.push(m);
      continue;
    }
    const c = idx(m.card);
    if (!plain(c)) {
      out.push(m);
      continue;
    }
    // Dropped if a lower plain card of the suit is in the hand with nothing live in between.
    let dominated = false;
    for (let st = STRENGTH[c]! - 1; st >= 1; st--) {
      const x = SUIT_OF[c]! * 9 + (8 - st);
      const w = k.where(x);
      if (w === PLAYED || w === IN_SCAT) continue; // out of play (the buyer's own discards)
      if (w === view.viewer && plain(x) && legal.some((l) => l.type === 'play' && l.card === PACK[x])) dominated = true;
      break;
    }
    if (!dominated) out.push(m);
  }
  return out.length > 0 ? out : legal.slice();
}

/** What a candidate's playouts tell beyond their value (sums over its playouts). */
class Extra {
  points = 0;
  marks = 0;
  tricks = 0;
  trickWins = 0;
  anns = 0;
  annWins = 0;
}

function candidateStats(m: HundertspielMove, a: Tally, x: Extra): HundertspielCandidate {
  const mean = a.n > 0 ? a.sum / a.n : 0;
  const variance = a.n > 1 ? Math.max(0, (a.sumSq - a.n * mean * mean) / (a.n - 1)) : 0;
  return {
    move: m,
    visits: a.n,
    value: mean,
    standardError: a.n > 1 ? Math.sqrt(variance / a.n) : 0,
    points: a.n > 0 ? x.points / a.n : null,
    marks: a.n > 0 ? x.marks / a.n : null,
    trickWon: x.tricks > 0 ? x.trickWins / x.tricks : null,
    announcementWon: x.anns > 0 ? x.annWins / x.anns : null,
  };
}

interface PlayoutContext {
  me: Seat;
  party: number;
  phase: HundertspielView['phase'];
  /** Index of the trick being played at the decision (play phase), else −1. */
  trickNo: number;
  /** Announcement asked about (contra phase), else −1. */
  contraFor: number;
  startMarks: number;
  startRace: number;
}

function playoutContext(view: HundertspielView): PlayoutContext {
  const party = view.rules.players === 4 ? view.viewer % 2 : view.viewer;
  return {
    me: view.viewer,
    party,
    phase: view.phase,
    trickNo: view.phase === 'play' ? view.tricks.length : -1,
    contraFor: view.phase === 'contra' ? view.contraFor ?? -1 : -1,
    startMarks: view.marks[view.viewer]!,
    startRace: raceValue(view.scores, party),
  };
}

/** Plays `first` for the seat in a sampled deal, then the rest of the deal by the rules of thumb: its value. */
function playout(det: HundertspielState, first: HundertspielMove, ctx: PlayoutContext, acc: Extra): number {
  const me = ctx.me;
  let s = applyLegal(det, first, null);
  let trickSeen = ctx.trickNo < 0;
  for (;;) {
    if (!trickSeen && s.tricks.length > ctx.trickNo) {
      trickSeen = true;
      const t = s.tricks[ctx.trickNo]!;
      acc.tricks++;
      if (partyOf(s, t[winnerIndex(t, s.trump)]!.seat) === ctx.party) acc.trickWins++;
    }
    if (s.phase === 'dealOver') break;
    const legal = legalMoves(s);
    const m = legal.length === 1 ? legal[0]! : policyMove(seatSight(s, s.toMove!), legal);
    s = applyLegal(s, m, null);
  }
  const marks = s.marks[me]! - ctx.startMarks;
  acc.points += dealPoints(det, s, ctx.party);
  acc.marks += marks;
  // The announcement at stake: the one asked about, else the seat's own.
  let a = ctx.contraFor >= 0 ? s.announcements[ctx.contraFor] : undefined;
  if (!a && (first.type === 'announce' || first.type === 'bid' || first.type === 'buy')) {
    for (let i = s.announcements.length - 1; i >= 0; i--) if (s.announcements[i]!.seat === me) a = s.announcements[i];
  }
  if (a) {
    acc.anns++;
    if (a.status === 'won') acc.annWins++;
  }
  return marks + raceValue(s.scores, ctx.party) - ctx.startRace;
}

/**
 * Points made from the decision to the end of the deal (tricks with their bonuses, H24–H30; honours,
 * H15; the Scat's points, H60), counted whether or not they still count toward 100: the party's minus
 * the others' (their mean with 3 players).
 */
function dealPoints(det: HundertspielState, s: HundertspielState, party: number): number {
  const parties = s.rules.parties;
  const by = new Array<number>(parties).fill(0);
  const last = s.rules.handSize - 1;
  for (let i = det.tricks.length; i < s.tricks.length; i++) {
    const t = scoreTrick(s.tricks.slice(0, i), s.tricks[i]!, s.trump, i === last);
    by[partyOf(s, t.winner)]! += t.points;
  }
  for (let i = det.honours.length; i < s.honours.length; i++) {
    const h = s.honours[i]!;
    by[partyOf(s, h.seat)]! += honourPoints(h.rank, h.count);
  }
  if (s.rules.scatGame && s.tricks.length === s.rules.handSize && s.announcements.length > 0) {
    let pts = 0;
    for (const c of s.scat) pts += POINTS[idx(c)]!;
    by[partyOf(s, s.announcements[s.announcements.length - 1]!.seat)]! += pts;
  }
  let others = 0;
  for (let p = 0; p < parties; p++) if (p !== party) others += by[p]!;
  return by[party]! - others / (parties - 1);
}

function partyOf(s: HundertspielState, seat: Seat): number {
  return s.rules.players === 4 ? seat % 2 : seat;
}

const NO_SHOWN: readonly (readonly string[])[] = [[], [], [], []];
let lastShownKey: unknown[] = [];
let lastShown: readonly (readonly string[])[] = NO_SHOWN;
let lastNoTrumpTricks: unknown = null;
let lastNoTrump: number[] = [];

/** The seat to move in a sampled deal, seen as he may see it there (his hand and the public facts). */
function seatSight(s: HundertspielState, seat: Seat): Sight {
  const n = s.rules.players;
  let shown = NO_SHOWN;
  if (s.announcements.length > 0 || s.exposed.length > 0) {
    // Face-up cards change only when one is played: cached by the (immutable) arrays they come from;
    // a card of the trick in progress is taken out.
    if (s.announcements !== lastShownKey[0] || s.exposed !== lastShownKey[1] || s.tricks !== lastShownKey[2] || s.trick.length === 0) {
      const list: string[][] = [];
      for (let i = 0; i < n; i++) list.push(shownCards(s, i));
      lastShownKey = [s.announcements, s.exposed, s.tricks];
      lastShown = list;
    }
    shown = lastShown;
    for (const p of s.trick) {
      if (shown[p.seat]!.includes(p.card)) shown = shown.map((x, i) => (i === p.seat ? x.filter((c) => c !== p.card) : x));
    }
  }
  let noTrump: readonly number[] = [];
  if (s.phase === 'play' && s.trump !== null) {
    // Seats void in trumps (H20): completed tricks cached by their (immutable) array, then this trick.
    if (s.tricks !== lastNoTrumpTricks) {
      lastNoTrumpTricks = s.tricks;
      lastNoTrump = noTrumpSeats({ trump: s.trump, tricks: s.tricks, trick: [] });
    }
    noTrump = lastNoTrump;
    const lead = s.trick[0];
    if (lead && lead.card.startsWith(s.trump)) {
      for (const p of s.trick) if (!p.card.startsWith(s.trump) && !noTrump.includes(p.seat)) noTrump = [...noTrump, p.seat];
    }
  }
  const counts: number[] = [];
  for (let i = 0; i < n; i++) counts.push(s.hands[i]!.length);
  return {
    viewer: seat,
    rules: s.rules,
    dealer: s.dealer,
    trump: s.trump,
    phase: s.phase,
    hand: s.hands[seat]!,
    handCounts: counts,
    shown,
    scatCount: s.scat.length,
    scat: s.buyer === seat ? s.scat : null,
    buyer: s.buyer,
    announcements: s.announcements,
    contraFor: s.contraFor,
    honours: s.honours,
    noTrump,
    trick: s.trick,
    tricks: s.tricks,
    scores: s.scores,
    gameEnded: s.gameEnded,
  };
}

// --- The worth of points toward 100 --------------------------------------------------------------

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26). */
function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Chance that a party on `a` points reaches 100 before one on `b` (a deal brings a party about 45 ± 38). */
function winChance(a: number, b: number): number {
  const ra = Math.max(1, 100 - a);
  const rb = Math.max(1, 100 - b);
  return phi((rb - ra) / (38 * Math.sqrt((ra + rb) / 90)));
}

/**
 * Expected marks of a seat of `party` from the game in progress, given the scores (H38, H53): 4 players
 * ±1 a seat; 3 players the winner +2, each loser −1. Matsch is left aside.
 */
export function raceValue(scores: readonly number[], party: number): number {
  if (scores.length === 2) return 2 * winChance(scores[party]!, scores[1 - party]!) - 1;
  const q = scores.map((x, i) => scores.reduce((p, y, j) => (j === i ? p : p * winChance(x, y)), 1));
  const total = q.reduce((a, b) => a + b, 0);
  return (3 * q[party]!) / total - 1;
}
