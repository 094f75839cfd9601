/**
 * One worker thread of the table server's computer players (server/bot-threads.ts): the same work as
 * the app's bot worker (src/ai/worker-handler.ts, the catalogue's bots by game id), so a table's
 * computer thinks off the server's event loop. It gets a seat's view and legal moves only.
 */
import { parentPort } from 'node:worker_threads';
import { loadBots } from '../src/games/bots.js';
import type { BotRequest } from '../src/ai/types.js';
import { createBotHandler } from '../src/ai/worker-handler.js';

const handle = createBotHandler(loadBots);
const port = parentPort!;
port.on('message', (req: BotRequest) => void handle(req).then((r) => port.postMessage(r)));
