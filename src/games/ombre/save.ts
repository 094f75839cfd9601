/**
 * The Ombre family's save format: the seat-game snapshot (src/play/seat-save.ts) in slot 'ombre', its
 * version and migrations; the options are checked by the engine's optionsProblem and the state by its
 * stateFromJSON (which validates the position, O-rules and all).
 */
import type { SaveSpec } from '../../storage/save-store.js';
import { checkSeatSnapshot, type SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { optionsProblem, stateFromJSON } from './index.js';
import type { OmbreMove, OmbreOptions, OmbreState, OmbreTableEvent } from './types.js';

export const SAVE_VERSION = 1;

export type OmbreSnapshot = SeatSnapshot<OmbreState, OmbreMove, OmbreTableEvent, OmbreOptions>;
export type OmbreConfig = GameConfig<OmbreOptions>;
export type OmbreStep = Step<OmbreMove, OmbreTableEvent>;

export const ombreSave: SaveSpec<OmbreSnapshot> = {
  slot: 'ombre',
  version: SAVE_VERSION,
  migrations: {},
  check: (raw) =>
    checkSeatSnapshot(raw, {
      seats: [2, 5],
      checkOptions: (o) => {
        const p = optionsProblem(o);
        if (p) bad(`config.options: ${p}`);
      },
      stateFromJSON,
      players: (s) => s.rules.players,
      zones: ['hand', 'trick', 'choices', 'status', 'actions', 'commandLine', 'log'],
    }),
};
