/**
 * Piquet's computer players (src/games/piquet/bots/), what is Piquet's own: every decision of every
 * format explained (Q12, Q14, Q28: the exchange planned whole), races to 101, the simulation of the
 * strong player's playouts scores as the engine does (Q27, Q29–Q33, Q35), the samples agree with what
 * the view shows (Q40), the end solver, and strong > normal on a small duplicate sample. Legality, the
 * view only, determinism and the budget: the shared bot suite (games.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../src/engine/rng.js';
import {
  createBot,
  type BotLevel,
  type PiquetBot,
  type PiquetBots,
  type PiquetExplanation,
  type PiquetReason,
} from '../../src/games/piquet/bots/index.js';
import { idx } from '../../src/games/piquet/bots/model.js';
import { cloneSim, EndSolver, simOf, simPlay, simValue, type Sim } from '../../src/games/piquet/bots/rollout.js';
import { constraintsOf, determinize } from '../../src/games/piquet/bots/sample.js';
import {
  applyLegal,
  applyMove,
  legalMoves,
  newSession,
  nextDeal,
  resolveCategory,
  view,
  type PiquetMove,
  type PiquetOptions,
  type PiquetState,
  type PiquetView,
  type Seat,
} from '../../src/games/piquet/index.js';
import type { Exact, Expect, Lacks } from './support/bot-conformance.js';

// Compile-time (npm run typecheck fails when one does not hold): a bot receives a view and the legal moves, never a state.
type DecideParams = Parameters<PiquetBot['decide']>;
export type PiquetBotSignature = [
  Expect<Exact<DecideParams[0], PiquetView>>,
  Expect<Lacks<DecideParams[0], 'hands'>>,
  Expect<Lacks<DecideParams[0], 'talon'>>,
  Expect<Lacks<DecideParams[0], 'rng'>>,
  Expect<Lacks<DecideParams[0], 'blanche'>>,
  Expect<Exact<Parameters<PiquetBots['decide']>[1], PiquetView>>,
];

const REASONS: readonly PiquetReason[] = [
  'forced', 'keepLongSuit', 'keepSequence', 'keepSet', 'keepWinners', 'exchangeFewer', 'cashWinner', 'establishSuit',
  'leadLow', 'makePique', 'winTrick', 'duck', 'followLow', 'discardLow', 'protectGuard', 'winLastTrick', 'winCards',
  'stopCapot', 'stopPique',
];

const OPTION_SETS: PiquetOptions[] = [
  {},
  { variants: ['V-Q-1'] },
  { variants: ['V-Q-3', 'V-Q-7'] },
  { variants: ['V-Q-5'] },
  { variants: ['V-Q-6', 'V-Q-2', 'V-Q-4'] },
];

const SMALL = 40;

/** Decision points from games of two normal bots: a few of each phase. */
function positions(count: number, seed: string, options: PiquetOptions = {}): PiquetState[] {
  const out: PiquetState[] = [];
  const bot = createBot('normal');
  let s = newSession(options, seed);
  let k = 0;
  while (out.length < count) {
    if (s.phase === 'gameOver') s = newSession(options, `${seed}:${k++}`);
    else if (s.phase === 'dealOver') s = nextDeal(s);
    else {
      const legal = legalMoves(s);
      if (legal.length > 1 && k % 3 === 0) out.push(s);
      const r = applyMove(s, bot.decide(view(s, s.toMove!), legal, { seed: k++ }).move);
      assert.ok(r.ok);
      s = r.state;
    }
  }
  return out;
}

function checkExplanation(level: BotLevel, v: PiquetView, legal: readonly PiquetMove[], move: PiquetMove, e: PiquetExplanation | undefined): void {
  if (level === 'easy') return;
  assert.ok(e, `${level} explains its move`);
  assert.equal(e.move, move);
  assert.ok(REASONS.includes(e.reason), `reason ${e.reason}`);
  assert.equal(e.seat, v.viewer);
  assert.equal(e.forced, e.reason === 'forced');
  if (legal.length === 1) assert.equal(e.forced, true);
  assert.ok(e.alternatives.length <= 4);
  assert.ok(Number.isFinite(e.best.expectedValue) && Number.isFinite(e.margin));
  assert.equal(e.source, level === 'strong' ? 'search' : 'heuristic');
  if (e.kind === 'exchange') {
    const plan = e.discardPlan!;
    for (const c of v.discards) assert.ok(plan.includes(c), 'the plan keeps the cards already laid away');
    if (move.type === 'take') assert.equal(plan.length, v.discards.length, 'take once the plan is complete');
    else assert.ok(move.type === 'discard' && plan.includes(move.card), 'the discard belongs to the plan');
  } else assert.equal(e.kind, 'play');
}

/** Plays games (or deals) with the given levels by seat; checks every decision; returns the moves by type. */
function playAndCheck(options: PiquetOptions, levels: BotLevel[], seed: string, deals: number, iterations: number): Record<string, number> {
  const bots = levels.map((l) => createBot(l));
  const rng = new Rng([5, 6, 7, 8]);
  const seen: Record<string, number> = {};
  let s: PiquetState = newSession(options, seed);
  let played = 0;
  for (;;) {
    if (s.phase === 'dealOver' || s.phase === 'gameOver') {
      if (++played >= deals) break;
      s = nextDeal(s);
      continue;
    }
    const seat = s.toMove!;
    const legal = legalMoves(s);
    const v = view(s, seat);
    const d = bots[seat]!.decide(v, legal, { seed: rng.nextUint32(), budget: { iterations } });
    assert.ok(legal.includes(d.move), `${levels[seat]} chose ${JSON.stringify(d.move)}, not one of the legal objects`);
    assert.equal(d.stats.level, levels[seat]);
    checkExplanation(levels[seat]!, v, legal, d.move, d.explanation);
    const key = `${s.phase}:${d.move.type}`;
    seen[key] = (seen[key] ?? 0) + 1;
    const r = applyMove(s, d.move);
    assert.ok(r.ok, `applyMove refused ${JSON.stringify(d.move)}`);
    s = r.state;
  }
  return seen;
}

describe('piquet bots: legal through every phase (Q12, Q14, Q28)', () => {
  it('normal and strong explain every decision of a deal in every format, as elder and younger: a known reason, the plan of an exchange', () => {
    const all: Record<string, number> = {};
    for (const level of ['normal', 'strong'] as const) {
      for (const [i, options] of OPTION_SETS.entries()) {
        for (const levels of [[level, 'easy'], ['easy', level]] as BotLevel[][]) {
          const seen = playAndCheck(options, levels, `explained:${level}:${i}`, 1, SMALL);
          for (const [k, n] of Object.entries(seen)) all[k] = (all[k] ?? 0) + n;
        }
      }
    }
    for (const k of ['exchange-elder:discard', 'exchange-elder:take', 'exchange-younger:discard', 'exchange-younger:take', 'play:play']) {
      assert.ok((all[k] ?? 0) > 0, `${k} was decided`);
    }
  });

  it('normal: whole races to 101 (several deals, nextDeal) end with a winner', () => {
    const bot = createBot('normal');
    for (let g = 0; g < 3; g++) {
      let s = newSession({}, `race:${g}`);
      let k = 0;
      while (s.phase !== 'gameOver') {
        if (s.phase === 'dealOver') s = nextDeal(s);
        else s = applyLegal(s, bot.decide(view(s, s.toMove!), legalMoves(s), { seed: k++ }).move, null);
      }
      assert.ok(s.winner === 0 || s.winner === 1);
      assert.ok(Math.max(...s.scores) >= 101);
    }
  });

  it('the exchange: the elder lays away 3 to 5 and the younger within his bounds (Q12, Q14); the discards are planned whole', () => {
    for (const level of ['normal', 'strong'] as BotLevel[]) {
      const bot = createBot(level);
      for (let g = 0; g < 6; g++) {
        let s = newSession({}, `exchange:${level}:${g}`);
        let k = 0;
        while (s.phase === 'exchange-elder' || s.phase === 'exchange-younger') {
          const seat = s.toMove!;
          const d = bot.decide(view(s, seat), legalMoves(s), { seed: k++, budget: { iterations: 200 } });
          const plan = d.explanation!.discardPlan!;
          s = applyLegal(s, d.move, null);
          if (d.move.type === 'take') assert.deepEqual([...s.discards[seat]!].sort(), [...plan].sort(), 'the plan was carried out');
        }
        const elder = 1 - s.dealer;
        assert.ok(s.taken[elder]!.length >= 3 && s.taken[elder]!.length <= 5);
        const y = s.taken[s.dealer]!.length;
        assert.ok(y >= 5 - s.taken[elder]!.length && y <= 8 - s.taken[elder]!.length);
      }
    }
  });
});

describe('piquet bots: honest (view only, Q40)', () => {

  it('the samples agree with the view: hands, counts, shown cards, voids and every declared outcome (Q18–Q23, Q28)', () => {
    const rng = new Rng([1, 2, 3, 4]);
    let checked = 0;
    let agree = 0;
    for (const s of positions(40, 'samples').filter((x) => x.phase === 'play')) {
      const seat = s.toMove!;
      const v = view(s, seat);
      const cons = constraintsOf(v);
      for (let k = 0; k < 5; k++) {
        const det = determinize(v, cons, rng);
        const w = view(det, seat);
        for (const f of ['hand', 'discards', 'handCounts', 'discardCounts', 'talonCount', 'talonSeen', 'trick', 'tricks', 'declared', 'dealScores'] as const) {
          assert.deepEqual(w[f], v[f], f);
        }
        const opp = 1 - seat;
        for (const c of v.opponentKnown) assert.ok(det.hands[opp]!.includes(c), 'known cards stay in the opponent\'s hand');
        checked++;
        // The declarations recomputed from the sample's hands at the time (hand + cards played).
        const declHands = [0, 1].map((p) => [...det.hands[p]!, ...det.tricks.flat().filter((x) => x.seat === p).map((x) => x.card), ...det.trick.filter((x) => x.seat === p).map((x) => x.card)]);
        const same = v.declared.every((d) => {
          const o = resolveCategory(d.category, v.elder, declHands, false).declared;
          return o.winner === d.winner && o.points === d.points && [...o.missing].sort().join() === [...d.missing].sort().join();
        });
        const voidOk = det.tricks.every((t) => t[0]!.seat !== seat || idx(t[1]!.card) >> 3 === idx(t[0]!.card) >> 3 || !det.hands[opp]!.some((c) => idx(c) >> 3 === idx(t[0]!.card) >> 3));
        if (same && voidOk) agree++;
      }
    }
    assert.ok(checked >= 50);
    assert.ok(agree / checked >= 0.95, `${agree} of ${checked} samples agree with the view`);
  });
});

describe('piquet bots: the playout simulation scores as the engine (Q27, Q29–Q33, Q35)', () => {
  it('random tricks from random deals in every trick variant give the same scores, pique, game end and winner', () => {
    const rng = new Rng([5, 6, 7, 8]);
    const variants = [[], ['V-Q-2'], ['V-Q-3'], ['V-Q-7'], ['V-Q-3', 'V-Q-7'], ['V-Q-5'], ['V-Q-4']];
    let checked = 0;
    let ended = 0;
    for (let g = 0; g < 1500; g++) {
      let s: PiquetState = newSession({ variants: variants[g % variants.length]! }, g);
      s = { ...s, scores: [rng.int(100), rng.int(100)] };
      while (s.phase === 'exchange-elder' || s.phase === 'exchange-younger') {
        const l = legalMoves(s);
        s = applyLegal(s, l[rng.int(l.length)]!, null);
      }
      if (s.phase !== 'play') continue;
      const sim = simOf(s);
      let alive = true;
      while (s.phase === 'play') {
        assert.ok(alive, 'the simulation ended early');
        const l = legalMoves(s);
        const m = l[rng.int(l.length)]! as Extract<PiquetMove, { type: 'play' }>;
        alive = simPlay(sim, idx(m.card));
        s = applyLegal(s, m, null);
      }
      assert.equal(alive, false);
      assert.deepEqual(sim.dealScores, s.dealScores);
      assert.deepEqual(sim.scores, s.scores);
      assert.equal(sim.over, s.phase === 'gameOver' && !s.rules.partie);
      if (sim.over) {
        assert.equal(sim.winner, s.winner);
        ended++;
      }
      checked++;
    }
    assert.ok(checked > 1000 && ended > 50, `${checked} deals, ${ended} ended the game`);
  });
});

/** Plain minimax over every legal card (no pruning, no merging of equal cards): the reference for EndSolver. */
function bruteForce(sim: Sim, me: Seat): number {
  const p = sim.toMove;
  const hand = sim.hands[p]!;
  const follow = sim.led >= 0 ? hand & (0xff << ((sim.led >> 3) * 8)) : 0;
  const legal = follow !== 0 ? follow : hand;
  let best = p === me ? -Infinity : Infinity;
  for (let c = 0; c < 32; c++) {
    if (!(legal & (1 << c))) continue;
    const x = cloneSim(sim);
    const v = simPlay(x, c) ? bruteForce(x, me) : simValue(x, me, 50);
    best = p === me ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

describe('piquet bots: the exact end solver of the playouts', () => {
  it('gives the minimax value of the last tricks (alpha-beta and merged equal cards change nothing)', () => {
    const rng = new Rng([3, 1, 4, 1]);
    const solver = new EndSolver();
    let checked = 0;
    for (let g = 0; g < 400; g++) {
      let s: PiquetState = newSession(g % 3 === 0 ? { variants: ['V-Q-3'] } : {}, `solve:${g}`);
      s = { ...s, scores: [rng.int(100), rng.int(100)] };
      const stop = 12 * 2 - 2 * (2 + (g % 3)) - (g % 2);
      let plays = 0;
      while (s.phase !== 'dealOver' && s.phase !== 'gameOver' && !(s.phase === 'play' && plays >= stop)) {
        const l = legalMoves(s);
        const m = l[rng.int(l.length)]!;
        if (m.type === 'play') plays++;
        s = applyLegal(s, m, null);
      }
      if (s.phase !== 'play') continue;
      const sim = simOf(s);
      const me = g % 2;
      assert.equal(solver.solve(cloneSim(sim), me, 50), bruteForce(sim, me));
      checked++;
    }
    assert.ok(checked > 200, `${checked} end positions`);
  });
});

/** Duplicate deals: each seed is played twice, A in either seat, on the same cards. Returns A − B per deal. */
function duplicate(a: BotLevel, b: BotLevel, pairs: number, iterations: number): number[] {
  const bots: Record<string, PiquetBot> = { [a]: createBot(a, iterations), [b]: createBot(b, iterations) };
  const out: number[] = [];
  for (let g = 0; g < pairs; g++) {
    let sum = 0;
    for (const seatA of [0, 1]) {
      let s = newSession({}, `strength:${g}`);
      let k = 0;
      while (s.phase === 'exchange-elder' || s.phase === 'exchange-younger' || s.phase === 'play') {
        const seat = s.toMove!;
        const bot = bots[seat === seatA ? a : b]!;
        s = applyLegal(s, bot.decide(view(s, seat), legalMoves(s), { seed: `${g}:${k++}` }).move, null);
      }
      sum += s.dealScores[seatA]! - s.dealScores[1 - seatA]!;
    }
    out.push(sum / 2);
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;

describe('piquet bots: strength, a smoke check (bench/bots/piquet.ts measures it with CIs)', () => {
  it('strong beats normal (8 seeded duplicate pairs of deals, 100 playouts a decision)', () => {
    const xs = duplicate('strong', 'normal', 8, 100);
    assert.ok(mean(xs) > 0, `strong − normal: ${mean(xs).toFixed(2)} points per deal`);
  });
});
