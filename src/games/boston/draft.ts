/** The working copy of a state that one move builds the next state in (the input is never touched). */
import type { RngState } from '../../engine/rng.js';
import type { AuctionStep, BostonOptions, BostonRules, BostonState, BostonEvent, Class, Contract, Outcome, Phase, Play, Suit, WhistStep } from './types.js';

export interface Draft {
  options: BostonOptions;
  rules: BostonRules;
  balances: number[];
  pot: number;
  betes: number[];
  dealsPlayed: number;
  precedence: string[];
  dealer: number;
  superior: Suit;
  phase: Phase;
  toMove: number | null;
  hands: string[][];
  auction: AuctionStep[];
  declarer: number | null;
  contract: Contract | null;
  class: Class | null;
  trump: Suit | null;
  discard: string | null;
  whist: WhistStep[];
  partner: number | null;
  leader: number | null;
  trick: Play[];
  tricks: Play[][];
  won: number[];
  outcome: Outcome | null;
  rng: RngState;
}

/** What a move reports, in the order of happening. */
export type Events = BostonEvent[];

/**
 * The draft shares the input's arrays (copy-on-write): a move replaces a list it changes by a new one
 * and never changes one in place, so the input stays as it was and the unchanged parts (the options,
 * the completed tricks, the other hands) are not copied at every move.
 */
export function draftOf(s: BostonState): Draft {
  // every field written out in one order: every state has one shape (fast property access)
  return {
    options: s.options as BostonOptions,
    rules: s.rules,
    balances: s.balances as number[],
    pot: s.pot,
    betes: s.betes as number[],
    dealsPlayed: s.dealsPlayed,
    precedence: s.precedence as string[],
    dealer: s.dealer,
    superior: s.superior,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands as string[][],
    auction: s.auction as AuctionStep[],
    declarer: s.declarer,
    contract: s.contract,
    class: s.class,
    trump: s.trump,
    discard: s.discard,
    whist: s.whist as WhistStep[],
    partner: s.partner,
    leader: s.leader,
    trick: s.trick as Play[],
    tricks: s.tricks as Play[][],
    won: s.won as number[],
    outcome: s.outcome,
    rng: s.rng,
  };
}

export const freeze = (d: Draft): BostonState => d as unknown as BostonState;

/** Copy-on-write: the per-seat list with `seat`'s entry replaced. */
export function withSeat<T>(lists: readonly T[], seat: number, value: T): T[] {
  const out = lists.slice();
  out[seat] = value;
  return out;
}

/** A copy of `list` without `card`. */
export function without(list: readonly string[], card: string): string[] {
  const i = list.indexOf(card);
  return i < 0 ? list.slice() : [...list.slice(0, i), ...list.slice(i + 1)];
}

/** The eldest: the seat after the dealer (BO17, BO38). */
export const eldestOf = (s: { dealer: number; rules: { players: number } }): number => (s.dealer + 1) % s.rules.players;
