/**
 * The save format of a game at a table of seats (SeatSession): config (options, seed, seats), the
 * engine state (checked by the game's own `stateFromJSON`), the steps, the log, the focused zone and
 * the table's own notes (the exchange's marks: never a move, read back by the game's table).
 * One checker for every seat game but Papillon (whose older format stays as earlier builds wrote it).
 */
import type { LogEntry } from '../announcer/announcer.js';
import { bad, checkLog, checkSaved, isObject } from '../storage/checks.js';
import type { GameConfig, Step } from './session.js';

export interface SeatSnapshot<S, M, E, O> {
  version: number;
  savedAt: string;
  gameId: string;
  config: GameConfig<O>;
  state: S;
  steps: Step<M, E>[];
  log: LogEntry[];
  focusZone: string | null;
  /** The item in focus (its data-key: a card, an option); saves of earlier builds (and Papillon's format) have none. */
  focusKey?: string | null;
  /** The table's notes of what the player means to do (the exchange's marks, issue 27); saves of earlier builds have none. */
  notes?: Readonly<Record<string, unknown>> | null;
}

export interface SeatSaveRules<S> {
  /** Seats a config may have. */
  readonly seats: readonly [min: number, max: number];
  /** Checks `config.options`; throws (through `bad`) naming what is wrong. */
  checkOptions(options: Record<string, unknown>): void;
  /** The engine's own check of a saved state. */
  stateFromJSON(json: unknown): S;
  /** How many players the state is for. */
  players(state: S): number;
  /** The zones of the game's table (a zone of a later build resumes in the hand). */
  readonly zones: readonly string[];
}

export function checkSeatSnapshot<S, M, E, O>(raw: Record<string, unknown>, rules: SeatSaveRules<S>): SeatSnapshot<S, M, E, O> {
  checkSaved(raw);
  const config = raw['config'];
  if (!isObject(config)) bad('config must be an object');
  const c = config as Record<string, unknown>;
  if (typeof c['seed'] !== 'string') bad('config.seed must be a string');
  if (!isObject(c['options'])) bad('config.options must be an object');
  rules.checkOptions(c['options'] as Record<string, unknown>);
  const seats = c['seats'];
  const [min, max] = rules.seats;
  if (!Array.isArray(seats) || seats.length < min || seats.length > max) bad(`config.seats must list ${min === max ? min : `${min} to ${max}`} seats`);
  for (const s of seats as unknown[]) {
    if (!isObject(s) || typeof s['name'] !== 'string' || (s['kind'] !== 'human' && s['kind'] !== 'computer') || typeof s['level'] !== 'string') {
      bad('every seat needs a name, a kind (human or computer) and a level');
    }
  }
  if ((seats as { kind: string }[]).filter((s) => s.kind === 'human').length !== 1) bad('exactly one seat must be human');
  let state: S;
  try {
    state = rules.stateFromJSON(raw['state']);
  } catch (e) {
    return bad(`state: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (rules.players(state) !== (seats as unknown[]).length) bad('the state and the seats disagree on the number of players');
  const steps = raw['steps'];
  if (!Array.isArray(steps) || steps.length === 0) bad('steps must be a non-empty list');
  for (const s of steps as unknown[]) {
    if (!isObject(s) || !Array.isArray(s['events']) || !('actor' in s) || !('move' in s)) bad('every step needs actor, move and events');
  }
  const log = checkLog(raw['log']);
  const zone = raw['focusZone'] ?? null;
  if (zone !== null && typeof zone !== 'string') bad(`focus zone ${JSON.stringify(zone)} is not a zone name`);
  // Where in the zone focus was: a place to go back to, never a reason to refuse the game.
  const key = typeof raw['focusKey'] === 'string' ? raw['focusKey'] : null;
  // The table's notes: its own to read (a note it cannot use is dropped there), never a reason to refuse the game.
  const notes = isObject(raw['notes']) ? (raw['notes'] as Record<string, unknown>) : null;
  return {
    version: raw['version'] as number,
    savedAt: raw['savedAt'] as string,
    gameId: raw['gameId'] as string,
    config: config as unknown as GameConfig<O>,
    state,
    steps: steps as Step<M, E>[],
    log,
    focusZone: typeof zone === 'string' && rules.zones.includes(zone) ? zone : null,
    focusKey: key,
    notes,
  };
}

/**
 * A sitting of several games (Casino, the Hundertspiel) keeps their number in the state's options (its
 * `start` puts it there); the state of an earlier build's save has none: it gets the config's, and a
 * state that says otherwise than its config is refused.
 */
export function withSittingGames<S extends { options: { games?: number } }, M, E, O extends { games: number }>(snap: SeatSnapshot<S, M, E, O>): SeatSnapshot<S, M, E, O> {
  const games = snap.config.options.games;
  const inState = snap.state.options.games;
  if (inState === undefined) return { ...snap, state: { ...snap.state, options: { ...snap.state.options, games } } };
  if (inState !== games) bad(`state.options.games (${inState}) and config.options.games (${games}) disagree`);
  return snap;
}
