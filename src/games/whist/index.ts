/**
 * Whist's public API (contract: shared/contracts/whist-engine.md, documented in docs/engine.md; rules
 * shared/rules/whist.md, long whist). Pure TypeScript: imports cleanly in Node and in the browser;
 * no DOM, no words for people, no Math.random.
 */
import type { MoveResult, SeatGame } from '../../engine/game.js';
import { optionsShapeProblem } from '../../engine/options.js';
import { applyLegal } from './apply.js';
import { newSessionWithEvents, nextDealWithEvents } from './deal.js';
import { legalMoves, refusal } from './legal.js';
import { stateFromJSON } from './position.js';
import { MAX_TABLE_RUBBERS, optionsProblem } from './rules.js';
import type { WhistEvent, WhistMove, WhistOptions, WhistState, WhistView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';
import { notYourTurnIn, toMoveIn } from './turn.js';

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

/** The seat `player` sits at now (the draw for partners, W5–W9, seats the players for each rubber). */
export const seatOfPlayer = (s: Pick<WhistState, 'seats'>, player: number): number => s.seats.indexOf(player);

const TABLE_OPTION_KEYS = ['variants', 'rubbers'] as const;

/**
 * Whist at a table of seats (src/engine/game.ts): the session, the table server, the bots and the
 * conformance suite all play it through this. Its seats are the table's *players* (the people and
 * computers of the setup, 0–3); the engine counts the seats of the draw for partners (W5–W9), which
 * decides who sits where for each rubber. This translates: whose turn is the player at the seat to
 * move, a player's view is the view of the seat he sits at now. The sitting is `rubbers` rubbers (W39).
 */
export const whistGame: SeatGame<WhistState, WhistMove, WhistView, WhistEvent, WhistOptions> = {
  id: 'whist',
  players: { min: 4, max: 4 },
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: toMoveIn,
  legalMoves,
  applyMove,
  // W10, W11, W34: the next deal from the end of one, of a game or of a rubber.
  advance: (s) => (s.phase === 'play' || s.phase === 'sessionOver' ? null : nextDealWithEvents(s)),
  isOver: (s) => s.phase === 'sessionOver',
  // W43, W18 (turn.ts: the same from a seat's view).
  notYourTurn: notYourTurnIn,
  view: (s, player) => view(s, seatOfPlayer(s, player)),
  // A dealt hand is private: the player's own is in his view, so every event shows hands as counts.
  visibleEvent: (e) => visibleEvent(e, -1),
  // The view names the seats of the players, and the sampled state keeps them.
  resample: (v, rng) => resample(v, rng),
  hiddenCards: (s, player) => hiddenCards(s, seatOfPlayer(s, player)),
  fromJSON: stateFromJSON,
  // W1: four players, always.
  optionsFor(raw, seats) {
    if (seats !== 4) return { problem: `Whist is for four players (W1), not ${seats}` };
    const shape = optionsShapeProblem(raw, TABLE_OPTION_KEYS);
    if (shape) return { problem: shape };
    const options = { ...(raw as WhistOptions) };
    if (typeof options.rubbers === 'number' && options.rubbers > MAX_TABLE_RUBBERS) return { problem: `a table plays at most ${MAX_TABLE_RUBBERS} rubbers (W39), not ${options.rubbers}` };
    const problem = optionsProblem(options);
    return problem ? { problem } : { options };
  },
};
