// A patience in the production build, offline: started from /?game=reihe&seed=5, stepped with the
// keyboard, it is saved after every move and a reload resumes it exactly (state, log, moves for
// undo, focused place). The game open last wins at start (a Papillon game played later resumes
// instead), the address of the saved deal resumes it, and a corrupt patience save is told in
// words, kept aside, and the game chooser is offered.
import { announced, appReady, asideRecords, freePort, gameInfo, launchBrowser, patienceInfo, playOneMove, presetSettings, putSlot, rmSync, runE2E, sleep, snapshotBuild, startPreview, tempProfile, waitForPatience, waitForSaved, watch } from './lib.mjs';


/** The patience slot of IndexedDB as it is now. */
const savedPatience = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('papillon');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const g = r.result.transaction('game').objectStore('game').get('patience');
          g.onsuccess = () => {
            r.result.close();
            const v = g.result;
            resolve(v && typeof v === 'object' ? { ...v, state: JSON.stringify(v.state), log: JSON.stringify(v.log) } : (v ?? null));
          };
          g.onerror = () => reject(g.error);
        };
      }),
  );

/** Waits until the patience slot holds the deal exactly as the app shows it. */
async function waitForPatienceSaved(page, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    const [info, saved] = [await patienceInfo(page), await savedPatience(page)];
    if (saved && info.state && saved.state === info.state && saved.log === info.log && saved.moves?.length === info.moves && saved.focusKey === info.focusKey) return { info, saved };
    if (Date.now() > end) throw new Error(`the patience save did not catch up: app ${info.moves} moves/${info.focusKey}, save ${saved?.moves?.length} moves/${saved?.focusKey}`);
    await sleep(50);
  }
}


await runE2E('patience', async (check, cleanup) => {
  const build = await snapshotBuild();
  cleanup.add(() => rmSync(build, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startPreview(port, build);
  cleanup.add(server.stop);
  const profile = tempProfile('patience');
  cleanup.add(() => rmSync(profile, { recursive: true, force: true }));
  const b = await launchBrowser(profile);
  cleanup.add(() => b.close());
  const log = watch(b.context, server.origin);
  await presetSettings(b.context, { pace: 'instant', locale: 'de' });
  const page = b.context.pages()[0] ?? (await b.context.newPage());

  // 1. Online once: the service worker takes control; then offline.
  await page.goto(server.url);
  await appReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await b.context.setOffline(true);

  // 2. A patience from the address, stepped with N, the focus moved to another place.
  await page.goto(`${server.url}?game=reihe&seed=5`);
  await appReady(page);
  await waitForPatience(page);
  for (let i = 0; i < 4; i++) await page.keyboard.press('n');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const { info: before } = await waitForPatienceSaved(page);
  check.ok('patience: stepped with the keyboard, four moves', before.game === 'reihe' && before.seed === '5' && before.moves === 4, JSON.stringify({ moves: before.moves, game: before.game }));
  check.ok('patience: saved after every move (state, log, moves, focused place)', before.focusKey !== null && before.activeKey === before.focusKey, `${before.focusKey} / ${before.activeKey}`);

  // 3. Reload offline: the same deal, exactly.
  const response = await page.reload();
  await appReady(page);
  await waitForPatience(page);
  await sleep(200);
  let after = await patienceInfo(page);
  check.ok('reload offline: served by the service worker', response?.fromServiceWorker() === true);
  check.ok('reload offline: the same state', after.screen === 'patience' && after.state === before.state);
  check.ok('reload offline: the same log', after.log === before.log, `${JSON.parse(after.log ?? '[]').length} vs ${JSON.parse(before.log).length} entries`);
  check.ok('reload offline: the moves made are kept (undo works)', after.moves === 4);
  check.ok('reload offline: the focus is on the same place', after.activeKey === before.focusKey, `${after.activeKey} vs ${before.focusKey}`);
  const spoken = await announced(page);
  check.ok('reload offline: "resumed" is said (not logged)', spoken.some((t) => /^Die Reihe fortgesetzt: Spiel 5, 4 Züge gemacht\.$/.test(t)) && !after.log.includes('fortgesetzt'), spoken.slice(-2).join(' | '));
  await page.keyboard.press('u');
  await page.waitForFunction(() => document.querySelector('app-shell')?.controller?.play?.done?.length === 3, null, { timeout: 5000 });
  const { info: undone } = await waitForPatienceSaved(page);
  check.ok('after the reload: undo takes back the last move, and that is saved too', undone.moves === 3 && undone.undone === 1);

  // 4. A Papillon game played later is the one open last: it resumes at start.
  await page.goto(`${server.url}?seed=abc&players=3`);
  await appReady(page);
  await playOneMove(page);
  await waitForSaved(page);
  await page.goto(server.url);
  await appReady(page);
  await sleep(300);
  let info = await gameInfo(page);
  after = await patienceInfo(page);
  check.ok('the game open last wins: Papillon, played after the patience, resumes', info.running && after.screen !== 'patience');
  // The address of the saved deal resumes the patience (not dealt again).
  await page.goto(`${server.url}?game=reihe&seed=5`);
  await appReady(page);
  await waitForPatience(page);
  after = await patienceInfo(page);
  check.ok('the address of the saved deal resumes it', after.moves === 3 && after.undone === 1 && after.state === undone.state);
  await waitForPatienceSaved(page);
  await page.goto(server.url);
  await appReady(page);
  await waitForPatience(page);
  check.ok('…and now the patience is the game open last', (await patienceInfo(page)).moves === 3 && !(await gameInfo(page)).running);

  // 5. A corrupt patience save: told in words, kept aside, the chooser offered.
  await putSlot(page, 'patience', '{"version":1,"game":"reihe","state":{');
  await page.reload();
  await appReady(page);
  await sleep(300);
  after = await patienceInfo(page);
  info = await gameInfo(page);
  check.ok('corrupt patience save: a clear notice', after.notices.some((n) => n.startsWith('Die gespeicherte Patience ist beschädigt')), after.notices.join(' | '));
  check.ok('corrupt patience save: the game chooser is offered', !info.running && after.screen === 'chooser' && (await page.locator('game-chooser').count()) === 1);
  const aside = await asideRecords(page);
  check.ok('corrupt patience save: kept aside exactly as found', aside.some((a) => a.reason === 'corrupt' && a.slot === 'patience' && a.raw === '{"version":1,"game":"reihe","state":{'), JSON.stringify(aside.map((a) => [a.reason, a.slot])));
  check.ok('corrupt patience save: the slot is free again', (await savedPatience(page)) === null);

  check.ok('request log: only same-origin requests', log.foreign().length === 0, log.foreign().join(', ') || `${log.requests.length} requests`);
  check.ok('no CSP violation and no page error', log.problems.length === 0, log.problems.join(' | '));
});
