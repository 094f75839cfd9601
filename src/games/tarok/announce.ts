/**
 * Announcements (T14–T19, PD-T-3, PD-T-4, V-T-2): what a hand of 25 holds, counts only, never which
 * cards. Taroks (10 and 5 for each more), matadors (Sky, Pagat, XXI and the unbroken run below the XXI:
 * 10 and 5 for each more; V-T-2 also from below: Sky, Pagat, II, III …, the better count), cavalries
 * (whole 10, half 5, doubled when the Sky is held) and Kings of the seven (5 × (k − 2) from three).
 */
import { isTarok, PAGAT, rankOf, SEVEN_KINGS, SKY, suitOf, XXI } from './cards.js';
import type { Announcement } from './types.js';

const FIGURE_RANKS = new Set(['K', 'Q', 'N', 'J']);

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
  const tarokPoints = taroks >= 10 ? 10 + 5 * (taroks - 10) : 0;
  const matadorPoints = matadors >= 3 ? 10 + 5 * (matadors - 3) : 0;
  const cavalryPoints = (whole * 10 + half * 5) * (skied ? 2 : 1);
  const kingPoints = kings >= 3 ? 5 * (kings - 2) : 0;
  return {
    taroks: taroks >= 10 ? taroks : 0,
    matadors: matadors >= 3 ? matadors : 0,
    whole,
    half,
    skied,
    kings: kings >= 3 ? kings : 0,
    points: tarokPoints + matadorPoints + cavalryPoints + kingPoints,
  };
}
