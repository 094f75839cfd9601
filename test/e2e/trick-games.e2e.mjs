// The trick games in the production build, offline: /?game=hundertspiel&seed=42 and /?game=whist&seed=7
// start a deal directly; the computer players move in the bot worker (the built worker loads each
// game's bots by id); a card played by the keyboard is saved, and a reload resumes the game exactly;
// a bad address parameter is told in words and starts nothing.
import { appReady, freePort, gameInfo, launchBrowser, presetSettings, rmSync, runE2E, sleep, snapshotBuild, startPreview, tempProfile, waitForMyTurn, watch } from './lib.mjs';

/** JSON with sorted keys: the same state whatever order the engine's check built its fields in. */
const canonical = (json) => JSON.stringify(JSON.parse(json), (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** The seat game's slot as IndexedDB holds it now (state as JSON). */
const savedSlot = (page, slot) =>
  page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const r = indexedDB.open('papillon');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const g = r.result.transaction('game').objectStore('game').get(key);
          g.onsuccess = () => {
            r.result.close();
            resolve(g.result ? JSON.stringify(g.result.state) : null);
          };
          g.onerror = () => reject(g.error);
        };
      }),
    slot,
  );

async function waitForSavedSlot(page, slot, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    const [info, saved] = [await gameInfo(page), await savedSlot(page, slot)];
    if (saved && info.state && canonical(saved) === canonical(info.state)) return info;
    if (Date.now() > end) throw new Error(`the ${slot} save did not catch up`);
    await sleep(50);
  }
}

await runE2E('trick-games', async (check, cleanup) => {
  const build = await snapshotBuild();
  cleanup.add(() => rmSync(build, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startPreview(port, build);
  cleanup.add(server.stop);
  const profile = tempProfile('trick-games');
  cleanup.add(() => rmSync(profile, { recursive: true, force: true }));
  const b = await launchBrowser(profile);
  cleanup.add(() => b.close());
  const log = watch(b.context, server.origin);
  await presetSettings(b.context, { pace: 'instant', locale: 'en' });
  const page = b.context.pages()[0] ?? (await b.context.newPage());

  await page.goto(server.url);
  await appReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await b.context.setOffline(true);

  for (const [game, seed, slot] of [
    ['hundertspiel', '42', 'hundertspiel'],
    ['whist', '7', 'whist'],
  ]) {
    await page.goto(`${server.url}?game=${game}&seed=${seed}`);
    await appReady(page);
    await page.waitForFunction((g) => document.querySelector('game-table [data-game]')?.getAttribute('data-game') === g, game, { timeout: 20000 });
    // The computer players move (in the worker) until it is the player's card.
    for (let i = 0; i < 20; i++) {
      await waitForMyTurn(page);
      const phase = await page.evaluate(() => document.querySelector('app-shell').controller.play.session.state.phase);
      // The game's list, not the element: a list just answered stays a moment while focus leaves it (game-table).
      const choices = await page.evaluate(() => !!document.querySelector('app-shell').controller.play.choices);
      if (phase === 'play' && !choices) break;
      if (choices) {
        await page.waitForFunction(() => !!document.activeElement?.closest?.('[data-zone="choices"]'), null, { timeout: 5000 });
        await page.keyboard.press('Enter');
      }
      await sleep(100);
    }
    const before = await gameInfo(page);
    check.ok(`${game}: started from the address, the player's turn in play`, before.running && before.phase === 'play' && before.myTurn, `${before.phase} ${before.stepCount} steps`);
    await page.focus('[data-zone="hand"] [data-item]');
    await page.keyboard.press('p');
    await sleep(100);
    await page.keyboard.press('Enter');
    await waitForMyTurn(page);
    const played = await waitForSavedSlot(page, slot);
    check.ok(`${game}: a card played by the keyboard, the computer players answered in the worker, and it is saved`, played.stepCount >= before.stepCount + 2, `${before.stepCount} → ${played.stepCount} steps`);
    await page.reload();
    await appReady(page);
    await page.waitForFunction((g) => document.querySelector('game-table [data-game]')?.getAttribute('data-game') === g, game, { timeout: 20000 });
    const after = await gameInfo(page);
    check.ok(`${game}: a reload offline resumes it exactly`, canonical(after.state) === canonical(played.state) && after.stepCount === played.stepCount, `${played.stepCount} → ${after.stepCount} steps; ${after.phase}`);
  }

  await page.goto(`${server.url}?game=hundertspiel&players=5`);
  await appReady(page);
  const notices = (await gameInfo(page)).notices;
  check.ok('a bad address parameter is told in words', notices.some((n) => /players/.test(n) && /3, 4/.test(n)), notices.join(' | '));
  check.ok('no page error, nothing fetched from elsewhere', log.problems.length === 0 && log.foreign().length === 0, [...log.problems, ...log.foreign()].join(' | '));
});
