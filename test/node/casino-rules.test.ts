/** Casino rules not covered by a worked example: sides, values, the draw and deal, leftovers, variants and decisions. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  countLines,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  resolveRules,
  seatsOf,
  sideOf,
  valueOf,
  view,
  type CasinoState,
} from '../../src/games/casino/index.js';
import { FULL_PACK } from '../../src/engine/cards.js';
import { capKey, capture, example, legalKeys, ofType, refused, run, trail } from './support/casino.js';

describe('Players, sides and values', () => {
  it('C1: 2, 3 or 4 players; with 4, seats s and s + 2 are partners (side s % 2); with 2 or 3 a seat is a side', () => {
    const r4 = resolveRules({ players: 4 });
    assert.deepEqual([0, 1, 2, 3].map((s) => sideOf(r4, s)), [0, 1, 0, 1]);
    assert.deepEqual(seatsOf(r4, 1), [1, 3]);
    assert.deepEqual([0, 1, 2].map((s) => sideOf(resolveRules({ players: 3 }), s)), [0, 1, 2]);
    assert.equal(resolveRules({ players: 2 }).sides, 2);
  });
  it('C3: A = 1, 2–10 at face value, face cards no value; C5: suits play no part in a move', () => {
    assert.deepEqual(['AS', '2C', '10H', 'JD', 'QS', 'KC'].map(valueOf), [1, 2, 10, 0, 0, 0]);
    const a = example({ hands: { 0: '7H' }, table: '3C 4D' });
    const b = example({ hands: { 0: '7S' }, table: '3H 4S' });
    assert.equal(legalKeys(a).length, legalKeys(b).length);
  });
  it('C4: big casino 2 and little casino 1 at the count, otherwise an ordinary ten and two (a 2 takes 2S, a 10 takes 10D)', () => {
    const s = example({ hands: { 0: '2C 10C' }, table: '2S 10D' });
    assert.deepEqual(legalKeys(s), [capKey('10C', '10D'), capKey('2C', '2S')].sort());
    const lines = countLines([['10D'], ['2S']], resolveRules({ players: 2 }));
    assert.deepEqual(lines.map((l) => l.points), [2, 1]);
  });
  it('C14, C41: a trailed card is an ordinary table card, captured later like any other; no building (PD-C-12)', () => {
    const s = example({ hands: { 0: '5C', 1: '8D' }, table: 'KS' });
    const r = run(s, trail('5C'));
    assert.ok(r.state.table.includes('5C'));
    assert.ok(legalMoves(r.state).every((m) => m.type === 'capture' || m.type === 'trail'));
    const t = example({ hands: { 1: '5D' }, toMove: 1, table: 'KS 5C' });
    assert.deepEqual(legalKeys(t), [capKey('5D', '5C')]);
  });
  it('C21, PD-C-2: free choice among captures: the smaller one is legal too', () => {
    const s = example({ hands: { 0: '10S' }, table: '10D 4C 6H' });
    for (const t of ['10D', '4C 6H', '10D 4C 6H']) assert.ok(legalKeys(s).includes(capKey('10S', t)));
    run(s, capture('10S', '4C 6H'));
  });
  it('C22: the played card and the taken cards go to the side pile (partners share one)', () => {
    const s = example({ hands: { 2: '9H' }, toMove: 2, table: '9C 3D' });
    const r = run(s, capture('9H', '9C'));
    assert.ok(['9H', '9C'].every((c) => r.state.piles[0]!.includes(c)));
  });
});

describe('The draw, dealing and passing the deal', () => {
  it('C6, C7, PD-C-9: any seat can deal first; with 4 players the dealer partner sits opposite; the first player is the dealer left', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const { state, events } = newSessionWithEvents({ players: 4 }, seed);
      dealers.add(state.dealer);
      const draw = ofType(events, 'draw')[0]!;
      assert.deepEqual(draw.sides, [[0, 2], [1, 3]]);
      assert.equal(state.toMove, (state.dealer + 1) % 4);
      const last = draw.rounds[0]!;
      // the dealer drew the lowest card of the first round (or tied and won the redraw)
      const rank = (c: string | null) => (c ? ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(c.slice(0, -1)) : 99);
      assert.ok(last.every((c) => rank(c) >= rank(last[state.dealer]!)));
      // the two highest form one side: the dealer partner drew no higher than the other two
      const partner = (state.dealer + 2) % 4;
      if (draw.rounds.length === 1) assert.ok([1, 3].map((k) => (state.dealer + k) % 4).every((o) => rank(last[o]!) >= rank(last[partner]!)));
    }
    assert.equal(dealers.size, 4);
  });
  it('C8, C33: the deal passes to the left; scores restart at 0 : 0 after a game; stakes and gamesPlayed carry over', () => {
    let s = newSession({ players: 3 }, 'c8');
    const d0 = s.dealer;
    s = { ...s, phase: 'dealOver', toMove: null, scores: [3, 4, 5] };
    const n1 = nextDeal(s);
    assert.equal(n1.dealer, (d0 + 1) % 3);
    assert.deepEqual(n1.scores, [3, 4, 5]);
    const over = { ...s, phase: 'gameOver' as const, scores: [15, 4, 5], stakes: [2, -1, -1], gamesPlayed: 1 };
    const n2 = nextDeal(over);
    assert.deepEqual(n2.scores, [0, 0, 0]);
    assert.deepEqual(n2.stakes, [2, -1, -1]);
    assert.equal(n2.gamesPlayed, 1);
  });
  it('PD-C-10: lastCards comes right after the cardsDealt of the final round (C11)', () => {
    const s = example({ hands: { 3: '5H' }, toMove: 3, table: 'KS', stock: 16 });
    const r = run(s, legalMoves(s)[0]!);
    assert.deepEqual(r.events.slice(-2).map((e) => e.type), ['cardsDealt', 'lastCards']);
    assert.equal(r.state.finalRound, true);
  });
});

describe('End of the deal and scoring', () => {
  const lastCard = (card: string, table: string, lastCapturer: number | null, variants: string[] = [], piles?: string[]): CasinoState =>
    example({ options: { players: 4, variants }, hands: { 3: card }, toMove: 3, table, finalRound: true, lastCapturer, ...(piles ? { piles } : {}) });
  it('C23, C27, PD-C-5: a capture with the last card that empties the table scores no clearing point', () => {
    const r = run(lastCard('5H', '5C', 0), capture('5H', '5C'));
    assert.equal(ofType(r.events, 'clearing').length, 0);
    assert.equal(ofType(r.events, 'capture')[0]!.cleared, true);
  });
  it('C26, PD-C-14: no capture in the whole deal: the leftovers go to nobody and stay out of every pile', () => {
    const others = (FULL_PACK as readonly string[]).filter((c) => c !== 'KH').join(' ');
    const s = lastCard('KH', others, null, ['V-C-1', 'V-C-2'], ['', '']);
    const r = run(s, trail('KH'));
    assert.deepEqual(ofType(r.events, 'leftovers').map((e) => [e.side, e.cards.length]), [[null, 52]]);
    assert.deepEqual(r.state.piles, [[], []]);
    assert.deepEqual(ofType(r.events, 'count')[0]!.sides.map((l) => l.points), [0, 0]);
  });
  it('V-C-3, PD-C-16, PD-C-17: the collection scores 1 (C25 or C26) before the count; not on an empty table; not for a clearing last card', () => {
    const a = run(lastCard('QH', '9S 4D', 0, ['V-C-3']), capture('QH', '9S 4D'));
    const ca = ofType(a.events, 'clearing');
    assert.equal(ca.length, 1);
    assert.equal(ca[0]!.final, true);
    assert.equal(ca[0]!.side, 1);
    assert.ok(a.events.findIndex((e) => e.type === 'clearing') < a.events.findIndex((e) => e.type === 'count'));
    const b = run(lastCard('QH', '', 0, ['V-C-3']), capture('QH', ''));
    assert.equal(ofType(b.events, 'clearing').length, 0, 'PD-C-16');
    const c = run(lastCard('6S', '4D 2H 9S', 0, ['V-C-3']), capture('6S', '4D 2H'));
    assert.deepEqual(ofType(c.events, 'clearing').map((e) => [e.side, e.final]), [[1, true]], 'PD-C-17: part, then the rest: 1');
    const d = run(lastCard('6S', '4D 2H', 0, ['V-C-3']), capture('6S', '4D 2H'));
    assert.equal(ofType(d.events, 'clearing').length, 0, 'PD-C-17: clearing it outright: 0');
  });
  it('PD-C-3: the dealer last face card takes the rest (C25)', () => {
    assert.deepEqual(legalMoves(lastCard('JS', '3C 7D', 0)), [{ type: 'capture', card: 'JS', take: ['3C', '7D'] }]);
  });
  it('PD-C-4: clearing points are marked at once and never netted (C29)', () => {
    const s = example({ hands: { 0: '9H' }, table: '9C', scores: [2, 3] });
    const r = run(s, capture('9H', '9C'));
    assert.deepEqual(r.state.scores, [3, 3]);
  });
  it('PD-C-6, PD-C-7: game 11 (2, 4 players), 15 (3), lurch lines 5 and 7; V-C-4: 16', () => {
    assert.deepEqual([2, 3, 4].map((p) => [resolveRules({ players: p as 2 }).target, resolveRules({ players: p as 2 }).lurchLine]), [[11, 5], [15, 7], [11, 5]]);
    assert.equal(resolveRules({ players: 3, variants: ['V-C-4'] }).target, 16);
    assert.equal(resolveRules({ players: 4, variants: ['V-C-4', 'V-C-5'] }).target, 11, 'no effect with 4 players');
  });
  it('C38, PD-C-8, PD-C-18, V-C-5: two players net like four; three players do not, unless V-C-5 (highest minus the other two)', () => {
    assert.equal(resolveRules({ players: 2 }).netting, true);
    assert.equal(resolveRules({ players: 3 }).netting, false);
    assert.equal(resolveRules({ players: 3, variants: ['V-C-5'] }).netting, true);
  });
  it('PD-C-13, PD-C-20, C37: stakes 1, 2 for a lurch; each 4-player loser pays a different winner; 3 players judged per loser', () => {
    const s = example({ options: { players: 3 }, dealer: 2, hands: { 0: '5C' }, table: '5D', scores: [14, 6, 7], stock: 12 });
    const r = run(s, capture('5C', '5D'));
    assert.deepEqual(ofType(r.events, 'gameWon')[0]!.lurched, [1]);
    assert.deepEqual(r.state.stakes, [3, -2, -1]);
    const f = example({ hands: { 0: '5C' }, table: '5D', scores: [10, 7], stock: 16 });
    const p = ofType(run(f, capture('5C', '5D')).events, 'payment');
    assert.deepEqual(p.map((x) => [x.from, x.to, x.amount]), [[1, 0, 1], [3, 2, 1]]);
  });
  it('PD-C-19: a 3-player count line holds every item won, even those not credited', () => {
    const lines = countLines([['10D', 'AS'], ['2S'], []], resolveRules({ players: 3 }));
    assert.deepEqual(lines.map((l) => l.points), [2 + 1 + 3, 1, 0], 'big casino, AS, most cards; spades tied 1–1');
  });
  it('PD-C-21: the trail reason: emptyTable, noCapture, or choice (V-C-2 only)', () => {
    const e = run(example({ hands: { 0: '5C' }, table: '' }), trail('5C'));
    assert.equal(ofType(e.events, 'trail')[0]!.reason, 'emptyTable');
    const n = run(example({ hands: { 0: '5C' }, table: 'KD' }), trail('5C'));
    assert.equal(ofType(n.events, 'trail')[0]!.reason, 'noCapture');
    const c = run(example({ options: { players: 4, variants: ['V-C-2'] }, hands: { 0: '5C' }, table: '5D' }), trail('5C'));
    assert.equal(ofType(c.events, 'trail')[0]!.reason, 'choice');
  });
});

describe('Information', () => {
  it('C39, PD-C-11, PD-C-22: a view holds the own hand, sizes, table, scores and only the most recent capture; no pile during play', () => {
    const s = example({ hands: { 0: '9H' }, table: '9C 3D' });
    const r = run(s, capture('9H', '9C'));
    const v = view(r.state, 1);
    assert.equal(v.piles, null);
    assert.deepEqual(v.lastCapture, { seat: 0, card: '9H', take: ['9C'] });
    assert.equal(JSON.stringify(v).includes(r.state.hands[0]![0] ?? '@@'), false);
  });
  it('C40: the engine deals correctly and accepts only legal input from the player to move', () => {
    const s = example({ hands: { 0: '9H', 1: '3C' }, table: '9C' });
    refused(s, trail('3C'), 'C12');
  });
});
