/** Mounts the real app with the patiences wired in (as src/app/patience-boot.ts does), for the patience tests. */
import { mountApp, type Mounted } from './app-harness.js';
import { PatienceController } from '../../src/games/patience/controller.js';
import type { Settings } from '../../src/session/settings.js';
import type { ControllerDeps } from '../../src/app/game-controller.js';
import type { SaveStore } from '../../src/storage/save-store.js';
import type { PatienceId, PatienceOptions } from '../../src/games/patience/index.js';
import '../../src/games/patience/table.js';
import '../../src/components/game-chooser.js';

export interface PMounted extends Mounted {
  patience: PatienceController;
}

export async function mountPatience(settings: Partial<Settings> = {}, opts: { deps?: Partial<ControllerDeps>; store?: SaveStore } = {}): Promise<PMounted> {
  const m = await mountApp({ pace: 'instant', ...settings }, opts.deps);
  const patience = new PatienceController({ app: m.controller, storage: m.storage, ...(opts.store ? { store: opts.store } : {}) });
  m.app.patience = patience;
  m.controller.chooseGame = () => patience.showChooser();
  patience.showChooser();
  await psettle({ ...m, patience });
  return { ...m, patience };
}

export async function startPatience(m: PMounted, game: PatienceId, seed = '1', options: PatienceOptions = {}): Promise<void> {
  await m.patience.start(game, seed, options);
  await psettle(m);
}

/** Waits for the renders (not for the announcer: a run to the end queues many messages). */
export async function psettle(m: PMounted): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await m.app.updateComplete;
    const t = m.app.querySelector('patience-table') ?? m.app.querySelector('game-chooser');
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
