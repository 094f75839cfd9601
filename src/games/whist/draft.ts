/** A mutable working copy of a state, used while one step is applied (arrays are copied before they change). */
import type { RngState } from '../../engine/rng.js';
import type { Call, DrawCard, GameResult, Phase, Play, Seat, Slam, Suit, WhistEvent, WhistOptions, WhistRules, WhistState } from './types.js';

export interface Draft {
  options: WhistOptions;
  rules: WhistRules;
  seats: readonly number[];
  draw: readonly (readonly Readonly<DrawCard>[])[];
  rubbersPlayed: number;
  games: readonly Readonly<GameResult>[];
  slams: readonly Readonly<Slam>[];
  ledger: readonly number[];
  scores: readonly number[];
  deal: number;
  dealer: Seat;
  turnUp: string;
  turnUpOnTable: boolean;
  trump: Suit;
  phase: Phase;
  toMove: Seat | null;
  hands: readonly (readonly string[])[];
  trick: readonly Readonly<Play>[];
  tricks: readonly (readonly Readonly<Play>[])[];
  won: readonly number[];
  honours: readonly (readonly string[])[];
  calls: readonly Readonly<Call>[];
  rng: RngState;
}

/** Where a step's events go; null on the fast path (no events built). */
export type Events = WhistEvent[] | null;

export const draftOf = (s: WhistState): Draft => ({ ...s });
export const freeze = (d: Draft): WhistState => d as WhistState;
