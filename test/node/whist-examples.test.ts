/** Every worked example EX-W-1…18 of shared/rules/whist.md, with the expectations of the spec's text. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../src/engine/rng.js';
import {
  applyMove,
  gameValue,
  legalMoves,
  newSession,
  nextDeal,
  rubberAccounts,
  type WhistState,
} from '../../src/games/whist/index.js';
import { EX6_PACK, must, ofType, playCards, refused, scriptedDraw, start, types } from './support/whist.js';

const A = 0, B = 1, C = 2, D = 3;

/** EX-W-8's play, trick by trick, leader first. */
const EX8 = [
  'AS 2S 6S 4S', '3S 5S 4H 8S', '2D 4D 8D 10D', 'AC 5C 6C 2C', 'KC 7C JC 4C', '8H QH 2H 3H', '3D 6D JD AD',
  'KS 7H 10H 7S', '9D KD 9H 5D', '3C 8C QC 9C', '5H 9S JH KH', '7D QD JS 10S', '6H QS 10C AH',
].map((t) => t.split(' '));
const EX8_WINNERS = [0, 2, 1, 1, 1, 2, 1, 3, 1, 3, 2, 3, 2];

/** Plays out EX-W-8 from a start at `scores`. */
function ex8(scores: number[], variants?: string[]) {
  const s = start({ pack: EX6_PACK, scores, variants });
  return playCards(s, EX8.flat());
}

/** Random legal plays for every seat but `fixed`, whose cards come from `leads` in order. */
function playWith(s: WhistState, fixed: number, leads: string[], rng: Rng): WhistState {
  const queue = leads.slice();
  while (s.phase === 'play') {
    const moves = legalMoves(s).filter((m) => m.type === 'play');
    const m = s.toMove === fixed ? moves.find((x) => x.type === 'play' && x.card === queue[0])! : moves[rng.int(moves.length)]!;
    assert.ok(m, `seat ${fixed} may play ${queue[0]}`);
    if (s.toMove === fixed) queue.shift();
    s = must(s, m).state;
  }
  return s;
}

describe('EX-W-1…5: the draw for partners (W5–W9)', () => {
  it('EX-W-1: no ties: B and D against A and C, C deals; seats B, A, D, C; the ace counts one', () => {
    const r = scriptedDraw([{ [A]: '9C', [B]: 'KD', [C]: '4H', [D]: 'JS' }]);
    assert.deepEqual(r.order, [B, D, A, C]);
    assert.deepEqual(r.seats, [B, A, D, C]);
    const v = scriptedDraw([{ [A]: 'AS', [B]: 'KD', [C]: '4H', [D]: 'JS' }]);
    assert.deepEqual(v.seats, [B, C, D, A], 'A (ace = 1) deals; C sits in seat 1');
  });
  it('EX-W-2: a tie in the middle: the higher redraw joins the high side (not the source sentence, Q-W-1)', () => {
    const r = scriptedDraw([{ [A]: 'AH', [B]: '3H', [C]: '2S', [D]: '2C' }, { [C]: '8D', [D]: '5S' }]);
    assert.deepEqual(r.seats, [B, D, C, A]);
    assert.deepEqual(r.draw[1]!.map((d) => d.player), [C, D]);
    const again = scriptedDraw([{ [A]: 'AH', [B]: '3H', [C]: '2S', [D]: '2C' }, { [C]: '8D', [D]: '8S' }, { [C]: '4D', [D]: '10S' }]);
    assert.deepEqual(again.seats, [B, C, D, A]);
    assert.equal(again.draw.length, 3);
  });
  it('EX-W-3: three equal, the fourth highest: the highest redraw partners him, the lowest redraw deals', () => {
    const r = scriptedDraw([{ [A]: 'JH', [B]: 'JS', [C]: 'JD', [D]: 'QC' }, { [A]: '7S', [B]: 'KH', [C]: '2D' }]);
    assert.deepEqual(r.seats, [B, A, D, C]);
    const v = scriptedDraw([{ [A]: 'JH', [B]: 'JS', [C]: 'JD', [D]: 'QC' }, { [A]: 'AS', [B]: '2H', [C]: '3C' }]);
    assert.equal(v.seats[3], A, 'A deals');
    assert.ok([v.seats[0], v.seats[2]].includes(C) && [v.seats[0], v.seats[2]].includes(D), 'C partners D');
  });
  it('EX-W-4: three equal, the fourth lowest: he deals, the lowest redraw partners him', () => {
    const r = scriptedDraw([{ [A]: 'QH', [B]: 'QS', [C]: 'QD', [D]: 'JC' }, { [A]: '10H', [B]: 'AS', [C]: '6C' }]);
    assert.deepEqual(r.seats, [A, B, C, D]);
  });
  it('EX-W-5: other ties: two lowest redraw for the deal only, two highest never, all four and again', () => {
    assert.deepEqual(scriptedDraw([{ [A]: '2H', [B]: '2S', [C]: '9D', [D]: 'KC' }, { [A]: '5C', [B]: 'JD' }]).seats, [C, B, D, A]);
    const top = scriptedDraw([{ [A]: '9H', [B]: '9S', [C]: '5D', [D]: '2C' }]);
    assert.deepEqual(top.seats, [A, C, B, D]);
    assert.equal(top.draw.length, 1);
    const all = scriptedDraw([
      { [A]: '7H', [B]: '7S', [C]: '7D', [D]: '7C' },
      { [A]: 'KH', [B]: '4S', [C]: '4D', [D]: 'AC' },
      { [B]: '9C', [C]: '3H' },
    ]);
    assert.deepEqual(all.seats, [A, C, B, D]);
  });
});

describe('EX-W-6…9: a deal from the pack to its score (W13–W27)', () => {
  it('EX-W-6: dealing one at a time from the left, 5H turned up, hearts trumps, side 0/2 holds three honours', () => {
    const s = start({ pack: EX6_PACK });
    const sorted = (h: readonly string[]) => h.slice().sort();
    assert.deepEqual(sorted(s.hands[0]!), sorted('AS QS JS 9S 7S 3S 3H KD JD 8D 9C 4C 2C'.split(' ')));
    assert.deepEqual(sorted(s.hands[1]!), sorted('KS 10S 5S 2S JH 9H 8H AD 10D AC KC 10C 3C'.split(' ')));
    assert.deepEqual(sorted(s.hands[2]!), sorted('6S AH KH QH 7H 4H 7D 5D 3D 2D 8C 7C 5C'.split(' ')));
    assert.deepEqual(sorted(s.hands[3]!), sorted('8S 4S 10H 6H 5H 2H QD 9D 6D 4D QC JC 6C'.split(' ')));
    assert.equal(s.turnUp, '5H');
    assert.equal(s.trump, 'H');
    assert.deepEqual(s.honours, [[], ['JH'], ['AH', 'KH', 'QH'], []]);
    let r = playCards(s, ['AS', '2S']);
    assert.equal(r.state.turnUpOnTable, true);
    r = playCards(r.state, ['6S']);
    assert.equal(r.state.turnUpOnTable, false);
    assert.deepEqual(ofType(r.events, 'turnUpTakenUp'), [{ type: 'turnUpTakenUp', dealer: 3, card: '5H' }]);
    assert.equal(r.state.trump, 'H');
  });
  it('EX-W-7: following, trumping, discarding, the overtrump, a discard never wins; refusals', () => {
    let s = start({ pack: EX6_PACK });
    assert.equal(refused(s, { type: 'play', seat: 1, card: 'KS' }).code, 'NOT_YOUR_TURN');
    assert.equal(refused(s, { type: 'play', seat: 0, card: 'KH' }).code, 'CARD_NOT_IN_HAND');
    s = playCards(s, EX8[0]!).state;
    assert.equal(s.toMove, 0);
    s = playCards(s, ['3S']).state;
    assert.deepEqual(refused(s, { type: 'play', seat: 1, card: '9H' }), { rule: 'W19', code: 'MUST_FOLLOW_SUIT' });
    assert.equal(refused(s, { type: 'play', seat: 1, card: 'AC' }).code, 'MUST_FOLLOW_SUIT');
    s = playCards(s, ['5S']).state;
    assert.deepEqual(legalMoves(s).length, 12, 'seat 2 has no spade: any card');
    const t = playCards(s, ['4H']);
    assert.equal(ofType(t.events, 'cardPlayed')[0]!.kind, 'trump');
    s = t.state;
    assert.deepEqual(legalMoves(s), [{ type: 'play', seat: 3, card: '8S' }]);
    assert.equal(refused(s, { type: 'play', seat: 3, card: '2H' }).code, 'MUST_FOLLOW_SUIT');
    const w = playCards(s, ['8S']);
    assert.equal(ofType(w.events, 'trickWon')[0]!.seat, 2);
    assert.equal(w.state.toMove, 2);
    s = playCards(w.state, EX8.slice(2, 7).flat()).state;
    const t8 = playCards(s, EX8[7]!);
    assert.deepEqual(ofType(t8.events, 'cardPlayed').map((e) => e.kind), ['lead', 'trump', 'trump', 'follow']);
    assert.equal(ofType(t8.events, 'trickWon')[0]!.seat, 3);
    s = playCards(t8.state, EX8.slice(8, 11).flat()).state;
    const t12 = playCards(s, EX8[11]!);
    assert.deepEqual(ofType(t12.events, 'cardPlayed').map((e) => e.kind), ['lead', 'follow', 'discard', 'discard']);
    assert.equal(ofType(t12.events, 'trickWon')[0]!.card, 'QD');
  });
  it('EX-W-8: the complete deal: winners trick by trick, 5 : 8 tricks, 2 for tricks to 1/3, 2 for honours to 0/2, 2 : 2', () => {
    const { state, events } = ex8([0, 0]);
    assert.deepEqual(ofType(events, 'trickWon').map((e) => e.seat), EX8_WINNERS);
    assert.deepEqual(state.won, [5, 8]);
    assert.deepEqual(ofType(events, 'tricksScored'), [{ type: 'tricksScored', side: 1, tricks: 8, points: 2, scores: [0, 2] }]);
    assert.deepEqual(ofType(events, 'honoursScored'), [{ type: 'honoursScored', side: 0, honours: 3, points: 2, scores: [2, 2] }]);
    assert.deepEqual(state.scores, [2, 2]);
    assert.equal(state.phase, 'dealOver');
    assert.equal(ofType(events, 'slamMade').length, 0);
    assert.equal(nextDeal(state).dealer, 0);
  });
  it('EX-W-9: the order of scoring, nine, and the end of a game (rows 7:5, 9:3, 8:8, 6:9, 8:3)', () => {
    assert.deepEqual(ex8([7, 5]).state.scores, [9, 7]);
    const nine = ex8([9, 3]);
    assert.deepEqual(nine.state.scores, [9, 5]);
    assert.deepEqual(ofType(nine.events, 'honoursNotScored'), [{ type: 'honoursNotScored', side: 0, reason: 'atNine' }]);
    const v2 = ex8([9, 3], ['V-W-2']);
    assert.deepEqual(v2.state.games, [{ winner: 0, scores: [11, 5], value: 1 }]);
    const e88 = ex8([8, 8]);
    assert.deepEqual(e88.state.games, [{ winner: 1, scores: [8, 10], value: 1 }]);
    assert.deepEqual(ofType(e88.events, 'honoursNotScored'), [{ type: 'honoursNotScored', side: 0, reason: 'gameAlreadyWon' }]);
    assert.equal(e88.state.phase, 'gameOver');
    assert.deepEqual(ex8([6, 9]).state.games, [{ winner: 1, scores: [6, 11], value: 1 }]);
    const e83 = ex8([8, 3]);
    assert.deepEqual(e83.state.games, [{ winner: 0, scores: [10, 5], value: 1 }]);
    assert.deepEqual(ofType(e83.events, 'gameWon')[0]!.name, 'simple');
  });
});

describe('EX-W-10…12: the call at eight (W29–W33)', () => {
  it('EX-W-10: three honours in one hand: seat 2 calls, no answer, AH KH QH shown, 10 : 3, a double; trick 1 void', () => {
    let s = start({ pack: EX6_PACK, scores: [8, 3] });
    assert.ok(!legalMoves(s).some((m) => m.type === 'call'), 'seat 0 holds no honour and cannot call');
    s = playCards(s, ['AS', '2S']).state;
    assert.ok(legalMoves(s).some((m) => m.type === 'call'));
    const { state, events } = must(s, { type: 'call', seat: 2 });
    assert.deepEqual(types(events).slice(0, 2), ['callMade', 'honoursShown']);
    assert.equal(ofType(events, 'callAnswered').length, 0);
    assert.deepEqual(ofType(events, 'honoursShown')[0]!.cards, [['AH', 'KH', 'QH'], [], [], []].map((_, i) => (i === 2 ? ['AH', 'KH', 'QH'] : [])));
    assert.deepEqual(state.calls, [{ seat: 2, answer: null }]);
    assert.deepEqual(state.games, [{ winner: 0, scores: [10, 3], value: 2 }]);
    assert.equal(ofType(events, 'tricksScored').length, 0);
    assert.equal(state.trick.length, 2, 'the void trick 1 stays in trick');
    assert.equal(nextDeal(state).dealer, 0);
    const lost = start({ pack: EX6_PACK, scores: [8, 8] });
    const called = must(playCards(lost, ['AS', '2S']).state, { type: 'call', seat: 2 }).state;
    assert.equal(called.games[0]!.winner, 0, 'from 8 : 8 the call turns a lost game into a won one');
  });

  const ex11 = (h: string[][]) => start({ hands: h, dealer: 3, turnUp: '4S', scores: [3, 8] });
  it('EX-W-11: the question to partner: yes (JS), AS KS and JS shown, 3 : 10, a double; (b) four: 3 : 12; (c) no; (d) nobody prompted', () => {
    let s = ex11([['QS', '5D'], ['AS', 'KS'], [], ['JS', '4S']]);
    s = playCards(s, ['5D']).state;
    const { state, events } = must(s, { type: 'call', seat: 1 });
    assert.deepEqual(ofType(events, 'callAnswered'), [{ type: 'callAnswered', seat: 3, answer: 'yes' }]);
    assert.deepEqual(ofType(events, 'honoursShown')[0]!.cards, [[], ['AS', 'KS'], [], ['JS']]);
    assert.deepEqual(state.games, [{ winner: 1, scores: [3, 10], value: 2 }]);
    const b = must(playCards(ex11([['5D'], ['AS', 'KS'], [], ['QS', 'JS', '4S']]), ['5D']).state, { type: 'call', seat: 1 }).state;
    assert.deepEqual(b.games, [{ winner: 1, scores: [3, 12], value: 2 }]);
    const c0 = playCards(ex11([['QS', '5D'], ['AS', 'KS'], ['JS'], ['4S']]), ['5D']).state;
    const c = must(c0, { type: 'call', seat: 1 });
    assert.deepEqual(c.state.calls, [{ seat: 1, answer: 'no' }]);
    assert.equal(ofType(c.events, 'honoursShown').length, 0);
    assert.equal(c.state.phase, 'play');
    assert.equal(c.state.toMove, 1, 'the caller must now play a card');
    assert.ok(legalMoves(c.state).every((m) => m.type === 'play'));
    let end = c.state;
    const rest: string[] = [];
    while (end.phase === 'play') {
      const r = must(end, legalMoves(end)[0]!);
      end = r.state;
      rest.push(...r.events.map((e) => e.type));
    }
    assert.ok(!rest.includes('honoursScored'), 'nobody scores honours');
    assert.equal(end.honours[0]!.length + end.honours[2]!.length, 2, 'honours divided');
    assert.deepEqual(types(c.events), ['callMade', 'callAnswered'], '(d) the question and answer are events; nobody is asked');
  });
  it('EX-W-12: calls the engine refuses: not at eight, fewer than two honours, too late, out of turn', () => {
    const base = [['QS', '5D'], ['AS', 'KS', '7D'], [], ['JS', '4S']];
    for (const at of [7, 9]) {
      const s = playCards(start({ hands: base, turnUp: '4S', scores: [3, at] }), ['5D']).state;
      assert.deepEqual(refused(s, { type: 'call', seat: 1 }), { rule: 'W29', code: 'CALL_NOT_AT_EIGHT' });
    }
    const s0 = start({ hands: base, turnUp: '4S', scores: [3, 8] });
    assert.equal(refused(s0, { type: 'call', seat: 0 }).code, 'CALL_NOT_AT_EIGHT');
    const one = playCards(start({ hands: [['QS', '5D'], ['AS'], [], ['KS', 'JS', '4S']], turnUp: '4S', scores: [3, 8] }), ['5D']).state;
    assert.deepEqual(refused(one, { type: 'call', seat: 1 }), { rule: 'W29', code: 'CALL_NEEDS_TWO_HONOURS' });
    assert.equal(refused(one, { type: 'call', seat: 3 }).code, 'NOT_YOUR_TURN', 'seat 1 is to play; seat 3 calls');
    let three = one;
    while (three.toMove !== 3) three = must(three, legalMoves(three).find((m) => m.type === 'play')!).state;
    assert.equal(three.toMove, 3);
    const ok3 = must(three, { type: 'call', seat: 3 });
    assert.deepEqual(ofType(ok3.events, 'callAnswered'), [{ type: 'callAnswered', seat: 1, answer: 'yes' }]);
    assert.equal(ok3.state.games[0]!.winner, 1);
    const after = playCards(playCards(s0, ['5D']).state, ['7D']).state;
    assert.deepEqual(refused(after, { type: 'call', seat: 1 }), { rule: 'W30', code: 'CALL_TOO_LATE' });
    let t2 = after;
    while (t2.tricks.length === 0) t2 = must(t2, legalMoves(t2).find((m) => m.type === 'play')!).state;
    assert.equal(refused(t2, { type: 'call', seat: 1 }).code, 'CALL_TOO_LATE');
  });
});

describe('EX-W-13…17: game values, rubbers, slams, rotation (W28, W34–W38, W10, W11)', () => {
  it('EX-W-13: game values by the losers\' score, default and V-W-1', () => {
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((l) => gameValue(l, false).value), [4, 3, 3, 2, 2, 1, 1, 1, 1, 1]);
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((l) => gameValue(l, true).value), [2, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
    assert.deepEqual(['simple', 'double', 'triple', 'quadruple'], [9, 4, 2, 0].map((l) => gameValue(l, false).name));
  });
  // Seats B, A, D, C: side X = A and C is side 1 (seats 1, 3); Y = B and D is side 0.
  const xCalls = (variants: string[] | undefined, games: { winner: number; scores: number[]; value: number }[], scoresY: number) => {
    const s = start({ hands: [['JS'], ['AS', 'KS', 'QS'], [], ['4S']], turnUp: '4S', scores: [scoresY, 8], games, variants });
    return must(playCards(s, [s.hands[0]![0]!]).state, { type: 'call', seat: 1 });
  };
  it('EX-W-14: a rubber of eleven: two quadruples + 3 = 11; ledger A +11, C +11, B −11, D −11; V-W-1: 7', () => {
    const { state, events } = xCalls(undefined, [{ winner: 1, scores: [0, 10], value: 4 }], 0);
    assert.equal(state.phase, 'sessionOver');
    const r = ofType(events, 'rubberWon')[0]!;
    assert.deepEqual([r.side, r.accounts, r.net], [1, [0, 11], 11]);
    assert.deepEqual(state.ledger, [11, -11, 11, -11]);
    const v1 = xCalls(['V-W-1'], [{ winner: 1, scores: [0, 10], value: 2 }], 0);
    assert.equal(ofType(v1.events, 'rubberWon')[0]!.net, 7);
    assert.deepEqual(v1.state.ledger, [7, -7, 7, -7]);
  });
  it('EX-W-15: a rubber of three games: 2 + 3 + 3 against 1, net 7; with Y\'s little slam net 4', () => {
    const games = [{ winner: 1, scores: [4, 10], value: 2 }, { winner: 0, scores: [10, 6], value: 1 }];
    const { state, events } = xCalls(undefined, games, 2);
    assert.deepEqual(state.games[2], { winner: 1, scores: [2, 10], value: 3 });
    assert.deepEqual(ofType(events, 'rubberWon')[0]!.accounts, [1, 8]);
    assert.deepEqual(state.ledger, [7, -7, 7, -7]);
    const withSlam = rubberAccounts({ games: state.games, slams: [{ side: 0, kind: 'little', points: 3 }] }, 1);
    assert.equal(withSlam.accounts[1]! - withSlam.accounts[0]!, 4);
  });
  const ex16 = (grand: boolean) => [
    ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S', 'AH', 'KH', 'QH', 'JH', grand ? 'AD' : '2D'],
    ['5S', grand ? '2D' : 'AD', 'KD', 'QD', 'JD', '10D', '9D', '8D', '7D', '6D', '5D', '4D', '3D'],
    ['4S', '3S', '2S', '10H', '9H', '8H', '7H', '6H', 'AC', 'KC', 'QC', 'JC', '10C'],
    ['5H', '4H', '3H', '2H', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C', '6S'],
  ];
  const leads = (grand: boolean) => ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S', 'AH', 'KH', 'QH', 'JH', grand ? 'AD' : '2D'];
  it('EX-W-16: slams: 12 tricks 6 : 0, honours 10 : 0, quadruple, little slam 3; 13 tricks: grand slam 6', () => {
    const rng = new Rng([16, 0, 0, 1]);
    for (let i = 0; i < 200; i++) {
      const s = playWith(start({ hands: ex16(false), turnUp: '6S' }), 0, leads(false), rng);
      assert.deepEqual(s.won, [12, 1]);
      assert.deepEqual(s.games, [{ winner: 0, scores: [10, 0], value: 4 }]);
      assert.deepEqual(s.slams, [{ side: 0, kind: 'little', points: 3 }]);
    }
    const g = playWith(start({ hands: ex16(true), turnUp: '6S' }), 0, leads(true), rng);
    assert.deepEqual(g.won, [13, 0]);
    assert.deepEqual(g.games, [{ winner: 0, scores: [11, 0], value: 4 }]);
    assert.deepEqual(g.slams, [{ side: 0, kind: 'grand', points: 6 }]);
  });
  it('EX-W-16: the largest rubber: five grand slams, two quadruples, a simple lost: net 40 (PD-W-9, PD-W-16)', () => {
    const grand = { side: 0, kind: 'grand' as const, points: 6 };
    const s = start({
      hands: ex16(true),
      turnUp: '6S',
      scores: [7, 0],
      games: [{ winner: 0, scores: [14, 0], value: 4 }, { winner: 1, scores: [7, 10], value: 1 }],
      slams: [grand, grand, grand, grand],
    });
    const end = playWith(s, 0, leads(true), new Rng([40, 0, 0, 0]));
    assert.equal(end.phase, 'sessionOver');
    assert.deepEqual(end.slams.length, 5);
    assert.deepEqual(rubberAccounts(end, 0).accounts, [41, 1]);
    assert.deepEqual(end.ledger, [-40, 40, -40, 40], 'seats B, A, D, C: side 0 is B and D');
  });
  it('EX-W-17: the deal passes to the left across games; a new rubber draws again and seat 3 deals first', () => {
    const rng = new Rng([17, 1, 2, 3]);
    let s = newSession({ rubbers: 2 }, 'ex17');
    let rubber = 0;
    let deal = 1;
    for (;;) {
      assert.equal(s.deal, deal);
      assert.equal(s.dealer, (3 + deal - 1) % 4);
      while (s.phase === 'play') s = must(s, legalMoves(s)[rng.int(legalMoves(s).length)]!).state;
      if (s.phase === 'sessionOver') break;
      if (s.phase === 'rubberOver') {
        rubber++;
        deal = 1;
      } else deal++;
      s = nextDeal(s);
      if (s.phase === 'gameOver') assert.deepEqual(nextDeal(s).scores, [0, 0]);
    }
    assert.equal(rubber, 1);
    assert.equal(s.rubbersPlayed, 2);
  });
});

describe('EX-W-18 (bot tests, B-W-8, B-W-9)', () => {
  it('EX-W-18: every trump holding of the table can be led: each expected lead is a legal first card (the choice itself is the bots\' test, a later step)', () => {
    const rows: [string, string][] = [
      ['AH KH 9H 6H 4H 2H', '2H'], ['AH KH QH 5H 3H', 'AH'], ['AH KH JH 7H 5H 3H', 'KH'], ['KH QH 8H 6H 4H 2H', '2H'],
      ['KH QH 10H 6H 4H 2H', 'KH'], ['QH JH 9H 6H 4H 2H', 'QH'], ['QH JH 7H 3H 2H', '2H'], ['JH 10H 8H 6H 3H 2H', 'JH'],
      ['10H 9H 8H 4H', '10H'], ['9H 7H 6H 5H 3H', '3H'], ['10H 6H 4H 2H', '2H'], ['AH QH 5H 3H', '3H'],
    ];
    for (const [holding, lead] of rows) {
      const s = start({ hands: [holding.split(' '), [], [], ['3C']], turnUp: '3C' });
      assert.ok(legalMoves(s).some((m) => m.type === 'play' && m.card === lead), `${lead} from ${holding}`);
      assert.equal(applyMove(s, { type: 'play', seat: 0, card: lead }).ok, true);
    }
  });
});
