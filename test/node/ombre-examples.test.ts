/**
 * Every worked example EX-O-1…EX-O-29 of shared/rules/ombre.md §8, with the expectations of the
 * spec's text. Unless stated: Ombre for three, dealer seat 2 (seat 0 the mano), stake 1.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  legalPlays,
  orderFor,
  plainOrder,
  trickWinner,
  trumpOrder,
  matadorCount,
  PACK,
  PACK_EN_DEUX,
  type OmbreEvent,
  type OmbreState,
  type Suit,
} from '../../src/games/ombre/index.js';
import { cards, dealWith, endgame, net, playOut, run, table } from './support/ombre.js';

const OMBRE = { game: 'ombre' as const };
const played = (xs: string[]) => xs.map((card, i) => ({ seat: i, card }));
const legal = (hand: string, trick: string, trump: Suit | null) => legalPlays(cards(hand), played(cards(trick)), orderFor(trump)).sort();
const winnerOf = (trick: string, trump: Suit | null) => trickWinner(played(cards(trick)), orderFor(trump));
const payments = (ev: OmbreEvent[]) => ev.filter((e) => e.type === 'payment');
const result = (ev: OmbreEvent[]) => ev.find((e) => e.type === 'result') as Extract<OmbreEvent, { type: 'result' }>;
const honours = (ev: OmbreEvent[]) => ev.find((e) => e.type === 'honours') as Extract<OmbreEvent, { type: 'honours' }>;
/** Winners of nine tricks: `l` for the Lomber's seat count, and so on. */
const wins = (counts: Record<number, number>, order?: number[]): number[] => {
  const out: number[] = [];
  for (const s of order ?? Object.keys(counts).map(Number)) for (let i = 0; i < counts[s]!; i++) out.push(s);
  return out;
};

describe('EX-O-1: card order in each trump suit (O7, O8, O9)', () => {
  it('EX-O-1 trumps high to low and plain suits per trump; 40 cards; 6D 5D 2D won by 2D with diamonds trump', () => {
    assert.deepEqual(trumpOrder('S'), cards('AS 2S AC KS QS JS 7S 6S 5S 4S 3S'));
    assert.deepEqual(trumpOrder('C'), cards('AS 2C AC KC QC JC 7C 6C 5C 4C 3C'));
    assert.deepEqual(trumpOrder('H'), cards('AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H'));
    assert.deepEqual(trumpOrder('D'), cards('AS 7D AC AD KD QD JD 2D 3D 4D 5D 6D'));
    assert.deepEqual(plainOrder('C'), cards('KC QC JC 7C 6C 5C 4C 3C 2C'));
    assert.deepEqual(plainOrder('H'), cards('KH QH JH AH 2H 3H 4H 5H 6H 7H'));
    for (const t of ['S', 'C', 'H', 'D'] as Suit[]) {
      const o = orderFor(t);
      assert.equal(PACK.length, 40);
      assert.equal(PACK.filter((c) => o.suit[c] === 'T').length, t === 'H' || t === 'D' ? 12 : 11);
    }
    assert.equal(winnerOf('6D 5D 2D', 'D'), 2);
    // hearts trump: 2S is simply the lowest spade, 7D the lowest diamond
    assert.equal(winnerOf('3S 2S', 'H'), 0);
    assert.equal(winnerOf('6D 7D', 'H'), 0);
  });
});

describe('EX-O-2: red plain suits run backwards (O7, O11)', () => {
  it('EX-O-2 spades trump: AD 2D JD won by JD; clubs trump: 7H 2H AH won by AH', () => {
    assert.equal(winnerOf('AD 2D JD', 'S'), 2);
    assert.equal(winnerOf('7H 2H AH', 'C'), 2);
  });
});

describe('EX-O-3: the black aces are not part of their suits (O9, O40, O41)', () => {
  it('EX-O-3 hearts trump, KC led: AC 4C 7H QS must play 4C; AS 2S JD may play anything; AS wins, 2S lets KC win', () => {
    assert.deepEqual(legal('AC 4C 7H QS', 'KC', 'H'), ['4C']);
    assert.deepEqual(legal('AS 2S JD', 'KC x', 'H').length, 3);
    assert.equal(winnerOf('KC 4C 2S', 'H'), 0);
    assert.equal(winnerOf('KC 4C AS', 'H'), 2);
  });
});

describe('EX-O-4: the matadors privilege (O42)', () => {
  const rows: [string, string, string][] = [
    ['4H', 'AC KS 3D', 'AC KS 3D'],
    ['4H', 'AS 6H 2C', 'AS 6H'],
    ['AS', 'AC KS 3D', 'AC'],
    ['AS', '7H 2C', '7H'],
    ['AC', 'AS KS', 'AS KS'],
    ['AC', '7H 2C', '7H 2C'],
    ['7H', 'AC KS', 'AC'],
    ['7H', 'AS 3H', 'AS 3H'],
  ];
  for (const [led, hand, want] of rows) {
    it(`EX-O-4 hearts trump, ${led} led, hand ${hand}: legal ${want}`, () => {
      assert.deepEqual(legal(hand, led, 'H'), cards(want).sort());
    });
  }
  it('EX-O-4 a matador played by a follower forces nothing: 5H then AS, AC 2C may play either', () => {
    assert.deepEqual(legal('AC 2C', '5H AS', 'H'), ['2C', 'AC']);
  });
});

describe('EX-O-5: an auction with overcalls and holds (O26, O27, O28, PD-O-6)', () => {
  it('EX-O-5 favourite clubs: ask, Tourné held, Obscurité, Solo held in hearts, Solo in colour wins for seat 2', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: {}, favourite: 'C' });
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'bid', contract: 'tourne' }]).state;
    const low = applyMove(s, { type: 'bid', contract: 'ask-colour' });
    assert.ok(!low.ok && low.violation.rule === 'O26' && low.violation.code === 'BID_TOO_LOW');
    s = run(s, [{ type: 'hold' }, { type: 'bid', contract: 'obscurite' }, { type: 'pass' }]).state;
    assert.equal(s.lomber, 1);
    assert.equal(s.contract, 'obscurite');
    s = run(s, [{ type: 'bid', contract: 'solo', suit: 'S' }]).state;
    const clubs = applyMove(s, { type: 'hold', suit: 'C' });
    assert.ok(!clubs.ok && clubs.violation.code === 'BAD_SUIT', 'O28: the plain Solo level may not be held in the favourite');
    s = run(s, [{ type: 'hold', suit: 'H' }]).state;
    const hold2 = applyMove(s, { type: 'hold', suit: 'S' });
    assert.ok(!hold2.ok && hold2.violation.code === 'CANNOT_HOLD', 'seat 2 sits later: he cannot hold');
    const r = run(s, [{ type: 'bid', contract: 'solo-colour', suit: 'C' }, { type: 'pass' }]);
    assert.equal(r.state.lomber, 2);
    assert.equal(r.state.contract, 'solo-colour');
    assert.equal(r.state.trump, 'C');
    assert.ok(r.events.some((e) => e.type === 'auctionWon' && e.seat === 2 && e.contract === 'solo-colour'));
    assert.equal(r.state.phase, 'exchange');
    assert.notEqual(r.state.toMove, 2, 'Solo: the Lomber does not exchange');
  });
});

describe('EX-O-6: everybody passes; the pot grows (O31, O12)', () => {
  it('EX-O-6 two passed deals, then an Ask won 5–3–1 takes W = 3: balances +2, −1, −1', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: {} });
    assert.equal(s.pot, 1);
    let r = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.equal(r.state.outcome, 'passed');
    assert.ok(r.events.some((e) => e.type === 'allPassed'));
    assert.equal(payments(r.events).length, 0);
    s = dealWith({ options: OMBRE, dealer: 0, hands: {}, pot: 1, balances: [0, 0, -1] });
    assert.equal(s.pot, 2);
    r = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.deepEqual(r.state.balances, [-1, 0, -1]);
    // deal 3, dealer seat 1: pot 3; seat 0 wins an Ask in spades 5–3–1, no matadors
    const e = endgame({ options: OMBRE, dealer: 1, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H', winners: [1, 0, 0, 1, 0, 1, 2, 0, 0], pot: 3 });
    const out = playOut(e);
    assert.equal(result(out.events).outcome, 'win');
    assert.equal(honours(out.events).total, 0);
    assert.deepEqual(net(out.events, 3), [3, 0, 0]);
    assert.deepEqual([-1, 0, -1].map((b, i) => b + [0, -1, 0][i]! + net(out.events, 3)[i]!), [2, -1, -1]);
  });
});

describe('EX-O-7: the exchange in an Ask (O19, O32, O33, O34, O35)', () => {
  it('EX-O-7 seat 1 takes 4, seat 2 six, seat 0 refused 4 of 3 and takes 2; one card unbought and unseen', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: { 1: cards('AS KH QH JH 2H 3H KD 4C 5C') }, favourite: 'D' });
    s = run(s, [{ type: 'pass' }, { type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'trump', suit: 'H' }]).state;
    assert.equal(s.toMove, 1);
    const talon = s.talon.slice();
    const h1 = s.hands[1]!.slice(0, 4);
    let r = run(s, [...h1.map((card) => ({ type: 'discard' as const, card })), { type: 'take' }]);
    assert.deepEqual(r.state.taken[1], talon.slice(0, 4));
    assert.equal(r.state.talon.length, 9);
    assert.equal(r.state.toMove, 2);
    r = run(r.state, [...r.state.hands[2]!.slice(0, 6).map((card) => ({ type: 'discard' as const, card })), { type: 'take' }]);
    assert.deepEqual(r.state.taken[2], talon.slice(4, 10));
    assert.equal(r.state.toMove, 0);
    s = run(r.state, r.state.hands[0]!.slice(0, 3).map((card) => ({ type: 'discard' as const, card }))).state;
    const fourth = applyMove(s, { type: 'discard', card: s.hands[0]![0]! });
    assert.ok(!fourth.ok && fourth.violation.rule === 'O34' && fourth.violation.code === 'EXCHANGE_SIZE');
    // he discards 2 (start again from a seat with 2 laid away)
    s = run(r.state, [...r.state.hands[0]!.slice(0, 2).map((card) => ({ type: 'discard' as const, card }))]).state;
    r = run(s, [{ type: 'take' }]);
    assert.deepEqual(r.state.taken[0], talon.slice(10, 12));
    assert.deepEqual(r.state.talon, talon.slice(12));
    assert.equal(r.state.phase, 'play');
    const counts = r.events.filter((e) => e.type === 'exchange').map((e) => (e as { count: number }).count);
    assert.deepEqual(counts, [2]);
  });
});

describe('EX-O-8: the exchange against Solo (O23, O33)', () => {
  it('EX-O-8 seat 0 plays Solo in diamonds: his exchange is refused; seat 1 takes 8, seat 2 the last 5', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: {}, favourite: 'H' });
    s = run(s, [{ type: 'bid', contract: 'solo', suit: 'D' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(s.toMove, 1);
    const mine = applyMove(s, { type: 'discard', card: s.hands[0]![0]!, seat: 0 });
    assert.ok(!mine.ok && mine.violation.code === 'NOT_YOUR_TURN');
    s = run(s, [...s.hands[1]!.slice(0, 8).map((card) => ({ type: 'discard' as const, card })), { type: 'take' }]).state;
    assert.equal(s.talon.length, 5);
    s = run(s, [...s.hands[2]!.slice(0, 5).map((card) => ({ type: 'discard' as const, card }))]).state;
    const more = applyMove(s, { type: 'discard', card: s.hands[2]![0]! });
    assert.ok(!more.ok && more.violation.code === 'EXCHANGE_SIZE');
    s = run(s, [{ type: 'take' }]).state;
    assert.equal(s.talon.length, 0);
    assert.equal(s.phase, 'play');
  });
});

describe('EX-O-9: converting an uncontested Ask (O29, O30, O22, PD-O-7)', () => {
  it('EX-O-9 seat 0 with AS AC may convert to Tourné, Obscurité, Grand Casco or Ask in colour; not to Solo; not after Ask in colour', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: { 0: cards('AS AC KH QH JH 2D 3D 4D 5D') }, favourite: 'C' });
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(s.phase, 'trump');
    const solo = applyMove(s, { type: 'convert', contract: 'solo' });
    assert.ok(!solo.ok && solo.violation.rule === 'O29' && solo.violation.code === 'CANNOT_CONVERT');
    const casco = run(s, [{ type: 'convert', contract: 'casco' }]);
    assert.ok(casco.events.some((e) => e.type === 'acesShown' && e.seat === 0));
    assert.ok(casco.events.some((e) => e.type === 'turned'));
    assert.equal(casco.state.contract, 'casco');
    const tourne = run(s, [{ type: 'convert', contract: 'tourne' }]);
    assert.equal(tourne.state.turned, s.talon[0]);
    const obsc = run(s, [{ type: 'convert', contract: 'obscurite' }]);
    assert.equal(obsc.state.phase, 'exchange');
    const colour = run(s, [{ type: 'trump', suit: 'C' }]);
    assert.equal(colour.state.contract, 'ask-colour');
    // an auction ended at Ask in colour: no conversion
    let t = dealWith({ options: OMBRE, dealer: 2, hands: {}, favourite: 'C' });
    t = run(t, [{ type: 'bid', contract: 'ask-colour' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(t.phase, 'exchange');
    const late = applyMove(t, { type: 'convert', contract: 'tourne' });
    assert.ok(!late.ok);
  });
});

describe('EX-O-10: counting matadors (O10, O50, PD-O-21)', () => {
  it('EX-O-10 5 (JS missing), 5 (QH missing), 3 (AD missing), 0 (no Spadille)', () => {
    assert.equal(matadorCount(cards('AS 2S AC KS QS 7S'), 'S', PACK), 5);
    assert.equal(matadorCount(cards('AS 7H AC AH KH JH'), 'H', PACK), 5);
    assert.equal(matadorCount(cards('AS 7D AC KD QD'), 'D', PACK), 3);
    assert.equal(matadorCount(cards('2S AC KS QS'), 'S', PACK), 0);
  });
});

describe('EX-O-11: Solo won (O49–O54)', () => {
  it('EX-O-11 Solo in spades, 4 matadors, 6–3–0, W = 8: seat 2 +16, seats 0 and 1 −4, table empty', () => {
    const e = endgame({ options: OMBRE, lomber: 2, contract: 'solo', trump: 'S', favourite: 'H', matadors: 4, winners: [0, 0, 0, 2, 2, 2, 2, 2, 2], pot: 3, betes: [{ amount: 5, kind: 'single' }] });
    const out = playOut(e);
    assert.equal(result(out.events).outcome, 'win');
    assert.equal(honours(out.events).total, 4);
    assert.deepEqual(net(out.events, 3), [-4, -4, 16]);
    assert.equal(table(out.state), 0);
  });
});

describe('EX-O-12: Ask in colour with no honours (O53)', () => {
  it('EX-O-12 favourite hearts, Ask in colour 5–3–1, pot 2: H = 1, seat 0 +4, seats 1 and 2 −1', () => {
    const e = endgame({ options: OMBRE, lomber: 0, contract: 'ask-colour', trump: 'H', favourite: 'H', winners: [1, 0, 1, 0, 2, 1, 0, 0, 0], pot: 2 });
    const out = playOut(e);
    assert.equal(honours(out.events).total, 1);
    assert.deepEqual(net(out.events, 3), [4, -1, -1]);
  });
});

describe('EX-O-13: remise (O52, O56, O61, O63, PD-O-16)', () => {
  it('EX-O-13 Ask in hearts, 3 matadors, 4–4–1, pot 2: seat 1 −4, seats 0 and 2 +1, a single bête of 2', () => {
    const e = endgame({ options: OMBRE, lomber: 1, contract: 'ask', trump: 'H', favourite: 'S', matadors: 3, winners: [0, 0, 0, 0, 1, 1, 1, 1, 2], pot: 2 });
    const out = playOut(e);
    assert.equal(result(out.events).outcome, 'remise');
    assert.deepEqual(net(out.events, 3), [1, -4, 1]);
    assert.deepEqual(out.state.betes, [{ amount: 2, kind: 'single' }]);
    assert.equal(out.state.pot, 2);
  });
});

describe('EX-O-14: codille and the duplum (O57, O62, O63, PD-O-15)', () => {
  it('EX-O-14 Tourné in hearts 3–5–1, pot 4, [5 single]: seat 0 −20, seats 1 and 2 +1, duplum 18; next deal W = 23, R = 10', () => {
    const e = endgame({ options: OMBRE, lomber: 0, contract: 'tourne', trump: 'H', favourite: 'S', winners: [1, 1, 1, 1, 1, 0, 0, 0, 2], pot: 4, betes: [{ amount: 5, kind: 'single' }] });
    const out = playOut(e);
    assert.equal(result(out.events).outcome, 'codille');
    assert.equal(honours(out.events).total, 1);
    assert.deepEqual(net(out.events, 3), [-20, 1, 1]);
    assert.deepEqual(out.state.betes, [{ amount: 5, kind: 'single' }, { amount: 18, kind: 'double' }]);
    assert.equal(out.state.pot, 4);
    // next deal: pot 5, W = 23; seat 1 wins a plain Ask without honours and takes 23, [5 single] stays
    const next = endgame({ options: OMBRE, lomber: 1, contract: 'ask', trump: 'S', favourite: 'H', winners: [0, 1, 1, 1, 1, 1, 0, 2, 2], pot: 5, betes: out.state.betes.map((b) => ({ ...b })) });
    const won = playOut(next);
    assert.deepEqual(net(won.events, 3), [0, 23, 0]);
    assert.deepEqual(won.state.betes, [{ amount: 5, kind: 'single' }]);
    const lost = playOut(endgame({ options: OMBRE, lomber: 1, contract: 'ask', trump: 'S', favourite: 'H', winners: [0, 0, 0, 0, 1, 1, 1, 1, 2], pot: 5, betes: out.state.betes.map((b) => ({ ...b })) }));
    assert.equal(lost.state.betes.at(-1)!.amount, 10, 'a single bête R = 5 + 5 (the duplum is never a basis)');
  });
});

describe('EX-O-15: vole won (O43, O47, O51)', () => {
  it('EX-O-15 Solo in colour (hearts), 3 matadors, vole declared and made: H = 16', () => {
    const e = endgame({ options: OMBRE, lomber: 2, contract: 'solo-colour', trump: 'H', favourite: 'H', matadors: 3, vole: true, winners: Array(9).fill(2), pot: 1 });
    const out = playOut(e);
    const h = honours(out.events);
    assert.deepEqual([h.game, h.matadors, h.premiers, h.vole, h.total], [4, 2, 2, 8, 16]);
    assert.deepEqual(net(out.events, 3), [-16, -16, 33]);
    assert.equal(result(out.events).vole, 'made');
  });
});

describe('EX-O-16: stop, or vole declared and missed (O43, O55, PD-O-13)', () => {
  it('EX-O-16 after five tricks the stop gives seat 0 +10; a lead declares the vole; lost at trick 7 (8–1–0): +2, +3, +3', () => {
    // Ask in spades, seat 0 (mano) wins tricks 1–5 with the top trumps
    const hand0 = cards('KS QS JS 7S 6S 5S 4S 3S KC');
    let s = dealWith({ options: OMBRE, dealer: 2, hands: { 0: hand0, 1: cards('KH QH JH AH 2H 3H 4H 5H 6H'), 2: cards('KD QD JD AD 2D 3D 4D 5D 6D') }, talon: cards('7H 7D QC JC 7C 6C 5C 4C 3C 2C AS 2S AC'), favourite: 'H', pot: 1, betes: [{ amount: 6, kind: 'single' }] });
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'S' }, { type: 'take' }, { type: 'take' }, { type: 'take' }]).state;
    assert.equal(s.phase, 'play');
    assert.equal(s.pot, 2);
    const lead = (card: string) => [{ type: 'play' as const, card }, { type: 'play' as const, card: s.hands[1]![0]! }, { type: 'play' as const, card: s.hands[2]![0]! }];
    for (const c of cards('KS QS JS 7S 6S')) {
      s = run(s, [{ type: 'play', card: c }, { type: 'play', card: s.hands[1]!.find((x) => x !== '')! }, { type: 'play', card: s.hands[2]![0]! }]).state;
    }
    void lead;
    assert.deepEqual(s.won, [5, 0, 0]);
    assert.equal(s.toMove, 0);
    const early = applyMove(s, { type: 'stop', seat: 1 });
    assert.ok(!early.ok);
    const stop = run(s, [{ type: 'stop' }]);
    assert.equal(result(stop.events).outcome, 'win');
    assert.equal(honours(stop.events).total, 1);
    assert.deepEqual(net(stop.events, 3), [10, -1, -1]);
    // a lead declares the vole; a missed vole nets H − vole (endgame 8–1–0)
    const declared = run(s, [{ type: 'play', card: '5S' }]);
    assert.ok(declared.events.some((e) => e.type === 'voleDeclared' && e.seat === 0));
    assert.equal(declared.state.vole, true);
    const missed = playOut(endgame({ options: OMBRE, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H', vole: true, winners: [0, 0, 0, 0, 0, 0, 1, 0, 0], pot: 2, betes: [{ amount: 6, kind: 'single' }] }));
    assert.equal(result(missed.events).outcome, 'win');
    assert.equal(result(missed.events).vole, 'missed');
    assert.deepEqual(net(missed.events, 3), [2, 3, 3]);
    assert.equal(table(missed.state), 0);
  });
});

describe('EX-O-17: Solo tout (O24, O48, O51, O59, PD-O-14)', () => {
  const base = { options: OMBRE, lomber: 1, contract: 'solo-tout' as const, trump: 'S' as Suit, favourite: 'H' as Suit, matadors: 3, pot: 2 };
  it('EX-O-17 won with all nine: H = 14 from each', () => {
    const out = playOut(endgame({ ...base, winners: Array(9).fill(1) }));
    assert.equal(honours(out.events).total, 14);
    assert.deepEqual(net(out.events, 3), [-14, 30, -14]);
  });
  it('EX-O-17 lost 8–1–0: remise, 13 to each and a single bête; no cinq premiers', () => {
    const out = playOut(endgame({ ...base, winners: [1, 1, 1, 1, 1, 1, 1, 1, 0] }));
    assert.equal(result(out.events).outcome, 'remise');
    assert.equal(honours(out.events).total, 13);
    assert.deepEqual(net(out.events, 3), [13, -28, 13]);
    assert.deepEqual(out.state.betes, [{ amount: 2, kind: 'single' }]);
  });
  it('EX-O-17 lost 3–5–1: codille, 13 to each and a duplum 2R', () => {
    const out = playOut(endgame({ ...base, winners: [1, 1, 1, 0, 0, 0, 0, 0, 2] }));
    assert.equal(result(out.events).outcome, 'codille');
    assert.deepEqual(out.state.betes, [{ amount: 4, kind: 'double' }]);
    assert.deepEqual(net(out.events, 3), [13, -30, 13]);
  });
});

describe('EX-O-18: Tourné with a black ace (O20, O37, O49, PD-O-8)', () => {
  it('EX-O-18 the turned AC makes clubs trump, stays on the talon and is the first card drawn', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: { 0: cards('AS 2H 3H 4H 5H 6H 7H 2D 3D') }, talon: cards('AC KD QD'), favourite: 'H' });
    const r = run(s, [{ type: 'pass' }, { type: 'bid', contract: 'tourne' }, { type: 'pass' }]);
    s = r.state;
    assert.equal(s.turned, 'AC');
    assert.equal(s.trump, 'C');
    assert.equal(s.talon[0], 'AC');
    assert.ok(r.events.some((e) => e.type === 'turned' && e.card === 'AC' && e.suit === 'C'));
    const t = run(s, [...s.hands[1]!.slice(0, 3).map((card) => ({ type: 'discard' as const, card })), { type: 'take' }]);
    assert.deepEqual(t.state.taken[1], cards('AC KD QD'));
    assert.equal(t.state.turned, 'AC');
  });
  it('EX-O-18 paid as Tourné: 1, and 2 when clubs are the favourite', () => {
    const a = playOut(endgame({ options: OMBRE, lomber: 1, contract: 'tourne', trump: 'C', favourite: 'H', winners: wins({ 1: 5, 0: 4 }), pot: 1 }));
    assert.equal(honours(a.events).total, 1);
    const b = playOut(endgame({ options: OMBRE, lomber: 1, contract: 'tourne', trump: 'C', favourite: 'C', winners: wins({ 1: 5, 0: 4 }), pot: 1 }));
    assert.equal(honours(b.events).total, 2);
  });
});

describe('EX-O-19: Obscurité (O21, O33, O34, PD-O-9)', () => {
  it('EX-O-19 seat 0 keeps AS, discards 8, draws the top 8 blind (5 left), names diamonds; keeping two is refused', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: { 0: cards('AS KH QH JH 2H 3H 4H 5H 6H') }, favourite: 'C' });
    s = run(s, [{ type: 'bid', contract: 'obscurite' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(s.phase, 'exchange');
    assert.equal(s.toMove, 0);
    const talon = s.talon.slice();
    const seven = run(s, cards('KH QH JH 2H 3H 4H 5H').map((card) => ({ type: 'discard' as const, card }))).state;
    const keepTwo = applyMove(seven, { type: 'take' });
    assert.ok(!keepTwo.ok && keepTwo.violation.rule === 'O21' && keepTwo.violation.code === 'OBSCURITE_KEEP');
    const r = run(seven, [{ type: 'discard', card: '6H' }, { type: 'take' }]);
    assert.deepEqual(r.state.taken[0], talon.slice(0, 8));
    assert.equal(r.state.talon.length, 5);
    assert.equal(r.state.phase, 'trump');
    const t = run(r.state, [{ type: 'trump', suit: 'D' }]);
    assert.equal(t.state.toMove, 1);
    assert.equal(t.state.phase, 'exchange');
    // or, with nothing usable, he throws in: a single bête, no honours
    const thrown = run(r.state, [{ type: 'throwIn' }]);
    assert.equal(thrown.state.outcome, 'thrownIn');
    assert.ok(!thrown.events.some((e) => e.type === 'payment' && e.reason === 'honours'));
  });
});

describe('EX-O-20: Grand Casco (O22, PD-O-22)', () => {
  it('EX-O-20 seat 2 with AS AC bids Grand Casco (aces shown at once); seat 0 cannot hold; 5H turned: hearts; paid 2 (+1 with 3 matadors)', () => {
    let s = dealWith({ options: OMBRE, dealer: 2, hands: { 2: cards('AS AC 7H KD QD JD KC QC JC') }, talon: cards('5H'), favourite: 'S' });
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }]).state;
    const r = run(s, [{ type: 'bid', contract: 'casco' }]);
    assert.ok(r.events.some((e) => e.type === 'acesShown' && e.seat === 2));
    const hold = applyMove(r.state, { type: 'hold' });
    assert.ok(!hold.ok && hold.violation.code === 'NEEDS_BLACK_ACES');
    const w = run(r.state, [{ type: 'pass' }]);
    assert.equal(w.state.turned, '5H');
    assert.equal(w.state.trump, 'H');
    assert.equal(w.state.toMove, 2, 'the Lomber exchanges first');
    const out = playOut(endgame({ options: OMBRE, lomber: 2, contract: 'casco', trump: 'H', favourite: 'S', matadors: 3, winners: wins({ 2: 5, 0: 4 }), pot: 1 }));
    assert.equal(honours(out.events).total, 3);
    const inColour = playOut(endgame({ options: OMBRE, lomber: 2, contract: 'casco', trump: 'H', favourite: 'H', matadors: 3, winners: wins({ 2: 5, 0: 4 }), pot: 1 }));
    assert.equal(honours(inColour.events).total, 6);
  });
});

describe('EX-O-21: throw-in (O38, O58, PD-O-10)', () => {
  it('EX-O-21 pot 3, [4 single, 10 double]: seat 2 throws in after exchanging and pays R = 7; after a card it is refused', () => {
    let s = dealWith({ options: OMBRE, dealer: 1, hands: {}, favourite: 'H', pot: 2, betes: [{ amount: 4, kind: 'single' }, { amount: 10, kind: 'double' }] });
    // dealer 1: mano seat 2
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'D' }, { type: 'take' }, { type: 'take' }, { type: 'take' }]).state;
    assert.equal(s.pot, 3);
    assert.equal(s.toMove, 2);
    const r = run(s, [{ type: 'throwIn' }]);
    assert.deepEqual(net(r.events, 3), [0, 0, -7]);
    assert.deepEqual(r.state.betes, [{ amount: 4, kind: 'single' }, { amount: 10, kind: 'double' }, { amount: 7, kind: 'single' }]);
    const after = run(s, [{ type: 'play', card: s.hands[2]![0]! }]).state;
    const late = applyMove(after, { type: 'throwIn' });
    assert.ok(!late.ok && late.violation.rule === 'O38');
  });
});

describe('EX-O-22: results by trick counts (O46, O48, PD-O-12)', () => {
  const rows: [number[], string, string?][] = [
    [[5, 4, 0], 'win'], [[5, 2, 2], 'win'], [[6, 3, 0], 'win'], [[4, 3, 2], 'win'], [[4, 4, 1], 'remise'], [[3, 3, 3], 'remise'],
    [[4, 5, 0], 'codille'], [[3, 4, 2], 'codille'], [[2, 4, 3], 'codille'], [[1, 4, 4], 'codille'], [[8, 1, 0], 'remise', 'solo-tout'],
  ];
  for (const [counts, want, contract] of rows) {
    it(`EX-O-22 ${counts.join('–')}${contract ? ' Solo tout' : ''}: ${want}`, () => {
      const winners = wins({ 1: counts[1]!, 2: counts[2]!, 0: counts[0]! }, [1, 2, 0]);
      const out = playOut(endgame({ options: OMBRE, lomber: 0, contract: (contract ?? 'ask') as 'ask', trump: 'S', favourite: 'H', winners, pot: 1 }));
      assert.equal(result(out.events).outcome, want);
    });
  }
});

describe('EX-O-23: the kettle (O66)', () => {
  it('EX-O-23 pot 3 and bêtes 9, 18, 6 (36): 12 each; with 37 the odd mark to the mano of the last deal', () => {
    for (const [pot, shares] of [[2, [12, 12, 12]], [3, [13, 12, 12]]] as [number, number[]][]) {
      // the last deal of a one-tour session: dealer 2, mano 0; everybody passes
      const s = dealWith({ options: { game: 'ombre', tours: 1 }, dealer: 2, hands: {}, pot, betes: [{ amount: 9, kind: 'single' }, { amount: 18, kind: 'double' }, { amount: 6, kind: 'single' }], balances: [-27, 0, -6 - pot], dealsPlayed: 2 });
      assert.equal(s.pot, pot + 1);
      const r = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
      assert.equal(r.state.phase, 'sessionOver');
      assert.deepEqual(net(r.events, 3, 'kettle'), shares);
      assert.equal(table(r.state), 0);
      // seat 0 paid bêtes of 27, seat 2 one of 6 and the antes (the pot): each gets 12 back
      if (pot === 2) assert.deepEqual(r.state.balances, [-27 + 12, 0 + 12, -6 - 3 + 12]);
    }
  });
});

describe('EX-O-24: en quatre results (OQ5, OQ6, PD-O-24)', () => {
  const rows: [number[], string][] = [
    [[5, 3, 0, 0], 'win'], [[4, 3, 1, 0], 'win'], [[3, 2, 2, 1], 'win'], [[2, 2, 2, 2], 'remise'], [[4, 4, 0, 0], 'remise'], [[3, 3, 1, 1], 'remise'], [[3, 4, 1, 0], 'codille'],
  ];
  for (const [counts, want] of rows) {
    it(`EX-O-24 ${counts.join('–')}: ${want}`, () => {
      const winners = wins({ 1: counts[1]!, 2: counts[2]!, 3: counts[3]!, 0: counts[0]! }, [1, 2, 3, 0]);
      const out = playOut(endgame({ options: { game: 'en-quatre' }, dealer: 3, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H', winners, pot: 1 }));
      assert.equal(result(out.events).outcome, want);
    });
  }
});

describe('EX-O-25: en deux (OD2, OD6, V-O-12, V-O-13, PD-O-23)', () => {
  it('EX-O-25 30 cards, packets 3, 3, 3, 3, 2, 2 from seat 0; a talon of 14', () => {
    const s = dealWith({ options: { game: 'en-deux' }, dealer: 1, hands: { 0: cards('KS QS JS 7S 6S 5S 4S 3S'), 1: cards('KH QH JH AH 2H 3H 4H 5H') } });
    assert.equal(s.hands[0]!.length, 8);
    assert.equal(s.talon.length, 14);
    assert.equal(PACK_EN_DEUX.length, 30);
    assert.equal(s.favourite, null);
  });
  const rows: [string[], number[], string][] = [
    [[], [5, 3], 'win'], [[], [4, 4], 'remise'], [[], [3, 5], 'codille'],
    [['V-O-12'], [7, 3], 'win'], [['V-O-12'], [6, 4], 'remise'], [['V-O-12'], [5, 5], 'remise'], [['V-O-12'], [4, 6], 'remise'], [['V-O-12'], [3, 7], 'codille'],
    [['V-O-13'], [7, 5], 'win'], [['V-O-13'], [6, 6], 'remise'], [['V-O-13'], [5, 7], 'codille'], // 12 tricks: hearts (12 trumps)
  ];
  for (const [variants, counts, want] of rows) {
    it(`EX-O-25 ${variants.join(' ') || 'default'} ${counts.join('–')}: ${want}`, () => {
      const winners = wins({ 1: counts[1]!, 0: counts[0]! }, [1, 0]);
      const out = playOut(endgame({ options: { game: 'en-deux', variants }, dealer: 1, lomber: 0, contract: 'ask', trump: variants.includes('V-O-13') ? 'H' : 'S', winners, pot: 1 }));
      assert.equal(result(out.events).outcome, want);
    });
  }
});

const Q = { game: 'quadrille' as const };
describe('EX-O-26: Quadrille, Ask with a called King (QD7, QD13, QD16, QD17, QD18, PD-O-25)', () => {
  // dealer 3; seat 1 Lomber (hearts), KS called, held by seat 3; 5 matadors over both hands: H = 3; pot 1, [6 single]
  const base = { options: Q, dealer: 3, lomber: 1, contract: 'ask' as const, trump: 'H' as Suit, called: 'KS', partner: 3, matadors: 5, pot: 1, betes: [{ amount: 6, kind: 'single' as const }] };
  it('EX-O-26 win with 7 tricks: seat 1 +7, seat 3 +6, seats 2 and 0 −3', () => {
    const out = playOut(endgame({ ...base, winners: [0, 2, 1, 3, 1, 3, 0, 1, 3, 1] }));
    assert.equal(result(out.events).outcome, 'win');
    assert.equal(honours(out.events).total, 3);
    assert.deepEqual(net(out.events, 4), [-3, 7, -3, 6]);
  });
  it('EX-O-26 remise with 5 tricks: seat 1 −7, seat 3 −6, seats 2 and 0 +3, a bête of 7', () => {
    const out = playOut(endgame({ ...base, winners: [0, 2, 1, 3, 1, 3, 0, 1, 2, 0] }));
    assert.equal(result(out.events).outcome, 'remise');
    assert.deepEqual(net(out.events, 4), [3, -7, 3, -6]);
    assert.deepEqual(out.state.betes.at(-1), { amount: 7, kind: 'single' });
  });
  it('EX-O-26 codille with 3 tricks: seat 0 (QH) +7, seat 2 (2H) +6, the leftover mark by the highest trump', () => {
    // the endgame gives the winners the top trumps in trick order: seat 0 wins the trick with AS …
    // the trick winners take AS, 7H, AC, AH, KH … in trick order: seat 0 holds AH, above seat 2's trumps
    const e = endgame({ ...base, winners: [1, 3, 1, 0, 0, 2, 2, 0, 2, 0] });
    const out = playOut(e);
    assert.equal(result(out.events).outcome, 'codille');
    assert.deepEqual(net(out.events, 4), [7, -3, 6, -3]);
    assert.equal(out.state.betes.length, 0);
  });
});

describe('EX-O-27: Quadrille, Mediateur (QD10, QD18)', () => {
  it('EX-O-27 seat 0 names clubs, asks for KH from seat 2, gives a card back; won: +9, −3, −2, −3; remise: −11, +3, +4, +3', () => {
    let s = dealWith({ options: Q, dealer: 3, hands: { 0: cards('AS 2C AC KC JC 7C 3D 4D 5D 6D'), 2: cards('KH QH JH AH 2H 3H 4H 5H 6H 7H') }, favourite: null });
    s = run(s, [{ type: 'bid', contract: 'mediateur' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(s.phase, 'trump');
    s = run(s, [{ type: 'trump', suit: 'C' }]).state;
    const bad = applyMove(s, { type: 'call', card: 'KC' });
    assert.ok(!bad.ok && bad.violation.code === 'BAD_CALL');
    const r = run(s, [{ type: 'call', card: 'KH' }]);
    assert.ok(r.events.some((e) => e.type === 'handedOver' && e.from === 2 && e.to === 0 && e.card === 'KH'));
    const g = run(r.state, [{ type: 'give', card: '6D' }]);
    const given = g.events.find((e) => e.type === 'given')!;
    assert.deepEqual((given as { visibleTo: readonly number[] }).visibleTo, [0, 2]);
    assert.equal(g.state.phase, 'play');
    assert.equal(g.state.matadors, 4);
    const base = { options: Q, dealer: 3, lomber: 0, contract: 'mediateur' as const, trump: 'C' as Suit, called: 'KH', giver: 2, matadors: 4, pot: 1 };
    const won = playOut(endgame({ ...base, winners: [1, 0, 0, 2, 0, 3, 0, 1, 0, 0] }));
    assert.deepEqual(net(won.events, 4), [9, -3, -2, -3]);
    const remise = playOut(endgame({ ...base, winners: [1, 0, 0, 2, 0, 3, 0, 1, 0, 2] }));
    assert.deepEqual(net(remise.events, 4), [-11, 3, 4, 3]);
    assert.deepEqual(remise.state.betes, [{ amount: 1, kind: 'single' }]);
  });
});

describe('EX-O-28: Quadrille, the called King fixes trump (QD6, QD11)', () => {
  it('EX-O-28 Grand Casco: seat 2 shows AS AC and calls KD: diamonds trump, its holder the partner', () => {
    let s = dealWith({ options: Q, dealer: 3, hands: { 2: cards('AS AC 2S 3S 4S 5S 6S 7S 2C 3C'), 1: cards('KD') }, favourite: null });
    const r = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'bid', contract: 'casco' }, { type: 'pass' }]);
    assert.ok(r.events.some((e) => e.type === 'acesShown' && e.seat === 2));
    assert.equal(r.state.phase, 'call');
    s = run(r.state, [{ type: 'call', card: 'KD' }]).state;
    assert.equal(s.trump, 'D');
    assert.equal(s.partner, 1);
    assert.deepEqual(trumpOrder('D').slice(0, 5), cards('AS 7D AC AD KD'));
  });
  it('EX-O-28 Spadille forcée: all four pass; seat 1 holds AS, calls KH: hearts trump; paid 2; V-O-16 names trump first', () => {
    let s = dealWith({ options: Q, dealer: 3, hands: { 1: cards('AS') }, favourite: null });
    const r = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.ok(r.events.some((e) => e.type === 'spadilleForcee' && e.seat === 1));
    assert.equal(r.state.contract, 'forcee');
    s = run(r.state, [{ type: 'call', card: 'KH' }]).state;
    assert.equal(s.trump, 'H');
    const v16 = dealWith({ options: { game: 'quadrille', variants: ['V-O-16'] }, dealer: 3, hands: { 1: cards('AS') }, favourite: null });
    const t = run(v16, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(t.phase, 'trump');
    const u = run(t, [{ type: 'trump', suit: 'S' }]).state;
    const sameSuit = applyMove(u, { type: 'call', card: 'KS' });
    assert.ok(!sameSuit.ok && sameSuit.violation.rule === 'QD8');
    const out = playOut(endgame({ options: Q, dealer: 3, lomber: 1, contract: 'forcee', trump: 'H', called: 'KH', partner: 3, winners: [1, 1, 3, 3, 1, 1, 0, 2, 0, 2], pot: 1 }));
    assert.equal(honours(out.events).game, 2);
  });
});

describe('EX-O-29: Cinquille payments (CQ3, CQ6, CQ10, CQ11, CQ12, CQ15, PD-O-26)', () => {
  const C = { game: 'cinquille' as const };
  it('EX-O-29 win 5–3, W = 9: seat 0 +7, seat 3 +5, seats 1, 2, 4 −1', () => {
    const out = playOut(endgame({ options: C, dealer: 4, lomber: 0, contract: 'ask', trump: 'S', called: 'KH', partner: 3, matadors: 3, winners: [1, 2, 4, 0, 3, 0, 3, 0], pot: 1, betes: [{ amount: 8, kind: 'single' }] }));
    assert.equal(result(out.events).outcome, 'win');
    assert.deepEqual(net(out.events, 5), [7, -1, -1, 5, -1]);
  });
  it('EX-O-29 codille 3–5 with W = 10: seat 0 −2, seat 3 −1, seats 1 +4, 2 +5, 4 +4 (the leftover by the highest trump)', () => {
    // the winners take the trumps from the top in trick order: seat 2 wins first (AS)
    const out = playOut(endgame({ options: C, dealer: 4, lomber: 0, contract: 'ask', trump: 'S', called: 'KH', partner: 3, matadors: 3, winners: [2, 1, 4, 0, 3, 0, 1, 2], pot: 2, betes: [{ amount: 8, kind: 'single' }] }));
    assert.equal(result(out.events).outcome, 'codille');
    assert.deepEqual(net(out.events, 5), [-2, 4, 5, -1, 4]);
  });
  it('EX-O-29 Solo codille: seat 2 alone, H = 2, W = 10: −8; the two leftover marks to the highest trumps', () => {
    const out = playOut(endgame({ options: C, dealer: 4, lomber: 2, contract: 'solo', trump: 'S', winners: [4, 0, 2, 2, 2, 3, 1, 1], pot: 2, betes: [{ amount: 8, kind: 'single' }] }));
    assert.equal(result(out.events).outcome, 'codille');
    assert.deepEqual(net(out.events, 5), [5, 4, -8, 4, 5]);
  });
});

void ({} as OmbreState);
