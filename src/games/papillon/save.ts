/**
 * Papillon's save format: the snapshot written after every step (slot 'current', the key earlier
 * builds used, so their saves resume), its version and migrations, and the check of every part (the
 * state goes through the engine's `stateFromJSON`). `papillonSave` is the module's `SaveSpec`; the
 * save store (src/storage/save-store.ts) applies it.
 */
import type { LogEntry } from '../../announcer/announcer.js';
import type { SaveSpec } from '../../storage/save-store.js';
import type { SeatConfig } from '../../play/session.js';
import type { Settings } from '../../session/settings.js';
import { bad, checkLog, checkSaved, isObject } from '../../storage/checks.js';
import { stateFromJSON } from './index.js';
import type { PapillonEvent, PapillonMove, PapillonOptions, PapillonState } from './types.js';

/** Papillon's id in the registry (results, the opened-last pointer). */
export const PAPILLON_ID = 'papillon';

/** The snapshot format written now. Bump it and add a migration from the previous version. */
export const SAVE_VERSION = 1;

/** Migrations by the version they start from. None yet: version 1 is the first format. */
export const MIGRATIONS: SaveSpec['migrations'] = {};

/** The zone of the table that had the focus (the table's zone ids). */
export type FocusZone = string;
const ZONES: readonly string[] = ['hand', 'table', 'choices', 'status', 'actions', 'commandLine', 'log'];

/** The start of a game: options, deal number, seats. */
export interface PapillonConfig {
  options: PapillonOptions;
  seed: string;
  seats: SeatConfig[];
}

/** One step of the session as the human may see it. */
export interface PapillonStep {
  readonly actor: number | null;
  readonly move: PapillonMove | null;
  readonly events: readonly PapillonEvent[];
}

export interface Snapshot {
  version: number;
  /** ISO date of the save. */
  savedAt: string;
  /** Identifies one game from its start (statistics count it once). */
  gameId: string;
  config: PapillonConfig;
  state: PapillonState;
  steps: PapillonStep[];
  log: LogEntry[];
  focusZone: FocusZone | null;
  settings?: Settings;
}

/** Checks a snapshot of the current version; returns it with the state as the engine reads it. Throws a clear Error. */
export function checkSnapshot(raw: Record<string, unknown>): Snapshot {
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
  // Where focus was is not the game: a zone this table does not have (a later build's) resumes in the hand.
  const zone = raw['focusZone'] ?? null;
  if (zone !== null && typeof zone !== 'string') bad(`focus zone ${JSON.stringify(zone)} is not a zone name`);
  const focusZone = typeof zone === 'string' && ZONES.includes(zone) ? zone : null;
  const settings = raw['settings'];
  if (settings !== undefined && !isObject(settings)) bad('settings must be an object');
  return {
    version: raw['version'] as number,
    savedAt: raw['savedAt'] as string,
    gameId: raw['gameId'] as string,
    config: config as unknown as PapillonConfig,
    state,
    steps: steps as PapillonStep[],
    log,
    focusZone: focusZone as FocusZone | null,
    ...(settings !== undefined ? { settings: settings as unknown as Settings } : {}),
  };
}

/** Papillon's save slot: key 'current' (as written by earlier builds), version, migrations, check. */
export const papillonSave: SaveSpec<Snapshot> = {
  slot: 'current',
  version: SAVE_VERSION,
  migrations: MIGRATIONS,
  check: checkSnapshot,
};
