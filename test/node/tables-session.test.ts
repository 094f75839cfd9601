/**
 * The table server (issue 16, server/): a whole Papillon session (tours: 1) played by three people
 * over WebSockets and a computer player, against a server in this process on a free loopback port.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PapillonState } from '../../src/games/papillon/types.js';
import { formatCode, normalizeCode } from '../../src/net/protocol.js';
import type { TableServer } from '../../server/server.js';
import { AutoPlayer, TABLE_GAMES, TestClient, readLog, startGame, startServer, tempDir, untilOver, type StepMsg, type Welcome } from './support/tables.js';

describe('tables: a whole session', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  before(async () => {
    tmp = await tempDir('session');
    server = await startServer(tmp.dir);
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  it('three people and a computer play a whole session to the end; every view and step log is the engine\'s for that seat', async () => {
    const host = await TestClient.connect(server.url);
    host.send({ type: 'create', v: 1, game: 'papillon', options: { tours: 1 }, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'normal' }], name: 'Anna', pace: 'instant' });
    const hw = await host.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(hw.you, 0);
    assert.match(hw.table.code, /^\d{12}$/);
    assert.equal(hw.table.phase, 'lobby');
    assert.equal(hw.table.host, 0);
    assert.deepEqual(hw.table.options, { tours: 1, players: 4 });
    assert.deepEqual(
      hw.table.seats.map((s) => [s.kind, s.name, s.level]),
      [
        ['person', 'Anna', null],
        ['open', null, null],
        ['open', null, null],
        ['computer', null, 'normal'],
      ],
    );
    assert.ok(hw.token && hw.token.length >= 22, 'the host gets a seat token');
    assert.equal(hw.view, null);
    assert.deepEqual(hw.steps, []);

    // Bernd joins with the code as read aloud (groups of four); Carla types it in braille without the number sign.
    const spoken = formatCode(hw.table.code);
    assert.match(spoken, /^\d{4} \d{4} \d{4}$/);
    const bernd = await TestClient.connect(server.url);
    bernd.send({ type: 'join', v: 1, code: spoken, name: '  Bernd\u202E ' });
    const bw = await bernd.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(bw.you, 1);
    assert.equal(bw.table.seats[1]!.name, 'Bernd', 'the name is cleaned of bidirectional controls and spaces');
    const heard = await host.next((m) => m.type === 'table');
    assert.deepEqual(heard.type === 'table' && heard.notice, { kind: 'joined', seat: 1 });

    const braille = hw.table.code.replace(/\d/g, (d) => 'jabcdefghi'[Number(d)]!);
    assert.equal(normalizeCode(braille), hw.table.code);
    const carla = await TestClient.connect(server.url);
    carla.send({ type: 'join', v: 1, code: braille, name: 'Bernd' });
    const cw = await carla.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(cw.you, 2);
    assert.equal(cw.table.seats[2]!.name, 'Bernd (2)', 'names are unique at a table');
    assert.notEqual(cw.token, bw.token);

    // A fourth person finds no free seat.
    const late = await TestClient.connect(server.url);
    late.send({ type: 'join', v: 1, code: hw.table.code, name: 'Dora' });
    const full = await late.next();
    assert.equal(full.type === 'error' && full.code, 'tableFull');
    late.close();

    // The host cannot start before everyone is ready (T3); then can.
    host.send({ type: 'start' });
    const early = await host.next((m) => m.type === 'refused');
    assert.equal(early.type === 'refused' && early.rule, 'T3');
    const clients = [host, bernd, carla];
    await startGame(clients);

    const players = clients.map((c, i) => new AutoPlayer(c, `person-${i}`));
    const ends = await Promise.all(clients.map((c) => untilOver(c)));
    assert.ok(players.every((p) => p.moves > 0), 'every person moved');

    const table = server.table(hw.table.code)!;
    const { state, seq, phase } = table.debugState();
    assert.equal(phase, 'over');
    const s = state as PapillonState;
    assert.equal(s.phase, 'sessionOver');
    for (const [seat, end] of ends.entries()) {
      assert.equal(end.step.seq, seq);
      assert.deepEqual(end.view, TABLE_GAMES['papillon']!.engine.view(s, seat), `seat ${seat}'s last view is the engine's view`);
      assert.equal(end.legal, null);
    }

    // Each client's log of steps is the server's, as its seat may see it, with nothing lost or doubled.
    const log = readLog(tmp.dir, hw.table.code);
    const moves = log.filter((r) => r.t === 'move');
    assert.equal(log.filter((r) => r.t === 'start').length, 1);
    const deals = log.filter((r) => r.t === 'next').length + 1;
    assert.equal(deals, 4, 'tours: 1 at four seats is four deals');
    assert.equal(moves.length + deals, seq);
    assert.equal(log.at(-1)!.t, 'over');
    for (const [seat, c] of clients.entries()) {
      const steps = c.received.filter((m): m is StepMsg => m.type === 'step').map((m) => m.step);
      assert.deepEqual(steps.map((st) => st.seq), Array.from({ length: seq }, (_, i) => i + 1), `seat ${seat} got every step once, in order`);
      let k = 0;
      for (const st of steps) {
        if (st.actor !== null) {
          const rec = moves[k++]!;
          assert.equal(rec.t === 'move' && rec.seat, st.actor);
          // A move is told to its mover only; the others hear it through the events.
          if (st.actor === seat) assert.deepEqual(rec.t === 'move' && rec.move, st.move);
          else assert.equal(st.move, null, `seat ${seat} is not told seat ${st.actor}'s move`);
        }
      }
    }
    // The computer seat moved too.
    assert.ok(moves.some((r) => r.t === 'move' && r.seat === 3));

    // Someone coming back after the end sees the whole session as their seat may see it.
    const again = await TestClient.connect(server.url);
    again.send({ type: 'rejoin', v: 1, code: hw.table.code, token: bw.token! });
    const w = await again.next<Welcome>((m) => m.type === 'welcome');
    assert.equal(w.you, 1);
    assert.equal(w.token, undefined, 'a rejoin does not send the token again');
    assert.equal(w.seq, seq);
    assert.equal(w.table.phase, 'over');
    assert.deepEqual(
      w.steps,
      bernd.received.filter((m): m is StepMsg => m.type === 'step').map((m) => m.step),
    );
    for (const c of [...clients, again]) c.close();
  });
});
