/**
 * Whose turn it is and the refusal of a move out of turn (T20, T38), from a state or a seat's view
 * (both hold `phase` and `toMove`).
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Phase } from './types.js';

interface Turn {
  readonly phase: Phase;
  readonly toMove: number | null;
}

/** The seat to move; null between deals and at the end. */
export const toMoveIn = (x: Turn): number | null => x.toMove;

/** T38 when nobody is to move; else T20 (the contract's NOT_YOUR_TURN). */
export const notYourTurnIn = (x: Turn): RuleViolation =>
  x.toMove === null
    ? { rule: 'T38', code: 'WRONG_PHASE', message: `nothing is legal in phase ${x.phase}` }
    : { rule: 'T20', code: 'NOT_YOUR_TURN', message: 'it is not your turn', details: { toMove: x.toMove } };
