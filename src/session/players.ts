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
    opts: { seed: string },
  ): Promise<{ move: PapillonMove; explanation?: unknown }>;
}

export function botPlayer(decider: Decider, level: BotLevel): SeatPlayer {
  return { decide: async (view, legal, seed) => (await decider.decide(level, view, legal, { seed })).move };
}
