/**
 * Piquet's public API (contract: shared/contracts/piquet-engine.md, documented in docs/engine.md).
 * Pure TypeScript: imports cleanly in Node and in the browser.
 */
import type { GameDefinition } from '../../engine/game.js';
import { newSession, nextDeal } from './deal.js';
import { applyMove, legalMoves } from './engine.js';
import { stateFromJSON } from './position.js';
import type { PiquetEvent, PiquetMove, PiquetOptions, PiquetState, PiquetView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';

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

/** Piquet as a game of the shared core (src/engine/game.ts); advance = the next deal or the next game. */
export const piquet: GameDefinition<PiquetState, PiquetMove, PiquetView, PiquetEvent, PiquetOptions> = {
  id: 'piquet',
  players: { min: 2, max: 2 },
  setup: newSession,
  currentPlayer: (s) => s.toMove,
  legalMoves,
  applyMove,
  isOver: (s) => s.phase === 'gameOver',
  advance: (s) => (s.phase === 'dealOver' ? nextDeal(s) : null),
  view,
  visibleEvent,
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
};
