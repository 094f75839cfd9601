// The update flow with a second build: build A (dist/) is played, then build B (dist-e2e-update/,
// PAPILLON_BUILD changed) is served on the same port. B installs and waits; the game goes on
// uninterrupted while the player hears 'Eine neue Version ist bereit…' and gets a button; only when
// the player presses it does B take over, and the game resumes exactly. A second profile with no
// game at all takes the new version at once (between games).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  appReady,
  announced,
  freePort,
  gameInfo,
  launchBrowser,
  playOneMove,
  presetSettings,
  rmSync,
  root,
  runE2E,
  snapshotBuild,
  sleep,
  startPreview,
  tempProfile,
  waitForSaved,
  watch,
} from './lib.mjs';


await runE2E('update', async (check, cleanup) => {
  // A private copy of build A (scripts/test.mjs built it into dist/), then build B beside it.
  const first = await snapshotBuild();
  cleanup.add(() => rmSync(first, { recursive: true, force: true }));
  const SECOND = join(root, '.tmp', `e2e-update-${process.pid}`);
  cleanup.add(() => rmSync(SECOND, { recursive: true, force: true }));
  const t0 = Date.now();
  const b2 = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', SECOND, '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, PAPILLON_BUILD: 'e2e-second-build', TMPDIR: join(root, '.tmp') },
    encoding: 'utf8',
  });
  if (!check.ok('second build (PAPILLON_BUILD=e2e-second-build)', b2.status === 0, `${Date.now() - t0} ms ${b2.stderr?.slice(-300) ?? ''}`)) return;

  const port = await freePort();
  let server = await startPreview(port, first);
  cleanup.add(() => server.stop());
  const profile = tempProfile('update');
  cleanup.add(() => rmSync(profile, { recursive: true, force: true }));
  const b = await launchBrowser(profile);
  cleanup.add(() => b.close());
  const log = watch(b.context, server.origin);
  await presetSettings(b.context, { pace: 'instant', locale: 'de' });
  const page = b.context.pages()[0] ?? (await b.context.newPage());

  await page.goto(`${server.url}?seed=update&players=4`);
  await appReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const buildA = (await gameInfo(page)).build;
  check.ok('build A runs and its service worker controls the page', !!buildA && buildA !== 'e2e-second-build', buildA);
  await playOneMove(page);
  await playOneMove(page);

  // Serve build B on the same port and let the page look for an update.
  await server.stop();
  server = await startPreview(port, SECOND);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.waitForFunction(() => document.documentElement.dataset.updateReady === 'true', null, { timeout: 20000 });
  const waiting = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return { waiting: !!reg?.waiting, active: reg?.active?.scriptURL };
  });
  check.ok('build B installed and waits (skipWaiting off)', waiting.waiting, JSON.stringify(waiting));
  await sleep(400); // the announcer paces its messages
  const texts = await announced(page);
  check.ok("the player hears 'Eine neue Version ist bereit…'", texts.some((t) => t.startsWith('Eine neue Version ist bereit')), texts.slice(-2).join(' | '));
  let info = await gameInfo(page);
  check.ok('the game was not interrupted: still build A, same game, still playing', info.build === buildA && info.running && info.phase === 'play');

  // The game goes on under build A.
  const move = await playOneMove(page);
  check.ok('a move can still be played while B waits', move === 'capture' || move === 'layDown', move);
  info = await gameInfo(page);
  check.ok('still build A after the move (nothing activated by itself)', info.build === buildA);

  // The offer: a button in the header, reached with the keyboard.
  const button = page.locator('header button[data-action="update"]');
  check.ok('the header offers the new version as a button', (await button.count()) === 1, await button.textContent().catch(() => ''));
  const { info: before } = await waitForSaved(page);
  await button.focus();
  const navigated = page.waitForEvent('framenavigated', { timeout: 20000 });
  await page.keyboard.press('Enter');
  await navigated;
  await appReady(page);
  const after = await gameInfo(page);
  check.ok('after the player agreed: build B runs', after.build === 'e2e-second-build', after.build);
  check.ok('the game resumes exactly after the update (state, steps, log)', after.state === before.state && after.steps === before.steps && after.log === before.log, `${after.stepCount} steps`);
  check.ok('the update flag is gone in the new version', await page.evaluate(() => document.documentElement.dataset.updateReady !== 'true'));

  // Between games: a profile with no game at all loads build A, then B appears: taken at once.
  await server.stop();
  server = await startPreview(port, first);
  const profile2 = tempProfile('update-idle');
  cleanup.add(() => rmSync(profile2, { recursive: true, force: true }));
  const b2nd = await launchBrowser(profile2);
  cleanup.add(() => b2nd.close());
  const log2 = watch(b2nd.context, server.origin);
  const idle = b2nd.context.pages()[0] ?? (await b2nd.context.newPage());
  await idle.goto(server.url);
  await appReady(idle);
  await idle.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const idleA = (await gameInfo(idle)).build;
  await server.stop();
  server = await startPreview(port, SECOND);
  await idle.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await idle.waitForFunction(() => document.documentElement.dataset.build === 'e2e-second-build', null, { timeout: 20000 }).catch(() => undefined);
  await appReady(idle);
  const idleB = (await gameInfo(idle)).build;
  check.ok('no game running: the new version is taken at once', idleA !== idleB && idleB === 'e2e-second-build', `${idleA} -> ${idleB}`);

  const foreign = [...log.foreign(), ...log2.foreign()];
  check.ok('request log: only same-origin requests', foreign.length === 0, foreign.join(', ') || `${log.requests.length + log2.requests.length} requests`);
  check.ok('no CSP violation and no page error', log.problems.length + log2.problems.length === 0, [...log.problems, ...log2.problems].join(' | '));
});
