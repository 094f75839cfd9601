/**
 * Announcements (T14–T19, PD-T-3, PD-T-4, V-T-2): what a hand of 25 holds, counts only, never which
 * cards. Taroks (10 and 5 for each more), matadors (Sky, Pagat, XXI and the unbroken run below the XXI:
 * 10 and 5 for each more; V-T-2 also from below: Sky, Pagat, II, III …, the better count), cavalries
 * (whole 10, half 5, doubled when the Sky is held) and Kings of the seven (5 × (k − 2) from three).
 */
import { isTarok, PAGAT, rankOf, SEVEN_KINGS, SKY, suitOf, XXI } from './cards.js';
import type { Announcement } from './types.js';

const FIGURE_RANKS = new Set(['K', 'Q', 'N', 'J']);

/** T15, T16, T18: the fewest taroks, matadors and Kings that score. */
export const MIN_TAROKS = 10;
export const MIN_MATADORS = 3;
export const MIN_KINGS = 3;
/** T15: 10 for ten taroks and 5 for each more. */
export const tarokPoints = (taroks: number): number => (taroks >= MIN_TAROKS ? 10 + 5 * (taroks - MIN_TAROKS) : 0);
/** T16: 10 for the three matadors and 5 for each more. */
export const matadorPoints = (matadors: number): number => (matadors >= MIN_MATADORS ? 10 + 5 * (matadors - MIN_MATADORS) : 0);
/** T17 (PD-T-4): a whole cavalry 10, a half 5, both doubled when skied. */
export const cavalryPoints = (whole: number, half: number, skied: boolean): number => (whole * 10 + half * 5) * (skied ? 2 : 1);
/** T18: 5 for three Kings and 5 for each more. */
export const kingPoints = (kings: number): number => (kings >= MIN_KINGS ? 5 * (kings - MIN_KINGS + 1) : 0);

/** T16 (V-T-2): the matador count of a hand (0 without Sky, Pagat and XXI; from below: Sky, Pagat, II). */
export function matadorCount(hand: readonly string[], fromBelow: boolean): number {
  const has = new Set(hand);
  let best = 0;
  if (has.has(SKY) && has.has(PAGAT) && has.has(XXI)) {
    let m = 3;
    for (let t = 20; t >= 2 && has.has(`T-${t}`); t--) m++;
    best = m;
  }
  if (fromBelow && has.has(SKY) && has.has(PAGAT) && has.has('T-2')) {
    let m = 3;
    for (let t = 3; t <= 21 && has.has(`T-${t}`); t++) m++;
    best = Math.max(best, m);
  }
  return best;
}

/** T15–T19: the announcement of a hand. */
export function announcementOf(hand: readonly string[], fromBelow: boolean): Announcement {
  const taroks = hand.filter(isTarok).length;
  const matadors = matadorCount(hand, fromBelow);
  const figures: Record<string, number> = {};
  for (const c of hand) if (!isTarok(c) && FIGURE_RANKS.has(rankOf(c))) figures[suitOf(c)] = (figures[suitOf(c)] ?? 0) + 1;
  let whole = 0;
  let half = 0;
  for (const n of Object.values(figures)) {
    if (n === 4) whole++;
    else if (n === 3) half++;
  }
  const hasSky = hand.includes(SKY);
  const skied = hasSky && whole + half > 0;
  const kings = hand.filter((c) => SEVEN_KINGS.includes(c)).length;
  return {
    taroks: taroks >= MIN_TAROKS ? taroks : 0,
    matadors: matadors >= MIN_MATADORS ? matadors : 0,
    whole,
    half,
    skied,
    kings: kings >= MIN_KINGS ? kings : 0,
    points: tarokPoints(taroks) + matadorPoints(matadors) + cavalryPoints(whole, half, skied) + kingPoints(kings),
  };
}
