/** One or more tests per rule of shared/rules/papillon.md (P1…P49), variant (V-P-1…V-P-11) and preset. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FULL_PACK } from '../../src/engine/cards.js';
import { Rng } from '../../src/engine/rng.js';
import {
  applyMove,
  captureFeats,
  dealsInSession,
  firstPlayer,
  hiddenCards,
  isFace,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  nextDealWithEvents,
  placesByBalance,
  resolveRules,
  valueOf,
  view,
  visibleEvent,
  type PapillonEvent,
  type PapillonOptions,
  type PapillonState,
} from '../../src/games/papillon/index.js';
import { allCards, cap, delta, eventsOf, LAY, legalKeys, moveKey, payments, play, refuse, state, type PosInput } from './support/papillon.js';

const keys = (...ms: Parameters<typeof moveKey>[0][]) => ms.map(moveKey).sort();
const rest = (...used: string[]) => FULL_PACK.filter((c) => !used.includes(c));

/** Plays random legal moves to the end of the deal; returns the end state and all events. */
function playDeal(s: PapillonState, rng: Rng): { state: PapillonState; events: PapillonEvent[] } {
  const events: PapillonEvent[] = [];
  while (s.phase === 'play') {
    const r = play(s, rng.pick(legalMoves(s)));
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

/** Plays a whole session with random moves; returns every event. */
function playSession(options: PapillonOptions, seed: number): { state: PapillonState; events: PapillonEvent[] } {
  const rng = new Rng([seed, 9, 9, 9]);
  let { state: s, events } = newSessionWithEvents(options, seed);
  events = events.slice();
  for (;;) {
    const d = playDeal(s, rng);
    events.push(...d.events);
    s = d.state;
    if (s.phase === 'sessionOver') return { state: s, events };
    const nd = nextDealWithEvents(s);
    events.push(...nd.events);
    s = nd.state;
  }
}

/** Seat 0 takes the last table card (5S) with its last card in the final round, ending the deal. */
const endingCapture = (extra: PosInput = {}) =>
  state({ dealer: 2, hands: [['5H'], [], []], table: ['5S'], finalRound: true, ...extra });

describe('Papillon rules P1–P49', () => {
  describe('1.1 players, direction, deck, values', () => {
    it('P1: exactly 3 or 4 players', () => {
      for (const players of [2, 5, 0, 3.5]) {
        assert.throws(() => newSession({ players } as unknown as PapillonOptions, 1), /players must be 3 or 4 \(P1\)/);
      }
      assert.equal(newSession({ players: 3 }, 1).hands.length, 3);
      assert.equal(newSession({ players: 4 }, 1).hands.length, 4);
    });

    it('P2: everyone plays for himself: each other player pays individually, each has his own pile and balance', () => {
      const s = state({ players: 4, hands: [['5H'], ['2H'], ['3H'], ['4H']], table: ['AC', '4C', '9D'], stock: ['KS'] });
      const { state: a, events } = play(s, cap('5H', 'AC', '4C'));
      assert.deepEqual(
        payments(events).map((p) => [p.from, p.to, p.amount]),
        [[1, 0, 1], [2, 0, 1], [3, 0, 1]],
      );
      assert.deepEqual(a.piles, [['5H', 'AC', '4C'], [], [], []]);
    });

    it('P3: play runs in seat order (counter-clockwise); the dealer acts last in each circuit', () => {
      const s = state({ players: 4, dealer: 1, toMove: 2, hands: [['2C'], ['3C'], ['4C'], ['5C']], table: ['KD'], stock: ['KS'] });
      const order: number[] = [];
      let x = s;
      while (x.phase === 'play' && order.length < 4) {
        order.push(x.toMove!);
        x = play(x, LAY).state;
      }
      assert.deepEqual(order, [2, 3, 0, 1]);
      assert.equal(firstPlayer({ dealer: 1, rules: s.rules }), 2);
      assert.equal(firstPlayer({ dealer: 3, rules: s.rules }), 0);
    });

    it('P4: one pack of 52 distinct cards; suits play no part in captures', () => {
      const s = newSession({ players: 3 }, 'p4');
      assert.equal(new Set(allCards(s)).size, 52);
      assert.deepEqual(allCards(s).slice().sort(), FULL_PACK.slice().sort());
      // Renaming suits maps the legal moves onto each other.
      const a = state({ hands: [['7C', 'QD'], ['2H'], ['8D']], table: ['AS', '6H', '5C', '7D'], stock: ['KS'] });
      const b = state({ hands: [['7H', 'QS'], ['2C'], ['8S']], table: ['AD', '6C', '5H', '7S'], stock: ['KD'] });
      const strip = (ks: string[]) => ks.map((k) => k.replace(/[CDHS](?=[+:]|$)/g, '')).sort();
      assert.deepEqual(strip(legalKeys(a)), strip(legalKeys(b)));
    });

    it('P5: A = 1, 2–10 face value, J = 11, Q = 12, K = 13; face cards are J, Q, K', () => {
      assert.deepEqual(['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC'].map(valueOf), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      assert.deepEqual(['10H', 'JH', 'QH', 'KH'].map(isFace), [false, true, true, true]);
    });
  });

  describe('1.2 counters, pot, session', () => {
    it('P6: 50 counters each by default, configurable; balances may go negative', () => {
      const s = newSession({ players: 3 }, 1);
      assert.deepEqual(s.balances.map((b) => b + 1), [50, 50, 50]);
      assert.deepEqual(newSession({ players: 4, startingCounters: 10 }, 1).balances, [9, 9, 9, 9]);
      const poor = state({ hands: [['3S', '4S', 'KH'], ['2H'], ['8D']], table: ['QC'], stock: ['5S'], balances: [1, 0, 0] });
      const a = play(poor, LAY).state;
      assert.equal(a.balances[0], -2);
    });

    it('P7: the pot starts empty and receives the antes and lay-down payments', () => {
      const { state: s, events } = newSessionWithEvents({ players: 4 }, 7);
      assert.equal(eventsOf(events, 'sessionStart').length, 1);
      assert.equal(s.pot, 4);
      assert.deepEqual(payments(events).map((p) => [p.from, p.to, p.reason]), [[0, 'pot', 'ante'], [1, 'pot', 'ante'], [2, 'pot', 'ante'], [3, 'pot', 'ante']]);
      const l = state({ hands: [['3S', '4S'], ['2H'], ['8D']], table: ['QC'], stock: ['5S'], pot: 3 });
      assert.equal(play(l, LAY).state.pot, 5);
    });

    it('P8: a session lasts T tours of n deals each (default T = 2)', () => {
      assert.equal(dealsInSession(resolveRules({ players: 3 })), 6);
      assert.equal(dealsInSession(resolveRules({ players: 4, tours: 1 })), 4);
      for (const options of [{ players: 3, tours: 1 }, { players: 4, tours: 2 }] as PapillonOptions[]) {
        const { state: end, events } = playSession(options, 8);
        const starts = eventsOf(events, 'dealStart');
        assert.equal(starts.length, options.players * options.tours!);
        assert.deepEqual(starts.map((e) => e.tour), starts.map((_, i) => Math.floor(i / options.players) + 1));
        assert.equal(end.phase, 'sessionOver');
        assert.equal(end.dealsPlayed, options.players * options.tours!);
      }
    });

    it('P9: the first dealer is the lowest cut (see EX-P-14)', () => {
      const { state: s, events } = newSessionWithEvents({ players: 3 }, 'p9');
      const cuts = eventsOf(events, 'cut');
      assert.ok(cuts.length >= 1);
      assert.deepEqual(cuts.at(-1)!.lowest, [s.dealer]);
    });

    it('P10: after a deal the deal passes to the right: the previous first player deals', () => {
      const { state: s, events } = playSession({ players: 4, tours: 1 }, 10);
      const dealers = eventsOf(events, 'dealStart').map((e) => e.dealer);
      for (let i = 1; i < dealers.length; i++) assert.equal(dealers[i], (dealers[i - 1]! + 1) % 4);
      assert.equal(s.phase, 'sessionOver');
    });
  });

  describe('1.3 the deal', () => {
    it('P11: every deal is a fresh shuffle from the seed: deterministic per seed, different between seeds and deals', () => {
      const a = newSession({ players: 3 }, 'same');
      const b = newSession({ players: 3 }, 'same');
      const c = newSession({ players: 3 }, 'other');
      assert.deepEqual(a, b);
      assert.notDeepEqual(a.stock, c.stock);
      let s = a;
      const rng = new Rng([1, 1, 1, 1]);
      s = playDeal(s, rng).state;
      const n1 = nextDeal(s);
      assert.deepEqual(nextDeal(s), n1);
      assert.notDeepEqual(n1.stock, a.stock);
    });

    it('P12: 3 cards each, one at a time, from the dealer\'s right-hand neighbour, dealer last', () => {
      const stock = rest('5H', '5S').slice(0, 20);
      const s = state({ players: 4, dealer: 0, toMove: 0, hands: [['5H'], [], [], []], table: ['5S'], stock });
      const a = play(s, cap('5H', '5S')).state;
      assert.deepEqual(a.hands, [
        [stock[3], stock[7], stock[11]],
        [stock[0], stock[4], stock[8]],
        [stock[1], stock[5], stock[9]],
        [stock[2], stock[6], stock[10]],
      ]);
      const ns = newSession({ players: 3 }, 12);
      assert.deepEqual(ns.hands.map((h) => h.length), [3, 3, 3]);
    });

    it('P13: 7 table cards with 3 players, 4 with 4; 36 cards left in the stock', () => {
      const { state: s3, events } = newSessionWithEvents({ players: 3 }, 13);
      assert.equal(s3.table.length, 7);
      assert.equal(s3.stock.length, 36);
      assert.deepEqual(eventsOf(events, 'tableDealt')[0], { type: 'tableDealt', cards: s3.table, refill: false, stock: 36 });
      const s4 = newSession({ players: 4 }, 13);
      assert.equal(s4.table.length, 4);
      assert.equal(s4.stock.length, 36);
    });

    it('P14: an ante of 1 (or 2) from every player, once per deal', () => {
      assert.equal(newSession({ players: 3 }, 14).pot, 3);
      assert.equal(newSession({ players: 3, ante: 2 }, 14).pot, 6);
      const { events } = playSession({ players: 3, tours: 1 }, 14);
      assert.equal(payments(events, 'ante').length, 9);
      // Redeals within a deal take no ante.
      const s = state({ hands: [['5H'], [], []], dealer: 2, table: ['5S'], stock: rest('5H', '5S').slice(0, 20) });
      assert.equal(payments(play(s, cap('5H', '5S')).events, 'ante').length, 0);
    });

    it('P15: the first player (the dealer\'s right-hand neighbour) takes the first turn', () => {
      for (let seed = 0; seed < 8; seed++) {
        const s = newSession({ players: seed % 2 ? 3 : 4 }, seed);
        assert.equal(s.toMove, (s.dealer + 1) % s.rules.players);
      }
    });
  });

  describe('1.4 turns', () => {
    it('P16: a player with no cards is skipped; the hand-round ends when no one holds a card', () => {
      const s = state({ hands: [['KH'], [], ['QH']], table: ['2C'], stock: rest('KH', 'QH', '2C').slice(0, 12) });
      const a = play(s, LAY).state;
      assert.equal(a.toMove, 2);
      const b = play(a, LAY);
      assert.equal(b.state.handRound, 2);
      assert.equal(eventsOf(b.events, 'handsDealt').length, 1);
    });

    it('P17: exactly one move: a capture with one hand card, or a lay-down; anything else is refused', () => {
      const s = state({ hands: [['5H', '7C'], ['2H'], ['8D']], table: ['5S', '2C'], stock: ['KS'] });
      const a = play(s, cap('7C', '5S', '2C')).state;
      assert.deepEqual(a.hands[0], ['5H']);
      assert.equal(a.toMove, 1);
      refuse(s, { type: 'pass' } as never, 'P17', 'badMove');
    });

    it('P18: capture is compulsory; he may not lay down or pass, but chooses freely among captures', () => {
      const s = state({ hands: [['5H', '7C'], ['2H'], ['8D']], table: ['5S', '2C'], stock: ['KS'] });
      refuse(s, LAY, 'P18', 'captureCompulsory');
      assert.deepEqual(legalKeys(s), keys(cap('5H', '5S'), cap('7C', '5S', '2C')));
      for (const m of legalMoves(s)) assert.ok(applyMove(s, m).ok);
    });
  });

  describe('1.5 captures', () => {
    it('P19: equal rank takes one card; a sum takes ≥ 2 numeral cards adding up to the card', () => {
      const s = state({ hands: [['6H'], ['2H'], ['8D']], table: ['6S', 'AC', '5D', '2C', '4D', 'QC'], stock: ['KS'] });
      assert.deepEqual(legalKeys(s), keys(cap('6H', '6S'), cap('6H', 'AC', '5D'), cap('6H', '2C', '4D')));
      refuse(s, cap('6H', '5D'), 'P19', 'rankMismatch');
      refuse(s, cap('6H', 'AC', '4D'), 'P19', 'sumMismatch');
      refuse(s, cap('6H'), 'P19', 'emptyCapture');
    });

    it('P20: only one card of his own per turn, even if several match', () => {
      const s = state({ hands: [['5H', '9C'], ['2H'], ['8D']], table: ['5S', '9D'], stock: ['KS'] });
      for (const m of legalMoves(s)) {
        assert.equal(m.type, 'capture');
        const a = play(s, m).state;
        assert.equal(a.hands[0]!.length, 1, 'exactly one hand card used');
      }
      refuse(s, cap('5H', '5S', '9C'), 'P19', 'notOnTable');
    });

    it('P21: a card never takes two of its own rank, nor one with a sum', () => {
      const s = state({ hands: [['8H'], ['2H'], ['8D']], table: ['8S', '8C', '4C', '4D'], stock: ['KS'] });
      assert.deepEqual(legalKeys(s), keys(cap('8H', '8S'), cap('8H', '8C'), cap('8H', '4C', '4D')));
      refuse(s, cap('8H', '8S', '8C'), 'P21', 'onlyOneOfRank');
      refuse(s, cap('8H', '8S', '4C', '4D'), 'P21');
    });

    it('P22: a face card on the table is taken only by its equal, never in a sum', () => {
      const s = state({ hands: [['KH', 'QD'], ['2H'], ['8D']], table: ['QC', 'AC'], stock: ['KS'] });
      assert.deepEqual(legalKeys(s), keys(cap('QD', 'QC')));
      refuse(s, cap('KH', 'QC', 'AC'), 'P22', 'faceNotInSum');
      refuse(s, cap('KH', 'QC'), 'P22', 'faceOnlyByEqual');
    });

    it('P23: face cards in hand sum-capture at 11/12/13 (J 5+6, Q 2+4+6, K 10+3)', () => {
      const s = state({ hands: [['JH', 'QD', 'KS'], ['2H'], ['8D']], table: ['5C', '6C', '10D', '3H'], stock: ['KC'] });
      assert.deepEqual(legalKeys(s), keys(cap('JH', '5C', '6C'), cap('KS', '10D', '3H')));
      const q = state({ hands: [['QD'], ['2H'], ['8D']], table: ['2C', '4C', '6D'], stock: ['KC'] });
      assert.deepEqual(legalKeys(q), keys(cap('QD', '2C', '4C', '6D')));
    });

    it('P24: a 10 on the table is an ordinary numeral (a 10 takes it; J takes 10+A)', () => {
      const s = state({ hands: [['10H', 'JD'], ['2H'], ['8D']], table: ['10C', 'AC'], stock: ['KC'] });
      assert.deepEqual(legalKeys(s), keys(cap('10H', '10C'), cap('JD', '10C', 'AC')));
    });

    it('P25: one group only (10 may not take 4+6 and 3+7); equal ranks may share a group (8 takes 4+4)', () => {
      const s = state({ hands: [['10H'], ['2H'], ['8D']], table: ['4C', '6C', '3D', '7D'], stock: ['KC'] });
      assert.deepEqual(legalKeys(s), keys(cap('10H', '4C', '6C'), cap('10H', '3D', '7D')));
      refuse(s, cap('10H', '4C', '6C', '3D', '7D'), 'P25', 'severalGroups');
      const e = state({ hands: [['8H'], ['2H'], ['8D']], table: ['4C', '4D'], stock: ['KC'] });
      assert.deepEqual(legalKeys(e), keys(cap('8H', '4C', '4D')));
    });

    it('P26: the capturing card and the captured cards go onto the capturer\'s pile', () => {
      const s = state({ hands: [['9H'], ['2H'], ['8D']], table: ['4C', '5D', 'KC'], stock: ['KS'], piles: [['QS'], [], []] });
      const a = play(s, cap('9H', '5D', '4C')).state;
      assert.deepEqual(a.piles[0], ['QS', '9H', '5D', '4C']);
      assert.deepEqual(a.table, ['KC']);
      assert.equal(a.lastCapturer, 0);
    });
  });

  describe('1.6 laying down', () => {
    it('P27: no capture (even on an empty table): lay down all cards, 1 per card to the pot, 1 from each per ace', () => {
      const s = state({ players: 4, hands: [['AH', 'AS', '3C'], ['2H'], ['9D'], ['8D']], table: [], stock: ['KS'] });
      assert.deepEqual(legalKeys(s), ['layDown']);
      const { state: a, events } = play(s, LAY);
      assert.deepEqual(delta(s, a), [-3 + 6, -2, -2, -2, 3]);
      assert.deepEqual(a.table, ['AH', 'AS', '3C']);
      assert.deepEqual(a.hands[0], []);
      assert.deepEqual(payments(events).map((p) => [p.from, p.to, p.amount, p.reason]), [
        [0, 'pot', 3, 'layDown'],
        [1, 0, 2, 'aceLaidDown'],
        [2, 0, 2, 'aceLaidDown'],
        [3, 0, 2, 'aceLaidDown'],
      ]);
    });
  });

  describe('1.7 payouts for captures', () => {
    const gain = (hand: string, table: string[], take: string[], finalRound = false, options: PapillonOptions = { players: 3 }) => {
      const s = state({ options, hands: [[hand, 'KH'], ['2H'], ['8D']], table, stock: finalRound ? [] : ['KS'], finalRound });
      const r = play(s, cap(hand, ...take));
      return { gain: delta(s, r.state)[0]!, capture: eventsOf(r.events, 'capture')[0]!, events: r.events };
    };

    it('P28: 1 from each other player per captured ace (3 takes A+2 pays 1)', () => {
      const g = gain('3C', ['AD', '2D', '9S'], ['AD', '2D']);
      assert.equal(g.gain, 2);
      assert.deepEqual(payments(g.events, 'ace').map((p) => p.amount), [1, 1]);
      assert.equal(gain('7C', ['AD', 'AS', '5C', '9S'], ['AD', 'AS', '5C']).gain, 2 * (2 + 1));
    });

    it('P29: pure ace capture pays 2 per ace from each, instead of P28 (A×A 2, 2×AA 4, 3×AAA 6, 4×AAAA 8)', () => {
      // 4 players so that each table keeps a spare card (no Sautenelle) and the amounts are per other player.
      const aces = ['AC', 'AD', 'AH', 'AS'];
      for (let k = 1; k <= 4; k++) {
        const card = k === 1 ? 'AC' : `${k}C`;
        const table = [...aces.slice(k === 1 ? 1 : 0, (k === 1 ? 1 : 0) + k), 'KD'];
        const take = table.slice(0, k);
        const s = state({ players: 4, hands: [[card, 'KH'], ['2H'], ['3H'], ['9H']], table, stock: ['KS'] });
        const r = play(s, cap(card, ...take));
        const each = payments(r.events, 'pureAces');
        assert.equal(each.length, 3);
        assert.ok(each.every((p) => p.amount === 2 * k));
        assert.equal(payments(r.events, 'ace').length, 0);
        // Klein-Papillon adds 1 for three or four aces (P33).
        assert.equal(delta(s, r.state)[0], 3 * (2 * k + (k >= 3 ? 1 : 0)));
      }
    });

    it('P30: Klein-Papillon: ≥ 3 table cards with a numeral card, +1 each; not in the final round', () => {
      const t = ['AD', '4C', '5C', '2D', '3D', '9S'];
      assert.equal(gain('10S', t, ['AD', '4C', '5C']).capture.kleinPapillon, true);
      assert.equal(gain('10S', t, ['AD', '4C', '5C']).gain, 2 * 2);
      assert.equal(gain('10S', t, ['4C', '2D', '3D', 'AD']).capture.kleinPapillon, true, 'four cards count too (PD-P-5)');
      assert.equal(gain('10S', t, ['AD', '4C', '5C'], true).capture.kleinPapillon, false);
      assert.equal(gain('10S', t, ['AD', '4C', '5C'], true).gain, 2);
    });

    it('P31: Haneton: ≥ 3 table cards with a face card, +1 each, also in the final round; never also a Klein-Papillon', () => {
      const t = ['2C', '4C', '6C', '9S'];
      for (const fin of [false, true]) {
        const g = gain('QD', t, ['2C', '4C', '6C'], fin);
        assert.equal(g.capture.haneton, true);
        assert.equal(g.capture.kleinPapillon, false);
        assert.equal(g.gain, 2);
        assert.deepEqual(payments(g.events, 'haneton').length, 2);
      }
    });

    it('P32: Sautenelle: taking the last table card pays 1 each; the next player with cards must lay down', () => {
      const s = state({ hands: [['9H'], ['KH'], ['8D']], table: ['4C', '5D'], stock: ['KS'] });
      const r = play(s, cap('9H', '4C', '5D'));
      assert.equal(eventsOf(r.events, 'capture')[0]!.sautenelle, true);
      assert.deepEqual(payments(r.events, 'sautenelle').map((p) => [p.from, p.to, p.amount]), [[1, 0, 1], [2, 0, 1]]);
      assert.deepEqual(legalKeys(r.state), ['layDown']);
      // If the capturer is the only one with cards, he faces the empty table himself.
      const alone = state({ hands: [['9H', '3C'], [], []], table: ['4C', '5D'], stock: ['KS'] });
      const a = play(alone, cap('9H', '4C', '5D')).state;
      assert.equal(a.toMove, 0);
      assert.deepEqual(legalKeys(a), ['layDown']);
    });

    it('P33: payouts add up: 3 takes A+A+A from a table of exactly those: 6+1+1 = 8 each; 7 in the final round', () => {
      const t = ['AC', 'AD', 'AH'];
      const g = gain('3S', t, t);
      assert.equal(g.gain, 16);
      assert.deepEqual(
        [g.capture.pureAces, g.capture.kleinPapillon, g.capture.sautenelle, g.capture.gainEach],
        [true, true, true, 8],
      );
      assert.equal(gain('3S', t, t, true).gain, 14);
    });

    it('P34: no payout depends on the suit or on whether the capture wins the deal', () => {
      const rules = resolveRules({ players: 3 });
      assert.deepEqual(captureFeats('10S', ['AD', '4C', '5C'], 5, false, rules), captureFeats('10H', ['AS', '4H', '5D'], 5, false, rules));
      // The same final-round capture, once winning (last card) and once not.
      const win = state({ dealer: 2, hands: [['9H'], ['KH'], ['KD']], table: ['4C', '5D', '2S'], finalRound: true });
      const notWin = state({ dealer: 2, hands: [['9H', '3C'], ['KH'], ['KD']], table: ['4C', '5D', '2S'], finalRound: true });
      const a = play(win, cap('9H', '4C', '5D'));
      const b = play(notWin, cap('9H', '4C', '5D'));
      assert.equal(a.state.winner, 0);
      assert.equal(b.state.winner, null);
      assert.deepEqual(delta(win, a.state), delta(notWin, b.state));
    });
  });

  describe('1.8 new hand-rounds, refill, final round', () => {
    const roundEnd = (stock: string[], table: string[] = [], options: PapillonOptions = { players: 3 }) =>
      state({ options, dealer: 1, toMove: 1, hands: [[], ['5H'], []], table: ['5S', ...table], stock });

    it('P35: the same dealer redeals from the stock, no shuffle, P12 order, stops when the stock runs out', () => {
      const stock = rest('5H', '5S', '9C').slice(0, 7);
      const s = roundEnd(stock, ['9C']);
      const { state: a, events } = play(s, cap('5H', '5S'));
      assert.equal(a.dealer, 1);
      assert.deepEqual(a.rng, s.rng, 'no shuffle');
      // Dealer 1: seat 2 first, then 0, then 1.
      assert.deepEqual(a.hands, [[stock[1], stock[4]], [stock[2], stock[5]], [stock[0], stock[3], stock[6]]]);
      assert.deepEqual(eventsOf(events, 'handsDealt')[0]!.counts, [2, 2, 3]);
      assert.equal(a.handRound, 2);
    });

    it('P36: an empty table gets 7/4 cards after the hands are dealt, or what remains; a table with cards is not refilled', () => {
      const stock = rest('5H', '5S').slice(0, 12);
      const a = play(roundEnd(stock), cap('5H', '5S')).state;
      assert.deepEqual(a.table, stock.slice(9, 12), 'partial refill of the 3 cards left');
      assert.equal(a.finalRound, true);
      const b = play(roundEnd(rest('5H', '5S', '9C').slice(0, 20), ['9C']), cap('5H', '5S')).state;
      assert.deepEqual(b.table, ['9C']);
      assert.equal(b.stock.length, 11);
      const s4 = state({ players: 4, dealer: 3, toMove: 3, hands: [[], [], [], ['5H']], table: ['5S'], stock: rest('5H', '5S').slice(0, 30) });
      const c = play(s4, cap('5H', '5S'));
      assert.equal(c.state.table.length, 4);
      assert.deepEqual(eventsOf(c.events, 'tableDealt').map((e) => [e.refill, e.cards.length, e.stock]), [[true, 4, 14]]);
    });

    it('P37: the hand-round after which the stock is empty is the final round, announced once', () => {
      const { state: a, events } = play(roundEnd(rest('5H', '5S').slice(0, 9)), cap('5H', '5S'));
      assert.equal(a.finalRound, true);
      assert.deepEqual(eventsOf(events, 'lastCardsDealt'), [{ type: 'lastCardsDealt', dealer: 1, handRound: 2 }]);
      const { events: all } = playSession({ players: 3, tours: 1 }, 37);
      assert.equal(eventsOf(all, 'lastCardsDealt').length, 3, 'one announcement per deal');
    });

    it('P38: every hand-round starts with the first player, whoever moved last', () => {
      for (const toMove of [0, 1, 2]) {
        const hands: string[][] = [[], [], []];
        hands[toMove] = ['5H'];
        const s = state({ dealer: 0, toMove, hands, table: ['5S'], stock: rest('5H', '5S').slice(0, 20) });
        assert.equal(play(s, cap('5H', '5S')).state.toMove, 1);
      }
    });
  });

  describe('1.9 end of the deal', () => {
    it('P39: the first to empty his hand by captures in the final round wins; not before the final round; not after a lay-down', () => {
      const notFinal = state({ hands: [['9H'], ['KH'], ['KD']], table: ['4C', '5D', '2S'], stock: ['3S'] });
      assert.equal(play(notFinal, cap('9H', '4C', '5D')).state.winner, null);
      const fin = state({ dealer: 2, hands: [['9H'], ['KH'], ['KD']], table: ['4C', '5D', '2S'], finalRound: true });
      const r = play(fin, cap('9H', '4C', '5D'));
      assert.equal(r.state.winner, 0);
      assert.deepEqual(eventsOf(r.events, 'winner'), [{ type: 'winner', player: 0 }]);
      // Laying down empties the hand but cannot win.
      const ld = state({ dealer: 2, hands: [['9H'], ['KH'], ['KD']], table: ['QC'], finalRound: true });
      assert.equal(play(ld, LAY).state.winner, null);
      assert.throws(() => state({ hands: [['9H'], [], []], table: ['QC'], stock: ['3S'], winner: 0 }), /only the final round has a winner \(P39\)/);
    });

    it('P40: play continues after a winner; a later player who empties his hand does not win', () => {
      const s = state({ dealer: 2, hands: [['9H'], ['2C'], ['KD', '3D']], table: ['4C', '5D', '2S', 'QH'], finalRound: true });
      const a = play(s, cap('9H', '4C', '5D'));
      assert.equal(a.state.phase, 'play');
      assert.equal(a.state.toMove, 1);
      const b = play(a.state, cap('2C', '2S'));
      assert.equal(b.state.winner, 0);
      assert.equal(eventsOf(b.events, 'winner').length, 0);
      const c = play(b.state, LAY);
      assert.equal(c.state.phase, 'dealOver');
      assert.equal(c.state.winner, 0);
    });

    it('P41: the winner takes the whole pot at the end of the deal, including later lay-down payments', () => {
      const s = state({ dealer: 2, hands: [['9H'], ['KC', 'QC'], ['3D']], table: ['4C', '5D', '2S'], finalRound: true, pot: 6 });
      const a = play(s, cap('9H', '4C', '5D')).state;
      assert.equal(a.pot, 6);
      const b = play(a, LAY).state; // seat 1 lays down 2
      assert.equal(b.pot, 8);
      const { state: end, events } = play(b, LAY); // seat 2 lays down 1; deal over
      assert.equal(end.phase, 'dealOver');
      assert.deepEqual(payments(events, 'pot'), [{ type: 'payment', from: 'pot', to: 0, amount: 9, reason: 'pot' }]);
      assert.equal(end.pot, 0);
      assert.equal(eventsOf(events, 'potCarried').length, 0);
    });

    it('P42: no winner: the last to lay down in the final round gets 1 from each; the pot carries over', () => {
      const s = state({ players: 4, dealer: 3, hands: [['9H', '8S'], ['KC'], ['QD'], ['JD']], table: ['4C', '5D', '2S'], finalRound: true, pot: 5 });
      let x = play(s, cap('9H', '4C', '5D')).state;
      x = play(x, LAY).state;
      x = play(x, LAY).state;
      x = play(x, LAY).state;
      assert.equal(x.toMove, 0);
      const { state: end, events } = play(x, LAY);
      assert.equal(end.winner, null);
      assert.equal(end.lastToLayDown, 0, 'the last capturer lays down last (P42 proof)');
      assert.deepEqual(eventsOf(events, 'consolation'), [{ type: 'consolation', player: 0, amountEach: 1 }]);
      assert.deepEqual(payments(events, 'consolation').map((p) => [p.from, p.to, p.amount]), [[1, 0, 1], [2, 0, 1], [3, 0, 1]]);
      assert.deepEqual(eventsOf(events, 'potCarried'), [{ type: 'potCarried', amount: 9 }]);
      assert.equal(end.pot, 9);
      const next = nextDeal(end);
      assert.equal(next.pot, 9 + 4, 'the carried pot plus the new antes');
    });

    it('P43: leftover table cards go to the last capturer, and their aces pay nothing; with no capture, to nobody', () => {
      const s = state({ dealer: 2, hands: [['9H'], ['KC'], []], table: ['4C', '5D', 'AS'], finalRound: true, lastCapturer: 2 });
      let x = play(s, cap('9H', '4C', '5D')).state;
      const { state: end, events } = play(x, LAY);
      assert.deepEqual(eventsOf(events, 'leftovers'), [{ type: 'leftovers', to: 0, cards: ['AS', 'KC'] }]);
      assert.deepEqual(end.piles[0], ['9H', '4C', '5D', 'AS', 'KC']);
      assert.equal(payments(events, 'ace').length + payments(events, 'aceLaidDown').length, 0);
      // Nobody captured in the whole deal: the cards stay on the table.
      const none = state({ dealer: 2, hands: [['9H'], ['KC'], []], table: ['QS'], finalRound: true });
      x = play(none, LAY).state;
      const n = play(x, LAY);
      assert.deepEqual(eventsOf(n.events, 'leftovers'), [{ type: 'leftovers', to: null, cards: ['QS', '9H', 'KC'] }]);
      assert.deepEqual(n.state.table, ['QS', '9H', 'KC']);
      assert.equal(n.state.phase, 'dealOver');
    });
  });

  describe('1.10 die Blätter', () => {
    it('P44: strictly the most cards wins B = 1 + carry from each other player', () => {
      const piles = [rest('5H', '5S').slice(0, 20), rest('5H', '5S').slice(20, 35), rest('5H', '5S').slice(35)];
      const { events } = play(endingCapture({ piles }), cap('5H', '5S'));
      assert.deepEqual(eventsOf(events, 'blaetter'), [{ type: 'blaetter', winner: 0, counts: [22, 15, 15], amountEach: 1, carry: 0 }]);
      assert.deepEqual(payments(events, 'blaetter').map((p) => [p.from, p.to, p.amount]), [[1, 0, 1], [2, 0, 1]]);
    });

    it('P45: a tie for the most: nobody pays, the carry grows; a won Blätter resets it', () => {
      const piles = [rest('5H', '5S').slice(0, 16), rest('5H', '5S').slice(16, 34), rest('5H', '5S').slice(34)];
      const { state: end, events } = play(endingCapture({ piles, blaetterCarry: 1 }), cap('5H', '5S'));
      assert.deepEqual(eventsOf(events, 'blaetter')[0]!.counts, [18, 18, 16]);
      assert.equal(end.blaetterCarry, 2);
      assert.equal(payments(events, 'blaetter').length, 0);
    });

    it('P46: an open Blätter carry lapses when the session ends', () => {
      const piles = [rest('5H', '5S').slice(0, 16), rest('5H', '5S').slice(16, 34), rest('5H', '5S').slice(34)];
      const { state: end } = play(endingCapture({ piles, blaetterCarry: 1, dealsPlayed: 5 }), cap('5H', '5S'));
      assert.equal(end.phase, 'sessionOver');
      assert.equal(end.blaetterCarry, 0);
    });
  });

  describe('1.11 end of the session', () => {
    it('P47: after the last deal the pot is shared; the remainder goes one at a time from the last dealer\'s right-hand neighbour', () => {
      // Dealer 1, 3 players, tours 1: the third deal is the last. Seat 2 lays down (pot 10 + 1 = 11): 3 each, 2 left for seats 2 and 0.
      const s = state({ options: { players: 3, tours: 1 }, dealer: 1, toMove: 2, hands: [[], [], ['KH']], table: ['2C'], finalRound: true, pot: 10, dealsPlayed: 2, lastCapturer: 1 });
      const { state: end, events } = play(s, LAY);
      assert.equal(end.phase, 'sessionOver');
      assert.deepEqual(payments(events, 'sessionShare').map((p) => [p.from, p.to, p.amount]), [['pot', 2, 4], ['pot', 0, 4], ['pot', 1, 3]]);
      assert.equal(end.pot, 0);
      const over = eventsOf(events, 'sessionOver')[0]!;
      assert.deepEqual(over.balances, end.balances);
      assert.deepEqual(over.places, placesByBalance(end.balances));
      assert.deepEqual(placesByBalance([5, 9, 5, 1]), [2, 1, 2, 4], 'equal balances share a place');
      assert.deepEqual(legalMoves(end), []);
      assert.throws(() => nextDeal(end), /phase 'dealOver'/);
    });
  });

  describe('1.12 irregularities and information', () => {
    it('P48: out-of-turn play cannot happen: a move is always the player to move\'s; another player\'s card is refused', () => {
      const s = state({ hands: [['9H'], ['5C'], ['KD']], table: ['4C', '5D'], stock: ['3S'] });
      refuse(s, cap('5C', '5D'), 'P19', 'cardNotInHand');
      assert.equal(s.toMove, 0);
    });

    it('P49: a view shows the table, counts, balances and pot, never another hand or the stock; dealt cards of others are hidden', () => {
      const { state: s, events } = newSessionWithEvents({ players: 3 }, 49);
      for (let viewer = 0; viewer < 3; viewer++) {
        const v = view(s, viewer);
        const text = JSON.stringify(v);
        assert.deepEqual(v.hand, s.hands[viewer]);
        assert.deepEqual(v.handCounts, [3, 3, 3]);
        assert.equal(v.stockCount, 36);
        assert.deepEqual(v.table, s.table);
        for (const c of hiddenCards(s, viewer)) assert.ok(!text.includes(`"${c}"`));
        const dealt = eventsOf(events.map((e) => visibleEvent(e, viewer)), 'handsDealt')[0]!;
        dealt.hands.forEach((h, seat) => assert.deepEqual(h, seat === viewer ? s.hands[viewer] : null));
      }
    });
  });
});

describe('Papillon variants V-P-1…V-P-11 (against the default where they differ)', () => {
  const v = (...variants: string[]): PapillonOptions => ({ players: 3, variants });

  it('V-P-1: a 10 on the table only by a 10, never in a sum; a 10 in hand may still sum-capture', () => {
    const base: PosInput = { hands: [['JH', '10S'], ['2H'], ['8D']], table: ['10C', 'AC', '4D', '5D'], stock: ['KS'] };
    assert.deepEqual(legalKeys(state(base)), keys(cap('JH', '10C', 'AC'), cap('10S', '10C'), cap('10S', 'AC', '4D', '5D')));
    assert.deepEqual(legalKeys(state({ ...base, options: v('V-P-1') })), keys(cap('10S', '10C'), cap('10S', 'AC', '4D', '5D')));
    refuse(state({ ...base, options: v('V-P-1') }), cap('JH', '10C', 'AC'), 'V-P-1', 'tenNotInSum');
  });

  it('V-P-2: face cards take only their equal and never sum; no Haneton', () => {
    const base: PosInput = { hands: [['QH', 'JD'], ['2H'], ['8D']], table: ['2C', '4C', '6C', 'JS'], stock: ['KS'] };
    assert.deepEqual(legalKeys(state(base)), keys(cap('QH', '2C', '4C', '6C'), cap('JD', 'JS')));
    assert.deepEqual(legalKeys(state({ ...base, options: v('V-P-2') })), keys(cap('JD', 'JS')));
    refuse(state({ ...base, options: v('V-P-2') }), cap('QH', '2C', '4C', '6C'), 'V-P-2', 'faceNoSum');
  });

  it('V-P-3: consolation of 2 from each other player', () => {
    const mk = (options: PapillonOptions) => state({ options, dealer: 2, hands: [['KH'], [], []], table: ['2C'], finalRound: true, lastCapturer: 1 });
    assert.deepEqual(payments(play(mk({ players: 3 }), LAY).events, 'consolation').map((p) => p.amount), [1, 1]);
    const e = play(mk(v('V-P-3')), LAY).events;
    assert.deepEqual(payments(e, 'consolation').map((p) => p.amount), [2, 2]);
    assert.equal(eventsOf(e, 'consolation')[0]!.amountEach, 2);
  });

  it('V-P-4: classic payouts: no ace, pure-ace, Klein-Papillon, Haneton, Sautenelle, laid-down-ace or Blätter payments', () => {
    const capPos = (options: PapillonOptions) => state({ options, hands: [['3S', '9C'], ['2H'], ['8D']], table: ['AC', 'AD', 'AH'], stock: ['KS'] });
    assert.equal(delta(capPos(v()), play(capPos(v()), cap('3S', 'AC', 'AD', 'AH')).state)[0], 16);
    const c = play(capPos(v('V-P-4')), cap('3S', 'AC', 'AD', 'AH'));
    assert.equal(delta(capPos(v('V-P-4')), c.state)[0], 0);
    assert.equal(eventsOf(c.events, 'capture')[0]!.gainEach, 0);
    const lay = (options: PapillonOptions) => state({ options, hands: [['AS', 'KC'], ['2H'], ['8D']], table: ['QH'], stock: ['KS'] });
    assert.deepEqual(delta(lay(v()), play(lay(v()), LAY).state), [0, -1, -1, 2]);
    assert.deepEqual(delta(lay(v('V-P-4')), play(lay(v('V-P-4')), LAY).state), [-2, 0, 0, 2], 'the lay-down still pays per card');
    const piles = [rest('5H', '5S').slice(0, 20), [], rest('5H', '5S').slice(20)];
    const end = play(endingCapture({ piles, options: v('V-P-4'), pot: 4 }), cap('5H', '5S'));
    assert.equal(eventsOf(end.events, 'blaetter').length, 0);
    assert.deepEqual(payments(end.events).map((p) => p.reason), ['pot'], 'only the pot, still won (P41)');
  });

  it('V-P-5: no refill: an empty table at a redeal stays empty', () => {
    const mk = (options: PapillonOptions) => state({ options, dealer: 2, toMove: 2, hands: [[], [], ['5H']], table: ['5S'], stock: rest('5H', '5S').slice(0, 20) });
    assert.equal(play(mk(v()), cap('5H', '5S')).state.table.length, 7);
    const a = play(mk(v('V-P-5')), cap('5H', '5S'));
    assert.deepEqual(a.state.table, []);
    assert.equal(a.state.stock.length, 11);
    assert.equal(eventsOf(a.events, 'tableDealt').length, 0);
    assert.deepEqual(legalKeys(a.state), ['layDown']);
  });

  it('V-P-6: an ante of 2 per deal', () => {
    assert.equal(newSession(v('V-P-6'), 6).pot, 6);
    assert.deepEqual(newSession(v('V-P-6'), 6).balances, [48, 48, 48]);
    assert.equal(resolveRules({ players: 3, ante: 2 }).variants.includes('V-P-6'), true);
  });

  it('V-P-7: Klein-Papillon and Haneton only for exactly three table cards', () => {
    const mk = (options: PapillonOptions) => state({ options, hands: [['10S', 'KH'], ['2H'], ['8D']], table: ['AC', '2C', '3C', '4C', '9S'], stock: ['KS'] });
    const four = cap('10S', 'AC', '2C', '3C', '4C');
    assert.equal(eventsOf(play(mk(v()), four).events, 'capture')[0]!.kleinPapillon, true);
    assert.equal(eventsOf(play(mk(v('V-P-7')), four).events, 'capture')[0]!.kleinPapillon, false);
    assert.equal(eventsOf(play(mk(v('V-P-7')), cap('10S', 'AC', '9S')).events, 'capture')[0]!.kleinPapillon, false);
    const h = (options: PapillonOptions) => state({ options, hands: [['KS'], ['2H'], ['8D']], table: ['AC', '2C', '4C', '6C', '9S'], stock: ['KD'] });
    assert.equal(eventsOf(play(h(v()), cap('KS', 'AC', '2C', '4C', '6C')).events, 'capture')[0]!.haneton, true);
    assert.equal(eventsOf(play(h(v('V-P-7')), cap('KS', 'AC', '2C', '4C', '6C')).events, 'capture')[0]!.haneton, false);
    assert.equal(eventsOf(play(h(v('V-P-7')), cap('KS', '4C', '9S')).events, 'capture')[0]!.haneton, false);
  });

  it('V-P-8: the Haneton lapses in the final round too', () => {
    const mk = (options: PapillonOptions) => state({ options, dealer: 2, hands: [['QS', '3S'], ['2H'], ['8D']], table: ['2C', '4C', '6C', '9S'], finalRound: true });
    assert.equal(eventsOf(play(mk(v()), cap('QS', '2C', '4C', '6C')).events, 'capture')[0]!.haneton, true);
    assert.equal(eventsOf(play(mk(v('V-P-8')), cap('QS', '2C', '4C', '6C')).events, 'capture')[0]!.haneton, false);
  });

  it('V-P-9: the Blätter carry doubles: B = 2^t (see EX-P-12)', () => {
    const piles = [rest('5H', '5S').slice(0, 20), rest('5H', '5S').slice(20, 35), rest('5H', '5S').slice(35)];
    for (const [t, def, dbl] of [[0, 1, 1], [1, 2, 2], [2, 3, 4], [3, 4, 8]] as const) {
      assert.equal(eventsOf(play(endingCapture({ piles, blaetterCarry: t }), cap('5H', '5S')).events, 'blaetter')[0]!.amountEach, def);
      assert.equal(eventsOf(play(endingCapture({ piles, blaetterCarry: t, options: v('V-P-9') }), cap('5H', '5S')).events, 'blaetter')[0]!.amountEach, dbl);
    }
  });

  it('V-P-10: at a redeal, refill the empty table first, then deal the hands', () => {
    const stock = rest('5H', '5S').slice(0, 8);
    const mk = (options: PapillonOptions) => state({ options, dealer: 2, toMove: 2, hands: [[], [], ['5H']], table: ['5S'], stock });
    const d = play(mk(v()), cap('5H', '5S'));
    assert.deepEqual(d.state.table, []);
    assert.deepEqual(d.state.hands.map((h) => h.length), [3, 3, 2]);
    const a = play(mk(v('V-P-10')), cap('5H', '5S'));
    assert.deepEqual(a.state.table, stock.slice(0, 7));
    assert.deepEqual(a.state.hands, [[stock[7]], [], []]);
    assert.deepEqual(a.events.filter((e) => e.type === 'tableDealt' || e.type === 'handsDealt').map((e) => e.type), ['tableDealt', 'handsDealt']);
    assert.equal(a.state.finalRound, true);
  });

  it('V-P-11: the deal ends as soon as a winner exists; table and hand cards go to nobody', () => {
    const mk = (options: PapillonOptions) => state({ options, dealer: 2, hands: [['9H'], ['KC', 'QC'], ['KD']], table: ['4C', '5D', '2S'], finalRound: true, pot: 6, lastCapturer: 1 });
    const d = play(mk(v()), cap('9H', '4C', '5D'));
    assert.equal(d.state.phase, 'play');
    const { state: end, events } = play(mk(v('V-P-11')), cap('9H', '4C', '5D'));
    assert.equal(end.phase, 'dealOver');
    assert.equal(end.winner, 0);
    assert.deepEqual(end.table, ['2S']);
    assert.deepEqual(end.hands, [[], ['KC', 'QC'], ['KD']]);
    assert.deepEqual(eventsOf(events, 'leftovers'), [{ type: 'leftovers', to: null, cards: ['2S'] }]);
    assert.deepEqual(payments(events, 'pot').map((p) => [p.to, p.amount]), [[0, 6]]);
    assert.deepEqual(allCards(end).sort(), allCards(mk(v('V-P-11'))).sort(), 'every card is still accounted for where it lay');
  });
});

describe('Papillon presets', () => {
  it('braillespiel is the default rules (no variant)', () => {
    assert.deepEqual(resolveRules({ players: 3, preset: 'braillespiel' }), resolveRules({ players: 3 }));
    assert.deepEqual(resolveRules({ players: 4, preset: 'braillespiel' }).variants, []);
  });

  it('philidor-1756 switches on V-P-1…V-P-5 together and plays complete sessions', () => {
    const r = resolveRules({ players: 3, preset: 'philidor-1756' });
    assert.deepEqual(r.variants, ['V-P-1', 'V-P-2', 'V-P-3', 'V-P-4', 'V-P-5']);
    assert.deepEqual(r, resolveRules({ players: 3, variants: ['V-P-5', 'V-P-4', 'V-P-3', 'V-P-2', 'V-P-1'] }));
    assert.deepEqual(resolveRules({ players: 4, preset: 'philidor-1756', variants: ['V-P-9'] }).variants, ['V-P-1', 'V-P-2', 'V-P-3', 'V-P-4', 'V-P-5', 'V-P-9']);
    for (const players of [3, 4] as const) {
      const { state: end, events } = playSession({ players, preset: 'philidor-1756', tours: 1 }, players);
      assert.equal(end.phase, 'sessionOver');
      const reasons = new Set(payments(events).map((p) => p.reason));
      for (const banned of ['ace', 'pureAces', 'kleinPapillon', 'haneton', 'sautenelle', 'aceLaidDown', 'blaetter']) assert.ok(!reasons.has(banned as never), banned);
      assert.ok(eventsOf(events, 'tableDealt').every((e) => !e.refill));
    }
  });
});
