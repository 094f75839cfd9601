/**
 * Tarok's computer players (tarok.md §7, B-T-1…17): the shared bot suite (honesty: the view only;
 * legality at every table; determinism; the strong player's budget and clock) at en trois, en deux and
 * Taroklomber old and new method, and the source's heuristics, each by a position.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnySeatGame } from '../../src/games/bots.js';
import { PACK, playableCards, tarokGame, type Announcement, type Play, type TarokMove, type TarokOptions } from '../../src/games/tarok/index.js';
import { normalChoice, tarokBots } from '../../src/games/tarok/bots/index.js';
import { countOf } from '../../src/games/tarok/bots/count.js';
import { rulesOf, type Seen } from '../../src/games/tarok/bots/seen.js';
import { runBotConformance } from './support/bot-conformance.js';

describe('tarok: the computer players (shared bot suite: T37, TL17 honesty; T21 legality)', () => {
  runBotConformance(tarokGame as unknown as AnySeatGame, tarokBots, {
    tables: [
      { seats: 3, options: {} },
      { seats: 2, options: {} },
      { seats: 3, options: { form: 'lomber' } },
      { seats: 3, options: { form: 'lomber', method: 'new' } },
    ],
    deals: 2,
    budget: 20,
    mustDecide: ['skat:discard', 'play:play', 'auction'],
  });
});

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
