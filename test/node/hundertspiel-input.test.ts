/** Bad input (H10): unknown cards, a card twice, moves out of turn or of another phase, bad positions; nothing changes. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromPosition, newSession, toPosition, type HundertspielMove } from '../../src/games/hundertspiel/index.js';
import { E, PASS, position, refused, run, S, state } from './support/hundertspiel.js';

describe('Hundertspiel bad input (H10, H1)', () => {
  const s = state({ trump: 'Ba', phase: 'announce', hands: [['Sw-Do', 'Cu-Do'], [], [], []], fill: 9 });

  it('H10: an unknown card is refused naming the rule; nothing changes', () => {
    assert.deepEqual(refused(s, { type: 'announce', kind: '26', dos: ['Sw-2'] }), { rule: 'H10', code: 'badCard' });
    const p = run(s, [PASS, PASS, PASS, PASS]).state;
    assert.deepEqual(refused(p, { type: 'play', card: 'Ba-Q' }), { rule: 'H10', code: 'badCard' });
    assert.deepEqual(refused(p, { type: 'play', card: 42 }), { rule: 'H10', code: 'badCard' });
  });

  it('H10, H13: a card twice is refused', () => {
    assert.deepEqual(refused(s, { type: 'announce', kind: '52', dos: ['Sw-Do', 'Sw-Do'] }), { rule: 'H13', code: 'duplicateCard' });
  });

  it('H10: a move out of turn (another seat named, or another seat\'s card) is refused', () => {
    assert.deepEqual(refused(s, { type: 'pass', seat: S }), { rule: 'H10', code: 'notYourTurn' });
    const p = run(s, [PASS, PASS, PASS, PASS]).state;
    assert.equal(p.toMove, E);
    assert.deepEqual(refused(p, { type: 'play', card: p.hands[S]![0]! }), { rule: 'H10', code: 'notInHand' });
  });

  it('H10: a move of another phase is refused (play while announcing, bid, buy, discard, trump, agree, pass in play)', () => {
    const cases: [unknown, string][] = [
      [{ type: 'play', card: 'Sw-Do' }, 'H10'],
      [{ type: 'bid', suit: 'Sw' }, 'H10'],
      [{ type: 'buy' }, 'H10'],
      [{ type: 'discard', card: 'Sw-Do' }, 'H10'],
      [{ type: 'trump', suit: 'Sw' }, 'H10'],
      [{ type: 'agree' }, 'V-H-7'],
      [{ type: 'out' }, 'V-H-6'],
      [{ type: 'contra' }, 'H16'],
    ];
    for (const [m, rule] of cases) assert.equal(refused(s, m).rule, rule, JSON.stringify(m));
    const p = run(s, [PASS, PASS, PASS, PASS]).state;
    assert.deepEqual(refused(p, PASS), { rule: 'H10', code: 'wrongPhase' });
  });

  it('H10: malformed moves are refused, never thrown', () => {
    for (const m of [null, 7, 'pass', {}, { type: 'shuffle' }, { type: 'announce', kind: '99', dos: [] }, { type: 'announce', kind: '26', dos: 'Sw-Do' }, { type: 'honours', rank: 'Q' }]) {
      assert.equal(refused(s, m as HundertspielMove).rule, 'H10', JSON.stringify(m));
    }
  });

  it('H10: after the deal nothing is legal', () => {
    const over = { ...newSession({ players: 4 }, 1), phase: 'dealOver' as const, toMove: null };
    assert.deepEqual(refused(over, PASS), { rule: 'H10', code: 'dealOver' });
  });

  it('H1: fromPosition rejects an unknown card, a card twice and fewer than 36 cards; toPosition is its inverse', () => {
    const good = position({ trump: 'Ba', hands: [[], [], [], []], fill: 9 });
    assert.deepEqual(toPosition(fromPosition(good)), { ...good, won: toPosition(fromPosition(good)).won });
    const bad = (f: (p: typeof good) => void, re: RegExp) => {
      const p = structuredClone(good);
      f(p);
      assert.throws(() => fromPosition(p), re);
    };
    bad((p) => (p.hands[0]![0] = 'Sw-Q'), /unknown card "Sw-Q"/);
    bad((p) => (p.hands[0]![0] = p.hands[1]![0]!), /appears twice/);
    bad((p) => p.hands[0]!.pop(), /35 cards/);
    bad((p) => (p.phase = 'dealOver'), /toMove must be null/);
    bad((p) => (p.options = { players: 4, variants: ['V-H-9'] }), /unknown variant/);
  });
});
