/**
 * The patience statistics of earlier builds: played and won per patience in localStorage
 * (`patience.stats.v1`: { [patience]: { played, won } }, counts only, no dates or deals).
 *
 * The statistics now live in the save store, one `GameResult` per finished game for every game
 * (the shell records a finished deal through `PlayHost.recordResult`). `importPatienceStats` (the
 * registry's `importStats` of every patience, run by the boot) carries these counts over once,
 * exactly, as counts without single records. The localStorage record is kept, never deleted, and
 * nothing writes it any more.
 */
import type { PatienceId } from './index.js';
import type { ImportResult, SaveStore } from '../../storage/save-store.js';

export interface GameStats {
  readonly played: number;
  readonly won: number;
}

export type PatienceStats = Partial<Record<PatienceId, GameStats>>;

export const STATS_KEY = 'patience.stats.v1';

/** The counts as earlier builds kept them (entries that do not make sense are left out, as they did). */
export function loadStats(storage: Storage | null): PatienceStats {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STATS_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const out: Record<string, GameStats> = {};
    for (const [id, v] of Object.entries(raw as Record<string, unknown>)) {
      const s = v as { played?: unknown; won?: unknown } | null;
      if (s && Number.isInteger(s.played) && Number.isInteger(s.won) && (s.played as number) >= (s.won as number) && (s.won as number) >= 0) {
        out[id] = { played: s.played as number, won: s.won as number };
      }
    }
    return out as PatienceStats;
  } catch {
    return {};
  }
}

/**
 * Carries the localStorage counts into the save store, once: the store remembers the source, and
 * later calls change nothing. Also with no counts there (an empty import is remembered too), so that
 * counts a build before this one writes later (in another tab) are never added on top of the
 * store's own records. With localStorage blocked nothing is imported now: a later start tries again.
 * Call at start, before a deal can end.
 */
export async function importPatienceStats(store: SaveStore, storage: Storage | null): Promise<ImportResult> {
  try {
    if (!storage) return { ok: true, imported: false };
    storage.getItem(STATS_KEY);
  } catch {
    return { ok: true, imported: false };
  }
  return store.importTotals(STATS_KEY, loadStats(storage));
}
