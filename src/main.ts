/**
 * Boot: the announcer's live regions first (before any message), the stylesheet, the controller
 * with the computer players in a Web Worker, then the app. A start from the URL is checked first.
 */
import { Announcer } from './announcer/announcer.js';
import { Speech } from './announcer/speech.js';
import { Earcons } from './announcer/earcons.js';
import { GameController } from './app/game-controller.js';
import { installStyles } from './app/styles.js';
import { createBotClient } from './ai/bot-client.js';
import { botPlayer } from './session/players.js';
import { parseUrlParams } from './session/url-params.js';
import type { SeatConfig } from './session/papillon-session.js';
import './components/papillon-app.js';
import { bootPatience } from './app/patience-boot.js';

const announcer = new Announcer(document);
installStyles(document);

const bots = createBotClient();
let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  storage = null; // storage blocked: play goes on without keeping settings
}

const controller = new GameController({
  announcer,
  storage,
  languages: navigator.languages ?? [navigator.language],
  playerFor: (level) => botPlayer(bots, level),
  hinter: {
    hint: async (view, legal, seed) => {
      const d = await bots.decide('strong', view, legal, { seed });
      return { move: d.move, explanation: d.explanation };
    },
  },
  speech: new Speech(),
  earcons: new Earcons(window),
});

const url = parseUrlParams(location.search);
if (url.locale && url.locale !== controller.settings.locale) controller.updateSettings({ locale: url.locale });
for (const p of url.problems) controller.notices.push(controller.messages.ui.badUrlParam(p.param, p.value, p.allowed));

announcer.announce(controller.messages.ui.ready, { kind: 'info' });
const app = document.createElement('papillon-app');
app.controller = controller;
document.body.append(app);
bootPatience({ app, controller, storage, url });

if (url.start) {
  const m = controller.messages.ui;
  const seats: SeatConfig[] = Array.from({ length: url.start.options.players }, (_, i) => ({
    name: m.defaultName(i),
    kind: i === 0 ? 'human' : 'computer',
    level: 'normal',
  }));
  controller.startGame({ options: url.start.options, seed: url.start.seed, seats });
}
for (const n of controller.notices) announcer.announce(n, { kind: 'error' });
document.documentElement.dataset['ready'] = 'true';
