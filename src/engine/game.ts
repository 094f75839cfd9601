/**
 * The game-agnostic core every game of the app plugs into. Engines are pure:
 * no DOM, no strings for people (messages in violations are for developers;
 * the interface localises by `code`), no Math.random (seeded Rng in the state).
 */
import type { Rng } from './rng.js';

export type PlayerId = number;

/** Why a move was refused: the rule it breaks, a stable code, and a developer message. */
export interface RuleViolation {
  readonly rule: string;
  readonly code: string;
  readonly message: string;
  /** Extra facts for the interface to explain the refusal in words (cards, values...). */
  readonly details?: Readonly<Record<string, unknown>>;
}

export type MoveResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: RuleViolation };

export interface GameEvent {
  readonly type: string;
}

/**
 * A game definition (after boardgame.io's Game and OpenSpiel's State):
 * states are plain JSON data, moves and events are discriminated unions.
 */
export interface GameDefinition<S, M, V, E extends GameEvent, O> {
  readonly id: string;
  readonly players: { readonly min: number; readonly max: number };
  /** A new game from options and a seed (string or number). */
  setup(options: O, seed: string | number): S;
  /** Whose decision it is; null when nobody acts (the game or the deal is over). */
  currentPlayer(s: S): PlayerId | null;
  /** Every legal move for the current player; [] when nobody acts. */
  legalMoves(s: S): readonly M[];
  /** Applies a move: a new state and what happened, or a typed violation. Never mutates `s`. */
  applyMove(s: S, m: M): MoveResult<S, E>;
  /** True when the whole game is over (nothing more can happen). */
  isOver(s: S): boolean;
  /** Continues a game paused between parts (the next deal); null when there is nothing to continue. */
  advance?(s: S): S | null;
  /** What `viewer` may know; never another hand, the stock order or the rng state. */
  view(s: S, viewer: PlayerId): V;
  /** An event as `viewer` may see it (private cards of others removed). */
  visibleEvent(e: E, viewer: PlayerId): E;
  /** A full state consistent with the view, hidden cards dealt at random (for honest search). */
  resample(v: V, rng: Rng): S;
  /** Every card string that `viewer` must not see in `s` (for conformance checks). */
  hiddenCards(s: S, viewer: PlayerId): readonly string[];
  /** Checks and normalises a state read from JSON; throws an Error naming what is wrong. */
  fromJSON(json: unknown): S;
}

export function ok<S, E>(state: S, events: readonly E[]): MoveResult<S, E> {
  return { ok: true, state, events };
}

export function violation<S, E>(
  rule: string,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): MoveResult<S, E> {
  return { ok: false, violation: details ? { rule, code, message, details } : { rule, code, message } };
}
