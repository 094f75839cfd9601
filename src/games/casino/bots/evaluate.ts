/**
 * The strong bot's sampled deals and how it values the end of one.
 *
 * What the seat may know (C39): the table, its hand, hand and stock sizes, scores and the most recent
 * capture; the piles are face down and the view gives only their total. So in a sampled deal the cards
 * captured before the last capture are known to be "in some pile" but not in whose. Rather than
 * guessing a split (which would then decide the most-cards and most-spades items at random), the bot
 * keeps them aside (`rest`) and, when a simulated deal ends, takes the expectation of the count over
 * every split of them, each card to each side with equal chance: exactly for two sides (binomial
 * tails; C29's netting makes the score difference linear in the count points), with three sides
 * exactly for C35 (no netting: each side's expected score is a sum of its chances per item) and by
 * averaging over random splits with V-C-5's netting.
 */
import type { Rng } from '../../../engine/rng.js';
import { isFace } from '../captures.js';
import { seatsOf, sideOf } from '../rules.js';
import type { CasinoMove, CasinoState, CasinoView } from '../types.js';
import { resample } from '../view.js';
import { GAME_WEIGHT, countPoints, isSpade } from './analysis.js';

export interface Sample {
  /** A full deal consistent with the view, with `rest` taken out of the piles. */
  state: CasinoState;
  /** Cards in the piles before the most recent capture: in some pile, nobody may know whose (C39). */
  rest: string[];
}

/**
 * One deal consistent with the view: `resample(view, rng)` deals the unseen cards into the other
 * hands, the stock and the piles; the pile cards but the last capture's are then taken out as `rest`.
 * (resample puts each of them on the last capturer's side with chance 1/2 + 1/sides, a split the view
 * does not support; the bot does not use it.)
 */
export function determinise(view: CasinoView, rng: Rng): Sample {
  const s = resample(view, rng);
  if (view.piles !== null || view.pileTotal === 0) return { state: s, rest: [] };
  const last = view.lastCapture;
  const lastCards = new Set<string>(last ? [last.card, ...last.take] : []);
  const piles: string[][] = Array.from({ length: view.rules.sides }, () => []);
  if (last) piles[sideOf(view.rules, last.seat)]!.push(last.card, ...last.take);
  const rest = s.piles.flat().filter((c) => !lastCards.has(c));
  return { state: { ...s, piles }, rest };
}

// Binomial(n, 1/2) upper tails: TAIL[n][k] = P(X ≥ k), k = 0 … n + 1.
const TAIL: number[][] = [];
for (let n = 0; n <= 52; n++) {
  const tail = new Array<number>(n + 2).fill(0);
  let c = 1; // n choose k
  const pmf: number[] = [];
  for (let k = 0; k <= n; k++) {
    pmf.push(c / 2 ** n);
    c = (c * (n - k)) / (k + 1);
  }
  for (let k = n; k >= 0; k--) tail[k] = tail[k + 1]! + pmf[k]!;
  TAIL.push(tail);
}

/** P(X ≥ k) for X ~ Binomial(n, 1/2). */
function atLeast(n: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  return TAIL[n]![k]!;
}

/** BIN3[r][x] = P(X = x) for X ~ Binomial(r, 1/3): how many of r cards go to one of three sides. */
const BIN3: number[][] = [];
for (let r = 0; r <= 52; r++) {
  const pmf: number[] = [];
  let c = 1; // r choose x
  for (let x = 0; x <= r; x++) {
    pmf.push(c * (1 / 3) ** x * (2 / 3) ** (r - x));
    c = (c * (r - x)) / (x + 1);
  }
  BIN3.push(pmf);
}

/** P(lo ≤ X ≤ hi) for X ~ Binomial(m, 1/2). */
function between(m: number, lo: number, hi: number): number {
  const l = Math.max(0, lo);
  const h = Math.min(m, hi);
  return h < l ? 0 : atLeast(m, l) - atLeast(m, h + 1);
}

/**
 * Chance of each of three sides to hold strictly more than each other one when `r` more items are
 * split at random (each to each side with chance 1/3): x0 items to side 0, then the other r − x0
 * halved at random between sides 1 and 2.
 */
function mostChances(known: readonly number[], r: number): number[] {
  const [a, b, c] = known as [number, number, number];
  const out = [0, 0, 0];
  const pmf = BIN3[r]!;
  for (let x0 = 0; x0 <= r; x0++) {
    const p0 = pmf[x0]!;
    const m = r - x0;
    const u = a + x0;
    // With x1 items to side 1: v = b + x1, w = c + m − x1.
    out[0]! += p0 * between(m, c + m - u + 1, u - b - 1);
    out[1]! += p0 * between(m, Math.max(u - b + 1, Math.ceil((c + m - b + 1) / 2)), m);
    out[2]! += p0 * between(m, 0, Math.min(c + m - u - 1, Math.floor((c + m - b - 1) / 2)));
  }
  return out;
}

export interface Tally {
  cards: number;
  spades: number;
  /** Aces and casinos (C28): count points by themselves. */
  points: number;
}

export function tallyOf(pile: readonly string[]): Tally {
  const t: Tally = { cards: 0, spades: 0, points: 0 };
  for (const c of pile) add(t, c);
  return t;
}

function add(t: Tally, c: string): void {
  t.cards++;
  if (isSpade(c)) t.spades++;
  t.points += countPoints(c);
}

/**
 * Expected count credit by side (what C29/C35/V-C-5 add to the scores, the target aside) over the
 * splits of `rest`; `rng` only with three sides.
 */
export function expectedCredit(known: readonly Tally[], rest: readonly string[], rules: CasinoState['rules'], rng: Rng): number[] {
  if (rules.sides === 2) {
    // C28, C29: the difference of the scores is (my count points − theirs) whichever side scores it.
    let rs = 0;
    for (const c of rest) if (isSpade(c)) rs++;
    const r = rest.length;
    const [a, b] = known as [Tally, Tally];
    const cardsA = atLeast(r, 27 - a.cards);
    const cardsB = atLeast(r, 27 - b.cards); // symmetric: the rest going to B is as likely
    const spadesA = atLeast(rs, 7 - a.spades);
    const spadesB = atLeast(rs, 7 - b.spades);
    let restPoints = 0;
    for (const c of rest) restPoints += countPoints(c);
    const pa = 3 * cardsA + spadesA + a.points + restPoints / 2;
    const pb = 3 * cardsB + spadesB + b.points + restPoints / 2;
    return pa >= pb ? [pa - pb, 0] : [0, pb - pa];
  }
  if (!rules.netting) {
    // C35 without netting: each side scores the items it wins, so its expected score is the sum of
    // its chances to hold strictly most cards (3) and strictly most spades (1), plus its count points
    // (a third of those in `rest`).
    let rs = 0;
    let restPoints = 0;
    for (const c of rest) {
      if (isSpade(c)) rs++;
      restPoints += countPoints(c);
    }
    const cards = mostChances(known.map((t) => t.cards), rest.length);
    const spades = mostChances(known.map((t) => t.spades), rs);
    return known.map((t, i) => 3 * cards[i]! + spades[i]! + t.points + restPoints / 3);
  }
  // V-C-5 (three sides, netted): average over random splits.
  const K = rest.length === 0 ? 1 : 12;
  const credit = [0, 0, 0];
  for (let k = 0; k < K; k++) {
    const t: Tally[] = known.map((x) => ({ ...x }));
    for (const c of rest) add(t[rng.int(3)]!, c);
    const pts = t.map((x) => x.points);
    const most = (key: 'cards' | 'spades') => {
      const [x, y, z] = [t[0]![key], t[1]![key], t[2]![key]];
      return x > y && x > z ? 0 : y > x && y > z ? 1 : z > x && z > y ? 2 : -1;
    };
    const mc = most('cards');
    if (mc >= 0) pts[mc]! += 3;
    const ms = most('spades');
    if (ms >= 0) pts[ms]! += 1;
    // V-C-5: the highest total minus the other two, to the highest; nobody on a tie for highest (PD-C-18).
    let best = 0;
    for (let i = 1; i < 3; i++) if (pts[i]! > pts[best]!) best = i;
    const tied = pts.some((x, i) => i !== best && x === pts[best]);
    const net = tied ? 0 : 2 * pts[best]! - pts.reduce((p, q) => p + q, 0);
    if (net > 0) credit[best]! += net;
  }
  return credit.map((x) => x / K);
}

/** V-C-3: the collection point of the last card of the deal (C25, C26, PD-C-16, PD-C-17), by side; null if none. */
export function finalCollectionSide(before: CasinoState, m: CasinoMove): number | null {
  const rules = before.rules;
  if (!rules.finalCollectionScores) return null;
  if (m.type === 'capture' && rules.lastFaceTakesAll && isFace(m.card)) return m.take.length > 0 ? sideOf(rules, before.dealer) : null;
  const left = m.type === 'capture' ? before.table.length - m.take.length : before.table.length + 1;
  if (left === 0) return null;
  const collector = m.type === 'capture' ? before.toMove! : before.lastCapturer;
  return collector === null ? null : sideOf(rules, collector);
}

/**
 * The value for `me` of a sampled deal played to `end`: its side's points minus the others' (their
 * mean with three sides), plus GAME_WEIGHT per unit won or lost when the game ends.
 * `clearings`: clearing points by side scored during play (and V-C-3's final point); `completed`:
 * the last card of the deal was played (otherwise a clearing won the game during play, C30).
 */
export function dealValue(start: Sample, end: CasinoState, clearings: readonly number[], completed: boolean, me: number, rng: Rng): number {
  const rules = start.state.rules;
  const my = sideOf(rules, me);
  const sides = rules.sides;
  if (!completed) {
    // Won during play: the scores and stakes are exact (no count, C30).
    let v = diff(end.scores.map((x, i) => x - start.state.scores[i]!), my, sides);
    if (end.phase === 'gameOver') v += GAME_WEIGHT * (end.stakes[me]! - start.state.stakes[me]!);
    return v;
  }
  const credit = expectedCredit(end.piles.map(tallyOf), start.rest, rules, rng);
  const gained = credit.map((c, i) => c + clearings[i]!);
  let v = diff(gained, my, sides);
  // The game: the side whose expected final score reaches the target first (the highest) wins.
  const finals = gained.map((g, i) => start.state.scores[i]! + g);
  let top = 0;
  for (let i = 1; i < sides; i++) if (finals[i]! > finals[top]!) top = i;
  if (finals[top]! >= rules.target && !finals.some((x, i) => i !== top && x === finals[top])) {
    const units = (side: number) => (finals[side]! < rules.lurchLine ? 2 : 1);
    if (top === my) {
      let won = 0;
      for (let side = 0; side < sides; side++) if (side !== my) won += units(side) * seatsOf(rules, side).length;
      v += (GAME_WEIGHT * won) / seatsOf(rules, my).length;
    } else v -= GAME_WEIGHT * units(my);
  }
  return v;
}

function diff(gains: readonly number[], my: number, sides: number): number {
  let others = 0;
  for (let i = 0; i < sides; i++) if (i !== my) others += gains[i]!;
  return gains[my]! - others / (sides - 1);
}
