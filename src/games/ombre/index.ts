/**
 * The Ombre family's public API (contract: shared/contracts/ombre-engine.md, documented in
 * docs/engine.md): Ombre for three, en deux, en quatre, Quadrille, Cinquille. Pure TypeScript:
 * imports cleanly in Node and in the browser.
 */
import type { SeatGame } from '../../engine/game.js';
import { optionsShapeProblem } from '../../engine/options.js';
import { newSession, nextDeal } from './deal.js';
import { applyMove, legalMoves, manoOf } from './engine.js';
import { stateFromJSON } from './position.js';
import { MAX_TABLE_TOURS, optionsProblem, resolveRules } from './rules.js';
import type { DealStarted, Game, OmbreMove, OmbreOptions, OmbreState, OmbreTableEvent, OmbreView } from './types.js';
import { hiddenCards, resample, view, visibleEvent } from './view.js';
import { notYourTurnIn, toMoveIn } from './turn.js';

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

/** The start of a deal as the table says it, read from the new state (`potBefore`: the pot before its ante). */
export function dealStarted(s: OmbreState, potBefore: number): DealStarted {
  return {
    type: 'dealStarted',
    deal: s.dealsPlayed + 1,
    of: s.rules.tours * s.rules.players,
    dealer: s.dealer,
    mano: manoOf(s),
    favourite: s.favourite,
    pot: s.pot,
    betes: s.betes.map((b) => ({ amount: b.amount, kind: b.kind })),
    blok: s.pot - potBefore > 1,
  };
}

const TABLE_OPTION_KEYS = ['game', 'variants', 'tours'] as const;

/** The member of the family a table of that many seats plays when the host names none (O1, §3). */
const DEFAULT_GAME: Readonly<Record<number, Game>> = { 2: 'en-deux', 3: 'ombre', 4: 'quadrille', 5: 'cinquille' };

/**
 * The Ombre family at a table of seats (src/engine/game.ts): the session, the table server, the bots
 * and the conformance suite all play it through this. Players sit at the engine's seats in the order
 * of the setup (seat i is player i; the engine draws the first dealer, O4). newSession and nextDeal
 * return only a state (the ante and the favourite are in it): the table adds one public event for the
 * start of each deal, read from that state, so the log says who deals, who is mano, the favourite,
 * the pot and the bêtes. The sitting is the session of `tours` tours (O65).
 */
export const ombreGame: SeatGame<OmbreState, OmbreMove, OmbreView, OmbreTableEvent, OmbreOptions> = {
  id: 'ombre',
  players: { min: 2, max: 5 },
  start: (options, seed) => {
    const state = newSession(options, seed);
    return { state, events: [dealStarted(state, 0)] };
  },
  toMove: toMoveIn,
  legalMoves,
  applyMove: (s, m) => applyMove(s, m),
  // O5: from the end of a deal the next one, until the session is over (O65).
  advance: (s) => {
    if (s.phase !== 'dealOver') return null;
    const state = nextDeal(s);
    return { state, events: [dealStarted(state, s.pot)] };
  },
  isOver: (s) => s.phase === 'sessionOver',
  // O71, O3 (turn.ts: the same from a seat's view).
  notYourTurn: notYourTurnIn,
  view,
  visibleEvent: (e, seat) => (e.type === 'dealStarted' ? e : visibleEvent(e, seat)),
  resample: (v, rng) => resample(v, rng),
  hiddenCards,
  fromJSON: stateFromJSON,
  // The member of the family is the host's (`game`) and must seat the table's players; by default the one for that many.
  optionsFor(raw, seats) {
    const shape = optionsShapeProblem(raw, TABLE_OPTION_KEYS);
    if (shape) return { problem: shape };
    const r = raw as Partial<OmbreOptions>;
    if (typeof r.tours === 'number' && r.tours > MAX_TABLE_TOURS) return { problem: `a table plays at most ${MAX_TABLE_TOURS} tours (O65), not ${r.tours}` };
    const game = r.game ?? DEFAULT_GAME[seats];
    if (game === undefined) return { problem: `the Ombre family is for 2 to 5 players, not ${seats}` };
    const options: OmbreOptions = { ...r, game };
    const problem = optionsProblem(options);
    if (problem) return { problem };
    const players = resolveRules(options).players;
    return players === seats ? { options } : { problem: `${game} is for ${players} players, the table has ${seats} seats` };
  },
};
