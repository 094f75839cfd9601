/**
 * The strong players' search written once (src/ai/search.ts), on a made-up problem whose candidates'
 * true values are known: the budget bounds the playouts (every candidate at least one), sequential
 * halving spends the most on the last survivors and finds the best, the same seed gives the same
 * result, the sample's random numbers and the playouts' are shared by every candidate in a sample, and
 * the options the games use (a cost per playout, a cap per candidate, weights, an order, kept values,
 * a deadline) do what they say. The clock is a fake one that advances a fixed step at every reading.
 */
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { halvingSearch, type SearchOptions, type SearchProblem } from '../../src/ai/search.js';
import type { Rng } from '../../src/engine/rng.js';

/** Candidate i is worth VALUES[i] plus noise in [−0.5, 0.5); the sample is that noise, the same for every candidate. */
const VALUES = [0.1, 0.5, 0.3, 0.9, 0.2, 0.7, 0.4];

function problem(values = VALUES, log?: { samples: number[]; playouts: [number, number][] }): SearchProblem<number> {
  return {
    candidates: values.length,
    resample: (rng: Rng) => {
      const noise = rng.next() - 0.5;
      log?.samples.push(noise);
      return noise;
    },
    playout: (noise, i) => {
      log?.playouts.push([log.samples.length - 1, i]);
      return values[i]! + noise;
    },
  };
}

const run = (opts: Partial<SearchOptions> = {}, p = problem()) => halvingSearch(p, { seed: 'test', budget: 700, ...opts });

function fakeClock(t: TestContext, stepMs: number): () => number {
  let time = 5000;
  let readings = 0;
  t.mock.method(performance, 'now', () => {
    readings++;
    const at = time;
    time += stepMs;
    return at;
  });
  return () => readings;
}

describe('ai: the search (sequential halving over determinisations)', () => {
  it('finds the best candidate and gives the last survivors the most playouts', () => {
    const r = run();
    assert.equal(r.best, 3);
    const most = Math.max(...r.tallies.map((t) => t.n));
    assert.equal(r.tallies[3]!.n, most);
    assert.ok(r.tallies.filter((t) => t.n === most).length <= 2, 'three rounds for 7 candidates: 7 → 4 → 2');
    assert.ok(r.tallies.every((t) => t.n > 0), 'every candidate was played');
  });

  it('the budget bounds the playouts, except that every candidate gets one; it is nearly all spent', () => {
    for (const budget of [1, 3, 7, 10, 100, 701]) {
      const r = run({ budget });
      assert.equal(r.playouts, r.tallies.reduce((a, t) => a + t.n, 0));
      assert.ok(r.playouts <= Math.max(budget, VALUES.length), `${r.playouts} playouts for ${budget}`);
      assert.ok(r.playouts >= Math.min(budget / 2, VALUES.length), `${r.playouts} playouts for ${budget}`);
    }
  });

  it('every survivor is played in every sample (common random numbers), and the same seed gives the same search', () => {
    const log = { samples: [] as number[], playouts: [] as [number, number][] };
    const r = run({}, problem(VALUES, log));
    assert.equal(r.samples, log.samples.length);
    // The playouts of one sample are of distinct candidates, and a round's survivors all meet each sample.
    const bySample = new Map<number, number[]>();
    for (const [s, i] of log.playouts) bySample.set(s, [...(bySample.get(s) ?? []), i]);
    for (const list of bySample.values()) assert.equal(new Set(list).size, list.length);
    assert.deepEqual(run(), r);
    assert.notDeepEqual(run({ seed: 'other' }).tallies, r.tallies);
  });

  it('playoutRng: one seed of random numbers per sample, the same for every candidate in it', () => {
    const seen = new Map<number, number[]>();
    let sample = -1;
    const p: SearchProblem<number> = {
      candidates: 4,
      resample: () => ++sample,
      playout: (s, _i, rng) => {
        assert.ok(rng, 'the playouts get random numbers');
        seen.set(s, [...(seen.get(s) ?? []), rng.nextUint32()]);
        return 0;
      },
    };
    halvingSearch(p, { seed: 'x', budget: 40, playoutRng: true });
    for (const firsts of seen.values()) assert.equal(new Set(firsts).size, 1);
    assert.ok(new Set([...seen.values()].map((f) => f[0])).size > 1, 'another sample, other random numbers');
    halvingSearch({ ...p, playout: (_s, _i, rng) => (assert.equal(rng, null), 0) }, { seed: 'x', budget: 40 });
  });

  it('one candidate (or none) is not searched', () => {
    for (const values of [[0.5], []]) {
      const r = run({}, problem(values));
      assert.equal(r.best, 0);
      assert.equal(r.playouts, 0);
      assert.equal(r.samples, 0);
    }
  });

  it('cost: a playout spends that many budget units; maxVisits caps the playouts of a candidate', () => {
    assert.ok(run({ budget: 700, cost: 6 }).playouts <= 700 / 6);
    const capped = run({ budget: 5000, maxVisits: 50 });
    assert.ok(capped.tallies.every((t) => t.n <= 50), capped.tallies.map((t) => t.n).join());
    assert.equal(Math.max(...capped.tallies.map((t) => t.n)), 50);
  });

  it('weight: a sample counts by its weight in every mean; order: a head start decides near ties', () => {
    const weighted = halvingSearch({ ...problem([1, 2]), resample: (rng) => rng.next(), weight: (x) => (x < 0.5 ? 3 : 1) }, { seed: 'w', budget: 100 });
    for (const t of weighted.tallies) assert.ok(t.w > t.n && Math.abs(t.mean - t.sum / t.w) < 1e-12);
    // With the same value everywhere, the order alone decides, and the default order takes the lower index.
    const flat = problem([0.5, 0.5, 0.5, 0.5]);
    assert.equal(run({}, flat).best, 0);
    assert.equal(run({ order: (a, b, t) => t[b]!.mean + (b === 2 ? 0.1 : 0) - t[a]!.mean - (a === 2 ? 0.1 : 0) || a - b }, flat).best, 2);
  });

  it('keepValues: the k-th value of every candidate comes from the same sample (paired comparisons)', () => {
    const r = run({ keepValues: true });
    const [a, b] = [r.tallies[3]!.values!, r.tallies[5]!.values!];
    const n = Math.min(a.length, b.length);
    assert.ok(n > 10);
    for (let k = 0; k < n; k++) assert.ok(Math.abs(a[k]! - b[k]! - (VALUES[3]! - VALUES[5]!)) < 1e-12);
    assert.equal(run().tallies[0]!.values, null);
  });

  it('a deadline stops the search at the first clock reading past it: one reading before each sample, and after the first sample before each playout; the sample under way is dropped (fake clock)', (t) => {
    const readings = fakeClock(t, 1);
    const start = performance.now(); // 5000
    const r = run({ budget: 1e9, deadline: start + 20 });
    assert.equal(r.stoppedByTime, true);
    // 5001 lets the first sample through (7 playouts, no reading between them); the second and third take
    // 7 readings each (5002 … 5015); in the fourth, 5021 (its 6th reading) is past: that sample is dropped
    assert.equal(r.samples, 3);
    assert.equal(readings(), 22);
    assert.equal(r.playouts, 3 * VALUES.length);
    assert.ok(r.tallies.every((x) => x.n === 3), 'every survivor over the same samples');
    assert.ok(r.best >= 0 && r.best < VALUES.length);
  });

  it('a deadline never reached changes nothing, and without one the clock is not read (frozen clock)', (t) => {
    const readings = fakeClock(t, 0);
    const timed = run({ deadline: performance.now() + 20 });
    assert.equal(timed.stoppedByTime, false);
    const before = readings();
    const plain = run();
    assert.equal(readings(), before, 'no deadline, no reading');
    assert.deepEqual(timed, plain);
  });
});
