/**
 * Boot: the announcer's live regions first (before any message), the stylesheet, the controller
 * with the computer players in a Web Worker, the saved game (IndexedDB), then the app. A start from
 * the URL is checked first; a saved game of the same deal is resumed instead of restarted; of a saved
 * Papillon game and a saved patience, the one open last is resumed. The
 * service worker is registered last (production builds only) and never interrupts a game.
 */
import { Announcer } from './announcer/announcer.js';
import { Speech } from './announcer/speech.js';
import { Earcons } from './announcer/earcons.js';
import { GameController } from './app/game-controller.js';
import { loadMessages } from './i18n/index.js';
import { installStyles } from './app/styles.js';
import { createBotClient } from './ai/bot-client.js';
import { botPlayer, THINKING_ITERATIONS } from './play/players.js';
import { loadBots } from './games/bots.js';
import { parseUrlParams } from './session/url-params.js';
import type { SeatConfig } from './play/session.js';
import { loadSettings } from './session/settings.js';
import { Persistence } from './app/persistence.js';
import { Updater } from './app/pwa.js';
import './components/papillon-app.js';
import { bootPatience, loadPatienceSave } from './games/patience/boot.js';

declare const __PAPILLON_BUILD__: string;
document.documentElement.dataset['build'] = __PAPILLON_BUILD__;

const announcer = new Announcer(document);
installStyles(document);

const bots = createBotClient(loadBots);
let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  storage = null; // storage blocked: play goes on without keeping settings
}

// One language is loaded before the controller starts (the other only when the player switches).
const urlLocale = new URLSearchParams(location.search).get('lang');
await loadMessages(loadSettings(storage, navigator.languages ?? [navigator.language]).settings.locale);
if (urlLocale === 'de' || urlLocale === 'en') await loadMessages(urlLocale);

const controller = new GameController({
  announcer,
  storage,
  languages: navigator.languages ?? [navigator.language],
  playerFor: (level) => botPlayer(bots, 'papillon', level, () => controller.settings.thinking),
  hinter: {
    hint: async (view, legal, seed) => {
      const d = await bots.decide('papillon', 'strong', view, legal, { seed, budget: { iterations: THINKING_ITERATIONS[controller.settings.thinking] } });
      return { move: d.move, explanation: d.explanation };
    },
  },
  speech: new Speech(),
  earcons: new Earcons(window),
});

const persistence = new Persistence({ controller, announcer });
const updater = new Updater({ controller, announcer, persistence });
controller.update = updater;

// Settings kept in IndexedDB win over localStorage (which can lose its last writes when the browser is killed).
const kept = await persistence.loadSettings();
if (kept) {
  await loadMessages(kept.locale);
  controller.updateSettings(kept);
}
const url = parseUrlParams(location.search);
if (url.locale && url.locale !== controller.settings.locale) controller.updateSettings({ locale: url.locale });
for (const p of url.problems) controller.notices.push(controller.messages.ui.badUrlParam(p.param, p.value, p.allowed));
const saved = await persistence.load();
const patienceSaved = await loadPatienceSave(persistence.store, controller);

announcer.announce(controller.messages.ui.ready, { kind: 'info' });
const app = document.createElement('papillon-app');
app.controller = controller;
document.body.append(app);
const boot = bootPatience({ app, controller, storage, url, store: persistence.store, saved: patienceSaved, papillonSavedAt: saved.ok ? saved.snapshot.savedAt : null });
updater.patience = boot.patience;

const start = url.start;
const sameDeal =
  saved.ok &&
  start !== null &&
  saved.snapshot.config.seed === start.seed &&
  JSON.stringify(saved.snapshot.config.options) === JSON.stringify(start.options) &&
  saved.snapshot.state.phase !== 'sessionOver';
if (start && !sameDeal) {
  const m = controller.messages.ui;
  const seats: SeatConfig[] = Array.from({ length: start.options.players }, (_, i) => ({
    name: m.defaultName(i),
    kind: i === 0 ? 'human' : 'computer',
    level: 'normal',
  }));
  controller.startGame({ options: start.options, seed: start.seed, seats });
} else if (saved.ok && (start || boot.papillonMayResume)) {
  // The game open last is resumed: Papillon's, unless a patience opens (src/app/patience-boot.ts).
  persistence.resume(saved.snapshot);
}
if (start) {
  // The deal has started (or resumed): a reload must resume it, not deal it again.
  const clean = new URL(location.href);
  for (const k of ['seed', 'players', 'preset', 'variants', 'tours', 'ante', 'game']) clean.searchParams.delete(k);
  history.replaceState(history.state, '', clean);
}
for (const n of controller.notices) announcer.announce(n, { kind: 'error' });
if (controller.notices.length) controller.dispatchEvent(new Event('change'));
document.documentElement.dataset['ready'] = 'true';
performance.mark('papillon-ready');

updater.register();
