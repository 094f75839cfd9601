// Installs what the project needs when it is missing: node_modules (npm ci) and, for browser
// tests, Debian's Chromium. Uses only Node's own modules, so it runs on a fresh clone.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const lockHash = (lock) => createHash('sha256').update(readFileSync(lock)).digest('hex');

export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const stamp = join(root, 'node_modules', '.installed-lock-sha256');
  const lock = join(root, 'package-lock.json');
  // Installed from this very lockfile (by content: a fresh checkout has a newer file time), or after it changed last.
  if (existsSync(marker) && ((existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(lock)) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  console.log('Installing dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('npm ci failed. Check that the npm registry is reachable, then run `npm ci` by hand.');
    process.exit(1);
  }
  writeFileSync(stamp, lockHash(lock));
}

export const chromiumCandidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  return chromiumCandidates.find((p) => p && existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!hasApt) {
    console.error('Chromium is missing and this is not a Debian-like system. Install Chromium and set CHROME_PATH to its binary.');
    process.exit(1);
  }
  const run = (args) => {
    const [cmd, ...rest] = isRoot ? ['apt-get', ...args] : ['sudo', '-n', 'apt-get', ...args];
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  console.log("Installing Debian's chromium (apt-get)…");
  try {
    run(['update', '-qq']);
    run(['install', '-y', '-qq', 'chromium']);
  } catch {
    console.error('Could not install chromium. As root run: apt-get update && apt-get install -y chromium (or set CHROME_PATH to a Chromium binary).');
    process.exit(1);
  }
  const installed = findChromium();
  if (!installed) {
    console.error('chromium was installed but not found at /usr/bin/chromium; set CHROME_PATH.');
    process.exit(1);
  }
  return installed;
}

export const redisCandidates = [process.env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];

/**
 * Debian's redis-server for the table server's Redis-mode tests (test/node/tables-redis*): installed
 * with apt-get when missing and we are root. Never started as a service here: each test starts its
 * own private redis-server. Returns its path, or null (the tests are then skipped with the reason).
 */
export function ensureRedisServer() {
  const found = redisCandidates.find((p) => p && existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.log('redis-server is missing: the Redis-mode tests will be skipped (as root: apt-get install -y redis-server).');
    return null;
  }
  console.log("Installing Debian's redis-server (apt-get) for the Redis-mode tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const r1 = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
  if (r1.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
  }
  const installed = redisCandidates.find((p) => p && existsSync(p)) ?? null;
  if (!installed) console.log('Could not install redis-server: the Redis-mode tests will be skipped.');
  return installed;
}

/** The Hunspell dictionaries of the spelling check (test/node/spelling.test.ts): each language's by its name in /usr/share/hunspell. */
export const HUNSPELL_PACKAGES = { hunspell: '/usr/bin/hunspell', 'hunspell-de-de': '/usr/share/hunspell/de_DE.dic', 'hunspell-en-gb': '/usr/share/hunspell/en_GB.dic', 'hunspell-pl': '/usr/share/hunspell/pl_PL.dic' };

/**
 * Debian's hunspell and its German, British English and Polish dictionaries for the spelling check:
 * installed with apt-get when missing and we are root (as chromium and redis-server are). Not root:
 * the spelling test itself fails with the command to run. Returns the packages still missing.
 */
export function ensureHunspell() {
  const missing = () => Object.entries(HUNSPELL_PACKAGES).filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
  const need = missing();
  if (need.length === 0) return [];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.log(`${need.join(', ')} missing: the spelling test will fail (as root: apt-get install -y --no-install-recommends ${need.join(' ')}).`);
    return need;
  }
  console.log(`Installing Debian's ${need.join(' ')} (apt-get) for the spelling check…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...need], { stdio: 'inherit', env }).status === 0;
  if (!install()) {
    // A package not found: the package lists may be old or absent.
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  const still = missing();
  if (still.length) console.log(`Could not install ${still.join(', ')}: the spelling test will fail.`);
  return still;
}
