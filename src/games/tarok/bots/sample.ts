/**
 * The public facts the engine's `resample` leaves out, fitted into a sampled deal by swapping unseen
 * cards between the hidden places (each swap keeps the voids shown, T21, and the Skat's rules, T11,
 * TL7): every announcement (T14–T19: a hidden seat's 25 cards at the start of play — its hand now and
 * what it has played since — announce exactly what it announced), the Pagat in a hidden Skat only
 * with at most three taroks among the dealer's 28 cards (T11), and a card called from the Skat
 * (TL15) lying there. Hill-climbing from the engine's sample: a swap is kept when the mismatch (with a
 * slope: how many taroks, Kings, matadors, cavalries away) does not grow, until none is left or the
 * tries run out (the sample is then the closest found, and the search weighs it less: strong.ts).
 */
import type { Rng } from '../../../engine/rng.js';
import { isBarred, isCountingCard, isTarok, PAGAT, SEVEN_KINGS, SKY, suitOf } from '../cards.js';
import type { Announcement, TarokView } from '../types.js';
import { voidsOf } from '../view.js';
import { rulesOf } from './seen.js';

/** The places of a sampled deal: the hands by seat, the Skat, en deux's aside (mutable: fitted in place). */
export interface DealPlaces {
  hands: string[][];
  skat: string[];
  aside: string[];
}

/** Swap tries per sample (each cheap: two announcements recounted). */
export const FIT_TRIES = 600;

const FIGURE = /-[KQNJ]$/;
/** A card that announces: a tarok, one of the seven Kings, a figure. */
const rich = (c: string): boolean => isTarok(c) || isCountingCard(c);

/** How far a count is from an announced one that says only "at least `floor`" or nothing (0: below the floor). */
const off = (have: number, said: number, floor: number): number => (said >= floor ? Math.abs(have - said) : Math.max(0, have - floor + 1));

/** T16 from above (and V-T-2 from below): the cards of the announced run missing, and the card after it held (a longer run). */
function matadorOff(has: ReadonlySet<string>, said: number, fromBelow: boolean): number {
  const sequence = (run: readonly string[]) => {
    const sky = has.has(SKY) ? 0 : 1;
    const pagat = has.has(PAGAT) ? 0 : 1;
    if (said < 3) return sky + pagat === 0 && has.has(run[0]!) ? 1 : 0;
    let missing = sky + pagat;
    for (let k = 0; k < said - 2; k++) if (!has.has(run[k]!)) missing++;
    const after = run[said - 2];
    return missing + (after !== undefined && has.has(after) ? 1 : 0);
  };
  const above = sequence(FROM_ABOVE);
  return fromBelow ? Math.min(above, sequence(FROM_BELOW)) : above;
}
const FROM_ABOVE = Array.from({ length: 20 }, (_, i) => `T-${21 - i}`);
const FROM_BELOW = Array.from({ length: 20 }, (_, i) => `T-${2 + i}`);

const SUITS = ['C', 'D', 'H', 'S'];

/** What a seat's 25 cards hold for the announcement (T15–T18), kept up to date card by card. */
class Holding {
  readonly has = new Set<string>();
  taroks = 0;
  kings = 0;
  readonly figures = new Map<string, number>(SUITS.map((x) => [x, 0]));

  constructor(cards: readonly string[]) {
    for (const c of cards) this.add(c);
  }

  add(c: string, sign = 1): void {
    if (sign > 0) this.has.add(c);
    else this.has.delete(c);
    if (isTarok(c)) this.taroks += sign;
    if (SEVEN_KINGS.includes(c)) this.kings += sign;
    if (!isTarok(c) && FIGURE.test(c)) this.figures.set(suitOf(c), this.figures.get(suitOf(c))! + sign);
  }

  /** How far from announcing `said` (0: exactly it), with a slope towards it. */
  off(said: Announcement, fromBelow: boolean): number {
    // T17: the suits with most figures make the announced whole and half cavalries, every other suit at most two
    const counts = [...this.figures.values()].sort((a, b) => b - a);
    let cavalry = 0;
    counts.forEach((x, k) => (cavalry += k < said.whole ? 4 - x : k < said.whole + said.half ? Math.abs(3 - x) : Math.max(0, x - 2)));
    const skied = this.has.has(SKY) && counts[0]! >= 3;
    return (
      off(this.taroks, said.taroks, 10) +
      off(this.kings, said.kings, 3) +
      matadorOff(this.has, said.matadors, fromBelow) +
      cavalry +
      (skied === said.skied ? 0 : 1)
    );
  }
}

/** How far the 25 cards `cards` are from announcing `said` (0: exactly it). */
export const announcementOff = (cards: readonly string[], said: Announcement, fromBelow: boolean): number => new Holding(cards).off(said, fromBelow);

/** Fits `deal` (a sample of `view`) to the public facts above; returns the mismatch left (0: all fit). */
export function fitToPublic(view: TarokView, deal: DealPlaces, rng: Rng): number {
  const rules = rulesOf(view.options);
  const n = rules.players;
  const played: string[][] = Array.from({ length: n }, () => []);
  for (const t of [...view.tricks, view.trick]) for (const p of t) played[p.seat]!.push(p.card);
  const voids = voidsOf(view, n);
  const fromSkat = new Set(view.calls.filter((c) => c.from === null).map((c) => c.card));
  // a called card lies with the declarer, a card given back (when seen) with its receiver: never moved
  const pinned = new Set(view.calls.flatMap((c) => (c.returned ? [c.card, c.returned] : [c.card])));
  // places: hidden hands 0 … n-1, the hidden Skat n, the aside n + 1
  const places: (string[] | null)[] = [...deal.hands.map((h, i) => (view.hands[i] === null ? h : null)), view.skat === null ? deal.skat : null, deal.aside.length > 0 ? deal.aside : null];
  const open = places.map((p, i) => (p && p.length > 0 ? i : -1)).filter((i) => i >= 0);
  if (open.length < 2) return 0;
  const fits = (c: string, place: number): boolean => {
    if (place < n) return !voids[place]!.has(c === SKY ? '' : isTarok(c) ? 'T' : suitOf(c));
    if (place === n) return !isBarred(c) || (c === PAGAT && rules.form !== 'lomber');
    return true;
  };
  // TL15: a card called from the Skat goes back there, for a Skat card its hand may hold
  if (places[n]) {
    for (const c of fromSkat) {
      const at = places.findIndex((p, i) => i < n && p?.includes(c));
      if (at < 0) continue;
      const back = places[n]!.findIndex((x) => !fromSkat.has(x) && fits(x, at));
      if (back < 0) continue;
      const hand = places[at]!;
      hand[hand.indexOf(c)] = places[n]![back]!;
      places[n]![back] = c;
    }
  }
  const announced = view.announcements;
  const holdings = places.map((p, i) => (announced && p && i < n ? new Holding([...p, ...played[i]!]) : null));
  const mismatch = (place: number): number => {
    if (place < n) {
      let d = holdings[place] ? holdings[place]!.off(announced![place]!, rules.fromBelow) : 0;
      for (const c of fromSkat) if (places[place]!.includes(c)) d += 3;
      return d;
    }
    if (place === n && places[n]!.includes(PAGAT)) {
      const dealer = view.hands[view.dealer] ?? places[view.dealer]!;
      const taroks = [...dealer, ...played[view.dealer]!, ...places[n]!].filter(isTarok).length;
      return taroks > 3 ? 5 : 0;
    }
    return 0;
  };
  const move = (c: string, from: number, to: number) => {
    holdings[from]?.add(c, -1);
    holdings[to]?.add(c);
  };
  const score = places.map((p, i) => (p ? mismatch(i) : 0));
  let total = score.reduce((a, b) => a + b, 0);
  const others = open.map((p) => open.filter((q) => q !== p));
  /** Swaps P[i] and Q[j] if allowed; keeps it when `keep(change)` says so (the change of the total mismatch), else undoes it. */
  const trySwap = (p: number, i: number, q: number, j: number, keep: (change: number) => boolean): number | null => {
    const P = places[p]!;
    const Q = places[q]!;
    const a = P[i]!;
    const b = Q[j]!;
    if ((pinned.has(a) && !fromSkat.has(a)) || (pinned.has(b) && !fromSkat.has(b))) return null;
    if (!fits(a, q) || !fits(b, p)) return null;
    P[i] = b;
    Q[j] = a;
    move(a, p, q);
    move(b, q, p);
    const sp = mismatch(p);
    const sq = mismatch(q);
    // the dealer's count bears on the Skat's (the Pagat exception)
    const skatScore = p !== n && q !== n && places[n] ? mismatch(n) : null;
    const change = sp + sq - score[p]! - score[q]! + (skatScore !== null ? skatScore - score[n]! : 0);
    if (keep(change)) {
      score[p] = sp;
      score[q] = sq;
      if (skatScore !== null) score[n] = skatScore;
      total += change;
    } else {
      P[i] = a;
      Q[j] = b;
      move(a, q, p);
      move(b, p, q);
    }
    return change;
  };
  // random swaps first: half trade two cards that announce (taroks, Kings, figures), the rest one of them for a ladon
  const pickIn = (X: readonly string[], want: boolean): number => {
    let k = rng.int(X.length);
    for (let t = 0; t < 10 && rich(X[k]!) !== want; t++) k = rng.int(X.length);
    return k;
  };
  for (let k = 0; k < FIT_TRIES && total > 0; k++) {
    let p = open[rng.int(open.length)]!;
    for (let t = 0; t < 6 && score[p] === 0; t++) p = open[rng.int(open.length)]!;
    const qs = others[open.indexOf(p)]!;
    const q = qs[rng.int(qs.length)]!;
    const mode = rng.int(4);
    trySwap(p, pickIn(places[p]!, mode !== 0), q, pickIn(places[q]!, mode !== 1), (change) => change <= 0);
  }
  return total;
}
