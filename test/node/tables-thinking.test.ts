/**
 * The table server's strong computer players think for a thinking time (issue 25, docs/multiplayer.md):
 * the server's `thinkingMs` (default 500 ms, the app's "normal") through the app's own path
 * (src/ai/budget.ts): chess searches for the time (no longer a 400-node budget), a card game its default
 * units stopped at 0.4 of the time. `strongIterations` (the tests' setting) sends units alone.
 * What each computer is asked is recorded by a wrapper of the game's own bots (the easy player
 * answers, so the test is quick); the moves are still the engine's legal ones.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THINKING_MS, startTableServer, type TableServer } from '../../server/server.js';
import type { TableGame } from '../../server/table.js';
import { AutoPlayer, TABLE_GAMES, openTable, startGame, tempDir } from './support/tables.js';

const P = { kind: 'person' } as const;
const strong = { kind: 'computer', level: 'strong' } as const;

/** The catalogue's games, each one's bots wrapped: every strong decision's budget is kept in `asked`. */
function recording(asked: { game: string; budget: unknown }[]): Record<string, TableGame> {
  return Object.fromEntries(
    Object.entries(TABLE_GAMES).map(([id, g]) => [
      id,
      {
        ...g,
        bots: async () => {
          const bots = await g.bots();
          return {
            decide: (level, view, legal, opts) => {
              if (level === 'strong') asked.push({ game: id, budget: opts.budget });
              return bots.decide('easy', view, legal, { seed: opts.seed });
            },
          };
        },
      } satisfies TableGame,
    ]),
  );
}

describe('tables: the strong computer player thinks for the server\'s thinking time (issue 25)', () => {
  const servers: TableServer[] = [];
  const dirs: { remove: () => void }[] = [];
  after(async () => {
    for (const s of servers) await s.close();
    for (const d of dirs) d.remove();
  });

  async function firstAsked(extra: { thinkingMs?: number; strongIterations?: number }, game: string, seats: ({ kind: 'person' } | typeof strong)[], options: Record<string, unknown>) {
    const asked: { game: string; budget: unknown }[] = [];
    const tmp = await tempDir('thinking');
    dirs.push(tmp);
    const server = await startTableServer({
      dir: tmp.dir,
      port: 0,
      limits: { connectionsPerMinute: 10_000, createsPerHour: 10_000, failedJoinsPerMinute: 10_000, messagesPerSecond: 1000, phraseGapMs: 3000 },
      games: recording(asked),
      ...extra,
    });
    servers.push(server);
    const { clients } = await openTable(server, seats, options, 'instant', game);
    await startGame(clients);
    // the person plays its legal moves until a strong computer has been asked
    const me = new AutoPlayer(clients[0]!, 'me');
    // (the step after the computer's move arrives after it was asked)
    await clients[0]!.next(() => asked.length > 0, 30_000);
    me.paused = true;
    for (const c of clients) c.close();
    return asked[0]!;
  }

  it(`chess: the default ${DEFAULT_THINKING_MS} ms as a time (the app's normal), not 400 nodes`, async () => {
    assert.equal(DEFAULT_THINKING_MS, 500);
    const a = await firstAsked({}, 'chess', [P, strong], {});
    assert.deepEqual(a, { game: 'chess', budget: { timeMs: 500 } });
  });

  it('Tarok (a card game): its default units, stopped by the clock at 0.4 of the thinking time (200 ms)', async () => {
    const a = await firstAsked({}, 'tarok', [P, strong, strong], {});
    assert.deepEqual(a, { game: 'tarok', budget: { timeMs: 200 } });
  });

  it('a thinking time set on the server (TABLES_THINKING_MS) reaches chess and Whist by the same path', async () => {
    assert.deepEqual(await firstAsked({ thinkingMs: 1000 }, 'chess', [P, strong], {}), { game: 'chess', budget: { timeMs: 1000 } });
    assert.deepEqual(await firstAsked({ thinkingMs: 1000 }, 'whist', [P, strong, strong, strong], {}), { game: 'whist', budget: { timeMs: 400 } });
  });

  it('strongIterations (tests): units alone, no clock', async () => {
    assert.deepEqual(await firstAsked({ strongIterations: 60 }, 'chess', [P, strong], {}), { game: 'chess', budget: { iterations: 60 } });
  });
});
