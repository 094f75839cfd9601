/**
 * npm run bench:bots -- --game piquet [--deals N] [--iterations N] [--timing N] [--seed S] [--pairings strong-normal,normal-easy] [--variants V-Q-3,V-Q-7]
 * Alone: node scripts/run-ts.mjs bench/bots/piquet.ts [same options]
 *
 * Design: for each pairing "A vs B", level A plays level B deal by deal. Each deal is the first deal
 * of a fresh game (scores 0 : 0, the race to 101 unless --variants says otherwise); its cards depend
 * only on the seed, never on the moves. Every seed is played twice on the same cards, A in seat 0 and
 * then in seat 1, so A holds each hand once and is elder once (duplicate format): card luck and the
 * elder's advantage cancel. The statistical unit is such a pair: A's points minus B's, per deal. The
 * 95 % confidence interval is mean ± 1.96·sd/√pairs. `--deals` counts deals (2 per pair).
 * `--iterations` sets the strong budget in the matches (default 1000, below the default budget of
 * DEFAULT_STRONG_ITERATIONS = 1500: at 1500 the default run took 17 minutes on the shared 2-core
 * machine; the strength hardly depends on it above a few hundred playouts); `--timing N`
 * times the strong bot at its default budget on N non-forced positions of normal-vs-normal deals
 * (exchange and play apart). Decision times are wall-clock on whatever else the machine runs.
 * Bots see only view(state, seat) and legalMoves(state).
 */
import { createBot, DEFAULT_STRONG_ITERATIONS, type BotLevel, type PiquetBot } from '../../src/games/piquet/bots/index.js';
import { applyMove, legalMoves, newSession, view } from '../../src/games/piquet/index.js';
import type { PiquetOptions, PiquetState } from '../../src/games/piquet/types.js';

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const DEALS = Number(arg('deals', '2000'));
const STRONG_IT = Number(arg('iterations', '1000'));
const TIMING = Number(arg('timing', '300'));
const SEED = arg('seed', 'bench');
const VARIANTS = arg('variants', '');
const OPTIONS: PiquetOptions = VARIANTS ? { variants: VARIANTS.split(',') } : {};
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);

type Kind = 'exchange' | 'play';
const times: Record<BotLevel, Record<Kind, number[]>> = {
  easy: { exchange: [], play: [] },
  normal: { exchange: [], play: [] },
  strong: { exchange: [], play: [] },
};

function now(): number {
  return performance.now();
}

interface DealResult {
  points: number[];
  repique: number | null;
  pique: number | null;
  capot: boolean;
}

/** Plays the first deal of the game of `seed` with the bots by seat; the deal points of each seat. */
function playDeal(seed: string, bots: PiquetBot[]): DealResult {
  let s: PiquetState = newSession(OPTIONS, seed);
  let moveNo = 0;
  let capot = false;
  while (s.phase !== 'dealOver' && s.phase !== 'gameOver') {
    const seat = s.toMove!;
    const legal = legalMoves(s);
    const bot = bots[seat]!;
    const t0 = now();
    const d = bot.decide(view(s, seat), legal, { seed: `${seed}:${seat}:${moveNo++}` });
    const dt = now() - t0;
    if (legal.length > 1) times[bot.level][s.phase === 'play' ? 'play' : 'exchange'].push(dt);
    const r = applyMove(s, d.move);
    if (!r.ok) throw new Error(`illegal move by ${bot.level}: ${JSON.stringify(d.move)}`);
    if (r.events.some((e) => e.type === 'score' && e.reason === 'capot')) capot = true;
    s = r.state;
  }
  return { points: s.dealScores.slice(), repique: s.repique, pique: s.pique, capot };
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))]!;
}

function meanCI(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const h = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - h, hi: mean + h };
}

const f = (x: number, d = 2) => (x >= 0 ? '+' : '') + x.toFixed(d);
const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} %`;

console.log('Piquet bot benchmark');
console.log(
  `settings: deals per pairing ≥ ${DEALS}, strong iterations in matches=${STRONG_IT} (default budget ${DEFAULT_STRONG_ITERATIONS}),` +
    ` timing positions=${TIMING}, seed=${SEED}, variants=${VARIANTS || 'none (race to 101)'}`,
);
console.log('design: the first deal of a fresh game per seed, played twice on the same cards with A in either seat (duplicate); CI over seed pairs.');
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

for (const [a, b] of DEALS > 0 ? PAIRINGS : []) {
  const pairs = Math.ceil(DEALS / 2);
  const botA = createBot(a, STRONG_IT);
  const botB = createBot(b, STRONG_IT);
  const diff: number[] = [];
  const ptsA: number[] = [];
  const ptsB: number[] = [];
  let wins = 0;
  let ties = 0;
  let repA = 0;
  let repB = 0;
  let piqueA = 0;
  let piqueB = 0;
  let capots = 0;
  const t0 = now();
  for (let g = 0; g < pairs; g++) {
    const seed = `${SEED}:${a}-${b}:${g}`;
    let d = 0;
    for (const seatA of [0, 1]) {
      const bots = seatA === 0 ? [botA, botB] : [botB, botA];
      const r = playDeal(seed, bots);
      const pa = r.points[seatA]!;
      const pb = r.points[1 - seatA]!;
      ptsA.push(pa);
      ptsB.push(pb);
      d += pa - pb;
      if (pa > pb) wins++;
      else if (pa === pb) ties++;
      if (r.repique === seatA) repA++;
      else if (r.repique !== null) repB++;
      if (r.pique === seatA) piqueA++;
      else if (r.pique !== null) piqueB++;
      if (r.capot) capots++;
    }
    diff.push(d / 2);
  }
  const deals = pairs * 2;
  const ci = meanCI(diff);
  const verdict = ci.lo > 0 ? `${a} beats ${b}` : ci.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
  console.log(`${a} vs ${b}: ${deals} deals (${pairs} duplicate pairs), ${((now() - t0) / 1000).toFixed(0)} s`);
  console.log(`  ${a} − ${b}: ${f(ci.mean)} points per deal  95% CI [${f(ci.lo)}, ${f(ci.hi)}] → ${verdict}`);
  console.log(`  points per deal: ${a} ${(ptsA.reduce((x, y) => x + y, 0) / deals).toFixed(2)}, ${b} ${(ptsB.reduce((x, y) => x + y, 0) / deals).toFixed(2)}`);
  console.log(`  deals won (more points): ${a} ${pct(wins, deals)}, tied ${pct(ties, deals)}, ${b} ${pct(deals - wins - ties, deals)}`);
  console.log(`  repiques ${a} ${repA} / ${b} ${repB}; piques ${a} ${piqueA} / ${b} ${piqueB}; capots ${capots}\n`);
}

function timingLine(label: string, xs: number[]): string {
  return `  ${label.padEnd(16)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;
}
console.log(`decision time during the matches (decisions with more than one legal move; strong at ${STRONG_IT} iterations):`);
for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) {
  const t = times[level];
  if (t.exchange.length + t.play.length === 0) continue;
  console.log(timingLine(`${level} all`, [...t.exchange, ...t.play]));
  console.log(timingLine(`${level} exchange`, t.exchange));
  console.log(timingLine(`${level} play`, t.play));
}

if (TIMING > 0) {
  // Strong at its default budget on positions from normal-vs-normal deals (non-forced decisions only).
  const strong = createBot('strong');
  const normal = createBot('normal');
  const xs: Record<Kind, number[]> = { exchange: [], play: [] };
  let game = 0;
  let moveNo = 0;
  while (xs.exchange.length + xs.play.length < TIMING) {
    let s: PiquetState = newSession(OPTIONS, `${SEED}:timing:${game++}`);
    while (s.phase !== 'dealOver' && s.phase !== 'gameOver' && xs.exchange.length + xs.play.length < TIMING) {
      const seat = s.toMove!;
      const legal = legalMoves(s);
      const v = view(s, seat);
      if (legal.length > 1 && moveNo % 2 === 0) {
        const t0 = now();
        strong.decide(v, legal, { seed: moveNo });
        xs[s.phase === 'play' ? 'play' : 'exchange'].push(now() - t0);
      }
      const r = applyMove(s, normal.decide(v, legal, { seed: moveNo++ }).move);
      if (!r.ok) throw new Error('illegal');
      s = r.state;
    }
  }
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} iterations), ${xs.exchange.length + xs.play.length} non-forced positions:`);
  console.log(timingLine('strong all', [...xs.exchange, ...xs.play]));
  console.log(timingLine('strong exchange', xs.exchange));
  console.log(timingLine('strong play', xs.play));
}
