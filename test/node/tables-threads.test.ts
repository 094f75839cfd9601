/**
 * The table server's computer players think on worker threads (issue 22, server/bot-threads.ts): while
 * one table's strong computer searches, the process answers every other frame; the moves are the
 * ones the catalogue's bots choose in the event loop's thread for the same view, legal moves, seed
 * and units (T-rules: a bot sees its seat's view only; docs/multiplayer.md).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJSON } from '../../src/net/protocol.js';
import { BOTS } from '../../src/games/bots.js';
import type { LogRecord } from '../../server/store.js';
import type { TableServer } from '../../server/server.js';
import { AutoPlayer, TABLE_GAMES, TestClient, openTable, readLog, replayStates, startGame, startServer, tempDir, type Welcome } from './support/tables.js';

const P = { kind: 'person' } as const;
const strong = { kind: 'computer', level: 'strong' } as const;
/** Whist's strong player at this many units searches for tens of seconds in one thread: far longer than the frames below. */
const LONG_THINK = 400_000;

describe('tables: computer players think off the event loop (issue 22)', () => {
  const servers: TableServer[] = [];
  const dirs: { remove: () => void }[] = [];
  after(async () => {
    for (const s of servers) await s.close();
    for (const d of dirs) d.remove();
  });

  it("another table's frames are answered while a strong computer thinks; closing drops the decision", async () => {
    const tmp = await tempDir('threads');
    dirs.push(tmp);
    const events: { code: string; seat: number; seq: number; done: boolean }[] = [];
    let started: (() => void) | null = null;
    const thinkingStarted = new Promise<void>((resolve) => (started = resolve));
    const server = await startServer(tmp.dir, {
      strongIterations: LONG_THINK,
      thinking: (e) => {
        events.push(e);
        if (!e.done) started?.();
      },
    });
    servers.push(server);
    const a = await openTable(server, [P, strong, strong, strong], { rubbers: 1 }, 'instant', 'whist');
    new AutoPlayer(a.clients[0]!, 'threads');
    await startGame(a.clients);
    await thinkingStarted;
    const thinker = events[0]!;
    const seqBefore = server.table(a.code)!.debugState().seq;

    // Another connection: a ping, then a table of its own (its log written, its welcome sent).
    const b = await TestClient.connect(server.url);
    b.send({ type: 'ping' });
    await b.next((m) => m.type === 'pong');
    b.send({ type: 'create', v: 1, game: 'papillon', options: { tours: 1 }, seats: [P, P, P], name: 'Ben', pace: 'instant' });
    const welcome = await b.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error');
    assert.equal(welcome.type, 'welcome', JSON.stringify(welcome));
    // …all while the computer was still deciding: it has not answered and the table has not moved.
    assert.deepEqual(events, [thinker]);
    assert.equal(server.table(a.code)!.debugState().seq, seqBefore);

    // Closing does not wait for the search: the decision is dropped and the table closes as a shutdown (not a failure).
    await server.close();
    assert.deepEqual(events, [thinker]);
    const error = await a.clients[0]!.next((m) => m.type === 'error');
    assert.equal(error.type === 'error' && error.code, 'closing');
    assert.equal(readLog(tmp.dir, a.code).filter((r) => r.t === 'move' && r.seat === thinker.seat && r.seq === thinker.seq).length, 0);
    for (const c of [...a.clients, b]) c.close();
  });

  it("same seed, same moves: every computer move is what the catalogue's bot chooses in this thread", async () => {
    const tmp = await tempDir('threads-same');
    dirs.push(tmp);
    let decided = 0;
    let enough: (() => void) | null = null;
    const done = new Promise<void>((resolve) => (enough = resolve));
    const server = await startServer(tmp.dir, { thinking: (e) => e.done && ++decided === 8 && enough?.() });
    servers.push(server);
    const a = await openTable(server, [P, strong, strong, strong], { rubbers: 1 }, 'instant', 'whist');
    const me = new AutoPlayer(a.clients[0]!, 'same');
    await startGame(a.clients);
    await done;
    me.paused = true;
    await server.close();
    for (const c of a.clients) c.close();

    const engine = TABLE_GAMES['whist']!.engine;
    const bots = await BOTS['whist']!();
    const records = readLog(tmp.dir, a.code);
    const { seed, states } = replayStates(tmp.dir, a.code);
    const moves = records.filter((r): r is Extract<LogRecord, { t: 'move' }> => r.t === 'move' && r.seat !== 0);
    let compared = 0;
    for (const r of moves) {
      const before = states[r.seq - 1];
      const legal = engine.legalMoves(before);
      if (legal.length < 2) continue;
      // The table's budget for tests (startServer: strongIterations 60) and its seed per step.
      const d = bots.decide('strong', engine.view(before, r.seat), legal, { seed: `${seed}/bot/${r.seq}`, budget: { iterations: 60 } });
      assert.equal(canonicalJSON(r.move), canonicalJSON(d.move), `step ${r.seq}`);
      compared++;
    }
    assert.ok(compared >= 6, `compared ${compared} decisions`);
  });
});
