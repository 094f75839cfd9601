/**
 * npm run bench:bots -- --game papillon [--deals N] [--iterations N] [--timing N] [--players 3|4] [--seed S] [--pairings strong-normal,normal-easy]
 *
 * Design: for each pairing "A vs B", one seat of level A plays against players-1 seats of level B.
 * Each session has tours=1 (every seat deals once). For each session seed the session is played
 * `players` times with A in every seat in turn, on the same cards (the deck order depends only on
 * the seed, never on the moves), so seat position and card luck cancel out (duplicate format).
 * One such group is the statistical unit: its mean counters per deal for A. The 95% confidence
 * interval is mean ± 1.96·sd/√groups over groups. Counters are conserved (pot shared at the end
 * of the session), so B's mean per seat is −A/(players−1).
 * Bots see only view(state, seat) and legalMoves(state).
 */
import { createBot, DEFAULT_STRONG_ITERATIONS, type BotLevel, type PapillonBot } from '../../src/games/papillon/bots/index.js';
import { legalMoves, newSession, nextDeal, view, applyMove } from '../../src/games/papillon/index.js';
import type { PapillonState } from '../../src/games/papillon/types.js';

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const DEALS = Number(arg('deals', '2000'));
const STRONG_IT = Number(arg('iterations', String(DEFAULT_STRONG_ITERATIONS)));
const TIMING = Number(arg('timing', '300'));
const PLAYERS = Number(arg('players', '3')) as 3 | 4;
const SEED = arg('seed', 'bench');
const MODEL_PLIES = args.includes('--model-plies') ? Number(arg('model-plies', '3')) : undefined;
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);

const times: Record<BotLevel, number[]> = { easy: [], normal: [], strong: [] };

function now(): number {
  return performance.now();
}

function bots(level: BotLevel): PapillonBot {
  return createBot(level, STRONG_IT, MODEL_PLIES === undefined ? {} : { modelPlies: MODEL_PLIES });
}

/** Plays one session; returns the balance change of every seat. */
function playSession(seed: string, levels: BotLevel[]): number[] {
  const players = levels.map(bots);
  let s: PapillonState = newSession({ players: PLAYERS, tours: 1 }, seed);
  const start = s.balances.slice();
  let moveNo = 0;
  for (;;) {
    while (s.phase === 'play') {
      const seat = s.toMove!;
      const legal = legalMoves(s);
      const t0 = now();
      const d = players[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${seat}:${moveNo++}` });
      const dt = now() - t0;
      if (legal.length > 1) times[levels[seat]!].push(dt);
      const r = applyMove(s, d.move);
      if (!r.ok) throw new Error(`illegal move by ${levels[seat]}: ${JSON.stringify(d.move)}`);
      s = r.state;
    }
    if (s.phase === 'sessionOver') break;
    s = nextDeal(s);
  }
  return s.balances.map((b, i) => b - start[i]!);
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))]!;
}

function meanCI(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const h = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - h, hi: mean + h };
}

const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(3);

console.log('Papillon bot benchmark');
console.log(
  `settings: players=${PLAYERS}, deals per pairing ≥ ${DEALS}, strong iterations in matches=${STRONG_IT}` +
    ` (default budget ${DEFAULT_STRONG_ITERATIONS}), timing positions=${TIMING}, seed=${SEED}`,
);
console.log(
  `design: 1 seat of level A vs ${PLAYERS - 1} seats of level B; sessions of 1 tour (${PLAYERS} deals, each seat deals once);` +
    ` each seed is played ${PLAYERS}× with A rotated through every seat on the same cards (duplicate);` +
    ` CI over seed groups (${PLAYERS * PLAYERS} deals each).`,
);
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

const dealsPerGroup = PLAYERS * PLAYERS;
for (const [a, b] of DEALS > 0 ? PAIRINGS : []) {
  const groups = Math.ceil(DEALS / dealsPerGroup);
  const perGroup: number[] = [];
  const t0 = now();
  for (let g = 0; g < groups; g++) {
    const seed = `${SEED}:${a}-${b}:${g}`;
    let sumA = 0;
    for (let seatA = 0; seatA < PLAYERS; seatA++) {
      const levels = Array.from({ length: PLAYERS }, (_, i) => (i === seatA ? a : b));
      sumA += playSession(seed, levels)[seatA]!;
    }
    perGroup.push(sumA / dealsPerGroup);
  }
  const ci = meanCI(perGroup);
  const k = PLAYERS - 1;
  const verdict = ci.lo > 0 ? `${a} beats ${b}` : ci.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
  console.log(`${a} vs ${b}: ${groups * dealsPerGroup} deals (${groups} seed groups), ${((now() - t0) / 1000).toFixed(0)} s`);
  console.log(`  ${a.padEnd(6)} (1 seat):  ${f(ci.mean)} counters/deal  95% CI [${f(ci.lo)}, ${f(ci.hi)}]`);
  console.log(`  ${b.padEnd(6)} (per seat): ${f(-ci.mean / k)} counters/deal  95% CI [${f(-ci.hi / k)}, ${f(-ci.lo / k)}]`);
  console.log(`  ${a} − ${b} per seat: ${f((ci.mean * PLAYERS) / k)} counters/deal → ${verdict}\n`);
}

function timingLine(level: BotLevel, xs: number[]): string {
  return `  ${level.padEnd(6)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;
}
console.log(`decision time during the matches (decisions with more than one legal move; strong at ${STRONG_IT} iterations):`);
for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) if (times[level].length) console.log(timingLine(level, times[level]));

if (TIMING > 0) {
  // Strong at its default budget on positions from normal-vs-normal games (non-forced decisions only).
  const strong = createBot('strong');
  const normal = createBot('normal');
  const xs: number[] = [];
  let game = 0;
  while (xs.length < TIMING) {
    let s: PapillonState = newSession({ players: PLAYERS, tours: 1 }, `${SEED}:timing:${game++}`);
    let moveNo = 0;
    while (s.phase !== 'sessionOver' && xs.length < TIMING) {
      while (s.phase === 'play') {
        const seat = s.toMove!;
        const legal = legalMoves(s);
        const v = view(s, seat);
        if (legal.length > 1 && moveNo % 2 === 0 && xs.length < TIMING) {
          const t0 = now();
          strong.decide(v, legal, { seed: moveNo });
          xs.push(now() - t0);
        }
        const d = normal.decide(v, legal, { seed: moveNo++ });
        const r = applyMove(s, d.move);
        if (!r.ok) throw new Error('illegal');
        s = r.state;
      }
      if (s.phase === 'dealOver') s = nextDeal(s);
    }
  }
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} iterations), ${xs.length} non-forced positions:`);
  console.log(timingLine('strong', xs));
}
