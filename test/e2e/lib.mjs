// Shared helpers for the end-to-end scripts (test/e2e/*.e2e.mjs): a `vite preview` server of a
// built dist/, Debian's Chromium started with a real (persistent) profile and driven through
// playwright-core over CDP (so it can be killed like a real browser), checks that print ok/FAIL
// lines, a request log, and cleanup that always runs.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
export const SETTINGS_KEY = 'papillon.settings.v1';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Counts checks, prints them, writes {passed, failed} to $E2E_RESULT at the end. */
export class Checks {
  passed = 0;
  failed = 0;
  ok(name, cond, detail = '') {
    if (cond) this.passed++;
    else this.failed++;
    console.log(`${cond ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    return cond;
  }
  fail(name, err) {
    this.failed++;
    console.log(`FAIL ${name} — ${err?.stack ?? err}`);
  }
  finish() {
    console.log(`${this.passed} passed, ${this.failed} failed`);
    if (process.env.E2E_RESULT) writeFileSync(process.env.E2E_RESULT, JSON.stringify({ passed: this.passed, failed: this.failed }));
    return this.failed === 0;
  }
}

/** Things to stop at the end, newest first, even after a failure. */
export class Cleanup {
  tasks = [];
  add(fn) {
    this.tasks.push(fn);
  }
  async run() {
    for (const fn of this.tasks.reverse()) {
      try {
        await fn();
      } catch {
        // already gone
      }
    }
    this.tasks = [];
  }
}

/**
 * A private copy of a build (others may rebuild dist/ while a script runs): copied, then checked
 * that every file the service worker precaches is there; retried while a build is half written.
 */
export async function snapshotBuild(from = 'dist') {
  for (let attempt = 0; attempt < 20; attempt++) {
    const dir = mkdtempSync(join(root, '.tmp', 'e2e-dist-'));
    try {
      cpSync(join(root, from), dir, { recursive: true });
      const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
      const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
      if (urls.length > 0 && urls.every((u) => existsSync(join(dir, u)))) return dir;
    } catch {
      // half written: try again
    }
    rmSync(dir, { recursive: true, force: true });
    await sleep(500);
  }
  throw new Error(`no complete build in ${from}`);
}

/** `vite preview` of `outDir` on 127.0.0.1:port (started from the project, as a plain node process). */
export async function startPreview(port, outDir = 'dist') {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited: ${out}`);
    try {
      const r = await fetch(url);
      if (r.ok) return { url, origin: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  stopProcess(child);
  throw new Error(`vite preview did not start: ${out}`);
}

async function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await Promise.race([exited, sleep(3000)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(2000)]);
  }
}

export function tempProfile(name) {
  return mkdtempSync(join(tmpdir(), `papillon-${name}-`));
}

/**
 * Starts Chromium with the profile `dir` (persistent, so not incognito: Chromium can report the
 * app installable) and connects playwright-core over CDP. `kill()` ends it with SIGKILL, like a
 * browser killed by the system; `close()` ends it normally.
 */
export async function launchBrowser(dir, extraArgs = []) {
  const child = spawn(
    CHROME,
    [...CHROME_ARGS, '--headless=new', `--user-data-dir=${dir}`, '--remote-debugging-port=0', ...extraArgs, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let err = '';
  const ws = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${err}`)), 30000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err}`)));
  });
  const browser = await chromium.connectOverCDP(ws);
  const context = browser.contexts()[0];
  await recordAnnouncements(context);
  const killGroup = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // gone
    }
  };
  const exited = new Promise((r) => child.once('exit', r));
  return {
    browser,
    context,
    version: browser.version(),
    async kill() {
      killGroup('SIGKILL');
      await Promise.race([exited, sleep(5000)]);
      await browser.close().catch(() => undefined);
    },
    async close() {
      await browser.close().catch(() => undefined);
      killGroup('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      killGroup('SIGKILL');
    },
  };
}

/**
 * Logs every request the context makes (pages and service workers) and every CSP violation and
 * page error. `foreign()` lists the requests that left the origin.
 */
export function watch(context, origin) {
  const requests = [];
  const problems = [];
  context.on('request', (r) => requests.push(r.url()));
  const onPage = (page) => {
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) problems.push(`console: ${m.text()}`);
    });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return {
    requests,
    problems,
    foreign: () => requests.filter((u) => !(u.startsWith(`${origin}/`) || u === origin || u.startsWith('data:') || u.startsWith('blob:') || u === 'about:blank')),
  };
}

/** Settings written before the app loads (pace 'instant' keeps the tests quick). */
export async function presetSettings(context, settings) {
  await context.addInitScript(
    ([key, value]) => {
      if (location.protocol.startsWith('http') && localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [SETTINGS_KEY, JSON.stringify(settings)],
  );
}

/** Waits for the app's boot to finish (main.ts sets data-ready). */
export async function appReady(page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
}

/** The game as the app holds it: state, steps, log, focus zone, settings, turn. */
export async function gameInfo(page) {
  return page.evaluate(() => {
    const c = document.querySelector('app-shell')?.controller;
    const s = c?.play?.session;
    const zone = document.activeElement?.closest?.('[data-zone]')?.dataset.zone ?? null;
    return {
      running: !!s,
      state: s ? JSON.stringify(s.state) : null,
      steps: s ? JSON.stringify(s.steps) : null,
      stepCount: s ? s.steps.length : 0,
      log: c ? JSON.stringify(c.announcer.log) : null,
      logCount: c ? c.announcer.log.length : 0,
      phase: s?.state.phase ?? null,
      myTurn: !!s?.myTurn,
      busy: !!s?.busy,
      zone,
      settings: c ? JSON.stringify(c.settings) : null,
      notices: c ? [...c.notices] : [],
      build: document.documentElement.dataset.build ?? null,
    };
  });
}

/** The patience as the app holds it: counts of the moves made and undone, and the moves themselves (JSON). */
export async function patienceInfo(page) {
  return page.evaluate(() => {
    const c = document.querySelector('app-shell')?.controller;
    const p = c?.play && !c.play.session ? c.play : null;
    return {
      screen: !c ? null : c.screen.kind === 'chooser' ? 'chooser' : p ? 'patience' : 'papillon',
      game: p?.game ?? null,
      seed: p?.seed ?? null,
      gameId: p?.id ?? null,
      state: p?.state ? JSON.stringify(p.state) : null,
      moves: p ? p.done.length : 0,
      undone: p ? p.undone.length : 0,
      movesMade: p ? JSON.stringify(p.done.map((d) => d.move)) : null,
      movesUndone: p ? JSON.stringify(p.undone.map((d) => d.move)) : null,
      recorded: p?.recorded ?? null,
      log: c ? JSON.stringify(c.announcer.log) : null,
      focusKey: p?.focusKey ?? null,
      activeKey: document.activeElement?.dataset?.key ?? null,
      notices: c ? [...c.notices] : [],
    };
  });
}

/** Waits until a patience is on the table with its places. */
export async function waitForPatience(page) {
  await page.waitForFunction(() => !!document.querySelector('app-shell')?.controller?.play?.state && !!document.querySelector('game-table [data-zone="piles"] [role="option"]'), null, { timeout: 20000 });
}

/** The saved snapshot as IndexedDB holds it now. */
export async function savedGame(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('papillon');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const db = r.result;
          if (!db.objectStoreNames.contains('game')) {
            db.close();
            return resolve(null);
          }
          const store = db.transaction('game').objectStore('game');
          const g = store.get('current');
          const st = store.get('settings');
          st.onsuccess = () => {
            const v = g.result;
            db.close();
            resolve(v === undefined ? null : { ...v, state: JSON.stringify(v.state), steps: JSON.stringify(v.steps), log: JSON.stringify(v.log), stepCount: v.steps?.length, logCount: v.log?.length, keptSettings: JSON.stringify(st.result) });
          };
          g.onerror = () => reject(g.error);
        };
      }),
  );
}

/** Waits until it is the player's turn (computers play at pace 'instant') or the session is over. */
export async function waitForMyTurn(page, timeout = 30000) {
  await page.waitForFunction(
    () => {
      const s = document.querySelector('app-shell')?.controller?.play?.session;
      return !!s && ((s.myTurn && !s.busy) || s.state.phase !== 'play');
    },
    null,
    { timeout },
  );
}

/** Waits until the save holds the game exactly as the app shows it. */
export async function waitForSaved(page, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    const [info, saved] = [await gameInfo(page), await savedGame(page)];
    if (saved && info.running && saved.state === info.state && saved.steps === info.steps && saved.log === info.log && saved.focusZone === info.zone && saved.keptSettings === info.settings) {
      return { info, saved };
    }
    if (Date.now() > end) throw new Error(`the save did not catch up: app ${info.stepCount} steps/${info.logCount} log/${info.zone}, save ${saved?.stepCount} steps/${saved?.logCount} log/${saved?.focusZone}`);
    await sleep(50);
  }
}

/**
 * One move of the human player with the keyboard: C lists every capture and 1 takes the best; with
 * no capture, C asks to lay down and Enter confirms in the dialog. Returns what was done.
 */
export async function playOneMove(page) {
  await waitForMyTurn(page);
  const before = await gameInfo(page);
  if (!before.myTurn) return 'not my turn';
  // Keys work inside the game area: start in the hand (arrows move there).
  await page.evaluate(() => {
    if (!document.activeElement?.closest?.('[data-zone]')) document.querySelector('game-table')?.focusZone('hand');
  });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('c');
  // The controller's dialog, not the element: a dialog that was just confirmed stays open a moment
  // while focus goes back (app-shell: a screen reader hears the focus change).
  const dialogOpen = await page
    .waitForFunction(() => document.querySelector('app-shell')?.controller?.dialog === 'confirm' || !!document.querySelector('app-shell')?.controller?.play?.choices, null, { timeout: 5000 })
    .then(() => page.evaluate(() => document.querySelector('app-shell')?.controller?.dialog === 'confirm'));
  // The key goes where focus is: wait until the list or the dialog has it.
  await page.waitForFunction((d) => !!document.activeElement?.closest?.(d ? 'dialog[data-kind="confirm"]' : '[data-zone="choices"]'), dialogOpen, { timeout: 5000 });
  if (dialogOpen) await page.keyboard.press('Enter');
  else await page.keyboard.press('1');
  await page.waitForFunction((n) => (document.querySelector('app-shell')?.controller?.play?.session?.steps.length ?? 0) > n, before.stepCount, { timeout: 10000 });
  return dialogOpen ? 'layDown' : 'capture';
}

/** Records every text the announcer writes into a live region: its paragraphs hold only the last few. */
export async function recordAnnouncements(context) {
  await context.addInitScript(() => {
    window.__said = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const p = r.target;
        if (p.nodeName !== 'P' || !p.parentElement?.id?.startsWith('announcer-') || !r.addedNodes.length) continue;
        const text = p.textContent.trim();
        if (text) window.__said.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Every text the announcer handed to the live regions of this page so far, in order (the words,
 * without the invisible mark), once it has handed out every message it holds (it paces them). The
 * context must record them (launchBrowser's does).
 */
export async function announced(page) {
  const said = await page.evaluate(async () => {
    await document.querySelector('app-shell')?.controller?.announcer?.idle();
    return window.__said ? [...window.__said] : null;
  });
  if (!said) throw new Error('announced(): this browser context records no announcements (recordAnnouncements)');
  return said;
}

/** Runs `body` with a fresh Checks and Cleanup; always cleans up and writes the result. */
export async function runE2E(name, body) {
  const checks = new Checks();
  const cleanup = new Cleanup();
  const hardStop = setTimeout(() => {
    checks.fail(`${name}: time limit`, 'took longer than 240 s');
    void cleanup.run().then(() => process.exit(checks.finish() ? 0 : 1));
  }, 240000);
  try {
    await body(checks, cleanup);
  } catch (e) {
    checks.fail(`${name}: stopped`, e);
  } finally {
    clearTimeout(hardStop);
    await cleanup.run();
  }
  const ok = checks.finish();
  process.exit(ok ? 0 : 1);
}

/** Writes `value` into a slot of the save store ('current': Papillon, 'patience'), as a broken disk or an old app might have left it. */
export function putSlot(page, slot, value) {
  return page.evaluate(
    ([key, v]) =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('papillon');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const tx = r.result.transaction('game', 'readwrite');
          tx.objectStore('game').put(v, key);
          tx.oncomplete = () => (r.result.close(), resolve(true));
          tx.onerror = () => reject(tx.error);
        };
      }),
    [slot, value],
  );
}

/** The saves kept aside: reason, slot, the raw text and the message. */
export function asideRecords(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('papillon');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const g = r.result.transaction('aside').objectStore('aside').getAll();
          g.onsuccess = () => (r.result.close(), resolve(g.result.map((a) => ({ reason: a.reason, slot: a.slot ?? null, raw: a.raw, message: a.message }))));
          g.onerror = () => reject(g.error);
        };
      }),
  );
}

export { sleep, rmSync };
