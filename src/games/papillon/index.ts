/**
 * Papillon's public API (contract: shared/contracts/papillon-engine.md, documented in docs/engine.md).
 * Pure TypeScript: imports cleanly in Node and in the browser.
 */
import type { GameDefinition } from '../../engine/game.js';
import { applyMove, legalMoves, newSession as newSessionWithEvents, nextDeal as nextDealWithEvents } from './engine.js';
import { stateFromJSON } from './position.js';
import type { PapillonEvent, PapillonMove, PapillonOptions, PapillonState, PapillonView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';

export type * from './types.js';
export { legalMoves, applyMove, dealsInSession, firstPlayer, lowestCutters, cutForFirstDealer, placesByBalance } from './engine.js';
export type { PapillonResult } from './engine.js';
export { fromPosition, toPosition, stateFromJSON } from './position.js';
export { view, visibleEvent, hiddenCards, resample } from './view.js';
export { legalCaptures, collectCaptures, hasCapture, captureFeats, captureProblem, valueOf, isFace, isAce, summable, summableTotal } from './captures.js';
export type { Capture, CaptureFeats } from './captures.js';
export { resolveRules, optionsProblem, VARIANT_IDS, PRESETS } from './rules.js';

/** First dealer cut (P9), shuffle and first deal. The events are available from `newSessionWithEvents`. */
export function newSession(options: PapillonOptions, seed: string | number): PapillonState {
  return newSessionWithEvents(options, seed).state;
}

/** From phase 'dealOver': pass the deal (P10), shuffle, deal. */
export function nextDeal(s: PapillonState): PapillonState {
  return nextDealWithEvents(s).state;
}

export { newSessionWithEvents, nextDealWithEvents };

/** Papillon as a game of the shared core (src/engine/game.ts). */
export const papillon: GameDefinition<PapillonState, PapillonMove, PapillonView, PapillonEvent, PapillonOptions> = {
  id: 'papillon',
  players: { min: 3, max: 4 },
  setup: newSession,
  currentPlayer: (s) => (s.phase === 'play' ? s.toMove : null),
  legalMoves,
  applyMove,
  isOver: (s) => s.phase === 'sessionOver',
  advance: (s) => (s.phase === 'dealOver' ? nextDeal(s) : null),
  view,
  visibleEvent,
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
};

/** The fast path for bots and playouts: applies a move known to be legal, without validation (events null skips events). */
export { applyLegal } from './engine.js';
