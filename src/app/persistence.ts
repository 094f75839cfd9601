/**
 * Keeps the game: wires the controller to the save store (src/storage/save-store.ts).
 *
 * - Saves after every step of the current session (and when the focus moves to another zone), so a
 *   reload, a closed tab or a killed browser resumes at the last move. Saves never overlap: while one
 *   is written, later changes are written once it is done (always the newest state).
 * - At boot `load()` reads the save and `resume()` continues it exactly (state, steps, log, focus
 *   zone); or the player is told why it cannot (corrupt, too new, unmigratable: the save was kept
 *   aside, never deleted) and the new-game form is offered.
 * - A full quota (or a broken database) is announced once and play goes on; the next successful
 *   save clears it.
 * - The settings are written to IndexedDB on every change too, and read back at boot.
 * - A finished session ('sessionOver') is recorded in the statistics once.
 */
import { CoalescedWrites } from '../storage/coalesced-writes.js';
import type { Announcer } from '../announcer/announcer.js';
import type { GameController } from './game-controller.js';
import type { PapillonSession, Step } from '../play/session.js';
import { checkSettings, type Settings } from '../session/settings.js';
import { SAVE_VERSION, saveStore, type FocusZone, type LoadResult, type SaveResult, type SaveStore, type Snapshot } from '../storage/save-store.js';

export interface PersistenceDeps {
  controller: GameController;
  announcer: Announcer;
  store?: SaveStore;
  /** The document whose focus zone is saved. */
  root?: Document;
}

const ZONES: readonly string[] = ['hand', 'table', 'choices', 'status', 'actions', 'commandLine', 'log'];

export function newGameId(seed: string): string {
  return `${new Date().toISOString()}-${seed}-${Math.random().toString(36).slice(2, 8)}`;
}

export class Persistence {
  readonly store: SaveStore;
  /** The id of the current game (statistics count a game once). */
  gameId: string | null = null;
  /** The zone that last had the focus. */
  focusZone: FocusZone | null = null;
  /** What the last save reported (the e2e checks and the bench read it). */
  lastSave: SaveResult | null = null;

  private readonly controller: GameController;
  private readonly announcer: Announcer;
  private readonly doc: Document;
  private session: PapillonSession | null = null;
  private resumingId: string | null = null;
  private readonly writes = new CoalescedWrites(() => this.write());
  private problemReported = false;
  private settingsWritten: string;

  constructor(deps: PersistenceDeps) {
    this.controller = deps.controller;
    this.announcer = deps.announcer;
    this.store = deps.store ?? saveStore();
    this.doc = deps.root ?? document;
    this.settingsWritten = JSON.stringify(this.controller.settings);
    this.controller.addEventListener('change', this.onChange);
    this.doc.addEventListener('focusin', this.onFocus);
    // A tab going away: make sure the newest state is on its way to the disk.
    this.doc.addEventListener('visibilitychange', () => {
      if (this.doc.visibilityState === 'hidden') this.save();
    });
  }

  private readonly onChange = () => {
    const settings = JSON.stringify(this.controller.settings);
    if (settings !== this.settingsWritten) {
      this.settingsWritten = settings;
      void this.store.saveSettings(this.controller.settings);
    }
    const s = this.controller.session;
    if (s === this.session) return;
    this.session?.removeEventListener('step', this.onStep);
    this.session = s;
    if (!s) return; // back at the new-game form: the last game stays saved until another starts
    this.gameId = this.resumingId ?? newGameId(s.config.seed);
    this.resumingId = null;
    s.addEventListener('step', this.onStep);
    this.save(); // a new game's first step came before this listener
  };

  private readonly onStep = (e: Event) => {
    const step = (e as CustomEvent<Step>).detail;
    this.save();
    const over = step.events.find((ev) => ev.type === 'sessionOver');
    if (over && over.type === 'sessionOver' && this.session && this.gameId) void this.recordSession(this.session, this.gameId, over);
  };

  private readonly onFocus = (e: FocusEvent) => {
    const zone = (e.target as Element | null)?.closest?.<HTMLElement>('[data-zone]')?.dataset['zone'];
    if (!zone || !ZONES.includes(zone) || zone === this.focusZone) return;
    this.focusZone = zone as FocusZone;
    if (this.session) this.save();
  };

  /** The current game as a snapshot, or null when none is running. */
  snapshot(): Snapshot | null {
    const s = this.controller.session;
    if (!s || !this.gameId) return null;
    return {
      version: SAVE_VERSION,
      savedAt: new Date().toISOString(),
      gameId: this.gameId,
      config: s.config,
      state: s.state,
      steps: s.steps,
      log: this.announcer.log,
      focusZone: this.focusZone,
      settings: this.controller.settings,
    };
  }

  /** Saves the newest state soon (coalesced); `flush()` waits for it. */
  save(): void {
    this.writes.request();
  }

  /** Resolves when every change so far is written (or was refused). */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  private async write(): Promise<void> {
    // Let the synchronous work of this turn (announcements, log) finish first.
    await Promise.resolve();
    const snap = this.snapshot();
    if (!snap) return;
    const r = await this.store.saveGame(snap);
    this.lastSave = r;
    if (r.ok) {
      this.problemReported = false;
      return;
    }
    if (this.problemReported) return;
    this.problemReported = true;
    const m = this.controller.messages.ui;
    this.report(r.reason === 'quota' ? m.saveQuotaFull : m.saveFailed);
  }

  private async recordSession(s: PapillonSession, id: string, over: { balances: readonly number[]; places: readonly number[] }): Promise<void> {
    const place = over.places[s.me] ?? 0;
    const r = await this.store.recordSession({
      id,
      finishedAt: new Date().toISOString(),
      seed: s.config.seed,
      players: s.config.seats.length,
      balance: over.balances[s.me] ?? 0,
      place,
      won: place === 1,
    });
    if (!r.ok && !this.problemReported) {
      this.problemReported = true;
      this.report(r.reason === 'quota' ? this.controller.messages.ui.saveQuotaFull : this.controller.messages.ui.saveFailed);
    }
  }

  private report(text: string): void {
    this.controller.notices.push(text);
    this.announcer.announce(text, { kind: 'error', priority: 'assertive' });
    this.controller.dispatchEvent(new Event('change'));
  }

  /**
   * The settings kept in IndexedDB, checked field by field, when they differ from the controller's
   * (localStorage can lose its last writes when the browser is killed). Boot, before `load()`.
   */
  async loadSettings(): Promise<Settings | null> {
    const raw = await this.store.loadSettings();
    if (raw === undefined) {
      void this.store.saveSettings(this.controller.settings); // first run: keep them from now on
      return null;
    }
    const { settings } = checkSettings(raw, this.controller.settings);
    const text = JSON.stringify(settings);
    this.settingsWritten = text;
    return text === JSON.stringify(this.controller.settings) ? null : settings;
  }

  /**
   * Reads the saved game (boot, step 1). A problem goes to `controller.notices` (main.ts announces
   * them); the save itself was kept aside by the store.
   */
  async load(): Promise<LoadResult> {
    const r = await this.store.loadGame();
    if (r.ok) return r;
    const m = this.controller.messages.ui;
    if (r.reason === 'corrupt') this.controller.notices.push(m.saveCorrupt);
    else if (r.reason === 'tooNew') this.controller.notices.push(m.saveTooNew);
    else if (r.reason === 'unmigratable') this.controller.notices.push(m.saveUnmigratable);
    else if (r.reason === 'unavailable') this.controller.notices.push(m.saveUnavailable);
    return r;
  }

  /** Resumes a loaded game exactly (boot, step 2). Returns false when the session refused it (then kept aside). */
  resume(snap: Snapshot): boolean {
    this.resumingId = snap.gameId;
    this.focusZone = snap.focusZone;
    // The choice list is not saved (one key reopens it): the focus goes to the hand then.
    const focusZone = snap.focusZone === 'choices' ? 'hand' : snap.focusZone;
    try {
      this.controller.resumeGame({ config: snap.config, state: snap.state, steps: snap.steps, log: snap.log, focusZone });
      return true;
    } catch (e) {
      // The store checked it, but the session refused it: keep it aside like any bad save.
      this.resumingId = null;
      void this.store.setAside('corrupt', e instanceof Error ? e.message : String(e));
      this.controller.notices.push(this.controller.messages.ui.saveCorrupt);
      return false;
    }
  }
}
