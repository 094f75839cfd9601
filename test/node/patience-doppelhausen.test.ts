/** Die Doppelhausen: rules S-DH-1 … S-DH-8, examples EX-DH-1 … EX-DH-3, variants V-DH-1, V-DH-2 (expectations from the spec text). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { FULL_PACK } from '../../src/engine/cards.js';
import {
  patiences,
  patienceDefinitions,
  doppelhausenPosition,
  type DoppelhausenState,
  type DoppelhausenMove,
  type PatienceEvent,
} from '../../src/games/patience/index.js';

const g = patiences.doppelhausen;
/** Top-first lists (as the spec writes them) to bottom-to-top piles. */
const tf = (...cards: string[]) => cards.slice().reverse();

function apply(s: DoppelhausenState, m: DoppelhausenMove): { state: DoppelhausenState; events: readonly PatienceEvent[] } {
  const r = g.applyMove(s, m);
  assert.ok(r.ok, r.ok ? '' : JSON.stringify(r.violation));
  return { state: r.state as DoppelhausenState, events: r.events };
}
const moves = (s: DoppelhausenState) => g.legalMoves(s) as DoppelhausenMove[];
const only = (s: DoppelhausenState) => {
  const ms = moves(s);
  assert.equal(ms.length, 1, JSON.stringify(ms));
  return apply(s, ms[0]!);
};

describe('Die Doppelhausen', () => {
  it('EX-DH-1 (win): 7♠/7♥ removed at once, draw, then 9♣/9♦ and 3♣/3♦: won', () => {
    let s = doppelhausenPosition({ piles: { leftStock: tf('7S', '3D', '9C'), rightStock: tf('7H', '9D', '3C') } });
    assert.deepEqual(moves(s), [{ type: 'pair', piles: ['leftStock', 'rightStock'], cards: ['7S', '7H'] }]);
    s = only(s).state;
    assert.deepEqual(moves(s), [{ type: 'draw' }]);
    const d = only(s);
    s = d.state;
    assert.deepEqual(d.events[0], {
      type: 'drawn',
      left: '3D',
      right: '9D',
      tops: [
        { pile: 'leftWaste', card: '3D' },
        { pile: 'leftStock', card: '9C' },
        { pile: 'rightStock', card: '3C' },
        { pile: 'rightWaste', card: '9D' },
      ],
    });
    const ps = moves(s);
    assert.deepEqual(ps.map((m) => (m.type === 'pair' ? m.cards.slice().sort().join('/') : m.type)).sort(), ['3C/3D', '9C/9D']);
    s = apply(s, ps[0]!).state;
    const last = only(s);
    assert.equal(g.status(last.state), 'won');
    assert.deepEqual(last.events[last.events.length - 1], { type: 'gameOver', outcome: 'won', reason: 'all-removed' });
    assert.equal(last.state.removed.length, 6);
  });

  it('EX-DH-2 / S-DH-4 (three of a kind): exactly two 5s, one of 3 pairs; drawing is illegal while a pair is visible', () => {
    const s = doppelhausenPosition({
      piles: { leftWaste: ['5D'], leftStock: ['2C', '5S'], rightStock: ['3C', '5H'], rightWaste: ['KC'] },
    });
    const ms = moves(s);
    assert.equal(ms.length, 3);
    assert.ok(ms.every((m) => m.type === 'pair' && m.cards.every((c) => c.startsWith('5'))));
    const r = g.applyMove(s, { type: 'draw' });
    assert.equal(r.ok, false);
    if (!r.ok) assert.deepEqual([r.violation.rule, r.violation.code], ['S-DH-4', 'pair-must-be-removed']);
    for (const m of ms) {
      const after = apply(s, m).state;
      const tops = [after.piles.leftWaste, after.piles.leftStock, after.piles.rightStock, after.piles.rightWaste].map((p) => p[p.length - 1]);
      assert.equal(tops.filter((c) => c?.startsWith('5')).length, 1, 'the third 5 stays visible');
    }
  });

  it('EX-DH-3 (loss) / S-DH-7(b): an equal pass without a pair is lost', () => {
    let s = doppelhausenPosition({ piles: { leftStock: tf('4S', '8D'), rightStock: tf('6C', 'JH') }, pass: 2 });
    assert.equal(s.passEqual, true);
    s = only(s).state;
    assert.deepEqual([s.piles.leftStock, s.piles.rightStock, s.piles.leftWaste, s.piles.rightWaste], [['8D'], ['JH'], ['4S'], ['6C']]);
    const last = only(s);
    assert.equal(g.status(last.state), 'lost');
    assert.deepEqual(last.events[last.events.length - 1], { type: 'gameOver', outcome: 'lost', reason: 'equal-pass-without-pair' });
  });

  it('S-DH-1: two packs, 104 cards, each card twice', () => {
    const s = g.newGame(1) as DoppelhausenState;
    const all = [...s.piles.leftStock, ...s.piles.rightStock];
    assert.equal(all.length, 104);
    assert.deepEqual(all.slice().sort(), [...FULL_PACK, ...FULL_PACK].sort());
  });

  it('S-DH-2: split 52/52 from the top; both stocks face up with only their top cards visible', () => {
    const order = [...FULL_PACK, ...FULL_PACK.slice().reverse()];
    const s = g.fromOrder(order) as DoppelhausenState;
    assert.equal(s.piles.leftStock.length, 52);
    assert.equal(s.piles.rightStock.length, 52);
    assert.equal(s.piles.leftStock[51], order[0]);
    assert.equal(s.piles.rightStock[51], order[52]);
    const v = patienceDefinitions.doppelhausen.view(s, 0);
    assert.deepEqual(v.piles.leftStock, [order[0]]);
    assert.deepEqual(v.piles.rightStock, [order[52]]);
    assert.deepEqual(v.unseen, { leftStock: 51, rightStock: 51, reserve: 0 });
  });

  it('S-DH-3: the visible cards are the tops of the non-empty piles, at most five; cards drawn stay seen', () => {
    let s = g.newGame(3) as DoppelhausenState;
    for (let i = 0; i < 60 && moves(s).length > 0; i++) {
      const v = patienceDefinitions.doppelhausen.view(s, 0);
      const visible = (['leftWaste', 'leftStock', 'rightStock', 'rightWaste', 'reserve'] as const).filter((p) => s.piles[p].length > 0);
      assert.ok(visible.length <= 5);
      for (const p of visible) assert.equal(v.piles[p][v.piles[p].length - 1], s.piles[p][s.piles[p].length - 1]);
      assert.deepEqual(v.piles.leftWaste, s.piles.leftWaste);
      s = apply(s, moves(s)[0]!).state;
    }
  });

  it('S-DH-4: pairs are checked before the first draw, suits ignored, and take priority', () => {
    const fixed = [...FULL_PACK, ...FULL_PACK];
    fixed.splice(fixed.indexOf('QS'), 1);
    fixed.splice(fixed.indexOf('QH'), 1);
    const deck = ['QS', ...fixed.slice(0, 51), 'QH', ...fixed.slice(51)];
    const s = g.fromOrder(deck) as DoppelhausenState;
    assert.deepEqual(moves(s), [{ type: 'pair', piles: ['leftStock', 'rightStock'], cards: ['QS', 'QH'] }]);
  });

  it('S-DH-5: with no pair and two stocks, both tops move to their wastes at once', () => {
    const s = doppelhausenPosition({ piles: { leftStock: ['2C', '4D'], rightStock: ['3C', '6H'] } });
    const r = only(s).state;
    assert.deepEqual([r.piles.leftWaste, r.piles.rightWaste, r.piles.leftStock, r.piles.rightStock], [['4D'], ['6H'], ['2C'], ['3C']]);
  });

  it('S-DH-6: the leftover stock goes onto the reserve as one packet, order unchanged, and its top takes part in pairs', () => {
    const s = doppelhausenPosition({
      piles: { leftWaste: ['9H'], leftStock: ['5C', '8D', 'JS'], rightStock: [], rightWaste: ['2D'], reserve: ['KC'] },
      passEqual: false,
    });
    assert.deepEqual(moves(s), [{ type: 'toReserve', from: 'leftStock', count: 3 }]);
    const r = only(s);
    assert.deepEqual(r.state.piles.reserve, ['KC', '5C', '8D', 'JS']);
    assert.deepEqual(r.state.piles.leftStock, []);
    const s2 = doppelhausenPosition({
      piles: { leftWaste: ['JH'], leftStock: [], rightStock: ['4C', 'JD'], rightWaste: ['2D'], reserve: [] },
      passEqual: false,
    });
    assert.equal(moves(s2)[0]!.type, 'pair'); // S-DH-4 before S-DH-6
    const afterPair = only(s2).state;
    assert.deepEqual(moves(afterPair), [{ type: 'toReserve', from: 'rightStock', count: 1 }]);
  });

  it('S-DH-6: unseen cards of a first-pass leftover stay hidden on the reserve', () => {
    let sawReserve = false;
    for (let seed = 0; seed < 10; seed++) {
      let s = g.newGame(seed) as DoppelhausenState;
      while (moves(s).length > 0) {
        const m = moves(s)[0]!;
        s = apply(s, m).state;
        if (m.type === 'toReserve' && s.pass === 1) {
          sawReserve = true;
          assert.equal(s.unseen.reserve, Math.max(0, s.piles.reserve.length - 1));
        }
        assert.ok(s.unseen.reserve <= Math.max(0, s.piles.reserve.length - 1));
      }
    }
    assert.ok(sawReserve);
  });

  it('S-DH-7(a): won when all 104 cards are removed (seeds 0–59, first pair: some are won; the count is only a loose sanity range, cf. the spec’s ≈17 %)', () => {
    let wins = 0;
    for (let seed = 0; seed < 60; seed++) {
      let s = g.newGame(seed) as DoppelhausenState;
      while (moves(s).length > 0) s = apply(s, moves(s)[0]!).state;
      if (g.status(s) === 'won') {
        wins++;
        assert.equal(s.removed.length, 104);
      }
    }
    assert.ok(wins > 0 && wins < 30, `wins ${wins}`);
  });

  it('S-DH-7(c): the left waste goes on the right waste and the top ⌈n/2⌉ cards make the new left stock', () => {
    const s = doppelhausenPosition({
      piles: { leftWaste: ['2C', '3C', '4C'], leftStock: [], rightStock: [], rightWaste: ['5D', '6D'], reserve: ['KS'] },
      passEqual: true,
      pairsThisPass: 1,
    });
    assert.deepEqual(moves(s), [{ type: 'newPass', pass: 2 }]);
    const r = only(s);
    // merged (bottom to top): 5D 6D 2C 3C 4C; n = 5, the top 3 to the left.
    assert.deepEqual(r.state.piles.leftStock, ['2C', '3C', '4C']);
    assert.deepEqual(r.state.piles.rightStock, ['5D', '6D']);
    assert.deepEqual([r.state.piles.leftWaste, r.state.piles.rightWaste], [[], []]);
    assert.equal(r.state.passEqual, false);
    assert.equal(r.state.pairsThisPass, 0);
    assert.deepEqual(r.events[0], { type: 'passStarted', pass: 2, leftCount: 3, rightCount: 2, tops: [{ pile: 'leftStock', card: '4C' }, { pile: 'rightStock', card: '6D' }, { pile: 'reserve', card: 'KS' }] });
  });

  it('S-DH-7(c): with equal wastes the merge is the same as moving each waste back to its side', () => {
    const s = doppelhausenPosition({
      piles: { leftWaste: ['2C', '3C'], leftStock: [], rightStock: [], rightWaste: ['5D', '6D'], reserve: [] },
      pairsThisPass: 2,
    });
    const r = only(s).state;
    assert.deepEqual([r.piles.leftStock, r.piles.rightStock], [['2C', '3C'], ['5D', '6D']]);
  });

  it('S-DH-7(c)3: when only reserve cards remain the game is lost', () => {
    const s = doppelhausenPosition({ piles: { reserve: ['KS', '2C'] }, passEqual: false, pairsThisPass: 3 });
    assert.deepEqual(moves(s), []);
    assert.equal(g.status(s), 'lost');
  });

  it('S-DH-7(b): an unequal pass without a pair is not lost (its extra card goes to the reserve)', () => {
    const s = doppelhausenPosition({ piles: { leftStock: ['2C', '9S'], rightStock: ['4D'] } });
    assert.equal(s.passEqual, false);
    let t = only(s).state; // draw
    t = only(t).state; // leftover 2C to the reserve
    assert.deepEqual(t.piles.reserve, ['2C']);
    assert.deepEqual(moves(t), [{ type: 'newPass', pass: 2 }]);
  });

  it('V-DH-2 ("move"): each waste becomes the stock on its own side', () => {
    const s = doppelhausenPosition({
      variants: ['V-DH-2'],
      piles: { leftWaste: ['2C', '3C', '4C'], rightWaste: ['5D'] },
      pairsThisPass: 1,
    });
    const r = only(s).state;
    assert.deepEqual([r.piles.leftStock, r.piles.rightStock], [['2C', '3C', '4C'], ['5D']]);
  });

  it('V-DH-1: uneven split, random 48–56 for seeded games, or options.split', () => {
    const sizes = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = g.newGame(seed, { variants: ['V-DH-1'] }) as DoppelhausenState;
      const l = s.piles.leftStock.length;
      assert.ok(l >= 48 && l <= 56);
      assert.equal(s.passEqual, l === 52);
      sizes.add(l);
    }
    assert.ok(sizes.size > 3);
    const s = g.fromOrder([...FULL_PACK, ...FULL_PACK], { variants: ['V-DH-1'], split: 50 }) as DoppelhausenState;
    assert.equal(s.piles.leftStock.length, 50);
    assert.throws(() => g.fromOrder([...FULL_PACK, ...FULL_PACK], { split: 50 }), /V-DH-1/);
  });

  it('S-DH-8: the only choices are pairs (several legal moves are always all pairs); any pair order ends the game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (seed, pick) => {
        let s = g.newGame(seed) as DoppelhausenState;
        let k = pick;
        let n = 0;
        while (moves(s).length > 0) {
          const ms = moves(s);
          if (ms.length > 1 && !ms.every((m) => m.type === 'pair')) return false;
          s = apply(s, ms[k % ms.length]!).state;
          k = (k * 31 + 7) % 1000003;
          if (++n > 5000) return false;
        }
        return g.status(s) !== 'playing';
      }),
      { numRuns: 25 },
    );
  });

  it('illegal moves: a pair of different ranks, and a new pass before the stocks are empty, change nothing', () => {
    const s = doppelhausenPosition({ piles: { leftStock: ['2C', '4D'], rightStock: ['3C', '6H'] } });
    const before = JSON.stringify(s);
    const r1 = g.applyMove(s, { type: 'pair', piles: ['leftStock', 'rightStock'], cards: ['4D', '6H'] });
    assert.ok(!r1.ok && r1.violation.code === 'not-same-rank' && r1.violation.rule === 'S-DH-4');
    const r2 = g.applyMove(s, { type: 'newPass', pass: 2 });
    assert.ok(!r2.ok && r2.violation.rule === 'S-DH-7');
    assert.equal(JSON.stringify(s), before);
  });
});
