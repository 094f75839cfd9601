/**
 * Boston's public API (contract: shared/contracts/boston-engine.md, documented in docs/engine.md;
 * rules shared/rules/boston.md): Boston for four, Tri-Boston for three, Boston-Whist. Pure
 * TypeScript: imports cleanly in Node and in the browser; no DOM, no words for people, no Math.random.
 */
import type { MoveResult, SeatGame } from '../../engine/game.js';
import { optionsShapeProblem } from '../../engine/options.js';
import { applyLegal } from './apply.js';
import { newSessionWithEvents, nextDealWithEvents } from './deal.js';
import { legalMoves, refusal } from './legal.js';
import { stateFromJSON } from './position.js';
import { MAX_TABLE_TOURS, optionsProblem } from './rules.js';
import { notYourTurnIn, toMoveIn } from './turn.js';
import type { BostonEvent, BostonMove, BostonOptions, BostonSeatView, BostonState, Suit } from './types.js';
import { hiddenCards, resample, seatView, visibleEvent } from './view.js';

export type * from './types.js';
export type BostonResult = MoveResult<BostonState, BostonEvent>;

export { legalMoves, playableCards, refusal } from './legal.js';
export { applyLegal, trickWinner, tricksToPlay, isExposed } from './apply.js';
export { fromPosition, toPosition, stateFromJSON } from './position.js';
export { view, seatView, visibleEvent, hiddenCards, resample, voidsOf } from './view.js';
export { VARIANT_IDS, VARIANT_FORMS, MAX_TABLE_TOURS, optionsProblem, resolveRules } from './rules.js';
export { precedenceDraw, dealPack, packProblem, newSessionWithEvents, nextDealWithEvents, STAKE, BLOK, ALL_PASS } from './deal.js';
export type { WithEvents } from './deal.js';
export { replayAuction } from './auction.js';
export type { AuctionStatus, HighBid } from './auction.js';
export { replayWhist, whistOrder } from './whist-round.js';
export type { WhistStatus } from './whist-round.js';
export { beteInPlay, trumpOfClass, places } from './settle.js';
export {
  CONTRACTS,
  CLASSES,
  BIDS,
  bidRank,
  isMisere,
  isPetite,
  isOpen,
  tricksOf,
  admitsPartner,
  partnerQuota,
  tariffA,
  tariffB,
} from './ladder.js';
export type { Bid } from './ladder.js';
export { PACK, TRI_PACK, SUITS, RANKS, isCard, suitOf, rankOf, strengthOf, colourOf, simpleSuits, honourCount, sortHand } from './cards.js';
export { toMoveIn, notYourTurnIn, PHASE_RULE } from './turn.js';

/** Validates and applies a move; never mutates `s`; an illegal move names the rule it breaks (BO65) and changes nothing. */
export function applyMove(s: BostonState, m: BostonMove): BostonResult {
  const why = refusal(s, m);
  if (why) return { ok: false, violation: why };
  const { state, events } = applyLegal(s, m);
  return { ok: true, state, events };
}

/** BO6, BO7: the precedence draw and the first deal, every balance 0, the table empty before the Blok. */
export function newSession(options: BostonOptions, seed: string | number): BostonState {
  return newSessionWithEvents(options, seed).state;
}

/** BO17: from 'dealOver' only (throws otherwise); `pack` the form's pack in the order dealt, `superior` V-BO-1 only. */
export function nextDeal(s: BostonState, pack?: string[], superior?: Suit): BostonState {
  return nextDealWithEvents(s, pack, superior).state;
}

const TABLE_OPTION_KEYS = ['whist', 'variants', 'tours'] as const;

/**
 * Boston at a table of seats (src/engine/game.ts): the session, the table server, the bots and the
 * conformance suite all play it through this. Seat i is player i (the engine draws the first dealer,
 * BO7); three seats play Tri-Boston, four Boston (or Boston-Whist). The sitting is the session of
 * `tours` tours (BO55). Its view is `seatView`: the contract's, with the precedence cards as rank and suit.
 */
export const bostonGame: SeatGame<BostonState, BostonMove, BostonSeatView, BostonEvent, BostonOptions> = {
  id: 'boston',
  players: { min: 3, max: 4 },
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: toMoveIn,
  legalMoves,
  applyMove,
  // BO17: from the end of a deal the next one, until the session is over (BO55).
  advance: (s) => (s.phase === 'dealOver' ? nextDealWithEvents(s) : null),
  isOver: (s) => s.phase === 'sessionOver',
  // BO58, BO65 (turn.ts: the same from a seat's view).
  notYourTurn: notYourTurnIn,
  view: seatView,
  visibleEvent,
  resample,
  hiddenCards,
  fromJSON: stateFromJSON,
  // BO1: the number of players is the table's seats; Boston-Whist needs four.
  optionsFor(raw, seats) {
    if (seats !== 3 && seats !== 4) return { problem: `Boston is for three (Tri-Boston) or four players (BO1), not ${seats}` };
    const shape = optionsShapeProblem(raw, TABLE_OPTION_KEYS);
    if (shape) return { problem: shape };
    const options: BostonOptions = { ...(raw as BostonOptions), players: seats };
    // BO55: a table's session is bounded as the form bounds it.
    if (typeof options.tours === 'number' && options.tours > MAX_TABLE_TOURS) return { problem: `a table plays at most ${MAX_TABLE_TOURS} tours (BO55), not ${options.tours}` };
    const problem = optionsProblem(options);
    return problem ? { problem } : { options };
  },
};
