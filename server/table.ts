/**
 * One table: the authoritative engine state, the secret seed, the seats, the durable log, and the
 * connections of the people sitting at it. Generic over the game: the engine is reached through the
 * same `SeatGame` as the offline table (src/engine/game.ts), from the headless catalogue
 * (src/games/bots.ts); no line here names a game.
 *
 * The durability rule: every change is appended to the table's log and fsync'd before anyone is
 * told of it, and one change is handled at a time (`run`). What each seat is told is built from
 * the engine's `view(state, seat)` and `visibleEvent(e, seat)` only; a move is told to its mover
 * only (the others hear it through the events), and the legal moves go only to the seat whose turn it is.
 */
import { PACE_DELAY } from '../src/play/session.js';
import {
  PROTOCOL_VERSION,
  TABLE_RULES,
  type SeatMessage,
  type ComputerLevel,
  type ErrorCode,
  type Notice,
  type PhraseId,
  type SeatInfo,
  type ServerMessage,
  type TableInfo,
  type TablePace,
  type TablePhase,
  type TableRule,
  type WireStep,
  canonicalJSON,
} from '../src/net/protocol.js';
import type { SeatGame } from '../src/engine/game.js';
import type { BotBudget, BotOptions, GameBots } from '../src/ai/types.js';
import { thinkingBudget } from '../src/ai/budget.js';
import { thinksBy } from '../src/games/bots.js';
import { hashToken, newToken, stateHash, tokenMatches } from './codes.js';
import type { LogRecord, TableLog } from './store.js';
import { DEFAULT_NAMES } from '../locales/names.js';
import { TABLES_TEXTS } from '../locales/tables/all.js';
import { LOCALES } from '../src/i18n/locale.js';

/** How a chosen name is compared: what a listener cannot tell apart by ear (case, outer spaces) is the same name. */
const nameKey = (name: string): string => name.trim().toLocaleLowerCase();

/**
 * The words the table itself names seats with, in every language (lower case): "You"/"Du" and the
 * numbered players of the default names (locales/names.ts; its given names, Anna, Ben, Clara, are
 * people's names and stay free), the computer seats ("Computer 3"), a free seat and "you". A person
 * choosing one of them is seated under it made unique ("You (2)"), so no one poses as the table's own words.
 */
const RESERVED_NAMES: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) => {
    const t = TABLES_TEXTS[locale];
    const seats = Array.from({ length: 8 }, (_, i) => i);
    return [DEFAULT_NAMES[locale](0), ...seats.slice(4).map((i) => DEFAULT_NAMES[locale](i)), ...seats.map((i) => t.computer(i + 1)), t.free, t.tagYou].map(nameKey);
  }),
);

/**
 * A game a table can hold: its engine and its computer players (they get a seat's view and the legal
 * moves only). The server's threads run the catalogue's bots by `id` (server/bot-threads.ts); other
 * `bots` (a test's wrapper) are asked in the event loop's thread.
 */
export interface TableGame {
  readonly id: string;
  readonly engine: SeatGame<unknown, unknown, unknown, unknown, unknown>;
  bots(): Promise<GameBots>;
}

/** A connection as the table sees it: text frames out, and a way to close it. */
export interface Peer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface TableHooks {
  /**
   * The strong computer player's thinking time per decision in ms: chess searches for it, a card game
   * searches its default units bounded by the clock at a share of it (src/ai/budget.ts, the app's path).
   */
  thinkingMs: number;
  /**
   * A computer player's move, decided off the event loop (server/bot-threads.ts): a seat's view and
   * its legal moves only. Rejects with an Error named 'AbortError' when the server stops.
   */
  think(game: TableGame, level: ComputerLevel, view: unknown, legal: readonly unknown[], opts: BotOptions): Promise<unknown>;
  /** Test-only: a computer seat starts (`done` false) and ends a decision. Never set in production. */
  thinking?: (e: { code: string; seat: number; seq: number; done: boolean }) => void;
  /** Units alone instead (for chess nodes), no clock read: the same moves every run (tests, reproducible benchmarks). */
  strongIterations?: number;
  /** Milliseconds between two quick phrases of one seat (T8). */
  phraseGapMs: number;
  /** How long a person must have been away before the host may let a computer stand in (T10). */
  standInAfterMs: number;
  /** Nobody is connected any more (the server may unload the table later). */
  idle(table: Table): void;
  /** The table closed itself (everyone left, or its log failed); the server forgets it. */
  closed(table: Table): void;
  /** Test-only: every frame a seat is sent, with the engine state at that moment. Never set in production. */
  observe?: (e: { code: string; seat: number; text: string; state: unknown; seq: number }) => void;
}

interface SeatState {
  kind: 'open' | 'person' | 'computer';
  name: string | null;
  level: ComputerLevel | null;
  /** SHA-256 of the seat token (a person's seat). */
  token: string | null;
  /** Ready to start (lobby). */
  ready: boolean;
  /** A computer playing for the absent person at the host's request. */
  standIn: ComputerLevel | null;
  /** Since when the person has had no connection (ms since the epoch). */
  awaySince: number | null;
}

interface FullStep {
  actor: number | null;
  move: unknown;
  events: readonly unknown[];
}

export type JoinResult = { ok: true; seat: number } | { ok: false; code: ErrorCode; message: string };

const refusal = (rule: TableRule, code: string): { rule: string; code: string; message: string } => ({ rule, code, message: TABLE_RULES[rule] });

export class Table {
  private state: unknown = null;
  private readonly steps: FullStep[] = [];
  private readonly seats: SeatState[];
  private host = 0;
  private phase: TablePhase = 'lobby';
  private readonly nextReady = new Set<number>();
  private readonly peers = new Map<number, Peer>();
  private readonly lastPhrase = new Map<number, number>();
  private queue: Promise<void> = Promise.resolve();
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private isClosed = false;

  private constructor(
    private readonly game: TableGame,
    readonly code: string,
    private readonly seed: string,
    private readonly options: unknown,
    private readonly pace: TablePace,
    seats: LogRecord & { t: 'table' },
    private readonly log: TableLog,
    private readonly hooks: TableHooks,
  ) {
    this.seats = seats.seats.map((s) => ({ kind: s.kind, name: null, level: s.kind === 'computer' ? s.level : null, token: null, ready: false, standIn: null, awaySince: null }));
  }

  /** A new table from its first log line (already written) and the host sitting down at seat 0. */
  static async create(game: TableGame, first: LogRecord & { t: 'table' }, log: TableLog, hooks: TableHooks, hostName: string, peer: Peer): Promise<Table> {
    const table = new Table(game, first.code, first.seed, first.options, first.pace, first, log, hooks);
    await table.run(async () => {
      const token = newToken();
      const rec: LogRecord = { t: 'sit', seat: 0, name: table.uniqueName(hostName), token: hashToken(token) };
      await log.append(rec);
      table.replay(rec);
      table.peers.set(0, peer);
      table.seats[0]!.awaySince = null;
      table.welcome(0, peer, token);
    });
    return table;
  }

  /** A table rebuilt from its log: the seats as recorded, the moves replayed through the engine from the seed. */
  static revive(games: Readonly<Record<string, TableGame>>, records: readonly LogRecord[], log: TableLog, hooks: TableHooks): Table {
    const first = records[0];
    if (!first || first.t !== 'table' || first.v !== 1) throw new Error('the log does not start with a table record');
    const game = Object.hasOwn(games, first.game) ? games[first.game] : undefined;
    if (!game) throw new Error(`the log's game ${first.game} is not served here`);
    const table = new Table(game, first.code, first.seed, first.options, first.pace, first, log, hooks);
    for (const rec of records.slice(1)) table.replay(rec);
    table.scheduleComputers();
    return table;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  get connected(): number {
    return this.peers.size;
  }

  /** Test-only: the engine state and the step count (the server never sends these). */
  debugState(): { state: unknown; seq: number; phase: TablePhase } {
    return { state: this.state, seq: this.steps.length, phase: this.phase };
  }

  // -------------------------------------------------------------------------------------------
  // Requests (each handled alone, in arrival order)

  /** A person takes a free seat in the lobby. */
  join(peer: Peer, name: string, wanted: number | undefined): Promise<JoinResult> {
    let result: JoinResult = { ok: false, code: 'closing', message: 'the table is closing' };
    return this.run(async () => {
      if (this.phase !== 'lobby') {
        result = { ok: false, code: 'started', message: 'the game has started: only the people at the table can come back (with their seat token)' };
        return;
      }
      const seat = wanted ?? this.seats.findIndex((s) => s.kind === 'open');
      if (seat < 0 || this.seats[seat]?.kind !== 'open') {
        result = { ok: false, code: 'tableFull', message: wanted === undefined ? 'no seat is free at this table' : 'that seat is not free' };
        return;
      }
      const token = newToken();
      const rec: LogRecord = { t: 'sit', seat, name: this.uniqueName(name), token: hashToken(token) };
      await this.log.append(rec);
      this.replay(rec);
      this.peers.set(seat, peer);
      this.seats[seat]!.awaySince = null;
      result = { ok: true, seat };
      this.welcome(seat, peer, token);
      this.announce({ kind: 'joined', seat }, seat);
    }).then(() => result);
  }

  /** A person comes back to their seat with its token; an older connection of that seat is closed. */
  rejoin(peer: Peer, token: string): Promise<JoinResult> {
    let result: JoinResult = { ok: false, code: 'closing', message: 'the table is closing' };
    return this.run(async () => {
      const seat = this.seats.findIndex((s) => s.kind === 'person' && tokenMatches(token, s.token));
      if (seat < 0) {
        result = { ok: false, code: 'badToken', message: 'this seat token is not valid at this table' };
        return;
      }
      const old = this.peers.get(seat);
      // Back: a computer standing in gives the seat back (between two decisions: requests run one at a time).
      const standIn: LogRecord | null = this.seats[seat]!.standIn ? { t: 'standIn', seat, level: null } : null;
      if (standIn) {
        await this.log.append(standIn);
        this.replay(standIn);
      }
      this.peers.set(seat, peer);
      this.seats[seat]!.awaySince = null;
      if (old) {
        this.sendPeer(old, seat, { type: 'error', code: 'replaced', message: 'this seat was taken up by another connection with its token', fatal: true });
        old.close(4000, 'replaced');
      }
      result = { ok: true, seat };
      this.welcome(seat, peer);
      if (!old) this.announce({ kind: 'reconnected', seat }, seat);
      if (standIn) this.announce({ kind: 'standInEnded', seat }, seat);
      await this.maybeNextDeal();
    }).then(() => result);
  }

  /** The connection of a seat ended (a drop, a closed tab): the seat stays the person's. */
  disconnect(seat: number, peer: Peer): void {
    void this.run(async () => {
      if (this.peers.get(seat) !== peer) return;
      this.peers.delete(seat);
      this.seats[seat]!.awaySince = Date.now();
      this.announce({ kind: 'disconnected', seat }, seat);
      if (this.peers.size === 0) this.hooks.idle(this);
      else await this.maybeNextDeal();
    });
  }

  /** A checked message from the person at `seat`. */
  handle(seat: number, peer: Peer, msg: SeatMessage): void {
    void this.run(async () => {
      if (this.peers.get(seat) !== peer) return;
      switch (msg.type) {
        case 'move':
          return this.move(seat, peer, msg.seq, msg.move);
        case 'ready':
          return this.ready(seat, peer, msg.ready);
        case 'seat':
          return this.setSeat(seat, peer, msg.seat, msg.kind, msg.level ?? null);
        case 'start':
          return this.start(seat, peer, msg.fill ?? 'normal');
        case 'phrase':
          return this.phrase(seat, peer, msg.id);
        case 'leave':
          return this.leave(seat, peer);
        case 'standIn':
          return this.standIn(seat, peer, msg.seat, msg.level);
      }
    });
  }

  /** Stops the table (server shutdown): computers stop, the log is closed; it can be revived. */
  async shutdown(reason: ErrorCode = 'closing'): Promise<void> {
    await this.run(async () => {
      for (const [seat, peer] of this.peers) {
        this.sendPeer(peer, seat, { type: 'error', code: reason, message: 'the server is stopping; come back with your seat token', fatal: true });
        peer.close(1001, reason);
      }
      await this.close();
    });
  }

  // -------------------------------------------------------------------------------------------

  private async move(seat: number, peer: Peer, seq: number, raw: unknown): Promise<void> {
    const engine = this.game.engine;
    if (this.phase === 'lobby') return this.refuse(peer, seat, refusal('T5', 'notStarted'));
    // A move the engine lets this seat make whoever is to move (its `anytime`: chess's resignation, CH30).
    const wanted = canonicalJSON(raw);
    const anytime = this.phase === 'playing' ? engine.anytime?.(this.state, seat).find((m) => canonicalJSON(m) === wanted) : undefined;
    if (anytime === undefined && engine.toMove(this.state) !== seat) return this.refuse(peer, seat, engine.notYourTurn(this.state));
    if (this.seats[seat]!.kind !== 'person') return this.refuse(peer, seat, engine.notYourTurn(this.state));
    if (seq !== this.steps.length) return this.refuse(peer, seat, refusal('T4', 'stale'));
    // A move is one of the engine's legal moves, or it is refused: the engine names the rule it breaks
    // (its refusal of a stranger's JSON never throws, the conformance suite checks it), else T6.
    const move = anytime ?? engine.legalMoves(this.state).find((m) => canonicalJSON(m) === wanted);
    if (move === undefined) {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return this.refuse(peer, seat, refusal('T6', 'notAMove'));
      let r;
      try {
        r = engine.applyMove(this.state, raw);
      } catch {
        return this.refuse(peer, seat, refusal('T6', 'notAMove'));
      }
      return this.refuse(peer, seat, r.ok ? refusal('T6', 'notAMove') : r.violation);
    }
    const r = engine.applyMove(this.state, move);
    if (!r.ok) return this.refuse(peer, seat, r.violation);
    await this.commitMove(seat, move, r.state, r.events);
  }

  private async commitMove(seat: number, move: unknown, state: unknown, events: readonly unknown[]): Promise<void> {
    const seq = this.steps.length;
    const records: LogRecord[] = [{ t: 'move', seq, seat, move, h: stateHash(state) }];
    const phase = this.phaseOf(state);
    if (phase === 'over') records.push({ t: 'over' });
    await this.log.append(...records);
    this.state = state;
    this.steps.push({ actor: seat, move, events });
    this.phase = phase;
    this.nextReady.clear();
    this.broadcastStep();
    this.scheduleComputers();
  }

  private async ready(seat: number, peer: Peer, ready: boolean): Promise<void> {
    if (this.phase === 'lobby') {
      if (this.seats[seat]!.ready === ready) return;
      this.seats[seat]!.ready = ready;
      this.announce({ kind: ready ? 'ready' : 'notReady', seat });
      return;
    }
    if (this.phase !== 'betweenDeals') return this.refuse(peer, seat, refusal('T7', 'notBetweenDeals'));
    if (this.nextReady.has(seat) === ready) return;
    if (ready) this.nextReady.add(seat);
    else this.nextReady.delete(seat);
    this.announce({ kind: ready ? 'ready' : 'notReady', seat });
    await this.maybeNextDeal();
  }

  /** Between deals: the next deal starts once every connected person is ready. */
  private async maybeNextDeal(): Promise<void> {
    if (this.phase !== 'betweenDeals') return;
    const present = [...this.peers.keys()];
    if (present.length === 0 || !present.every((s) => this.nextReady.has(s))) return;
    const next = this.game.engine.advance(this.state);
    if (!next) return;
    const seq = this.steps.length;
    await this.log.append({ t: 'next', seq, h: stateHash(next.state) });
    this.state = next.state;
    this.steps.push({ actor: null, move: null, events: next.events });
    this.phase = this.phaseOf(next.state);
    this.nextReady.clear();
    this.broadcastStep();
    this.scheduleComputers();
  }

  private async setSeat(by: number, peer: Peer, seat: number, kind: 'open' | 'computer', level: ComputerLevel | null): Promise<void> {
    if (by !== this.host) return this.refuse(peer, by, refusal('T1', 'notHost'));
    if (this.phase !== 'lobby') return this.refuse(peer, by, refusal('T2', 'started'));
    if (seat >= this.seats.length || seat === this.host) return this.refuse(peer, by, refusal('T9', 'badSeat'));
    const rec: LogRecord = { t: 'seat', seat, kind, level: kind === 'computer' ? level : null };
    await this.log.append(rec);
    const removed = this.seats[seat]!.kind === 'person' ? this.peers.get(seat) : undefined;
    this.replay(rec);
    if (removed) {
      this.peers.delete(seat);
      this.sendPeer(removed, seat, { type: 'error', code: 'removed', message: 'the host gave your seat to someone else', fatal: true });
      removed.close(4001, 'removed');
    }
    this.announce({ kind: 'seatChanged', seat });
  }

  private async start(by: number, peer: Peer, fill: ComputerLevel): Promise<void> {
    if (by !== this.host) return this.refuse(peer, by, refusal('T1', 'notHost'));
    if (this.phase !== 'lobby') return this.refuse(peer, by, refusal('T2', 'started'));
    if (this.seats.some((s, i) => s.kind === 'person' && i !== this.host && !s.ready)) return this.refuse(peer, by, refusal('T3', 'notReady'));
    const { state, events } = this.game.engine.start(this.options, this.seed);
    const records: LogRecord[] = [];
    this.seats.forEach((s, seat) => {
      if (s.kind === 'open') records.push({ t: 'seat', seat, kind: 'computer', level: fill });
    });
    records.push({ t: 'start', h: stateHash(state) });
    await this.log.append(...records);
    for (const rec of records.slice(0, -1)) this.replay(rec);
    this.state = state;
    this.steps.push({ actor: null, move: null, events });
    this.phase = this.phaseOf(state);
    for (const s of this.seats) s.ready = false;
    this.announce({ kind: 'started', seat: by });
    this.broadcastStep();
    this.scheduleComputers();
  }

  /** The host lets a computer play for a person away for the grace period (or ends that). */
  private async standIn(by: number, peer: Peer, seat: number, level: ComputerLevel | null): Promise<void> {
    if (by !== this.host) return this.refuse(peer, by, refusal('T1', 'notHost'));
    const s = this.seats[seat];
    if (!s || s.kind !== 'person' || seat === by) return this.refuse(peer, by, refusal('T9', 'badSeat'));
    if (this.phase !== 'playing' && this.phase !== 'betweenDeals') return this.refuse(peer, by, refusal('T10', 'notPlaying'));
    if (level !== null && (this.peers.has(seat) || Date.now() - (s.awaySince ?? Date.now()) < this.hooks.standInAfterMs)) {
      return this.refuse(peer, by, refusal('T10', 'notAway'));
    }
    if (s.standIn === level) return;
    const rec: LogRecord = { t: 'standIn', seat, level };
    await this.log.append(rec);
    this.replay(rec);
    this.announce({ kind: level ? 'standIn' : 'standInEnded', seat });
    this.scheduleComputers();
    await this.maybeNextDeal();
  }

  private phrase(seat: number, peer: Peer, id: PhraseId): void {
    const now = Date.now();
    if (now - (this.lastPhrase.get(seat) ?? -Infinity) < this.hooks.phraseGapMs) return this.refuse(peer, seat, refusal('T8', 'tooSoon'));
    this.lastPhrase.set(seat, now);
    for (const [s, p] of this.peers) if (s !== seat) this.sendPeer(p, s, { type: 'phrase', seat, id });
  }

  /** Leaving for good: the seat becomes free (lobby) or a computer's (a game); the token no longer works. */
  private async leave(seat: number, peer: Peer): Promise<void> {
    // Taken before the seat becomes a computer's or free: the others hear who left.
    const name = this.seats[seat]!.name ?? undefined;
    const records: LogRecord[] = [this.phase === 'lobby' ? { t: 'seat', seat, kind: 'open', level: null } : { t: 'seat', seat, kind: 'computer', level: 'normal' }];
    const others = this.seats.map((_, i) => (seat + i) % this.seats.length).filter((s) => s !== seat && this.seats[s]!.kind === 'person');
    const newHost = seat === this.host ? (others.find((s) => this.peers.has(s)) ?? others[0]) : undefined;
    if (newHost !== undefined) records.push({ t: 'host', seat: newHost });
    if (others.length === 0) records.push({ t: 'closed' });
    await this.log.append(...records);
    for (const rec of records) this.replay(rec);
    this.peers.delete(seat);
    this.nextReady.delete(seat);
    peer.close(1000, 'left');
    if (others.length === 0) {
      // Nobody is left at the table: it closes; its record expires with the others.
      for (const p of this.peers.values()) p.close(1000, 'table closed');
      await this.close();
      return;
    }
    this.announce({ kind: 'left', seat, ...(name !== undefined ? { name } : {}) });
    if (newHost !== undefined) this.announce({ kind: 'host', seat: newHost });
    if (this.peers.size === 0) this.hooks.idle(this);
    this.scheduleComputers();
    await this.maybeNextDeal();
  }

  // -------------------------------------------------------------------------------------------
  // The log

  /** Applies one log record to the table (on replay, and after writing it live for lobby records). */
  private replay(rec: LogRecord): void {
    const engine = this.game.engine;
    switch (rec.t) {
      case 'table':
        throw new Error('a second table record');
      case 'sit':
        this.seats[rec.seat] = { kind: 'person', name: rec.name, level: null, token: rec.token, ready: false, standIn: null, awaySince: Date.now() };
        return;
      case 'seat':
        this.seats[rec.seat] = { kind: rec.kind, name: null, level: rec.kind === 'computer' ? rec.level : null, token: null, ready: false, standIn: null, awaySince: null };
        return;
      case 'standIn':
        if (this.seats[rec.seat]?.kind === 'person') this.seats[rec.seat]!.standIn = rec.level;
        return;
      case 'host':
        this.host = rec.seat;
        return;
      case 'start': {
        const { state, events } = engine.start(this.options, this.seed);
        if (stateHash(state) !== rec.h) throw new Error('the start does not replay to the logged state');
        this.state = state;
        this.steps.push({ actor: null, move: null, events });
        this.phase = this.phaseOf(state);
        return;
      }
      case 'move': {
        if (rec.seq !== this.steps.length || engine.toMove(this.state) !== rec.seat) throw new Error(`move ${rec.seq} is out of order in the log`);
        const r = engine.applyMove(this.state, rec.move);
        if (!r.ok || stateHash(r.state) !== rec.h) throw new Error(`move ${rec.seq} does not replay to the logged state`);
        this.state = r.state;
        this.steps.push({ actor: rec.seat, move: rec.move, events: r.events });
        this.phase = this.phaseOf(r.state);
        return;
      }
      case 'next': {
        const next = rec.seq === this.steps.length ? engine.advance(this.state) : null;
        if (!next || stateHash(next.state) !== rec.h) throw new Error(`the deal at ${rec.seq} does not replay to the logged state`);
        this.state = next.state;
        this.steps.push({ actor: null, move: null, events: next.events });
        this.phase = this.phaseOf(next.state);
        return;
      }
      case 'over':
      case 'closed':
        return;
    }
  }

  private phaseOf(state: unknown): TablePhase {
    // The engine's one isOver (⇔ nobody to move and nothing to advance, checked by the conformance suite).
    const engine = this.game.engine;
    if (engine.toMove(state) !== null) return 'playing';
    return engine.isOver(state) ? 'over' : 'betweenDeals';
  }

  // -------------------------------------------------------------------------------------------
  // Computer players

  private scheduleComputers(): void {
    if (this.botTimer || this.isClosed || this.phase !== 'playing') return;
    const seat = this.computerToAct();
    if (seat === null) return;
    const seq = this.steps.length;
    this.botTimer = setTimeout(() => {
      void this.run(async () => {
        this.botTimer = null;
        // Anything played meanwhile (a person's move, out of turn too): decide again from what stands.
        if (this.steps.length !== seq || this.computerToAct() !== seat) return this.scheduleComputers();
        const engine = this.game.engine;
        const mover = engine.toMove(this.state) === seat;
        // The mover's legal moves, or what the engine asks this seat out of turn (its `answers`).
        const legal = mover ? engine.legalMoves(this.state) : (engine.answers?.(this.state, seat) ?? []);
        const level = this.seats[seat]!.standIn ?? this.seats[seat]!.level ?? 'normal';
        let move = legal[0];
        if (legal.length > 1) {
          const opts = { seed: `${this.seed}/bot/${seq}`, ...(level === 'strong' ? { budget: this.strongBudget() } : {}) };
          this.hooks.thinking?.({ code: this.code, seat, seq, done: false });
          let chosen: unknown;
          try {
            chosen = await this.hooks.think(this.game, level, engine.view(this.state, seat), legal, opts);
          } catch (e) {
            // The server is stopping: the table is shut down next and decides again when revived.
            if (e instanceof Error && e.name === 'AbortError') return;
            throw e;
          }
          this.hooks.thinking?.({ code: this.code, seat, seq, done: true });
          // A thread answers with a copy: the table plays its own legal move of that value.
          const key = canonicalJSON(chosen);
          move = legal.find((m) => canonicalJSON(m) === key);
          if (move === undefined) throw new Error(`a computer player chose a move that is not legal: ${key}`);
        }
        const r = engine.applyMove(this.state, move);
        if (!r.ok) throw new Error(`a computer player chose an illegal move: ${r.violation.message}`);
        await this.commitMove(seat, move, r.state, r.events);
      });
    }, PACE_DELAY[this.pace]);
  }

  /**
   * The computer seat to act now: the mover, if a computer plays it; else a computer seat the engine
   * asks something out of turn (its `answers`: a draw a person offered on their own turn, CH30).
   */
  private computerToAct(): number | null {
    const engine = this.game.engine;
    const mover = engine.toMove(this.state);
    if (mover !== null && this.computerPlays(mover)) return mover;
    for (let seat = 0; seat < this.seats.length; seat++) {
      if (seat !== mover && this.computerPlays(seat) && (engine.answers?.(this.state, seat).length ?? 0) > 0) return seat;
    }
    return null;
  }

  /** The strong player's budget: the server's thinking time through the app's path (src/ai/budget.ts), or units alone (tests). */
  private strongBudget(): BotBudget {
    const units = this.hooks.strongIterations;
    return units !== undefined ? { iterations: units } : thinkingBudget(thinksBy(this.game.id), this.hooks.thinkingMs);
  }

  /** A computer seat, or a person's seat a computer stands in for. */
  private computerPlays(seat: number): boolean {
    const s = this.seats[seat];
    return s !== undefined && (s.kind === 'computer' || (s.kind === 'person' && s.standIn !== null));
  }

  // -------------------------------------------------------------------------------------------
  // What each seat is told

  private info(): TableInfo {
    const now = Date.now();
    const seats: SeatInfo[] = this.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: s.kind === 'person' ? s.name : null,
      level: s.kind === 'computer' ? s.level : null,
      connected: s.kind === 'computer' || this.peers.has(seat),
      ready:
        s.kind === 'computer' ||
        (this.phase === 'lobby' && (s.ready || seat === this.host)) ||
        (this.phase === 'betweenDeals' && (this.nextReady.has(seat) || s.standIn !== null)),
      host: seat === this.host,
      standIn: s.kind === 'person' ? s.standIn : null,
      awayMs: s.kind === 'person' && !this.peers.has(seat) ? now - (s.awaySince ?? now) : null,
    }));
    return { code: this.code, game: this.game.id, options: this.options, pace: this.pace, phase: this.phase, seats, host: this.host, standInAfterMs: this.hooks.standInAfterMs };
  }

  private wire(step: FullStep, index: number, seat: number): WireStep {
    const engine = this.game.engine;
    return {
      seq: index + 1,
      actor: step.actor,
      move: step.actor === seat ? step.move : null,
      events: step.events.map((e) => engine.visibleEvent(e, seat)),
    };
  }

  private legalFor(seat: number): unknown[] | null {
    if (this.phase !== 'playing' || this.game.engine.toMove(this.state) !== seat || this.seats[seat]?.kind !== 'person' || this.computerPlays(seat)) return null;
    return [...this.game.engine.legalMoves(this.state)];
  }

  private welcome(seat: number, peer: Peer, token?: string): void {
    const started = this.steps.length > 0;
    this.sendPeer(peer, seat, {
      type: 'welcome',
      v: PROTOCOL_VERSION,
      you: seat,
      ...(token ? { token } : {}),
      table: this.info(),
      seq: this.steps.length,
      view: started ? this.game.engine.view(this.state, seat) : null,
      steps: this.steps.map((st, i) => this.wire(st, i, seat)),
      legal: this.legalFor(seat),
    });
  }

  private broadcastStep(): void {
    const index = this.steps.length - 1;
    const step = this.steps[index]!;
    for (const [seat, peer] of this.peers) {
      this.sendPeer(peer, seat, { type: 'step', phase: this.phase, step: this.wire(step, index, seat), view: this.game.engine.view(this.state, seat), legal: this.legalFor(seat) });
    }
  }

  /** Tells every connected seat but `except` what changed at the table. */
  private announce(notice: Notice, except?: number): void {
    const table = this.info();
    for (const [seat, peer] of this.peers) if (seat !== except) this.sendPeer(peer, seat, { type: 'table', table, notice });
  }

  private refuse(peer: Peer, seat: number, v: { rule: string; code: string; message: string; details?: Readonly<Record<string, unknown>> }): void {
    this.sendPeer(peer, seat, { type: 'refused', rule: v.rule, code: v.code, message: v.message, ...(v.details ? { details: { ...v.details } } : {}), seq: this.steps.length });
  }

  private sendPeer(peer: Peer, seat: number, msg: ServerMessage): void {
    const text = JSON.stringify(msg);
    this.hooks.observe?.({ code: this.code, seat, text, state: this.state, seq: this.steps.length });
    peer.send(text);
  }

  /**
   * A chosen name as seated: as chosen, unless another person's here already has it or it is one of
   * the table's own words (RESERVED_NAMES), both compared as heard (case and outer spaces aside); then
   * with the first free number ("Bernd (2)", "You (2)").
   */
  private uniqueName(name: string): string {
    const taken = new Set([...RESERVED_NAMES, ...this.seats.filter((s) => s.kind === 'person' && s.name !== null).map((s) => nameKey(s.name!))]);
    if (!taken.has(nameKey(name))) return name;
    for (let n = 2; ; n++) if (!taken.has(nameKey(`${name} (${n})`))) return `${name} (${n})`;
  }

  // -------------------------------------------------------------------------------------------

  /** Runs one request after the ones before it; a failure (the log cannot be written) closes the table. */
  private run(fn: () => Promise<void> | void): Promise<void> {
    const p = this.queue.then(async () => {
      if (this.isClosed) return;
      try {
        await fn();
      } catch (e) {
        await this.fail(e).catch((e2: unknown) => console.error(`table server: closing a failed table: ${e2 instanceof Error ? e2.message : String(e2)}`));
      }
    });
    this.queue = p;
    return p;
  }

  private async fail(e: unknown): Promise<void> {
    console.error(`table server: a table stopped: ${e instanceof Error ? e.message : String(e)}`);
    for (const [seat, peer] of this.peers) {
      this.sendPeer(peer, seat, { type: 'error', code: 'storage', message: 'the table stopped on a server error; come back with your seat token', fatal: true });
      peer.close(1011, 'storage');
    }
    await this.close();
  }

  private async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.peers.clear();
    try {
      await this.log.close();
    } finally {
      this.hooks.closed(this);
    }
  }
}

