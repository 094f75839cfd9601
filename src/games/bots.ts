/**
 * The computer players of each game, by registry id: the table the bot worker (src/ai/bot-worker.ts)
 * and the in-thread client load bots through. Each game's bots are their own chunk, loaded on first
 * use. A games-side file (it names games), like the registry: a new game with bots adds one line.
 */
import type { GameBots } from '../play/module.js';

const BOTS: Readonly<Record<string, () => Promise<GameBots>>> = {
  papillon: async () => (await import('./papillon/bots/index.js')).papillonBots,
};

/** The bots of `game`, or null when it has none (a patience) or is unknown. */
export function loadBots(game: string): Promise<GameBots | null> {
  const load = Object.hasOwn(BOTS, game) ? BOTS[game] : undefined;
  return load ? load() : Promise.resolve(null);
}
