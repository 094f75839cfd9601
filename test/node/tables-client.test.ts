/**
 * The client's remote session (src/net/remote-session.ts) against a table server in this process:
 * two people and a computer play a whole session through `RemoteSeatSession`s (the object the game's
 * table plays), refusals come back as the game's rule or the table's, a dropped socket reconnects to
 * the same seat with what happened meanwhile, and a new session with the kept ticket (a reload) is
 * back at the same seat with the whole history.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { RemoteSeatSession, type Hello, type SeatTicket, type SocketLike } from '../../src/net/remote-session.js';
import { formatCode, PROTOCOL_VERSION, type Notice, type TableInfo } from '../../src/net/protocol.js';
import type { RuleViolation } from '../../src/engine/game.js';
import type { TableServer } from '../../server/server.js';
import { startServer, tempDir } from './support/tables.js';

const sockets: WebSocket[] = [];
/** Every session made, disposed at the end (a session that lost its server would try again forever). */
const sessions: RemoteSeatSession[] = [];
/** Each session's sockets, newest last. */
const socketsOf = new WeakMap<RemoteSeatSession, WebSocket[]>();
const factory = (url: string): SocketLike => {
  const ws = new WebSocket(url);
  sockets.push(ws);
  return ws as unknown as SocketLike;
};

function session(server: TableServer, hello: Hello): RemoteSeatSession {
  const mine: WebSocket[] = [];
  const s = new RemoteSeatSession({
    server: server.url,
    hello,
    socket: (url) => {
      const ws = factory(url);
      mine.push(ws as unknown as WebSocket);
      return ws;
    },
    backoff: [50, 100, 200],
  });
  socketsOf.set(s, mine);
  sessions.push(s);
  return s;
}

function until<T>(target: EventTarget, type: string, test: (detail: T) => boolean = () => true, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${ms} ms`)), ms);
    const on = (e: Event) => {
      const d = (e as CustomEvent<T>).detail;
      if (!test(d)) return;
      clearTimeout(timer);
      target.removeEventListener(type, on);
      resolve(d);
    };
    target.addEventListener(type, on);
  });
}

const waitFor = async (cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Plays my seat: the first legal move on my turn, ready between deals (as a person at the keys would). */
function autoplay(s: RemoteSeatSession): () => void {
  let sentOn = -1;
  const act = () => {
    if (s.myTurn && sentOn !== s.seq) {
      sentOn = s.seq;
      s.play(s.legalMoves[s.legalMoves.length - 1]);
    }
    if (s.phase === 'betweenDeals' && sentOn !== -s.seq) {
      sentOn = -s.seq;
      s.nextDeal();
    }
  };
  s.addEventListener('change', act);
  act();
  return () => s.removeEventListener('change', act);
}

describe('tables: the client', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir('client');
    server = await startServer(tmp.dir, { standInAfterMs: 0 });
  });
  after(async () => {
    for (const s of sessions) s.dispose();
    for (const s of sockets) s.terminate();
    await server.close();
    tmp.remove();
  });

  async function openTable(): Promise<{ anna: RemoteSeatSession; bernd: RemoteSeatSession; annaTicket: SeatTicket; berndTicket: SeatTicket }> {
    const anna = session(server, {
      type: 'create',
      v: PROTOCOL_VERSION,
      game: 'papillon',
      options: { tours: 1 },
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'easy' }],
      name: 'Anna',
      pace: 'instant',
    });
    const annaTicket = until<SeatTicket>(anna, 'ticket');
    await anna.connect();
    assert.equal(anna.me, 0);
    assert.equal(anna.phase, 'lobby');
    const code = (await annaTicket).code;
    const bernd = session(server, { type: 'join', v: PROTOCOL_VERSION, code: formatCode(code), name: 'Bernd' });
    const berndTicket = until<SeatTicket>(bernd, 'ticket');
    const joined = until<{ notice: Notice }>(anna, 'table', (d) => d.notice?.kind === 'joined');
    await bernd.connect();
    assert.equal(bernd.me, 1);
    assert.deepEqual((await joined).notice, { kind: 'joined', seat: 1 });
    return { anna, bernd, annaTicket: await annaTicket, berndTicket: await berndTicket };
  }

  async function start(anna: RemoteSeatSession, bernd: RemoteSeatSession): Promise<void> {
    anna.ready(true);
    bernd.ready(true);
    await waitFor(() => anna.table!.seats.every((s) => s.ready));
    const first = until(bernd, 'step');
    anna.start();
    await first;
  }

  it('two people and a computer play a whole session through remote sessions; every step in order, the end heard by both', async () => {
    const { anna, bernd, annaTicket } = await openTable();
    assert.equal(annaTicket.seat, 0);
    assert.equal(annaTicket.server, server.url);
    assert.match(annaTicket.token, /^[A-Za-z0-9_-]{22,}$/);
    // Only the host starts (T1), as a table's rule, not the game's.
    const t1 = until<{ rule: string }>(bernd, 'tableRefused');
    bernd.start();
    assert.equal((await t1).rule, 'T1');
    await start(anna, bernd);
    assert.equal(anna.phase, 'playing');
    assert.deepEqual(anna.names().length, 3);
    assert.equal(anna.config.seats[2]!.kind, 'computer');
    assert.equal(anna.config.seed, '', 'the seed never reaches a client');

    // Out of turn: the engine's rule (P48) comes back to the mover only, as the game's refusal
    // (once a person is to move: nothing moves by itself then).
    await waitFor(() => (anna.myTurn || bernd.myTurn) && anna.seq === bernd.seq);
    const idle = anna.myTurn ? bernd : anna;
    const other = idle === anna ? bernd : anna;
    let otherRefused = false;
    other.addEventListener('refused', () => (otherRefused = true));
    const refused = until<RuleViolation>(idle, 'refused');
    idle.play({ type: 'layDown' });
    const v = await refused;
    assert.equal(v.rule, 'P48');

    const stops = [autoplay(anna), autoplay(bernd)];
    await Promise.all([anna, bernd].map((s) => waitFor(() => s.phase === 'over', 60_000)));
    stops.forEach((f) => f());
    assert.equal(otherRefused, false, 'a refusal is told to the mover only');
    for (const s of [anna, bernd]) {
      assert.deepEqual(
        s.steps.map((x) => x.seq),
        s.steps.map((_, i) => i + 1),
        'every step once, in order',
      );
      const last = s.steps[s.steps.length - 1]!;
      assert.ok((last.events as { type: string }[]).some((e) => e.type === 'sessionOver'));
      assert.equal(s.myTurn, false);
    }
    assert.equal(anna.seq, bernd.seq);
    anna.dispose();
    bernd.dispose();
  });

  it('a dropped socket comes back to the same seat with the steps missed; the others hear lost and back', async () => {
    const { anna, bernd } = await openTable();
    await start(anna, bernd);
    const notices: string[] = [];
    anna.addEventListener('table', (e) => {
      const n = (e as CustomEvent<{ notice: Notice | null }>).detail.notice;
      if (n && n.seat === 1) notices.push(n.kind);
    });
    const stopAnna = autoplay(anna);
    // Bernd's socket dies without a goodbye.
    const heardLost = until<{ notice: Notice }>(anna, 'table', (d) => d.notice?.kind === 'disconnected');
    const reconnecting = until(bernd, 'connection', () => bernd.connection === 'reconnecting');
    const before = bernd.seq;
    socketsOf.get(bernd)!.at(-1)!.terminate();
    await reconnecting;
    await heardLost;
    await waitFor(() => bernd.connection === 'open');
    await waitFor(() => notices.includes('reconnected'));
    assert.equal(bernd.me, 1, 'the same seat');
    assert.ok(bernd.seq >= before);
    const stopBernd = autoplay(bernd);
    await Promise.all([anna, bernd].map((s) => waitFor(() => s.phase === 'over', 60_000)));
    stopAnna();
    stopBernd();
    assert.deepEqual(notices.slice(0, 2), ['disconnected', 'reconnected']);
    assert.deepEqual(
      bernd.steps.map((x) => x.seq),
      bernd.steps.map((_, i) => i + 1),
    );
    anna.dispose();
    bernd.dispose();
  });

  it('a reload: a new session with the kept ticket is back at the same seat with the whole history; a bad token is refused for good', async () => {
    const { anna, bernd, berndTicket } = await openTable();
    await start(anna, bernd);
    // The computer moves at once when it is first: wait until a person is to move (then nothing moves by itself).
    await waitFor(() => (anna.myTurn || bernd.myTurn) && anna.seq === bernd.seq);
    const seen = JSON.stringify(bernd.steps);
    const view = JSON.stringify(bernd.view);
    bernd.dispose();
    await until<{ notice: Notice }>(anna, 'table', (d) => d.notice?.kind === 'disconnected' && d.notice.seat === 1);
    const again = session(server, { type: 'rejoin', v: PROTOCOL_VERSION, code: berndTicket.code, token: berndTicket.token });
    const back = until<{ notice: Notice }>(anna, 'table', (d) => d.notice?.kind === 'reconnected');
    await again.connect();
    assert.equal(again.me, 1);
    assert.equal((await back).notice.seat, 1);
    assert.equal(JSON.stringify(again.steps), seen);
    assert.equal(JSON.stringify(again.view), view);
    assert.equal(again.ticket?.token, berndTicket.token);
    const table: TableInfo = again.table!;
    assert.equal(table.seats[1]!.name, 'Bernd');

    const wrong = session(server, { type: 'rejoin', v: PROTOCOL_VERSION, code: berndTicket.code, token: 'x'.repeat(22) });
    await assert.rejects(wrong.connect(), (e: Error & { code?: string }) => e.code === 'badToken');
    assert.equal(wrong.connection, 'closed');
    anna.dispose();
    again.dispose();
  });

  it('an unreachable server says so (no retrying without a seat)', async () => {
    const s = new RemoteSeatSession({ server: 'ws://127.0.0.1:9/tables', hello: { type: 'join', v: PROTOCOL_VERSION, code: '123412341234', name: 'X' }, socket: factory });
    sessions.push(s);
    await assert.rejects(s.connect(), (e: Error & { code?: string }) => e.code === 'unreachable');
    assert.equal(s.connection, 'closed');
  });
});
