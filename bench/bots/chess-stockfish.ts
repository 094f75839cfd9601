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
 * 1320–2300, which it reaches in far less than T). Our level decides at its default budget (the strong
 * player's DEFAULT_STRONG_NODES nodes; node budgets, so the same on every machine).
 *
 * The Elo estimate: a logistic model, P(score) = 1 / (1 + 10^((E_step − R) / 400)), R the level's
 * rating, fitted by maximum likelihood over every game at every step (a draw as half a win and half a
 * loss); the 95 % interval is the likelihood-ratio one (the R where the log-likelihood falls 1.92
 * below its top). A level that wins or loses every game at every step has no finite estimate: the
 * table says "> low" or "< high". The Elo is Stockfish's UCI_Elo scale (calibrated by the Stockfish
 * team against CCRL 40/4 engine ratings at a longer time control), not a FIDE rating.
 *
 * The strong player's decision time at its default budget is measured on its moves in these games
 * (wall and CPU time of this process; Stockfish runs in a child process and is not thinking then).
 * "At 4× CPU throttling": Node has no throttle, and the budget is in nodes, not time, so a 4× slower
 * CPU searches the same nodes in 4× the time: the throttled figure printed is the measured CPU p95 × 4
 * (an estimate, not a measurement).
 *
 *   --sf-games N        games per level (default 100; split evenly over its steps, in pairs)
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
import { DEFAULT_STRONG_NODES, createBot, submittedMove, type ChessBot } from '../../src/games/chess/bots/index.js';
import type { BotLevel } from '../../src/ai/types.js';
import { ensureStockfish, type StockfishFlavour } from '../support/stockfish.js';
import { UciEngine } from '../support/uci.js';
import { eloEstimate } from '../support/elo.js';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';

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

const times: { wall: number; cpu: number }[] = [];

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
      if (level === 'strong' && legal.length > 1) times.push({ wall: performance.now() - t, cpu: (cpu.user + cpu.system) / 1000 });
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
console.log(`  ${GAMES} games per level, split over its Elo steps in colour-swapped pairs from a ${OPENINGS.length}-line book; go movetime ${MOVETIME}; draw after ${MAX_PLIES} plies; strong at its default ${DEFAULT_STRONG_NODES} nodes`);

const table: string[] = [];
const bookOrder = Rng.fromSeed(`${SEED}:book`).shuffle([...OPENINGS]);
let bookAt = 0;
for (const level of LEVELS) {
  const steps = STEPS[level];
  if (!steps) throw new Error(`unknown level ${level}`);
  const pairsPerStep = Math.max(1, Math.ceil(GAMES / 2 / steps.length));
  const rows: { step: string; elo: number; points: number; games: number; w: number; d: number; l: number; capped: number }[] = [];
  const t0 = performance.now();
  for (const step of steps) {
    const { elo, options } = stepOptions(step);
    for (const [name, value] of Object.entries(options)) sf.setOption(name, value);
    await sf.ready();
    const row = { step, elo, points: 0, games: 0, w: 0, d: 0, l: 0, capped: 0 };
    for (let p = 0; p < pairsPerStep; p++) {
      const start = openingState(bookOrder[bookAt++ % bookOrder.length]!);
      const seed = `${SEED}:${level}:${step}:${p}`;
      for (const oursWhite of [true, false]) {
        const out = await play(start, createBot(level), level, sf, oursWhite, `${seed}:${oursWhite ? 'w' : 'b'}`);
        row.points += out.score;
        row.games++;
        if (out.capped) row.capped++;
        process.stderr.write(out.capped ? 'c' : out.score === 1 ? '1' : out.score === 0 ? '0' : '=');
        if (out.score === 1) row.w++;
        else if (out.score === 0) row.l++;
        else row.d++;
      }
    }
    rows.push(row);
    process.stderr.write('\n');
    console.log(`  ${level} vs ${step === 'skill0' ? 'Skill Level 0' : `UCI_Elo ${step}`}: ${row.points}/${row.games} (+${row.w} =${row.d} −${row.l}${row.capped ? `, ${row.capped} capped` : ''}), ${((performance.now() - t0) / 1000).toFixed(0)} s so far`);
  }
  const e = eloEstimate(rows);
  const f = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : x > 0 ? '∞' : '−∞');
  const estimate = Number.isFinite(e.elo) ? `${f(e.elo)} [${f(e.lo)}, ${f(e.hi)}]` : e.elo < 0 ? `< ${f(e.hi)} (lost everything)` : `> ${f(e.lo)} (won everything)`;
  const games = rows.reduce((a, r) => a + r.games, 0);
  table.push(`| ${level} | ${games} | ${rows.map((r) => `${r.step === 'skill0' ? 'SL0' : r.step}: ${r.points}/${r.games}`).join(', ')} | ${estimate} |`);
}
sf.quit();

console.log('');
console.log('| level | games | score per step (Stockfish UCI_Elo: points/games) | Elo estimate [95 % interval] |');
console.log('|---|---|---|---|');
for (const line of table) console.log(line);
console.log('Goals: strong ≥ 1,800, normal ≥ 1,300 (Stockfish UCI_Elo scale).');

if (times.length > 0) {
  const wall = times.map((t) => t.wall).sort((a, b) => a - b), cpu = times.map((t) => t.cpu).sort((a, b) => a - b);
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(`Strong decision at its default ${DEFAULT_STRONG_NODES} nodes, ${times.length} non-forced decisions in these games: wall median ${ms(quantile(wall, 0.5))}, p95 ${ms(quantile(wall, 0.95))}; CPU median ${ms(quantile(cpu, 0.5))}, p95 ${ms(quantile(cpu, 0.95))} (goal p95 ≤ 1 s)`);
  console.log(`  at 4× CPU throttling (estimated, not measured: the same nodes on a 4× slower CPU): CPU p95 × 4 = ${ms(4 * quantile(cpu, 0.95))}`);
}
