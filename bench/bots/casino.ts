/**
 * npm run bench:bots -- --game casino [--deals N] [--iterations N] [--timing N] [--players 2|3|4[,…]] [--seed S] [--pairings strong-normal,normal-easy] [--model-plies N]
 * or alone: node scripts/run-ts.mjs bench/bots/casino.ts [same options]
 *
 * Design: for each pairing "A vs B", level A plays against level B: with 2 players one seat each,
 * with 4 players one side (two partners) each, with 3 players one seat of A against two of B. Every
 * deal is the first deal of a session (scores 0 : 0, rules by default); each seed is played once with
 * A in every seat (2 and 3 players) or on each side (4 players) on the same cards (the draw and the
 * deck order depend only on the seed, never on the moves), so seat position and card luck cancel
 * out (duplicate format). One such group is the statistical unit: its mean over the deals of
 * A's side's points in the deal (clearings, C23, and the count, C28/C29 or C35) minus B's (the mean
 * of the two B seats with 3 players). The 95 % confidence interval is mean ± 1.96·sd/√groups.
 * Decision times count decisions with more than one legal move.
 *   --deals N        deals per pairing and player count (default 2000; rounded up to whole groups)
 *   --iterations N   the strong bot's budget in the matches (default MATCH_ITERATIONS below, lower
 *                    than its default budget so that the default run stays near ten minutes)
 *   --timing N       positions on which the strong bot is timed at its default budget (default 200)
 *   --players LIST   player counts, comma-separated (default 2)
 *   --model-plies N  plies after the strong bot's move played by the normal heuristic
 * Bots see only view(state, seat) and legalMoves(state).
 */
import { createBot, DEFAULT_STRONG_ITERATIONS, type BotLevel, type CasinoBot } from '../../src/games/casino/bots/index.js';
import { applyMove, legalMoves, newSession, view, type CasinoState } from '../../src/games/casino/index.js';

/** The strong budget in the matches by default: a third of its default, so that the default run stays near ten minutes. */
const MATCH_ITERATIONS = 500;

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const DEALS = Number(arg('deals', '2000'));
const STRONG_IT = Number(arg('iterations', String(MATCH_ITERATIONS)));
const TIMING = Number(arg('timing', '200'));
const PLAYER_COUNTS = arg('players', '2')
  .split(',')
  .map((p) => Number(p) as 2 | 3 | 4);
const SEED = arg('seed', 'bench');
const MODEL_PLIES = args.includes('--model-plies') ? Number(arg('model-plies', '0')) : undefined;
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);
for (const p of PLAYER_COUNTS) if (p !== 2 && p !== 3 && p !== 4) throw new Error(`--players: 2, 3 or 4, got ${p}`);

const times: Record<BotLevel, number[]> = { easy: [], normal: [], strong: [] };

function now(): number {
  return performance.now();
}

function bot(level: BotLevel): CasinoBot {
  return createBot(level, STRONG_IT, MODEL_PLIES === undefined ? {} : { modelPlies: MODEL_PLIES });
}

/** Plays the first deal of the session `seed`; returns the points each side gained in it. */
function playDeal(players: 2 | 3 | 4, seed: string, levels: readonly BotLevel[]): number[] {
  const seats = levels.map(bot);
  let s: CasinoState = newSession({ players }, seed);
  const start = s.scores.slice();
  let moveNo = 0;
  while (s.phase === 'play') {
    const seat = s.toMove!;
    const legal = legalMoves(s);
    const t0 = now();
    const d = seats[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${seat}:${moveNo++}` });
    const dt = now() - t0;
    if (legal.length > 1) times[levels[seat]!].push(dt);
    const r = applyMove(s, d.move);
    if (!r.ok || !legal.includes(d.move)) throw new Error(`illegal move by ${levels[seat]}: ${JSON.stringify(d.move)}`);
    s = r.state;
  }
  return s.scores.map((x, i) => x - start[i]!);
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))]!;
}

function meanCI(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0;
  const h = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - h, hi: mean + h };
}

const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(3);

console.log('Casino bot benchmark');
console.log(
  `settings: players=${PLAYER_COUNTS.join(',')}, deals per pairing ≥ ${DEALS}, strong iterations in matches=${STRONG_IT}` +
    ` (default budget ${DEFAULT_STRONG_ITERATIONS}), timing positions=${TIMING}, seed=${SEED}`,
);
console.log(
  'design: A vs B (2 players: one seat each; 4 players: one side of two partners each; 3 players: 1 seat of A vs 2 of B);' +
    ' first deal of a session (scores 0 : 0); each seed played with A in every seat / on each side on the same cards (duplicate);' +
    ' measure: points of A\'s side in the deal − B\'s (B: mean per seat with 3 players); CI over seed groups.',
);
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

for (const players of DEALS > 0 ? PLAYER_COUNTS : []) {
  // A's positions in one group: seats (2, 3 players) or sides (4 players: seats s and s + 2).
  const rotations = players === 4 ? 2 : players;
  for (const [a, b] of PAIRINGS) {
    const groups = Math.ceil(DEALS / rotations);
    const perGroup: number[] = [];
    let aPoints = 0;
    let bPoints = 0;
    let won = 0;
    let lost = 0;
    const t0 = now();
    for (let g = 0; g < groups; g++) {
      const seed = `${SEED}:${players}:${a}-${b}:${g}`;
      let sum = 0;
      for (let rot = 0; rot < rotations; rot++) {
        const levels = Array.from({ length: players }, (_, seat) => ((players === 4 ? seat % 2 === rot : seat === rot) ? a : b));
        const gained = playDeal(players, seed, levels);
        const mine = gained[rot]!;
        const others = (gained.reduce((x, y) => x + y, 0) - mine) / (gained.length - 1);
        sum += mine - others;
        aPoints += mine;
        bPoints += others;
        if (mine > others) won++;
        else if (mine < others) lost++;
      }
      perGroup.push(sum / rotations);
    }
    const deals = groups * rotations;
    const ci = meanCI(perGroup);
    const verdict = ci.lo > 0 ? `${a} beats ${b}` : ci.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
    const who = players === 4 ? 'side' : 'seat';
    console.log(`${players} players, ${a} vs ${b}: ${deals} deals (${groups} seed groups), ${((now() - t0) / 1000).toFixed(0)} s`);
    console.log(`  ${a.padEnd(6)} (${who}): ${f(aPoints / deals)} points/deal;  ${b.padEnd(6)} (${players === 3 ? 'per seat' : who}): ${f(bPoints / deals)} points/deal`);
    console.log(`  ${a} − ${b}: ${f(ci.mean)} points/deal  95% CI [${f(ci.lo)}, ${f(ci.hi)}]  → ${verdict}`);
    console.log(`  deals in which ${a} gained more: ${((100 * won) / deals).toFixed(1)} %, fewer: ${((100 * lost) / deals).toFixed(1)} %\n`);
  }
}

function timingLine(label: string, xs: number[]): string {
  return `  ${label.padEnd(6)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;
}
if (DEALS > 0) {
  console.log(`decision time during the matches (decisions with more than one legal move; strong at ${STRONG_IT} iterations):`);
  for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) if (times[level].length) console.log(timingLine(level, times[level]));
}

if (TIMING > 0) {
  // Strong at its default budget on positions from normal-vs-normal deals (non-forced decisions only), by player count.
  const strong = createBot('strong');
  const normal = createBot('normal');
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} iterations), non-forced positions:`);
  const all: number[] = [];
  for (const players of [2, 3, 4] as const) {
    const xs: number[] = [];
    let game = 0;
    const want = Math.ceil(TIMING / 3);
    while (xs.length < want) {
      let s: CasinoState = newSession({ players }, `${SEED}:timing:${players}:${game++}`);
      let moveNo = 0;
      while (s.phase === 'play') {
        const seat = s.toMove!;
        const legal = legalMoves(s);
        const v = view(s, seat);
        if (legal.length > 1 && moveNo % 2 === 0 && xs.length < want) {
          const t0 = now();
          strong.decide(v, legal, { seed: moveNo });
          xs.push(now() - t0);
        }
        const r = applyMove(s, normal.decide(v, legal, { seed: moveNo++ }).move);
        if (!r.ok) throw new Error('illegal');
        s = r.state;
      }
    }
    all.push(...xs);
    console.log(timingLine(`${players}p`, xs));
  }
  console.log(timingLine('all', all));
}
