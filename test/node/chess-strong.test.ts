/**
 * The strong chess player by thinking time (issue 25; chess.md §9 "strong: a deep search"; B-CH-5, the
 * search itself): it stops by its clock at the first reading past the deadline, never more than one
 * node batch late, with the best move of the last iteration it completed; a node budget alone reads no
 * clock. Every clock here is a fake one, so every test is reproducible.
 */
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { fromPosition, legalMoves, newSession, type ChessState, type Color } from '../../src/games/chess/index.js';
import { DEFAULT_THINKING_MS, NODE_BATCH, chessBots, createBot, steppingClock, type ChessDecision, type ChessStats } from '../../src/games/chess/bots/index.js';
import { botPosition, rootMoves } from '../../src/games/chess/bots/position.js';
import { Searcher } from '../../src/games/chess/bots/search.js';
import { STRONG_SEARCH } from '../../src/games/chess/bots/strong.js';
import { THINKING_TIME_MS } from '../../src/session/settings.js';
import { Rng } from '../../src/engine/rng.js';
import { uciOf } from '../../src/games/chess/uci.js';

function at(fen: string): ChessState {
  return fromPosition({
    options: {}, startFen: fen, moves: [], phase: 'play', toMove: fen.split(' ')[1] as Color, result: null,
    game: 1, white: 0, results: [], points: [0, 0],
  } as unknown as Parameters<typeof fromPosition>[0]);
}

/** A middle game with many moves (the Italian after 4…Nf6 5.d3 d6). */
const MIDDLE = 'r1bqk2r/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQK2R w KQkq - 0 6';

/** A fake clock that goes `step` ms a reading and remembers every reading. */
function recordingClock(step: number): { clock: () => number; readings: number[] } {
  const readings: number[] = [];
  let t = 1000;
  return { clock: () => (readings.push((t += step)), t), readings };
}

const statsOf = (d: ChessDecision): ChessStats => {
  assert.ok(d.stats, 'the strong player reports its stats');
  return d.stats;
};

describe('chess strong: a search by thinking time (B-CH-5)', () => {
  it('stops at the clock\u2019s first reading past the deadline: one reading past it, at most one node batch per reading before it', () => {
    const s = at(MIDDLE);
    const { clock, readings } = recordingClock(1);
    const d = createBot('strong', { clock, thinkingMs: 40 }).decide(s, legalMoves(s), { seed: 1 });
    const st = statsOf(d);
    assert.equal(st.stoppedByTime, true);
    const deadline = readings[0]! + 40;
    const past = readings.filter((t) => t > deadline);
    assert.equal(past.length, 1, 'the search read the clock once past the deadline, and stopped');
    assert.equal(readings.at(-1), past[0], 'the last reading is the one past the deadline');
    // readings[0] sets the deadline; each later reading comes before a batch of NODE_BATCH nodes
    assert.ok(st.iterations <= (readings.length - 2) * NODE_BATCH, `${st.iterations} nodes after ${readings.length} readings`);
    assert.ok(st.iterations > (readings.length - 3) * NODE_BATCH, 'every batch before the deadline was searched in full');
    assert.ok(legalMoves(s).includes(d.move));
  });

  it('returns the best move of the last completed iteration: the same move, score and line as a search to that depth alone', () => {
    const s = at(MIDDLE);
    for (const thinkingMs of [20, 60, 150]) {
      const d = createBot('strong', { clock: steppingClock(1), thinkingMs }).decide(s, legalMoves(s), { seed: 7 });
      assert.equal(statsOf(d).stoppedByTime, true);
      const depth = d.explanation.depth;
      assert.ok(depth >= 1, `depth ${depth}`);
      // the same root order (the seed's shuffle), searched to that depth with no limit
      const { board, rules, history } = botPosition(s);
      const { numbers } = rootMoves(board, legalMoves(s));
      const order = shuffled(numbers, 7);
      const full = new Searcher(board, rules, { ...STRONG_SEARCH, maxDepth: depth, nodes: Infinity }, history).search(order);
      assert.equal(full.depth, depth);
      assert.equal(full.score, d.explanation.score, `thinking ${thinkingMs} ms`);
      assert.deepEqual(d.explanation.line, full.pv.map(uciOf), `thinking ${thinkingMs} ms`);
    }
  });

  it('more thinking time searches deeper (on the same fake clock)', () => {
    const s = at(MIDDLE);
    const depthAt = (thinkingMs: number) => createBot('strong', { clock: steppingClock(1), thinkingMs }).decide(s, legalMoves(s), { seed: 3 }).explanation.depth;
    const short = depthAt(10), long = depthAt(400);
    assert.ok(long > short, `${short} → ${long}`);
  });

  it('the same clock, position and seed give the same decision (a fake clock makes a search by time reproducible)', () => {
    const s = at(MIDDLE);
    const one = () => createBot('strong', { clock: steppingClock(2), thinkingMs: 100 }).decide(s, legalMoves(s), { seed: 'r' });
    assert.deepEqual(one(), one());
  });

  it(`with no budget it thinks its default ${DEFAULT_THINKING_MS} ms on the wall clock (performance.now, here a fake one)`, (t: TestContext) => {
    let time = 0, readings = 0;
    t.mock.method(performance, 'now', () => {
      readings++;
      return (time += 1);
    });
    const s = at(MIDDLE);
    const st = statsOf(createBot('strong').decide(s, legalMoves(s), { seed: 1 }));
    assert.equal(st.stoppedByTime, true);
    // one reading to start, one a batch, one past the deadline
    assert.equal(readings, DEFAULT_THINKING_MS + 2);
  });

  it('budget.timeMs sets the thinking time; budget.iterations alone is a node budget that reads no clock', (t: TestContext) => {
    const s = at(MIDDLE);
    const timed = statsOf(createBot('strong', { clock: steppingClock(1) }).decide(s, legalMoves(s), { seed: 1, budget: { timeMs: 30 } }));
    assert.equal(timed.stoppedByTime, true);
    assert.ok(timed.iterations <= 30 * NODE_BATCH);
    t.mock.method(performance, 'now', () => assert.fail('a node budget reads no clock'));
    const counted = statsOf(createBot('strong').decide(s, legalMoves(s), { seed: 1, budget: { iterations: 5000 } }));
    assert.equal(counted.stoppedByTime, false);
    assert.equal(counted.iterations, 5000);
  });

  it('the default thinking time is the app\u2019s normal "Thinking time" (src/session/settings.ts), and every setting is within the 1 s goal', () => {
    assert.equal(THINKING_TIME_MS.normal, DEFAULT_THINKING_MS);
    for (const ms of Object.values(THINKING_TIME_MS)) assert.ok(ms <= 1000, `${ms} ms`);
  });

  it('the worker\u2019s entry gives the budget to the strong player only: easy and normal play the same with or without one', () => {
    const s = newSession({}, 9);
    const legal = legalMoves(s);
    for (const level of ['easy', 'normal'] as const) {
      const a = chessBots.decide(level, s, legal, { seed: 2 });
      const b = chessBots.decide(level, s, legal, { seed: 2, budget: { iterations: 1, timeMs: 1 } });
      assert.deepEqual(b, a, level);
      assert.equal(a.stats.iterations, 0);
    }
    assert.equal(chessBots.decide('strong', s, legal, { seed: 2, budget: { iterations: 300 } }).stats.iterations, 300);
  });
});

/** The strong player's root order for a seed (strong.ts). */
function shuffled(numbers: number[], seed: string | number): number[] {
  return Rng.fromSeed(`chess-strong:${seed}`).shuffle(numbers.map((_, i) => i)).map((i) => numbers[i]!);
}
