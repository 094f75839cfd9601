/**
 * The book at the chess table (issue 25): the list of Fielding's games and positions (a zone, Enter
 * opens one), a replay stepped move by move (each move said as an opponent's move is said, in the
 * speech style chosen), a puzzle solved by board or command line (a legal move that is not the book's
 * is said so and taken back; the book's reply played; solved said at the end; the hint the book's next
 * move), and the historical notes of chess.md §11 (a zone, one note per line). While an entry is open
 * the table shows its position (ChessPlay's view), so every board key reads it. Nothing of the book is
 * saved or counted: the game under it goes on as it was.
 */
import { html, type TemplateResult } from 'lit';
import type { ZoneSpec } from '../../play/module.js';
import type { Spoken } from '../../play/seat-play.js';
import { BOOK, BOOK_NOTES, bookEntry, firstToMove, solverMoves, type BookEntry } from './book.js';
import { BookRun } from './book-run.js';
import { describeEvents, describeLegalMove, type Words } from './describe.js';
import { resolveRules } from './index.js';
import { legalSans, menOf } from './queries.js';
import type { ChessEvent, Player } from './types.js';

/** What the book needs of its table. */
export interface BookTableHost {
  /** The table's words now (their view: the position shown). */
  words(): Words;
  me(): Player;
  say(text: string, kind?: 'error' | 'info' | 'echo'): void;
  /** Said as the table says a step: logged, with its earcon. */
  announce(spoken: readonly Spoken[]): void;
  focus(zone: string, key: string | null): void;
  /** The board's cursor to a square (an entry opened: the solver's king). */
  cursorTo(square: string): void;
  changed(): void;
}

/** The session's end is not the book's: its games end with the mate or the book's last move (no points). */
const bookEvents = (events: readonly ChessEvent[]) => events.filter((e) => e.type !== 'gameOver' && e.type !== 'sessionOver');

export class ChessBookTable {
  /** The entry open, or null. */
  run: BookRun | null = null;
  /** The book's list is shown (the book is open). */
  shown = false;
  notesOpen = false;

  constructor(private readonly host: BookTableHost) {}

  get open(): boolean {
    return this.shown;
  }

  get replaying(): boolean {
    return this.run?.entry.kind === 'replay';
  }

  private get book() {
    return this.host.words().messages.book;
  }

  private title(e: BookEntry): string {
    return this.book.title(e.id);
  }

  private task(e: BookEntry): string | null {
    return e.kind === 'puzzle' ? this.book.task(firstToMove(e), solverMoves(e)) : null;
  }

  // -- the list -----------------------------------------------------------------------------------

  /** E: the book's list, focused at the entry open (or the first). */
  openList(): void {
    this.shown = true;
    this.host.focus('book', this.run?.entry.id ?? BOOK[0]!.id);
    this.host.changed();
  }

  /** Enter on an entry: opened from its start; focus to the board, on the solver's king. */
  openEntry(id: string): void {
    const entry = bookEntry(id);
    if (!entry) return;
    this.shown = true;
    this.run = new BookRun(entry, this.host.me());
    const mine = firstToMove(entry);
    const king = [...menOf(this.run.state)].find(([, m]) => m.kind === 'k' && m.color === mine)?.[0];
    if (king) this.host.cursorTo(king);
    this.host.focus('board', king ?? null);
    const title = this.title(entry);
    this.host.say(entry.kind === 'replay' ? this.book.openedReplay(title, this.book.summary(entry.id), entry.moves.length) : this.book.openedPuzzle(title, this.task(entry)!));
    this.host.changed();
  }

  /** Shift+E: back to the game (its board, its moves). */
  leave(): void {
    if (!this.shown) return this.host.say(this.book.notOpen, 'error');
    this.shown = false;
    this.run = null;
    this.host.focus('board', null);
    this.host.say(this.book.left);
    this.host.changed();
  }

  // -- a replay -----------------------------------------------------------------------------------

  /** The moves played so far as the table says them (the move list's words). */
  private said(events: readonly ChessEvent[]): Spoken[] {
    return describeEvents(bookEvents(events), this.host.words());
  }

  /** Shift+Right: the book's next move, said as an opponent's move is said. */
  next(): void {
    const r = this.run;
    if (!r) return this.host.say(this.book.notOpen, 'error');
    if (r.entry.kind !== 'replay') return this.host.say(this.book.stepOnlyInReplay, 'error');
    const events = r.forward();
    if (!events) return this.host.say(this.book.atEnd, 'error');
    this.host.announce(this.said(events));
    this.host.changed();
  }

  /** Shift+Left: one move back; the move now last said (or the start). */
  previous(): void {
    const r = this.run;
    if (!r) return this.host.say(this.book.notOpen, 'error');
    if (r.entry.kind !== 'replay') return this.host.say(this.book.stepOnlyInReplay, 'error');
    if (!r.back()) return this.host.say(this.book.atStart, 'error');
    const last = r.played[r.ply - 1];
    const words = last ? this.said(last).find(Boolean)?.text ?? null : null;
    this.host.say(this.book.back(r.ply, r.total, words));
    this.host.changed();
  }

  // -- a puzzle -----------------------------------------------------------------------------------

  /** The legal moves of the position shown when the player is to move in it (a puzzle being solved). */
  get legalMoves(): readonly string[] {
    return this.run?.legalMoves ?? [];
  }

  /** A move of mine on the book's board: the engine's refusal, not the book's (taken back), or played with the book's reply. */
  tryMove(move: string): void {
    const r = this.run;
    if (!r) return;
    const c = this.host.words().messages.chess;
    if (r.entry.kind === 'replay') return this.host.say(this.book.replayNoMove, 'error');
    if (!r.solving) return this.host.say(this.book.solvedAlready, 'error');
    const before = this.host.words();
    const answer = r.tryMove(move);
    if (answer.kind === 'refused') return this.host.say(c.refusal(answer.code, answer.rule), 'error');
    if (answer.kind === 'wrong') {
      const uci = move.replace(/#$/, '');
      return this.host.say(this.book.notTheSolution(describeLegalMove(before, uci, legalSans(before.view).get(uci) ?? uci)), 'error');
    }
    this.host.announce(this.said(answer.mine));
    if (answer.reply) this.host.announce(this.said(answer.reply));
    if (answer.solved) this.host.announce([{ text: this.book.solved(this.title(r.entry)), earcon: 'sweep' }]);
    this.host.changed();
  }

  /** ?: the book's next move, in the style chosen. */
  hint(): void {
    const r = this.run;
    const next = r?.nextMove;
    if (!r || !next || (r.entry.kind === 'puzzle' && !r.solving)) return this.host.say(r ? this.book.solvedAlready : this.book.notOpen, 'error');
    const w = this.host.words();
    this.host.say(this.book.hint(describeLegalMove(w, next, legalSans(w.view).get(next) ?? next)));
  }

  // -- the words of the table ---------------------------------------------------------------------

  /** The status while an entry is open: which, where, the task, the rules in force (the book's law). */
  statusText(): string | null {
    const r = this.run;
    if (!r) return null;
    const m = this.host.words().messages;
    const rules = resolveRules(r.entry.options).variants.map((id) => `${id} ${m.ui.variantName(id)}`);
    return this.book.status({ title: this.title(r.entry), replay: r.entry.kind === 'replay', ply: r.ply, plies: r.total, task: this.task(r.entry), rules });
  }

  // -- the notes ----------------------------------------------------------------------------------

  /** I: the historical notes opened (focus on the first) or closed. */
  toggleNotes(): void {
    if (this.notesOpen) return this.closeNotes();
    this.notesOpen = true;
    this.host.focus('notes', BOOK_NOTES[0]);
    this.host.changed();
  }

  closeNotes(): void {
    if (!this.notesOpen) return;
    this.notesOpen = false;
    this.host.focus('board', null);
    this.host.say(this.book.notesClosed);
    this.host.changed();
  }

  // -- the zones ----------------------------------------------------------------------------------

  zones(): ZoneSpec[] {
    const out: ZoneSpec[] = [];
    if (this.notesOpen) out.push({ id: 'notes', kind: 'list', render: () => this.renderNotes(), keys: () => [...BOOK_NOTES] });
    if (this.shown) out.push({ id: 'book', kind: 'list', render: () => this.renderList(), focusKey: () => this.run?.entry.id ?? null, keys: () => BOOK.map((e) => e.id) });
    return out;
  }

  private renderList(): TemplateResult {
    const b = this.book;
    const at = this.run?.entry.id ?? BOOK[0]!.id;
    return html`<section data-zone="book" class="zone chess-book">
      <h2 id="book-h" tabindex="-1" data-focus>${b.heading}</h2>
      <div role="listbox" aria-labelledby="book-h">
        ${BOOK.map((e) => {
          const label = b.entry({ title: this.title(e), summary: b.summary(e.id), replay: e.kind === 'replay', plies: e.kind === 'replay' ? e.moves.length : e.line.length, task: this.task(e) ?? '', open: this.run?.entry.id === e.id });
          return html`<p role="option" aria-selected=${this.run?.entry.id === e.id ? 'true' : 'false'} data-item data-key=${e.id} tabindex=${e.id === at ? 0 : -1} @click=${() => this.openEntry(e.id)}>${label}</p>`;
        })}
      </div>
    </section>`;
  }

  private renderNotes(): TemplateResult {
    const b = this.book;
    return html`<section data-zone="notes" class="zone chess-notes">
      <h2 id="notes-h" tabindex="-1" data-focus>${b.notesHeading}</h2>
      <div role="listbox" aria-labelledby="notes-h">
        ${BOOK_NOTES.map((id, i) => html`<p role="option" aria-selected="false" data-item data-key=${id} tabindex=${i === 0 ? 0 : -1}>${b.notes[id].title}. ${b.notes[id].text}</p>`)}
      </div>
    </section>`;
  }
}
