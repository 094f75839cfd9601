/**
 * Bad input: every illegal move is refused with a violation naming the rule of the contract's table
 * (C12, C13, C15, C17, C19, C20, C25) and nothing changes; bad positions and options throw clear errors.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromPosition, newSession, nextDeal, resolveRules, stateFromJSON, toPosition, type CasinoPosition } from '../../src/games/casino/index.js';
import { capture, example, refused, trail } from './support/casino.js';

describe('Illegal moves name their rule and change nothing', () => {
  const s = example({ hands: { 0: '9D 10C AD KH' }, table: '10D AS 8C KS 3H 6C' });
  it('C12: a card not in the hand, an unknown card, a malformed move or type, and any move outside play', () => {
    refused(s, trail('2C'), 'C12', 'cardNotInHand');
    refused(s, trail('1Z'), 'C12', 'badCard');
    refused(s, { type: 'pass' }, 'C12', 'badMove');
    refused(s, null, 'C12', 'badMove');
    refused(s, { type: 'capture', card: '9D' }, 'C12', 'badMove');
    refused(s, { type: 'capture', card: '9D', take: '8C' }, 'C12');
    const over = { ...s, phase: 'dealOver' as const, toMove: null };
    refused(over, trail('9D'), 'C12', 'noTurn');
  });
  it('C13: a trail while a capture exists (PD-C-1); V-C-2 allows it', () => {
    refused(s, trail('KH'), 'C13', 'captureCompulsory');
    const free = example({ options: { players: 4, variants: ['V-C-2'] }, hands: { 0: '9D KH' }, table: '8C AS' });
    refused(free, trail('QQ'), 'C12');
    assert.ok(fromPosition(toPosition(free)));
  });
  it('C15: an empty take, a card off the table or twice, no group split (a 10 taking 9+6+5)', () => {
    refused(s, capture('9D', ''), 'C15', 'emptyCapture');
    refused(s, capture('9D', '2H'), 'C15', 'notOnTable');
    refused(s, { type: 'capture', card: '9D', take: ['8C', '8C'] }, 'C15', 'duplicateCard');
    refused(s, capture('9D', '8C 3H'), 'C15', 'noGroupSplit');
    const t = example({ hands: { 0: '10C' }, table: '9C 6D 5H' });
    refused(t, capture('10C', '9C 6D 5H'), 'C15');
  });
  it('C17: a face card taking another rank; a numeral taking a face card', () => {
    refused(s, capture('KH', 'KS 3H'), 'C17');
    refused(s, capture('9D', 'KS'), 'C17');
  });
  it('C19: an ace taking anything but aces', () => {
    refused(s, capture('AD', '3H'), 'C19');
  });
  it('C20: a ten on the table taken by any card but a ten', () => {
    refused(s, capture('9D', '10D'), 'C20');
    refused(s, capture('AD', '10D'), /^C1[59]|C20$/);
  });
  it('C25: the dealer last face card not taking every table card, a trail included (PD-C-15 with V-C-2)', () => {
    for (const variants of [[], ['V-C-2']]) {
      const d = example({ options: { players: 4, variants }, hands: { 3: 'QD' }, toMove: 3, table: 'QS 5C', finalRound: true });
      refused(d, capture('QD', 'QS'), 'C25');
      refused(d, trail('QD'), /^C(25|13)$/);
    }
  });
});

const good = (): CasinoPosition => toPosition(newSession({ players: 4 }, 'input'));

describe('Bad positions and options throw a clear error (C2, C9–C12, C26, C30)', () => {
  const bad = (f: (p: CasinoPosition) => void, re: RegExp) => {
    const p = good();
    f(p);
    assert.throws(() => fromPosition(p), re);
  };
  it('C2: an unknown card, a card twice, fewer or more than 52 cards in play', () => {
    bad((p) => (p.table[0] = 'XX'), /XX|card/i);
    bad((p) => (p.table[0] = p.hands[0]![0]!), /twice/);
    bad((p) => p.stock.pop(), /52/);
    bad((p) => p.piles[0]!.push('AS', 'AS'), /twice|52/);
  });
  it('C12: a toMove holding no card, hand sizes that do not fit, a stock not a multiple of the hand-round', () => {
    bad((p) => {
      p.stock.push(...p.hands[p.toMove!]!.splice(0));
    }, /holds no card|stock/);
    bad((p) => p.stock.push(p.hands[1]!.pop()!), /holds|stock/);
    bad((p) => p.table.push(p.stock.pop()!), /multiple/);
  });
  it('C11, C26, C30: finalRound with a stock, lastCapturer without piles, scores at the target; an unknown variant', () => {
    bad((p) => (p.finalRound = true), /finalRound/);
    bad((p) => (p.lastCapturer = 0), /lastCapturer/);
    bad((p) => (p.scores = [11, 0]), /target/);
    bad((p) => (p.options = { players: 4, variants: ['V-C-9'] }), /unknown variant/);
    assert.throws(() => resolveRules({ players: 4, variants: ['V-X'] }), /unknown variant/);
    assert.throws(() => newSession({ players: 5 as 4 }, 1), /players/);
    assert.throws(() => nextDeal(newSession({ players: 2 }, 1)), /nextDeal/);
    assert.throws(() => stateFromJSON({ ...newSession({ players: 2 }, 1), rng: 'x' }), /rng/);
  });
  it('C12: toPosition and fromPosition are inverse', () => {
    const p = good();
    assert.deepEqual(toPosition(fromPosition(p)), p);
  });
});
