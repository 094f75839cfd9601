/**
 * Whose turn it is and the refusal of a move out of turn (C12), from what a seat sees: a state or a
 * seat's view hold the same `phase` and `toMove`, so a table with friends, which has only its view,
 * hears the same rule as the engine's session (test/node/seat-turn.test.ts checks they agree).
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Phase } from './types.js';

interface Turn {
  readonly phase: Phase;
  readonly toMove: number | null;
}

/** The seat to move; null between deals and games and at the end. */
export const toMoveIn = (x: Turn): number | null => (x.phase === 'play' ? x.toMove : null);

/** C12: only the player to move plays, and nobody between deals. */
export const notYourTurnIn = (x: Turn): RuleViolation =>
  x.phase !== 'play'
    ? { rule: 'C12', code: 'noTurn', message: 'the deal is over: nobody is to move' }
    : { rule: 'C12', code: 'notYourTurn', message: 'it is not your turn', details: { toMove: x.toMove } };
