/**
 * One entry of the book opened (pure: the engine and the book's data, no words): a replay stepped
 * forward and back move by move, or a puzzle the player solves, each move of his judged first by the
 * engine (legal or refused with its rule, CH37) and then against the book's line (the solution is
 * data); the book's reply played at once. Every position is the engine's own state, so the board's
 * readings work at every step. Nothing here is saved or counted (replays write no statistics).
 */
import type { BookEntry } from './book.js';
import { firstToMove } from './book.js';
import { applyMove, fromPosition, legalMoves, resolveRules } from './index.js';
import type { ChessEvent, ChessState, Player } from './types.js';

/** What a move of the solver came to. */
export type PuzzleAnswer =
  | { readonly kind: 'refused'; readonly rule: string; readonly code: string; readonly message: string }
  | { readonly kind: 'wrong' }
  | { readonly kind: 'played'; readonly mine: readonly ChessEvent[]; readonly reply: readonly ChessEvent[] | null; readonly solved: boolean };

/** The position an entry starts from, the player `me` playing the side to move (CH31: `white` says who has White). */
function startState(entry: BookEntry, me: Player): ChessState {
  const toMove = firstToMove(entry);
  return fromPosition({
    options: entry.options,
    startFen: entry.start,
    moves: [],
    phase: 'play',
    toMove,
    result: null,
    game: 1,
    white: toMove === 'w' ? me : ((1 - me) as Player),
    results: [],
    points: [0, 0],
  } as unknown as Parameters<typeof fromPosition>[0]);
}

/** A move as the book plays it: under V-CH-4 a mate is announced with its '#' (contract "Moves"). */
function bookMove(s: ChessState, uci: string): { state: ChessState; events: ChessEvent[] } {
  const plain = applyMove(s, uci);
  if (!plain.ok) throw new Error(`the book's move ${uci} is refused: ${plain.violation.code} ${plain.violation.rule}`);
  if (!resolveRules(s.options).announce || !plain.events.some((e) => e.type === 'checkmate')) return { state: plain.state, events: [...plain.events] };
  const announced = applyMove(s, `${uci}#`);
  if (!announced.ok) throw new Error(`the book's move ${uci}# is refused`);
  return { state: announced.state, events: [...announced.events] };
}

export class BookRun {
  /** The positions from the start, one per move played (index = plies played). */
  private readonly states: ChessState[];
  /** The events of each move played. */
  private readonly events: ChessEvent[][] = [];
  /** The plies shown now (a replay steps back and forth within what is played). */
  ply = 0;

  constructor(
    readonly entry: BookEntry,
    readonly me: Player,
  ) {
    this.states = [startState(entry, me)];
    if (entry.kind === 'replay') {
      for (const m of entry.moves) {
        const r = bookMove(this.states[this.states.length - 1]!, m);
        this.states.push(r.state);
        this.events.push(r.events);
      }
    }
  }

  /** The position shown. */
  get state(): ChessState {
    return this.states[this.ply]!;
  }

  /** The book's moves in all (a replay's plies, a puzzle's line). */
  get total(): number {
    return this.entry.kind === 'replay' ? this.entry.moves.length : this.entry.line.length;
  }

  /** The events of the moves played up to the one shown, in order (the move list). */
  get played(): readonly (readonly ChessEvent[])[] {
    return this.events.slice(0, this.ply);
  }

  /** A puzzle not yet solved: the player moves (the engine's legal moves of the position). */
  get solving(): boolean {
    return this.entry.kind === 'puzzle' && this.ply < this.total;
  }

  get legalMoves(): readonly string[] {
    return this.solving ? legalMoves(this.state) : [];
  }

  /** A replay: the next move, its events; null at the end. */
  forward(): readonly ChessEvent[] | null {
    if (this.entry.kind !== 'replay' || this.ply >= this.total) return null;
    this.ply++;
    return this.events[this.ply - 1]!;
  }

  /** A replay: one move back; false at the start. */
  back(): boolean {
    if (this.entry.kind !== 'replay' || this.ply === 0) return false;
    this.ply--;
    return true;
  }

  /** A replay: to its start or its end. */
  to(where: 'start' | 'end'): void {
    if (this.entry.kind === 'replay') this.ply = where === 'start' ? 0 : this.total;
  }

  /** The book's next move (the hint of a puzzle, the next step of a replay); null at the end. */
  get nextMove(): string | null {
    const line = this.entry.kind === 'replay' ? this.entry.moves : this.entry.line;
    return line[this.ply] ?? null;
  }

  /**
   * A move of the solver: refused by the engine (its rule), not the book's (nothing changes: taken
   * back), or played, with the book's reply after it; solved when the line is played to its end.
   */
  tryMove(move: string): PuzzleAnswer {
    if (!this.solving) return { kind: 'refused', rule: 'CH33', code: 'WRONG_PHASE', message: 'the puzzle is solved' };
    const uci = move.replace(/#$/, '');
    const r = applyMove(this.state, uci);
    if (!r.ok) return { kind: 'refused', ...r.violation };
    if (uci !== this.nextMove) return { kind: 'wrong' };
    const mine = bookMove(this.state, uci);
    this.states.push(mine.state);
    this.events.push(mine.events);
    this.ply++;
    let reply: ChessEvent[] | null = null;
    const answer = this.nextMove;
    if (answer) {
      const b = bookMove(this.state, answer);
      this.states.push(b.state);
      this.events.push(b.events);
      this.ply++;
      reply = b.events;
    }
    return { kind: 'played', mine: mine.events, reply, solved: this.ply >= this.total };
  }
}
