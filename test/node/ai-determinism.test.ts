import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createBot, BOT_LEVELS } from '../../src/games/papillon/bots/index.js';
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

describe('ai: determinism', () => {
  const states = somePositions(10, 'determinism');
  for (const level of BOT_LEVELS) {
    it(`${level}: same view, seed and budget give the same move, also after a structured clone (worker)`, () => {
      for (const [i, s] of states.entries()) {
        const v = view(s, s.toMove!);
        const legal = legalMoves(s);
        const opts = { seed: `d${i}`, budget: { iterations: 400 } };
        const a = createBot(level).decide(v, legal, opts);
        const b = createBot(level).decide(structuredClone(v), structuredClone(legal), opts);
        assert.deepEqual(b.move, a.move);
        assert.deepEqual(b.explanation, a.explanation);
        assert.equal(b.stats.iterations, a.stats.iterations);
        assert.deepEqual(createBot(level).decide(v, legal, opts).move, a.move);
      }
    });
  }

  it('strong: the iteration budget bounds the playouts', () => {
    for (const s of states.slice(0, 5)) {
      for (const iterations of [1, 10, 100, 700]) {
        const d = createBot('strong').decide(view(s, s.toMove!), legalMoves(s), { seed: 1, budget: { iterations } });
        const k = d.stats.candidates;
        assert.ok(d.stats.iterations <= Math.max(iterations, k), `${d.stats.iterations} playouts for budget ${iterations}`);
        assert.ok(k === 1 || d.stats.iterations >= Math.min(iterations / 2, k), `${d.stats.iterations} playouts for budget ${iterations}`);
      }
    }
  });

  // The time budget, without the wall clock: the bots read the time through performance.now(), which
  // these tests replace by a fake clock that advances a fixed step at every reading (restored after
  // each test). What the budget does is then the same on every machine and under any load.
  function fakeClock(t: TestContext, stepMs: number): void {
    let time = 5000;
    t.mock.method(performance, 'now', () => {
      const at = time;
      time += stepMs;
      return at;
    });
  }
  const timed = (timeMs: number, iterations = 1e9) => {
    const s = states[1]!;
    const legal = legalMoves(s);
    return { legal, d: createBot('strong').decide(view(s, s.toMove!), legal, { seed: 1, budget: { iterations, timeMs } }) };
  };

  it('strong: a time budget stops the search at the first clock reading past the deadline, with a legal move (fake clock)', (t) => {
    fakeClock(t, 1);
    const { legal, d } = timed(20);
    assert.ok(legal.includes(d.move));
    assert.equal(d.stats.stoppedByTime, true);
    assert.ok(d.stats.iterations > 0 && d.stats.iterations < 1e9, `${d.stats.iterations} playouts`);
    // One reading per sample: the check that reads 21 stops it, and one more reading (22) for the stats.
    assert.ok(d.stats.elapsedMs > 20 && d.stats.elapsedMs <= 22, `stopped at ${d.stats.elapsedMs} fake ms for a 20 ms budget`);
  });

  it('strong: a longer time budget buys more playouts, and the same clock gives the same decision (fake clock)', (t) => {
    fakeClock(t, 1);
    const short = timed(5).d;
    const long = timed(40).d;
    const again = timed(40).d;
    assert.ok(short.stats.iterations < long.stats.iterations, `${short.stats.iterations} vs ${long.stats.iterations} playouts`);
    assert.deepEqual(again.move, long.move);
    assert.equal(again.stats.iterations, long.stats.iterations);
    assert.equal(again.stats.elapsedMs, long.stats.elapsedMs);
  });

  it('strong: a deadline never reached changes nothing: the same move and playouts as the iteration budget alone (frozen clock)', (t) => {
    fakeClock(t, 0);
    const { d } = timed(20, 400);
    const s = states[1]!;
    const plain = createBot('strong').decide(view(s, s.toMove!), legalMoves(s), { seed: 1, budget: { iterations: 400 } });
    assert.equal(d.stats.stoppedByTime, false);
    assert.deepEqual(d.move, plain.move);
    assert.equal(d.stats.iterations, plain.stats.iterations);
    assert.equal(d.stats.elapsedMs, 0);
  });

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
