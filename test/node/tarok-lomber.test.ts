/**
 * Taroklomber (TL1–TL24) through the engine, old and new method, with its worked examples EX-T-11
 * (the auction with a hold), EX-T-12 (payments) and EX-T-13 (calls and cards given back).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  cardPointsOf,
  legalMoves,
  lomberAmount,
  newSession,
  nextDeal,
  PACK,
  resolveRules,
  view,
  visibleEvent,
  type TarokEvent,
  type TarokMove,
  type TarokState,
} from '../../src/games/tarok/index.js';
import { dealWith, ladons, net, playOut, run } from './support/tarok.js';

function refused(s: TarokState, m: TarokMove, rule: string, code: string): void {
  const before = JSON.stringify(s);
  const r = applyMove(s, m);
  assert.ok(!r.ok, `accepted ${JSON.stringify(m)}`);
  assert.deepEqual([r.violation.rule, r.violation.code], [rule, code], JSON.stringify(m));
  assert.equal(JSON.stringify(s), before);
}
const layFirst = (s: TarokState, keep: string[] = []) => {
  const cards = legalMoves(s).map((m) => (m as { card: string }).card).filter((c) => !keep.includes(c));
  return run(s, cards.slice(0, 3).map((card) => ({ type: 'discard' as const, card }))).state;
};

describe('Taroklomber (TL1–TL24)', () => {
  it('TL1, TL3, TL6, TL7: old method: the dealer lays the Skat first (no tarok, no King, no Pagat exception), then the auction from the eldest', () => {
    const s = dealWith({ options: { form: 'lomber' }, dealer: 2, hands: { 2: ['T-1', 'T-Sk', 'T-21', 'C-K'] }, filler: ladons(60, []) });
    assert.equal(s.phase, 'skat');
    for (const card of ['T-1', 'T-Sk', 'T-21', 'C-K']) refused(s, { type: 'discard', card }, 'TL7', 'SKAT_FORBIDDEN');
    const a = layFirst(s);
    assert.equal(a.phase, 'auction');
    assert.equal(a.toMove, 0);
  });

  it('EX-T-11, TL10, TL11, TL12: a Due, a Uno, hold, Solo, pass, pass: seat 1 plays Solo; a Due after a Due is too low', () => {
    const a = layFirst(dealWith({ options: { form: 'lomber' }, dealer: 2, hands: {} }));
    const after1 = run(a, [{ type: 'bid', game: 'aDue' }]).state;
    refused(after1, { type: 'bid', game: 'aDue' }, 'TL12', 'BID_TOO_LOW');
    refused(after1, { type: 'hold' }, 'TL12', 'CANNOT_HOLD');
    const { state, events } = run(after1, [
      { type: 'bid', game: 'aUno' },
      { type: 'hold' },
      { type: 'bid', game: 'solo' },
      { type: 'pass' },
      { type: 'pass' },
    ]);
    assert.deepEqual(events.find((e) => e.type === 'hold'), { type: 'hold', seat: 0, game: 'aUno' });
    assert.deepEqual(events.find((e) => e.type === 'auctionWon'), { type: 'auctionWon', seat: 1, game: 'solo' });
    assert.deepEqual([state.declarer, state.game, state.phase, state.toMove], [1, 'solo', 'play', 0]);
  });

  it('TL13, PD-T-12: all pass: the eldest receives à personne from each (10 old, 20 new)', () => {
    const old = run(layFirst(dealWith({ options: { form: 'lomber' }, dealer: 2, hands: {} })), [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.deepEqual(net(old.events, 3, 'aPersonne'), [20, -10, -10]);
    assert.equal(old.state.outcome, 'passed');
    assert.ok(old.events.some((e) => e.type === 'allPassed'));
    const nw = run(dealWith({ options: { form: 'lomber', method: 'new' }, dealer: 2, hands: {} }), [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.deepEqual(net(nw.events, 3, 'aPersonne'), [40, -20, -20]);
  });

  it('EX-T-13, TL14, TL15, TL17, PD-T-14: calls of T-21 and H-K with C-5 and D-J given back; bad calls and bad returns refused; a call of a Skat card is spent', () => {
    const plain = ladons(70, ['C-5', 'D-J', 'C-7']);
    const s = dealWith({
      options: { form: 'lomber' },
      dealer: 2,
      hands: { 0: ['T-21', 'C-7'], 1: ['C-5', 'T-4', 'S-K', 'T-10', 'D-J'], 2: ['H-K', 'S-Q', ...plain.slice(0, 2)] },
      filler: plain,
    });
    const laid = run(s, [{ type: 'discard', card: 'S-Q' }, { type: 'discard', card: plain[0]! }, { type: 'discard', card: plain[1]! }]).state;
    const call = run(laid, [{ type: 'pass' }, { type: 'bid', game: 'aDue' }, { type: 'pass' }]).state;
    assert.deepEqual([call.phase, call.toMove, call.declarer, call.game], ['call', 1, 1, 'aDue']);
    refused(call, { type: 'call', card: 'T-10' }, 'TL14', 'BAD_CALL');
    refused(call, { type: 'call', card: 'C-7' }, 'TL14', 'BAD_CALL');
    const give = run(call, [{ type: 'call', card: 'T-21' }]);
    assert.deepEqual(give.events.find((e) => e.type === 'called'), { type: 'called', seat: 1, card: 'T-21', from: 0 });
    assert.equal(give.state.phase, 'give');
    for (const card of ['T-4', 'S-K', 'T-21']) refused(give.state, { type: 'give', card }, 'TL14', 'BAD_RETURN');
    refused(give.state, { type: 'call', card: 'H-K' }, 'T38', 'WRONG_PHASE');
    const r1 = run(give.state, [{ type: 'give', card: 'C-5' }]);
    assert.ok(r1.state.hands[0]!.includes('C-5') && r1.state.hands[1]!.includes('T-21'));
    refused(r1.state, { type: 'call', card: 'T-21' }, 'TL14', 'BAD_CALL');
    const given = r1.events.find((e) => e.type === 'given')!;
    assert.equal((visibleEvent(given, 2) as { card: string | null }).card, null, 'TL17: the card given back is the two\'s');
    assert.equal((visibleEvent(given, 0) as { card: string | null }).card, 'C-5');
    assert.equal(view(r1.state, 2).calls[0]!.returned, null);
    const r2 = run(r1.state, [{ type: 'call', card: 'H-K' }, { type: 'give', card: 'D-J' }]).state;
    assert.deepEqual([r2.phase, r2.toMove], ['play', 0]);
    assert.ok(r2.hands[2]!.includes('D-J') && r2.hands[1]!.includes('H-K'));
    // TL15: S-Q lies in the dealer's Skat: nothing handed over, the call spent
    const spent = run(call, [{ type: 'call', card: 'S-Q' }]);
    assert.deepEqual(spent.events.find((e) => e.type === 'called'), { type: 'called', seat: 1, card: 'S-Q', from: null });
    assert.deepEqual([spent.state.phase, spent.state.calls.length], ['call', 1]);
  });

  it('TL8, TL9, TL16: new method: the Skat set aside first; the declarer takes it (28), calls one at a Uno, gives back, lays three (TL7) and the Skat is his', () => {
    const s = newSession({ form: 'lomber', method: 'new' }, 'tl16');
    assert.deepEqual([s.phase, s.skat.length, s.hands.map((h) => h.length).join()], ['auction', 3, '25,25,25']);
    assert.equal(view(s, 0).skat, null);
    refused(s, { type: 'bid', game: 'aDue' }, 'TL10', 'NOT_ON_LADDER');
    const taken = run(s, [{ type: 'bid', game: 'aUno' }, { type: 'pass' }, { type: 'pass' }]);
    const eldest = (s.dealer + 1) % 3;
    const skatTaken = taken.events.find((e) => e.type === 'skatTaken') as Extract<TarokEvent, { type: 'skatTaken' }>;
    assert.deepEqual(skatTaken.cards, s.skat);
    assert.ok((visibleEvent(skatTaken, s.dealer) as { cards: unknown[] }).cards.every((c) => c === null));
    assert.deepEqual([taken.state.phase, taken.state.hands[eldest]!.length, taken.state.skat.length], ['call', 28, 0]);
    const called = applyMove(taken.state, legalMoves(taken.state)[0]!);
    assert.ok(called.ok);
    const afterGive = applyMove(called.state, legalMoves(called.state)[0]!);
    assert.ok(afterGive.ok);
    assert.deepEqual([afterGive.state.phase, afterGive.state.toMove], ['skat', eldest]);
    const laid = layFirst(afterGive.state);
    assert.deepEqual([laid.phase, laid.hands.map((h) => h.length).join(), laid.skat.length], ['play', '25,25,25', 3]);
    const end = playOut(laid, 16);
    const D = (end.events.find((e) => e.type === 'result') as { points: number }).points;
    const cp = (end.events.find((e) => e.type === 'cardPoints') as { points: number[] }).points;
    assert.equal(D, cp[eldest]);
    assert.equal(cp.reduce((a, b) => a + b, 0), 78, 'TL19');
  });

  it('TL2, TL18, TL19, TL20, TL22, TL23, PD-T-13: the eldest leads; 40 wins, 39 remise, less loses; each opponent pays or is paid the tariff; no announcements or prizes', () => {
    const outcomes = new Set<string>();
    for (let seed = 0; seed < 80; seed++) {
      let s = newSession({ form: 'lomber' }, `tl${seed}`);
      s = layFirst(s);
      s = run(s, [{ type: 'bid', game: seed % 2 ? 'solo' : 'aUno' }]).state;
      const { state, events } = playOut(s, seed, (st, legal) => (st.phase === 'auction' ? { type: 'pass' } : legal[0]));
      assert.ok(!events.some((e) => e.type === 'announced' || e.type === 'prize'), 'TL23');
      const res = events.find((e) => e.type === 'result') as Extract<TarokEvent, { type: 'result' }>;
      const D = res.points!;
      outcomes.add(res.outcome);
      assert.equal(res.outcome, state.won[res.declarer!] === 25 ? 'tout' : D >= 40 ? 'win' : D === 39 ? 'remise' : 'loss');
      const t = ({ aUno: [30, 3], solo: [60, 6] } as const)[res.game as 'aUno' | 'solo'];
      const each = res.outcome === 'win' ? t[0] + t[1] * (D - 39) : res.outcome === 'loss' ? -(t[0] + t[1] * (39 - D)) : res.outcome === 'remise' ? 0 : 10 * t[0];
      const nets = net(events, 3, 'game');
      assert.equal(nets[res.declarer!], 2 * each);
      assert.equal(state.tricks[0]![0]!.seat, (state.dealer + 1) % 3, 'TL18');
    }
    assert.ok(outcomes.has('win') && outcomes.has('loss'), [...outcomes].join());
  });

  it('EX-T-12, TL21, TL22: the tariff of each row, Tout included; in a Tout the opponent\'s Sky goes to the declarer', () => {
    assert.equal(lomberAmount('old', 'aDue', 45, false), 32);
    assert.equal(lomberAmount('old', 'aDue', 40, false), 22);
    assert.equal(lomberAmount('old', 'aUno', 39, false), 0);
    assert.equal(lomberAmount('old', 'aUno', 30, false), -57);
    assert.equal(lomberAmount('old', 'solo', 52, false), 138);
    assert.equal(lomberAmount('new', 'solo', 44, false), 75);
    assert.equal(lomberAmount('new', 'aUno', 38, false), -33);
    assert.equal(lomberAmount('old', 'aUno', 10, true), 300);
    assert.equal(lomberAmount('new', 'solo', 10, true), 500);
    // 25 tricks all to seat 0 with seat 1's Sky in trick 3: the declarer counts everything but the dealer's Skat
    const rest = PACK.filter((c) => c !== 'T-Sk');
    const skat = rest.splice(0, 3);
    const tricks = Array.from({ length: 25 }, (_, i) => [0, 1, 2].map((seat) => ({ seat, card: i === 2 && seat === 1 ? 'T-Sk' : rest.shift()! })));
    const s = { tricks, skat, dealer: 2, declarer: 0 } as unknown as TarokState;
    const points = cardPointsOf(s, resolveRules({ form: 'lomber' }), tricks.map(() => 0), true);
    assert.equal(points[1], 0);
    assert.equal(points[0]! + points[2]!, 78);
  });

  it('TL4, TL5, TL24, PD-T-15, PD-T-16: a session of 4 tours (12 deals, all-passed deals counted), the deal passing to the eldest', () => {
    let s = newSession({ form: 'lomber' }, 'tl24');
    let deals = 0;
    for (;;) {
      const r = playOut(s, deals);
      deals++;
      if (r.state.phase === 'sessionOver') break;
      s = nextDeal(r.state);
      assert.equal(s.dealer, (r.state.dealer + 1) % 3);
    }
    assert.equal(deals, 12);
    assert.equal(s.balances.reduce((a, b) => a + b, 0), 0);
  });
});

describe('Taroklomber auction state (the contract: declarer and game during the auction)', () => {
  it('TL12: during the auction `declarer` is the seat of the last bid or hold and `game` its level', () => {
    const a = layFirst(dealWith({ options: { form: 'lomber' }, dealer: 2, hands: {} }));
    const steps: [TarokMove, number, string][] = [
      [{ type: 'bid', game: 'aDue' }, 0, 'aDue'],
      [{ type: 'bid', game: 'aUno' }, 1, 'aUno'],
      [{ type: 'hold' }, 0, 'aUno'],
      [{ type: 'bid', game: 'solo' }, 1, 'solo'],
    ];
    let s = a;
    for (const [m, declarer, game] of steps) {
      s = run(s, [m]).state;
      assert.deepEqual([s.declarer, s.game], [declarer, game], JSON.stringify(m));
    }
  });
});
