/**
 * One game of Papillon as the app plays it: the engine state, the steps that happened (as the
 * human may see them), dispatching moves, and driving the computer players at the chosen pace.
 * The rules live in the engine only; this is policy (who plays, how fast, when to wait).
 */
import {
  applyMove,
  legalMoves,
  newSessionWithEvents,
  nextDealWithEvents,
  view,
  visibleEvent,
  type PapillonEvent,
  type PapillonMove,
  type PapillonOptions,
  type PapillonState,
  type PapillonView,
  type Seat,
} from '../games/papillon/index.js';
import type { RuleViolation } from '../engine/game.js';
import type { BotLevel, SeatPlayer } from './players.js';

export interface SeatConfig {
  name: string;
  kind: 'human' | 'computer';
  level: BotLevel;
}

export type Pace = 'instant' | 'fast' | 'normal' | 'slow' | 'waitForKey';

/** Thinking time shown for a computer turn, before its move is applied (ms). */
export const PACE_DELAY: Record<Pace, number> = { instant: 0, fast: 500, normal: 1500, slow: 3000, waitForKey: 600 };

export interface GameConfig {
  options: PapillonOptions;
  seed: string;
  seats: SeatConfig[];
}

/** What happened in one step: who acted (null for a deal start) and the events the human may see. */
export interface Step {
  readonly actor: Seat | null;
  readonly move: PapillonMove | null;
  readonly events: readonly PapillonEvent[];
}

export type StepListener = (step: Step) => void;

export class PapillonSession extends EventTarget {
  state: PapillonState;
  readonly config: GameConfig;
  /** The human player's seat: everything shown is from this seat's view. */
  readonly me: Seat;
  readonly steps: Step[] = [];
  pace: Pace = 'normal';
  /** True while a computer turn waits for the player's key (pace 'waitForKey'). */
  waitingForKey = false;
  /** True while a computer player is thinking or its delay runs. */
  busy = false;

  private generation = 0;
  private resumeWait: (() => void) | null = null;

  constructor(
    config: GameConfig,
    private readonly playerFor: (seat: Seat, level: BotLevel) => SeatPlayer<PapillonView, PapillonMove>,
    restored?: { state: PapillonState; steps: Step[] },
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
      const { state, events } = newSessionWithEvents(config.options, config.seed);
      this.state = state;
      this.record({ actor: null, move: null, events });
    }
  }

  get view(): PapillonView {
    return view(this.state, this.me);
  }

  get legalMoves(): PapillonMove[] {
    return this.state.toMove === this.me ? legalMoves(this.state) : [];
  }

  get myTurn(): boolean {
    return this.state.phase === 'play' && this.state.toMove === this.me;
  }

  isComputer(seat: Seat): boolean {
    return this.config.seats[seat]?.kind === 'computer';
  }

  /** The human's move. Returns the violation (nothing changes) or null when it was played. */
  play(move: PapillonMove): RuleViolation | null {
    if (!this.myTurn) {
      return { rule: 'P48', code: 'notYourTurn', message: 'it is not your turn' };
    }
    return this.apply(move);
  }

  private apply(move: PapillonMove): RuleViolation | null {
    const actor = this.state.toMove;
    const r = applyMove(this.state, move);
    if (!r.ok) return r.violation;
    this.state = r.state;
    this.record({ actor, move, events: r.events });
    this.scheduleComputers();
    return null;
  }

  /** From the end of a deal: the next deal (P10). */
  nextDeal(): void {
    if (this.state.phase !== 'dealOver') return;
    const { state, events } = nextDealWithEvents(this.state);
    this.state = state;
    this.record({ actor: null, move: null, events });
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

  private record(step: Step): void {
    const visible: Step = { ...step, events: step.events.map((e) => visibleEvent(e, this.me)) };
    this.steps.push(visible);
    this.dispatchEvent(new CustomEvent<Step>('step', { detail: visible }));
    this.changed();
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  /** Lets the computer players move until it is the human's turn or the deal is over. */
  scheduleComputers(): void {
    if (this.busy) return;
    void this.runComputers(this.generation);
  }

  private async runComputers(gen: number): Promise<void> {
    this.busy = true;
    this.changed();
    try {
      let first = true;
      while (gen === this.generation && this.state.phase === 'play' && this.state.toMove !== null && this.isComputer(this.state.toMove)) {
        if (this.pace === 'waitForKey' && !first) {
          this.waitingForKey = true;
          this.changed();
          this.dispatchEvent(new Event('waiting'));
          await new Promise<void>((resolve) => (this.resumeWait = resolve));
          if (gen !== this.generation) return;
        }
        first = false;
        const seat = this.state.toMove;
        const seatView = view(this.state, seat);
        const legal = legalMoves(this.state);
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
    } finally {
      if (gen === this.generation) {
        this.busy = false;
        this.changed();
      }
    }
  }
}
