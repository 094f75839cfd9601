/** Whist's save format: the seat-game snapshot (src/play/seat-save.ts) in slot 'whist'; the state is checked by the engine. */
import type { SaveSpec } from '../../play/module.js';
import { checkSeatSnapshot, type SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { optionsProblem, stateFromJSON } from './index.js';
import type { WhistEvent, WhistMove, WhistOptions, WhistState } from './types.js';

export type WhistSnapshot = SeatSnapshot<WhistState, WhistMove, WhistEvent, WhistOptions>;
export type WhistConfig = GameConfig<WhistOptions>;
export type WhistStep = Step<WhistMove, WhistEvent>;

export const whistSave: SaveSpec<WhistSnapshot> = {
  slot: 'whist',
  version: 1,
  migrations: {},
  check: (raw) =>
    checkSeatSnapshot(raw, {
      seats: [4, 4],
      checkOptions: (o) => {
        const problem = optionsProblem(o);
        if (problem) bad(`config.options: ${problem}`);
      },
      stateFromJSON,
      players: () => 4,
      zones: ['hand', 'trick', 'choices', 'status', 'actions', 'commandLine', 'log'],
    }),
};
