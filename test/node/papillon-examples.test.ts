/** The worked examples EX-P-1…EX-P-14 of shared/rules/papillon.md §7, one test (or more) each. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FULL_PACK } from '../../src/engine/cards.js';
import { Rng } from '../../src/engine/rng.js';
import {
  cutForFirstDealer,
  legalMoves,
  lowestCutters,
  newSessionWithEvents,
  type PapillonMove,
  type PapillonOptions,
  type PapillonState,
} from '../../src/games/papillon/index.js';
import { cap, delta, eventsOf, LAY, legalKeys, moveKey, play, refuse, state, type PosInput } from './support/papillon.js';

const keys = (...ms: PapillonMove[]) => ms.map(moveKey).sort();

/** Each legal move with its expected gain for the mover (payments of the capture only). */
function checkGains(s: PapillonState, gains: [PapillonMove, number][]): void {
  const n = s.rules.players;
  for (const [m, gain] of gains) {
    const { state: after, events } = play(s, m);
    assert.equal(after.toMove !== null || after.phase !== 'play', true);
    const d = delta(s, after);
    assert.equal(d[s.toMove!], gain, `gain of ${moveKey(m)}`);
    for (let i = 0; i < n; i++) if (i !== s.toMove) assert.equal(d[i], 0 - gain / (n - 1) || 0, `seat ${i} pays for ${moveKey(m)}`);
    assert.equal(d[n], 0, 'the pot is untouched by a capture');
    const c = eventsOf(events, 'capture')[0]!;
    assert.equal(c.gainEach * (n - 1), gain);
  }
}

// EX-P-1 and EX-P-9 share a position.
const ex1 = (extra: Partial<PosInput> = {}): PapillonState =>
  state({
    players: 3,
    hands: [['10S', '5S', 'QH'], ['2H'], ['8D']],
    table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'],
    stock: extra.finalRound ? [] : ['6S', '6C'],
    ...extra,
  });

describe('Papillon worked examples (papillon.md §7)', () => {
  it('EX-P-1 (P19, P21, P22, P25, P28, P30, P31): exactly 9 legal captures with their payouts', () => {
    const s = ex1();
    const legal: [PapillonMove, number][] = [
      [cap('10S', 'AC', '9S'), 2],
      [cap('10S', '3C', '7H'), 0],
      [cap('10S', 'AC', '4D', '5H'), 4],
      [cap('5S', '5H'), 0],
      [cap('5S', 'AC', '4D'), 2],
      [cap('QH', '5H', '7H'), 0],
      [cap('QH', '9S', '3C'), 0],
      [cap('QH', 'AC', '4D', '7H'), 4],
      [cap('QH', '4D', '5H', '3C'), 2],
    ];
    assert.deepEqual(legalKeys(s), keys(...legal.map(([m]) => m)));
    checkGains(s, legal);
    const feats = eventsOf(play(s, cap('QH', 'AC', '4D', '7H')).events, 'capture')[0]!;
    assert.equal(feats.haneton, true);
    assert.equal(feats.kleinPapillon, false);
    assert.equal(feats.aces, 1);
    refuse(s, cap('10S', 'AC', '9S', '3C', '7H'), 'P25', 'severalGroups');
    refuse(s, cap('5S', '5H', 'AC', '4D'), 'P21', 'onlyOneOfRank');
    refuse(s, cap('QH', 'KD'), 'P22', 'faceOnlyByEqual');
    refuse(s, cap('QH', 'KD', '4D', '5H', '3C'), 'P22');
    refuse(s, LAY, 'P18', 'captureCompulsory');
    for (const m of legalMoves(s)) {
      if (m.type === 'capture') assert.equal(eventsOf(play(s, m).events, 'capture')[0]!.sautenelle, false);
    }
  });

  it('EX-P-2 (P21, P28, P29): aces with 4 players', () => {
    const s = state({
      players: 4,
      hands: [['AD', '2C', '7S'], ['2H'], ['3H'], ['4H']],
      table: ['AS', 'AH', '6C', 'JD'],
      stock: ['5S'],
    });
    const legal: [PapillonMove, number][] = [
      [cap('AD', 'AS'), 6],
      [cap('AD', 'AH'), 6],
      [cap('2C', 'AS', 'AH'), 12],
      [cap('7S', 'AS', '6C'), 3],
      [cap('7S', 'AH', '6C'), 3],
    ];
    assert.deepEqual(legalKeys(s), keys(...legal.map(([m]) => m)));
    checkGains(s, legal);
    refuse(s, cap('AD', 'AS', 'AH'), 'P21');
    refuse(s, cap('2C', 'AS'), 'P19', 'rankMismatch');
    refuse(s, cap('7S', 'JD'), 'P22');
  });

  it('EX-P-3 (P22, P23, P24, V-P-1, V-P-2): face cards and tens, default and source 000', () => {
    const base: PosInput = { players: 3, hands: [['QS', 'KH', '3D'], ['2H'], ['8D']], table: ['QC', '2D', '4S', '6H', '10C'], stock: ['5S'] };
    const s = state(base);
    const legal: [PapillonMove, number][] = [
      [cap('QS', 'QC'), 0],
      [cap('QS', '2D', '10C'), 0],
      [cap('QS', '2D', '4S', '6H'), 2],
    ];
    assert.deepEqual(legalKeys(s), keys(...legal.map(([m]) => m)));
    checkGains(s, legal);
    refuse(s, cap('KH', 'QC'), 'P22');
    const v = state({ ...base, options: { players: 3, variants: ['V-P-1', 'V-P-2'] } });
    assert.deepEqual(legalKeys(v), keys(cap('QS', 'QC')));
    refuse(v, cap('QS', '2D', '10C'), 'V-P-1', 'tenNotInSum');
    refuse(v, cap('QS', '2D', '4S', '6H'), 'V-P-2', 'faceNoSum');
    const p = state({ ...base, options: { players: 3, preset: 'philidor-1756' } });
    assert.deepEqual(legalKeys(p), keys(cap('QS', 'QC')));
  });

  it('EX-P-4 (P27): forced lay-down with an ace', () => {
    const s = state({ players: 3, hands: [['3S', 'AH', 'QD'], ['4C'], ['8D']], table: ['KC', '9D'], stock: ['5S'] });
    assert.deepEqual(legalKeys(s), ['layDown']);
    const { state: a, events } = play(s, LAY);
    assert.deepEqual(delta(s, a), [-1, -1, -1, 3]);
    assert.deepEqual(a.table, ['KC', '9D', '3S', 'AH', 'QD']);
    assert.deepEqual(eventsOf(events, 'layDown')[0], { type: 'layDown', player: 0, cards: ['3S', 'AH', 'QD'], aces: 1, finalRound: false });
    assert.equal(a.toMove, 1);
    assert.ok(legalKeys(a).includes(moveKey(cap('4C', '3S', 'AH'))));
    const b = play(a, cap('4C', '3S', 'AH')).state;
    assert.deepEqual(delta(a, b), [-1, 2, -1, 0]);
  });

  it('EX-P-5 (P18, P22): capture is compulsory', () => {
    const s = state({ players: 3, hands: [['9C', 'KD', '2S'], ['2H'], ['8D']], table: ['4H', '5C', 'QS'], stock: ['5S'] });
    assert.deepEqual(legalKeys(s), keys(cap('9C', '4H', '5C')));
    refuse(s, LAY, 'P18', 'captureCompulsory');
    refuse(s, cap('KD', 'QS'), 'P22');
  });

  it('EX-P-6 (P21): "only one 5"', () => {
    const s = state({ players: 3, hands: [['5H'], ['2H'], ['8D']], table: ['5S', '5D', '2C', '3H'], stock: ['6S'] });
    assert.deepEqual(legalKeys(s), keys(cap('5H', '5S'), cap('5H', '5D'), cap('5H', '2C', '3H')));
    refuse(s, cap('5H', '5S', '5D'), 'P21');
    refuse(s, cap('5H', '5S', '2C', '3H'), 'P21');
    refuse(s, cap('5H', '5S', '5D', '2C', '3H'), 'P21');
  });

  it('EX-P-7 (P27, P32): Sautenelle and its consequence, 4 players', () => {
    // Seats in turn order: P1 = 0, P2 = 1, P3 = 2, D = 3.
    const s = state({
      players: 4,
      dealer: 3,
      toMove: 1,
      hands: [['9C'], ['10H', '4C', 'AC'], ['7C', 'AD'], ['8H']],
      table: ['4S', '6D'],
      stock: ['2S'],
    });
    assert.deepEqual(legalKeys(s), keys(cap('10H', '4S', '6D'), cap('4C', '4S')));
    checkGains(s, [
      [cap('10H', '4S', '6D'), 3],
      [cap('4C', '4S'), 0],
    ]);
    const a = play(s, cap('10H', '4S', '6D'));
    assert.equal(eventsOf(a.events, 'capture')[0]!.sautenelle, true);
    assert.deepEqual(a.state.table, []);
    assert.equal(a.state.toMove, 2);
    assert.deepEqual(legalKeys(a.state), ['layDown']);
    const b = play(a.state, LAY).state;
    assert.deepEqual(delta(a.state, b), [-1, -1, 1, -1, 2]);
    assert.deepEqual(b.table, ['7C', 'AD']);
    assert.equal(b.toMove, 3);
    const c = play(b, cap('8H', '7C', 'AD'));
    assert.deepEqual(delta(b, c.state), [-2, -2, -2, 6, 0]);
    const ce = eventsOf(c.events, 'capture')[0]!;
    assert.equal(ce.sautenelle, true);
    assert.equal(ce.aces, 1);
    assert.equal(c.state.toMove, 0);
    assert.deepEqual(legalKeys(c.state), ['layDown']);
  });

  it('EX-P-8 (P29, P30, P32, P33): pure aces with Klein-Papillon, in and out of the final round', () => {
    const mk = (table: string[], finalRound: boolean) =>
      state({ players: 4, hands: [['3S'], ['2H'], ['3H'], ['4H']], table, stock: finalRound ? [] : ['5S'], finalRound });
    const cases: [string[], boolean, number][] = [
      [['AS', 'AH', 'AD', '8C'], false, 21],
      [['AS', 'AH', 'AD', '8C'], true, 18],
      [['AS', 'AH', 'AD'], false, 24],
      [['AS', 'AH', 'AD'], true, 21],
    ];
    for (const [table, fin, gain] of cases) {
      const s = mk(table, fin);
      assert.deepEqual(legalKeys(s), keys(cap('3S', 'AS', 'AH', 'AD')));
      checkGains(s, [[cap('3S', 'AS', 'AH', 'AD'), gain]]);
    }
  });

  it('EX-P-9 (P30, P31, V-P-8): the EX-P-1 position in the final round', () => {
    const s = ex1({ finalRound: true });
    checkGains(s, [
      [cap('10S', 'AC', '4D', '5H'), 2],
      [cap('QH', '4D', '5H', '3C'), 2],
    ]);
    const v8 = ex1({ finalRound: true, options: { players: 3, variants: ['V-P-8'] } });
    checkGains(v8, [[cap('QH', '4D', '5H', '3C'), 0]]);
    // V-P-8 changes nothing outside the final round.
    checkGains(ex1({ options: { players: 3, variants: ['V-P-8'] } }), [[cap('QH', '4D', '5H', '3C'), 2]]);
  });

  describe('EX-P-10 (P35, P36, P37, P39): redeal, refill, short final deal', () => {
    // The dealer (seat 2) ends the hand-round by taking the last table card with his last card.
    const pack = FULL_PACK.filter((c) => c !== '5H' && c !== '5S');
    const endOfRound = (stock: string[], options: PapillonOptions = { players: 3 }) =>
      state({ options, dealer: 2, toMove: 2, hands: [[], [], ['5H']], table: ['5S'], stock });

    it('EX-P-10 situation A: 20 cards in the stock, 9 dealt, 7 turned up, 4 left, not the final round (P35, P36)', () => {
      const stock = pack.slice(0, 20);
      const { state: s, events } = play(endOfRound(stock), cap('5H', '5S'));
      assert.deepEqual(s.hands, [
        [stock[0], stock[3], stock[6]],
        [stock[1], stock[4], stock[7]],
        [stock[2], stock[5], stock[8]],
      ]);
      assert.deepEqual(s.table, stock.slice(9, 16));
      assert.deepEqual(s.stock, stock.slice(16));
      assert.equal(s.finalRound, false);
      assert.equal(s.toMove, 0);
      assert.equal(s.dealer, 2, 'the same dealer deals again');
      const td = eventsOf(events, 'tableDealt');
      assert.equal(td.length, 1);
      assert.equal(td[0]!.refill, true);
      assert.equal(td[0]!.stock, 4);
      assert.equal(eventsOf(events, 'lastCardsDealt').length, 0);
    });

    it('EX-P-10 next redeal: 4 cards go to P1, P2, D, P1; final round announced; empty table stays empty (P37)', () => {
      const stock = pack.slice(0, 4);
      const { state: s, events } = play(endOfRound(stock), cap('5H', '5S'));
      assert.deepEqual(s.hands, [[stock[0], stock[3]], [stock[1]], [stock[2]]]);
      assert.equal(s.finalRound, true);
      assert.deepEqual(eventsOf(events, 'lastCardsDealt'), [{ type: 'lastCardsDealt', dealer: 2, handRound: 2 }]);
      assert.equal(eventsOf(events, 'tableDealt').length, 0);
      assert.deepEqual(s.table, []);
      assert.equal(s.toMove, 0);
      assert.deepEqual(legalKeys(s), ['layDown']);
      const a = play(s, LAY).state;
      assert.deepEqual(a.table, [stock[0], stock[3]]);
    });

    it('EX-P-10 situation B: 2 cards left, D gets none and cannot win (P39)', () => {
      const { state: s } = play(endOfRound(['6C', '6D']), cap('5H', '5S'));
      assert.deepEqual(s.hands.map((h) => h.length), [1, 1, 0]);
      assert.equal(s.finalRound, true);
      // P1 lays down 6C (empty table), P2 takes it with 6D and wins; D never held a card.
      const a = play(s, LAY).state;
      const b = play(a, cap('6D', '6C'));
      assert.equal(b.state.winner, 1);
      assert.notEqual(b.state.winner, 2);
    });
  });

  describe('EX-P-11 (P39, P41, P42, P43, P44): a complete final round', () => {
    const table = ['2S', '5D', '8C', 'JH'];
    const hands = (x: string) => [['7D', x, 'JS'], ['10C', '6H', '4H'], ['KS', '9H', '2D']];
    const setup = (x: string): PapillonState => {
      const inPlay = new Set([...table, ...hands(x).flat()]);
      const rest = FULL_PACK.filter((c) => !inPlay.has(c));
      assert.equal(rest.length, 39);
      return state({
        players: 3,
        dealer: 2,
        toMove: 0,
        hands: hands(x),
        table,
        piles: [rest.slice(0, 10), rest.slice(10, 24), rest.slice(24)],
        pot: 9,
        finalRound: true,
      });
    };
    const opening = (x: string) => {
      let s = setup(x);
      assert.deepEqual(legalKeys(s), keys(cap('7D', '2S', '5D'), cap('JS', 'JH')));
      s = play(s, cap('JS', 'JH')).state;
      assert.deepEqual(s.table, ['2S', '5D', '8C']);
      assert.deepEqual(legalKeys(s), keys(cap('10C', '2S', '8C')));
      s = play(s, cap('10C', '2S', '8C')).state;
      assert.deepEqual(legalKeys(s), ['layDown']);
      s = play(s, LAY).state;
      assert.deepEqual(s.table, ['5D', 'KS', '9H', '2D']);
      assert.deepEqual(legalKeys(s), keys(cap('7D', '5D', '2D')));
      s = play(s, cap('7D', '5D', '2D')).state;
      assert.deepEqual(legalKeys(s), ['layDown']);
      s = play(s, LAY).state;
      assert.deepEqual(s.table, ['KS', '9H', '6H', '4H']);
      assert.equal(s.toMove, 0);
      return s;
    };

    it('EX-P-11 variant A (3C): no winner; consolation, leftovers and Blätter to P1; pot 15 carried', () => {
      const start = setup('3C');
      const s = opening('3C');
      assert.deepEqual(legalKeys(s), ['layDown']);
      const { state: end, events } = play(s, LAY);
      assert.equal(end.phase, 'dealOver');
      assert.equal(end.winner, null);
      assert.equal(end.lastToLayDown, 0);
      assert.equal(end.lastCapturer, 0);
      assert.deepEqual(eventsOf(events, 'consolation'), [{ type: 'consolation', player: 0, amountEach: 1 }]);
      assert.deepEqual(eventsOf(events, 'potCarried'), [{ type: 'potCarried', amount: 15 }]);
      assert.deepEqual(eventsOf(events, 'leftovers'), [{ type: 'leftovers', to: 0, cards: ['KS', '9H', '6H', '4H', '3C'] }]);
      assert.deepEqual(end.piles.map((p) => p.length), [20, 17, 15]);
      assert.deepEqual(end.table, []);
      assert.equal(eventsOf(events, 'blaetter')[0]!.winner, 0);
      assert.deepEqual(delta(start, end), [3, -4, -5, 6]);
      assert.equal(end.pot, 15);
    });

    it('EX-P-11 variant B (4C): P1 wins, takes the pot of 14, the leftovers and the Blätter', () => {
      const start = setup('4C');
      const s = opening('4C');
      assert.deepEqual(legalKeys(s), keys(cap('4C', '4H')));
      const { state: end, events } = play(s, cap('4C', '4H'));
      assert.deepEqual(eventsOf(events, 'winner'), [{ type: 'winner', player: 0 }]);
      assert.equal(end.phase, 'dealOver');
      assert.equal(end.winner, 0);
      assert.deepEqual(eventsOf(events, 'payment').filter((p) => p.reason === 'pot'), [
        { type: 'payment', from: 'pot', to: 0, amount: 14, reason: 'pot' },
      ]);
      assert.deepEqual(eventsOf(events, 'leftovers'), [{ type: 'leftovers', to: 0, cards: ['KS', '9H', '6H'] }]);
      assert.deepEqual(end.piles.map((p) => p.length), [20, 17, 15]);
      assert.deepEqual(delta(start, end), [16, -3, -4, -9]);
      assert.equal(end.pot, 0);
      assert.equal(eventsOf(events, 'consolation').length, 0);
    });
  });

  describe('EX-P-12 (P44, P45, V-P-9): Blätter tie and carry', () => {
    const SAUT = [2, -1, -1, 0];
    const plus = (a: number[], b: number[]) => a.map((x, i) => x + b[i]!);
    /** The last move of a deal: seat 0 takes 5S with 5H in the final round; piles end at `counts`. */
    const lastMove = (counts: number[], carry: number, options: PapillonOptions = { players: 3 }) => {
      const rest = FULL_PACK.filter((c) => c !== '5H' && c !== '5S');
      const before = [counts[0]! - 2, counts[1]!, counts[2]!];
      const piles = [rest.slice(0, before[0]), rest.slice(before[0], before[0]! + before[1]!), rest.slice(before[0]! + before[1]!)];
      assert.equal(piles.flat().length, 50);
      const s = state({ options, dealer: 2, toMove: 0, hands: [['5H'], [], []], table: ['5S'], piles, finalRound: true, blaetterCarry: carry });
      return { s, ...play(s, cap('5H', '5S')) };
    };

    it('EX-P-12 deal k: piles 18, 18, 16 tie; nobody pays, the carry becomes 1', () => {
      const { state: end, events } = lastMove([18, 18, 16], 0);
      assert.deepEqual(end.piles.map((p) => p.length), [18, 18, 16]);
      assert.deepEqual(eventsOf(events, 'blaetter'), [{ type: 'blaetter', winner: null, counts: [18, 18, 16], amountEach: 0, carry: 1 }]);
      assert.equal(eventsOf(events, 'payment').filter((p) => p.reason === 'blaetter').length, 0);
      assert.equal(end.blaetterCarry, 1);
    });

    it('EX-P-12 deal k+1: P2 has strictly the most and receives 2 from each; the carry resets', () => {
      const { s, state: end } = lastMove([16, 20, 16], 1);
      // P1's last capture is a Sautenelle (+1 from each); Blätter: P2 +2 from each.
      assert.deepEqual(delta(s, end), plus(SAUT, [-2, 4, -2, 0]));
      assert.equal(end.blaetterCarry, 0);
    });

    it('EX-P-12 after two ties: 3 from each by default, 4 with V-P-9', () => {
      const d = lastMove([16, 20, 16], 2);
      assert.deepEqual(delta(d.s, d.state), plus(SAUT, [-3, 6, -3, 0]));
      const v = lastMove([16, 20, 16], 2, { players: 3, variants: ['V-P-9'] });
      assert.deepEqual(delta(v.s, v.state), plus(SAUT, [-4, 8, -4, 0]));
      const v1 = lastMove([16, 20, 16], 1, { players: 3, variants: ['V-P-9'] });
      assert.deepEqual(delta(v1.s, v1.state), plus(SAUT, [-2, 4, -2, 0]), 'identical to the default for t ≤ 1');
    });
  });

  describe('EX-P-13 (P24, V-P-1): tens', () => {
    const mk = (hand: string, variants: string[] = []) =>
      state({ options: { players: 3, variants }, hands: [[hand], ['2H'], ['8D']], table: ['10D', '2C'], stock: ['5S'] });
    it('EX-P-13 Q♥ takes 10♦+2♣ by default, not with V-P-1', () => {
      assert.deepEqual(legalKeys(mk('QH')), keys(cap('QH', '10D', '2C')));
      assert.deepEqual(legalKeys(mk('QH', ['V-P-1'])), ['layDown']);
      refuse(mk('QH', ['V-P-1']), cap('QH', '10D', '2C'), 'V-P-1');
    });
    it('EX-P-13 10♠ takes 10♦ under both', () => {
      assert.deepEqual(legalKeys(mk('10S')), keys(cap('10S', '10D')));
      assert.deepEqual(legalKeys(mk('10S', ['V-P-1'])), keys(cap('10S', '10D')));
    });
  });

  describe('EX-P-14 (P9): first dealer', () => {
    it('EX-P-14 cuts 7♣, A♦, A♠: the two aces tie and cut again, the lower deals', () => {
      assert.deepEqual(lowestCutters(['7C', 'AD', 'AS']), [1, 2]);
      assert.deepEqual(lowestCutters([null, '9H', '4D']), [2]);
      assert.deepEqual(lowestCutters([null, 'KH', 'KD']), [1, 2]);
    });

    it('EX-P-14 simulated cuts: only tied players cut again, the lowest deals, the right-hand neighbour plays first', () => {
      let sawTie = false;
      for (let seed = 0; seed < 200; seed++) {
        const players = seed % 2 === 0 ? 3 : 4;
        const { rounds, dealer } = cutForFirstDealer(new Rng([seed, 1, 2, 3]), players);
        for (let r = 1; r < rounds.length; r++) {
          sawTie = true;
          const tied = lowestCutters(rounds[r - 1]!);
          assert.ok(tied.length > 1);
          rounds[r]!.forEach((c, seat) => assert.equal(c !== null, tied.includes(seat)));
        }
        assert.deepEqual(lowestCutters(rounds.at(-1)!), [dealer]);
        const { state: s, events } = newSessionWithEvents({ players }, `cut-${seed}`);
        const fd = eventsOf(events, 'firstDealer')[0]!;
        assert.equal(s.dealer, fd.dealer);
        assert.deepEqual(lowestCutters(eventsOf(events, 'cut').at(-1)!.cards), [fd.dealer]);
        assert.equal(s.toMove, (fd.dealer + 1) % players);
        assert.equal(eventsOf(events, 'dealStart')[0]!.firstPlayer, (fd.dealer + 1) % players);
      }
      assert.ok(sawTie, 'some seeds tie');
    });
  });
});
