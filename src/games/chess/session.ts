/** Sessions (CH31, PD-CH-13): the first game with colours drawn from the seed, the next with colours changed. */
import { Rng } from '../../engine/rng.js';
import { positionKey, toFen } from './fen.js';
import { cleanOptions, colorToMove, sessionStart, waitingOf } from './position.js';
import { resolveRules } from './rules.js';
import type { ChessEvent, ChessOptions, ChessState, PlayedGame, Player } from './types.js';

/** A fresh game from the session's start; throws when the start is bad or already over by rule. */
function freshGame(options: ChessOptions, game: number, white: Player, results: PlayedGame[], points: [number, number]): ChessState {
  const rules = resolveRules(options);
  const b = sessionStart(rules);
  const history = [positionKey(b)];
  return {
    options: cleanOptions(options),
    startFen: toFen(b),
    moves: [],
    fen: toFen(b),
    waiting: waitingOf(b),
    phase: 'play',
    toMove: colorToMove(b),
    result: null,
    game,
    white,
    results,
    points,
    history,
  };
}

/** Game 1 of a session; `white` drawn from the seed (the same seed and options give the same state). */
export function newSession(options: ChessOptions, seed: string | number): ChessState {
  const white = (Rng.fromSeed(`chess:${String(seed)}`).nextUint32() & 1) as Player;
  return freshGame(options, 1, white, [], [0, 0]);
}

/** The next game from 'gameOver': the players change colours, results and points carry. */
export function nextGame(s: ChessState): ChessState {
  if (s.phase !== 'gameOver') throw new Error(`nextGame needs phase gameOver, not ${s.phase} (CH33)`);
  return freshGame(s.options, s.game + 1, (1 - s.white) as Player, s.results.map((g) => ({ ...g })), [s.points[0], s.points[1]]);
}

/** The event a table says when a game starts. */
export const gameStarted = (s: ChessState): ChessEvent => ({ type: 'gameStarted', game: s.game, white: s.white, fen: s.startFen });
