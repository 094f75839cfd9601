/**
 * Saved games, the settings and the statistics, in IndexedDB (raw API, no dependency), for every
 * game alike: the store knows a game only by the `SaveSpec` of its module (below: slot key, format
 * version, migrations, shape check) and by its registry id. It names no game.
 *
 * Database 'papillon', version 2:
 * - `game` store, by key: one slot per game or family (`spec.slot`; Papillon keeps 'current' and
 *   the patiences 'patience', so the saves of earlier builds resume), 'settings', and
 *   'opened-last': which game was open last ({ game, slot, at }), written with every save and when a
 *   game opens. Earlier builds wrote no pointer: `openedLast(slots)` then compares the slots' `savedAt`.
 * - `aside`: bad saves, never deleted: the record exactly as found, the reason, the message, its slot.
 * - `stats`: one `GameResult` per finished game, keyed by its id (a game is counted once). Records of
 *   the first format — before results had a `game`: { id, finishedAt, seed, players, balance, place,
 *   won }, written when only one game kept statistics — are read as results of `legacyGame` (an
 *   option the shell gives), `balance` as the score.
 * - `totals` (new in version 2): counts that have no records of single games behind them — the
 *   played/won counts an earlier build kept elsewhere — imported once per source and added to the
 *   game's counts.
 *
 * Rules: `load` migrates an older save step by step, checks it with the module's check, and never
 * deletes a bad save: a corrupt, too new or unmigratable save is moved aside (with the reason) and
 * reported, and the caller offers a new game. Writes never throw: a full quota resolves with
 * `{ ok: false, reason: 'quota' }`, anything else with 'error' (or 'unavailable' without IndexedDB).
 */
import type { Settings } from '../session/settings.js';
import { APP_ID } from './app-id.js';
import { isObject } from './checks.js';

/** The rows of a save slot (IndexedDB key, format version and migrations, a shape check). */
export interface SaveSpec<T = unknown> {
  /** The store key (Papillon keeps 'current', the patiences 'patience': saves of earlier builds resume). */
  readonly slot: string;
  readonly version: number;
  readonly migrations: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>>;
  /** Checks a record read back; throws an Error naming what is wrong. */
  check(raw: Record<string, unknown>): T;
}

/** One finished game for the statistics: the same shape for every game. */
export interface GameResult {
  /** Identifies the game from its start, so it is counted once. */
  readonly id: string;
  readonly game: string;
  readonly finishedAt: string;
  readonly seed: string;
  readonly won: boolean;
  readonly players: number;
  /** The player's score at the end (counters, points), if the game has one. */
  readonly score?: number;
  /** 1 = best. */
  readonly place?: number;
  /** The game's own counts for this game (Matsch, announcements won, slams …), named in its chooser texts (`feats`). */
  readonly feats?: Readonly<Record<string, number>>;
}

/** Turns a record of version n into one of version n + 1 (throws when it cannot). */
export type Migration = SaveSpec['migrations'][number];

export type SaveProblem = 'quota' | 'unavailable' | 'error';
export type SaveResult = { ok: true } | { ok: false; reason: SaveProblem; message: string };

export type LoadProblem = 'none' | 'corrupt' | 'tooNew' | 'unmigratable' | 'unavailable';
export type LoadResult<S = unknown> =
  | { ok: true; snapshot: S; migratedFrom: number | null }
  | { ok: false; reason: LoadProblem; keptAsideKey: string | null; message: string; version?: number };

/** Why a save was put aside ('migrated': the original of a migrated save, kept as a backup). */
export type AsideReason = 'corrupt' | 'tooNew' | 'unmigratable' | 'migrated';

export interface AsideRecord {
  key: string;
  reason: AsideReason;
  keptAt: string;
  message: string;
  /** The save exactly as it was found. */
  raw: unknown;
  /**
   * The slot key it came from ('current', 'patience', …). Earlier builds wrote 'papillon' for the
   * slot 'current', and nothing before there were two slots.
   */
  slot?: string;
}

/** The game open last: its registry id (null when only the saves' dates tell), its slot, when. */
export interface OpenedLast {
  readonly game: string | null;
  readonly slot: string;
  readonly at: string;
}

/** Counts of games played and won. */
export interface Totals {
  readonly played: number;
  readonly won: number;
}

/** The statistics of one game, or of all. */
export interface StatisticsOf {
  /** Games played: the results below plus the carried counts. */
  readonly played: number;
  readonly won: number;
  /** Counts imported without single records (included in played and won). */
  readonly carried: Totals;
  /** The finished games recorded one by one, oldest first. */
  readonly results: readonly GameResult[];
}

/** Everything (or one game, when asked for one), and each game on its own. */
export interface Statistics extends StatisticsOf {
  readonly games: Readonly<Record<string, StatisticsOf>>;
}

export type ImportResult = { ok: true; imported: boolean } | { ok: false; reason: SaveProblem; message: string };

export interface SaveStoreOptions {
  dbName?: string;
  factory?: IDBFactory;
  /** The game whose results the `stats` store held before results named their game. */
  legacyGame?: string;
}

const DB_VERSION = 2;
const GAME = 'game';
const ASIDE = 'aside';
const STATS = 'stats';
const TOTALS = 'totals';
const SETTINGS = 'settings';
const OPENED_LAST = 'opened-last';
/** Keys of the `game` store that are not game slots. */
export const RESERVED_KEYS: readonly string[] = [SETTINGS, OPENED_LAST];

interface TotalsRecord {
  /** Where the counts came from (e.g. a localStorage key); imported once. */
  source: string;
  importedAt: string;
  counts: Record<string, Totals>;
}

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

/**
 * A request threw while a transaction was being filled: abort it (nothing of it is written) and
 * wait for the end. Returns the error to report: the transaction's own when that was a full quota
 * (a put that aborted it makes the next one throw 'TransactionInactiveError'), else the one thrown.
 */
async function abandon(tx: IDBTransaction, finished: Promise<void>, thrown: unknown): Promise<unknown> {
  try {
    tx.abort();
  } catch {
    // already aborted
  }
  const ended = await finished.then(
    () => null,
    (e: unknown) => e,
  );
  return isQuotaError(thrown) ? thrown : isQuotaError(ended) ? ended : thrown;
}

/** True for a full quota, in every form browsers report it. */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const err = e as { name?: unknown; code?: unknown };
  return err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22;
}

function failure(e: unknown): { ok: false; reason: SaveProblem; message: string } {
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  const unavailable = e instanceof DOMException && e.name === 'NotSupportedError';
  return { ok: false, reason: isQuotaError(e) ? 'quota' : unavailable ? 'unavailable' : 'error', message };
}

function slotKey(slot: string): string {
  if (typeof slot !== 'string' || slot === '' || RESERVED_KEYS.includes(slot)) throw new Error(`${JSON.stringify(slot)} cannot be a save slot`);
  return slot;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

export class SaveStore {
  readonly dbName: string;
  readonly legacyGame: string | null;
  private readonly factory: IDBFactory | null;
  private db: Promise<IDBDatabase> | null = null;

  constructor(opts: SaveStoreOptions = {}) {
    this.dbName = opts.dbName ?? APP_ID;
    this.legacyGame = opts.legacyGame ?? null;
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
        // Version 1 (earlier builds) had game, aside and stats; version 2 adds totals. Nothing is rewritten.
        const db = r.result;
        if (!db.objectStoreNames.contains(GAME)) db.createObjectStore(GAME);
        if (!db.objectStoreNames.contains(ASIDE)) db.createObjectStore(ASIDE);
        if (!db.objectStoreNames.contains(STATS)) db.createObjectStore(STATS, { keyPath: 'id' });
        if (!db.objectStoreNames.contains(TOTALS)) db.createObjectStore(TOTALS, { keyPath: 'source' });
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

  /** Puts (or with `undefined` deletes) records of the `game` store in one transaction. Never throws. */
  private async write(entries: readonly (readonly [string, unknown])[]): Promise<SaveResult> {
    try {
      const db = await this.open();
      const tx = db.transaction(GAME, 'readwrite');
      const finished = done(tx);
      const store = tx.objectStore(GAME);
      try {
        for (const [key, value] of entries) {
          if (value === undefined) store.delete(key);
          else store.put(value, key);
        }
      } catch (e) {
        throw await abandon(tx, finished, e);
      }
      await finished;
      return { ok: true };
    } catch (e) {
      return failure(e);
    }
  }

  private async read(key: string): Promise<unknown> {
    const db = await this.open();
    return req(db.transaction(GAME, 'readonly').objectStore(GAME).get(key));
  }

  // -- saved games --------------------------------------------------------------------------

  /**
   * Writes a game's snapshot into its slot and, in the same transaction, the opened-last pointer
   * (`game`: the registry id of the game saved). Never throws: a full quota or a broken database is
   * reported in the result, and the previous save stays.
   */
  async save<T>(spec: SaveSpec<T>, snapshot: T, game: string): Promise<SaveResult> {
    let key: string;
    try {
      key = slotKey(spec.slot);
    } catch (e) {
      return failure(e);
    }
    const pointer: OpenedLast = { game, slot: key, at: new Date().toISOString() };
    return this.write([
      [key, snapshot],
      [OPENED_LAST, pointer],
    ]);
  }

  /** Removes a slot's save (the pointer stays; `openedLast` callers check the slot). Never throws. */
  async clear(spec: Pick<SaveSpec, 'slot'>): Promise<SaveResult> {
    try {
      return await this.write([[slotKey(spec.slot), undefined]]);
    } catch (e) {
      return failure(e);
    }
  }

  /** Writes a record exactly as given into a slot (tests; imports). Throws when it cannot. */
  async putRaw(slot: string, value: unknown): Promise<void> {
    const r = await this.write([[slotKey(slot), value]]);
    if (!r.ok) throw new Error(r.message);
  }

  /**
   * Reads, migrates and checks a slot's save with the module's spec. An older version is migrated
   * step by step (`spec.migrations[n]`: n → n + 1), checked, written back, and the original kept
   * aside ('migrated'). A bad save is moved aside, never dropped: 'corrupt' (no object, no valid
   * version, or the check threw), 'tooNew', 'unmigratable' (no path, or a migration threw). 'none':
   * nothing saved; 'unavailable': no database.
   */
  async load<T>(spec: SaveSpec<T>): Promise<LoadResult<T>> {
    const slot = spec.slot;
    const current = spec.version;
    let raw: unknown;
    try {
      raw = await this.read(slotKey(slot));
    } catch (e) {
      return { ok: false, reason: 'unavailable', keptAsideKey: null, message: failure(e).message };
    }
    if (raw === undefined) return { ok: false, reason: 'none', keptAsideKey: null, message: 'no saved game' };

    const aside = async (reason: 'corrupt' | 'tooNew' | 'unmigratable', message: string, version?: number): Promise<LoadResult<T>> => {
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
          const migrate = spec.migrations[v];
          if (!migrate) throw new Error(`no migration from version ${v}`);
          const next = migrate(record);
          if (!isObject(next)) throw new Error(`the migration from version ${v} gave no object`);
          record = { ...next, version: v + 1 };
        }
        const snapshot = spec.check(record);
        // The original goes aside as a backup and the migrated save takes its place, in one
        // transaction. When that fails (quota) the original simply stays; play goes on.
        await this.keepAside(slot, raw, 'migrated', `migrated from version ${version} to ${current}; the original is kept`, snapshot);
        return { ok: true, snapshot, migratedFrom: version };
      } catch (e) {
        return aside('unmigratable', `version ${version} cannot be read: ${e instanceof Error ? e.message : String(e)}`, version);
      }
    }
    try {
      return { ok: true, snapshot: spec.check(record), migratedFrom: null };
    } catch (e) {
      return aside('corrupt', e instanceof Error ? e.message : String(e));
    }
  }

  /**
   * Moves a save into the aside store and out of its slot (or replaces it with its migrated form)
   * in one transaction. When the database refuses (quota), the save stays where it was: nothing is
   * ever lost.
   */
  private async keepAside(slot: string, raw: unknown, reason: AsideReason, message: string, replacement?: unknown): Promise<string | null> {
    const keptAt = new Date().toISOString();
    const key = `${keptAt}-${reason}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      const db = await this.open();
      const tx = db.transaction([GAME, ASIDE], 'readwrite');
      const finished = done(tx);
      const record: AsideRecord = { key, reason, keptAt, message, raw, slot };
      try {
        tx.objectStore(ASIDE).put(record, key);
        if (replacement) tx.objectStore(GAME).put(replacement, slot);
        else tx.objectStore(GAME).delete(slot);
      } catch (e) {
        throw await abandon(tx, finished, e);
      }
      await finished;
      return key;
    } catch {
      return null;
    }
  }

  /** Moves a slot's save aside (one that loaded but could not be resumed). Returns its key, or null. */
  async setAside(reason: 'corrupt' | 'tooNew' | 'unmigratable', message: string, slot: string): Promise<string | null> {
    let raw: unknown;
    try {
      raw = await this.read(slotKey(slot));
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

  // -- the game open last -------------------------------------------------------------------

  /** Remembers the game open now (a game started or resumed; every save writes it too). Never throws. */
  setOpenedLast(game: string, slot: string): Promise<SaveResult> {
    const pointer: OpenedLast = { game, slot, at: new Date().toISOString() };
    return this.write([[OPENED_LAST, pointer]]);
  }

  /**
   * The game open last: the pointer when there is one. Without one (saves of a build before the
   * pointer), the slot among `fallbackSlots` whose save has the latest `savedAt`, with `game` null
   * (the slot's module knows its game); when no save there has a date but a slot holds something
   * (a broken save), the first such slot, with `at` '' — loading it reports the save and keeps it
   * aside. Null when no slot holds anything; never throws.
   */
  async openedLast(fallbackSlots: readonly string[] = [], opts: { pointer?: boolean } = {}): Promise<OpenedLast | null> {
    try {
      const p = opts.pointer === false ? undefined : await this.read(OPENED_LAST);
      if (isObject(p) && typeof p['slot'] === 'string' && (p['game'] === null || typeof p['game'] === 'string') && typeof p['at'] === 'string') {
        return { game: p['game'], slot: p['slot'], at: p['at'] };
      }
      let best: OpenedLast | null = null;
      let undated: OpenedLast | null = null;
      for (const slot of fallbackSlots) {
        const raw = await this.read(slotKey(slot));
        if (raw === undefined) continue;
        const at = isObject(raw) ? raw['savedAt'] : undefined;
        if (typeof at === 'string') {
          if (!best || at > best.at) best = { game: null, slot, at };
        } else undated ??= { game: null, slot, at: '' };
      }
      return best ?? undated;
    } catch {
      return null;
    }
  }

  // -- settings ----------------------------------------------------------------------------

  /** Keeps the settings (IndexedDB survives a killed browser better than localStorage). Never throws. */
  saveSettings(settings: Settings): Promise<SaveResult> {
    return this.write([[SETTINGS, settings]]);
  }

  /** The kept settings as stored (unchecked: see checkSettings), or undefined. Never throws. */
  async loadSettings(): Promise<unknown> {
    try {
      return await this.read(SETTINGS);
    } catch {
      return undefined;
    }
  }

  // -- statistics --------------------------------------------------------------------------

  /** Records a finished game once: a result whose id is already recorded is left as it was. Never throws. */
  async recordResult(result: GameResult): Promise<SaveResult> {
    try {
      const db = await this.open();
      const tx = db.transaction(STATS, 'readwrite');
      const finished = done(tx);
      const store = tx.objectStore(STATS);
      let thrown: unknown = null;
      const get = store.get(result.id);
      get.onsuccess = () => {
        if (get.result !== undefined) return;
        try {
          store.put({ ...result });
        } catch (e) {
          thrown = e;
          tx.abort();
        }
      };
      try {
        await finished;
      } catch (e) {
        throw thrown ?? e;
      }
      return { ok: true };
    } catch (e) {
      return failure(e);
    }
  }

  /**
   * Adds counts kept elsewhere (no single records behind them), once per `source`: a second import
   * of the same source changes nothing (`imported: false`). Counts by game id. Never throws.
   */
  async importTotals(source: string, counts: Readonly<Record<string, Totals>>): Promise<ImportResult> {
    const clean: Record<string, Totals> = {};
    for (const [game, t] of Object.entries(counts)) {
      if (isCount(t.played) && isCount(t.won) && t.won <= t.played) clean[game] = { played: t.played, won: t.won };
    }
    try {
      const db = await this.open();
      const tx = db.transaction(TOTALS, 'readwrite');
      const finished = done(tx);
      const store = tx.objectStore(TOTALS);
      let thrown: unknown = null;
      let imported = false;
      const get = store.get(source);
      get.onsuccess = () => {
        if (get.result !== undefined) return;
        try {
          const record: TotalsRecord = { source, importedAt: new Date().toISOString(), counts: clean };
          store.put(record);
          imported = true;
        } catch (e) {
          thrown = e;
          tx.abort();
        }
      };
      try {
        await finished;
      } catch (e) {
        throw thrown ?? e;
      }
      return { ok: true, imported };
    } catch (e) {
      return failure(e);
    }
  }

  /** A stored record as a GameResult (the first format mapped to `legacyGame`), or null when unreadable. */
  private result(raw: unknown): GameResult | null {
    if (!isObject(raw) || typeof raw['id'] !== 'string' || typeof raw['finishedAt'] !== 'string' || typeof raw['won'] !== 'boolean') return null;
    const game = typeof raw['game'] === 'string' ? raw['game'] : this.legacyGame;
    if (game === null) return null;
    const score = typeof raw['game'] === 'string' ? raw['score'] : raw['balance'];
    const place = raw['place'];
    const feats = isObject(raw['feats']) ? Object.fromEntries(Object.entries(raw['feats']).filter(([, n]) => isCount(n))) as Record<string, number> : null;
    return {
      id: raw['id'],
      game,
      finishedAt: raw['finishedAt'],
      seed: typeof raw['seed'] === 'string' ? raw['seed'] : '',
      won: raw['won'],
      players: typeof raw['players'] === 'number' ? raw['players'] : 1,
      ...(typeof score === 'number' ? { score } : {}),
      ...(typeof place === 'number' ? { place } : {}),
      ...(feats && Object.keys(feats).length ? { feats } : {}),
    };
  }

  /**
   * Games played and won, over all games and per game (recorded results plus imported counts);
   * with `game`, only that game. Rejects when the database cannot be read.
   */
  async statistics(game?: string): Promise<Statistics> {
    const db = await this.open();
    const tx = db.transaction([STATS, TOTALS], 'readonly');
    const [rawResults, rawTotals] = await Promise.all([
      req(tx.objectStore(STATS).getAll() as IDBRequest<unknown[]>),
      req(tx.objectStore(TOTALS).getAll() as IDBRequest<TotalsRecord[]>),
    ]);
    const results = rawResults
      .map((r) => this.result(r))
      .filter((r): r is GameResult => r !== null && (game === undefined || r.game === game))
      .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
    const carried = new Map<string, Totals>();
    for (const t of rawTotals) {
      if (!isObject(t) || !isObject(t.counts)) continue;
      for (const [g, c] of Object.entries(t.counts)) {
        if (game !== undefined && g !== game) continue;
        if (!isObject(c) || !isCount(c['played']) || !isCount(c['won'])) continue;
        const old = carried.get(g) ?? { played: 0, won: 0 };
        carried.set(g, { played: old.played + c['played'], won: old.won + c['won'] });
      }
    }
    const ids = [...new Set([...results.map((r) => r.game), ...carried.keys()])];
    const games: Record<string, StatisticsOf> = {};
    for (const g of ids) games[g] = summarize(results.filter((r) => r.game === g), carried.get(g));
    const all = [...carried.values()].reduce((a, c) => ({ played: a.played + c.played, won: a.won + c.won }), { played: 0, won: 0 });
    return { ...summarize(results, all), games };
  }
}

function summarize(results: readonly GameResult[], carried: Totals = { played: 0, won: 0 }): StatisticsOf {
  return {
    played: carried.played + results.length,
    won: carried.won + results.filter((r) => r.won).length,
    carried,
    results,
  };
}

let shared: SaveStore | null = null;
let sharedOptions: SaveStoreOptions = {};

/** The app's store (database 'papillon'), made with the options of `configureSaveStore`. */
export function saveStore(): SaveStore {
  return (shared ??= new SaveStore(sharedOptions));
}

/** Sets the app store's options (boot, before the first use: e.g. `legacyGame`) and returns it. */
export function configureSaveStore(opts: SaveStoreOptions): SaveStore {
  sharedOptions = opts;
  if (shared) void shared.close();
  shared = new SaveStore(opts);
  return shared;
}
