/**
 * Chess's computer players: three levels behind one interface (docs/bots.md, chess.md §9). Each
 * sees only its view and the legal moves, and is deterministic from the seed and the node budget
 * (`budget.iterations`: nodes searched; no clock).
 */
import type { BotLevel, BotOptions, GameBots } from '../../../ai/types.js';
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

/** Chess's computer players as the bot worker calls them (GameBots, src/ai/types.ts). */
export class ChessBots implements GameBots {
  private readonly cache = new Map<string, ChessBot>();

  decide(level: string, view: ChessView, legal: readonly string[], opts: BotOptions): ChessDecision {
    let bot = this.cache.get(level);
    if (!bot) {
      bot = createBot(level as BotLevel);
      this.cache.set(level, bot);
    }
    return bot.decide(view, legal, opts);
  }
}

export const chessBots: GameBots = new ChessBots();
