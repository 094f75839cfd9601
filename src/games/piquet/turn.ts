/**
 * Whose turn it is and the refusal of a move out of turn, from what a seat sees: a state or a seat's
 * view hold the same `phase` and `toMove`, so a table with friends, which has only its view, hears
 * the same rule as the engine's session (test/node/seat-turn.test.ts checks they agree).
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Phase } from './types.js';

interface Turn {
  readonly phase: Phase;
  readonly toMove: number | null;
}

/** The seat to move; null between deals and games. */
export const toMoveIn = (x: Turn): number | null => x.toMove;

/** Q35 after a game, Q9 after a deal; Q12/Q14 in the exchange (elder first, then younger), Q28 in the play. */
export const notYourTurnIn = (x: Turn): RuleViolation => {
  if (x.phase === 'gameOver') return { rule: 'Q35', code: 'gameOver', message: 'the game is over' };
  if (x.phase === 'dealOver') return { rule: 'Q9', code: 'dealOver', message: 'the deal is over' };
  const rule = x.phase === 'exchange-elder' ? 'Q12' : x.phase === 'exchange-younger' ? 'Q14' : 'Q28';
  return { rule, code: 'notYourTurn', message: 'it is not your turn', details: { toMove: x.toMove } };
};
