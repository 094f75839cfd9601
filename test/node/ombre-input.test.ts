/**
 * Bad input (§2.1, contract "Illegal moves"): every refusal names its rule and changes nothing;
 * bad positions, options and packs throw naming the problem.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, fromPosition, newSession, nextDeal, toPosition, type OmbreMove, type OmbreState } from '../../src/games/ombre/index.js';
import { cards, dealWith, endgame, run } from './support/ombre.js';

function refused(s: OmbreState, m: OmbreMove, rule: string, code?: string): void {
  const before = JSON.stringify(s);
  const r = applyMove(s, m);
  assert.equal(r.ok, false, `accepted ${JSON.stringify(m)}`);
  if (!r.ok) {
    assert.equal(r.violation.rule, rule, JSON.stringify(r.violation));
    if (code) assert.equal(r.violation.code, code);
    assert.ok(r.violation.message.length > 0);
  }
  assert.equal(JSON.stringify(s), before, 'nothing changed');
}

describe('Ombre bad input (O3, O18, O22, O25–O29, O32–O34, O38–O43, O71, OD3, QD8, QD10, V-O-6)', () => {
  const s = dealWith({ options: { game: 'ombre' }, dealer: 2, hands: { 0: cards('KS QS JS 7S 6S 5S 4S 3S KC') }, favourite: 'H' });
  it('O3 another seat, O26 a card in the auction, O18 a level not on the ladder, O25 bad suits, O22 Casco without the aces', () => {
    refused(s, { type: 'pass', seat: 1 }, 'O3', 'NOT_YOUR_TURN');
    refused(s, { type: 'play', card: 'KS' }, 'O26', 'WRONG_PHASE');
    refused(s, { type: 'bid', contract: 'forcee' }, 'O18', 'NOT_ON_LADDER');
    refused(s, { type: 'bid', contract: 'mediateur' }, 'O18', 'NOT_ON_LADDER');
    refused(s, { type: 'bid', contract: 'solo' }, 'O25', 'BAD_SUIT');
    refused(s, { type: 'bid', contract: 'solo', suit: 'H' }, 'O25', 'BAD_SUIT');
    refused(s, { type: 'bid', contract: 'solo-colour', suit: 'S' }, 'O25', 'BAD_SUIT');
    refused(s, { type: 'bid', contract: 'ask', suit: 'S' }, 'O25', 'BAD_SUIT');
    refused(s, { type: 'bid', contract: 'casco' }, 'O22', 'NEEDS_BLACK_ACES');
    refused(s, { type: 'hold' }, 'O26', 'CANNOT_HOLD');
    refused(s, { type: 'throwIn' }, 'O38', 'CANNOT_THROW_IN');
    refused(s, { type: 'bid', contract: 'grandissimo' }, 'O18', 'NOT_ON_LADDER');
  });
  it('OD3 en deux has only Ask and Solo; V-O-6 Nullissimo with a black ace; QD10 a Mediateur without a request', () => {
    const d = dealWith({ options: { game: 'en-deux' }, dealer: 1, hands: {} });
    refused(d, { type: 'bid', contract: 'tourne' }, 'OD3', 'NOT_ON_LADDER');
    const g = dealWith({ options: { game: 'ombre', variants: ['V-O-6'] }, dealer: 2, hands: { 0: cards('AS KH QH') }, favourite: 'H' });
    refused(g, { type: 'bid', contract: 'nullissimo' }, 'V-O-6', 'NULLISSIMO_ACES');
    const q = dealWith({ options: { game: 'quadrille' }, dealer: 3, hands: { 0: cards('KC KD KH KS QC QD QH QS AS AC') }, favourite: null });
    refused(q, { type: 'bid', contract: 'mediateur' }, 'QD10', 'NO_REQUEST');
  });
  it('O29 converting a contested or high contract, O32 bad trump, QD8 bad calls, O34 exchange size, O40/O42 follow, O43 stop, O71 after the deal', () => {
    const asked = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }]).state;
    refused(asked, { type: 'convert', contract: 'solo' }, 'O29', 'CANNOT_CONVERT');
    refused(asked, { type: 'convert', contract: 'ask-colour' }, 'O29', 'CANNOT_CONVERT');
    refused(asked, { type: 'trump', suit: 'X' as never }, 'O32');
    refused(asked, { type: 'throwIn', seat: 1 }, 'O3', 'NOT_YOUR_TURN');
    const named = run(asked, [{ type: 'trump', suit: 'S' }]).state;
    refused(named, { type: 'discard', card: 'KH' }, 'O34', 'EXCHANGE_SIZE');
    refused(named, { type: 'trump', suit: 'C' }, 'O33', 'WRONG_PHASE');
    const q = run(dealWith({ options: { game: 'quadrille' }, dealer: 3, hands: { 0: cards('KS') }, favourite: null }), [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'H' }]).state;
    refused(q, { type: 'call', card: 'KH' }, 'QD8', 'BAD_CALL');
    refused(q, { type: 'call', card: 'QS' }, 'QD8', 'BAD_CALL');
    refused(q, { type: 'call', card: '7S' }, 'QD8', 'BAD_CALL');
    const e = endgame({ options: { game: 'ombre' }, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H', winners: [0, 0, 0, 0, 0, 1, 1, 1, 1], pot: 1 });
    refused(e, { type: 'stop' }, 'O43', 'CANNOT_STOP');
    refused(e, { type: 'play', card: 'ZZ' }, 'O39', 'UNKNOWN_MOVE');
    refused(e, { type: 'play', card: e.hands[0]![0]! }, 'O39', 'CARD_NOT_IN_HAND');
    const over = run(dealWith({ options: { game: 'ombre' }, dealer: 2, hands: {} }), [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    refused(over, { type: 'pass' }, 'O71', 'WRONG_PHASE');
  });
  it('O40 not following while able and O42 a plain card on a trump lead while holding a forced trump are refused', () => {
    let t = dealWith({ options: { game: 'ombre' }, dealer: 2, hands: { 0: cards('KS KH KD KC QH QD QC 2H 3H'), 1: cards('4S 4C 2C 3C 5C 6C 7C JC 5D'), 2: cards('AS 2S AC QS JS 7S 6S 5S 3S') }, favourite: 'H' });
    t = run(t, [{ type: 'pass' }, { type: 'pass' }, { type: 'bid', contract: 'solo', suit: 'S' }, { type: 'take' }, { type: 'take' }]).state;
    assert.equal(t.phase, 'play');
    t = run(t, [{ type: 'play', card: 'KC' }]).state;
    refused(t, { type: 'play', card: '4S' }, 'O40', 'MUST_FOLLOW_SUIT');
    t = run(t, [{ type: 'play', card: '2C' }, { type: 'play', card: '3S' }, { type: 'play', card: '5S' }]).state;
    refused(t, { type: 'play', card: '2H' }, 'O42', 'MUST_PLAY_TRUMP');
  });
  it('fromPosition throws on bad positions; newSession on bad options; nextDeal on a bad pack or phase', () => {
    const p = toPosition(s);
    assert.throws(() => fromPosition({ ...p, hands: [[...p.hands[0]!.slice(1), 'ZZ'], p.hands[1]!, p.hands[2]!] }), /unknown card/);
    assert.throws(() => fromPosition({ ...p, hands: [[...p.hands[0]!.slice(1), p.hands[1]![0]!], p.hands[1]!, p.hands[2]!] }), /twice/);
    assert.throws(() => fromPosition({ ...p, balances: [0, 0, 0] }), /sum to 0/);
    assert.throws(() => fromPosition({ ...p, auction: [{ seat: 1, move: 'pass' }] }), /auction/);
    assert.throws(() => fromPosition({ ...p, hands: [p.hands[0]!.slice(1), p.hands[1]!, p.hands[2]!] }), /cards of the pack/);
    assert.throws(() => newSession({ game: 'ombre', variants: ['V-O-7'] }, 1), /V-O-7/);
    assert.throws(() => newSession({ game: 'ombre', variants: ['V-O-1', 'V-O-2'] }, 1), /exclude/);
    assert.throws(() => newSession({ game: 'en-deux', variants: ['V-O-12', 'V-O-13'] }, 1), /exclude/);
    assert.throws(() => newSession({ game: 'whist' as never }, 1), /unknown game/);
    assert.throws(() => nextDeal(s), /dealOver/);
    const over = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.throws(() => nextDeal(over, ['AS']), /40 cards/);
    assert.throws(() => nextDeal(dealWith({ options: { game: 'en-deux' }, dealer: 1, hands: {} }), undefined, 'H'), /dealOver/);
    const e = endgame({ options: { game: 'ombre' }, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H', winners: [0, 0, 0, 0, 0, 1, 1, 1, 1], pot: 1 });
    assert.throws(() => fromPosition({ ...toPosition(e), toMove: 2 }), /O39/);
    assert.deepEqual(fromPosition(toPosition(e)), { ...e, rng: fromPosition(toPosition(e)).rng });
  });
});
