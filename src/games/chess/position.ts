/**
 * Positions (contract "Positions"): checking a board as a position (CH23, CH36), replaying a game
 * from its start, `fromPosition` / `toPosition`, and a state's working board.
 */
import { Board } from './board.js';
import { enPassantPossible, parseFen, positionKey, toFen } from './fen.js';
import { legalMoveList } from './generate.js';
import { resultByRule, sumPoints } from './end.js';
import { resolveRules } from './rules.js';
import {
  BISHOP, BLACK, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE,
  squareIndex, squareName,
} from './squares.js';
import { uciOf } from './uci.js';
import type { ChessOptions, ChessPosition, ChessRules, ChessState, Color, GameResult, Phase, PlayedGame, Player } from './types.js';

const fail = (why: string): never => {
  throw new Error(`Bad chess position: ${why}`);
};

const OFFICERS = [QUEEN, ROOK, BISHOP, KNIGHT] as const;

/** V-CH-1 (a): `color` lacks no officer. */
const lacksNothing = (b: Board, color: number) => OFFICERS.every((k) => !b.lacks(color, k));

/** What makes a board no position under the rules (contract: fromPosition rejects at least …), or null. */
export function boardProblem(b: Board, rules: ChessRules): string | null {
  if (b.counts[WHITE | KING] !== 1 || b.counts[BLACK | KING] !== 1) return 'each side needs exactly one king (CH3)';
  const [wk, bk] = [b.kings[0]!, b.kings[1]!];
  if (Math.abs((wk & 7) - (bk & 7)) <= 1 && Math.abs((wk >> 4) - (bk >> 4)) <= 1) return 'the kings stand on adjacent squares (CH23)';
  const notToMove = b.side ^ BLACK;
  if (b.attacked(b.kings[notToMove >> 3]!, b.side)) return 'the side not to move is in check (CH16, CH23)';
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) continue;
    const p = b.sq[s]!;
    if ((p & 7) !== PAWN) continue;
    const color = p & BLACK;
    const rank = s >> 4;
    if (rank === (color === WHITE ? 0 : 7)) return `a pawn on its own home rank, ${squareName(s)} (CH10)`;
    if (rank === (color === WHITE ? 7 : 0)) {
      if (!rules.lacking) return `a pawn on its last rank, ${squareName(s)}, needs V-CH-1 (CH13, CH36)`;
      if (!lacksNothing(b, color)) return `a waiting pawn on ${squareName(s)} while its side lacks an officer (V-CH-1 (b))`;
    }
  }
  const needs: [number, number, number, string][] = [
    [CASTLE_WK, WHITE, 0x07, 'K'], [CASTLE_WQ, WHITE, 0x00, 'Q'], [CASTLE_BK, BLACK, 0x77, 'k'], [CASTLE_BQ, BLACK, 0x70, 'q'],
  ];
  for (const [bit, color, rookSq, letter] of needs) {
    if (!(b.castling & bit)) continue;
    if (b.sq[color === WHITE ? 0x04 : 0x74] !== (color | KING) || b.sq[rookSq] !== (color | ROOK)) {
      return `castling right ${letter} without its king and rook on their squares (CH22)`;
    }
  }
  if (b.ep >= 0) {
    const up = b.side === WHITE ? 16 : -16;
    const rank = b.side === WHITE ? 5 : 2;
    const pawn = (b.side ^ BLACK) | PAWN;
    if (b.ep >> 4 !== rank || b.sq[b.ep] || b.sq[b.ep + up] || b.sq[b.ep - up] !== pawn) {
      return `the en passant square ${squareName(b.ep)} follows no double step (CH12)`;
    }
  }
  return null;
}

/** A checked start board: waiting pawns in file order (V-CH-1 (f)), the en passant square kept only if a capture is possible (PD-CH-9). */
export function loadStart(fen: unknown, rules: ChessRules): Board {
  const b = parseFen(fen);
  if (typeof b === 'string') return fail(b);
  b.lacking = rules.lacking;
  const problem = boardProblem(b, rules);
  if (problem) fail(problem);
  if (rules.lacking) {
    for (let f = 0; f < 8; f++) {
      if (b.sq[0x70 + f] === PAWN) b.waiting[0].push(0x70 + f);
      if (b.sq[f] === (BLACK | PAWN)) b.waiting[1].push(f);
    }
  }
  if (b.ep >= 0 && !enPassantPossible(b)) b.ep = -1;
  return b;
}

/**
 * The session's start (options.start or the standard one) as a board; throws `Bad chess options: …`
 * when it is no position under the rules or its game is already over by rule (contract "Options").
 */
export function sessionStart(rules: ChessRules): Board {
  let b: Board;
  try {
    b = loadStart(rules.start, rules);
  } catch (e) {
    throw new Error(`Bad chess options: start ${JSON.stringify(rules.start)}: ${(e as Error).message}`);
  }
  const over = resultByRule(b, rules, [positionKey(b)], true);
  if (over) throw new Error(`Bad chess options: the start position is already over (${over.reason})`);
  return b;
}

/** The working board of a state (its fen and waiting pawns). */
export function boardOf(s: ChessPosition, rules: ChessRules): Board {
  const b = parseFen(s.fen);
  if (typeof b === 'string') return fail(b);
  b.lacking = rules.lacking;
  b.waiting[0].push(...s.waiting.w.map(squareIndex));
  b.waiting[1].push(...s.waiting.b.map(squareIndex));
  return b;
}

export const waitingOf = (b: Board): { w: string[]; b: string[] } => ({ w: b.waiting[0].map(squareName), b: b.waiting[1].map(squareName) });

/** Plays `moves` from `start` (each must be legal, none after the end by rule). */
function replay(start: Board, moves: readonly unknown[], rules: ChessRules): { board: Board; history: string[]; end: GameResult | null } {
  const b = start;
  const history = [positionKey(b)];
  let end = resultByRule(b, rules, history, true);
  moves.forEach((move, i) => {
    if (end) fail(`move ${i + 1} (${JSON.stringify(move)}) follows the end of the game (${end.reason})`);
    const m = typeof move === 'string' ? legalMoveList(b).find((x) => uciOf(x) === move) : undefined;
    if (m === undefined) fail(`move ${i + 1} (${JSON.stringify(move)}) is not a legal move there`);
    b.make(m!);
    history.push(positionKey(b));
    end = resultByRule(b, rules, history, true);
  });
  return { board: b, history, end };
}

const REASONS = ['checkmate', 'checkmate-unannounced', 'stalemate', 'insufficient-material', 'fifty-moves', 'repetition', 'resignation', 'agreement'];

/** What is wrong with a recorded result (CH29), or null. */
function resultProblem(r: unknown): string | null {
  if (typeof r !== 'object' || r === null) return 'a result must be an object';
  const { winner, reason, stake } = r as GameResult;
  if (winner !== null && winner !== 'w' && winner !== 'b') return `winner ${JSON.stringify(winner)}`;
  if (!REASONS.includes(reason)) return `reason ${JSON.stringify(reason)}`;
  const fits =
    reason === 'checkmate' || reason === 'resignation' ? winner !== null && stake === 1
    : reason === 'checkmate-unannounced' ? winner !== null && stake === 0.5
    : reason === 'stalemate' ? (winner === null && stake === 0) || (winner !== null && (stake === 0.5 || stake === 1))
    : winner === null && stake === 0;
  return fits ? null : `a ${reason} with winner ${JSON.stringify(winner)} and stake ${JSON.stringify(stake)} (CH29)`;
}

const sameResult = (a: GameResult, b: GameResult) => a.winner === b.winner && a.reason === b.reason && a.stake === b.stake;

/** The result a game over by rule must carry; V-CH-4's mate may be announced or not (moves never hold '#'). */
function fitsRuleEnd(given: GameResult, end: GameResult, rules: ChessRules): boolean {
  if (sameResult(given, end)) return true;
  return rules.announce && end.reason === 'checkmate' && sameResult(given, { winner: end.winner, reason: 'checkmate-unannounced', stake: 0.5 });
}

/** The options as plain data, only the keys given (a state's JSON round-trips). */
export function cleanOptions(o: ChessOptions): ChessOptions {
  const out: ChessOptions = {};
  if (o.variants !== undefined) out.variants = [...o.variants];
  if (o.preset !== undefined) out.preset = o.preset;
  if (o.games !== undefined) out.games = o.games;
  if (o.start !== undefined) out.start = o.start;
  return out;
}

export const colorToMove = (b: Board): Color => (b.side === WHITE ? 'w' : 'b');

/** Validates a position (contract "Positions") and gives its state; throws `Bad chess position: …`. */
export function fromPosition(p: ChessPosition): ChessState {
  if (typeof p !== 'object' || p === null) fail('a position must be an object');
  if (typeof p.options !== 'object' || p.options === null) fail('options must be an object');
  const rules = resolveRules(p.options);
  if (p.options.start !== undefined) sessionStart(rules);
  const start = loadStart(p.startFen, rules);
  const startFen = toFen(start);
  if (!Array.isArray(p.moves)) fail('moves must be a list');
  const { board, history, end } = replay(start, p.moves, rules);
  const fen = toFen(board);
  if (p.fen !== undefined && p.fen !== fen) {
    const given = parseFen(p.fen);
    if (typeof given !== 'string') given.lacking = rules.lacking;
    if (typeof given === 'string' || toFen(given) !== fen) {
      fail(`fen ${JSON.stringify(p.fen)} is not the position the moves reach (${fen})`);
    }
  }
  const waiting = waitingOf(board);
  if (p.waiting !== undefined && JSON.stringify(p.waiting) !== JSON.stringify(waiting)) {
    fail(`waiting ${JSON.stringify(p.waiting)} disagrees with the replay (${JSON.stringify(waiting)})`);
  }
  const phases: Phase[] = ['play', 'gameOver', 'sessionOver'];
  if (!phases.includes(p.phase)) fail(`unknown phase ${JSON.stringify(p.phase)}`);
  if (!Number.isInteger(p.game) || p.game < 1) fail(`game must be a positive whole number, not ${JSON.stringify(p.game)}`);
  if (p.game > rules.games) fail(`game ${p.game} of a session of ${rules.games} (CH31)`);
  if (p.white !== 0 && p.white !== 1) fail(`white must be player 0 or 1, not ${JSON.stringify(p.white)}`);
  if (!Array.isArray(p.results)) fail('results must be a list');
  p.results.forEach((g, i) => {
    const problem = resultProblem(g);
    if (problem) fail(`results[${i}]: ${problem}`);
    const white = (p.game - (i + 1)) % 2 === 0 ? p.white : 1 - p.white;
    if (g.white !== white) fail(`results[${i}]: White was player ${white} in game ${i + 1} (the colours change every game, CH31)`);
  });
  let result: GameResult | null = null;
  if (p.phase === 'play') {
    if (end) fail(`phase play in a game over by rule (${end.reason})`);
    if (p.result !== null) fail('a game in play has no result');
    if (p.results.length !== p.game - 1) fail(`results hold ${p.results.length} games in game ${p.game}`);
    if (p.toMove !== colorToMove(board)) fail(`toMove ${JSON.stringify(p.toMove)}, but ${colorToMove(board)} is to move`);
  } else {
    if (p.phase === 'gameOver' && p.game >= rules.games) fail(`gameOver in the last game (${p.game} of ${rules.games}): sessionOver`);
    if (p.phase === 'sessionOver' && p.game !== rules.games) fail(`sessionOver in game ${p.game} of ${rules.games}`);
    if (p.toMove !== null) fail('toMove is null once the game is over');
    const problem = resultProblem(p.result);
    if (problem) fail(`result: ${problem}`);
    result = { winner: p.result!.winner, reason: p.result!.reason, stake: p.result!.stake };
    if (end ? !fitsRuleEnd(result, end, rules) : result.reason !== 'resignation' && result.reason !== 'agreement') {
      fail(`result ${JSON.stringify(p.result)} does not fit the end of the game (${end ? end.reason : 'not over by rule'})`);
    }
    const last = p.results[p.results.length - 1];
    if (p.results.length !== p.game || !last || !sameResult(last, result)) fail('the last of results must be this game once it is over');
  }
  const results: PlayedGame[] = p.results.map((g) => ({ winner: g.winner, reason: g.reason, stake: g.stake, white: g.white }));
  const points = sumPoints(results);
  if (!Array.isArray(p.points) || p.points.length !== 2 || p.points[0] !== points[0] || p.points[1] !== points[1]) {
    fail(`points ${JSON.stringify(p.points)} disagree with results (${JSON.stringify(points)})`);
  }
  return {
    options: cleanOptions(p.options),
    startFen,
    moves: [...(p.moves as string[])],
    fen,
    waiting,
    phase: p.phase,
    toMove: p.phase === 'play' ? colorToMove(board) : null,
    result,
    game: p.game,
    white: p.white as Player,
    results,
    points,
    history,
  };
}

/** The contract's fields of a state (the exact inverse of fromPosition). */
export function toPosition(s: ChessState): ChessPosition {
  return {
    options: cleanOptions(s.options),
    startFen: s.startFen,
    moves: [...s.moves],
    fen: s.fen,
    waiting: { w: [...s.waiting.w], b: [...s.waiting.b] },
    phase: s.phase,
    toMove: s.toMove,
    result: s.result && { winner: s.result.winner, reason: s.result.reason, stake: s.result.stake },
    game: s.game,
    white: s.white,
    results: s.results.map((g) => ({ ...g })),
    points: [s.points[0], s.points[1]],
  };
}

/** A state read from JSON (a save, a table server): the position checked by replay. */
export const stateFromJSON = (json: unknown): ChessState => fromPosition(json as ChessPosition);
