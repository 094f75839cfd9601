/**
 * The Tarok engine's public API (contract: shared/contracts/tarok-engine.md, documented in
 * docs/engine.md; rules shared/rules/tarok.md): Tarok en trois, Tarok en deux and Taroklomber (old and
 * new method), one engine with a `form` option. Pure TypeScript: no DOM, no words for people, no
 * Math.random (the seeded generator lives in the state).
 */
import type { MoveResult, SeatGame } from '../../engine/game.js';
import { optionsShapeProblem } from '../../engine/options.js';
import { applyLegal } from './apply.js';
import { newSessionWithEvents, nextDealWithEvents } from './deal.js';
import { legalMoves, refusal } from './legal.js';
import { stateFromJSON } from './position.js';
import { MAX_TABLE_PARTIES, MAX_TABLE_TOURS, optionsProblem } from './rules.js';
import { notYourTurnIn, toMoveIn } from './turn.js';
import type { TarokEvent, TarokMove, TarokOptions, TarokState, TarokView } from './types.js';
import { hiddenCards, view, visibleEvent } from './view.js';
import { resample } from './sample.js';

export type * from './types.js';
export type TarokResult = MoveResult<TarokState, TarokEvent>;

export { legalMoves, refusal, skatCards, callableCards, givableCards, layerOf } from './legal.js';
export { applyLegal } from './apply.js';
export { fromPosition, toPosition, stateFromJSON } from './position.js';
export { view, visibleEvent, hiddenCards, voidsOf, seesSkat } from './view.js';
export { resample, impliedBy } from './sample.js';
export type { Implied, HiddenPlace } from './sample.js';
export { FORMS, VARIANT_IDS, ENGINE_VARIANTS, VARIANT_FORMS, MAX_TABLE_TOURS, MAX_TABLE_PARTIES, optionsProblem, resolveRules } from './rules.js';
export { dealPack, packProblem, newSessionWithEvents, nextDealWithEvents } from './deal.js';
export type { WithEvents } from './deal.js';
export { replayAuction, auctionMoveProblem, GAMES, LADDER, CALLS, gameRank } from './auction.js';
export type { AuctionStatus } from './auction.js';
export { announcementOf, matadorCount } from './announce.js';
export { playableCards, followProblem, trickWinner, ledCard, skyWent } from './trick.js';
export { cardPointsOf, prizesOf, cardPayments, pairwisePayments, troisPayments, lomberAmount, partyResult, skatOwner, PRIZE_VALUES, TARIFF } from './settle.js';
export type { Prize, Payment } from './settle.js';
export { PACK, SKY, PAGAT, XXI, SUIT_KINGS, SEVEN_KINGS, isCard, isTarok, suitOf, rankOf, isSuitKing, isBarred, pipsOf, isCountingCard, strengthOf, pilePoints, cardPoints } from './cards.js';
export { toMoveIn, notYourTurnIn } from './turn.js';

/** Validates and applies a move; never mutates `s`; an illegal move names the rule it breaks and changes nothing. */
export function applyMove(s: TarokState, m: TarokMove): TarokResult {
  const why = refusal(s, m);
  if (why) return { ok: false, violation: why };
  const { state, events } = applyLegal(s, m);
  return { ok: true, state, events };
}

/** A new session: balances 0, the first dealer at random, the first deal (T9, TD1, TL4). */
export function newSession(options: TarokOptions, seed: string | number): TarokState {
  return newSessionWithEvents(options, seed).state;
}

/** From 'dealOver' or 'partyOver' only (throws otherwise); `pack`: the 78 cards in the order dealt. */
export function nextDeal(s: TarokState, pack?: string[]): TarokState {
  return nextDealWithEvents(s, pack).state;
}

const TABLE_OPTION_KEYS = ['form', 'method', 'variants', 'tours', 'parties', 'aPersonne', 'partyValue'] as const;

/**
 * Tarok at a table of seats (src/engine/game.ts): two seats play en deux, three en trois (or
 * Taroklomber with `form: 'lomber'`). The sitting is the session (T35, TD10, TL24).
 */
export const tarokGame: SeatGame<TarokState, TarokMove, TarokView, TarokEvent, TarokOptions> = {
  id: 'tarok',
  players: { min: 2, max: 3 },
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: toMoveIn,
  legalMoves,
  applyMove,
  advance: (s) => (s.phase === 'dealOver' || s.phase === 'partyOver' ? nextDealWithEvents(s) : null),
  isOver: (s) => s.phase === 'sessionOver',
  notYourTurn: notYourTurnIn,
  view,
  visibleEvent,
  resample,
  hiddenCards,
  fromJSON: stateFromJSON,
  optionsFor(raw, seats) {
    if (seats !== 2 && seats !== 3) return { problem: `Tarok is for two (en deux) or three players (T9, TD1, TL1), not ${seats}` };
    const shape = optionsShapeProblem(raw, TABLE_OPTION_KEYS);
    if (shape) return { problem: shape };
    const given = raw as Partial<TarokOptions>;
    const form = given.form ?? (seats === 2 ? 'deux' : 'trois');
    if ((form === 'deux') !== (seats === 2)) return { problem: `form ${String(form)} is not for ${seats} seats (en deux is for two, en trois and Taroklomber for three)` };
    const options = { ...given, form } as TarokOptions;
    if (typeof options.tours === 'number' && options.tours > MAX_TABLE_TOURS) return { problem: `a table plays at most ${MAX_TABLE_TOURS} tours (T35, TL24), not ${options.tours}` };
    if (typeof options.parties === 'number' && options.parties > MAX_TABLE_PARTIES) return { problem: `a table plays at most ${MAX_TABLE_PARTIES} parties (TD10), not ${options.parties}` };
    const problem = optionsProblem(options);
    return problem ? { problem } : { options };
  },
};
