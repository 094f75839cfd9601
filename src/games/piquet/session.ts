/**
 * Piquet at the generic table of seats (src/play/session.ts): two seats, each a player for the whole
 * sitting (the deal alternates between them, Q8). From the end of a deal the next deal; from the end
 * of a game the next game (Q36). The rules are the engine's; this only says whose turn it is.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { BotLevel } from '../../ai/types.js';
import { SeatSession, type GameConfig, type SeatPlayer, type SeatRules, type Step } from '../../play/session.js';
import { applyMove, legalMoves, newSessionWithEvents, nextDealWithEvents, view, visibleEvent } from './index.js';
import type { PiquetEvent, PiquetMove, PiquetOptions, PiquetState, PiquetView } from './types.js';

export const piquetSeatRules: SeatRules<PiquetState, PiquetMove, PiquetView, PiquetEvent, PiquetOptions> = {
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: (s) => s.toMove,
  legalMoves,
  applyMove,
  view,
  // Q40: the other player's dealt cards, discards, takings and talon cards are his alone.
  visibleEvent,
  // Q8, Q36: the next deal from the end of one; the next game from the end of one.
  advance: (s) => (s.phase === 'dealOver' || s.phase === 'gameOver' ? nextDealWithEvents(s) : null),
  notYourTurn: (s): RuleViolation => {
    if (s.phase === 'gameOver') return { rule: 'Q35', code: 'gameOver', message: 'the game is over' };
    if (s.phase === 'dealOver') return { rule: 'Q9', code: 'dealOver', message: 'the deal is over' };
    // Q7: the elder exchanges first; Q14: then the younger; Q28: the leader, then the follower.
    const rule = s.phase === 'exchange-elder' ? 'Q12' : s.phase === 'exchange-younger' ? 'Q14' : 'Q28';
    return { rule, code: 'notYourTurn', message: 'it is not your turn', details: { toMove: s.toMove } };
  },
};

export type PiquetConfig = GameConfig<PiquetOptions>;
export type PiquetStep = Step<PiquetMove, PiquetEvent>;

export class PiquetSession extends SeatSession<PiquetState, PiquetMove, PiquetView, PiquetEvent, PiquetOptions> {
  constructor(config: PiquetConfig, playerFor: (seat: number, level: BotLevel) => SeatPlayer<PiquetView, PiquetMove>, restored?: { state: PiquetState; steps: PiquetStep[] }) {
    super(piquetSeatRules, config, playerFor, restored);
  }
}
