/**
 * The table server's refusals and defences (issue 16): a refusal goes to the mover only and names
 * the rule (the engine's, or the table's T-rules); nothing changes and nobody else hears of it.
 * Malformed messages, a foreign Origin, floods, guessing codes and too many tables are refused.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PapillonView } from '../../src/games/papillon/types.js';
import { MAX_CLIENT_MESSAGE_BYTES, parseClientMessage, type ServerMessage } from '../../src/net/protocol.js';
import type { TableServer } from '../../server/server.js';
import { TestClient, openTable, startGame, startServer, tempDir, type StepMsg, type Welcome } from './support/tables.js';

type Refused = Extract<ServerMessage, { type: 'refused' }>;
type ErrorMsg = Extract<ServerMessage, { type: 'error' }>;
const quiet = (ms = 150) => new Promise((r) => setTimeout(r, ms));

describe('tables: refusals go to the mover only, with the rule', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir('refusals');
    server = await startServer(tmp.dir);
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  it('in the lobby: only the host starts and changes seats (T1), no moves before the start (T5)', async () => {
    const { clients } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'easy' }]);
    const [host, guest] = clients as [TestClient, TestClient];
    await host.next((m) => m.type === 'table' && m.notice?.kind === 'joined');
    const hostSeen = host.received.length;
    guest.send({ type: 'start' });
    const r1 = await guest.next<Refused>((m) => m.type === 'refused');
    assert.deepEqual([r1.rule, r1.code], ['T1', 'notHost']);
    guest.send({ type: 'seat', seat: 2, kind: 'open' });
    const r2 = await guest.next<Refused>((m) => m.type === 'refused');
    assert.equal(r2.rule, 'T1');
    guest.send({ type: 'move', seq: 0, move: { type: 'layDown' } });
    const r3 = await guest.next<Refused>((m) => m.type === 'refused');
    assert.deepEqual([r3.rule, r3.code], ['T5', 'notStarted']);
    await quiet();
    assert.deepEqual(host.since(hostSeen), [], 'the host heard nothing of it');
    // The host may change a computer's level; the guest hears it.
    host.send({ type: 'seat', seat: 2, kind: 'computer', level: 'strong' });
    const changed = await guest.next((m) => m.type === 'table');
    assert.equal(changed.type === 'table' && changed.table.seats[2]!.level, 'strong');
    host.send({ type: 'seat', seat: 0, kind: 'open' });
    assert.equal((await host.next<Refused>((m) => m.type === 'refused')).rule, 'T9');
    for (const c of clients) c.close();
  });

  it('at play: out of turn (P48), against the rules (P19), stale (T4), not a move (T6); the others hear nothing', async () => {
    const { clients } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }]);
    await startGame(clients);
    const first = await Promise.all(clients.map((c) => c.next<StepMsg>((m) => m.type === 'step')));
    const toMove = (first[0]!.view as PapillonView).toMove!;
    const mover = clients[toMove]!;
    const other = clients[(toMove + 1) % 3]!;
    const seen = clients.map((c) => c.received.length);
    const legal = first[toMove]!.legal!;
    assert.ok(legal.length > 0);
    assert.equal(first[(toMove + 1) % 3]!.legal, null);

    other.send({ type: 'move', seq: 1, move: legal[0] });
    const a = await other.next<Refused>((m) => m.type === 'refused');
    assert.deepEqual([a.rule, a.code], ['P48', 'notYourTurn']);

    const hand = (first[toMove]!.view as PapillonView).hand;
    mover.send({ type: 'move', seq: 1, move: { type: 'capture', card: hand[0], take: [] } });
    const b = await mover.next<Refused>((m) => m.type === 'refused');
    assert.deepEqual([b.rule, b.code], ['P19', 'emptyCapture']);
    assert.equal(b.seq, 1, 'nothing changed');

    mover.send({ type: 'move', seq: 0, move: legal[0] });
    const c = await mover.next<Refused>((m) => m.type === 'refused');
    assert.deepEqual([c.rule, c.code], ['T4', 'stale']);

    // A move that is none of the legal moves: the engine names the rule it breaks; no move at all: T6.
    mover.send({ type: 'move', seq: 1, move: { type: 'capture', card: 'XX', take: [] } });
    const d = await mover.next<Refused>((m) => m.type === 'refused');
    assert.deepEqual([d.rule, d.code], ['P19', 'badCard']);
    mover.send({ type: 'move', seq: 1, move: 'XX' });
    const d2 = await mover.next<Refused>((m) => m.type === 'refused');
    assert.deepEqual([d2.rule, d2.code], ['T6', 'notAMove']);

    mover.send({ type: 'ready', ready: true });
    assert.equal((await mover.next<Refused>((m) => m.type === 'refused')).rule, 'T7');

    // Malformed frames: an error to the sender, the connection stays.
    mover.sendRaw('{not json');
    mover.send({ type: 'move', seq: 1, move: legal[0], extra: 1 });
    mover.send({ type: 'fly' });
    for (let i = 0; i < 3; i++) {
      const e = await mover.next<ErrorMsg>((m) => m.type === 'error');
      assert.deepEqual([e.code, e.fatal], ['badMessage', false]);
    }

    await quiet();
    clients.forEach((cl, i) => {
      const since = cl.since(seen[i]!);
      if (cl === mover) assert.ok(since.every((m) => m.type === 'refused' || m.type === 'error'));
      else if (cl === other) assert.deepEqual(since.map((m) => m.type), ['refused']);
      else assert.deepEqual(since, [], 'the third person heard nothing');
    });

    // The legal move is played and everyone hears it.
    mover.send({ type: 'move', seq: 1, move: legal[0] });
    const steps = await Promise.all(clients.map((cl) => cl.next<StepMsg>((m) => m.type === 'step')));
    for (const [i, s] of steps.entries()) {
      assert.equal(s.step.seq, 2);
      assert.equal(s.step.actor, toMove);
      // The move goes to its mover only; everyone hears it through the step's events.
      if (clients[i] === mover) assert.deepEqual(s.step.move, legal[0]);
      else assert.equal(s.step.move, null);
      assert.ok(s.step.events.length > 0);
    }

    // Quick phrases go to the others, one every few seconds (T8).
    mover.send({ type: 'phrase', id: 'wellPlayed' });
    const heard = await other.next((m) => m.type === 'phrase');
    assert.deepEqual(heard, { type: 'phrase', seat: toMove, id: 'wellPlayed' });
    mover.send({ type: 'phrase', id: 'oneMoment' });
    assert.equal((await mover.next<Refused>((m) => m.type === 'refused')).rule, 'T8');
    for (const cl of clients) cl.close();
  });

  it('bad tables and names are refused: unknown game, seats, options, names, codes, tokens; a message before a seat', async () => {
    const c = await TestClient.connect(server.url);
    const ask = async (msg: Record<string, unknown>) => {
      c.send(msg);
      return c.next<ErrorMsg>((m) => m.type === 'error');
    };
    const base = { type: 'create', v: 1, game: 'papillon', options: { tours: 1 }, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }], name: 'Anna' };
    assert.equal((await ask({ type: 'ready', ready: true })).code, 'notSeated');
    assert.equal((await ask({ ...base, game: 'draughts' })).code, 'unknownGame');
    assert.equal((await ask({ ...base, seats: [{ kind: 'person' }, { kind: 'person' }] })).code, 'badSeats');
    assert.equal((await ask({ ...base, seats: [{ kind: 'computer', level: 'easy' }, { kind: 'person' }, { kind: 'person' }] })).code, 'badSeats');
    assert.equal((await ask({ ...base, options: { tours: 0 } })).code, 'badOptions');
    assert.equal((await ask({ ...base, options: { players: 4 } })).code, 'badOptions');
    assert.equal((await ask({ ...base, options: { tours: 1, preset: 'constructor' } })).code, 'badOptions', 'a preset named like an Object property');
    assert.equal((await ask({ ...base, options: JSON.parse('{"tours": 1, "__proto__": {"preset": "x"}}') })).code, 'badOptions');
    assert.equal((await ask({ ...base, name: '\u0000\u202e ' })).code, 'badName');
    assert.equal((await ask({ ...base, seats: [{ kind: 'robot' }] })).code, 'badMessage');
    assert.equal((await ask({ type: 'join', v: 1, code: '1234', name: 'X' })).code, 'noTable');
    assert.equal((await ask({ type: 'join', v: 1, code: '0000 0000 0000', name: 'X' })).code, 'noTable');
    const { code, clients } = await openTable(server, [{ kind: 'person' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }]);
    assert.equal((await ask({ type: 'rejoin', v: 1, code, token: 'AAAAAAAAAAAAAAAAAAAAAA' })).code, 'badToken');
    assert.equal((await ask({ type: 'join', v: 1, code, name: 'X' })).code, 'tableFull');
    const v = await ask({ ...base, v: 2 });
    assert.deepEqual([v.code, v.fatal], ['version', true]);
    await c.whenClosed();
    for (const cl of clients) cl.close();
  });

  it('a name that is one of the table\'s own words ("Computer 3", "You", "Du") or another\'s (as heard: case aside) is seated made unique', async () => {
    const host = await TestClient.connect(server.url);
    host.send({ type: 'create', v: 1, game: 'papillon', options: { tours: 1 }, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }], name: ' you ', pace: 'instant' });
    const hw = await host.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error');
    assert.equal(hw.type, 'welcome', JSON.stringify(hw));
    assert.equal(hw.table.seats[0]!.name, 'you (2)');
    const seated: string[] = [];
    for (const name of ['Computer 3', 'DU', 'YOU (2)']) {
      const c = await TestClient.connect(server.url);
      c.send({ type: 'join', v: 1, code: hw.table.code, name });
      const w = await c.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error');
      assert.equal(w.type, 'welcome', JSON.stringify(w));
      seated.push(w.table.seats[w.you]!.name!);
      c.close();
    }
    assert.deepEqual(seated, ['Computer 3 (2)', 'DU (2)', 'YOU (2) (2)']);
    host.close();
  });

  it('a ping is answered at once, before a seat and at one (the client\'s heartbeat, issue 27)', async () => {
    const c = await TestClient.connect(server.url);
    c.send({ type: 'ping' });
    await c.next((m) => m.type === 'pong', 2000);
    c.close();
    const { clients } = await openTable(server, [{ kind: 'person' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }]);
    clients[0]!.send({ type: 'ping' });
    await clients[0]!.next((m) => m.type === 'pong', 2000);
    for (const x of clients) x.close();
  });

  it('the schema check: every client message type, and nothing else', () => {
    const good = [
      { type: 'create', v: 1, game: 'papillon', options: {}, seats: [{ kind: 'person' }, { kind: 'computer', level: 'easy' }], name: 'A', pace: 'fast' },
      { type: 'join', v: 1, code: '1', name: 'A', seat: 2 },
      { type: 'rejoin', v: 1, code: '1', token: 't' },
      { type: 'seat', seat: 1, kind: 'computer', level: 'strong' },
      { type: 'ready', ready: false },
      { type: 'start', fill: 'easy' },
      { type: 'move', seq: 3, move: { type: 'capture', card: '5H', take: ['5C'] } },
      { type: 'phrase', id: 'yourTurn' },
      { type: 'leave' },
      { type: 'standIn', seat: 1, level: 'normal' },
      { type: 'standIn', seat: 1, level: null },
      { type: 'ping' },
    ];
    for (const m of good) assert.ok(parseClientMessage(JSON.stringify(m)).ok, JSON.stringify(m));
    const bad = [
      [],
      'x',
      { type: 'create', v: 1, game: 'papillon', options: {}, seats: [], name: 'A' },
      { type: 'create', v: 1, game: 'papillon', options: {}, seats: [{ kind: 'computer', level: 'god' }], name: 'A' },
      { type: 'join', v: 1, code: '1', name: 'A', seat: 9 },
      { type: 'seat', seat: 1, kind: 'computer' },
      { type: 'ready', ready: 'yes' },
      { type: 'move', seq: -1, move: {} },
      { type: 'move', seq: 1, move: { a: { b: { c: { d: { e: 1 } } } } } },
      { type: 'phrase', id: 'rude' },
      { type: 'leave', now: true },
      { type: '__proto__' },
      { type: 'standIn', seat: 1 },
      { type: 'ping', seq: 1 },
    ];
    for (const m of bad) assert.equal(parseClientMessage(JSON.stringify(m)).ok, false, JSON.stringify(m));
    assert.equal(parseClientMessage('x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1)).ok, false);
  });
});

describe('tables: origin, rate limits and timeouts', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir('limits');
    server = await startServer(tmp.dir, {
      origins: ['http://127.0.0.1:4173'],
      limits: { connectionsPerMinute: 40, createsPerHour: 2, failedJoinsPerMinute: 3, messagesPerSecond: 5, phraseGapMs: 3000 },
      helloTimeoutMs: 300,
    });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  it('a WebSocket from a foreign origin is refused; the app\'s origin is let in', async () => {
    await assert.rejects(TestClient.connect(server.url, 'http://evil.example'), /HTTP 403/);
    const ok = await TestClient.connect(server.url, 'http://127.0.0.1:4173');
    ok.close();
  });

  it('a connection that takes no seat is closed after the hello timeout', async () => {
    const c = await TestClient.connect(server.url);
    const e = await c.next<ErrorMsg>((m) => m.type === 'error', 2000);
    assert.equal(e.code, 'timeout');
    await c.whenClosed();
  });

  it('too many tables, failed joins, messages or too large a frame from one place are refused', async () => {
    const create = { type: 'create', v: 1, game: 'papillon', options: { tours: 1 }, seats: [{ kind: 'person' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'easy' }], name: 'Anna' };
    const hosts: TestClient[] = [];
    const welcomes: Welcome[] = [];
    for (let i = 0; i < 2; i++) {
      const h = await TestClient.connect(server.url);
      h.send(create);
      const w = await h.next<Welcome>();
      assert.equal(w.type, 'welcome');
      hosts.push(h);
      welcomes.push(w);
    }
    const third = await TestClient.connect(server.url);
    third.send(create);
    assert.equal((await third.next<ErrorMsg>()).code, 'rateLimited');

    const guesser = await TestClient.connect(server.url);
    for (let i = 0; i < 3; i++) {
      guesser.send({ type: 'join', v: 1, code: `11112222333${i}`, name: 'X' });
      assert.equal((await guesser.next<ErrorMsg>()).code, 'noTable');
    }
    guesser.send({ type: 'join', v: 1, code: '111122223339', name: 'X' });
    const limited = await guesser.next<ErrorMsg>();
    assert.deepEqual([limited.code, limited.fatal], ['rateLimited', true]);

    // Another's mistyped codes never lock a person out of their own seat: a valid seat token still
    // rejoins from the same address; a wrong one is refused by the limit (issue 27).
    const back = await TestClient.connect(server.url);
    back.send({ type: 'rejoin', v: 1, code: welcomes[1]!.table.code, token: welcomes[1]!.token! });
    const bw = await back.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error');
    assert.equal(bw.type, 'welcome', JSON.stringify(bw));
    assert.equal(bw.you, 0);
    const wrong = await TestClient.connect(server.url);
    wrong.send({ type: 'rejoin', v: 1, code: welcomes[1]!.table.code, token: 'x'.repeat(32) });
    assert.equal((await wrong.next<ErrorMsg>()).code, 'rateLimited');

    const flood = hosts[0]!;
    for (let i = 0; i < 30; i++) flood.send({ type: 'ready', ready: i % 2 === 0 });
    await flood.next((m) => m.type === 'error' && m.code === 'rateLimited');
    await flood.whenClosed();

    const big = back;
    big.sendRaw(JSON.stringify({ type: 'phrase', id: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) }));
    assert.equal(await big.whenClosed(), 1009, 'a frame over the size limit closes the connection');
  });
});
