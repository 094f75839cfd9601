/**
 * Module Web Worker running the computer players off the main thread, so announcements, keys and
 * speech never wait for a search. Receives a BotRequest {id, game, level, view, legal, seed, budget}
 * and posts back a BotResponse {id, ok, decision | error}. The game's bots come from the games' table
 * (src/games/bots.ts), each game's in its own chunk, loaded on its first request.
 */
import { loadBots } from '../games/bots.js';
import type { BotRequest, BotResponse } from './types.js';
import { createBotHandler } from './worker-handler.js';

const handle = createBotHandler(loadBots);

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotResponse): void;
};

scope.onmessage = (e: MessageEvent<BotRequest>) => {
  void handle(e.data).then((r) => scope.postMessage(r));
};
