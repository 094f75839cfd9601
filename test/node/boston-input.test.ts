/**
 * Bad input (BO65): every row of the contract's table of illegal moves is refused with its rule and
 * changes nothing; fromPosition rejects the positions the contract lists; bad options throw.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  bostonGame,
  fromPosition,
  newSession,
  nextDeal,
  toPosition,
  type BostonMove,
  type BostonPosition,
  type BostonState,
} from '../../src/games/boston/index.js';
import { auctionFor, dealWith, lastTrick, overPosition, playOut, run } from './support/boston.js';

/** The move is refused with `rule` (and `code`), and the state is as it was. */
function refused(s: BostonState, m: unknown, rule: string, code?: string): void {
  const before = JSON.stringify(toPosition(s));
  const r = applyMove(s, m as BostonMove);
  assert.ok(!r.ok, `accepted: ${JSON.stringify(m)}`);
  assert.equal(r.violation.rule, rule, `${JSON.stringify(m)}: ${JSON.stringify(r.violation)}`);
  if (code) assert.equal(r.violation.code, code, JSON.stringify(m));
  assert.ok(r.violation.message.length > 0);
  assert.equal(JSON.stringify(toPosition(s)), before, 'nothing changed');
}

const fresh = () => dealWith({ hands: {} });
const whistDeal = (variants: string[] = []) => {
  const s = dealWith({ options: { whist: true, variants }, hands: {} });
  return run(s, auctionFor(s, 1, 'boston', 'colour')).state;
};

describe('Boston refusals (BO65, one per row of the contract\'s table)', () => {
  it('BO65, BO58: any move in dealOver or sessionOver is refused WRONG_PHASE', () => {
    const over = run(fresh(), [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    refused(over, { type: 'pass' }, 'BO58', 'WRONG_PHASE');
    refused(over, { type: 'play', card: 'AS' }, 'BO58', 'WRONG_PHASE');
    const session = run(dealWith({ options: { tours: 1 }, hands: {}, dealsPlayed: 3 }), [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(session.phase, 'sessionOver');
    refused(session, { type: 'bid', contract: 'boston', class: 'simple' }, 'BO58', 'WRONG_PHASE');
  });

  it('BO65, BO24, BO25: a move by a seat that is not to move: by phase (BO24 in the auction, BO38 in play, …); a seat that has passed: BO25', () => {
    const s = fresh();
    refused(s, { type: 'pass', seat: 2 }, 'BO24', 'NOT_YOUR_TURN');
    refused(run(s, [{ type: 'pass' }]).state, { type: 'bid', contract: 'concordia', class: 'superior', seat: 0 }, 'BO25');
    const play = run(s, auctionFor(s, 0, 'boston', 'colour')).state;
    refused(play, { type: 'play', card: play.hands[1]![0]!, seat: 1 }, 'BO38', 'NOT_YOUR_TURN');
    const trump = run(s, auctionFor(s, 2, 'boston', 'simple')).state;
    refused(trump, { type: 'trump', suit: 'H', seat: 0 }, 'BO29', 'NOT_YOUR_TURN');
    const discard = run(s, auctionFor(s, 2, 'petite-misere')).state;
    refused(discard, { type: 'discard', card: discard.hands[2]![0]!, seat: 3 }, 'BO30', 'NOT_YOUR_TURN');
    refused(whistDeal(), { type: 'seek', seat: 0 }, 'BO33', 'NOT_YOUR_TURN');
    assert.equal(bostonGame.notYourTurn(play).rule, 'BO38');
    assert.equal(bostonGame.notYourTurn(s).rule, 'BO24');
  });

  it('BO65, BO58: a move the phase does not have is refused WRONG_PHASE (a play in the auction, a bid in play, a discard in a trick contract)', () => {
    const s = fresh();
    refused(s, { type: 'play', card: s.hands[0]![0]! }, 'BO58', 'WRONG_PHASE');
    refused(s, { type: 'trump', suit: 'H' }, 'BO58', 'WRONG_PHASE');
    const play = run(s, auctionFor(s, 0, 'boston', 'colour')).state;
    refused(play, { type: 'bid', contract: 'concordia', class: 'superior' }, 'BO58', 'WRONG_PHASE');
    refused(play, { type: 'discard', card: play.hands[0]![0]! }, 'BO58', 'WRONG_PHASE');
    refused(play, { type: 'seek' }, 'BO58', 'WRONG_PHASE');
  });

  it('BO65, BO32, BO33, V-BO-4: alone or seek outside the declarer\'s choice; whist or pass by the declarer; accept or reject without V-BO-4', () => {
    const w = whistDeal();
    refused(w, { type: 'whist' }, 'BO33', 'WRONG_PHASE');
    refused(w, { type: 'pass' }, 'BO33', 'WRONG_PHASE');
    refused(w, { type: 'accept' }, 'V-BO-4', 'WRONG_PHASE');
    const round = run(w, [{ type: 'seek' }]).state;
    refused(round, { type: 'alone' }, 'BO32', 'WRONG_PHASE');
    refused(round, { type: 'seek' }, 'BO32', 'WRONG_PHASE');
    refused(round, { type: 'reject' }, 'V-BO-4', 'WRONG_PHASE');
    const offered = run(whistDeal(['V-BO-4']), [{ type: 'whist' }]).state;
    assert.equal(offered.toMove, 1);
    refused(offered, { type: 'whist' }, 'BO33', 'WRONG_PHASE');
    refused(offered, { type: 'alone' }, 'V-BO-4', 'WRONG_PHASE');
    refused(fresh(), { type: 'accept' }, 'V-BO-4', 'WRONG_PHASE');
  });

  it('BO65, V-BO-6: naming a leader without V-BO-6 is refused; naming no seat under it is BAD_LEADER', () => {
    const s = fresh();
    refused(run(s, auctionFor(s, 0, 'grande-misere')).state, { type: 'leader', leader: 1 }, 'V-BO-6', 'WRONG_PHASE');
    const t = dealWith({ options: { players: 3, variants: ['V-BO-6'] }, hands: {} });
    const lead = run(t, auctionFor(t, 1, 'grande-misere')).state;
    for (const leader of [-1, 3, 1.5, '0', null]) refused(lead, { type: 'leader', leader }, 'V-BO-6', 'BAD_LEADER');
  });

  it('BO65, BO20, BO21: a bid off the ladder, a trick contract without a class, a misère with one: NOT_ON_LADDER', () => {
    const s = fresh();
    refused(s, { type: 'bid', contract: 'solo', class: 'simple' }, 'BO20', 'NOT_ON_LADDER');
    refused(s, { type: 'bid' }, 'BO20', 'NOT_ON_LADDER');
    refused(s, { type: 'bid', contract: 'philadelphia' }, 'BO21', 'NOT_ON_LADDER');
    refused(s, { type: 'bid', contract: 'philadelphia', class: 'best' }, 'BO21', 'NOT_ON_LADDER');
    refused(s, { type: 'bid', contract: 'petite-misere', class: 'simple' }, 'BO21', 'NOT_ON_LADDER');
  });

  it('BO65, BO24: a bid not strictly higher: BID_TOO_LOW', () => {
    const s = run(fresh(), [{ type: 'bid', contract: 'grande-misere' }]).state;
    refused(s, { type: 'bid', contract: 'grande-misere' }, 'BO24', 'BID_TOO_LOW');
    refused(s, { type: 'bid', contract: 'grand-boston', class: 'superior' }, 'BO24', 'BID_TOO_LOW');
  });

  it('BO65, BO29: naming a trump that is not a simple suit: BAD_TRUMP', () => {
    const s = fresh();
    const t = run(s, auctionFor(s, 0, 'souveraine', 'simple')).state;
    refused(t, { type: 'trump', suit: t.superior }, 'BO29', 'BAD_TRUMP');
    refused(t, { type: 'trump', suit: 'spades' }, 'BO29', 'UNKNOWN_MOVE');
  });

  it('BO65, BO30: discarding a card not in hand: CARD_NOT_IN_HAND', () => {
    const s = fresh();
    const t = run(s, auctionFor(s, 0, 'petite-misere-ouverte-forcee')).state;
    refused(t, { type: 'discard', card: t.hands[3]![0]! }, 'BO30', 'CARD_NOT_IN_HAND');
    refused(t, { type: 'discard', card: '1S' }, 'BO30', 'UNKNOWN_MOVE');
  });

  it('BO65, BO38, BO39: playing a card not in hand (CARD_NOT_IN_HAND); not following suit when able (MUST_FOLLOW_SUIT)', () => {
    const s = dealWith({ hands: { 0: ['AH'], 1: ['KH', '2S'] } });
    const t = run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'play', card: 'AH' }]).state;
    refused(t, { type: 'play', card: 'AH' }, 'BO38', 'CARD_NOT_IN_HAND');
    refused(t, { type: 'play', card: '2S' }, 'BO39', 'MUST_FOLLOW_SUIT');
    const tri = dealWith({ options: { players: 3 }, hands: {} });
    const u = run(tri, auctionFor(tri, 0, 'boston', 'colour')).state;
    refused(u, { type: 'play', card: '2D' }, 'BO38', 'CARD_NOT_IN_HAND');
  });

  it('BO65: malformed moves (not an object, an unknown type, an unknown card) are refused with a rule ID, nothing thrown', () => {
    const s = fresh();
    for (const m of [null, 7, 'pass', {}, { type: 'dance' }, { type: 'pass', seat: 'me' }]) {
      const r = applyMove(s, m as BostonMove);
      assert.ok(!r.ok && /^(BO|V-BO-)/.test(r.violation.rule), JSON.stringify(m));
    }
    const play = run(s, auctionFor(s, 0, 'boston', 'colour')).state;
    refused(play, { type: 'play', card: 'ZZ' }, 'BO38', 'UNKNOWN_MOVE');
    refused(play, { type: 'play' }, 'BO38', 'UNKNOWN_MOVE');
  });
});

describe('Boston positions and options (BO65: bad input throws, nothing changes)', () => {
  const base = () => toPosition(fresh());
  const rejects = (p: unknown, re: RegExp) => assert.throws(() => fromPosition(p as BostonPosition), re);

  it('fromPosition takes back what toPosition gives, and ignores fields it does not know (BO58)', () => {
    for (const s of [fresh(), lastTrick({ declarer: 0, contract: 'boston', class: 'colour', winners: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3] })]) {
      const p = toPosition(s);
      assert.deepEqual(fromPosition({ ...p, extra: 1 } as BostonPosition), s);
      const { rng: _r, ...noRng } = p;
      void _r;
      assert.deepEqual(toPosition(fromPosition(noRng as BostonPosition)).hands, p.hands);
    }
  });

  it('fromPosition rejects unknown cards, cards twice, not the whole pack, a wrong hand size, a card of another pack (BO4, BO60)', () => {
    const p = base();
    rejects({ ...p, hands: [['ZZ', ...p.hands[0]!.slice(1)], ...p.hands.slice(1)] }, /not a card/);
    rejects({ ...p, hands: [[p.hands[1]![0]!, ...p.hands[0]!.slice(1)], ...p.hands.slice(1)] }, /twice/);
    rejects({ ...p, hands: [p.hands[0]!.slice(1), ...p.hands.slice(1)] }, /51 cards/);
    rejects({ ...p, hands: [p.hands[0]!.slice(1), [...p.hands[1]!, p.hands[0]![0]!], ...p.hands.slice(2)] }, /hand/);
    const tri = toPosition(dealWith({ options: { players: 3 }, hands: {} }));
    rejects({ ...tri, hands: [['2D', ...tri.hands[0]!.slice(1)], ...tri.hands.slice(1)] }, /pack/);
  });

  it('fromPosition rejects balances + pot + bêtes not summing to 0, a bad precedence, a superior that breaks BO8 or BO61 (BO7, BO13)', () => {
    const p = base();
    rejects({ ...p, pot: p.pot + 1 }, /sum/);
    rejects({ ...p, precedence: ['AS', 'AC'] }, /only the last is an ace/);
    rejects({ ...p, precedence: ['7S', '7S', 'AC'] }, /twice/);
    rejects({ ...p, precedence: ['7S', 'KD'] }, /ace/);
    rejects({ ...p, superior: p.superior === 'H' ? 'S' : 'H' }, /superior/);
  });

  it('fromPosition rejects an illegal auction, a declarer or contract that does not agree with it, a trump that does not fit the class (BO24, BO29)', () => {
    const p = base();
    rejects({ ...p, auction: [{ seat: 1, move: 'pass' }] }, /auction/);
    rejects({ ...p, auction: [{ seat: 0, move: 'bid', contract: 'boston', class: 'colour' }, { seat: 1, move: 'bid', contract: 'boston', class: 'simple' }] }, /not higher/);
    rejects({ ...p, auction: [{ seat: 0, move: 'bid', contract: 'boston', class: 'colour' }], toMove: 1, declarer: 0, contract: 'boston', class: 'simple' }, /agree/);
    const s = fresh();
    const play = toPosition(run(s, auctionFor(s, 0, 'boston', 'colour')).state);
    rejects({ ...play, trump: play.superior }, /trump/);
    const misere = toPosition(run(s, auctionFor(s, 0, 'grande-misere')).state);
    rejects({ ...misere, trump: 'S' }, /trump/);
  });

  it('fromPosition rejects, in play, a toMove that is not the seat whose turn it is, and a trick out of turn (BO38)', () => {
    const s = fresh();
    const play = toPosition(run(s, [...auctionFor(s, 0, 'boston', 'colour')]).state);
    rejects({ ...play, toMove: 2 }, /to move/);
    const t = toPosition(run(fromPosition(play), [{ type: 'play', card: play.hands[0]![0]! }]).state);
    rejects({ ...t, trick: [{ seat: 1, card: t.trick[0]!.card }] }, /seat 0/);
  });

  it('newSession and fromPosition throw on an unknown variant, players other than 3 or 4, Boston-Whist for three, tours not a positive integer', () => {
    for (const options of [{ variants: ['V-W-1'] }, { players: 5 }, { players: 3, whist: true }, { tours: 0 }, { tours: 1.5 }, { whist: 'yes' }]) {
      assert.throws(() => newSession(options as never, 1), /Bad Boston options/, JSON.stringify(options));
      rejects({ ...base(), options }, /Bad Boston options/);
    }
  });

  it('nextDeal throws outside dealOver, on a pack that is not the pack once each, and on a superior suit without V-BO-1 (BO17, BO19)', () => {
    assert.throws(() => nextDeal(fresh()), /no next deal from phase 'auction'/);
    const over = fromPosition(overPosition({}));
    assert.throws(() => nextDeal(over, ['AS']), /52/);
    assert.throws(() => nextDeal(over, undefined, 'H'), /V-BO-1/);
    const won = playOut(run(fresh(), auctionFor(fresh(), 0, 'boston', 'colour')).state).state;
    assert.equal(nextDeal(won).phase, 'auction');
  });

  it('optionsFor: three or four seats, the number of players from the seats, Boston-Whist only for four', () => {
    assert.deepEqual(bostonGame.optionsFor({}, 3), { options: { players: 3 } });
    assert.deepEqual(bostonGame.optionsFor({ whist: true, tours: 2 }, 4), { options: { whist: true, tours: 2, players: 4 } });
    assert.ok('problem' in bostonGame.optionsFor({ whist: true }, 3));
    assert.ok('problem' in bostonGame.optionsFor({}, 5));
    assert.ok('problem' in bostonGame.optionsFor({ players: 4 }, 4));
    assert.ok('problem' in bostonGame.optionsFor({ tours: -1 }, 4));
  });
});
