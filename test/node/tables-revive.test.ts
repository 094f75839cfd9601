/**
 * The table server (issue 16): a table survives its server. Stopped and started again on the same
 * log folder — in this process, and as a real process killed with SIGKILL in the middle of play —
 * the table is revived from its log (the moves replayed through the engine from the seed) with
 * nothing lost that anyone was told, and play goes on to the end of the session.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { PapillonView } from '../../src/games/papillon/types.js';
import type { ServerMessage } from '../../src/net/protocol.js';
import type { TableServer } from '../../server/server.js';
import { FileTableStore, type LogRecord, type TableLog } from '../../server/store.js';
import { AutoPlayer, TestClient, buildServerMain, openTable, readLog, startGame, startServer, tempDir, untilOver, type StepMsg, type Welcome } from './support/tables.js';

type ErrorMsg = Extract<ServerMessage, { type: 'error' }>;
const stepsOf = (c: TestClient) => c.received.filter((m): m is StepMsg => m.type === 'step').map((m) => m.step);

describe('tables: revived from the log after a restart', () => {
  let tmp: { dir: string; remove: () => void };
  let server: TableServer | null = null;
  before(async () => {
    tmp = await tempDir('revive');
  });
  after(async () => {
    await server?.close();
    tmp.remove();
  });

  it('stopped and started again on the same folder: the same state, the same steps, and play goes on', { timeout: 40_000 }, async () => {
    server = await startServer(tmp.dir);
    const { code, clients, tokens } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'normal' }, { kind: 'computer', level: 'easy' }]);
    // A second table still in the lobby, with a guest sitting.
    const lobby = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }]);
    await startGame(clients);
    const players = clients.map((c, i) => new AutoPlayer(c, `revive-${i}`));
    // Stop in the middle of the second deal, when it is a person's turn.
    players[0]!.holdWhen = (m) => m.type === 'step' && m.step.seq >= 60 && m.legal !== null;
    await clients[0]!.next<StepMsg>((m) => m.type === 'step' && m.step.seq >= 60 && m.legal !== null, 20_000);
    players[1]!.paused = true;
    const old = server.table(code)!.debugState();
    for (const c of clients) while (stepsOf(c).at(-1)!.seq < old.seq) await new Promise((r) => setTimeout(r, 10));
    const seen = clients.map(stepsOf);
    await server.close();
    server = null;
    for (const c of clients) {
      const e = await c.next<ErrorMsg>((m) => m.type === 'error');
      assert.deepEqual([e.code, e.fatal], ['closing', true]);
      await c.whenClosed();
    }

    server = await startServer(tmp.dir);
    const again = server;
    assert.equal(again.table(code), undefined, 'tables are revived when someone comes back');
    const back = await Promise.all(
      tokens.map(async (token) => {
        const c = await TestClient.connect(again.url);
        c.send({ type: 'rejoin', v: 1, code, token });
        return c;
      }),
    );
    const welcomes = await Promise.all(back.map((c) => c.next<Welcome>((m) => m.type === 'welcome')));
    const revived = again.table(code)!.debugState();
    assert.deepEqual(revived, old, 'the revived state is the state before the stop');
    welcomes.forEach((w, seat) => {
      assert.equal(w.you, seat);
      assert.equal(w.seq, old.seq);
      assert.deepEqual(w.steps, seen[seat], `seat ${seat}: every step it was told, nothing more, nothing less`);
      assert.deepEqual(w.table.seats.map((s) => [s.kind, s.name, s.level]), [
        ['person', 'Anna', null],
        ['person', 'Bernd', null],
        ['computer', null, 'normal'],
        ['computer', null, 'easy'],
      ]);
    });
    assert.ok(welcomes[0]!.legal, 'it is still Anna\'s turn');
    back.forEach((c, i) => new AutoPlayer(c, `revived-${i}`));
    const ends = await Promise.all(back.map((c) => untilOver(c)));
    assert.deepEqual((ends[0]!.view as PapillonView).balances, (ends[1]!.view as PapillonView).balances);

    // The table still in the lobby is revived with its seats, names and host.
    const host = await TestClient.connect(again.url);
    host.send({ type: 'rejoin', v: 1, code: lobby.code, token: lobby.tokens[0]! });
    const hw = await host.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(hw.table.phase, 'lobby');
    assert.deepEqual(hw.table.seats.map((s) => s.name), ['Anna', 'Bernd', 'Carla']);
    for (const c of [...back, host]) c.close();
  });

  it('a move whose log write fails is told to nobody: the table closes with a storage error and comes back without it', { timeout: 20_000 }, async () => {
    const failTmp = await tempDir('failing');
    let failing = false;
    class FailingStore extends FileTableStore {
      override async create(code: string, first: LogRecord): Promise<TableLog | null> {
        return wrap(await super.create(code, first));
      }
      override async open(code: string): Promise<{ records: LogRecord[]; log: TableLog } | null> {
        const o = await super.open(code);
        return o && { records: o.records, log: wrap(o.log)! };
      }
    }
    const wrap = (log: TableLog | null): TableLog | null =>
      log && {
        append: (...records: LogRecord[]) => (failing && records.some((r) => r.t === 'move') ? Promise.reject(new Error('disk full')) : log.append(...records)),
        close: () => log.close(),
      };
    const store = new FailingStore(failTmp.dir);
    const srv = await startServer(failTmp.dir, { store });
    try {
      const { code, clients, tokens } = await openTable(srv, [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }]);
      await startGame(clients);
      const first = await Promise.all(clients.map((c) => c.next<StepMsg>((m) => m.type === 'step')));
      const mover = (first[0]!.view as PapillonView).toMove!;
      failing = true;
      clients[mover]!.send({ type: 'move', seq: 1, move: first[mover]!.legal![0] });
      for (const c of clients) {
        const e = await c.next((m) => m.type !== 'table');
        assert.deepEqual(e.type === 'error' && [e.code, e.fatal], ['storage', true], 'an error, never the step');
        await c.whenClosed();
      }
      failing = false;
      const back = await TestClient.connect(srv.url);
      back.send({ type: 'rejoin', v: 1, code, token: tokens[mover]! });
      const w = await back.next<Welcome>((m) => m.type === 'welcome');
      assert.equal(w.seq, 1, 'the move that was not written did not happen');
      assert.deepEqual(w.legal, first[mover]!.legal);
      back.close();
    } finally {
      await srv.close();
      failTmp.remove();
    }
  });

  it('a server process killed with SIGKILL in the middle of play: a new process revives the table with nothing lost', { timeout: 40_000 }, async () => {
    const killTmp = await tempDir('kill');
    const dir = killTmp.dir;
    const children: ChildProcess[] = [];
    const main = await buildServerMain();
    const launch = async (): Promise<{ url: string; child: ChildProcess }> => {
      const child = spawn(process.execPath, [main.file, '--port', '0', '--dir', dir], {
        stdio: ['ignore', 'pipe', 'inherit'],
        // The scripted people move within a millisecond of their turn: lift the per-connection message limit.
        env: { ...process.env, REDIS_URL: '', TABLES_REDIS_URL: '', TABLES_LIMITS: '{"messagesPerSecond": 10000}' },
      });
      children.push(child);
      const lines = createInterface({ input: child.stdout! });
      for await (const line of lines) {
        const m = /listening on (ws:\/\/\S+)/.exec(line);
        if (m) return { url: m[1]!, child };
      }
      throw new Error('the server did not start');
    };
    try {
      const first = await launch();
      const fake = { url: first.url } as TableServer;
      const { code, clients, tokens } = await openTable(fake, [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'normal' }]);
      await startGame(clients);
      clients.forEach((c, i) => new AutoPlayer(c, `kill-${i}`));
      await clients[0]!.next((m) => m.type === 'step' && m.step.seq >= 25, 20_000);
      // Killed while people and the computer keep moving.
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
      await Promise.all(clients.map((c) => c.whenClosed()));
      const seen = clients.map(stepsOf);
      // What was durable when the process died (nothing writes the log until the revive).
      const logged = readLog(dir, code).filter((r) => r.t === 'move' || r.t === 'next' || r.t === 'start').length;

      const second = await launch();
      const back = await Promise.all(
        tokens.map(async (token) => {
          const c = await TestClient.connect(second.url);
          c.send({ type: 'rejoin', v: 1, code, token });
          return c;
        }),
      );
      const welcomes = await Promise.all(back.map((c) => c.next<Welcome>((m) => m.type === 'welcome')));
      // The first welcome is sent by the revive itself; a computer may move before the later ones.
      assert.equal(Math.min(...welcomes.map((w) => w.seq)), logged, 'the revived table is at the end of its log');
      welcomes.forEach((w, seat) => {
        assert.ok(w.seq >= seen[seat]!.length, 'no step anyone was told is missing');
        assert.deepEqual(w.steps.slice(0, seen[seat]!.length), seen[seat], `seat ${seat}: the steps it was told are the revived table's`);
      });
      back.forEach((c, i) => new AutoPlayer(c, `kill-back-${i}`));
      await Promise.all(back.map((c) => untilOver(c)));
      for (const c of back) c.close();
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      killTmp.remove();
      main.remove();
    }
  });
});
