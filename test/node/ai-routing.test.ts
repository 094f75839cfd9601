import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BotClient, LocalBotClient } from '../../src/ai/bot-client.js';
import { createBotHandler } from '../../src/ai/worker-handler.js';
import type { BotRequest, BotResponse, BotsLoader, GameBots } from '../../src/ai/types.js';
import { loadBots } from '../../src/games/registry.js';
import { legalMoves, newSession, view } from '../../src/games/papillon/index.js';

/** Two stand-in games: "first" always takes the first legal move, "last" the last one. */
function fakeGames(): { loader: BotsLoader; loads: string[]; asked: { game: string; level: string; view: unknown }[] } {
  const loads: string[] = [];
  const asked: { game: string; level: string; view: unknown }[] = [];
  const make = (game: string, pick: (legal: readonly unknown[]) => unknown): GameBots => ({
    decide: (level, v, legal) => {
      asked.push({ game, level, view: v });
      if (legal.length === 0) throw new Error(`${game}: no legal moves`);
      return { move: pick(legal), explanation: { by: game } };
    },
  });
  const games: Record<string, GameBots> = { first: make('first', (l) => l[0]), last: make('last', (l) => l[l.length - 1]) };
  const loader: BotsLoader = async (game) => {
    loads.push(game);
    return games[game] ?? null;
  };
  return { loader, loads, asked };
}

/** A stand-in module worker running the real handler with the games' table, like bot-worker.ts. */
class FakeWorker {
  onmessage: ((e: MessageEvent<BotResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  private readonly handle = createBotHandler(loadBots);
  postMessage(msg: BotRequest): void {
    void this.handle(structuredClone(msg)).then((r) => this.onmessage?.({ data: structuredClone(r) } as MessageEvent<BotResponse>));
  }
  terminate(): void {}
}

describe('ai: the generic client finds a game\'s bots by its id', () => {
  const legal = [{ m: 1 }, { m: 2 }, { m: 3 }];

  it('routes each decision to the bots of its game, loads each game once, and returns the caller\'s move objects', async () => {
    const { loader, loads, asked } = fakeGames();
    const client = new LocalBotClient(loader);
    const a = await client.decide('first', 'easy', { seat: 0 }, legal, { seed: 1 });
    const b = await client.decide('last', 'strong', { seat: 1 }, legal, { seed: 1 });
    const c = await client.decide('first', 'normal', { seat: 2 }, legal, { seed: 2 });
    assert.equal(a.move, legal[0]);
    assert.equal(b.move, legal[2]);
    assert.equal(c.move, legal[0]);
    assert.deepEqual(b.explanation, { by: 'last' });
    assert.deepEqual(asked, [
      { game: 'first', level: 'easy', view: { seat: 0 } },
      { game: 'last', level: 'strong', view: { seat: 1 } },
      { game: 'first', level: 'normal', view: { seat: 2 } },
    ]);
    assert.deepEqual(loads, ['first', 'last']);
    client.dispose();
  });

  it('an unknown game, or one without computer players, is a clear error and the client keeps working', async () => {
    const { loader } = fakeGames();
    const client = new LocalBotClient(loader);
    await assert.rejects(client.decide('nope', 'easy', {}, legal, { seed: 1 }), { name: 'Error', message: 'No computer players for the game "nope"' });
    assert.equal((await client.decide('first', 'easy', {}, legal, { seed: 1 })).move, legal[0]);
    client.dispose();
  });

  it('a bots chunk that fails to load rejects that decision, and is loaded again on the next one', async () => {
    let attempts = 0;
    const { loader } = fakeGames();
    const flaky: BotsLoader = async (game) => {
      if (++attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return loader(game);
    };
    const client = new LocalBotClient(flaky);
    await assert.rejects(client.decide('last', 'easy', {}, legal, { seed: 1 }), /Failed to fetch/);
    assert.equal((await client.decide('last', 'easy', {}, legal, { seed: 1 })).move, legal[2]);
    assert.equal(attempts, 2);
  });

  it('the worker protocol carries the game id: Papillon answers, a patience or an unknown id is an error answer', async () => {
    const client = new BotClient(() => new FakeWorker() as unknown as Worker);
    const s = newSession({ players: 3, tours: 1 }, 'routing');
    const moves = legalMoves(s);
    const d = await client.decide('papillon', 'normal', view(s, s.toMove!), moves, { seed: 3 });
    assert.ok(moves.includes(d.move));
    await assert.rejects(client.decide('reihe', 'normal', {}, moves, { seed: 3 }), /No computer players for the game "reihe"/);
    await assert.rejects(client.decide('zzz', 'normal', {}, moves, { seed: 3 }), /No computer players for the game "zzz"/);
    client.dispose();
  });

  it('the games\' table knows Papillon\'s bots and nothing else (no inherited names)', async () => {
    assert.equal(typeof (await loadBots('papillon'))?.decide, 'function');
    for (const id of ['reihe', 'unknown', '__proto__', 'constructor', 'toString']) assert.equal(await loadBots(id), null, id);
  });
});

describe('ai: layers (the generic bot code names no game)', () => {
  const root = process.cwd();
  const games = readdirSync(join(root, 'src/games'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  const files = readdirSync(join(root, 'src/ai')).filter((f) => f.endsWith('.ts'));
  const specifiers = (src: string) => [...src.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

  it('finds the game folders and the generic files', () => {
    assert.ok(games.includes('papillon') && games.length >= 2, games.join());
    assert.ok(['bot-client.ts', 'bot-worker.ts', 'types.ts', 'worker-handler.ts'].every((f) => files.includes(f)), files.join());
  });

  for (const f of files) {
    it(`src/ai/${f} imports no game folder and names no game`, () => {
      const src = readFileSync(join(root, 'src/ai', f), 'utf8');
      for (const spec of specifiers(src)) {
        assert.ok(!/(^|\/)games\/[^/]+\//.test(spec), `${f} imports ${spec}`);
        // Only the worker's entry reads the games' table of bots (src/games/bots.ts or the registry).
        if (/(^|\/)games\//.test(spec)) assert.ok(f === 'bot-worker.ts' && ['../games/bots.js', '../games/registry.js'].includes(spec), `${f} imports ${spec}`);
      }
      for (const g of games) assert.ok(!new RegExp(`\\b${g}\\b`, 'i').test(src), `${f} names the game ${g}`);
    });
  }

  it('the worker handler imports nothing but the generic types', () => {
    const src = readFileSync(join(root, 'src/ai/worker-handler.ts'), 'utf8');
    assert.deepEqual(specifiers(src), ['./types.js']);
  });
});
