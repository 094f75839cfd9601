/**
 * A table server in the page, for the client's tests without a server: one table of any seat game
 * (its `SeatGame`), one person (`me`) and computer players on the other seats (the first legal move,
 * at once), spoken to through `SocketLike`s as `RemoteSeatSession` speaks to the real one
 * (src/net/protocol.ts): the welcome with this seat's view and steps, a step per move, the legal moves
 * to the seat to move only, a move accepted iff it is one of the engine's legal moves (else the
 * engine's refusal), a move told to its mover only, ready between deals. Not the server: no lobby, no
 * log, no other people; enough to play the game's own table remotely.
 */
import type { SeatGame } from '../../src/engine/game.js';
import type { SocketLike } from '../../src/net/remote-session.js';
import { PROTOCOL_VERSION, type ClientMessage, type ServerMessage, type TableInfo, type TablePhase, type WireStep } from '../../src/net/protocol.js';

type Game = SeatGame<unknown, unknown, unknown, unknown, unknown>;

interface FullStep {
  readonly actor: number | null;
  readonly move: unknown;
  readonly events: readonly unknown[];
}

const canonical = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

export class FakeTable {
  state: unknown;
  readonly steps: FullStep[] = [];
  /** Every message the person's connections sent, in order. */
  readonly received: ClientMessage[] = [];
  private readonly sockets: FakeSocket[] = [];

  constructor(
    readonly id: string,
    readonly game: Game,
    readonly options: unknown,
    readonly seats: number,
    readonly me: number,
    seed: string,
  ) {
    const { state, events } = game.start(options, seed);
    this.state = state;
    this.steps.push({ actor: null, move: null, events });
    this.computers();
  }

  /** A new connection (the session's socket factory). */
  socket(): SocketLike {
    const s = new FakeSocket(this);
    this.sockets.push(s);
    queueMicrotask(() => s.open());
    return s;
  }

  get phase(): TablePhase {
    if (this.game.toMove(this.state) !== null) return 'playing';
    return this.game.isOver(this.state) ? 'over' : 'betweenDeals';
  }

  get table(): TableInfo {
    return {
      code: '123412341234',
      game: this.id,
      options: this.options,
      pace: 'instant',
      phase: this.phase,
      seats: Array.from({ length: this.seats }, (_, seat) => ({
        seat,
        kind: seat === this.me ? 'person' : 'computer',
        name: seat === this.me ? 'Anna' : null,
        level: seat === this.me ? null : 'easy',
        connected: true,
        ready: seat !== this.me,
        host: seat === this.me,
        standIn: null,
        awayMs: null,
      })),
      host: this.me,
      standInAfterMs: 300000,
    };
  }

  private wire(i: number): WireStep {
    const s = this.steps[i]!;
    return { seq: i + 1, actor: s.actor, move: s.actor === this.me ? s.move : null, events: s.events.map((e) => this.game.visibleEvent(e, this.me)) };
  }

  private legal(): unknown[] | null {
    return this.game.toMove(this.state) === this.me ? [...this.game.legalMoves(this.state)] : null;
  }

  /** A message to every open connection (a test's table notice). */
  tell(m: ServerMessage): void {
    this.broadcast(m);
  }

  private broadcast(m: ServerMessage): void {
    for (const s of this.sockets) if (s.readyState === 1) s.deliver(m);
  }

  private record(step: FullStep, state: unknown): void {
    this.state = state;
    this.steps.push(step);
    this.broadcast({ type: 'step', phase: this.phase, step: this.wire(this.steps.length - 1), view: this.game.view(this.state, this.me), legal: this.legal() });
  }

  /** The computer seats move (the first legal move) until the person is to move or the deal is over. */
  private computers(): void {
    for (let seat = this.game.toMove(this.state); seat !== null && seat !== this.me; seat = this.game.toMove(this.state)) {
      const move = this.game.legalMoves(this.state)[0];
      const r = this.game.applyMove(this.state, move);
      if (!r.ok) throw new Error(`a computer's legal move was refused: ${r.violation.message}`);
      this.record({ actor: seat, move, events: r.events }, r.state);
    }
  }

  hear(from: FakeSocket, m: ClientMessage): void {
    this.received.push(m);
    const refuse = (v: { rule: string; code: string; message: string; details?: Readonly<Record<string, unknown>> }, seq: number) =>
      from.deliver({ type: 'refused', rule: v.rule, code: v.code, message: v.message, ...(v.details ? { details: { ...v.details } } : {}), seq });
    switch (m.type) {
      case 'create':
      case 'join':
      case 'rejoin':
        from.deliver({
          type: 'welcome',
          v: PROTOCOL_VERSION,
          you: this.me,
          ...(m.type === 'rejoin' ? {} : { token: 't'.repeat(22) }),
          table: this.table,
          seq: this.steps.length,
          view: this.game.view(this.state, this.me),
          steps: this.steps.map((_, i) => this.wire(i)),
          legal: this.legal(),
        });
        return;
      case 'move': {
        const seq = this.steps.length;
        if (this.game.toMove(this.state) !== this.me) return refuse(this.game.notYourTurn(this.state), seq);
        if (m.seq !== seq) return refuse({ rule: 'T4', code: 'stale', message: 'the table moved on' }, seq);
        const wanted = canonical(m.move);
        const move = this.game.legalMoves(this.state).find((x) => canonical(x) === wanted);
        if (move === undefined) {
          const r = this.game.applyMove(this.state, m.move);
          return refuse(r.ok ? { rule: 'T6', code: 'notAMove', message: 'not a move' } : r.violation, seq);
        }
        const r = this.game.applyMove(this.state, move);
        if (!r.ok) return refuse(r.violation, seq);
        this.record({ actor: this.me, move, events: r.events }, r.state);
        setTimeout(() => this.computers(), 0);
        return;
      }
      case 'ready': {
        if (this.phase !== 'betweenDeals' || !m.ready) return;
        const next = this.game.advance(this.state);
        if (!next) return;
        this.record({ actor: null, move: null, events: next.events }, next.state);
        setTimeout(() => this.computers(), 0);
        return;
      }
      default:
        return;
    }
  }
}

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;

  constructor(private readonly table: FakeTable) {}

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  send(text: string): void {
    const m = JSON.parse(text) as ClientMessage;
    queueMicrotask(() => this.table.hear(this, m));
  }

  deliver(m: ServerMessage): void {
    const data = JSON.stringify(m);
    queueMicrotask(() => {
      if (this.readyState === 1) this.onmessage?.({ data });
    });
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
}
