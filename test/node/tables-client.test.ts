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
import { readLog, replayStates, startServer, TABLE_GAMES, tempDir } from './support/tables.js';

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

/** Sessions whose network swallows every frame, both ways, without closing anything (a phone leaving Wi-Fi). */
const swallowed = new WeakSet<RemoteSeatSession>();

function session(server: TableServer, hello: Hello, beat: { heartbeatMs?: number; silenceMs?: number } = {}): RemoteSeatSession {
  const mine: WebSocket[] = [];
  const s = new RemoteSeatSession({
    server: server.url,
    hello,
    socket: (url) => {
      if (offline.has(s)) throw new Error('offline');
      const ws = factory(url);
      mine.push(ws as unknown as WebSocket);
      return swallowable(s, ws);
    },
    backoff: [50, 100, 200],
    ...beat,
  });
  socketsOf.set(s, mine);
  sessions.push(s);
  return s;
}

/** The socket as the session sees it, through a network that may swallow frames (`swallowed`): sent and received frames vanish, the socket stays open. */
function swallowable(s: RemoteSeatSession, ws: SocketLike): SocketLike {
  const through: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (text) => {
      if (!swallowed.has(s)) ws.send(text);
    },
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = (e) => through.onopen?.(e);
  ws.onmessage = (e) => {
    if (!swallowed.has(s)) through.onmessage?.(e);
  };
  ws.onclose = (e) => through.onclose?.(e);
  ws.onerror = (e) => through.onerror?.(e);
  return through;
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

/** A table server of its own for a describe block (in a fresh directory, stand-ins at once), and everything opened against it closed after. */
function serverFor(name: string): { readonly server: TableServer; readonly dir: string } {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir(name);
    server = await startServer(tmp.dir, { standInAfterMs: 0 });
  });
  after(async () => {
    for (const s of sessions) s.dispose();
    for (const s of sockets) s.terminate();
    await server.close();
    tmp.remove();
  });
  return {
    get server() {
      return server;
    },
    get dir() {
      return tmp.dir;
    },
  };
}

describe('tables: the client', () => {
  const at = serverFor('client');

  async function openTable(): Promise<{ anna: RemoteSeatSession; bernd: RemoteSeatSession; annaTicket: SeatTicket; berndTicket: SeatTicket }> {
    const anna = session(at.server, {
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
    const bernd = session(at.server, { type: 'join', v: PROTOCOL_VERSION, code: formatCode(code), name: 'Bernd' });
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
    assert.equal(annaTicket.server, at.server.url);
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

  it('a network that swallows every frame without closing: the heartbeat notices it within seconds, and the move tapped meanwhile is played once the seat is back (issue 27)', async () => {
    const { anna, bernd: plain } = await openTable();
    plain.dispose();
    // Bernd again, with a quick heartbeat (the same seat, from his ticket).
    const ticket = plain.ticket!;
    const bernd = session(at.server, { type: 'rejoin', v: PROTOCOL_VERSION, code: ticket.code, token: ticket.token }, { heartbeatMs: 50, silenceMs: 400 });
    await bernd.connect();
    await start(anna, bernd);
    const stopAnna = autoplay(anna);
    await waitFor(() => bernd.myTurn && bernd.seq === anna.seq, 30_000);
    const seq = bernd.seq;
    const move = bernd.legalMoves[0];
    const kept: string[] = [];
    bernd.addEventListener('problem', (e) => kept.push((e as CustomEvent<{ code: string }>).detail.code));
    swallowed.add(bernd);
    assert.equal(bernd.play(move), null);
    await waitFor(() => bernd.connection === 'reconnecting', 10_000);
    assert.equal(anna.seq, seq, 'the move never reached the table');
    swallowed.delete(bernd);
    // Back at the seat the move is sent again, and played: the step after `seq` is Bernd's.
    await waitFor(() => anna.steps.some((x) => x.seq === seq + 1), 10_000);
    assert.equal(anna.steps.find((x) => x.seq === seq + 1)!.actor, 1);
    assert.deepEqual(kept, [], 'the move went out (into the swallowing network): nothing to say until the connection was lost');
    stopAnna();
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
    const again = session(at.server, { type: 'rejoin', v: PROTOCOL_VERSION, code: berndTicket.code, token: berndTicket.token });
    const back = until<{ notice: Notice }>(anna, 'table', (d) => d.notice?.kind === 'reconnected');
    await again.connect();
    assert.equal(again.me, 1);
    assert.equal((await back).notice.seat, 1);
    assert.equal(JSON.stringify(again.steps), seen);
    assert.equal(JSON.stringify(again.view), view);
    assert.equal(again.ticket?.token, berndTicket.token);
    const table: TableInfo = again.table!;
    assert.equal(table.seats[1]!.name, 'Bernd');

    const wrong = session(at.server, { type: 'rejoin', v: PROTOCOL_VERSION, code: berndTicket.code, token: 'x'.repeat(22) });
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
      // No ping in what this test counts (the heartbeat has its own test below).
      heartbeatMs: 3_600_000,
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

  /** A session over fake sockets (each opened at once), welcomed at my seat 1 with a seat token, its turn at `seq` 3. */
  async function seatedSilently(): Promise<{ s: RemoteSeatSession; sockets: FakeSocket[]; problems: string[]; tableRefusals: string[] }> {
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
      heartbeatMs: 10,
      silenceMs: 50,
    });
    sessions.push(s);
    const problems: string[] = [];
    const tableRefusals: string[] = [];
    s.addEventListener('problem', (e) => problems.push((e as CustomEvent<{ code: string }>).detail.code));
    s.addEventListener('tableRefused', (e) => tableRefusals.push((e as CustomEvent<{ rule: string }>).detail.rule));
    const connected = s.connect();
    await waitFor(() => sockets[0]?.sent.length === 1);
    sockets[0]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 1, token: 't'.repeat(22), table: tableIn('playing'), seq: 3, view: { mine: true }, steps: [1, 2, 3].map(step), legal: [{ play: 'x' }, { play: 'y' }] });
    await connected;
    return { s, sockets, problems, tableRefusals };
  }
  const typesSent = (f: FakeSocket) => f.sent.map((m) => (m as { type: string }).type);

  it('a network that swallows every frame (no close comes) is noticed by the heartbeat in seconds; the move tapped meanwhile is kept and sent again at the seat (issue 27)', async () => {
    const { s, sockets, problems } = await seatedSilently();
    // The server answers pings while it is there: the connection stays.
    await waitFor(() => typesSent(sockets[0]!).includes('ping'));
    sockets[0]!.say({ type: 'pong' });
    assert.equal(s.connection, 'open');
    // Then nothing comes back: the socket is given up although it never closed.
    await waitFor(() => s.connection === 'reconnecting');
    assert.equal(sockets[0]!.readyState, 3, 'the silent socket is closed by the client');
    assert.equal(s.play({ play: 'y' }), null);
    assert.deepEqual(problems, ['moveKept'], 'the player hears the move waits for the connection');
    await waitFor(() => sockets.length === 2 && sockets[1]!.sent.length === 1);
    assert.equal(typesSent(sockets[1]!)[0], 'rejoin');
    // Back at the seat, the table still waits for that move: it is sent, on the step it was chosen on.
    sockets[1]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 1, table: tableIn('playing'), seq: 3, view: { mine: true }, steps: [1, 2, 3].map(step), legal: [{ play: 'y' }, { play: 'x' }] });
    await waitFor(() => typesSent(sockets[1]!).includes('move'));
    assert.deepEqual(sockets[1]!.sent.find((m) => (m as { type: string }).type === 'move'), { type: 'move', seq: 3, move: { play: 'y' } });
    s.dispose();
  });

  it('a kept move the table no longer waits for is not sent; the player hears the table moved on without it (T4)', async () => {
    const { s, sockets, tableRefusals } = await seatedSilently();
    await waitFor(() => s.connection === 'reconnecting');
    s.play({ play: 'x' });
    await waitFor(() => sockets.length === 2 && sockets[1]!.sent.length === 1);
    // Meanwhile another seat moved (a stand-in, say): step 4 is not mine.
    sockets[1]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 1, table: tableIn('playing'), seq: 4, view: { mine: true }, steps: [...[1, 2, 3].map(step), { seq: 4, actor: 2, move: null, events: [] }], legal: [{ play: 'x' }] });
    assert.deepEqual(tableRefusals, ['T4']);
    assert.ok(!typesSent(sockets[1]!).includes('move'));
    s.dispose();
  });

  it('a kept move the server did play (its answer lost with the connection) is not sent again, and nothing is said', async () => {
    const { s, sockets, tableRefusals, problems } = await seatedSilently();
    s.play({ play: 'x' });
    assert.deepEqual(typesSent(sockets[0]!).filter((t) => t === 'move'), ['move']);
    await waitFor(() => s.connection === 'reconnecting');
    await waitFor(() => sockets.length === 2 && sockets[1]!.sent.length === 1);
    sockets[1]!.say({ type: 'welcome', v: PROTOCOL_VERSION, you: 1, table: tableIn('playing'), seq: 4, view: { mine: true }, steps: [...[1, 2, 3].map(step), { seq: 4, actor: 1, move: { play: 'x' }, events: [] }], legal: null });
    assert.deepEqual(tableRefusals, []);
    assert.deepEqual(problems, []);
    assert.ok(!typesSent(sockets[1]!).includes('move'));
    s.dispose();
  });
});

describe('tables: the client at every seat game (Whist, Casino)', () => {
  const at = serverFor('client-games');

  /** Anna creates a table of `game` (seat 0), Bernd joins (seat 1); the other seats are computers; the game starts. */
  async function sitDown(game: string, options: unknown, seats: number): Promise<{ anna: RemoteSeatSession; bernd: RemoteSeatSession; code: string }> {
    const anna = session(at.server, {
      type: 'create',
      v: PROTOCOL_VERSION,
      game,
      options,
      seats: [{ kind: 'person' }, { kind: 'person' }, ...Array.from({ length: seats - 2 }, () => ({ kind: 'computer' as const, level: 'easy' as const }))],
      name: 'Anna',
      pace: 'instant',
    });
    const ticket = until<SeatTicket>(anna, 'ticket');
    await anna.connect();
    const code = (await ticket).code;
    const bernd = session(at.server, { type: 'join', v: PROTOCOL_VERSION, code, name: 'Bernd' });
    await bernd.connect();
    assert.equal(bernd.me, 1);
    assert.equal(bernd.table!.game, game, 'the welcome names the game');
    bernd.ready(true);
    await waitFor(() => anna.table!.seats.every((s) => s.ready));
    const first = until(bernd, 'step');
    anna.start();
    await first;
    return { anna, bernd, code };
  }

  /** Plays my seat (the last legal move on my turn); between deals ready for the next one only when `onToNext`. */
  function autoplayDeals(s: RemoteSeatSession, onToNext: boolean): () => void {
    let sentOn = -1;
    const act = () => {
      if (s.myTurn && sentOn !== s.seq) {
        sentOn = s.seq;
        s.play(s.legalMoves[s.legalMoves.length - 1]);
      }
      if (onToNext && s.phase === 'betweenDeals' && sentOn !== -s.seq) {
        sentOn = -s.seq;
        s.nextDeal();
      }
    };
    s.addEventListener('change', act);
    act();
    return () => s.removeEventListener('change', act);
  }

  /** The table's steps as each seat was to be told them: the log replayed through the engine. */
  function engineSteps(code: string, seat: number): { seq: number; actor: number | null; move: unknown; events: unknown[] }[] {
    const records = readLog(at.dir, code);
    const first = records[0] as Extract<(typeof records)[number], { t: 'table' }>;
    const engine = TABLE_GAMES[first.game]!.engine;
    const out: { seq: number; actor: number | null; move: unknown; events: unknown[] }[] = [];
    let state: unknown = null;
    const push = (actor: number | null, move: unknown, events: readonly unknown[]) =>
      out.push({ seq: out.length + 1, actor, move: actor === seat ? move : null, events: events.map((e) => engine.visibleEvent(e, seat)) });
    for (const r of records) {
      if (r.t === 'start') {
        const s = engine.start(first.options, first.seed);
        state = s.state;
        push(null, null, s.events);
      } else if (r.t === 'move') {
        const res = engine.applyMove(state, r.move);
        assert.ok(res.ok);
        state = res.state;
        push(r.seat, r.move, res.events);
      } else if (r.t === 'next') {
        const n = engine.advance(state)!;
        state = n.state;
        push(null, null, n.events);
      }
    }
    return out;
  }

  /** The engine state now (the log replayed). */
  const stateNow = (code: string): unknown => {
    const { states } = replayStates(at.dir, code);
    return states[states.length - 1];
  };

  const FORMS = [
    { game: 'whist', options: {}, seats: 4, until: 'a whole deal' as const },
    { game: 'casino', options: { engine: {}, games: 1 }, seats: 3, until: 'to the end of the sitting' as const },
  ];

  for (const f of FORMS) {
    it(`${f.game}: two people and computers play ${f.until}; out of turn and a move the engine refuses come back as its rules, to the mover only; both histories are the engine's`, async () => {
      const { anna, bernd, code } = await sitDown(f.game, f.options, f.seats);
      const engine = TABLE_GAMES[f.game]!.engine;
      assert.deepEqual(anna.table!.options, (engine.optionsFor(f.options, f.seats) as { options: unknown }).options, 'the table holds the options the engine made of them');
      // A person is to move (the computers move at once otherwise): the other moves out of turn.
      await waitFor(() => (anna.myTurn || bernd.myTurn) && anna.seq === bernd.seq);
      const mover = anna.myTurn ? anna : bernd;
      const idle = mover === anna ? bernd : anna;
      const heard: { who: string; rule: string }[] = [];
      for (const [who, s] of [['anna', anna], ['bernd', bernd]] as const) s.addEventListener('refused', (e) => heard.push({ who, rule: (e as CustomEvent<RuleViolation>).detail.rule }));
      const view = idle.view as { hand: string[]; viewer: number };
      const card = view.hand[0]!;
      const outOfTurn = f.game === 'whist' ? { type: 'play', seat: view.viewer, card } : { type: 'trail', card };
      const expectedOut = engine.notYourTurn(stateNow(code));
      const refusedOut = until<RuleViolation>(idle, 'refused');
      idle.play(outOfTurn);
      const v1 = await refusedOut;
      assert.deepEqual({ rule: v1.rule, code: v1.code }, { rule: expectedOut.rule, code: expectedOut.code }, 'out of turn: the engine\'s rule');
      // The mover sends a move that is none of its legal moves: the engine's own refusal (a card not held).
      const mv = mover.view as { hand: string[]; viewer: number };
      const notHeld = ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS', '2H', '3H'].find((c) => !mv.hand.includes(c))!;
      const illegal = f.game === 'whist' ? { type: 'play', seat: mv.viewer, card: notHeld } : { type: 'trail', card: notHeld };
      const expected = engine.applyMove(stateNow(code), illegal);
      assert.equal(expected.ok, false);
      const refused = until<RuleViolation>(mover, 'refused');
      const seq = mover.seq;
      mover.play(illegal);
      const v2 = await refused;
      assert.equal(v2.rule, (expected as { violation: RuleViolation }).violation.rule, `the engine's rule (${v2.rule} ${v2.code})`);
      assert.equal(v2.code, (expected as { violation: RuleViolation }).violation.code);
      assert.equal(mover.seq, seq, 'nothing changed');
      assert.deepEqual(
        heard.map((h) => h.who),
        [idle === anna ? 'anna' : 'bernd', mover === anna ? 'anna' : 'bernd'],
        'each refusal is told to the one who moved only',
      );
      // Play on: Whist to the end of the deal, Casino to the end of its sitting.
      const toNext = f.until !== 'a whole deal';
      const stops = [autoplayDeals(anna, toNext), autoplayDeals(bernd, toNext)];
      const done = (s: RemoteSeatSession) => (toNext ? s.phase === 'over' : s.phase === 'betweenDeals' || s.phase === 'over');
      await Promise.all([anna, bernd].map((s) => waitFor(() => done(s), 120_000)));
      await waitFor(() => anna.seq === bernd.seq);
      stops.forEach((stop) => stop());
      // Each history is exactly what the engine tells that seat of the table's log, every step once and in
      // order; the two agree on who acted at each step, and each hears a move only of its own.
      for (const s of [anna, bernd]) {
        assert.deepEqual(JSON.parse(JSON.stringify(s.steps)), engineSteps(code, s.me), `seat ${s.me}: the engine's history for this seat`);
        assert.deepEqual(s.view, engine.view(stateNow(code), s.me), `seat ${s.me}: the engine's view`);
      }
      assert.deepEqual(anna.steps.map((x) => x.actor), bernd.steps.map((x) => x.actor));
      assert.ok(anna.steps.some((x) => x.actor === 1) && anna.steps.every((x) => x.actor !== 1 || x.move === null), 'Bernd\'s moves reach Anna only through the events');
      assert.ok(anna.steps.length > (f.game === 'whist' ? 52 : 20), `a whole ${f.until}: ${anna.steps.length} steps`);
      anna.dispose();
      bernd.dispose();
    });
  }
});
