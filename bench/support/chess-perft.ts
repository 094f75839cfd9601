/**
 * Chess (src/games/chess): perft nodes per second in Node on the published positions (EX-CH-17 and
 * the Chess Programming Wiki's deeper figures), each count checked; the same under V-CH-1; and
 * complete random games per second through applyMove (validation, SAN, events, the draw rules).
 * Goal (issue 25): perft ≥ 2 million nodes per second.
 */
import { Rng } from '../../src/engine/rng.js';
import { START_FEN, applyMove, legalMoves, newSession, perft, type ChessPosition, type ChessState } from '../../src/games/chess/index.js';
import { parseFen } from '../../src/games/chess/fen.js';
import { perftMade } from '../../src/games/chess/perft.js';
import type { Board } from '../../src/games/chess/board.js';

const CASES: [string, string, number, number][] = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5, 4_865_609],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4, 4_085_603],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 6, 11_030_083],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 5, 15_833_292],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4, 2_103_487],
  ['position 6', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 4, 3_894_594],
];

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function timed(f: () => number): { nodes: number; seconds: number } {
  const t0 = performance.now();
  const nodes = f();
  return { nodes, seconds: (performance.now() - t0) / 1000 };
}

/** Complete random games from the start through applyMove for about `seconds`. */
function randomGames(seconds: number): { perSecond: number; pliesPerGame: number } {
  const rng = new Rng([25, 1, 2, 3]);
  let games = 0, plies = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    let s: ChessState = newSession({}, games);
    while (s.phase === 'play') {
      const r = applyMove(s, rng.pick(legalMoves(s)));
      if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(r.violation)}`);
      s = r.state;
      plies++;
    }
    games++;
  }
  return { perSecond: games / ((performance.now() - t0) / 1000), pliesPerGame: plies / games };
}

export function chessBench(seconds: number): void {
  console.log(`\nChess engine (perft, bulk-counted leaves; Node ${process.version}, single thread):`);
  perft(CASES[0]![1], 4); // warm-up
  let nodes = 0, time = 0;
  for (const [name, fen, depth, expected] of CASES) {
    const r = timed(() => perft(fen, depth));
    if (r.nodes !== expected) throw new Error(`perft ${name} depth ${depth}: ${r.nodes}, published ${expected}`);
    nodes += r.nodes;
    time += r.seconds;
    console.log(`  ${`${name}, depth ${depth}`.padEnd(24)} ${fmt(r.nodes).padStart(12)} nodes  ${fmt(r.seconds, 2).padStart(6)} s  ${fmt(r.nodes / r.seconds / 1e6, 2).padStart(6)} M nodes/s`);
  }
  const fielding = (fen: string): ChessPosition => ({
    options: { variants: ['V-CH-1'] }, startFen: fen, moves: [], fen, waiting: { w: [], b: [] }, phase: 'play',
    toMove: fen.split(' ')[1] as 'w' | 'b', result: null, game: 1, white: 0, results: [], points: [0, 0],
  });
  const v = timed(() => perft(fielding(CASES[3]![1]), 5));
  console.log(`  ${'position 4, V-CH-1, d5'.padEnd(24)} ${fmt(v.nodes).padStart(12)} nodes  ${fmt(v.seconds, 2).padStart(6)} s  ${fmt(v.nodes / v.seconds / 1e6, 2).padStart(6)} M nodes/s`);
  const made = timed(() => perftMade(parseFen(START_FEN) as Board, 5));
  console.log(`  ${'start, d5, leaves made'.padEnd(24)} ${fmt(made.nodes).padStart(12)} nodes  ${fmt(made.seconds, 2).padStart(6)} s  ${fmt(made.nodes / made.seconds / 1e6, 2).padStart(6)} M nodes/s (every leaf made and unmade too)`);
  const g = randomGames(seconds);
  console.log(`  complete random games through applyMove: ${fmt(g.perSecond, 1)} games/s (${fmt(g.pliesPerGame, 1)} plies per game)`);
  const rate = nodes / time;
  console.log(`Goal ≥ 2,000,000 perft nodes/s (issue 25): ${fmt(rate)} nodes/s over ${fmt(nodes)} nodes ${rate >= 2e6 ? 'OK' : 'BELOW'}`);
}
