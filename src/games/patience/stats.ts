/**
 * Statistics per patience (played, won), as earlier builds kept them in localStorage
 * (`patience.stats.v1`: { [patience]: { played, won } }, counts only). A deal counts once, when it
 * ends. Storage that is blocked or full only means the numbers are not kept: play goes on.
 *
 * The statistics now live in the save store (one `GameResult` per finished game, for every game):
 * `importPatienceStats` carries these counts over once, exactly, as counts without single records
 * (there are none: no dates, no deals). The localStorage record is kept, never deleted. Until the
 * chooser reads the store, the controller still adds each finished deal here too, and the patience
 * saver records it in the store.
 */
import type { PatienceId } from './index.js';
import type { ImportResult, SaveStore } from '../../storage/save-store.js';

export interface GameStats {
  readonly played: number;
  readonly won: number;
}

export type PatienceStats = Partial<Record<PatienceId, GameStats>>;

export const STATS_KEY = 'patience.stats.v1';

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

/** Adds one finished deal; returns the new statistics (also when they could not be kept). */
export function recordResult(storage: Storage | null, id: PatienceId, outcome: 'won' | 'lost'): PatienceStats {
  const stats = loadStats(storage);
  const old = stats[id] ?? { played: 0, won: 0 };
  const next: PatienceStats = { ...stats, [id]: { played: old.played + 1, won: old.won + (outcome === 'won' ? 1 : 0) } };
  try {
    storage?.setItem(STATS_KEY, JSON.stringify(next));
  } catch {
    // full or blocked: the numbers are not kept
  }
  return next;
}

/**
 * Carries the localStorage counts into the save store, once: the store remembers the source, and
 * later calls change nothing. Also with no counts there (an empty import is remembered too), so that
 * the counts this build adds to localStorage meanwhile are never imported on top of the store's own
 * records. Call at start, before a deal can end.
 */
export function importPatienceStats(store: SaveStore, storage: Storage | null): Promise<ImportResult> {
  return store.importTotals(STATS_KEY, loadStats(storage));
}
