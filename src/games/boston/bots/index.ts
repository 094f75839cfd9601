/** The computer players for Boston, Tri-Boston and Boston-Whist: three levels behind one interface (docs/bots.md; boston.md §11, B-BO-1…13). */
import { gameBots, type LevelBots } from '../../../ai/game-bots.js';
import type { BotLevel } from '../../../ai/types.js';
import type { BostonMove, BostonSeatView } from '../types.js';
import { EasyBot } from './easy.js';
import { NormalBot } from './normal.js';
import { DEFAULT_STRONG_ITERATIONS, StrongBot } from './strong.js';
import type { BostonBot, BostonDecision } from './types.js';

export type * from './types.js';
export { EasyBot, EASY_CARELESS } from './easy.js';
export { NormalBot } from './normal.js';
export { StrongBot, DEFAULT_STRONG_ITERATIONS, NORMAL_BONUS } from './strong.js';
export { trickEstimate, cardDanger, misereDanger, worstCard, judge, plays, playableBids } from './evaluate.js';
export { normalChoice } from './policy.js';
export { seenFromView } from './seen.js';

/** A bot of the given level. */
export function createBot(level: BotLevel, strongIterations: number = DEFAULT_STRONG_ITERATIONS): BostonBot {
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

/** Boston's computer players as the bot worker calls them (GameBots, src/ai/game-bots.ts): the seat's view and the legal moves only; one bot per level, made on first use. */
export type BostonBots = LevelBots<BostonSeatView, BostonMove, BostonDecision>;
/** The instance the worker (src/games/bots.ts) uses. */
export const bostonBots: BostonBots = gameBots<BostonSeatView, BostonMove, BostonDecision>(createBot);
