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

/** A state and what happened to reach it (a new game, the next deal). */
export interface Started<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * The one face of a game played at a table of seats (docs/architecture.md): what the local session,
 * the table server, the computer players and the conformance suite all need of the engine, and
 * nothing else. Seats are the session's: 0 … n-1 in the order of the setup (a game that reseats its
 * players, Whist's draw, maps them inside). `isOver` holds exactly when `toMove` is null and
 * `advance` is null (the shared conformance suite checks it).
 */
export interface SeatGame<S, M, V, E, O> {
  readonly id: string;
  readonly players: { readonly min: number; readonly max: number };
  /** A new game: the first state and what happened (the draw, the first deal). */
  start(options: O, seed: string): Started<S, E>;
  /** Whose decision it is; null when nobody acts (between deals, or the game is over). */
  toMove(s: S): PlayerId | null;
  /** Every legal move for the seat to move; [] when nobody acts. */
  legalMoves(s: S): readonly M[];
  /** Applies a move: a new state and what happened, or a typed violation. Never mutates `s`. */
  applyMove(s: S, m: M): MoveResult<S, E>;
  /** From a pause between parts (the end of a deal, of a game): the next part; null when there is none. */
  advance(s: S): Started<S, E> | null;
  /** The whole sitting is over: nobody to move and nothing to advance. */
  isOver(s: S): boolean;
  /**
   * The moves `seat` may make whoever is to move (chess's resignation and draw offers, CH30), applied by
   * `applyMove` like any other (the move names who makes it); none when absent. A table accepts them
   * from that seat out of turn; the legal moves stay the mover's.
   */
  anytime?(s: S, seat: PlayerId): readonly M[];
  /**
   * The moves `seat` is asked to choose among now, though it is not to move (chess: a draw offered to
   * it, agree or decline, CH30): some of its `anytime` moves, [] when nothing is asked of it (always []
   * for the seat to move, whose legal moves hold its answer). A computer seat is asked at once, by the
   * local session and the table server alike; a person answers when they like.
   */
  answers?(s: S, seat: PlayerId): readonly M[];
  /** The refusal of a move by a seat that is not to move (the game's rule). */
  notYourTurn(s: S): RuleViolation;
  /** What `seat` may know; never another hand, the stock order or the rng state. */
  view(s: S, seat: PlayerId): V;
  /** An event as `seat` may see it (private cards of others removed). */
  visibleEvent(e: E, seat: PlayerId): E;
  /** A full state consistent with a view, hidden cards dealt at random (for honest search). */
  resample(v: V, rng: Rng): S;
  /** Every card string that `seat` must not see in `s` (for conformance and honesty checks). */
  hiddenCards(s: S, seat: PlayerId): readonly string[];
  /** Checks and normalises a state read from JSON; throws an Error naming what is wrong. */
  fromJSON(json: unknown): S;
  /**
   * The options of a table of `seats` seats from untrusted JSON (a table server's host; the number of
   * players is the number of seats): the options, or what is wrong in a developer's words.
   */
  optionsFor(raw: unknown, seats: number): { readonly options: O } | { readonly problem: string };
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
