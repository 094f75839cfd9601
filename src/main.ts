/**
 * Boot, the same for every game: the announcer's live regions first (before any message), the
 * stylesheet, the app controller with the computer players in a Web Worker, the kept settings, then
 * the shell. A start asked for by the address (?game=…&seed=…) is checked first; a saved game of the
 * same deal resumes instead of dealing it again; otherwise the game open last resumes, or the
 * chooser is shown. The service worker is registered last (production builds only) and never
 * interrupts a game.
 */
import { Announcer } from './announcer/announcer.js';
import { Speech } from './announcer/speech.js';
import { Earcons } from './announcer/earcons.js';
import { AppController } from './app/app-controller.js';
import { Saving } from './app/saving.js';
import { Updater } from './app/pwa.js';
import { installStyles } from './app/styles.js';
import { createBotClient } from './ai/bot-client.js';
import { GAMES, loadBots, loadChooserWords } from './games/registry.js';
import { bootGame } from './app/boot.js';
import { APP_ID } from './storage/app-id.js';
import { isLocale, type Locale } from './i18n/locale.js';
import { loadMessages } from './i18n/catalogues.js';
import { parseUrlParams } from './session/url-params.js';
import { loadSettings, THINKING_ITERATIONS, THINKING_TIME_MS } from './session/settings.js';
import { configureSaveStore } from './storage/save-store.js';
import './components/app-shell.js';

declare const __APP_BUILD__: string;
document.documentElement.dataset['build'] = __APP_BUILD__;

const announcer = new Announcer(document);
installStyles(document);

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  storage = null; // storage blocked: play goes on without keeping settings
}

// One language is loaded before the controller starts (another only when the player switches).
const languages = navigator.languages ?? [navigator.language];
const urlLocale = new URLSearchParams(location.search).get('lang');
const loadLanguage = (locale: Locale) => Promise.all([loadMessages(locale), loadChooserWords(locale)]);
await loadLanguage(loadSettings(storage, languages).settings.locale);
if (isLocale(urlLocale)) await loadLanguage(urlLocale);

const bots = createBotClient(loadBots);
// Statistics kept by an earlier build without a game name were Papillon's (the registry's first game).
const store = configureSaveStore({ legacyGame: GAMES[0]!.id });
let saving: Saving | null = null;
const controller = new AppController({
  announcer,
  storage,
  languages,
  bots,
  iterations: (thinking) => THINKING_ITERATIONS[thinking],
  thinkingMs: (thinking) => THINKING_TIME_MS[thinking],
  speech: new Speech(),
  earcons: new Earcons(window),
  record: (result) => saving?.record(result),
  // "Play with friends": its own chunk, loaded when the player opens it.
  tables: () => import('./tables/tables.js').then(({ TablesController }) => (host) => new TablesController(host)),
});
saving = new Saving(controller, announcer, store);
const updater = new Updater({ controller, announcer, saving });
controller.update = updater;

// Settings kept in IndexedDB win over localStorage (which can lose its last writes when the browser is killed).
const kept = await saving.loadSettings();
if (kept) {
  await loadLanguage(kept.locale);
  controller.updateSettings(kept);
}
// Statistics an earlier build kept outside the store (a function per family), carried in once.
for (const carry of new Set(GAMES.map((g) => g.importStats))) await carry?.(store, storage);
await saving.loadStats();

// The address: ?game=…&seed=…&lang=… and the games' own parameters (src/app/boot.ts).
const urlGameParams = [...new Set(GAMES.flatMap((g) => g.urlParams ?? []))];
const url = parseUrlParams(location.search, urlGameParams);
if (url.locale && url.locale !== controller.settings.locale) controller.updateSettings({ locale: url.locale });
for (const p of url.problems) controller.notices.push(controller.messages.ui.badUrlParam(p.param, p.value, p.allowed));

announcer.announce(controller.messages.ui.ready, { kind: 'info' });
controller.opening();
const shell = document.createElement('app-shell');
shell.controller = controller;
document.body.append(shell);
// A link to a table with friends (#table=…, the code never reaches a server), or a seat this device
// keeps (a reload, a crash, a closed tab): "Play with friends" opens and sits down again. Offline the
// app starts as always.
const tableLink = /^#(?:table|tisch)=/i.test(location.hash) ? location.hash : null;
const keptSeat = (storage?.getItem(`${APP_ID}.tables.seat.v1`) ?? null) !== null;
if ((tableLink || keptSeat) && navigator.onLine !== false) {
  const code = tableLink ? decodeURIComponent(tableLink.replace(/^#[^=]*=/, '')) : null;
  if (tableLink) history.replaceState(history.state, '', location.pathname + location.search);
  await controller.openTables({ code, rejoin: !code && keptSeat, otherwise: () => bootGame(controller, saving, url) });
} else await bootGame(controller, saving, url);
controller.opened();
if (url.start || url.game) {
  // The game has started (or resumed): a reload must resume it, not deal it again.
  const clean = new URL(location.href);
  for (const k of ['game', 'seed', ...urlGameParams]) clean.searchParams.delete(k);
  history.replaceState(history.state, '', clean);
}
for (const n of controller.notices) announcer.announce(n, { kind: 'error' });
controller.changed();
document.documentElement.dataset['ready'] = 'true';
performance.mark(`${APP_ID}-ready`);

updater.register();
