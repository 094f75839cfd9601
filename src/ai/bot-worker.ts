/**
 * Module Web Worker running the computer players off the main thread, so announcements, keys and
 * speech never wait for a search. Receives a BotRequest {id, level, view, legal, seed, budget}
 * and posts back a BotResponse {id, ok, decision | error}.
 */
import type { BotRequest, BotResponse } from './types.js';
import { handleBotRequest } from './worker-handler.js';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotResponse): void;
};

scope.onmessage = (e: MessageEvent<BotRequest>) => {
  scope.postMessage(handleBotRequest(e.data));
};
