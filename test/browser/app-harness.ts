import '../../src/i18n/all.js';
/**
 * Mounts the real app (announcer, app controller, shell, Papillon's module) for tests, with
 * in-thread computer players. `m.controller` is the app controller seen with Papillon's words of
 * the tests (session, ctx, choices, startGame(config), resumeGame(saved)): the running game is the
 * app's `play`, started and resumed through the shell as the app does.
 */
import { Announcer } from '../../src/announcer/announcer.js';
import { AppController, type AppDeps } from '../../src/app/app-controller.js';
import { installStyles } from '../../src/app/styles.js';
import { LocalBotClient } from '../../src/ai/bot-client.js';
import { loadBots } from '../../src/games/registry.js';
import { SETTINGS_KEY, type Settings } from '../../src/session/settings.js';
import { fromPosition, type PapillonPosition, type PapillonState } from '../../src/games/papillon/index.js';
import type { PapillonPlay } from '../../src/games/papillon/play.js';
import type { ChoiceList } from '../../src/play/module.js';
import type { DescribeContext } from '../../src/games/papillon/describe.js';
import type { PapillonEvent, PapillonMove, PapillonOptions, PapillonView } from '../../src/games/papillon/index.js';
import type { PapillonConfig, PapillonStep } from '../../src/games/papillon/save.js';
import type { SeatSession } from '../../src/play/session.js';

type PapillonSession = SeatSession<PapillonState, PapillonMove, PapillonView, PapillonEvent, PapillonOptions>;
import type { LogEntry } from '../../src/announcer/announcer.js';
import '../../src/components/app-shell.js';
// The app loads these when first shown; tests load them up front so nothing races.
import '../../src/games/papillon/game.js';
import '../../src/games/patience/module.js';
import '../../src/components/setup-form.js';
import '../../src/components/settings-form.js';
import '../../src/components/stats-page.js';
import type { AppShell } from '../../src/components/app-shell.js';
import { MemoryStorage } from '../support/memory-storage.js';

let styled = false;

/** Papillon's side of the app as the tests use it. */
export interface PapillonAccess {
  readonly session: PapillonSession | null;
  readonly ctx: DescribeContext;
  readonly choices: ChoiceList | null;
  startGame(config: PapillonConfig): Promise<void>;
  resumeGame(saved: { config: PapillonConfig; state: PapillonState; steps: PapillonStep[]; log: LogEntry[]; focusZone?: string | null }): Promise<void>;
  submitCommand(text: string): Promise<void>;
}

export type TestController = AppController & PapillonAccess;

export interface Mounted {
  app: AppShell;
  controller: TestController;
  /** The app controller itself. */
  shell: AppController;
  announcer: Announcer;
  storage: MemoryStorage;
}

/** Work the shell started (loading a module, starting or resuming a game) that `settle` waits for. */
const pending = new WeakMap<AppController, Promise<unknown>>();
const track = <T>(c: AppController, p: Promise<T>): Promise<T> => {
  pending.set(c, p.catch(() => undefined));
  return p;
};

function papillonAccess(c: AppController): TestController {
  const play = () => (c.play?.gameId === 'papillon' ? (c.play as PapillonPlay) : null);
  const extra: PapillonAccess = {
    get session() {
      return (play()?.session as PapillonSession | undefined) ?? null;
    },
    get ctx() {
      return play()!.ctx;
    },
    get choices() {
      return play()?.choices ?? null;
    },
    startGame: (config) => track(c, c.startGame('papillon', { options: config.options, seats: config.seats }, config.seed)),
    resumeGame: (saved) =>
      track(c, c.resumeGame('papillon', { version: 1, savedAt: new Date().toISOString(), gameId: `test-${saved.config.seed}`, focusZone: saved.focusZone ?? null, ...saved })),
    submitCommand: async (text) => {
      await c.play?.submitCommand(text);
    },
  };
  return new Proxy(c, {
    get(target, key) {
      if (key in extra) return Reflect.get(extra, key);
      const v = Reflect.get(target, key);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  }) as TestController;
}

/** `opening`: the app as src/main.ts opens it, no screen until `shell.opened()` (else the chooser at once). */
export async function mountApp(settings: Partial<Settings> = {}, deps: Partial<AppDeps> = {}, { opening = false } = {}): Promise<Mounted> {
  unmountApp();
  if (!styled) {
    installStyles(document);
    styled = true;
  }
  const announcer = new Announcer(document);
  const storage = new MemoryStorage();
  storage.setItem(SETTINGS_KEY, JSON.stringify({ pace: 'instant', ...settings }));
  const bots = new LocalBotClient(loadBots);
  const shell = new AppController({
    announcer,
    storage,
    languages: ['en'],
    // The hint asks the strong player; in tests the normal one answers (fast, and the same every run).
    bots: { decide: (game, level, view, legal, opts) => bots.decide(game, level === 'strong' ? 'normal' : level, view, legal, opts) },
    // "Play with friends", handed in as src/main.ts does.
    tables: () => import('../../src/tables/tables.js').then(({ TablesController }) => (host) => new TablesController(host)),
    ...deps,
  });
  document.documentElement.lang = shell.settings.locale;
  if (opening) shell.opening();
  const app = document.createElement('app-shell');
  app.controller = shell;
  document.body.append(app);
  await app.updateComplete;
  return { app, controller: papillonAccess(shell), shell, announcer, storage };
}

export function unmountApp(): void {
  document.querySelectorAll('app-shell').forEach((e) => {
    (e as AppShell).controller?.closeGame();
    e.remove();
  });
  document.getElementById('announcer-polite')?.remove();
  document.getElementById('announcer-assertive')?.remove();
}

export function seats(n: number, level: 'easy' | 'normal' | 'strong' = 'easy'): PapillonConfig['seats'] {
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
  const config: PapillonConfig = { options: pos.options, seed: 'test', seats: seats(pos.options.players) };
  void m.controller.resumeGame({ config, state: fromPosition(pos, 'test'), steps: [], log: [] });
  await settle(m);
}

/** Waits until the shell's work, renders and queued announcements are done and no computer is thinking. */
export async function settle(m: Mounted, timeout = 10000): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    await pending.get(m.shell);
    await m.app.updateComplete;
    const table = m.app.querySelector('game-table');
    if (table) await table.updateComplete;
    await m.announcer.idle();
    if (!m.shell.play?.busy) break;
    if (performance.now() - t0 > timeout) throw new Error('computer players did not finish');
    await new Promise((r) => setTimeout(r, 20));
  }
  // A render that waits for a focus change to be heard (game-table's scheduleUpdate) may still be pending.
  for (let i = 0; i < 20; i++) {
    const table = m.app.querySelector('game-table');
    if (!m.app.isUpdatePending && !table?.isUpdatePending) break;
    await m.app.updateComplete;
    await table?.updateComplete;
  }
}

/** Waits until `cond` holds (for work that finishes after a module loads on demand). */
/** A dialog the player sees: open and not closing (a closed dialog stays in the page, hidden, until the next key: app-shell). */
export const shown = (dialog: HTMLDialogElement | null | undefined): boolean => !!dialog?.open && !dialog.hasAttribute('data-closing');

export async function until(cond: () => boolean, timeout = 5000): Promise<void> {
  const t0 = performance.now();
  while (!cond()) {
    if (performance.now() - t0 > timeout) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const logTexts = (m: Mounted) => m.announcer.log.map((e) => e.text);
/** The messages the live regions hold, polite then assertive, each in the order written (the paragraphs are written in turn). */
export const liveTexts = (m: Mounted) =>
  [m.announcer.polite, m.announcer.assertive].flatMap((region) =>
    (Array.from(region.children) as HTMLElement[])
      .filter((e) => e.dataset['seq'])
      .sort((a, b) => Number(a.dataset['seq']) - Number(b.dataset['seq']))
      .map((e) => e.textContent ?? ''),
  );
