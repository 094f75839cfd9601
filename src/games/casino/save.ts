/**
 * Casino's save format: the seat-game snapshot (src/play/seat-save.ts) in slot 'casino', its version
 * and migrations; the state is checked by the engine's `stateFromJSON`.
 */
import type { SaveSpec } from '../../play/module.js';
import { checkSeatSnapshot, type SeatSnapshot } from '../../play/seat-save.js';
import { bad, isObject } from '../../storage/checks.js';
import { stateFromJSON } from './index.js';
import type { CasinoTableOptions } from './session.js';
import type { CasinoEvent, CasinoMove, CasinoState } from './types.js';

export const SAVE_VERSION = 1;

export type CasinoSnapshot = SeatSnapshot<CasinoState, CasinoMove, CasinoEvent, CasinoTableOptions>;

export const casinoSave: SaveSpec<CasinoSnapshot> = {
  slot: 'casino',
  version: SAVE_VERSION,
  migrations: {},
  check: (raw) =>
    checkSeatSnapshot(raw, {
      seats: [2, 4],
      checkOptions: (o) => {
        if (!isObject(o['engine'])) bad('config.options.engine must be an object');
        const games = o['games'];
        if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > 5) bad('config.options.games must be a whole number from 1 to 5');
      },
      stateFromJSON,
      players: (s) => s.options.players,
      zones: ['hand', 'table', 'choices', 'status', 'actions', 'commandLine', 'log'],
    }),
};
