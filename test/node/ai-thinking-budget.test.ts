/**
 * One path from a thinking time to a strong decision's budget, for every game (src/ai/budget.ts; issues
 * 24 and 25): the app's "Thinking time" setting and the table server's `thinkingMs` both go through
 * `thinkingBudget`. Chess searches for the time; a card game searches its units and the clock stops it
 * at a share of the time (Tarok's 200 ms at the normal 500). Units alone read no deadline: reproducible.
 */
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { UNITS_BOUND_SHARE, thinkingBudget } from '../../src/ai/budget.js';
import { BOTS, ENGINES, thinksBy } from '../../src/games/bots.js';
import { DEFAULT_THINKING_MS as TAROK_THINKING_MS } from '../../src/games/tarok/bots/index.js';
import { DEFAULT_THINKING_MS as CHESS_THINKING_MS } from '../../src/games/chess/bots/index.js';
import { THINKING_ITERATIONS, THINKING_TIME_MS } from '../../src/session/settings.js';
import type { GameBots } from '../../src/ai/types.js';
import type { AnySeatGame } from '../../src/games/bots.js';

interface Stats {
  iterations: number;
  candidates: number;
  stoppedByTime: boolean;
}

/** A position of a seeded game where the strong player of `id` searches (more than one candidate). */
async function searchedPosition(id: string, raw: object, seats: number): Promise<{ game: AnySeatGame; bots: GameBots; view: unknown; legal: readonly unknown[] }> {
  const game = await ENGINES[id]!();
  const bots = await BOTS[id]!();
  const checked = game.optionsFor(raw, seats);
  assert.ok('options' in checked, `${id}: ${JSON.stringify(checked)}`);
  const options = checked.options;
  for (let seed = 1; seed < 20; seed++) {
    let s = game.start(options, String(seed)).state;
    for (let ply = 0; ply < 60; ply++) {
      const seat = game.toMove(s);
      if (seat === null) break;
      const legal = game.legalMoves(s);
      const view = game.view(s, seat);
      const st = (bots.decide('strong', view, legal, { seed: 'probe', budget: { iterations: 100 } }) as unknown as { stats: Stats }).stats;
      if (st.candidates > 1 && st.iterations > 0) return { game, bots, view, legal };
      const r = game.applyMove(s, bots.decide('normal', view, legal, { seed: `n${ply}` }).move);
      assert.ok(r.ok);
      s = r.state;
    }
  }
  throw new Error(`no searched position of ${id}`);
}

describe('thinking time → budget, one path for every game (src/ai/budget.ts, issues 24 and 25)', () => {
  it('chess thinks for the time (no units: its iterations would be nodes); a card game gets its units and the bound', () => {
    assert.deepEqual(thinkingBudget('time', 500, 1500), { timeMs: 500 });
    assert.deepEqual(thinkingBudget('units', 500, 1500), { iterations: 1500, timeMs: 200 });
    // the table server sends no units: the card game's own default units, and the bound
    assert.deepEqual(thinkingBudget('units', 500), { timeMs: 200 });
  });

  it("the app's normal setting is chess's default thinking time and, as a bound, Tarok's (DEFAULT_THINKING_MS, issue 24)", () => {
    assert.equal(THINKING_TIME_MS.normal, CHESS_THINKING_MS);
    assert.equal(Math.round(THINKING_TIME_MS.normal * UNITS_BOUND_SHARE), TAROK_THINKING_MS);
    assert.equal(THINKING_ITERATIONS.normal, 1500);
  });

  it('the catalogue: chess thinks by time, every card game with computer players by units', () => {
    for (const id of Object.keys(BOTS)) assert.equal(thinksBy(id), id === 'chess' ? 'time' : 'units', id);
  });

  // Every card game's strong player honours the bound (the shared bot suite checks each at 20 ms); here
  // the very budget the app sends at "normal", on a fake clock of 1 ms a reading.
  const cases: [string, object, number][] = [['tarok', {}, 3], ['boston', {}, 4], ['whist', {}, 4], ['ombre', { game: 'ombre' }, 3], ['piquet', {}, 2], ['hundertspiel', {}, 4], ['casino', {}, 2], ['papillon', {}, 3]];
  for (const [id, raw, seats] of cases) {
    it(`${id}: the app's budget at "normal" stops the strong player by the clock; its units alone read no deadline and repeat`, async (t: TestContext) => {
      const { bots, view, legal } = await searchedPosition(id, raw, seats);
      const units = (budget: object) => bots.decide('strong', view, legal, { seed: 'same', budget }) as unknown as { move: unknown; stats: Stats };
      // units alone: a clock that jumps a minute a reading changes nothing
      let time = 0;
      t.mock.method(performance, 'now', () => (time += 60_000));
      const a = units({ iterations: 300 });
      const b = units({ iterations: 300 });
      assert.equal(a.stats.stoppedByTime, false);
      assert.deepEqual(b.move, a.move);
      assert.equal(b.stats.iterations, a.stats.iterations);
      // the setting's budget: 1,500 units and 200 ms; 1 ms a reading, so the clock ends it long before the units
      t.mock.restoreAll();
      let readings = 0;
      t.mock.method(performance, 'now', () => {
        if (++readings > 100_000) throw new Error('the search did not stop by the clock');
        return 1000 + readings;
      });
      const budget = thinkingBudget(thinksBy(id), THINKING_TIME_MS.normal, 1e6);
      assert.deepEqual(budget, { iterations: 1e6, timeMs: 200 });
      const d = units(budget);
      assert.equal(d.stats.stoppedByTime, true);
      assert.ok(legal.includes(d.move));
    });
  }
});
