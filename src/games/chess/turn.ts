/**
 * Whose turn it is and the refusal of a move out of turn, from a state or a view alike (they hold the
 * same phase, side to move and colours): seats are the session's players 0 and 1.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { Color, Phase, Player } from './types.js';

interface Turn {
  readonly phase: Phase;
  readonly toMove: Color | null;
  readonly white: Player;
}

/** The player to move; null once the game is over. */
export const toMoveIn = (x: Turn): number | null => (x.toMove === null ? null : x.toMove === 'w' ? x.white : 1 - x.white);

/** CH33 outside a game, CH15 (the players move in turn) in it. */
export const notYourTurnIn = (x: Turn): RuleViolation =>
  x.phase === 'play'
    ? { rule: 'CH15', code: 'NOT_YOUR_TURN', message: 'it is the other player\u2019s move', details: { toMove: x.toMove } }
    : { rule: 'CH33', code: 'WRONG_PHASE', message: 'no game is in progress' };
