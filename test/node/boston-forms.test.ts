/** Boston's laws, phases, visibility and events (BO57–BO59, BO66), Tri-Boston (BO60–BO64), the variants V-BO-1…6 and PD-BO-17. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  bostonGame,
  colourOf,
  fromPosition,
  hiddenCards,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  nextDealWithEvents,
  resolveRules,
  toPosition,
  TRI_PACK,
  view,
  visibleEvent,
  type BostonEvent,
  type BostonMove,
  type BostonState,
} from '../../src/games/boston/index.js';
import { auctionFor, cards, dealWith, finishLastTrick, highest, lastTrick, lowest, net, ofType, overPosition, playOut, run } from './support/boston.js';

const low = cards('2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S');
const spades = cards('AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S');
const types = (events: readonly BostonEvent[]) => events.map((e) => e.type);

describe('Boston: laws, phases, visibility (BO57, BO58, BO59, PD-BO-17)', () => {
  it('BO57, PD-BO-17, Q-BO-9: rule 31 is not applied: an opponent who overtakes a misère declarer\'s trick he could have left pays nothing more; rule 32: no move concedes', () => {
    const s = dealWith({ hands: { 0: low } });
    const t = run(s, [...auctionFor(s, 0, 'grande-misere'), { type: 'play', card: '2C' }]).state;
    const end = playOut(t, { 0: lowest, 1: highest, 2: highest, 3: highest });
    assert.equal(end.state.outcome, 'won');
    assert.deepEqual(net(end.events, 4), [12 + 24, -8, -8, -8], 'each opponent pays the game, no one the bêtes alone');
    const moveTypes = new Set<string>();
    let x = newSession({ tours: 1, whist: true }, 'concede');
    for (let i = 0; i < 200 && x.toMove !== null; i++) {
      const legal = legalMoves(x);
      legal.forEach((m) => moveTypes.add(m.type));
      x = run(x, [legal[i % legal.length]!]).state;
    }
    assert.ok(![...moveTypes].some((m) => /concede|claim|throw/i.test(m)));
  });

  it('BO58: phases auction → trump (simple) → whist → play → dealOver; misères discard (petite) → leader (V-BO-6) → play; sessionOver after the last deal', () => {
    const seen = (s: BostonState, moves: BostonMove[]) => {
      const phases = [s.phase];
      for (const m of moves) {
        s = run(s, [m]).state;
        if (phases.at(-1) !== s.phase) phases.push(s.phase);
      }
      return phases;
    };
    const w = dealWith({ options: { whist: true }, hands: {} });
    assert.deepEqual(seen(w, [...auctionFor(w, 0, 'boston', 'simple'), { type: 'trump', suit: 'H' }, { type: 'alone' }]), ['auction', 'trump', 'whist', 'play']);
    const t = dealWith({ options: { players: 3, variants: ['V-BO-6'] }, hands: {} });
    assert.deepEqual(seen(t, [...auctionFor(t, 0, 'petite-misere'), { type: 'discard', card: t.hands[0]![0]! }, { type: 'leader', leader: 2 }]), ['auction', 'discard', 'leader', 'play']);
    const r = applyMove(playOut(run(w, auctionFor(w, 1, 'concordia', 'colour')).state).state, { type: 'pass' });
    assert.ok(!r.ok && r.violation.rule === 'BO58' && r.violation.code === 'WRONG_PHASE');
  });

  it('BO59: a view shows the seat its own hand, the declarer\'s in an open misère once exposed, the discard to the declarer only; everything else public', () => {
    const s = dealWith({ hands: {} });
    const a = run(s, auctionFor(s, 1, 'petite-misere-ouverte')).state;
    assert.deepEqual(view(a, 2).hands.map((h) => h !== null), [false, false, true, false], 'not exposed before the discard');
    const card = a.hands[1]![0]!;
    const b = run(a, [{ type: 'discard', card }]).state;
    for (const seat of [0, 2, 3]) {
      const v = view(b, seat);
      assert.deepEqual(v.hands.map((h) => h !== null), [0, 1, 2, 3].map((i) => i === seat || i === 1));
      assert.equal(v.discard, null);
      assert.ok(!JSON.stringify(v).includes(`"${card}"`));
      assert.ok(hiddenCards(b, seat).includes(card));
    }
    assert.equal(view(b, 1).discard, card);
    const v = view(b, 0);
    assert.deepEqual(v.handSizes, [13, 12, 13, 13]);
    assert.deepEqual([v.seat, v.auction, v.contract, v.pot, v.balances], [0, b.auction, 'petite-misere-ouverte', b.pot, b.balances]);
    assert.ok(!('rng' in v));
    const ev = ofType(run(a, [{ type: 'discard', card }]).events, 'discarded')[0]!;
    assert.equal((visibleEvent(ev, 0) as typeof ev).card, null);
    assert.equal((visibleEvent(ev, 1) as typeof ev).card, card);
  });
});

describe('Tri-Boston (BO60, BO61, BO62, BO63, BO64)', () => {
  it('BO60: 39 cards, 13 each: no diamonds from the two to the jack, no twos', () => {
    const s = newSession({ players: 3 }, 'tri');
    assert.equal(TRI_PACK.length, 39);
    assert.deepEqual([...s.hands.flat()].sort(), [...TRI_PACK].sort());
    assert.ok(!TRI_PACK.some((c) => c === '2S' || c === 'JD' || c === '10D'));
  });

  it('BO61: hearts always superior, diamonds colour, spades and clubs simple; the first ace still decides the first dealer', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = newSession({ players: 3 }, seed);
      assert.equal(s.superior, 'H');
      assert.equal(s.dealer, (s.precedence.length - 1) % 3);
    }
    const { events } = newSessionWithEvents({ players: 3 }, 1);
    assert.equal(ofType(events, 'precedence')[0]!.superior, null, 'the precedence fixes no suit in Tri-Boston');
    assert.throws(() => fromPosition({ ...overPosition({ options: { players: 3 } }), superior: 'C' }), /superior/);
  });

  it('BO62: Tri-Boston runs in turn order (counter-clockwise): dealing, bidding and play pass to seat s + 1', () => {
    const s = dealWith({ options: { players: 3 }, hands: {}, dealer: 0 });
    assert.equal(s.toMove, 1, 'the eldest: the seat after the dealer');
    const r = run(s, [{ type: 'pass' }, { type: 'bid', contract: 'boston', class: 'colour' }]);
    assert.equal(r.state.toMove, 0, 'after seat 2, seat 0 (seat 1 has passed)');
    const p = run(r.state, [{ type: 'pass' }]).state;
    assert.deepEqual([p.declarer, p.leader], [2, 1]);
    const q = run(p, [legalMoves(p)[0]!]).state;
    assert.equal(q.toMove, 2);
    assert.equal(nextDeal(fromPosition(overPosition({ options: { players: 3 }, dealer: 2 }))).dealer, 0);
  });

  it('BO63: everything else as for four: the ladder, Tariff A, stake 4, Blok and all-pass 2 each; alone against two; no Boston-Whist', () => {
    const s = dealWith({ options: { players: 3 }, hands: { 0: cards('AD KD QD AS KS QS JS 10S 9S 8S 7S 6S 5S') }, balances: [0, 0, 0] });
    assert.deepEqual([s.balances, s.pot], [[-2, -2, -6], 10]);
    assert.equal(legalMoves(s).length, 35);
    const r = run(s, auctionFor(s, 0, 'boston', 'colour'));
    assert.deepEqual([r.state.phase, r.state.trump], ['play', 'D']);
    const end = playOut(r.state, { 0: highest });
    assert.ok(ofType(end.events, 'payment').filter((e) => e.reason === 'game').every((e) => e.amount === 2));
    assert.throws(() => resolveRules({ players: 3, whist: true }), /four players/);
  });

  it('BO64: by agreement the misère declarer names who leads and misères pay once more: V-BO-6 (below); by default the eldest leads', () => {
    const s = dealWith({ options: { players: 3 }, hands: {} });
    const r = run(s, auctionFor(s, 1, 'grande-misere'));
    assert.deepEqual([r.state.phase, r.state.leader], ['play', 0]);
  });
});

describe('Boston: events (BO66)', () => {
  it('BO66: every step is an event: the deal, bids and passes, the auction won, trump, seek, whist, partner, cards, tricks, result, points, payments, dealOver, sessionOver', () => {
    const { events: start } = newSessionWithEvents({ whist: true, tours: 1 }, 'events');
    assert.deepEqual(types(start).filter((t) => t !== 'payment'), ['precedence', 'dealStarted']);
    assert.deepEqual(ofType(start, 'payment').map((e) => e.reason), ['blok', 'blok', 'blok', 'blok', 'ante']);
    const s = dealWith({ options: { whist: true, tours: 1 }, hands: { 0: spades }, dealsPlayed: 3, betes: [10, 5] });
    const r = run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'pass' }, { type: 'whist' }]);
    assert.deepEqual(types(r.events), ['bid', 'pass', 'pass', 'pass', 'auctionWon', 'trump', 'seek', 'noWhist', 'whist', 'partner', 'leader']);
    const end = playOut(r.state);
    const kinds = new Set(types(end.events));
    for (const k of ['cardPlayed', 'trick', 'result', 'points', 'payment', 'dealOver', 'sessionOver']) assert.ok(kinds.has(k as never), k);
    assert.deepEqual(ofType(end.events, 'trick')[0]!.cards.length, 4);
    assert.deepEqual(ofType(end.events, 'cardPlayed')[0], { type: 'cardPlayed', seat: 0, card: end.state.tricks[0]![0]!.card, trick: 1 });
    const tail = types(end.events).slice(-6);
    assert.deepEqual(tail, ['dealOver', 'payment', 'payment', 'payment', 'payment', 'sessionOver'], 'the kettle (the bête of 5 left) after the last deal');
    assert.deepEqual(net(end.events, 4, 'kettle'), [2, 1, 1, 1]);
  });
});

describe('Boston variants (V-BO-1, V-BO-2, V-BO-3, V-BO-4, V-BO-5, V-BO-6)', () => {
  it('V-BO-1: a card turned before each deal fixes its suits; the first ace still decides the first dealer; a superior for nextDeal only under V-BO-1', () => {
    const supers = new Set<string>();
    let { state, events } = newSessionWithEvents({ variants: ['V-BO-1'], tours: 3 }, 'v1');
    assert.equal(state.dealer, (state.precedence.length - 1) % 4);
    for (let d = 0; d < 10; d++) {
      const turned = ofType(events, 'suitTurned');
      assert.equal(turned.length, 1);
      assert.equal(state.superior, turned[0]!.suit);
      supers.add(state.superior);
      const next = nextDealWithEvents(run(state, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state);
      state = next.state;
      events = next.events;
    }
    assert.ok(supers.size > 1, 'the suits change from deal to deal');
    const over = run(state, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(nextDeal(over, undefined, 'D').superior, 'D');
    assert.throws(() => nextDeal(fromPosition(overPosition({})), undefined, 'D'), /V-BO-1/);
    assert.equal(fromPosition({ ...overPosition({ options: { variants: ['V-BO-1'] } }), superior: 'H' }).superior, 'H');
  });

  it('V-BO-2: Boston and Tri-Boston paid by Tariff B (honours, over-tricks, slam 20), every game alone; no effect in Boston-Whist', () => {
    const s = dealWith({ options: { variants: ['V-BO-2'] }, hands: { 0: spades } });
    const r = playOut(run(s, auctionFor(s, 0, 'boston', 'colour')).state);
    const p = ofType(r.events, 'points')[0]!;
    assert.deepEqual([p.points, p.marks, p.slam], [17, 5, 20]);
    assert.equal(r.state.partner, null);
    assert.deepEqual(resolveRules({ whist: true, variants: ['V-BO-2'] }).variants, []);
  });

  it('V-BO-3: a member who failed his quota pays only the two opponents; no effect without Boston-Whist', () => {
    const winners = [0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 0, 2, 0];
    const fair = finishLastTrick(lastTrick({ options: { whist: true, variants: ['V-BO-3'] }, declarer: 0, partner: 2, contract: 'boston', class: 'colour', winners }));
    const H = ofType(fair.events, 'points')[0]!.marks;
    assert.deepEqual(net(fair.events, 4, 'game'), [0, H, -2 * H, H]);
    assert.deepEqual(resolveRules({ variants: ['V-BO-3'] }).fairerLoss, false);
  });

  it('V-BO-4: the round is always asked, no alone or seek; a "Whist!" is accepted or rejected, either ending the round; all passing, he plays alone', () => {
    const s = dealWith({ options: { whist: true, variants: ['V-BO-4'] }, hands: {} });
    const a = run(s, auctionFor(s, 0, 'grand-boston', 'colour')).state;
    assert.deepEqual([a.phase, a.toMove], ['whist', 1]);
    assert.deepEqual(legalMoves(a).map((m) => m.type).sort(), ['pass', 'whist']);
    const alone = applyMove(run(s, auctionFor(s, 0, 'grand-boston', 'colour')).state, { type: 'alone' });
    assert.ok(!alone.ok && alone.violation.rule === 'V-BO-4');
    const offered = run(a, [{ type: 'pass' }, { type: 'whist' }]).state;
    assert.deepEqual([offered.toMove, legalMoves(offered).map((m) => m.type).sort()], [0, ['accept', 'reject']]);
    const acc = run(offered, [{ type: 'accept' }]);
    assert.deepEqual([acc.state.partner, acc.state.phase], [2, 'play']);
    assert.deepEqual(ofType(acc.events, 'accept'), [{ type: 'accept', seat: 0, partner: 2 }]);
    const rej = run(offered, [{ type: 'reject' }]);
    assert.deepEqual([rej.state.partner, rej.state.phase], [null, 'play']);
    assert.deepEqual(ofType(rej.events, 'partner'), [{ type: 'partner', seat: null }]);
    const none = run(a, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.deepEqual([none.partner, none.phase], [null, 'play']);
    const w = dealWith({ options: { whist: true }, hands: {} });
    const off = applyMove(run(w, [...auctionFor(w, 0, 'boston', 'colour'), { type: 'seek' }]).state, { type: 'accept' });
    assert.ok(!off.ok && off.violation.rule === 'V-BO-4');
  });

  it('V-BO-5: Tri-Boston with the old suits: diamonds superior, hearts colour; no effect with four players', () => {
    const s = newSession({ players: 3, variants: ['V-BO-5'] }, 5);
    assert.equal(s.superior, 'D');
    assert.equal(colourOf(s.superior), 'H');
    assert.equal(resolveRules({ variants: ['V-BO-5'] }).fixedSuperior, null);
  });

  it('V-BO-6: in a Tri-Boston misère the declarer names the leader, any seat, himself too, after his discard; misères paid double; trick contracts unchanged', () => {
    const options = { players: 3 as const, variants: ['V-BO-6'] };
    const s = dealWith({ options, hands: { 0: cards('AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S AH') } });
    const a = run(s, [...auctionFor(s, 0, 'petite-misere'), { type: 'discard', card: 'AH' }]).state;
    assert.deepEqual([a.phase, a.toMove], ['leader', 0]);
    assert.equal(legalMoves(a).length, 3);
    const bad = applyMove(a, { type: 'leader', leader: 3 });
    assert.ok(!bad.ok && bad.violation.rule === 'V-BO-6' && bad.violation.code === 'BAD_LEADER');
    const r = run(a, [{ type: 'leader', leader: 0 }]);
    assert.deepEqual([r.state.leader, r.state.toMove], [0, 0]);
    const end = playOut(r.state);
    assert.equal(end.state.outcome, 'lost');
    assert.deepEqual(net(end.events, 3, 'game'), [-16, 8, 8], 'petite misère 4, doubled');
    const trick = run(s, auctionFor(s, 0, 'boston', 'colour'));
    assert.equal(trick.state.phase, 'play');
    const off = applyMove(run(dealWith({ options: { players: 3 }, hands: {} }), auctionFor(s, 0, 'grande-misere')).state, { type: 'leader', leader: 1 });
    assert.ok(!off.ok && off.violation.rule === 'V-BO-6');
    assert.equal(resolveRules({ variants: ['V-BO-6'] }).misereLeader, false, 'no effect with four');
  });

  it('V-BO-1…6 are accepted in every form; unknown variants throw; toPosition keeps the options', () => {
    for (const options of [{ variants: ['V-BO-1', 'V-BO-2', 'V-BO-3', 'V-BO-4', 'V-BO-5', 'V-BO-6'] }, { players: 3 as const, variants: ['V-BO-1', 'V-BO-3', 'V-BO-4'] }]) {
      const s = newSession(options, 1);
      assert.deepEqual(toPosition(s).options, options);
    }
    assert.throws(() => newSession({ variants: ['V-BO-7'] }, 1), /unknown variant/);
    assert.ok('options' in bostonGame.optionsFor({ variants: ['V-BO-6'] }, 4));
  });
});
