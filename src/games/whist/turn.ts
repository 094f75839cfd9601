/**
 * Whose turn it is and the refusal of a move out of turn (W18, W43), from what a seat sees: a state
 * or a seat's view hold the same `phase`, `toMove` (a seat) and `seats` (the player at each seat, from
 * the draw), so a table with friends, which has only its view, hears the same rule as the engine's
 * session (test/node/seat-turn.test.ts checks they agree).
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Phase } from './types.js';

interface Turn {
  readonly phase: Phase;
  readonly toMove: number | null;
  readonly seats: readonly number[];
}

/** The *player* to move (the session counts players; the draw seats them); null between deals. */
export const toMoveIn = (x: Turn): number | null => (x.phase === 'play' && x.toMove !== null ? x.seats[x.toMove]! : null);

/** W43 between deals, W18 otherwise (its details name the seat to move). */
export const notYourTurnIn = (x: Turn): RuleViolation =>
  x.phase !== 'play'
    ? { rule: 'W43', code: 'WRONG_PHASE', message: 'the deal is over' }
    : { rule: 'W18', code: 'NOT_YOUR_TURN', message: 'it is not your turn', details: { toMove: x.toMove } };
