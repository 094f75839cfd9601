/**
 * The end of a game by rule (CH26's order: checkmate CH19, stalemate CH25, insufficient material,
 * fifty moves, threefold repetition) and the results and points of CH29.
 */
import type { Board } from './board.js';
import { BISHOP, KING, KNIGHT, WHITE, isLight } from './squares.js';
import { hasLegalMove } from './generate.js';
import type { ChessRules, Color, GameResult, PlayedGame, Player } from './types.js';

export const colorName = (c: number): Color => (c === WHITE ? 'w' : 'b');
export const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');

/**
 * CH26: the men left cannot mate. Default: K v K, K+B v K, K+N v K, or kings and bishops all on one
 * square colour; under V-CH-2 or V-CH-3 only bare kings (PD-CH-7).
 */
export function insufficientMaterial(b: Board, rules: ChessRules): boolean {
  let minors = 0, knights = 0, light = 0, dark = 0;
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) continue;
    const p = b.sq[s]!;
    const kind = p & 7;
    if (!p || kind === KING) continue;
    if (kind === KNIGHT) knights++;
    else if (kind === BISHOP) {
      if (isLight(s)) light++;
      else dark++;
    } else return false;
    minors++;
  }
  if (minors === 0) return true;
  if (rules.stalemate !== 'draw') return false;
  if (minors === 1) return true;
  return knights === 0 && (light === 0 || dark === 0);
}

/**
 * How the game stands after a move by the other side (CH26's order), or null if it goes on.
 * `history`: the repetition identities of this game's positions, the current one included.
 * `announced`: the mover added '#' (V-CH-4).
 */
export function resultByRule(b: Board, rules: ChessRules, history: readonly string[], announced: boolean): GameResult | null {
  const toMove = colorName(b.side);
  const mover = other(toMove);
  if (!hasLegalMove(b)) {
    if (b.inCheck()) {
      if (rules.announce && !announced) return { winner: mover, reason: 'checkmate-unannounced', stake: 0.5 };
      return { winner: mover, reason: 'checkmate', stake: 1 };
    }
    if (rules.stalemate === 'half') return { winner: mover, reason: 'stalemate', stake: 0.5 };
    if (rules.stalemate === 'english') return { winner: toMove, reason: 'stalemate', stake: 1 };
    return { winner: null, reason: 'stalemate', stake: 0 };
  }
  if (insufficientMaterial(b, rules)) return { winner: null, reason: 'insufficient-material', stake: 0 };
  if (b.half >= 100) return { winner: null, reason: 'fifty-moves', stake: 0 };
  const now = history[history.length - 1];
  let seen = 0;
  for (const key of history) if (key === now) seen++;
  if (seen >= 3) return { winner: null, reason: 'repetition', stake: 0 };
  return null;
}

/** CH29, PD-CH-8: the points of a finished game by player (½ ± stake/2; ½ each for a draw). */
export function pointsOf(g: PlayedGame): [number, number] {
  if (g.winner === null) return [0.5, 0.5];
  const winner: Player = g.winner === 'w' ? g.white : ((1 - g.white) as Player);
  const out: [number, number] = [0.5 - g.stake / 2, 0.5 - g.stake / 2];
  out[winner] = 0.5 + g.stake / 2;
  return out;
}

export function sumPoints(games: readonly PlayedGame[]): [number, number] {
  const total: [number, number] = [0, 0];
  for (const g of games) {
    const [a, c] = pointsOf(g);
    total[0] += a;
    total[1] += c;
  }
  return total;
}
