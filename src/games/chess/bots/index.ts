/**
 * Chess's computer players: three levels behind one interface (docs/bots.md, chess.md §9). Each
 * sees only its view and the legal moves, and is deterministic from the seed and the node budget
 * (`budget.iterations`: nodes searched; no clock).
 */
import { gameBots, type LevelBots } from '../../../ai/game-bots.js';
import type { BotLevel } from '../../../ai/types.js';
import type { ChessView } from '../types.js';
import { EasyBot } from './easy.js';
import { DEFAULT_STRONG_NODES, NORMAL_SETTINGS, STRONG_SETTINGS, SearchingBot } from './searching.js';
import type { ChessBot, ChessDecision } from './types.js';

export type * from './types.js';
export { BOT_LEVELS } from '../../../ai/types.js';
export { DEFAULT_STRONG_NODES, NORMAL_SETTINGS, STRONG_SETTINGS } from './searching.js';

/** A bot of the given level; `strongNodes` changes the strong player's default budget (e.g. for phones). */
export function createBot(level: BotLevel, strongNodes: number = DEFAULT_STRONG_NODES): ChessBot {
  switch (level) {
    case 'easy':
      return new EasyBot();
    case 'normal':
      return new SearchingBot('normal', NORMAL_SETTINGS);
    case 'strong':
      return new SearchingBot('strong', { ...STRONG_SETTINGS, nodes: strongNodes });
    default:
      throw new Error(`Unknown bot level ${JSON.stringify(level)} (known: easy, normal, strong)`);
  }
}

/** The string to submit for a decision: V-CH-4's announcement is a '#' on the move (contract, "Moves"). */
export function submittedMove(d: Pick<ChessDecision, 'move' | 'announce'>): string {
  return d.announce ? `${d.move}#` : d.move;
}

/** Chess's computer players as the bot worker calls them (GameBots, src/ai/game-bots.ts): the seat's view and the legal moves only; one bot per level, made on first use. */
export type ChessBots = LevelBots<ChessView, string, ChessDecision>;
/** The instance the worker (src/games/bots.ts) uses. */
export const chessBots: ChessBots = gameBots<ChessView, string, ChessDecision>(createBot);
