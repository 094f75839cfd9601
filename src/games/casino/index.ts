/**
 * Casino's public API (contract: shared/contracts/casino-engine.md, documented in docs/engine.md;
 * rules shared/rules/casino.md). Pure TypeScript: imports cleanly in Node and in the browser; no DOM,
 * no words for people, no Math.random.
 */
import type { SeatGame } from '../../engine/game.js';
import { sittingOptionsFor } from '../../engine/options.js';
import { applyMove, legalMoves, newSession as newSessionWithEvents, nextDeal as nextDealWithEvents } from './engine.js';
import { stateFromJSON } from './position.js';
import { optionsProblem } from './rules.js';
import type { CasinoEvent, CasinoMove, CasinoOptions, CasinoState, CasinoTableOptions, CasinoView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';
import { notYourTurnIn, toMoveIn } from './turn.js';

export type * from './types.js';
export { legalMoves, applyMove, applyLegal, moveProblem, firstPlayer, drawForDeal, isLastCardOfDeal, clearingScores, countLines, ITEM_ORDER, ITEM_POINTS } from './engine.js';
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

/**
 * The games of the state's sitting (1 when it does not say). The state keeps the options it was started
 * with, not the table's, so `casinoGame.start` writes the sitting's length into them (`options.games`):
 * then the state alone tells whether the sitting is over, for this tab, a table server and a save.
 */
export const sittingGames = (s: Pick<CasinoState, 'options'>): number => s.options.games ?? 1;

/** The sitting is over: the games asked for are won (C30, C34). */
export const sittingOver = (s: Pick<CasinoState, 'phase' | 'gamesPlayed' | 'options'>, games: number = sittingGames(s)): boolean => s.phase === 'gameOver' && s.gamesPlayed >= games;

const ENGINE_OPTION_KEYS = ['variants'] as const;

/**
 * Casino at a table of seats (src/engine/game.ts): the session, the table server, the bots and the
 * conformance suite all play it through this. Its options are the table's: the engine's and the
 * sitting's games; the state keeps the games (`sittingGames`).
 */
export const casinoGame: SeatGame<CasinoState, CasinoMove, CasinoView, CasinoEvent, CasinoTableOptions> = {
  id: 'casino',
  players: { min: 2, max: 4 },
  start: (options, seed) => newSessionWithEvents({ ...options.engine, games: options.games }, seed),
  toMove: toMoveIn,
  legalMoves,
  applyMove,
  // C8, C33: the next deal (or game) from the end of one, while games remain.
  advance: (s) => (s.phase !== 'play' && !sittingOver(s) ? nextDealWithEvents(s) : null),
  isOver: (s) => sittingOver(s),
  // C12: only the player to move plays, and nobody between deals (turn.ts: the same from a seat's view).
  notYourTurn: notYourTurnIn,
  view,
  visibleEvent,
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
  // C1: the number of players is the number of seats; the sitting is one game unless the host asks for more.
  optionsFor: (raw, seats) => sittingOptionsFor<CasinoOptions>(raw, seats, ENGINE_OPTION_KEYS, optionsProblem),
};
