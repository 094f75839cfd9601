/** Events: every happening is an event carrying the facts needed to announce it, in the order it happens. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FULL_PACK } from '../../src/engine/cards.js';
import { Rng } from '../../src/engine/rng.js';
import {
  applyMove,
  legalMoves,
  newSessionWithEvents,
  nextDealWithEvents,
  type PapillonEvent,
  type PapillonOptions,
  type PapillonState,
} from '../../src/games/papillon/index.js';
import { cap, delta, eventsOf, LAY, paymentNet, play, state } from './support/papillon.js';

const types = (es: readonly PapillonEvent[]) => es.map((e) => (e.type === 'payment' ? `payment:${e.reason}` : e.type));
const rest = (...used: string[]) => FULL_PACK.filter((c) => !used.includes(c));

describe('Papillon events', () => {
  it('newSession: sessionStart, cuts, firstDealer, dealStart, ante payments, handsDealt, tableDealt', () => {
    const { state: s, events } = newSessionWithEvents({ players: 3, variants: ['V-P-7'] }, 'events');
    const t = types(events);
    const cuts = eventsOf(events, 'cut').length;
    assert.deepEqual(t, [
      'sessionStart',
      ...new Array<string>(cuts).fill('cut'),
      'firstDealer',
      'dealStart',
      'payment:ante', 'payment:ante', 'payment:ante',
      'handsDealt',
      'tableDealt',
    ]);
    assert.deepEqual(events[0], { type: 'sessionStart', players: 3, tours: 2, variants: ['V-P-7'] });
    assert.deepEqual(eventsOf(events, 'dealStart')[0], { type: 'dealStart', dealer: s.dealer, deal: 1, deals: 6, tour: 1, firstPlayer: (s.dealer + 1) % 3 });
    assert.deepEqual(eventsOf(events, 'handsDealt')[0], { type: 'handsDealt', handRound: 1, counts: [3, 3, 3], hands: s.hands, stock: 43 });
    assert.deepEqual(eventsOf(events, 'tableDealt')[0], { type: 'tableDealt', cards: s.table, refill: false, stock: 36 });
    for (const p of eventsOf(events, 'payment')) assert.deepEqual([p.to, p.amount, p.reason], ['pot', 1, 'ante']);
  });

  it('nextDeal: dealStart (deal and tour numbers), antes, handsDealt, tableDealt', () => {
    const s = state({ phase: 'dealOver', toMove: null, dealer: 2, piles: [FULL_PACK.slice(), [], []], dealsPlayed: 3, pot: 4 });
    const { state: n, events } = nextDealWithEvents(s);
    assert.deepEqual(types(events), ['dealStart', 'payment:ante', 'payment:ante', 'payment:ante', 'handsDealt', 'tableDealt']);
    assert.deepEqual(events[0], { type: 'dealStart', dealer: 0, deal: 4, deals: 6, tour: 2, firstPlayer: 1 });
    assert.equal(n.pot, 7);
    assert.deepEqual(paymentNet(events, 3), delta(s, n));
  });

  it('capture: the card, the taken cards and every feat, then one payment per feat and payer', () => {
    const s = state({ hands: [['3S', 'KH'], ['2H'], ['8D']], table: ['AC', 'AD', 'AH'], stock: ['KS'] });
    const { state: a, events } = play(s, cap('3S', 'AC', 'AD', 'AH'));
    assert.deepEqual(events[0], {
      type: 'capture', player: 0, card: '3S', taken: ['AC', 'AD', 'AH'], aces: 3,
      pureAces: true, kleinPapillon: true, haneton: false, sautenelle: true, finalRound: false, gainEach: 8,
    });
    assert.deepEqual(types(events.slice(1)), [
      'payment:pureAces', 'payment:kleinPapillon', 'payment:sautenelle',
      'payment:pureAces', 'payment:kleinPapillon', 'payment:sautenelle',
    ]);
    assert.deepEqual(eventsOf(events, 'payment').map((p) => [p.from, p.to, p.amount]), [[1, 0, 6], [1, 0, 1], [1, 0, 1], [2, 0, 6], [2, 0, 1], [2, 0, 1]]);
    assert.deepEqual(paymentNet(events, 3), delta(s, a));
  });

  it('layDown: the cards and aces, the layDown payment, then aceLaidDown from each', () => {
    const s = state({ players: 4, hands: [['AS', '3C'], ['2H'], ['9D'], ['8D']], table: ['KS'], stock: ['QS'] });
    const { state: a, events } = play(s, LAY);
    assert.deepEqual(events[0], { type: 'layDown', player: 0, cards: ['AS', '3C'], aces: 1, finalRound: false });
    assert.deepEqual(types(events.slice(1)), ['payment:layDown', 'payment:aceLaidDown', 'payment:aceLaidDown', 'payment:aceLaidDown']);
    assert.deepEqual(paymentNet(events, 4), delta(s, a));
  });

  it('a redeal: handsDealt, tableDealt with the refill flag, and lastCardsDealt in the final round', () => {
    const s = state({ dealer: 2, toMove: 2, hands: [[], [], ['5H']], table: ['5S'], stock: rest('5H', '5S').slice(0, 12) });
    const { events } = play(s, cap('5H', '5S'));
    assert.deepEqual(types(events), ['capture', 'payment:sautenelle', 'payment:sautenelle', 'handsDealt', 'tableDealt', 'lastCardsDealt']);
    assert.deepEqual(eventsOf(events, 'handsDealt')[0]!.counts, [3, 3, 3]);
    assert.equal(eventsOf(events, 'handsDealt')[0]!.handRound, 2);
    assert.deepEqual(eventsOf(events, 'tableDealt')[0]!.refill, true);
    assert.deepEqual(eventsOf(events, 'tableDealt')[0]!.stock, 0);
  });

  it('end of a deal with a winner: winner, pot payment, leftovers, blaetter, dealOver', () => {
    const piles = [rest('9H', '4C', '5D', '2S').slice(0, 30), rest('9H', '4C', '5D', '2S').slice(30), []];
    const s = state({ dealer: 2, hands: [['9H'], [], []], table: ['4C', '5D', '2S'], piles, finalRound: true, pot: 5 });
    const { state: end, events } = play(s, cap('9H', '4C', '5D'));
    assert.deepEqual(types(events), ['capture', 'winner', 'payment:pot', 'leftovers', 'blaetter', 'payment:blaetter', 'payment:blaetter', 'dealOver']);
    assert.deepEqual(eventsOf(events, 'leftovers')[0], { type: 'leftovers', to: 0, cards: ['2S'] });
    assert.deepEqual(eventsOf(events, 'dealOver')[0], {
      type: 'dealOver', deal: 1, dealer: 2, winner: 0, balances: end.balances, pot: 0, pileCounts: [34, 18, 0],
    });
  });

  it('end of the last deal without a winner: consolation, potCarried, leftovers, blaetter, dealOver, sessionShare, sessionOver', () => {
    const s = state({ options: { players: 3, tours: 1 }, dealer: 1, toMove: 2, hands: [[], [], ['KH']], table: ['2C'], finalRound: true, pot: 10, dealsPlayed: 2, lastCapturer: 1 });
    const { state: end, events } = play(s, LAY);
    assert.deepEqual(types(events), [
      'layDown', 'payment:layDown',
      'consolation', 'payment:consolation', 'payment:consolation',
      'potCarried', 'leftovers', 'blaetter', 'payment:blaetter', 'payment:blaetter', 'dealOver',
      'payment:sessionShare', 'payment:sessionShare', 'payment:sessionShare', 'sessionOver',
    ]);
    assert.deepEqual(eventsOf(events, 'potCarried')[0], { type: 'potCarried', amount: 11 });
    assert.deepEqual(eventsOf(events, 'sessionOver')[0]!.balances, end.balances);
    assert.deepEqual(paymentNet(events, 3), delta(s, end), 'the payment events of a step sum to the balance changes');
  });

  it('every event type and every payment reason occurs in random sessions, and each step\'s payments match the balance changes', () => {
    const reasons = new Set<string>();
    const seen = new Set<string>();
    const want = ['ante', 'layDown', 'aceLaidDown', 'ace', 'pureAces', 'kleinPapillon', 'haneton', 'sautenelle', 'pot', 'consolation', 'blaetter', 'sessionShare'];
    const wantTypes = ['sessionStart', 'cut', 'firstDealer', 'dealStart', 'payment', 'handsDealt', 'tableDealt', 'lastCardsDealt', 'capture', 'layDown', 'winner', 'consolation', 'potCarried', 'leftovers', 'blaetter', 'dealOver', 'sessionOver'];
    const rng = new Rng([4, 4, 4, 4]);
    const record = (before: PapillonState, after: PapillonState, es: readonly PapillonEvent[]) => {
      assert.deepEqual(paymentNet(es, before.rules.players), delta(before, after));
      for (const e of es) {
        seen.add(e.type);
        if (e.type === 'payment') reasons.add(e.reason);
      }
    };
    for (let session = 0; session < 60 && (reasons.size < want.length || seen.size < wantTypes.length); session++) {
      const options: PapillonOptions = { players: session % 2 ? 3 : 4, tours: 1 };
      const start = newSessionWithEvents(options, `reasons-${session}`);
      let s = start.state;
      for (const e of start.events) seen.add(e.type), e.type === 'payment' && reasons.add(e.reason);
      while (s.phase !== 'sessionOver') {
        if (s.phase === 'dealOver') {
          const nd = nextDealWithEvents(s);
          record(s, nd.state, nd.events);
          s = nd.state;
          continue;
        }
        const r = applyMove(s, rng.pick(legalMoves(s)));
        assert.ok(r.ok);
        if (!r.ok) break;
        record(s, r.state, r.events);
        s = r.state;
      }
    }
    assert.deepEqual([...reasons].sort(), want.slice().sort());
    assert.deepEqual([...seen].sort(), wantTypes.slice().sort());
  });
});
