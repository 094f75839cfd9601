/**
 * Chess's part of the message catalogue: every sentence of the table (the moves in words, checks and
 * mates, results, the board's reading keys, refusals, the setup's words) and its commands. Implemented
 * by locales/chess/{de,en}.ts (a missing key is a compile error), merged over the shell's catalogue.
 * Squares come in as the describer wrote them in the speech style chosen (plain "e4", NATO, "Anna");
 * players' names come in formatted (`Who`). The catalogue only builds sentences.
 */
import type { Who } from '../../i18n/messages.js';
import type { Color, Kind, Reason } from './types.js';
import { TABLE_COMMAND_IDS, type ChessTableWords } from './table-words.js';
import { BOOK_COMMAND_IDS, type ChessBookWords } from './book-words.js';

/** The piece kinds a jump key reaches (K Q T B N P, with Shift the opponent's). */
export const JUMP_KINDS = ['k', 'q', 'r', 'b', 'n', 'p'] as const satisfies readonly Kind[];

export const CHESS_COMMAND_IDS = [
  'activateSquare',
  'squareUp',
  'squareDown',
  'squareLeft',
  'squareRight',
  'cancelSelection',
  ...JUMP_KINDS.flatMap((k) => [`jump-${k}`, `jumpTheirs-${k}`] as const),
  'positionAfter',
  'readFile',
  'readRank',
  'listMine',
  'listTheirs',
  'readAttacks',
  'pieceMoves',
  'readBoard',
  'moveList',
  'readStatus',
  'whoseTurn',
  'lastMove',
  'announceMate',
  'nextDeal',
  ...TABLE_COMMAND_IDS,
  ...BOOK_COMMAND_IDS,
] as const;
export type ChessCommandId = (typeof CHESS_COMMAND_IDS)[number];

/** How moves and squares are spoken (a setting of the game, as Lichess's blind mode has them). */
export const SPEECH_STYLES = ['words', 'san', 'nato', 'anna'] as const;
export type SpeechStyle = (typeof SPEECH_STYLES)[number];

/** The commands the command line's reading words run (src/games/chess/command-line.ts). */
export type ChessQueryId = 'readBoard' | 'readStatus' | 'whoseTurn' | 'lastMove' | 'listMine' | 'listTheirs' | 'moveList' | 'hint' | 'repeatLastEvent' | 'help' | 'rules';

/**
 * What a player may type at chess's command line in one language (locales/chess/command-words.ts), in
 * lower case; the command line reads every language at once.
 */
export interface ChessCommandWords {
  readonly queries: Readonly<Record<ChessQueryId, readonly string[]>>;
  /** The pieces' names and letters: "springer", "knight", "s", "n". */
  readonly pieces: Readonly<Record<Kind, readonly string[]>>;
  /** The piece letters of SAN in this language (upper case; a pawn has none): "N", "S". */
  readonly sanLetters: Readonly<Record<Exclude<Kind, 'p'>, string>>;
  /** Words that mark a capture ("takes", "schlägt", "x"). */
  readonly takes: readonly string[];
  /** Filler words between the parts ("to", "nach", "auf"). */
  readonly fill: readonly string[];
  /** Castling in words ("castle short", "rochade kurz", "kurze rochade"). */
  readonly castleShort: readonly string[];
  readonly castleLong: readonly string[];
  /** Words naming the piece a pawn becomes ("promotes", "wird", "="): fillers too. */
  readonly promotes: readonly string[];
}

/** A move in words: what the describer knows of it (the move event and the events with it). */
export interface MoveWords {
  readonly color: Color;
  readonly piece: Kind;
  /** The square as the speech style says it. */
  readonly from: string;
  readonly to: string;
  /** The SAN's disambiguation (a file, a rank or a square), as said; '' when none. */
  readonly which: string;
  readonly takes: boolean;
  readonly enPassant: boolean;
  readonly castle: 'king' | 'queen' | null;
  readonly promotion: Kind | null;
  /** V-CH-1: the pawn waits on its last rank. */
  readonly waits: boolean;
  readonly check: boolean;
  readonly mate: boolean;
}

/** One side's men grouped by kind ("White: king g1; rooks a1, f1; …"). */
export interface MenList {
  readonly color: Color;
  readonly groups: readonly { readonly kind: Kind; readonly squares: readonly string[] }[];
}

export interface ChessUi {
  readonly resumed: string;
  readonly commands: Readonly<Record<ChessCommandId | 'nextZone' | 'focusCommandLine' | 'pickChoice', { readonly name: string; readonly help: string }>>;
  readonly noNextDeal: string;
  readonly commandHint: string;
  readonly commandPlaceholder: string;
  readonly commandUnknown: string;
  readonly commandNoSuchMove: string;
  /** The board zone's heading; "you play White". */
  boardHeading(mine: Color): string;
  /** A grid cell's name: "e4, white knight", "e5, empty"; `selected`: the piece picked up. */
  squareName(square: string, man: { color: Color; kind: Kind } | null, selected: boolean): string;
  readonly movesHeading: string;
  readonly movesEmpty: string;
  /** A line of the move list: "1. e4, e5". */
  moveLine(n: number, white: string | null, black: string | null): string;
  readonly statusHeading: string;
  readonly seats: string;
  readonly seatHelp: string;
  readonly rules: string;
  readonly preset: string;
  readonly presetHelp: string;
  presetOption(p: 'fide' | 'fielding'): string;
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  readonly games: string;
  readonly gamesHelp: string;
  readonly speechStyle: string;
  speechStyleName(s: SpeechStyle): string;
  readonly nextGame: string;
  readonly announceOn: string;
  readonly announceOff: string;
  /** The command line's candidates' heading. */
  readonly whichMove: string;
  /** "Promotion: choose the piece". */
  readonly promotionHeading: string;
}

export interface ChessWords {
  colorName(c: Color): string;
  pieceName(k: Kind): string;
  /** "white knight", "weißer Springer". */
  man(c: Color, k: Kind): string;
  /** The piece letters of the eight board lines (braille-safe): "K", "N"; the colour by case in the describer. */
  pieceLetter(k: Kind): string;
  /** A square in the NATO or the "Anna" alphabet: the file's word ("echo", "Emil"). */
  fileWord(style: 'nato' | 'anna', file: string): string;
  /** "Black: knight takes f7, check." */
  moveSaid(m: MoveWords, san: string | null): string;
  /** The move alone, for lists and choices ("knight f3" / "Nf3"). */
  moveShort(m: MoveWords, san: string | null): string;
  gameStarted(game: number, games: number, me: Color, opponent: Who): string;
  pawnRelieved(color: Color, square: string, kind: Kind): string;
  checkmate(winner: Color, announced: boolean): string;
  stalemate(color: Color): string;
  draw(reason: 'insufficient-material' | 'fifty-moves' | 'repetition' | 'agreement'): string;
  resignation(color: Color): string;
  /** The result of a game (with V-CH-2's half-lost stalemate, V-CH-3's, V-CH-4's unannounced mate) and the points. */
  result(r: { winner: Color | null; reason: Reason; stake: number }, points: readonly { who: Who; points: number }[]): string;
  sessionOver(points: readonly { who: Who; points: number }[], won: boolean | null): string;
  yourTurn(me: Color, inCheck: boolean): string;
  turnOf(who: Who, color: Color, inCheck: boolean): string;
  readonly gameIsOver: string;
  /** Enter on a piece: "knight g1 selected: f3, h3", or it has no move. */
  selected(man: string, square: string, targets: readonly string[]): string;
  noMoves(man: string, square: string): string;
  readonly selectionCancelled: string;
  readonly nothingSelected: string;
  readonly emptySquare: string;
  notYours(man: string): string;
  notATarget(square: string): string;
  /** M on a square: "knight g1: f3, h3" / "e5: empty". */
  pieceMoves(man: string, square: string, moves: readonly string[]): string;
  /** A: what attacks and defends the square. */
  attacks(square: string, by: readonly { color: Color; men: readonly string[] }[]): string;
  /** H: one side's men grouped by kind. */
  menList(list: MenList): string;
  /** F, Shift+F: a file or a rank, square by square. */
  line(name: string, squares: readonly string[]): string;
  fileName(file: string): string;
  rankName(rank: string): string;
  /** A square's contents in a line: "e4 white knight", "e5 empty". */
  squareContents(square: string, man: string | null): string;
  /** Enter on a line of the move list: the board after that line's last move. */
  positionAfter(line: string, lines: readonly string[]): string;
  /** D: the board's eight lines, White's pieces in capitals. */
  boardLines(lines: readonly string[]): string;
  noPieceOfKind(kind: Kind, color: Color): string;
  readonly noMoveYet: string;
  lastMove(said: string): string;
  status(s: { readonly turn: string; readonly game: number; readonly games: number; readonly points: readonly { who: Who; points: number }[]; readonly rules: readonly string[]; readonly waiting: readonly string[] }): string;
  /** V-CH-4: the announcement for the next move set or cleared. */
  announceSet(on: boolean): string;
  readonly announceNotInForce: string;
  /** V-CH-1: what the pawn may become now: "queen, rook"; none: it waits. */
  promotionChoice(kinds: readonly Kind[]): string;
  readonly pawnWaits: string;
  /** A refusal, with its rule: the engine's code. */
  refusal(code: string, rule: string): string;
  /** The command line: which moves a typed move may mean. */
  ambiguous(moves: readonly string[]): string;
  readonly notYourTurn: string;
}

export interface ChessCatalogue {
  readonly ui: ChessUi;
  readonly chess: ChessWords;
  /** Resignation, draw offers and the hint's reasons (table-words.ts). */
  readonly table: ChessTableWords;
  /** The book: its replays, puzzles and historical notes (book-words.ts). */
  readonly book: ChessBookWords;
}
