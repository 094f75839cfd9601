/**
 * Whist's computer players (src/games/whist/bots; heuristics B-W-1…24 of shared/rules/whist.md §10),
 * what is Whist's own: the calls at eight and V-W-4, resample's public facts, the rules of thumb in
 * small positions, the value of a deal, the search's explanation, and strong > normal on a small seeded
 * sample. Legality, the view only, determinism and the budget: the shared bot suite (games.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../src/engine/rng.js';
import { BOT_LEVELS, createBot, dealValue, StrongBot, type BotLevel, type WhistBot, type WhistBots, type WhistReason } from '../../src/games/whist/bots/index.js';
import { whichTrump } from '../../src/games/whist/bots/policy.js';
import { cardId, rankOfId } from '../../src/games/whist/bots/table.js';
import {
  legalMoves,
  newSession,
  nextDeal,
  resample,
  resolveRules,
  suitOf,
  view,
  voidsOf,
  type WhistMove,
  type WhistState,
  type WhistView,
} from '../../src/games/whist/index.js';
import { must, playCards, start } from './support/whist.js';
import type { Exact, Expect, Lacks } from './support/bot-conformance.js';

// Compile-time (npm run typecheck fails when one does not hold): a bot receives a view and the legal moves, never a state.
type DecideParams = Parameters<WhistBot['decide']>;
export type WhistBotSignature = [
  Expect<Exact<DecideParams[0], WhistView>>,
  Expect<Lacks<DecideParams[0], 'hands'>>,
  Expect<Lacks<DecideParams[0], 'rng'>>,
  Expect<Exact<Parameters<WhistBots['decide']>[1], WhistView>>,
];

const REASONS: readonly WhistReason[] = [
  'call', 'onlyCard', 'topSequence', 'cashWinner', 'leadTrumps', 'returnPartnersLead', 'partnerCanRuff', 'invite', 'shortSuit', 'longSuit',
  'secondHandLow', 'coverHonour', 'thirdHandHigh', 'winTrick', 'duckTrick', 'cannotWin', 'partnerWinning', 'unblock', 'overtakePartner',
  'ruff', 'overruff', 'discard',
];

/** Small budgets keep the file fast; the benchmark (bench/bots/whist.ts) uses the real ones. */
const bots = (level: BotLevel, iterations = 120): WhistBot => createBot(level, iterations);

/** Plays a whole session (every deal of a rubber, through nextDeal) with one level per seat; checks every decision. */
function playSession(seed: string, levels: BotLevel[], options: { variants?: string[]; rubbers?: number } = {}, iterations = 120) {
  const players = levels.map((l) => bots(l, iterations));
  let s: WhistState = newSession(options, seed);
  let decisions = 0;
  let calls = 0;
  let deals = 0;
  let k = 0;
  for (;;) {
    while (s.phase === 'play') {
      const seat = s.toMove!;
      const legal = legalMoves(s);
      const d = players[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${k++}` });
      assert.ok(legal.includes(d.move), `${levels[seat]} answered with an object that is not one of the legal moves`);
      assert.ok(REASONS.includes(d.explanation.reason), `unknown reason ${d.explanation.reason}`);
      if (d.move.type === 'call') calls++;
      s = must(s, d.move).state;
      decisions++;
    }
    deals++;
    if (s.phase === 'sessionOver') break;
    s = nextDeal(s);
  }
  return { decisions, calls, deals, state: s };
}

/** Positions (seat to move with a real choice) from sessions played by the normal bot. */
function positions(count: number, seed: string, every = 3): WhistState[] {
  const out: WhistState[] = [];
  const bot = createBot('normal');
  let s = newSession({ rubbers: 100 }, seed);
  let k = 0;
  while (out.length < count) {
    if (s.phase !== 'play') s = nextDeal(s);
    else {
      const legal = legalMoves(s);
      if (legal.length > 1 && k % every === 0 && s.calls.length === 0) out.push(s);
      s = must(s, bot.decide(view(s, s.toMove!), legal, { seed: k++ }).move).state;
    }
  }
  return out;
}

const cards = (text: string) => text.split(' ');
const mask = (text: string) => cards(text).reduce((m, c) => m | (1 << rankOfId(cardId(c))), 0);
const decideAt = (level: BotLevel, s: WhistState, seed: number | string = 1, iterations = 200) =>
  createBot(level, iterations).decide(view(s, s.toMove!), legalMoves(s), { seed });
const playedCard = (m: WhistMove) => (m.type === 'play' ? m.card : m.type);

describe('whist-bots: the calls at eight (B-W-2, V-W-4)', () => {

  it('mixed tables and the automatic call (V-W-4) play to the end as well', () => {
    const r = playSession('legal:mixed', ['strong', 'easy', 'normal', 'easy'], { variants: ['V-W-4', 'V-W-1'] }, 40);
    assert.equal(r.state.phase, 'sessionOver');
    assert.equal(r.calls, 0, 'with V-W-4 the engine calls, never a bot');
  });

  for (const level of BOT_LEVELS) {
    it(`B-W-2 ${level}: calls at eight whenever it may`, () => {
      // Side 0/2 at 8; seat 0 (eldest, to lead) holds AS KS; spades are trumps (the turn-up 2S with the dealer, seat 3).
      const s = start({ hands: [cards('AS KS 3H 4H 5H 6H 7H 8H 3D 4D 5D 6D 7D'), [], [], cards('2S')], turnUp: '2S', scores: [8, 3] });
      const legal = legalMoves(s);
      assert.ok(legal.some((m) => m.type === 'call'));
      const d = createBot(level, 50).decide(view(s, 0), legal, { seed: 1 });
      assert.equal(d.move.type, 'call');
      assert.equal(d.explanation.reason, 'call');
      assert.equal(d.explanation.rule, 'B-W-2');
    });
  }
});

describe('whist-bots: resample keeps to the public facts', () => {
  it('resample respects the public facts: own hand, hand sizes, cards played, shown voids, the turn-up with the dealer', () => {
    const rng = new Rng([1, 2, 3, 4]);
    for (const s of positions(40, 'resample', 2)) {
      const seat = s.toMove!;
      const v = view(s, seat);
      const voids = voidsOf(s);
      const played = new Set([...s.tricks.flat(), ...s.trick].map((p) => p.card));
      for (let i = 0; i < 5; i++) {
        const d = resample(v, rng);
        assert.deepEqual(d.hands[seat], s.hands[seat]);
        assert.deepEqual(d.hands.map((h) => h.length), s.hands.map((h) => h.length));
        assert.equal(new Set(d.hands.flat()).size, d.hands.flat().length);
        for (const [p, h] of d.hands.entries()) {
          for (const c of h) assert.ok(!played.has(c) && !voids[p]!.includes(suitOf(c)), `seat ${p} got ${c}`);
        }
        if (!played.has(s.turnUp)) assert.ok(d.hands[s.dealer]!.includes(s.turnUp), 'the turn-up stays with the dealer');
        assert.deepEqual(view(d, seat), v, 'the sampled deal looks the same to the viewer');
      }
    }
  });

  it('resample after a failed call (W32): the caller holds exactly two honours, his partner none', () => {
    // Side 1/3 at 8. Seat 1 holds AS KS; QS and JS are with seats 0 and 2: seat 3 answers no.
    let s = start({ hands: [cards('QS 5D'), cards('AS KS'), cards('JS'), cards('4S')], turnUp: '4S', scores: [3, 8] });
    s = playCards(s, ['5D']).state;
    s = must(s, { type: 'call', seat: 1 }).state;
    assert.equal(s.calls[0]!.answer, 'no');
    const rng = new Rng([9, 9, 9, 9]);
    const v = view(s, 0);
    for (let i = 0; i < 30; i++) {
      const d = resample(v, rng);
      const honours = (seat: number) => d.hands[seat]!.filter((c) => c.endsWith('S') && 'AKQJ'.includes(c[0]!)).length;
      assert.equal(honours(1), 2);
      assert.equal(honours(3), 0);
    }
  });
});

describe('whist-bots: the rules of thumb (normal)', () => {
  it('EX-W-18, B-W-8, B-W-9: which trump to lead from a holding', () => {
    const rows: [string, string, boolean?, boolean?][] = [
      ['AH KH 9H 6H 4H 2H', '2H'],
      ['AH KH 9H 6H 4H 2H', 'AH', true],
      ['AH KH QH 5H 3H', 'AH'],
      ['AH KH JH 7H 5H 3H', 'KH'],
      ['KH QH 8H 6H 4H 2H', '2H'],
      ['KH QH 10H 6H 4H 2H', 'KH'],
      ['QH JH 9H 6H 4H 2H', 'QH'],
      ['QH JH 7H 3H 2H', '2H'],
      ['JH 10H 8H 6H 3H 2H', 'JH'],
      ['10H 9H 8H 4H', '10H'],
      ['10H 9H 8H 6H 3H 2H', '10H', false, true],
      ['10H 9H 8H 6H 3H 2H', '2H'],
      ['9H 7H 6H 5H 3H', '3H'],
      ['10H 6H 4H 2H', '2H'],
      ['AH QH 5H 3H', '3H'],
    ];
    for (const [holding, lead, threeRounds, rhoHonour] of rows) {
      assert.equal(whichTrump(mask(holding), threeRounds ?? false, rhoHonour ?? false), rankOfId(cardId(lead)), `${holding} → ${lead}`);
    }
  });

  it('B-W-5, B-W-8: five or more trumps and no invite elsewhere: leads the smallest trump from A-K without J', () => {
    const s = start({ hands: [cards('AH KH 9H 6H 4H 2H JS 9S 7S 5C 8C 3D 2D'), [], [], cards('QH')], turnUp: 'QH' });
    const d = decideAt('normal', s);
    assert.equal(playedCard(d.move), '2H');
    assert.equal(d.explanation.rule, 'B-W-5');
    assert.equal(d.explanation.reason, 'leadTrumps');
  });

  it('B-W-12: second hand low', () => {
    let s = start({ hands: [cards('4H'), cards('KH 5H 2H AC KC QC JC 10C 9C 8C 7C 6C 5C'), [], cards('2S')], turnUp: '2S' });
    s = playCards(s, ['4H']).state;
    const d = decideAt('normal', s);
    assert.equal(playedCard(d.move), '2H');
    assert.equal(d.explanation.reason, 'secondHandLow');
  });

  it('B-W-13: third hand high (the lower of equal cards), fourth hand as cheaply as possible', () => {
    let s = start({ hands: [cards('3D'), cards('4D'), cards('KD QD 5D AC KC QC JC 10C 9C 8C 7C 6C 5C'), cards('AD 10D 2S')], turnUp: '2S' });
    s = playCards(s, ['3D', '4D']).state;
    const third = decideAt('normal', s);
    assert.equal(playedCard(third.move), 'QD');
    assert.equal(third.explanation.reason, 'thirdHandHigh');
    s = playCards(s, ['5D']).state;
    const fourth = decideAt('normal', s);
    assert.equal(playedCard(fourth.move), '10D');
    assert.equal(fourth.explanation.reason, 'winTrick');
  });

  it('B-W-14: void: trumps with the lowest trump when partner is not winning; discards when partner holds the trick', () => {
    let s = start({ hands: [cards('5C AC'), cards('9S 3S AH KH QH JH 10H AD KD QD JD 10D 9D'), cards('2C'), cards('2S')], turnUp: '2S' });
    s = playCards(s, ['5C']).state;
    const ruff = decideAt('normal', s);
    assert.equal(playedCard(ruff.move), '3S');
    assert.equal(ruff.explanation.reason, 'ruff');
    let t = start({ hands: [cards('AC'), cards('2C'), cards('9S 3S AH KH QH JH 10H 9H 8H 7H 6D 5D 4D'), cards('2S')], turnUp: '2S' });
    t = playCards(t, ['AC', '2C']).state;
    const d = decideAt('normal', t);
    assert.equal(playedCard(d.move), '4D');
    assert.equal(d.explanation.reason, 'discard');
  });

  it("returns partner's lead", () => {
    let s = start({ hands: [cards('3H'), cards('2H'), cards('AH 9H 5H KD 7D 4D 3D QC 8C 6C 2C 5S 4S'), cards('4H 2S')], turnUp: '2S' });
    s = playCards(s, ['3H', '2H', 'AH', '4H']).state;
    assert.equal(s.toMove, 2);
    const d = decideAt('normal', s);
    assert.equal(playedCard(d.move), '9H');
    assert.equal(d.explanation.rule, 'return');
    assert.equal(d.explanation.reason, 'returnPartnersLead');
  });
});

describe('whist-bots: the value of a deal for the search', () => {
  it('W24–W28, W35: game points for the side minus the opponents\', a game or slam at 3 per rubber point', () => {
    const rules = resolveRules({});
    assert.equal(dealValue(rules, [0, 0], 0, 7, 2, 2), 1, 'W24: the odd trick');
    assert.equal(dealValue(rules, [0, 0], 0, 6, 2, 2), -1);
    assert.equal(dealValue(rules, [0, 0], 1, 9, 3, 0), 3 + 2, 'W25: three honours score 2');
    assert.equal(dealValue(rules, [0, 0], 1, 9, 0, 3), 3 - 2);
    // W27: tricks first: at 8 : 8 the opponents' 8 tricks win the game, the side's honours are void; simple (W35).
    assert.equal(dealValue(rules, [8, 8], 0, 5, 3, 1), -2 - 3);
    // The side's three honours win the game at 8 : 8 after the opponents' odd trick (losers at 9: simple).
    assert.equal(dealValue(rules, [8, 8], 0, 6, 3, 1), 2 - 1 + 3);
    // W26: no honours at nine (V-W-2 counts them: 9 + 4 wins, losers at 1: triple).
    assert.equal(dealValue(rules, [9, 0], 0, 6, 4, 0), -1);
    assert.equal(dealValue(resolveRules({ variants: ['V-W-2'] }), [9, 0], 0, 6, 4, 0), 1 - 1 + 9);
    // W28: a grand slam, 6 rubber points (none with V-W-3).
    assert.equal(dealValue(rules, [0, 0], 0, 13, 2, 2), 7 + 18);
    assert.equal(dealValue(resolveRules({ variants: ['V-W-3'] }), [0, 0], 0, 13, 2, 2), 7);
  });
});

describe('whist-bots: strength, a smoke check (bench/bots/whist.ts measures it with CIs), and the search\'s explanation', () => {
  /** Tricks of level A's side per deal minus 6.5, each deal played twice with the sides swapped. */
  function match(a: BotLevel, b: BotLevel, boards: number, iterations: number): number {
    const A = createBot(a, iterations);
    const B = createBot(b, iterations);
    let total = 0;
    for (let g = 0; g < boards; g++) {
      for (const aSide of [0, 1]) {
        let s = newSession({}, `strength:${g}`);
        let k = 0;
        while (s.phase === 'play') {
          const seat = s.toMove!;
          const bot = (seat & 1) === aSide ? A : B;
          s = must(s, bot.decide(view(s, seat), legalMoves(s), { seed: `${g}:${k++}` }).move).state;
        }
        total += s.won[aSide]!;
      }
    }
    return total / (2 * boards) - 6.5;
  }

  it('strong beats normal (8 seeded duplicate boards, 300 playouts a decision)', () => {
    const m = match('strong', 'normal', 8, 300);
    assert.ok(m > 0, `strong − 6.5 = ${m.toFixed(3)} tricks per deal`);
  });

  it('strong explains its card with search figures', () => {
    const s = positions(3, 'explain').find((x) => legalMoves(x).length > 2)!;
    const d = new StrongBot({ iterations: 400 }).decide(view(s, s.toMove!), legalMoves(s), { seed: 4 });
    const e = d.explanation;
    assert.equal(e.source, 'search');
    assert.ok(e.samples > 0 && e.best.visits > 0);
    assert.equal(typeof e.best.expectedValue, 'number');
    assert.equal(typeof e.best.expectedTricks, 'number');
    assert.ok(e.alternatives.length >= 1 && e.alternatives.length <= 4);
    assert.equal(e.margin, e.best.expectedValue! - e.alternatives[0]!.expectedValue!);
    assert.equal(typeof e.agreesWithNormal, 'boolean');
    assert.ok(e.position >= 1 && e.position <= 4);
    assert.deepEqual(structuredClone(e), e);
  });
});
