/**
 * B-T-1: count the taroks and the suits — what has gone, what the seat holds, who has shown out of a
 * suit or of the taroks — to know whether a card still out can beat one's own. From the seat's view only.
 */
import { isTarok, PACK, PAGAT, SKY, strengthOf, suitOf } from '../cards.js';
import { voidsOf } from '../view.js';
import type { Seen } from './seen.js';

export interface Count {
  /** Every card played in the deal, the trick in progress included. */
  readonly played: ReadonlySet<string>;
  /** The cards the seat knows are not out: its hand, its Skat, what it played. */
  readonly known: ReadonlySet<string>;
  /** The cards still unseen by the seat (in the other hands, a hidden Skat or en deux's aside). */
  readonly unseen: readonly string[];
  /** Taroks other than the Sky still unseen. */
  readonly taroksOut: number;
  /** The Pagat is still unseen (another seat may hold it). */
  readonly pagatOut: boolean;
  /** By seat: the suits (`T`: the taroks) it has shown out of (T21). */
  readonly voids: readonly ReadonlySet<string>[];
}

/** The suit of a card for following: `T` for a tarok other than the Sky, '' for the Sky. */
export const followSuit = (c: string): string => (c === SKY ? '' : isTarok(c) ? 'T' : suitOf(c));

export function countOf(seen: Seen): Count {
  const played = new Set<string>();
  for (const t of seen.tricks) for (const p of t) played.add(p.card);
  for (const p of seen.trick) played.add(p.card);
  const known = new Set<string>([...played, ...seen.hand, ...(seen.skat ?? [])]);
  for (const c of seen.calls) if (c.returned !== null && c.from === seen.seat) known.add(c.returned);
  const unseen = PACK.filter((c) => !known.has(c));
  return {
    played,
    known,
    unseen,
    taroksOut: unseen.filter((c) => isTarok(c) && c !== SKY).length,
    pagatOut: unseen.includes(PAGAT),
    voids: voidsOf(seen, seen.rules.players),
  };
}

/** The unseen cards that beat `c` in its own suit (the taroks for a tarok). */
export function higherOut(count: Count, c: string): string[] {
  const suit = followSuit(c);
  return count.unseen.filter((x) => followSuit(x) === suit && strengthOf(x) > strengthOf(c));
}

/**
 * Would `c` still be winning after the seats that play after the seat in this trick? A tarok: no
 * higher tarok out; a suit card: no higher card of the suit out, and none of the later seats shown
 * out of the suit while taroks are out.
 */
export function isSafeWinner(count: Count, c: string, later: readonly number[]): boolean {
  if (higherOut(count, c).length > 0) return later.length === 0;
  if (isTarok(c)) return true;
  return later.every((s) => !count.voids[s]!.has(suitOf(c)) || count.voids[s]!.has('T') || count.taroksOut === 0);
}

/** The seats still to play to the trick in progress after the seat, in order. */
export function laterSeats(seen: Seen): number[] {
  const n = seen.rules.players;
  const left = n - 1 - seen.trick.length;
  return Array.from({ length: left }, (_, i) => (seen.seat + 1 + i) % n);
}
