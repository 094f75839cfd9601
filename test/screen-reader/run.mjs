// Plays the scenarios of test/screen-reader/scenarios/ with a real screen reader: Orca reading the
// built app in Chromium under a virtual display, keys sent through X, Orca's speech captured as
// text. One Orca run per scenario file. Prints one line per step (ok / FAIL / skip), the transcript
// of a failing scenario, and "N passed, N failed, N skipped"; writes {passed, failed, skipped} to
// $SR_RESULT.
//   node test/screen-reader/run.mjs [--grep NAME] [--dist DIR] [--transcript] [--keep]
//     --grep NAME     only the scenario files whose name contains NAME
//     --dist DIR      the built app to serve (default: dist/, copied first)
//     --transcript    print every scenario's transcript, not only a failing one's
//     --keep          keep the run's temporary directory (Orca's debug log, speech, Chromium profile)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
const SETTINGS_KEY = 'papillon.settings.v1';
/** Orca has said everything once it has been quiet this long (it presents live-region messages every 100 ms). */
const QUIET_MS = 300;
/** How long Orca may take to say the texts handed to the live regions. */
const SPEAK_LIMIT_MS = 3000;
const SCENARIO_LIMIT_MS = 90000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const totals = { passed: 0, failed: 0, skipped: 0 };
const heard = { steps: 0, utterances: 0, entries: 0 };

function finish(code = totals.failed ? 1 : 0) {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  if (process.env.SR_RESULT) writeFileSync(process.env.SR_RESULT, JSON.stringify(totals));
  process.exit(code);
}

const scenarioDir = join(here, 'scenarios');
const files = readdirSync(scenarioDir)
  .filter((f) => f.endsWith('.json') && (!grep || f.includes(grep)))
  .sort();
if (!files.length) {
  console.log(`no scenario matches ${grep}`);
  finish();
}

// 1. What a run needs: Debian's packages (installed as root), else a counted, shown skip.
const chromePath = findChromium();
const missing = ensurePackages(chromePath);
if (missing) {
  console.log(`SKIP screen-reader tests (${files.length} scenario files): ${missing}`);
  totals.skipped += files.length;
  finish(0);
}
console.log(`Orca ${orcaVersion()}, ${chromePath}`);

// 2. A private copy of the build (someone may rebuild dist/ meanwhile), served on 127.0.0.1.
const tmpRoot = join(process.env.TMPDIR && process.env.TMPDIR.startsWith(root) ? process.env.TMPDIR : join(root, '.tmp'));
mkdirSync(tmpRoot, { recursive: true });
const build = await snapshotBuild(relative(root, resolve(root, opt('--dist') ?? 'dist')));
const server = await serveStatic(build);

const tAll = Date.now();
try {
  for (const file of files) {
    const scenario = JSON.parse(readFileSync(join(scenarioDir, file), 'utf8'));
    scenario.name ??= file.replace(/\.json$/, '');
    await playScenario(scenario);
  }
} finally {
  await server.close();
  rmSync(build, { recursive: true, force: true });
}
console.log(`screen-reader: ${files.length} scenario files in ${((Date.now() - tAll) / 1000).toFixed(1)} s: ${heard.steps} steps, ${heard.utterances} utterances, ${heard.entries} game-log entries checked`);
finish();

/** Lines of Orca's speech file so far. */
function readSpeech(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

/** Waits until Orca has said nothing new for `quiet` ms (at most `limit` ms). */
async function orcaQuiet(file, quiet = QUIET_MS, limit = 10000) {
  const start = Date.now();
  let count = readSpeech(file).length;
  let since = Date.now();
  while (Date.now() - start < limit) {
    await sleep(100);
    const n = readSpeech(file).length;
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

async function playScenario(scenario) {
  const label = scenario.name;
  console.log(`\n== ${label}: ${scenario.description ?? ''}`);
  const dir = mkdtempSync(join(tmpRoot, `sr-${label}-`));
  const run = new Run(dir);
  const speechFile = join(dir, 'speech.jsonl');
  const steps = [];
  let browser = null;
  let failedHere = false;
  let tStart = Date.now() / 1000;
  const limit = setTimeout(() => {
    console.log(`FAIL ${label}: over ${SCENARIO_LIMIT_MS / 1000} s — stopping`);
    void run.stopAll();
  }, SCENARIO_LIMIT_MS);
  try {
    // Start-up order (real-screen-reader.md): X, buses, Chromium, the app ready, then Orca.
    await run.startX();
    await run.startBuses();
    const chrome = await run.startChromium(chromePath, `${server.origin}/__sr/blank`);
    browser = await chromium.connectOverCDP(chrome.ws);
    const context = browser.contexts()[0];
    let page = null;
    for (let i = 0; i < 100 && !page; i++) {
      page = context.pages().find((p) => p.url().includes('/__sr/blank')) ?? null;
      if (!page) await sleep(100);
    }
    if (!page) throw new Error('the app window did not open');
    await context.addInitScript(PAGE_SCRIPT);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SETTINGS_KEY, JSON.stringify(scenario.settings ?? {})]);
    await page.goto(`${server.origin}${scenario.url}`);
    await waitState(page, 'ready', 20000);
    await waitState(page, scenario.start ?? 'idle', 30000);
    await appQuiet(page, 30000);
    await run.focusWindow(chrome.pid);
    await run.startOrca(speechFile, scenario.orca ?? {});
    await orcaQuiet(speechFile, 800);
    tStart = readSpeech(speechFile)[0]?.t ?? Date.now() / 1000;

    for (const [i, spec] of (scenario.steps ?? []).entries()) {
      const before = new Set((await page.evaluate(() => window.__sr.logNow())).map((e) => e.key));
      await page.evaluate(() => window.__sr.markNow?.());
      const countBefore = readSpeech(speechFile).length;
      const t0 = Date.now() / 1000;
      let error = null;
      try {
        if (spec.key) run.key(spec.key);
        // Let the key arrive before asking whether the state is reached.
        const answerBy = Date.now() + 2000;
        while (spec.key && Date.now() < answerBy && readSpeech(speechFile).slice(countBefore).every((u) => u.kind !== 'speak')) await sleep(30);
        await waitState(page, spec.until ?? 'idle', spec.timeout ?? 20000);
        await appQuiet(page, spec.timeout ?? 20000);
        // Everything handed to the live regions in this step said (or given up), then a quiet spell.
        const sayBy = Date.now() + SPEAK_LIMIT_MS;
        for (;;) {
          // Texts hidden since (a modal dialog opened over them) cannot be said: not waited for.
          const live = (await page.evaluate((t) => window.__sr.liveSince(t), t0)).filter((e) => !e.hidden).map((e) => norm(e.text));
          const spoken = new Set(readSpeech(speechFile).slice(countBefore).filter((u) => u.kind === 'speak').map((u) => norm(u.text)));
          if (live.every((t) => spoken.has(t)) || Date.now() > sayBy) break;
          await sleep(50);
        }
        await orcaQuiet(speechFile, spec.quiet ?? QUIET_MS);
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
    // Orca's goodbye is not part of any step.
    await sleep(50);
  } catch (e) {
    failedHere = true;
    totals.failed++;
    console.log(`FAIL ${label}: the run stopped — ${e?.stack ?? e}`);
  } finally {
    clearTimeout(limit);
    await browser?.close().catch(() => undefined);
    const late = await run.stopAll();
    if (late.length) console.log(`note ${label}: stopped late by the run's directory: ${late.join(', ')}`);
  }

  // 3. The checks, step by step.
  const speech = readSpeech(speechFile);
  let utterances = 0;
  let entries = 0;
  for (const step of steps) {
    const checks = checkStep(step, speech);
    if (step.error) checks.unshift({ name: `reaches ${JSON.stringify(step.spec.until ?? 'idle')}`, ok: false, detail: String(step.error.message ?? step.error).split('\n')[0] });
    const strict = checks.filter((c) => !c.pending);
    const bad = strict.filter((c) => !c.ok);
    const what = `${label} step ${step.index}${step.spec.key ? ` [${step.spec.key}]` : ''}${step.spec.note ? ` ${step.spec.note}` : ''}`;
    utterances += speech.filter((u) => u.kind === 'speak' && u.t >= step.t0 && u.t <= step.t1).length;
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
    for (const c of checks.filter((x) => x.pending)) {
      totals.skipped++;
      const p = c.pending;
      console.log(`skip ${what}: ${c.name} — waits for ${p.waitsFor}${c.ok ? ' — holds in this run (strict once it holds every time)' : `${c.detail ? ` (${c.detail})` : ''}`}`);
    }
  }
  console.log(`   ${label}: ${steps.length} steps, ${utterances} utterances, ${entries} game-log entries checked`);
  heard.steps += steps.length;
  heard.utterances += utterances;
  heard.entries += entries;
  if (failedHere || showAll) {
    console.log(`\n-- transcript of ${label} (seconds from Orca's first word; orca = said, LOG = entered the game log, live:P/A = handed to the polite/assertive region)`);
    console.log(`    ${'+0.000'.padStart(8)}  start`);
    for (const u of speech.filter((x) => x.t < (steps[0]?.t0 ?? Infinity) && x.kind === 'speak')) console.log(`    ${`+${(u.t - tStart).toFixed(3)}`.padStart(8)}  orca    "${u.text}"`);
    console.log(transcript(steps, speech, tStart));
    console.log(`-- end of transcript${keep || failedHere ? `; Orca's debug log: ${join(dir, 'orca-debug.out')}` : ''}\n`);
  }
  if (!keep && !failedHere) rmSync(dir, { recursive: true, force: true });
}
