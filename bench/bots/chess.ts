/**
 * npm run bench:bots -- --game chess [--games N] [--nodes N] [--timing N] [--max-plies N] [--seed S] [--pairings strong-normal,normal-easy,strong-easy]
 * or alone: node scripts/run-ts.mjs bench/bots/chess.ts [same options]
 *   --vs bots|stockfish|both  bots: only these pairings; stockfish: only the match against Stockfish
 *                   (bench/bots/chess-stockfish.ts, its options named --sf-…); both (default): the
 *                   pairings, then the Stockfish match
 *
 * Design: for each pairing "A vs B", each seeded opening (the standard start and 2 random plies
 * from the seed, so games differ) is played twice, A with White and then with Black: colour and
 * opening cancel out. The pair is the statistical unit: A's mean score over its two games (1 a win,
 * ½ a draw, 0 a loss; V-CH-less default rules; a game longer than --max-plies plies is scored a
 * draw). The 95 % confidence interval is mean ± 1.96·sd/√pairs; above 0.5 A is the stronger.
 * Then the strong player's decision time at its default budget, on positions from these games.
 *   --games N       games per pairing (default 24, rounded up to whole pairs)
 *   --nodes N       the strong player's node budget in the matches (default MATCH_NODES: a node
 *                   budget, reproducible and short, so the run stays within minutes; the timing uses
 *                   its default thinking time on the wall clock, as in the app)
 *   --timing N      positions on which the strong player is timed (default 60)
 *   --max-plies N   plies before a game is scored a draw (default 240)
 * Bots see only the view (chessGame.view: the state, nothing is hidden) and the legal moves.
 */
import { Rng } from '../../src/engine/rng.js';
import { applyMove, chessGame, legalMoves, newSession, type ChessState } from '../../src/games/chess/index.js';
import { DEFAULT_THINKING_MS, createBot, submittedMove, type ChessBot } from '../../src/games/chess/bots/index.js';
import type { BotLevel } from '../../src/ai/types.js';

const MATCH_NODES = 20_000;

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const GAMES = Number(arg('games', '24'));
const NODES = Number(arg('nodes', String(MATCH_NODES)));
const TIMING = Number(arg('timing', '60'));
const MAX_PLIES = Number(arg('max-plies', '240'));
const SEED = arg('seed', 'bench');
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy,strong-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);

const botOf = (level: BotLevel): ChessBot => createBot(level);
/** The strong player by its node budget in the matches; easy and normal need none. */
const budgetOf = (bot: ChessBot) => (bot.level === 'strong' ? { budget: { iterations: NODES } } : {});

/** The standard start and two seeded random plies. */
function opening(seed: string): ChessState {
  let s = newSession({}, seed);
  const rng = Rng.fromSeed(`opening:${seed}`);
  for (let i = 0; i < 2; i++) {
    const r = applyMove(s, rng.pick(legalMoves(s)));
    if (!r.ok) throw new Error('bad opening move');
    s = r.state;
  }
  return s;
}

/** One game from `start`, `white` playing White; A's score (1, ½, 0) and the positions seen. */
function play(start: ChessState, white: ChessBot, black: ChessBot, seed: string, aIsWhite: boolean, seen: ChessState[]): number {
  let s = start;
  for (let ply = 0; ply < MAX_PLIES && s.phase === 'play'; ply++) {
    const legal = legalMoves(s);
    const bot = s.toMove === 'w' ? white : black;
    const d = bot.decide(chessGame.view(s, 0), legal, { seed: `${seed}:${ply}`, ...budgetOf(bot) });
    if (legal.length > 1 && ply % 7 === 0) seen.push(s);
    const r = applyMove(s, submittedMove(d));
    if (!r.ok) throw new Error(`illegal move ${d.move}: ${r.violation.message}`);
    s = r.state;
  }
  const res = s.result;
  if (!res || res.winner === null) return 0.5;
  const whiteScore = 0.5 + (res.winner === 'w' ? res.stake : -res.stake) / 2;
  return aIsWhite ? whiteScore : 1 - whiteScore;
}

function meanCI(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0;
  const h = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - h, hi: mean + h };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const VS = arg('vs', 'both');
if (!['bots', 'stockfish', 'both'].includes(VS)) throw new Error(`--vs bots|stockfish|both, not ${VS}`);
if (VS !== 'stockfish') {
  console.log(`Chess bots: ${GAMES} games per pairing (pairs of colours), strong at ${NODES} nodes in the matches, draw after ${MAX_PLIES} plies`);
  const seen: ChessState[] = [];
  for (const [a, b] of PAIRINGS) {
    const t0 = performance.now();
    const perPair: number[] = [];
    let wins = 0, draws = 0, losses = 0;
    for (let g = 0; g < Math.ceil(GAMES / 2); g++) {
      const seed = `${SEED}:${a}-${b}:${g}`;
      const start = opening(seed);
      const A = botOf(a), B = botOf(b);
      const x = play(start, A, B, `${seed}:w`, true, seen);
      const y = play(start, B, A, `${seed}:b`, false, seen);
      for (const v of [x, y]) v === 1 ? wins++ : v === 0 ? losses++ : draws++;
      perPair.push((x + y) / 2);
    }
    const ci = meanCI(perPair);
    const f = (v: number) => v.toFixed(3);
    const verdict = ci.lo > 0.5 ? `${a} beats ${b}` : ci.hi < 0.5 ? `${b} beats ${a}` : 'no significant difference';
    console.log(`  ${a} vs ${b}: score ${f(ci.mean)}  95% CI [${f(ci.lo)}, ${f(ci.hi)}]  (+${wins} =${draws} −${losses}, ${perPair.length} pairs, ${((performance.now() - t0) / 1000).toFixed(0)} s) → ${verdict}`);
  }

  const strong = createBot('strong');
  const times: number[] = [];
  const sample = Rng.fromSeed(`${SEED}:timing`).shuffle(seen).slice(0, TIMING);
  for (const [i, s] of sample.entries()) {
    const t = performance.now();
    strong.decide(chessGame.view(s, 0), legalMoves(s), { seed: i });
    times.push(performance.now() - t);
  }
  times.sort((x, y) => x - y);
  if (times.length > 0) {
    console.log(`  strong decision at its default thinking time (${DEFAULT_THINKING_MS} ms, wall clock), ${times.length} positions: wall median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms (goal p95 ≤ 1 s)`);
  }
}
if (VS !== 'bots') {
  console.log('');
  await import('./chess-stockfish.js');
}
