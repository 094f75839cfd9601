// Tables with friends (issue 16), the built app: a table server in its own process on a free port,
// the built app served by `vite preview`, and two people in two Chromium contexts — Anna in English,
// Bernd in German — with a computer player on the third seat. Anna creates a table by keyboard, Bernd
// opens the link (the code in the fragment) and sits down; both say ready, Anna starts; they play a
// whole session (tours 1) by keyboard, each hearing the other's moves and the table's news in their
// own language (live regions and game log). Also: axe in the lobby and at the table, a quick phrase,
// the key that says who is at the table, a reload that sits down again at the same seat, and
// "needs a connection" when offline. Then a Whist table (every seat game is played with friends):
// Anna by keyboard in English, Bernd on a touch screen in German, Celina by keyboard in Polish
// (issue 26), a whole deal.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { threadsPlugin } from '../../scripts/esbuild-threads.mjs';
import { announced, appReady, freePort, launchBrowser, presetSettings, recordAnnouncements, root, runE2E, sleep, snapshotBuild, startPreview, tempProfile, watch } from './lib.mjs';

const AXE = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The table server (server/main.ts), bundled to a file of its own and started as a process. */
async function startTableServer(port, origin) {
  const { build } = await import('esbuild');
  const file = join(root, '.tmp', `tables-e2e-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [threadsPlugin],
  });
  const dir = mkdtempSync(join(tmpdir(), 'tables-e2e-'));
  // No grace period before the host may let a computer play for someone away (the default is 5 minutes).
  const child = spawn(process.execPath, [file, '--port', String(port), '--dir', dir, '--stand-in-after', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TABLES_ORIGINS: origin, REDIS_URL: '', TABLES_REDIS_URL: '' },
  });
  let out = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`table server did not start: ${out}`)), 20000);
    const on = (d) => {
      out += d;
      if (/listening on/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
    child.once('exit', (code) => reject(new Error(`table server exited (${code}): ${out}`)));
  });
  return {
    url: `ws://127.0.0.1:${port}/tables`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(3000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(file, { force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every text the game log holds now. */
const logTexts = (page) => page.evaluate(() => document.querySelector('app-shell').controller.announcer.log.map((e) => e.text));

/** Waits until the log has `n` entries matching `pattern`; true when it has. */
async function waitForCount(page, pattern, n, timeout = 15000) {
  const end = Date.now() + timeout;
  for (;;) {
    if ((await logTexts(page)).filter((t) => pattern.test(t)).length >= n) return true;
    if (Date.now() > end) return false;
    await sleep(100);
  }
}

async function waitForText(page, pattern, where = 'log', timeout = 15000) {
  const end = Date.now() + timeout;
  for (;;) {
    const texts = where === 'log' ? await logTexts(page) : await announced(page);
    const hit = texts.find((t) => pattern.test(t));
    if (hit) return hit;
    if (Date.now() > end) return null;
    await sleep(100);
  }
}

/** The remote game as the page holds it. */
const tableState = (page) =>
  page.evaluate(() => {
    const c = document.querySelector('app-shell').controller;
    const s = c.play?.session ?? c.tables?.session ?? null;
    return s
      ? { me: s.me, phase: s.table?.phase ?? null, steps: s.steps?.length ?? 0, myTurn: !!s.myTurn, connection: s.connection, playing: !!c.play, choices: !!c.play?.choices }
      : { me: -1, phase: null, steps: 0, myTurn: false, connection: null, playing: !!c.play, choices: false };
  });

async function axe(page) {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Types into a field by keyboard: focus, select what is there, type. */
async function typeInto(page, selector, text) {
  await page.focus(selector);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** One move by keyboard when it is my turn (C lists the captures, 1 takes the best; none: C asks to lay down, Enter confirms); N between deals. */
const readyAt = new Map();

async function act(page) {
  const s = await tableState(page);
  if (!s.myTurn && s.phase !== 'betweenDeals') return null;
  await page.evaluate(() => {
    if (!document.activeElement?.closest?.('game-table [data-zone]')) document.querySelector('game-table')?.focusZone('hand');
  });
  if (s.phase === 'betweenDeals') {
    // N: ready for the next deal (once per deal; again if the key went nowhere).
    const ready = await page.evaluate(() => {
      const c = document.querySelector('app-shell').controller;
      return c.play.session.table.seats[c.play.session.me].ready;
    });
    if (ready && readyAt.get(page) === s.steps) return null;
    readyAt.set(page, s.steps);
    await page.keyboard.press('n');
    await page.waitForFunction(() => {
      const c = document.querySelector('app-shell').controller;
      const r = c.play.session;
      return r.table.phase !== 'betweenDeals' || r.table.seats[r.me].ready;
    }, null, { timeout: 3000 }).catch(() => undefined);
    return 'next';
  }
  await page.keyboard.press('c');
  const dialog = await page
    .waitForFunction(() => document.querySelector('app-shell').controller.dialog === 'confirm' || !!document.querySelector('game-table [data-zone="choices"] [data-item]'), null, { timeout: 5000 })
    .then(() => page.evaluate(() => document.querySelector('app-shell').controller.dialog === 'confirm'))
    .catch(async (e) => {
      const focus = await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.closest?.('[data-zone]')?.dataset.zone}`);
      throw new Error(`${e.message}; state ${JSON.stringify(await tableState(page))}; focus ${focus}; last said: ${(await announced(page)).slice(-4).join(' / ')}`);
    });
  // The digits pick in the choice list, Enter confirms the lay-down: the table and the dialog move focus
  // there themselves (src/components/game-table.ts, app-shell.ts; their own tests). Two pages share one
  // browser here and only one has the window's focus: where focus has not arrived, it is put there, and
  // the key is pressed again if the first went elsewhere.
  const target = dialog ? 'dialog[data-kind="confirm"] button.primary' : 'game-table [data-zone="choices"] [data-item]';
  const moved = (timeout) => page.waitForFunction((n) => (document.querySelector('app-shell').controller.play?.session?.steps.length ?? 0) > n, s.steps, { timeout }).then(() => true, () => false);
  for (let attempt = 0; ; attempt++) {
    const inside = await page.waitForFunction((sel) => !!document.activeElement?.matches?.(sel), target, { timeout: 300 }).then(() => true, () => false);
    if (!inside) await page.focus(target);
    await page.keyboard.press(dialog ? 'Enter' : '1');
    if (await moved(attempt < 2 ? 3000 : 10000)) break;
    if (attempt >= 2) {
      const focus = await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.closest?.('[data-zone]')?.dataset.zone}`);
      throw new Error(`no step after ${dialog ? 'Enter' : '1'}; state ${JSON.stringify(await tableState(page))}; focus ${focus}; last said: ${(await announced(page)).slice(-4).join(' / ')}`);
    }
  }
  return dialog ? 'layDown' : 'capture';
}

await runE2E('tables', async (check, cleanup) => {
  const build = await snapshotBuild();
  cleanup.add(() => rmSync(build, { recursive: true, force: true }));
  const [appPort, tablePort] = [await freePort(), await freePort()];
  // The build's table server address (PAPILLON_TABLES_URL at build time) is in index.html: point this copy at our server, as a deployment would.
  const indexFile = join(build, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  check.ok('the build names its table server in index.html and its CSP', index.includes('content="ws://127.0.0.1:2567/tables"') && /connect-src 'self' ws:\/\/127\.0\.0\.1:2567;/.test(index));
  writeFileSync(indexFile, index.replaceAll('ws://127.0.0.1:2567', `ws://127.0.0.1:${tablePort}`));
  const app = await startPreview(appPort, build);
  cleanup.add(app.stop);
  const tables = await startTableServer(tablePort, app.origin);
  cleanup.add(() => tables.stop());

  const profile = tempProfile('tables');
  cleanup.add(() => rmSync(profile, { recursive: true, force: true }));
  const b = await launchBrowser(profile);
  cleanup.add(() => b.close());
  const ctxA = b.context;
  const ctxB = await b.browser.newContext();
  await presetSettings(ctxA, { pace: 'instant', locale: 'en' });
  await presetSettings(ctxB, { pace: 'instant', locale: 'de' });
  await recordAnnouncements(ctxB);
  const logA = watch(ctxA, app.origin);
  const logB = watch(ctxB, app.origin);
  const anna = ctxA.pages()[0] ?? (await ctxA.newPage());
  let bernd = await ctxB.newPage();

  // -- Anna creates a table, by keyboard -------------------------------------------------------------
  await anna.goto(app.url);
  await appReady(anna);
  await anna.focus('button[data-action="tables"]');
  await anna.keyboard.press('Enter');
  await anna.waitForSelector('tables-screen form.tables-create');
  check.ok('"Play with friends" opens its screen with the heading focused', await anna.evaluate(() => document.activeElement?.id === 'tables-h'));
  const axeStart = await axe(anna);
  check.ok('axe: the create and join forms have no violations', axeStart.length === 0, axeStart.join(' | '));
  await typeInto(anna, '#create-tours', '1');
  await anna.focus('#create-seat-2');
  await anna.selectOption('#create-seat-2', 'easy');
  await anna.selectOption('#create-pace', 'instant');
  await typeInto(anna, '#create-name', 'Anna');
  await anna.keyboard.press('Enter');
  await anna.waitForSelector('tables-screen .lobby', { timeout: 15000 });
  const heading = await anna.textContent('#tables-h');
  const code = heading.replace(/\D/g, '');
  check.ok('the lobby shows the code in groups of four', /^Table \d{4} \d{4} \d{4}$/.test(heading.trim()) && code.length === 12, heading);
  const created = await waitForText(anna, /^Table created\. The code is (\d \d \d \d, ){2}\d \d \d \d\.$/, 'live');
  check.ok('Anna hears the code digit by digit in groups of four', !!created, created ?? '');
  const link = await anna.inputValue('#tables-link');
  check.ok('the link carries the code in the fragment only', link === `${app.url}#table=${code}`, link);
  const kept = await anna.evaluate(() => JSON.parse(localStorage.getItem('papillon.tables.seat.v1') ?? 'null'));
  check.ok('the seat ticket is kept on the device', kept?.code === code && kept.seat === 0 && kept.name === 'Anna' && typeof kept.token === 'string', JSON.stringify(kept && { ...kept, token: '…' }));
  const axeLobby = await axe(anna);
  check.ok('axe: the lobby has no violations', axeLobby.length === 0, axeLobby.join(' | '));

  // -- Bernd opens the link and sits down ------------------------------------------------------------
  await bernd.goto(link);
  await appReady(bernd);
  await bernd.waitForSelector('tables-screen form.tables-join');
  check.ok('the link fills in the code; the address keeps no code', (await bernd.inputValue('#join-code')) === code && !bernd.url().includes(code), bernd.url());
  await typeInto(bernd, '#join-name', 'Bernd');
  await bernd.keyboard.press('Enter');
  await bernd.waitForSelector('tables-screen .lobby', { timeout: 15000 });
  check.ok('Anna hears that Bernd joined (English)', !!(await waitForText(anna, /^Bernd joined the table\.$/)));
  // The host gives seat 3 to a strong computer player (a select and "Apply", by keyboard); Bernd hears it in German.
  await anna.focus('#lobby-seat-2');
  await anna.selectOption('#lobby-seat-2', 'strong');
  await anna.focus('#lobby-seat-2 + button');
  await anna.keyboard.press('Enter');
  check.ok('the host sets a computer level on a seat; Bernd hears it', !!(await waitForText(bernd, /^Platz 3: ein Computerspieler, stark\.$/)));
  await bernd.waitForFunction(() => /Computer 3 \(stark\)/.test(document.querySelector('ul.seats')?.textContent ?? ''));
  const seatsB = await bernd.textContent('ul.seats');
  check.ok('Bernd sees who sits where, in German', /Platz 1: Anna \(Gastgeber, bereit\)/.test(seatsB) && /Platz 2: Bernd \(du, nicht bereit\)/.test(seatsB) && /Platz 3: Computer 3 \(stark\)/.test(seatsB), seatsB.replace(/\s+/g, ' '));

  // Bernd says he is ready (Space on the check box; the host is ready by starting), Anna starts (Enter on the button).
  check.ok('the host has no ready box: starting is being ready', !(await anna.$('#tables-ready')));
  await bernd.focus('#tables-ready');
  await bernd.keyboard.press('Space');
  check.ok('Anna hears that Bernd is ready (English)', !!(await waitForText(anna, /^Bernd is ready\.$/)));
  check.ok('Bernd hears that he is ready (German)', !!(await waitForText(bernd, /^Du bist bereit\.$/)));
  await anna.waitForFunction(() => document.querySelector('app-shell').controller.tables.session.table.seats.every((s) => s.ready));
  await anna.focus('button[data-action="start"]');
  await anna.keyboard.press('Enter');
  await Promise.all([anna, bernd].map((p) => p.waitForSelector('game-table [data-zone="hand"]', { timeout: 15000 })));
  check.ok('the game starts on both devices, at the same table UI as offline', true);
  const axeTable = await axe(anna);
  check.ok('axe: the table with friends has no violations', axeTable.length === 0, axeTable.join(' | '));

  // I says who is at the table.
  await anna.evaluate(() => document.querySelector('game-table')?.focusZone('hand'));
  await anna.waitForFunction(() => !!document.activeElement?.closest?.('game-table [data-zone]'));
  await anna.keyboard.press('i');
  const atTable = await waitForText(anna, /^At the table: Seat 1: Anna \(you, host.*Seat 2: Bernd.*Seat 3: Computer 3 \(strong/, 'live');
  check.ok('I says who is at the table', !!atTable, atTable ?? `said: ${(await announced(anna)).slice(-3).join(' / ')}; focus ${await anna.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}; ${await anna.evaluate(() => { const c = document.querySelector('app-shell').controller; return `${c.commands().some((x) => x.id === 'whoIsHere')} ${c.play?.constructor.name} ${!!c.tables?.session?.table} ${c.lastAnswer}`; })}`);
  // F1 lists the table's own key.
  await anna.keyboard.press('F1');
  await anna.waitForSelector('dialog[data-kind="help"][open] table');
  const help = await anna.textContent('dialog[data-kind="help"] table');
  check.ok('F1 lists I: who is at the table', /I\s*Says who sits where at this table/.test(help), help.replace(/\s+/g, ' ').slice(0, 200));
  await anna.keyboard.press('Escape');
  await anna.waitForFunction(() => document.querySelector('app-shell').controller.dialog === null);
  // A quick phrase from Bernd (a button of the actions, as a tap would): Anna hears it in English.
  await bernd.click('button:has-text("Sagen: Gut gespielt")');
  check.ok('a quick phrase reaches Anna in her own language', !!(await waitForText(anna, /^Bernd: Well played!$/)));

  // -- Play by keyboard; Bernd reloads once in the middle ------------------------------------------------
  let moves = { anna: 0, bernd: 0 };
  let reloaded = false;
  let closedTab = false;
  let hiddenCheck = 'todo';
  const started = Date.now();
  for (let round = 0; round < 2000 && Date.now() - started < 150000; round++) {
    const [sa, sb] = [await tableState(anna), await tableState(bernd)];
    if (sa.phase === 'over' && sb.phase === 'over') break;
    if (!reloaded && moves.bernd >= 3 && sb.phase === 'playing') {
      reloaded = true;
      const before = sb.steps;
      await bernd.reload();
      await appReady(bernd);
      await bernd.waitForFunction(() => !!document.querySelector('app-shell').controller.play?.session?.table, null, { timeout: 15000 });
      const back = await tableState(bernd);
      check.ok('a reload sits down again at the same seat with the whole game', back.me === 1 && back.steps >= before && back.playing, JSON.stringify(back));
      const rebuilt = await logTexts(bernd);
      check.ok('after the reload the game log holds the history as Bernd saw it (German)', rebuilt.some((t) => /^(Anna|Computer 3) (spielt|kann nicht nehmen)/.test(t)) && rebuilt.some((t) => /^Du spielst|^Du kannst nicht nehmen/.test(t)), `${rebuilt.length} entries: ${rebuilt.slice(0, 6).join(' / ')}`);
      const lost = await waitForText(anna, /^Bernd lost the connection\. We wait for Bernd\.$/);
      const again = await waitForText(anna, /^Bernd is back\.$/);
      check.ok('Anna hears Bernd lose the connection and come back', !!lost && !!again);
      continue;
    }
    if (reloaded && !closedTab && moves.bernd >= 6 && sb.phase === 'playing') {
      // Bernd closes his tab: the host lets a computer play for him; he opens the app again and takes his seat back.
      closedTab = true;
      await bernd.close();
      check.ok('a closed tab: Anna hears Bernd lose the connection', await waitForCount(anna, /^Bernd lost the connection\. We wait for Bernd\.$/, 2));
      const may = await waitForText(anna, /^Bernd has been away for a while\. As the host you may let a computer play for Bernd/);
      const button = 'game-table button:has-text("Let a computer play for Bernd")';
      await anna.waitForSelector(button, { timeout: 10000 });
      await anna.focus(button);
      await anna.keyboard.press('Enter');
      const standIn = await waitForText(anna, /^A computer player \(normal\) plays for Bernd until Bernd is back\.$/);
      check.ok('the host is told when a computer may play for Bernd, and lets one (a button, by keyboard)', !!may && !!standIn);
      bernd = await ctxB.newPage();
      await bernd.goto(app.url);
      await appReady(bernd);
      await bernd.waitForFunction(() => !!document.querySelector('app-shell').controller.play?.session?.table, null, { timeout: 15000 });
      const back = await tableState(bernd);
      check.ok('the closed tab: opening the app again sits Bernd at his seat', back.me === 1 && back.playing, JSON.stringify(back));
      check.ok('Anna hears Bernd take his seat back from the computer', !!(await waitForText(anna, /^Bernd is back and takes the seat again\.$/)));
      continue;
    }
    // Anna's tab goes to the background while Bernd is to move: her turn then shows in the page title.
    if (hiddenCheck === 'todo' && !sa.myTurn && sb.myTurn && sa.phase === 'playing') {
      hiddenCheck = 'hidden';
      await anna.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    } else if (hiddenCheck === 'hidden' && sa.phase !== 'playing') {
      // The deal ended before Anna's turn came: back to the foreground, and try again later.
      hiddenCheck = 'todo';
      await anna.evaluate(() => {
        delete document.visibilityState;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    } else if (hiddenCheck === 'hidden' && sa.myTurn) {
      hiddenCheck = 'done';
      const title = await anna.title();
      await anna.evaluate(() => {
        delete document.visibilityState;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const back = await anna.title();
      check.ok('your turn in a background tab: the title says it, and no more once the tab is seen', /^Your turn – Papillon with friends/.test(title) && !/Your turn/.test(back), `${title} → ${back}`);
    }
    const a = hiddenCheck === 'hidden' ? null : await act(anna);
    if (a && a !== 'next') moves.anna++;
    const c = await act(bernd);
    if (c && c !== 'next') moves.bernd++;
    if (!a && !c) await sleep(30);
  }
  const [endA, endB] = [await tableState(anna), await tableState(bernd)];
  check.ok('the whole session is played to its end on both devices', endA.phase === 'over' && endB.phase === 'over' && endA.steps === endB.steps, `${JSON.stringify(endA)} ${JSON.stringify(endB)}; moves ${JSON.stringify(moves)} in ${Math.round((Date.now() - started) / 1000)} s`);
  check.ok('the reload, the closed tab and the background tab all came in the middle of the session', reloaded && closedTab && hiddenCheck === 'done', `${reloaded} ${closedTab} ${hiddenCheck}`);
  check.ok('both played by keyboard', moves.anna > 3 && moves.bernd > 3, JSON.stringify(moves));
  const [la, lb] = [await logTexts(anna), await logTexts(bernd)];
  check.ok("Anna's log has Bernd's moves in English", la.some((t) => /^Bernd plays /.test(t)), la.slice(-3).join(' / '));
  check.ok("Bernd's log has Anna's moves in German", lb.some((t) => /^Anna spielt /.test(t)), lb.slice(-3).join(' / '));
  check.ok('each hears that we wait for the other person', la.some((t) => /^Bernd's turn\. We wait for Bernd\.$/.test(t)) && lb.some((t) => /^Anna ist dran\. Wir warten auf Anna\.$/.test(t)));
  check.ok('the end is said, and the seat ticket is forgotten', la.includes('The session is over. Thank you for playing.') && (await anna.evaluate(() => localStorage.getItem('papillon.tables.seat.v1'))) === null);
  const hidden = await anna.evaluate(() => document.body.innerHTML);
  check.ok('nothing of the server-side state reaches the page (no seed, no token hash)', !/"seed"|tokenHash/.test(hidden));
  check.ok('the offline game save was not touched by the table', (await anna.evaluate(() => new Promise((r) => { const q = indexedDB.open('papillon'); q.onsuccess = () => { const db = q.result; if (!db.objectStoreNames.contains('game')) return r(null); const g = db.transaction('game').objectStore('game').get('current'); g.onsuccess = () => r(g.result ?? null); }; }))) === null);

  // -- A Whist table (issues 22, 26): Anna by keyboard in English, Bernd on a touch screen in German,
  // Celina by keyboard in Polish ---------------------------------------------------------------------
  // Every seat game can be played with friends: Anna chooses Whist in the create form, Bernd joins on a
  // phone (taps), Celina on seat 3 by keys, a computer takes seat 4; they play a whole deal. Checked: the
  // game chosen first and its own fields, the seats it needs, the lobby and the table axe-clean on every
  // device, what each hears in their own language only (the others' cards, whose turn, the deal's end),
  // a revoke refused by the server's engine and said with its rule (W19, in English and in Polish), and
  // the taps: no key named to the touch player.
  const ctxT = await b.browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 860 } });
  cleanup.add(() => ctxT.close().catch(() => undefined));
  await presetSettings(ctxT, { pace: 'instant', locale: 'de' });
  await recordAnnouncements(ctxT);
  const logT = watch(ctxT, app.origin);
  const phone = await ctxT.newPage();
  // Celina: a third language at the same table (issue 26), by keyboard.
  const ctxC = await b.browser.newContext();
  cleanup.add(() => ctxC.close().catch(() => undefined));
  await presetSettings(ctxC, { pace: 'instant', locale: 'pl' });
  await recordAnnouncements(ctxC);
  const logC = watch(ctxC, app.origin);
  const celina = await ctxC.newPage();
  await anna.goto(app.url);
  await appReady(anna);
  await anna.focus('button[data-action="tables"]');
  await anna.keyboard.press('Enter');
  await anna.waitForSelector('tables-screen form.tables-create');
  await anna.focus('#create-game');
  await anna.selectOption('#create-game', 'whist');
  await anna.waitForSelector('#create-rubbers');
  const whistForm = await anna.evaluate(() => ({
    seats: document.querySelectorAll('form.tables-create select[id^="create-seat-"]').length,
    ownSeats: document.querySelectorAll('form.tables-create [name^="name-"], form.tables-create [name="mySeat"]').length,
    label: document.querySelector('label[for="create-game"]')?.textContent,
  }));
  check.ok('create a table: the game first (Whist chosen by keyboard), then its own fields; four seats, none of its own seat fields', whistForm.seats === 3 && whistForm.ownSeats === 0 && whistForm.label === 'Game', JSON.stringify(whistForm));
  const axeWhistCreate = await axe(anna);
  check.ok('axe: the create form with Whist has no violations', axeWhistCreate.length === 0, axeWhistCreate.join(' | '));
  // Seat 3 (index 2) for a person, Celina; seat 4 a computer.
  await anna.focus('#create-seat-2');
  await anna.selectOption('#create-seat-2', 'person');
  await anna.focus('#create-seat-3');
  await anna.selectOption('#create-seat-3', 'easy');
  await anna.selectOption('#create-pace', 'instant');
  await typeInto(anna, '#create-name', 'Anna');
  await anna.keyboard.press('Enter');
  await anna.waitForSelector('tables-screen .lobby', { timeout: 15000 });
  check.ok('the Whist lobby says the game', /The game: Whist\./.test((await anna.textContent('tables-screen .lobby')) ?? ''));
  const whistLink = await anna.inputValue('#tables-link');
  // Bernd on the phone: opens the link, types his name, taps "Hinsetzen".
  await phone.goto(whistLink);
  await appReady(phone);
  await phone.waitForSelector('tables-screen form.tables-join');
  check.ok('the phone is a touch screen to the app', await phone.evaluate(() => document.querySelector('app-shell').controller.touch === true));
  await phone.tap('#join-name');
  await phone.keyboard.type('Bernd');
  await phone.tap('form.tables-join button[type="submit"]');
  await phone.waitForSelector('tables-screen .lobby', { timeout: 15000 });
  check.ok('Bernd hears where he sits and which game, in German', !!(await waitForText(phone, /^Du sitzt an Tisch \d{4} \d{4} \d{4}, Platz 2\. Das Spiel: Whist\.$/, 'live')));
  check.ok('Bernd sees the game in the lobby, in German', /Das Spiel: Whist\./.test((await phone.textContent('tables-screen .lobby')) ?? ''));
  const axePhoneLobby = await axe(phone);
  check.ok('axe: the Whist lobby on the phone has no violations', axePhoneLobby.length === 0, axePhoneLobby.join(' | '));
  await phone.tap('#tables-ready');
  check.ok('Anna hears that Bernd is ready (Whist, English)', !!(await waitForText(anna, /^Bernd is ready\.$/)));
  // Celina opens the same link in Polish, sits down by keyboard on seat 3 and says she is ready (Space).
  await celina.goto(whistLink);
  await appReady(celina);
  await celina.waitForSelector('tables-screen form.tables-join');
  await typeInto(celina, '#join-name', 'Celina');
  await celina.keyboard.press('Enter');
  await celina.waitForSelector('tables-screen .lobby', { timeout: 15000 });
  check.ok('Celina hears where she sits and which game, in Polish', !!(await waitForText(celina, /^Siedzisz przy stole \d{4} \d{4} \d{4}, miejsce 3\. Gra: Wist\.$/, 'live')), (await announced(celina)).slice(-3).join(' / '));
  check.ok('Celina sees the game in the lobby, in Polish', /Gra: Wist\./.test((await celina.textContent('tables-screen .lobby')) ?? ''));
  check.ok('Anna hears that Celina joined (English), Bernd in German', !!(await waitForText(anna, /^Celina joined the table\.$/)) && !!(await waitForText(phone, /^Celina hat sich an den Tisch gesetzt\.$/)), (await logTexts(phone)).slice(-2).join(' / '));
  const axeCelinaLobby = await axe(celina);
  check.ok('axe: the Whist lobby in Polish has no violations', axeCelinaLobby.length === 0, axeCelinaLobby.join(' | '));
  await celina.focus('#tables-ready');
  await celina.keyboard.press('Space');
  check.ok('Celina hears that she is ready (Polish)', !!(await waitForText(celina, /^Zgłaszasz gotowość\./)), (await logTexts(celina)).slice(-2).join(' / '));
  check.ok('Anna hears that Celina is ready (English)', !!(await waitForText(anna, /^Celina is ready\.$/)));
  await anna.waitForFunction(() => document.querySelector('app-shell').controller.tables.session.table.seats.every((s) => s.ready));
  await anna.focus('button[data-action="start"]');
  await anna.keyboard.press('Enter');
  await Promise.all([anna, phone, celina].map((p) => p.waitForSelector('game-table [data-zone="hand"] [data-item]', { timeout: 15000 })));
  const gameIds = await Promise.all([anna, phone, celina].map((p) => p.evaluate(() => document.querySelector('app-shell').controller.play.gameId)));
  check.ok('the Whist table opens on the three devices', gameIds.every((g) => g === 'whist'), gameIds.join(' '));
  // What the phone says from here on is the table's (the app's own start-up words are not the table's).
  const phoneAtTable = (await announced(phone)).length;
  const [axeWA, axeWP, axeWC] = [await axe(anna), await axe(phone), await axe(celina)];
  check.ok('axe: the Whist table with friends has no violations (keyboard, phone, Polish)', axeWA.length === 0 && axeWP.length === 0 && axeWC.length === 0, [...axeWA, ...axeWP, ...axeWC].join(' | '));

  /** Whist: my card when it is my turn — by keys (P to the next playable card, Enter) or by a tap on a playable card. */
  const whistState = (page) =>
    page.evaluate(() => {
      const s = document.querySelector('app-shell').controller.play?.session;
      return s ? { phase: s.table?.phase ?? null, myTurn: !!s.myTurn, steps: s.steps.length, trick: s.view?.trick?.map((p) => p.card) ?? [], hand: s.view?.hand ?? [], legal: (s.legalMoves ?? []).map((m) => m.card ?? m.type) } : null;
    });
  // Once each, by keys: a card of another suit while holding the suit led; the server's engine refuses it (W19), said in the player's language.
  const revokes = new Map([
    [anna, { said: /^You must follow suit: .+\. \(rule W19\)$/, state: 'todo' }],
    [celina, { said: /^Musisz dołożyć do koloru .+\. \(reguła W19\)$/, state: 'todo' }],
  ]);
  async function whistMove(page, how) {
    const s = await whistState(page);
    if (!s || !s.myTurn || s.phase !== 'playing') return false;
    const moved = (timeout) => page.waitForFunction((n) => (document.querySelector('app-shell').controller.play?.session?.steps.length ?? 0) > n, s.steps, { timeout }).then(() => true, () => false);
    if (how === 'keys') {
      await page.evaluate(() => {
        if (!document.activeElement?.closest?.('game-table [data-zone="hand"]')) document.querySelector('game-table')?.focusZone('hand');
      });
      await page.waitForFunction(() => !!document.activeElement?.closest?.('game-table [data-zone]'), null, { timeout: 3000 }).catch(() => undefined);
      const led = s.trick[0];
      const off = led ? s.hand.find((c) => c.slice(-1) !== led.slice(-1)) : undefined;
      const revoke = revokes.get(page);
      if (revoke?.state === 'todo' && led && off && s.hand.some((c) => c.slice(-1) === led.slice(-1))) {
        revoke.state = 'sent';
        await page.focus(`game-table [data-zone="hand"] [data-key="${off}"]`);
        await page.keyboard.press('Enter');
        const said = await waitForText(page, revoke.said, 'live', 5000);
        revoke.state = said ? 'said' : 'not said';
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        await page.keyboard.press('p');
        await page.waitForFunction(() => document.activeElement?.classList?.contains('playable'), null, { timeout: 2000 }).catch(() => undefined);
        await page.keyboard.press('Enter');
        if (await moved(attempt < 2 ? 3000 : 8000)) return true;
        await page.evaluate(() => document.querySelector('game-table')?.focusZone('hand'));
      }
      throw new Error(`${page === anna ? 'Anna' : 'Celina'}'s card was not played; ${JSON.stringify(await whistState(page))}; said: ${(await announced(page)).slice(-3).join(' / ')}`);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.tap('game-table [data-zone="hand"] .card.playable');
      if (await moved(attempt < 2 ? 3000 : 8000)) return true;
    }
    throw new Error(`Bernd's tap played no card; ${JSON.stringify(await whistState(page))}; said: ${(await announced(page)).slice(-3).join(' / ')}`);
  }

  const whistMoves = { anna: 0, bernd: 0, celina: 0 };
  const whistStarted = Date.now();
  for (let round = 0; round < 1000 && Date.now() - whistStarted < 120000; round++) {
    const [sa, sp, sc] = [await whistState(anna), await whistState(phone), await whistState(celina)];
    if ([sa, sp, sc].every((x) => x?.phase !== 'playing') && sa?.steps === sp?.steps && sa?.steps === sc?.steps) break;
    const a = await whistMove(anna, 'keys');
    if (a) whistMoves.anna++;
    const p = await whistMove(phone, 'touch');
    if (p) whistMoves.bernd++;
    const c = await whistMove(celina, 'keys');
    if (c) whistMoves.celina++;
    if (!a && !p && !c) await sleep(30);
  }
  const [wa, wp, wc] = [await whistState(anna), await whistState(phone), await whistState(celina)];
  check.ok('a whole deal of Whist is played on the three devices', [wa, wp, wc].every((x) => x.phase === 'betweenDeals' && x.steps === wa.steps) && whistMoves.anna >= 10 && whistMoves.bernd >= 10 && whistMoves.celina >= 10, `${JSON.stringify(wa)} ${JSON.stringify(wp)} ${JSON.stringify(wc)} ${JSON.stringify(whistMoves)}`);
  const revoked = [...revokes.values()].map((r) => r.state);
  check.ok('a revoke by keys is refused by the server\'s engine and said with its rule, in English and in Polish (W19)', revoked.every((r) => r === 'said'), revoked.join(' '));
  const [wla, wlp, wlc] = [await logTexts(anna), await logTexts(phone), await logTexts(celina)];
  check.ok("Anna's log has Bernd's and Celina's cards in English", ['Bernd', 'Celina'].every((who) => wla.some((t) => new RegExp(`^${who} (plays|leads|trumps|discards) `).test(t))), wla.slice(-3).join(' / '));
  check.ok("Bernd's log has Anna's and Celina's cards in German", ['Anna', 'Celina'].every((who) => wlp.some((t) => new RegExp(`^${who} (spielt|sticht|wirft)`).test(t))), wlp.slice(-3).join(' / '));
  // Polish declines the card: 'Anna zagrywa dwójkę kier', 'Bernd wychodzi asem karo' (locales/tricks/pl.ts).
  check.ok("Celina's log has Anna's and Bernd's cards in Polish", ['Anna', 'Bernd'].every((who) => wlc.some((t) => new RegExp(`^${who} (zagrywa|wychodzi|przebija|zrzuca) `).test(t))), wlc.slice(-3).join(' / '));
  check.ok('each hears that we wait for another person (Whist)', wla.some((t) => /^(Bernd|Celina)'s turn\. We wait for (Bernd|Celina)\.$/.test(t)) && wlp.some((t) => /^(Anna|Celina) ist dran\. Wir warten auf (Anna|Celina)\.$/.test(t)) && wlc.some((t) => /^Ruch: (Anna|Bernd)\. Czekamy, aż (Anna|Bernd) zagra\.$/.test(t)), wlc.filter((t) => /^Ruch/.test(t)).slice(0, 2).join(' / '));
  check.ok('Celina hears her own turn in Polish', wlc.some((t) => /^Twój ruch\./.test(t)), wlc.slice(-3).join(' / '));
  check.ok('the three hear the end of the deal, each in their language', wla.some((t) => /^The deal is over: tricks /.test(t)) && wlp.some((t) => /^Das Spiel ist aus: Stiche /.test(t)) && wlc.some((t) => /^Rozdanie jest skończone: lewy /.test(t)), `${wla.slice(-4).join(' / ')} || ${wlp.slice(-4).join(' / ')} || ${wlc.slice(-4).join(' / ')}`);
  // One language each: no English or German sentence reaches Celina, no Polish one Anna or Bernd (the
  // game log and every live-region text since each page loaded). Marked by function words and letters
  // only one of the languages has; card words are shared ('Pik', 'Karo' are German and Polish).
  const ENGLISH = /\b(the|you|your|is|are|and|of|plays|leads|trick|tricks|turn|wait|with)\b/i;
  const GERMAN = /\b(du|der|die|das|ist|und|wir|warten|spielt|sticht|Stich|Stiche|dran|mit)\b/i;
  const POLISH = /[ąćęłńśźż]|\b(zagrywa|wychodzi|przebija|zrzuca|bierze|lewę|lewy|Twój|ruch|Czekamy|przy|stole|się|jest)\b/i;
  const heardC = [...wlc, ...(await announced(celina))];
  const heardAB = [...wla, ...(await announced(anna)), ...wlp, ...(await announced(phone))];
  const foreignC = heardC.filter((t) => ENGLISH.test(t) || GERMAN.test(t));
  const polishAB = heardAB.filter((t) => POLISH.test(t));
  check.ok('no English or German sentence reaches Celina', heardC.length > 30 && foreignC.length === 0, `${heardC.length} texts; ${foreignC.slice(0, 3).join(' / ')}`);
  check.ok('no Polish sentence reaches Anna or Bernd', polishAB.length === 0, polishAB.slice(0, 3).join(' / '));
  const phoneSaid = (await announced(phone)).slice(phoneAtTable);
  // Counted in sentences: the announcer hands what one move announces out as one text (issue 28).
  const phoneSentences = phoneSaid.join(' ').split(/[.!?:](?:\s|$)/).filter((x) => x.trim()).length;
  check.ok('the touch player is told no key names at the table', phoneSentences > 20 && !phoneSaid.some((t) => /\b(Shift\+|F1|Enter|Eingabe)\b/.test(t)), `${phoneSentences} sentences in ${phoneSaid.length} texts; ` + phoneSaid.filter((t) => /Shift\+|F1|Enter|Eingabe/.test(t)).slice(0, 3).join(' / '));
  check.ok('the Whist table saved nothing on the devices', (await anna.evaluate(() => new Promise((r) => { const q = indexedDB.open('papillon'); q.onsuccess = () => { const db = q.result; if (!db.objectStoreNames.contains('game')) return r(null); const g = db.transaction('game').objectStore('game').get('whist'); g.onsuccess = () => r(g.result ?? null); }; }))) === null);
  const whistProblems = [...logT.problems, ...logC.problems];
  check.ok('no CSP violation and no page error on the phone and on Celina\'s device', whistProblems.length === 0, whistProblems.join(' | '));
  await phone.close();
  await celina.close();

  // -- Offline: "Play with friends" says that a connection is needed --------------------------------
  await ctxB.setOffline(true);
  await bernd.evaluate(() => document.querySelector('app-shell').controller.closeTables());
  await bernd.focus('button[data-action="tables"]');
  await bernd.keyboard.press('Enter');
  await bernd.waitForSelector('#tables-offline');
  const offline = await bernd.textContent('#tables-offline');
  check.ok('offline: it says a connection is needed (German), no forms', /braucht eine Internetverbindung/.test(offline) && !(await bernd.$('form.tables-create')), offline);
  await ctxB.setOffline(false);

  // A kept seat while the table server is down: the app starts as it would without it, and says why.
  await tables.stop();
  await bernd.evaluate(
    (server) => localStorage.setItem('papillon.tables.seat.v1', JSON.stringify({ server, code: '123412341234', seat: 1, name: 'Bernd', token: 'abcdefghijklmnopqrstuv' })),
    tables.url,
  );
  await bernd.reload();
  await appReady(bernd);
  const fellBack = await bernd
    .waitForFunction(() => {
      const c = document.querySelector('app-shell').controller;
      return !c.tables && c.notices.some((n) => /Tischserver ist nicht erreichbar/.test(n)) && !!document.querySelector('game-chooser .chooser');
    }, null, { timeout: 20000 })
    .then(() => true, () => false);
  check.ok('a kept seat with the server down: the app starts as without it and says the server is out of reach', fellBack);

  const problems = [...logA.problems, ...logB.problems];
  check.ok('no CSP violation and no page error', problems.length === 0, problems.join(' | '));
});
