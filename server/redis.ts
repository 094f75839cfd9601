/**
 * The Redis mode of the table server (docs/multiplayer.md, "Several processes on Redis"): with
 * REDIS_URL set, several server processes — on one machine or several — serve one pool of tables.
 *
 * - **The log** of each table is a Redis list (`<prefix>log:<code>`, one JSON record per entry),
 *   appended with RPUSH before anyone is told, as the file log is (Redis must run with
 *   `appendonly yes` and `appendfsync always` for that append to be on disk when it returns).
 * - **One owner per table**: the process that holds the lease `<prefix>owner:<code>` (value
 *   `<process id>:<nonce>`, PX lease) runs the table in memory; it renews its leases every third of
 *   the lease time. Every append is fenced by a Lua script: it is written only if the lease is still
 *   this very claim's and the list has exactly the length the owner expects, so a process that lost
 *   its lease (paused, cut off) can never write into a table another process has revived.
 * - **Routing**: each process subscribes to its channel `<prefix>proc:<process id>`. A client
 *   connected to any process reaches its table: that process (the gateway) forwards the client's
 *   messages to the owner's channel, and the owner sends the frames for that seat back on the
 *   gateway's channel (a remote `Peer`). PUBLISH answers how many subscribers got a message: 0
 *   means the owner is gone (its connection to Redis closed with the process), and the gateway
 *   then takes the lease over and revives the table from its log at once, without waiting for the
 *   lease to run out (safe: the fenced append keeps a stale owner out).
 */
import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import type { SeatMessage } from '../src/net/protocol.js';
import type { LogRecord, TableLog, TableStore } from './store.js';

type Client = ReturnType<typeof createClient>;

/** What travels between processes on their channels. */
export type BusMessage =
  /** gateway → owner: a client asks for a seat (name already cleaned). */
  | { k: 'open'; gw: string; conn: string; code: string; hello: { type: 'join'; name: string; seat?: number } | { type: 'rejoin'; token: string } }
  /** owner → gateway: the answer to `open`. */
  | { k: 'result'; from: string; conn: string; ok: true; seat: number }
  | { k: 'result'; from: string; conn: string; ok: false; code: string; message: string }
  /** owner → gateway: the table is not (or no longer) held by the process asked; route again. */
  | { k: 'moved'; from: string; conn: string }
  /** gateway → owner: a message of a seated client. */
  | { k: 'msg'; gw: string; conn: string; msg: SeatMessage }
  /** gateway → owner: the client's connection ended. */
  | { k: 'gone'; gw: string; conn: string }
  /** owner → gateway: a frame for the client. */
  | { k: 'frame'; from: string; conn: string; text: string }
  /** owner → gateway: close the client's connection. */
  | { k: 'close'; from: string; conn: string; code: number; reason: string };

export interface RedisOptions {
  url: string;
  /** Key and channel prefix (several pools may share one Redis). Default `tables:`. */
  prefix?: string;
  /** Lease of a table's owner (ms). Default 10 s; renewed every third of it. */
  leaseMs?: number;
  /** A table log expires this long after its last record (ms)… */
  expireIdleMs?: number;
  /** …or this long after the session is over or closed. */
  expireOverMs?: number;
}

// KEYS[1] log, KEYS[2] owner; ARGV[1] first record, ARGV[2] log ttl, ARGV[3] lease value, ARGV[4] lease ms
const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4])
return 1`;

// KEYS[1] log, KEYS[2] owner; ARGV[1] lease value, ARGV[2] lease ms → {'none'} | {'owned', owner} | {'ok', records…}
const CLAIM = `
local owner = redis.call('GET', KEYS[2])
if owner then return {'owned', owner} end
if redis.call('EXISTS', KEYS[1]) == 0 then return {'none'} end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
local out = redis.call('LRANGE', KEYS[1], 0, -1)
table.insert(out, 1, 'ok')
return out`;

// KEYS[1] log, KEYS[2] owner; ARGV[1] lease value, ARGV[2] expected length, ARGV[3] log ttl, ARGV[4] lease ms, ARGV[5…] records
const APPEND = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return -1 end
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[2]) then return -2 end
for i = 5, #ARGV do redis.call('RPUSH', KEYS[1], ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return redis.call('LLEN', KEYS[1])`;

// KEYS owners; ARGV[1] lease ms, ARGV[2…] lease values (same order) → 1 renewed, 0 lost
const RENEW = `
local out = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[i + 1] then redis.call('PEXPIRE', key, ARGV[1]); out[i] = 1 else out[i] = 0 end
end
return out`;

// KEYS[1] owner; ARGV[1] lease value
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

// KEYS[1] owner; ARGV[1] the dead process's id followed by ':'
const STEAL = `
local v = redis.call('GET', KEYS[1])
if v and string.sub(v, 1, string.len(ARGV[1])) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export type Claim = { kind: 'none' } | { kind: 'owned'; owner: string } | { kind: 'ok'; records: LogRecord[]; log: TableLog };

/** Several processes, one pool of tables: the log, the leases and the channels on one Redis. */
export class RedisTables implements TableStore {
  /** This process, as the others name it (random, new at every start). */
  readonly id = randomBytes(6).toString('hex');
  readonly prefix: string;
  readonly leaseMs: number;
  private readonly idleMs: number;
  private readonly overMs: number;
  /** Leases held: code → lease value. */
  private readonly held = new Map<string, string>();
  private renewTimer: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  /** The lease of a table was lost (another process took it over): the server stops the table here. */
  onLost: (code: string) => void = () => {};
  onMessage: (m: BusMessage) => void = () => {};

  private constructor(
    private readonly client: Client,
    private readonly sub: Client,
    opts: RedisOptions,
  ) {
    this.prefix = opts.prefix ?? 'tables:';
    this.leaseMs = opts.leaseMs ?? 10_000;
    this.idleMs = opts.expireIdleMs ?? 7 * 24 * 3_600_000;
    this.overMs = opts.expireOverMs ?? 24 * 3_600_000;
  }

  static async connect(opts: RedisOptions): Promise<RedisTables> {
    // At the start, give up after a few tries (the server says so and stops); once connected, keep reconnecting.
    let connected = false;
    const reconnectStrategy = (retries: number, cause: Error) => (connected ? Math.min(100 * (retries + 1), 2000) : retries >= 2 ? cause : 200);
    const client = createClient({ url: opts.url, socket: { reconnectStrategy } });
    let said = '';
    client.on('error', (e: unknown) => {
      const text = e instanceof Error ? e.message : String(e);
      if (connected && text !== said) console.error(`table server: redis: ${text}`);
      said = text;
    });
    await client.connect();
    connected = true;
    const sub = client.duplicate();
    sub.on('error', (e: unknown) => console.error(`table server: redis subscriber: ${e instanceof Error ? e.message : String(e)}`));
    await sub.connect();
    const r = new RedisTables(client as unknown as Client, sub as unknown as Client, opts);
    await sub.subscribe(r.channel(r.id), (text: string) => {
      let m: BusMessage;
      try {
        m = JSON.parse(text) as BusMessage;
      } catch {
        return;
      }
      r.onMessage(m);
    });
    r.renewTimer = setInterval(() => void r.renew(), Math.max(50, Math.floor(r.leaseMs / 3)));
    return r;
  }

  /** What Redis says of its own durability (a warning when an acknowledged append could still be lost). */
  async durability(): Promise<string | null> {
    try {
      const reply = (await this.client.sendCommand(['CONFIG', 'GET', 'appendfsync'])) as unknown;
      const aof = (await this.client.sendCommand(['CONFIG', 'GET', 'appendonly'])) as unknown;
      const val = (r: unknown) => (Array.isArray(r) ? String(r[1]) : r && typeof r === 'object' ? String(Object.values(r)[0]) : '');
      if (val(aof) !== 'yes' || val(reply) !== 'always') return `Redis runs with appendonly ${val(aof)}, appendfsync ${val(reply)}: a crash of Redis can lose moves already told; run it with appendonly yes and appendfsync always`;
      return null;
    } catch {
      return 'could not read the Redis configuration (CONFIG GET): make sure it runs with appendonly yes and appendfsync always';
    }
  }

  channel(processId: string): string {
    return `${this.prefix}proc:${processId}`;
  }
  private logKey(code: string): string {
    return `${this.prefix}log:${code}`;
  }
  private ownerKey(code: string): string {
    return `${this.prefix}owner:${code}`;
  }
  private newLease(): string {
    return `${this.id}:${randomBytes(6).toString('hex')}`;
  }
  private ttlOf(records: readonly LogRecord[]): number {
    return records.some((r) => r.t === 'over' || r.t === 'closed') ? this.overMs : this.idleMs;
  }

  private makeLog(code: string, lease: string, length: number, over: boolean): TableLog {
    let len = length;
    let ended = over;
    let closed = false;
    this.held.set(code, lease);
    return {
      append: async (...records: LogRecord[]) => {
        if (closed) throw new Error('table log is closed');
        ended ||= records.some((r) => r.t === 'over' || r.t === 'closed');
        const args = [lease, String(len), String(ended ? this.overMs : this.idleMs), String(this.leaseMs), ...records.map((r) => JSON.stringify(r))];
        const n = Number(await this.client.eval(APPEND, { keys: [this.logKey(code), this.ownerKey(code)], arguments: args }));
        if (n === -1) throw new Error(`table ${code}: the lease was lost (another process holds the table now)`);
        if (n === -2) throw new Error(`table ${code}: the log changed under its owner`);
        len = n;
      },
      close: async () => {
        if (closed) return;
        closed = true;
        if (this.held.get(code) === lease) this.held.delete(code);
        if (!this.closed) await this.client.eval(RELEASE, { keys: [this.ownerKey(code)], arguments: [lease] }).catch(() => 0);
      },
    };
  }

  async create(code: string, first: LogRecord): Promise<TableLog | null> {
    const lease = this.newLease();
    const ok = Number(await this.client.eval(CREATE, { keys: [this.logKey(code), this.ownerKey(code)], arguments: [JSON.stringify(first), String(this.idleMs), lease, String(this.leaseMs)] }));
    return ok === 1 ? this.makeLog(code, lease, 1, false) : null;
  }

  /** The table's log, with its lease for this process — or who holds it, or nothing. */
  async claim(code: string): Promise<Claim> {
    const lease = this.newLease();
    const reply = (await this.client.eval(CLAIM, { keys: [this.logKey(code), this.ownerKey(code)], arguments: [lease, String(this.leaseMs)] })) as string[];
    if (reply[0] === 'none') return { kind: 'none' };
    if (reply[0] === 'owned') return { kind: 'owned', owner: String(reply[1]).split(':')[0]! };
    const records = reply.slice(1).map((t) => JSON.parse(t) as LogRecord);
    return { kind: 'ok', records, log: this.makeLog(code, lease, records.length, this.ttlOf(records) === this.overMs) };
  }

  /** TableStore.open for the Redis mode: a table held by another process counts as not here. */
  async open(code: string): Promise<{ records: LogRecord[]; log: TableLog } | null> {
    const c = await this.claim(code);
    return c.kind === 'ok' ? c : null;
  }

  /** Redis expires the logs itself (PEXPIRE at every append). */
  async expire(): Promise<number> {
    return 0;
  }

  /** Frees the lease of a process found dead, so the table can be revived here now. */
  async steal(code: string, deadProcess: string): Promise<void> {
    await this.client.eval(STEAL, { keys: [this.ownerKey(code)], arguments: [`${deadProcess}:`] });
  }

  /** Sends to a process's channel; the number of processes that got it (0: that process is gone). */
  async publish(processId: string, m: BusMessage): Promise<number> {
    if (this.closed) return 0;
    return Number(await this.client.publish(this.channel(processId), JSON.stringify(m)));
  }

  /** Which of these processes are alive (subscribed to their channel). */
  async alive(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0 || this.closed) return new Set(ids);
    const reply = (await this.client.sendCommand(['PUBSUB', 'NUMSUB', ...ids.map((id) => this.channel(id))])) as unknown[];
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i++) if (Number(reply[2 * i + 1]) > 0) live.add(ids[i]!);
    return live;
  }

  /** Test-only and the benchmark: a table's log as it is in Redis. */
  async records(code: string): Promise<LogRecord[]> {
    return (await this.client.lRange(this.logKey(code), 0, -1)).map((t) => JSON.parse(t) as LogRecord);
  }

  private async renew(): Promise<void> {
    if (this.held.size === 0 || this.closed) return;
    const entries = [...this.held];
    let reply: unknown[];
    try {
      reply = (await this.client.eval(RENEW, { keys: entries.map(([code]) => this.ownerKey(code)), arguments: [String(this.leaseMs), ...entries.map(([, lease]) => lease)] })) as unknown[];
    } catch {
      return; // Redis unreachable: the appends fail on their own if the lease runs out meanwhile
    }
    entries.forEach(([code, lease], i) => {
      if (Number(reply[i]) === 0 && this.held.get(code) === lease) {
        this.held.delete(code);
        this.onLost(code);
      }
    });
  }

  /** Stops renewing and closes the connections (the server has closed its tables first). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.renewTimer) clearInterval(this.renewTimer);
    await Promise.allSettled([this.sub.quit(), this.client.quit()]);
  }
}
