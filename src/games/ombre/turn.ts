/**
 * Whose turn it is and the refusal of a move out of turn (O3, O71), from what a seat sees: a state or
 * a seat's view hold the same `toMove`, so a table with friends, which has only its view, hears the
 * same rule as the engine's session (test/node/seat-turn.test.ts checks they agree).
 */
import type { RuleViolation } from '../../engine/game.js';

interface Turn {
  readonly toMove: number | null;
}

/** The seat to move; null between deals and at the end. */
export const toMoveIn = (x: Turn): number | null => x.toMove;

/** O71 when nobody is to move, O3 otherwise. */
export const notYourTurnIn = (x: Turn): RuleViolation =>
  x.toMove === null
    ? { rule: 'O71', code: 'WRONG_PHASE', message: 'the deal is over: nobody is to move' }
    : { rule: 'O3', code: 'NOT_YOUR_TURN', message: 'it is not your turn', details: { toMove: x.toMove } };
