// Plays the scenarios of test/screen-reader/scenarios/ with a real screen reader: Orca reading the
// built app in Chromium under a virtual display, keys sent through X, Orca's speech captured as
// text. Xvfb, the buses, Chromium and Orca are started once for the stage; each scenario file gets
// an origin of its own (a fresh port: its own storage, saves and service worker) in the same window,
// and the whole stack is started afresh after a scenario that broke off. Prints one line per step (ok / FAIL / skip), the transcript
// of a failing scenario, and "N passed, N failed, N skipped"; writes {passed, failed, skipped} to
// $SR_RESULT.
//   node test/screen-reader/run.mjs [--grep NAME] [--dist DIR] [--transcript] [--keep]
//     --grep NAME     only the scenario files whose name contains NAME
//     --dist DIR      the built app to serve (default: dist/, copied first)
//     --transcript    print every scenario's transcript, not only a failing one's
//     --scenarios DIR scenario files from DIR instead of test/screen-reader/scenarios/ (drafts)
//     --orca-debug    write Orca's debug log (orca-debug.out in the stage's directory): why it dropped or
//                     ignored an event; it slows Orca and Chromium down (every event's details are asked
//                     of Chromium), so a run with it is no measure of the timing
//     --keep          keep the run's temporary directory (Orca's debug log, speech, Chromium profile)
import { closeSync, existsSync, fstatSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, root } from '../../scripts/ensure.mjs';
import { snapshotBuild } from '../e2e/lib.mjs';
import { checkStep, norm, transcript } from './check.mjs';
import { PAGE_SCRIPT } from './page.mjs';
import { Run, ensurePackages, here, orcaVersion, serveStatic } from './stack.mjs';

const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const grep = opt('--grep');
const showAll = args.includes('--transcript');
const keep = args.includes('--keep');
const orcaDebug = args.includes('--orca-debug');
const SETTINGS_KEY = 'papillon.settings.v1';
/** Orca has said everything once it has been quiet this long (it presents live-region messages every 100 ms). */
const QUIET_MS = 300;
/** How long Orca may take to say the texts handed to the live regions. */
const SPEAK_LIMIT_MS = 3000;
/** A scenario that has not ended by then has hung: 30 s and 5 s a step (a step takes about 0.5 s, a whole deal of moves a few). */
const scenarioLimitMs = (steps) => 30000 + 5000 * steps;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const totals = { passed: 0, failed: 0, skipped: 0 };
const heard = { steps: 0, utterances: 0, entries: 0 };
const latencies = [];
const quantile = (xs, q) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);

function finish(code = totals.failed ? 1 : 0) {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  if (process.env.SR_RESULT) writeFileSync(process.env.SR_RESULT, JSON.stringify(totals));
  process.exit(code);
}

const scenarioDir = opt('--scenarios') ? resolve(opt('--scenarios')) : join(here, 'scenarios');
const files = readdirSync(scenarioDir)
  .filter((f) => f.endsWith('.json') && (!grep || f.includes(grep)))
  .sort();
if (!files.length) {
  console.log(`no scenario matches ${grep}`);
  finish();
}

// 1. What a run needs: Debian's packages (installed as root), else a counted, shown skip.
const missing = ensurePackages(findChromium());
if (missing) {
  console.log(`SKIP screen-reader tests (${files.length} scenario files): ${missing}`);
  totals.skipped += files.length;
  finish(0);
}
// Looked up after the install: on a fresh machine Chromium came with the packages above.
const chromePath = findChromium();
console.log(`Orca ${orcaVersion()}, ${chromePath}`);

// 2. A private copy of the build (someone may rebuild dist/ meanwhile), served on 127.0.0.1.
const tmpRoot = join(process.env.TMPDIR && process.env.TMPDIR.startsWith(root) ? process.env.TMPDIR : join(root, '.tmp'));
mkdirSync(tmpRoot, { recursive: true });
const build = await snapshotBuild(relative(root, resolve(root, opt('--dist') ?? 'dist')));


/** What Orca said, read from its speech file as it grows (only the new lines each time). */
class Speech {
  constructor(file) {
    this.file = file;
    this.lines = [];
    this.offset = 0;
    this.rest = '';
  }

  /** Every utterance so far. */
  all() {
    if (!existsSync(this.file)) return this.lines;
    const fd = openSync(this.file, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size > this.offset) {
        const buf = Buffer.alloc(size - this.offset);
        readSync(fd, buf, 0, buf.length, this.offset);
        this.offset = size;
        const text = this.rest + buf.toString('utf8');
        const parts = text.split('\n');
        this.rest = parts.pop() ?? '';
        for (const l of parts) {
          if (!l) continue;
          try {
            this.lines.push(JSON.parse(l));
          } catch {
            // a line that is no record
          }
        }
      }
    } finally {
      closeSync(fd);
    }
    return this.lines;
  }

  get length() {
    return this.all().length;
  }
}

/**
 * The screen reader's stack, started once for the stage: Xvfb, the buses, Chromium (one app window,
 * driven over CDP) and Orca (started once the first scenario's app is ready, as the start-up order
 * wants). Each scenario is served from an origin of its own in the same window.
 */
class Stack {
  constructor() {
    this.dir = mkdtempSync(join(tmpRoot, 'sr-stage-'));
    this.run = new Run(this.dir);
    this.speech = new Speech(join(this.dir, 'speech.jsonl'));
    this.browser = null;
    this.page = null;
    this.chrome = null;
    this.orca = null;
    this.servers = [];
  }

  /** X, the buses and Chromium on a blank page of `origin` (the first time); the page of the app window. */
  async pageAt(origin) {
    if (!this.page) {
      await this.run.startX();
      await this.run.startBuses();
      this.chrome = await this.run.startChromium(chromePath, `${origin}/__sr/blank`);
      this.browser = await chromium.connectOverCDP(this.chrome.ws);
      const context = this.browser.contexts()[0];
      for (let i = 0; i < 100 && !this.page; i++) {
        this.page = context.pages().find((p) => p.url().includes('/__sr/blank')) ?? null;
        if (!this.page) await sleep(100);
      }
      if (!this.page) throw new Error('the app window did not open');
      await context.addInitScript(PAGE_SCRIPT);
    } else {
      await this.page.goto(`${origin}/__sr/blank`);
    }
    return this.page;
  }

  /**
   * Orca, once the first scenario's app is ready (started earlier, its first words depend on timing).
   * A later scenario's page loads with Orca running: no summary of the page and no reading it all on
   * load (Orca's defaults), so that each scenario starts as the first does, on the app's first focus.
   */
  async orcaOn() {
    if (this.orca) return;
    await this.run.focusWindow(this.chrome.pid);
    this.orca = await this.run.startOrca(this.speech.file, { sayAllOnLoad: false, pageSummaryOnLoad: false }, orcaDebug);
  }

  /** A fresh origin for a scenario: the build served on a port of its own. */
  async serve() {
    const server = await serveStatic(build);
    this.servers.push(server);
    return server;
  }

  /** The servers of earlier scenarios (their pages are gone). */
  async closeOldServers() {
    while (this.servers.length > 1) await this.servers.shift().close();
  }

  async stop(keepDir) {
    await this.browser?.close().catch(() => undefined);
    const late = await this.run.stopAll();
    if (late.length) console.log(`note: stopped late by the run's directory: ${late.join(', ')}`);
    for (const s of this.servers) await s.close();
    this.servers = [];
    if (keepDir || keep) console.log(`the stage's directory (speech.jsonl${orcaDebug ? ", Orca's debug log orca-debug.out" : ''}): ${this.dir}`);
    else rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Waits until Orca has said nothing new for `quiet` ms (at most `limit` ms). */
async function orcaQuiet(speech, quiet = QUIET_MS, limit = 10000) {
  const start = Date.now();
  let count = speech.length;
  let since = Date.now();
  while (Date.now() - start < limit) {
    await sleep(100);
    const n = speech.length;
    if (n !== count) {
      count = n;
      since = Date.now();
    } else if (Date.now() - since >= quiet) return true;
  }
  return false;
}

async function waitState(page, name, timeout) {
  if (typeof name === 'object' && name?.js) return page.waitForFunction(name.js, null, { timeout, polling: 50 });
  return page.waitForFunction((n) => window.__sr?.state(n), name, { timeout, polling: 50 });
}

async function appQuiet(page, timeout) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await page.evaluate(() => window.__sr.quiet())) return true;
    await sleep(50);
  }
  throw new Error('the app did not become quiet (computer players or a patience run still at work)');
}

/** Plays one scenario file on the stack; false when it broke off (the stack is then started afresh). */
async function playScenario(stack, scenario) {
  const label = scenario.name;
  console.log(`\n== ${label}: ${scenario.description ?? ''}`);
  const tFile = Date.now();
  const speech = stack.speech;
  const steps = [];
  let brokeOff = false;
  let failedHere = false;
  let tStart = Date.now() / 1000;
  let timedOut = false;
  const limitMs = scenarioLimitMs(scenario.steps?.length ?? 0);
  const limit = setTimeout(() => {
    timedOut = true;
    console.log(`FAIL ${label}: over ${limitMs / 1000} s — stopping`);
    void stack.run.stopAll();
  }, limitMs);
  try {
    // Start-up order (real-screen-reader.md): X, buses, Chromium, the app ready, then Orca.
    const server = await stack.serve();
    const page = await stack.pageAt(server.origin);
    await stack.closeOldServers();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SETTINGS_KEY, JSON.stringify(scenario.settings ?? {})]);
    const tLoad = Date.now() / 1000;
    await page.goto(`${server.origin}${scenario.url}`);
    await waitState(page, 'ready', 20000);
    await waitState(page, scenario.start ?? 'idle', 30000);
    await appQuiet(page, 30000);
    await stack.orcaOn();
    await orcaQuiet(speech, 800);
    tStart = speech.all().find((u) => u.t >= tLoad)?.t ?? Date.now() / 1000;

    for (const [i, spec] of (scenario.steps ?? []).entries()) {
      if (timedOut) break;
      const before = new Set((await page.evaluate(() => window.__sr.logNow())).map((e) => e.key));
      await page.evaluate(() => window.__sr.markNow?.());
      const countBefore = speech.length;
      const t0 = Date.now() / 1000;
      let error = null;
      try {
        if (spec.key) stack.run.key(spec.key);
        // Text typed after the key's answer: typed at once, its keys cut Orca's presenting the focus the
        // key moved (slash to the command line, then nothing said: whist-de, 1 run in 2).
        const spoke = () => speech.all().slice(countBefore).some((u) => u.kind === 'speak');
        if (spec.key && spec.type) for (const by = Date.now() + 2000; Date.now() < by && !spoke(); ) await sleep(30);
        if (spec.type) stack.run.type(spec.type);
        // Let the key arrive before asking whether the state is reached.
        const answerBy = Date.now() + 2000;
        while ((spec.key || spec.type) && Date.now() < answerBy && speech.all().slice(countBefore).every((u) => u.kind !== 'speak')) await sleep(30);
        await waitState(page, spec.until ?? 'idle', spec.timeout ?? 20000);
        await appQuiet(page, spec.timeout ?? 20000);
        // Everything handed to the live regions in this step said (or given up), then a quiet spell.
        const sayBy = Date.now() + SPEAK_LIMIT_MS;
        for (;;) {
          // Texts hidden since (a modal dialog opened over them) cannot be said: not waited for.
          const live = (await page.evaluate((t) => window.__sr.liveSince(t), t0)).filter((e) => !e.hidden).map((e) => norm(e.text));
          const spoken = new Set(speech.all().slice(countBefore).filter((u) => u.kind === 'speak').map((u) => norm(u.text)));
          if (live.every((t) => spoken.has(t)) || Date.now() > sayBy) break;
          await sleep(50);
        }
        await orcaQuiet(speech, spec.quiet ?? QUIET_MS);
      } catch (e) {
        error = e;
      }
      const t1 = Date.now() / 1000;
      const now = await page.evaluate((t) => ({ log: window.__sr.logNow(), times: window.__sr.log, live: window.__sr.liveSince(t), focus: window.__sr.focus() }), t0);
      const newLog = now.log.filter((e) => !before.has(e.key));
      steps.push({
        index: i + 1,
        spec,
        t0,
        t1,
        newLog,
        logTimes: now.times.filter((e) => e.t >= t0 && e.t <= t1),
        live: now.live.filter((e) => e.t >= t0 && e.t <= t1),
        focus: now.focus,
        error,
      });
    }
    if (timedOut) throw new Error(`over ${limitMs / 1000} s`);
  } catch (e) {
    failedHere = true;
    brokeOff = true;
    totals.failed++;
    console.log(`FAIL ${label}: the run stopped — ${e?.stack ?? e}`);
  } finally {
    clearTimeout(limit);
  }

  // The checks, step by step.
  const said = speech.all().filter((u) => u.t >= tStart);
  let utterances = 0;
  let entries = 0;
  for (const step of steps) {
    const checks = checkStep(step, said);
    if (step.error) checks.unshift({ name: `reaches ${JSON.stringify(step.spec.until ?? 'idle')}`, ok: false, detail: String(step.error.message ?? step.error).split('\n')[0] });
    const strict = checks.filter((c) => !c.pending);
    const bad = strict.filter((c) => !c.ok);
    const what = `${label} step ${step.index}${step.spec.key ? ` [${step.spec.key}]` : ''}${step.spec.type ? ` [type ${JSON.stringify(step.spec.type)}]` : ''}${step.spec.note ? ` ${step.spec.note}` : ''}`;
    utterances += said.filter((u) => u.kind === 'speak' && u.t >= step.t0 && u.t <= step.t1).length;
    entries += step.newLog.length;
    if (bad.length) {
      totals.failed++;
      failedHere = true;
      console.log(`FAIL ${what}`);
      for (const c of bad) console.log(`       ✗ ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
    } else {
      totals.passed++;
      console.log(`ok   ${what} (${strict.length} checks${step.newLog.length ? `, ${step.newLog.length} log entries` : ''})`);
    }
    for (const c of checks.filter((x) => x.pending && !(x.pending.wholeScenario && x.ok))) {
      totals.skipped++;
      const p = c.pending;
      console.log(`skip ${what}: ${c.name} — waits for ${p.waitsFor}${c.ok ? ' — holds in this run (strict once it holds every time)' : `${c.detail ? ` (${c.detail})` : ''}`}`);
    }
  }
  // How long Orca took to say each text handed to a live region (a measure of the load: two texts a
  // slow browser passes on together may reach Orca in either order).
  for (const step of steps) {
    const spoken = said.filter((u) => u.kind === 'speak' && u.t >= step.t0 && u.t <= step.t1);
    for (const e of step.live.filter((x) => !x.hidden)) {
      const u = spoken.find((x) => x.t >= e.t && norm(x.text) === norm(e.text));
      if (u) latencies.push(u.t - e.t);
    }
  }
  console.log(`   ${label}: ${steps.length} steps, ${utterances} utterances, ${entries} game-log entries checked in ${((Date.now() - tFile) / 1000).toFixed(1)} s`);
  heard.steps += steps.length;
  heard.utterances += utterances;
  heard.entries += entries;
  if (failedHere || showAll) {
    console.log(`\n-- transcript of ${label} (seconds from Orca's first word of the scenario; orca = said, LOG = entered the game log, live:P/A = handed to the polite/assertive region)`);
    console.log(`    ${'+0.000'.padStart(8)}  start`);
    for (const u of said.filter((x) => x.t < (steps[0]?.t0 ?? Infinity) && x.kind === 'speak')) console.log(`    ${`+${(u.t - tStart).toFixed(3)}`.padStart(8)}  orca    "${u.text}"`);
    console.log(transcript(steps, said, tStart));
    console.log(`-- end of transcript${failedHere ? (orcaDebug ? `; Orca's debug log: ${join(stack.dir, 'orca-debug.out')} (kept)` : "; Orca's reasons: run again with --orca-debug") : ''}\n`);
  }
  return !brokeOff;
}

// 3. Every scenario file on the stack, then the totals.
const tAll = Date.now();
let stack = null;
try {
  for (const file of files) {
    const scenario = JSON.parse(readFileSync(join(scenarioDir, file), 'utf8'));
    scenario.name ??= file.replace(/\.json$/, '');
    // Pending checks of the whole scenario (a product finding that any step of a kind may meet) join every step's.
    // Shown only in a step where it did not hold (the finding met), not counted in the others.
    if (scenario.pending) for (const step of scenario.steps ?? []) step.pending = [...scenario.pending.map((p) => ({ ...p, wholeScenario: true })), ...(step.pending ?? [])];
    stack ??= new Stack();
    const ok = await playScenario(stack, scenario);
    // A scenario that broke off may have left the stack in any state: the next one starts afresh.
    if (!ok) {
      await stack.stop(true);
      stack = null;
    }
  }
} finally {
  await stack?.stop(totals.failed > 0);
  rmSync(build, { recursive: true, force: true });
}
if (latencies.length) console.log(`Orca said the live-region texts ${latencies.length}× after p50 ${(quantile(latencies, 0.5) * 1000).toFixed(0)} ms, p95 ${(quantile(latencies, 0.95) * 1000).toFixed(0)} ms, max ${(Math.max(...latencies) * 1000).toFixed(0)} ms`);
console.log(`screen-reader: ${files.length} scenario files in ${((Date.now() - tAll) / 1000).toFixed(1)} s: ${heard.steps} steps, ${heard.utterances} utterances, ${heard.entries} game-log entries checked`);
finish();
