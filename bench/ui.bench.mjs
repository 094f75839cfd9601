// npm run bench:ui — measures the built app in headless Chromium (Debian's chromium, playwright-core):
// time from a key press to the DOM being updated and to the announcement text being in a live
// region (median and 95th percentile over a played deal), and the initial JavaScript size (gzip).
// Goals (issue 3): DOM within 16 ms at the median; announcement within 100 ms at p95; JS < 60 KB gzip.
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

// Initial JavaScript: the module scripts index.html loads (entry and preloaded static imports) plus
// the one language catalogue the boot awaits before the first screen; not the worker, not the
// chunks loaded on demand (patiences, rules texts, forms, the other language).
const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
const entries = [...new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
const gz = (file) => {
  const buf = readFileSync(join(root, 'dist', file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};
const sum = (files) => files.map(gz).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const localeFiles = (loc) => readdirSync(join(root, 'dist/assets')).filter((f) => f.startsWith(`${loc}-`)).map((f) => `assets/${f}`);
const initial = { en: sum([...entries, ...localeFiles('en')]), de: sum([...entries, ...localeFiles('de')]) };
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
      return { phase: s.state.phase, myTurn: s.myTurn, busy: s.busy, layDown: c.dialog === 'layDown' };
    });
  let moves = 0;
  for (let guard = 0; guard < 200; guard++) {
    await page.waitForFunction(() => {
      const s = document.querySelector('app-shell').controller.play.session;
      return !s.busy && (s.myTurn || s.state.phase !== 'play');
    });
    const st = await state();
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
  console.log(`bench:ui — built app in headless Chromium ${browser.version()} on this machine, one deal (seed bench-ui, 3 players), ${moves} turns of mine, ${samples.length} key presses`);
  console.log(`  key → DOM updated:            median ${f(pct(dom, 50))}, p95 ${f(pct(dom, 95))}  (n=${dom.length}; goal: median ≤ 16 ms)`);
  console.log(`  key → announcement in region: median ${f(pct(ann, 50))}, p95 ${f(pct(ann, 95))}  (n=${ann.length}; goal: p95 ≤ 100 ms)`);
  for (const loc of ['en', 'de']) {
    const i = initial[loc];
    console.log(`  initial JavaScript (${loc}): ${(i.gzip / 1024).toFixed(1)} KB gzip (${(i.raw / 1024).toFixed(1)} KB raw; ${entries.length} files + the ${loc} catalogue); goal < 60 KB gzip`);
  }
  console.log(`  not initial: ${workerFiles.join(', ') || 'no worker file'} (computer players, loaded when a game starts)`);
} finally {
  await browser.close();
  server.kill();
}
