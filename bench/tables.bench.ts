/**
 * Table server benchmark (issue 16; docs/multiplayer.md, "Figures"): bounded, loopback only,
 * stops by itself (about a minute and a half). The server runs as its own process (server/main.ts,
 * bundled once), the scripted people are WebSocket clients in this process.
 * Run: npm run bench:tables [-- --quick] [-- --no-redis] [-- --game papillon|whist]
 * (the game at every table: Papillon, or Whist for a trick game; the server code is the same).
 *
 * 1. Tables per core: concurrent tables of 1 person + 3 computers (pace instant), the person
 *    moving 1 s after its turn comes (and saying ready between deals), in a ramp of table counts.
 *    The server is one process, one event loop: at most one core. A count is sustained when the
 *    person's move → its step back has a median under 50 ms and a p95 under 200 ms over the
 *    window. Reported per computer level (normal; strong at the server's default thinking time:
 *    Papillon's 1,500 units, stopped at 200 ms; figures before issue 24's change were at 400 playouts).
 * 2. Move → every client updated: tables of 4 people; from a move's send to the moment the last
 *    of the 4 clients has that step; p50 / p95 / p99.
 * 3. Reconnect: a person's connection dropped (terminate) → a new one rejoins → welcome.
 * 4. Revive: the server killed with SIGKILL while the tables play; a new process started on the
 *    same folder → listening; then each table back (rejoin → welcome; the first rejoin revives
 *    it from its log): one table alone, and all tables at once.
 * 5. Moves lost: for every table, the steps the clients had received (acknowledged) against the
 *    revived table's steps: every person rejoins, and lost = a step that person had that the revived
 *    table lacks or tells it otherwise (seq, actor, its move if it was the mover's, every event as that seat saw it).
 * With a redis-server on the machine (Debian's), 2–5 again in the Redis mode: two processes on one
 * private redis-server, the people of each table split between them, the owner killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, tmpdir } from 'node:os';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createServer } from 'node:net';
import WebSocket from 'ws';
import type { ServerMessage, WireStep } from '../src/net/protocol.js';
import { threadsPlugin } from '../scripts/esbuild-threads.mjs';

const QUICK = process.argv.includes('--quick');
const NO_REDIS = process.argv.includes('--no-redis');
const gameAt = process.argv.indexOf('--game');
const GAME = gameAt > 0 ? process.argv[gameAt + 1]! : 'papillon';
/** Each game's options for a long sitting (tables must not end inside the window): the ramp's and the session's. */
const SITTINGS: Readonly<Record<string, { ramp: Record<string, unknown>; session: Record<string, unknown> }>> = {
  papillon: { ramp: { tours: 3 }, session: { tours: 5 } },
  whist: { ramp: { rubbers: 3 }, session: { rubbers: 5 } },
};
if (!Object.hasOwn(SITTINGS, GAME)) {
  console.error(`bench:tables: --game ${GAME}: one of ${Object.keys(SITTINGS).join(', ')}`);
  process.exit(2);
}
const root = process.cwd();
const LIMITS = JSON.stringify({ connectionsPerMinute: 1e9, createsPerHour: 1e9, failedJoinsPerMinute: 1e9, messagesPerSecond: 1e6 });

// -----------------------------------------------------------------------------------------------
// Statistics

const pct = (xs: readonly number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => (Number.isNaN(x) ? '–' : x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));
const summary = (xs: readonly number[]) => `p50 ${ms(pct(xs, 50))} ms, p95 ${ms(pct(xs, 95))} ms, p99 ${ms(pct(xs, 99))} ms (n = ${xs.length})`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

// -----------------------------------------------------------------------------------------------
// The server as a process

async function buildMain(): Promise<string> {
  // Not bundled into this benchmark (scripts/run-ts.mjs bundles it): loaded from node_modules at run time.
  const esbuild = 'esbuild';
  const { build } = (await import(esbuild)) as typeof import('esbuild');
  const file = join(root, '.tmp', `bench-tables-main-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [threadsPlugin],
  });
  return file;
}

interface Proc {
  url: string;
  child: ChildProcess;
  startedMs: number;
}

const children = new Set<ChildProcess>();

async function launch(main: string, env: Record<string, string>): Promise<Proc> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [main, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, REDIS_URL: '', TABLES_REDIS_URL: '', TABLES_LIMITS: LIMITS, ...env } });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const m = /listening on (ws:\/\/\S+)/.exec(line);
    if (m) {
      lines.on('line', () => {});
      return { url: m[1]!, child, startedMs: performance.now() - t0 };
    }
  }
  throw new Error('the server did not start');
}

async function kill(p: Proc, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = once(p.child, 'exit');
  p.child.kill(signal);
  await exited;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

// -----------------------------------------------------------------------------------------------
// A scripted person

class Client {
  steps: WireStep[] = [];
  seat = -1;
  token = '';
  code = '';
  closed = false;
  /** Called on each message. */
  on: (m: ServerMessage, c: Client) => void = () => {};
  /** Every message but the steps (kept in `steps`), for `next` to look through from its cursor. */
  private inbox: ServerMessage[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === 'welcome') {
        this.seat = m.you;
        this.code = m.table.code;
        if (m.token) this.token = m.token;
        this.steps = m.steps.slice();
      }
      if (m.type === 'step') this.steps.push(m.step);
      else this.inbox.push(m);
      this.on(m, this);
      this.wake?.();
    });
    ws.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    ws.on('error', () => {});
  }
  static connect(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new Client(ws)));
      ws.once('error', reject);
    });
  }
  send(m: unknown): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }
  /** The next message but a step (after the last one found) that matches. */
  async next<T extends ServerMessage>(pred: (m: ServerMessage) => boolean, timeout = 30_000): Promise<T> {
    const deadline = performance.now() + timeout;
    for (;;) {
      while (this.cursor < this.inbox.length) {
        const m = this.inbox[this.cursor++]!;
        if (pred(m)) return m as T;
      }
      if (this.closed) throw new Error('connection closed');
      const left = deadline - performance.now();
      if (left <= 0) throw new Error('timeout waiting for a message');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(t);
          this.wake = null;
          resolve();
        };
      });
    }
  }
  get lastSeq(): number {
    return this.steps.at(-1)?.seq ?? 0;
  }
  close(): void {
    this.ws.terminate();
  }
}

type Seat = { kind: 'person' } | { kind: 'computer'; level: 'easy' | 'normal' | 'strong' };

/** One table: the host on urls[0] creates it, the other people join through urls[i % urls.length]. */
async function openTable(urls: readonly string[], seats: Seat[], options: Record<string, unknown>): Promise<Client[]> {
  const host = await Client.connect(urls[0]!);
  host.send({ type: 'create', v: 1, game: GAME, options, seats, name: 'Anna', pace: 'instant' });
  await host.next((m) => m.type === 'welcome');
  const people = [host];
  const n = seats.filter((s) => s.kind === 'person').length;
  for (let i = 1; i < n; i++) {
    const c = await Client.connect(urls[i % urls.length]!);
    c.send({ type: 'join', v: 1, code: host.code, name: `P${i}` });
    await c.next((m) => m.type === 'welcome');
    people.push(c);
  }
  for (const c of people.slice(1)) c.send({ type: 'ready', ready: true });
  for (let i = 1; i < n; i++) await host.next((m) => m.type === 'table' && m.notice?.kind === 'ready');
  return people;
}

/**
 * Makes a client play: `think` ms after its turn it sends a legal move (seeded by the seq), says
 * ready between deals; `sent(seq)` is called when it sends a move chosen on step `seq`.
 */
function play(c: Client, think: number, sent: (seq: number) => void = () => {}): void {
  c.on = (m) => {
    const legal = m.type === 'step' || m.type === 'welcome' ? m.legal : null;
    if (legal && legal.length > 0) {
      const seq = m.type === 'step' ? m.step.seq : (m as Extract<ServerMessage, { type: 'welcome' }>).seq;
      const go = () => {
        if (c.lastSeq !== seq || c.closed) return;
        sent(seq);
        c.send({ type: 'move', seq, move: legal[seq % legal.length] });
      };
      if (think > 0) setTimeout(go, think);
      else go();
    }
    const phase = m.type === 'step' ? m.phase : m.type === 'welcome' ? m.table.phase : null;
    if (phase === 'betweenDeals') c.send({ type: 'ready', ready: true });
  };
}

// -----------------------------------------------------------------------------------------------
// 1. Tables per core

async function ramp(main: string, level: 'normal' | 'strong', counts: number[], windowMs: number): Promise<{ sustained: number; cpu: number; rows: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tables-'));
  const proc = await launch(main, { TABLES_DIR: dir });
  const rows: string[] = [];
  let sustained = 0;
  let sustainedCpu = 0;
  const all: Client[] = [];
  try {
    for (const n of counts) {
      let latencies: number[] = [];
      let steps = 0;
      const sentAt = new Map<Client, number>();
      const spawnTable = async (): Promise<void> => {
        const [c] = await openTable([proc.url], [{ kind: 'person' }, { kind: 'computer', level }, { kind: 'computer', level }, { kind: 'computer', level }], SITTINGS[GAME]!.ramp);
        const person = c!;
        all.push(person);
        play(person, 1000, () => sentAt.set(person, performance.now()));
        const inner = person.on;
        person.on = (m, cl) => {
          if (m.type === 'step') {
            steps++;
            if (m.step.actor === person.seat && sentAt.has(person)) {
              latencies.push(performance.now() - sentAt.get(person)!);
              sentAt.delete(person);
            }
            if (m.phase === 'over') {
              person.close();
              void spawnTable(); // the session ended: another table takes its place
              return;
            }
          }
          inner(m, cl);
        };
        person.send({ type: 'start' });
      };
      while (all.filter((c) => !c.closed).length < n) await spawnTable();
      await sleep(1500); // settle: every table has had its first turns
      latencies = [];
      steps = 0;
      const cpu0 = cpuSeconds(proc.child.pid!);
      const t0 = performance.now();
      await sleep(windowMs);
      const secs = (performance.now() - t0) / 1000;
      const cpu = (cpuSeconds(proc.child.pid!) - cpu0) / secs;
      const p50 = pct(latencies, 50);
      const p95 = pct(latencies, 95);
      const ok = p50 < 50 && p95 < 200;
      if (ok) {
        sustained = n;
        sustainedCpu = cpu;
      }
      rows.push(`| ${n} | ${ms(p50)} | ${ms(p95)} | ${ms(pct(latencies, 99))} | ${Math.round(steps / secs)} | ${Math.round(cpu * 100)} % | ${ok ? 'yes' : 'no'} |`);
      console.log(`  ${level}: ${n} tables: move → own step ${summary(latencies)}; ${Math.round(steps / secs)} steps/s; server CPU ${Math.round(cpu * 100)} % of a core`);
      if (!ok) break;
    }
  } finally {
    for (const c of all) c.close();
    await kill(proc, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  return { sustained, cpu: sustainedCpu, rows };
}

// -----------------------------------------------------------------------------------------------
// 2–5. Updates, reconnect, revive, moves lost (one process on a folder, or two on Redis)

interface Mode {
  name: string;
  start(): Promise<Proc[]>;
  /** Kills the process holding the tables (the first) and returns the processes to rejoin through, started anew where needed. */
  crash(procs: Proc[]): Promise<{ procs: Proc[]; restartMs: number; what: string }>;
  stop(): Promise<void>;
}

async function session(mode: Mode, tables: number, windowMs: number): Promise<string[]> {
  const out: string[] = [];
  let procs = await mode.start();
  const urls = procs.map((p) => p.url);
  // 2. Move → every client updated: 4 people at each table, moving 200 ms after their turn.
  const groups: Client[][] = [];
  for (let i = 0; i < tables; i++) groups.push(await openTable(urls, [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }], SITTINGS[GAME]!.session));
  const pendingSeq = new Map<string, { at: number; left: number }>();
  const updates: number[] = [];
  let measuring = false;
  for (const [t, group] of groups.entries()) {
    for (const c of group) {
      play(c, 200, (seq) => {
        if (measuring) pendingSeq.set(`${t}/${seq + 1}`, { at: performance.now(), left: group.length });
      });
      const inner = c.on;
      c.on = (m, cl) => {
        if (m.type === 'step') {
          const key = `${t}/${m.step.seq}`;
          const p = pendingSeq.get(key);
          if (p && --p.left === 0) {
            updates.push(performance.now() - p.at);
            pendingSeq.delete(key);
          }
        }
        inner(m, cl);
      };
    }
    group[0]!.send({ type: 'start' });
  }
  await sleep(1000);
  measuring = true;
  await sleep(windowMs);
  measuring = false;
  out.push(`move → every client updated (${tables} tables of 4 people${procs.length > 1 ? ', people on both processes' : ''}): ${summary(updates)}`);

  // 3. Reconnect: drop a person's connection, rejoin through the next process.
  const reconnects: number[] = [];
  const rounds = QUICK ? 10 : 40;
  for (let r = 0; r < rounds; r++) {
    const group = groups[r % groups.length]!;
    const i = r % group.length;
    const old = group[i]!;
    const t0 = performance.now();
    old.close();
    const c = await Client.connect(urls[(r + 1) % urls.length]!);
    c.token = old.token;
    c.send({ type: 'rejoin', v: 1, code: old.code, token: old.token });
    await c.next((m) => m.type === 'welcome');
    reconnects.push(performance.now() - t0);
    play(c, 200);
    group[i] = c;
    await sleep(20);
  }
  out.push(`reconnect (drop → welcome): ${summary(reconnects)}`);

  // 4–5. Crash and revive.
  await sleep(300);
  const { procs: after, restartMs, what } = await mode.crash(procs);
  procs = after;
  const seen = groups.map((g) => g.map((c) => c.steps.slice()));
  for (const g of groups) for (const c of g) c.close();
  const newUrls = procs.map((p) => p.url);
  const rejoin = async (old: Client, url: string) => {
    const c = await Client.connect(url);
    c.send({ type: 'rejoin', v: 1, code: old.code, token: old.token });
    const w = await c.next<Extract<ServerMessage, { type: 'welcome' }>>((m) => m.type === 'welcome' || (m.type === 'error' && m.code !== 'closing'), 30_000);
    if (w.type !== 'welcome') throw new Error(`rejoin refused: ${JSON.stringify(w)}`);
    return c;
  };
  // One table alone first, then all others at once.
  const t1 = performance.now();
  const firstBack = await rejoin(groups[0]![0]!, newUrls[0]!);
  const one = performance.now() - t1;
  const t2 = performance.now();
  const backs = await Promise.all(groups.slice(1).map((g, i) => rejoin(g[0]!, newUrls[(i + 1) % newUrls.length]!)));
  const allMs = performance.now() - t2;
  out.push(`revive: ${Number.isNaN(restartMs) ? what : `${what} ${ms(restartMs)} ms after the kill`}; one table back (rejoin → welcome, revived from its log) ${ms(one)} ms; the other ${tables - 1} tables at once ${ms(allMs)} ms`);
  // Every person comes back to the revived table; each seat's steps (as that seat was told them: a move
  // goes to its mover only) are compared whole with what the revived table tells that seat now.
  const firsts = [firstBack, ...backs];
  const everyone = await Promise.all(groups.map((g, t) => Promise.all(g.map((c, i) => (i === 0 ? firsts[t]! : rejoin(c, newUrls[t % newUrls.length]!))))));
  let lost = 0;
  let acknowledged = 0;
  everyone.forEach((group, t) => {
    group.forEach((c, i) => {
      const revived = c.steps;
      const steps = seen[t]![i]!;
      acknowledged += steps.length;
      for (const st of steps) if (JSON.stringify(revived[st.seq - 1]) !== JSON.stringify(st)) lost++;
    });
  });
  out.push(`moves lost: ${lost} of ${acknowledged} steps the clients had acknowledged (${tables} tables × 4 people)`);
  for (const c of everyone.flat()) c.close();
  for (const p of procs) await kill(p, 'SIGTERM');
  await mode.stop();
  return out;
}

function fileMode(main: string): Mode {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tables-'));
  return {
    name: 'one process, file log',
    start: async () => [await launch(main, { TABLES_DIR: dir })],
    async crash(procs) {
      const t0 = performance.now();
      await kill(procs[0]!, 'SIGKILL');
      const p = await launch(main, { TABLES_DIR: dir });
      return { procs: [p], restartMs: performance.now() - t0, what: 'a new process on the same folder listening' };
    },
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function redisMode(main: string, bin: string): Promise<Mode> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-redis-'));
  const port = await freePort();
  const redis = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', '', '--loglevel', 'notice', '--logfile', ''], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(redis);
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: redis.stdout! });
    lines.on('line', (l) => /Ready to accept connections/.test(l) && resolve());
    redis.once('exit', () => reject(new Error('redis-server did not start')));
  });
  const env = { REDIS_URL: `redis://127.0.0.1:${port}`, TABLES_REDIS_PREFIX: 'bench:', TABLES_LEASE_MS: '3000' };
  return {
    name: 'two processes on one Redis',
    start: async () => Promise.all([launch(main, env), launch(main, env)]),
    async crash(procs) {
      // The first process created every table and holds them; the second revives them.
      await kill(procs[0]!, 'SIGKILL');
      return { procs: [procs[1]!], restartMs: NaN, what: 'no new process (the other one takes the tables over)' };
    },
    async stop() {
      redis.kill('SIGKILL');
      await once(redis, 'exit').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// -----------------------------------------------------------------------------------------------

const started = performance.now();
const main = await buildMain();
const cleanup = () => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(main, { force: true });
};
process.on('exit', cleanup);
const deadline = setTimeout(() => {
  console.error('bench:tables: over its time bound (5 minutes); stopping');
  cleanup();
  process.exit(1);
}, 5 * 60_000);
deadline.unref();

console.log(`bench:tables (${GAME}) — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), loopback`);
console.log('\n1. Tables per core: 1 person (moves 1 s after its turn) + 3 computers, pace instant; sustained = median move → step < 50 ms and p95 < 200 ms');
const normal = await ramp(main, 'normal', QUICK ? [20, 80] : [100, 200, 400, 800, 1600], QUICK ? 2000 : 4000);
const strong = await ramp(main, 'strong', QUICK ? [4, 8] : [20, 40, 80, 160], QUICK ? 2000 : 4000);
console.log('\n| computers | tables | p50 ms | p95 ms | p99 ms | steps/s | server CPU | sustained |\n|---|---|---|---|---|---|---|---|');
for (const r of normal.rows) console.log(`| normal ${r}`);
for (const r of strong.rows) console.log(`| strong (default thinking time) ${r}`);
const perCore = (r: { sustained: number; cpu: number }) => `${r.sustained} tables at ${Math.round(r.cpu * 100)} % of a core (≈ ${Math.round(r.sustained / Math.max(r.cpu, 0.01))} per fully used core, extrapolated)`;
console.log(`\nSustained in one process (the largest count tried that held the bound): normal computers ${perCore(normal)}; strong computers ${perCore(strong)}.`);

const TABLES = QUICK ? 5 : 20;
const WINDOW = QUICK ? 3000 : 8000;
console.log(`\n2–5. One process, file log (${TABLES} tables of 4 people, moving 200 ms after their turn):`);
for (const line of await session(fileMode(main), TABLES, WINDOW)) console.log(`  ${line}`);

const redisBin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
if (NO_REDIS) console.log('\nRedis mode: not run (--no-redis).');
else if (!redisBin) console.log('\nRedis mode: not run (no redis-server; apt-get install -y redis-server).');
else {
  console.log(`\n2–5. Redis mode: two processes, one private redis-server (appendfsync always), each table's people split between them, the owner killed:`);
  for (const line of await session(await redisMode(main, redisBin), TABLES, WINDOW)) console.log(`  ${line}`);
}
console.log(`\nbench:tables took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
cleanup();
process.exit(0);
