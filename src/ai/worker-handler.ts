/**
 * The work of the bot worker, as a plain function (shared by the worker and the in-thread client):
 * finds the game's bots by id through the loader it is given, and asks them. Names no game.
 */
import type { BotRequest, BotResponse, BotsLoader, GameBots } from './types.js';

/** Answers BotRequests with the bots `loader` finds for `req.game` (each game's bots loaded once). */
export function createBotHandler(loader: BotsLoader): (req: BotRequest) => Promise<BotResponse> {
  const loaded = new Map<string, Promise<GameBots | null>>();
  const botsOf = (game: string): Promise<GameBots | null> => {
    let p = loaded.get(game);
    if (!p) {
      p = loader(game);
      loaded.set(game, p);
      // A failed load (a chunk that did not arrive) is tried again next time.
      p.catch(() => loaded.delete(game));
    }
    return p;
  };
  return async (req) => {
    try {
      const bots = await botsOf(req.game);
      if (!bots) throw new Error(`No computer players for the game ${JSON.stringify(req.game)}`);
      const opts = req.budget ? { seed: req.seed, budget: req.budget } : { seed: req.seed };
      const decision = bots.decide(req.level, req.view, req.legal, opts);
      return { id: req.id, ok: true, decision };
    } catch (e) {
      return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  };
}
