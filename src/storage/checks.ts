/**
 * Checks for the parts every saved game has, whatever the game (a module's `SaveSpec.check` uses
 * them for its generic fields and adds its own): the date of the save, the id of the game from its
 * start, the game log. A check throws a `SnapshotError` naming what is wrong; the store keeps such a
 * save aside as 'corrupt' with that message.
 */
import type { LogEntry } from '../announcer/announcer.js';

/** A saved record that does not have the shape its game expects. */
export class SnapshotError extends Error {}

/** Throws a SnapshotError: `bad('seed must be a string')`. */
export function bad(what: string): never {
  throw new SnapshotError(what);
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kinds of the game log's entries (src/announcer/announcer.ts). */
export const LOG_KINDS: readonly string[] = ['event', 'turn', 'error', 'info', 'echo'];

/** The game log: a list of { id: number, text: string, kind }. */
export function checkLog(log: unknown): LogEntry[] {
  if (!Array.isArray(log)) bad('log must be a list');
  for (const e of log as unknown[]) {
    if (!isObject(e) || typeof e['id'] !== 'number' || typeof e['text'] !== 'string' || !LOG_KINDS.includes(e['kind'] as string)) {
      bad('every log entry needs id, text and kind');
    }
  }
  return log as LogEntry[];
}

/** `savedAt` (a date string) and `gameId` (a non-empty string), which every save has. */
export function checkSaved(raw: Record<string, unknown>): void {
  if (typeof raw['savedAt'] !== 'string') bad('savedAt must be a date string');
  if (typeof raw['gameId'] !== 'string' || raw['gameId'] === '') bad('gameId must be a non-empty string');
}
