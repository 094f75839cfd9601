/**
 * Mounts the real app for the patience tests. `m.patience` is the running patience as the tests
 * use it (the app's `play`, plus start, the screen, the chooser and the statistics through the shell).
 */
import { mountApp, type Mounted } from './app-harness.js';
import type { PatiencePlay } from '../../src/games/patience/play.js';
import type { Settings } from '../../src/session/settings.js';
import type { AppDeps } from '../../src/app/app-controller.js';
import type { PatienceId, PatienceMove, PatienceOptions } from '../../src/games/patience/index.js';
import { freshSeed } from '../../src/play/setup.js';
import '../../src/components/game-chooser.js';

/** The patience side of the app as the tests use it. */
export interface PatienceAccess {
  start(game: PatienceId, seed?: string, options?: PatienceOptions): Promise<void>;
  resume(snapshot: { game: string }): Promise<void>;
  showChooser(): void;
  choosePapillon(): Promise<void>;
  /** 'chooser', 'papillon' (its setup form or table) or 'patience'. */
  readonly screen: 'chooser' | 'papillon' | 'patience';
  /** Played and won by patience, as the shell keeps them. */
  readonly stats: Readonly<Record<string, { played: number; won: number }>>;
  /** The numbered list of moves, when open. */
  readonly choices: { readonly moves: readonly PatienceMove[] } | null;
}

export type TestPatience = PatiencePlay & PatienceAccess;

export interface PMounted extends Mounted {
  patience: TestPatience;
}

function patienceAccess(m: Mounted): TestPatience {
  const c = m.shell;
  const extra: PatienceAccess = {
    start: (game, seed, options = {}) => c.startGame(game, options, seed ?? freshSeed()),
    resume: (snapshot) => c.resumeGame(snapshot.game, snapshot),
    showChooser: () => c.chooseGame(),
    choosePapillon: () => c.choose('papillon'),
    get screen() {
      if (c.screen.kind === 'chooser') return 'chooser';
      const id = c.screen.kind === 'setup' ? c.screen.game : c.play?.gameId;
      return id === 'papillon' ? 'papillon' : 'patience';
    },
    get stats() {
      return Object.fromEntries(c.stats);
    },
    get choices() {
      const moves = (c.play as PatiencePlay | null)?.moves;
      return moves ? { moves } : null;
    },
  };
  return new Proxy({} as TestPatience, {
    get(_t, key) {
      if (key in extra) return Reflect.get(extra, key);
      const play = c.play as PatiencePlay | null;
      // No patience open: no state and nothing done, as before a deal.
      if (!play) return key === 'state' ? null : key === 'done' || key === 'undone' ? [] : undefined;
      const v = Reflect.get(play, key);
      return typeof v === 'function' ? v.bind(play) : v;
    },
    set(_t, key, value) {
      return Reflect.set(c.play as PatiencePlay, key, value);
    },
  });
}

export async function mountPatience(settings: Partial<Settings> = {}, opts: { deps?: Partial<AppDeps> } = {}): Promise<PMounted> {
  const m = await mountApp({ pace: 'instant', ...settings }, opts.deps);
  const pm = { ...m, patience: patienceAccess(m) };
  m.shell.chooseGame();
  await psettle(pm);
  return pm;
}

export async function startPatience(m: PMounted, game: PatienceId, seed = '1', options: PatienceOptions = {}): Promise<void> {
  await m.patience.start(game, seed, options);
  await psettle(m);
}

/** Waits for the renders (not for the announcer: a run to the end queues many messages). */
export async function psettle(m: PMounted): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await m.app.updateComplete;
    const t = m.app.querySelector('game-table') ?? m.app.querySelector('game-chooser');
    if (t) await t.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
  }
}

export async function until(cond: () => boolean, m: PMounted, timeout = 15000): Promise<void> {
  const t0 = performance.now();
  while (!cond()) {
    if (performance.now() - t0 > timeout) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
  await psettle(m);
}

export const active = () => document.activeElement as HTMLElement | null;
export const places = () => Array.from(document.querySelectorAll<HTMLElement>('[data-zone="piles"] [role="option"]'));
export const logTexts = (m: Mounted) => m.announcer.log.map((e) => e.text);
