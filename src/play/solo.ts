/**
 * A game one person plays alone (a patience), for any such game: the engine state, an undo/redo
 * stack of immutable states, and running forced moves at a pace until a choice or the end. The
 * rules live in the engine only (its applyMove); what is said about a move is the game's.
 */
import type { MoveResult, RuleViolation } from '../engine/game.js';

export interface Done<S, M> {
  /** The state before the move. */
  readonly state: S;
  readonly move: M;
}

export class SoloSession<S, M, E> {
  state: S;
  /** Moves made, with the state before each (undo); and moves undone, the next to redo last. */
  done: Done<S, M>[];
  undone: Done<S, M>[];
  /** True while forced moves run by themselves. */
  running = false;
  private runToken = 0;

  constructor(
    private readonly applyMove: (s: S, m: M) => MoveResult<S, E>,
    init: { state: S; done?: Done<S, M>[]; undone?: Done<S, M>[] },
  ) {
    this.state = init.state;
    this.done = init.done ?? [];
    this.undone = init.undone ?? [];
  }

  /** A move: its events, or the engine's refusal (nothing changes). A new move drops the redo stack; a redo keeps it. */
  apply(move: M, opts: { keepRedo?: boolean } = {}): { ok: true; events: readonly E[] } | { ok: false; violation: RuleViolation } {
    const before = this.state;
    const r = this.applyMove(before, move);
    if (!r.ok) return r;
    this.done.push({ state: before, move });
    if (!opts.keepRedo) this.undone = [];
    this.state = r.state;
    return { ok: true, events: r.events };
  }

  /** Takes back the last move (its state comes back); null when there is none. */
  undo(): Done<S, M> | null {
    const last = this.done.pop();
    if (!last) return null;
    this.undone.push(last);
    this.state = last.state;
    return last;
  }

  /** The move to make again (the caller applies it with keepRedo); null when there is none. */
  takeRedo(): Done<S, M> | null {
    return this.undone.pop() ?? null;
  }

  /**
   * Makes the moves `next` gives, one at a time, `delay` ms apart (after `idle`, the announcer having
   * spoken), until it gives none or `stop()` is called. At delay 0 the browser still gets a turn
   * every 20 moves. Resolves true when it ran to its end, false when it was stopped.
   */
  async run(next: () => M | null, onMove: (events: readonly E[]) => void, delay: number, idle: () => Promise<void>): Promise<boolean> {
    this.running = true;
    const token = ++this.runToken;
    let n = 0;
    while (this.running && token === this.runToken) {
      const m = next();
      if (m === null) break;
      const r = this.apply(m);
      if (!r.ok) break;
      onMove(r.events);
      n++;
      if (delay === 0) {
        if (n % 20 === 0) await new Promise((res) => setTimeout(res, 0));
      } else {
        await idle();
        await new Promise((res) => setTimeout(res, delay));
      }
    }
    if (token !== this.runToken) return false;
    this.running = false;
    return true;
  }

  /** Stops a run; false when none was running. */
  stop(): boolean {
    if (!this.running) return false;
    this.running = false;
    this.runToken++;
    return true;
  }
}
