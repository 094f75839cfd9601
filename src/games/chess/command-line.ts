/**
 * Chess's command line, in German or English whatever the app's language: SAN in either language's
 * letters ("Nf3", "Sf3", "exd5", "e8=Q", "Dxe5+", "O-O"), long notation ("e2e4", "e7e8q", "g1-f3"),
 * moves in words ("Springer f3", "knight takes e5", "Bauer e8 wird Dame", "rochade kurz", "castle
 * short") and reading words ("brett"/"board", "stand"/"status" …). A typed move is matched against
 * the engine's legal moves (CH35's SAN of each, the men on their squares) and never guessed: one fits
 * → that move; several → they are named and listed (two knights that can go to d2, a promotion without
 * its piece); none → said. The words are every language's at once (locales/chess/command-words.ts).
 */
import { chessCommandWords } from '../../../locales/chess/command-words.js';
import { everyLanguage, normalWord, wordMap, wordSet } from '../../i18n/command-words.js';
import type { ChessQueryId } from './messages.js';
import type { Man } from './queries.js';
import type { Color, Kind } from './types.js';

export type ChessParse =
  | { readonly kind: 'move'; readonly move: string }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly string[] }
  | { readonly kind: 'query'; readonly command: ChessQueryId }
  | { readonly kind: 'notYourTurn' }
  | { readonly kind: 'noSuchMove' }
  | { readonly kind: 'unknown' };

export interface ChessParseContext {
  readonly legal: readonly string[];
  /** The SAN of each legal move (queries.ts legalSans). */
  readonly sans: ReadonlyMap<string, string>;
  readonly men: ReadonlyMap<string, Man>;
  readonly toMove: Color | null;
}

const WORDS = everyLanguage(chessCommandWords);
const QUERIES = wordMap(WORDS.map((w) => w.queries));
const PIECES = wordMap(WORDS.map((w) => w.pieces));
const TAKES = wordSet(WORDS.map((w) => w.takes));
const FILL = wordSet(WORDS.map((w) => [...w.fill, ...w.promotes]));
const PROMOTES = wordSet(WORDS.map((w) => w.promotes));
const CASTLE_SHORT = wordSet(WORDS.map((w) => w.castleShort));
const CASTLE_LONG = wordSet(WORDS.map((w) => w.castleLong));
/** SAN's piece letters of every language (upper case: "N", "S", "D"). */
const LETTERS: ReadonlyMap<string, Kind> = new Map(WORDS.flatMap((w) => Object.entries(w.sanLetters).map(([k, letter]) => [letter, k as Kind] as const)));
const LETTER_CLASS = [...LETTERS.keys()].join('');
const SAN = new RegExp(`^([${LETTER_CLASS}])?([a-h])?([1-8])?([x:])?([a-h][1-8])(?:=?([${LETTER_CLASS}]))?$`);
const LONG = /^([a-h][1-8])[-x:]?([a-h][1-8])([qrbn])?$/;

/** What a typed move asks for, to be matched against the legal moves. */
interface Wanted {
  readonly kind: Kind | null;
  readonly fromFile?: string;
  readonly fromRank?: string;
  readonly to: string;
  readonly takes: boolean;
  readonly promo: Kind | null;
}

function matching(w: Wanted, ctx: ChessParseContext): string[] {
  return ctx.legal.filter((uci) => {
    const man = ctx.men.get(uci.slice(0, 2));
    if (!man || uci.slice(2, 4) !== w.to) return false;
    if (w.kind !== null && man.kind !== w.kind) return false;
    if (w.fromFile && uci[0] !== w.fromFile) return false;
    if (w.fromRank && uci[1] !== w.fromRank) return false;
    if (w.takes && !(ctx.sans.get(uci) ?? '').includes('x')) return false;
    if (w.promo !== null && uci[4] !== w.promo) return false;
    return true;
  });
}

const answer = (fits: readonly string[]): ChessParse =>
  fits.length === 1 ? { kind: 'move', move: fits[0]! } : fits.length > 1 ? { kind: 'ambiguous', candidates: fits } : { kind: 'noSuchMove' };

function castle(side: 'short' | 'long', ctx: ChessParseContext): ChessParse {
  const san = side === 'short' ? 'O-O' : 'O-O-O';
  return answer(ctx.legal.filter((m) => (ctx.sans.get(m) ?? '').replace(/[+#]$/, '') === san));
}

/** SAN in any language's letters; null when the text is no SAN. */
function sanMove(raw: string, ctx: ChessParseContext): ChessParse | null {
  const m = SAN.exec(raw.replace(/[+#!?]+$/, ''));
  if (!m) return null;
  const kind = m[1] ? LETTERS.get(m[1])! : 'p';
  const promo = m[6] ? LETTERS.get(m[6])! : null;
  const w: Wanted = { kind, ...(m[2] ? { fromFile: m[2] } : {}), ...(m[3] ? { fromRank: m[3] } : {}), to: m[5]!, takes: !!m[4], promo };
  return answer(matching(w, ctx));
}

/** Words: a piece, squares, "takes", "becomes" and a piece (any language's, fillers between). */
function wordsMove(t: string, ctx: ChessParseContext): ChessParse | null {
  let kind: Kind | null = null;
  let promo: Kind | null = null;
  let takes = false;
  let promoting = false;
  const squares: string[] = [];
  for (const token of t.split(' ')) {
    if (/^[a-h][1-8]$/.test(token)) squares.push(token);
    else if (TAKES.has(token)) takes = true;
    else if (PIECES.has(token)) {
      if (promoting || (kind !== null && squares.length > 0)) promo = PIECES.get(token)!;
      else kind = PIECES.get(token)!;
    } else if (FILL.has(token)) promoting ||= PROMOTES.has(token) && squares.length > 0;
    else return null;
  }
  if (squares.length === 0 || squares.length > 2) return null;
  const to = squares[squares.length - 1]!;
  const from = squares.length === 2 ? squares[0]! : null;
  const w: Wanted = { kind, ...(from ? { fromFile: from[0]!, fromRank: from[1]! } : {}), to, takes, promo };
  return answer(matching(w, ctx));
}

export function parseChessCommand(text: string, ctx: ChessParseContext): ChessParse {
  const raw = text.normalize('NFC').trim().replace(/^\//, '').trim();
  if (raw === '') return { kind: 'unknown' };
  const t = normalWord(raw).replace(/[,.;!?]+/g, ' ').replace(/\s+/g, ' ').trim();
  const query = QUERIES.get(t);
  if (query) return { kind: 'query', command: query };
  const shortCastle = CASTLE_SHORT.has(t) || CASTLE_SHORT.has(t.replace(/[+#]$/, ''));
  const longCastle = CASTLE_LONG.has(t) || CASTLE_LONG.has(t.replace(/[+#]$/, ''));
  const long = LONG.exec(t.replace(/[+#]$/, ''));
  const attempt = (): ChessParse | null => {
    if (shortCastle || longCastle) return castle(shortCastle ? 'short' : 'long', ctx);
    if (long) {
      const from = long[1]!, to = long[2]!;
      const fits = ctx.legal.filter((m) => m.slice(0, 4) === from + to && (!long[3] || m[4] === long[3]));
      return answer(fits);
    }
    return sanMove(raw, ctx) ?? wordsMove(t, ctx);
  };
  const r = attempt();
  if (r === null) return { kind: 'unknown' };
  if (ctx.legal.length === 0 && r.kind !== 'unknown') return { kind: 'notYourTurn' };
  return r;
}
