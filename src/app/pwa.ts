/**
 * The service worker (production builds only) and updates that never interrupt a game.
 *
 * vite-plugin-pwa generates /sw.js (Workbox, precache of everything the app needs) with
 * skipWaiting off, so a new version installs in the background and then *waits*. This module:
 * - registers it with workbox-window and looks for updates when the tab becomes visible again,
 *   when the network comes back, and every hour;
 * - on 'waiting': when no game was ever started in this tab (nothing to interrupt) it activates at
 *   once; otherwise it announces the new version (`ui.updateReady`) and sets `ready`, which the
 *   header shows as a button and the keyboard command 'update' accepts;
 * - `accept()`: writes the last save, tells the waiting worker to take over (messageSkipWaiting)
 *   and reloads once it controls the page; the reload resumes the game from the save.
 */
import type { Workbox } from 'workbox-window';
import type { Announcer } from '../announcer/announcer.js';
import type { AppController } from './app-controller.js';
import type { Saving } from './saving.js';

export interface UpdaterDeps {
  controller: AppController;
  announcer: Announcer;
  saving: Saving;
  /** Replaced in tests. */
  reload?: () => void;
}

const HOUR = 60 * 60 * 1000;

export class Updater {
  /** A new version is installed and waits for the player. */
  ready = false;
  private wb: Workbox | null = null;
  private accepted = false;
  private readonly deps: UpdaterDeps;

  constructor(deps: UpdaterDeps) {
    this.deps = deps;
  }

  /** Registers /sw.js (only in a production build, where it exists). */
  register(scriptURL = `${import.meta.env.BASE_URL}sw.js`): void {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // workbox-window loads after the app is up: the first screen does not wait for it.
    void import('workbox-window').then(({ Workbox }) => this.registerWith(new Workbox(scriptURL, { scope: import.meta.env.BASE_URL })));
  }

  private registerWith(wb: Workbox): void {
    this.wb = wb;
    const root = document.documentElement;
    wb.addEventListener('controlling', () => {
      root.dataset['swControlling'] = 'true';
      if (this.accepted) (this.deps.reload ?? (() => location.reload()))();
    });
    wb.addEventListener('activated', () => {
      root.dataset['swActivated'] = 'true';
    });
    wb.addEventListener('waiting', () => this.onWaiting());
    wb.register().catch(() => {
      // No service worker (private mode, a browser policy): the app works online as before.
      root.dataset['swFailed'] = 'true';
    });
    const check = () => void this.wb?.update().catch(() => undefined);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    window.addEventListener('online', check);
    setInterval(check, HOUR);
  }

  /** Asks the server for a new version now (tests and the bench call this). */
  async check(): Promise<void> {
    await this.wb?.update();
  }

  private onWaiting(): void {
    if (this.ready) return;
    this.ready = true;
    document.documentElement.dataset['updateReady'] = 'true';
    const { controller, saving } = this.deps;
    // Nothing to interrupt (no game opened in this tab, no notice being read): take it now.
    if (!controller.play && !saving.opened && controller.notices.length === 0) {
      void this.accept();
      return;
    }
    this.deps.announcer.announce(controller.messages.ui.updateReady, { kind: 'info', priority: 'polite' });
    controller.changed();
  }

  /** The player agreed (button or key): save, activate the waiting version, reload. */
  async accept(): Promise<void> {
    if (!this.ready || this.accepted || !this.wb) return;
    this.accepted = true;
    const { controller, announcer, saving } = this.deps;
    announcer.announce(controller.messages.ui.updating, { kind: 'echo', priority: 'assertive' });
    await saving.flush();
    this.wb.messageSkipWaiting();
  }
}
