/** The computer players for the Ombre family: three levels behind one interface (docs/bots.md). */
import { EasyBot } from './easy.js';
import { NormalBot } from './normal.js';
import { DEFAULT_STRONG_ITERATIONS, StrongBot } from './strong.js';
import { gameBots, type LevelBots } from '../../../ai/game-bots.js';
import type { BotLevel } from '../../../ai/types.js';
import type { OmbreBot, OmbreDecision } from './types.js';
import type { OmbreMove, OmbreView } from '../types.js';

export type { BotLevel, BotOptions, BotBudget } from '../../../ai/types.js';
export { BOT_LEVELS } from '../../../ai/types.js';
export type * from './types.js';
export { EasyBot } from './easy.js';
export { NormalBot } from './normal.js';
export { StrongBot, DEFAULT_STRONG_ITERATIONS, FULL_DEAL_COST } from './strong.js';
export type { StrongBotOptions } from './strong.js';

/** A bot of the given level. `strongIterations` changes the strong bot's default budget (e.g. for phones). */
export function createBot(level: BotLevel, strongIterations: number = DEFAULT_STRONG_ITERATIONS): OmbreBot {
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

/** Ombre's computer players as the bot worker calls them (GameBots, src/ai/game-bots.ts): the seat's view and the legal moves only; one bot per level, made on first use. */
export type OmbreBots = LevelBots<OmbreView, OmbreMove, OmbreDecision>;
/** The instance the worker (src/games/bots.ts) uses. */
export const ombreBots: OmbreBots = gameBots<OmbreView, OmbreMove, OmbreDecision>(createBot);
