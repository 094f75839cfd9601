/**
 * Property-based tests (fast-check, seeded) over more than 10,000 random deals in every format and
 * variant set: 32 cards at every step, 12 tricks a deal, exchange bounds (Q12, Q14), scores only
 * grow, credits in Q35's order, the game ends exactly when a seat reaches the target (PD-Q-8), the
 * partie after four deals (Q37), at most one scorer per category, repique and pique at most once.
 * A declarations oracle written from §5's reference algorithms checks the engine's point, sequences
 * and sets on random hands.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../../src/engine/rng.js';
import {
  applyLegal,
  applyMove,
  exchangeBounds,
  legalMoves,
  newSession,
  nextDeal,
  PACK,
  partieUnits,
  resolveCategory,
  VARIANT_IDS,
  type PiquetEvent,
  type PiquetOptions,
  type PiquetState,
  type ScoreReason,
} from '../../src/games/piquet/index.js';

const optionsArb: fc.Arbitrary<PiquetOptions> = fc
  .subarray([...VARIANT_IDS])
  .filter((v) => !(v.includes('V-Q-4') && v.includes('V-Q-5')))
  .map((variants) => (variants.length ? { variants } : {}));

const STAGE: Record<ScoreReason, number> = {
  carteBlanche: 0, point: 1, sequences: 2, sets: 3, repique: -1, lead: 4, beat: 4, lastTrick: 4, pique: -1, cards: 5, capot: 5,
};

function checkCards(s: PiquetState): void {
  const all = [...s.hands.flat(), ...s.talon, ...s.discards.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flat().map((p) => p.card)];
  assert.equal(all.length, 32, '32 cards in hands, talon, discards, trick and tricks');
  assert.equal(new Set(all).size, 32, 'every card once');
}

interface Totals {
  deals: number;
  games: number;
}

/** Plays one game (race or partie) with random legal moves; checks the invariants as it goes. */
function playGame(options: PiquetOptions, seed: number, fast: boolean, totals: Totals): void {
  const rng = new Rng([seed >>> 0, 3, 5, 7]);
  let s = newSession(options, seed);
  const target = s.rules.target;
  let deals = 0;
  for (;;) {
    deals++;
    totals.deals++;
    const startScores = s.scores.map((x, i) => x - s.dealScores[i]!);
    let lastStage = 0;
    let prev = s;
    let steps = 0;
    while (s.phase !== 'dealOver' && s.phase !== 'gameOver') {
      const moves = legalMoves(s);
      assert.ok(moves.length > 0);
      const m = moves[rng.int(moves.length)]!;
      const b = exchangeBounds(s);
      if (m.type === 'take') {
        const n = s.discards[s.toMove!]!.length;
        assert.ok(b && n >= b.min && n <= b.max, 'exchange bounds (Q12, Q14)');
        if (s.phase === 'exchange-elder') assert.ok(n >= (s.rules.elderMin) && n <= 5);
      }
      let events: PiquetEvent[] | null = null;
      if (fast) s = applyLegal(s, m, null);
      else {
        const r = applyMove(s, m);
        assert.ok(r.ok);
        s = r.state;
        events = r.events as PiquetEvent[];
      }
      steps++;
      if (!fast || steps % 8 === 0) checkCards(s);
      for (const seat of [0, 1]) {
        assert.ok(s.scores[seat]! >= prev.scores[seat]!, 'scores only grow');
        assert.ok(s.dealScores[seat]! >= prev.dealScores[seat]!, 'deal scores only grow');
        assert.equal(s.scores[seat]! - startScores[seat]!, s.dealScores[seat], 'game score = before the deal + this deal');
        if (target !== null && s.phase !== 'gameOver') assert.ok(s.scores[seat]! < target, 'below the target while the game goes on');
      }
      if (events) {
        const sc = events.filter((e): e is Extract<PiquetEvent, { type: 'score' }> => e.type === 'score');
        for (const seat of [0, 1]) {
          const sum = sc.filter((e) => e.seat === seat).reduce((a, e) => a + e.points, 0);
          assert.equal(sum, s.scores[seat]! - prev.scores[seat]!, 'score events add up to the score change');
        }
        for (const [i, e] of sc.entries()) {
          assert.ok(e.points > 0);
          const stage = STAGE[e.reason];
          if (stage >= 0) {
            assert.ok(stage >= lastStage, `Q35 order: ${e.reason} after stage ${lastStage}`);
            lastStage = stage;
          }
          if (target !== null) {
            const before = e.scores[e.seat]! - e.points;
            assert.ok(before < target, 'no credit after the target');
            if (e.scores[e.seat]! >= target) {
              assert.equal(i, sc.length - 1, 'the credit reaching the target is the last (PD-Q-8)');
              assert.equal(s.phase, 'gameOver');
              assert.equal(s.winner, e.seat);
            }
          }
        }
        if (s.phase === 'gameOver') assert.equal(events.filter((e) => e.type === 'gameOver').length, 1);
      }
      if (prev.phase === 'exchange-younger' && s.phase !== 'exchange-younger') {
        assert.deepEqual(s.hands.map((h) => h.length), [12, 12], 'both hands 12 after the exchange');
        assert.ok(s.declared.length >= 1 && s.declared.length <= 3);
        for (const d of s.declared) assert.ok(d.winner === null ? d.points === 0 : d.points > 0, 'at most one scorer per category');
      }
      prev = s;
    }
    if (s.repique !== null && s.pique !== null) assert.notEqual(s.repique, s.pique, 'never both to one player');
    if (s.pique !== null) assert.equal(s.pique, 1 - s.dealer, 'only the elder piques (Q27)');
    if (s.phase === 'dealOver' || (s.phase === 'gameOver' && s.tricks.length === 12)) {
      assert.equal(s.tricks.length, 12);
      assert.equal(s.tricksWon[0]! + s.tricksWon[1]!, 12);
      assert.deepEqual(s.hands.map((h) => h.length), [0, 0]);
    }
    if (s.phase === 'gameOver') {
      totals.games++;
      assert.equal(s.units[0]! + s.units[1]!, 0);
      if (s.rules.partie) {
        assert.equal(deals, 4, 'a partie is four deals (Q37)');
        const diff = s.scores[0]! - s.scores[1]!;
        assert.equal(Math.abs(s.units[0]!), partieUnits(diff));
        assert.equal(s.winner, diff > 0 ? 0 : diff < 0 ? 1 : null);
      } else {
        assert.ok(s.winner !== null && s.scores[s.winner]! >= target! && s.scores[1 - s.winner]! < target!);
        assert.deepEqual(Math.abs(s.units[0]!), 1);
      }
      return;
    }
    assert.ok(deals < 100, 'a game ends');
    s = nextDeal(s);
  }
}

describe('Piquet properties (fast-check, seeded)', () => {
  const totals: Totals = { deals: 0, games: 0 };
  it('full path (applyMove + events): 32 cards, Q12/Q14 bounds, scores only grow, Q35 order, the target ends the game at once (PD-Q-8), Q37 partie', () => {
    fc.assert(fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (o, seed) => playGame(o, seed, false, totals)), { numRuns: 500, seed: 15 });
  });
  it('fast path (applyLegal, events null): the same invariants over thousands of deals', () => {
    fc.assert(fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (o, seed) => playGame(o, seed, true, totals)), { numRuns: 2200, seed: 101 });
  });
  it('Q5 / Q37: more than 10,000 deals and every format were played', (t) => {
    t.diagnostic(`${totals.deals} deals in ${totals.games} games`);
    assert.ok(totals.deals >= 10_000, `${totals.deals} deals`);
    assert.ok(totals.games >= 2700);
  });
});

// ---------------------------------------------------------------------------------------------
// An oracle for the declarations, written from piquet.md §5 (reference algorithms) independently of
// src/games/piquet/declarations.ts.

const ORDER = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const PIP: Record<string, number> = { '7': 7, '8': 8, '9': 9, '10': 10, J: 10, Q: 10, K: 10, A: 11 };
const r = (c: string) => c.slice(0, -1);
const su = (c: string) => c.slice(-1);

function oraclePoint(hand: string[]): [number, number] {
  let best: [number, number] = [0, 0];
  for (const s of 'CDHS') {
    const cs = hand.filter((c) => su(c) === s);
    const key: [number, number] = [cs.length, cs.reduce((a, c) => a + PIP[r(c)]!, 0)];
    if (key[0] > best[0] || (key[0] === best[0] && key[1] > best[1])) best = key;
  }
  return best;
}
function oracleRuns(hand: string[]): [number, number][] {
  const out: [number, number][] = [];
  for (const s of 'CDHS') {
    const idx = hand.filter((c) => su(c) === s).map((c) => ORDER.indexOf(r(c))).sort((a, b) => a - b);
    let start = 0;
    for (let i = 1; i <= idx.length; i++) {
      if (i === idx.length || idx[i] !== idx[i - 1]! + 1) {
        if (i - start >= 3) out.push([i - start, idx[i - 1]!]);
        start = i;
      }
    }
  }
  return out.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
}
function oracleSets(hand: string[]): [number, number][] {
  const out: [number, number][] = [];
  for (const rank of ['10', 'J', 'Q', 'K', 'A']) {
    const n = hand.filter((c) => r(c) === rank).length;
    if (n >= 3) out.push([n, ORDER.indexOf(rank)]);
  }
  return out.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
}
const cmp = (a: [number, number] | undefined, b: [number, number] | undefined) => (!a || !b ? (a ? 1 : 0) - (b ? 1 : 0) : a[0] - b[0] || a[1] - b[1]);
const seqValue = (n: number) => (n <= 4 ? n : n + 10);

describe('Piquet declarations oracle (§5 reference algorithms)', () => {
  it('Q18 / Q20 / Q22: point, sequences and sets on random hands agree with an independent implementation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const pack = new Rng([seed, 1, 1, 1]).shuffle(PACK);
        const hands = [pack.slice(0, 12), pack.slice(12, 24)];
        const pe = oraclePoint(hands[0]!);
        const py = oraclePoint(hands[1]!);
        const point = resolveCategory('point', 0, hands, false).declared;
        const c1 = cmp(pe, py);
        assert.equal(point.winner, c1 > 0 ? 0 : c1 < 0 ? 1 : null);
        assert.equal(point.points, c1 > 0 ? pe[0] : c1 < 0 ? py[0] : 0);
        const se = oracleRuns(hands[0]!);
        const sy = oracleRuns(hands[1]!);
        const seq = resolveCategory('sequences', 0, hands, false).declared;
        const c2 = cmp(se[0], sy[0]);
        assert.equal(seq.winner, c2 > 0 ? 0 : c2 < 0 ? 1 : null);
        assert.equal(seq.points, (c2 > 0 ? se : c2 < 0 ? sy : []).reduce((a, x) => a + seqValue(x[0]), 0));
        const te = oracleSets(hands[0]!);
        const ty = oracleSets(hands[1]!);
        const sets = resolveCategory('sets', 0, hands, false).declared;
        const c3 = cmp(te[0], ty[0]);
        assert.equal(sets.winner, c3 > 0 ? 0 : c3 < 0 ? 1 : null);
        assert.equal(sets.points, (c3 > 0 ? te : c3 < 0 ? ty : []).reduce((a, x) => a + (x[0] === 4 ? 14 : 3), 0));
        assert.equal(sets.missing.length, (c3 > 0 ? te : c3 < 0 ? ty : []).filter((x) => x[0] === 3).length);
      }),
      { numRuns: 5000, seed: 7 },
    );
  });
});
