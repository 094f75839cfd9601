/**
 * The table server's honesty check (issue 16): over many whole sessions with two to four people
 * (their choices seeded) and computer players, every frame the server sent to a seat is judged
 * against the engine state at the moment it was sent, replayed from the table's log
 * (test/node/support/tables-honesty.ts, also used by tables-redis):
 * - no card hidden from that seat (the other hands, the stock) — a step's events against what
 *   was hidden right after that step; the P9 cut is public (cards cut from a full pack before the shuffle);
 * - not the seed, not the generator's state, no seat token hash, no other seat's token;
 * - legal moves only to the seat whose turn it is.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TableServer } from '../../server/server.js';
import { AutoPlayer, TestClient, openTable, replayStates, startGame, startServer, tempDir, untilOver, type Frame } from './support/tables.js';
import { judgeFrames } from './support/tables-honesty.js';

type SeatKind = { kind: 'person' } | { kind: 'computer'; level: 'easy' | 'normal' | 'strong' };
const P: SeatKind = { kind: 'person' };
const easy: SeatKind = { kind: 'computer', level: 'easy' };
const normal: SeatKind = { kind: 'computer', level: 'normal' };
const strong: SeatKind = { kind: 'computer', level: 'strong' };

const TABLES: { seats: SeatKind[]; options: Record<string, unknown> }[] = [
  { seats: [P, P, normal], options: { tours: 1 } },
  { seats: [P, P, P], options: { tours: 1 } },
  { seats: [P, P, easy, normal], options: { tours: 1 } },
  { seats: [P, P, P, easy], options: { tours: 1, preset: 'philidor-1756' } },
  { seats: [P, P, P, P], options: { tours: 1, ante: 2 } },
  { seats: [P, P, strong], options: { tours: 1, variants: ['V-P-7', 'V-P-10'] } },
  { seats: [P, P, P], options: { tours: 1, preset: 'philidor-1756' } },
  { seats: [P, easy, P, normal], options: { tours: 1 } },
];
const ROUNDS = 2; // 16 sessions


describe('tables: honesty of every frame sent', () => {
  let server: TableServer;
  let tmp: { dir: string; remove: () => void };
  const frames: Frame[] = [];
  before(async () => {
    tmp = await tempDir('honesty');
    server = await startServer(tmp.dir, { observe: (f) => frames.push(f) });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  async function session(n: number): Promise<{ code: string; tokens: Map<number, string> }> {
    const spec = TABLES[n % TABLES.length]!;
    const { code, clients, tokens, welcomes } = await openTable(server, spec.seats, spec.options);
    await startGame(clients);
    const players = clients.map((c, i) => new AutoPlayer(c, `honesty-${n}-${i}`));
    // One person drops in the middle of the session and comes back with the seat token.
    const dropper = players[1]!;
    const drop = 10 + ((n * 7) % 80);
    await clients[1]!.next((m) => m.type === 'step' && m.step.seq >= drop);
    dropper.paused = true;
    clients[1]!.drop();
    await new Promise((r) => setTimeout(r, 5));
    const back = await TestClient.connect(server.url);
    back.send({ type: 'rejoin', v: 1, code, token: tokens[1]! });
    await back.next((m) => m.type === 'welcome');
    const again = new AutoPlayer(back, `honesty-${n}-back`);
    const live = [clients[0]!, back, ...clients.slice(2)];
    await Promise.all(live.map((c) => untilOver(c)));
    assert.ok(again.moves + dropper.moves > 0);
    for (const c of live) c.close();
    return { code, tokens: new Map(welcomes.map((w, i) => [w.you, tokens[i]!])) };
  }

  it('no frame to a seat holds a hidden card, the seed, the generator state or a token not its own; legal moves go only to the mover', async () => {
    const done: { code: string; tokens: Map<number, string> }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      done.push(...(await Promise.all(TABLES.map((_, i) => session(round * TABLES.length + i)))));
    }
    assert.equal(done.length, 16);
    let checked = 0;
    let steps = 0;
    for (const { code, tokens } of done) {
      const replay = replayStates(tmp.dir, code);
      steps += replay.states.length;
      const mine = frames.filter((f) => f.code === code);
      assert.ok(mine.length > replay.states.length, 'frames were sent');
      checked += judgeFrames(code, mine, replay, tokens);
    }
    assert.ok(steps > 16 * 100, `${steps} steps played`);
    assert.ok(checked > 3000, `${checked} frames checked`);
  });
});

