/**
 * Whose turn it is and the refusal of a move out of turn (BO58, BO65), from what a seat sees: a state
 * and a seat's view hold the same `phase` and `toMove`, so a table with friends, which has only its
 * view, hears the same rule as the engine's session.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Phase } from './types.js';

/** The rule of a phase: whose turn it is and what it allows (BO65). */
export const PHASE_RULE: Readonly<Record<Phase, string>> = {
  auction: 'BO24',
  trump: 'BO29',
  whist: 'BO33',
  discard: 'BO30',
  leader: 'V-BO-6',
  play: 'BO38',
  dealOver: 'BO58',
  sessionOver: 'BO58',
};

interface Turn {
  readonly phase: Phase;
  readonly toMove: number | null;
}

/** The seat to move; null between deals and at the end. */
export const toMoveIn = (x: Turn): number | null => x.toMove;

/** BO58 when nobody is to move; else the phase's rule (BO24 in the auction, BO38 in play, …). */
export const notYourTurnIn = (x: Turn): RuleViolation =>
  x.toMove === null
    ? { rule: 'BO58', code: 'WRONG_PHASE', message: 'the deal is over: nobody is to move' }
    : { rule: PHASE_RULE[x.phase], code: 'NOT_YOUR_TURN', message: 'it is not your turn', details: { toMove: x.toMove } };
