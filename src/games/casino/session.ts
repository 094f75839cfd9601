/** Casino at the generic table of seats (src/play/session.ts): its engine as the session needs it. */
import type { RuleViolation } from '../../engine/game.js';
import type { BotLevel } from '../../ai/types.js';
import { SeatSession, type GameConfig, type SeatPlayer, type Step } from '../../play/session.js';
import { applyMove, legalMoves, newSessionWithEvents, nextDealWithEvents, view, visibleEvent } from './index.js';
import type { CasinoEvent, CasinoMove, CasinoOptions, CasinoState, CasinoView } from './types.js';

/** A table's options: the engine's, and how many games (to 11, or 15 with three) the sitting lasts. */
export interface CasinoTableOptions {
  readonly engine: CasinoOptions;
  /** Games (1–5): the sitting ends when the last of them is won. */
  readonly games: number;
}

/** The sitting is over: the games asked for are won. */
export const sittingOver = (s: CasinoState, games: number): boolean => s.phase === 'gameOver' && s.gamesPlayed >= games;

export function casinoSeatRules(games: number) {
  return {
    start: (options: CasinoTableOptions, seed: string) => newSessionWithEvents(options.engine, seed),
    toMove: (s: CasinoState) => (s.phase === 'play' ? s.toMove : null),
    legalMoves,
    applyMove,
    view,
    visibleEvent,
    // C8, C33: the next deal (or game) from the end of one, while games remain.
    advance: (s: CasinoState) => (s.phase !== 'play' && !sittingOver(s, games) ? nextDealWithEvents(s) : null),
    // C12: only the player to move plays, and nobody between deals.
    notYourTurn: (s: CasinoState): RuleViolation =>
      s.phase !== 'play'
        ? { rule: 'C12', code: 'noTurn', message: 'the deal is over: nobody is to move' }
        : { rule: 'C12', code: 'notYourTurn', message: 'it is not your turn', details: { toMove: s.toMove } },
  };
}

export type CasinoConfig = GameConfig<CasinoTableOptions>;
export type CasinoStep = Step<CasinoMove, CasinoEvent>;

export class CasinoSession extends SeatSession<CasinoState, CasinoMove, CasinoView, CasinoEvent, CasinoTableOptions> {
  constructor(
    config: CasinoConfig,
    playerFor: (seat: number, level: BotLevel) => SeatPlayer<CasinoView, CasinoMove>,
    restored?: { state: CasinoState; steps: CasinoStep[] },
  ) {
    super(casinoSeatRules(config.options.games), config, playerFor, restored);
  }
}
