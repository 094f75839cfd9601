/** Piquet as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import type { SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { PIQUET_COMMANDS } from './commands.js';
import { piquetGame, optionsProblem } from './index.js';
import { PiquetPlay } from './play.js';
import { PIQUET_SETUP } from './setup.js';
import { loadPiquetRules, loadPiquetTexts, piquetMessages, piquetRulesText } from './texts.js';
import { toMoveIn } from './turn.js';
import type { PiquetEvent, PiquetMove, PiquetOptions, PiquetRules, PiquetState } from './types.js';

export type PiquetSnapshot = SeatSnapshot<PiquetState, PiquetMove, PiquetEvent, PiquetOptions>;
export type PiquetConfig = GameConfig<PiquetOptions>;
export type PiquetStep = Step<PiquetMove, PiquetEvent>;

export const piquetModule = defineSeatGame({
  engine: piquetGame,
  play: PiquetPlay,
  commands: PIQUET_COMMANDS,
  texts: {
    load: loadPiquetTexts,
    messages: piquetMessages,
    async rules(locale, options) {
      await loadPiquetRules(locale);
      return piquetRulesText(locale, (options as PiquetRules | null) ?? null);
    },
  },
  setup: PIQUET_SETUP,
  save: {
    slot: 'piquet',
    checkOptions(o) {
      const problem = optionsProblem(o);
      if (problem) bad(`config.options: ${problem}`);
    },
    players: (s) => s.hands.length,
    zones: ['hand', 'trick', 'status'],
  },
  toMove: toMoveIn,
});

/** Piquet's save format (slot 'piquet'): the seat-game snapshot, the state checked by the engine. */
export const piquetSave = piquetModule.save as SaveSpec<PiquetSnapshot>;
