/**
 * Starts the table server (docs/multiplayer.md): `npm run tables`, or
 * `node scripts/run-ts.mjs server/main.ts [--port N] [--host H] [--dir D]`.
 * Environment: TABLES_PORT (2567), TABLES_HOST (127.0.0.1), TABLES_DIR (.tables), TABLES_ORIGINS
 * (comma-separated origins of the app), TABLES_LIMITS (JSON, e.g. {"createsPerHour": 5}: the rate
 * limits of server/server.ts), TABLES_STAND_IN_AFTER (seconds a person must be away before the host
 * may let a computer stand in; 300), TABLES_THINKING_MS (the strong computer player's thinking time per
 * decision; 500), TABLES_BOT_THREADS (the computer players' worker threads; the cores but one, 1 to
 * 4), REDIS_URL or TABLES_REDIS_URL (the Redis mode: several
 * processes share one pool of tables; logs, leases and routing on that Redis, see server/redis.ts),
 * TABLES_REDIS_PREFIX (tables:), TABLES_LEASE_MS (10000).
 */
import { resolve } from 'node:path';
import { RedisTables } from './redis.js';
import { DEFAULT_BOT_THREADS } from './bot-threads.js';
import { DEFAULT_LIMITS, DEFAULT_ORIGINS, DEFAULT_THINKING_MS, startTableServer, type Limits } from './server.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('port') ?? process.env['TABLES_PORT'] ?? 2567);
const host = arg('host') ?? process.env['TABLES_HOST'] ?? '127.0.0.1';
const dir = resolve(arg('dir') ?? process.env['TABLES_DIR'] ?? '.tables');
const standInAfter = Number(arg('stand-in-after') ?? process.env['TABLES_STAND_IN_AFTER'] ?? 300);
const thinkingMs = Number(arg('thinking-ms') ?? process.env['TABLES_THINKING_MS'] ?? DEFAULT_THINKING_MS);
const botThreads = Number(arg('bot-threads') ?? process.env['TABLES_BOT_THREADS'] ?? DEFAULT_BOT_THREADS);
const origins = process.env['TABLES_ORIGINS'] ? process.env['TABLES_ORIGINS'].split(',').map((o) => o.trim()).filter(Boolean) : DEFAULT_ORIGINS;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${port}`);
  process.exit(2);
}
if (!(thinkingMs > 0 && thinkingMs <= 10_000)) {
  console.error(`Not a thinking time in ms (1 to 10000): ${thinkingMs}`);
  process.exit(2);
}
if (!(Number.isInteger(botThreads) && botThreads >= 1 && botThreads <= 64)) {
  console.error(`Not a number of threads (1 to 64): ${botThreads}`);
  process.exit(2);
}
if (!(standInAfter >= 0)) {
  console.error(`Not a number of seconds: ${standInAfter}`);
  process.exit(2);
}

function readLimits(text: string | undefined): Partial<Limits> {
  if (!text) return {};
  const limits: Partial<Limits> = {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null) throw new Error('TABLES_LIMITS must be a JSON object');
  for (const [key, value] of Object.entries(parsed)) {
    if (!Object.hasOwn(DEFAULT_LIMITS, key)) throw new Error(`TABLES_LIMITS: unknown limit ${key} (known: ${Object.keys(DEFAULT_LIMITS).join(', ')})`);
    if (typeof value !== 'number' || !(value > 0)) throw new Error(`TABLES_LIMITS: ${key} must be a positive number`);
    limits[key as keyof Limits] = value;
  }
  return limits;
}

let limits: Partial<Limits>;
try {
  limits = readLimits(process.env['TABLES_LIMITS']);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

const redisUrl = process.env['TABLES_REDIS_URL'] || process.env['REDIS_URL'] || '';
const leaseMs = Number(process.env['TABLES_LEASE_MS'] ?? 10_000);
if (!(leaseMs >= 100)) {
  console.error(`TABLES_LEASE_MS must be at least 100: ${leaseMs}`);
  process.exit(2);
}
let redis: RedisTables | undefined;
if (redisUrl) {
  try {
    redis = await RedisTables.connect({ url: redisUrl, prefix: process.env['TABLES_REDIS_PREFIX'] || 'tables:', leaseMs });
  } catch (e) {
    console.error(`Could not connect to Redis at ${redisUrl}: ${(e as Error).message}`);
    process.exit(2);
  }
  const warning = await redis.durability();
  if (warning) console.warn(`Warning: ${warning}.`);
}

const server = await startTableServer({ dir, host, port, origins, limits, thinkingMs, botThreads, standInAfterMs: standInAfter * 1000, ...(redis ? { redis } : {}) });
const where = redis ? `Redis mode, process ${redis.id}, tables on ${redisUrl.replace(/\/\/[^@/]*@/, '//…@')}` : `table logs in ${dir}`;
console.log(`Table server listening on ${server.url} (${where}; Ctrl+C stops it)`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
