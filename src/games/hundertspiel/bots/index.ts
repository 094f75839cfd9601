/** The computer players for the Hundertspiel: three levels behind one interface (docs/bots.md). */
import { EasyBot } from './easy.js';
import { NormalBot } from './normal.js';
import { DEFAULT_STRONG_ITERATIONS, StrongBot } from './strong.js';
import type { BotLevel, BotOptions, GameBots } from '../../../ai/types.js';
import type { HundertspielBot, HundertspielDecision } from './types.js';
import type { HundertspielMove, HundertspielView } from '../types.js';

export type { BotLevel, BotOptions, BotBudget } from '../../../ai/types.js';
export { BOT_LEVELS } from '../../../ai/types.js';
export type * from './types.js';
export { EasyBot } from './easy.js';
export { NormalBot } from './normal.js';
export { StrongBot, DEFAULT_STRONG_ITERATIONS, MAX_SAMPLES_PER_CANDIDATE, raceValue } from './strong.js';
export type { StrongBotOptions } from './strong.js';

/** A bot of the given level. `strongIterations` changes the strong bot's default budget (e.g. for phones). */
export function createBot(level: BotLevel, strongIterations: number = DEFAULT_STRONG_ITERATIONS): HundertspielBot {
  switch (level) {
    case 'easy':
      return new EasyBot();
    case 'normal':
      return new NormalBot();
    case 'strong':
      return new StrongBot({ iterations: strongIterations });
    default:
      throw new Error(`Unknown bot level ${JSON.stringify(level)} (known: easy, normal, strong)`);
  }
}

/**
 * The Hundertspiel's computer players as the bot worker calls them (GameBots, src/ai/types.ts): the
 * seat's view and the legal moves only. One bot per level, made on first use.
 */
export class HundertspielBots implements GameBots {
  private readonly cache = new Map<string, HundertspielBot>();

  decide(level: string, view: HundertspielView, legal: readonly HundertspielMove[], opts: BotOptions): HundertspielDecision {
    let bot = this.cache.get(level);
    if (!bot) {
      bot = createBot(level as BotLevel);
      this.cache.set(level, bot);
    }
    return bot.decide(view, legal, opts.budget ? { seed: opts.seed, budget: opts.budget } : { seed: opts.seed });
  }
}

/** The instance the worker (src/games/bots.ts) uses. */
export const hundertspielBots: GameBots = new HundertspielBots();
