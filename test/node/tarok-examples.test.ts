/**
 * The worked examples of tarok.md §12 through the engine (EX-T-1…10; Taroklomber's EX-T-11…13 are in
 * tarok-lomber.test.ts). Figures are the spec's, checked by hand there; none is read back from the engine.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  announcementOf,
  applyMove,
  cardPayments,
  cardPoints,
  cardPointsOf,
  pairwisePayments,
  partyResult,
  PACK,
  pilePoints,
  playableCards,
  resolveRules,
  SKY,
  trickWinner,
  troisPayments,
  type Play,
  type TarokState,
} from '../../src/games/tarok/index.js';
import { dealWith, ladons, playOut } from './support/tarok.js';

const trick = (...cards: string[]): Play[] => cards.map((card, seat) => ({ seat, card }));
const nets = (payments: readonly { from: number; to: number; amount: number }[], n = 3) => {
  const out = Array.from({ length: n }, () => 0);
  for (const p of payments) {
    out[p.from]! -= p.amount;
    out[p.to]! += p.amount;
  }
  return out;
};

describe('Tarok worked examples (tarok.md §12)', () => {
  it('EX-T-1 (T2, T3, T23, T24): card order and the trick winner', () => {
    assert.equal(trickWinner(trick('D-A', 'D-10', 'D-J')), 2);
    assert.equal(trickWinner(trick('S-A', 'S-10', 'S-2')), 1);
    assert.equal(trickWinner(trick('H-K', 'T-1', 'H-Q')), 1);
    assert.equal(trickWinner(trick('T-5', 'T-Sk', 'T-3')), 0);
    assert.equal(trickWinner(trick('T-Sk', 'C-7', 'C-9')), 2);
  });

  it('EX-T-2 (T21, T22, T23): the legal cards of each row, and the engine refuses the others', () => {
    const rows: [Play[], string[], string[]][] = [
      [trick('H-5'), ['H-2', 'H-K', 'T-4', 'T-Sk', 'C-3'], ['H-2', 'H-K', 'T-Sk']],
      [trick('H-5'), ['T-4', 'T-20', 'T-Sk', 'C-3'], ['T-4', 'T-20', 'T-Sk']],
      [trick('H-5'), ['T-Sk', 'C-3', 'S-K'], ['T-Sk', 'C-3', 'S-K']],
      [trick('T-9'), ['T-1', 'H-3'], ['T-1']],
      [trick('T-9'), ['T-Sk', 'H-3', 'D-Q'], ['T-Sk', 'H-3', 'D-Q']],
      [trick('T-Sk', 'S-4'), ['S-K', 'S-2', 'T-8'], ['S-K', 'S-2']],
    ];
    for (const [t, hand, legal] of rows) assert.deepEqual(playableCards(hand, t).sort(), legal.slice().sort(), JSON.stringify({ t, hand }));
    // through the engine: seat 1 follows seat 0's H-5 with hearts, the Sky, or nothing else
    const s = dealWith({ hands: { 0: ['H-5'], 1: ['H-2', 'H-K', 'T-4', 'T-Sk', 'C-3'] }, filler: ladons(60, ['H-5', 'H-2', 'C-3']) });
    let st = s;
    for (const card of st.hands[2]!.filter((c) => !c.startsWith('T-') && !c.endsWith('-K')).slice(0, 3)) st = ok(applyMove(st, { type: 'discard', card }));
    st = ok(applyMove(st, { type: 'play', card: 'H-5' }));
    const r = applyMove(st, { type: 'play', card: 'T-4' });
    assert.ok(!r.ok && r.violation.code === 'MUST_FOLLOW_SUIT' && r.violation.rule === 'T21');
    assert.ok(applyMove(st, { type: 'play', card: 'T-Sk' }).ok);
    assert.ok(applyMove(st, { type: 'play', card: 'H-K' }).ok);
  });

  it('EX-T-3 (T5, T6, T7): packets, the whole pack 78 (par 26), a pile of 12 however packed', () => {
    assert.equal(cardPoints(['H-Q', 'H-J', 'C-5'], 3), 5);
    assert.equal(cardPoints(['H-K', 'H-Q', 'H-N'], 3), 10);
    assert.equal(cardPoints(['C-2', 'C-3', 'T-7'], 3), 1);
    assert.equal(cardPoints(['T-21', 'C-2', 'T-14'], 3), 5);
    assert.equal(cardPoints(PACK, 3), 78);
    const pile = ['H-K', 'H-Q', 'S-N', 'C-J', 'T-21', 'T-7', 'T-8', 'D-3', 'D-4', 'S-9', 'C-10', 'H-8'];
    assert.equal(cardPoints(pile, 3), 18);
    const packets = [['H-K', 'T-7', 'T-8'], ['H-Q', 'D-3', 'D-4'], ['S-N', 'S-9', 'C-10'], ['C-J', 'T-21', 'H-8']];
    assert.deepEqual(packets.map((p) => cardPoints(p, 3)), [5, 4, 3, 6]);
  });

  it('EX-T-4 (T25, PD-T-6): the Sky played to trick 5 stays with its owner, who gives up a ladon; in tricks 23–25 it is lost', () => {
    assert.equal(pilePoints(38, 24, 3), 22);
    assert.equal(pilePoints(34, 18, 3), 22);
    // a whole deal's piles: 25 tricks of the pack with the Sky in trick `at`, seat 1 its owner, seat 0 the winner
    for (const at of [5, 22, 23, 25]) {
      const rest = PACK.filter((c) => c !== SKY && c !== 'T-20' && c !== 'T-12');
      const skat = rest.splice(0, 3);
      const tricks: Play[][] = [];
      const winners: number[] = [];
      for (let i = 1; i <= 25; i++) {
        if (i === at) tricks.push([{ seat: 0, card: 'T-20' }, { seat: 1, card: SKY }, { seat: 2, card: 'T-12' }]);
        else tricks.push([0, 1, 2].map((seat) => ({ seat, card: rest.shift()! })));
        winners.push(i === at ? 0 : i % 3);
      }
      const s = { tricks, skat, dealer: 2, declarer: null } as unknown as TarokState;
      const points = cardPointsOf(s, resolveRules({ form: 'trois' }), winners);
      // independently: each seat's pips and cards; the Sky's five pips with the owner less one, the ladon's to the winner
      const pips = [0, 0, 0];
      const count = [0, 0, 0];
      tricks.forEach((t, i) => {
        for (const p of t) {
          const v = p.card === SKY || p.card === 'T-21' || p.card === 'T-1' ? 5 : ({ K: 5, Q: 4, N: 3, J: 2 } as Record<string, number>)[p.card.slice(2)] ?? 1;
          pips[winners[i]!]! += v;
          count[winners[i]!]! += 1;
        }
      });
      for (const c of skat) {
        pips[2]! += ({ K: 5, Q: 4, N: 3, J: 2 } as Record<string, number>)[c.slice(2)] ?? 1;
        count[2]! += 1;
      }
      if (at <= 22) {
        pips[0]! -= 4; // the Sky (5) leaves the winner's pile, a ladon (1) comes in
        pips[1]! += 4;
      }
      assert.deepEqual(points, pips.map((p, i) => p - (2 * count[i]!) / 3), `Sky in trick ${at}`);
      assert.equal(points.reduce((a, b) => a + b, 0), 78);
    }
  });

  it('EX-T-5 (T15, T16, T17, T18, T19): the announcements of each row', () => {
    const fill = (cards: string[]) => [...cards, ...ladons(25 - cards.length, cards).filter((c) => !c.endsWith('-K'))].slice(0, 25);
    const row1 = ['T-Sk', 'T-1', 'T-21', 'T-20', 'T-19', 'T-15', 'T-12', 'T-10', 'T-8', 'T-6', 'T-5', 'T-3', 'T-2', 'H-K', 'H-Q', 'H-N', 'H-J'];
    assert.deepEqual(announcementOf(fill(row1), false), { taroks: 13, matadors: 5, whole: 1, half: 0, skied: true, kings: 4, points: 75 });
    const row2 = ['T-Sk', 'T-1', 'T-21', 'T-3', 'T-5', 'T-7', 'T-9', 'T-11', 'T-13', 'C-K', 'S-K'];
    assert.deepEqual(announcementOf(fill(row2), false), { taroks: 0, matadors: 3, whole: 0, half: 0, skied: false, kings: 5, points: 25 });
    const row3 = ['T-2', 'T-3', 'T-4', 'T-5', 'T-6', 'T-7', 'T-8', 'T-9', 'T-10', 'T-11', 'D-K', 'D-Q', 'D-J'];
    assert.deepEqual(announcementOf(fill(row3), false), { taroks: 10, matadors: 0, whole: 0, half: 1, skied: false, kings: 0, points: 15 });
    const row4 = ['T-Sk', 'T-1', 'T-21', 'T-18', 'C-K', 'D-K', 'H-K', 'S-K'];
    assert.deepEqual(announcementOf(fill(row4), false), { taroks: 0, matadors: 3, whole: 0, half: 0, skied: false, kings: 7, points: 35 });
    // "10 taroks, 4 Kings and half a skied cavalry": the Sky, no Pagat, so no matadors
    const row5 = ['T-Sk', 'T-21', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6', 'T-7', 'T-8', 'T-9', 'C-K', 'D-K', 'C-Q', 'C-N'];
    assert.deepEqual(announcementOf(fill(row5), false), { taroks: 10, matadors: 0, whole: 0, half: 1, skied: true, kings: 4, points: 30 });
  });

  it('EX-T-6 (T11, T28, T29): the dealer with Pagat, Sky and XXI only may lay the Pagat, which lies before him as made, 10; with one more tarok it is refused', () => {
    const plain = ladons(30, []);
    const s = dealWith({ hands: { 2: ['T-1', 'T-Sk', 'T-21', 'C-K', ...plain.slice(0, 24)] }, filler: plain });
    for (const card of ['T-Sk', 'T-21', 'C-K']) {
      const r = applyMove(s, { type: 'discard', card });
      assert.ok(!r.ok && r.violation.rule === 'T11' && r.violation.code === 'SKAT_FORBIDDEN', card);
    }
    const laid = ok(applyMove(s, { type: 'discard', card: 'T-1' }));
    const end = playOut(ok(applyMove(ok(applyMove(laid, { type: 'discard', card: plain[0]! })), { type: 'discard', card: plain[1]! })), 6);
    const pagat = end.events.find((e) => e.type === 'prize' && e.card === 'T-1');
    assert.deepEqual(pagat, { type: 'prize', seat: 2, card: 'T-1', owner: 2, trick: 0, value: 10 });
    const more = dealWith({ hands: { 2: ['T-1', 'T-Sk', 'T-21', 'T-9', ...plain.slice(0, 24)] }, filler: plain });
    const r = applyMove(more, { type: 'discard', card: 'T-1' });
    assert.ok(!r.ok && r.violation.rule === 'T11' && r.violation.code === 'SKAT_FORBIDDEN');
  });

  it('EX-T-7 (T28, T29, T30): prizes 15, 10, 5 settle +15, 0, −15 pairwise; with A\'s King ultimo +25, −5, −20', () => {
    const p = pairwisePayments([15, 10, 5], 'prizes');
    assert.deepEqual(nets(p), [15, 0, -15]);
    assert.deepEqual(p.map(({ from, to, amount }) => ({ from, to, amount })).sort((a, b) => a.amount - b.amount), [
      { from: 1, to: 0, amount: 5 },
      { from: 2, to: 1, amount: 5 },
      { from: 2, to: 0, amount: 10 },
    ]);
    assert.deepEqual(nets(pairwisePayments([20, 10, 5], 'prizes')), [25, -5, -20]);
  });

  it('EX-T-8 (T31, T32, PD-T-9): the card settlement of each row', () => {
    assert.deepEqual(nets(cardPayments([30, 28, 20])), [4, 2, -6]);
    assert.deepEqual(cardPayments([30, 28, 20]).map((p) => [p.from, p.to, p.amount]), [[2, 0, 4], [2, 1, 2]]);
    assert.deepEqual(nets(cardPayments([36, 22, 20])), [10, -4, -6]);
    assert.deepEqual(cardPayments([36, 22, 20]).map((p) => [p.from, p.to, p.amount]), [[1, 0, 4], [2, 0, 6]]);
    assert.deepEqual(cardPayments([26, 26, 26]), []);
    assert.deepEqual(cardPayments([27, 26, 25]).map((p) => [p.from, p.to, p.amount]), [[2, 0, 1]]);
  });

  it('EX-T-9 (T30, T31, T32, T33, T34): a whole settlement: −15, +27, −12', () => {
    const p = troisPayments([0, 25, 15], [20, 10, 10], [31, 28, 19], [8, 9, 8], false);
    assert.deepEqual(nets(p.filter((x) => x.reason === 'announcements')), [-40, 35, 5]);
    assert.deepEqual(nets(p.filter((x) => x.reason === 'prizes')), [20, -10, -10]);
    assert.deepEqual(nets(p.filter((x) => x.reason === 'cards')), [5, 2, -7]);
    assert.deepEqual(nets(p), [-15, 27, -12]);
  });

  it('EX-T-10 (TD5, TD8, TD9): pairs less one; 120–90 is 60; 104–46 a double party, 118; 100–100 and 97–60 go on', () => {
    assert.equal(cardPoints(['H-K', 'D-3'], 2), 5);
    assert.equal(cardPoints(['D-3', 'C-4'], 2), 1);
    assert.equal(cardPoints(['H-Q', 'H-J'], 2), 5);
    assert.equal(cardPoints(['H-Q', 'H-J', 'C-K'], 2), 10); // an odd pile: the unpaired card alone
    assert.deepEqual(partyResult([120, 90], 30), { winner: 0, parties: 1, points: 30, amount: 60 });
    assert.deepEqual(partyResult([46, 104], 30), { winner: 1, parties: 2, points: 58, amount: 118 });
    assert.equal(partyResult([100, 100], 30), null);
    assert.equal(partyResult([97, 60], 30), null);
  });
});

function ok(r: ReturnType<typeof applyMove>): TarokState {
  assert.ok(r.ok, r.ok ? '' : JSON.stringify(r.violation));
  return r.state;
}
