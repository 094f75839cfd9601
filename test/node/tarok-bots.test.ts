/**
 * Tarok's computer players (tarok.md §7, B-T-1…17): the source's heuristics, each by a position; the
 * strong player's samples fitted to what is public; a seeded strength smoke check. The shared bot suite
 * runs from test/node/games.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BotLevel } from '../../src/ai/types.js';
import { legalMoves, PACK, playableCards, tarokGame, type Announcement, type Play, type TarokMove, type TarokOptions } from '../../src/games/tarok/index.js';
import { createBot, DEFAULT_STRONG_ITERATIONS, normalChoice, tarokBots, type TarokDecision } from '../../src/games/tarok/bots/index.js';
import { huntIsOn } from '../../src/games/tarok/bots/play.js';
import { explain } from '../../src/games/tarok/bots/explain.js';
import { countOf } from '../../src/games/tarok/bots/count.js';
import { dealWith, run } from './support/tarok.js';
import { rulesOf, type Seen } from '../../src/games/tarok/bots/seen.js';

// The shared bot suite (honesty: the view only, T37, TL17; legality, T21; determinism; the strong player's budget
// and clock) runs for Tarok at every form and method, from its row in test/node/games.test.ts (BOT_CASES).

// ---- the source's advice, each by a position (what one seat sees, seen.ts) ----

const NO_ANNOUNCEMENT: Announcement = { taroks: 0, matadors: 0, whole: 0, half: 0, skied: false, kings: 0, points: 0 };
const SUIT_ORDER = ['C', 'D', 'H', 'S'];

/** `hand` filled to `size` with ladons of the pack not in `avoid`, spread over the suits (round the suits in turn). */
function fill(hand: string[], size: number, avoid: readonly string[] = [], suits: readonly string[] = SUIT_ORDER): string[] {
  const out = hand.slice();
  const used = new Set([...hand, ...avoid]);
  const pool = suits.map((s) => PACK.filter((c) => c.startsWith(`${s}-`) && !/-[KQNJ]$/.test(c) && !used.has(c)));
  for (let k = 0; out.length < size; k++) {
    const c = pool[k % pool.length]!.shift();
    if (c) out.push(c);
    if (pool.every((p) => p.length === 0)) break;
  }
  assert.equal(out.length, size, 'enough ladons to fill the hand');
  return out;
}

function seenOf(p: Partial<Seen> & { hand: readonly string[]; options?: TarokOptions }): Seen {
  const rules = rulesOf(p.options ?? { form: 'trois' });
  const n = rules.players;
  return {
    seat: 0,
    rules,
    phase: 'play',
    dealer: n - 1,
    skat: null,
    handSizes: Array.from({ length: n }, () => p.hand.length),
    auction: [],
    declarer: null,
    game: null,
    calls: [],
    announcements: rules.form === 'lomber' ? null : Array.from({ length: n }, () => NO_ANNOUNCEMENT),
    trick: [],
    tricks: [],
    scores: rules.form === 'deux' ? [0, 0] : null,
    ...p,
  };
}
const plays = (seen: Seen): TarokMove[] => playableCards(seen.hand, seen.trick).map((card) => ({ type: 'play', card }));
const cardOf = (c: { move: TarokMove }) => (c.move as { card: string }).card;
const choice = (seen: Seen, legal: TarokMove[] = plays(seen)) => normalChoice(seen, legal);
/** A completed first trick in which the Pagat fell (seats 1 and 2 played it and a tarok over it; seat 0 a tarok). */
const PAGAT_GONE: Play[][] = [[{ seat: 0, card: 'T-9' }, { seat: 1, card: 'T-1' }, { seat: 2, card: 'T-10' }]];

describe('Tarok computer players: counting and the Pagat (B-T-1 … B-T-4, B-T-9, B-T-16)', () => {
  it('B-T-1: the seat counts what has gone: the taroks out, the Pagat, who has shown out of a suit or of the taroks', () => {
    const hand = fill(['T-21', 'T-2'], 24);
    const seen = seenOf({ hand, tricks: [[{ seat: 1, card: 'T-5' }, { seat: 2, card: 'C-2' }, { seat: 0, card: 'T-3' }]] });
    const count = countOf(seen);
    assert.equal(count.taroksOut, 21 - 2 - 2, 'XXI, II in hand; V, III played');
    assert.equal(count.pagatOut, true);
    assert.ok(count.voids[2]!.has('T'), 'seat 2 played a club to a tarok lead: no tarok left');
    assert.equal(count.isPlayed('T-5'), true);
  });

  it('B-T-2, B-T-3, B-T-16: without the Pagat and with seven or fewer taroks the eldest hunts it with a high tarok, the XXI kept back', () => {
    const d = choice(seenOf({ hand: fill(['T-21', 'T-20', 'T-15', 'T-4', 'T-3', 'T-2'], 25) }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-20', 'huntPagat', 'B-T-3']);
  });

  it('B-T-3: with eight or nine taroks the hunter leads a very low one', () => {
    const d = choice(seenOf({ hand: fill(['T-21', 'T-20', 'T-19', 'T-15', 'T-11', 'T-5', 'T-4', 'T-3'], 25) }));
    assert.deepEqual([cardOf(d), d.reason], ['T-3', 'huntPagat']);
  });

  it('B-T-3, B-T-5: when another announced ten taroks or more, a player with six does not hunt at once: he leads his whip, the longest and strongest suit', () => {
    const announcements = [NO_ANNOUNCEMENT, { ...NO_ANNOUNCEMENT, taroks: 11, points: 15 }, NO_ANNOUNCEMENT];
    const hand = fill(['T-20', 'T-15', 'T-4', 'T-3', 'T-2', 'T-6', 'S-K', 'S-Q', 'S-10', 'S-9', 'S-8', 'S-7', 'S-6'], 25, [], ['C', 'D', 'H']);
    const d = choice(seenOf({ hand, announcements }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['S-K', 'whip', 'B-T-5']);
  });

  it('B-T-3: "not at once": once the seat that announced ten or more has taroked down to no more taroks than the hunter holds, the hunt begins', () => {
    const announcements = [NO_ANNOUNCEMENT, { ...NO_ANNOUNCEMENT, taroks: 11, points: 15 }, NO_ANNOUNCEMENT];
    // seat 1 has taroked five club leads (11 announced, 6 left) against seat 0's six taroks
    const tricks: Play[][] = ['T-7', 'T-8', 'T-10', 'T-11', 'T-12'].map((t, k) => [
      { seat: 0, card: `C-${k + 2}` },
      { seat: 1, card: t },
      { seat: 2, card: `C-${k + 7}` },
    ]);
    const avoid = tricks.flat().map((p) => p.card);
    const hand = fill(['T-20', 'T-15', 'T-4', 'T-3', 'T-2', 'T-6', 'S-K', 'S-Q', 'S-10', 'S-9', 'S-8', 'S-7', 'S-6'], 20, avoid, ['D', 'H']);
    const d = choice(seenOf({ hand, announcements, tricks }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-20', 'huntPagat', 'B-T-3']);
    // with only four taroks played by seat 1 (seven left against six), still the whip
    const early = choice(seenOf({ hand: fill(hand.slice(0, 13), 20, avoid, ['D', 'H']), announcements, tricks: tricks.slice(0, 4).concat([[{ seat: 0, card: 'C-6' }, { seat: 1, card: 'C-J' }, { seat: 2, card: 'C-Q' }]]) }));
    assert.deepEqual([early.reason, early.rule], ['whip', 'B-T-5']);
  });

  it('B-T-3: with fewer than six taroks and ten announced, hunting is risky: the whip; but when the other seat without the Pagat has started the hunt (a tarok led while the Pagat was out), the seat joins it', () => {
    const announcements = [NO_ANNOUNCEMENT, NO_ANNOUNCEMENT, { ...NO_ANNOUNCEMENT, taroks: 10, points: 10 }];
    const quiet: Play[][] = [[{ seat: 1, card: 'D-2' }, { seat: 2, card: 'D-3' }, { seat: 0, card: 'D-4' }]];
    const hunting: Play[][] = [[{ seat: 1, card: 'T-18' }, { seat: 2, card: 'T-19' }, { seat: 0, card: 'T-9' }]];
    const taroks = ['T-20', 'T-15', 'T-4', 'T-3', 'T-2'];
    const avoid = [...quiet, ...hunting].flat().map((p) => p.card);
    const hand = fill([...taroks, 'S-K', 'S-Q', 'S-10', 'S-9', 'S-8'], 24, avoid, ['C', 'H']);
    const wait = choice(seenOf({ hand, announcements, tricks: quiet }));
    assert.deepEqual([wait.reason, wait.rule], ['whip', 'B-T-5']);
    assert.equal(huntIsOn(seenOf({ hand, announcements, tricks: quiet })), false);
    const join = choice(seenOf({ hand, announcements, tricks: hunting }));
    assert.equal(huntIsOn(seenOf({ hand, announcements, tricks: hunting })), true, 'seat 1 led a tarok with the Pagat out: the hunt is on');
    assert.deepEqual([cardOf(join), join.reason, join.rule], ['T-20', 'huntPagat', 'B-T-3']);
    // the hint's data (TarokExplanation, its words the table's): the reason, the rule and the seat's own tarok count
    const hint = explain(seenOf({ hand, announcements, tricks: hunting }), join);
    assert.deepEqual([hint.reason, hint.rule, hint.taroks, hint.source], ['huntPagat', 'B-T-3', 5, 'heuristic']);
  });

  it('B-T-4: the Pagat falling to the other hunter, who announced less, is left to him', () => {
    const announcements = [{ ...NO_ANNOUNCEMENT, kings: 4, points: 10 }, NO_ANNOUNCEMENT, NO_ANNOUNCEMENT];
    const hand = fill(['T-21', 'T-18', 'T-3'], 24);
    const trick: Play[] = [{ seat: 1, card: 'T-1' }, { seat: 2, card: 'T-12' }];
    const d = choice(seenOf({ hand, trick, tricks: [[{ seat: 0, card: 'C-2' }, { seat: 1, card: 'C-3' }, { seat: 2, card: 'C-4' }]], announcements }));
    assert.deepEqual([cardOf(d), d.rule], ['T-3', 'B-T-4']);
  });

  it('B-T-9: with too few taroks to save it, the Pagat goes the first time a tarok is led', () => {
    const hand = fill(['T-1', 'T-7', 'T-5', 'T-4'], 25);
    const d = choice(seenOf({ seat: 1, hand, trick: [{ seat: 0, card: 'T-18' }] }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-1', 'savePagat', 'B-T-9']);
  });

  it('B-T-9: with taroks enough the Pagat stays back; it is played where it can only win', () => {
    const many = fill(['T-1', 'T-21', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14'], 25);
    assert.notEqual(cardOf(choice(seenOf({ seat: 1, hand: many, trick: [{ seat: 0, card: 'T-8' }] }))), 'T-1');
    // void in the suit led, the last to play, no tarok in the trick: the Pagat can only win (made, T28)
    const seen = seenOf({ seat: 2, hand: fill(['T-1', 'T-4'], 25, [], ['D', 'H', 'S']), trick: [{ seat: 0, card: 'C-5' }, { seat: 1, card: 'C-6' }] });
    const d = choice(seen);
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-1', 'pagatMade', 'B-T-9']);
  });
});

describe('Tarok computer players: the Kings, the Sky and the suits (B-T-5 … B-T-8, B-T-10 … B-T-12)', () => {
  it('B-T-8: holding queen and cavall alone when the King is led, the seat skies itself rather than give up a figure', () => {
    const hand = fill(['H-Q', 'H-N', 'T-Sk', 'T-3'], 25, [], ['C', 'D', 'S']);
    const d = choice(seenOf({ seat: 1, hand, trick: [{ seat: 0, card: 'H-K' }] }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-Sk', 'saveFigure', 'B-T-8']);
  });

  it('B-T-8, T25: the Sky is played before the last three cards, in trick 22 at the latest', () => {
    const tricks = Array.from({ length: 21 }, (_, i) => [{ seat: 0, card: `T-${i + 1}` }, { seat: 1, card: 'C-2' }, { seat: 2, card: 'C-3' }]);
    const d = choice(seenOf({ hand: ['T-Sk', 'D-5', 'D-6', 'S-7'], tricks }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-Sk', 'skyInTime', 'B-T-8']);
  });

  it('B-T-10: holding half a cavalry headed by the King, the seat leads a figure at once to draw the King\'s guard', () => {
    const hand = fill(['H-K', 'H-Q', 'H-N', 'T-18', 'T-12'], 24, ['T-9']);
    const d = choice(seenOf({ hand, tricks: PAGAT_GONE }));
    assert.deepEqual([cardOf(d), d.rule], ['H-N', 'B-T-10']);
  });

  it('B-T-6: after the Pagat, with more taroks than are out, the seat draws the taroks before anyone can make a King ultimo', () => {
    const taroks = ['T-21', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'T-12', 'T-11'];
    const d = choice(seenOf({ hand: fill(taroks, 24, ['T-9', 'T-10']), tricks: PAGAT_GONE }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-20', 'drawTaroks', 'B-T-6']);
  });

  it('B-T-7: once the Pagat is decided, a King nobody can beat or tarok is cashed', () => {
    const d = choice(seenOf({ hand: fill(['C-K', 'T-3'], 24, ['T-9', 'T-10']), tricks: PAGAT_GONE }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['C-K', 'cashMaster', 'B-T-7']);
  });

  it('B-T-5: the Pagat\'s holder with few taroks whips the others with his longest, strongest suit', () => {
    const hand = fill(['T-1', 'T-5', 'D-Q', 'D-10', 'D-9', 'D-8', 'D-7', 'D-6', 'D-5'], 25, [], ['C', 'H', 'S']);
    const d = choice(seenOf({ hand }));
    assert.deepEqual([d.reason, d.rule], ['whip', 'B-T-5']);
    assert.ok(cardOf(d).startsWith('D-'));
  });

  it('B-T-11: laying the Skat, the dealer voids a suit (its dearest card first), and lays the Pagat away when he may (T11)', () => {
    const hand = fill(['C-J', 'C-3', 'T-21', 'T-20', 'T-19', 'T-18'], 28, [], ['D', 'H', 'S']);
    const legal = (h: readonly string[]): TarokMove[] => h.filter((c) => !c.startsWith('T-') && !c.endsWith('-K')).map((card) => ({ type: 'discard', card }));
    const first = choice(seenOf({ seat: 2, phase: 'skat', hand, skat: [] }), legal(hand));
    assert.deepEqual([cardOf(first), first.reason, first.rule], ['C-J', 'voidSuit', 'B-T-11']);
    const rest = hand.filter((c) => c !== 'C-J');
    assert.equal(cardOf(choice(seenOf({ seat: 2, phase: 'skat', hand: rest, skat: ['C-J'] }), legal(rest))), 'C-3');
    const pagat = fill(['T-1', 'T-2', 'T-3'], 28);
    const d = choice(seenOf({ seat: 2, phase: 'skat', hand: pagat, skat: [] }), [...legal(pagat), { type: 'discard', card: 'T-1' }]);
    assert.deepEqual([cardOf(d), d.reason], ['T-1', 'layPagat']);
  });

  it('B-T-12: en deux, when neither hunting nor saving a Pagat, the seat leads a suit in which it has no figure', () => {
    const hand = fill(['S-Q', 'S-J', 'H-N', 'T-3'], 24, ['T-9', 'T-10'], ['C', 'D']);
    const tricks: Play[][] = [[{ seat: 0, card: 'T-9' }, { seat: 1, card: 'T-1' }]];
    const d = choice(seenOf({ options: { form: 'deux' }, dealer: 1, hand, tricks }));
    assert.equal(d.rule, 'B-T-12');
    assert.ok(/^[CD]-/.test(cardOf(d)), cardOf(d));
  });
});

describe('Tarok computer players: Taroklomber (B-T-13 … B-T-16)', () => {
  const old: TarokOptions = { form: 'lomber' };
  const auction: TarokMove[] = [{ type: 'bid', game: 'aDue' }, { type: 'bid', game: 'aUno' }, { type: 'bid', game: 'solo' }, { type: 'pass' }];
  const game = (d: { move: TarokMove }) => (d.move.type === 'bid' ? d.move.game : d.move.type);

  it('B-T-13: the source\'s hands: a Due with eight taroks and the Sky, two Kings and two queens; a Uno with eleven taroks, three Kings, a queen and three cavalls; a weak hand passes', () => {
    const due = fill(['T-Sk', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'C-K', 'C-Q', 'H-K', 'H-Q'], 25);
    const d = choice(seenOf({ options: old, phase: 'auction', hand: due }), auction);
    assert.deepEqual([game(d), d.rule], ['aDue', 'B-T-13']);
    const uno = fill(['T-12', 'T-11', 'T-10', 'T-9', 'T-8', 'T-7', 'T-6', 'T-5', 'T-4', 'T-3', 'T-2', 'C-K', 'H-K', 'S-K', 'C-Q', 'C-N', 'H-N', 'S-N'], 25);
    assert.equal(game(choice(seenOf({ options: old, phase: 'auction', hand: uno }), auction)), 'aUno');
    const weak = fill(['T-2', 'T-3', 'T-4', 'C-J'], 25);
    assert.equal(game(choice(seenOf({ options: old, phase: 'auction', hand: weak }), auction)), 'pass');
  });

  it('B-T-13: the holder keeps the bid with "I hold" while his hand is worth the challenger\'s game', () => {
    const due = fill(['T-Sk', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'C-K', 'C-Q', 'H-K', 'H-Q'], 25);
    const seen = seenOf({ options: old, phase: 'auction', hand: due, game: 'aDue', auction: [{ seat: 0, move: 'bid', game: 'aDue' }, { seat: 1, move: 'bid', game: 'aDue' }] });
    const d = choice(seen, [{ type: 'hold' }, { type: 'bid', game: 'aUno' }, { type: 'pass' }]);
    assert.deepEqual([d.move.type, d.reason], ['hold', 'hold']);
  });

  it('B-T-13, B-T-16: the best cards to call: the XXI; the Sky for an unguarded queen; the Pagat with many taroks', () => {
    const calls = (cards: string[]): TarokMove[] => cards.map((card) => ({ type: 'call', card }));
    const all = ['T-21', 'T-1', 'T-Sk', 'C-K', 'H-K', 'D-Q'];
    const hand = fill(['T-20', 'T-19', 'C-Q', 'C-N'], 25);
    assert.equal(cardOf(choice(seenOf({ options: old, phase: 'call', seat: 0, declarer: 0, game: 'aDue', hand }), calls(all))), 'T-21');
    const queen = fill(['T-21', 'T-20', 'S-Q', 'S-3'], 25);
    assert.equal(cardOf(choice(seenOf({ options: old, phase: 'call', declarer: 0, game: 'aUno', hand: queen }), calls(all.filter((c) => c !== 'T-21')))), 'T-Sk');
    const taroks = fill(['T-21', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'T-12', 'T-11', 'T-10'], 25);
    const d = choice(seenOf({ options: old, phase: 'call', declarer: 0, game: 'aUno', hand: taroks }), calls(all.filter((c) => c !== 'T-21')));
    assert.deepEqual([cardOf(d), d.rule], ['T-1', 'B-T-16']);
  });

  it('B-T-14: the declarer with the most taroks leads them', () => {
    const taroks = ['T-21', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'T-12', 'T-11', 'T-10'];
    const d = choice(seenOf({ options: old, declarer: 0, game: 'solo', hand: fill(taroks, 25) }));
    assert.deepEqual([d.reason, d.rule], ['drawTaroks', 'B-T-14']);
    assert.ok(cardOf(d).startsWith('T-'));
  });

  it('B-T-15: an opponent leads the suit the declarer gave back; the holder of an XXI not called leads it for a partner\'s Pagat', () => {
    const calls = [{ card: 'C-K', from: 1, returned: 'H-3' }];
    const hand = fill(['H-3', 'H-9', 'S-7', 'T-4'], 25);
    const d = choice(seenOf({ options: old, seat: 1, declarer: 0, game: 'aUno', calls, hand, trick: [], tricks: [] }));
    assert.deepEqual([d.reason, d.rule], ['leadReturned', 'B-T-15']);
    assert.ok(cardOf(d).startsWith('H-'));
    const xxi = fill(['T-21', 'T-4', 'S-7'], 25);
    const e = choice(seenOf({ options: old, seat: 1, declarer: 0, game: 'aUno', calls: [{ card: 'C-K', from: 2, returned: null }], hand: xxi }));
    assert.deepEqual([cardOf(e), e.reason, e.rule], ['T-21', 'protectPagat', 'B-T-15']);
  });

  it('B-T-15: an opponent puts a figure on his partner\'s trick when it is sure', () => {
    const hand = fill(['C-Q', 'C-3', 'T-4'], 25);
    const d = choice(seenOf({ options: old, seat: 2, declarer: 1, game: 'aUno', hand, trick: [{ seat: 0, card: 'C-K' }, { seat: 1, card: 'C-2' }] }));
    assert.deepEqual([cardOf(d), d.reason], ['C-Q', 'friendWinning']);
  });
});

describe('Tarok computer players: Tout and the strong player (B-T-17)', () => {
  it('B-T-17: a declarer who has won every trick goes on with the cards that cannot be beaten, the taroks first', () => {
    const tricks: Play[][] = [[{ seat: 0, card: 'T-20' }, { seat: 1, card: 'T-2' }, { seat: 2, card: 'T-3' }]];
    const d = choice(seenOf({ options: { form: 'lomber' }, declarer: 0, game: 'solo', hand: fill(['T-21', 'T-19', 'C-K'], 24), tricks }));
    assert.deepEqual([cardOf(d), d.reason, d.rule], ['T-21', 'tout', 'B-T-17']);
  });

  // the samples' agreement with every public fact (T11, T14-T19, T21, TL14, TL15) and the players' honesty: test/node/tarok-sample.test.ts

  it('the strong player searches where it has a choice, reports its samples and whether the normal player agrees, and picks a legal move', () => {
    const s0 = dealWith({ dealer: 2, hands: {} });
    const s = run(s0, legalMoves(s0).slice(0, 3)).state;
    const legal = legalMoves(s);
    const d = tarokBots.decide('strong', tarokGame.view(s, s.toMove!), legal, { seed: 3, budget: { iterations: 400 } }) as TarokDecision;
    assert.ok(legal.includes(d.move));
    assert.equal(d.explanation.source, 'search');
    assert.equal(typeof d.explanation.agreesWithNormal, 'boolean');
    assert.ok(d.explanation.samples > 0 && d.stats.iterations > 0);
    assert.ok(d.stats.units! <= 400 || d.stats.iterations <= d.stats.candidates);
  });

  it('the strong player without a budget stops at its thinking time on its clock; with units alone there is no deadline, whatever the clock (injected clocks)', () => {
    const s0 = dealWith({ dealer: 2, hands: {} });
    const s = run(s0, legalMoves(s0).slice(0, 3)).state;
    const legal = legalMoves(s);
    const v = tarokGame.view(s, s.toMove!);
    // a clock 1 ms on at every reading, far more units than 20 ms of readings allow: the clock stops the search
    let t = 0;
    const timed = createBot('strong', 1e6, { thinkingMs: 20, clock: () => (t += 1) }).decide(v, legal, { seed: 5 });
    assert.ok(legal.includes(timed.move));
    assert.equal(timed.stats.stoppedByTime, true);
    // the first reading starts the clock, then one before each sample: at most 20 samples, each played by every candidate
    assert.ok(timed.stats.iterations > 0 && timed.stats.iterations <= 20 * timed.stats.candidates, `${timed.stats.iterations} playouts`);
    // units alone: a clock that leaps a second at every reading changes nothing
    const leaping = createBot('strong', DEFAULT_STRONG_ITERATIONS, { thinkingMs: 20, clock: () => (t += 1000) }).decide(v, legal, { seed: 5, budget: { iterations: 400 } });
    const plain = createBot('strong').decide(v, legal, { seed: 5, budget: { iterations: 400 } });
    assert.equal(leaping.stats.stoppedByTime, false);
    assert.deepEqual([leaping.move, leaping.explanation, leaping.stats.iterations], [plain.move, plain.explanation, plain.stats.iterations]);
  });
});

describe('tarok bots: strength, a smoke check (bench/bots/tarok.ts measures it with CIs)', () => {
  /** A's money (en deux: score) in the first deal of `seed` minus the others' mean, averaged over A's seats (duplicate). */
  function edge(options: TarokOptions, seats: number, seed: string, a: BotLevel, b: BotLevel, iterations: number): number {
    let sum = 0;
    for (let seatA = 0; seatA < seats; seatA++) {
      let { state: s } = tarokGame.start(options, seed);
      const money = Array.from({ length: seats }, () => 0);
      let k = 0;
      for (let seat = tarokGame.toMove(s); seat !== null; seat = tarokGame.toMove(s)) {
        const legal = tarokGame.legalMoves(s);
        const d = tarokBots.decide(seat === seatA ? a : b, tarokGame.view(s, seat), legal, { seed: `${seed}:${k++}`, budget: { iterations } });
        const r = tarokGame.applyMove(s, d.move as TarokMove);
        assert.ok(r.ok);
        s = r.state;
        for (const e of r.events) {
          if (e.type === 'payment') {
            money[e.from]! -= e.amount;
            money[e.to]! += e.amount;
          } else if (e.type === 'score') e.added.forEach((x, i) => (money[i]! += x));
        }
      }
      sum += money[seatA]! - money.filter((_, i) => i !== seatA).reduce((x, y) => x + y, 0) / (seats - 1);
    }
    return sum / seats;
  }
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;

  it('normal beats easy over 40 seeded Taroklomber boards (old method: the easy player never declares)', () => {
    const xs = Array.from({ length: 40 }, (_, g) => edge({ form: 'lomber' }, 3, `smoke:lomber:${g}`, 'normal', 'easy', 0));
    assert.ok(mean(xs) > 0, `normal's edge ${mean(xs)}`);
  });

  it('strong beats normal over 6 seeded boards of en trois (T30-T34 money per deal)', () => {
    const xs = Array.from({ length: 6 }, (_, g) => edge({ form: 'trois' }, 3, `smoke:trois:${g}`, 'strong', 'normal', 240));
    assert.ok(mean(xs) > 0, `strong's edge ${mean(xs)}`);
  });
});
