/**
 * The Ombre family at the generic table of seats (src/play/session.ts): players sit at the engine's
 * seats in the order of the setup (seat i is player i; the engine draws the first dealer, O4), so the
 * session's seats are the engine's. newSession and nextDeal return only a state (the ante and the
 * favourite are in it): the table adds one public event for the start of each deal, read from that
 * state, so the log says who deals, who is mano, the favourite, the pot and the bêtes.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { BotLevel } from '../../ai/types.js';
import { SeatSession, type GameConfig, type SeatPlayer, type SeatRules, type Step } from '../../play/session.js';
import { applyMove, legalMoves, manoOf, newSession, nextDeal, view, visibleEvent } from './index.js';
import type { Bete, OmbreEvent, OmbreMove, OmbreOptions, OmbreState, OmbreView, Suit } from './types.js';

/** The start of a deal, as the table says it (public facts of the new state). */
export interface DealStarted {
  readonly type: 'dealStarted';
  /** 1-based, and the deals of the session. */
  readonly deal: number;
  readonly of: number;
  readonly dealer: number;
  readonly mano: number;
  readonly favourite: Suit | null;
  /** The pot after the ante (and V-O-8's Blok). */
  readonly pot: number;
  readonly betes: readonly Bete[];
  /** V-O-8: every seat put a mark in as the table was empty. */
  readonly blok: boolean;
}

export type OmbreTableEvent = OmbreEvent | DealStarted;

export function dealStarted(s: OmbreState, potBefore: number): DealStarted {
  return {
    type: 'dealStarted',
    deal: s.dealsPlayed + 1,
    of: s.rules.tours * s.rules.players,
    dealer: s.dealer,
    mano: manoOf(s),
    favourite: s.favourite,
    pot: s.pot,
    betes: s.betes.map((b) => ({ amount: b.amount, kind: b.kind })),
    blok: s.pot - potBefore > 1,
  };
}

export const ombreSeatRules: SeatRules<OmbreState, OmbreMove, OmbreView, OmbreTableEvent, OmbreOptions> = {
  start: (options, seed) => {
    const state = newSession(options, seed);
    return { state, events: [dealStarted(state, 0)] };
  },
  toMove: (s) => s.toMove,
  legalMoves,
  applyMove: (s, m) => applyMove(s, m),
  view,
  visibleEvent: (e, seat) => (e.type === 'dealStarted' ? e : visibleEvent(e, seat)),
  // O5: from the end of a deal the next one, until the session is over (O65).
  advance: (s) => {
    if (s.phase !== 'dealOver') return null;
    const state = nextDeal(s);
    return { state, events: [dealStarted(state, s.pot)] };
  },
  notYourTurn: (s): RuleViolation =>
    s.toMove === null
      ? { rule: 'O71', code: 'WRONG_PHASE', message: 'the deal is over: nobody is to move' }
      : { rule: 'O3', code: 'NOT_YOUR_TURN', message: 'it is not your turn', details: { toMove: s.toMove } },
};

export type OmbreConfig = GameConfig<OmbreOptions>;
export type OmbreStep = Step<OmbreMove, OmbreTableEvent>;

export class OmbreSession extends SeatSession<OmbreState, OmbreMove, OmbreView, OmbreTableEvent, OmbreOptions> {
  constructor(config: OmbreConfig, playerFor: (seat: number, level: BotLevel) => SeatPlayer<OmbreView, OmbreMove>, restored?: { state: OmbreState; steps: OmbreStep[] }) {
    super(ombreSeatRules, config, playerFor, restored);
  }
}
