/**
 * The table server's Redis mode (issue 16): two server processes (child processes, as
 * `REDIS_URL=… npm run tables` starts them) share one private redis-server (a free loopback port,
 * a temporary folder, appendfsync always; killed at the end). A table created on one process is
 * joined and played on the other; every client's frames are those one process would have sent;
 * the process holding the table is killed with SIGKILL in the middle of play and the other
 * revives the table from its log in Redis with nothing anyone was told lost; a hung owner (SIGSTOP)
 * loses the table after its lease and cannot write into it when it wakes. Every frame any client
 * received passes the honesty check of tables-honesty. Skipped, with the reason, where there is no
 * redis-server.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createClient } from '@redis/client';
import type { ServerMessage } from '../../src/net/protocol.js';
import type { LogRecord } from '../../server/store.js';
import type { TableServer } from '../../server/server.js';
import { AutoPlayer, TABLE_GAMES, TestClient, buildServerMain, openTable, replayRecords, startGame, untilOver, type StepMsg, type Welcome } from './support/tables.js';
import { framesOf, judgeFrames } from './support/tables-honesty.js';
import { redisMissing, startRedis, type PrivateRedis } from './support/redis.js';

const missing = redisMissing();
const LEASE_MS = 1500;
const stepsOf = (c: TestClient) => c.received.filter((m): m is StepMsg => m.type === 'step').map((m) => m.step);
const asServer = (url: string) => ({ url }) as TableServer;

/** What one process would send a seat after each step: the log replayed through the engine, as server/table.ts builds its frames. */
function expectedSteps(records: readonly LogRecord[], seat: number, personSeats: ReadonlySet<number>) {
  const first = records[0] as Extract<LogRecord, { t: 'table' }>;
  const rules = TABLE_GAMES[first.game]!.engine;
  let state: unknown = null;
  const out: unknown[] = [];
  const phaseOf = (s: unknown) => (rules.toMove(s) !== null ? 'playing' : rules.isOver(s) ? 'over' : 'betweenDeals');
  for (const r of records) {
    let actor: number | null = null;
    let move: unknown = null;
    let events: readonly unknown[];
    if (r.t === 'start') ({ state, events } = rules.start(first.options, first.seed));
    else if (r.t === 'move') {
      const res = rules.applyMove(state, r.move);
      assert.ok(res.ok);
      ({ state, events } = res);
      actor = r.seat;
      // A move is told to its mover only.
      move = r.seat === seat ? r.move : null;
    } else if (r.t === 'next') ({ state, events } = rules.advance(state)!);
    else continue;
    const phase = phaseOf(state);
    const legal = phase === 'playing' && rules.toMove(state) === seat && personSeats.has(seat) ? [...rules.legalMoves(state)] : null;
    out.push(JSON.parse(JSON.stringify({ type: 'step', phase, step: { seq: out.length + 1, actor, move, events: events.map((e) => rules.visibleEvent(e, seat)) }, view: rules.view(state, seat), legal })));
  }
  return out;
}

describe('tables: several processes on one Redis', () => {
  let redis: PrivateRedis;
  let main: { file: string; remove: () => void };
  let reader: ReturnType<typeof createClient>;
  const children: ChildProcess[] = [];
  const prefix = `test${process.pid}:`;

  const launch = async (): Promise<{ url: string; child: ChildProcess; id: string }> => {
    const child = spawn(process.execPath, [main.file, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      // The scripted people move within a millisecond of their turn: lift the per-connection message limit.
      env: { ...process.env, REDIS_URL: redis.url, TABLES_REDIS_URL: '', TABLES_REDIS_PREFIX: prefix, TABLES_LEASE_MS: String(LEASE_MS), TABLES_LIMITS: '{"messagesPerSecond": 10000}' },
    });
    children.push(child);
    const lines = createInterface({ input: child.stdout! });
    for await (const line of lines) {
      const m = /listening on (ws:\/\/\S+) \(Redis mode, process (\w+)/.exec(line);
      if (m) return { url: m[1]!, child, id: m[2]! };
    }
    throw new Error('the server did not start');
  };
  const logOf = async (code: string) => (await reader.lRange(`${prefix}log:${code}`, 0, -1)).map((t) => JSON.parse(t) as LogRecord);
  const stop = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };

  before(async () => {
    if (missing) return;
    redis = await startRedis();
    main = await buildServerMain();
    reader = createClient({ url: redis.url });
    await reader.connect();
  });
  after(async () => {
    await Promise.all(children.map((c) => stop(c, 'SIGKILL')));
    await reader?.quit().catch(() => undefined);
    await redis?.stop();
    main?.remove();
  });

  it('a table created on A is joined on B and played to the end by people on both; every frame is what one process sends, and honest', { timeout: 60_000, skip: missing ?? false }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    assert.notEqual(a.id, b.id);
    const host = await TestClient.connect(a.url);
    host.send({ type: 'create', v: 1, game: 'papillon', options: { tours: 1 }, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'normal' }], name: 'Anna', pace: 'instant' });
    const hw = await host.next<Welcome>((m) => m.type === 'welcome');
    const code = hw.table.code;
    const bernd = await TestClient.connect(b.url);
    bernd.send({ type: 'join', v: 1, code, name: 'Bernd' });
    const bw = await bernd.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error');
    assert.equal(bw.type, 'welcome', JSON.stringify(bw));
    assert.equal(bw.you, 1);
    assert.deepEqual(bw.table.seats.map((s) => s.name), ['Anna', 'Bernd', null, null]);
    const heard = await host.next((m) => m.type === 'table');
    assert.deepEqual(heard.type === 'table' && heard.notice, { kind: 'joined', seat: 1 }, 'Anna on A hears Bernd join on B');
    const carla = await TestClient.connect(b.url);
    carla.send({ type: 'join', v: 1, code, name: 'Carla' });
    const cw = await carla.next<Welcome>((m) => m.type === 'welcome');
    const clients = [host, bernd, carla];
    const tokens = [hw.token!, bw.token!, cw.token!];
    await startGame(clients);
    const players = clients.map((c, i) => new AutoPlayer(c, `redis-${i}`));

    // Bernd's connection to B drops mid-game; he comes back through A.
    await bernd.next((m) => m.type === 'step' && m.step.seq >= 20, 20_000);
    players[1]!.paused = true;
    bernd.drop();
    const lost = await host.next((m) => m.type === 'table' && m.notice?.kind === 'disconnected');
    assert.equal(lost.type === 'table' && lost.notice!.seat, 1);
    const back = await TestClient.connect(a.url);
    back.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    const rw = await back.next<Welcome>((m) => m.type === 'welcome');
    assert.deepEqual(rw.steps, stepsOf(bernd).concat(rw.steps.slice(stepsOf(bernd).length)), 'the steps he saw, then what happened while he was away');
    new AutoPlayer(back, 'redis-1-back');
    const live = [host, back, carla];
    const ends = await Promise.all(live.map((c) => untilOver(c, 40_000)));
    assert.ok(players[0]!.moves > 0 && players[2]!.moves > 0);

    const records = await logOf(code);
    const seq = records.filter((r) => r.t === 'start' || r.t === 'move' || r.t === 'next').length;
    assert.equal(records.at(-1)!.t, 'over');
    for (const end of ends) assert.equal(end.step.seq, seq, 'everyone saw the last step');
    const people = new Set([0, 1, 2]);
    // Each connection's step frames are exactly what one process sends that seat, every step once and in order.
    const byConn: [number, TestClient, number][] = [
      [0, host, 1],
      [1, bernd, 1],
      [1, back, rw.seq + 1],
      [2, carla, 1],
    ];
    for (const [seat, c, from] of byConn) {
      const expected = expectedSteps(records, seat, people);
      const got = c.received.filter((m) => m.type === 'step');
      assert.ok(got.length > 0);
      assert.deepEqual(got, expected.slice(from - 1, from - 1 + got.length), `seat ${seat}: the frames one process would send`);
    }
    assert.equal(stepsOf(host).length, seq);
    assert.equal(rw.steps.length + stepsOf(back).length, seq);

    // The honesty check over every frame every client received, on either process.
    const replay = replayRecords(records);
    const seatTokens = new Map(tokens.map((t, i) => [i, t]));
    const frames = byConn.flatMap(([seat, c]) => framesOf(seat, c.texts));
    const checked = judgeFrames(code, frames, replay, seatTokens);
    assert.ok(checked > 3 * seq, `${checked} frames checked`);
    for (const c of live) c.close();
    await Promise.all([stop(a.child, 'SIGTERM'), stop(b.child, 'SIGTERM')]);
  });

  it('the process holding a table is killed with SIGKILL mid-game: the other revives it from Redis with nothing anyone was told lost', { timeout: 60_000, skip: missing ?? false }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    const { code, clients, tokens } = await openTable(asServer(a.url), [{ kind: 'person' }, { kind: 'computer', level: 'normal' }, { kind: 'computer', level: 'easy' }]);
    // Bernd sits down through B (the table is held by A).
    const bernd = await TestClient.connect(b.url);
    bernd.send({ type: 'join', v: 1, code, name: 'Bernd', seat: 2 });
    // Seat 2 is a computer's: refused; the host frees it first.
    const full = await bernd.next((m) => m.type === 'error');
    assert.equal(full.type === 'error' && full.code, 'tableFull');
    bernd.close();
    clients[0]!.send({ type: 'seat', seat: 2, kind: 'open' });
    await clients[0]!.next((m) => m.type === 'table' && m.notice?.kind === 'seatChanged');
    const bernd2 = await TestClient.connect(b.url);
    bernd2.send({ type: 'join', v: 1, code, name: 'Bernd' });
    const bw = await bernd2.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(bw.you, 2);
    const people = [clients[0]!, bernd2];
    const peopleTokens = [tokens[0]!, bw.token!];
    await startGame(people);
    people.forEach((c, i) => new AutoPlayer(c, `kill-redis-${i}`));
    await people[0]!.next((m) => m.type === 'step' && m.step.seq >= 25, 20_000);

    // A dies while people and the computers keep moving.
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await once(a.child, 'exit');
    // Anna (on A) loses her connection at once; Bernd (on B) is told by B that the table's process is gone.
    await people[0]!.whenClosed();
    const e = await bernd2.next<Extract<ServerMessage, { type: 'error' }>>((m) => m.type === 'error', 5000);
    assert.deepEqual([e.code, e.fatal], ['closing', true]);
    await bernd2.whenClosed();
    const seen = people.map(stepsOf);
    // What was durable when A died (nothing writes the log until B revives the table).
    const logged = (await logOf(code)).filter((r) => r.t === 'move' || r.t === 'next' || r.t === 'start').length;

    // Both come back through B, which revives the table from its log in Redis.
    const back = await Promise.all(
      peopleTokens.map(async (token) => {
        const c = await TestClient.connect(b.url);
        c.send({ type: 'rejoin', v: 1, code, token });
        return c;
      }),
    );
    const welcomes = await Promise.all(back.map((c) => c.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error')));
    const revivedIn = Date.now() - killedAt;
    // The first welcome is sent by the revive itself; a computer may move before the later ones.
    assert.equal(Math.min(...welcomes.map((w) => w.seq)), logged, 'the revived table is at the end of its log');
    welcomes.forEach((w, i) => {
      assert.equal(w.type, 'welcome', JSON.stringify(w));
      assert.ok(w.seq >= seen[i]!.length, 'no step anyone was told is missing');
      assert.deepEqual(w.steps.slice(0, seen[i]!.length), seen[i], `${w.you}: the steps it was told are the revived table's`);
    });
    assert.ok(revivedIn < LEASE_MS + 3000, `revived in ${revivedIn} ms`);
    back.forEach((c, i) => new AutoPlayer(c, `kill-redis-back-${i}`));
    await Promise.all(back.map((c) => untilOver(c, 40_000)));

    const records = await logOf(code);
    const replay = replayRecords(records);
    const frames = [...people.map((c, i) => framesOf(i === 0 ? 0 : 2, c.texts)), ...back.map((c, i) => framesOf(i === 0 ? 0 : 2, c.texts))].flat();
    judgeFrames(code, frames, replay, new Map([[0, peopleTokens[0]!], [2, peopleTokens[1]!]]));
    // Every move is in the log once, in order (the fenced append: a step numbered twice would not replay).
    const moves = records.filter((r) => r.t === 'move') as Extract<LogRecord, { t: 'move' }>[];
    assert.deepEqual(new Set(moves.map((m) => m.seq)).size, moves.length);
    for (const c of back) c.close();
    await stop(b.child, 'SIGTERM');
  });

  it('the process a person is connected through dies: the owner tells the others the connection was lost, and the person comes back through the other process', { timeout: 30_000, skip: missing ?? false }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    const { code, clients, tokens } = await openTable(asServer(a.url), [{ kind: 'person' }, { kind: 'computer', level: 'easy' }, { kind: 'person' }]);
    const anna = clients[0]!;
    clients[1]!.close();
    await anna.next((m) => m.type === 'table' && m.notice?.kind === 'disconnected');
    const bernd = await TestClient.connect(b.url);
    bernd.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    assert.equal((await bernd.next<Welcome>((m) => m.type === 'welcome')).you, 2);
    await anna.next((m) => m.type === 'table' && m.notice?.kind === 'reconnected');
    const t0 = Date.now();
    b.child.kill('SIGKILL');
    await once(b.child, 'exit');
    const lost = await anna.next((m) => m.type === 'table' && m.notice?.kind === 'disconnected', 5000);
    assert.equal(lost.type === 'table' && lost.notice!.seat, 2);
    assert.ok(Date.now() - t0 < LEASE_MS + 1000, 'found within a third of the lease or so');
    const again = await TestClient.connect(a.url);
    again.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    assert.equal((await again.next<Welcome>((m) => m.type === 'welcome')).you, 2);
    await anna.next((m) => m.type === 'table' && m.notice?.kind === 'reconnected');
    for (const c of [anna, again]) c.close();
    await stop(a.child, 'SIGTERM');
  });

  it('a hung owner (SIGSTOP) keeps its connection to Redis but answers nothing: after the lease time the table is revived on B; woken up, A cannot write into it', { timeout: 60_000, skip: missing ?? false }, async () => {
    const [a, b] = await Promise.all([launch(), launch()]);
    const { code, clients, tokens } = await openTable(asServer(a.url), [{ kind: 'person' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }]);
    await startGame(clients);
    const anna = clients[0]!;
    const player = new AutoPlayer(anna, 'hung');
    await anna.next((m) => m.type === 'step' && m.step.seq >= 10 && m.legal !== null, 20_000);
    player.paused = true;
    const seen = stepsOf(anna);
    a.child.kill('SIGSTOP');
    try {
      const t0 = Date.now();
      const back = await TestClient.connect(b.url);
      back.send({ type: 'rejoin', v: 1, code, token: tokens[0]! });
      const w = await back.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error', 20_000);
      assert.equal(w.type, 'welcome', JSON.stringify(w));
      const waited = Date.now() - t0;
      assert.ok(waited >= LEASE_MS, `B waited for the lease (${waited} ms)`);
      assert.deepEqual(w.steps.slice(0, seen.length), seen);
      // A wakes up: its lease is gone, its table there stops; B's table goes on to the end.
      a.child.kill('SIGCONT');
      const told = await anna.next<Extract<ServerMessage, { type: 'error' }>>((m) => m.type === 'error', 10_000);
      assert.ok(told.fatal && ['closing', 'storage', 'replaced'].includes(told.code), `A let its table go: ${told.code}`);
      new AutoPlayer(back, 'hung-back');
      const end = await untilOver(back, 40_000);
      const records = await logOf(code);
      assert.equal(end.step.seq, records.filter((r) => r.t === 'start' || r.t === 'move' || r.t === 'next').length, 'one history in the log');
      replayRecords(records);
      back.close();
    } finally {
      a.child.kill('SIGCONT');
    }
    anna.close();
    await Promise.all([stop(a.child, 'SIGTERM'), stop(b.child, 'SIGTERM')]);
  });
});
