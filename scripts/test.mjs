// Runs every test: typecheck, Node tests (engine, bots, text), browser tests (@web/test-runner in
// Debian's Chromium), end-to-end checks of the built app, and the built app read by a real screen
// reader (Orca; test/screen-reader/, docs/testing.md). Installs what is missing first.
// Ends with one plain line: "N passed, N failed" (", N skipped" when some were).
//   node scripts/test.mjs [--only typecheck|node|browser|e2e|screen-reader] [--grep FILE_SUBSTRING]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium, ensureDependencies, ensureHunspell, ensureRedisServer, root } from './ensure.mjs';
import { threadsPlugin } from './esbuild-threads.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const grep = args.includes('--grep') ? args[args.indexOf('--grep') + 1] : null;
const want = (stage) => !only || only === stage;
const totals = { passed: 0, failed: 0, skipped: 0 };
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

function listTests(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listTests(p));
    else if (entry.name.endsWith('.test.ts') && (!grep || p.includes(grep))) out.push(p);
  }
  return out.sort();
}

function run(cmd, cmdArgs, opts = {}) {
  return spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...opts });
}

ensureDependencies();

if (want('typecheck')) {
  console.log('\n== typecheck (tsc --noEmit)');
  const r = run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.']);
  if (r.status === 0) totals.passed++;
  else totals.failed++;
}

if (want('node')) {
  const files = listTests(join(root, 'test/node'));
  if (files.length) {
    console.log(`\n== Node tests (${files.length} files, bundled with esbuild)`);
    // The Redis-mode tests start their own private redis-server: install Debian's when missing (root), else they skip.
    if (files.some((f) => /tables-redis/.test(f))) ensureRedisServer();
    // The spelling check needs Debian's hunspell and its de_DE, en_GB and pl_PL dictionaries: installed when missing (root), else the test fails saying how.
    if (files.some((f) => /spelling/.test(f))) ensureHunspell();
    const outdir = join(tmp, `node-tests-${process.pid}`);
    rmSync(outdir, { recursive: true, force: true });
    const { build } = await import('esbuild');
    await build({
      entryPoints: files,
      outdir,
      outbase: join(root, 'test/node'),
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      packages: 'external',
      logLevel: 'warning',
      plugins: [threadsPlugin],
    });
    const bundles = files.map((f) => join(outdir, relative(join(root, 'test/node'), f).replace(/\.ts$/, '.mjs')));
    const tap = join(tmp, `node-tests-${process.pid}.tap`);
    const r = run(process.execPath, [
      '--test',
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', `--test-reporter-destination=${tap}`,
      ...bundles,
    ]);
    const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
    rmSync(outdir, { recursive: true, force: true });
    rmSync(tap, { force: true });
    const num = (k) => Number(text.match(new RegExp(`^# ${k} (\\d+)$`, 'm'))?.[1] ?? 0);
    const passed = num('pass');
    const failed = num('fail') + num('cancelled');
    totals.passed += passed;
    // A suite that threw while its tests were being collected fails the run without a failing test: count it.
    const uncounted = r.status !== 0 && failed === 0 ? 1 : 0;
    if (uncounted) console.log('The Node test run failed outside any test (a suite that threw while loading?): counted as 1 failure.');
    totals.failed += failed + uncounted + (text ? 0 : 1);
    totals.skipped += num('skipped') + num('todo');
  }
}

if (want('browser')) {
  const files = listTests(join(root, 'test/browser'));
  if (files.length) {
    console.log(`\n== Browser tests (${files.length} files, @web/test-runner in Chromium)`);
    const chrome = ensureChromium();
    const summary = join(tmp, `wtr-summary-${process.pid}.json`);
    rmSync(summary, { force: true });
    run(process.execPath, [join(root, 'node_modules/@web/test-runner/dist/bin.js'), '--config', 'web-test-runner.config.mjs'], {
      env: { ...process.env, CHROME_PATH: chrome, WTR_SUMMARY: summary, WTR_FILES: grep ? files.map((f) => relative(root, f)).join(',') : '' },
    });
    if (existsSync(summary)) {
      const s = JSON.parse(readFileSync(summary, 'utf8'));
      totals.passed += s.passed;
      totals.failed += s.failed;
      totals.skipped += s.skipped;
    } else totals.failed++;
  }
}

let builtDist = false;
if (want('e2e')) {
  const scripts = existsSync(join(root, 'test/e2e')) ? readdirSync(join(root, 'test/e2e')).filter((f) => f.endsWith('.e2e.mjs') && (!grep || f.includes(grep))).sort() : [];
  if (scripts.length) {
    console.log(`\n== End-to-end checks of the built app (${scripts.length} scripts)`);
    const chrome = ensureChromium();
    const b = run('npm', ['run', '--silent', 'build'], { env: { ...process.env, TMPDIR: tmp } });
    if (b.status !== 0) totals.failed++;
    else {
      builtDist = true;
      for (const s of scripts) {
        const out = join(tmp, `${s}.json`);
        rmSync(out, { force: true });
        run(process.execPath, [join(root, 'test/e2e', s)], { env: { ...process.env, CHROME_PATH: chrome, E2E_RESULT: out } });
        if (existsSync(out)) {
          const r = JSON.parse(readFileSync(out, 'utf8'));
          totals.passed += r.passed;
          totals.failed += r.failed;
        } else totals.failed++;
      }
    }
  }
}

if (want('screen-reader')) {
  const scenarios = existsSync(join(root, 'test/screen-reader/scenarios')) ? readdirSync(join(root, 'test/screen-reader/scenarios')).filter((f) => f.endsWith('.json') && (!grep || f.includes(grep))) : [];
  if (scenarios.length) {
    console.log(`\n== The built app read by a real screen reader (Orca; ${scenarios.length} scenario files)`);
    // The build the e2e stage just made, else one of our own (dist/ may be another run's).
    let dist = 'dist';
    let own = null;
    if (!builtDist) {
      own = join(tmp, `sr-dist-${process.pid}`);
      const b = run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', own, '--emptyOutDir'], { env: { ...process.env, TMPDIR: tmp } });
      dist = b.status === 0 ? own : null;
    }
    if (!dist) totals.failed++;
    else {
      const out = join(tmp, `screen-reader-${process.pid}.json`);
      rmSync(out, { force: true });
      run(process.execPath, [join(root, 'test/screen-reader/run.mjs'), '--dist', dist, ...(grep ? ['--grep', grep] : [])], { env: { ...process.env, TMPDIR: tmp, SR_RESULT: out } });
      if (existsSync(out)) {
        const r = JSON.parse(readFileSync(out, 'utf8'));
        totals.passed += r.passed;
        totals.failed += r.failed;
        totals.skipped += r.skipped;
        rmSync(out, { force: true });
      } else totals.failed++;
    }
    if (own) rmSync(own, { recursive: true, force: true });
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
