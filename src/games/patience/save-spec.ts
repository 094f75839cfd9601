/**
 * The patiences' save format (one slot for the family, key 'patience' as earlier builds wrote it):
 * the snapshot, its version and migrations, and the shape check. Apart from src/games/patience/save.ts
 * (which re-exports all of it) because it needs no engine: a boot that reads the save does not pull
 * the engines into the first download. The engines check the moves when the deal is replayed.
 */
import type { LogEntry } from '../../announcer/announcer.js';
import type { SaveSpec } from '../../storage/save-store.js';
import { bad, checkLog, checkSaved, isObject } from '../../storage/checks.js';
import { isPatienceId } from './modes.js';
import type { PatienceId, PatienceMove, PatienceOptions, PatienceState } from './types.js';

/** The patience snapshot format written now (its own line of versions and migrations). */
export const PATIENCE_SAVE_VERSION = 1;

/** Migrations by the version they start from. None yet. */
export const PATIENCE_MIGRATIONS: SaveSpec['migrations'] = {};

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

/**
 * Checks the shape of a patience snapshot of the current version (the engines replay the moves and
 * compare the state when it resumes). Throws a clear Error.
 */
export function checkPatienceSnapshot(raw: Record<string, unknown>): PatienceSnapshot {
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

/** The patiences' save slot: key 'patience' (as written by earlier builds), version, migrations, check. */
export const patienceSave: SaveSpec<PatienceSnapshot> = {
  slot: 'patience',
  version: PATIENCE_SAVE_VERSION,
  migrations: PATIENCE_MIGRATIONS,
  check: checkPatienceSnapshot,
};
