/**
 * Casino's public API (contract: shared/contracts/casino-engine.md, documented in docs/engine.md;
 * rules shared/rules/casino.md). Pure TypeScript: imports cleanly in Node and in the browser; no DOM,
 * no words for people, no Math.random.
 */
import type { GameDefinition } from '../../engine/game.js';
import { applyMove, legalMoves, newSession as newSessionWithEvents, nextDeal as nextDealWithEvents } from './engine.js';
import { stateFromJSON } from './position.js';
import type { CasinoEvent, CasinoMove, CasinoOptions, CasinoState, CasinoView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';

export type * from './types.js';
export { legalMoves, applyMove, applyLegal, moveProblem, firstPlayer, drawForDeal, isLastCardOfDeal, countLines, ITEM_ORDER, ITEM_POINTS } from './engine.js';
export type { CasinoResult } from './engine.js';
export { fromPosition, toPosition, stateFromJSON, handRoundsPerDeal } from './position.js';
export { view, visibleEvent, hiddenCards, resample } from './view.js';
export { legalCaptures, collectCaptures, hasCapture, captureProblem, captureGroups, valueOf, isFace, rankKey, summable, summableTotal, BIG_CASINO, LITTLE_CASINO } from './captures.js';
export type { Capture, CaptureProblem } from './captures.js';
export { resolveRules, optionsProblem, sideOf, seatsOf, VARIANT_IDS } from './rules.js';

/** The draw for the first dealer (C7), shuffle and the first hand-round (C9). Events: `newSessionWithEvents`. */
export function newSession(options: CasinoOptions, seed: string | number): CasinoState {
  return newSessionWithEvents(options, seed).state;
}

/** From 'dealOver' or 'gameOver': pass the deal to the left (C8), shuffle, deal (scores 0 : 0 after a game, C33). */
export function nextDeal(s: CasinoState): CasinoState {
  return nextDealWithEvents(s).state;
}

export { newSessionWithEvents, nextDealWithEvents };

/** Casino as a game of the shared core (src/engine/game.ts), over `games` games: over once the `games`-th game is won. */
export function casinoGames(games: number): GameDefinition<CasinoState, CasinoMove, CasinoView, CasinoEvent, CasinoOptions> {
  return {
    id: 'casino',
    players: { min: 2, max: 4 },
    setup: newSession,
    currentPlayer: (s) => (s.phase === 'play' ? s.toMove : null),
    legalMoves,
    applyMove,
    isOver: (s) => s.phase === 'gameOver' && s.gamesPlayed >= games,
    advance: (s) => (s.phase !== 'play' && !(s.phase === 'gameOver' && s.gamesPlayed >= games) ? nextDeal(s) : null),
    view,
    visibleEvent,
    resample: (v, rng) => resample(v, rng),
    hiddenCards,
    fromJSON: stateFromJSON,
  };
}

/** One game (to 11, or 15 with three players); the session may go on with nextDeal. */
export const casino = casinoGames(1);
