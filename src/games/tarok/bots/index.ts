/** The computer players for Tarok en trois, en deux and Taroklomber: three levels behind one interface (docs/bots.md; tarok.md §7, B-T-1…17). */
import { gameBots, type LevelBots } from '../../../ai/game-bots.js';
import type { BotLevel } from '../../../ai/types.js';
import type { TarokMove, TarokView } from '../types.js';
import { EasyBot } from './easy.js';
import { NormalBot } from './normal.js';
import { DEFAULT_STRONG_ITERATIONS, StrongBot, type StrongOptions } from './strong.js';
import type { TarokBot, TarokDecision } from './types.js';

export type * from './types.js';
export { EasyBot, EASY_CARELESS } from './easy.js';
export { NormalBot } from './normal.js';
export { StrongBot, DEFAULT_STRONG_ITERATIONS, DEFAULT_THINKING_MS, DEAL_PLAYOUT_COST, NORMAL_BONUS } from './strong.js';
export type { StrongOptions } from './strong.js';
export { handValue } from './evaluate.js';
export { normalChoice } from './policy.js';
export { seenFromView } from './seen.js';

/** A bot of the given level; the strong one with its default units and its thinking time and clock (strong.ts). */
export function createBot(level: BotLevel, strongIterations: number = DEFAULT_STRONG_ITERATIONS, strong: StrongOptions = {}): TarokBot {
  switch (level) {
    case 'easy':
      return new EasyBot();
    case 'normal':
      return new NormalBot();
    case 'strong':
      return new StrongBot(strongIterations, strong);
    default:
      throw new Error(`Unknown bot level ${JSON.stringify(level)} (known: easy, normal, strong)`);
  }
}

/** Tarok's computer players as the bot worker calls them (GameBots, src/ai/game-bots.ts): the seat's view and the legal moves only; one bot per level, made on first use. */
export type TarokBots = LevelBots<TarokView, TarokMove, TarokDecision>;
/** The instance the worker (src/games/bots.ts) uses. */
export const tarokBots: TarokBots = gameBots<TarokView, TarokMove, TarokDecision>(createBot);
