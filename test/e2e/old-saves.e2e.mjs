// Saves and statistics written by the build before saves by game id (commit ff710a0) still work
// after the update. test/e2e/fixtures/old-saves.json holds exactly what that build stored — IndexedDB
// `papillon` version 1 (`game`: `current` a Papillon game in progress, `patience` a patience in
// progress saved after it, `settings`; `stats`: its finished Papillon sessions) and localStorage
// (`patience.stats.v1`: counts per patience; the settings) — recorded from that build by
// test/e2e/fixtures/record-old-saves.mjs. This script writes them into a fresh profile before the new
// build ever runs there, then loads the new build and checks:
// - the game open last (the patience: no pointer yet, so the newer save) resumes exactly: state,
//   moves (undo), moves undone (redo), log, focused place;
// - the statistics page shows the old counts: every Papillon session (played, won, the table of
//   balances) and the patience counts, exactly, and not twice after a reload;
// - the other game (Papillon) resumes exactly when asked for (the address of its deal), and is then
//   the game open last; nothing was kept aside and the old localStorage record is still there.
import { readFileSync } from 'node:fs';
import { announced, appReady, asideRecords, freePort, gameInfo, launchBrowser, patienceInfo, rmSync, runE2E, sleep, snapshotBuild, startPreview, tempProfile, waitForPatience, watch } from './lib.mjs';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/old-saves.json', import.meta.url), 'utf8'));
const slot = (key) => fixture.indexedDB.stores.game.records.find((r) => r.key === key).value;
const oldPapillon = slot('current');
const oldPatience = slot('patience');
const oldSessions = fixture.indexedDB.stores.stats.records.map((r) => r.value).sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
const oldCountsText = fixture.localStorage['patience.stats.v1'];
const oldCounts = JSON.parse(oldCountsText);



/** Writes the fixture into IndexedDB and localStorage exactly as stored (a page of the origin where no app runs). */
const writeOldRecords = (page) =>
  page.evaluate(
    (fx) =>
      new Promise((resolve, reject) => {
        for (const [k, v] of Object.entries(fx.localStorage)) localStorage.setItem(k, v);
        const r = indexedDB.open(fx.indexedDB.name, fx.indexedDB.version);
        r.onupgradeneeded = () => {
          for (const [name, s] of Object.entries(fx.indexedDB.stores)) r.result.createObjectStore(name, s.keyPath === null ? undefined : { keyPath: s.keyPath });
        };
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const db = r.result;
          const names = Object.keys(fx.indexedDB.stores);
          const tx = db.transaction(names, 'readwrite');
          for (const name of names) {
            const s = fx.indexedDB.stores[name];
            for (const rec of s.records) {
              if (s.keyPath === null) tx.objectStore(name).put(rec.value, rec.key);
              else tx.objectStore(name).put(rec.value);
            }
          }
          tx.oncomplete = () => (db.close(), resolve(true));
          tx.onerror = () => reject(tx.error);
        };
      }),
    fixture,
  );

/** The database as the new build left it: version, stores, the two slots, the pointer. */
const database = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('papillon');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const db = r.result;
          const tx = db.transaction('game');
          const out = { version: db.version, stores: [...db.objectStoreNames].sort() };
          const get = (key) => {
            const g = tx.objectStore('game').get(key);
            g.onsuccess = () => (out[key] = g.result === undefined ? null : g.result);
          };
          ['current', 'patience', 'opened-last'].forEach(get);
          tx.oncomplete = () => (db.close(), resolve(out));
        };
      }),
  );

/** The statistics dialog: the summary over all games and each game's section. */
async function readStatistics(page) {
  await page.locator('header nav button', { hasText: 'Statistik' }).click();
  await page.waitForSelector('dialog[data-dialog="stats"][open] stats-page [data-stats-summary]');
  const s = await page.evaluate(() => ({
    summary: document.querySelector('stats-page [data-stats-summary]')?.textContent.trim(),
    games: Object.fromEntries(
      [...document.querySelectorAll('stats-page [data-stats-game]')].map((sec) => [
        sec.dataset.statsGame,
        {
          name: sec.querySelector('h3')?.textContent.trim(),
          summary: sec.querySelector('[data-stats-game-summary]')?.textContent.trim(),
          rows: [...sec.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent.trim())),
        },
      ]),
    ),
  }));
  await page.keyboard.press('Escape');
  // Closed: hidden and marked closing, it leaves the page at the next key (app-shell, issue 28).
  await page.waitForFunction(() => !document.querySelector('dialog[data-dialog="stats"][open]:not([data-closing])'));
  return s;
}

/** "12 Partien gespielt, davon 1 gewonnen." → [12, 1] */
const counts = (text) => {
  const m = /^(\d+) Partien? gespielt, davon (\d+) gewonnen\.$/.exec(text ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
};
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const signedDe = (n) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : 'null');

await runE2E('old-saves', async (check, cleanup) => {
  check.ok('fixture: from the build before saves by game id, patience saved after Papillon', fixture.indexedDB.version === 1 && oldPatience.savedAt > oldPapillon.savedAt && oldSessions.length > 0 && !('game' in oldSessions[0]));

  const build = await snapshotBuild();
  cleanup.add(() => rmSync(build, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startPreview(port, build);
  cleanup.add(server.stop);
  const profile = tempProfile('old-saves');
  cleanup.add(() => rmSync(profile, { recursive: true, force: true }));
  const b = await launchBrowser(profile);
  cleanup.add(() => b.close());
  const log = watch(b.context, server.origin);
  const page = b.context.pages()[0] ?? (await b.context.newPage());

  // 1. Today's records, written on the app's origin before the new build runs there.
  const blank = `${server.url}__old-saves__`;
  await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>old saves</title>' }));
  await page.goto(blank);
  await writeOldRecords(page);
  await page.unroute(blank);

  // 2. The new build: the game open last resumes, exactly.
  await page.goto(server.url);
  await appReady(page);
  await waitForPatience(page);
  await sleep(300);
  const p = await patienceInfo(page);
  check.ok('no notice: the old saves are read as they are', p.notices.length === 0, p.notices.join(' | '));
  check.ok('the game open last (the patience, saved last) resumes', p.screen === 'patience' && p.game === oldPatience.game && p.seed === oldPatience.seed && p.gameId === oldPatience.gameId && !(await gameInfo(page)).running);
  check.ok('the patience: the same state', p.state === JSON.stringify(oldPatience.state));
  check.ok('the patience: the same moves (undo) and moves undone (redo)', p.movesMade === JSON.stringify(oldPatience.moves) && p.movesUndone === JSON.stringify(oldPatience.undone), `${p.movesMade} / ${p.movesUndone}`);
  check.ok('the patience: the same log', p.log === JSON.stringify(oldPatience.log), `${JSON.parse(p.log ?? '[]').length} vs ${oldPatience.log.length} entries`);
  check.ok('the patience: the focus on the same place', p.focusKey === oldPatience.focusKey && p.activeKey === oldPatience.focusKey, `${p.activeKey} vs ${oldPatience.focusKey}`);
  const spoken = await announced(page);
  const resumedText = new RegExp(`^Die Reihe fortgesetzt: Spiel ${oldPatience.seed}, ${oldPatience.moves.length} Züge gemacht\\.$`);
  check.ok('the patience: "resumed" is said', spoken.some((t) => resumedText.test(t)), spoken.slice(-2).join(' | '));

  // 3. The statistics page: the old counts, every game.
  const expected = {
    papillon: [oldSessions.length, oldSessions.filter((s) => s.won).length],
    ...Object.fromEntries(Object.entries(oldCounts).map(([id, c]) => [id, [c.played, c.won]])),
  };
  const total = Object.values(expected).reduce((a, [pl, w]) => [a[0] + pl, a[1] + w], [0, 0]);
  let stats = await readStatistics(page);
  check.ok('statistics: the summary over all games counts the old ones', same(counts(stats.summary), total), `${stats.summary} (expected ${total})`);
  for (const [id, want] of Object.entries(expected)) {
    check.ok(`statistics: ${id} played and won as before`, same(counts(stats.games[id]?.summary), want), `${stats.games[id]?.name}: ${stats.games[id]?.summary} (expected ${want})`);
  }
  check.ok('statistics: no other game', same(Object.keys(stats.games).sort(), Object.keys(expected).sort()), Object.keys(stats.games).join(', '));
  check.ok('statistics: the games by name', stats.games.papillon?.name === 'Papillon' && stats.games.reihe?.name === 'Die Reihe' && stats.games.elf?.name === 'Die Elf');
  const rows = stats.games.papillon?.rows ?? [];
  let running = 0;
  const balancesOk =
    rows.length === oldSessions.length &&
    oldSessions.every((s, i) => {
      running += s.balance;
      return rows[i][1] === String(s.players) && rows[i][2] === signedDe(s.balance) && rows[i][3] === String(s.place) && rows[i][4] === (s.won ? 'gewonnen' : 'nicht gewonnen') && rows[i][5] === signedDe(running);
    });
  check.ok('statistics: the table of Papillon sessions as before (players, balance, place, result, running total)', balancesOk, JSON.stringify(rows.slice(0, 2)));

  // 4. The other game resumes when asked for: the address of its deal.
  const o = oldPapillon.config.options;
  check.ok('fixture: Papillon started from the address ?seed=…&players=…', same(Object.keys(o), ['players']));
  await page.goto(`${server.url}?seed=${encodeURIComponent(oldPapillon.config.seed)}&players=${o.players}`);
  await appReady(page);
  await sleep(300);
  const info = await gameInfo(page);
  check.ok('Papillon: resumed (not dealt again)', info.running && info.stepCount === oldPapillon.steps.length, `${info.stepCount} steps vs ${oldPapillon.steps.length}`);
  check.ok('Papillon: the same state', info.state === JSON.stringify(oldPapillon.state));
  check.ok('Papillon: the same steps', info.steps === JSON.stringify(oldPapillon.steps));
  check.ok('Papillon: the same log', info.log === JSON.stringify(oldPapillon.log), `${info.logCount} vs ${oldPapillon.log.length} entries`);
  check.ok('Papillon: no notice', info.notices.length === 0, info.notices.join(' | '));
  await sleep(300);
  let db = await database(page);
  check.ok('the database is upgraded in place (version 2, a store for carried counts)', db.version === 2 && same(db.stores, ['aside', 'game', 'stats', 'totals']), `${db.version}: ${db.stores.join(', ')}`);
  check.ok('Papillon is now the game open last (the pointer)', db['opened-last']?.game === 'papillon' && db['opened-last']?.slot === 'current', JSON.stringify(db['opened-last']));
  check.ok('the patience save stays, as it was', db.patience !== null && JSON.stringify(db.patience.state) === JSON.stringify(oldPatience.state) && db.patience.moves.length === oldPatience.moves.length);

  // 5. A reload: Papillon (open last) resumes; the old counts are not imported twice.
  await page.goto(server.url);
  await appReady(page);
  await sleep(300);
  const again = await gameInfo(page);
  check.ok('reload: the game open last (Papillon) resumes', again.running && again.state === JSON.stringify(oldPapillon.state) && (await patienceInfo(page)).screen !== 'patience');
  stats = await readStatistics(page);
  check.ok('reload: the statistics count the old games once', same(counts(stats.summary), total) && Object.entries(expected).every(([id, want]) => same(counts(stats.games[id]?.summary), want)), stats.summary);
  check.ok('localStorage patience.stats.v1 kept, unchanged', (await page.evaluate(() => localStorage.getItem('patience.stats.v1'))) === oldCountsText);
  const aside = await asideRecords(page);
  check.ok('nothing was kept aside', aside.length === 0, JSON.stringify(aside.map((a) => [a.reason, a.slot, a.message])));

  // 6. And the patience again from the address of its deal: exactly as it was.
  await page.goto(`${server.url}?game=${oldPatience.game}&seed=${oldPatience.seed}`);
  await appReady(page);
  await waitForPatience(page);
  await sleep(300);
  const p2 = await patienceInfo(page);
  check.ok('the patience resumes again from its address', p2.state === JSON.stringify(oldPatience.state) && p2.movesMade === JSON.stringify(oldPatience.moves) && p2.gameId === oldPatience.gameId);
  db = await database(page);
  check.ok('…and is the game open last again', db['opened-last']?.slot === 'patience' && db['opened-last']?.game === oldPatience.game, JSON.stringify(db['opened-last']));

  check.ok('request log: only same-origin requests', log.foreign().length === 0, log.foreign().join(', ') || `${log.requests.length} requests`);
  check.ok('no CSP violation and no page error', log.problems.length === 0, log.problems.join(' | '));
});
