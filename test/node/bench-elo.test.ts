/** The chess benchmark's Elo estimate (bench/support/elo.ts, used by bench/bots/chess-stockfish.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eloEstimate } from '../../bench/support/elo.js';

const near = (x: number, y: number, tol: number) => assert.ok(Math.abs(x - y) <= tol, `${x} not within ${tol} of ${y}`);

describe('bench-elo: maximum-likelihood Elo with a 95 % likelihood-ratio interval', () => {
  it('an even score against one step is that step, the interval symmetric about it', () => {
    const e = eloEstimate([{ elo: 1500, points: 50, games: 100 }]);
    near(e.elo, 1500, 0.5);
    near(1500 - e.lo, e.hi - 1500, 0.5);
    assert.ok(e.lo > 1400 && e.hi < 1600, `[${e.lo}, ${e.hi}]`);
  });

  it('a 76 % score is about 200 points above the step; more games, a narrower interval', () => {
    const a = eloEstimate([{ elo: 1500, points: 19, games: 25 }]);
    const b = eloEstimate([{ elo: 1500, points: 76, games: 100 }]);
    near(a.elo, 1500 + 400 * Math.log10(0.76 / 0.24), 1);
    near(b.elo, a.elo, 1);
    assert.ok(b.hi - b.lo < a.hi - a.lo);
  });

  it('several steps: the estimate lies between them and each extra win raises it', () => {
    const rows = [{ elo: 1500, points: 8, games: 10 }, { elo: 1800, points: 5, games: 10 }, { elo: 2100, points: 2, games: 10 }];
    const e = eloEstimate(rows);
    assert.ok(e.elo > 1700 && e.elo < 1900, String(e.elo));
    assert.ok(eloEstimate([...rows.slice(0, 2), { elo: 2100, points: 3, games: 10 }]).elo > e.elo);
  });

  it('losing everything has no estimate, only a finite upper bound (and winning everything a lower one)', () => {
    const l = eloEstimate([{ elo: 1320, points: 0, games: 2 }]);
    assert.equal(l.elo, -Infinity);
    assert.equal(l.lo, -Infinity);
    near(l.hi, 1320 + 400 * Math.log10(Math.expm1(1.92 / 2)), 1);
    const w = eloEstimate([{ elo: 2100, points: 10, games: 10 }]);
    assert.equal(w.elo, Infinity);
    assert.ok(Number.isFinite(w.lo) && w.lo > 1900 && w.hi === Infinity);
  });
});
