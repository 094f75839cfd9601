/**
 * The Hundertspiel's save format: the seat-game snapshot (src/play/seat-save.ts) in slot
 * 'hundertspiel', its version and migrations; the state is checked by the engine's `stateFromJSON`.
 */
import type { SaveSpec } from '../../storage/save-store.js';
import { checkSeatSnapshot, type SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad, isObject } from '../../storage/checks.js';
import { stateFromJSON } from './index.js';
import type { HundertspielEvent, HundertspielMove, HundertspielState, HundertspielTableOptions } from './types.js';

export const SAVE_VERSION = 1;

export type HundertspielSnapshot = SeatSnapshot<HundertspielState, HundertspielMove, HundertspielEvent, HundertspielTableOptions>;
export type HundertspielConfig = GameConfig<HundertspielTableOptions>;
export type HundertspielStep = Step<HundertspielMove, HundertspielEvent>;

export const hundertspielSave: SaveSpec<HundertspielSnapshot> = {
  slot: 'hundertspiel',
  version: SAVE_VERSION,
  migrations: {},
  check: (raw) =>
    withSittingGames(
      checkSeatSnapshot(raw, {
        seats: [3, 4],
        checkOptions: (o) => {
          if (!isObject(o['engine'])) bad('config.options.engine must be an object');
          const games = o['games'];
          if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > 5) bad('config.options.games must be a whole number from 1 to 5');
        },
        stateFromJSON,
        players: (s) => s.options.players,
        zones: ['hand', 'trick', 'choices', 'status', 'actions', 'commandLine', 'log'],
      }),
    ),
};

/**
 * The state keeps its sitting's games in its options (hundertspielGame.start puts them there, index.ts
 * `sittingGames`); the state of an earlier build's save has none: it gets the config's, and a state
 * that says otherwise than its config is refused.
 */
function withSittingGames(snap: HundertspielSnapshot): HundertspielSnapshot {
  const games = snap.config.options.games;
  const inState = snap.state.options.games;
  if (inState === undefined) return { ...snap, state: { ...snap.state, options: { ...snap.state.options, games } } };
  if (inState !== games) bad(`state.options.games (${inState}) and config.options.games (${games}) disagree`);
  return snap;
}
