/**
 * The computer players' generic contract (docs/bots.md). A bot sees exactly what its seat may know
 * (the game's view of that seat) and the legal moves; it never receives the engine state. This
 * layer names no game: a game's bots are found by its id through a `BotsLoader` (src/games/bots.ts),
 * and implement `GameBots` (below).
 */

/** The computer players of a game, as the bot worker calls them: a seat's view and legal moves only. */
export interface GameBots {
  decide(level: string, view: unknown, legal: readonly unknown[], opts: { seed: string | number; budget?: { iterations?: number; timeMs?: number } }): {
    move: unknown;
    explanation?: unknown;
  };
}

/** The levels of computer players, one definition for the whole app. */
export type BotLevel = 'easy' | 'normal' | 'strong';

export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'strong'];

/** Limits one decision. With only `iterations` the decision is reproducible; `timeMs` stops early by the clock. */
export interface BotBudget {
  /** Searching bots: number of simulated deals (playouts) in total over all candidate moves. */
  iterations?: number;
  /** Searching bots: wall-clock limit in milliseconds (non-deterministic; the iteration limit still applies). */
  timeMs?: number;
}

export interface BotOptions {
  /** Same view + legal + seed + budget (iterations only) → same move. */
  seed: number | string;
  budget?: BotBudget;
}

/** A bot's answer: one of the legal moves, and for hints the game's structured reason (data, not words). */
export interface BotDecision<M = unknown, E = unknown> {
  /** Always one of the `legal` moves passed in (the same object). */
  move: M;
  explanation?: E;
}

/** A game's computer players by game id; null when the game has none (a solo game, an unknown id). */
export type BotsLoader = (game: string) => Promise<GameBots | null>;

/** Message to the bot worker. */
export interface BotRequest {
  id: number;
  /** The registry id of the game (its bots are loaded by it). */
  game: string;
  level: BotLevel;
  /** The seat's view (never the engine state). */
  view: unknown;
  legal: readonly unknown[];
  seed: number | string;
  budget?: BotBudget;
}

/** Message from the bot worker. */
export type BotResponse = { id: number; ok: true; decision: BotDecision } | { id: number; ok: false; error: string };
