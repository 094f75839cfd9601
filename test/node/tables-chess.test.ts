/**
 * Chess at the table server (issue 25), with no line of the server for chess: V-CH-4's announced mate
 * carried as one of the engine's legal moves (EX-CH-4 played by two people, its last move `h5e5#`),
 * CH30's resignation and draw offers as the engine's table moves, accepted from a seat whoever is to
 * move (SeatGame.anytime), the offer lapsing with the other side's move (FIDE), every step told to
 * both seats; then a whole game against a computer standing in for a person who left, which answers a
 * draw offered on the person's own turn at once, out of turn, by its own evaluation (B-CH-19). Every frame sent to a seat is judged against what it may
 * know (test/node/support/tables-honesty.ts: chess hides no card, but the legal moves go only to the mover).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TableServer } from '../../server/server.js';
import { TestClient, openTable, replayStates, startGame, startServer, tempDir, untilOver, type Frame, type StepMsg, type Welcome } from './support/tables.js';
import { judgeFrames } from './support/tables-honesty.js';
import type { ChessState } from '../../src/games/chess/index.js';

const P = { kind: 'person' } as const;
type Ev = { type: string; [k: string]: unknown };

/** EX-CH-4 (the source's game 6), its mate sent announced. */
const EX_CH_4 = 'e2e4 e7e5 f2f4 e5f4 g1f3 g7g5 f1c4 f7f6 f3g5 f6g5 d1h5 e8e7 h5g5 e7e8 g5h5 e8e7 h5e5#'.split(' ');

interface Chair {
  client: TestClient;
  color: 'w' | 'b';
}

/** The two people by colour, from the first step (each seat's view says who has White). */
async function chairs(clients: TestClient[]): Promise<{ w: Chair; b: Chair }> {
  const firsts = await Promise.all(clients.map((c) => c.next<StepMsg>((m) => m.type === 'step')));
  const white = (firsts[0]!.view as ChessState).white;
  const w = { client: clients[white]!, color: 'w' as const };
  const b = { client: clients[1 - white]!, color: 'b' as const };
  return { w, b };
}

/** Sends a move for `who` at the table's step `seq` and waits until every client has the next step. */
async function send(clients: TestClient[], who: TestClient, seq: number, move: string): Promise<StepMsg[]> {
  who.send({ type: 'move', seq, move });
  return Promise.all(clients.map((c) => c.next<StepMsg>((m) => (m.type === 'step' && m.step.seq === seq + 1) || m.type === 'error')));
}

const eventsOf = (m: StepMsg) => m.step.events as Ev[];

describe('tables: chess (issue 25)', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  const frames: Frame[] = [];
  before(async () => {
    tmp = await tempDir('chess');
    server = await startServer(tmp.dir, { observe: (f) => frames.push(f), standInAfterMs: 0 });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  const judge = (code: string, welcomes: Welcome[], tokens: string[]) => {
    const mine = frames.filter((f) => f.code === code);
    return judgeFrames(code, mine, replayStates(tmp.dir, code), new Map(welcomes.map((w, i) => [w.you, tokens[i]!])));
  };

  it('V-CH-4, EX-CH-4 by two people: the mate announced with the move (a legal move of the engine’s list), a full win; draw offers on the way (CH30), declined by a move and by a word; every frame honest', { timeout: 60_000 }, async () => {
    const { code, clients, welcomes, tokens } = await openTable(server, [P, P], { variants: ['V-CH-4'] }, 'instant', 'chess');
    await startGame(clients);
    const { w, b } = await chairs(clients);
    let seq = 1;
    for (const [i, move] of EX_CH_4.entries()) {
      const mover = i % 2 === 0 ? w : b;
      const other = i % 2 === 0 ? b : w;
      const last = mover.client.received.filter((m): m is StepMsg => m.type === 'step').at(-1)!;
      assert.ok(last.legal?.includes(move.replace('#', '')) && last.legal.includes(`${move.replace('#', '')}#`), `ply ${i + 1}: the mover's list holds ${move} bare and announced`);
      assert.equal(other.client.received.filter((m): m is StepMsg => m.type === 'step').at(-1)!.legal, null, 'the legal moves go only to the mover');
      if (i === 2) {
        // Black offers a draw while White is to move: a table move out of turn, told to both.
        const offered = await send(clients, b.client, seq++, 'offerDraw:b');
        for (const m of offered) assert.deepEqual(eventsOf(m), [{ type: 'drawOffered', color: 'b' }]);
        assert.ok(offered[clients.indexOf(w.client)]!.legal!.includes('agreeDraw:w'), 'White may accept among its legal moves');
        assert.equal(offered[clients.indexOf(b.client)]!.legal, null);
      }
      if (i === 9) {
        // Black offers before its move; its own move keeps the offer, White declines it by a word.
        await send(clients, b.client, seq++, 'offerDraw:b');
      }
      if (i === 10) {
        const declined = await send(clients, w.client, seq++, 'declineDraw:w');
        for (const m of declined) assert.deepEqual(eventsOf(m), [{ type: 'drawDeclined', color: 'w', byMove: false }]);
      }
      const told = await send(clients, mover.client, seq++, move);
      for (const m of told) assert.equal(m.type, 'step', JSON.stringify(m));
      const events = eventsOf(told[0]!);
      if (i === 2) assert.deepEqual(events[0], { type: 'drawDeclined', color: 'w', byMove: true }, 'White moves instead: the offer lapses (FIDE)');
      if (i === 10) assert.equal(events[0]!.type, 'move', 'Black’s offer was answered already');
      if (i === EX_CH_4.length - 1) {
        for (const m of told) {
          assert.equal(m.phase, 'over');
          assert.ok(eventsOf(m).some((e) => e.type === 'checkmate' && e.announced === true), 'the announcement reached the engine');
          const over = eventsOf(m).find((e) => e.type === 'gameOver')!;
          assert.deepEqual(over.result, { winner: 'w', reason: 'checkmate', stake: 1 });
        }
      }
    }
    const state = server.table(code)!.debugState().state as ChessState;
    assert.deepEqual(state.moves, EX_CH_4.map((m) => m.replace('#', '')), 'the game’s moves never hold “#”');
    assert.ok(judge(code, welcomes, tokens) > state.moves.length);
    for (const c of clients) c.close();
  });

  it('CH30: a person resigns while the other is to move (out of turn); a draw offered and accepted; the result told to both seats', { timeout: 30_000 }, async () => {
    const { code, clients, welcomes, tokens } = await openTable(server, [P, P], { games: 2 }, 'instant', 'chess');
    await startGame(clients);
    const { w, b } = await chairs(clients);
    await send(clients, w.client, 1, 'e2e4');
    // Out of turn, a board move is refused (CH15); a resignation is not.
    w.client.send({ type: 'move', seq: 2, move: 'd2d4' });
    const refused = await w.client.next<Extract<import('../../src/net/protocol.js').ServerMessage, { type: 'refused' }>>((m) => m.type === 'refused');
    assert.equal(refused.rule, 'CH15');
    const resigned = await send(clients, w.client, 2, 'resign:w');
    for (const m of resigned) {
      assert.deepEqual(eventsOf(m).map((e) => e.type), ['resignation', 'gameOver']);
      assert.deepEqual(eventsOf(m).find((e) => e.type === 'gameOver')!.result, { winner: 'b', reason: 'resignation', stake: 1 });
      assert.equal(m.phase, 'betweenDeals');
    }
    for (const c of clients) c.send({ type: 'ready', ready: true });
    const second = await Promise.all(clients.map((c) => c.next<StepMsg>((m) => m.type === 'step' && m.step.seq === 4)));
    assert.equal((second[0]!.view as ChessState).game, 2);
    // Game 2: the colours changed; the new White offers before its move, the new Black accepts on its turn.
    const nw = (second[0]!.view as ChessState).white === clients.indexOf(w.client) ? w.client : b.client;
    const nb = nw === w.client ? b.client : w.client;
    await send(clients, nw, 4, 'offerDraw:w');
    await send(clients, nw, 5, 'd2d4');
    const drawn = await send(clients, nb, 6, 'agreeDraw:b');
    for (const m of drawn) {
      assert.deepEqual(eventsOf(m).map((e) => e.type), ['draw', 'gameOver', 'sessionOver']);
      assert.equal(m.phase, 'over');
    }
    assert.ok(judge(code, welcomes, tokens) > 6);
    for (const c of clients) c.close();
  });

  it('a whole game against a computer standing in for a person who left: it answers a draw offered on the person’s turn at once, out of turn, by its evaluation (CH30, B-CH-19), plays to the end; every frame honest', { timeout: 120_000 }, async () => {
    const { code, clients, welcomes, tokens } = await openTable(server, [P, P], {}, 'instant', 'chess');
    await startGame(clients);
    const { w } = await chairs(clients);
    const host = clients[0]!;
    const away = clients[1]!;
    const hostColor = host === w.client ? 'w' : 'b';
    away.drop();
    await host.next((m) => m.type === 'table' && (m as { notice?: { kind: string } }).notice?.kind === 'disconnected');
    host.send({ type: 'standIn', seat: 1, level: 'normal' });
    await host.next((m) => m.type === 'table' && (m as { notice?: { kind: string } }).notice?.kind === 'standIn');
    // On its turn the host offers a draw (the position is even): the computer, run by the server, answers
    // at once, out of turn (the engine's `answers`), and declines by a word (B-CH-19); still the host's turn.
    const latest = host.received.filter((m): m is StepMsg => m.type === 'step').at(-1)!;
    const turn = latest.legal?.length ? latest : await host.next<StepMsg>((m) => m.type === 'step' && m.legal !== null && m.legal.length > 0, 30_000);
    const offered = await send([host], host, turn.step.seq, `offerDraw:${hostColor}`);
    assert.deepEqual(eventsOf(offered[0]!), [{ type: 'drawOffered', color: hostColor }]);
    const answered = await host.next<StepMsg>((m) => m.type === 'step' && m.step.seq === turn.step.seq + 2, 30_000);
    assert.deepEqual(eventsOf(answered), [{ type: 'drawDeclined', color: hostColor === 'w' ? 'b' : 'w', byMove: false }]);
    assert.equal(answered.step.actor, 1, 'the computer standing in at seat 1 answered');
    assert.ok(answered.legal?.some((x) => typeof x === 'string' && !x.includes(':')), 'the host is still to move');
    assert.equal((server.table(code)!.debugState().state as ChessState).drawOffer, undefined, 'no offer stands');
    // The host plays the first legal board move each turn; the computer plays its own.
    host.onMessage = (m) => {
      if (m.type !== 'step' || !m.legal || m.legal.length === 0) return;
      const move = m.legal.find((x): x is string => typeof x === 'string' && !x.includes(':'))!;
      host.send({ type: 'move', seq: m.step.seq, move });
    };
    const last = host.received.filter((m): m is StepMsg => m.type === 'step').at(-1)!;
    if (last.legal?.length) host.send({ type: 'move', seq: last.step.seq, move: last.legal.find((x): x is string => typeof x === 'string' && !x.includes(':'))! });
    const end = await untilOver(host, 110_000);
    const state = server.table(code)!.debugState().state as ChessState;
    assert.equal(state.phase, 'sessionOver');
    assert.ok(end.step.seq > 4 && state.moves.length > 2, `${state.moves.length} moves`);
    assert.ok(judge(code, welcomes, tokens) > state.moves.length);
    host.close();
  });
});
