/**
 * The Hundertspiel's save format: the snapshot written after every step (slot 'hundertspiel'), its
 * version and migrations, and the check of every part (the state goes through the engine's
 * `stateFromJSON`, which validates it). `hundertspielSave` is the module's `SaveSpec`.
 */
import type { LogEntry } from '../../announcer/announcer.js';
import type { SaveSpec } from '../../play/module.js';
import { bad, checkLog, checkSaved, isObject } from '../../storage/checks.js';
import { stateFromJSON } from './index.js';
import type { HundertspielConfig, HundertspielStep } from './session.js';
import type { HundertspielState } from './types.js';

export const SAVE_VERSION = 1;
const ZONES: readonly string[] = ['hand', 'trick', 'choices', 'status', 'actions', 'commandLine', 'log'];

export interface HundertspielSnapshot {
  version: number;
  savedAt: string;
  gameId: string;
  config: HundertspielConfig;
  state: HundertspielState;
  steps: HundertspielStep[];
  log: LogEntry[];
  focusZone: string | null;
}

export function checkHundertspielSnapshot(raw: Record<string, unknown>): HundertspielSnapshot {
  checkSaved(raw);
  const config = raw['config'];
  if (!isObject(config)) bad('config must be an object');
  const c = config as Record<string, unknown>;
  if (typeof c['seed'] !== 'string') bad('config.seed must be a string');
  const options = c['options'];
  if (!isObject(options) || !isObject(options['engine'])) bad('config.options.engine must be an object');
  const games = (options as Record<string, unknown>)['games'];
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > 5) bad('config.options.games must be a whole number from 1 to 5');
  const seats = c['seats'];
  if (!Array.isArray(seats) || seats.length < 3 || seats.length > 4) bad('config.seats must list 3 or 4 seats');
  for (const s of seats as unknown[]) {
    if (!isObject(s) || typeof s['name'] !== 'string' || (s['kind'] !== 'human' && s['kind'] !== 'computer') || typeof s['level'] !== 'string') {
      bad('every seat needs a name, a kind (human or computer) and a level');
    }
  }
  if ((seats as { kind: string }[]).filter((s) => s.kind === 'human').length !== 1) bad('exactly one seat must be human');
  let state: HundertspielState;
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
  const zone = raw['focusZone'] ?? null;
  if (zone !== null && typeof zone !== 'string') bad(`focus zone ${JSON.stringify(zone)} is not a zone name`);
  return {
    version: raw['version'] as number,
    savedAt: raw['savedAt'] as string,
    gameId: String(raw['gameId'] ?? ''),
    config: config as unknown as HundertspielConfig,
    state,
    steps: steps as HundertspielStep[],
    log,
    focusZone: typeof zone === 'string' && ZONES.includes(zone) ? zone : null,
  };
}

export const hundertspielSave: SaveSpec<HundertspielSnapshot> = {
  slot: 'hundertspiel',
  version: SAVE_VERSION,
  migrations: {},
  check: checkHundertspielSnapshot,
};
