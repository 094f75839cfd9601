/**
 * npm run bench:bots -- --game whist [--deals N] [--iterations N] [--timing N] [--seed S] [--pairings strong-normal,normal-easy]
 * (alone: node scripts/run-ts.mjs bench/bots/whist.ts [options])
 *
 * Design: for each pairing "A vs B", partners of the same level: level A holds one side, level B the
 * other. Every board (a seed: the first deal of a rubber, 0 : 0, dealer seat 3) is played twice on the
 * same cards (the deal depends only on the seed), once with A on side 0/2 and once with A on side
 * 1/3, so card luck and seat position cancel out (duplicate). One board is the statistical unit:
 * A's mean over its two plays of (a) tricks won − 6.5 and (b) game points scored by A's side minus
 * B's (tricks W24 and honours W25; honours cancel between the two plays). 95 % confidence interval:
 * mean ± 1.96·sd/√boards. `--deals` counts the deals played (two per board).
 * `--iterations` sets the strong budget used in the matches (default 1500, the app's default thinking
 * time; the bot's own default budget, DEFAULT_STRONG_ITERATIONS, would make a full run take well over
 * 15 minutes);
 * `--timing N` times the strong bot at its default budget on N non-forced positions of
 * normal-vs-normal deals. Bots see only view(state, seat) and legalMoves(state).
 */
import { createBot, DEFAULT_STRONG_ITERATIONS, type BotLevel, type WhistBot } from '../../src/games/whist/bots/index.js';
import { applyMove, legalMoves, newSession, view, type WhistState } from '../../src/games/whist/index.js';

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const DEALS = Number(arg('deals', '2000'));
/** The app's default thinking time (THINKING_ITERATIONS.normal in src/play/players.ts) keeps a full run near 15 minutes. */
const MATCH_ITERATIONS = 1500;
const STRONG_IT = Number(arg('iterations', String(MATCH_ITERATIONS)));
const TIMING = Number(arg('timing', '300'));
const SEED = arg('seed', 'bench');
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);

const times: Record<BotLevel, number[]> = { easy: [], normal: [], strong: [] };
const now = (): number => performance.now();

/** Plays the first deal of the board `seed` with `a` on side `aSide`; returns A's tricks and A's points minus B's. */
function playBoard(seed: string, a: WhistBot, b: WhistBot, aSide: number): { tricks: number; points: number } {
  let s: WhistState = newSession({}, seed);
  let k = 0;
  while (s.phase === 'play') {
    const seat = s.toMove!;
    const bot = (seat & 1) === aSide ? a : b;
    const legal = legalMoves(s);
    const t0 = now();
    const d = bot.decide(view(s, seat), legal, { seed: `${seed}:${seat}:${k++}` });
    const dt = now() - t0;
    if (legal.length > 1) times[bot.level].push(dt);
    const r = applyMove(s, d.move);
    if (!r.ok) throw new Error(`illegal move by ${bot.level}: ${JSON.stringify(d.move)}`);
    s = r.state;
  }
  return { tricks: s.won[aSide]!, points: s.scores[aSide]! - s.scores[1 - aSide]! };
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
const ciText = (c: { mean: number; lo: number; hi: number }) => `${f(c.mean)}  95% CI [${f(c.lo)}, ${f(c.hi)}]`;

console.log('Whist bot benchmark');
console.log(
  `settings: deals per pairing ≥ ${DEALS}, strong iterations in matches=${STRONG_IT} (default budget ${DEFAULT_STRONG_ITERATIONS}),` +
    ` timing positions=${TIMING}, seed=${SEED}`,
);
console.log(
  'design: partners of the same level, one level per side; each board (first deal of a rubber, 0 : 0) is played twice on the' +
    ' same cards with the sides swapped (duplicate); CI over boards.',
);
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

for (const [a, b] of DEALS > 0 ? PAIRINGS : []) {
  const boards = Math.ceil(DEALS / 2);
  const A = createBot(a, STRONG_IT);
  const B = createBot(b, STRONG_IT);
  const tricks: number[] = [];
  const points: number[] = [];
  const t0 = now();
  for (let g = 0; g < boards; g++) {
    const seed = `${SEED}:${a}-${b}:${g}`;
    const x = playBoard(seed, A, B, 0);
    const y = playBoard(seed, A, B, 1);
    tricks.push((x.tricks + y.tricks) / 2 - 6.5);
    points.push((x.points + y.points) / 2);
  }
  const ct = meanCI(tricks);
  const cp = meanCI(points);
  const verdict = ct.lo > 0 ? `${a} beats ${b}` : ct.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
  console.log(`${a} vs ${b}: ${boards * 2} deals (${boards} boards), ${((now() - t0) / 1000).toFixed(0)} s`);
  console.log(`  ${a} tricks per deal − 6.5:          ${ciText(ct)}  (${a} − ${b}: ${f(2 * ct.mean)} tricks)`);
  console.log(`  ${a} − ${b} game points per deal:    ${ciText(cp)}`);
  console.log(`  → ${verdict}\n`);
}

function timingLine(level: string, xs: number[]): string {
  return `  ${level.padEnd(6)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;
}
console.log(`decision time during the matches (decisions with more than one legal move; strong at ${STRONG_IT} iterations):`);
for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) if (times[level].length) console.log(timingLine(level, times[level]));

if (TIMING > 0) {
  // Strong at its default budget on positions from normal-vs-normal deals (non-forced decisions only).
  const strong = createBot('strong');
  const normal = createBot('normal');
  const xs: number[] = [];
  const its: number[] = [];
  let game = 0;
  while (xs.length < TIMING) {
    let s: WhistState = newSession({}, `${SEED}:timing:${game++}`);
    let k = 0;
    while (s.phase === 'play' && xs.length < TIMING) {
      const seat = s.toMove!;
      const legal = legalMoves(s);
      const v = view(s, seat);
      if (legal.length > 1 && k % 2 === 0) {
        const t0 = now();
        const d = strong.decide(v, legal, { seed: k });
        xs.push(now() - t0);
        its.push(d.stats.iterations);
      }
      const r = applyMove(s, normal.decide(v, legal, { seed: k++ }).move);
      if (!r.ok) throw new Error('illegal');
      s = r.state;
    }
  }
  const total = xs.reduce((p, x) => p + x, 0);
  const playouts = its.reduce((p, x) => p + x, 0);
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} iterations), ${xs.length} non-forced positions:`);
  console.log(timingLine('strong', xs));
  console.log(`  ${Math.round((playouts / total) * 1000)} playouts per second (each a sampled deal played to its end)`);
}
