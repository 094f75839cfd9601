/**
 * B-BO-12 (boston.md §11.2, [7932–7935]): Tri-Boston's own manner of play. Pure facts of one seat's
 * Seen, used by the trick play in policy.ts.
 */
import { suitOf } from '../cards.js';
import type { Seen } from './seen.js';

/** B-BO-12, BO60: the trump suit has three cards only (Tri-Boston's diamonds, AD KD QD). */
export const threeTrumps = (seen: Seen): boolean =>
  seen.trump !== null && seen.rules.pack.filter((c) => suitOf(c) === seen.trump).length === 3;

