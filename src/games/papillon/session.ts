/** Papillon at the generic table of seats (src/play/session.ts): its engine as the session needs it. */
import type { RuleViolation } from '../../engine/game.js';
import type { BotLevel } from '../../ai/types.js';
import { SeatSession, type GameConfig, type SeatPlayer, type SeatRules, type Step } from '../../play/session.js';
import { applyMove, legalMoves, newSessionWithEvents, nextDealWithEvents, view, visibleEvent } from './index.js';
import type { PapillonEvent, PapillonMove, PapillonOptions, PapillonState, PapillonView } from './types.js';

export const papillonSeatRules: SeatRules<PapillonState, PapillonMove, PapillonView, PapillonEvent, PapillonOptions> = {
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: (s) => (s.phase === 'play' ? s.toMove : null),
  legalMoves,
  applyMove,
  view,
  visibleEvent,
  // P10: the next deal starts only from the end of one.
  advance: (s) => (s.phase === 'dealOver' ? nextDealWithEvents(s) : null),
  notYourTurn: (s): RuleViolation =>
    s.phase !== 'play'
      ? { rule: 'P17', code: 'noTurn', message: 'the deal is over' }
      : { rule: 'P48', code: 'notYourTurn', message: 'it is not your turn', details: { player: s.toMove } },
};

export type PapillonConfig = GameConfig<PapillonOptions>;
export type PapillonStep = Step<PapillonMove, PapillonEvent>;

export class PapillonSession extends SeatSession<PapillonState, PapillonMove, PapillonView, PapillonEvent, PapillonOptions> {
  constructor(
    config: PapillonConfig,
    playerFor: (seat: number, level: BotLevel) => SeatPlayer<PapillonView, PapillonMove>,
    restored?: { state: PapillonState; steps: PapillonStep[] },
  ) {
    super(papillonSeatRules, config, playerFor, restored);
  }
}
