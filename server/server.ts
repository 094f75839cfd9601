/**
 * The table server: one HTTP server on loopback whose `/tables` path upgrades to a WebSocket
 * (the `ws` package), one connection per seat. It checks the Origin, limits how often an address
 * may connect, create tables and fail to join, limits messages per connection, checks every
 * message against the protocol's schema (src/net/protocol.ts), finds tables by code (reviving them
 * from their log when they are not in memory), and hands the rest to the table (server/table.ts).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  MAX_CLIENT_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  cleanName,
  normalizeCode,
  parseClientMessage,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
} from '../src/net/protocol.js';
import { newCode, newSeed } from './codes.js';
import { BOTS, loadSeatGame } from '../src/games/bots.js';
import type { BusMessage, RedisTables } from './redis.js';
import { FileTableStore, type LogRecord, type TableLog, type TableStore } from './store.js';
import { BotThreads, DEFAULT_BOT_THREADS } from './bot-threads.js';
import { Table, type JoinResult, type Peer, type TableGame, type TableHooks } from './table.js';

export interface Limits {
  /** WebSocket connections per address per minute. */
  connectionsPerMinute: number;
  /** Tables created per address per hour. */
  createsPerHour: number;
  /** Joins with an unknown code or a wrong token per address per minute. */
  failedJoinsPerMinute: number;
  /** Messages per connection per second (a burst of twice as many is allowed); more closes the connection. */
  messagesPerSecond: number;
  /** Milliseconds between two quick phrases of one seat. */
  phraseGapMs: number;
}

/** The strong computer player's thinking time per decision (ms): the app's "normal" (THINKING_TIME_MS). */
export const DEFAULT_THINKING_MS = 500;

export const DEFAULT_LIMITS: Limits = { connectionsPerMinute: 60, createsPerHour: 20, failedJoinsPerMinute: 10, messagesPerSecond: 10, phraseGapMs: 3000 };

/** The origins of the app as served on this machine (vite dev and `npm start`). */
export const DEFAULT_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:4173'];

export interface TableServerOptions {
  /** Where the table logs live (created if missing). */
  dir: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Origins allowed to open a WebSocket (a browser always sends one). */
  origins?: readonly string[];
  /** Refuse connections without an Origin header too (programs other than browsers send none). */
  requireOrigin?: boolean;
  limits?: Partial<Limits>;
  /**
   * The strong computer player's thinking time per decision in ms (default DEFAULT_THINKING_MS, 500:
   * the app's "normal"): chess thinks for it, a card game searches its default units and stops at
   * 0.4 of it (src/ai/budget.ts). It thinks on a worker thread (server/bot-threads.ts), so the other
   * tables of the process go on meanwhile.
   */
  thinkingMs?: number;
  /** The computer players' worker threads (default DEFAULT_BOT_THREADS: the cores but one, 1 to 4). */
  botThreads?: number;
  /** Units alone instead of a time (chess: nodes), no clock read: reproducible games (tests). */
  strongIterations?: number;
  /** How long a person must be away before the host may let a computer stand in (default 5 minutes). */
  standInAfterMs?: number;
  /** A table nobody is connected to leaves memory after this long (it stays in its log). */
  idleUnloadMs?: number;
  /** Table records expire this long after their last change… */
  expireIdleMs?: number;
  /** …or this long after the session is over. */
  expireOverMs?: number;
  heartbeatMs?: number;
  /** A connection must create, join or rejoin within this time. */
  helloTimeoutMs?: number;
  /** The games served (default: every seat game of the headless catalogue, src/games/bots.ts). */
  games?: Readonly<Record<string, TableGame>>;
  store?: TableStore;
  /**
   * The Redis mode (server/redis.ts): the logs, the leases of the tables' owners and the routing
   * between processes on one Redis; `dir` and `store` are then unused. The server closes it on close.
   */
  redis?: RedisTables;
  /** Test-only: every frame sent to a seat, with the engine state (see TableHooks.observe). */
  observe?: TableHooks['observe'];
  /** Test-only: a computer seat starts and ends a decision (see TableHooks.thinking). */
  thinking?: TableHooks['thinking'];
}

export interface TableServer {
  readonly port: number;
  readonly url: string;
  /** Test-only: the table with this code, if it is in memory. */
  table(code: string): Table | undefined;
  /** Stops: every table is closed (each stays in its log and is revived by the next server). */
  close(): Promise<void>;
}

/** Counts per key in fixed windows. */
class Window {
  private readonly counts = new Map<string, { start: number; n: number }>();
  constructor(
    private readonly limit: number,
    private readonly ms: number,
  ) {}
  private entry(key: string): { start: number; n: number } {
    const now = Date.now();
    let e = this.counts.get(key);
    if (!e || now - e.start >= this.ms) {
      e = { start: now, n: 0 };
      this.counts.set(key, e);
    }
    return e;
  }
  /** Counts one more; false when the limit was reached already. */
  take(key: string): boolean {
    const e = this.entry(key);
    if (e.n >= this.limit) return false;
    e.n++;
    return true;
  }
  full(key: string): boolean {
    return this.entry(key).n >= this.limit;
  }
  add(key: string): void {
    this.entry(key).n++;
  }
  prune(): void {
    const now = Date.now();
    for (const [k, e] of this.counts) if (now - e.start >= this.ms) this.counts.delete(k);
  }
}

interface Conn {
  ws: WebSocket;
  peer: Peer;
  ip: string;
  alive: boolean;
  table: Table | null;
  seat: number;
  /** Redis mode: this connection's id on this process (the gateway). */
  id: string;
  /** Redis mode: the process that holds the table this connection is seated at (or is asking for a seat). */
  remote: { owner: string; seated: boolean } | null;
  busy: boolean;
  tokens: number;
  refilled: number;
}

/** Every seat game of the headless catalogue with its engine loaded (a revive from a log is synchronous). */
export async function servedGames(): Promise<Record<string, TableGame>> {
  const ids = Object.keys(BOTS);
  const engines = await Promise.all(ids.map((id) => loadSeatGame(id)));
  return Object.fromEntries(ids.flatMap((id, i) => (engines[i] ? [[id, { id, engine: engines[i], bots: BOTS[id]! }]] : [])));
}

export async function startTableServer(opts: TableServerOptions): Promise<TableServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const games = opts.games ?? (await servedGames());
  const redis = opts.redis ?? null;
  const store: TableStore = redis ?? opts.store ?? new FileTableStore(opts.dir);
  const origins = new Set(opts.origins ?? DEFAULT_ORIGINS);
  const tables = new Map<string, Table>();
  const loading = new Map<string, Promise<Table | null | { owner: string }>>();
  const idleTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const conns = new Set<Conn>();
  const connections = new Window(limits.connectionsPerMinute, 60_000);
  const creates = new Window(limits.createsPerHour, 3_600_000);
  const failedJoins = new Window(limits.failedJoinsPerMinute, 60_000);
  const idleUnloadMs = opts.idleUnloadMs ?? 10 * 60_000;
  let closing = false;

  const threads = new BotThreads(opts.botThreads ?? DEFAULT_BOT_THREADS);

  const hooks: TableHooks = {
    thinkingMs: opts.thinkingMs ?? DEFAULT_THINKING_MS,
    async think(game, level, view, legal, o) {
      // The threads load the catalogue's bots by the game's id; a game served with other bots (a test's wrapper) is asked here.
      if (game.bots !== BOTS[game.id]) return (await game.bots()).decide(level, view, legal, o).move;
      return threads.decide(game.id, level, view, legal, o);
    },
    thinking: opts.thinking,
    ...(opts.strongIterations !== undefined ? { strongIterations: opts.strongIterations } : {}),
    phraseGapMs: limits.phraseGapMs,
    standInAfterMs: opts.standInAfterMs ?? 5 * 60_000,
    observe: opts.observe,
    idle(table) {
      clearTimeout(idleTimers.get(table.code));
      idleTimers.set(
        table.code,
        setTimeout(() => {
          idleTimers.delete(table.code);
          if (table.connected === 0 && !table.closed) void table.shutdown();
        }, idleUnloadMs),
      );
    },
    closed(table) {
      if (tables.get(table.code) === table) tables.delete(table.code);
      clearTimeout(idleTimers.get(table.code));
      idleTimers.delete(table.code);
    },
  };

  async function load(code: string): Promise<Table | null | { owner: string }> {
    let opened: { records: LogRecord[]; log: TableLog } | null;
    if (redis) {
      const claim = await redis.claim(code);
      if (claim.kind === 'owned') return { owner: claim.owner };
      opened = claim.kind === 'ok' ? claim : null;
    } else opened = await store.open(code);
    if (!opened) return null;
    const last = opened.records[opened.records.length - 1];
    if (last?.t === 'closed') {
      await opened.log.close();
      return null;
    }
    try {
      const table = Table.revive(games, opened.records, opened.log, hooks);
      tables.set(code, table);
      if (table.connected === 0) hooks.idle(table);
      return table;
    } catch (e) {
      await opened.log.close();
      throw e;
    }
  }

  /**
   * The table with this code: in memory, or revived from its log; null when there is none. In the
   * Redis mode, `{owner}` when another process holds it.
   */
  async function getTable(code: string): Promise<Table | null | { owner: string }> {
    for (let attempt = 0; ; attempt++) {
      const t = tables.get(code);
      if (t && !t.closed) return t;
      let p = loading.get(code);
      if (!p) {
        p = load(code).finally(() => loading.delete(code));
        loading.set(code, p);
      }
      const r = await p;
      // This process's own lease of a table still closing here: wait until it is let go.
      if (redis && r && !(r instanceof Table) && r.owner === redis.id && attempt < 50) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      return r;
    }
  }

  /** A join or rejoin at a table held by this process (for a local connection or another process's). */
  async function seatHere(
    code: string,
    hello: { type: 'join'; name: string; seat?: number } | { type: 'rejoin'; token: string },
    peer: Peer,
  ): Promise<(JoinResult & { table?: Table }) | { moved: string } | null> {
    // Twice at most: a table unloading (nobody there for a while) just as someone comes is opened again from its log.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (closing) break; // never revive a table while the server stops
      const table = await getTable(code);
      if (!table) return null;
      if (!(table instanceof Table)) return { moved: table.owner };
      const r = hello.type === 'join' ? await table.join(peer, hello.name, hello.seat) : await table.rejoin(peer, hello.token);
      if (r.ok) return { ...r, table };
      if (r.code === 'closing' && attempt === 0) continue;
      return r;
    }
    return { ok: false, code: 'closing', message: 'the table is closing' };
  }

  const send = (c: Conn, msg: ServerMessage) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(msg));
  };
  const fail = (c: Conn, code: ErrorCode, message: string, fatal = false) => {
    send(c, { type: 'error', code, message, fatal });
    if (fatal) c.ws.close(1008, code);
  };

  async function hello(c: Conn, msg: Extract<ClientMessage, { type: 'create' | 'join' | 'rejoin' }>): Promise<void> {
    if (msg.v !== PROTOCOL_VERSION) return fail(c, 'version', `this server speaks protocol ${PROTOCOL_VERSION}`, true);
    if (msg.type === 'create') {
      if (!creates.take(c.ip)) return fail(c, 'rateLimited', 'too many new tables from this address; try again later', true);
      const game = Object.hasOwn(games, msg.game) ? games[msg.game] : undefined;
      if (!game) return fail(c, 'unknownGame', `no game ${JSON.stringify(msg.game)} here (known: ${Object.keys(games).join(', ')})`);
      const n = msg.seats.length;
      const seats = game.engine.players;
      if (n < seats.min || n > seats.max || msg.seats[0]!.kind !== 'person') {
        return fail(c, 'badSeats', `${game.id} needs ${seats.min} to ${seats.max} seats, the first for the host`);
      }
      let options;
      try {
        options = game.engine.optionsFor(msg.options, n);
      } catch {
        options = { problem: 'these options are not understood' };
      }
      if ('problem' in options) return fail(c, 'badOptions', options.problem);
      const name = cleanName(msg.name);
      if (!name) return fail(c, 'badName', 'a name needs 1 to 24 letters');
      for (let attempt = 0; attempt < 8; attempt++) {
        const code = newCode();
        const first: LogRecord & { t: 'table' } = {
          t: 'table',
          v: 1,
          code,
          game: game.id,
          options: options.options,
          seed: newSeed(),
          pace: msg.pace ?? 'normal',
          seats: msg.seats.map((s) => (s.kind === 'computer' ? { kind: 'computer', level: s.level } : { kind: 'open' })),
          at: Date.now(),
        };
        if (tables.has(code)) continue;
        const log = await store.create(code, first);
        if (!log) continue;
        const table = await Table.create(game, first, log, hooks, name, c.peer);
        if (table.closed) return fail(c, 'storage', 'the table could not be written; try again', true);
        tables.set(code, table);
        c.table = table;
        c.seat = 0;
        return;
      }
      return fail(c, 'storage', 'no free table code was found; try again', true);
    }
    // Failed joins from an address limit its guesses at codes and tokens; a valid seat token is no guess
    // and always rejoins (another's mistyped codes never lock a person out of their own seat).
    const limited = failedJoins.full(c.ip);
    const refuseLimited = () => fail(c, 'rateLimited', 'too many failed joins from this address; wait a minute', true);
    if (limited && msg.type === 'join') return refuseLimited();
    const code = normalizeCode(msg.code);
    const name = msg.type === 'join' ? cleanName(msg.name) : null;
    if (msg.type === 'join' && !name) return fail(c, 'badName', 'a name needs 1 to 24 letters');
    const ask = msg.type === 'join' ? { type: 'join' as const, name: name!, ...(msg.seat !== undefined ? { seat: msg.seat } : {}) } : { type: 'rejoin' as const, token: msg.token };
    for (let attempt = 0; attempt < 6; attempt++) {
      if (attempt > 0 && c.ws.readyState !== c.ws.OPEN) return; // the client left while its seat was being found
      const r = code ? await seatHere(code, ask, c.peer) : null;
      let result: JoinResult | null;
      if (r && 'moved' in r) {
        // Redis mode: another process holds the table; ask it, and relay the seat's frames.
        const asked = await forwardHello(c, r.moved, code!, ask);
        if (asked === 'dead') {
          await redis!.steal(code!, r.moved);
          continue;
        }
        if (asked === 'moved') {
          await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
          continue;
        }
        result = asked;
        if (result?.ok) return;
      } else {
        result = r;
        if (r?.ok) {
          c.table = r.table!;
          c.seat = r.seat;
          return;
        }
      }
      if (!result) {
        if (limited) return refuseLimited();
        failedJoins.add(c.ip);
        return fail(c, 'noTable', 'no table has this code (it may have expired)');
      }
      if (result.ok) return;
      if (result.code === 'closing' && attempt < 5 && !closing) continue;
      if (limited) return refuseLimited();
      if (result.code === 'badToken') failedJoins.add(c.ip);
      return fail(c, result.code, result.message);
    }
    return fail(c, 'storage', 'the table could not be reached; try again', true);
  }

  // -------------------------------------------------------------------------------------------
  // Redis mode: this process as a gateway (its clients at tables other processes hold) and as an
  // owner (other processes' clients at its tables).

  let nextConnId = 0;
  /** Gateway: this process's connections by id. */
  const connsById = new Map<string, Conn>();
  /** Gateway: answers awaited from owners, by connection id. */
  const pending = new Map<string, (r: JoinResult | 'moved' | 'dead') => void>();
  /** Owner: other processes' clients seated here, by `gateway/connection`. */
  const remotes = new Map<string, { gw: string; conn: string; peer: Peer; table: Table | null; seat: number; queue: Promise<void> }>();

  /** Asks the owner for a seat for this connection; 'dead' when the owner is gone, 'moved' when it no longer holds the table. */
  async function forwardHello(c: Conn, owner: string, code: string, hello: Extract<BusMessage, { k: 'open' }>['hello']): Promise<JoinResult | null | 'moved' | 'dead'> {
    c.remote = { owner, seated: false };
    const answer = new Promise<JoinResult | 'moved' | 'dead'>((resolve) => pending.set(c.id, resolve));
    const n = await redis!.publish(owner, { k: 'open', gw: redis!.id, conn: c.id, code, hello });
    if (n === 0) pending.get(c.id)?.('dead');
    // A hung owner (still subscribed, never answering) is treated as gone after a lease time.
    const timer = setTimeout(() => pending.get(c.id)?.('dead'), redis!.leaseMs + 2000);
    const r = await answer;
    clearTimeout(timer);
    pending.delete(c.id);
    if (r === 'moved' || r === 'dead' || !r.ok) {
      c.remote = null;
      if (r !== 'moved' && r !== 'dead' && r.code === 'noTable') return null;
      return r;
    }
    c.remote = { owner, seated: true };
    return r;
  }

  /** Gateway: a seated connection's message to its table's owner; a gone owner closes the connection (the client rejoins and the table is revived). */
  function forward(c: Conn, m: BusMessage): void {
    const owner = c.remote!.owner;
    redis!.publish(owner, m).then(
      (n) => {
        if (n === 0 && c.remote?.owner === owner) ownerGone(c);
      },
      () => ownerGone(c),
    );
  }

  function ownerGone(c: Conn): void {
    c.remote = null;
    fail(c, 'closing', 'the server holding this table stopped; come back with your seat token', true);
  }

  function onBus(m: BusMessage): void {
    switch (m.k) {
      case 'frame':
      case 'close': {
        const c = connsById.get(m.conn);
        if (!c || c.remote?.owner !== m.from) {
          // A seat whose connection here is gone (it closed while its request was under way): the owner lets it go.
          if (m.k === 'frame' && !c) void redis!.publish(m.from, { k: 'gone', gw: redis!.id, conn: m.conn }).catch(() => 0);
          return;
        }
        if (m.k === 'frame') c.peer.send(m.text);
        else {
          c.remote = null;
          c.ws.close(m.code, m.reason);
        }
        return;
      }
      case 'result': {
        const answer = pending.get(m.conn);
        if (answer) answer(m.ok ? { ok: true, seat: m.seat } : { ok: false, code: m.code as ErrorCode, message: m.message });
        else if (m.ok) void redis!.publish(m.from, { k: 'gone', gw: redis!.id, conn: m.conn }).catch(() => 0);
        return;
      }
      case 'moved':
        pending.get(m.conn)?.('moved');
        return;
      case 'open':
      case 'msg':
      case 'gone': {
        const key = `${m.gw}/${m.conn}`;
        let r = remotes.get(key);
        if (!r) {
          if (m.k !== 'open') return;
          const gw = m.gw;
          const conn = m.conn;
          const peer: Peer = {
            send: (text) => void redis!.publish(gw, { k: 'frame', from: redis!.id, conn, text }).catch(() => 0),
            close: (code, reason) => {
              remotes.delete(key);
              void redis!.publish(gw, { k: 'close', from: redis!.id, conn, code, reason }).catch(() => 0);
            },
          };
          r = { gw, conn, peer, table: null, seat: -1, queue: Promise.resolve() };
          remotes.set(key, r);
        }
        const entry = r;
        entry.queue = entry.queue.then(() => onRemote(entry, key, m)).catch((e: unknown) => console.error(`table server: ${e instanceof Error ? e.message : String(e)}`));
        return;
      }
    }
  }

  /** Owner: one message of another process's client, in order. */
  async function onRemote(r: { gw: string; conn: string; peer: Peer; table: Table | null; seat: number }, key: string, m: BusMessage): Promise<void> {
    const reply = (x: BusMessage) => redis!.publish(r.gw, x).catch(() => 0);
    if (m.k === 'open') {
      if (closing) {
        remotes.delete(key);
        await reply({ k: 'moved', from: redis!.id, conn: r.conn });
        return;
      }
      const res = await seatHere(m.code, m.hello, r.peer);
      if (res && 'moved' in res) {
        remotes.delete(key);
        await reply({ k: 'moved', from: redis!.id, conn: r.conn });
      } else if (res?.ok) {
        r.table = res.table!;
        r.seat = res.seat;
        await reply({ k: 'result', from: redis!.id, conn: r.conn, ok: true, seat: res.seat });
      } else {
        remotes.delete(key);
        await reply({ k: 'result', from: redis!.id, conn: r.conn, ok: false, code: res ? res.code : 'noTable', message: res ? res.message : 'no table has this code (it may have expired)' });
      }
      return;
    }
    if (!r.table) return;
    if (m.k === 'msg') r.table.handle(r.seat, r.peer, m.msg);
    else if (m.k === 'gone') {
      remotes.delete(key);
      r.table.disconnect(r.seat, r.peer);
    }
  }

  /** Both ways: connections whose owner died are closed (their clients rejoin); seats whose gateway died are disconnected. */
  async function checkPeers(): Promise<void> {
    if (!redis || closing) return;
    const owners = new Set<string>();
    for (const c of conns) if (c.remote?.seated) owners.add(c.remote.owner);
    const gateways = new Set<string>();
    for (const r of remotes.values()) gateways.add(r.gw);
    const ids = [...new Set([...owners, ...gateways])];
    if (ids.length === 0) return;
    let live: Set<string>;
    try {
      live = await redis.alive(ids);
    } catch {
      return;
    }
    for (const c of conns) if (c.remote?.seated && !live.has(c.remote.owner)) ownerGone(c);
    for (const [key, r] of remotes) {
      if (live.has(r.gw)) continue;
      remotes.delete(key);
      if (r.table) r.table.disconnect(r.seat, r.peer);
    }
  }

  function onMessage(c: Conn, data: Buffer, isBinary: boolean): void {
    // A token bucket per connection: messagesPerSecond, bursts of twice as many.
    const now = Date.now();
    c.tokens = Math.min(2 * limits.messagesPerSecond, c.tokens + ((now - c.refilled) / 1000) * limits.messagesPerSecond);
    c.refilled = now;
    if (c.tokens < 1) return fail(c, 'rateLimited', 'too many messages; the connection is closed (come back with your seat token)', true);
    c.tokens -= 1;
    if (isBinary) return fail(c, 'badMessage', 'text frames only');
    const parsed = parseClientMessage(data.toString('utf8'));
    if (!parsed.ok) return fail(c, 'badMessage', parsed.problem);
    const msg = parsed.message;
    // Answered by the process holding the socket: the client asks whether its connection still carries.
    if (msg.type === 'ping') return send(c, { type: 'pong' });
    if (msg.type === 'create' || msg.type === 'join' || msg.type === 'rejoin') {
      if (c.table || c.remote || c.busy) return fail(c, 'alreadySeated', 'this connection has a seat already');
      c.busy = true;
      hello(c, msg)
        .catch((e: unknown) => {
          console.error(`table server: ${e instanceof Error ? e.message : String(e)}`);
          fail(c, 'storage', 'the table could not be opened', true);
        })
        .finally(() => {
          c.busy = false;
          // The socket may have closed while the table was being opened.
          if (c.ws.readyState !== c.ws.OPEN) gone(c);
        });
      return;
    }
    if (c.remote?.seated) return forward(c, { k: 'msg', gw: redis!.id, conn: c.id, msg });
    if (!c.table) return fail(c, 'notSeated', 'create, join or rejoin a table first');
    c.table.handle(c.seat, c.peer, msg);
  }

  /** The connection ended: its seat is told (here, or at the owner's process). */
  function gone(c: Conn): void {
    if (c.table) c.table.disconnect(c.seat, c.peer);
    else if (c.remote?.seated) {
      const owner = c.remote.owner;
      c.remote = null;
      void redis!.publish(owner, { k: 'gone', gw: redis!.id, conn: c.id }).catch(() => 0);
    }
  }

  function onConnection(ws: WebSocket, ip: string): void {
    const c: Conn = {
      ws,
      ip,
      alive: true,
      table: null,
      seat: -1,
      id: String(nextConnId++),
      remote: null,
      busy: false,
      tokens: 2 * limits.messagesPerSecond,
      refilled: Date.now(),
      peer: {
        send: (text) => {
          if (ws.readyState === ws.OPEN) ws.send(text);
        },
        close: (code, reason) => ws.close(code, reason),
      },
    };
    conns.add(c);
    connsById.set(c.id, c);
    const helloTimer = setTimeout(() => {
      if (!c.table && !c.remote && !c.busy) fail(c, 'timeout', 'create, join or rejoin a table first', true);
    }, opts.helloTimeoutMs ?? 10_000);
    ws.on('pong', () => (c.alive = true));
    ws.on('message', (data, isBinary) => onMessage(c, data as Buffer, isBinary));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      clearTimeout(helloTimer);
      conns.delete(c);
      connsById.delete(c.id);
      pending.get(c.id)?.('moved');
      gone(c);
    });
  }

  const reject = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  const http: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('The table server speaks WebSocket at /tables (docs/multiplayer.md).\n');
  });
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const ip = req.socket.remoteAddress ?? 'unknown';
    if (closing) return reject(socket, 503, 'Service Unavailable');
    if ((req.url ?? '').split('?')[0] !== '/tables') return reject(socket, 404, 'Not Found');
    const origin = req.headers.origin;
    if (origin !== undefined ? !origins.has(origin) : opts.requireOrigin) return reject(socket, 403, 'Forbidden');
    if (!connections.take(ip)) return reject(socket, 429, 'Too Many Requests');
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, ip));
  });

  const heartbeat = setInterval(() => {
    for (const c of conns) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      if (c.ws.readyState !== c.ws.OPEN) continue;
      c.alive = false;
      try {
        c.ws.ping();
      } catch {
        c.ws.terminate();
      }
    }
    connections.prune();
    creates.prune();
    failedJoins.prune();
  }, opts.heartbeatMs ?? 30_000);
  let peerCheck: ReturnType<typeof setInterval> | null = null;
  if (redis) {
    redis.onMessage = onBus;
    redis.onLost = (code) => void tables.get(code)?.shutdown('closing');
    peerCheck = setInterval(() => void checkPeers(), Math.max(100, Math.floor(redis.leaseMs / 3)));
  }
  const expireIdle = opts.expireIdleMs ?? 7 * 24 * 3_600_000;
  const expireOver = opts.expireOverMs ?? 24 * 3_600_000;
  const sweep = () => store.expire(expireIdle, expireOver, (code) => tables.has(code)).catch(() => 0);
  await sweep();
  const sweeper = setInterval(() => void sweep(), 3_600_000);

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 2567, opts.host ?? '127.0.0.1', () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const host = opts.host ?? '127.0.0.1';

  return {
    port,
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}/tables`,
    table: (code) => tables.get(code),
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(heartbeat);
      clearInterval(sweeper);
      if (peerCheck) clearInterval(peerCheck);
      for (const t of idleTimers.values()) clearTimeout(t);
      idleTimers.clear();
      await Promise.all([...loading.values()].map((p) => p.catch(() => null)));
      // A decision under way is dropped (a table revived from its log decides again), not waited for.
      await threads.close();
      await Promise.all([...tables.values()].map((t) => t.shutdown()));
      for (const c of conns) {
        if (c.remote?.seated) {
          // Seated at another process's table: that table goes on; the client comes back through another process.
          gone(c);
          fail(c, 'closing', 'the server is stopping; come back with your seat token', true);
        } else c.ws.terminate();
      }
      for (const resolve of pending.values()) resolve('moved');
      await redis?.close();
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
