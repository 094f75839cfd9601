/** Piquet's save format: the seat-game snapshot (src/play/seat-save.ts) in slot 'piquet'; the state is checked by the engine. */
import type { SaveSpec } from '../../storage/save-store.js';
import { checkSeatSnapshot, type SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { optionsProblem, stateFromJSON } from './index.js';
import type { PiquetEvent, PiquetMove, PiquetOptions, PiquetState } from './types.js';

export type PiquetSnapshot = SeatSnapshot<PiquetState, PiquetMove, PiquetEvent, PiquetOptions>;
export type PiquetConfig = GameConfig<PiquetOptions>;
export type PiquetStep = Step<PiquetMove, PiquetEvent>;

export const PIQUET_ZONES = ['hand', 'choices', 'trick', 'status', 'actions', 'commandLine', 'log'] as const;

export const piquetSave: SaveSpec<PiquetSnapshot> = {
  slot: 'piquet',
  version: 1,
  migrations: {},
  check: (raw) =>
    checkSeatSnapshot(raw, {
      seats: [2, 2],
      checkOptions: (o) => {
        const problem = optionsProblem(o);
        if (problem) bad(`config.options: ${problem}`);
      },
      stateFromJSON,
      players: (s) => s.hands.length,
      zones: PIQUET_ZONES,
    }),
};
