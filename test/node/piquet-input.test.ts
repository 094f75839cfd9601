/**
 * Bad input: every illegal move is refused with a violation naming the rule (contract table), and
 * nothing changes; malformed moves, bad positions, options and packs are refused with a clear message.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  fromPosition,
  newSession,
  nextDeal,
  nextDealWithEvents,
  PACK,
  stateFromJSON,
  toPosition,
  type PiquetMove,
  type PiquetPosition,
  type PiquetState,
} from '../../src/games/piquet/index.js';
import { cards, dealOverState, declare, E, exchange, run, Y } from './support/piquet.js';

const fresh = (variants: string[] = []) => nextDealWithEvents(dealOverState({ options: { variants } }), PACK).state;

function refused(s: PiquetState, m: unknown, rule: string | RegExp, code?: string): void {
  const before = JSON.stringify(s);
  const r = applyMove(s, m as PiquetMove);
  assert.equal(r.ok, false, `accepted: ${JSON.stringify(m)}`);
  if (!r.ok) {
    if (typeof rule === 'string') assert.equal(r.violation.rule, rule, r.violation.message);
    else assert.match(r.violation.rule, rule);
    if (code) assert.equal(r.violation.code, code);
    assert.ok(r.violation.message.length > 10);
  }
  assert.equal(JSON.stringify(s), before, 'nothing changed');
}

describe('Illegal moves name their rule and change nothing (Q12, Q14, Q15, Q25, Q28, Q35)', () => {
  const s = fresh();
  const elderDone = exchange(s, s.hands[E]!.slice(0, 5)).state;
  const play = declare(cards('AS KS QS 7S QH JH 10H JD 10D 9D 9C 7C'), cards('KC QC JC 8C AH KH 8H 7H AD 8D 7D JS')).state;

  it('Q12: elder: a 6th discard, a take after fewer than 3, a card not in his hand or discarded twice', () => {
    const five = run(s, s.hands[E]!.slice(0, 5).map((card): PiquetMove => ({ type: 'discard', card }))).state;
    refused(five, { type: 'discard', card: five.hands[E]![0]! }, 'Q12', 'tooManyDiscards');
    refused(s, { type: 'take' }, 'Q12', 'tooFewDiscards');
    refused(s, { type: 'discard', card: s.hands[Y]![0]! }, 'Q12', 'cardNotInHand');
    const one = run(s, [{ type: 'discard', card: s.hands[E]![0]! }]).state;
    refused(one, { type: 'discard', card: s.hands[E]![0]! }, 'Q12', 'alreadyDiscarded');
  });
  it('Q14: younger: a discard beyond 8 − e, a take after fewer than 5 − e, a card not in his hand', () => {
    const three = exchange(s, s.hands[E]!.slice(0, 3)).state; // 5 left for younger: he takes 2 to 5
    refused(three, { type: 'take' }, 'Q14', 'tooFewDiscards');
    refused(three, { type: 'discard', card: three.hands[E]![0]! }, 'Q14', 'cardNotInHand');
    const all = run(three, three.hands[Y]!.slice(0, 5).map((card): PiquetMove => ({ type: 'discard', card }))).state;
    refused(all, { type: 'discard', card: all.hands[Y]![0]! }, 'Q14', 'tooManyDiscards');
    refused(elderDone, { type: 'discard', card: 'ZZ' }, 'Q14', 'badCard');
  });
  it('Q25: playing a card during the exchange', () => {
    refused(s, { type: 'play', card: s.hands[E]![0]! }, 'Q25', 'exchangeFirst');
    refused(elderDone, { type: 'play', card: elderDone.hands[Y]![0]! }, 'Q25');
  });
  it('Q15: discarding or taking in the play (exchanging twice)', () => {
    refused(play, { type: 'take' }, 'Q15', 'exchangeOver');
    refused(play, { type: 'discard', card: play.hands[E]![0]! }, 'Q15', 'exchangeOver');
  });
  it('Q28: a card not in the hand (also the opponent\'s: out of turn), not following suit, not a card', () => {
    refused(play, { type: 'play', card: play.hands[Y]![0]! }, 'Q28', 'cardNotInHand');
    refused(play, { type: 'play', card: '6S' }, 'Q28', 'badCard');
    const led = run(play, [{ type: 'play', card: 'QH' }]).state;
    refused(led, { type: 'play', card: 'KC' }, 'Q28', 'mustFollowSuit');
  });
  it('Q35: any move once the game is over; a move in dealOver names a rule too', () => {
    const over = fromPosition({ ...toPosition(dealOverState()), phase: 'gameOver', winner: 0, units: [1, -1], gamesPlayed: 1 });
    refused(over, { type: 'take' }, 'Q35', 'gameOver');
    refused(over, { type: 'play', card: 'AS' }, 'Q35');
    refused(dealOverState(), { type: 'take' }, /^Q\d+$/, 'dealOver');
  });
  it('Q28 / Q12: malformed moves: null, a string, an unknown type, a missing or wrong card', () => {
    for (const m of [null, undefined, 'AS', 42, {}, { type: 'pass' }, { type: 'play' }, { type: 'play', card: 10 }, { type: 'discard', card: ['AS'] }]) {
      refused(play, m, /^Q\d+$/);
      refused(s, m, /^Q\d+$/);
    }
  });
});

const base = (): PiquetPosition => toPosition(fresh());

describe('Bad positions, options and packs throw a clear Error (Q2, Q5, Q9, PD-Q-18)', () => {
  const bad: [string, (p: PiquetPosition) => void, RegExp][] = [
    ['an unknown card', (p) => (p.hands[0]![0] = 'ZZ'), /unknown card "ZZ"/],
    ['a 6 of the French pack', (p) => (p.hands[0]![0] = '6S'), /unknown card "6S"/],
    ['a card twice', (p) => (p.talon[0] = p.hands[0]![0]!), /appears twice/],
    ['31 cards', (p) => p.talon.pop(), /32 cards/],
    ['a hand size that does not fit the phase', (p) => p.talon.push(p.hands[1]!.pop()!), /hand sizes|12/],
    ['an unknown variant', (p) => (p.options = { variants: ['V-Q-9'] }), /unknown variant "V-Q-9"/],
    ['V-Q-4 with V-Q-5', (p) => (p.options = { variants: ['V-Q-4', 'V-Q-5'] }), /V-Q-4.*V-Q-5/],
    ['a dealer that is not a seat', (p) => (p.dealer = 2), /dealer must be seat 0 or 1/],
    ['an unknown phase', (p) => ((p as { phase: string }).phase = 'bidding'), /phase must be one of/],
    ['toMove not the elder in the elder\'s exchange', (p) => (p.toMove = p.dealer), /elder/],
    ['units that do not sum to 0', (p) => (p.units = [1, 0]), /sum to 0/],
    ['a negative score', (p) => (p.scores = [-1, 0]), /scores of seat 0/],
    ['declared out of order', (p) => (p.declared = [{ category: 'sets', winner: null, points: 0, shown: [], missing: [] }]), /declared/],
  ];
  for (const [label, change, message] of bad) {
    it(`Q2 / Q9: fromPosition refuses ${label}`, () => {
      const p = base();
      change(p);
      assert.throws(() => fromPosition(p), (e: Error) => /^Bad Piquet position: /.test(e.message) && message.test(e.message));
    });
  }
  it('Q5 / PD-Q-18: newSession refuses an unknown variant and V-Q-4 with V-Q-5', () => {
    assert.throws(() => newSession({ variants: ['V-Q-8'] }, 1), /Bad Piquet options: unknown variant/);
    assert.throws(() => newSession({ variants: ['V-Q-4', 'V-Q-5'] }, 1), /Bad Piquet options/);
  });
  it('Q9: nextDeal refuses a pack that is not the 32 cards once each, and a deal still in progress', () => {
    const over = dealOverState();
    assert.throws(() => nextDeal(over, PACK.slice(1)), /Bad Piquet pack/);
    assert.throws(() => nextDeal(over, [...PACK.slice(1), PACK[1]!]), /twice/);
    assert.throws(() => nextDeal(fresh()), /nextDeal needs phase/);
  });
  it('Q2: toPosition is the exact inverse of fromPosition; a saved state reads back the same', () => {
    const p = base();
    assert.deepEqual(toPosition(fromPosition(p)), p);
    const s = fresh();
    assert.deepEqual(stateFromJSON(JSON.parse(JSON.stringify(s))), s);
    assert.throws(() => stateFromJSON({ ...JSON.parse(JSON.stringify(s)), rng: [1, 2] }), /rng/);
  });
});
