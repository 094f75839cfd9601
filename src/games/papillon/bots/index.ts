/** The computer players for Papillon: three levels behind one interface (docs/bots.md). */
import { EasyBot } from './easy.js';
import { NormalBot } from './normal.js';
import { DEFAULT_STRONG_ITERATIONS, StrongBot, type StrongBotOptions } from './strong.js';
import type { BotLevel, PapillonBot } from '../../../ai/types.js';

export type * from '../../../ai/types.js';
export { BOT_LEVELS } from '../../../ai/types.js';
export { EasyBot } from './easy.js';
export { NormalBot } from './normal.js';
export { StrongBot, DEFAULT_STRONG_ITERATIONS, DEFAULT_MODEL_PLIES } from './strong.js';
export type { StrongBotOptions } from './strong.js';

/** A bot of the given level. `strongIterations` changes the strong bot's default budget (e.g. for phones). */
export function createBot(level: BotLevel, strongIterations: number = DEFAULT_STRONG_ITERATIONS, strongOptions: StrongBotOptions = {}): PapillonBot {
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
