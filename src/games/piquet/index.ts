/**
 * Piquet's public API (contract: shared/contracts/piquet-engine.md, documented in docs/engine.md).
 * Pure TypeScript: imports cleanly in Node and in the browser.
 */
import type { SeatGame } from '../../engine/game.js';
import { optionsShapeProblem } from '../../engine/options.js';
import { newSessionWithEvents, nextDealWithEvents } from './deal.js';
import { applyMove, legalMoves } from './engine.js';
import { stateFromJSON } from './position.js';
import { optionsProblem } from './rules.js';
import type { PiquetEvent, PiquetMove, PiquetOptions, PiquetState, PiquetView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';
import { notYourTurnIn, toMoveIn } from './turn.js';

export type * from './types.js';
export { legalMoves, applyMove, applyLegal, moveProblem, exchangeBounds, elderOf } from './engine.js';
export type { PiquetResult } from './engine.js';
export { newSession, newSessionWithEvents, nextDeal, nextDealWithEvents, cutForDeal, packProblem } from './deal.js';
export { fromPosition, toPosition, stateFromJSON, trickWinner, dealtCards } from './position.js';
export { view, visibleEvent, hiddenCards, resample } from './view.js';
export { VARIANT_IDS, optionsProblem, resolveRules, partieUnits } from './rules.js';
export {
  pointOf,
  sequencesOf,
  setsOf,
  comparePoints,
  compareSequences,
  compareSets,
  sequenceValue,
  setValue,
  resolveCategory,
} from './declarations.js';
export type { PointHolding, Sequence, SetHolding, CategoryOutcome } from './declarations.js';
export { PACK, pips, isCounting, isCarteBlanche, rankIndex } from './cards.js';

const TABLE_OPTION_KEYS = ['variants'] as const;

/**
 * Piquet at a table of seats (src/engine/game.ts): the session, the table server, the bots and the
 * conformance suite all play it through this. Two seats, each a player for the whole sitting (the deal
 * alternates between them, Q8).
 *
 * The sitting is one game: the race to 101 (Q5; 100 with V-Q-4) or the four-deal partie (Q37, V-Q-5),
 * which is what is played for and paid (Q38). The rules name no longer sitting: after a game either
 * player may stop (Q36), so the table is over at 'gameOver' and `advance` goes on from the end of a
 * deal only. Playing another game (Q36: at 0 : 0, the deal still alternating) is the local table's
 * choice: `nextDealWithEvents` from 'gameOver' (src/games/piquet/play.ts).
 */
export const piquetGame: SeatGame<PiquetState, PiquetMove, PiquetView, PiquetEvent, PiquetOptions> = {
  id: 'piquet',
  players: { min: 2, max: 2 },
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: toMoveIn,
  legalMoves,
  applyMove,
  // Q8: the next deal from the end of one; the sitting ends with the game (Q35, Q37).
  advance: (s) => (s.phase === 'dealOver' ? nextDealWithEvents(s) : null),
  isOver: (s) => s.phase === 'gameOver',
  // Q35, Q9, Q12/Q14/Q28 (turn.ts: the same from a seat's view).
  notYourTurn: notYourTurnIn,
  view,
  // Q40: the other player's dealt cards, discards, takings and talon cards are his alone.
  visibleEvent,
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
  // Q1: exactly two players.
  optionsFor(raw, seats) {
    if (seats !== 2) return { problem: `Piquet is for two players (Q1), not ${seats}` };
    const shape = optionsShapeProblem(raw, TABLE_OPTION_KEYS);
    if (shape) return { problem: shape };
    const options = { ...(raw as PiquetOptions) };
    const problem = optionsProblem(options);
    return problem ? { problem } : { options };
  },
};
