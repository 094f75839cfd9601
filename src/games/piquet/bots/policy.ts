/**
 * The normal player's rules of thumb for the tricks (Q28–Q33), on bit masks, for a seat's
 * knowledge: from its view (a real decision) or from a simulated deal seen from one seat (the
 * strong player's playouts, rollout.ts, where each seat still plays only on what it could know).
 *
 * Leads: cash a sure winner (no card the opponent may hold beats it) from the suit with the most
 * winners; otherwise lead the top of touching honours to drive out a higher card, or low from the
 * longest suit. Follows: beat with the cheapest card that beats; otherwise the lowest card of the
 * suit; when void, throw the card of least use (a guard of a king or queen is kept).
 */
import type { Rng } from '../../../engine/rng.js';
import type { PiquetRules, PiquetView, Play, Seat } from '../types.js';
import { ALL, HIGH, idx, LEN, LOW, maskOf, popcount, suitBits } from './model.js';

/** What one seat knows in the play, as masks (Q40). */
export interface SeatInfo {
  me: Seat;
  elder: Seat;
  rules: PiquetRules;
  hand: number;
  /** The card led to the current trick by the opponent (index), or −1 when the seat leads. */
  led: number;
  /** Cards the opponent may hold (unseen, not out of play, not in a suit he has shown void in). */
  oppMay: number;
  /** Cards known to be in the opponent's hand (shown under Q23, or left by the elder, Q13). */
  oppHas: number;
  /** Completed tricks so far (0–11). */
  tricks: number;
  /** Tricks won by the seat and by the opponent. */
  myTricks: number;
  oppTricks: number;
  /** Deal scores of the seat and the opponent. */
  myDeal: number;
  oppDeal: number;
  /** A repique or pique was already made this deal (then no pique is possible, Q27). */
  bonusMade: boolean;
}

/** The opponent's void suits (4-bit mask) shown by the tricks: he did not follow a suit led by `me` (Q28). */
function voidsOf(tricks: readonly (readonly Play[])[], me: Seat): number {
  let v = 0;
  for (const t of tricks) {
    const a = t[0]!;
    const b = t[1];
    if (!b || a.seat !== me) continue;
    const sa = idx(a.card) >> 3;
    if (idx(b.card) >> 3 !== sa) v |= 1 << sa;
  }
  return v;
}

function voidMask(voids: number): number {
  let m = 0;
  for (let s = 0; s < 4; s++) if (voids & (1 << s)) m |= 0xff << (s * 8);
  return m;
}

/** The seat's knowledge from its view. */
export function infoFromView(v: PiquetView): SeatInfo {
  const me = v.viewer;
  const opp = 1 - me;
  const hand = maskOf(v.hand);
  let played = 0;
  for (const t of v.tricks) for (const p of t) played |= 1 << idx(p.card);
  for (const p of v.trick) played |= 1 << idx(p.card);
  const oppHas = maskOf(v.opponentKnown);
  // Q23: the card a scoring trio lacks is not in the winner's hand.
  let notOpp = 0;
  for (const d of v.declared) if (d.winner === opp) notOpp |= maskOf(d.missing);
  const voids = voidMask(voidsOf(v.tricks, me));
  const oppMay = (ALL & ~hand & ~played & ~maskOf(v.discards) & ~maskOf(v.talonSeen) & ~notOpp & ~voids) | oppHas;
  return {
    me,
    elder: v.elder,
    rules: v.rules,
    hand,
    led: v.trick.length === 1 ? idx(v.trick[0]!.card) : -1,
    oppMay,
    oppHas,
    tricks: v.tricks.length,
    myTricks: v.tricksWon[me]!,
    oppTricks: v.tricksWon[opp]!,
    myDeal: v.dealScores[me]!,
    oppDeal: v.dealScores[opp]!,
    bonusMade: v.repique !== null || v.pique !== null,
  };
}

/** The cards the seat may play (Q28): the suit led if it holds it, else any. */
export function legalMask(info: SeatInfo): number {
  if (info.led < 0) return info.hand;
  const s = info.led >> 3;
  const follow = info.hand & (0xff << (s * 8));
  return follow !== 0 ? follow : info.hand;
}

/** My cards of suit `s` that no card the opponent may hold beats (8-bit rank mask). */
export function winnersIn(info: SeatInfo, s: number): number {
  const my = suitBits(info.hand, s);
  const oppTop = HIGH[suitBits(info.oppMay, s)]!;
  return oppTop < 0 ? my : my & ~((2 << oppTop) - 1);
}

/**
 * The normal player's card (index) for the seat. With `rng` and `noise` > 0, a random legal card
 * with probability `noise` (the playouts' variety).
 */
export function choosePlay(info: SeatInfo, rng: Rng | null = null, noise = 0): number {
  const legal = legalMask(info);
  if (rng && noise > 0 && rng.next() < noise) {
    const n = popcount(legal);
    let k = rng.int(n);
    for (let i = 0; i < 32; i++) if (legal & (1 << i) && k-- === 0) return i;
  }
  return info.led < 0 ? chooseLead(info) : chooseFollow(info, legal);
}

function chooseLead(info: SeatInfo): number {
  // Cash a sure winner, from the suit with the most winners (then the longest).
  let bestSuit = -1;
  let bestKey = -1;
  for (let s = 0; s < 4; s++) {
    const w = winnersIn(info, s);
    if (!w) continue;
    const key = LEN[w]! * 16 + LEN[suitBits(info.hand, s)]!;
    if (key > bestKey) {
      bestKey = key;
      bestSuit = s;
    }
  }
  if (bestSuit >= 0) return bestSuit * 8 + HIGH[winnersIn(info, bestSuit)]!;
  // No winner: touching honours (the top drives out the opponent's higher card) or low from the longest suit.
  let pick = -1;
  let pickScore = -Infinity;
  for (let s = 0; s < 4; s++) {
    const my = suitBits(info.hand, s);
    if (!my) continue;
    const len = LEN[my]!;
    let score = len;
    let card: number;
    if (touchingTop(info, s)) {
      card = s * 8 + HIGH[my]!;
      score += 1.8;
    } else {
      card = s * 8 + LOW[my]!;
      if (unguardedHonour(my)) score -= 1.5; // leading away from a lone king or a queen with one guard gives it up
      if (len === 1 && LOW[my]! >= 3) score -= 1;
    }
    if (score > pickScore) {
      pickScore = score;
      pick = card;
    }
  }
  return pick;
}

/** My top card of suit `s` is an honour (J or higher) with my next card right below it (no card the opponent may hold between). */
export function touchingTop(info: SeatInfo, s: number): boolean {
  const my = suitBits(info.hand, s);
  const top = HIGH[my]!;
  if (top < 4) return false;
  const next = HIGH[my & ~(1 << top)]!;
  if (next < 0) return false;
  return (suitBits(info.oppMay, s) & ((1 << top) - 1) & ~((2 << next) - 1)) === 0;
}

/** A king with at most one other card, or a queen with at most two, as top of the holding. */
export function unguardedHonour(my: number): boolean {
  const top = HIGH[my]!;
  const len = LEN[my]!;
  return (top === 6 && len <= 2) || (top === 5 && len <= 3);
}

/** Q27: leading this card (a counting card, Q29; V-Q-3: any) brings the elder to 30 while the younger has 0 (a pique). */
export function makesPique(info: SeatInfo, card: number): boolean {
  const scores = info.rules.modernTricks || (card & 7) >= 3;
  return info.me === info.elder && !info.bonusMade && info.oppDeal === 0 && scores && info.myDeal + 1 >= 30 && info.myDeal < 30;
}

/** How much the seat wants to keep a card when it cannot follow suit (lower: thrown first). */
export function keepValue(info: SeatInfo, card: number): number {
  const t = card >> 3;
  const r = card & 7;
  const mine = suitBits(info.hand, t);
  const w = winnersIn(info, t);
  let val = r;
  if (w & (1 << r)) val += 20;
  else if (isGuard(info, card)) val += 6;
  if (LEN[mine]! >= 4) val += 1.5;
  return val;
}

/** A low card that guards the seat's king or queen (not itself a winner). */
export function isGuard(info: SeatInfo, card: number): boolean {
  const t = card >> 3;
  const r = card & 7;
  const mine = suitBits(info.hand, t);
  const top = HIGH[mine]!;
  return r !== top && unguardedHonour(mine) && !(winnersIn(info, t) & (1 << top));
}

function chooseFollow(info: SeatInfo, legal: number): number {
  const s = info.led >> 3;
  const ledRank = info.led & 7;
  const my = suitBits(legal, s);
  if (suitBits(info.hand, s)) {
    const beaters = my & ~((2 << ledRank) - 1);
    return s * 8 + (beaters ? LOW[beaters]! : LOW[my]!);
  }
  // Void in the suit led: throw the card of least use.
  let pick = -1;
  let pickVal = Infinity;
  for (let i = 0; i < 32; i++) {
    if (!(info.hand & (1 << i))) continue;
    const val = keepValue(info, i);
    if (val < pickVal) {
      pickVal = val;
      pick = i;
    }
  }
  return pick;
}
