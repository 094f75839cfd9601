import '../../src/i18n/all.js';
/** Mounts the real app (announcer, controller, components) for tests, with in-thread computer players. */
import { Announcer } from '../../src/announcer/announcer.js';
import { GameController, type ControllerDeps } from '../../src/app/game-controller.js';
import { installStyles } from '../../src/app/styles.js';
import { LocalBotClient } from '../../src/ai/bot-client.js';
import { botPlayer } from '../../src/play/players.js';
import { loadBots } from '../../src/games/bots.js';
import { SETTINGS_KEY, type Settings } from '../../src/session/settings.js';
import { fromPosition, type PapillonPosition } from '../../src/games/papillon/index.js';
import type { GameConfig } from '../../src/play/session.js';
import '../../src/components/papillon-app.js';
// The app loads these when first shown; tests load them up front so nothing races.
import '../../src/components/new-game-form.js';
import '../../src/components/settings-form.js';
import '../../src/components/stats-page.js';
import type { PapillonApp } from '../../src/components/papillon-app.js';
import { MemoryStorage } from '../support/memory-storage.js';


let styled = false;

export interface Mounted {
  app: PapillonApp;
  controller: GameController;
  announcer: Announcer;
  storage: MemoryStorage;
}

export async function mountApp(settings: Partial<Settings> = {}, deps: Partial<ControllerDeps> = {}): Promise<Mounted> {
  unmountApp();
  if (!styled) {
    installStyles(document);
    styled = true;
  }
  const announcer = new Announcer(document);
  const storage = new MemoryStorage();
  storage.setItem(SETTINGS_KEY, JSON.stringify({ pace: 'instant', ...settings }));
  const bots = new LocalBotClient(loadBots);
  const controller = new GameController({
    announcer,
    storage,
    languages: ['en'],
    playerFor: (level) => botPlayer(bots, 'papillon', level),
    hinter: {
      hint: async (view, legal, seed) => {
        const d = await bots.decide('papillon', 'normal', view, legal, { seed });
        return { move: d.move, explanation: d.explanation };
      },
    },
    ...deps,
  });
  document.documentElement.lang = controller.settings.locale;
  const app = document.createElement('papillon-app');
  app.controller = controller;
  document.body.append(app);
  await app.updateComplete;
  return { app, controller, announcer, storage };
}

export function unmountApp(): void {
  document.querySelectorAll('papillon-app').forEach((e) => {
    (e as PapillonApp).controller?.session?.dispose();
    e.remove();
  });
  document.getElementById('announcer-polite')?.remove();
  document.getElementById('announcer-assertive')?.remove();
}

export function seats(n: number, level: 'easy' | 'normal' | 'strong' = 'easy'): GameConfig['seats'] {
  return ['Du', 'Anna', 'Ben', 'Clara'].slice(0, n).map((name, i) => ({ name: i === 0 ? 'Me' : name, kind: i === 0 ? 'human' : 'computer', level }));
}

/** A position where seat 0 (the human) is to move, from a few given cards; the rest is dealt around. */
export function position({ hand, players, ...p }: Partial<PapillonPosition> & { hand: string[]; table: string[]; players?: 3 | 4 }): PapillonPosition {
  const n = players ?? 3;
  const used = new Set([...hand, ...p.table]);
  const rest = ['2C', '3D', '4H', '6S', '8C', '9H', 'JD', 'QC', 'KH', '6D', '8S', '2H'].filter((c) => !used.has(c));
  const hands = [hand, ...Array.from({ length: n - 1 }, (_, i) => rest.slice(i * 3, i * 3 + 3))];
  return {
    options: { players: n, tours: 1 },
    dealer: n - 1,
    toMove: 0,
    hands,
    stock: [],
    piles: Array.from({ length: n }, () => []),
    balances: Array.from({ length: n }, () => 49),
    pot: n,
    finalRound: false,
    lastCapturer: null,
    lastToLayDown: null,
    winner: null,
    blaetterCarry: 0,
    dealsPlayed: 0,
    phase: 'play',
    ...p,
  } as PapillonPosition;
}

export async function resumeAt(m: Mounted, pos: PapillonPosition): Promise<void> {
  const config: GameConfig = { options: pos.options, seed: 'test', seats: seats(pos.options.players) };
  m.controller.resumeGame({ config, state: fromPosition(pos, 'test'), steps: [], log: [] });
  await settle(m);
}

/** Waits until renders and queued announcements are done and no computer is thinking. */
export async function settle(m: Mounted, timeout = 10000): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    await m.app.updateComplete;
    const table = m.app.querySelector('game-table');
    if (table) await table.updateComplete;
    await m.announcer.idle();
    if (!m.controller.session?.busy) break;
    if (performance.now() - t0 > timeout) throw new Error('computer players did not finish');
    await new Promise((r) => setTimeout(r, 20));
  }
  await m.app.updateComplete;
}

/** Waits until `cond` holds (for work that finishes after a module loads on demand). */
export async function until(cond: () => boolean, timeout = 5000): Promise<void> {
  const t0 = performance.now();
  while (!cond()) {
    if (performance.now() - t0 > timeout) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const logTexts = (m: Mounted) => m.announcer.log.map((e) => e.text);
export const liveTexts = (m: Mounted) =>
  [...m.announcer.polite.children, ...m.announcer.assertive.children].map((e) => e.textContent ?? '');
