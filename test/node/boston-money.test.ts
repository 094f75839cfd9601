/** Boston's payment: Tariffs A and B, who pays whom, the session and the kettle (BO44–BO56, PD-BO-7, PD-BO-12–PD-BO-14, PD-BO-16). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BIDS, isMisere, legalMoves, newSession, nextDeal, places, resolveRules, type Class, type Contract } from '../../src/games/boston/index.js';
import { auctionFor, cards, dealWith, finishLastTrick, lastTrick, net, ofType, playOut, run, sum, tableOf, TARIFF_A, TARIFF_B } from './support/boston.js';

const CLASS_INDEX: Record<Class, number> = { simple: 0, colour: 1, superior: 2 };
const suit = (s: string) => cards(`A${s} K${s} Q${s} J${s} 10${s} 9${s} 8${s} 7${s} 6${s} 5${s} 4${s} 3${s} 2${s}`);
// superior clubs, colour spades, hearts a simple suit: 13 trumps for each class
const TRUMPS: Record<Class, string[]> = { superior: suit('C'), colour: suit('S'), simple: suit('H') };

/** Seat 0 (eldest) bids `contract` and plays it with every trump of its class: 13 tricks. */
function allTricks(options: object, contract: Contract, cls: Class) {
  const s = dealWith({ options, hands: { 0: TRUMPS[cls] } });
  const moves = auctionFor(s, 0, contract, cls);
  if (cls === 'simple') moves.push({ type: 'trump', suit: 'H' });
  const t = run(s, moves).state;
  return playOut(t.phase === 'whist' ? run(t, [{ type: 'alone' }]).state : t);
}

/** Seat 0 bids a misère holding every spade: he leads and takes the first trick. */
function misereLost(options: object, contract: Contract) {
  const s = dealWith({ options, hands: { 0: suit('S') } });
  const moves = auctionFor(s, 0, contract);
  if (contract.startsWith('petite')) moves.push({ type: 'discard', card: '2S' });
  return playOut(run(s, moves).state);
}

describe('Boston: Tariff A (BO44, BO45)', () => {
  it('BO44, PD-BO-7, S-BO-3: every cell of Tariff A through the engine: simple Boston 0, Grand Souveraine colour 86, grande misère ouverte 48', () => {
    for (const b of BIDS) {
      if (isMisere(b.contract)) {
        const r = misereLost({}, b.contract);
        assert.deepEqual(net(r.events, 4, 'game'), [-3, 1, 1, 1].map((x) => x * TARIFF_A[b.contract]![0]!), b.contract);
      } else {
        const r = allTricks({}, b.contract, b.class!);
        assert.equal(r.state.outcome, 'won');
        const h = TARIFF_A[b.contract]![CLASS_INDEX[b.class!]]!;
        assert.deepEqual(net(r.events, 4, 'game'), [3 * h, 0 - h, 0 - h, 0 - h], `${b.contract} ${b.class}`);
      }
    }
  });

  it('BO45: under Tariff A nothing else is paid: no honours, no over-tricks, no slam, no points', () => {
    const r = allTricks({}, 'boston', 'superior');
    assert.equal(r.state.won[0], 13);
    assert.equal(ofType(r.events, 'points').length, 0);
    assert.deepEqual(net(r.events, 4, 'game'), [12, -4, -4, -4]);
  });
});

describe('Boston: Tariff B (BO46–BO50: BO46, BO47, BO48, BO49, BO50)', () => {
  it('BO46, PD-BO-13: honours are the side\'s own, counted from the hands as dealt; the opponents\' count for nothing', () => {
    const r = finishLastTrick(lastTrick({ options: { variants: ['V-BO-2'] }, declarer: 0, contract: 'boston', class: 'colour', winners: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0], holds: { 1: ['AS', 'KS', 'QS'] } }));
    const p = ofType(r.events, 'points')[0]!;
    assert.deepEqual([p.honours, p.points], [0, 10]);
    const played = allTricks({ variants: ['V-BO-2'] }, 'boston', 'colour');
    assert.equal(ofType(played.events, 'points')[0]!.honours, 4, 'his honours all played by the end still count');
  });

  it('BO47, S-BO-4, PD-BO-12: every multiplier of Tariff B and every misère\'s marks (grande misère ouverte forcée 36); Tariff C is Tariff B worked out', () => {
    for (const b of BIDS) {
      if (isMisere(b.contract)) {
        const r = misereLost({ whist: true }, b.contract);
        assert.deepEqual(net(r.events, 4, 'game'), [-3, 1, 1, 1].map((x) => x * TARIFF_B[b.contract]![0]!), b.contract);
        assert.equal(ofType(r.events, 'points').length, 0, 'a misère\'s figure is already marks');
      } else {
        const r = allTricks({ whist: true }, b.contract, b.class!);
        const p = ofType(r.events, 'points')[0]!;
        const m = TARIFF_B[b.contract]![CLASS_INDEX[b.class!]]!;
        assert.equal(p.multiplier, m, `${b.contract} ${b.class}`);
        assert.equal(p.marks, Math.floor((17 * m + 5) / 10));
      }
    }
  });

  it('BO48, S-BO-5: won: (T + h) × m; lost: (N + (N − T − 1) + h) × m, the first missing trick not paid again; to tens, fives up', () => {
    const s = dealWith({ options: { whist: true }, hands: { 1: suit('S') } });
    const lost = playOut(run(s, [...auctionFor(s, 0, 'grand-boston', 'colour'), { type: 'alone' }]).state);
    const p = ofType(lost.events, 'points')[0]!;
    // N 6, T 0: 6 + 5 = 11 points, × 6 = 66 → 7
    assert.deepEqual([p.honours, p.points, p.multiplier, p.marks], [0, 11, 6, 7]);
    assert.deepEqual(net(lost.events, 4, 'game'), [-21, 7, 7, 7]);
    const won = finishLastTrick(lastTrick({ options: { whist: true }, declarer: 0, contract: 'boston', class: 'simple', winners: [0, 0, 0, 0, 0, 0, 0, 1, 2, 1, 2, 3, 3], holds: { 1: ['AD'], 2: ['KD'] } }));
    const q = ofType(won.events, 'points')[0]!;
    // T 7, h 0: 7 × 2 = 14 → 1; 15 would round up to 2
    assert.deepEqual([q.points, q.multiplier, q.marks], [7, 2, 1]);
  });

  it('BO49: the source\'s figures reduced to tens: 27 → 3, 39 → 4, 36 → 4, 52 → 5, 84 → 8, 96 → 10, 144 → 14, 192 → 19, 10 → 1, 136 → 14 (EX-BO-6 plays each)', () => {
    const winners = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3];
    const r = finishLastTrick(lastTrick({ options: { whist: true }, declarer: 0, contract: 'boston', class: 'colour', winners, holds: { 1: ['AS', 'KS'] } }));
    assert.equal(r.state.partner, null);
    const p = ofType(r.events, 'points')[0]!;
    assert.deepEqual([p.points * p.multiplier, p.marks], [27, 3]);
  });

  it('BO50, Q-BO-4: an unannounced slam adds 20 from each opponent alone, 10 with a partner; Concordia has none', () => {
    const alone = allTricks({ whist: true }, 'independence', 'superior');
    assert.equal(ofType(alone.events, 'points')[0]!.slam, 20);
    const concordia = allTricks({ whist: true }, 'concordia', 'superior');
    assert.equal(ofType(concordia.events, 'points')[0]!.slam, 0);
    const s = dealWith({ options: { whist: true }, hands: { 0: TRUMPS.colour } });
    const r = playOut(run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'whist' }]).state);
    const p = ofType(r.events, 'points')[0]!;
    assert.equal(p.slam, 10);
    // (13 + 4) × 3 = 51 → 5, + 10: seats 1 (partner) and 0 receive 15 each, seats 2 and 3 pay 15 each
    assert.deepEqual(net(r.events, 4, 'game'), [15, 15, -15, -15]);
  });
});

describe('Boston: who pays whom (BO51, BO52, BO53, BO54, PD-BO-14)', () => {
  it('BO51, PD-BO-14: a side that wins shares the table ⌈W/2⌉ / ⌊W/2⌋ and each opponent pays each member\'s marks once', () => {
    const s = dealWith({ options: { whist: true }, hands: { 0: TRUMPS.colour }, pot: 9 });
    assert.equal(s.pot, 13);
    const r = playOut(run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'pass' }, { type: 'whist' }]).state);
    assert.equal(r.state.partner, 2);
    assert.deepEqual(net(r.events, 4, 'pot'), [7, 0, 6, 0]);
    const g = net(r.events, 4, 'game');
    assert.deepEqual([g[0], g[2], g[1], g[3]], [15, 15, -15, -15]);
  });

  it('BO52, PD-BO-14: a lost game alone: the declarer pays each opponent and a bête of W; with a partner only a member below his quota pays, every other seat', () => {
    const s = dealWith({ options: { whist: true }, hands: { 1: TRUMPS.colour } });
    const r = playOut(run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'pass' }, { type: 'whist' }]).state);
    const res = ofType(r.events, 'result')[0]!;
    assert.deepEqual(res.failed, [0, 2]);
    const H = ofType(r.events, 'points')[0]!.marks;
    assert.deepEqual(net(r.events, 4, 'game'), [-2 * H, 2 * H, -2 * H, 2 * H]);
    assert.deepEqual(net(r.events, 4, 'bete'), [-12, 0, -12, 0]);
    assert.deepEqual(r.state.betes, [12, 12], 'the declarer\'s bête first');
  });

  it('BO53: payments are settled by the engine at the end of the deal, in the move that ends it', () => {
    const s = dealWith({ hands: { 0: TRUMPS.colour } });
    let t = run(s, auctionFor(s, 0, 'boston', 'colour')).state;
    while (t.tricks.length < 12 || t.trick.length < 3) {
      const r = run(t, [legalMoves(t)[0]!]);
      assert.equal(ofType(r.events, 'payment').length, 0, 'nothing is paid before the deal ends');
      t = r.state;
    }
    const last = run(t, [legalMoves(t)[0]!]);
    assert.deepEqual(last.events.map((e) => e.type), ['cardPlayed', 'trick', 'result', 'payment', 'payment', 'payment', 'payment', 'dealOver']);
    assert.equal(last.state.phase, 'dealOver');
  });

  it('BO54: the engine counts in whole marks: every payment a positive integer, balances and table summing to 0', () => {
    let s = newSession({ tours: 1, whist: true }, 'marks');
    for (let d = 0; d < 4; d++) {
      const r = playOut(run(s, auctionFor(s, (s.dealer + 1) % 4, 'boston', 'superior').concat([{ type: 'alone' }])).state);
      for (const p of ofType(r.events, 'payment')) assert.ok(Number.isInteger(p.amount) && p.amount > 0);
      assert.equal(sum(r.state.balances) + tableOf(r.state), 0);
      if (r.state.phase === 'sessionOver') break;
      s = nextDeal(r.state);
    }
  });
});

describe('Boston: the session and the kettle (BO55, BO56, PD-BO-16)', () => {
  it('BO55: a session of T tours, every seat dealing once a tour: by default 3 with four (12 deals), 4 with three (12); passed deals count', () => {
    assert.equal(resolveRules({}).tours, 3);
    assert.equal(resolveRules({ players: 3 }).tours, 4);
    for (const options of [{ tours: 2 }, { players: 3 as const, tours: 1 }]) {
      let s = newSession(options, 'session');
      const n = s.rules.players;
      let deals = 0;
      for (;;) {
        s = run(s, Array.from({ length: n }, () => ({ type: 'pass' as const }))).state;
        deals++;
        assert.equal(s.dealsPlayed, deals);
        if (s.phase === 'sessionOver') break;
        s = nextDeal(s);
      }
      assert.equal(deals, s.rules.tours * n);
    }
  });

  it('BO56, PD-BO-16: after the last deal the table is shared equally, the odd marks from the eldest; places by balance, equal balances sharing one', () => {
    const s = dealWith({ options: { tours: 1 }, hands: {}, pot: 3, betes: [7], dealsPlayed: 3, balances: [-5, -2, -3, 0], dealer: 1 });
    const r = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    // the table: 3 + 4 (stake) + 8 (all pass) + 7 = 22: 5 each and one more to seats 2 and 3 (the eldest and the next)
    assert.deepEqual(net(r.events, 4, 'kettle'), [5, 5, 6, 6]);
    const over = ofType(r.events, 'sessionOver')[0]!;
    assert.deepEqual(over.balances, r.state.balances);
    // before: −5 −2 −3 0; the stake (seat 1) and all pass: −7 −8 −5 −2; the kettle: −2 −3 1 4
    assert.deepEqual(over.balances, [-2, -3, 1, 4]);
    assert.deepEqual(over.places, [3, 4, 2, 1]);
    assert.deepEqual(places([5, -1, 5, -9]), [1, 3, 1, 4]);
    assert.deepEqual([r.state.pot, r.state.betes], [0, []]);
  });
});
