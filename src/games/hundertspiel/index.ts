/**
 * The Hundertspiel's public API (contract: shared/contracts/hundertspiel-engine.md, documented in
 * docs/engine.md; rules shared/rules/hundertspiel.md). Pure TypeScript: imports cleanly in Node and
 * in the browser; no DOM, no words for people, no Math.random.
 */
import type { GameDefinition, MoveResult } from '../../engine/game.js';
import { applyLegal } from './apply.js';
import { newSessionWithEvents, nextDealWithEvents } from './deal.js';
import { refusal } from './legal.js';
import { legalMoves } from './legal.js';
import { stateFromJSON } from './position.js';
import type { HundertspielEvent, HundertspielMove, HundertspielOptions, HundertspielState, HundertspielView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';

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
 * The Hundertspiel as a game of the shared core (src/engine/game.ts), over `games` games to 100: it is
 * over at the end of the deal in which the `games`-th game ended.
 */
export function hundertspielGames(games: number): GameDefinition<HundertspielState, HundertspielMove, HundertspielView, HundertspielEvent, HundertspielOptions> {
  return {
    id: 'hundertspiel',
    players: { min: 3, max: 4 },
    setup: newSession,
    currentPlayer: (s) => s.toMove,
    legalMoves,
    applyMove,
    isOver: (s) => s.phase === 'dealOver' && s.gamesPlayed >= games,
    advance: (s) => (s.phase === 'dealOver' && s.gamesPlayed < games ? nextDeal(s) : null),
    view,
    visibleEvent,
    resample: (v, rng) => resample(v, rng),
    hiddenCards,
    fromJSON: stateFromJSON,
  };
}

/** One game to 100 (then the session may go on with nextDeal). */
export const hundertspiel = hundertspielGames(1);
