/**
 * npm run bench:bots -- --game hundertspiel [--deals N] [--iterations N] [--timing N] [--players 3|4] [--scat]
 *   [--variants V-H-2,V-H-3] [--session-deals N] [--seed S] [--pairings strong-normal,normal-easy]
 * (alone: node scripts/run-ts.mjs bench/bots/hundertspiel.ts [same options])
 *
 * Design: for each pairing "A vs B", 4 players: a partnership of two A seats against a partnership of
 * two B seats (partners of the same level); 3 players: one A seat against two B seats. A session is
 * `--session-deals` consecutive deals (default 4) of the running race to 100 (scores carry over; games
 * end and start again, so game, Matsch and announcement marks all count, H38–H44). Each session seed is
 * played with A in every position in turn (4 players: seats 0+2, then 1+3; 3 players: each seat), on the
 * same cards (the deal depends only on the seed, never on the moves: duplicate format), so seat position
 * and card luck cancel out. One such seed group is the statistical unit: A's mean marks per deal and
 * seat; the 95% confidence interval is mean ± 1.96·sd/√groups over groups. Marks are conserved, so B's
 * mean per seat is −A (4 players) or −A/2 (3 players). Also reported: points per deal (tricks with their
 * bonuses and honours, H24–H30, H15), A's party minus B's (3 players: minus the mean of the other two).
 * `--iterations` sets the strong budget used in the matches (default MATCH_ITERATIONS, below the default
 * budget so that the whole run stays near ten minutes on the 2-core machine); `--timing N` then times the
 * strong bot at its default budget (the app's "normal" thinking time) on N positions with a choice.
 * Times are wall-clock (what a player waits) and CPU (less sensitive to other processes).
 * Bots see only view(state, seat) and legalMoves(state).
 */
import { createBot, DEFAULT_STRONG_ITERATIONS, type BotLevel, type HundertspielBot } from '../../src/games/hundertspiel/bots/index.js';
import { applyMove, legalMoves, newSession, nextDeal, view, type HundertspielOptions, type HundertspielState } from '../../src/games/hundertspiel/index.js';

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
/** Playouts per strong decision in the matches (the timing uses the default budget). */
const MATCH_ITERATIONS = 250;
const DEALS = Number(arg('deals', '2000'));
const STRONG_IT = Number(arg('iterations', String(MATCH_ITERATIONS)));
const TIMING = Number(arg('timing', '300'));
const PLAYERS = Number(arg('players', '4')) as 3 | 4;
const SESSION_DEALS = Number(arg('session-deals', '4'));
const SEED = arg('seed', 'bench');
const VARIANTS = arg('variants', '')
  .split(',')
  .filter((x) => x !== '');
const OPTIONS: HundertspielOptions = { players: PLAYERS, ...(args.includes('--scat') ? { scat: true } : {}), ...(VARIANTS.length ? { variants: VARIANTS } : {}) };
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);

const times: Record<BotLevel, number[]> = { easy: [], normal: [], strong: [] };

function now(): number {
  return performance.now();
}

function bots(level: BotLevel): HundertspielBot {
  return createBot(level, STRONG_IT);
}

/** Plays one session of SESSION_DEALS deals; returns every seat's marks and every party's points. */
function playSession(seed: string, levels: BotLevel[]): { marks: number[]; points: number[] } {
  const players = levels.map(bots);
  let s: HundertspielState = newSession(OPTIONS, seed);
  const points = new Array<number>(s.rules.parties).fill(0);
  const party = (seat: number) => (PLAYERS === 4 ? seat % 2 : seat);
  let moveNo = 0;
  for (let d = 0; d < SESSION_DEALS; d++) {
    if (d > 0) s = nextDeal(s);
    while (s.phase !== 'dealOver') {
      const seat = s.toMove!;
      const legal = legalMoves(s);
      const t0 = now();
      const dec = players[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${seat}:${moveNo++}` });
      const dt = now() - t0;
      if (legal.length > 1) times[levels[seat]!].push(dt);
      const r = applyMove(s, dec.move);
      if (!r.ok) throw new Error(`illegal move by ${levels[seat]}: ${JSON.stringify(dec.move)}`);
      for (const e of r.events) {
        if (e.type === 'trick') points[party(e.winner)]! += e.points;
        else if (e.type === 'honours') points[party(e.seat)]! += e.points;
      }
      s = r.state;
    }
  }
  return { marks: s.marks.slice(), points };
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

const f = (x: number, digits = 3) => (x >= 0 ? '+' : '') + x.toFixed(digits);

const rotations = PLAYERS === 4 ? 2 : 3;
const dealsPerGroup = rotations * SESSION_DEALS;
console.log('Hundertspiel bot benchmark');
console.log(
  `settings: ${JSON.stringify(OPTIONS)}, deals per pairing ≥ ${DEALS}, strong iterations in matches=${STRONG_IT}` +
    ` (default budget ${DEFAULT_STRONG_ITERATIONS}), timing positions=${TIMING}, seed=${SEED}`,
);
console.log(
  PLAYERS === 4
    ? `design: partnership A (2 seats) vs partnership B; sessions of ${SESSION_DEALS} deals of the race to 100;` +
        ` each seed played twice (A in seats 0+2, then 1+3) on the same cards (duplicate); CI over seed groups (${dealsPerGroup} deals each).`
    : `design: 1 seat A vs 2 seats B; sessions of ${SESSION_DEALS} deals; each seed played 3× with A in every seat on the same cards;` +
        ` CI over seed groups (${dealsPerGroup} deals each).`,
);
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

for (const [a, b] of DEALS > 0 ? PAIRINGS : []) {
  const groups = Math.ceil(DEALS / dealsPerGroup);
  const marksPer: number[] = [];
  const pointsPer: number[] = [];
  const t0 = now();
  for (let g = 0; g < groups; g++) {
    const seed = `${SEED}:${a}-${b}:${g}`;
    let marks = 0;
    let points = 0;
    for (let rot = 0; rot < rotations; rot++) {
      const levels = Array.from({ length: PLAYERS }, (_, seat) => ((PLAYERS === 4 ? seat % 2 === rot : seat === rot) ? a : b));
      const r = playSession(seed, levels);
      marks += r.marks[rot]!;
      const others = r.points.reduce((x, y) => x + y, 0) - r.points[rot]!;
      points += r.points[rot]! - others / (r.points.length - 1);
    }
    marksPer.push(marks / dealsPerGroup);
    pointsPer.push(points / dealsPerGroup);
  }
  const ci = meanCI(marksPer);
  const pts = meanCI(pointsPer);
  const k = PLAYERS === 4 ? 1 : 2;
  const verdict = ci.lo > 0 ? `${a} beats ${b}` : ci.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
  console.log(`${a} vs ${b}: ${groups * dealsPerGroup} deals (${groups} seed groups), ${((now() - t0) / 1000).toFixed(0)} s`);
  console.log(`  ${a.padEnd(6)} per seat: ${f(ci.mean)} marks/deal  95% CI [${f(ci.lo)}, ${f(ci.hi)}]`);
  console.log(`  ${b.padEnd(6)} per seat: ${f(-ci.mean / k)} marks/deal  95% CI [${f(-ci.hi / k)}, ${f(-ci.lo / k)}]`);
  console.log(`  points/deal, ${a}'s party − ${b}'s: ${f(pts.mean, 2)}  95% CI [${f(pts.lo, 2)}, ${f(pts.hi, 2)}]`);
  console.log(`  → ${verdict}\n`);
}

function timingLine(label: string, xs: number[]): string {
  return `  ${label.padEnd(12)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;
}
if (DEALS > 0) {
  console.log(`decision time during the matches (wall clock, decisions with more than one legal move; strong at ${STRONG_IT} iterations):`);
  for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) if (times[level].length) console.log(timingLine(level, times[level]));
}

if (TIMING > 0) {
  // Strong at its default budget on positions from normal-vs-normal deals (decisions with a choice).
  const strong = createBot('strong');
  const normal = createBot('normal');
  const wall: number[] = [];
  const cpu: number[] = [];
  let game = 0;
  while (wall.length < TIMING) {
    let s: HundertspielState = newSession(OPTIONS, `${SEED}:timing:${game++}`);
    let moveNo = 0;
    for (let d = 0; d < 3 && wall.length < TIMING; d++) {
      if (d > 0) s = nextDeal(s);
      while (s.phase !== 'dealOver') {
        const seat = s.toMove!;
        const legal = legalMoves(s);
        const v = view(s, seat);
        if (legal.length > 1 && moveNo % 2 === 0 && wall.length < TIMING) {
          const c0 = process.cpuUsage();
          const t0 = now();
          strong.decide(v, legal, { seed: moveNo });
          wall.push(now() - t0);
          const c = process.cpuUsage(c0);
          cpu.push((c.user + c.system) / 1000);
        }
        const r = applyMove(s, normal.decide(v, legal, { seed: moveNo++ }).move);
        if (!r.ok) throw new Error('illegal');
        s = r.state;
      }
    }
  }
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} iterations), ${wall.length} positions with a choice:`);
  console.log(timingLine('strong wall', wall));
  console.log(timingLine('strong CPU', cpu));
}
