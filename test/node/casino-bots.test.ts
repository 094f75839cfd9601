/**
 * Casino's computer players (src/games/casino/bots), what is Casino's own: every kind of decision
 * (captures, trails, C25's forced capture, V-C-2's free trail) and the explanation's shape in each, the
 * variants at mixed tables, the search's count over the older pile cards (C39), and a small seeded
 * strength check (the full one with CIs is bench/bots/casino.ts). Legality at every table, the view
 * only, determinism and the budget: the shared bot suite (games.test.ts). Rule IDs: shared/rules/casino.md.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOT_LEVELS,
  type CasinoBots,
  createBot,
  type BotLevel,
  type CasinoBot,
  type CasinoDecision,
  type CasinoReason,
} from '../../src/games/casino/bots/index.js';
import {
  applyMove,
  countLines,
  fromPosition,
  legalMoves,
  newSession,
  resolveRules,
  view,
  type CasinoOptions,
  type CasinoPosition,
  type CasinoState,
  type CasinoView,
} from '../../src/games/casino/index.js';
import { expectedCredit, tallyOf } from '../../src/games/casino/bots/evaluate.js';
import { FULL_PACK } from '../../src/engine/cards.js';
import { Rng } from '../../src/engine/rng.js';
import type { Exact, Expect, Lacks } from './support/bot-conformance.js';

// Compile-time (npm run typecheck fails when one does not hold): a bot receives a view and the legal moves, never a state.
type DecideParams = Parameters<CasinoBot['decide']>;
export type CasinoBotSignature = [
  Expect<Exact<DecideParams[0], CasinoView>>,
  Expect<Lacks<DecideParams[0], 'hands'>>,
  Expect<Lacks<DecideParams[0], 'stock'>>,
  Expect<Lacks<DecideParams[0], 'rng'>>,
  // No pile contents during play either: `piles` is null until the deal is counted (C39).
  Expect<Exact<CasinoView['piles'], readonly (readonly string[])[] | null>>,
  // What the bot worker calls (GameBots) takes a view too.
  Expect<Exact<Parameters<CasinoBots['decide']>[1], CasinoView>>,
];

/** Small budgets keep the file fast; the benchmark uses the real ones. */
const TEST_ITERATIONS = 60;

const REASONS: readonly CasinoReason[] = [
  'forced', 'lastFaceCard', 'winsGame', 'clearing', 'bigCasino', 'littleCasino', 'ace', 'spades', 'mostCards',
  'lastCapture', 'denyNext', 'trailSafe', 'trailFace', 'keepFaceForLast', 'keepValuable', 'bestOutcome',
];

function bots(levels: readonly BotLevel[], iterations = TEST_ITERATIONS): CasinoBot[] {
  return levels.map((l) => createBot(l, iterations));
}

/** Checks one decision: a legal object (the same one), an explanation that names it. */
function checkDecision(d: CasinoDecision, legal: readonly unknown[], where: string): void {
  assert.ok(legal.includes(d.move), `${where}: the move is one of the legal objects`);
  const e = d.explanation;
  assert.equal(e.move, d.move, `${where}: explanation.move is the move`);
  assert.equal(e.best.move, d.move);
  assert.ok(e.reasons.length > 0 && e.reason === e.reasons[0]);
  for (const r of e.reasons) assert.ok(REASONS.includes(r), `${where}: unknown reason ${r}`);
  assert.equal(e.kind, d.move.type);
  assert.ok(Number.isFinite(e.bestValue) && Number.isFinite(e.margin));
  assert.ok(e.alternatives.length <= 4);
  assert.equal(e.forced, e.alternatives.length === 0);
  assert.equal(e.nextValue === null, e.alternatives.length === 0);
}

/** Plays one deal to its end with the given seat levels; returns the score change by side and the kinds of decision met. */
function playDeal(options: CasinoOptions, seed: string, levels: readonly BotLevel[], iterations = TEST_ITERATIONS): { gained: number[]; kinds: Set<string> } {
  const players = bots(levels, iterations);
  let s = newSession(options, seed);
  const start = s.scores.slice();
  const kinds = new Set<string>();
  let k = 0;
  while (s.phase === 'play') {
    const seat = s.toMove!;
    const legal = legalMoves(s);
    const d = players[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${k++}` });
    checkDecision(d, legal, `${levels[seat]} seat ${seat} move ${k}`);
    const hasTrail = legal.some((m) => m.type === 'trail');
    const hasCapture = legal.some((m) => m.type === 'capture');
    kinds.add(hasTrail && hasCapture ? 'choice' : hasTrail ? (s.table.length === 0 ? 'trailEmpty' : 'trail') : legal.length === 1 ? 'forcedCapture' : 'capture');
    if (d.explanation.reason === 'lastFaceCard') kinds.add('C25');
    const r = applyMove(s, d.move);
    assert.ok(r.ok, `${levels[seat]}: ${JSON.stringify(d.move)} refused`);
    s = r.state;
  }
  return { gained: s.scores.map((x, i) => x - start[i]!), kinds };
}

/** A position for fromPosition: the named cards where given, every other card in the stock and then the piles. */
function position(p: Omit<CasinoPosition, 'stock' | 'piles'> & { stockSize: number; piles?: string[][] }): CasinoState {
  const used = new Set<string>([...p.hands.flat(), ...p.table, ...(p.piles ?? []).flat()]);
  const free = FULL_PACK.filter((c) => !used.has(c));
  const stock = free.slice(0, p.stockSize);
  const sides = p.options.players === 3 ? 3 : 2;
  const piles = p.piles ?? Array.from({ length: sides }, () => []);
  const rest = free.slice(p.stockSize);
  rest.forEach((c, i) => piles[i % sides]!.push(c));
  const { stockSize: _s, ...pos } = p;
  return fromPosition({ ...pos, stock, piles });
}

describe('casino bots: the variants at mixed tables', () => {
  it('mixed levels and the variants (V-C-1 … V-C-5) give legal deals too', () => {
    const variants = [['V-C-1'], ['V-C-2'], ['V-C-3'], ['V-C-4', 'V-C-5'], ['V-C-1', 'V-C-2', 'V-C-3']];
    let choice = false;
    for (const [i, v] of variants.entries()) {
      for (const players of [2, 3, 4] as const) {
        const levels = Array.from({ length: players }, (_, seat) => BOT_LEVELS[(seat + i) % 3]!);
        const r = playDeal({ players, variants: v }, `variants:${i}:${players}`, levels, 30);
        if (r.kinds.has('choice')) choice = true;
      }
    }
    assert.ok(choice, 'V-C-2: decisions between a trail and a capture were met');
  });
});

describe('casino bots: every kind of decision', () => {
  // C25 (EX-C-9): the dealer's last card is a face card; its capture of the whole table is the only move.
  const c25 = position({
    options: { players: 2 }, dealer: 1, toMove: 1, hands: [[], ['QH']], table: ['9S', '4D', 'KC', '2H'], stockSize: 0,
    lastCapturer: 0, finalRound: true, scores: [0, 0], gamesPlayed: 0, stakes: [0, 0], phase: 'play',
  });
  // EX-C-1: seat 0 may take 7S, AH+2D+4C or all four with 7D (a clearing), 2D+7S with 9C, AH+2D with 3H.
  const ex1 = position({
    options: { players: 4 }, dealer: 3, toMove: 0, hands: [['7D', '9C', 'KS', '3H'], ['5C', '6C', '8C', '10C'], ['5D', '6D', '8D', '9D'], ['JC', 'JD', 'JH', 'JS']],
    table: ['AH', '2D', '4C', '7S'], stockSize: 32, lastCapturer: null, finalRound: false, scores: [0, 0], gamesPlayed: 0, stakes: [0, 0, 0, 0], phase: 'play',
  });
  // An empty table (after a clearing, C24): only trails.
  const empty = position({
    options: { players: 3 }, dealer: 2, toMove: 1, hands: [['5C', '6C', '8C'], ['AD', 'KD', '10D', '3S'], ['QH', 'JH', 'AH', '9H']],
    table: [], stockSize: 24, lastCapturer: 0, finalRound: false, scores: [1, 0, 0], gamesPlayed: 0, stakes: [0, 0, 0], phase: 'play',
  });
  // V-C-2: a capture exists, and every trail is legal too.
  const free = position({
    options: { players: 2, variants: ['V-C-2'] }, dealer: 1, toMove: 0, hands: [['7D', 'KS', 'AC', '2S'], ['5C', '6C', '8C', '10C']],
    table: ['7H', 'QD', '3C'], stockSize: 32, lastCapturer: 1, finalRound: false, scores: [0, 0], gamesPlayed: 0, stakes: [0, 0], phase: 'play',
  });

  for (const level of BOT_LEVELS) {
    it(`${level}: C25 forced capture, EX-C-1's capture choice, a trail on an empty table, V-C-2's free trail`, () => {
      const bot = createBot(level, 200);
      const legal25 = legalMoves(c25);
      assert.equal(legal25.length, 1);
      const d25 = bot.decide(view(c25, 1), legal25, { seed: 1 });
      checkDecision(d25, legal25, 'C25');
      assert.equal(d25.explanation.reason, 'lastFaceCard');
      assert.equal(d25.stats.iterations, 0, 'a forced move is not searched');

      const legal1 = legalMoves(ex1);
      assert.equal(legal1.length, 5);
      const d1 = bot.decide(view(ex1, 0), legal1, { seed: 2 });
      checkDecision(d1, legal1, 'EX-C-1');
      if (level !== 'easy') {
        // The source's move: 7D takes all four, a clearing (C23) and the ace.
        assert.deepEqual([d1.move.card, d1.move.type === 'capture' ? d1.move.take.length : 0], ['7D', 4]);
        assert.equal(d1.explanation.reason, 'clearing');
        assert.ok(d1.explanation.gains.clearing && d1.explanation.gains.aces.includes('AH'));
      }

      const legalE = legalMoves(empty);
      assert.ok(legalE.every((m) => m.type === 'trail'));
      const dE = bot.decide(view(empty, 1), legalE, { seed: 3 });
      checkDecision(dE, legalE, 'empty table');
      if (level === 'normal') {
        // Source general rule 2: a face card (it can only pair), not the ace or big casino.
        assert.equal(dE.move.card, 'KD');
        assert.ok(dE.explanation.reasons.includes('trailFace'));
      }
      // Never big casino (2 points to whoever pairs it, C4); the search may prefer the ace, which in
      // the hand can only take aces (C19) and on the table joins sums (rule 6 allows it on an empty table).
      if (level !== 'easy') assert.notEqual(dE.move.card, '10D');

      if (level === 'strong') assert.equal(d1.explanation.samples, d1.stats.iterations, 'the search reports its playouts');

      const legalF = legalMoves(free);
      assert.ok(legalF.some((m) => m.type === 'trail') && legalF.some((m) => m.type === 'capture'));
      const dF = bot.decide(view(free, 0), legalF, { seed: 4 });
      checkDecision(dF, legalF, 'V-C-2');
    });
  }

});

describe('casino bots: the search\'s count over the unknown split of the older pile cards (C39)', () => {
  // Every split of `rest` (each card to each side), counted by the engine (C28, C29 / C35): the mean
  // must be the bot's exact expectation (2 sides: the score difference; 3 sides: each side's score).
  function exhaustive(known: string[][], rest: string[], players: 2 | 3): number[] {
    const rules = resolveRules({ players });
    const sides = rules.sides;
    const total = new Array<number>(sides).fill(0);
    const n = sides ** rest.length;
    for (let code = 0; code < n; code++) {
      const piles = known.map((p) => p.slice());
      let x = code;
      for (const c of rest) {
        piles[x % sides]!.push(c);
        x = Math.floor(x / sides);
      }
      countLines(piles, rules).forEach((l, i) => (total[i]! += l.points));
    }
    return total.map((t) => t / n);
  }
  const rng = new Rng([5, 6, 7, 8]);
  for (const players of [2, 3] as const) {
    it(`${players} players: expectedCredit is the exact mean over all splits`, () => {
      const rules = resolveRules({ players });
      for (let t = 0; t < 6; t++) {
        const pack = rng.shuffle(FULL_PACK);
        const known: string[][] = Array.from({ length: rules.sides }, () => []);
        const nKnown = players === 2 ? 18 + rng.int(16) : 10 + rng.int(20);
        for (let i = 0; i < nKnown; i++) known[rng.int(rules.sides)]!.push(pack[i]!);
        const rest = pack.slice(nKnown, nKnown + (players === 2 ? 10 : 7));
        const want = exhaustive(known, rest, players);
        const got = expectedCredit(known.map(tallyOf), rest, rules, rng);
        if (players === 2) assert.ok(Math.abs(got[0]! - got[1]! - (want[0]! - want[1]!)) < 1e-9, `${got} vs ${want}`);
        else for (let i = 0; i < 3; i++) assert.ok(Math.abs(got[i]! - want[i]!) < 1e-9, `side ${i}: ${got[i]} vs ${want[i]}`);
      }
    });
  }
});

describe('casino bots: strength, a smoke check (bench/bots/casino.ts measures it with CIs)', () => {
  /** Duplicate deals: each seed once with A in each seat (2 players) or on each side (4 players). Mean points per deal A − B. */
  function match(a: BotLevel, b: BotLevel, players: 2 | 4, groups: number, iterations: number): number {
    let total = 0;
    for (let g = 0; g < groups; g++) {
      for (let side = 0; side < 2; side++) {
        const levels = Array.from({ length: players }, (_, seat) => (seat % 2 === side ? a : b));
        const { gained } = playDeal({ players }, `strength:${a}-${b}:${g}`, levels, iterations);
        total += gained[side]! - gained[1 - side]!;
      }
    }
    return total / (2 * groups);
  }

  it('strong beats normal (2 players, 8 seeded duplicate pairs of deals, 100 playouts per decision)', (t) => {
    const d = match('strong', 'normal', 2, 8, 100);
    t.diagnostic(`strong − normal: ${d.toFixed(2)} points per deal`);
    assert.ok(d > 0, `strong − normal = ${d.toFixed(2)} points per deal`);
  });
});
