/** The structured reason shared by every level (types.ts): what the rules of thumb saw, and the search's numbers. */
import { isTarok } from '../cards.js';
import type { TarokMove } from '../types.js';
import { auctionValue } from './evaluate.js';
import type { Choice } from './policy.js';
import type { Seen } from './seen.js';
import type { CandidateStats, TarokExplanation } from './types.js';

export const unsearched = (move: TarokMove): CandidateStats => ({ move, visits: 0, expectedValue: null, standardError: null });

/** The explanation of a heuristic choice (or the search's, with its numbers). */
export function explain(seen: Seen, choice: Choice, extra: Partial<TarokExplanation> = {}): TarokExplanation {
  const bidding = seen.phase === 'auction' || seen.phase === 'call';
  return {
    seat: seen.seat,
    move: choice.move,
    reason: choice.reason,
    rule: choice.rule,
    source: 'heuristic',
    taroks: seen.hand.filter(isTarok).length,
    handValue: bidding ? auctionValue(seen) : null,
    agreesWithNormal: null,
    best: unsearched(choice.move),
    alternatives: [],
    samples: 0,
    ...extra,
  };
}
