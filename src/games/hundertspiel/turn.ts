/**
 * Whose turn it is and the refusal of a move out of turn (H10), from what a seat sees: a state or a
 * seat's view hold the same `phase` and `toMove`, so a table with friends, which has only its view,
 * hears the same rule as the engine's session (test/node/seat-turn.test.ts checks they agree).
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Phase } from './types.js';

interface Turn {
  readonly phase: Phase;
  readonly toMove: number | null;
}

/** The seat to move; null at the end of a deal. */
export const toMoveIn = (x: Turn): number | null => x.toMove;

/** H10: only the seat to move acts; nobody once the deal is over. */
export const notYourTurnIn = (x: Turn): RuleViolation =>
  x.phase === 'dealOver'
    ? { rule: 'H10', code: 'dealOver', message: 'the deal is over: nobody is to move' }
    : { rule: 'H10', code: 'notYourTurn', message: 'it is not your turn', details: { toMove: x.toMove } };
