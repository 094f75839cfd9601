/**
 * Papillon's public API (contract: shared/contracts/papillon-engine.md, documented in docs/engine.md).
 * Pure TypeScript: imports cleanly in Node and in the browser.
 */
import type { SeatGame } from '../../engine/game.js';
import { optionsShapeProblem } from '../../engine/options.js';
import { applyMove, legalMoves, newSession as newSessionWithEvents, nextDeal as nextDealWithEvents } from './engine.js';
import { stateFromJSON } from './position.js';
import { optionsProblem } from './rules.js';
import type { PapillonEvent, PapillonMove, PapillonOptions, PapillonState, PapillonView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';
import { notYourTurnIn, toMoveIn } from './turn.js';

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

const TABLE_OPTION_KEYS = ['variants', 'preset', 'ante', 'tours', 'startingCounters'] as const;

/**
 * Papillon at a table of seats (src/engine/game.ts): the session, the table server, the bots and the
 * conformance suite all play it through this. The sitting is the session of `tours` tours (P8).
 */
export const papillonGame: SeatGame<PapillonState, PapillonMove, PapillonView, PapillonEvent, PapillonOptions> = {
  id: 'papillon',
  players: { min: 3, max: 4 },
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: toMoveIn,
  legalMoves,
  applyMove,
  // P10: the next deal starts only from the end of one.
  advance: (s) => (s.phase === 'dealOver' ? nextDealWithEvents(s) : null),
  isOver: (s) => s.phase === 'sessionOver',
  // P17, P48 (src/games/papillon/turn.ts: the same from a seat's view).
  notYourTurn: notYourTurnIn,
  view,
  visibleEvent,
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
  // P1: the number of players is the number of seats.
  optionsFor(raw, seats) {
    const shape = optionsShapeProblem(raw, TABLE_OPTION_KEYS);
    if (shape) return { problem: shape };
    const options = { ...(raw as Omit<PapillonOptions, 'players'>), players: seats } as PapillonOptions;
    const problem = optionsProblem(options);
    return problem ? { problem } : { options };
  },
};

/** The fast path for bots and playouts: applies a move known to be legal, without validation (events null skips events). */
export { applyLegal } from './engine.js';
