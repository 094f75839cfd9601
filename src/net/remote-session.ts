/**
 * My seat at a table on a table server (docs/multiplayer.md, "The client"): one WebSocket speaking
 * the protocol of src/net/protocol.ts, and the game at that table as a `SeatTable` (src/play/session.ts)
 * so that the game's own table (its `GamePlay`) plays it as it plays a game against the computers.
 * Only my seat's view, the steps as my seat sees them and my legal moves ever arrive here; the
 * engine, the state and the seed stay on the server. Game-agnostic: moves, views and events are the
 * game's JSON, passed through.
 *
 * Connection: the first message is `create`, `join` or `rejoin`; the `welcome` gives the seat (and
 * after create/join the seat token, kept by the caller from the 'ticket' event). A dropped socket is
 * reopened with `rejoin` after a growing pause (backoff), at once when the browser says it is online
 * again or the tab comes back; the `welcome` then brings every step, and the steps I had not seen are
 * played out as 'step' events. A connection that carries nothing (a phone leaving Wi-Fi: no close
 * comes) is found by the heartbeat: a `ping` every few seconds, and no frame heard for `silenceMs`
 * drops the socket and comes back. My move made while the connection is down, or lost with it, is
 * kept: after the rejoin it is sent again if the table still waits for it, and if the table moved on
 * without it the player hears so (T4).
 *
 * Events: 'welcome'; 'table' (CustomEvent<{table, notice}>); 'step' (CustomEvent<WireStep>);
 * 'change'; 'refused' (CustomEvent<RuleViolation>, a rule of the game); 'tableRefused'
 * (CustomEvent<{rule, message}>, a rule of the table, T1–T10); 'phrase' (CustomEvent<{seat, id}>);
 * 'connection' (the `connection` state changed); 'problem' (CustomEvent<{code, message, fatal}>: an
 * error message of the server, `notSent`, or `moveKept`: no connection, the move waits for it);
 * 'ticket' (CustomEvent<SeatTicket>).
 */
import type { RuleViolation } from '../engine/game.js';
import type { GameConfig, SeatConfig, SeatTable, Step } from '../play/session.js';
import type { Pace } from '../session/settings.js';
import {
  canonicalJSON,
  PROTOCOL_VERSION,
  TABLE_RULES,
  type ClientMessage,
  type ComputerLevel,
  type ErrorCode,
  type PhraseId,
  type SeatInfo,
  type ServerMessage,
  type TableInfo,
  type TablePhase,
  type WireStep,
} from './protocol.js';

/** What a seat keeps on the device to come back to its seat (a reload, a crash, a closed tab). */
export interface SeatTicket {
  readonly server: string;
  readonly code: string;
  readonly seat: number;
  readonly name: string;
  readonly token: string;
}

/** The little of a WebSocket this needs (the browser's, or `ws` in Node tests). */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** The first message of a connection. */
export type Hello = Extract<ClientMessage, { type: 'create' | 'join' | 'rejoin' }>;

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Pauses before the next try to reconnect (ms); the last one repeats. */
export const RECONNECT_BACKOFF: readonly number[] = [250, 1000, 2000, 4000, 8000, 15000];

/** Errors after which trying again with the same token cannot help. */
const FINAL: ReadonlySet<ErrorCode> = new Set(['badToken', 'noTable', 'removed', 'replaced', 'version', 'tableFull', 'started', 'badName', 'badOptions', 'badSeats', 'unknownGame']);

const OPEN = 1;

/** How long the first connection may take before the server counts as unreachable (ms). */
export const CONNECT_TIMEOUT_MS = 10_000;

/** How often an open connection asks the server whether it is still there (ms). */
export const HEARTBEAT_MS = 4_000;
/** No frame heard for this long (ms): the connection counts as lost (the server answers every ping at once). */
export const SILENCE_MS = 10_000;

export interface RemoteOptions {
  /** The table server's WebSocket address (ws://…/tables). */
  readonly server: string;
  readonly hello: Hello;
  /** Opens a socket; default: the browser's WebSocket. */
  readonly socket?: SocketFactory;
  readonly backoff?: readonly number[];
  readonly heartbeatMs?: number;
  readonly silenceMs?: number;
  /** The name shown for a computer seat (in the player's language) and for a free seat. */
  readonly seatName?: (seat: SeatInfo) => string;
}

export class RemoteSeatSession extends EventTarget implements SeatTable<unknown, unknown, unknown, unknown> {
  readonly remote = true;
  readonly server: string;
  connection: ConnectionState = 'connecting';
  table: TableInfo | null = null;
  me = -1;
  view: unknown = null;
  readonly steps: WireStep[] = [];
  /** The table's step count as last heard (the seq a move is chosen on). */
  seq = 0;
  legal: unknown[] | null = null;
  ticket: SeatTicket | null = null;
  /** Why the connection ended for good (an error code), or null. */
  endedBy: ErrorCode | 'left' | null = null;
  pace: Pace = 'normal';
  readonly busy = false;
  readonly waitingForKey = false;
  seatName: (seat: SeatInfo) => string;

  private socket: SocketLike | null = null;
  private readonly factory: SocketFactory;
  private readonly backoff: readonly number[];
  private hello: Hello;
  private tries = 0;
  /** The open socket has been welcomed to my seat. */
  private seated = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly heartbeatMs: number;
  private readonly silenceMs: number;
  private beat: ReturnType<typeof setInterval> | null = null;
  /** When a frame last came from the server (ms). */
  private heard = 0;
  /** My move not yet answered by a step or a refusal: chosen after step `seq`. */
  private pending: { readonly seq: number; readonly move: unknown } | null = null;
  private welcomed: { resolve: () => void; reject: (e: Error) => void } | null = null;
  private readonly onOnline = () => this.retryNow();
  private readonly onVisible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') this.retryNow();
  };

  constructor(opts: RemoteOptions) {
    super();
    this.server = opts.server;
    this.hello = opts.hello;
    this.factory = opts.socket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.backoff = opts.backoff ?? RECONNECT_BACKOFF;
    this.heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
    this.silenceMs = opts.silenceMs ?? SILENCE_MS;
    this.seatName = opts.seatName ?? ((s) => s.name ?? `${s.kind} ${s.seat + 1}`);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisible);
  }

  /** Opens the connection; resolves at the first `welcome`, rejects with the server's error code (or 'unreachable'). */
  connect(timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
    const waiting = new Promise<void>((resolve, reject) => {
      this.welcomed = { resolve, reject };
      this.open();
    });
    // A server that never answers (a host that drops packets) counts as unreachable.
    const timer = setTimeout(() => {
      if (this.welcomed) this.fail('unreachable', 'the table server did not answer');
    }, timeoutMs);
    return waiting.finally(() => clearTimeout(timer));
  }

  // -- SeatTable -------------------------------------------------------------------------------

  get phase(): TablePhase {
    return this.table?.phase ?? 'lobby';
  }

  get myTurn(): boolean {
    return (this.phase === 'playing' || this.phase === 'betweenDeals') && !!this.legal && this.legal.length > 0;
  }

  get legalMoves(): readonly unknown[] {
    return this.myTurn ? this.legal! : [];
  }

  get config(): GameConfig<unknown> {
    const seats: SeatConfig[] = (this.table?.seats ?? []).map((s) => ({
      name: this.seatName(s),
      kind: s.kind === 'computer' ? 'computer' : 'human',
      level: s.level ?? 'normal',
    }));
    return { options: this.table?.options ?? null, seed: '', seats };
  }

  names(): string[] {
    return (this.table?.seats ?? []).map((s) => this.seatName(s));
  }

  play(move: unknown): RuleViolation | null {
    this.pending = { seq: this.seq, move };
    if (!this.send({ type: 'move', seq: this.seq, move })) this.problem('moveKept', 'not connected: the move is sent when the connection is back', false);
    return null;
  }

  /** Between deals: I am ready for the next one (it starts when every connected person is). */
  nextDeal(): boolean {
    if (this.phase !== 'betweenDeals') return false;
    if (!this.send({ type: 'ready', ready: true })) this.problem('notSent', 'not connected', false);
    return true;
  }

  continue(): void {}

  scheduleComputers(): void {}

  // -- the table's requests --------------------------------------------------------------------

  ready(ready: boolean): boolean {
    return this.send({ type: 'ready', ready });
  }

  start(fill?: ComputerLevel): boolean {
    return this.send(fill ? { type: 'start', fill } : { type: 'start' });
  }

  setSeat(seat: number, kind: 'open' | 'computer', level?: ComputerLevel): boolean {
    return this.send(kind === 'computer' ? { type: 'seat', seat, kind, level: level ?? 'normal' } : { type: 'seat', seat, kind });
  }

  phrase(id: PhraseId): boolean {
    return this.send({ type: 'phrase', id });
  }

  standIn(seat: number, level: ComputerLevel | null): boolean {
    return this.send({ type: 'standIn', seat, level });
  }

  /** Leaves the table for good (in a game a computer takes the seat); the connection ends. */
  leave(): void {
    this.send({ type: 'leave' });
    this.endedBy = 'left';
    this.shutdown();
  }

  /** Closes the connection without leaving (the seat waits for a rejoin). */
  dispose(): void {
    this.shutdown();
  }

  /** A person at the table: me, or who else (null: no such seat). */
  seat(n: number): SeatInfo | null {
    return this.table?.seats[n] ?? null;
  }

  // -- the connection ----------------------------------------------------------------------------

  private send(m: ClientMessage): boolean {
    const s = this.socket;
    if (!s || s.readyState !== OPEN || this.connection !== 'open') return false;
    s.send(JSON.stringify(m));
    return true;
  }

  private setConnection(c: ConnectionState): void {
    if (this.connection === c) return;
    this.connection = c;
    this.dispatchEvent(new Event('connection'));
    this.changed();
  }

  private open(): void {
    if (this.connection === 'closed') return;
    let socket: SocketLike;
    try {
      socket = this.factory(this.server);
    } catch {
      return this.lost();
    }
    this.socket = socket;
    this.seated = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      socket.send(JSON.stringify(this.hello));
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket || typeof ev.data !== 'string') return;
      this.heard = Date.now();
      let m: ServerMessage;
      try {
        m = JSON.parse(ev.data) as ServerMessage;
      } catch {
        return;
      }
      this.receive(m);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.lost();
    };
    socket.onerror = () => undefined;
  }

  /** The socket closed: try again after a pause, unless it ended for good. */
  private lost(): void {
    if (this.connection === 'closed') return;
    if (!this.ticket) {
      // Never seated: there is nothing to come back to.
      this.fail('unreachable', 'the table server cannot be reached');
      return;
    }
    this.setConnection('reconnecting');
    const wait = this.backoff[Math.min(this.tries, this.backoff.length - 1)]!;
    this.tries++;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, wait);
  }

  /** While the connection is open: a ping each beat; nothing heard for `silenceMs`, and the socket is given up. */
  private startHeartbeat(): void {
    if (this.beat) return;
    this.beat = setInterval(() => {
      const s = this.socket;
      if (!s || this.connection !== 'open') return;
      if (Date.now() - this.heard <= this.silenceMs) {
        s.send(JSON.stringify({ type: 'ping' } satisfies ClientMessage));
        return;
      }
      // A close would wait for the silent network too: the socket is dropped here and now.
      this.socket = null;
      s.close(4000, 'silent');
      this.lost();
    }, this.heartbeatMs);
  }

  /** Back at my seat: the kept move is sent again while the table waits for it; if the table moved on without it, I hear so. */
  private resend(fresh: readonly WireStep[], legal: unknown[] | null): void {
    const p = this.pending;
    if (!p) return;
    if (this.seq === p.seq) {
      const wanted = canonicalJSON(p.move);
      if (legal?.some((m) => canonicalJSON(m) === wanted)) this.send({ type: 'move', seq: p.seq, move: p.move });
      else this.pending = null;
      return;
    }
    this.pending = null;
    if (!fresh.some((s) => s.seq === p.seq + 1 && s.actor === this.me)) {
      this.dispatchEvent(new CustomEvent('tableRefused', { detail: { rule: 'T4', message: TABLE_RULES.T4 } }));
    }
  }

  /** The browser is online again or the tab came back: try at once. */
  retryNow(): void {
    if (this.connection !== 'reconnecting' || this.socket) return;
    this.clearTimer();
    this.open();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private fail(code: ErrorCode | 'unreachable', message: string): void {
    const w = this.welcomed;
    this.welcomed = null;
    if (code !== 'unreachable') this.endedBy = code;
    this.shutdown();
    if (w) w.reject(Object.assign(new Error(message), { code }));
    else this.problem(code, message, true);
  }

  private shutdown(): void {
    this.clearTimer();
    if (this.beat) clearInterval(this.beat);
    this.beat = null;
    const s = this.socket;
    this.socket = null;
    if (s && s.readyState <= OPEN) s.close(1000, 'bye');
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisible);
    this.setConnection('closed');
  }

  private problem(code: string, message: string, fatal: boolean): void {
    this.dispatchEvent(new CustomEvent('problem', { detail: { code, message, fatal } }));
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  private receive(m: ServerMessage): void {
    switch (m.type) {
      case 'welcome': {
        this.tries = 0;
        this.seated = true;
        const first = this.me < 0;
        this.me = m.you;
        this.table = m.table;
        this.view = m.view;
        this.legal = m.legal;
        if (m.token) {
          this.ticket = { server: this.server, code: m.table.code, seat: m.you, name: m.table.seats[m.you]?.name ?? '', token: m.token };
          this.dispatchEvent(new CustomEvent('ticket', { detail: this.ticket }));
        } else if (this.ticket === null && this.hello.type === 'rejoin') {
          this.ticket = { server: this.server, code: m.table.code, seat: m.you, name: m.table.seats[m.you]?.name ?? '', token: this.hello.token };
        }
        // From now on a new connection comes back to this seat.
        if (this.ticket) this.hello = { type: 'rejoin', v: PROTOCOL_VERSION, code: this.ticket.code, token: this.ticket.token };
        // The steps I have not heard yet (all of them the first time; after a drop, those while away).
        const known = this.seq;
        const fresh = first ? [] : m.steps.filter((s) => s.seq > known);
        // `steps` holds what has been played out: the first time the whole history (the game's table
        // rebuilds its log from it); after a drop the steps heard before, each missed one added as its
        // 'step' event goes out. So a game's table started by one of these events (the game began while
        // I was away in the lobby) finds the steps up to that one, not those still to come as events:
        // each step is heard, and logged, once.
        this.steps.length = 0;
        this.steps.push(...(first ? m.steps : m.steps.filter((s) => s.seq <= known)));
        this.seq = m.seq;
        this.heard = Date.now();
        this.setConnection('open');
        this.startHeartbeat();
        const w = this.welcomed;
        this.welcomed = null;
        this.dispatchEvent(new CustomEvent('welcome', { detail: { first, fresh } }));
        // My moves (and so "your turn") belong to the last step: not said after each missed one.
        fresh.forEach((s, i) => {
          this.legal = i === fresh.length - 1 ? m.legal : null;
          this.steps.push(s);
          this.dispatchEvent(new CustomEvent<Step>('step', { detail: s }));
        });
        this.resend(fresh, m.legal);
        this.changed();
        w?.resolve();
        return;
      }
      case 'table':
        this.table = m.table;
        this.dispatchEvent(new CustomEvent('table', { detail: { table: m.table, notice: m.notice } }));
        this.changed();
        return;
      case 'step':
        if (m.step.seq <= this.seq && this.steps.some((s) => s.seq === m.step.seq)) return;
        this.steps.push(m.step);
        this.seq = m.step.seq;
        if (this.pending && m.step.seq > this.pending.seq) this.pending = null;
        this.view = m.view;
        this.legal = m.legal;
        if (this.table) this.table = { ...this.table, phase: m.phase };
        this.dispatchEvent(new CustomEvent<Step>('step', { detail: m.step }));
        this.changed();
        return;
      case 'refused': {
        this.pending = null;
        if (Object.hasOwn(TABLE_RULES, m.rule)) {
          this.dispatchEvent(new CustomEvent('tableRefused', { detail: { rule: m.rule, message: m.message } }));
        } else {
          const v: RuleViolation = { rule: m.rule, code: m.code, message: m.message, ...(m.details ? { details: m.details } : {}) } as RuleViolation;
          this.dispatchEvent(new CustomEvent('refused', { detail: v }));
        }
        return;
      }
      case 'phrase':
        this.dispatchEvent(new CustomEvent('phrase', { detail: { seat: m.seat, id: m.id } }));
        return;
      case 'pong':
        return;
      case 'error':
        // The first create, join or rejoin failed, or coming back cannot work (a bad token, the seat freed, replaced).
        if (this.welcomed || FINAL.has(m.code) || !this.ticket) return this.fail(m.code, m.message);
        if (!this.seated && !m.fatal) {
          // A rejoin that did not take (the table was busy reviving): close and come back after a pause.
          this.socket?.close(1000, 'again');
          return;
        }
        // 'closing', 'storage', 'rateLimited', 'timeout': the socket closes and we come back.
        this.problem(m.code, m.message, m.fatal);
        return;
    }
  }
}
