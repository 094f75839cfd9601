/**
 * What a Boston computer player reads (boston.md §11: honest players know their hand and what BO59
 * makes public): one seat's hand and the public facts, built from that seat's view (here) or, in the
 * strong player's playouts, from a sampled deal (strong.ts). The rules follow from the options.
 */
import { isExposed } from '../apply.js';
import { resolveRules } from '../rules.js';
import type { AuctionStep, BostonRules, BostonSeatView, Class, Contract, Phase, Play, Suit, WhistStep } from '../types.js';

export interface Seen {
  readonly seat: number;
  readonly rules: BostonRules;
  readonly phase: Phase;
  readonly hand: readonly string[];
  readonly dealer: number;
  readonly superior: Suit;
  readonly auction: readonly AuctionStep[];
  readonly declarer: number | null;
  readonly contract: Contract | null;
  readonly class: Class | null;
  readonly trump: Suit | null;
  readonly whist: readonly WhistStep[];
  readonly partner: number | null;
  readonly trick: readonly Play[];
  readonly tricks: readonly (readonly Play[])[];
  readonly won: readonly number[];
  /** BO31: the declarer's cards when they lie face up and the seat is not the declarer; else null. */
  readonly exposed: readonly string[] | null;
  readonly pot: number;
  readonly betes: readonly number[];
}

const RULES = new Map<string, BostonRules>();

/** The rules of some options, computed once per distinct options. */
export function rulesOf(options: BostonSeatView['options']): BostonRules {
  const key = JSON.stringify(options);
  let r = RULES.get(key);
  if (!r) {
    r = resolveRules(options);
    RULES.set(key, r);
  }
  return r;
}

export function seenFromView(v: BostonSeatView): Seen {
  const seat = v.seat;
  const exposedHand = v.declarer !== null && v.declarer !== seat && isExposed(v) ? v.hands[v.declarer] ?? null : null;
  return {
    seat,
    rules: rulesOf(v.options),
    phase: v.phase,
    hand: v.hands[seat] ?? [],
    dealer: v.dealer,
    superior: v.superior,
    auction: v.auction,
    declarer: v.declarer,
    contract: v.contract,
    class: v.class,
    trump: v.trump,
    whist: v.whist,
    partner: v.partner,
    trick: v.trick,
    tricks: v.tricks,
    won: v.won,
    exposed: exposedHand,
    pot: v.pot,
    betes: v.betes,
  };
}
