/** The working copy of a state that one move builds the next state in (the input is never touched). */
import type { AuctionStep, Bete, Contract, Outcome, OmbreOptions, OmbreRules, OmbreState, Phase, Play, Suit } from './types.js';
import type { RngState } from '../../engine/rng.js';

export interface Draft {
  options: OmbreOptions;
  balances: number[];
  pot: number;
  betes: Bete[];
  dealsPlayed: number;
  dealer: number;
  favourite: Suit | null;
  phase: Phase;
  toMove: number | null;
  hands: string[][];
  talon: string[];
  turned: string | null;
  auction: AuctionStep[];
  lomber: number | null;
  contract: Contract | null;
  trump: Suit | null;
  called: string | null;
  partner: number | null;
  giver: number | null;
  discards: string[][];
  taken: string[][];
  matadors: number | null;
  trick: Play[];
  tricks: Play[][];
  won: number[];
  vole: boolean;
  outcome: Outcome | null;
  rules: OmbreRules;
  rng: RngState;
  given: string | null;
}

/**
 * The draft shares the input's arrays and objects (copy-on-write): a move replaces a list it changes
 * by a new one (engine.ts `withSeat`, `without`, spreads; settle.ts works on copies made at the end of
 * the deal) and never changes one in place, so the input state stays as it was and unchanged parts
 * (the options, the auction in play, the completed tricks, the other hands) are not copied at every
 * move.
 */
export function draftOf(s: OmbreState): Draft {
  return {
    options: s.options as OmbreOptions,
    balances: s.balances as number[],
    pot: s.pot,
    betes: s.betes as Bete[],
    dealsPlayed: s.dealsPlayed,
    dealer: s.dealer,
    favourite: s.favourite,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands as string[][],
    talon: s.talon as string[],
    turned: s.turned,
    auction: s.auction as AuctionStep[],
    lomber: s.lomber,
    contract: s.contract,
    trump: s.trump,
    called: s.called,
    partner: s.partner,
    giver: s.giver,
    discards: s.discards as string[][],
    taken: s.taken as string[][],
    matadors: s.matadors,
    trick: s.trick as Play[],
    tricks: s.tricks as Play[][],
    won: s.won as number[],
    vole: s.vole,
    outcome: s.outcome,
    rules: s.rules,
    rng: s.rng,
    given: s.given,
  };
}

export const freeze = (d: Draft): OmbreState => d as unknown as OmbreState;
