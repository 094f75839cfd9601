// npm run bench:ui — measures the built app in headless Chromium (Debian's chromium, playwright-core):
// time from a key press to the DOM being updated and to the announcement text being in a live
// region (median and 95th percentile over a played deal), and the initial JavaScript size (gzip).
// Goals (issues 3, 9): DOM within 16 ms at the median; announcement within 100 ms at p95; a first visit
// downloads at most 50 KB gzip of JavaScript however many games exist (each game is its own chunks).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium, ensureDependencies, root } from '../scripts/ensure.mjs';

ensureDependencies();
const executablePath = ensureChromium();
const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: join(root, '.tmp') },
});
if (build.status !== 0) process.exit(1);

// What a first visit downloads, measured in the browser: every JavaScript file requested from the
// first request until the game chooser is shown, the service-worker helper has loaded and the
// network is idle (gzip level 9 of each file as built). And, for each game of the registry, what
// choosing it adds (its code and texts), each measured from a fresh first visit.
const gz = (file) => {
  const buf = readFileSync(join(root, 'dist', file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};
const sum = (files) => files.map(gz).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const workerFiles = readdirSync(join(root, 'dist/assets')).filter((f) => f.includes('worker'));

const port = 4300 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** The JS files a fresh page requests until the chooser shows and the network is idle; then per game. */
async function firstVisit(locale, game = null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((loc) => localStorage.setItem('papillon.settings.v1', JSON.stringify({ pace: 'instant', locale: loc })), locale);
  const files = new Set();
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/^\/(assets\/.+\.js)$/);
    if (m) files.add(m[1]);
  });
  for (let i = 0; i < 50; i++) {
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await page.waitForSelector('game-chooser [data-item]');
  // The service-worker helper loads after the first screen: wait for it, then for quiet.
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 10000))]));
  await page.waitForLoadState('networkidle');
  const atStart = [...files];
  let added = [];
  if (game) {
    await page.evaluate((id) => document.querySelector('app-shell').controller.loadGame(id), game);
    await page.waitForLoadState('networkidle');
    added = [...files].filter((f) => !atStart.includes(f));
  }
  await context.close();
  return { atStart, added };
}

try {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('papillon.settings.v1', JSON.stringify({ pace: 'instant', locale: 'en' })));
  for (let i = 0; i < 50; i++) {
    try {
      await page.goto(`http://127.0.0.1:${port}/?seed=bench-ui&players=3`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.evaluate(() => {
    const w = window;
    w.__samples = [];
    w.__cur = null;
    window.addEventListener(
      'keydown',
      () => {
        w.__cur = { t0: performance.now(), dom: null, ann: null };
        w.__samples.push(w.__cur);
      },
      true,
    );
    const stamp = (field) => () => {
      const cur = w.__cur;
      if (cur && cur[field] === null) cur[field] = performance.now() - cur.t0;
    };
    new MutationObserver(stamp('dom')).observe(document.querySelector('game-table'), { subtree: true, childList: true, characterData: true });
    for (const id of ['announcer-polite', 'announcer-assertive']) {
      new MutationObserver(stamp('ann')).observe(document.getElementById(id), { childList: true, subtree: true });
    }
  });
  const state = () =>
    page.evaluate(() => {
      const c = document.querySelector('app-shell').controller;
      const s = c.play.session;
      return { phase: s.state.phase, myTurn: s.myTurn, busy: s.busy, layDown: c.dialog === 'confirm' };
    });
  // Three deals: enough key presses (about 60) for a 95th percentile that one slow sample does not decide.
  const DEALS = 3;
  let moves = 0;
  let deals = 1;
  for (let guard = 0; guard < 600; guard++) {
    await page.waitForFunction(() => {
      const s = document.querySelector('app-shell').controller.play.session;
      return !s.busy && (s.myTurn || s.state.phase !== 'play');
    });
    const st = await state();
    if (st.phase === 'dealOver' && deals < DEALS) {
      deals++;
      await page.focus('[data-zone="hand"] [data-focus], [data-zone="hand"] [role="option"]');
      await page.keyboard.press('n'); // the next deal
      await page.waitForTimeout(120);
      continue;
    }
    if (st.phase !== 'play') break;
    await page.focus('[data-zone="hand"] [data-focus], [data-zone="hand"] [role="option"]');
    await page.keyboard.press('c'); // list the captures: the DOM shows the list, the announcer says how many
    await page.waitForTimeout(120);
    await page.keyboard.press('Enter'); // take the first (or confirm the lay-down)
    await page.waitForTimeout(120);
    moves++;
  }
  const samples = (await page.evaluate(() => window.__samples)).filter((s) => s.dom !== null || s.ann !== null);
  const dom = samples.map((s) => s.dom).filter((x) => x !== null);
  const ann = samples.map((s) => s.ann).filter((x) => x !== null);
  const f = (x) => `${x.toFixed(1)} ms`;
  console.log(`bench:ui — built app in headless Chromium ${browser.version()} on this machine, ${deals} deals (seed bench-ui, 3 players), ${moves} turns of mine, ${samples.length} key presses`);
  console.log(`  key → DOM updated:            median ${f(pct(dom, 50))}, p95 ${f(pct(dom, 95))}  (n=${dom.length}; goal: median ≤ 16 ms)`);
  console.log(`  key → announcement in region: median ${f(pct(ann, 50))}, p95 ${f(pct(ann, 95))}  (n=${ann.length}; goal: p95 ≤ 100 ms)`);
  // Every language the app offers: the page's own and those of the menu's language choice.
  const locales = await page.evaluate(() => [document.documentElement.lang, ...[...document.querySelectorAll('header nav [data-locale]')].map((b) => b.dataset.locale)]);
  for (const loc of locales) {
    const { atStart } = await firstVisit(loc);
    const i = sum(atStart);
    console.log(`  first visit (${loc}), until the chooser is shown and the network is idle: ${kb(i.gzip)} gzip JavaScript (${kb(i.raw)} raw, ${atStart.length} files, the service-worker helper included); goal ≤ 50 KB gzip`);
    // `--files`: each file of the first visit with its size, largest first (what to make smaller).
    if (process.argv.includes('--files')) {
      for (const file of [...atStart].sort((a, b) => gz(b).gzip - gz(a).gzip)) console.log(`    ${kb(gz(file).gzip).padStart(8)}  ${file}`);
    }
  }
  const games = await page.evaluate(() => document.querySelector('app-shell').controller.games.map((g) => g.id));
  for (const id of games) {
    const { added } = await firstVisit('en', id);
    const g = sum(added);
    console.log(`  choosing ${id.padEnd(13)} adds ${kb(g.gzip).padStart(8)} gzip (${kb(g.raw)} raw, ${added.length} files: its code and English texts)`);
  }
  console.log(`  not initial: ${workerFiles.join(', ') || 'no worker file'} (computer players, loaded when a game starts)`);
} finally {
  await browser.close();
  server.kill();
}
