/** The computer players for Tarok en trois, en deux and Taroklomber: three levels behind one interface (docs/bots.md; tarok.md §7, B-T-1…17). */
import type { BotLevel, BotOptions, GameBots } from '../../../ai/types.js';
import type { TarokMove, TarokView } from '../types.js';
import { EasyBot } from './easy.js';
import { NormalBot } from './normal.js';
import { DEFAULT_STRONG_ITERATIONS, StrongBot } from './strong.js';
import type { TarokBot, TarokDecision } from './types.js';

export type * from './types.js';
export { EasyBot, EASY_CARELESS } from './easy.js';
export { NormalBot } from './normal.js';
export { StrongBot, DEFAULT_STRONG_ITERATIONS, DEAL_PLAYOUT_COST, NORMAL_BONUS } from './strong.js';
export { handValue } from './evaluate.js';
export { normalChoice } from './policy.js';
export { seenFromView } from './seen.js';

/** A bot of the given level. */
export function createBot(level: BotLevel, strongIterations: number = DEFAULT_STRONG_ITERATIONS): TarokBot {
  switch (level) {
    case 'easy':
      return new EasyBot();
    case 'normal':
      return new NormalBot();
    case 'strong':
      return new StrongBot(strongIterations);
    default:
      throw new Error(`Unknown bot level ${JSON.stringify(level)} (known: easy, normal, strong)`);
  }
}

/** Tarok's computer players as the bot worker calls them (GameBots): the seat's view and the legal moves only. */
export class TarokBots implements GameBots {
  private readonly cache = new Map<string, TarokBot>();

  decide(level: string, view: TarokView, legal: readonly TarokMove[], opts: BotOptions): TarokDecision {
    let bot = this.cache.get(level);
    if (!bot) {
      bot = createBot(level as BotLevel);
      this.cache.set(level, bot);
    }
    return bot.decide(view, legal, opts.budget ? { seed: opts.seed, budget: opts.budget } : { seed: opts.seed });
  }
}

export const tarokBots: GameBots = new TarokBots();
