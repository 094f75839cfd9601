/**
 * The book's words in English (src/games/chess/book-words.ts): Fielding's games and positions as
 * replays and puzzles, and the historical notes of shared/rules/chess.md §11 written for players.
 */
import { capitalize } from '../../src/i18n/messages.js';
import type { ChessBookWords } from '../../src/games/chess/book-words.js';
import type { BOOK_COMMAND_IDS } from '../../src/games/chess/book-words.js';
import type { Color } from '../../src/games/chess/types.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
const K = (key: string) => keyLabel(L, key);
const COLORS: Record<Color, string> = { w: 'White', b: 'Black' };
const col = (c: Color) => COLORS[c] ?? String(c);
const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const num = (n: number) => NUMBERS[n] ?? String(n);
const moves = (n: number) => `${n} ${n === 1 ? 'move' : 'moves'}`;

const TITLES: Record<string, string> = {
  'EX-CH-2': 'The passing pawn',
  'EX-CH-3': 'Game 3',
  'EX-CH-4': 'Game 6',
  'EX-CH-5': 'Position 9',
  'EX-CH-6': 'Position 10',
  'EX-CH-7': 'Position 3',
  'EX-CH-8': 'Position 8',
  'EX-CH-9': 'Position 13',
};

const SUMMARIES: Record<string, string> = {
  'EX-CH-2': 'the book’s example of en passant: the white pawn goes two squares past the black pawns, and one takes it as if it had gone one',
  'EX-CH-3': 'the king’s gambit: White gives a knight on g5, hunts the king with the queen and mates on e5',
  'EX-CH-4': 'the same gambit, quicker: the queen takes on g5, drives the king back and forth and mates on e5',
  'EX-CH-5': 'a smothered mate: White gives a rook and the queen, and the knight mates the king hemmed in by his own men',
  'EX-CH-6': 'White gives the queen and a rook, and the other rook mates on the a file',
  'EX-CH-7': 'Black’s pawn becomes a queen, in vain, as the book says: the rook mates at once',
  'EX-CH-8': 'White gives the queen and drives the king across the board to a knight’s mate',
  'EX-CH-9': 'White gives a rook and the queen pins the black queen, so the knight mates on g6',
};

export const BOOK_COMMANDS_EN: Record<(typeof BOOK_COMMAND_IDS)[number], { name: string; help: string }> = {
  openBook: { name: 'The book', help: 'Opens the book: Fielding’s games to replay and his positions to solve, as a list. Enter opens one.' },
  openBookEntry: { name: 'Open this entry', help: 'In the book: opens the game or the position in focus (again from its start).' },
  bookNext: { name: 'Next move', help: 'In a replay of the book: plays the book’s next move and says it.' },
  bookPrevious: { name: 'Previous move', help: 'In a replay of the book: takes the last move back and says the move now last.' },
  leaveBook: { name: 'Back to the game', help: 'Closes the book: the board shows your game again.' },
  historicalNotes: { name: 'Historical notes', help: 'Opens the book’s historical notes on chess as a list, one note per line; pressed again, closes them.' },
  closeNotes: { name: 'Close the notes', help: 'Closes the historical notes.' },
};

export const chessBookEn: ChessBookWords = {
  heading: 'The book: Fielding’s games and positions',
  title: (id) => TITLES[id] ?? id,
  summary: (id) => SUMMARIES[id] ?? id,
  entry: (e) => `${e.title}, ${e.replay ? `replay of ${moves(e.plies)}` : `puzzle: ${e.task}`}: ${e.summary}${e.open ? ', open' : ''}.`,
  task: (color, n) => `${col(color)} to move and mate in ${num(n)}`,
  openedReplay: (title, summary, plies) =>
    `${title}, ${moves(plies)}: ${summary}. ${K('Shift+ArrowRight')} plays the next move, ${K('Shift+ArrowLeft')} takes it back; the board keys read every position.`,
  openedPuzzle: (title, task) => `${title}: ${task}. You move, the book answers; ${K('?')} gives the book’s next move.`,
  back: (ply, plies, last) => (last ? `Back at move ${ply} of ${plies}. Last move: ${last}` : `Back at the start, no move played yet.`),
  atEnd: 'The game ends here, as the book gives it.',
  atStart: 'This is the start of the game.',
  notTheSolution: (move) => `${capitalize(move)} is not the book’s solution: taken back. Try another move.`,
  solved: (title) => `Solved: ${title} as the book plays it.`,
  hint: (move) => `The book’s next move: ${move}.`,
  replayNoMove: `This is a replay: ${K('Shift+ArrowRight')} plays the book’s next move.`,
  solvedAlready: 'The puzzle is solved. Choose another in the book, or the same one to start again.',
  stepOnlyInReplay: 'In a puzzle you make the moves yourself.',
  status: (s) =>
    `${s.title}: ${s.replay ? `move ${s.ply} of ${s.plies}` : `${s.task}, ${s.ply < s.plies ? `${moves(Math.ceil(s.ply / 2))} made` : 'solved'}`}. Rules: ${s.rules.join(', ')}.`,
  left: 'Back to your game.',
  notOpen: `The book is not open: ${K('e')} opens it.`,
  next: 'Next move',
  previous: 'Previous move',
  leave: 'Back to the game',
  notesHeading: 'Historical notes from the book',
  notesClosed: 'Notes closed.',
  notes: {
    legend: {
      title: 'The legend of the invention',
      text: 'The book tells, after Arabic authors, of a young Indian king who ruled as a despot and punished every counsellor who told him the truth, until the Brahmin Nassir, son of Daher, invented chess: a game in which the king is weak and his servants and soldiers do everything to protect him, so that even the smallest piece, well used, is of great value, and the loss of one piece may mean the king’s mate. The king learned the game, understood its lesson about good government, changed his rule and won his people’s love.',
    },
    wheat: {
      title: 'The wheat grains',
      text: 'Asked to name his reward, Nassir asked for one grain of wheat on the first square, two on the second, four on the third, and so on, each square twice the one before. The king called him a fool for asking so little, but his steward soon reported that the whole kingdom could not pay even half of it: the 64 squares hold 18,446,744,073,709,551,615 grains. The book reckons that 16,384 towns, each with 1,024 granaries of 174,768 bushels of 32,768 grains, would hold scarcely a two-hundredth part of it. The king embraced Nassir and kept him as his friend and brother.',
    },
    west: {
      title: 'The way west and the name',
      text: 'The game came from the Persians and the Arabs to the West, to Italy first, helped by the Crusades. The word check, szach in the book’s Polish, comes from the Persian for king. In the book’s day chess had spread from Okhotsk to Lisbon, from Iceland to Africa.',
    },
    kinds: {
      title: 'Kinds of chess',
      text: 'The book names the small or old chess, sixteen men on 64 squares, the game taught here; the new or great chess, which the village of Ströbeck calls the Courier game, with 24 men a side, four couriers among them, on a board of 96 squares, twelve by eight; and Italian chess.',
    },
    living: {
      title: 'Living chess',
      text: 'Don John of Austria is said to have had the floor of a room laid out as a chessboard, after an invention described by Harsdörffer, and to have played on it with living persons as the men.',
    },
    bishops: {
      title: 'The bishops’ names',
      text: 'The book finds it ridiculous that the English call these pieces bishops and the French fous, fools; a witty author explains that the first inventors did not want the fools to go far from the prince. The book itself calls them Laufer, runners, after the German, or adjutants.',
    },
    war: {
      title: 'Chess as war',
      text: 'Two small wooden armies face each other, commanders, adjutants, cavalry and infantry ready, and the king stands, as often happens in reality, without strength of his own, expecting everything from his minister of war, that is, from the player.',
    },
    markedPawn: {
      title: 'The marked pawn',
      text: 'A stronger player could give odds by undertaking to mate with one marked pawn, the pion coiffé, usually the king’s knight’s pawn; without that mate he agreed to lose the game. The book gives such games, among them a mate by the pawn in fourteen moves attributed to Marshal de Saxe.',
    },
  },
};
