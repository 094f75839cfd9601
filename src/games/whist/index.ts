/**
 * Whist's public API (contract: shared/contracts/whist-engine.md, documented in docs/engine.md; rules
 * shared/rules/whist.md, long whist). Pure TypeScript: imports cleanly in Node and in the browser;
 * no DOM, no words for people, no Math.random.
 */
import type { GameDefinition, MoveResult } from '../../engine/game.js';
import { applyLegal } from './apply.js';
import { newSessionWithEvents, nextDealWithEvents } from './deal.js';
import { legalMoves, refusal } from './legal.js';
import { stateFromJSON } from './position.js';
import type { WhistEvent, WhistMove, WhistOptions, WhistState, WhistView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';

export type * from './types.js';
export type WhistResult = MoveResult<WhistState, WhistEvent>;

export { legalMoves, playableCards, refusal, claimCertain } from './legal.js';
export { applyLegal, canCall, leaderOf, trickWinner } from './apply.js';
export { fromPosition, toPosition, stateFromJSON, dealtHonours } from './position.js';
export { view, visibleEvent, hiddenCards, resample, voidsOf } from './view.js';
export { resolveRules, optionsProblem, VARIANT_IDS } from './rules.js';
export { gameValue, honoursSide, gamesWon, rubberAccounts, places, GAME, RUBBER_BONUS, GRAND_SLAM, LITTLE_SLAM } from './scoring.js';
export { runDraw, randomDraw, rankDraw, seatsFromOrder, drawProblem } from './draw.js';
export type { Tie } from './draw.js';
export { dealPack, newSessionWithEvents, nextDealWithEvents } from './deal.js';
export type { WithEvents } from './deal.js';
export { winsAllTricks, CLAIM_NODE_LIMIT } from './claim.js';
export { PACK, SUITS, RANKS, isCard, isSuit, suitOf, rankOf, strengthOf, drawRank, isHonour, honoursIn, sortHand } from './cards.js';
export { sideOf, partnerOf, sideSeats } from '../tricks/partnership.js';

/** Validates and applies a move; never mutates `s`; an illegal move names the rule it breaks (W42) and changes nothing. */
export function applyMove(s: WhistState, m: WhistMove): WhistResult {
  const why = refusal(s, m);
  if (why) return { ok: false, violation: why };
  const events: WhistEvent[] = [];
  const state = applyLegal(s, m, events);
  return { ok: true, state, events };
}

/** The draw for partners (W5–W9), seats, and the first deal: dealer seat 3, deal 1, all at 0. */
export function newSession(options: WhistOptions, seed: string | number): WhistState {
  return newSessionWithEvents(options, seed).state;
}

/** From 'dealOver', 'gameOver' or 'rubberOver' (W10, W11, W34); throws from 'play' or 'sessionOver'. */
export function nextDeal(s: WhistState): WhistState {
  return nextDealWithEvents(s).state;
}

/** Whist as a game of the shared core (src/engine/game.ts): a session of `options.rubbers` rubbers; advance = the next deal. */
export const whist: GameDefinition<WhistState, WhistMove, WhistView, WhistEvent, WhistOptions> = {
  id: 'whist',
  players: { min: 4, max: 4 },
  setup: newSession,
  currentPlayer: (s) => s.toMove,
  legalMoves,
  applyMove,
  isOver: (s) => s.phase === 'sessionOver',
  advance: (s) => (s.phase === 'play' || s.phase === 'sessionOver' ? null : nextDeal(s)),
  view,
  visibleEvent,
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
};
