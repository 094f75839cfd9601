/** Boston's rules BO1–BO43 (shared/rules/boston.md §1–§8.1) and the decisions they rest on, through the engine. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  BIDS,
  bidRank,
  CONTRACTS,
  colourOf,
  dealPack,
  fromPosition,
  legalMoves,
  newSession,
  nextDeal,
  nextDealWithEvents,
  PACK,
  resolveRules,
  simpleSuits,
  strengthOf,
  suitOf,
  toPosition,
  trickWinner,
  TRI_PACK,
  type BostonMove,
  type BostonState,
} from '../../src/games/boston/index.js';
import { auctionFor, cards, dealWith, finishLastTrick, highest, lastTrick, lowest, net, ofType, overPosition, playOut, run } from './support/boston.js';

const spades = cards('AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S');
const passAll = (s: BostonState) => run(s, Array.from({ length: s.rules.players }, (): BostonMove => ({ type: 'pass' })));

describe('Boston: the forms, the tariff, cards and seats (BO1–BO5)', () => {
  it('BO1, PD-BO-1: one engine, three forms: Boston (4, 52 cards), Tri-Boston (3, 39), Boston-Whist (4, 52, a partner); Boston-Whist needs four', () => {
    assert.deepEqual([resolveRules({}).players, resolveRules({}).pack.length, resolveRules({}).whist], [4, 52, false]);
    assert.deepEqual([resolveRules({ players: 3 }).players, resolveRules({ players: 3 }).pack.length], [3, 39]);
    assert.equal(resolveRules({ whist: true }).whist, true);
    assert.throws(() => newSession({ players: 3, whist: true }, 1), /four players/);
    for (const options of [{}, { players: 3 as const }, { whist: true }]) {
      const s = newSession(options, 'f');
      assert.equal(s.hands.length, resolveRules(options).players);
      assert.ok(s.hands.every((h) => h.length === 13));
    }
  });

  it('BO2: in Boston every game is played alone against three: no whist phase, no partner', () => {
    const s = dealWith({ hands: {} });
    const r = run(s, auctionFor(s, 0, 'boston', 'colour'));
    assert.equal(r.state.phase, 'play');
    assert.equal(r.state.partner, null);
    assert.equal(ofType(r.events, 'seek').length, 0);
  });

  it('BO3: Boston and Tri-Boston pay Tariff A, Boston-Whist Tariff B; V-BO-2 gives Tariff B to the others', () => {
    assert.equal(resolveRules({}).tariff, 'A');
    assert.equal(resolveRules({ players: 3 }).tariff, 'A');
    assert.equal(resolveRules({ whist: true }).tariff, 'B');
    assert.equal(resolveRules({ variants: ['V-BO-2'] }).tariff, 'B');
    assert.equal(resolveRules({ players: 3, variants: ['V-BO-2'] }).tariff, 'B');
  });

  it('BO4: a full pack of 52, A K Q J 10 … 2 in every suit, ace highest in a trick', () => {
    assert.equal(new Set(PACK).size, 52);
    assert.deepEqual(cards('AH KH QH JH 10H 9H 2H').map(strengthOf), [14, 13, 12, 11, 10, 9, 2]);
    const t = cards('10H AH KH 2H').map((card, seat) => ({ seat, card }));
    assert.equal(trickWinner(t, null), 1);
  });

  it('BO5, PD-BO-2: seats in turn order: seat s + 1 acts after seat s (four: clockwise), the eldest is the seat after the dealer', () => {
    const s = dealWith({ hands: {}, dealer: 1 });
    const seats: number[] = [];
    let t = s;
    for (let i = 0; i < 3; i++) {
      seats.push(t.toMove!);
      t = run(t, [{ type: 'pass' }]).state;
    }
    assert.deepEqual(seats, [2, 3, 0]);
  });
});

describe('Boston: the precedence of suits and the draw (BO6–BO9)', () => {
  it('BO6: the first ace fixes the superior suit, the other suit of its colour is the colour, the other two simple; superior > colour > simple at each rung', () => {
    assert.deepEqual((['C', 'S', 'D', 'H'] as const).map(colourOf), ['S', 'C', 'H', 'D']);
    assert.deepEqual(simpleSuits('S').sort(), ['D', 'H']);
    assert.ok(bidRank('boston', 'superior') > bidRank('boston', 'colour') && bidRank('boston', 'colour') > bidRank('boston', 'simple'));
  });

  it('BO7, PD-BO-3: newSession turns cards to seat 0, 1, 2, 3, 0, … until the first ace; its seat deals first, its suit is superior (over 300 seeds)', () => {
    for (let seed = 0; seed < 300; seed++) {
      const s = newSession({}, seed);
      const p = s.precedence;
      assert.ok(p.at(-1)!.startsWith('A') && p.slice(0, -1).every((c) => !c.startsWith('A')));
      assert.equal(s.dealer, (p.length - 1) % 4);
      assert.equal(s.superior, suitOf(p.at(-1)!));
    }
  });

  it('BO8: the suits chosen by the first ace stay for the whole session', () => {
    let s = newSession({ tours: 1 }, 'suits');
    const superior = s.superior;
    for (let i = 0; i < 3; i++) {
      s = nextDeal(passAll(s).state);
      assert.equal(s.superior, superior);
    }
  });

  it('BO9, BO18, PD-BO-18: one pack, dealt one card at a time from the eldest to the dealer: the k-th card to seat (dealer + k) % n, 13 each', () => {
    const hands = dealPack(PACK, 2, 4);
    assert.deepEqual(hands.map((h) => h[0]), [PACK[1], PACK[2], PACK[3], PACK[0]]);
    assert.ok(hands.every((h) => h.length === 13));
    const tri = dealPack(TRI_PACK, 0, 3);
    assert.deepEqual(tri.map((h) => h.length), [13, 13, 13]);
    assert.equal(tri[1]![0], TRI_PACK[0]);
    const s = nextDeal(fromPosition(overPosition({ dealer: 1 })), PACK.slice());
    assert.deepEqual(s.hands, dealPack(PACK, 2, 4));
  });
});

describe('Boston: stake, Blok, pot and bêtes (BO10–BO16)', () => {
  it('BO10: at every deal the dealer puts 4 marks in, unasked', () => {
    const s = nextDeal(fromPosition(overPosition({ dealer: 0, pot: 30 })));
    assert.equal(s.pot, 34);
    assert.equal(s.balances[1], 0 - 4);
  });

  it('BO11, PD-BO-4: a deal on an empty table begins with the Blok, 2 from each: 12 with four (8 + 4), 10 with three (6 + 4)', () => {
    const four = nextDeal(fromPosition(overPosition({ dealer: 3, balances: [0, 0, 0, 0] })));
    assert.equal(four.pot, 12);
    const three = nextDeal(fromPosition(overPosition({ options: { players: 3 }, dealer: 2, balances: [0, 0, 0] })));
    assert.equal(three.pot, 10);
    const withBete = nextDeal(fromPosition(overPosition({ dealer: 3, betes: [10] })));
    assert.equal(withBete.pot, 4, 'a pending bête: the table is not empty, no Blok');
  });

  it('BO12, PD-BO-5: all pass: 2 each into the pot, the cards thrown in, the next seat deals', () => {
    const s = dealWith({ hands: {} });
    const r = passAll(s);
    assert.deepEqual([r.state.phase, r.state.outcome, r.state.pot - s.pot], ['dealOver', 'passed', 8]);
    assert.deepEqual(net(r.events, 4, 'pass'), [-2, -2, -2, -2]);
    assert.equal(nextDeal(r.state).dealer, (s.dealer + 1) % 4);
  });

  it('BO13: the deal is played for W = P + b: the start of the deal says the pot after the stake and the highest pending bête', () => {
    const over = fromPosition(overPosition({ dealer: 3, pot: 8, betes: [5, 30, 30] }));
    const { events } = nextDealWithEvents(over);
    const started = ofType(events, 'dealStarted')[0]!;
    assert.deepEqual([started.pot, started.bete, started.betes, started.blok], [12, 30, [5, 30, 30], false]);
  });

  it('BO13, BO14: a won game takes the pot and the highest bête (ties: the oldest); the others stay', () => {
    const s = dealWith({ hands: { 0: spades }, pot: 8, betes: [5, 30, 30] });
    const end = playOut(run(s, auctionFor(s, 0, 'boston', 'colour')).state);
    assert.equal(end.state.outcome, 'won');
    assert.deepEqual(net(end.events, 4, 'pot'), [12 + 30, 0, 0, 0]);
    assert.deepEqual([end.state.pot, end.state.betes], [0, [5, 30]]);
  });

  it('BO14, BO15: a lost game pays its bête at once, as large as W; bêtes are never added together, the pot stays', () => {
    const s = dealWith({ hands: { 1: spades }, pot: 8, betes: [5, 30] });
    const end = playOut(run(s, auctionFor(s, 0, 'boston', 'colour')).state);
    assert.deepEqual(ofType(end.events, 'payment').filter((e) => e.reason === 'bete').map((e) => [e.from, e.to, e.amount]), [[0, 'pot', 12 + 30]]);
    assert.deepEqual([end.state.pot, end.state.betes], [12, [5, 30, 42]]);
  });

  it('BO16: no codille, no premiers, no matadors: a lost game costs its marks and one bête, nothing else', () => {
    const s = dealWith({ hands: { 1: spades } });
    const end = playOut(run(s, auctionFor(s, 0, 'grand-independence', 'colour')).state);
    assert.deepEqual([...new Set(ofType(end.events, 'payment').map((e) => e.reason))].sort(), ['bete', 'game']);
  });
});

describe('Boston: the deal (BO17–BO19)', () => {
  it('BO17: the first dealer is the first ace\'s seat; after every deal, passed ones included, the deal passes to (dealer + 1) % n', () => {
    let s = newSession({ players: 3, tours: 1 }, 'd');
    const first = s.dealer;
    for (let i = 1; i < 3; i++) {
      s = nextDeal(passAll(s).state);
      assert.equal(s.dealer, (first + i) % 3);
    }
  });

  it('BO19: misdeals cannot happen: nextDeal refuses a pack that is not the form\'s pack once each', () => {
    const over = fromPosition(overPosition({}));
    assert.throws(() => nextDeal(over, PACK.slice(1)), /52 cards/);
    assert.throws(() => nextDeal(over, [...PACK.slice(1), PACK[1]!]), /twice/);
    assert.throws(() => nextDeal(fromPosition(overPosition({ options: { players: 3 } })), PACK.slice(0, 39)), /not a card/);
  });
});

describe('Boston: the auction (BO20–BO28)', () => {
  it('BO20: the ladder of 16 rungs from Boston to Concordia, the misères between', () => {
    assert.deepEqual(CONTRACTS.slice(0, 4), ['boston', 'petite-misere', 'grand-boston', 'grande-misere']);
    assert.equal(CONTRACTS.length, 16);
    assert.equal(CONTRACTS.at(-1), 'concordia');
    const r = applyMove(dealWith({ hands: {} }), { type: 'bid', contract: 'slam' as never, class: 'simple' });
    assert.ok(!r.ok && r.violation.rule === 'BO20');
  });

  it('BO21, S-BO-1: 34 bids; a trick contract names its class, a misère none; Boston superior < petite misère < Grand Boston simple', () => {
    assert.equal(BIDS.length, 34);
    assert.ok(bidRank('boston', 'superior') < bidRank('petite-misere', null));
    assert.ok(bidRank('petite-misere', null) < bidRank('grand-boston', 'simple'));
    const s = dealWith({ hands: {} });
    for (const m of [{ type: 'bid', contract: 'boston' }, { type: 'bid', contract: 'grande-misere', class: 'colour' }, { type: 'bid', contract: 'boston', class: 'trumps' }] as BostonMove[]) {
      const r = applyMove(s, m);
      assert.ok(!r.ok && r.violation.rule === 'BO21' && r.violation.code === 'NOT_ON_LADDER', JSON.stringify(m));
    }
    assert.equal(legalMoves(s).length, 35, 'a pass and the 34 bids');
  });

  it('BO22, S-BO-2: the forcée misères are ordinary rungs, bid at once without being forced', () => {
    const s = dealWith({ hands: {} });
    for (const c of ['grande-misere-forcee', 'petite-misere-ouverte-forcee', 'grande-misere-ouverte-forcee'] as const) assert.ok(applyMove(s, { type: 'bid', contract: c }).ok);
  });

  it('BO23, PD-BO-8: a bid names its class, never a simple suit: the declarer names the suit after the auction; a simple contract is played in a simple suit only', () => {
    const s = dealWith({ hands: {} });
    const r = run(s, auctionFor(s, 0, 'grand-boston', 'simple'));
    assert.deepEqual([r.state.phase, r.state.trump], ['trump', null]);
    assert.deepEqual(legalMoves(r.state).map((m) => (m as { suit: string }).suit).sort(), simpleSuits(s.superior).sort());
    const bad = applyMove(r.state, { type: 'trump', suit: s.superior });
    assert.ok(!bad.ok && bad.violation.rule === 'BO29' && bad.violation.code === 'BAD_TRUMP');
  });

  it('BO24, PD-BO-6: the eldest speaks first, then each seat in turn that has not passed; a bid must be strictly higher', () => {
    const s = dealWith({ hands: {}, dealer: 2 });
    assert.equal(s.toMove, 3);
    const t = run(s, [{ type: 'bid', contract: 'independence', class: 'colour' }]).state;
    assert.equal(t.toMove, 0);
    const r = applyMove(t, { type: 'bid', contract: 'independence', class: 'colour' });
    assert.ok(!r.ok && r.violation.rule === 'BO24' && r.violation.code === 'BID_TOO_LOW');
    assert.ok(legalMoves(t).every((m) => m.type === 'pass' || (m.type === 'bid' && bidRank(m.contract, m.class) > bidRank('independence', 'colour'))));
  });

  it('BO25: a pass is final: the seat is skipped, and its bid or pass is refused', () => {
    let s = run(dealWith({ hands: {} }), [{ type: 'pass' }, { type: 'bid', contract: 'boston', class: 'simple' }]).state;
    const r = applyMove(s, { type: 'bid', contract: 'grand-boston', class: 'simple', seat: 0 });
    assert.ok(!r.ok && r.violation.rule === 'BO25');
    s = run(s, [{ type: 'bid', contract: 'boston', class: 'colour' }, { type: 'bid', contract: 'boston', class: 'superior' }]).state;
    assert.equal(s.toMove, 1, 'seat 0 is skipped');
  });

  it('BO26: nobody overbids himself: a bidder is asked again only after another overbid him', () => {
    const s = dealWith({ hands: {} });
    const r = run(s, [{ type: 'bid', contract: 'boston', class: 'simple' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.equal(r.state.declarer, 0);
    assert.notEqual(r.state.phase, 'auction');
    const t = run(s, [{ type: 'bid', contract: 'boston', class: 'simple' }, { type: 'bid', contract: 'boston', class: 'colour' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(t.toMove, 0, 'seat 0 speaks again once seat 1 overbid him');
  });

  it('BO27: the auction ends when all but one have passed after a bid: his last bid is the contract', () => {
    const s = dealWith({ hands: {} });
    const r = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'bid', contract: 'souveraine', class: 'colour' }]);
    assert.deepEqual([r.state.declarer, r.state.contract, r.state.class], [3, 'souveraine', 'colour']);
    assert.deepEqual(ofType(r.events, 'auctionWon'), [{ type: 'auctionWon', seat: 3, contract: 'souveraine', class: 'colour' }]);
  });

  it('BO28: the contract binds and pays no more than announced: a Boston colour with all 13 tricks pays Tariff A\'s 2', () => {
    const s = dealWith({ hands: { 0: spades } });
    const end = playOut(run(s, auctionFor(s, 0, 'boston', 'colour')).state);
    assert.equal(end.state.won[0], 13);
    assert.deepEqual(net(end.events, 4, 'game'), [6, -2, -2, -2]);
  });
});

describe('Boston: between the auction and the play (BO29–BO37)', () => {
  it('BO29: superior class: the superior suit is trump; colour class: the colour; simple: the suit the declarer names; misères: none', () => {
    const s = dealWith({ hands: {} });
    assert.equal(run(s, auctionFor(s, 1, 'boston', 'superior')).state.trump, s.superior);
    assert.equal(run(s, auctionFor(s, 1, 'boston', 'colour')).state.trump, colourOf(s.superior));
    const simple = simpleSuits(s.superior)[1]!;
    const r = run(s, [...auctionFor(s, 1, 'boston', 'simple'), { type: 'trump', suit: simple }]);
    assert.deepEqual(ofType(r.events, 'trump'), [{ type: 'trump', seat: 1, suit: simple, class: 'simple' }]);
    assert.equal(run(s, auctionFor(s, 1, 'grande-misere')).state.trump, null);
  });

  it('BO30, PD-BO-9: petite misère: only the declarer lays one card aside, face down, and plays twelve', () => {
    const s = dealWith({ hands: {} });
    const a = run(s, auctionFor(s, 2, 'petite-misere'));
    assert.deepEqual([a.state.phase, a.state.toMove], ['discard', 2]);
    const card = a.state.hands[2]![5]!;
    const r = run(a.state, [{ type: 'discard', card }]);
    assert.equal(r.state.discard, card);
    assert.equal(r.state.hands[2]!.length, 12);
    assert.ok(r.state.hands.every((h, seat) => seat === 2 || h.length === 13));
    assert.deepEqual(ofType(r.events, 'discarded'), [{ type: 'discarded', seat: 2, card, visibleTo: 2 }]);
    const bad = applyMove(a.state, { type: 'discard', card: a.state.hands[1]![0]! });
    assert.ok(!bad.ok && bad.violation.rule === 'BO30' && bad.violation.code === 'CARD_NOT_IN_HAND');
  });

  it('BO31, PD-BO-11: an open misère lays the declarer\'s cards face up when play begins, after the discard; the discard stays hidden', () => {
    const s = dealWith({ hands: {} });
    const a = run(s, auctionFor(s, 0, 'petite-misere-ouverte'));
    assert.equal(ofType(a.events, 'exposed').length, 0, 'not before the discard');
    const card = a.state.hands[0]![0]!;
    const r = run(a.state, [{ type: 'discard', card }]);
    const exposed = ofType(r.events, 'exposed');
    assert.deepEqual(exposed, [{ type: 'exposed', seat: 0, cards: r.state.hands[0]! }]);
    assert.ok(!exposed[0]!.cards.includes(card));
    assert.equal(ofType(run(s, auctionFor(s, 0, 'grande-misere-ouverte')).events, 'exposed')[0]!.cards.length, 13);
  });

  it('BO32: a partner may be asked only in Boston-Whist and only for Boston, Grand Boston, Independence and Grand Independence', () => {
    const s = dealWith({ options: { whist: true }, hands: {} });
    for (const c of ['boston', 'grand-boston', 'independence', 'grand-independence'] as const) {
      const r = run(s, auctionFor(s, 1, c, 'colour'));
      assert.equal(r.state.phase, 'whist', c);
      assert.deepEqual(legalMoves(r.state).map((m) => m.type).sort(), ['alone', 'seek']);
    }
    assert.equal(run(s, auctionFor(s, 1, 'philadelphia', 'colour')).state.phase, 'play');
    assert.equal(run(s, auctionFor(s, 1, 'grande-misere')).state.phase, 'play');
  });

  it('BO33, PD-BO-15: the whist round asks the others from the eldest, skipping the declarer; the first "Whist!" is the partner; all passing, he plays alone', () => {
    const s = dealWith({ options: { whist: true }, hands: {} });
    let t = run(s, [...auctionFor(s, 1, 'boston', 'colour'), { type: 'seek' }]).state;
    const asked: number[] = [];
    for (let i = 0; i < 2; i++) {
      asked.push(t.toMove!);
      t = run(t, [{ type: 'pass' }]).state;
    }
    asked.push(t.toMove!);
    assert.deepEqual(asked, [0, 2, 3]);
    const r = run(t, [{ type: 'whist' }]);
    assert.deepEqual([r.state.partner, r.state.phase], [3, 'play']);
    assert.deepEqual(ofType(r.events, 'partner'), [{ type: 'partner', seat: 3 }]);
    const first = run(s, [...auctionFor(s, 1, 'boston', 'colour'), { type: 'seek' }, { type: 'whist' }]);
    assert.equal(first.state.partner, 0, 'the first "Whist!" decides; nobody else is asked');
    const none = run(s, [...auctionFor(s, 1, 'boston', 'colour'), { type: 'seek' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.deepEqual([none.state.partner, none.state.phase], [null, 'play']);
    assert.deepEqual(ofType(none.events, 'noWhist').map((e) => e.seat), [0, 2, 3]);
  });

  it('BO34, S-BO-7: quotas: the partner 3 in a Boston, 4 otherwise; the game is won at 8, 10, 11, 12 whoever took them', () => {
    for (const [contract, needed] of [['boston', 8], ['grand-boston', 10], ['independence', 11], ['grand-independence', 12]] as const) {
      const winners = [0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 2, 2, 0];
      const r = finishLastTrick(lastTrick({ options: { whist: true }, declarer: 0, partner: 2, contract, class: 'colour', winners }));
      const res = ofType(r.events, 'result')[0]!;
      assert.deepEqual([res.needed, res.side, res.outcome], [needed, 7, 'lost']);
      assert.deepEqual(res.failed, contract === 'boston' ? [2] : [0, 2]);
    }
  });

  it('BO35: seats do not change: declarer and partner play from their own seats, tricks kept by seat', () => {
    const s = dealWith({ options: { whist: true }, hands: {} });
    const r = run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'whist' }]);
    assert.equal(r.state.partner, 1, 'next to the declarer');
    assert.equal(r.state.toMove, 0, 'the eldest leads, whatever the sides');
    const end = playOut(r.state);
    assert.equal(end.state.won.reduce((a, b) => a + b, 0), 13);
    assert.equal(end.state.won.length, 4);
  });

  it('BO36: a side with a partner counts its honours over the two hands together', () => {
    const r = finishLastTrick(lastTrick({ options: { whist: true }, declarer: 0, partner: 2, contract: 'boston', class: 'colour', winners: [0, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0, 2, 2], holds: { 0: ['AS', 'KS'], 2: ['QS', 'JS'] } }));
    assert.equal(ofType(r.events, 'points')[0]!.honours, 4);
  });

  it('BO37: a Boston-Whist declarer alone is paid as a Boston declarer, by Tariff B (slam 20)', () => {
    const s = dealWith({ options: { whist: true }, hands: { 0: spades } });
    const r = playOut(run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'alone' }]).state);
    const p = ofType(r.events, 'points')[0]!;
    assert.deepEqual([p.points, p.multiplier, p.marks, p.slam], [17, 3, 5, 20]);
    assert.deepEqual(net(r.events, 4, 'game'), [75, -25, -25, -25]);
  });
});

describe('Boston: play (BO38–BO43)', () => {
  it('BO38, S-BO-9: the eldest leads to the first trick, whoever is declarer, in a misère too; each trick\'s winner leads the next', () => {
    const s = dealWith({ hands: {}, dealer: 1 });
    for (const c of ['grande-misere', 'philadelphia'] as const) {
      const r = run(s, auctionFor(s, 3, c, c === 'philadelphia' ? 'superior' : undefined));
      assert.deepEqual([r.state.leader, r.state.toMove], [2, 2]);
      assert.deepEqual(ofType(r.events, 'leader'), [{ type: 'leader', seat: 2 }]);
    }
    const play = run(s, auctionFor(s, 3, 'philadelphia', 'superior')).state;
    const after = playOut(play);
    const tricks = after.state.tricks;
    for (let i = 1; i < tricks.length; i++) assert.equal(tricks[i]![0]!.seat, tricks[i - 1]![trickWinner(tricks[i - 1]!, play.trump)]!.seat);
  });

  it('BO39: a player must follow suit when able; void, any card; no obligation to trump', () => {
    const s = dealWith({ hands: { 0: cards('AH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC'), 1: cards('KH QH 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS') } });
    const t = run(s, [...auctionFor(s, 0, 'boston', 'colour'), { type: 'play', card: 'AH' }]).state;
    assert.deepEqual(legalMoves(t).map((m) => (m as { card: string }).card).sort(), ['KH', 'QH']);
    const r = applyMove(t, { type: 'play', card: '2S' });
    assert.ok(!r.ok && r.violation.rule === 'BO39' && r.violation.code === 'MUST_FOLLOW_SUIT');
    const t2 = run(t, [{ type: 'play', card: 'KH' }]).state;
    const seat2 = legalMoves(t2);
    assert.ok(seat2.length >= 1);
  });

  it('BO40: the highest trump wins, else the highest card of the suit led; in a misère always the highest of the suit led', () => {
    const t = [{ seat: 0, card: 'KH' }, { seat: 1, card: '2S' }, { seat: 2, card: 'AH' }, { seat: 3, card: 'AD' }];
    assert.equal(trickWinner(t, 'S'), 1);
    assert.equal(trickWinner(t, 'C'), 2);
    assert.equal(trickWinner(t, null), 2);
  });

  it('BO41, PD-BO-10, S-BO-8: a trick contract plays 13 tricks; a petite misère 12, each opponent keeping one card; a misère ends at the declarer\'s first trick', () => {
    const s = dealWith({ hands: { 0: cards('2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S') } });
    const petite = run(s, [...auctionFor(s, 0, 'petite-misere'), { type: 'discard', card: '5C' }]).state;
    const end = playOut(petite, { 0: lowest, 1: highest, 2: highest, 3: highest });
    assert.deepEqual([end.state.tricks.length, end.state.outcome], [12, 'won']);
    assert.deepEqual(end.state.hands.map((h) => h.length), [0, 1, 1, 1]);
    const lost = playOut(run(dealWith({ hands: { 0: spades } }), [...auctionFor(s, 0, 'grande-misere')]).state);
    assert.deepEqual([lost.state.tricks.length, lost.state.outcome, lost.state.hands[0]!.length], [1, 'lost', 12]);
    const full = playOut(run(s, auctionFor(s, 1, 'boston', 'colour')).state);
    assert.equal(full.state.tricks.length, 13, 'a trick contract is played to the end, its result known or not');
  });

  it('BO42: the laws of play cannot be broken: a card out of turn or from another hand is refused and changes nothing', () => {
    const s = run(dealWith({ hands: {} }), auctionFor(dealWith({ hands: {} }), 0, 'boston', 'colour')).state;
    const before = JSON.stringify(toPosition(s));
    const out = applyMove(s, { type: 'play', card: s.hands[1]![0]!, seat: 1 });
    assert.ok(!out.ok && out.violation.code === 'NOT_YOUR_TURN');
    const other = applyMove(s, { type: 'play', card: s.hands[1]![0]! });
    assert.ok(!other.ok && other.violation.rule === 'BO38' && other.violation.code === 'CARD_NOT_IN_HAND');
    assert.equal(JSON.stringify(toPosition(s)), before);
  });

  it('BO43: a trick contract alone is won with its number; a misère with no trick; otherwise lost', () => {
    const s = dealWith({ hands: { 0: spades } });
    const won = playOut(run(s, auctionFor(s, 0, 'concordia', 'colour')).state);
    assert.deepEqual(ofType(won.events, 'result')[0], { type: 'result', outcome: 'won', declarer: 0, partner: null, contract: 'concordia', class: 'colour', trump: 'S', side: 13, needed: 13, failed: [] });
    const lost = playOut(run(s, auctionFor(s, 1, 'boston', 'colour')).state);
    assert.deepEqual(ofType(lost.events, 'result')[0]!.outcome, 'lost');
    const misere = playOut(run(s, auctionFor(s, 0, 'grande-misere-ouverte')).state);
    assert.deepEqual([ofType(misere.events, 'result')[0]!.outcome, ofType(misere.events, 'result')[0]!.failed], ['lost', [0]]);
  });
});
