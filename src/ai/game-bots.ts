/**
 * A game's computer players as the bot worker calls them (`GameBots`, types.ts), written once for
 * every game: one bot per level, made on first use by the game's own `createBot(level)`, asked with
 * the seat's view, the legal moves and the seed and budget only. It names no game.
 */
import type { BotLevel, BotOptions, GameBots } from './types.js';

/** What `gameBots` needs of one level's bot: a decision from the seat's view and the legal moves. */
export interface LevelBot<V, M, D> {
  decide(view: V, legal: readonly M[], opts: BotOptions): D;
}

/** `GameBots` typed by the game's view, move and decision (a game's bots test checks the view type on it). */
export interface LevelBots<V, M, D> extends GameBots {
  decide(level: string, view: V, legal: readonly M[], opts: BotOptions): D & { move: unknown };
}

/** The game's bots behind `GameBots`: `createBot(level)` once per level (it throws on an unknown level). */
export function gameBots<V, M, D extends { move: unknown }>(createBot: (level: BotLevel) => LevelBot<V, M, D>): LevelBots<V, M, D> {
  const cache = new Map<string, LevelBot<V, M, D>>();
  return {
    decide(level, view, legal, opts) {
      let bot = cache.get(level);
      if (!bot) {
        bot = createBot(level as BotLevel);
        cache.set(level, bot);
      }
      return bot.decide(view, legal, opts.budget ? { seed: opts.seed, budget: opts.budget } : { seed: opts.seed });
    },
  };
}
