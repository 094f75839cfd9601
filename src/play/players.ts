/**
 * Who plays a seat that is not the human's. Every computer player gets the seat's view and the
 * legal moves only (never the state), behind one asynchronous interface, so that the strong
 * players can think in a Web Worker while announcements, keys and speech go on. Generic over the
 * game's view and move types; a computer seat asks the bots of its game by the game's id.
 */
import { Rng, seedRng } from '../engine/rng.js';
import type { BotBudget, BotLevel } from '../ai/types.js';
import { THINKING_ITERATIONS, type Thinking } from '../session/settings.js';

export type { BotLevel };

export interface SeatPlayer<V = unknown, M = unknown> {
  decide(view: V, legal: readonly M[], seed: string): Promise<M>;
}

/** The simplest honest player: a seeded random legal move. */
export class RandomLegalPlayer<V = unknown, M = unknown> implements SeatPlayer<V, M> {
  async decide(_view: V, legal: readonly M[], seed: string): Promise<M> {
    return new Rng(seedRng(seed)).pick(legal);
  }
}

/** The computer players of src/ai behind the session's interface (the client may run them in a worker). */
export interface Decider {
  decide<M>(
    game: string,
    level: BotLevel,
    view: unknown,
    legal: readonly M[],
    opts: { seed: string; budget?: BotBudget },
  ): Promise<{ move: M; explanation?: unknown }>;
}

/** A computer seat of the game `game`; `thinking` is read at each decision, so a changed setting applies at once. */
export function botPlayer<V, M>(decider: Decider, game: string, level: BotLevel, thinking: () => Thinking = () => 'normal'): SeatPlayer<V, M> {
  return {
    decide: async (view, legal, seed) =>
      (await decider.decide(game, level, view, legal, { seed, budget: { iterations: THINKING_ITERATIONS[thinking()] } })).move,
  };
}
