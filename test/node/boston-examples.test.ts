/** The worked examples of shared/rules/boston.md §17, EX-BO-1…9, each through the engine. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  colourOf,
  fromPosition,
  honourCount,
  legalMoves,
  newSession,
  nextDeal,
  nextDealWithEvents,
  precedenceDraw,
  resolveRules,
  simpleSuits,
  TRI_PACK,
  type BostonMove,
  type BostonState,
} from '../../src/games/boston/index.js';
import { auctionFor, cards, dealWith, finishLastTrick, highest, lastTrick, lowest, net, ofType, overPosition, packFor, fillHands, playOut, run } from './support/boston.js';

const bidMoves = (s: BostonState) => legalMoves(s).filter((m) => m.type === 'bid') as Extract<BostonMove, { type: 'bid' }>[];

describe('EX-BO-1: the precedence draw (BO6, BO7, BO17)', () => {
  it('EX-BO-1: 7S KD 2H 10C QC AC: seat 1 deals first, seat 2 is eldest, clubs superior, spades colour, hearts and diamonds simple', () => {
    const { precedence, dealer } = precedenceDraw(cards('7S KD 2H 10C QC AC 9D'), 4);
    assert.deepEqual(precedence, cards('7S KD 2H 10C QC AC'));
    assert.equal(dealer, 1);
    assert.equal((dealer + 1) % 4, 2);
    assert.equal(colourOf('C'), 'S');
    assert.deepEqual(simpleSuits('C').sort(), ['D', 'H']);
    // the same through a position: the superior suit is the first ace's (BO8)
    const p = overPosition({ dealer });
    const s = fromPosition({ ...p, precedence, superior: 'C' });
    assert.equal(s.superior, 'C');
    assert.throws(() => fromPosition({ ...p, precedence, superior: 'H' }), /superior/);
  });

  it('EX-BO-1: with AH third, seat 2 deals, hearts superior, diamonds colour, clubs and spades simple', () => {
    const { dealer, precedence } = precedenceDraw(cards('7S KD AH 10C QC AC'), 4);
    assert.equal(dealer, 2);
    assert.equal(precedence.at(-1), 'AH');
    assert.equal(colourOf('H'), 'D');
    assert.deepEqual(simpleSuits('H').sort(), ['C', 'S']);
  });

  it('EX-BO-1: in Tri-Boston (3H for 2H) seat 5 % 3 = 2 deals first, and hearts stay superior, diamonds colour (BO61)', () => {
    const { dealer, precedence } = precedenceDraw(cards('7S KD 3H 10C QC AC'), 3);
    assert.equal(dealer, 2);
    const rules = resolveRules({ players: 3 });
    assert.equal(rules.fixedSuperior, 'H');
    const s = fromPosition({ ...overPosition({ options: { players: 3 }, dealer }), precedence });
    assert.equal(s.superior, 'H');
    assert.equal(colourOf(s.superior), 'D');
  });
});

describe('EX-BO-2: comparing bids (BO20, BO21)', () => {
  const at = (contract: BostonMove & { type: 'bid' }) => run(dealWith({ hands: {} }), [contract]).state;

  it('EX-BO-2: over Boston colour, Boston simple and Boston colour are refused (BO24); Boston superior, petite misère, Grand Boston simple are legal', () => {
    const s = at({ type: 'bid', contract: 'boston', class: 'colour' });
    for (const cls of ['simple', 'colour'] as const) {
      const r = applyMove(s, { type: 'bid', contract: 'boston', class: cls });
      assert.ok(!r.ok && r.violation.rule === 'BO24' && r.violation.code === 'BID_TOO_LOW');
    }
    for (const m of [{ type: 'bid', contract: 'boston', class: 'superior' }, { type: 'bid', contract: 'petite-misere' }, { type: 'bid', contract: 'grand-boston', class: 'simple' }] as BostonMove[]) {
      assert.ok(applyMove(s, m).ok, JSON.stringify(m));
    }
  });

  it('EX-BO-2: over Grand Independence superior the next legal bids are petite misère ouverte, then Philadelphia simple', () => {
    const bids = bidMoves(at({ type: 'bid', contract: 'grand-independence', class: 'superior' }));
    assert.deepEqual(bids.slice(0, 2), [{ type: 'bid', contract: 'petite-misere-ouverte' }, { type: 'bid', contract: 'philadelphia', class: 'simple' }]);
  });

  it('EX-BO-2: over Grande misère ouverte forcée only Grand Souveraine and Concordia remain, in any class; over Concordia superior nothing', () => {
    const bids = bidMoves(at({ type: 'bid', contract: 'grande-misere-ouverte-forcee' }));
    assert.deepEqual(bids.map((b) => `${b.contract} ${b.class}`), ['grand-souveraine simple', 'grand-souveraine colour', 'grand-souveraine superior', 'concordia simple', 'concordia colour', 'concordia superior']);
    assert.deepEqual(legalMoves(at({ type: 'bid', contract: 'concordia', class: 'superior' })), [{ type: 'pass' }]);
  });
});

describe('EX-BO-3: an auction (BO24, BO25, BO26, BO27)', () => {
  it('EX-BO-3: seat 0 ends declarer with Grand Boston colour, the colour suit trump; seat 1 is not asked again; refusals BO25 and BO24', () => {
    let s = dealWith({ hands: {} });
    const seq: BostonMove[] = [
      { type: 'bid', contract: 'boston', class: 'simple' },
      { type: 'pass' },
      { type: 'bid', contract: 'boston', class: 'superior' },
      { type: 'bid', contract: 'petite-misere' },
    ];
    s = run(s, seq).state;
    // a bid by seat 1 after his pass (BO25); a Boston superior by seat 0 after the petite misère (BO24)
    const late = applyMove(s, { type: 'bid', contract: 'grand-boston', class: 'superior', seat: 1 });
    assert.ok(!late.ok && late.violation.rule === 'BO25');
    const low = applyMove(s, { type: 'bid', contract: 'boston', class: 'superior', seat: 0 });
    assert.ok(!low.ok && low.violation.rule === 'BO24');
    const seats: number[] = [];
    const rest: BostonMove[] = [{ type: 'bid', contract: 'grand-boston', class: 'colour' }, { type: 'pass' }, { type: 'pass' }];
    for (const m of rest) {
      seats.push(s.toMove!);
      s = run(s, [m]).state;
    }
    assert.deepEqual(seats, [0, 2, 3], 'seat 1 is skipped after his pass');
    assert.equal(s.declarer, 0);
    assert.equal(s.contract, 'grand-boston');
    assert.equal(s.class, 'colour');
    assert.equal(s.trump, colourOf(s.superior));
    assert.equal(s.phase, 'play');
  });
});

describe('EX-BO-4: all pass and the Blok (BO10, BO11, BO12)', () => {
  it('EX-BO-4: the first deal: balances −2 −2 −2 −6, pot 12; all pass: pot 20, −4 −4 −4 −8; the next deal by seat 0: pot 24, −8 −4 −4 −8, no Blok', () => {
    let s = dealWith({ hands: {}, balances: [0, 0, 0, 0] });
    assert.deepEqual(s.balances, [-2, -2, -2, -6]);
    assert.equal(s.pot, 12);
    const passed = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    s = passed.state;
    assert.equal(s.outcome, 'passed');
    assert.equal(s.pot, 20);
    assert.deepEqual(s.balances, [-4, -4, -4, -8]);
    assert.deepEqual(ofType(passed.events, 'payment').map((e) => e.reason), ['pass', 'pass', 'pass', 'pass']);
    s = nextDeal(s);
    assert.equal(s.dealer, 0);
    assert.equal(s.pot, 24);
    assert.deepEqual(s.balances, [-8, -4, -4, -8]);
  });

  it('EX-BO-4: Tri-Boston: pot 6 + 4 = 10; after all pass 16; after the next stake 20', () => {
    let s = dealWith({ options: { players: 3 }, hands: {}, balances: [0, 0, 0] });
    assert.equal(s.pot, 10);
    s = run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(s.pot, 16);
    assert.equal(nextDeal(s).pot, 20);
  });
});

describe('EX-BO-5: Tariff A and the table (BO13, BO14, BO15, BO44, BO51, BO52)', () => {
  const spades = cards('AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S');
  const hearts = cards('AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H');
  const low = cards('2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S');

  it('EX-BO-5: Boston simple won: seat 0 +12 (the pot), each opponent 0; the pot is empty', () => {
    const s = dealWith({ hands: { 0: hearts } });
    const a = run(s, [...auctionFor(s, 0, 'boston', 'simple'), { type: 'trump', suit: 'H' }]);
    const end = playOut(a.state);
    assert.equal(end.state.outcome, 'won');
    assert.deepEqual(net(end.events, 4), [12, 0, 0, 0]);
    assert.equal(end.state.pot, 0);
    assert.deepEqual(end.state.betes, []);
  });

  it('EX-BO-5: Boston colour won: seat 0 +12 + 3 × 2 = +18, each opponent −2', () => {
    const s = dealWith({ hands: { 0: spades } });
    const end = playOut(run(s, auctionFor(s, 0, 'boston', 'colour')).state);
    assert.deepEqual(net(end.events, 4), [18, -2, -2, -2]);
  });

  it('EX-BO-5: Independence colour lost: seat 0 −3 × 10 − 12 = −42, each opponent +10; pot 12, bêtes [12]', () => {
    const s = dealWith({ hands: { 1: spades } });
    const end = playOut(run(s, auctionFor(s, 0, 'independence', 'colour')).state);
    assert.equal(end.state.outcome, 'lost');
    assert.deepEqual(net(end.events, 4), [-42, 10, 10, 10]);
    assert.equal(end.state.pot, 12);
    assert.deepEqual(end.state.betes, [12]);
  });

  it('EX-BO-5: Grande misère won: seat 0 +12 + 3 × 8 = +36, each opponent −8', () => {
    const s = dealWith({ hands: { 0: low } });
    const end = playOut(run(s, auctionFor(s, 0, 'grande-misere')).state, { 0: lowest, 1: highest, 2: highest, 3: highest });
    assert.equal(end.state.outcome, 'won');
    assert.equal(end.state.won[0], 0);
    assert.equal(end.state.tricks.length, 13);
    assert.deepEqual(net(end.events, 4), [36, -8, -8, -8]);
  });

  it('EX-BO-5: Petite misère ouverte forcée lost: seat 0 −3 × 32 − 12 = −108, each opponent +32; pot 12, bêtes [12]', () => {
    const s = dealWith({ hands: { 0: spades } });
    const a = run(s, [...auctionFor(s, 0, 'petite-misere-ouverte-forcee'), { type: 'discard', card: '2S' }]);
    const end = playOut(a.state);
    assert.equal(end.state.tricks.length, 1, 'the misère ends at the declarer\'s first trick');
    assert.deepEqual(net(end.events, 4), [-108, 32, 32, 32]);
    assert.equal(end.state.pot, 12);
    assert.deepEqual(end.state.betes, [12]);
  });

  it('EX-BO-5: after the Independence lost: the next deal is played for 16 + 12 = 28, its loss a bête of 28; the one after for 20 + 28 = 48; a win takes 48 and leaves [12]; the next, no Blok, for 4 + 12 = 16', () => {
    let s = dealWith({ hands: { 1: spades } });
    s = playOut(run(s, auctionFor(s, 0, 'independence', 'colour')).state).state;
    assert.deepEqual([s.pot, s.betes], [12, [12]]);
    // deal 2: seat 0 deals, seat 1 is eldest and declarer, seat 2 holds every trump
    const hands2 = fillHands({}, { 2: spades });
    const d2 = nextDeal(s, packFor(hands2, 0));
    assert.deepEqual([d2.pot, d2.betes], [16, [12]]);
    let r = playOut(run(d2, auctionFor(d2, 1, 'independence', 'colour')).state);
    assert.deepEqual(ofType(r.events, 'payment').filter((e) => e.reason === 'bete').map((e) => [e.from, e.amount]), [[1, 28]]);
    s = r.state;
    assert.deepEqual([s.pot, s.betes], [16, [12, 28]]);
    // deal 3: seat 1 deals, seat 2 is eldest and wins a Boston colour with every trump
    const d3 = nextDeal(s, packFor(fillHands({}, { 2: spades }), 1));
    assert.equal(d3.pot, 20);
    r = playOut(run(d3, auctionFor(d3, 2, 'boston', 'colour')).state);
    assert.deepEqual(ofType(r.events, 'payment').filter((e) => e.reason === 'pot').map((e) => [e.to, e.amount]), [[2, 48]]);
    s = r.state;
    assert.deepEqual([s.pot, s.betes], [0, [12]]);
    const next = nextDealWithEvents(s);
    const started = ofType(next.events, 'dealStarted')[0]!;
    assert.equal(started.blok, false, 'no Blok: the table is not empty');
    assert.deepEqual([next.state.pot, next.state.betes, started.bete, started.pot + started.bete], [4, [12], 12, 16]);
  });
});

describe('EX-BO-6: Tariff B, the source\'s examples (BO46, BO47, BO48, BO49)', () => {
  const points = (events: readonly import('../../src/games/boston/index.js').BostonEvent[]) => {
    const p = ofType(events, 'points');
    assert.equal(p.length, 1);
    return p[0]!;
  };
  const alone = { variants: ['V-BO-2'] };
  const nine = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3];

  it('EX-BO-6: Boston won in the colour with 9 tricks, no honours: 9 × 3 = 27 → 3', () => {
    const s = lastTrick({ options: alone, declarer: 0, contract: 'boston', class: 'colour', winners: nine, holds: { 1: ['AS', 'KS'] } });
    const e = points(finishLastTrick(s).events);
    assert.deepEqual([e.honours, e.points, e.multiplier, e.marks, e.slam], [0, 9, 3, 3, 0]);
  });

  it('EX-BO-6: Boston won in the colour with 9 tricks and four honours: 13 × 3 = 39 → 4', () => {
    const s = dealWith({ options: alone, hands: { 0: cards('AS KS QS JS 10S 9S 8S 7S 6S 2C 2D 2H 3C') } });
    const end = playOut(run(s, auctionFor(s, 0, 'boston', 'colour')).state, { 0: highest });
    assert.equal(end.state.won[0], 9);
    const e = points(end.events);
    assert.deepEqual([e.honours, e.points, e.multiplier, e.marks], [4, 13, 3, 4]);
    assert.deepEqual(net(end.events, 4, 'game'), [12, -4, -4, -4]);
  });

  it('EX-BO-6: Boston won in the superior suit with 9 tricks: 36 → 4; with four honours 52 → 5', () => {
    const s = lastTrick({ options: alone, declarer: 0, contract: 'boston', class: 'superior', winners: nine, holds: { 1: ['AC', 'KC'] } });
    const e = points(finishLastTrick(s).events);
    assert.deepEqual([e.points, e.multiplier, e.marks], [9, 4, 4]);
    const f = dealWith({ options: alone, hands: { 0: cards('AC KC QC JC 10C 9C 8C 7C 6C 2S 2D 2H 3S') } });
    const end = playOut(run(f, auctionFor(f, 0, 'boston', 'superior')).state, { 0: highest });
    const g = points(end.events);
    assert.deepEqual([end.state.won[0], g.points, g.marks], [9, 13, 5]);
  });

  // 5 tricks to the declarer, 2 to the partner; the trumps' tricks (10–12) to seats 0, 2, 2 or 0, 1, 3
  const partnered = (cls: 'simple' | 'colour' | 'superior', holds: Record<number, string[]>, sideTrumps = true) =>
    lastTrick({
      options: { whist: true }, declarer: 0, partner: 2, contract: 'independence', class: cls, holds,
      winners: sideTrumps ? [0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 2, 2, 0] : [0, 1, 3, 0, 2, 3, 0, 2, 3, 0, 1, 3, 0],
    });

  it('EX-BO-6: Independence with a partner (11 needed) lost with 7 tricks, simple: 11 + 3 = 14, × 6 = 84 → 8; with three honours 16 × 6 = 96 → 10', () => {
    let e = points(finishLastTrick(partnered('simple', { 1: ['AD'], 3: ['KD'] }, false)).events);
    assert.deepEqual([e.honours, e.points, e.multiplier, e.marks], [0, 14, 6, 8]);
    e = points(finishLastTrick(partnered('simple', { 0: ['AD'], 2: ['KD', 'QD'], 1: ['JD'] })).events);
    assert.deepEqual([e.honours, e.points, e.multiplier, e.marks], [2, 16, 6, 10]);
  });

  it('EX-BO-6: the same with three honours in the colour: 9 × 16 = 144 → 14; in the superior suit 12 × 16 = 192 → 19', () => {
    let e = points(finishLastTrick(partnered('colour', { 0: ['AS'], 2: ['KS', 'QS'], 1: ['JS'] })).events);
    assert.deepEqual([e.points, e.multiplier, e.marks], [16, 9, 14]);
    e = points(finishLastTrick(partnered('superior', { 0: ['AC'], 2: ['KC', 'QC'], 1: ['JC'] })).events);
    assert.deepEqual([e.points, e.multiplier, e.marks], [16, 12, 19]);
  });

  it('EX-BO-6: Boston alone lost by one (4 tricks), simple: 5 + 0 = 5, × 2 = 10 → 1', () => {
    const s = lastTrick({ options: alone, declarer: 0, contract: 'boston', class: 'simple', winners: [0, 1, 1, 0, 2, 2, 0, 3, 3, 1, 2, 3, 0], holds: { 1: ['AD'], 2: ['KD'] } });
    const end = finishLastTrick(s);
    assert.equal(end.state.won[0], 4);
    const e = points(end.events);
    assert.deepEqual([e.points, e.multiplier, e.marks], [5, 2, 1]);
    assert.deepEqual(net(end.events, 4, 'game'), [-3, 1, 1, 1]);
  });

  it('EX-BO-6: Grand Boston alone won with a slam, superior, four honours: 17 × 8 = 136 → 14, + 20 slam = 34', () => {
    const s = dealWith({ options: alone, hands: { 0: cards('AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C') } });
    const end = playOut(run(s, auctionFor(s, 0, 'grand-boston', 'superior')).state);
    const e = points(end.events);
    assert.deepEqual([e.honours, e.points, e.multiplier, e.marks, e.slam], [4, 17, 8, 14, 20]);
    assert.deepEqual(net(end.events, 4, 'game'), [102, -34, -34, -34]);
  });
});

describe('EX-BO-7: Boston-Whist settlement (BO34, BO51, BO52)', () => {
  // Boston colour with hearts the colour (diamonds superior); seat 0 holds AH KH, seat 2 QH: h = 2
  const deal = (winners: number[], variants: string[] = []) =>
    finishLastTrick(lastTrick({ options: { whist: true, variants }, superior: 'D', declarer: 0, partner: 2, contract: 'boston', class: 'colour', winners, holds: { 0: ['AH', 'KH'], 2: ['QH'], 1: ['JH'] } }));

  it('EX-BO-7: 6 / 3: won with 9: (9 + 2) × 3 = 33 → 3; seats 1 and 3 −3 each, seats 0 and 2 +3 each and +6 each of the table', () => {
    const r = deal([0, 1, 3, 0, 2, 3, 0, 2, 0, 0, 0, 2, 1]);
    assert.deepEqual([r.state.won[0], r.state.won[2]], [6, 3]);
    assert.equal(r.state.outcome, 'won');
    assert.equal(ofType(r.events, 'points')[0]!.marks, 3);
    assert.deepEqual(net(r.events, 4, 'game'), [3, -3, 3, -3]);
    assert.deepEqual(net(r.events, 4, 'pot'), [6, 0, 6, 0]);
  });

  it('EX-BO-7: 7 / 1: won with 8, the total counts: 10 × 3 = 30 → 3, paid as above', () => {
    const r = deal([0, 1, 3, 0, 1, 3, 0, 0, 3, 0, 0, 2, 0]);
    assert.deepEqual([r.state.won[0], r.state.won[2]], [7, 1]);
    assert.equal(r.state.outcome, 'won');
    const e = ofType(r.events, 'points')[0]!;
    assert.deepEqual([e.points, e.marks], [10, 3]);
    assert.deepEqual(net(r.events, 4), [9, -3, 9, -3]);
  });

  it('EX-BO-7: 6 / 1: lost with 7, seat 2 failed: 10 × 3 = 30 → 3; seat 2 pays 3 to each of seats 0, 1, 3 and a bête of 12: −21', () => {
    const r = deal([0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 0, 2, 0]);
    assert.deepEqual([r.state.won[0], r.state.won[2]], [6, 1]);
    const res = ofType(r.events, 'result')[0]!;
    assert.deepEqual([res.outcome, res.side, res.needed, res.failed], ['lost', 7, 8, [2]]);
    assert.deepEqual(net(r.events, 4), [3, 3, -21, 3]);
    assert.deepEqual(r.state.betes, [12]);
  });

  it('EX-BO-7: 6 / 1 under V-BO-3: seat 2 pays only seats 1 and 3 and the bête: −18; seat 0 0', () => {
    const r = deal([0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 0, 2, 0], ['V-BO-3']);
    assert.deepEqual(net(r.events, 4), [0, 3, -18, 3]);
  });

  it('EX-BO-7: 4 / 2: lost with 6, both failed: 11 × 3 = 33 → 3; seats 0 and 2 −18 each, seats 1 and 3 +6 each; bêtes [12, 12]', () => {
    const r = deal([0, 1, 3, 0, 1, 3, 3, 1, 3, 0, 0, 2, 2]);
    assert.deepEqual([r.state.won[0], r.state.won[2]], [4, 2]);
    const res = ofType(r.events, 'result')[0]!;
    assert.deepEqual(res.failed, [0, 2]);
    assert.equal(ofType(r.events, 'points')[0]!.points, 11);
    assert.deepEqual(net(r.events, 4), [-18, 6, -18, 6]);
    assert.deepEqual(r.state.betes, [12, 12]);
  });
});

describe('EX-BO-8: the Tri-Boston pack (BO60, BO61)', () => {
  it('EX-BO-8: 39 cards: AD KD QD and A…3 of spades, hearts and clubs', () => {
    const want = [...cards('AD KD QD'), ...['S', 'H', 'C'].flatMap((s) => cards('A K Q J 10 9 8 7 6 5 4 3').map((r) => `${r}${s}`))];
    assert.deepEqual([...TRI_PACK].sort(), want.sort());
  });

  it('EX-BO-8: a diamond (colour) contract has three trumps, its honours AD KD QD at most: 2 points', () => {
    assert.equal(honourCount(TRI_PACK, 'D'), 3);
    const options = { players: 3 as const, variants: ['V-BO-2'] };
    const s = dealWith({ options, hands: { 0: cards('AD KD QD AS KS QS JS 10S 9S 8S 7S 6S 5S') } });
    const end = playOut(run(s, auctionFor(s, 0, 'boston', 'colour')).state, { 0: highest });
    assert.equal(end.state.trump, 'D');
    assert.equal(ofType(end.events, 'points')[0]!.honours, 2);
  });
});

describe('EX-BO-9: the kettle (BO56)', () => {
  const lastDeal = (pot: number) => {
    const s = dealWith({ options: { tours: 1 }, hands: {}, pot: pot - 4, betes: [12, 28], dealsPlayed: 3 });
    return run(s, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
  };

  it('EX-BO-9: pot 20 and bêtes [12, 28] after the last deal: 60 marks, 15 to each of the four', () => {
    const r = lastDeal(12);
    assert.equal(r.state.phase, 'sessionOver');
    assert.deepEqual(net(r.events, 4, 'kettle'), [15, 15, 15, 15]);
    assert.deepEqual([r.state.pot, r.state.betes], [0, []]);
  });

  it('EX-BO-9: with pot 21, 61 marks: 15 each and one more to the eldest of the last deal', () => {
    const r = lastDeal(13);
    assert.deepEqual(net(r.events, 4, 'kettle'), [16, 15, 15, 15]);
    assert.equal(newSession({}, 1).dealsPlayed, 0);
  });
});
