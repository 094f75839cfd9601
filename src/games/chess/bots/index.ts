/**
 * Chess's computer players: three levels behind one interface (docs/bots.md, chess.md §9). Each
 * sees only its view and the legal moves. Easy and normal are deterministic from the seed alone (their
 * search is fixed by the level); the strong player thinks for a time on a clock (strong.ts), or, with
 * only `budget.iterations`, for that many nodes, the same on every machine.
 */
import { gameBots, type LevelBots } from '../../../ai/game-bots.js';
import type { BotLevel, BotOptions } from '../../../ai/types.js';
import type { ChessView } from '../types.js';
import { EasyBot } from './easy.js';
import { NORMAL_SETTINGS, SearchingBot } from './searching.js';
import { NODE_BATCH } from './search.js';
import { StrongBot, type StrongOptions } from './strong.js';
import type { ChessBot, ChessDecision, ChessStats } from './types.js';

export type * from './types.js';
export { BOT_LEVELS } from '../../../ai/types.js';
export { NORMAL_SETTINGS } from './searching.js';
export { NODE_BATCH } from './search.js';
export { DEFAULT_THINKING_MS, StrongBot, steppingClock, type StrongOptions } from './strong.js';

/** A bot of the given level; `strong` sets the strong player's thinking time and clock (tests: a fake clock). */
export function createBot(level: BotLevel, strong: StrongOptions = {}): ChessBot {
  switch (level) {
    case 'easy':
      return new EasyBot();
    case 'normal':
      return new SearchingBot('normal', NORMAL_SETTINGS);
    case 'strong':
      return new StrongBot(strong);
    default:
      throw new Error(`Unknown bot level ${JSON.stringify(level)} (known: easy, normal, strong)`);
  }
}

/** The string to submit for a decision: V-CH-4's announcement is a '#' on the move (contract, "Moves"). */
export function submittedMove(d: Pick<ChessDecision, 'move' | 'announce'>): string {
  return d.announce ? `${d.move}#` : d.move;
}

/** Chess's computer players as the bot worker calls them (GameBots, src/ai/game-bots.ts): the seat's view and the legal moves only; one bot per level, made on first use. */
export type ChessBots = LevelBots<ChessView, string, ChessDecision & { stats: ChessStats }>;

const levels = gameBots<ChessView, string, ChessDecision>(createBot);

/**
 * The instance the worker (src/games/bots.ts) uses. The budget (the app's thinking time) is the strong
 * player's: easy and normal are asked without it. Every decision carries its stats.
 */
export const chessBots: ChessBots = {
  decide(level: string, view: ChessView, legal: readonly string[], opts: BotOptions) {
    const d = levels.decide(level, view, legal, level === 'strong' ? opts : { seed: opts.seed });
    const stats: ChessStats = d.stats ?? { level: d.explanation.level, iterations: 0, candidates: legal.length, perReading: NODE_BATCH, stoppedByTime: false };
    return { ...d, stats };
  },
};
