/**
 * Statistics per patience (played, won), kept in localStorage. A deal counts once, when it ends.
 * Storage that is blocked or full only means the numbers are not kept: play goes on.
 */
import type { PatienceId } from './index.js';

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
