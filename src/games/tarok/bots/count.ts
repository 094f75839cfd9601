/**
 * B-T-1: count the taroks and the suits — what has gone, what the seat holds, who has shown out of a
 * suit or of the taroks — to know whether a card still out can beat one's own. From the seat's view only.
 */
import { isTarok, PACK, PAGAT, SKY, strengthOf, suitOf } from '../cards.js';
import { voidsOf } from '../view.js';
import type { Seen } from './seen.js';

export interface Count {
  /** Has the card been played in the deal (the trick in progress included)? */
  readonly isPlayed: (c: string) => boolean;
  /** The cards still unseen by the seat (in the other hands, a hidden Skat or en deux's aside): not its hand, its Skat, a card it got back, nor played. */
  readonly unseen: readonly string[];
  /** Taroks other than the Sky still unseen. */
  readonly taroksOut: number;
  /** The Pagat is still unseen (another seat may hold it). */
  readonly pagatOut: boolean;
  /** By seat: the suits (`T`: the taroks) it has shown out of (T21). */
  readonly voids: readonly ReadonlySet<string>[];
  /** By pack index (PACK): 0 unseen, 1 played, 2 otherwise known to the seat. */
  readonly mark: Uint8Array;
}

/** The suit of a card for following: `T` for a tarok other than the Sky, '' for the Sky. */
export const followSuit = (c: string): string => (c === SKY ? '' : isTarok(c) ? 'T' : suitOf(c));

/** A card's key from its characters (suit, first and second rank character): distinct for the 78 cards, checked below. */
const keyOf = (c: string): number => (c.charCodeAt(0) * 64 + c.charCodeAt(2)) * 64 + (c.length > 3 ? c.charCodeAt(3) & 63 : 0);
const SLOT = new Int16Array(keyOf('T-Sk') + 64 * 64 * 2).fill(-1);
PACK.forEach((c, i) => {
  if (SLOT[keyOf(c)] !== -1) throw new Error(`count.ts: two cards share the key of ${c}`);
  SLOT[keyOf(c)] = i;
});
/** A card's index in PACK (the marks' order). */
export const cardIndex = (c: string): number => SLOT[keyOf(c)]!;
const INDEX = { get: cardIndex };
/** By pack index: the suit for following and the trick strength (kept cheap: the strong player's playouts count at every card). */
const FOLLOW: readonly string[] = PACK.map(followSuit);
const STRENGTH: readonly number[] = PACK.map(strengthOf);
const SKY_AT = INDEX.get(SKY)!;
const PAGAT_AT = INDEX.get(PAGAT)!;

export function countOf(seen: Seen): Count {
  // 1: played, 2: otherwise known to the seat; 0: unseen
  let mark: Uint8Array;
  if (seen.played) mark = seen.played.slice();
  else {
    mark = new Uint8Array(PACK.length);
    for (const t of seen.tricks) for (const p of t) mark[INDEX.get(p.card)!] = 1;
    for (const p of seen.trick) mark[INDEX.get(p.card)!] = 1;
  }
  for (const c of seen.hand) mark[INDEX.get(c)!] = 2;
  if (seen.skat) for (const c of seen.skat) mark[INDEX.get(c)!] ||= 2;
  for (const c of seen.calls) if (c.returned !== null && c.from === seen.seat) mark[INDEX.get(c.returned)!] ||= 2;
  let taroksOut = 0;
  for (let i = 0; i < PACK.length; i++) if (mark[i] === 0 && i !== SKY_AT && FOLLOW[i] === 'T') taroksOut++;
  let unseen: string[] | null = null;
  let voids: Set<string>[] | null = null;
  return {
    isPlayed: (c) => mark[INDEX.get(c)!] === 1,
    get unseen() {
      return (unseen ??= PACK.filter((_, i) => mark[i] === 0));
    },
    taroksOut,
    pagatOut: mark[PAGAT_AT] === 0,
    get voids() {
      return (voids ??= voidsOf(seen, seen.rules.players));
    },
    mark,
  };
}

/** The unseen cards that beat `c` in its own suit (the taroks for a tarok). */
export function higherOut(count: Count, c: string): string[] {
  const suit = followSuit(c);
  const st = strengthOf(c);
  return PACK.filter((_, i) => count.mark[i] === 0 && FOLLOW[i] === suit && STRENGTH[i]! > st);
}

/** How many of `cards` are unseen. */
export function unseenOf(count: Count, cards: readonly string[]): number {
  let k = 0;
  for (const c of cards) if (count.mark[INDEX.get(c)!] === 0) k++;
  return k;
}

/** Is any unseen card able to beat `c` in its own suit (the taroks for a tarok)? */
export function anyHigherOut(count: Count, c: string): boolean {
  const suit = followSuit(c);
  const st = strengthOf(c);
  for (let i = 0; i < PACK.length; i++) if (count.mark[i] === 0 && FOLLOW[i] === suit && STRENGTH[i]! > st) return true;
  return false;
}

/**
 * Would `c` still be winning after the seats that play after the seat in this trick? A tarok: no
 * higher tarok out; a suit card: no higher card of the suit out, and none of the later seats shown
 * out of the suit while taroks are out.
 */
export function isSafeWinner(count: Count, c: string, later: readonly number[]): boolean {
  if (anyHigherOut(count, c)) return later.length === 0;
  if (isTarok(c)) return true;
  return later.every((s) => !count.voids[s]!.has(suitOf(c)) || count.voids[s]!.has('T') || count.taroksOut === 0);
}

/** The seats still to play to the trick in progress after the seat, in order. */
export function laterSeats(seen: Seen): number[] {
  const n = seen.rules.players;
  const left = n - 1 - seen.trick.length;
  return Array.from({ length: left }, (_, i) => (seen.seat + 1 + i) % n);
}
