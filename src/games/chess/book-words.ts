/**
 * The book's part of chess's catalogue (locales/chess/book-{de,en}.ts): the list of the book's games and
 * positions, a replay's steps, a puzzle's task and its answers, and the historical notes of chess.md §11,
 * written for players. Moves come in as the describer says them in the speech style chosen.
 */
import type { BookNoteId } from './book.js';
import type { Color } from './types.js';

/** The commands of the book (their names and help are in the catalogue's `ui.commands`). */
export const BOOK_COMMAND_IDS = ['openBook', 'openBookEntry', 'bookNext', 'bookPrevious', 'leaveBook', 'historicalNotes', 'closeNotes'] as const;

export interface ChessBookWords {
  /** The book list's heading. */
  readonly heading: string;
  /** An entry's title ("Game 3", "Position 9") by its EX-CH id. */
  title(id: string): string;
  /** What happens in it, in one phrase. */
  summary(id: string): string;
  /** An entry of the list: "Game 3, replay of 19 moves: …" / "Position 9, puzzle: White to move and mate in six: …". */
  entry(e: { readonly title: string; readonly summary: string; readonly replay: boolean; readonly plies: number; readonly task: string; readonly open: boolean }): string;
  /** A puzzle's task as the book states it: "White to move and mate in six". */
  task(color: Color, moves: number): string;
  /** A replay opened: what it is and how to step. */
  openedReplay(title: string, summary: string, plies: number): string;
  /** A puzzle opened: the task and how to play it. */
  openedPuzzle(title: string, task: string): string;
  /** A replay stepped back: the move now last ("Back at move 8 of 19: Black: pawn g5.") or the start. */
  back(ply: number, plies: number, last: string | null): string;
  /** The end of a replay reached, and pressed again. */
  readonly atEnd: string;
  readonly atStart: string;
  /** A legal move that is not the book's: taken back. */
  notTheSolution(move: string): string;
  /** The puzzle solved: said after the mate. */
  solved(title: string): string;
  /** ?: the book's next move. */
  hint(move: string): string;
  /** Enter on a square of a replay: the moves are stepped, not made. */
  readonly replayNoMove: string;
  /** A move after the puzzle was solved. */
  readonly solvedAlready: string;
  /** The replay keys in a puzzle. */
  readonly stepOnlyInReplay: string;
  /** The status line while an entry is open: which, where, the task, the rules in force. */
  status(s: { readonly title: string; readonly replay: boolean; readonly ply: number; readonly plies: number; readonly task: string | null; readonly rules: readonly string[] }): string;
  /** The book left: back to the game. */
  readonly left: string;
  /** A book key while the book is not open. */
  readonly notOpen: string;
  /** The buttons' labels. */
  readonly next: string;
  readonly previous: string;
  readonly leave: string;
  /** The notes' heading and each note (title, text). */
  readonly notesHeading: string;
  readonly notes: Readonly<Record<BookNoteId, { readonly title: string; readonly text: string }>>;
  readonly notesClosed: string;
}
