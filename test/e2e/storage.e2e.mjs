// Storage problems in the production build: a corrupt save and a save from a newer version are
// reported in words, kept aside (never deleted) and a new game is offered; a full quota is
// announced once while play goes on, and saving resumes once there is room.
import {
  appReady,
  announced,
  freePort,
  gameInfo,
  launchBrowser,
  playOneMove,
  presetSettings,
  rmSync,
  runE2E,
  snapshotBuild,
  sleep,
  startPreview,
  tempProfile,
  waitForSaved,
  watch,
  putSlot,
  asideRecords,
} from './lib.mjs';

await runE2E('storage', async (check, cleanup) => {
  const build = await snapshotBuild();
  cleanup.add(() => rmSync(build, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startPreview(port, build);
  cleanup.add(server.stop);
  const profile = tempProfile('storage');
  cleanup.add(() => rmSync(profile, { recursive: true, force: true }));
  const b = await launchBrowser(profile);
  cleanup.add(() => b.close());
  const log = watch(b.context, server.origin);
  await presetSettings(b.context, { pace: 'instant', locale: 'de' });
  // A switchable full quota: every IndexedDB put fails while window.__e2eQuotaFull is true.
  await b.context.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args) {
      if (window.__e2eQuotaFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const page = b.context.pages()[0] ?? (await b.context.newPage());
  await page.goto(server.url);
  await appReady(page);

  // 1. A corrupt save.
  await putSlot(page, 'current', '{"version":1,"state":{"hands":[["H10",');
  await page.reload();
  await appReady(page);
  await sleep(300);
  let info = await gameInfo(page);
  check.ok('corrupt save: a clear notice', info.notices.some((n) => n.startsWith('Das gespeicherte Spiel ist beschädigt')), info.notices.join(' | '));
  let texts = await announced(page);
  check.ok('corrupt save: the notice is announced', texts.some((t) => t.startsWith('Das gespeicherte Spiel ist beschädigt')));
  check.ok('corrupt save: the notice is on the page', (await page.locator('.notices').textContent())?.includes('beiseitegelegt') === true);
  check.ok('corrupt save: a new game is offered (game chooser or new-game form)', !info.running && (await page.locator('game-chooser, new-game-form').count()) === 1);
  let aside = await asideRecords(page);
  check.ok('corrupt save: kept aside exactly as found, not deleted', aside.length === 1 && aside[0].reason === 'corrupt' && aside[0].raw === '{"version":1,"state":{"hands":[["H10",', JSON.stringify(aside.map((a) => a.reason)));

  // 2. A save from a newer app version.
  await putSlot(page, 'current', { version: 99, savedAt: new Date().toISOString(), somethingNew: true });
  await page.reload();
  await appReady(page);
  info = await gameInfo(page);
  check.ok('too new save: a clear notice', info.notices.some((n) => n.startsWith('Das gespeicherte Spiel stammt aus einer neueren Version')), info.notices.join(' | '));
  aside = await asideRecords(page);
  check.ok('too new save: kept aside too', aside.length === 2 && aside.some((a) => a.reason === 'tooNew'));

  // 3. Full quota: play goes on, the player is told once.
  await page.goto(`${server.url}?seed=quota&players=3`);
  await appReady(page);
  await playOneMove(page);
  await waitForSaved(page);
  await page.evaluate(() => (window.__e2eQuotaFull = true));
  const moves = [];
  for (let i = 0; i < 3; i++) if ((await gameInfo(page)).phase === 'play') moves.push(await playOneMove(page));
  await sleep(400);
  texts = await announced(page);
  const full = texts.filter((t) => t.startsWith('Der Speicher des Browsers ist voll'));
  check.ok('full quota: announced', full.length >= 1, texts.slice(-3).join(' | '));
  info = await gameInfo(page);
  check.ok('full quota: announced once, not after every move', info.notices.filter((n) => n.startsWith('Der Speicher des Browsers ist voll')).length === 1);
  check.ok('full quota: play goes on', moves.length === 3 && info.running, moves.join(', '));
  await page.evaluate(() => (window.__e2eQuotaFull = false));
  if ((await gameInfo(page)).phase === 'play') await playOneMove(page);
  const { info: savedAgain } = await waitForSaved(page);
  check.ok('room again: the next move is saved', savedAgain.running);

  // 4. The statistics page: two finished sessions, read as a table from the header menu.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('papillon');
        r.onsuccess = () => {
          const tx = r.result.transaction('stats', 'readwrite');
          tx.objectStore('stats').put({ id: 'g1', finishedAt: '2026-11-01T10:00:00.000Z', seed: 'a', players: 3, balance: 12, place: 1, won: true });
          tx.objectStore('stats').put({ id: 'g2', finishedAt: '2026-11-02T10:00:00.000Z', seed: 'b', players: 4, balance: -5, place: 3, won: false });
          tx.oncomplete = () => (r.result.close(), resolve(true));
          tx.onerror = () => reject(tx.error);
        };
        r.onerror = () => reject(r.error);
      }),
  );
  await page.locator('header nav button', { hasText: 'Statistik' }).click();
  await page.waitForSelector('dialog[data-dialog="stats"][open] stats-page table');
  const stats = await page.evaluate(() => ({
    summary: document.querySelector('[data-stats-summary]')?.textContent,
    caption: document.querySelector('stats-page caption')?.textContent,
    rows: [...document.querySelectorAll('stats-page tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent.trim())),
  }));
  check.ok('statistics: sessions played and won', stats.summary === '2 Partien gespielt, davon 1 gewonnen.', stats.summary);
  check.ok(
    'statistics: an accessible table, counters over time',
    !!stats.caption && stats.rows.length === 2 && stats.rows[0][2] === 'plus 12' && stats.rows[1][5] === 'plus 7' && stats.rows[1][4] === 'nicht gewonnen',
    JSON.stringify(stats.rows),
  );

  check.ok('request log: only same-origin requests', log.foreign().length === 0, log.foreign().join(', ') || `${log.requests.length} requests`);
  check.ok('no CSP violation and no page error', log.problems.length === 0, log.problems.join(' | '));
});
