/**
 * The Hundertspiel's public API (contract: shared/contracts/hundertspiel-engine.md, documented in
 * docs/engine.md; rules shared/rules/hundertspiel.md). Pure TypeScript: imports cleanly in Node and
 * in the browser; no DOM, no words for people, no Math.random.
 */
import type { MoveResult, SeatGame } from '../../engine/game.js';
import { sittingOptionsFor } from '../../engine/options.js';
import { applyLegal } from './apply.js';
import { newSessionWithEvents, nextDealWithEvents } from './deal.js';
import { refusal } from './legal.js';
import { legalMoves } from './legal.js';
import { stateFromJSON } from './position.js';
import { optionsProblem } from './rules.js';
import type { HundertspielEvent, HundertspielMove, HundertspielOptions, HundertspielState, HundertspielTableOptions, HundertspielView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';
import { notYourTurnIn, toMoveIn } from './turn.js';

export type * from './types.js';
export type HundertspielResult = MoveResult<HundertspielState, HundertspielEvent>;

export { legalMoves, playableCards, refusal } from './legal.js';
export { applyLegal, askedSeats, missingFourths, lateAcesAllowed } from './apply.js';
export { fromPosition, toPosition, stateFromJSON } from './position.js';
export { view, visibleEvent, hiddenCards, resample, shownCards, noTrumpSeats } from './view.js';
export { resolveRules, optionsProblem, VARIANT_IDS, SUIT_VALUE } from './rules.js';
export { scoreTrick, winnerIndex, honourPoints, announcementAmount, TARGET, MATSCH_BELOW } from './scoring.js';
export type { TrickScore } from './scoring.js';
export { drawForSeats, dealCards, newSessionWithEvents, nextDealWithEvents } from './deal.js';
export { vorhandOf, partyOf, partySeats, playOrder, playIndex } from './seats.js';
export { suitOf, rankOf, pointsOf, strengthOf, isDo, isCard, cardPoints, sortHand, PACK, SUITS, RANKS } from './cards.js';

/** Validates and applies a move; never mutates `s`; an illegal move names the rule it breaks and changes nothing. */
export function applyMove(s: HundertspielState, m: HundertspielMove): HundertspielResult {
  const why = refusal(s, m);
  if (why) return { ok: false, violation: why };
  const events: HundertspielEvent[] = [];
  const state = applyLegal(s, m, events);
  return { ok: true, state, events };
}

/** Draw for seats (H5, H52), first dealer, trump (H6), shuffle and deal; marks and scores at 0. */
export function newSession(options: HundertspielOptions, seed: string | number): HundertspielState {
  return newSessionWithEvents(options, seed).state;
}

/** From 'dealOver': pass the deal to the left (H8), take the trump, shuffle and deal. */
export function nextDeal(s: HundertspielState): HundertspielState {
  return nextDealWithEvents(s).state;
}

/**
 * The games to 100 of the state's sitting (1 when it does not say). The state keeps the options it was
 * started with, not the table's, so `hundertspielGame.start` writes the sitting's length into them
 * (`options.games`): then the state alone tells whether the sitting is over, for this tab, a table
 * server and a save.
 */
export const sittingGames = (s: Pick<HundertspielState, 'options'>): number => s.options.games ?? 1;

/** The sitting is over: the deal is over and the games asked for are played (H37). */
export const sittingOver = (s: Pick<HundertspielState, 'phase' | 'gamesPlayed' | 'options'>, games: number = sittingGames(s)): boolean => s.phase === 'dealOver' && s.gamesPlayed >= games;

const ENGINE_OPTION_KEYS = ['scat', 'variants'] as const;

/**
 * The Hundertspiel at a table of seats (src/engine/game.ts): the session, the table server, the bots
 * and the conformance suite all play it through this. Its options are the table's: the engine's and
 * the sitting's games to 100; the state keeps the games (`sittingGames`).
 */
export const hundertspielGame: SeatGame<HundertspielState, HundertspielMove, HundertspielView, HundertspielEvent, HundertspielTableOptions> = {
  id: 'hundertspiel',
  players: { min: 3, max: 4 },
  start: (options, seed) => newSessionWithEvents({ ...options.engine, games: options.games }, seed),
  toMove: toMoveIn,
  legalMoves,
  applyMove,
  // H8: the next deal starts from the end of one, while games remain.
  advance: (s) => (s.phase === 'dealOver' && !sittingOver(s) ? nextDealWithEvents(s) : null),
  isOver: (s) => sittingOver(s),
  // H10 (turn.ts: the same from a seat's view).
  notYourTurn: notYourTurnIn,
  view,
  visibleEvent,
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
  // H4, H48: the number of players is the number of seats; the sitting is one game unless the host asks for more.
  optionsFor: (raw, seats) => sittingOptionsFor<HundertspielOptions>(raw, seats, ENGINE_OPTION_KEYS, optionsProblem),
};
