/**
 * Whist at the generic table of seats (src/play/session.ts). The session counts *players* (the
 * people and computers of the setup, 0–3); the engine counts seats, and the draw for partners (W5–W9)
 * decides who sits where for each rubber. The rules below translate: whose turn is the player at the
 * seat to move, a player's view is the view of the seat he sits at now.
 */
import type { RuleViolation } from '../../engine/game.js';
import type { BotLevel } from '../../ai/types.js';
import { SeatSession, type GameConfig, type SeatPlayer, type SeatRules, type Step } from '../../play/session.js';
import { applyMove, legalMoves, newSessionWithEvents, nextDealWithEvents, view, visibleEvent } from './index.js';
import type { WhistEvent, WhistMove, WhistOptions, WhistState, WhistView } from './types.js';

export const seatOfPlayer = (s: Pick<WhistState, 'seats'>, player: number): number => s.seats.indexOf(player);

export const whistSeatRules: SeatRules<WhistState, WhistMove, WhistView, WhistEvent, WhistOptions> = {
  start: (options, seed) => newSessionWithEvents(options, seed),
  toMove: (s) => (s.phase === 'play' && s.toMove !== null ? s.seats[s.toMove]! : null),
  legalMoves,
  applyMove,
  view: (s, player) => view(s, seatOfPlayer(s, player)),
  // A dealt hand is private: the player's own is in his view, so every event shows hands as counts.
  visibleEvent: (e) => visibleEvent(e, -1),
  // W10, W11, W34: the next deal from the end of one, of a game or of a rubber.
  advance: (s) => (s.phase === 'play' || s.phase === 'sessionOver' ? null : nextDealWithEvents(s)),
  notYourTurn: (s): RuleViolation =>
    s.phase !== 'play'
      ? { rule: 'W43', code: 'WRONG_PHASE', message: 'the deal is over' }
      : { rule: 'W18', code: 'NOT_YOUR_TURN', message: 'it is not your turn', details: { toMove: s.toMove } },
};

export type WhistConfig = GameConfig<WhistOptions>;
export type WhistStep = Step<WhistMove, WhistEvent>;

export class WhistSession extends SeatSession<WhistState, WhistMove, WhistView, WhistEvent, WhistOptions> {
  constructor(config: WhistConfig, playerFor: (seat: number, level: BotLevel) => SeatPlayer<WhistView, WhistMove>, restored?: { state: WhistState; steps: WhistStep[] }) {
    super(whistSeatRules, config, playerFor, restored);
  }
}
