/**
 * A private redis-server for the Redis-mode tests and the benchmark: started on a free loopback
 * port in a temporary folder (never the system's service), with the append-only file fsync'd on
 * every write (the durability the table server asks for), and killed at the end. When there is no
 * redis-server, says why (the tests skip with that reason).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export function findRedisServer(): string | null {
  const candidates = [process.env['REDIS_SERVER'], '/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

/** Why the Redis tests cannot run here, or null when they can. */
export function redisMissing(): string | null {
  if (findRedisServer()) return null;
  return "redis-server is not installed (as root `node scripts/test.mjs` installs Debian's redis-server; else `apt-get install -y redis-server`, or set REDIS_SERVER to its binary)";
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface PrivateRedis {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<PrivateRedis> {
  const bin = findRedisServer();
  if (!bin) throw new Error(redisMissing()!);
  const dir = mkdtempSync(join(tmpdir(), 'tables-redis-'));
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', '', '--daemonize', 'no', '--protected-mode', 'yes', '--loglevel', 'notice', '--logfile', ''],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        if (/Ready to accept connections/i.test(line)) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    if (ready) {
      child.stdout!.resume();
      child.stderr!.resume();
      return {
        url: `redis://127.0.0.1:${port}`,
        child,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGKILL');
            await exited;
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    if (child.exitCode === null) child.kill('SIGKILL');
    if (attempt >= 2) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error('redis-server did not start');
    }
  }
}
