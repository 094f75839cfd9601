/**
 * Every worked example EX-C-1…EX-C-14 of shared/rules/casino.md, with its expectations taken from the
 * spec text: 4 players, seat 3 deals and seat 0 plays first unless stated, default rules, not the final round.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, countLines, legalMoves, newSessionWithEvents, resolveRules, type CasinoEvent, type CasinoState } from '../../src/games/casino/index.js';
import { capKey, capture, cards, example, legalKeys, ofType, refused, run, trail } from './support/casino.js';

const caps = (s: CasinoState) => legalKeys(s).filter((k) => !k.startsWith('trail'));

describe('EX-C-1: the source opening move and a clearing (C13, C18, C23, C24)', () => {
  const s = example({ hands: { 0: '7D 9C KS 3H' }, table: 'AH 2D 4C 7S' });
  it('EX-C-1: five legal captures, KS has none, trailing is illegal (C13)', () => {
    assert.deepEqual(
      legalKeys(s),
      [capKey('7D', '7S'), capKey('7D', 'AH 2D 4C'), capKey('7D', '7S AH 2D 4C'), capKey('9C', '2D 7S'), capKey('3H', 'AH 2D')].sort(),
    );
    refused(s, trail('KS'), 'C13', 'captureCompulsory');
  });
  it('EX-C-1: 7D takes all four, side A scores 1 at once (C23); seat 1 must trail (C24); a queen paired clears again', () => {
    const r = run(s, capture('7D', '7S AH 2D 4C'));
    const c = ofType(r.events, 'capture')[0]!;
    assert.equal(c.cleared, true);
    assert.deepEqual(c.groups, [['7S'], ['4C', '2D', 'AH']].map((g) => g.slice().sort()).map((g) => c.groups.find((x) => x.slice().sort().join() === g.join()) ?? g));
    assert.deepEqual(c.groups[0], ['7S'], 'equal-rank group first');
    assert.deepEqual(ofType(r.events, 'clearing'), [{ type: 'clearing', side: 0, points: 1, scores: [1, 0] }]);
    assert.ok(legalMoves(r.state).every((m) => m.type === 'trail'), 'C24: after a clearing only trails');
    // seat 1 trails a queen, seat 2 pairs it with his own queen: +1 again.
    const t = example({ hands: { 1: 'QD', 2: 'QC' }, toMove: 1, table: '', scores: [1, 0] });
    const r2 = run(t, trail('QD'), capture('QC', 'QD'));
    assert.deepEqual(ofType(r2.events, 'trail')[0]!.reason, 'emptyTable');
    assert.deepEqual(ofType(r2.events, 'clearing').at(-1)!.scores, [2, 0]);
  });
});

describe('EX-C-2: the source alternative hand (C15, Q-C-14)', () => {
  it('EX-C-2: three captures; KD none; trailing illegal', () => {
    const s = example({ hands: { 0: '5H 6S 10C KD' }, table: 'AH 2D 4C 7S' });
    assert.deepEqual(legalKeys(s), [capKey('10C', 'AH 2D 7S'), capKey('5H', 'AH 4C'), capKey('6S', '2D 4C')].sort());
    refused(s, trail('KD'), 'C13');
  });
});

describe('EX-C-3: several groups at once (C18)', () => {
  it('EX-C-3: 15 legal captures; the largest clears and takes big casino', () => {
    const s = example({ hands: { 0: '10S' }, table: '9C AD 8H 2C 10D 5S 5H' });
    assert.equal(caps(s).length, 15);
    assert.equal(legalKeys(s).length, 15);
    const r = run(s, capture('10S', '9C AD 8H 2C 10D 5S 5H'));
    assert.equal(ofType(r.events, 'capture')[0]!.cleared, true);
    assert.equal(ofType(r.events, 'capture')[0]!.groups.length, 4);
    assert.deepEqual(ofType(r.events, 'clearing')[0]!.scores, [1, 0]);
    assert.ok(r.state.piles[0]!.includes('10D') && r.state.piles[0]!.includes('10S') && r.state.piles[0]!.includes('5S'));
  });
});

describe('EX-C-4: equal rank plus sums, against Papillon (C16, C18)', () => {
  it('EX-C-4: seven legal captures (Papillon has three)', () => {
    const s = example({ hands: { 0: '5S' }, table: '5C 5D 2H 3S' });
    assert.deepEqual(
      legalKeys(s),
      ['5C', '5D', '5C 5D', '2H 3S', '5C 2H 3S', '5D 2H 3S', '5C 5D 2H 3S'].map((t) => capKey('5S', t)).sort(),
    );
  });
});

describe('EX-C-5: a multiple of the value is not enough (C15)', () => {
  it('EX-C-5: only 10C takes 5H+5S; 9C+6D+5H and all four are refused (C15)', () => {
    const s = example({ hands: { 0: '10C' }, table: '9C 6D 5H 5S' });
    assert.deepEqual(legalKeys(s), [capKey('10C', '5H 5S')]);
    refused(s, capture('10C', '9C 6D 5H'), 'C15', 'noGroupSplit');
    refused(s, capture('10C', '9C 6D 5H 5S'), 'C15');
  });
});

describe('EX-C-6: face cards and aces (C17, C19)', () => {
  it('EX-C-6 position A: five legal; KH never sums (C17)', () => {
    const s = example({ hands: { 0: 'KH QC 3D' }, table: 'KS KD QH 3C 9D' });
    assert.deepEqual(legalKeys(s), [capKey('KH', 'KS'), capKey('KH', 'KD'), capKey('KH', 'KS KD'), capKey('QC', 'QH'), capKey('3D', '3C')].sort());
    refused(s, capture('KH', '9D 3C'), 'C17');
    refused(s, capture('QC', 'QH 3C'), 'C17');
    refused(s, capture('3D', 'KS'), 'C17');
  });
  it('EX-C-6 position B: five legal; AD takes only aces (C19); 10C may not take AS+AC+9H', () => {
    const s = example({ hands: { 0: 'AD 10C' }, table: 'AS AC 9H' });
    assert.deepEqual(legalKeys(s), [capKey('AD', 'AS'), capKey('AD', 'AC'), capKey('AD', 'AS AC'), capKey('10C', 'AS 9H'), capKey('10C', 'AC 9H')].sort());
    refused(s, capture('AD', '9H'), 'C19');
    refused(s, capture('10C', 'AS AC 9H'), 'C15');
  });
});

describe('EX-C-7: compulsory capture and forced trails (C13, C24)', () => {
  it('EX-C-7: only 9H takes 3D+6C, +1 to side B; trails refused; seat 2 must trail any card', () => {
    const s = example({ hands: { 1: '9H 5S 2C' }, toMove: 1, table: '3D 6C' });
    assert.deepEqual(legalKeys(s), [capKey('9H', '3D 6C')]);
    refused(s, trail('5S'), 'C13');
    refused(s, trail('2C'), 'C13');
    const r = run(s, capture('9H', '3D 6C'));
    assert.deepEqual(ofType(r.events, 'clearing')[0]!.scores, [0, 1]);
    assert.equal(r.state.toMove, 2);
    const moves = legalMoves(r.state);
    assert.equal(moves.length, r.state.hands[2]!.length);
    assert.ok(moves.every((m) => m.type === 'trail'));
  });
});

/** EX-C-8's position before the final round is dealt: the end of hand-round 2 is not needed; we start at turn 1. */
function exC8(variants: string[] = []): CasinoState {
  return example({
    options: { players: 4, variants },
    hands: { 0: 'QS 7D 2C 10D', 1: 'KC 6H AD 4S', 2: '8C 5S QH 8H', 3: '9D 3C AS JS' },
    table: 'KD 5C 3H 9S',
    finalRound: true,
    // side A: 18 cards with 4 spades and AC; side B: 14 cards with 3 spades, 2S and AH.
    piles: [
      'AC 3S 6S 7S 8S 2H 4H 5H 7H 9H 10H 2D 3D 4D 5D 6D 8D JH',
      'AH 2S 10S KS KH 4C 6C 7C 9C 10C JC QC JD QD',
    ],
    lastCapturer: 1,
    scores: [5, 2],
  });
}

const EX_C8_MOVES = [
  trail('QS'),
  capture('KC', 'KD'),
  capture('QH', 'QS'),
  capture('9D', '9S'),
  trail('2C'),
  trail('6H'),
  capture('8C', '5C 3H 2C 6H'),
  trail('3C'),
  trail('7D'),
  trail('4S'),
  trail('5S'),
  trail('AS'),
  capture('10D', '3C 7D 4S 5S AS'),
  trail('AD'),
  trail('8H'),
];

describe('EX-C-8: a complete final round (C25, C28, C29, C30, C31, C32)', () => {
  it('EX-C-8: the legal captures of turns 1–7 and 13 are the spec table', () => {
    let s = exC8();
    const expected: Record<number, number> = { 0: 0, 1: 1, 2: 4, 3: 2, 4: 0, 5: 0, 6: 9, 7: 0, 12: 3 };
    EX_C8_MOVES.forEach((m, i) => {
      if (expected[i] !== undefined) assert.equal(caps(s).length, expected[i], `turn ${i + 1}`);
      s = run(s, m).state;
    });
    assert.deepEqual(legalMoves(s), [{ type: 'capture', card: 'JS', take: ['AD', '8H'] }], 'turn 16: C25');
  });
  it('EX-C-8: clearings A 6 and A 7; JS takes the rest with no point; count 8 : 3, net 5, A 12 wins with a lurch', () => {
    const s = exC8();
    const r = run(s, ...EX_C8_MOVES, capture('JS', 'AD 8H'));
    const clearings = ofType(r.events, 'clearing');
    assert.deepEqual(clearings.map((c) => c.scores), [[6, 2], [7, 2]]);
    assert.deepEqual(ofType(r.events, 'finalFaceCard'), [{ type: 'finalFaceCard', seat: 3, card: 'JS', take: ['AD', '8H'] }]);
    const count = ofType(r.events, 'count')[0]!;
    assert.deepEqual(count.sides.map((l) => [l.cards, l.spades, l.bigCasino, l.littleCasino, l.aces.slice().sort(), l.points]), [
      [31, 8, true, false, ['AC', 'AS'], 8],
      [21, 5, false, true, ['AD', 'AH'], 3],
    ]);
    assert.deepEqual(ofType(r.events, 'netScore'), [{ type: 'netScore', side: 0, points: 5, scores: [12, 2] }]);
    assert.deepEqual(ofType(r.events, 'gameWon'), [{ type: 'gameWon', side: 0, scores: [12, 2], lurched: [1] }]);
    assert.deepEqual(r.state.stakes, [2, -2, 2, -2]);
    assert.equal(r.state.phase, 'gameOver');
  });
  it('EX-C-8 with V-C-1: JS is trailed; leftovers AD 8H JS to side A; 9 : 2, net 7, A 14 wins with a lurch', () => {
    const s = exC8(['V-C-1']);
    const r = run(s, ...EX_C8_MOVES, trail('JS'));
    assert.deepEqual(ofType(r.events, 'leftovers'), [{ type: 'leftovers', side: 0, cards: ['AD', '8H', 'JS'] }]);
    const count = ofType(r.events, 'count')[0]!;
    assert.deepEqual(count.sides.map((l) => [l.cards, l.spades, l.aces.length, l.points]), [[34, 9, 3, 9], [18, 4, 1, 2]]);
    assert.deepEqual(ofType(r.events, 'gameWon')[0]!.scores, [14, 2]);
    assert.deepEqual(r.state.stakes, [2, -2, 2, -2]);
  });
});

describe('EX-C-9: the dealer last card, face card or not (C25, C26, V-C-1)', () => {
  const last = (card: string, variants: string[] = []) =>
    example({ options: { players: 4, variants }, hands: { 3: card }, toMove: 3, table: '9S 4D KC 2H', finalRound: true, lastCapturer: 0 });
  const after = (card: string, m: ReturnType<typeof trail>, variants: string[] = []) => {
    const r = run(last(card, variants), m);
    const pileB = r.state.piles[1]!;
    const pileA = r.state.piles[0]!;
    return { r, pileA, pileB };
  };
  const five = (c: string) => ['9S', '4D', 'KC', '2H', c];
  it('EX-C-9: QH takes all to side B (default); with V-C-1 it is trailed and all five go to side A', () => {
    assert.deepEqual(legalMoves(last('QH')), [{ type: 'capture', card: 'QH', take: ['9S', '4D', 'KC', '2H'] }]);
    refused(last('QH'), trail('QH'), 'C25');
    refused(last('QH'), capture('QH', '9S'), 'C25');
    const a = after('QH', capture('QH', '9S 4D KC 2H'));
    assert.ok(five('QH').every((c) => a.pileB.includes(c)));
    assert.equal(ofType(a.r.events, 'clearing').length, 0, 'no clearing point (C27)');
    assert.deepEqual(legalMoves(last('QH', ['V-C-1'])), [{ type: 'trail', card: 'QH' }]);
    const b = after('QH', trail('QH'), ['V-C-1']);
    assert.ok(five('QH').every((c) => b.pileA.includes(c)));
  });
  it('EX-C-9: KH takes all to side B both ways (V-C-1: pairs KC, then the rest as last capturer)', () => {
    const a = after('KH', capture('KH', '9S 4D KC 2H'));
    assert.ok(five('KH').every((c) => a.pileB.includes(c)));
    const b = after('KH', capture('KH', 'KC'), ['V-C-1']);
    assert.ok(five('KH').every((c) => b.pileB.includes(c)));
    assert.deepEqual(ofType(b.r.events, 'leftovers')[0]!.side, 1);
  });
  it('EX-C-9: 6S must capture 4D+2H (C13) and B also gets 9S KC; 5C is trailed and all goes to side A', () => {
    assert.deepEqual(legalKeys(last('6S')), [capKey('6S', '4D 2H')]);
    const a = after('6S', capture('6S', '4D 2H'));
    assert.ok(five('6S').every((c) => a.pileB.includes(c)));
    const b = after('5C', trail('5C'));
    assert.ok(five('5C').every((c) => b.pileA.includes(c)));
    assert.equal(ofType(b.r.events, 'clearing').length, 0);
  });
});

describe('EX-C-10: the count and netting (C28, C29)', () => {
  const rules = resolveRules({ players: 4 });
  it('EX-C-10 case 1: A 8, B 3; the deal adds A +1 +5, B +2', () => {
    // A: 28 cards, 6 spades, 10D, AH AD AC. B: 24 cards, 7 spades, 2S, AS.
    const A = cards('10D AH AD AC 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2D 3D 4D 5D 6D 7D');
    const B = cards('AS 2S 9S 10S JS QS KS 8D 9D JD QD KD 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC');
    assert.equal(A.length + B.length, 52);
    const lines = countLines([A, B], rules);
    assert.deepEqual(lines.map((l) => l.points), [8, 3]);
    assert.equal(lines[0]!.points + lines[1]!.points, 11);
  });
  it('EX-C-10 source example and the 26–26 tie: 7 against 4 scores 3; 4 : 4 scores nobody', () => {
    const A = cards('10D AH 3S 4S 5S 6S 7S 8S 9S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2D 3D 4D 5D 6D');
    const B = cards('2S AS AC AD 10S JS QS KS 7D 8D 9D JD QD KD 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC');
    const lines = countLines([A, B.slice(0, 26)], rules);
    assert.equal(A.length, 26);
    assert.deepEqual(lines.map((l) => l.points), [4, 4]);
  });
});

describe('EX-C-11: game and lurch during play (C30, C31, C32)', () => {
  it('EX-C-11: B clears to 5, A clears to 11 and wins at once; the deal is abandoned; no lurch', () => {
    const s = example({ hands: { 1: '9H', 2: '5C' }, toMove: 1, table: '3D 6C', scores: [10, 4], stock: 16 });
    // seat 1 clears (B 5), seat 2 faces an empty table: give seat 2 a capture by a later table instead.
    const r1 = run(s, capture('9H', '3D 6C'));
    assert.deepEqual(ofType(r1.events, 'clearing')[0]!.scores, [10, 5]);
    const t = example({ hands: { 2: '5C' }, toMove: 2, table: '5D', scores: [10, 5], stock: 16 });
    const r2 = run(t, capture('5C', '5D'));
    assert.deepEqual(r2.events.map((e) => e.type), ['capture', 'clearing', 'gameWon', 'payment', 'payment', 'dealAbandoned']);
    assert.deepEqual(ofType(r2.events, 'gameWon')[0]!.lurched, []);
    assert.deepEqual(r2.state.stakes, [1, -1, 1, -1]);
    assert.equal(r2.state.phase, 'gameOver');
  });
  it('EX-C-11: had B not cleared (4 < 5), a lurch: 2 units each', () => {
    const t = example({ hands: { 2: '5C' }, toMove: 2, table: '5D', scores: [10, 4], stock: 16 });
    const r = run(t, capture('5C', '5D'));
    assert.deepEqual(ofType(r.events, 'gameWon')[0]!.lurched, [1]);
    assert.deepEqual(r.state.stakes, [2, -2, 2, -2]);
    assert.ok(ofType(r.events, 'payment').every((p) => p.reason === 'lurch' && p.amount === 2));
  });
});

/** A 3-player last card of a deal whose end gives the piles below (seat 2 deals and trails 5C to nobody's... to seat 0's side). */
function threeEnd(piles: string[], scores: number[], variants: string[] = []): CasinoState {
  return example({ options: { players: 3, variants }, dealer: 2, toMove: 2, hands: { 2: 'KH' }, table: '', finalRound: true, piles, lastCapturer: 0, scores });
}

describe('EX-C-12: three players, order of counting (C36, V-C-4)', () => {
  // seat 0: 10D, AC, AS; seat 1: 2S and the most cards; seat 2: most spades, AH, AD (KH, the dealer's last card, goes to seat 2).
  const piles = [
    '10D AC AS 2D 3D 4D 5D 6D 7D 8D 9D JD QD KD',
    '2S 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2H 3H 4H 5H 6H 7H 8H 9H 10H',
    'AH AD 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS JH QH',
  ];
  for (const variants of [[], ['V-C-4']]) {
    it(`EX-C-12${variants.length ? ' with V-C-4' : ''}: big casino, little casino, most cards: seat 1 reaches the target first and wins; spades and aces never credited`, () => {
      const s = threeEnd(piles, [12, 12, 13], variants);
      const r = run(s, capture('KH', ''));
      const items = ofType(r.events, 'itemScored');
      assert.deepEqual(items.map((e) => [e.item, e.side, e.scores]), [
        ['bigCasino', 0, [14, 12, 13]],
        ['littleCasino', 1, [14, 13, 13]],
        ['cards', 1, [14, 16, 13]],
      ]);
      const won = ofType(r.events, 'gameWon')[0]!;
      assert.equal(won.side, 1);
      assert.deepEqual(won.lurched, []);
      assert.deepEqual(r.state.stakes, [-1, 2, -1]);
    });
  }
});

describe('EX-C-13: three players, no netting and ties (C34, C35)', () => {
  it('EX-C-13: seat 0 scores 6, seat 1 2, seat 2 3 (with its clearing); spades tied 5–5 score nobody', () => {
    // seat 0: 18 cards, 5 spades, 10D, AS; seat 1: 17 cards, 5 spades, AC AH; seat 2: 17, 3 spades, 2S, AD (KH, last card, goes to seat 2).
    const piles = [
      '10D AS 3S 4S 5S 6S 2D 3D 4D 5D 6D 7D 8D 9D JD QD KD 2C',
      'AC AH 7S 8S 9S 10S JS 3C 4C 5C 6C 7C 8C 9C 10C JC QC',
      '2S AD QS KS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KC',
    ];
    const s = threeEnd(piles, [0, 0, 1]);
    const r = run(s, capture('KH', ''));
    const count = ofType(r.events, 'count')[0]!;
    assert.deepEqual(count.sides.map((l) => [l.cards, l.spades]), [[18, 5], [17, 5], [17, 3]]);
    assert.deepEqual(count.sides.map((l) => l.points), [6, 2, 2]);
    assert.deepEqual(r.state.scores, [6, 2, 3]);
    assert.ok(!ofType(r.events, 'itemScored').some((e) => e.item === 'spades'));
  });
});

describe('EX-C-14: deal structure (C9, C10, C11)', () => {
  for (const [players, rounds] of [[4, 3], [3, 4], [2, 6]] as const) {
    it(`EX-C-14: ${players} players: ${4 * players} dealt and 4 to the table, then ${rounds - 1} × ${4 * players}; lastCards at hand-round ${rounds}`, () => {
      const { state, events } = newSessionWithEvents({ players }, `ex14-${players}`);
      assert.equal(state.table.length, 4);
      assert.ok(state.hands.every((h) => h.length === 4));
      assert.equal(state.stock.length, 48 - 4 * players);
      assert.deepEqual(ofType(events, 'tableDealt')[0]!.cards, state.table);
      let s = state;
      const all: CasinoEvent[] = [];
      while (s.phase === 'play') {
        const r = applyMove(s, legalMoves(s)[0]!);
        assert.ok(r.ok);
        if (r.ok) {
          all.push(...r.events);
          s = r.state;
        }
        if (ofType(all, 'gameWon').length) break;
      }
      if (!ofType(all, 'gameWon').length) {
        const dealt = ofType(all, 'cardsDealt');
        assert.deepEqual(dealt.map((d) => d.round), Array.from({ length: rounds - 1 }, (_, i) => i + 2));
        assert.ok(dealt.every((d) => d.hands.every((h) => h!.length === 4)));
        const idx = all.findIndex((e) => e.type === 'lastCards');
        assert.equal(all[idx - 1]!.type, 'cardsDealt');
        assert.equal((all[idx - 1] as { round: number }).round, rounds);
      }
    });
  }
});
