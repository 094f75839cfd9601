/**
 * npm run bench:bots -- --game chess [--vs bots|stockfish|both] [options below]
 * (--vs: bots plays only the levels against each other, bench/bots/chess.ts; stockfish only this; both, the default, one after the other)
 * or alone: node scripts/run-ts.mjs bench/bots/chess-stockfish.ts [options below]
 *
 * Our chess levels against an engine nobody here wrote: Stockfish 18 (the npm package `stockfish`,
 * GPL-3.0, installed by this benchmark into `.bench/stockfish` when missing: bench/support/stockfish.ts;
 * never a dependency of the app), weakened by `UCI_LimitStrength` / `UCI_Elo` at fixed Elo steps,
 * through a UCI driver (bench/support/uci.ts).
 *
 * Design: for each level and each of its Elo steps, pairs of games from one opening of a small book
 * (OPENINGS: 24 common lines of 4–8 plies, taken in a seeded order), our level White in the first and
 * Black in the second: colour and opening cancel out. FIDE rules (no variant); our engine ends a game
 * by mate, stalemate, insufficient material, fifty moves and threefold repetition; a game still going
 * after --max-plies plies is scored a draw (counted as "capped"). Stockfish thinks `go movetime T`
 * per move (with UCI_LimitStrength the move is picked at a depth its Elo sets, 1–6 plies for
 * 1320–2300, which it reaches in far less than T). The steps take turns pair by pair, so a run cut
 * short has played every step about equally (a running estimate is printed every --sf-report games).
 * Easy and normal decide as in the app (their search is fixed by the level). The strong player thinks
 * --sf-thinking ms a decision (default DEFAULT_THINKING_MS, the app's), by a clock: `cpu` (default)
 * this process's CPU time, so the load other work puts on a shared machine does not change the
 * strength measured (it searches as on a quiet machine), or `wall`, the wall clock as in the app.
 * --sf-throttle N emulates an N× slower CPU (a phone at 4× CPU throttling): the strong player thinks
 * --sf-thinking / N on the CPU clock, the work it can do in --sf-thinking there.
 *
 * The Elo estimate: a logistic model, P(score) = 1 / (1 + 10^((E_step − R) / 400)), R the level's
 * rating, fitted by maximum likelihood over every game at every step (a draw as half a win and half a
 * loss); the 95 % interval is the likelihood-ratio one (the R where the log-likelihood falls 1.92
 * below its top). A level that wins or loses every game at every step has no finite estimate: the
 * table says "> low" or "< high". The Elo is Stockfish's UCI_Elo scale (calibrated by the Stockfish
 * team against CCRL 40/4 engine ratings at a longer time control), not a FIDE rating.
 *
 * The strong player's decision time at the default thinking time, after the games, on --sf-timing of
 * its positions from them (non-forced decisions; Stockfish is not thinking then):
 * - quiet: thinking --sf-thinking on the wall clock, as in the app's worker; the wall time of the whole
 *   decision (set-up, search, the last node batch) is measured;
 * - at 4× CPU throttling: Node has no throttle. A 4× slower CPU with the wall clock stops the search at
 *   the same deadline, but its set-up and its last node batch take 4× as long: 4 × (set-up + T/4 +
 *   batch). So each decision is made thinking T/4 on the CPU clock (the same work the slow CPU does in
 *   T) and its CPU time is measured and multiplied by 4. The figure is that product, an emulation.
 * The load average is printed beside them: on a loaded machine the wall figures include waiting for
 * a core.
 *
 *   --sf-games N        games per level (default 100; split evenly over its steps, in pairs)
 *   --sf-thinking T     the strong player's thinking time in ms (default DEFAULT_THINKING_MS)
 *   --sf-clock C        cpu (default) or wall: the clock the strong player thinks on in the games
 *   --sf-throttle N     emulate an N× slower CPU in the games: thinking T / N on the CPU clock (default 1)
 *   --sf-timing N       positions the strong player is timed on after the games (default 200; 0: none)
 *   --sf-report N       print a running Elo estimate every N games of a level (default 10)
 *   --sf-levels L       levels to play (default strong,normal,easy)
 *   --sf-steps-strong E Elo steps of the strong level (default 1800,2100,2400); also --sf-steps-normal
 *                    (default 1500,1700,1900), --sf-steps-easy (default 1320,skill0: 'skill0' is
 *                    Stockfish's `Skill Level` 0 without UCI_LimitStrength, which its formula puts at
 *                    about the same strength as UCI_Elo 1320, the option's minimum; it counts as 1320)
 *   --sf-movetime T     Stockfish's `go movetime` in ms (default 100)
 *   --sf-max-plies N    plies before a game is scored a draw (default 200)
 *   --sf-flavour F      full (default: Stockfish 18's full network, 113 MB) or lite (its small network)
 *   --sf-seed S         the seed of the book's order and of our players' decisions (default 'sf')
 */
import { Rng } from '../../src/engine/rng.js';
import { applyMove, chessGame, legalMoves, newSession, type ChessState } from '../../src/games/chess/index.js';
import { DEFAULT_THINKING_MS, createBot, submittedMove, type ChessBot } from '../../src/games/chess/bots/index.js';
import type { BotLevel } from '../../src/ai/types.js';
import { ensureStockfish, type StockfishFlavour } from '../support/stockfish.js';
import { UciEngine } from '../support/uci.js';
import { eloEstimate } from '../support/elo.js';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Common openings (UCI moves), each the start of a pair of games. */
export const OPENINGS: readonly string[] = [
  'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6', // Ruy Lopez
  'e2e4 e7e5 g1f3 b8c6 f1c4 f8c5', // Italian
  'e2e4 e7e5 g1f3 b8c6 d2d4 e5d4', // Scotch
  'e2e4 e7e5 g1f3 g8f6', // Petrov
  'e2e4 e7e5 f2f4 e5f4', // King's Gambit accepted
  'e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6', // Sicilian, open
  'e2e4 c7c5 b1c3 b8c6 g2g3', // Sicilian, closed
  'e2e4 c7c5 c2c3 g8f6', // Sicilian, Alapin
  'e2e4 e7e6 d2d4 d7d5 b1c3 g8f6', // French
  'e2e4 c7c6 d2d4 d7d5 e4e5 c8f5', // Caro-Kann, advance
  'e2e4 d7d5 e4d5 d8d5 b1c3 d5a5', // Scandinavian
  'e2e4 g8f6 e4e5 f6d5', // Alekhine
  'e2e4 d7d6 d2d4 g8f6 b1c3 g7g6', // Pirc
  'd2d4 d7d5 c2c4 e7e6 b1c3 g8f6', // Queen's Gambit declined
  'd2d4 d7d5 c2c4 d5c4 g1f3 g8f6', // Queen's Gambit accepted
  'd2d4 d7d5 c2c4 c7c6 g1f3 g8f6', // Slav
  'd2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6', // King's Indian
  'd2d4 g8f6 c2c4 e7e6 b1c3 f8b4', // Nimzo-Indian
  'd2d4 g8f6 c2c4 e7e6 g1f3 b7b6', // Queen's Indian
  'd2d4 g8f6 c2c4 g7g6 b1c3 d7d5', // Grünfeld
  'd2d4 f7f5 g2g3 g8f6 f1g2', // Dutch
  'd2d4 d7d5 g1f3 g8f6 c1f4', // London
  'c2c4 e7e5 b1c3 g8f6 g2g3', // English
  'g1f3 d7d5 g2g3 g8f6 f1g2 c7c6', // Réti
];

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const GAMES = Number(arg('sf-games', '100'));
const LEVELS = arg('sf-levels', 'strong,normal,easy').split(',') as BotLevel[];
const STEPS: Record<string, string[]> = {
  strong: arg('sf-steps-strong', '1800,2100,2400').split(','),
  normal: arg('sf-steps-normal', '1500,1700,1900').split(','),
  easy: arg('sf-steps-easy', '1320,skill0').split(','),
};
const MOVETIME = Number(arg('sf-movetime', '100'));
const MAX_PLIES = Number(arg('sf-max-plies', '200'));
const FLAVOUR = arg('sf-flavour', 'full') as StockfishFlavour;
const SEED = arg('sf-seed', 'sf');
const THINKING = Number(arg('sf-thinking', String(DEFAULT_THINKING_MS)));
const CLOCK = arg('sf-clock', 'cpu');
if (CLOCK !== 'cpu' && CLOCK !== 'wall') throw new Error(`--sf-clock cpu|wall, not ${CLOCK}`);
const THROTTLE = Number(arg('sf-throttle', '1'));
const TIMING = Number(arg('sf-timing', '200'));
const REPORT = Number(arg('sf-report', '10'));

/** This process's CPU time in ms (user and system): the clock of a search that the machine's load does not shorten. */
const cpuClock = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const wallClock = (): number => performance.now();

/** Our player of `level` in the games: the strong one thinking THINKING / THROTTLE on the chosen clock (CPU when throttled). */
function ourBot(level: BotLevel): ChessBot {
  if (level !== 'strong') return createBot(level);
  return createBot('strong', { thinkingMs: THINKING / THROTTLE, clock: CLOCK === 'wall' && THROTTLE === 1 ? wallClock : cpuClock });
}

/** The Elo a step stands for, and the options that set it. */
function stepOptions(step: string): { elo: number; options: Record<string, string | number | boolean> } {
  if (step === 'skill0') return { elo: 1320, options: { UCI_LimitStrength: false, 'Skill Level': 0 } };
  const elo = Number(step);
  if (!Number.isFinite(elo)) throw new Error(`bad Elo step ${JSON.stringify(step)}`);
  return { elo, options: { 'Skill Level': 20, UCI_LimitStrength: true, UCI_Elo: elo } };
}

/** The project's root: this file is bench/bots/… or bundled into .tmp/run/… by scripts/run-ts.mjs. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++, dir = dirname(dir)) if (existsSync(join(dir, 'package.json'))) return dir;
  return process.cwd();
}

function openingState(line: string): ChessState {
  let s = newSession({}, 'stockfish');
  for (const m of line.split(' ')) {
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(`book line ${line}: ${m} ${r.violation.message}`);
    s = r.state;
  }
  return s;
}

interface GameOut {
  /** Our level's score: 1, ½, 0. */
  score: number;
  capped: boolean;
  reason: string;
}

/** Each non-forced decision of the strong player in the games: its wall and CPU time, its depth and nodes. */
const times: { wall: number; cpu: number; depth: number; nodes: number }[] = [];
/** Positions where the strong player had a choice, for the timing after the games. */
const strongPositions: ChessState[] = [];

async function play(start: ChessState, ours: ChessBot, level: BotLevel, sf: UciEngine, oursWhite: boolean, seed: string): Promise<GameOut> {
  let s = start;
  await sf.newGame();
  for (let ply = 0; ply < MAX_PLIES && s.phase === 'play'; ply++) {
    const oursToMove = (s.toMove === 'w') === oursWhite;
    let move: string;
    if (oursToMove) {
      const legal = legalMoves(s);
      const t = performance.now(), c = process.cpuUsage();
      const d = ours.decide(chessGame.view(s, 0), legal, { seed: `${seed}:${ply}` });
      const cpu = process.cpuUsage(c);
      if (level === 'strong' && legal.length > 1) {
        times.push({ wall: performance.now() - t, cpu: (cpu.user + cpu.system) / 1000, depth: d.explanation.depth, nodes: d.explanation.nodes });
        strongPositions.push(s);
      }
      move = submittedMove(d);
    } else {
      move = await sf.bestMove(s.startFen, s.moves, { movetime: MOVETIME });
    }
    const r = applyMove(s, move);
    if (!r.ok) throw new Error(`${oursToMove ? level : 'stockfish'}: illegal move ${move} (${r.violation.message}) after ${s.moves.join(' ')}`);
    s = r.state;
  }
  const res = s.result;
  if (!res) return { score: 0.5, capped: true, reason: 'capped' };
  if (res.winner === null) return { score: 0.5, capped: false, reason: res.reason };
  const whiteScore = 0.5 + (res.winner === 'w' ? res.stake : -res.stake) / 2;
  return { score: oursWhite ? whiteScore : 1 - whiteScore, capped: false, reason: res.reason };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const install = ensureStockfish(projectRoot(), FLAVOUR);
const sf = new UciEngine(process.execPath, [install.script], 19);
await sf.init({ Threads: 1, Hash: 16 });
const eloRange = sf.options.get('UCI_Elo') ?? '?';
console.log(`Chess levels vs ${sf.name} (npm stockfish@${install.version}, ${FLAVOUR} network, ${install.cache}; UCI_Elo ${eloRange}):`);
const strongClock = THROTTLE !== 1 ? `${THINKING / THROTTLE} ms on the CPU clock (${THINKING} ms at ${THROTTLE}× throttling, emulated)` : `${THINKING} ms on the ${CLOCK} clock`;
console.log(`  ${GAMES} games per level, split over its Elo steps in colour-swapped pairs from a ${OPENINGS.length}-line book, the steps taking turns; go movetime ${MOVETIME}; draw after ${MAX_PLIES} plies; strong thinking ${strongClock}`);

type Row = { step: string; elo: number; points: number; games: number; w: number; d: number; l: number; capped: number };
const f = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : x > 0 ? '∞' : '−∞');
function estimateOf(rows: readonly Row[]): string {
  const played = rows.filter((r) => r.games > 0);
  if (played.length === 0) return '—';
  const e = eloEstimate(played);
  return Number.isFinite(e.elo) ? `${f(e.elo)} [${f(e.lo)}, ${f(e.hi)}]` : e.elo < 0 ? `< ${f(e.hi)} (lost everything)` : `> ${f(e.lo)} (won everything)`;
}
const stepName = (step: string) => (step === 'skill0' ? 'Skill Level 0' : `UCI_Elo ${step}`);
const scores = (rows: readonly Row[]) => rows.map((r) => `${r.step === 'skill0' ? 'SL0' : r.step}: ${r.points}/${r.games}`).join(', ');

const table: string[] = [];
const bookOrder = Rng.fromSeed(`${SEED}:book`).shuffle([...OPENINGS]);
let bookAt = 0;
for (const level of LEVELS) {
  const steps = STEPS[level];
  if (!steps) throw new Error(`unknown level ${level}`);
  const pairsPerStep = Math.max(1, Math.ceil(GAMES / 2 / steps.length));
  const rows: Row[] = steps.map((step) => ({ step, elo: stepOptions(step).elo, points: 0, games: 0, w: 0, d: 0, l: 0, capped: 0 }));
  const t0 = performance.now();
  let played = 0;
  // The steps take turns pair by pair: a run cut short has played each about equally.
  for (let p = 0; p < pairsPerStep; p++) {
    for (const row of rows) {
      const { options } = stepOptions(row.step);
      for (const [name, value] of Object.entries(options)) sf.setOption(name, value);
      await sf.ready();
      const start = openingState(bookOrder[bookAt++ % bookOrder.length]!);
      const seed = `${SEED}:${level}:${row.step}:${p}`;
      for (const oursWhite of [true, false]) {
        const out = await play(start, ourBot(level), level, sf, oursWhite, `${seed}:${oursWhite ? 'w' : 'b'}`);
        row.points += out.score;
        row.games++;
        if (out.capped) row.capped++;
        process.stderr.write(out.capped ? 'c' : out.score === 1 ? '1' : out.score === 0 ? '0' : '=');
        if (out.score === 1) row.w++;
        else if (out.score === 0) row.l++;
        else row.d++;
        if (++played % REPORT === 0) {
          console.log(`  ${level}, ${played} games, ${((performance.now() - t0) / 1000).toFixed(0)} s: ${scores(rows)}; Elo so far ${estimateOf(rows)}`);
        }
      }
    }
  }
  process.stderr.write('\n');
  for (const row of rows) console.log(`  ${level} vs ${stepName(row.step)}: ${row.points}/${row.games} (+${row.w} =${row.d} −${row.l}${row.capped ? `, ${row.capped} capped` : ''})`);
  const games = rows.reduce((a, r) => a + r.games, 0);
  const label = level === 'strong' && THROTTLE !== 1 ? `strong at ${THROTTLE}× throttling (emulated)` : level;
  table.push(`| ${label} | ${games} | ${scores(rows)} | ${estimateOf(rows)} |`);
  console.log(`  ${level}: ${games} games in ${((performance.now() - t0) / 1000).toFixed(0)} s, Elo ${estimateOf(rows)}`);
}
sf.quit();

console.log('');
console.log('| level | games | score per step (Stockfish UCI_Elo: points/games) | Elo estimate [95 % interval] |');
console.log('|---|---|---|---|');
for (const line of table) console.log(line);
console.log('Goals: strong ≥ 1,800, normal ≥ 1,300 (Stockfish UCI_Elo scale).');

const ms = (x: number) => `${x.toFixed(0)} ms`;
const spread = (xs: number[]) => {
  const sorted = xs.slice().sort((a, b) => a - b);
  return `median ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}, max ${ms(sorted.at(-1)!)}`;
};
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
if (times.length > 0) {
  const depths = times.map((t) => t.depth).sort((a, b) => a - b), nodes = times.map((t) => t.nodes).sort((a, b) => a - b);
  console.log(`Strong in these games (thinking ${strongClock}), ${times.length} non-forced decisions: CPU ${spread(times.map((t) => t.cpu))}; wall ${spread(times.map((t) => t.wall))}; depth median ${quantile(depths, 0.5)}, nodes median ${quantile(nodes, 0.5)}`);
}
if (TIMING > 0 && strongPositions.length > 0) {
  const sample = Rng.fromSeed(`${SEED}:timing`).shuffle(strongPositions).slice(0, TIMING);
  const quiet: number[] = [], throttled: number[] = [];
  const before = load();
  for (const [i, s] of sample.entries()) {
    const legal = legalMoves(s), view = chessGame.view(s, 0);
    // as in the app: the default thinking time on the wall clock; the decision's wall time
    let t = performance.now();
    createBot('strong', { thinkingMs: THINKING, clock: wallClock }).decide(view, legal, { seed: `timing:${i}` });
    quiet.push(performance.now() - t);
    // 4× throttling, emulated: a quarter of the thinking time on the CPU clock, 4 × its CPU time
    t = cpuClock();
    createBot('strong', { thinkingMs: THINKING / 4, clock: cpuClock }).decide(view, legal, { seed: `timing:${i}` });
    throttled.push(4 * (cpuClock() - t));
  }
  console.log(`Strong decision at the default thinking time ${THINKING} ms, ${sample.length} positions of these games (load average ${before} before, ${load()} after):`);
  console.log(`  quiet (wall clock, wall time measured): ${spread(quiet)} (goal p95 ≤ 1 s)`);
  console.log(`  at 4× CPU throttling (emulated: thinking ${THINKING / 4} ms on the CPU clock, 4 × the CPU time measured): ${spread(throttled)} (goal p95 ≤ 1 s)`);
}
