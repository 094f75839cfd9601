/**
 * Chess's English catalogue (src/games/chess/messages.ts). The words of the rules (locales/chess/rules-en.ts):
 * king, queen, rook, bishop, knight, pawn; check, checkmate, stalemate, castling short and long, en
 * passant; the book's laws as variants V-CH-1…5 (the Fielding preset: V-CH-1 and V-CH-2). Squares come
 * in as the speech style says them; names come in formatted.
 */
import { capitalize, list, type Who } from '../../src/i18n/messages.js';
import type { ChessCatalogue, MoveWords } from '../../src/games/chess/messages.js';
import type { Color, Kind } from '../../src/games/chess/types.js';
import { keyLabel } from '../keys.js';
import { TABLE_COMMANDS_EN, chessTableEn } from './table-en.js';
import { BOOK_COMMANDS_EN, chessBookEn } from './book-en.js';

const L = 'en' as const;
const K = (key: string) => keyLabel(L, key);

const COLORS: Record<Color, string> = { w: 'White', b: 'Black' };
const PIECES: Record<Kind, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const PLURALS: Record<Kind, string> = { k: 'king', q: 'queens', r: 'rooks', b: 'bishops', n: 'knights', p: 'pawns' };
const LETTERS: Record<Kind, string> = { k: 'K', q: 'Q', r: 'R', b: 'B', n: 'N', p: 'P' };
const NATO: Record<string, string> = { a: 'alpha', b: 'bravo', c: 'charlie', d: 'delta', e: 'echo', f: 'foxtrot', g: 'golf', h: 'hotel' };
const ANNA: Record<string, string> = { a: 'Anna', b: 'Bella', c: 'Caesar', d: 'David', e: 'Eva', f: 'Felix', g: 'Gustav', h: 'Hector' };

/** A table's word, or the value as given (a value the table does not know is said as it is). */
const col = (c: Color) => COLORS[c] ?? String(c);
const pc = (k: Kind) => PIECES[k] ?? String(k);
const pcs = (k: Kind) => PLURALS[k] ?? String(k);
const letter = (k: Kind) => LETTERS[k] ?? String(k);
const man = (c: Color, k: Kind) => `${col(c).toLowerCase()} ${pc(k)}`;
const who = (w: Who) => (w.self ? 'you' : w.name);
const pointsLine = (points: readonly { who: Who; points: number }[]) => points.map((p) => `${who(p.who)} ${p.points.toLocaleString(L)}`).join(', ');

export const VARIANTS: Record<string, { name: string; description: string }> = {
  'V-CH-1': { name: 'Promotion only to a lost piece', description: 'A pawn on the last rank becomes only a piece its side has lost; if none is lost it waits there until one is captured, and then takes its place.' },
  'V-CH-2': { name: 'Stalemate is half lost', description: 'The side that is stalemated loses half the stake; only bare kings are a draw for lack of material.' },
  'V-CH-3': { name: 'English stalemate', description: 'The side that is stalemated wins. Not together with V-CH-2.' },
  'V-CH-4': { name: 'Mate must be announced', description: 'Announce mate with the move (the mate key before it); an unannounced mate wins only half.' },
  'V-CH-5': { name: 'Touch-move', description: 'A piece you pick up with Enter must be moved if it can move: Escape does not put it back.' },
};

/** The move in words: "knight takes f7, check", "castles short", "pawn e8 becomes a queen". */
function moveWords(m: MoveWords): string {
  let s: string;
  if (m.castle) s = m.castle === 'king' ? 'castles short' : 'castles long';
  else {
    const which = m.which ? ` ${m.which}` : '';
    const pawnFrom = m.piece === 'p' && m.takes ? ` ${m.from.slice(0, 1)}` : '';
    s = `${pc(m.piece)}${which}${pawnFrom}${m.takes ? ' takes' : ''} ${m.to}`;
    if (m.enPassant) s += ' en passant';
    if (m.promotion) s += `, becomes a ${pc(m.promotion)}`;
    if (m.waits) s += ', waits for a lost piece';
  }
  if (m.mate) s += ', checkmate';
  else if (m.check) s += ', check';
  return s;
}

export const chessEn: ChessCatalogue = {
  ui: {
    resumed: 'Saved chess game resumed.',
    commands: {
      activateSquare: { name: 'Pick up or move', help: 'On one of your pieces: picks it up and says where it can go. On a square it can go to: moves it there.' },
      squareUp: { name: 'Square above', help: 'Moves the cursor one square towards the 8th rank.' },
      squareDown: { name: 'Square below', help: 'Moves the cursor one square towards the 1st rank.' },
      squareLeft: { name: 'Square to the left', help: 'Moves the cursor one square towards the a file.' },
      squareRight: { name: 'Square to the right', help: 'Moves the cursor one square towards the h file.' },
      cancelSelection: { name: 'Put back', help: 'Puts the piece you picked up back (not under touch-move).' },
      'jump-k': { name: 'Your king', help: 'Moves the cursor to your king.' },
      'jumpTheirs-k': { name: 'Opponent’s king', help: 'Moves the cursor to the opponent’s king.' },
      'jump-q': { name: 'Your next queen', help: 'Moves the cursor to your next queen.' },
      'jumpTheirs-q': { name: 'Opponent’s next queen', help: 'Moves the cursor to the opponent’s next queen.' },
      'jump-r': { name: 'Your next rook', help: 'Moves the cursor to your next rook (T for tower).' },
      'jumpTheirs-r': { name: 'Opponent’s next rook', help: 'Moves the cursor to the opponent’s next rook.' },
      'jump-b': { name: 'Your next bishop', help: 'Moves the cursor to your next bishop.' },
      'jumpTheirs-b': { name: 'Opponent’s next bishop', help: 'Moves the cursor to the opponent’s next bishop.' },
      'jump-n': { name: 'Your next knight', help: 'Moves the cursor to your next knight.' },
      'jumpTheirs-n': { name: 'Opponent’s next knight', help: 'Moves the cursor to the opponent’s next knight.' },
      'jump-p': { name: 'Your next pawn', help: 'Moves the cursor to your next pawn.' },
      'jumpTheirs-p': { name: 'Opponent’s next pawn', help: 'Moves the cursor to the opponent’s next pawn.' },
      positionAfter: { name: 'Position after this move', help: 'In the move list: reads the board after the line’s last move, as eight lines.' },
      readFile: { name: 'Read file', help: 'Reads the cursor’s file from the 8th rank to the 1st, square by square.' },
      readRank: { name: 'Read rank', help: 'Reads the cursor’s rank from a to h, square by square.' },
      listMine: { name: 'Your pieces', help: 'Lists your pieces grouped by kind, with their squares.' },
      listTheirs: { name: 'Opponent’s pieces', help: 'Lists the opponent’s pieces grouped by kind, with their squares.' },
      readAttacks: { name: 'Attacks and defences', help: 'Says which pieces of each side attack the square under the cursor.' },
      pieceMoves: { name: 'Moves of this piece', help: 'Says where the piece under the cursor can go now.' },
      readBoard: { name: 'Board', help: 'Reads the whole board as eight lines from the 8th rank down, White’s pieces in capitals, a dash for an empty square.' },
      moveList: { name: 'Move list', help: 'Goes to the list of the game’s moves, one line per move number.' },
      readStatus: { name: 'Status', help: 'Whose turn it is, check, the game of the session, the points and the rules in force.' },
      whoseTurn: { name: 'Whose turn', help: 'Says whose turn it is, and whether the king is in check.' },
      lastMove: { name: 'Last move', help: 'Says the last move again.' },
      announceMate: { name: 'Announce mate', help: 'Under V-CH-4: announces mate with your next move (press again to take it back).' },
      nextDeal: { name: 'Next game', help: 'Starts the next game of the session once a game is over.' },
      nextZone: { name: 'Next zone', help: 'Moves between the board, the move list, the status, the actions, the command line and the game log.' },
      focusCommandLine: { name: 'Command line', help: 'Type a move: Nf3, e2e4, knight f3, Springer f3, castle short, rochade kurz; or board, status, help.' },
      ...BOOK_COMMANDS_EN,
      ...TABLE_COMMANDS_EN,
      pickChoice: { name: 'Choose', help: 'Chooses the entry in focus, or the one with this number.' },
    },
    noNextDeal: 'There is no next game now.',
    commandHint: 'Type a move (Nf3, e2e4, knight takes e5, castle short) or a word (board, status, help).',
    commandPlaceholder: 'Nf3',
    commandUnknown: 'I do not understand that. Type a move such as Nf3, e2e4 or knight f3, or help.',
    commandNoSuchMove: 'No legal move fits that.',
    boardHeading: (mine) => `Board, you play ${col(mine)}`,
    squareName: (square, m, selected) => `${square}, ${m ? man(m.color, m.kind) : 'empty'}${selected ? ', picked up' : ''}`,
    movesHeading: 'Moves',
    movesEmpty: 'No move yet.',
    moveLine: (n, white, black) => `${n}. ${white ?? '…'}${black ? `, ${black}` : ''}`,
    statusHeading: 'Status',
    seats: 'Players',
    seatHelp: 'You and the computer player, with its level. Colours are drawn and change every game.',
    rules: 'Rules',
    preset: 'Rule preset',
    presetHelp: 'Today’s rules, or the book’s laws: promotion only to a lost piece and stalemate half lost.',
    presetOption: (p) => (p === 'fide' ? 'Today’s rules (FIDE)' : 'Fielding (the book)'),
    variants: 'Variants',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? id,
    games: 'Games',
    gamesHelp: 'How many games the session has, from 1 to 10.',
    speechStyle: 'Chess moves spoken as',
    speechStyleName: (s) => ({ words: 'Words (knight takes f7)', san: 'Notation (Nxf7)', nato: 'Words, squares in the NATO alphabet', anna: 'Words, squares in the Anna alphabet' })[s] ?? String(s),
    nextGame: 'Next game',
    announceOn: 'Mate announced',
    announceOff: 'Announce mate',
    whichMove: 'Which move?',
    promotionHeading: 'The pawn becomes',
  },
  chess: {
    colorName: (c) => col(c),
    pieceName: (k) => pc(k),
    man,
    pieceLetter: (k) => letter(k),
    fileWord: (style, file) => (style === 'nato' ? NATO : ANNA)[file] ?? file,
    moveSaid: (m, san) => `${col(m.color)}: ${san ?? moveWords(m)}.`,
    moveShort: (m, san) => san ?? moveWords(m),
    gameStarted: (game, games, me, opponent) => `${games > 1 ? `Game ${game} of ${games}. ` : ''}You play ${col(me)} against ${opponent.name}. ${me === 'w' ? 'You move first.' : `${opponent.name} moves first.`}`,
    pawnRelieved: (color, square, kind) => `The waiting pawn of ${col(color)} on ${square} becomes a ${pc(kind)}.`,
    checkmate: (winner, announced) => (announced ? `Checkmate: ${col(winner)} wins.` : `Checkmate, not announced: ${col(winner)} wins only half (V-CH-4).`),
    stalemate: (color) => `Stalemate: ${col(color)} cannot move.`,
    draw: (reason) => ({ 'insufficient-material': 'Draw: neither side can mate.', 'fifty-moves': 'Draw by the fifty-move rule.', repetition: 'Draw: the same position for the third time.', agreement: 'Draw agreed.' })[reason] ?? String(reason),
    resignation: (color) => `${col(color)} resigns.`,
    result: (r, points) => {
      const line = `Points: ${pointsLine(points)}.`;
      if (r.winner === null) return `The game is drawn. ${line}`;
      if (r.reason === 'stalemate' && r.stake < 1) return `Stalemate is half lost (V-CH-2): ${col(r.winner)} wins half. ${line}`;
      if (r.reason === 'stalemate') return `The stalemated side wins (V-CH-3): ${col(r.winner)}. ${line}`;
      return `${col(r.winner)} wins${r.stake < 1 ? ' half' : ''}. ${line}`;
    },
    sessionOver: (points, won) => `The session is over${won === null ? ', even' : won ? ': you won' : ': you lost'}. ${capitalize(pointsLine(points))}.`,
    yourTurn: (me, inCheck) => `Your move, ${col(me)}${inCheck ? ', you are in check' : ''}.`,
    turnOf: (w, color, inCheck) => `${w.self ? 'Your' : `${w.name}’s`} move, ${col(color)}${inCheck ? ', in check' : ''}.`,
    gameIsOver: 'The game is over.',
    selected: (m, square, targets) => `${capitalize(m)} ${square} picked up: ${list(L, targets)}.`,
    noMoves: (m, square) => `The ${m} on ${square} cannot move now.`,
    selectionCancelled: 'Put back.',
    nothingSelected: 'Nothing picked up.',
    emptySquare: 'Empty square: pick up one of your pieces first.',
    notYours: (m) => `That is the ${m}: pick up one of your own pieces.`,
    notATarget: (square) => `The piece cannot go to ${square}.`,
    pieceMoves: (m, square, moves) => (moves.length ? `${capitalize(m)} ${square}: ${list(L, moves)}.` : `The ${m} on ${square} cannot move now.`),
    attacks: (square, by) => {
      const parts = by.filter((b) => b.men.length > 0).map((b) => `${col(b.color)}: ${list(L, b.men)}`);
      return parts.length ? `Square ${square} is attacked by ${parts.join('; ')}.` : `No piece attacks ${square}.`;
    },
    menList: (l) => `${col(l.color)}: ${l.groups.map((g) => `${g.squares.length > 1 ? pcs(g.kind) : pc(g.kind)} ${g.squares.join(', ')}`).join('; ')}.`,
    line: (name, squares) => `${capitalize(name)}: ${squares.join(', ')}.`,
    fileName: (file) => `${file} file`,
    rankName: (rank) => `rank ${rank}`,
    squareContents: (square, m) => `${square} ${m ?? 'empty'}`,
    positionAfter: (line, lines) => `After ${line}:\n${lines.join('\n')}`,
    boardLines: (lines) => lines.join('\n'),
    noPieceOfKind: (kind, color) => `${col(color)} has no ${pc(kind)}.`,
    noMoveYet: 'No move yet.',
    lastMove: (said) => `Last move: ${said}`,
    status: (s) =>
      `${s.turn} ${s.games > 1 ? `Game ${s.game} of ${s.games}. ` : ''}Points: ${pointsLine(s.points)}. ${s.rules.length ? `Rules: ${s.rules.join(', ')}.` : 'Today’s rules.'}${s.waiting.length ? ` Waiting pawns: ${list(L, s.waiting)}.` : ''}`,
    announceSet: (on) => (on ? `Mate announced with your next move. ${K('#')} again takes it back.` : 'Announcement taken back.'),
    announceNotInForce: 'Announcing mate is not a rule of this game (V-CH-4).',
    promotionChoice: (kinds) => `The pawn may become: ${list(L, kinds.map((k) => pc(k)), 'disjunction')}.`,
    pawnWaits: 'Your side has lost no piece: the pawn waits on the last rank (V-CH-1).',
    refusal: (code, rule) =>
      `${({
        NO_PIECE: 'None of your pieces stands there',
        CASTLING_NOT_ALLOWED: 'Castling is not allowed now',
        ILLEGAL_MOVE: 'The piece cannot move that way',
        PROMOTION_REQUIRED: 'Say which piece the pawn becomes',
        PROMOTION_NOT_ALLOWED: 'Only a pawn on the last rank becomes a piece',
        PIECE_NOT_LOST: 'The pawn can only become a piece your side has lost',
        KING_IN_CHECK: 'Your king would be in check',
        NOT_YOUR_TURN: 'It is not your move',
        TOUCH_MOVE: 'Touch-move: the piece you picked up must be moved',
        WRONG_PHASE: 'No game is in progress',
      } as Record<string, string>)[code] ?? 'That move is not allowed'} (${rule}).`,
    ambiguous: (moves) => `That can mean ${list(L, moves, 'disjunction')}: choose one.`,
    notYourTurn: 'It is not your move.',
  },
  book: chessBookEn,
  table: chessTableEn,
};
