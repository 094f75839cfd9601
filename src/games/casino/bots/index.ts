/** The computer players for Casino: three levels behind one interface (docs/bots.md). */
import { EasyBot } from './easy.js';
import { NormalBot } from './normal.js';
import { DEFAULT_STRONG_ITERATIONS, StrongBot, type StrongBotOptions } from './strong.js';
import type { BotLevel, BotOptions, GameBots } from '../../../ai/types.js';
import type { CasinoBot, CasinoDecision } from './types.js';
import type { CasinoMove, CasinoView } from '../types.js';

export type { BotLevel, BotOptions, BotBudget } from '../../../ai/types.js';
export { BOT_LEVELS } from '../../../ai/types.js';
export type * from './types.js';
export { EasyBot } from './easy.js';
export { NormalBot } from './normal.js';
export { StrongBot, DEFAULT_STRONG_ITERATIONS, DEFAULT_MODEL_PLIES, MAX_CANDIDATES } from './strong.js';
export type { StrongBotOptions } from './strong.js';

/** A bot of the given level. `strongIterations` changes the strong bot's default budget (e.g. for phones). */
export function createBot(level: BotLevel, strongIterations: number = DEFAULT_STRONG_ITERATIONS, strongOptions: StrongBotOptions = {}): CasinoBot {
  switch (level) {
    case 'easy':
      return new EasyBot();
    case 'normal':
      return new NormalBot();
    case 'strong':
      return new StrongBot({ ...strongOptions, iterations: strongIterations });
    default:
      throw new Error(`Unknown bot level ${JSON.stringify(level)} (known: easy, normal, strong)`);
  }
}

/**
 * Casino's computer players as the bot worker calls them (GameBots, src/ai/types.ts): the seat's
 * view and the legal moves only. One bot per level, made on first use.
 */
export class CasinoBots implements GameBots {
  private readonly cache = new Map<string, CasinoBot>();

  decide(level: string, view: CasinoView, legal: readonly CasinoMove[], opts: BotOptions): CasinoDecision {
    let bot = this.cache.get(level);
    if (!bot) {
      bot = createBot(level as BotLevel);
      this.cache.set(level, bot);
    }
    return bot.decide(view, legal, opts.budget ? { seed: opts.seed, budget: opts.budget } : { seed: opts.seed });
  }
}

/** The instance the worker (src/games/bots.ts) uses. */
export const casinoBots: GameBots = new CasinoBots();
