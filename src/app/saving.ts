/**
 * Keeps every game the same way (src/storage/save-store.ts by the module's SaveSpec):
 *
 * - saves the running game after every change and when focus moves to another zone, so a reload, a
 *   closed tab or a killed browser resumes at the last move; writes never overlap and the newest
 *   state is the one written; "opened last" is written with every save;
 * - at boot finds the game open last (the pointer, or for saves of earlier builds the newest slot)
 *   and resumes it exactly, or tells why it cannot (corrupt, too new, unmigratable: kept aside,
 *   never deleted) and offers the chooser;
 * - a full quota (or a broken database) is announced once and play goes on;
 * - the settings are written on every change too; finished games go to the statistics once.
 */
import type { Announcer } from '../announcer/announcer.js';
import { GAMES, gameEntry } from '../games/registry.js';
import type { GameModule, GamePlay } from '../play/module.js';
import { CoalescedWrites } from '../storage/coalesced-writes.js';
import type { GameResult, SaveResult, SaveStore } from '../storage/save-store.js';
import { checkSettings, type Settings } from '../session/settings.js';
import type { AppController } from './app-controller.js';

export class Saving {
  /** What the last save reported (the e2e checks and the bench read it). */
  lastSave: SaveResult | null = null;
  /** The zone that last had the focus. */
  focusZone: string | null = null;
  /** The item of that zone that had it (its data-key: a card, an option), so that a reload puts focus back on it. */
  focusKey: string | null = null;
  /** A game was opened in this tab (an update then waits for the player). */
  opened = false;
  /** A bad save was found (and kept aside) at start: the chooser is offered. */
  badSave = false;
  private readonly writes = new CoalescedWrites(() => this.write());
  private problemReported = false;
  private settingsWritten: string;
  private written = '';

  constructor(
    private readonly controller: AppController,
    private readonly announcer: Announcer,
    readonly store: SaveStore,
    private readonly doc: Document = document,
  ) {
    this.settingsWritten = JSON.stringify(controller.settings);
    controller.addEventListener('change', this.onChange);
    controller.addEventListener('game-open', (e) => {
      const play = (e as CustomEvent<GamePlay>).detail;
      this.written = '';
      this.opened = true;
      void this.store.setOpenedLast(play.gameId, this.controller.module!.save.slot);
      this.save();
    });
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
    if (this.controller.play) this.save();
  };

  private readonly onFocus = (e: FocusEvent) => {
    // A zone of the game's table (the menu or a dialog is not where a resumed game puts focus).
    const zone = (e.target as Element | null)?.closest?.<HTMLElement>('game-table [data-zone]')?.dataset['zone'];
    if (!zone) return;
    this.focusZone = zone;
    const item = (e.target as HTMLElement).dataset;
    this.focusKey = item['item'] !== undefined ? (item['key'] ?? null) : null;
    // Another zone, or another item in it (a patience keeps the focused place): written when the
    // snapshot changed (write() skips an unchanged one).
    if (this.controller.play) this.save();
  };

  /** Saves the newest state soon (coalesced); `flush()` waits for it. */
  save(): void {
    this.writes.request();
  }

  /** Resolves when every change so far is written (or was refused). */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  private async write(): Promise<void> {
    // Let the synchronous work of this turn (announcements, log, focus) finish first.
    await Promise.resolve();
    const play = this.controller.play;
    const module = this.controller.module;
    if (!play || !module) return;
    const snap = play.snapshot({ log: [...this.announcer.log], focusZone: this.focusZone, focusKey: this.focusKey });
    if (!snap) return;
    // Nothing new since the last good save (a 'change' only to re-render): no write.
    const { savedAt: _at, settings: _s, ...rest } = snap as { savedAt: string; settings?: unknown };
    const sig = JSON.stringify(rest);
    if (sig === this.written) return;
    const r = await this.store.save(module.save, snap, play.gameId);
    this.lastSave = r;
    if (r.ok) {
      this.written = sig;
      this.problemReported = false;
      return;
    }
    if (this.problemReported) return;
    this.problemReported = true;
    const m = this.controller.messages.ui;
    const text = r.reason === 'quota' ? m.saveQuotaFull : m.saveFailed;
    this.controller.notices.push(text);
    this.announcer.announce(text, { kind: 'error', priority: 'assertive' });
    this.controller.changed();
  }

  /** A finished game, counted once. */
  record(result: GameResult): void {
    void this.store.recordResult(result);
  }

  /** Played and won per game, for the chooser and the tables. */
  async loadStats(): Promise<void> {
    try {
      const s = await this.store.statistics();
      for (const [game, g] of Object.entries(s.games)) this.controller.stats.set(game, { played: g.played, won: g.won });
    } catch {
      // No statistics (storage blocked): the chooser says none yet.
    }
  }

  /** The settings kept in IndexedDB (they win over localStorage, which can lose its last writes). */
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
   * The game open last and its saved state, checked by its module; or null (nothing saved, or a
   * bad save: kept aside by the store and told in `controller.notices`).
   */
  async openedLast(): Promise<{ game: string; module: GameModule; snapshot: unknown } | null> {
    const slots = [...new Set(GAMES.map((g) => g.saveSlot))];
    const last = await this.store.openedLast(slots);
    if (!last) return null;
    const saved = await this.loadSlot(last.slot, last.game);
    if (saved || this.badSave || last.game === null) return saved;
    // The game open last has no save any more (finished, or kept aside earlier): the newest other one.
    const other = await this.store.openedLast(slots.filter((s) => s !== last.slot), { pointer: false });
    return other ? this.loadSlot(other.slot, null) : null;
  }

  /** The save in a slot, checked by the module of `game` (or of the slot's first game). */
  async loadSlot(slot: string, game: string | null): Promise<{ game: string; module: GameModule; snapshot: unknown } | null> {
    const entry = gameEntry(game) ?? GAMES.find((g) => g.saveSlot === slot);
    if (!entry) return null;
    const module = await this.controller.loadGame(entry.id);
    const r = await this.store.load(module.save);
    if (!r.ok) {
      const m = this.controller.messages.ui;
      const text = r.reason === 'corrupt' ? m.saveCorrupt : r.reason === 'tooNew' ? m.saveTooNew : r.reason === 'unmigratable' ? m.saveUnmigratable : r.reason === 'unavailable' ? m.saveUnavailable : null;
      if (text && r.reason !== 'none') {
        this.controller.notices.push(module.saveText?.(this.controller.settings.locale, r.reason) ?? text);
        // A save kept aside: the chooser is offered, whatever the address asked for.
        if (r.reason !== 'unavailable') this.badSave = true;
      }
      return null;
    }
    // A slot shared by several games (the patiences) names its game in the save.
    const named = (r.snapshot as { game?: unknown }).game;
    const id = typeof named === 'string' && gameEntry(named)?.saveSlot === slot ? named : entry.id;
    return { game: id, module: id === entry.id ? module : await this.controller.loadGame(id), snapshot: r.snapshot };
  }

  /** The saved game of `game` when it is the same deal as a start the address asks for. */
  async sameGame(game: string, options: unknown, seed: string): Promise<{ game: string; module: GameModule; snapshot: unknown } | null> {
    const entry = gameEntry(game);
    if (!entry) return null;
    const saved = await this.loadSlot(entry.saveSlot, game);
    return saved && saved.game === game && saved.module.sameGame(saved.snapshot, options, seed) ? saved : null;
  }

  /** A save its game refused when resuming: kept aside like any bad save, and told. */
  async refuse(game: string, e: unknown): Promise<void> {
    const entry = gameEntry(game)!;
    await this.store.setAside('corrupt', e instanceof Error ? e.message : String(e), entry.saveSlot);
    this.badSave = true;
    const module = await this.controller.loadGame(game).catch(() => null);
    const text = module?.saveText?.(this.controller.settings.locale, 'corrupt') ?? this.controller.messages.ui.saveCorrupt;
    this.controller.notices.push(text);
    this.announcer.announce(text, { kind: 'error', priority: 'assertive' });
  }
}
