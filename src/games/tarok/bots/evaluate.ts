/**
 * Judging a hand (B-T-1, B-T-13): the points it is worth for Taroklomber's auction, from its taroks,
 * its matadors and its figures, in the source's rough measures.
 */
import { isTarok, PAGAT, rankOf, SKY, strengthOf, suitOf, XXI } from '../cards.js';

/** B-T-13: a rough value of the hand for the declarer, in card points he may expect to take. */
export function handValue(hand: readonly string[]): number {
  const taroks = hand.filter(isTarok);
  let v = 0;
  for (const t of taroks) {
    if (t === XXI || t === SKY) v += 5;
    else if (t === PAGAT) v += taroks.length >= 8 ? 3 : 0;
    else v += strengthOf(t) >= 115 ? 1.5 : 0.8;
  }
  const suits = new Map<string, string[]>();
  for (const c of hand) if (!isTarok(c)) suits.set(suitOf(c), [...(suits.get(suitOf(c)) ?? []), c]);
  for (const cards of suits.values()) {
    const has = (r: string) => cards.some((c) => rankOf(c) === r);
    if (has('K')) v += 4;
    if (has('Q')) v += has('K') || cards.length <= 2 ? 2.5 : 1;
    if (has('N')) v += has('K') && has('Q') ? 2 : 0.5;
  }
  // a void is a suit to tarok (B-T-13: empty cards in two suits only)
  v += 2 * (4 - suits.size);
  return Math.round(v * 10) / 10;
}
