/**
 * The saved game and the statistics, in IndexedDB (raw API, no dependency).
 *
 * - One current save (`game` store, key 'current'), written after every move. A snapshot is plain
 *   JSON data with a `version`; `loadGame` migrates an older version step by step (`MIGRATIONS`),
 *   checks every part of it (the engine's `stateFromJSON` checks the state) and never deletes a bad
 *   save: a corrupt, too new or unmigratable save is moved to the `aside` store (with the reason and
 *   the error) and reported, and the caller offers a new game.
 * - Storage errors never stop play: `saveGame` and `recordSession` resolve with `{ ok: false, reason:
 *   'quota' }` on QuotaExceededError (and 'error' for anything else) instead of throwing.
 * - A second slot (`game` store, key 'patience') holds the patience in progress, with its own snapshot
 *   version and the same rules (migrations, checks, keep-aside, quota). The store checks its shape;
 *   the patience kit replays its moves with the engine when it resumes (src/app/patience-save.ts).
 * - The settings (`game` store, key 'settings'), written on every change beside localStorage.
 * - Statistics (`stats` store): one record per finished session (date, seed, players, my balance,
 *   place), keyed by the game's id so a session is counted once.
 */
import type { LogEntry } from '../announcer/announcer.js';
import type { GameConfig, Step } from '../play/session.js';
import type { Settings } from '../session/settings.js';
import type { Zone } from '../commands/commands.js';
import { stateFromJSON, type PapillonState } from '../games/papillon/index.js';
import type { PatienceId, PatienceMove, PatienceOptions, PatienceState } from '../games/patience/index.js';
import { isPatienceId } from '../games/patience/modes.js';

/** The snapshot format written now. Bump it and add a migration from the previous version. */
export const SAVE_VERSION = 1;

export type FocusZone = Zone;
const ZONES: readonly string[] = ['hand', 'table', 'choices', 'status', 'actions', 'commandLine', 'log'];
const LOG_KINDS: readonly string[] = ['event', 'turn', 'error', 'info', 'echo'];

export interface Snapshot {
  version: number;
  /** ISO date of the save. */
  savedAt: string;
  /** Identifies one game from its start (statistics count it once). */
  gameId: string;
  config: GameConfig;
  state: PapillonState;
  steps: Step[];
  log: LogEntry[];
  focusZone: FocusZone | null;
  settings?: Settings;
}

/** The patience snapshot format written now (its own line of versions and migrations). */
export const PATIENCE_SAVE_VERSION = 1;

/** A patience in progress: the deal (game, seed, options), the moves made, the redo stack, the log and the focused place. */
export interface PatienceSnapshot {
  version: number;
  savedAt: string;
  gameId: string;
  game: PatienceId;
  seed: string;
  options: PatienceOptions;
  /** The state now (checked against the moves replayed from the deal when it resumes). */
  state: PatienceState;
  /** The moves made since the deal, oldest first (undo walks back through them). */
  moves: PatienceMove[];
  /** The moves undone, the next to redo last. */
  undone: PatienceMove[];
  /** The deal's result is already in the statistics. */
  recorded: boolean;
  log: LogEntry[];
  /** The key of the place in focus. */
  focusKey: string | null;
}

/** The two saved games: Papillon's (key 'current') and the patience's (key 'patience'). */
export type Slot = 'papillon' | 'patience';

/** Turns a record of version n into one of version n + 1 (throws when it cannot). */
export type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

/** Migrations by the version they start from. None yet: version 1 is the first format. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {};

export type SaveProblem = 'quota' | 'unavailable' | 'error';
export type SaveResult = { ok: true } | { ok: false; reason: SaveProblem; message: string };

export type LoadProblem = 'none' | 'corrupt' | 'tooNew' | 'unmigratable' | 'unavailable';
export type LoadResult<S = Snapshot> =
  | { ok: true; snapshot: S; migratedFrom: number | null }
  | { ok: false; reason: LoadProblem; keptAsideKey: string | null; message: string; version?: number };

export interface AsideRecord {
  key: string;
  /** 'migrated': the original of a save that was migrated, kept as a backup. */
  reason: 'corrupt' | 'tooNew' | 'unmigratable' | 'migrated';
  keptAt: string;
  message: string;
  /** The save exactly as it was found. */
  raw: unknown;
  /** Which save it was (absent: Papillon's, as before the patience slot). */
  slot?: Slot;
}

export interface SessionRecord {
  /** The game's id (Snapshot.gameId). */
  id: string;
  finishedAt: string;
  seed: string;
  players: number;
  /** My counter balance at the end of the session. */
  balance: number;
  /** 1 = best; equal balances share a place. */
  place: number;
  won: boolean;
}

export interface Statistics {
  played: number;
  won: number;
  /** Oldest first. */
  sessions: SessionRecord[];
}

export interface SaveStoreOptions {
  dbName?: string;
  /** The snapshot version this code writes (tests use other values). */
  version?: number;
  migrations?: Readonly<Record<number, Migration>>;
  /** The same two for the patience slot. */
  patienceVersion?: number;
  patienceMigrations?: Readonly<Record<number, Migration>>;
  factory?: IDBFactory;
}

const DB_VERSION = 1;
const GAME = 'game';
const ASIDE = 'aside';
const STATS = 'stats';
const CURRENT = 'current';
const PATIENCE = 'patience';
const SETTINGS = 'settings';
const KEYS: Record<Slot, string> = { papillon: CURRENT, patience: PATIENCE };

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('transaction aborted', 'AbortError'));
    tx.onerror = (e) => e.preventDefault(); // the abort handler reports it once
  });
}

/** True for a full quota, in every form browsers report it. */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const err = e as { name?: unknown; code?: unknown };
  return err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22;
}

function failure(e: unknown): { ok: false; reason: SaveProblem; message: string } {
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return { ok: false, reason: isQuotaError(e) ? 'quota' : 'error', message };
}

class SnapshotError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkLog(log: unknown): LogEntry[] {
  if (!Array.isArray(log)) throw new SnapshotError('log must be a list');
  for (const e of log as unknown[]) {
    if (!isObject(e) || typeof e['id'] !== 'number' || typeof e['text'] !== 'string' || !LOG_KINDS.includes(e['kind'] as string)) {
      throw new SnapshotError('every log entry needs id, text and kind');
    }
  }
  return log as LogEntry[];
}

function checkSaved(raw: Record<string, unknown>): void {
  if (typeof raw['savedAt'] !== 'string') throw new SnapshotError('savedAt must be a date string');
  if (typeof raw['gameId'] !== 'string' || raw['gameId'] === '') throw new SnapshotError('gameId must be a non-empty string');
}

/**
 * Checks the shape of a patience snapshot of the current version (the engines are not on the first
 * screen: the kit replays the moves and compares the state when it resumes). Throws a clear Error.
 */
export function checkPatienceSnapshot(raw: Record<string, unknown>): PatienceSnapshot {
  const bad = (what: string): never => {
    throw new SnapshotError(what);
  };
  checkSaved(raw);
  const game = raw['game'];
  if (!isPatienceId(game)) bad(`unknown patience ${JSON.stringify(game)}`);
  if (typeof raw['seed'] !== 'string' || raw['seed'] === '') bad('seed must be a non-empty string');
  if (!isObject(raw['options'])) bad('options must be an object');
  const state = raw['state'];
  if (!isObject(state) || state['game'] !== game) bad('state must be a state of the same patience');
  for (const k of ['moves', 'undone']) {
    const list = raw[k];
    if (!Array.isArray(list) || !list.every((m) => isObject(m) && typeof m['type'] === 'string')) bad(`${k} must be a list of moves`);
  }
  if (typeof raw['recorded'] !== 'boolean') bad('recorded must be true or false');
  const log = checkLog(raw['log']);
  const focusKey = raw['focusKey'] ?? null;
  if (focusKey !== null && typeof focusKey !== 'string') bad('focusKey must be a string or null');
  return { ...(raw as unknown as PatienceSnapshot), log, focusKey: focusKey as string | null };
}

/** Checks a snapshot of the current version; returns it with the state as the engine reads it. Throws a clear Error. */
export function checkSnapshot(raw: Record<string, unknown>): Snapshot {
  const bad = (what: string): never => {
    throw new SnapshotError(what);
  };
  checkSaved(raw);
  const config = raw['config'];
  if (!isObject(config)) bad('config must be an object');
  const c = config as Record<string, unknown>;
  if (typeof c['seed'] !== 'string') bad('config.seed must be a string');
  if (!isObject(c['options'])) bad('config.options must be an object');
  const seats = c['seats'];
  if (!Array.isArray(seats) || seats.length < 3 || seats.length > 4) bad('config.seats must list 3 or 4 seats');
  for (const s of seats as unknown[]) {
    if (!isObject(s) || typeof s['name'] !== 'string' || (s['kind'] !== 'human' && s['kind'] !== 'computer') || typeof s['level'] !== 'string') {
      bad('every seat needs a name, a kind (human or computer) and a level');
    }
  }
  if ((seats as { kind: string }[]).filter((s) => s.kind === 'human').length !== 1) bad('exactly one seat must be human');
  let state: PapillonState;
  try {
    state = stateFromJSON(raw['state']);
  } catch (e) {
    return bad(`state: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (state.options.players !== (seats as unknown[]).length) bad('the state and the seats disagree on the number of players');
  const steps = raw['steps'];
  if (!Array.isArray(steps) || steps.length === 0) bad('steps must be a non-empty list');
  for (const s of steps as unknown[]) {
    if (!isObject(s) || !Array.isArray(s['events']) || !('actor' in s) || !('move' in s)) bad('every step needs actor, move and events');
  }
  const log = checkLog(raw['log']);
  const focusZone = raw['focusZone'] ?? null;
  if (focusZone !== null && !ZONES.includes(focusZone as string)) bad(`unknown focus zone ${JSON.stringify(focusZone)}`);
  const settings = raw['settings'];
  if (settings !== undefined && !isObject(settings)) bad('settings must be an object');
  return {
    version: raw['version'] as number,
    savedAt: raw['savedAt'] as string,
    gameId: raw['gameId'] as string,
    config: config as unknown as GameConfig,
    state,
    steps: steps as Step[],
    log,
    focusZone: focusZone as FocusZone | null,
    ...(settings !== undefined ? { settings: settings as unknown as Settings } : {}),
  };
}

export class SaveStore {
  readonly dbName: string;
  readonly version: number;
  readonly patienceVersion: number;
  private readonly migrations: Readonly<Record<number, Migration>>;
  private readonly patienceMigrations: Readonly<Record<number, Migration>>;
  private readonly factory: IDBFactory | null;
  private db: Promise<IDBDatabase> | null = null;

  constructor(opts: SaveStoreOptions = {}) {
    this.dbName = opts.dbName ?? 'papillon';
    this.version = opts.version ?? SAVE_VERSION;
    this.migrations = opts.migrations ?? MIGRATIONS;
    this.patienceVersion = opts.patienceVersion ?? PATIENCE_SAVE_VERSION;
    this.patienceMigrations = opts.patienceMigrations ?? {};
    this.factory = opts.factory ?? (typeof indexedDB === 'undefined' ? null : indexedDB);
  }

  private open(): Promise<IDBDatabase> {
    if (this.db) return this.db;
    const factory = this.factory;
    this.db = new Promise<IDBDatabase>((resolve, reject) => {
      if (!factory) return reject(new DOMException('IndexedDB is not available', 'NotSupportedError'));
      let r: IDBOpenDBRequest;
      try {
        r = factory.open(this.dbName, DB_VERSION);
      } catch (e) {
        return reject(e);
      }
      r.onupgradeneeded = () => {
        const db = r.result;
        if (!db.objectStoreNames.contains(GAME)) db.createObjectStore(GAME);
        if (!db.objectStoreNames.contains(ASIDE)) db.createObjectStore(ASIDE);
        if (!db.objectStoreNames.contains(STATS)) db.createObjectStore(STATS, { keyPath: 'id' });
      };
      r.onsuccess = () => {
        const db = r.result;
        // Another tab upgrading the schema: let it, and reopen on the next call.
        db.onversionchange = () => {
          db.close();
          this.db = null;
        };
        resolve(db);
      };
      r.onerror = () => reject(r.error ?? new Error('IndexedDB open failed'));
      r.onblocked = () => reject(new DOMException('IndexedDB open blocked by another tab', 'InvalidStateError'));
    });
    this.db.catch(() => (this.db = null));
    return this.db;
  }

  /** Closes the connection (tests delete the database afterwards). */
  async close(): Promise<void> {
    const db = this.db;
    this.db = null;
    if (db) (await db.catch(() => null))?.close();
  }

  /** Puts (or with `undefined` deletes) one record of the `game` store. Never throws. */
  private async write(key: string, value: unknown): Promise<SaveResult> {
    try {
      const db = await this.open();
      const tx = db.transaction(GAME, 'readwrite');
      const finished = done(tx);
      if (value === undefined) tx.objectStore(GAME).delete(key);
      else tx.objectStore(GAME).put(value, key);
      await finished;
      return { ok: true };
    } catch (e) {
      return failure(e);
    }
  }

  /** Writes the current game. Never throws: a full quota or a broken database is reported in the result. */
  saveGame(snapshot: Snapshot): Promise<SaveResult> {
    return this.write(CURRENT, snapshot);
  }

  /** Writes the patience in progress (its own slot beside Papillon's). Never throws, like saveGame. */
  savePatience(snapshot: PatienceSnapshot): Promise<SaveResult> {
    return this.write(PATIENCE, snapshot);
  }

  /** Keeps the settings (IndexedDB survives a killed browser better than localStorage). Never throws. */
  saveSettings(settings: Settings): Promise<SaveResult> {
    return this.write(SETTINGS, settings);
  }

  /** The kept settings as stored (unchecked: see checkSettings), or undefined. Never throws. */
  async loadSettings(): Promise<unknown> {
    try {
      return await this.read(SETTINGS);
    } catch {
      return undefined;
    }
  }

  private async read(key: string): Promise<unknown> {
    const db = await this.open();
    return req(db.transaction(GAME, 'readonly').objectStore(GAME).get(key));
  }

  /** Removes the current game (the player started none, or it was finished and left). */
  clearGame(): Promise<SaveResult> {
    return this.write(CURRENT, undefined);
  }

  /** Removes the saved patience. */
  clearPatience(): Promise<SaveResult> {
    return this.write(PATIENCE, undefined);
  }

  /** Writes a record exactly as given into a slot (tests; imports). */
  async putRaw(value: unknown, slot: Slot = 'papillon'): Promise<void> {
    const r = await this.write(KEYS[slot], value);
    if (!r.ok) throw new Error(r.message);
  }

  /** Reads, migrates and checks the current game. A bad save is moved aside, never dropped. */
  loadGame(): Promise<LoadResult> {
    return this.load('papillon', this.version, this.migrations, checkSnapshot);
  }

  /** Reads, migrates and checks (the shape of) the saved patience, by the same rules as loadGame. */
  loadPatience(): Promise<LoadResult<PatienceSnapshot>> {
    return this.load('patience', this.patienceVersion, this.patienceMigrations, checkPatienceSnapshot);
  }

  private async load<S>(slot: Slot, current: number, migrations: Readonly<Record<number, Migration>>, check: (raw: Record<string, unknown>) => S): Promise<LoadResult<S>> {
    let raw: unknown;
    try {
      raw = await this.read(KEYS[slot]);
    } catch (e) {
      return { ok: false, reason: 'unavailable', keptAsideKey: null, message: failure(e).message };
    }
    if (raw === undefined) return { ok: false, reason: 'none', keptAsideKey: null, message: 'no saved game' };

    const aside = async (reason: 'corrupt' | 'tooNew' | 'unmigratable', message: string, version?: number): Promise<LoadResult<S>> => {
      const keptAsideKey = await this.keepAside(slot, raw, reason, message);
      return { ok: false, reason, keptAsideKey, message, ...(version !== undefined ? { version } : {}) };
    };

    if (!isObject(raw)) return aside('corrupt', 'the save is not an object');
    const version = raw['version'];
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      return aside('corrupt', `the save has no valid version (${JSON.stringify(version)})`);
    }
    if (version > current) return aside('tooNew', `the save has version ${version}; this app reads up to ${current}`, version);

    let record: Record<string, unknown> = raw;
    if (version < current) {
      try {
        for (let v = version; v < current; v++) {
          const migrate = migrations[v];
          if (!migrate) throw new Error(`no migration from version ${v}`);
          const next = migrate(record);
          if (!isObject(next)) throw new Error(`the migration from version ${v} gave no object`);
          record = { ...next, version: v + 1 };
        }
        const snapshot = check(record);
        // The original goes aside as a backup and the migrated save takes its place, in one
        // transaction. When that fails (quota) the original simply stays; play goes on.
        await this.keepAside(slot, raw, 'migrated', `migrated from version ${version} to ${current}; the original is kept`, snapshot);
        return { ok: true, snapshot, migratedFrom: version };
      } catch (e) {
        return aside('unmigratable', `version ${version} cannot be read: ${e instanceof Error ? e.message : String(e)}`, version);
      }
    }
    try {
      return { ok: true, snapshot: check(record), migratedFrom: null };
    } catch (e) {
      return aside('corrupt', e instanceof Error ? e.message : String(e));
    }
  }

  /**
   * Moves a save into the aside store and out of the current slot (or replaces it with its migrated
   * form) in one transaction. When the database refuses (quota), the save stays where it was:
   * nothing is ever lost.
   */
  private async keepAside(slot: Slot, raw: unknown, reason: AsideRecord['reason'], message: string, replacement?: unknown): Promise<string | null> {
    const keptAt = new Date().toISOString();
    const key = `${keptAt}-${reason}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      const db = await this.open();
      const tx = db.transaction([GAME, ASIDE], 'readwrite');
      const finished = done(tx);
      const record: AsideRecord = { key, reason, keptAt, message, raw, slot };
      tx.objectStore(ASIDE).put(record, key);
      if (replacement) tx.objectStore(GAME).put(replacement, KEYS[slot]);
      else tx.objectStore(GAME).delete(KEYS[slot]);
      await finished;
      return key;
    } catch {
      return null;
    }
  }

  /** Moves a save aside (one that loaded but could not be resumed). Returns its key, or null. */
  async setAside(reason: 'corrupt' | 'tooNew' | 'unmigratable', message: string, slot: Slot = 'papillon'): Promise<string | null> {
    let raw: unknown;
    try {
      raw = await this.read(KEYS[slot]);
    } catch {
      return null;
    }
    return raw === undefined ? null : this.keepAside(slot, raw, reason, message);
  }

  /** Saves kept aside, oldest first. */
  async listAside(): Promise<AsideRecord[]> {
    const db = await this.open();
    return req(db.transaction(ASIDE, 'readonly').objectStore(ASIDE).getAll() as IDBRequest<AsideRecord[]>);
  }

  /** Records a finished session once (by its id). Never throws. */
  async recordSession(record: SessionRecord): Promise<SaveResult> {
    try {
      const db = await this.open();
      const tx = db.transaction(STATS, 'readwrite');
      const finished = done(tx);
      tx.objectStore(STATS).put(record);
      await finished;
      return { ok: true };
    } catch (e) {
      return failure(e);
    }
  }

  async statistics(): Promise<Statistics> {
    const db = await this.open();
    const all = await req(db.transaction(STATS, 'readonly').objectStore(STATS).getAll() as IDBRequest<SessionRecord[]>);
    const sessions = all.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
    return { played: sessions.length, won: sessions.filter((s) => s.won).length, sessions };
  }
}

let shared: SaveStore | null = null;
/** The app's store (database 'papillon'). */
export function saveStore(): SaveStore {
  return (shared ??= new SaveStore());
}

export const saveGame = (snapshot: Snapshot): Promise<SaveResult> => saveStore().saveGame(snapshot);
export const loadGame = (): Promise<LoadResult> => saveStore().loadGame();
