/**
 * Judging a hand for Taroklomber's auction (B-T-13): its card points in hand (T7), a point for each
 * tarok above the third of the taroks (22 / 3), two for each void suit (a suit to tarok), the Skat
 * when it is the seat's own. The source's measures: a call is worth about 5 points, the new method's
 * Skat about 5 ("10 points for one a Uno"); Solo wants about 30 in hand.
 */
import { cardPoints, isTarok } from '../cards.js';
import { CALLS, LADDER } from '../auction.js';
import type { Game } from '../types.js';
import { suitsOf } from './skat.js';
import type { Seen } from './seen.js';

/**
 * What a hand needs, with its game's extras, to be worth declaring (the declarer wants 40 of 78, TL20).
 * 35 made the normal declarer win 50.5 % of 600 deals (old method), 38 makes it 64.6 % (new: 58.8 → 68.3 %).
 */
export const DECLARE_NEED = 38;
/** B-T-13: a called card's worth, and the new method's Skat's. */
export const CALL_WORTH = 5;
export const SKAT_WORTH = 5;

/** B-T-13: the hand's value (see the header); `skat`: the seat's own Skat when it counts for it. */
export function handValue(hand: readonly string[], skat: readonly string[] = []): number {
  const taroks = hand.filter(isTarok).length;
  const voids = 4 - suitsOf(hand).size;
  const v = cardPoints(hand, 3) + (skat.length === 3 ? cardPoints(skat, 3) : 0) + (taroks - 22 / 3) + 2 * voids;
  return Math.round(v * 10) / 10;
}

/** The points a game adds to the hand: its calls, the new method's Skat. */
export function extrasOf(game: Game, method: 'old' | 'new'): number {
  return CALLS[game] * CALL_WORTH + (method === 'new' ? SKAT_WORTH : 0);
}

/** B-T-13: the seat's hand value for the auction, with the old method's Skat when it is the seat's own (TL9). */
export function auctionValue(seen: Seen): number {
  const ownSkat = seen.rules.method === 'old' && seen.seat === seen.dealer ? (seen.skat ?? []) : [];
  return handValue(seen.hand, ownSkat);
}

/** B-T-13: the highest game of the method's ladder the hand is worth, or null. */
export function bestGame(seen: Seen): Game | null {
  const method = seen.rules.method;
  const value = auctionValue(seen);
  let best: Game | null = null;
  for (const g of LADDER[method]) if (value + extrasOf(g, method) >= DECLARE_NEED) best = g;
  return best;
}
