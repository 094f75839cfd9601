/**
 * The public facts the engine's `resample` leaves out, fitted into a sampled deal by swapping unseen
 * cards between the hidden places (each swap keeps the voids shown, T21, and the Skat's rules, T11,
 * TL7): every announcement (T14–T19: a hidden seat's 25 cards at the start of play — its hand now and
 * what it has played since — announce exactly what it announced), the Pagat in a hidden Skat only
 * with at most three taroks among the dealer's 28 cards (T11), and a card called from the Skat
 * (TL15) lying there. Hill-climbing from the engine's sample: a swap is kept when the mismatch does not
 * grow, until none is left or the tries run out (the sample is then the closest found).
 */
import type { Rng } from '../../../engine/rng.js';
import { announcementOf } from '../announce.js';
import { isBarred, isTarok, PAGAT, SKY, suitOf } from '../cards.js';
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
export const FIT_TRIES = 400;

const FIELDS = ['taroks', 'matadors', 'whole', 'half', 'kings'] as const;

function distance(a: Announcement, b: Announcement): number {
  let d = a.skied === b.skied ? 0 : 1;
  for (const f of FIELDS) d += Math.abs(a[f] - b[f]);
  return d;
}

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
  const announced = view.announcements;
  const mismatch = (place: number): number => {
    if (place < n) {
      let d = 0;
      if (announced) d += distance(announcementOf([...places[place]!, ...played[place]!], rules.fromBelow), announced[place]!);
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
  const score = places.map((p, i) => (p ? mismatch(i) : 0));
  let total = score.reduce((a, b) => a + b, 0);
  for (let k = 0; k < FIT_TRIES && total > 0; k++) {
    // a place that mismatches, and another place
    const bad = open.filter((i) => score[i]! > 0);
    const p = bad.length > 0 ? bad[rng.int(bad.length)]! : open[rng.int(open.length)]!;
    const q = open.filter((i) => i !== p)[rng.int(open.length - 1)]!;
    const P = places[p]!;
    const Q = places[q]!;
    const i = rng.int(P.length);
    const j = rng.int(Q.length);
    const a = P[i]!;
    const b = Q[j]!;
    if (pinned.has(a) && !fromSkat.has(a)) continue;
    if (pinned.has(b) && !fromSkat.has(b)) continue;
    if (!fits(a, q) || !fits(b, p)) continue;
    P[i] = b;
    Q[j] = a;
    const sp = mismatch(p);
    const sq = mismatch(q);
    // the dealer's count bears on the Skat's (the Pagat exception)
    const skatScore = p !== n && q !== n && places[n] ? mismatch(n) : null;
    const next = total - score[p]! - score[q]! + sp + sq + (skatScore !== null ? skatScore - score[n]! : 0);
    if (next <= total) {
      score[p] = sp;
      score[q] = sq;
      if (skatScore !== null) score[n] = skatScore;
      total = next;
    } else {
      P[i] = a;
      Q[j] = b;
    }
  }
  return total;
}
