/**
 * The normal player's rules of thumb for every decision (tarok.md §7, B-T-1…17), read from what one
 * seat sees (seen.ts): the Skat (skat.ts), Taroklomber's auction, calls and returns (bidding.ts), the
 * play (play.ts). Also the strong player's playout policy, so it is kept cheap.
 */
import type { TarokMove } from '../types.js';
import { auctionChoice, callChoice, giveChoice } from './bidding.js';
import type { Choice } from './choice.js';
import { playChoice } from './play.js';
import { skatChoice } from './skat.js';
import type { Seen } from './seen.js';

export type { Choice, Reason } from './choice.js';

/** The normal player's move: one of `legal` (the same object). */
export function normalChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  switch (legal[0]!.type) {
    case 'discard':
      return skatChoice(seen, legal);
    case 'play':
      return playChoice(seen, legal);
    case 'give':
      return giveChoice(seen, legal);
    case 'call':
      return callChoice(seen, legal);
    default:
      return auctionChoice(seen, legal);
  }
}
