/** Der halbe Mond: rules S-HM-1 … S-HM-13, examples EX-HM-1 … EX-HM-3. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FULL_PACK, RANKS } from '../../src/engine/cards.js';
import {
  patiences,
  patienceDefinitions,
  halberMondPosition,
  lift,
  gatherAndDeal,
  type HalberMondState,
  type HalberMondMove,
  type PatienceEvent,
} from '../../src/games/patience/index.js';

const g = patiences['halber-mond'];
const moves = (s: HalberMondState) => g.legalMoves(s) as HalberMondMove[];
const cardMoves = (s: HalberMondState) => moves(s).filter((m) => m.type !== 'endStage');
function apply(s: HalberMondState, m: HalberMondMove): { state: HalberMondState; events: readonly PatienceEvent[] } {
  const r = g.applyMove(s, m);
  assert.ok(r.ok, r.ok ? '' : JSON.stringify(r.violation));
  return { state: r.state as HalberMondState, events: r.events };
}
const upTo = (suit: string, n: number) => RANKS.slice(0, n).map((r) => r + suit); // A, 2, … (A-foundation)
const downTo = (suit: string, n: number) => RANKS.slice().reverse().slice(0, n).map((r) => r + suit); // K, Q, …

function ex1(): HalberMondState {
  const f = halberMondPosition({}).foundations;
  return halberMondPosition({
    piles: [['9C', '5D', 'JS'], ['7H', '4S'], ['2C', '5S'], ['AH'], ['8D', 'KH']],
    foundations: { ...f, S: { K: ['KS', 'QS'], A: ['AS', '2S', '3S'] } },
  });
}

describe('Der halbe Mond', () => {
  it('EX-HM-1: exactly 8 legal card moves (plus declaring the end of the stage)', () => {
    const s = ex1();
    const want: HalberMondMove[] = [
      { type: 'toFoundation', pile: 1, card: 'JS', suit: 'S', foundation: 'K' },
      { type: 'toFoundation', pile: 2, card: '4S', suit: 'S', foundation: 'A' },
      { type: 'toFoundation', pile: 4, card: 'AH', suit: 'H', foundation: 'A' },
      { type: 'toFoundation', pile: 5, card: 'KH', suit: 'H', foundation: 'K' },
      { type: 'toPile', from: 2, to: 3, card: '4S', onto: '5S' },
      { type: 'toPile', from: 3, to: 2, card: '5S', onto: '4S' },
      { type: 'toPile', from: 4, to: 5, card: 'AH', onto: 'KH' },
      { type: 'toPile', from: 5, to: 4, card: 'KH', onto: 'AH' },
    ];
    const key = (m: HalberMondMove) => JSON.stringify(m);
    assert.deepEqual(cardMoves(s).map(key).sort(), want.map(key).sort());
    assert.deepEqual(moves(s)[moves(s).length - 1], { type: 'endStage', stage: 1 });
  });

  it('EX-HM-1 / S-HM-5: 5♠ cannot go to the A-foundation (a 4 is needed)', () => {
    const s = ex1();
    const r = g.applyMove(s, { type: 'toFoundation', pile: 3, card: '5S', suit: 'S', foundation: 'A' });
    assert.ok(!r.ok && r.violation.rule === 'S-HM-5' && r.violation.code === 'foundation-does-not-fit');
  });

  it('EX-HM-1 / S-HM-8: moving A♥ empties H4, and H4 disappears; nothing can be placed there', () => {
    const r = apply(ex1(), { type: 'toFoundation', pile: 4, card: 'AH', suit: 'H', foundation: 'A' });
    assert.equal(r.state.piles.length, 4);
    assert.deepEqual(r.state.piles[3], ['8D', 'KH']);
    assert.deepEqual(r.events[0], { type: 'toFoundation', pile: 4, card: 'AH', suit: 'H', foundation: 'A', count: 1, pileEmptied: true });
    const bad = g.applyMove(r.state, { type: 'toPile', from: 4, to: 5, card: 'KH', onto: 'AH' });
    assert.ok(!bad.ok && bad.violation.rule === 'S-HM-8');
  });

  it('EX-HM-2 / S-HM-10: the lift takes J♠, 4♠, K♥; the single 5♠ stays; the new pile H5 has K♥ on top', () => {
    const piles = [['9C', '5D', 'JS'], ['7H', '4S'], ['5S'], ['8D', 'KH']];
    assert.deepEqual(lift(piles).piles, [['9C', '5D'], ['7H'], ['5S'], ['8D'], ['JS', '4S', 'KH']]);
    const s = halberMondPosition({ piles });
    const r = apply(s, { type: 'endStage', stage: 1 });
    assert.deepEqual(r.state.piles[4], ['JS', '4S', 'KH']);
    assert.equal(r.state.stage, 2);
    assert.deepEqual(r.events, [
      { type: 'stageEnded', stage: 1 },
      { type: 'lifted', cards: ['JS', '4S', 'KH'], pile: 5 },
      { type: 'stageStarted', stage: 2, piles: 5 },
    ]);
    assert.deepEqual(lift([['2C'], ['3D']]).piles, [['2C'], ['3D']], 'no card taken: no pile added');
  });

  it('EX-HM-3 / S-HM-11: gather (right-end pile on top) and deal in sixes and in fours', () => {
    const [a1, a2, b1, b2, b3, c1] = ['2C', '3C', '4D', '5D', '6D', '7H'];
    const piles = [[a1!, a2!], [b1!, b2!, b3!], [c1!]];
    assert.deepEqual(gatherAndDeal(piles, 6), [[c1, b1, b2, b3, a1, a2]]);
    assert.deepEqual(gatherAndDeal(piles, 4), [[c1, b1, b2, b3], [a1, a2]]);
    const r = apply(halberMondPosition({ piles, stage: 2 }), { type: 'endStage', stage: 2 });
    assert.deepEqual(r.state.piles, [[c1, b1, b2, b3, a1, a2]]);
    assert.deepEqual(r.events[1], { type: 'dealt', k: 6, piles: 1 });
  });

  it('S-HM-1 / S-HM-2: two packs; 13 piles of 8, pile i holds cards 8(i−1)+1 … 8i with the last on top', () => {
    const order = [...FULL_PACK, ...FULL_PACK.slice().reverse()];
    const s = g.fromOrder(order) as HalberMondState;
    assert.equal(s.piles.length, 13);
    assert.ok(s.piles.every((p) => p.length === 8));
    assert.deepEqual(s.piles[0], order.slice(0, 8));
    assert.equal(s.piles[12]![7], order[103]);
    assert.equal(g.packs, 2);
  });

  it('S-HM-3: per suit a K-foundation down K…A and an A-foundation up A…K; S-HM-12: won as soon as all 104 are on them', () => {
    const f = halberMondPosition({}).foundations;
    const full = (s: string) => ({ K: downTo(s, 13), A: upTo(s, 13) });
    const s = halberMondPosition({
      piles: [['KC']],
      foundations: { ...f, C: { K: downTo('C', 13), A: upTo('C', 12) }, D: full('D'), H: full('H'), S: full('S') },
      stage: 3,
    });
    assert.equal(patienceDefinitions['halber-mond'].fromJSON(JSON.parse(JSON.stringify(s))).stage, 3);
    const r = apply(s, { type: 'toFoundation', pile: 1, card: 'KC', suit: 'C', foundation: 'A' });
    assert.equal(g.status(r.state), 'won');
    assert.deepEqual(r.events[r.events.length - 1], { type: 'gameOver', outcome: 'won', reason: 'all-on-foundations' });
    assert.deepEqual(g.legalMoves(r.state), []);
  });

  it('S-HM-4: only the top card moves, one at a time; every card may be inspected (nothing hidden)', () => {
    const s = ex1();
    const r = g.applyMove(s, { type: 'toFoundation', pile: 1, card: '5D', suit: 'D', foundation: 'A' });
    assert.ok(!r.ok && r.violation.rule === 'S-HM-4' && r.violation.code === 'not-top-card');
    const fresh = g.newGame(1) as HalberMondState;
    assert.deepEqual(patienceDefinitions['halber-mond'].hiddenCards(fresh, 0), []);
    assert.deepEqual(patienceDefinitions['halber-mond'].view(fresh, 0).piles, fresh.piles);
  });

  it('S-HM-5: with two kings of a suit either may start the K-foundation; the other later finishes the A-foundation on its Q, and an A goes on the K-foundation’s 2', () => {
    const f = halberMondPosition({}).foundations;
    const s = halberMondPosition({ piles: [['KC'], ['2D', 'KC']], foundations: f });
    const starts = cardMoves(s).filter((m) => m.type === 'toFoundation');
    assert.deepEqual(starts.map((m) => (m as { pile: number }).pile), [1, 2]);
    const s2 = halberMondPosition({ piles: [['KC'], ['AD']], foundations: { ...f, C: { K: downTo('C', 3), A: upTo('C', 12) }, D: { K: downTo('D', 12), A: [] } } });
    const ms = cardMoves(s2).filter((m) => m.type === 'toFoundation');
    assert.deepEqual(
      ms.map((m) => [(m as { card: string }).card, (m as { foundation: string }).foundation]),
      [['KC', 'A'], ['AD', 'A'], ['AD', 'K']],
    );
  });

  it('S-HM-6: pile to pile in the same suit, one rank apart, A and K adjacent both ways; back and forth without limit', () => {
    let s = halberMondPosition({ piles: [['2S', 'AS'], ['3D', 'KS'], ['QH'], ['QS']] });
    const pm = cardMoves(s).filter((m) => m.type === 'toPile');
    assert.deepEqual(pm.map((m) => [(m as { card: string }).card, (m as { onto: string }).onto]), [['AS', 'KS'], ['KS', 'AS'], ['KS', 'QS'], ['QS', 'KS']]);
    for (let i = 0; i < 10; i++) {
      s = apply(s, { type: 'toPile', from: 1, to: 2, card: 'AS', onto: 'KS' }).state;
      s = apply(s, { type: 'toPile', from: 2, to: 1, card: 'AS', onto: '2S' }).state;
    }
    assert.deepEqual(s.piles[0], ['2S', 'AS']);
    const bad = g.applyMove(s, { type: 'toPile', from: 3, to: 4, card: 'QH', onto: 'QS' });
    assert.ok(!bad.ok && bad.violation.rule === 'S-HM-6');
  });

  it('S-HM-7 / S-GEN-6: no move is compulsory and advice is not enforced (ending a stage with foundation moves open; 4 on 5 over a hidden 3)', () => {
    const s = ex1();
    assert.ok(moves(s).some((m) => m.type === 'endStage'));
    assert.ok(apply(s, { type: 'endStage', stage: 1 }).state.stage === 2);
    const hint = halberMondPosition({ piles: [['3C', '5C'], ['4C']] }); // Hauptregel (3): unwise, still legal
    assert.ok(cardMoves(hint).some((m) => m.type === 'toPile' && m.card === '4C' && m.onto === '5C'));
  });

  it('S-HM-9: stage actions lift, deal 6, lift, deal 4, lift, end; the stage ends by itself only when nothing else is legal', () => {
    let s = g.newGame(42) as HalberMondState;
    const actions: string[] = [];
    while (g.legalMoves(s).length > 0) {
      const ms = moves(s);
      if (ms.length === 1) assert.equal(ms[0]!.type, 'endStage', 'a forced position offers only the end of the stage');
      const r = apply(s, ms[ms.length - 1]!); // always declare the end of the stage
      actions.push(...r.events.filter((e) => e.type === 'lifted' || e.type === 'dealt' || e.type === 'gameOver').map((e) => (e.type === 'dealt' ? `deal${e.k}` : e.type)));
      s = r.state;
    }
    assert.deepEqual(actions, ['lifted', 'deal6', 'lifted', 'deal4', 'lifted', 'gameOver']);
    assert.equal(g.status(s), 'lost', 'S-HM-12: lost when stage 6 ends with cards left');
    assert.equal(s.ended, true);
    const stuck = halberMondPosition({ piles: [['2C', '5D'], ['9S']], stage: 4 });
    assert.deepEqual(moves(stuck), [{ type: 'endStage', stage: 4 }]);
  });

  it('S-HM-11: after dealing in sixes every pile but the last has 6 cards', () => {
    let s = g.newGame(7) as HalberMondState;
    s = apply(s, { type: 'endStage', stage: 1 }).state;
    const n = s.piles.flat().length;
    s = apply(s, { type: 'endStage', stage: 2 }).state;
    assert.equal(s.piles.length, Math.ceil(n / 6));
    assert.ok(s.piles.slice(0, -1).every((p) => p.length === 6));
  });

  it('S-HM-13: the player has many choices (several card moves in a typical opening)', () => {
    let total = 0;
    for (let seed = 0; seed < 20; seed++) total += cardMoves(g.newGame(seed) as HalberMondState).length;
    assert.ok(total / 20 >= 2, `average ${total / 20}`);
  });

  it('illegal moves change nothing; a wrong stage number is refused', () => {
    const s = ex1();
    const before = JSON.stringify(s);
    const r = g.applyMove(s, { type: 'endStage', stage: 3 });
    assert.ok(!r.ok && r.violation.rule === 'S-HM-9');
    const r2 = g.applyMove(s, { type: 'toPile', from: 1, to: 2, card: 'JS', onto: '4S' });
    assert.ok(!r2.ok && r2.violation.rule === 'S-HM-6');
    assert.equal(JSON.stringify(s), before);
  });
});
