import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createBot } from '../../src/games/papillon/bots/index.js';
import { LocalBotClient, createBotClient } from '../../src/ai/bot-client.js';
import { createBotHandler } from '../../src/ai/worker-handler.js';
import { loadBots } from '../../src/games/registry.js';
import { applyMove, legalMoves, newSession, nextDeal, view } from '../../src/games/papillon/index.js';
import type { PapillonState } from '../../src/games/papillon/types.js';

function somePositions(count: number, seed: string): PapillonState[] {
  const out: PapillonState[] = [];
  const bot = createBot('normal');
  let s = newSession({ players: 3, tours: 1 }, seed);
  let k = 0;
  while (out.length < count) {
    if (s.phase === 'sessionOver') s = newSession({ players: 3, tours: 1 }, `${seed}${k}`);
    else if (s.phase === 'dealOver') s = nextDeal(s);
    else {
      const legal = legalMoves(s);
      if (legal.length > 2 && k % 2 === 0) out.push(s);
      const r = applyMove(s, bot.decide(view(s, s.toMove!), legal, { seed: k++ }).move);
      assert.ok(r.ok);
      s = r.state;
    }
  }
  return out;
}

/** Papillon's decisions through the bot worker's handler and the in-thread client (the decisions themselves: the shared bot suite, games.test.ts). */
describe('ai: determinism through the worker and the clients', () => {
  const states = somePositions(4, 'determinism');
  it('the worker handler answers with the same decision as the bot, and reports errors', async () => {
    const handleBotRequest = createBotHandler(loadBots);
    const s = states[2]!;
    const v = view(s, s.toMove!);
    const legal = legalMoves(s);
    const r = await handleBotRequest({ id: 7, game: 'papillon', level: 'strong', view: v, legal, seed: 3, budget: { iterations: 200 } });
    assert.equal(r.id, 7);
    assert.ok(r.ok);
    if (r.ok) assert.deepEqual(r.decision.move, createBot('strong').decide(v, legal, { seed: 3, budget: { iterations: 200 } }).move);
    const bad = await handleBotRequest({ id: 8, game: 'papillon', level: 'strong', view: v, legal: [], seed: 3 });
    assert.equal(bad.ok, false);
    const unknown = await handleBotRequest({ id: 9, game: 'papillon', level: 'nonsense' as 'easy', view: v, legal, seed: 3 });
    assert.equal(unknown.ok, false);
  });

  it('LocalBotClient resolves to the bot decision, with a move that is one of the legal objects', async () => {
    const client = new LocalBotClient(loadBots);
    const s = states[3]!;
    const v = view(s, s.toMove!);
    const legal = legalMoves(s);
    const d = await client.decide('papillon', 'normal', v, legal, { seed: 5 });
    assert.ok(legal.includes(d.move));
    assert.deepEqual(d.move, createBot('normal').decide(v, legal, { seed: 5 }).move);
    const pending = client.decide('papillon', 'strong', v, legal, { seed: 5, budget: { iterations: 50 } });
    client.cancelAll();
    await assert.rejects(pending, { name: 'AbortError' });
    await assert.rejects(client.decide('papillon', 'easy', v, [], { seed: 1 }));
    client.dispose();
  });

  it('createBotClient falls back to the in-thread client where Worker does not exist (Node)', () => {
    const c = createBotClient(loadBots);
    assert.ok(typeof Worker === 'undefined' ? c instanceof LocalBotClient : true);
    c.dispose();
  });
});
