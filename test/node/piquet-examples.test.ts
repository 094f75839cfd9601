/**
 * The worked examples EX-Q-1 … EX-Q-13 of shared/rules/piquet.md §10, with the expectations taken
 * from the spec's text. Unless stated: seat 1 deals, so seat 0 is the elder (E) and seat 1 the younger (Y).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  legalMoves,
  nextDealWithEvents,
  PACK,
  partieUnits,
  view,
  type PiquetOptions,
  type PiquetState,
} from '../../src/games/piquet/index.js';
import { endgame, cards, dealFrom, dealOverState, declare, dialogue, E, exchange, ofType, playCards, playPosition, run, scores, Y } from './support/piquet.js';

const playScores = (s: PiquetState, list: string[]) => scores(playCards(s, list).events).filter(([, r]) => r === 'lead' || r === 'beat' || r === 'lastTrick');

describe('EX-Q-1: exchange bounds (Q12, Q13, Q14, PD-Q-1)', () => {
  const fresh = () => nextDealWithEvents(dealOverState(), PACK).state;

  it('EX-Q-1: elder exchanging 0, 1 or 2 cards is refused (Q12), and a 6th discard too', () => {
    let s = fresh();
    assert.equal(s.phase, 'exchange-elder');
    for (let n = 0; n < 3; n++) {
      const r = applyMove(s, { type: 'take' });
      assert.ok(!r.ok && r.violation.rule === 'Q12' && r.violation.code === 'tooFewDiscards');
      s = run(s, [{ type: 'discard', card: s.hands[E]![0]! }]).state;
    }
    s = run(s, [{ type: 'discard', card: s.hands[E]![0]! }, { type: 'discard', card: s.hands[E]![1]! }]).state;
    const r = applyMove(s, { type: 'discard', card: s.hands[E]![0]! });
    assert.ok(!r.ok && r.violation.rule === 'Q12' && r.violation.code === 'tooManyDiscards');
  });

  for (const [e, legal] of [
    [5, [0, 1, 2, 3]],
    [4, [1, 2, 3, 4]],
    [3, [2, 3, 4, 5]],
  ] as const) {
    it(`EX-Q-1: elder takes ${e}: younger may take ${legal.join(', ')} and nothing else (Q14)`, () => {
      const afterElder = exchange(fresh(), fresh().hands[E]!.slice(0, e)).state;
      assert.equal(afterElder.phase, 'exchange-younger');
      for (let y = 0; y <= 8 - e + 1; y++) {
        let s = afterElder;
        let refusedDiscard = false;
        for (let i = 0; i < y; i++) {
          const r = applyMove(s, { type: 'discard', card: s.hands[Y]![0]! });
          if (!r.ok) {
            assert.equal(r.violation.rule, 'Q14');
            refusedDiscard = true;
            break;
          }
          s = r.state;
        }
        const r = applyMove(s, { type: 'take' });
        const accepted = !refusedDiscard && r.ok;
        assert.equal(accepted, (legal as readonly number[]).includes(y), `younger taking ${y}`);
        if (!accepted && !refusedDiscard) assert.ok(!r.ok && r.violation.rule === 'Q14');
      }
    });
  }

  it("EX-Q-1: the source's case: elder takes 3 and leaves 2, younger takes 4 (the 2 left, then 2 of the bottom packet), the last bottom card stays; elder knows the 2 (Q13)", () => {
    const s0 = fresh();
    const talon = s0.talon.slice();
    const a = exchange(s0, s0.hands[E]!.slice(0, 3));
    const seen = ofType(a.events, 'talonSeen');
    assert.deepEqual(seen.map((e) => [e.seat, e.cards, e.visibleTo]), [[E, talon.slice(3, 5), E]]);
    assert.deepEqual(ofType(a.events, 'exchange').map((e) => [e.seat, e.count, e.left]), [[E, 3, 2]]);
    const b = exchange(a.state, a.state.hands[Y]!.slice(0, 4));
    assert.deepEqual(b.state.taken[Y], talon.slice(3, 7));
    assert.deepEqual(b.state.talon, talon.slice(7));
    assert.deepEqual(ofType(b.events, 'exchange').map((e) => [e.seat, e.count, e.left]), [[Y, 4, 1]]);
    const v = view(b.state, E);
    assert.deepEqual(v.elderLeft, talon.slice(3, 5));
    for (const c of talon.slice(3, 5)) {
      if (b.state.hands[Y]!.includes(c)) assert.ok(v.opponentKnown.includes(c), `elder knows ${c} is in younger's hand`);
    }
  });
});

describe('EX-Q-2: the point (Q18, Q24)', () => {
  it('EX-Q-2 row 1: 6 clubs against 5 hearts (51): good, E scores 6', () => {
    const { state, events } = declare(cards('AC KC QC JC 10C 9C 8D 7D 9S 8S 7S 9H'), cards('AH KH QH JH 10H AD KD QD JD AS KS QS'));
    assert.deepEqual(dialogue(events).filter((l) => l.includes('point')), ['0 declaration point length=6', '1 answer point good']);
    assert.deepEqual(state.declared[0], { category: 'point', winner: E, points: 6, shown: cards('AC KC QC JC 10C 9C'), missing: [] });
    assert.deepEqual(scores(events)[0], [E, 'point', 6]);
  });

  it('EX-Q-2 row 2: 5 hearts (46) against 5 clubs (49): equal, then not good; Y scores 5', () => {
    const { state, events } = declare(cards('AH KH 10H 8H 7H AS KS QS JS AD KD QD'), cards('KC QC JC 10C 9C 10S 9S 8S 7S JD 10D 9D'));
    assert.deepEqual(dialogue(events).filter((l) => l.includes('point')), [
      '0 declaration point length=5',
      '1 answer point equal',
      '0 declaration point length=5 pips=46',
      '1 answer point notGood',
      '1 declaration point length=5 pips=49',
    ]);
    assert.equal(state.declared[0]!.winner, Y);
    assert.equal(state.declared[0]!.points, 5);
    assert.deepEqual(scores(events)[0], [Y, 'point', 5]);
  });

  it('EX-Q-2 row 3: 5 spades (48) against 5 diamonds (48): equal, then equal; nobody scores', () => {
    const { state, events } = declare(cards('AS KS QS JS 7S AC KC QC JC AH KH QH'), cards('KD QD JD 10D 8D 10C 9C 8C 7C JH 10H 9H'));
    assert.deepEqual(dialogue(events).filter((l) => l.includes('point')), [
      '0 declaration point length=5',
      '1 answer point equal',
      '0 declaration point length=5 pips=48',
      '1 answer point equal',
      'noScore point equal',
    ]);
    assert.deepEqual(state.declared[0], { category: 'point', winner: null, points: 0, shown: [], missing: [] });
  });
});

describe('EX-Q-3: sequences (Q19, Q20)', () => {
  const eHand = cards('AS KS QS 7S QH JH 10H JD 10D 9D 9C 7C');
  it('EX-Q-3: equal point, then E scores all his tierces (9) and annuls Y\'s tierce from the king; no sets', () => {
    const { state, events } = declare(eHand, cards('KC QC JC 8C AH KH 8H 7H AD 8D 7D JS'));
    assert.deepEqual(state.declared.map((d) => [d.category, d.winner, d.points]), [
      ['point', null, 0],
      ['sequences', E, 9],
      ['sets', null, 0],
    ]);
    assert.deepEqual(dialogue(events).filter((l) => l.includes('sequences')), ['0 declaration sequences length=3 top=A', '1 answer sequences good']);
    assert.deepEqual(ofType(events, 'shown').filter((e) => e.category === 'sequences').map((e) => e.cards), [cards('AS KS QS'), cards('QH JH 10H'), cards('JD 10D 9D')]);
    assert.deepEqual(state.dealScores, [9, 0]);
  });

  it('EX-Q-3 variation: Y holds 10C for 8C: Y scores his point 4 and his quart from the king 4; E\'s tierces are annulled', () => {
    const { state } = declare(eHand, cards('KC QC JC 10C AH KH 8H 7H AD 8D 7D JS'));
    assert.deepEqual(state.declared.map((d) => [d.category, d.winner, d.points]), [
      ['point', Y, 4],
      ['sequences', Y, 4],
      ['sets', null, 0],
    ]);
    assert.deepEqual(state.dealScores, [0, 8]);
  });
});

describe('EX-Q-4: sets, carte blanche and repique (Q11, Q21, Q22, Q23, Q26)', () => {
  // E is dealt no K, Q or J; he exchanges 3 and takes AD 10D AC; Y takes KC QC JC.
  const eDealt = cards('AS 10S 9S 8S 7S AH 10H 9H 8H 9D 9C 8D');
  const yDealt = cards('KS QS JS KH QH JH KD QD JD 8C 7H 7D');
  const talon = cards('AD 10D AC KC QC JC 10C 7C');

  it('EX-Q-4: carte blanche 10, point 5, sequences 7, sets 17, repique 60: E on 99, then AS led makes 100; the missing ten is the ten of clubs', () => {
    const dealt = dealFrom(eDealt, yDealt, talon);
    assert.equal(dealt.state.carteBlanche, E);
    assert.deepEqual(scores(dealt.events), [[E, 'carteBlanche', 10]]);
    const a = exchange(dealt.state, cards('9D 9C 8D'));
    const b = exchange(a.state, cards('8C 7H 7D'));
    assert.deepEqual(b.state.hands[Y]!.slice().sort(), cards('KS QS JS KH QH JH KD QD JD KC QC JC').sort());
    assert.deepEqual(scores(b.events), [
      [E, 'point', 5],
      [E, 'sequences', 7],
      [E, 'sets', 17],
      [E, 'repique', 60],
    ]);
    assert.deepEqual(b.state.declared[0]!.shown, cards('AS 10S 9S 8S 7S'));
    assert.deepEqual(b.state.declared[2]!.missing, ['10C']);
    assert.deepEqual(ofType(b.events, 'missingCard').map((e) => [e.seat, e.rank, e.suit]), [[E, '10', 'C']]);
    assert.equal(b.state.repique, E);
    assert.deepEqual(b.state.dealScores, [99, 0]);
    const c = playCards(b.state, ['AS']);
    assert.deepEqual(c.state.dealScores, [100, 0]);
  });

  it('EX-Q-4 comparison: 29 after the declarations and no carte blanche: the first counting card led makes 30 with Y on 0, a pique (Q27) for 60', () => {
    const s = playPosition(cards('AS 10S 9S 8S 7S AH 10H 9H 8H AD 10D AC'), cards('KS QS JS KH QH JH KD QD JD KC QC JC'), { dealScores: [29, 0] });
    const r = playCards(s, ['AS']);
    assert.deepEqual(scores(r.events), [
      [E, 'lead', 1],
      [E, 'pique', 30],
    ]);
    assert.deepEqual(r.state.dealScores, [60, 0]);
    assert.equal(r.state.pique, E);
  });
});

describe('EX-Q-5: repique prevented by the opponent\'s point (Q26)', () => {
  const eHand = cards('AS KS QS JS 10S AH KH QH AD KD QD JC');
  it('EX-Q-5: Y\'s 7-card point comes first: E reaches 30 at the sets with Y on 7, no repique, no pique', () => {
    const { state, events } = declare(eHand, cards('AC KC QC 10C 9C 8C 7C 9S 8S JH 10H 9H'));
    assert.deepEqual(scores(events), [
      [Y, 'point', 7],
      [E, 'sequences', 21],
      [E, 'sets', 9],
    ]);
    assert.deepEqual(state.declared[2]!.missing, ['AC', 'KC', 'QC']);
    assert.deepEqual(state.dealScores, [30, 7]);
    assert.equal(state.repique, null);
    const r = playCards(state, ['AS']);
    assert.equal(r.state.pique, null);
  });

  it('EX-Q-5 counterfactual: with Y\'s point good for E (four clubs), E counts 5 + 21 + 9 = 35 and a repique: 95', () => {
    const { state, events } = declare(eHand, cards('AC KC QC 9C 9S 8S 7S JH 9H 8H 8D 7D'));
    assert.deepEqual(scores(events), [
      [E, 'point', 5],
      [E, 'sequences', 21],
      [E, 'sets', 9],
      [E, 'repique', 60],
    ]);
    assert.deepEqual(state.dealScores, [95, 0]);
  });
});

describe('EX-Q-6: carte blanche saves the repique (Q11, Q26)', () => {
  const yDealt = cards('AS 10S 9S 8S AH 10H 9H 8H AD 10D 9D 9C');
  const eDealt = cards('KH QH JH KS QS JS KD AC 7C QD JD 8D');
  const talon = cards('KC QC JC 10C 8C 7D 7H 7S');
  const eAfter = cards('KC QC JC 10C 8C KH QH JH KS QS JS KD');

  it('EX-Q-6: Y\'s carte blanche (10) scores first; E reaches 35 in declarations but makes no repique', () => {
    const dealt = dealFrom(eDealt, yDealt, talon);
    assert.equal(dealt.state.carteBlanche, Y);
    assert.deepEqual(dealt.state.dealScores, [0, 10]);
    const a = exchange(dealt.state, cards('AC 7C QD JD 8D'));
    assert.deepEqual(a.state.hands[E]!.slice().sort(), eAfter.slice().sort());
    const b = exchange(a.state, []);
    assert.deepEqual(scores(b.events), [
      [E, 'point', 5],
      [E, 'sequences', 10],
      [E, 'sets', 20],
    ]);
    assert.deepEqual(b.state.dealScores, [35, 10]);
    assert.equal(b.state.repique, null);
  });

  it('EX-Q-6 counterfactual: without Y\'s carte blanche, E has a repique and 95', () => {
    const { state } = declare(eAfter, yDealt);
    assert.deepEqual(state.dealScores, [95, 0]);
    assert.equal(state.repique, E);
  });
});

describe('EX-Q-7: pique (Q27)', () => {
  const eHand = cards('AH KH QH JH 10H 9H AS KS AD 7D 8C 7C');
  const yHand = cards('8H 7H QS JS 10S 9S QD JD 10D 9D KC QC');

  it('EX-Q-7: E declares 25 (point 6, sixième 16, three aces 3); leading AH KH QH JH 10H makes 30 at trick 5: pique, 60', () => {
    const d = declare(eHand, yHand);
    assert.deepEqual(scores(d.events), [
      [E, 'point', 6],
      [E, 'sequences', 16],
      [E, 'sets', 3],
    ]);
    assert.deepEqual(d.state.dealScores, [25, 0]);
    const p = playCards(d.state, cards('AH 8H KH 7H QH 9D JH 10D'));
    assert.deepEqual(p.state.dealScores, [29, 0]);
    const last = playCards(p.state, ['10H']);
    assert.deepEqual(scores(last.events), [
      [E, 'lead', 1],
      [E, 'pique', 30],
    ]);
    assert.deepEqual(last.state.dealScores, [60, 0]);
  });

  it('EX-Q-7: led at trick 5, the 9H scores nothing (Q29) and the pique waits for the next counting card led', () => {
    const d = declare(eHand, yHand);
    const p = playCards(d.state, cards('AH 8H KH 7H QH 9D JH 10D 9H JD'));
    assert.deepEqual(p.state.dealScores, [29, 0]);
    const q = playCards(p.state, ['AS']);
    assert.deepEqual(scores(q.events), [
      [E, 'lead', 1],
      [E, 'pique', 30],
    ]);
  });
});

describe('EX-Q-8: points in play (Q29, Q30, Q31; V-Q-2, V-Q-3, V-Q-7)', () => {
  const eHand = cards('7C 10C 9H AH KH QH JH 10H 8H 7H AD KD');
  const yHand = cards('8C 9C 7S AS KS QS JS 10S 9S 8S QD JD');
  const cases: [string, string[], Record<string, [number, number]>][] = [
    ['E leads 7C, Y beats with 8C', ['7C', '8C'], { default: [0, 1], 'V-Q-2': [0, 1], 'V-Q-3': [1, 1], 'V-Q-7': [0, 0] }],
    ['E leads 10C, Y follows with 9C', ['10C', '9C'], { default: [1, 0], 'V-Q-2': [1, 0], 'V-Q-3': [1, 0], 'V-Q-7': [1, 0] }],
    ['E leads 9H, Y has no heart and plays 7S', ['9H', '7S'], { default: [0, 0], 'V-Q-2': [0, 0], 'V-Q-3': [1, 0], 'V-Q-7': [0, 0] }],
  ];
  for (const [label, play, byRule] of cases) {
    for (const [rule, [pe, py]] of Object.entries(byRule)) {
      it(`EX-Q-8 ${rule}: ${label}: E ${pe}, Y ${py}`, () => {
        const options = rule === 'default' ? {} : { variants: [rule] };
        const r = playCards(playPosition(eHand, yHand, { options }), play);
        assert.deepEqual(r.state.dealScores, [pe, py]);
      });
    }
  }
  // The last trick (Q31): 11 tricks played; `winners` sets who leads the 12th.
  const last: [string, string, string, number, Record<string, [number, number]>][] = [
    ['E leads AS and wins', 'AS', '7S', E, { default: [3, 0], 'V-Q-2': [2, 0], 'V-Q-3': [2, 0] }],
    ['Y leads KS, E beats with AS', 'AS', 'KS', Y, { default: [3, 1], 'V-Q-2': [2, 1], 'V-Q-3': [2, 1] }],
    ['Y leads 8S, E has no spade', '7H', '8S', Y, { default: [0, 3], 'V-Q-2': [0, 2], 'V-Q-3': [0, 2] }],
  ];
  for (const [label, eCard, yCard, leader, byRule] of last) {
    for (const [rule, [pe, py]] of Object.entries(byRule)) {
      it(`EX-Q-8 ${rule}: last trick: ${label}: E ${pe}, Y ${py}`, () => {
        const options = rule === 'default' ? {} : { variants: [rule] };
        const winners = Array.from({ length: 11 }, (_, i) => (i < 5 ? 1 - leader : leader));
        const s = endgame([eCard], [yCard], winners, { options });
        assert.equal(s.toMove, leader);
        const got = playScores(s, leader === E ? [eCard, yCard] : [yCard, eCard]);
        const pts = [0, 0];
        for (const [seat, , p] of got) pts[seat]! += p;
        assert.deepEqual(pts, [pe, py]);
      });
    }
  }
});

describe('EX-Q-9: following suit (Q28)', () => {
  const s = endgame(cards('10H QS 8C 8D'), cards('AH 9H KC 7D'), Array.from({ length: 8 }, () => E));
  it('EX-Q-9: E leads 10H: Y may play AH (beats, +1, Y leads next) or 9H; KC and 7D are refused (Q28)', () => {
    const a = playCards(s, ['10H']).state;
    assert.deepEqual(legalMoves(a).map((m) => (m as { card: string }).card).sort(), ['9H', 'AH']);
    for (const card of ['KC', '7D']) {
      const r = applyMove(a, { type: 'play', card });
      assert.ok(!r.ok && r.violation.rule === 'Q28' && r.violation.code === 'mustFollowSuit');
    }
    const b = playCards(a, ['AH']);
    assert.deepEqual(scores(b.events), [[Y, 'beat', 1]]);
    assert.equal(b.state.toMove, Y);
  });
  it('EX-Q-9: E leads QS instead: Y has no spade, all four cards are legal, and E wins the trick', () => {
    const a = playCards(s, ['QS']).state;
    assert.deepEqual(legalMoves(a).map((m) => (m as { card: string }).card).sort(), ['7D', '9H', 'AH', 'KC']);
    const b = playCards(a, ['KC']);
    assert.equal(ofType(b.events, 'trick')[0]!.winner, E);
  });
});

describe('EX-Q-10: cards and capot (Q32, Q33; PD-Q-9)', () => {
  for (const [label, before, bonus] of [
    ['7 : 5 gives E 10 (cards)', [6, 5], [E, 'cards', 10]],
    ['6 : 6 gives nobody anything', [5, 6], null],
    ['12 : 0 gives E 40 (capot), not 50', [11, 0], [E, 'capot', 40]],
  ] as const) {
    it(`EX-Q-10: ${label}`, () => {
      const winners = [...Array.from({ length: before[0] }, () => E), ...Array.from({ length: before[1] }, () => Y)];
      winners.sort((a, b) => b - a); // E wins the 11th so that E leads the last trick
      const s = endgame(['AS'], ['7S'], winners);
      const r = playCards(s, ['AS', '7S']);
      const counted = ofType(r.events, 'tricksCounted')[0]!;
      assert.deepEqual(counted.tricksWon, [before[0] + 1, before[1]]);
      assert.deepEqual(scores(r.events).filter(([, why]) => why === 'cards' || why === 'capot'), bonus ? [bonus] : []);
      assert.equal(counted.bonus, bonus ? bonus[1] : null);
    });
  }
  it('EX-Q-10: a capot does not help a pique (Q27, PD-Q-9): E on 20 wins every trick; only play points count toward 30', () => {
    const s = endgame(['9S'], ['7S'], Array.from({ length: 11 }, () => E), { dealScores: [20, 0] });
    const r = playCards(s, ['9S', '7S']);
    assert.deepEqual(scores(r.events), [
      [E, 'lastTrick', 3],
      [E, 'capot', 40],
    ]);
    assert.equal(r.state.pique, null);
    assert.deepEqual(r.state.dealScores, [63, 0]);
  });
});

describe('EX-Q-11: a complete deal (Q9–Q34)', () => {
  const eDealt = cards('AS KS QS 9S 7S AH 10H 8H KD 8D 9C 7C');
  const yDealt = cards('JS 10S KH QH JH 9H AD QD JD AC KC 8C');
  const talon = cards('7H 10D QC 8S 9D JC 10C 7D');
  const tricks = cards('AS JS KS 9D QS 10C 9S JD 8S JH 7S JC AH QH 10H KH AC QC KC 7H AD 10D QD KD');

  function playDeal(options: PiquetOptions = {}) {
    const dealt = dealFrom(eDealt, yDealt, talon, { options });
    assert.equal(dealt.state.carteBlanche, null);
    const a = exchange(dealt.state, cards('9C 7C 8D 8H'));
    assert.deepEqual(ofType(a.events, 'cardsTaken')[0]!.cards, cards('7H 10D QC 8S'));
    assert.deepEqual(ofType(a.events, 'talonSeen')[0]!.cards, ['9D']);
    const b = exchange(a.state, cards('8C 9H 10S'));
    assert.deepEqual(ofType(b.events, 'cardsTaken')[0]!.cards, cards('9D JC 10C'));
    assert.deepEqual(ofType(b.events, 'talonSeen')[0]!.cards, ['7D']);
    return { declared: b, played: playCards(b.state, tricks) };
  }

  it('EX-Q-11: exchange, then the declarations: E six (good) +6, tierce to the ace (good) +3 +3, Y fourteen jacks +14', () => {
    const { declared } = playDeal();
    assert.deepEqual(declared.state.hands[E]!.slice().sort(), cards('AS KS QS 9S 8S 7S AH 10H 7H KD 10D QC').sort());
    assert.deepEqual(dialogue(declared.events), [
      '0 declaration point length=6',
      '1 answer point good',
      '0 declaration sequences length=3 top=A',
      '1 answer sequences good',
      '0 declaration sets none=true',
      '1 declaration sets count=4 rank=J',
    ]);
    assert.deepEqual(ofType(declared.events, 'shown').map((e) => e.cards), [cards('AS KS QS 9S 8S 7S'), cards('AS KS QS'), cards('9S 8S 7S')]);
    assert.deepEqual(declared.state.dealScores, [12, 14]);
    assert.deepEqual(ofType(declared.events, 'missingCard'), []);
  });

  it('EX-Q-11: the twelve tricks: E 8, Y 4; cards +10; deal result E 30, Y 19', () => {
    const { played } = playDeal();
    const running = ofType(played.events, 'trick').map((t) => t.winner);
    assert.deepEqual(running, [E, E, E, E, E, E, E, Y, Y, Y, Y, E]);
    assert.deepEqual(ofType(played.events, 'tricksCounted')[0], { type: 'tricksCounted', tricksWon: [8, 4], bonus: 'cards', seat: E });
    assert.deepEqual(played.state.dealScores, [30, 19]);
    assert.deepEqual(played.state.scores, [30, 19]);
    assert.equal(played.state.phase, 'dealOver');
    // The running score after each trick, as the spec's table gives it.
    const after: number[][] = [];
    let s = playDeal().declared.state;
    for (let i = 0; i < 12; i++) {
      s = playCards(s, tricks.slice(2 * i, 2 * i + 2)).state;
      after.push(s.dealScores.slice());
    }
    assert.deepEqual(after.slice(0, 11), [
      [13, 14], [14, 14], [15, 14], [15, 14], [15, 14], [15, 14], [16, 14], [17, 15], [17, 16], [17, 17], [17, 18],
    ]);
  });

  it('EX-Q-11 with V-Q-2: E 29, Y 19; with V-Q-3: E 32, Y 19', () => {
    assert.deepEqual(playDeal({ variants: ['V-Q-2'] }).played.state.dealScores, [29, 19]);
    assert.deepEqual(playDeal({ variants: ['V-Q-3'] }).played.state.dealScores, [32, 19]);
  });
});

describe('EX-Q-12: reaching the target in order (Q35, PD-Q-8)', () => {
  it('EX-Q-12 case 1: seat 1 has carte blanche: 105 at the first event; seat 1 wins and the deal is abandoned', () => {
    const r = dealFrom(cards('KH QH JH KS QS JS KD AC 7C QD JD 8D'), cards('AS 10S 9S 8S AH 10H 9H 8H AD 10D 9D 9C'), cards('KC QC JC 10C 8C 7D 7H 7S'), { scores: [96, 95] });
    assert.equal(r.state.phase, 'gameOver');
    assert.equal(r.state.winner, Y);
    assert.deepEqual(r.state.scores, [96, 105]);
    assert.deepEqual(r.state.units, [-1, 1]);
    assert.deepEqual(legalMoves(r.state), []);
    const over = ofType(r.events, 'gameOver')[0]!;
    assert.equal(over.abandoned, true);
    assert.equal(over.worth, 1);
    assert.deepEqual(ofType(r.events, 'payment').map((p) => [p.from, p.to, p.amount, p.reason]), [[E, Y, 1, 'game']]);
  });

  it('EX-Q-12 case 2: seat 0 wins the point with 5: 101, and seat 0 wins; seat 1\'s quatorze never counts', () => {
    const { state, events } = declare(cards('KC QC JC 10C 8C KH QH JH KS QS JS KD'), cards('AS AH AD AC 10S 9S 8S 10H 9H 8H 10D 9D'), { scores: [96, 95], dealScores: [0, 0] });
    assert.deepEqual(scores(events), [[E, 'point', 5]]);
    assert.equal(state.phase, 'gameOver');
    assert.equal(state.winner, E);
    assert.deepEqual(state.scores, [101, 95]);
    assert.deepEqual(state.declared.map((d) => d.category), ['point']);
  });

  it('EX-Q-12 case 3: the points are equal and seat 1\'s quint (15) wins the sequences: 110, before any set or trick', () => {
    const { state, events } = declare(cards('AS KS QS JS 8S AC KC QC JC AH KH QH'), cards('KD QD JD 10D 9D 9S 7S 9C 7C JH 9H 7H'), { scores: [96, 95], dealScores: [0, 0] });
    assert.deepEqual(scores(events), [[Y, 'sequences', 15]]);
    assert.deepEqual(state.scores, [96, 110]);
    assert.equal(state.winner, Y);
    assert.deepEqual(state.declared.map((d) => [d.category, d.winner]), [
      ['point', null],
      ['sequences', Y],
    ]);
  });
});

describe('EX-Q-13: the four-deal partie (V-Q-5, Q37, PD-Q-19)', () => {
  it('EX-Q-13: differences 4, 10, 24, 35, 44, 45, 46 give 0, 1, 2, 4, 4, 5, 5 units', () => {
    assert.deepEqual([4, 10, 24, 35, 44, 45, 46].map(partieUnits), [0, 1, 2, 4, 4, 5, 5]);
  });

  it('EX-Q-13: full case: 107 against 83 after four deals: difference 24, seat 0 wins 2 units', () => {
    // The last trick of the 4th deal: E leads AS and wins (1 + 2), and his 7th trick brings cards (10): 94 → 107.
    const winners = [E, E, E, E, E, E, Y, Y, Y, Y, Y].sort((a, b) => b - a);
    const s = endgame(['AS'], ['7S'], winners, { options: { variants: ['V-Q-5'] }, scores: [94, 83], dealScores: [0, 0], dealsPlayed: 3 });
    const r = playCards(s, ['AS', '7S']);
    assert.deepEqual(r.state.scores, [107, 83]);
    assert.equal(r.state.phase, 'gameOver');
    assert.equal(r.state.winner, E);
    assert.deepEqual(r.state.units, [2, -2]);
    const over = ofType(r.events, 'gameOver')[0]!;
    assert.deepEqual([over.worth, over.difference, over.abandoned], [2, 24, false]);
    assert.deepEqual(ofType(r.events, 'payment').map((p) => [p.from, p.to, p.amount, p.reason]), [[Y, E, 2, 'partie']]);
  });
});
