// The pieces of one real-screen-reader run (../shared/design/real-screen-reader.md): Debian packages
// installed when missing, a static server of the built app, Xvfb, a private session bus, the
// accessibility bus, Chromium with accessibility on (driven over CDP), and Orca with a speech
// server of our own that writes what it would say. Everything started here is stopped by PID, and
// leftovers are found by the run's temporary directory in their command line or environment —
// never by a broad name.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = fileURLToPath(new URL('.', import.meta.url));
export const PYTHON = '/usr/bin/python3';
const AT_SPI_LAUNCHER = '/usr/libexec/at-spi-bus-launcher';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Packages

const NEEDED = [
  { pkg: 'orca', ok: () => existsSync('/usr/bin/orca') && existsSync('/usr/lib/python3/dist-packages/orca/speechserver.py') },
  { pkg: 'xvfb', ok: () => existsSync('/usr/bin/Xvfb') },
  { pkg: 'xdotool', ok: () => existsSync('/usr/bin/xdotool') },
  { pkg: 'dbus', ok: () => existsSync('/usr/bin/dbus-daemon') },
  { pkg: 'at-spi2-core', ok: () => existsSync(AT_SPI_LAUNCHER) },
  { pkg: 'python3-pyatspi', ok: () => existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import gi, pyatspi'], { stdio: 'ignore', env: pythonEnv() }).status === 0 },
];

function pythonEnv(extra = {}) {
  // Debian's python3, not a pyenv one first on PATH: no PYTHONHOME/PYTHONPATH of the caller.
  const env = { ...process.env, ...extra };
  delete env.PYTHONHOME;
  if (!extra.PYTHONPATH) delete env.PYTHONPATH;
  return env;
}

/**
 * Installs the Debian packages a run needs when they are missing (as root, with apt-get, as
 * scripts/ensure.mjs does for chromium). Returns null when all is there, else the reason to skip.
 */
export function ensurePackages(chromium) {
  const missing = NEEDED.filter((n) => !n.ok()).map((n) => n.pkg);
  if (!chromium) missing.push('chromium');
  if (missing.length === 0) return null;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!existsSync('/usr/bin/apt-get')) return `missing ${missing.join(', ')} and this is not a Debian-like system`;
  if (!isRoot) return `missing ${missing.join(', ')}; as root run: ${command}`;
  console.log(`Installing for the screen-reader tests: ${missing.join(' ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env }).status === 0;
  let ok = install();
  if (!ok) {
    // A package not found: the package lists may be old or absent.
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    ok = install();
  }
  const still = NEEDED.filter((n) => !n.ok()).map((n) => n.pkg);
  if (!ok || still.length) return `could not install ${(still.length ? still : missing).join(', ')}; as root run: apt-get update && ${command}`;
  return null;
}

export function orcaVersion() {
  try {
    return execFileSync(PYTHON, ['-c', 'from orca.orca_platform import version; print(version)'], { env: pythonEnv(), encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

// ---------------------------------------------------------------------------------------------
// A tiny static server of a built dist/ (the app is a static PWA)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `dir` on 127.0.0.1 at a free port; '/__sr/blank' is an empty page of the same origin. */
export async function serveStatic(dir) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/__sr/blank') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end('<!doctype html><html lang="en"><title>screen-reader test</title><body></body></html>');
      return;
    }
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(res);
  });
  await new Promise((r, j) => server.listen(0, '127.0.0.1', r).once('error', j));
  const { port } = server.address();
  // Closing drops every connection: Chromium keeps sockets open that never send a request (preconnects),
  // and close() alone waits for them until the headers time out (a minute).
  const close = () =>
    new Promise((r) => {
      server.close(() => r());
      server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${port}`, close };
}

// ---------------------------------------------------------------------------------------------
// Processes

/** Everything started by one run, to be stopped by PID; `dir` is the run's temporary directory. */
export class Run {
  constructor(dir) {
    this.dir = dir;
    this.children = [];
    this.env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      HOME: join(dir, 'home'),
      XDG_CONFIG_HOME: join(dir, 'home/.config'),
      XDG_DATA_HOME: join(dir, 'home/.local/share'),
      XDG_CACHE_HOME: join(dir, 'home/.cache'),
      XDG_RUNTIME_DIR: join(dir, 'runtime'),
      // Every process of the run carries it: leftovers are found by it.
      PAPILLON_SR_RUN: dir,
    };
    for (const d of ['HOME', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'XDG_CACHE_HOME', 'XDG_RUNTIME_DIR']) mkdirSync(this.env[d], { recursive: true, mode: 0o700 });
  }

  spawn(name, cmd, args, opts = {}) {
    const child = spawn(cmd, args, { env: { ...this.env, ...(opts.env ?? {}) }, stdio: opts.stdio ?? ['ignore', 'ignore', 'pipe'], detached: true });
    child.on('error', () => undefined);
    let err = '';
    child.stderr?.on('data', (d) => {
      err += d;
      if (err.length > 20000) err = err.slice(-10000);
    });
    const entry = { name, child, pid: child.pid, stderr: () => err };
    this.children.push(entry);
    return entry;
  }

  /** Xvfb on a free display (it says which through -displayfd). */
  async startX() {
    const x = this.spawn('Xvfb', '/usr/bin/Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset', '-fp', 'built-ins'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    const display = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${x.stderr()}`)), 15000);
      x.child.stdio[3].on('data', (d) => {
        out += d;
        if (out.includes('\n')) {
          clearTimeout(timer);
          resolve(`:${out.trim()}`);
        }
      });
      x.child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${x.stderr()}`)));
    });
    this.env.DISPLAY = display;
    return display;
  }

  /** A private session bus, then the accessibility bus. */
  async startBuses() {
    const address = `unix:path=${join(this.dir, 'session-bus')}`;
    const bus = this.spawn('dbus-daemon', '/usr/bin/dbus-daemon', ['--session', '--nofork', '--nopidfile', `--address=${address}`, '--print-address=1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dbus-daemon did not start: ${bus.stderr()}`)), 10000);
      bus.child.stdout.once('data', () => (clearTimeout(timer), resolve()));
      bus.child.once('exit', (code) => reject(new Error(`dbus-daemon exited (${code}): ${bus.stderr()}`)));
    });
    this.env.DBUS_SESSION_BUS_ADDRESS = address;
    this.spawn('at-spi-bus-launcher', AT_SPI_LAUNCHER, ['--launch-immediately']);
    // The launcher owns org.a11y.Bus on the session bus once the accessibility bus is up.
    for (let i = 0; i < 100; i++) {
      const r = spawnSync('/usr/bin/dbus-send', ['--session', '--print-reply', '--dest=org.a11y.Bus', '/org/a11y/bus', 'org.a11y.Bus.GetAddress'], { env: this.env, encoding: 'utf8' });
      if (r.status === 0 && /string "unix:/.test(r.stdout)) return;
      await sleep(100);
    }
    throw new Error('the accessibility bus did not start');
  }

  /** Chromium as an app window on the run's display, accessibility on, CDP on a free port. */
  async startChromium(chromePath, url) {
    const args = [
      '--force-renderer-accessibility',
      '--no-sandbox',
      '--test-type',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-breakpad',
      '--password-store=basic',
      '--window-position=0,0',
      '--window-size=1200,900',
      `--user-data-dir=${join(this.dir, 'chrome')}`,
      '--remote-debugging-port=0',
      `--app=${url}`,
    ];
    const c = this.spawn('chromium', chromePath, args, { env: { ACCESSIBILITY_ENABLED: '1' } });
    const ws = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${c.stderr().slice(-2000)}`)), 30000);
      const onData = () => {
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(c.stderr());
        if (m) {
          clearTimeout(timer);
          c.child.stderr.off('data', onData);
          resolve(m[1]);
        }
      };
      c.child.stderr.on('data', onData);
      c.child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${c.stderr().slice(-2000)}`)));
    });
    return { pid: c.pid, ws };
  }

  /**
   * Orca with a fresh settings dir and our speech server; resolves once it has spoken. `debug`: Orca's
   * debug log (every event with its object's details, each asked of Chromium over the bus: it makes
   * Chromium slow to pass the page's changes on, see run.mjs --orca-debug).
   */
  async startOrca(speechFile, settings = {}, debug = false) {
    const prefs = join(this.dir, 'orca');
    mkdirSync(prefs, { recursive: true });
    const lines = [
      '# Written by test/screen-reader: Orca speaks into a file, with these settings.',
      'import orca.settings as s',
      "s.speechServerFactory = 'papillon_sr_speech'",
      "s.speechFactoryModules = ['papillon_sr_speech']",
      's.speechServerInfo = None',
      's.enableSpeech = True',
      's.enableSound = False',
      's.enableBraille = False',
      's.enableBrailleMonitor = False',
      's.enableSpeechIndentation = False',
      ...Object.entries(settings).map(([k, v]) => `s.${k} = ${JSON.stringify(v).replace(/^true$/, 'True').replace(/^false$/, 'False')}`),
    ];
    writeFileSync(join(prefs, 'orca-customizations.py'), `${lines.join('\n')}\n`);
    writeFileSync(speechFile, '');
    this.orcaDebug = debug ? join(this.dir, 'orca-debug.out') : null;
    const orca = this.spawn('orca', PYTHON, [join(here, 'orca-launch.py'), '-u', prefs, ...(debug ? ['--debug-file', this.orcaDebug] : [])], {
      env: { PYTHONPATH: here, PAPILLON_SR_SPEECH: speechFile, PYTHONDONTWRITEBYTECODE: '1', GTK_A11Y: 'none', NO_AT_BRIDGE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    orca.child.stdout.on('data', (d) => (out += d));
    for (let i = 0; i < 300; i++) {
      if (orca.child.exitCode !== null) throw new Error(`Orca exited (${orca.child.exitCode}): ${out}${orca.stderr().slice(-3000)}`);
      if (readFileSync(speechFile, 'utf8').includes('"speak"')) return orca;
      await sleep(100);
    }
    throw new Error(`Orca did not speak within 30 s: ${out}${orca.stderr().slice(-3000)}`);
  }

  /** Sends one key (xdotool names: Right, Prior, F1, shift+F1, Escape, h, 1) to the focused window. */
  key(name) {
    const r = spawnSync('/usr/bin/xdotool', ['key', '--delay', '0', name], { env: this.env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`xdotool key ${name}: ${r.stderr}`);
  }

  /** Types text (the command line) into the focused window, a key press per character. */
  type(text) {
    const r = spawnSync('/usr/bin/xdotool', ['type', '--delay', '20', text], { env: this.env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`xdotool type ${text}: ${r.stderr}`);
  }

  /** Gives the X input focus to the run's Chromium window (there is no window manager). */
  async focusWindow(pid) {
    for (let i = 0; i < 100; i++) {
      const r = spawnSync('/usr/bin/xdotool', ['search', '--onlyvisible', '--pid', String(pid)], { env: this.env, encoding: 'utf8' });
      const ids = r.stdout.trim().split(/\s+/).filter(Boolean);
      if (ids.length) {
        const id = ids[ids.length - 1];
        spawnSync('/usr/bin/xdotool', ['windowfocus', '--sync', id], { env: this.env, timeout: 5000 });
        return id;
      }
      await sleep(100);
    }
    throw new Error('the Chromium window was not found on the display');
  }

  /** PIDs of processes of this run: started here, their descendants, and any with the run's dir in their command line or environment. */
  leftovers() {
    const started = new Set(this.children.map((c) => c.pid).filter(Boolean));
    const found = new Set();
    const parents = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const pid = Number(name);
      if (pid === process.pid) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        let env = '';
        try {
          env = readFileSync(`/proc/${pid}/environ`, 'utf8');
        } catch {
          // not ours to read
        }
        if (cmd.includes(this.dir) || env.includes(`PAPILLON_SR_RUN=${this.dir}\0`)) found.add(pid);
      } catch {
        // gone
      }
    }
    for (const [pid] of parents) {
      for (let p = pid, n = 0; p > 1 && n < 50; p = parents.get(p) ?? 0, n++) {
        if (started.has(p)) {
          found.add(pid);
          break;
        }
      }
    }
    for (const pid of started) if (parents.has(pid)) found.add(pid);
    return [...found];
  }

  /** Stops one started piece by PID (TERM, then KILL). */
  async stop(entry, wait = 3000) {
    const { child } = entry;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, sleep(wait)]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // gone
      }
      await Promise.race([exited, sleep(1000)]);
    }
  }

  /** Stops everything of the run, newest first, then whatever is left of it; returns what had to be killed late. */
  async stopAll() {
    for (const entry of [...this.children].reverse()) await this.stop(entry);
    let late = [];
    for (let round = 0; round < 3; round++) {
      const left = this.leftovers().filter((pid) => pid !== process.pid);
      if (!left.length) break;
      if (round === 0) late = left.map((pid) => `${pid} ${procName(pid)}`);
      for (const pid of left) {
        try {
          process.kill(pid, round === 0 ? 'SIGTERM' : 'SIGKILL');
        } catch {
          // gone
        }
      }
      await sleep(500);
    }
    return late;
  }
}

function procName(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 120) || readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return '(gone)';
  }
}
