/**
 * Every seat game at the table server (issue 22): the server holds every game of the headless
 * catalogue (src/games/bots.ts) with no line of its own per game. For each game and its table forms:
 * a whole sitting with two people and computer players to its end (the table closes: the engine's
 * isOver), one person dropping and coming back with the seat token, every frame sent to a seat judged
 * against what that seat may know (test/node/support/tables-honesty.ts), every step told to every
 * seat once and in order, a move told to its mover only; then a server stopped in the middle of a deal
 * and started again on the same folder loses no move. Papillon has its own suites (tables-session,
 * tables-honesty, tables-revive …); the forms here are the other games'.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TableServer } from '../../server/server.js';
import { AutoPlayer, TABLE_GAMES, TestClient, openTable, readLog, replayStates, startGame, startServer, tempDir, untilOver, type Frame, type StepMsg, type Welcome } from './support/tables.js';
import { judgeFrames } from './support/tables-honesty.js';

type SeatKind = { kind: 'person' } | { kind: 'computer'; level: 'easy' | 'normal' | 'strong' };
const P: SeatKind = { kind: 'person' };
const easy: SeatKind = { kind: 'computer', level: 'easy' };
const normal: SeatKind = { kind: 'computer', level: 'normal' };

interface Form {
  readonly game: string;
  readonly label: string;
  readonly seats: SeatKind[];
  readonly options: Record<string, unknown>;
}

/** One table of every form a game is played in: the shortest sitting its options allow. */
const FORMS: readonly Form[] = [
  { game: 'whist', label: 'one rubber', seats: [P, easy, P, normal], options: {} },
  { game: 'piquet', label: 'a partie', seats: [P, P], options: {} },
  { game: 'casino', label: 'two players', seats: [P, P], options: { games: 1 } },
  { game: 'casino', label: 'three players', seats: [P, P, easy], options: { games: 1 } },
  { game: 'casino', label: 'four in partnership', seats: [P, easy, P, normal], options: { games: 1 } },
  { game: 'hundertspiel', label: 'three players', seats: [P, P, easy], options: { games: 1 } },
  { game: 'hundertspiel', label: 'four with the Scat', seats: [P, easy, P, easy], options: { engine: { scat: true }, games: 1 } },
  { game: 'ombre', label: 'Ombre for three', seats: [P, P, easy], options: { game: 'ombre', tours: 1 } },
  { game: 'ombre', label: 'en deux', seats: [P, P], options: { game: 'en-deux', tours: 1 } },
  { game: 'ombre', label: 'Quadrille', seats: [P, easy, P, easy], options: { game: 'quadrille', tours: 1 } },
  { game: 'boston', label: 'Boston', seats: [P, easy, P, normal], options: { tours: 1 } },
  { game: 'boston', label: 'Tri-Boston', seats: [P, P, easy], options: { tours: 1 } },
  { game: 'boston', label: 'Boston-Whist', seats: [P, easy, P, easy], options: { whist: true, tours: 1 } },
  { game: 'tarok', label: 'en trois', seats: [P, P, easy], options: { form: 'trois', tours: 1 } },
  { game: 'tarok', label: 'en deux', seats: [P, P], options: { form: 'deux' } },
  { game: 'chess', label: 'two people', seats: [P, P], options: {} },
  { game: 'chess', label: 'the Fielding preset', seats: [P, P], options: { preset: 'fielding' } },
  { game: 'tarok', label: 'Taroklomber, new method', seats: [P, easy, P], options: { form: 'lomber', method: 'new', tours: 1 } },
];

const stepsOf = (c: TestClient) => c.received.filter((m): m is StepMsg => m.type === 'step').map((m) => m.step);

describe('tables: every seat game', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  const frames: Frame[] = [];
  before(async () => {
    tmp = await tempDir('games');
    server = await startServer(tmp.dir, { observe: (f) => frames.push(f) });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  it('the server holds every seat game of the catalogue, and every one has a form here', () => {
    const games = Object.keys(TABLE_GAMES).sort();
    assert.ok(games.length >= 6, `games served: ${games.join(', ')}`);
    for (const id of games) if (id !== 'papillon') assert.ok(FORMS.some((f) => f.game === id), `${id} has a table form in this suite`);
  });

  for (const [n, form] of FORMS.entries()) {
    it(`${form.game}, ${form.label}: two people and the computers play the sitting to its end; every frame honest; a drop and a rejoin`, { timeout: 90_000 }, async () => {
      const { code, clients, tokens, welcomes } = await openTable(server, form.seats, form.options, 'instant', form.game);
      assert.equal(welcomes[0]!.table.game, form.game);
      await startGame(clients);
      const players = clients.map((c, i) => new AutoPlayer(c, `${form.game}-${n}-${i}`));
      // The second person drops after a few steps and comes back with the seat token.
      await clients[1]!.next((m) => m.type === 'step' && m.step.seq >= 6, 30_000);
      players[1]!.paused = true;
      clients[1]!.drop();
      const back = await TestClient.connect(server.url);
      back.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
      const bw = await back.next<Welcome>((m) => m.type === 'welcome');
      assert.equal(bw.you, welcomes[1]!.you);
      const again = new AutoPlayer(back, `${form.game}-${n}-back`);
      const live = [clients[0]!, back];
      const ends = await Promise.all(live.map((c) => untilOver(c, 80_000)));
      assert.ok(players[0]!.moves > 0 && players[1]!.moves + again.moves > 0, 'both people moved');

      const { state, seq, phase } = server.table(code)!.debugState();
      assert.equal(phase, 'over', 'the table closes when the engine says the sitting is over');
      assert.ok(TABLE_GAMES[form.game]!.engine.isOver(state));
      for (const end of ends) assert.equal(end.step.seq, seq);
      const log = readLog(tmp.dir, code);
      assert.equal(log.at(-1)!.t, 'over');
      if (form.seats.some((s) => s.kind === 'computer')) assert.ok(log.some((r) => r.t === 'move' && form.seats[r.seat]!.kind === 'computer'), 'a computer seat moved');

      // The host saw every step once, in order; the person who came back has the whole history.
      assert.deepEqual(stepsOf(clients[0]!).map((s) => s.seq), Array.from({ length: seq }, (_, i) => i + 1));
      const history = [...bw.steps, ...stepsOf(back)];
      assert.deepEqual(history.map((s) => s.seq), Array.from({ length: seq }, (_, i) => i + 1));

      const replay = replayStates(tmp.dir, code);
      assert.equal(replay.states.length, seq);
      const mine = frames.filter((f) => f.code === code);
      const checked = judgeFrames(code, mine, replay, new Map(welcomes.map((w, i) => [w.you, tokens[i]!])));
      assert.ok(checked > seq, `${checked} frames judged for ${seq} steps`);
      for (const c of live) c.close();
    });
  }
});

describe('tables: every seat game survives a restart of its server', () => {
  const games = [...new Set(FORMS.map((f) => f.game))];
  for (const game of games) {
    const form = FORMS.find((f) => f.game === game)!;
    it(`${game}: stopped in the middle of a deal and started again on the same folder, nothing lost, play goes on to the end`, { timeout: 90_000 }, async () => {
      const tmp = await tempDir(`revive-${game}`);
      let server: TableServer | null = await startServer(tmp.dir);
      try {
        const { code, clients, tokens } = await openTable(server, form.seats, form.options, 'instant', game);
        await startGame(clients);
        const players = clients.map((c, i) => new AutoPlayer(c, `revive-${game}-${i}`));
        // Stop at the host's turn after a few steps, while the others wait for it.
        players[0]!.holdWhen = (m) => m.type === 'step' && m.step.seq >= 8 && m.legal !== null;
        await clients[0]!.next<StepMsg>((m) => m.type === 'step' && m.step.seq >= 8 && m.legal !== null, 30_000);
        for (const p of players) p.paused = true;
        const old = server.table(code)!.debugState();
        for (const c of clients) if (stepsOf(c).at(-1)!.seq < old.seq) await c.next((m) => m.type === 'step' && m.step.seq === old.seq);
        const seen = clients.map(stepsOf);
        await server.close();
        server = null;
        for (const c of clients) await c.whenClosed();

        server = await startServer(tmp.dir);
        const url = server.url;
        const back = await Promise.all(
          tokens.map(async (token) => {
            const c = await TestClient.connect(url);
            c.send({ type: 'rejoin', v: 1, code, token });
            return c;
          }),
        );
        const welcomes = await Promise.all(back.map((c) => c.next<Welcome>((m) => m.type === 'welcome')));
        assert.deepEqual(server.table(code)!.debugState(), old, 'the revived state is the state before the stop');
        welcomes.forEach((w, i) => {
          assert.equal(w.seq, old.seq);
          assert.deepEqual(w.steps, seen[i], `person ${i}: every step it was told, nothing more, nothing less`);
        });
        assert.ok(welcomes[0]!.legal, "it is still the host's turn");
        back.forEach((c, i) => new AutoPlayer(c, `revived-${game}-${i}`));
        await Promise.all(back.map((c) => untilOver(c, 80_000)));
        assert.equal(server.table(code)!.debugState().phase, 'over');
        for (const c of back) c.close();
      } finally {
        await server?.close();
        tmp.remove();
      }
    });
  }
});
