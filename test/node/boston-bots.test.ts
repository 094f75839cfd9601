/**
 * Boston's computer players: the heuristics of boston.md §11 (B-BO-1…13), the source's won misère hands among them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bostonGame, legalMoves, type BostonState } from '../../src/games/boston/index.js';
import { bostonBots, cardDanger, judge, misereDanger, plays, seenFromView, trickEstimate, worstCard, type BostonDecision } from '../../src/games/boston/bots/index.js';
import { auctionFor, cards, dealWith, run } from './support/boston.js';
import { auctionSampler, BID_FITS, WHIST_FITS } from '../../src/games/boston/bots/sample.js';
import { resample } from '../../src/games/boston/view.js';
import { Rng, seedRng } from '../../src/engine/rng.js';

const decide = (level: string, s: BostonState, seed = 1): BostonDecision =>
  bostonBots.decide(level, bostonGame.view(s, s.toMove!), legalMoves(s), { seed, budget: { iterations: 60 } }) as BostonDecision;
const cardOf = (d: BostonDecision) => (d.move as { card: string }).card;

// The shared bot suite (honesty: view only; legality at every table; determinism; the strong player's budget and
// clock) runs for Boston with every seat game, from its row in test/node/games.test.ts (BOT_CASES).

describe('Boston computer players: bidding (B-BO-1, B-BO-2, B-BO-3)', () => {
  it('B-BO-1: tricks counted for a trump suit: aces, guarded kings, long trumps, ruffs from short suits', () => {
    assert.ok(trickEstimate(cards('AS KS QS JS 10S 9S AH KH AD KD AC 2C 3C'), 'S') >= 11);
    assert.ok(trickEstimate(cards('2S 3S 4S 5H 6H 7H 8D 9D 10D 2C 3C 4C 5C'), 'S') < 1);
    const s = dealWith({ hands: { 0: cards('AC KC QC JC 10C 9C AH KH 2D 3D 4D 2S 3S') } });
    const d = decide('normal', s);
    assert.equal(d.move.type, 'bid');
    assert.deepEqual([d.explanation.rule, (d.move as { class: string }).class], ['B-BO-1', 'superior']);
    const weak = decide('normal', dealWith({ hands: { 0: cards('2S 3S 4S 5H 6H 7H 8D 9D 10D 6C 7C 8C 9C') } }));
    assert.equal(weak.move.type, 'pass');
  });

  it('B-BO-1: with Tariff A a colour or superior Boston before a simple one (a simple Boston pays nothing beyond the table)', () => {
    const s = dealWith({ hands: { 0: cards('AH KH QH JH 10H AS KS 2C 3C 2D 3D 4D 5D') } });
    const d = decide('normal', s);
    assert.ok(d.move.type === 'bid' && !(d.move.contract === 'boston' && d.move.class === 'simple'), JSON.stringify(d.move));
  });

  it('B-BO-2: the source\'s misère hands that "happened and were won", and the "unlosable" one, are accepted by the evaluator', () => {
    const won = [
      'AS JS 5S 3S 2S JH 8H 7H 3H 2H 5C 2C',
      'JH 8H 3H 2H 4S 3S JD 7D 4D 2D 4C 2C',
      'JS 4S 3S 2S KH QH JH 8H 7H 4H 3H 2H',
    ];
    for (const h of won) assert.equal(misereDanger(cards(h)), 0, h);
    const unlosable = cards('AS JS 10S 7S 6S 3S 2S 8H 4H 3H 2H 4C 2C');
    assert.equal(worstCard(unlosable), 'AS', 'for a petite misère the ace goes aside');
    const s = dealWith({ hands: { 0: unlosable } });
    const seen = seenFromView(bostonGame.view(s, 0));
    assert.ok(plays(seen, judge(unlosable, s.superior), { contract: 'petite-misere' }));
    assert.ok(plays(seen, judge(unlosable, s.superior), { contract: 'grande-misere' }));
    for (const h of won) {
      const hand = [...cards(h), ...(h.includes('AD') ? ['3D'] : ['AD'])];
      assert.ok(plays(seen, judge(hand, s.superior), { contract: 'petite-misere' }), `${h} with the ace of diamonds to lay aside`);
    }
  });

  it('B-BO-2: a long suit headed by high cards, a bare high card, is the danger; the petite misère lays the worst card aside', () => {
    assert.ok(cardDanger(cards('AH 2S'), 'AH') >= 10);
    assert.ok(misereDanger(cards('AH KH QH 2S 3S')) > misereDanger(cards('2H 3H 4H 2S 3S')));
    const s = dealWith({ hands: { 0: cards('2C 3C 4C 2D 3D 4D 2H 3H 4H 2S 3S 4S KS') } });
    const t = run(s, auctionFor(s, 0, 'petite-misere')).state;
    const d = decide('normal', t);
    assert.deepEqual([d.move, d.explanation.rule], [{ type: 'discard', card: 'KS' }, 'B-BO-2']);
  });

  it('B-BO-3: "Whist!" with the quota in likely tricks of one\'s own; the declarer seeks a partner unless his count makes the contract', () => {
    const s = dealWith({ options: { whist: true }, hands: { 0: cards('AH KH QH 10H 2C 3C 4C 2D 3D 4D 5D 6D 7D'), 1: cards('AS KS AC KC AD 5H 6H 2S 3S 4S 5S 6S 7S') } });
    const t = run(s, auctionFor(s, 0, 'boston', 'colour')).state;
    assert.equal(t.trump, 'S');
    const seek = decide('normal', t);
    assert.deepEqual([seek.move.type, seek.explanation.rule], ['seek', 'B-BO-3']);
    const asked = run(t, [{ type: 'seek' }]).state;
    assert.equal(asked.toMove, 1);
    assert.equal(decide('normal', asked).move.type, 'whist');
  });
});

describe('Boston computer players: play (B-BO-4 … B-BO-12)', () => {
  it('B-BO-4: an opponent does not lead a suit of which he holds only the bare ace', () => {
    const s = dealWith({ dealer: 0, hands: { 1: cards('AH 2S 3S 4S 9S 2C 3C 4C 5C 2D 3D 4D 5D'), 2: cards('AS KS QS JS 10S AC KC QC JC AD KD QD JD') } });
    const t = run(s, auctionFor(s, 2, 'boston', 'colour')).state;
    assert.equal(t.toMove, 1);
    assert.notEqual(cardOf(decide('normal', t)), 'AH');
  });

  it('B-BO-9: against a misère, a seat playing after the declarer\'s winning card never overtakes it when a lower card is legal', () => {
    const s = dealWith({ hands: { 0: cards('9H 2C 3C 4C 2D 3D 4D 2S 3S 4S 5S 6S 7S'), 1: cards('10H 5H 2H AC KC QC JC 10C 9C 8C 7C 6C 5C'), 2: cards('8H 4H AS KS QS JS 10S 9S 8S AD KD QD JD'), 3: cards('KH QH 3H 10D 9D 8D 7D 6D 5D AH 6H 7H JH') } });
    const t = run(s, [...auctionFor(s, 0, 'grande-misere'), { type: 'play', card: '9H' }, { type: 'play', card: '2H' }, { type: 'play', card: '4H' }]).state;
    assert.equal(t.toMove, 3);
    const d = decide('normal', t);
    assert.deepEqual([cardOf(d), d.explanation.rule], ['7H', 'B-BO-9'], 'the highest heart below the declarer\'s nine');
  });

  it('B-BO-6: against a misère a defender void in the suit led throws his highest card', () => {
    const s = dealWith({ hands: { 0: cards('9H 2C 3C 4C 2D 3D 4D 2S 3S 4S 5S 6S 7S'), 1: cards('AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD') } });
    const t = run(s, [...auctionFor(s, 0, 'grande-misere'), { type: 'play', card: '9H' }]).state;
    const d = decide('normal', t);
    assert.deepEqual([cardOf(d), d.explanation.rule], ['AC', 'B-BO-6']);
  });

  it('B-BO-8: against an open misère the defender leads the suit where the declarer\'s lowest card lies highest above his own', () => {
    const s = dealWith({ dealer: 0, hands: { 1: cards('2H 3H 4H 5H 6H 7H 8H 2C 3C 4C 5C 6C 7C'), 2: cards('9H 10H JH AS KS QS JS 10S 9S 8S 7S 6S 5S') } });
    const t = run(s, auctionFor(s, 2, 'grande-misere-ouverte')).state;
    assert.equal(t.toMove, 1);
    assert.deepEqual(bostonGame.view(t, 1).hands[2], t.hands[2], 'the declarer\'s hand lies face up');
    const d = decide('normal', t);
    assert.deepEqual([cardOf(d), d.explanation.rule], ['2H', 'B-BO-8']);
  });

  it('B-BO-10, B-BO-12: the declarer draws trumps while they are out; a side member plays low under a friend\'s winning card', () => {
    const s = dealWith({ hands: { 0: cards('AS KS QS JS 10S 2H 3H 4H 2D 3D 4D 2C 3C') } });
    const t = run(s, auctionFor(s, 0, 'boston', 'colour')).state;
    const d = decide('normal', t);
    assert.deepEqual([cardOf(d), d.explanation.rule], ['AS', 'B-BO-12']);
    const w = dealWith({ options: { whist: true }, hands: { 0: cards('AH 2S 3S 4S 5S 6S 7S 8S 2C 3C 4C 5C 6C'), 1: cards('KH QH JH 10H 9H AS KS QS 2D 3D 4D 5D 6D') } });
    const u = run(w, [...auctionFor(w, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'whist' }, { type: 'play', card: 'AH' }]).state;
    const f = decide('normal', u);
    assert.equal(f.explanation.reason, 'friendWinning');
    assert.equal(cardOf(f), '9H');
  });

  it('B-BO-12, BO60, BO61: in a Tri-Boston diamond game (three trumps only) the declarer draws trumps at once, a single one too', () => {
    const tri = { players: 3 as const };
    const lead = (hand: string, cls: 'colour' | 'superior') => {
      const s = dealWith({ options: tri, hands: { 0: cards(hand) } });
      const t = run(s, auctionFor(s, 0, 'boston', cls)).state;
      assert.equal(t.toMove, 0);
      return { trump: t.trump, d: decide('normal', t) };
    };
    const ace = lead('AD AS KS QS JS 10S AC KC QC AH KH QH JH', 'colour');
    assert.equal(ace.trump, 'D');
    assert.deepEqual([cardOf(ace.d), ace.d.explanation.reason, ace.d.explanation.rule], ['AD', 'drawTrumps', 'B-BO-12']);
    const king = lead('KD AS KS QS JS 10S AC KC QC AH KH QH JH', 'colour');
    assert.deepEqual([cardOf(king.d), king.d.explanation.rule], ['KD', 'B-BO-12'], 'the king too, with the ace out');
    // hearts, twelve cards: one trump is not drawn, the masters are cashed
    const hearts = lead('AH AS KS QS JS 10S 9S AC KC QC JC 10C 9C', 'superior');
    assert.equal(hearts.trump, 'H');
    assert.equal(hearts.d.explanation.reason, 'cashMaster');
  });

  it('B-BO-12 ("to get behind the hand"): in Tri-Boston the seat on lead does not lead away from a guarded king while the ace is out', () => {
    // five spades headed by the king, the ace out: the longest suit, led at once by a Boston player
    const hand = cards('KS 6S 5S 4S 3S 3C 4C 5C 6C 3H 4H 5H 6H');
    const leadOf = (options: { players?: 3 }) => {
      const s = dealWith({ options, dealer: 0, hands: { 1: hand } });
      const t = run(s, auctionFor(s, 2, 'boston', 'colour')).state;
      assert.equal(t.toMove, 1);
      return decide('normal', t);
    };
    const tri = leadOf({ players: 3 });
    assert.notEqual(cardOf(tri).slice(-1), 'S', 'the king of spades waits to play after the ace');
    assert.deepEqual([tri.explanation.reason, tri.explanation.rule], ['leadLong', 'B-BO-12']);
  });

  it('B-BO-11: in Boston-Whist, once the side cannot make its tricks, a member short of his own quota takes his partner\'s trick', () => {
    const w = dealWith({
      options: { whist: true },
      hands: {
        0: cards('2D 3D 4D 2C 3C 4C KH 3H 2S 3S 4S 5S 6S'),
        1: cards('5D 6D 7D 5C 6C 7C AH 4H 5H 7S 8S 9S 10S'),
        2: cards('8D 9D 10D 8C 9C 10C JD JC 6H 7H 8H 9H 10H'),
        3: cards('AD KD QD AC KC QC 2H JH QH JS QS KS AS'),
      },
    });
    const trick = (lead: number, cs: string) => cards(cs).map((c, i): { seat: number; card: string } => ({ seat: (lead + i) % 4, card: c }));
    // seat 3 wins the first six tricks: seats 0 and 1 (a side of Boston: 5 + 3 = 8 tricks) can make 7 at most
    const six = [trick(0, '2D 5D 8D AD'), trick(3, 'KD 3D 6D 9D'), trick(3, 'QD 4D 7D 10D'), trick(3, 'AC 2C 5C 8C'), trick(3, 'KC 3C 6C 9C'), trick(3, 'QC 4C 7C 10C')];
    const order = (t: { seat: number; card: string }[]) => t.map((p) => ({ type: 'play' as const, card: p.card }));
    const before = run(w, [...auctionFor(w, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'whist' }, ...six.slice(0, 5).flatMap(order)]).state;
    assert.equal(before.partner, 1);
    const lost = run(before, [...order(six[5]!), { type: 'play', card: '2H' }, { type: 'play', card: 'KH' }]).state;
    assert.deepEqual([lost.toMove, lost.won], [1, [0, 0, 0, 6]]);
    const d = decide('normal', lost);
    assert.deepEqual([cardOf(d), d.explanation.reason, d.explanation.rule], ['AH', 'ownQuota', 'B-BO-11'], 'the ace over the partner\'s king: a trick for his own three');
    // a trick sooner, with eight left for the side's eight, the same king is left alone (B-BO-10)
    const open = run(before, [{ type: 'play', card: '2H' }, { type: 'play', card: 'KH' }]).state;
    assert.deepEqual([open.toMove, open.won], [1, [0, 0, 0, 5]]);
    const e = decide('normal', open);
    assert.deepEqual([cardOf(e), e.explanation.reason], ['4H', 'friendWinning']);
  });

  it('B-BO-13: the strong player\'s deals fit the auction: a misère bidder holds a low hand, the unseen cards dealt by the hands\' sizes', () => {
    const s = dealWith({ hands: { 0: cards('2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S'), 1: cards('AS KS QS JS AH KH QH AD KD AC 10S 10H 10D') } });
    const t = run(s, auctionFor(s, 0, 'grande-misere')).state;
    const view = bostonGame.view(t, 1);
    assert.equal(view.hands[0], null, 'the misère is not open: its hand is hidden from seat 1');
    const unseen = [...t.hands[0]!, ...t.hands[2]!, ...t.hands[3]!].sort();
    const lowHands = (draw: (rng: Rng) => BostonState) => {
      const rng = new Rng(seedRng('fit'));
      let low = 0;
      for (let i = 0; i < 40; i++) {
        const d = draw(rng);
        assert.deepEqual([d.hands[0]!.length, d.hands[2]!.length, d.hands[3]!.length], [13, 13, 13]);
        assert.deepEqual([...d.hands[0]!, ...d.hands[2]!, ...d.hands[3]!].sort(), unseen);
        assert.deepEqual(d.hands[1], t.hands[1]);
        if (misereDanger(d.hands[0]!) <= BID_FITS.danger + 0.5) low++;
      }
      return low;
    };
    const fitted = lowHands(auctionSampler(view, seenFromView(view), (rng) => resample(view, rng)));
    const plain = lowHands((rng) => resample(view, rng));
    assert.ok(fitted >= 36 && plain <= 8, `low misère hands for the bidder: ${fitted} of 40 fitted, ${plain} of 40 by the engine's resample alone`);
  });

  it('B-BO-13, B-BO-3: in Boston-Whist the strong player\'s deals give the seat that said "Whist!" about its quota in trumps', () => {
    const w = dealWith({ options: { whist: true }, hands: { 0: cards('AS KS QS JS 10S 9S 2H 3H 2D 3D 2C 3C 4C'), 2: cards('AH KH AD KD AC 8S 7S 6S 5S 4H 4D 5C 5H') } });
    const t = run(w, [...auctionFor(w, 0, 'boston', 'colour'), { type: 'seek' }, { type: 'whist' }]).state;
    assert.deepEqual([t.partner, t.trump], [1, 'S']);
    const view = bostonGame.view(t, 2);
    const quotaHands = (draw: (rng: Rng) => BostonState) => {
      const rng = new Rng(seedRng('whist'));
      let n = 0;
      for (let i = 0; i < 40; i++) if (trickEstimate(draw(rng).hands[1]!, 'S') >= 3 - WHIST_FITS) n++;
      return n;
    };
    const fitted = quotaHands(auctionSampler(view, seenFromView(view), (rng) => resample(view, rng)));
    const plain = quotaHands((rng) => resample(view, rng));
    assert.ok(fitted >= 32 && fitted >= plain + 6, `partner hands with about his quota: ${fitted} of 40 fitted, ${plain} of 40 by the engine's resample alone`);
  });

  it('B-BO-13: the strong player searches over resampled deals where it has a choice, and says whether the rules of thumb agree', () => {
    const s = dealWith({ hands: { 0: cards('AS KS QS JS 10S 2H 3H 4H 2D 3D 4D 2C 3C') } });
    const t = run(s, auctionFor(s, 0, 'boston', 'colour')).state;
    const legal = legalMoves(t);
    const d = bostonBots.decide('strong', bostonGame.view(t, 0), legal, { seed: 3, budget: { iterations: 60 } }) as BostonDecision;
    assert.equal(d.explanation.source, 'search');
    assert.ok(d.stats.iterations > 0 && d.stats.iterations <= 60 + 13);
    assert.equal(typeof d.explanation.agreesWithNormal, 'boolean');
    assert.ok(d.explanation.samples > 0);
    assert.ok(legal.includes(d.move));
  });
});
