/**
 * Helpers for the table server's tests (test/node/tables-*.test.ts): a WebSocket client that keeps
 * every frame it receives, a seeded person who plays legal moves and says "ready" between deals,
 * and the replay of a table's log (to judge every frame against what was hidden when it was sent).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import type { ClientMessage, ServerMessage } from '../../../src/net/protocol.js';
import type { LogRecord } from '../../../server/store.js';
import { servedGames, startTableServer, type TableServer, type TableServerOptions } from '../../../server/server.js';
import type { TableGame } from '../../../server/table.js';
import { threadsPlugin } from '../../../scripts/esbuild-threads.mjs';

/** The games the server holds, as it loads them (the headless catalogue, src/games/bots.ts). */
export const TABLE_GAMES: Readonly<Record<string, TableGame>> = await servedGames();

export type Frame = { code: string; seat: number; text: string; state: unknown; seq: number };

export class TestClient {
  readonly received: ServerMessage[] = [];
  readonly texts: string[] = [];
  private cursor = 0;
  private waiters: (() => void)[] = [];
  closed = false;
  closeCode: number | null = null;
  /** Called on every message (after it is stored). */
  onMessage: ((m: ServerMessage) => void) | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      this.texts.push(text);
      const m = JSON.parse(text) as ServerMessage;
      this.received.push(m);
      this.onMessage?.(m);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      this.wake();
    });
  }

  static connect(url: string, origin?: string, options: WebSocket.ClientOptions = {}): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { ...options, ...(origin ? { origin } : {}) });
      const client = new TestClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  send(msg: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(msg));
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  /** The next message (after the last one waited for) that matches; fails after `ms`. */
  async next<T extends ServerMessage = ServerMessage>(pred: (m: ServerMessage) => boolean = () => true, ms = 10_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      for (; this.cursor < this.received.length; ) {
        const m = this.received[this.cursor++]!;
        if (pred(m)) return m as T;
      }
      if (this.closed) throw new Error(`connection closed (${this.closeCode}) while waiting; last: ${JSON.stringify(this.received.slice(-2))}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${ms} ms; last: ${JSON.stringify(this.received.slice(-2)).slice(0, 600)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Resolves when the connection is closed. */
  async whenClosed(ms = 5000): Promise<number | null> {
    const deadline = Date.now() + ms;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('still open');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return this.closeCode;
  }

  /** Everything received since `index`. */
  since(index: number): ServerMessage[] {
    return this.received.slice(index);
  }

  close(): void {
    this.ws.close();
  }

  /** Drops the connection without a closing handshake (a lost network). */
  drop(): void {
    this.ws.terminate();
  }
}

export type Welcome = Extract<ServerMessage, { type: 'welcome' }>;
export type StepMsg = Extract<ServerMessage, { type: 'step' }>;

/**
 * A person who plays: on every message that gives it legal moves it sends one (seeded), and
 * between deals it says it is ready. `pause` stops it (for tests that act by hand).
 */
export class AutoPlayer {
  private readonly rng: Rng;
  paused = false;
  /** When it returns true for a message, the player pauses instead of acting on it. */
  holdWhen: ((m: ServerMessage) => boolean) | null = null;
  moves = 0;
  lastSeq = 0;
  constructor(
    readonly client: TestClient,
    seed: string,
  ) {
    this.rng = new Rng(seedRng(seed));
    client.onMessage = (m) => this.react(m);
    for (const m of client.received) this.react(m);
  }

  react(m: ServerMessage): void {
    if (m.type === 'welcome') this.lastSeq = m.seq;
    if (m.type === 'step') this.lastSeq = m.step.seq;
    if (this.paused) return;
    if (this.holdWhen?.(m)) {
      this.paused = true;
      return;
    }
    if ((m.type === 'step' || m.type === 'welcome') && m.legal && m.legal.length > 0) {
      const seq = m.type === 'step' ? m.step.seq : m.seq;
      this.moves++;
      this.client.send({ type: 'move', seq, move: this.rng.pick(m.legal) });
    }
    if ((m.type === 'step' && m.phase === 'betweenDeals') || (m.type === 'welcome' && m.table.phase === 'betweenDeals')) {
      this.client.send({ type: 'ready', ready: true });
    }
  }
}

/**
 * server/main.ts bundled for this test process alone (as scripts/run-ts.mjs does, but to a file of
 * its own, so that test files running side by side never share a bundle); returns its path.
 */
export async function buildServerMain(): Promise<{ file: string; remove: () => void }> {
  const { build } = await import('esbuild');
  const file = join(process.cwd(), '.tmp', `tables-main-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [join(process.cwd(), 'server/main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [threadsPlugin],
  });
  return { file, remove: () => rmSync(file, { force: true }) };
}

export async function tempDir(label: string): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), `tables-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function startServer(dir: string, extra: Partial<TableServerOptions> = {}): Promise<TableServer> {
  return startTableServer({
    dir,
    port: 0,
    limits: { connectionsPerMinute: 10_000, createsPerHour: 10_000, failedJoinsPerMinute: 10_000, messagesPerSecond: 1000, phraseGapMs: 3000 },
    strongIterations: 60,
    ...extra,
  });
}

export function readLog(dir: string, code: string): LogRecord[] {
  return readFileSync(join(dir, `${code}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LogRecord);
}

/** The engine states after every step of a table (index seq-1), replayed from its log through the engine. */
export function replayStates(dir: string, code: string): Replay {
  return replayRecords(readLog(dir, code));
}

/** The same from a table's records (the Redis mode keeps them in a list). */
export interface Replay {
  readonly game: string;
  readonly seed: string;
  readonly states: unknown[];
  readonly tokens: string[];
}

export function replayRecords(records: readonly LogRecord[]): Replay {
  const first = records[0] as Extract<LogRecord, { t: 'table' }>;
  const engine = TABLE_GAMES[first.game]!.engine;
  const states: unknown[] = [];
  const tokens: string[] = [];
  let state: unknown = null;
  for (const r of records) {
    if (r.t === 'sit') tokens.push(r.token);
    if (r.t === 'start') state = engine.start(first.options, first.seed).state;
    if (r.t === 'move') {
      const res = engine.applyMove(state, r.move);
      if (!res.ok) throw new Error('log does not replay');
      state = res.state;
    }
    if (r.t === 'next') state = engine.advance(state)!.state;
    if (r.t === 'start' || r.t === 'move' || r.t === 'next') states.push(state);
  }
  return { game: first.game, seed: first.seed, states, tokens };
}

/** Creates a table (host at seat 0) and lets `people - 1` more join; returns the clients and the code. */
export async function openTable(
  server: TableServer,
  seats: ({ kind: 'person' } | { kind: 'computer'; level: 'easy' | 'normal' | 'strong' })[],
  options: Record<string, unknown> = { tours: 1 },
  pace: 'instant' | 'fast' = 'instant',
  game = 'papillon',
): Promise<{ code: string; clients: TestClient[]; welcomes: Welcome[]; tokens: string[] }> {
  const host = await TestClient.connect(server.url);
  host.send({ type: 'create', v: 1, game, options, seats, name: 'Anna', pace });
  const hw = await host.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error');
  if (hw.type !== 'welcome') throw new Error(JSON.stringify(hw));
  const code = hw.table.code;
  const clients = [host];
  const welcomes = [hw];
  const names = ['Bernd', 'Carla', 'Dieter'];
  const people = seats.filter((s) => s.kind === 'person').length;
  for (let i = 1; i < people; i++) {
    const c = await TestClient.connect(server.url);
    c.send({ type: 'join', v: 1, code, name: names[i - 1]! });
    const w = await c.next<Welcome>((m) => m.type === 'welcome' || m.type === 'error');
    if (w.type !== 'welcome') throw new Error(JSON.stringify(w));
    clients.push(c);
    welcomes.push(w);
  }
  return { code, clients, welcomes, tokens: welcomes.map((w) => w.token!) };
}

/** Everyone but the host says ready; the host starts. */
export async function startGame(clients: TestClient[]): Promise<void> {
  for (const c of clients.slice(1)) c.send({ type: 'ready', ready: true });
  // The host waits until it has heard every ready.
  for (let i = 1; i < clients.length; i++) await clients[0]!.next((m) => m.type === 'table' && m.notice?.kind === 'ready');
  clients[0]!.send({ type: 'start' });
}

/** Waits until the client has seen the session end. */
export function untilOver(c: TestClient, ms = 25_000): Promise<StepMsg> {
  return c.next<StepMsg>((m) => m.type === 'step' && m.phase === 'over', ms);
}
