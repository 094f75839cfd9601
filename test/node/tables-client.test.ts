/**
 * The client's remote session (src/net/remote-session.ts) against a table server in this process:
 * two people and a computer play a whole session through `RemoteSeatSession`s (the object the game's
 * table plays), refusals come back as the game's rule or the table's, a dropped socket reconnects to
 * the same seat with what happened meanwhile (each missed step once, also when the game began while
 * the person was away in the lobby), and a new session with the kept ticket (a reload) is back at the
 * same seat with the whole history.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { RemoteSeatSession, type Hello, type SeatTicket, type SocketLike } from '../../src/net/remote-session.js';
import { formatCode, PROTOCOL_VERSION, type Notice, type SeatInfo, type ServerMessage, type TableInfo, type WireStep } from '../../src/net/protocol.js';
import type { RuleViolation } from '../../src/engine/game.js';
import type { TableServer } from '../../server/server.js';
import { startServer, tempDir } from './support/tables.js';

const sockets: WebSocket[] = [];
/** Every session made, disposed at the end (a session that lost its server would try again forever). */
const sessions: RemoteSeatSession[] = [];
/** Each session's sockets, newest last. */
const socketsOf = new WeakMap<RemoteSeatSession, WebSocket[]>();
/** Sessions whose device is offline: opening a socket fails (the session tries again after its pause). */
const offline = new WeakSet<RemoteSeatSession>();
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
      if (offline.has(s)) throw new Error('offline');
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

  it('the game starts while a person in the lobby is away: back, every step is played out once, in order, and a table started by the first of them hears none twice', async () => {
    const { anna, bernd } = await openTable();
    anna.ready(true);
    bernd.ready(true);
    await waitFor(() => anna.table!.seats.every((s) => s.ready));
    // What Bernd's app does with the session (src/tables/tables.ts and the game's table): on the first
    // step with a view, the game's table starts; it takes the steps the session holds as its history
    // (the rebuilt log, or the last step said) and from then on hears each 'step' event.
    const events: number[] = [];
    let heard: number[] | null = null;
    bernd.addEventListener('step', (e) => {
      events.push((e as CustomEvent<{ seq: number }>).detail.seq);
      if (heard || bernd.view === null) return;
      heard = bernd.steps.map((x) => x.seq);
      bernd.addEventListener('step', (e2) => heard!.push((e2 as CustomEvent<{ seq: number }>).detail.seq));
    });
    // Bernd's connection drops in the lobby and stays down while the game starts.
    offline.add(bernd);
    const heardLost = until<{ notice: Notice }>(anna, 'table', (d) => d.notice?.kind === 'disconnected' && d.notice.seat === 1);
    socketsOf.get(bernd)!.at(-1)!.terminate();
    await heardLost;
    assert.equal(bernd.phase, 'lobby');
    const first = until(anna, 'step');
    anna.start();
    await first;
    // A computer plays for Bernd meanwhile, so that the game goes on without him.
    anna.standIn(1, 'easy');
    const stopAnna = autoplay(anna);
    await waitFor(() => anna.seq >= 6 || anna.phase === 'over', 60_000);
    stopAnna();
    assert.equal(bernd.connection, 'reconnecting');
    assert.deepEqual(events, [], 'nothing heard while away');
    offline.delete(bernd);
    await waitFor(() => bernd.connection === 'open' && bernd.phase !== 'lobby');
    await waitFor(() => bernd.seq === anna.seq && bernd.seq >= 6);
    const all = bernd.steps.map((_, i) => i + 1);
    assert.deepEqual(bernd.steps.map((x) => x.seq), all, 'the session holds every step once, in order');
    assert.deepEqual(events, all, "every step once, in order, as a 'step' event");
    assert.deepEqual(heard, all, 'the table started by the first of them: its history and the steps after it, each once');
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

describe('tables: the client, missed steps played out (a socket of its own)', () => {
  /** A socket the test speaks for the server through: what the session sends, and messages to it. */
  class FakeSocket implements SocketLike {
    readyState = 0;
    readonly sent: unknown[] = [];
    onopen: ((ev: unknown) => void) | null = null;
    onmessage: ((ev: { data: unknown }) => void) | null = null;
    onclose: ((ev: unknown) => void) | null = null;
    onerror: ((ev: unknown) => void) | null = null;
    open(): void {
      this.readyState = 1;
      this.onopen?.({});
    }
    send(text: string): void {
      this.sent.push(JSON.parse(text));
    }
    close(): void {
      this.readyState = 3;
      this.onclose?.({});
    }
    say(m: ServerMessage): void {
      this.onmessage?.({ data: JSON.stringify(m) });
    }
  }
  const seat = (n: number, kind: SeatInfo['kind']): SeatInfo => ({ seat: n, kind, name: kind === 'person' ? `P${n}` : null, level: kind === 'computer' ? 'easy' : null, connected: true, ready: true, host: n === 0, standIn: null, awayMs: null });
  const tableIn = (phase: TableInfo['phase']): TableInfo => ({ code: '123412341234', game: 'papillon', options: {}, pace: 'instant', phase, seats: [seat(0, 'person'), seat(1, 'person'), seat(2, 'computer')], host: 0, standInAfterMs: 0 });
  const step = (seq: number): WireStep => ({ seq, actor: seq === 1 ? null : seq % 3, move: null, events: [{ type: 'e', seq }] });

  it('the game began while I was away in the lobby: each missed step once, the steps held growing with them, "your turn" only at the last', async () => {
    const sockets: FakeSocket[] = [];
    const s = new RemoteSeatSession({
      server: 'ws://fake/tables',
      hello: { type: 'join', v: PROTOCOL_VERSION, code: '123412341234', name: 'P1' },
      socket: () => {
        const f = new FakeSocket();
        sockets.push(f);
        queueMicrotask(() => f.open());
        return f;
      },
      backoff: [5],
    });
    sessions.push(s);
    const connected = s.connect();
    await waitFor(() => sockets[0]?.sent.length === 1);
    sockets[0]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 1, token: 't'.repeat(22), table: tableIn('lobby'), seq: 0, view: null, steps: [], legal: null });
    await connected;
    // What the app does (src/tables/tables.ts, then the game's table): the first step with a view starts
    // the game's table, which takes the steps held as its history and then hears each 'step' event.
    const events: { seq: number; held: number[]; myTurn: boolean }[] = [];
    let heard: number[] | null = null;
    s.addEventListener('step', (e) => {
      const seq = (e as CustomEvent<WireStep>).detail.seq;
      events.push({ seq, held: s.steps.map((x) => x.seq), myTurn: s.myTurn });
      if (heard || s.view === null) return;
      heard = s.steps.map((x) => x.seq);
      s.addEventListener('step', (e2) => heard!.push((e2 as CustomEvent<WireStep>).detail.seq));
    });
    sockets[0]!.close();
    await waitFor(() => sockets.length === 2 && sockets[1]!.sent.length === 1);
    assert.equal((sockets[1]!.sent[0] as { type: string }).type, 'rejoin');
    sockets[1]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 1, table: tableIn('playing'), seq: 4, view: { mine: true }, steps: [1, 2, 3, 4].map(step), legal: [{ play: 'x' }] });
    assert.deepEqual(
      events.map((x) => x.seq),
      [1, 2, 3, 4],
    );
    assert.deepEqual(
      events.map((x) => x.held),
      [[1], [1, 2], [1, 2, 3], [1, 2, 3, 4]],
      'the steps held are those played out so far',
    );
    assert.deepEqual(heard, [1, 2, 3, 4], 'the table started by the first step hears each once');
    assert.deepEqual(
      events.map((x) => x.myTurn),
      [false, false, false, true],
      'my turn is the last step\'s news',
    );
    assert.deepEqual(s.steps.map((x) => x.seq), [1, 2, 3, 4]);
    assert.equal(s.seq, 4);
    assert.equal(s.myTurn, true);
    // A later drop: only what came meanwhile is played out.
    events.length = 0;
    sockets[1]!.close();
    await waitFor(() => sockets.length === 3 && sockets[2]!.sent.length === 1);
    sockets[2]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 1, table: tableIn('playing'), seq: 6, view: { mine: true }, steps: [1, 2, 3, 4, 5, 6].map(step), legal: null });
    assert.deepEqual(
      events.map((x) => x.seq),
      [5, 6],
    );
    assert.deepEqual(heard, [1, 2, 3, 4, 5, 6]);
    s.dispose();
  });
});
