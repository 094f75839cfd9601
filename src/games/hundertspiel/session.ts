/** The Hundertspiel at the generic table of seats (src/play/session.ts): its engine as the session needs it. */
import type { RuleViolation } from '../../engine/game.js';
import type { BotLevel } from '../../ai/types.js';
import { SeatSession, type GameConfig, type SeatPlayer, type Step } from '../../play/session.js';
import { applyMove, legalMoves, newSessionWithEvents, nextDealWithEvents, view, visibleEvent } from './index.js';
import type { HundertspielEvent, HundertspielMove, HundertspielOptions, HundertspielState, HundertspielView } from './types.js';

/** A table's options: the engine's, and how many games to 100 the sitting lasts. */
export interface HundertspielTableOptions {
  readonly engine: HundertspielOptions;
  /** Games to 100 (1–5): the sitting ends with the deal in which the last of them ended. */
  readonly games: number;
}

/** The sitting is over: the deal is over and the games asked for are played. */
export const sittingOver = (s: HundertspielState, games: number): boolean => s.phase === 'dealOver' && s.gamesPlayed >= games;

export function hundertspielSeatRules(games: number) {
  return {
    start: (options: HundertspielTableOptions, seed: string) => newSessionWithEvents(options.engine, seed),
    toMove: (s: HundertspielState) => s.toMove,
    legalMoves,
    applyMove,
    view,
    visibleEvent,
    // H8: the next deal starts from the end of one, while games remain.
    advance: (s: HundertspielState) => (s.phase === 'dealOver' && !sittingOver(s, games) ? nextDealWithEvents(s) : null),
    notYourTurn: (s: HundertspielState): RuleViolation =>
      s.phase === 'dealOver'
        ? { rule: 'H10', code: 'dealOver', message: 'the deal is over: nobody is to move' }
        : { rule: 'H10', code: 'notYourTurn', message: 'it is not your turn', details: { toMove: s.toMove } },
  };
}

export type HundertspielConfig = GameConfig<HundertspielTableOptions>;
export type HundertspielStep = Step<HundertspielMove, HundertspielEvent>;

export class HundertspielSession extends SeatSession<HundertspielState, HundertspielMove, HundertspielView, HundertspielEvent, HundertspielTableOptions> {
  constructor(
    config: HundertspielConfig,
    playerFor: (seat: number, level: BotLevel) => SeatPlayer<HundertspielView, HundertspielMove>,
    restored?: { state: HundertspielState; steps: HundertspielStep[] },
  ) {
    super(hundertspielSeatRules(config.options.games), config, playerFor, restored);
  }
}
