/**
 * One game at a table of seats, for any game with seats (src/play/module.ts): the engine state, the
 * steps that happened (as the human may see them), dispatching moves, and driving the computer
 * players at the chosen pace. The rules live in the engine only (reached through its `SeatGame`,
 * src/engine/game.ts); this is policy: who plays, how fast, when to wait for a key.
 */
import type { RuleViolation, SeatGame, Started } from '../engine/game.js';
import type { BotLevel } from '../ai/types.js';

import type { Pace } from '../session/settings.js';
import type { SeatPlayer } from './players.js';

export type { SeatPlayer };

export interface SeatConfig {
  name: string;
  kind: 'human' | 'computer';
  level: BotLevel;
}

/** Thinking time shown for a computer turn, before its move is applied (ms). */
export const PACE_DELAY: Record<Pace, number> = { instant: 0, fast: 500, normal: 1500, slow: 3000, waitForKey: 600 };

/** Milliseconds between two forced moves when a game runs on by itself (a patience's "run to the end"), after the announcer has spoken. */
export const RUN_DELAY: Record<Pace, number> = { instant: 0, fast: 300, normal: 1000, slow: 2500, waitForKey: 2500 };

export interface GameConfig<O = unknown> {
  options: O;
  seed: string;
  seats: SeatConfig[];
}

/** What happened in one step: who acted (null for a deal start) and the events the human may see. */
export interface Step<M = unknown, E = unknown> {
  readonly actor: number | null;
  readonly move: M | null;
  readonly events: readonly E[];
}

/**
 * What a game's table (its `GamePlay`) needs of the game being played at a table of seats, wherever
 * the game is played: here, with the engine and the computer players in this tab (`SeatSession`), or
 * on a table server with other people (`RemoteSeatSession`, src/net/remote-session.ts), where only
 * this seat's view, its steps and its legal moves are known. Events: 'step' (CustomEvent<Step>) after
 * every step, 'change' whenever something shown may have changed, 'waiting' when a computer turn
 * waits for a key, 'refused' (CustomEvent<RuleViolation>) when a move sent to a server was refused.
 */
export interface SeatTable<M, V, E, O> extends EventTarget {
  /** The seat of the player at this device: everything shown is from this seat's view. */
  readonly me: number;
  readonly view: V;
  readonly steps: readonly Step<M, E>[];
  readonly myTurn: boolean;
  /** My legal moves now (none when it is not my turn). */
  readonly legalMoves: readonly M[];
  /** The options, the seats and (here) the seed; a remote table's seed stays on the server (''). */
  readonly config: GameConfig<O>;
  /**
   * My move. Here: the engine's refusal (nothing changes) or null when it was played. At a remote
   * table: null when it was sent; a refusal comes back as a 'refused' event.
   */
  play(move: M): RuleViolation | null;
  /** From the end of a deal: the next deal (at a remote table: I am ready for it). False when there is none. */
  nextDeal(): boolean;
  /** True while a computer player is thinking or its delay runs (here only). */
  readonly busy: boolean;
  /** True while a computer turn waits for the player's key (pace 'waitForKey'; here only). */
  readonly waitingForKey: boolean;
  pace: Pace;
  continue(): void;
  scheduleComputers(): void;
  /** The players' names when the table names them itself (a remote table: the people's chosen names); else null. */
  names?(): string[] | null;
  /** True when the game is played on a server with other people (nothing is saved here, no statistics). */
  readonly remote: boolean;
  dispose(): void;
}

export class SeatSession<S, M, V, E, O> extends EventTarget implements SeatTable<M, V, E, O> {
  readonly remote = false;
  state: S;
  readonly config: GameConfig<O>;
  /** The human player's seat: everything shown is from this seat's view. */
  readonly me: number;
  readonly steps: Step<M, E>[] = [];
  pace: Pace = 'normal';
  /** True while a computer turn waits for the player's key (pace 'waitForKey'). */
  waitingForKey = false;
  /** True while a computer player is thinking or its delay runs. */
  busy = false;

  private generation = 0;
  private resumeWait: (() => void) | null = null;

  constructor(
    private readonly game: SeatGame<S, M, V, E, O>,
    config: GameConfig<O>,
    private readonly playerFor: (seat: number, level: BotLevel) => SeatPlayer<V, M>,
    restored?: { state: S; steps: Step<M, E>[] },
  ) {
    super();
    this.config = config;
    const humans = config.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    if (humans.length !== 1) throw new Error('exactly one seat must be played by a person');
    this.me = humans[0]!;
    if (restored) {
      this.state = restored.state;
      this.steps.push(...restored.steps);
    } else {
      const { state, events } = game.start(config.options, config.seed);
      this.state = state;
      this.record({ actor: null, move: null, events });
    }
  }

  get view(): V {
    return this.game.view(this.state, this.me);
  }

  get legalMoves(): readonly M[] {
    return this.myTurn ? this.game.legalMoves(this.state) : [];
  }

  get myTurn(): boolean {
    return this.game.toMove(this.state) === this.me;
  }

  isComputer(seat: number): boolean {
    return this.config.seats[seat]?.kind === 'computer';
  }

  /** The human's move. Returns the violation (nothing changes) or null when it was played. */
  play(move: M): RuleViolation | null {
    if (this.myTurn) return this.apply(move);
    // A move the engine lets me make whoever is to move (its `anytime`: chess's resignation, CH30): the
    // computer's decision under way is dropped, and made again from what the move leaves.
    const json = JSON.stringify(move);
    if (!this.game.anytime?.(this.state, this.me).some((m) => JSON.stringify(m) === json)) return this.game.notYourTurn(this.state);
    const r = this.game.applyMove(this.state, move);
    if (!r.ok) return r.violation;
    this.generation++;
    this.continue();
    this.busy = false;
    return this.apply(move, this.me);
  }

  private apply(move: M, actor = this.game.toMove(this.state)): RuleViolation | null {
    const r = this.game.applyMove(this.state, move);
    if (!r.ok) return r.violation;
    this.state = r.state;
    this.record({ actor, move, events: r.events });
    this.scheduleComputers();
    return null;
  }

  /** From the end of a deal: the next deal. False when there is none to start now. */
  nextDeal(): boolean {
    const next = this.game.advance(this.state);
    if (!next) return false;
    this.playOn(next);
    return true;
  }

  /**
   * Goes on with a part the game's own table chose to play, recorded as a next deal is: past the end
   * of the sitting (`isOver`) when the rules let players agree to play on (Piquet's next game, Q36).
   */
  playOn(next: Started<S, E>): void {
    this.state = next.state;
    this.record({ actor: null, move: null, events: next.events });
    this.scheduleComputers();
  }

  /** Releases a computer turn held by pace 'waitForKey'. */
  continue(): void {
    const resume = this.resumeWait;
    this.resumeWait = null;
    this.waitingForKey = false;
    resume?.();
  }

  /** Stops driving computer players (a new game replaces this one). */
  dispose(): void {
    this.generation++;
    this.continue();
  }

  private record(step: Step<M, E>): void {
    const visible: Step<M, E> = { ...step, events: step.events.map((e) => this.game.visibleEvent(e, this.me)) };
    this.steps.push(visible);
    this.dispatchEvent(new CustomEvent<Step<M, E>>('step', { detail: visible }));
    this.changed();
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  /**
   * Lets the computer players move until it is the human's turn or the deal is over; then answers what
   * the engine asks a computer seat out of turn (its `answers`: a draw the human offered on their own
   * turn, CH30), while the human may go on playing.
   */
  scheduleComputers(): void {
    if (this.busy) return;
    void this.runComputers(this.generation);
  }

  /** A computer seat the engine asks something now, though it is not to move, and what it may answer. */
  private askedComputer(): { seat: number; moves: readonly M[] } | null {
    const mover = this.game.toMove(this.state);
    for (let seat = 0; seat < this.config.seats.length; seat++) {
      if (seat === mover || !this.isComputer(seat)) continue;
      const moves = this.game.answers?.(this.state, seat) ?? [];
      if (moves.length > 0) return { seat, moves };
    }
    return null;
  }

  private async runComputers(gen: number): Promise<void> {
    this.busy = true;
    this.changed();
    try {
      let first = true;
      for (;;) {
        for (let seat = this.game.toMove(this.state); gen === this.generation && seat !== null && this.isComputer(seat); seat = this.game.toMove(this.state)) {
          if (this.pace === 'waitForKey' && !first) {
            this.waitingForKey = true;
            this.changed();
            this.dispatchEvent(new Event('waiting'));
            await new Promise<void>((resolve) => (this.resumeWait = resolve));
            if (gen !== this.generation) return;
          }
          first = false;
          const seatView = this.game.view(this.state, seat);
          const legal = this.game.legalMoves(this.state);
          const seed = `${this.config.seed}/${this.steps.length}`;
          const started = Date.now();
          const player = this.playerFor(seat, this.config.seats[seat]!.level);
          const move = legal.length === 1 ? legal[0]! : await player.decide(seatView, legal, seed);
          if (gen !== this.generation) return;
          const wait = PACE_DELAY[this.pace] - (Date.now() - started);
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (gen !== this.generation) return;
          const v = this.apply(move);
          if (v) throw new Error(`computer player chose an illegal move: ${v.message}`);
        }
        if (gen !== this.generation) return;
        // Out of turn: the human may move meanwhile; an answer to a state that has changed is dropped
        // and asked again from what stands (a board move by the offerer keeps the offer for the
        // computer's own turn, CH30).
        const asked = this.askedComputer();
        if (!asked) return;
        const at = this.steps.length;
        const started = Date.now();
        const player = this.playerFor(asked.seat, this.config.seats[asked.seat]!.level);
        const move = await player.decide(this.game.view(this.state, asked.seat), asked.moves, `${this.config.seed}/${at}/${asked.seat}`);
        if (gen !== this.generation) return;
        const wait = PACE_DELAY[this.pace] - (Date.now() - started);
        if (wait > 0 && this.steps.length === at) await new Promise((r) => setTimeout(r, wait));
        if (gen !== this.generation) return;
        if (this.steps.length !== at) continue;
        const v = this.apply(move, asked.seat);
        if (v) throw new Error(`computer player chose an illegal answer: ${v.message}`);
      }
    } finally {
      if (gen === this.generation) {
        this.busy = false;
        this.changed();
      }
    }
  }
}
