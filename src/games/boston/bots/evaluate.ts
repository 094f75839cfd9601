/**
 * Judging a hand (boston.md §11.1): the tricks it may take with each trump suit (B-BO-1), the danger
 * of each card in a misère (B-BO-2), the bids the hand will play, and "Whist!" (B-BO-3).
 */
import { bidRank, BIDS, isMisere, isOpen, isPetite, tricksOf, admitsPartner, type Bid } from '../ladder.js';
import { colourOf, simpleSuits, strengthOf, suitOf, SUITS } from '../cards.js';
import type { Class, Suit } from '../types.js';
import type { Seen } from './seen.js';

/** The hand's strengths by suit, each high to low (one pass: the strong player judges many sampled hands). */
function bySuits(hand: readonly string[]): Record<Suit, number[]> {
  const out: Record<Suit, number[]> = { C: [], D: [], H: [], S: [] };
  for (const c of hand) out[suitOf(c)].push(strengthOf(c));
  for (const s of SUITS) out[s].sort((a, b) => b - a);
  return out;
}

/**
 * B-BO-1: sure and likely tricks with `trump` (null: none): aces, guarded kings and queens, trumps
 * beyond the third, ruffs from short suits with three trumps or more.
 */
export function trickEstimate(hand: readonly string[], trump: Suit | null, suits: Record<Suit, number[]> = bySuits(hand)): number {
  let t = 0;
  const trumps = trump ? suits[trump].length : 0;
  for (const s of SUITS) {
    const r = suits[s];
    const has = (x: number) => r.includes(x);
    if (has(14)) t += 1;
    if (has(13)) t += has(14) ? 1 : r.length >= 2 ? 0.6 : 0.1;
    if (has(12) && r.length >= 3) t += has(14) || has(13) ? 0.6 : 0.3;
    if (has(11) && r.length >= 4 && [14, 13, 12].filter(has).length >= 2) t += 0.4;
    if (s === trump) t += Math.max(0, r.length - 3) * 0.9;
    else if (trump && trumps >= 3) t += Math.min(trumps - 2, r.length === 0 ? 2 : r.length === 1 ? 1 : r.length === 2 ? 0.4 : 0);
  }
  return t;
}

/** B-BO-2: the danger of a card with `lower` cards of its suit below it in the hand. */
const dangerAt = (strength: number, lower: number) => Math.max(0, strength - (4 + 2.5 * lower));

/**
 * B-BO-2: how dangerous each card is in a misère: the i-th lowest card of its suit (0 the lowest) is
 * safe up to a four, six and a half, nine, … (a long suit of low cards shelters its higher ones);
 * above that it may be forced to take a trick. The source's won hands of 7729–7745 score 0.
 */
export function cardDanger(hand: readonly string[], card: string): number {
  const s = suitOf(card);
  const lower = hand.filter((c) => suitOf(c) === s && strengthOf(c) < strengthOf(card)).length;
  return dangerAt(strengthOf(card), lower);
}

/** B-BO-2: the hand's misère danger, the sum of its cards' (by suit: the i-th lowest has i below it). */
function dangerOf(suits: Record<Suit, number[]>): number {
  let d = 0;
  for (const s of SUITS) {
    const r = suits[s];
    for (let i = 0; i < r.length; i++) d += dangerAt(r[i]!, r.length - 1 - i);
  }
  return d;
}

export const misereDanger = (hand: readonly string[]): number => dangerOf(bySuits(hand));

/** B-BO-2: the card a petite misère lays aside: the most dangerous (then the highest). */
export function worstCard(hand: readonly string[]): string {
  let best = hand[0]!;
  let bestDanger = cardDanger(hand, best);
  for (const c of hand) {
    const dc = cardDanger(hand, c);
    const d = dc - bestDanger;
    if (d > 0 || (d === 0 && strengthOf(c) > strengthOf(best))) {
      best = c;
      bestDanger = dc;
    }
  }
  return best;
}

/** BO29: the trump of a class, the better simple suit for this hand in the simple class. */
export function trumpFor(hand: readonly string[], superior: Suit, cls: Class): Suit {
  if (cls === 'superior') return superior;
  if (cls === 'colour') return colourOf(superior);
  const [a, b] = simpleSuits(superior);
  return trickEstimate(hand, b!) > trickEstimate(hand, a!) ? b! : a!;
}

export interface Judgement {
  /** The estimate with each class's trump. */
  readonly tricks: Readonly<Record<Class, number>>;
  /** B-BO-2: the misère danger, with all thirteen cards and after the worst card is laid aside. */
  readonly danger: number;
  readonly dangerPetite: number;
}

export function judge(hand: readonly string[], superior: Suit): Judgement {
  const suits = bySuits(hand);
  const [a, b] = simpleSuits(superior);
  const tricks: Record<Class, number> = {
    simple: Math.max(trickEstimate(hand, a!, suits), trickEstimate(hand, b!, suits)),
    colour: trickEstimate(hand, colourOf(superior), suits),
    superior: trickEstimate(hand, superior, suits),
  };
  const worst = worstCard(hand);
  return { tricks, danger: dangerOf(suits), dangerPetite: misereDanger(hand.filter((c) => c !== worst)) };
}

/** Tricks the normal player keeps in hand over his count before he bids a contract. */
export const BIDDING_MARGIN = 1;
/** Tricks a likely partner adds in Boston-Whist (B-BO-3). */
export const PARTNER_HELP = 0.6;

/** How bold: 0 for the normal player, more for the strong one's candidates. */
export interface Boldness {
  readonly tricks: number;
  readonly danger: number;
}

/**
 * B-BO-1, B-BO-2: would the hand play this bid? A trick contract at most the estimate less
 * BIDDING_MARGIN (in Boston-Whist, for 5 to 8 tricks, PARTNER_HELP more: a partner is likely, B-BO-3);
 * under Tariff A a simple Boston only when no colour or superior Boston would do; a misère when its
 * danger is low enough, an open one only when it is nil.
 */
export function plays(seen: Seen, j: Judgement, bid: Bid, bold: Boldness = { tricks: 0, danger: 0 }): boolean {
  if (isMisere(bid.contract)) {
    const d = isPetite(bid.contract) ? j.dangerPetite : j.danger;
    const limit = (isOpen(bid.contract) ? 0 : isPetite(bid.contract) ? 1 : 0.5) + bold.danger;
    return d <= limit;
  }
  // the highest bidder's count tends to be his most hopeful one: a margin of safety (BIDDING_MARGIN)
  const partnerHelp = seen.rules.whist && admitsPartner(bid.contract) ? PARTNER_HELP : 0;
  const est = j.tricks[bid.class!] + partnerHelp + bold.tricks - BIDDING_MARGIN;
  if (tricksOf(bid.contract) > est) return false;
  if (seen.rules.tariff === 'A' && bid.contract === 'boston' && bid.class === 'simple') return j.tricks.colour < 5 && j.tricks.superior < 5;
  return true;
}

/** The bids above `floor` (a bid rank; −1 none) that the hand will play, lowest first. */
export function playableBids(seen: Seen, j: Judgement, floor: number, bold?: Boldness): Bid[] {
  return BIDS.filter((b) => bidRank(b.contract, b.class) > floor && plays(seen, j, b, bold));
}

/** B-BO-3: likely tricks of one's own in the declarer's trump suit, for "Whist!". */
export const whistTricks = (hand: readonly string[], trump: Suit | null): number => trickEstimate(hand, trump);
