/**
 * Chess in words (no symbols): a step's events as sentences (the move with its capture, castling,
 * promotion, V-CH-1's waiting pawn and its relief, every check and mate: CH17, CH38), the result with
 * V-CH-2's half-lost stalemate and V-CH-4's unannounced mate, and the board's readings (a square, a
 * file, a rank, a side's men by kind, what attacks a square, a piece's moves, the eight lines). Squares
 * are said in the speech style chosen (plain, NATO, "Anna"); moves in words or in SAN.
 */
import type { Who } from '../../i18n/messages.js';
import type { Spoken } from '../../play/seat-play.js';
import type { ChessMessages } from './texts.js';
import type { MenList, MoveWords, SpeechStyle } from './messages.js';
import { KINDS, SQUARES, attackersOfSquare, menOf, type Man } from './queries.js';
import { resolveRules } from './rules.js';
import type { ChessEvent, ChessState, Color, Kind } from './types.js';

export interface Words {
  readonly messages: ChessMessages;
  readonly style: SpeechStyle;
  /** My seat (0 or 1) and the players' names by seat. */
  readonly me: number;
  readonly names: readonly string[];
  readonly view: ChessState;
}

export const other = (c: Color): Color => (c === 'w' ? 'b' : 'w');
/** The colour a seat plays in the view's game (CH31). */
export const colorOf = (view: Pick<ChessState, 'white'>, seat: number): Color => (view.white === seat ? 'w' : 'b');
export const seatOf = (view: Pick<ChessState, 'white'>, color: Color): number => (color === 'w' ? view.white : 1 - view.white);

const whoOf = (w: Words, seat: number): Who => ({ name: w.names[seat] ?? '', self: seat === w.me });

/** A square as the speech style says it ("e4", "echo 4", "Emil 4"). */
export function squareSaid(w: Words, square: string): string {
  if (w.style !== 'nato' && w.style !== 'anna') return square;
  return `${w.messages.chess.fileWord(w.style, square[0]!)} ${square.slice(1)}`;
}

/** SAN in the language's piece letters (CH35's K Q R B N: German K D T L S), as the SAN speech style says it. */
export function sanSaid(w: Words, san: string): string {
  return san.replace(/[KQRBN]/g, (l) => w.messages.chess.pieceLetter(l.toLowerCase() as Kind));
}

/** What a move is, from its long notation, its SAN and the men before it. */
export function moveWordsOf(w: Words, m: { uci: string; san: string; color: Color; piece: Kind; enPassant: boolean; waits: boolean }): MoveWords {
  const castle = m.san.startsWith('O-O-O') ? 'queen' : m.san.startsWith('O-O') ? 'king' : null;
  const core = m.san.replace(/[+#]$/, '').replace(/=[QRBN]$/, '');
  const which = m.piece === 'p' || castle ? '' : core.slice(1, -2).replace('x', '');
  const promo = m.uci.length === 5 ? (m.uci[4] as Kind) : null;
  return {
    color: m.color,
    piece: m.piece,
    from: squareSaid(w, m.uci.slice(0, 2)),
    to: squareSaid(w, m.uci.slice(2, 4)),
    which: which.length === 2 ? squareSaid(w, which) : which,
    takes: m.san.includes('x'),
    enPassant: m.enPassant,
    castle,
    promotion: promo,
    waits: m.waits,
    check: m.san.endsWith('+'),
    mate: m.san.endsWith('#'),
  };
}

/**
 * A legal move of the position in the style chosen ("knight f3" / "Nf3"): choices, hints, a piece's
 * moves. Under V-CH-4 a mating move is said as a check: the interface must not reveal which moves mate.
 */
export function describeLegalMove(w: Words, uci: string, sanNow: string): string {
  const san = resolveRules(w.view.options).announce ? sanNow.replace(/#$/, '+') : sanNow;
  const men = menOf(w.view);
  const man = men.get(uci.slice(0, 2));
  const piece = man?.kind ?? 'p';
  const takesEmpty = piece === 'p' && uci[0] !== uci[2] && !men.has(uci.slice(2, 4));
  const waits = piece === 'p' && uci.length === 4 && (uci[3] === '8' || uci[3] === '1');
  const mw = moveWordsOf(w, { uci, san, color: man?.color ?? w.view.toMove ?? 'w', piece, enPassant: takesEmpty, waits });
  return w.messages.chess.moveShort(mw, w.style === 'san' ? sanSaid(w, san) : null);
}

/** The points of the session by player, mine first. */
export function pointsOf(w: Words, points: readonly [number, number]): { who: Who; points: number }[] {
  const seats = [w.me, 1 - w.me];
  return seats.map((s) => ({ who: whoOf(w, s), points: points[s]! }));
}

/** A step's events in words, in the order they happened (CH38): one sentence for the move and its consequences. */
export function describeEvents(events: readonly ChessEvent[], w: Words): Spoken[] {
  const c = w.messages.chess;
  const out: Spoken[] = [];
  const move = events.find((e): e is Extract<ChessEvent, { type: 'move' }> => e.type === 'move');
  if (move) {
    const capture = events.find((e) => e.type === 'capture');
    const mw = moveWordsOf(w, {
      uci: move.uci,
      san: move.san,
      color: move.color,
      piece: move.piece,
      enPassant: capture?.type === 'capture' && capture.enPassant,
      waits: events.some((e) => e.type === 'pawnWaits'),
    });
    out.push({ text: c.moveSaid(mw, w.style === 'san' ? sanSaid(w, move.san) : null), earcon: capture ? 'capture' : null });
  }
  for (const e of events) {
    switch (e.type) {
      case 'gameStarted': {
        const me = colorOf({ white: e.white }, w.me);
        out.push({ text: c.gameStarted(e.game, w.view.options.games ?? 1, me, whoOf(w, 1 - w.me)) });
        break;
      }
      case 'pawnRelieved':
        out.push({ text: c.pawnRelieved(e.color, squareSaid(w, e.square), e.piece) });
        break;
      case 'checkmate':
        out.push({ text: c.checkmate(e.winner, e.announced), earcon: 'sweep' });
        break;
      case 'stalemate':
        out.push({ text: c.stalemate(e.color) });
        break;
      case 'draw':
        out.push({ text: c.draw(e.reason) });
        break;
      case 'resignation':
        out.push({ text: c.resignation(e.color) });
        break;
      // CH30 at a table (seat-moves.ts): a draw offered, declined by a word or by a move instead.
      case 'drawOffered':
        out.push({ text: w.messages.table.drawOffered(whoOf(w, seatOf(w.view, e.color)), e.color) });
        break;
      case 'drawDeclined':
        out.push({ text: w.messages.table.drawDeclined(whoOf(w, seatOf(w.view, e.color)), e.byMove) });
        break;
      case 'gameOver':
        out.push({ text: c.result(e.result, pointsOf(w, e.points)) });
        break;
      case 'sessionOver': {
        const mine = e.points[w.me]!, theirs = e.points[1 - w.me]!;
        out.push({ text: c.sessionOver(pointsOf(w, e.points), mine === theirs ? null : mine > theirs) });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** The man on a square in words ("white knight"), or null. */
export function manSaid(w: Words, man: Man | undefined): string | null {
  return man ? w.messages.chess.man(man.color, man.kind) : null;
}

/** H: one side's men grouped by kind, king first, each kind's squares from a to h, rank 1 up. */
export function menListOf(view: ChessState, color: Color): MenList {
  const men = menOf(view);
  const order = [...SQUARES].sort((a, b) => a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!));
  const groups = KINDS.map((kind) => ({ kind, squares: order.filter((s) => men.get(s)?.color === color && men.get(s)?.kind === kind) })).filter((g) => g.squares.length > 0);
  return { color, groups };
}

export function describeMen(w: Words, color: Color): string {
  const l = menListOf(w.view, color);
  return w.messages.chess.menList({ ...l, groups: l.groups.map((g) => ({ ...g, squares: g.squares.map((s) => squareSaid(w, s)) })) });
}

/** A: which men of each side attack the square (the side whose man stands there: they defend it). */
export function describeAttacks(w: Words, square: string): string {
  const men = menOf(w.view);
  const by = (['w', 'b'] as const).map((color) => ({
    color,
    men: attackersOfSquare(w.view, square, color).map((s) => `${manSaid(w, men.get(s))} ${squareSaid(w, s)}`),
  }));
  return w.messages.chess.attacks(squareSaid(w, square), by);
}

/** F, Shift+F: the squares of a file (8 to 1) or a rank (a to h) with their men. */
export function describeLine(w: Words, square: string, what: 'file' | 'rank'): string {
  const c = w.messages.chess;
  const men = menOf(w.view);
  const squares = SQUARES.filter((s) => (what === 'file' ? s[0] === square[0] : s[1] === square[1]));
  const name = what === 'file' ? c.fileName(square[0]!) : c.rankName(square[1]!);
  return c.line(name, squares.map((s) => c.squareContents(squareSaid(w, s), manSaid(w, men.get(s)))));
}

/** D: the eight lines of the board from rank 8, each "8 r n b q k b n r": White in capitals, '-' for an empty square (braille-safe). */
export function boardLines(w: Words): string[] {
  const c = w.messages.chess;
  const men = menOf(w.view);
  const lines: string[] = [];
  for (let r = 0; r < 8; r++) {
    const row = SQUARES.slice(r * 8, r * 8 + 8).map((s) => {
      const m = men.get(s);
      if (!m) return '-';
      const letter = c.pieceLetter(m.kind);
      return m.color === 'w' ? letter.toUpperCase() : letter.toLowerCase();
    });
    lines.push(`${8 - r} ${row.join(' ')}`);
  }
  return lines;
}

/** The game's moves in pairs for the move list: "1. e4, e5" in the style chosen (SAN from the steps' move events). */
export function moveListLines(w: Words, moves: readonly { san: string; words: string }[], firstColor: Color): string[] {
  const m = w.messages.ui;
  const lines: string[] = [];
  const said = moves.map((x) => (w.style === 'san' ? sanSaid(w, x.san) : x.words));
  let i = 0;
  let n = 1;
  if (firstColor === 'b' && said.length) {
    lines.push(m.moveLine(n++, null, said[0]!));
    i = 1;
  }
  for (; i < said.length; i += 2) lines.push(m.moveLine(n++, said[i]!, said[i + 1] ?? null));
  return lines;
}
