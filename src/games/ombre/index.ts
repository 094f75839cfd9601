/**
 * The Ombre family's public API (contract: shared/contracts/ombre-engine.md, documented in
 * docs/engine.md): Ombre for three, en deux, en quatre, Quadrille, Cinquille. Pure TypeScript:
 * imports cleanly in Node and in the browser.
 */
import type { GameDefinition } from '../../engine/game.js';
import { newSession, nextDeal } from './deal.js';
import { applyMove, legalMoves } from './engine.js';
import { stateFromJSON } from './position.js';
import type { OmbreEvent, OmbreMove, OmbreOptions, OmbreState, OmbreView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';

export type * from './types.js';
export {
  legalMoves,
  applyMove,
  applyLegal,
  moveProblem,
  auctionStatus,
  exchangeOrder,
  discardLimit,
  stopAvailable,
  canThrowIn,
  conversions,
  callChoices,
  trumpChoices,
  manoOf,
} from './engine.js';
export type { OmbreResult } from './engine.js';
export { newSession, nextDeal, packProblem } from './deal.js';
export { fromPosition, toPosition, stateFromJSON } from './position.js';
export { view, visibleEvent, hiddenCards, resample } from './view.js';
export { VARIANT_IDS, GAMES, optionsProblem, resolveRules, ladder, gameValue } from './rules.js';
export { honoursOf, outcomeOf } from './settle.js';
export {
  PACK,
  PACK_EN_DEUX,
  PACK_EN_DEUX_32,
  PACK_QUADRILLE_32,
  plainOrder,
  trumpOrder,
  manille,
  legalPlays,
  trickWinner,
  matadorCount,
  orderFor,
  suitOf,
} from './cards.js';

/** The family as a game of the shared core (src/engine/game.ts); advance = the next deal. */
export const ombre: GameDefinition<OmbreState, OmbreMove, OmbreView, OmbreEvent, OmbreOptions> = {
  id: 'ombre',
  players: { min: 2, max: 5 },
  setup: newSession,
  currentPlayer: (s) => s.toMove,
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
