/**
 * Who plays a seat that is not the human's. Every computer player gets the seat's view and the
 * legal moves only (never the state), behind one asynchronous interface, so that the strong
 * players can think in a Web Worker while announcements, keys and speech go on.
 */
import { Rng, seedRng } from '../engine/rng.js';
import type { PapillonMove, PapillonView } from '../games/papillon/index.js';

export type BotLevel = 'easy' | 'normal' | 'strong';

export interface SeatPlayer {
  decide(view: PapillonView, legal: readonly PapillonMove[], seed: string): Promise<PapillonMove>;
}

/** The simplest honest player: a seeded random legal move. */
export class RandomLegalPlayer implements SeatPlayer {
  async decide(_view: PapillonView, legal: readonly PapillonMove[], seed: string): Promise<PapillonMove> {
    return new Rng(seedRng(seed)).pick(legal);
  }
}

/** The computer players of src/ai behind the session's interface (the client may run them in a worker). */
export interface Decider {
  decide(
    level: BotLevel,
    view: PapillonView,
    legal: readonly PapillonMove[],
    opts: { seed: string; budget?: { iterations: number } },
  ): Promise<{ move: PapillonMove; explanation?: unknown }>;
}

/** How long the strong player thinks (playouts per decision): phones are slower, so it is a setting. */
export type Thinking = 'quick' | 'normal' | 'thorough';
export const THINKING_ITERATIONS: Readonly<Record<Thinking, number>> = { quick: 400, normal: 1500, thorough: 3500 };

/** A computer seat; `thinking` is read at each decision, so a changed setting applies at once. */
export function botPlayer(decider: Decider, level: BotLevel, thinking: () => Thinking = () => 'normal'): SeatPlayer {
  return {
    decide: async (view, legal, seed) =>
      (await decider.decide(level, view, legal, { seed, budget: { iterations: THINKING_ITERATIONS[thinking()] } })).move,
  };
}
