/**
 * What a table asks of a position besides its legal moves (pure; contract "Where the engine is free"):
 * the men on the board by square, the SAN each legal move would have (CH35, with its '+' or '#'), and
 * which men attack a square (section 0's "attacked": what attacks and defends it). Every answer comes
 * from the engine's own board and move judge, never from a second reading of the rules.
 */
import { attackersOf } from './attackers.js';
import { toFen } from './fen.js';
import { legalMoveList } from './generate.js';
import { loadStart } from './position.js';
import { uciOf } from './uci.js';
import { applyMove, legalMoves } from './index.js';
import { boardOf } from './position.js';
import { resolveRules } from './rules.js';
import { BLACK, KIND_LETTERS, WHITE, squareIndex, squareName } from './squares.js';
import type { ChessState, Color, Kind } from './types.js';

export interface Man {
  readonly color: Color;
  readonly kind: Kind;
}

/** The 64 squares in reading order from White's side: a8 … h8, a7 … h1 (CH2). */
export const SQUARES: readonly string[] = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8]! + String(8 - Math.floor(i / 8)));

/** The man on each occupied square of the position (its FEN's board field, CH36). */
export function menOf(s: Pick<ChessState, 'fen'>): ReadonlyMap<string, Man> {
  const out = new Map<string, Man>();
  const ranks = s.fen.split(' ')[0]!.split('/');
  ranks.forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') file += Number(ch);
      else {
        out.set('abcdefgh'[file]! + String(8 - r), { color: ch === ch.toUpperCase() ? 'w' : 'b', kind: ch.toLowerCase() as Kind });
        file++;
      }
    }
  });
  return out;
}

/** CH35: the SAN of each legal move (with '+' or '#' as the position after it gives), by its long notation. */
export function legalSans(s: ChessState): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const uci of legalMoves(s)) {
    const r = applyMove(s, uci);
    const move = r.ok ? r.events.find((e) => e.type === 'move') : undefined;
    if (move?.type === 'move') out.set(uci, move.san);
  }
  return out;
}

/** The squares of `by`'s men that attack `square` (a waiting pawn attacks nothing, V-CH-1 (c)); [] for a bad square. */
export function attackersOfSquare(s: ChessState, square: string, by: Color): string[] {
  const t = squareIndex(square);
  if (t < 0) return [];
  const b = boardOf(s, resolveRules(s.options));
  return attackersOf(b, t, by === 'w' ? WHITE : BLACK).map(squareName);
}

/** The FEN after the game's first `plies` moves (the move list's "the position after this move"), replayed on the engine's board. */
export function fenAfter(s: ChessState, plies: number): string {
  const b = loadStart(s.startFen, resolveRules(s.options));
  for (const move of s.moves.slice(0, Math.max(0, plies))) {
    const m = legalMoveList(b).find((x) => uciOf(x) === move);
    if (m === undefined) break;
    b.make(m);
  }
  return toFen(b);
}

/** V-CH-1: the squares of a colour's waiting pawns (the engine's list, longest-waiting first). */
export const waitingPawns = (s: ChessState, color: Color): readonly string[] => s.waiting[color];

/** A kind's letter as the contract writes it (`k q r b n p`). */
export const KINDS: readonly Kind[] = KIND_LETTERS.slice(1).split('').reverse() as Kind[];
