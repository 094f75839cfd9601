// npm run bench:load — how fast the app is ready, in headless Chromium, on this machine and with 4×
// CPU throttling (a phone): time from navigation to the first player-ready announcement
// (performance mark 'papillon-ready', set by main.ts when it announces "ready"), for an online first
// load (empty cache, no service worker) and an offline reload that resumes a game in progress
// (everything from the service worker, the save from IndexedDB). Also the total precache size.
// Goals (issue 5): offline reload ready within 500 ms unthrottled; precache under 400 KB.
//   node bench/load.bench.mjs [--runs N] [--no-build]
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, launchBrowser, playOneMove, presetSettings, rmSync, root, snapshotBuild, startPreview, tempProfile, waitForSaved } from '../test/e2e/lib.mjs';

const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;

if (!args.includes('--no-build')) {
  const b = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, TMPDIR: join(root, '.tmp') } });
  if (b.status !== 0) process.exit(1);
}

// A private copy (others may rebuild dist/ meanwhile). Precache: the entries its service worker lists.
const build = await snapshotBuild();
const sw = readFileSync(join(build, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
let raw = 0;
let gz = 0;
for (const u of urls) {
  const file = readFileSync(join(build, u));
  raw += statSync(join(build, u)).size;
  gz += gzipSync(file, { level: 9 }).length;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (xs) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;

const readyAt = (page) =>
  page.evaluate(async () => {
    while (document.documentElement.dataset.ready !== 'true') await new Promise((r) => setTimeout(r, 5));
    return performance.getEntriesByName('papillon-ready')[0]?.startTime ?? NaN;
  });

const port = await freePort();
const server = await startPreview(port, build);
const profile = tempProfile('bench');
const browser = await launchBrowser(profile);
const results = {};
try {
  console.log(`Chromium ${browser.version}, ${runs} runs each, ${server.url}`);
  for (const rate of [1, 4]) {
    const online = [];
    const offline = [];
    for (let i = 0; i < runs; i++) {
      // A fresh context: empty HTTP cache, no service worker, no save.
      const context = await browser.browser.newContext();
      await presetSettings(context, { pace: 'instant', locale: 'de' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${server.url}?seed=bench-${i}&players=3`);
      online.push(await readyAt(page));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
      await playOneMove(page);
      await waitForSaved(page);
      await context.setOffline(true);
      await page.reload();
      offline.push(await readyAt(page));
      const resumed = await page.evaluate(() => !!document.querySelector('app-shell')?.controller?.play?.session);
      if (!resumed) throw new Error('the offline reload did not resume the game');
      await context.close();
    }
    results[rate] = { online, offline };
    console.log(`CPU ${rate}×: online first load ready ${fmt(online)}; offline reload (resumes a game) ready ${fmt(offline)}`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`precache: ${urls.length} entries, ${kb(raw)} raw (${raw} B), ${kb(gz)} gzip -9 file by file`);
const offline1 = median(results[1].offline);
console.log(`goal offline reload ≤ 500 ms unthrottled: ${offline1 <= 500 ? 'met' : 'NOT met'} (${offline1.toFixed(0)} ms)`);
console.log(`goal precache < 400 KB: ${raw < 400 * 1000 ? 'met' : 'NOT met'} (${(raw / 1000).toFixed(1)} kB)`);
