/** The work of the bot worker, as a plain function (shared by the worker and the in-thread client). */
import { createBot } from '../games/papillon/bots/index.js';
import type { BotLevel, BotRequest, BotResponse, PapillonBot } from './types.js';

const cache = new Map<BotLevel, PapillonBot>();

export function handleBotRequest(req: BotRequest): BotResponse {
  try {
    let bot = cache.get(req.level);
    if (!bot) {
      bot = createBot(req.level);
      cache.set(req.level, bot);
    }
    const opts = req.budget ? { seed: req.seed, budget: req.budget } : { seed: req.seed };
    const decision = bot.decide(req.view, req.legal, opts);
    return { id: req.id, ok: true, decision };
  } catch (e) {
    return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
