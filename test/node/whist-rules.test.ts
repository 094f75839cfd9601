/** Rules, variants and project decisions of shared/rules/whist.md not already pinned by an example. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../src/engine/rng.js';
import {
  claimCertain,
  drawRank,
  fromPosition,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  nextDealWithEvents,
  PACK,
  places,
  resample,
  strengthOf,
  toPosition,
  view,
  type WhistState,
} from '../../src/games/whist/index.js';
import { sideOf, partnerOf } from '../../src/games/tricks/partnership.js';
import { EX6_PACK, must, ofType, playCards, refused, scriptedDraw, start, types } from './support/whist.js';

const pick = (e: { seat: number; card: string }) => ({ seat: e.seat, card: e.card });

function randomPlay(s: WhistState, rng: Rng): WhistState {
  while (s.phase === 'play') {
    const m = legalMoves(s).filter((x) => x.type === 'play');
    s = must(s, m[rng.int(m.length)]!).state;
  }
  return s;
}

describe('cards and seats (W1–W4, W9, PD-W-1)', () => {
  it('W1 W2 W3: 52 cards, 13 each; A high in play in every suit; honours are A K Q J of trumps only', () => {
    const s = newSession({}, 'w1');
    assert.equal(PACK.length, 52);
    assert.deepEqual(s.hands.map((h) => h.length), [13, 13, 13, 13]);
    assert.ok(strengthOf('AS') > strengthOf('KS') && strengthOf('3H') > strengthOf('2H') && strengthOf('AD') === strengthOf('AC'));
    for (const [seat, h] of s.honours.entries()) for (const c of h) assert.ok(c.endsWith(s.trump) && 'AKQJ'.includes(c[0]!) && s.hands[seat]!.includes(c));
  });
  it('W4 W9 PD-W-1: four players in two sides, partners opposite (side = seat % 2); dealer seat 3, partner seat 1, opponents 0 and 2 in player order', () => {
    assert.deepEqual([0, 1, 2, 3].map(sideOf), [0, 1, 0, 1]);
    assert.deepEqual([0, 1, 2, 3].map(partnerOf), [2, 3, 0, 1]);
    const r = scriptedDraw([{ 0: 'KC', 1: '2D', 2: 'QH', 3: '5S' }]);
    assert.deepEqual(r.seats, [0, 3, 2, 1]);
  });
});

describe('the draw (W5–W8, W10, PD-W-2, PD-W-3, PD-W-14, PD-W-20)', () => {
  it('W5 PD-W-14: the draw is simulated from the seed, ace low, suits never matter; it is announced as events as it happens', () => {
    assert.equal(drawRank('AS'), 1);
    assert.equal(drawRank('KD'), 13);
    for (let seed = 0; seed < 50; seed++) {
      const { state, events } = newSessionWithEvents({}, seed);
      const draws = ofType(events, 'drawCard');
      assert.deepEqual(draws.map((d) => ({ player: d.player, card: d.card })), state.draw.flat());
      const order = types(events);
      assert.ok(order.indexOf('sidesFormed') > order.lastIndexOf('drawCard'));
      assert.ok(order.indexOf('dealStarted') > order.indexOf('sidesFormed'));
      if (state.draw.length > 1) assert.ok(ofType(events, 'drawTie').length >= 1);
    }
  });
  it('W6 PD-W-2 W7 W8 PD-W-3: ties redraw only where they decide sides or dealer, repeatedly', () => {
    const middle = scriptedDraw([{ 0: 'AH', 1: '3H', 2: '2S', 3: '2C' }, { 2: '5D', 3: '8S' }]);
    assert.deepEqual(middle.seats, [1, 2, 3, 0], 'the higher redraw (D) joins the high side');
    const low = scriptedDraw([{ 0: '3H', 1: '3S', 2: 'KD', 3: 'QC' }, { 0: '9C', 1: '9D' }, { 0: '2C', 1: '4D' }]);
    assert.equal(low.seats[3], 0);
    assert.equal(low.draw.length, 3);
  });
  it('W10 PD-W-20: each rubber starts with a new draw inside nextDeal; the draw is part of the position, never a resting phase', () => {
    let s = newSession({ rubbers: 3 }, 'w10');
    const rng = new Rng([10, 0, 0, 0]);
    const draws = [JSON.stringify(s.draw)];
    while (s.phase !== 'sessionOver') {
      s = randomPlay(s, rng);
      if (s.phase === 'rubberOver') {
        const r = nextDealWithEvents(s);
        assert.equal(r.events[0]!.type, 'rubberStarted');
        assert.equal(r.state.phase, 'play');
        draws.push(JSON.stringify(r.state.draw));
        s = r.state;
      } else if (s.phase !== 'sessionOver') s = nextDeal(s);
    }
    assert.equal(draws.length, 3);
  });
});

describe('the deal and the turn-up (W11–W16, PD-W-4, PD-W-5)', () => {
  it('W11 PD-W-4 W12 W13: the deal passes left; the right-hand opponent cuts (an event); one card at a time from the left', () => {
    const { state, events } = nextDealWithEvents(randomPlay(start({ pack: EX6_PACK }), new Rng([1, 1, 1, 1])));
    assert.equal(state.dealer, 0);
    assert.deepEqual(ofType(events, 'cut'), [{ type: 'cut', seat: 3 }]);
    const s = start({ pack: EX6_PACK });
    assert.ok(s.hands[0]!.includes('2C') && s.hands[1]!.includes('10S') && s.hands[3]!.includes('6H'));
  });
  it('W14 W15 W16 PD-W-5: the last card is turned up; trump is its suit all deal; it is taken up at the dealer\'s turn in trick 1 and he may play it', () => {
    const s = start({ pack: EX6_PACK });
    assert.equal(s.turnUpOnTable, true);
    const r = playCards(s, ['AS', '2S', '6S']);
    assert.equal(r.state.turnUpOnTable, false);
    assert.equal(r.state.trump, 'H');
    const t = start({ hands: [['2S'], ['3S'], ['4S'], ['9H', '5S']], turnUp: '5S' });
    const played = playCards(t, ['2S', '3S', '4S', '5S']);
    assert.equal(ofType(played.events, 'trickWon')[0]!.card, '5S', 'the dealer plays the turn-up to trick 1');
  });
});

describe('play (W17–W23, PD-W-6)', () => {
  it('W17 W18 W19 W20 W21 W22: clockwise from the eldest; only the seat to move; follow suit; void: any card; highest trump wins; the winner leads', () => {
    // EX-W-6's deal: the dealer is seat 3, hearts are trumps.
    const s = start({ pack: EX6_PACK });
    assert.equal(s.trump, 'H');
    assert.equal(s.toMove, (s.dealer + 1) % 4, 'W17: the eldest, left of the dealer, leads');
    assert.deepEqual(refused(s, { type: 'play', seat: 2, card: '6S' }), { rule: 'W18', code: 'NOT_YOUR_TURN' });
    const led = playCards(s, ['AS']).state;
    assert.equal(led.toMove, 1, 'W17: clockwise');
    assert.deepEqual(refused(led, { type: 'play', seat: 1, card: '8H' }), { rule: 'W19', code: 'MUST_FOLLOW_SUIT' }, 'W19: seat 1 holds spades');
    const t1 = playCards(led, ['2S', '6S', '4S']);
    assert.equal(ofType(t1.events, 'trickWon')[0]!.seat, 0);
    // Trick 2: seat 2 has no spade left: any card is legal (W20), and its small trump takes the trick over 8S (W21).
    const second = playCards(t1.state, ['3S', '5S']).state;
    assert.equal(second.toMove, 2);
    assert.ok(!second.hands[2]!.some((c) => c.endsWith('S')), 'seat 2 is void in spades');
    assert.equal(legalMoves(second).filter((m) => m.type === 'play').length, second.hands[2]!.length, 'W20: void, any card');
    assert.ok(must(second, { type: 'play', seat: 2, card: '3D' }).state, 'W20: a discard of another suit is legal too');
    const r = playCards(second, ['4H', '8S']);
    assert.deepEqual(pick(ofType(r.events, 'trickWon')[0]!), { seat: 2, card: '4H' }, 'W21: the highest trump wins');
    assert.equal(r.state.toMove, 2, 'W22: the winner leads');
  });
  it('W23 PD-W-6: all 13 tricks are played out even when the outcome is obvious', () => {
    const rng = new Rng([23, 0, 0, 0]);
    for (let i = 0; i < 50; i++) {
      const s = randomPlay(start({ pack: rng.shuffle(PACK) }), rng);
      assert.equal(s.tricks.length, 13);
    }
  });
});

describe('scoring (W24–W28, PD-W-7, PD-W-8, PD-W-9)', () => {
  it('W24 W25 W26 W27 PD-W-7 PD-W-8: tricks over six, then honours (3: 2, 4: 4; not at nine), stop at 10 (oracle over 300 random deals)', () => {
    const rng = new Rng([24, 0, 0, 0]);
    for (let i = 0; i < 300; i++) {
      const startScores = [rng.int(10), rng.int(10)];
      const s0 = start({ pack: rng.shuffle(PACK), scores: startScores, dealer: rng.int(4) });
      const s = randomPlay(s0, rng);
      const w = s.won[0]! >= 7 ? 0 : 1;
      const sc = startScores.slice();
      sc[w]! += s.won[w]! - 6;
      if (sc[w]! < 10) {
        const n = [0, 1].map((side) => s.honours[side]!.length + s.honours[side + 2]!.length);
        const h = n[0]! >= 3 ? 0 : n[1]! >= 3 ? 1 : -1;
        if (h >= 0 && startScores[h] !== 9) sc[h]! += n[h] === 4 ? 4 : 2;
      }
      assert.deepEqual(s.scores, sc);
      assert.equal(s.phase === 'dealOver', sc[0]! < 10 && sc[1]! < 10);
    }
  });
  it('W28 PD-W-9 V-W-3: slams are rubber points recorded whoever wins; none with V-W-3', () => {
    const hands = [
      ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S', 'AH', 'KH', 'QH', 'JH', 'AD'],
      ['5S', '2D', 'KD', 'QD', 'JD', '10D', '9D', '8D', '7D', '6D', '5D', '4D', '3D'],
      ['4S', '3S', '2S', '10H', '9H', '8H', '7H', '6H', 'AC', 'KC', 'QC', 'JC', '10C'],
      ['5H', '4H', '3H', '2H', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C', '6S'],
    ];
    const leads = hands[0]!.slice();
    const play = (variants?: string[]) => {
      let s = start({ hands, turnUp: '6S', variants });
      const rng = new Rng([28, 0, 0, 0]);
      let q = 0;
      while (s.phase === 'play') {
        const m = legalMoves(s).filter((x) => x.type === 'play');
        s = must(s, s.toMove === 0 ? m.find((x) => x.type === 'play' && x.card === leads[q])! : m[rng.int(m.length)]!).state;
        if (s.tricks.length > q && s.trick.length === 0) q = s.tricks.length;
      }
      return s;
    };
    assert.deepEqual(play().slams, [{ side: 0, kind: 'grand', points: 6 }]);
    assert.deepEqual(play(['V-W-3']).slams, []);
  });
});

describe('the call at eight (W29–W33, PD-W-10, PD-W-15, V-W-4, PD-W-19)', () => {
  it('W29 W30 W31 W32 W33 PD-W-10: eligibility, the window, success and failure, the automatic answer', () => {
    const s = playCards(start({ pack: EX6_PACK, scores: [8, 3] }), ['AS', '2S']).state;
    assert.ok(legalMoves(s).some((m) => m.type === 'call' && m.seat === 2));
    const after = playCards(s, ['6S']).state;
    assert.ok(!legalMoves(after).some((m) => m.type === 'call'), 'the window closes when he plays');
  });
  it('PD-W-15: a call after the caller has played to trick 1 is CALL_TOO_LATE (not NOT_YOUR_TURN)', () => {
    const s = playCards(start({ pack: EX6_PACK, scores: [8, 3] }), ['AS', '2S', '6S']).state;
    assert.deepEqual(refused(s, { type: 'call', seat: 2 }), { rule: 'W30', code: 'CALL_TOO_LATE' });
  });
  it('V-W-4 PD-W-19: the engine calls for everyone at the first eligible moment, even as the deal is dealt; call is never legal', () => {
    const over = { ...toPosition(start({ pack: EX6_PACK, dealer: 2, scores: [8, 0], variants: ['V-W-4'] })), phase: 'dealOver' as const, toMove: null };
    let won = 0;
    let failed = 0;
    for (let seed = 0; seed < 300 && (won === 0 || failed === 0); seed++) {
      const r = nextDealWithEvents(fromPosition({ ...over, rng: undefined }, seed));
      const h = r.state.honours;
      if (h[0]!.length >= 2 && (h[0]!.length >= 3 || h[2]!.length > 0)) {
        assert.equal(r.state.phase, 'gameOver', 'the eldest hand\'s call won as the deal was dealt');
        assert.deepEqual(ofType(r.events, 'callMade')[0], { type: 'callMade', seat: 0, auto: true });
        won++;
      } else if (h[0]!.length === 2) {
        assert.equal(r.state.phase, 'play');
        assert.deepEqual(r.state.calls, [{ seat: 0, answer: 'no' }]);
        assert.ok(!legalMoves(r.state).some((m) => m.type === 'call'));
        assert.equal(refused(r.state, { type: 'call', seat: 0 }).code, 'CALL_TOO_LATE');
        failed++;
      }
    }
    assert.ok(won > 0 && failed > 0);
  });
});

describe('games, rubbers, ledger, session (W34–W40, PD-W-11, PD-W-12, PD-W-16)', () => {
  it('W34 W35 W36 W37 W38 W39 W40 PD-W-11 PD-W-12 PD-W-16: games to 10, the rubber at two games, ledger per player, R rubbers, what carries', () => {
    const rng = new Rng([34, 0, 0, 0]);
    let s = newSession({ rubbers: 2 }, 'w34');
    let ledgerBefore = s.ledger.slice();
    while (s.phase !== 'sessionOver') {
      s = randomPlay(s, rng);
      if (s.phase === 'gameOver' || s.phase === 'rubberOver' || s.phase === 'sessionOver') {
        const g = s.games[s.games.length - 1]!;
        assert.ok(g.scores[g.winner]! >= 10 && g.scores[1 - g.winner]! < 10);
      }
      if (s.phase === 'rubberOver' || s.phase === 'sessionOver') {
        const wins = [0, 1].map((side) => s.games.filter((g) => g.winner === side).length);
        assert.ok(wins.includes(2) && s.games.length <= 3);
        assert.equal(s.ledger.reduce((a, b) => a + b, 0), 0);
        assert.notDeepEqual(s.ledger, ledgerBefore);
        ledgerBefore = s.ledger.slice();
      }
      if (s.phase !== 'sessionOver') {
        const next = nextDeal(s);
        if (s.phase === 'dealOver') assert.deepEqual(next.scores, s.scores);
        if (s.phase === 'gameOver') assert.deepEqual([next.scores, next.games], [[0, 0], s.games]);
        if (s.phase === 'rubberOver') assert.deepEqual([next.games, next.slams, next.ledger], [[], [], s.ledger]);
        s = next;
      }
    }
    assert.equal(s.rubbersPlayed, 2);
    assert.deepEqual(places([5, -5, 5, -5]), [1, 3, 1, 3]);
  });
});

describe('laws, errors, phases, information, events (W41–W45, PD-W-13, PD-W-18)', () => {
  it('W41 PD-W-13 W42 W43 PD-W-18: irregularities are impossible; every refusal names its rule and code; moves only in play', () => {
    const s = start({ pack: EX6_PACK });
    assert.deepEqual(refused(s, { type: 'shuffle', seat: 0 }), { rule: 'W43', code: 'UNKNOWN_MOVE' });
    const over = randomPlay(s, new Rng([43, 0, 0, 0]));
    assert.deepEqual(refused(over, { type: 'play', seat: 0, card: 'AS' }), { rule: 'W43', code: 'WRONG_PHASE' });
    assert.deepEqual(refused(s, { type: 'claim', seat: 0 }), { rule: 'V-W-5', code: 'VARIANT_OFF' });
  });
  it('W44: a view holds the own hand and public facts only; resample keeps the view', () => {
    const s = playCards(start({ pack: EX6_PACK }), ['AS', '2S']).state;
    const v = view(s, 1);
    assert.deepEqual(v.hand, s.hands[1]);
    assert.deepEqual(v.honours, [[], ['JH'], [], []]);
    assert.ok(!JSON.stringify(v).includes('"rng"'));
    assert.deepEqual(view(resample(v, new Rng([1, 2, 3, 4])), 1), v);
  });
  it('W45: every step is an event, in the order it happens', () => {
    const r = playCards(start({ pack: EX6_PACK }), ['AS', '2S', '6S', '4S']);
    assert.deepEqual(types(r.events), ['cardPlayed', 'cardPlayed', 'cardPlayed', 'turnUpTakenUp', 'cardPlayed', 'trickWon']);
  });
});

describe('variants (V-W-1, V-W-2, V-W-5, PD-W-17)', () => {
  it('V-W-1 V-W-2: only simple and double games; honours count at nine', () => {
    const rng = new Rng([12, 0, 0, 0]);
    let s = newSession({ rubbers: 3, variants: ['V-W-1'] }, 'v1');
    while (s.phase !== 'sessionOver') {
      s = s.phase === 'play' ? randomPlay(s, rng) : nextDeal(s);
      assert.ok(s.games.every((g) => g.value <= 2));
    }
    let nine = 0;
    for (let i = 0; i < 300; i++) {
      const d = randomPlay(start({ pack: rng.shuffle(PACK), scores: [9, 0], variants: ['V-W-2'] }), rng);
      if (d.won[1]! >= 7 && d.honours[0]!.length + d.honours[2]!.length >= 3) {
        assert.equal(d.games[0]!.winner, 0, 'side 0/2 goes out from 9 by honours');
        nine++;
      }
    }
    assert.ok(nine > 0);
  });
  it('V-W-5 PD-W-17: a claim is verified double dummy; refused mid-trick or when not certain; never listed', () => {
    const hands = [
      ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S', 'AH', 'KH', 'QH', 'JH', 'AD'],
      ['5S', '2D', 'KD', 'QD', 'JD', '10D', '9D', '8D', '7D', '6D', '5D', '4D', '3D'],
      ['4S', '3S', '2S', '10H', '9H', '8H', '7H', '6H', 'AC', 'KC', 'QC', 'JC', '10C'],
      ['5H', '4H', '3H', '2H', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C', '6S'],
    ];
    const s = start({ hands, turnUp: '6S', variants: ['V-W-5'] });
    assert.equal(claimCertain(s), true);
    assert.ok(!legalMoves(s).some((m) => m.type === 'claim'));
    const r = must(s, { type: 'claim', seat: 0 });
    assert.deepEqual(r.state.won, [13, 0]);
    assert.deepEqual(r.state.slams, [{ side: 0, kind: 'grand', points: 6 }]);
    assert.equal(r.state.hands[0]!.length, 13, 'the cards not played stay in the hands');
    const ex = start({ pack: EX6_PACK, variants: ['V-W-5'] });
    assert.deepEqual(refused(ex, { type: 'claim', seat: 0 }), { rule: 'V-W-5', code: 'CLAIM_NOT_CERTAIN' });
    const mid = playCards(s, ['AS']).state;
    assert.equal(refused(mid, { type: 'claim', seat: 1 }).code, 'CLAIM_NOT_CERTAIN');
  });
});

describe('positions (fromPosition, toPosition)', () => {
  it('a position round-trips; bad positions throw naming the problem', () => {
    const s = newSession({}, 'pos');
    assert.deepEqual(fromPosition(toPosition(s)), s);
    const p = toPosition(s);
    assert.throws(() => fromPosition({ ...p, trump: p.trump === 'S' ? 'H' : 'S' }), /trump/);
    assert.throws(() => fromPosition({ ...p, ledger: [1, 0, 0, 0] }), /sum to 0/);
    assert.throws(() => fromPosition({ ...p, toMove: 2 }), /toMove/);
    assert.throws(() => fromPosition({ ...p, hands: [p.hands[0]!.slice(1), ...p.hands.slice(1)] }), /52|cards/);
    assert.throws(() => fromPosition({ ...p, hands: [['ZZ', ...p.hands[0]!.slice(1)], ...p.hands.slice(1)] }), /unknown card/);
    assert.throws(() => fromPosition({ ...p, hands: [[p.hands[1]![0]!, ...p.hands[0]!.slice(1)], ...p.hands.slice(1)] }), /twice/);
  });
});
