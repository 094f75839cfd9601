/**
 * The table server (issue 16): a dropped connection comes back to the same seat with its seat
 * token, the others hear "lost" and "back", nobody's turn is timed, nothing is lost or doubled;
 * a reload (a new connection with the token) replaces the old one; leaving for good gives the seat
 * to a computer player and passes the host on; the host may free a seat in the lobby.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PapillonView } from '../../src/games/papillon/types.js';
import type { ServerMessage } from '../../src/net/protocol.js';
import type { TableServer } from '../../server/server.js';
import { AutoPlayer, TestClient, openTable, readLog, startGame, startServer, tempDir, untilOver, type StepMsg, type Welcome } from './support/tables.js';

type TableMsg = Extract<ServerMessage, { type: 'table' }>;
type ErrorMsg = Extract<ServerMessage, { type: 'error' }>;
const stepsOf = (c: TestClient) => c.received.filter((m): m is StepMsg => m.type === 'step').map((m) => m.step);

describe('tables: drop, reconnect, reload, leave', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir('reconnect');
    server = await startServer(tmp.dir);
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  it('a dropped person is waited for (no timer) and comes back to the same seat with the seat token', async () => {
    const { code, clients, tokens } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'normal' }]);
    await startGame(clients);
    const [anna, bernd] = clients as [TestClient, TestClient];
    const ap = new AutoPlayer(anna, 'anna');
    const bp = new AutoPlayer(bernd, 'bernd');
    // Bernd's connection drops just after it is his turn, before he moves.
    const mine = (m: ServerMessage) => m.type === 'step' && m.step.seq >= 12 && m.legal !== null;
    bp.holdWhen = mine;
    await bernd.next<StepMsg>(mine, 20_000);
    assert.ok(bp.paused);
    const before = stepsOf(bernd);
    const myTurnAt = before.at(-1)!.seq;
    bernd.drop();
    const lost = await anna.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'disconnected');
    assert.equal(lost.notice!.seat, 1);
    assert.equal(lost.table.seats[1]!.connected, false);
    assert.equal(lost.table.seats[1]!.kind, 'person', 'the seat stays his');

    // Nobody moves for him, however long it takes.
    await new Promise((r) => setTimeout(r, 400));
    const table = server.table(code)!;
    assert.equal(table.debugState().seq, myTurnAt);

    const back = await TestClient.connect(server.url);
    back.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    const w = await back.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(w.you, 1);
    assert.equal(w.seq, myTurnAt);
    assert.deepEqual(w.steps, before, 'the same steps, nothing lost or doubled');
    assert.ok(w.legal && w.legal.length > 0, 'it is still his turn');
    assert.equal((w.view as PapillonView).toMove, 1);
    const again = await anna.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'reconnected');
    assert.equal(again.notice!.seat, 1);
    assert.equal(again.table.seats[1]!.connected, true);

    new AutoPlayer(back, 'bernd-back');
    const [endA, endB] = await Promise.all([untilOver(anna), untilOver(back)]);
    assert.deepEqual(endA.view && (endA.view as PapillonView).balances, (endB.view as PapillonView).balances);
    const all = [...w.steps, ...stepsOf(back)];
    assert.deepEqual(all.map((s) => s.seq), Array.from({ length: endB.step.seq }, (_, i) => i + 1));
    assert.ok(ap.moves > 0);
    anna.close();
    back.close();
  });

  it('a reload takes the seat over from the old connection, which is told and closed', async () => {
    const { code, clients, tokens } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'easy' }]);
    const [anna, bernd] = clients as [TestClient, TestClient];
    await anna.next((m) => m.type === 'table' && m.notice?.kind === 'joined');
    const seen = anna.received.length;
    const reload = await TestClient.connect(server.url);
    reload.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    const w = await reload.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(w.you, 1);
    const e = await bernd.next<ErrorMsg>((m) => m.type === 'error');
    assert.deepEqual([e.code, e.fatal], ['replaced', true]);
    await bernd.whenClosed();
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(anna.since(seen), [], 'the others notice nothing: he never was away');
    anna.close();
    reload.close();
  });

  it('between deals the next deal waits for every connected person; leaving gives the seat to a computer and the host role on', async () => {
    const { code, clients, tokens } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }]);
    await startGame(clients);
    const [anna, bernd, carla] = clients as [TestClient, TestClient, TestClient];
    const players = clients.map((c, i) => new AutoPlayer(c, `leave-${i}`));
    // Carla does not say ready at the end of the first deal.
    players[2]!.paused = true;
    const carlaPlays = (m: ServerMessage) => {
      if (m.type === 'step' && m.legal) carla.send({ type: 'move', seq: m.step.seq, move: m.legal[0] });
    };
    carla.onMessage = carlaPlays;
    const dealOver = await anna.next<StepMsg>((m) => m.type === 'step' && m.phase === 'betweenDeals', 20_000);
    const waiting = await anna.next<TableMsg>((m) => m.type === 'table' && m.table.phase === 'betweenDeals' && m.table.seats[0]!.ready && m.table.seats[1]!.ready);
    assert.equal(waiting.table.seats[2]!.ready, false);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(server.table(code)!.debugState().seq, dealOver.step.seq, 'the next deal waits for Carla');

    // The host leaves for good: a computer takes her seat, Bernd is host; her token no longer works.
    anna.send({ type: 'leave' });
    await anna.whenClosed();
    const left = await bernd.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'left');
    assert.equal(left.notice!.seat, 0);
    assert.equal(left.notice!.name, 'Anna', 'the notice names who left (the seat is a computer\'s by now)');
    assert.deepEqual([left.table.seats[0]!.kind, left.table.seats[0]!.level], ['computer', 'normal']);
    const host = await bernd.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'host');
    assert.equal(host.table.host, 1);
    const ghost = await TestClient.connect(server.url);
    ghost.send({ type: 'rejoin', v: 1, code, token: tokens[0]! });
    assert.equal((await ghost.next<ErrorMsg>((m) => m.type === 'error')).code, 'badToken');
    ghost.close();

    // Carla drops: every connected person (Bernd) is ready, so the next deal starts.
    carla.drop();
    const next = await bernd.next<StepMsg>((m) => m.type === 'step' && m.step.seq === dealOver.step.seq + 1);
    assert.equal(next.step.actor, null);
    assert.ok(next.step.events.some((e) => (e as { type: string }).type === 'dealStart'));
    // Carla comes back in the second deal and everyone plays on to the end.
    const back = await TestClient.connect(server.url);
    back.send({ type: 'rejoin', v: 1, code, token: tokens[2]! });
    await back.next((m) => m.type === 'welcome');
    new AutoPlayer(back, 'carla-back');
    await Promise.all([untilOver(bernd), untilOver(back)]);
    bernd.close();
    back.close();
  });

  it('after the grace period the host lets a computer stand in for an absent person, who takes the seat back by coming back', async () => {
    const graceful = await startServer(tmp.dir, { standInAfterMs: 150 });
    try {
      const { code, clients, tokens } = await openTable(graceful, [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'easy' }]);
      await startGame(clients);
      const [anna, bernd] = clients as [TestClient, TestClient];
      const ap = new AutoPlayer(anna, 'anna-host');
      const bp = new AutoPlayer(bernd, 'bernd-away');
      const mine = (m: ServerMessage) => m.type === 'step' && m.step.seq >= 5 && m.legal !== null;
      bp.holdWhen = mine;
      await bernd.next(mine, 10_000);
      bernd.drop();
      await anna.next((m) => m.type === 'table' && m.notice?.kind === 'disconnected');
      const heldAt = graceful.table(code)!.debugState().seq;

      anna.send({ type: 'standIn', seat: 1, level: 'easy' });
      const early = await anna.next<Extract<ServerMessage, { type: 'refused' }>>((m) => m.type === 'refused');
      assert.deepEqual([early.rule, early.code], ['T10', 'notAway'], 'not before the grace period');
      await new Promise((r) => setTimeout(r, 200));
      anna.send({ type: 'standIn', seat: 1, level: 'easy' });
      const on = await anna.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'standIn');
      assert.equal(on.notice!.seat, 1);
      assert.equal(on.table.seats[1]!.standIn, 'easy');
      assert.ok(on.table.seats[1]!.awayMs! >= 150);
      assert.equal(on.table.standInAfterMs, 150);
      // The computer plays Bernd's turn, and the next ones.
      await anna.next((m) => m.type === 'step' && m.step.seq > heldAt && m.step.actor === 1);

      const back = await TestClient.connect(graceful.url);
      back.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
      const w = await back.next<Welcome>((m) => m.type === 'welcome');
      assert.equal(w.table.seats[1]!.standIn, null, 'back in his own hands');
      const off = await anna.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'standInEnded');
      assert.equal(off.notice!.seat, 1);
      new AutoPlayer(back, 'bernd-back');
      await Promise.all([untilOver(anna), untilOver(back)]);
      assert.ok(ap.moves > 0);
      const records = readLog(tmp.dir, code).filter((r) => r.t === 'standIn');
      assert.deepEqual(records, [
        { t: 'standIn', seat: 1, level: 'easy' },
        { t: 'standIn', seat: 1, level: null },
      ]);
      back.close();
      anna.close();
    } finally {
      await graceful.close();
    }
  });

  it('a connection that stops answering the heartbeat is dropped, and the others are told', async () => {
    const quick = await startServer(tmp.dir, { heartbeatMs: 100 });
    try {
      const host = await TestClient.connect(quick.url);
      host.send({ type: 'create', v: 1, game: 'papillon', options: { tours: 1 }, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'easy' }], name: 'Anna' });
      const hw = await host.next<Welcome>((m) => m.type === 'welcome');
      const silent = await TestClient.connect(quick.url, undefined, { autoPong: false });
      silent.send({ type: 'join', v: 1, code: hw.table.code, name: 'Bernd' });
      await silent.next((m) => m.type === 'welcome');
      const lost = await host.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'disconnected', 3000);
      assert.equal(lost.notice!.seat, 1);
      assert.equal(host.closed, false, 'a client that answers stays');
      await silent.whenClosed();
      host.close();
    } finally {
      await quick.close();
    }
  });

  it('in the lobby the host frees a person\'s seat: that person is told and the token is void', async () => {
    const { code, clients, tokens } = await openTable(server, [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }]);
    const [anna, bernd] = clients as [TestClient, TestClient];
    anna.send({ type: 'seat', seat: 1, kind: 'open' });
    const e = await bernd.next<ErrorMsg>((m) => m.type === 'error');
    assert.equal(e.code, 'removed');
    await bernd.whenClosed();
    const changed = await anna.next<TableMsg>((m) => m.type === 'table' && m.notice?.kind === 'seatChanged');
    assert.equal(changed.table.seats[1]!.kind, 'open');
    const ghost = await TestClient.connect(server.url);
    ghost.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    assert.equal((await ghost.next<ErrorMsg>((m) => m.type === 'error')).code, 'badToken');
    ghost.send({ type: 'join', v: 1, code, name: 'Dora', seat: 1 });
    const w = await ghost.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(w.you, 1);
    for (const c of [...clients, ghost]) c.close();
  });
});
