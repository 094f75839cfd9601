import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BotClient } from '../../src/ai/bot-client.js';
import { createBot, type BotRequest, type BotResponse, type MoveExplanation } from '../../src/games/papillon/bots/index.js';
import { createBotHandler } from '../../src/ai/worker-handler.js';
import { loadBots } from '../../src/games/registry.js';

const handleBotRequest = createBotHandler(loadBots);
import { legalMoves, newSession, view } from '../../src/games/papillon/index.js';

/** A stand-in for a module Web Worker: structured clones both ways, answers after a task, like bot-worker.ts. */
class FakeWorker {
  onmessage: ((e: MessageEvent<BotResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  received: BotRequest[] = [];
  postMessage(msg: BotRequest): void {
    const req = structuredClone(msg);
    this.received.push(req);
    setTimeout(() => {
      if (this.terminated) return;
      void handleBotRequest(req).then((r) => {
        if (!this.terminated) this.onmessage?.({ data: structuredClone(r) } as MessageEvent<BotResponse>);
      });
    }, 1);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('ai: BotClient protocol (with a stand-in worker)', () => {
  const s = newSession({ players: 3, tours: 1 }, 'client');
  const seat = s.toMove!;
  const v = view(s, seat);
  const legal = legalMoves(s);

  it('sends {id, game, level, view, legal, seed, budget} and resolves with the legal move object', async () => {
    const workers: FakeWorker[] = [];
    const client = new BotClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    const [a, b] = await Promise.all([
      client.decide<(typeof legal)[number], MoveExplanation>('papillon', 'strong', v, legal, { seed: 4, budget: { iterations: 200 } }),
      client.decide('papillon', 'normal', v, legal, { seed: 4 }),
    ]);
    assert.equal(workers.length, 1);
    const req = workers[0]!.received[0]!;
    assert.deepEqual(Object.keys(req).sort(), ['budget', 'game', 'id', 'legal', 'level', 'seed', 'view']);
    assert.equal(req.game, 'papillon');
    assert.deepEqual(req.view, v);
    assert.ok(legal.includes(a.move) && legal.includes(b.move));
    assert.deepEqual(a.move, createBot('strong').decide(v, legal, { seed: 4, budget: { iterations: 200 } }).move);
    assert.equal(a.explanation?.source, 'search');
    client.dispose();
  });

  it('rejects on a worker error answer, and cancelAll rejects pending decisions and restarts the worker', async () => {
    const workers: FakeWorker[] = [];
    const client = new BotClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    await assert.rejects(client.decide('papillon', 'strong', v, [], { seed: 1 }), /no legal moves/);
    const pending = client.decide('papillon', 'strong', v, legal, { seed: 1, budget: { iterations: 100 } });
    client.cancelAll();
    await assert.rejects(pending, { name: 'AbortError' });
    assert.equal(workers[0]!.terminated, true);
    const d = await client.decide('papillon', 'easy', v, legal, { seed: 1 });
    assert.ok(legal.includes(d.move));
    assert.equal(workers.length, 2);
    client.dispose();
  });
});
