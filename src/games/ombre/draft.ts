/** A mutable copy of a state that one move works on (the input is never touched). */
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

const copyOptions = (o: OmbreOptions): OmbreOptions => {
  const out: OmbreOptions = { game: o.game };
  if (o.variants !== undefined) out.variants = o.variants.slice();
  if (o.tours !== undefined) out.tours = o.tours;
  return out;
};

export function draftOf(s: OmbreState): Draft {
  return {
    options: copyOptions(s.options as OmbreOptions),
    balances: s.balances.slice(),
    pot: s.pot,
    betes: s.betes.map((b) => ({ amount: b.amount, kind: b.kind })),
    dealsPlayed: s.dealsPlayed,
    dealer: s.dealer,
    favourite: s.favourite,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    talon: s.talon.slice(),
    turned: s.turned,
    auction: s.auction.map((a) => ({ ...a })),
    lomber: s.lomber,
    contract: s.contract,
    trump: s.trump,
    called: s.called,
    partner: s.partner,
    giver: s.giver,
    discards: s.discards.map((h) => h.slice()),
    taken: s.taken.map((h) => h.slice()),
    matadors: s.matadors,
    trick: s.trick.map((p) => ({ seat: p.seat, card: p.card })),
    tricks: s.tricks.map((t) => t.map((p) => ({ seat: p.seat, card: p.card }))),
    won: s.won.slice(),
    vole: s.vole,
    outcome: s.outcome,
    rules: s.rules,
    rng: s.rng,
    given: s.given,
  };
}

export const freeze = (d: Draft): OmbreState => d as unknown as OmbreState;
