/** Tarok as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import type { SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { TAROK_COMMANDS } from './commands.js';
import { optionsProblem, resolveRules, tarokGame } from './index.js';
import { TarokPlay } from './play.js';
import { TAROK_SETUP } from './setup.js';
import { loadTarokRules, loadTarokTexts, tarokMessages, tarokRulesText } from './texts.js';
import { toMoveIn } from './turn.js';
import type { TarokEvent, TarokMove, TarokOptions, TarokRules, TarokState } from './types.js';

export type TarokSnapshot = SeatSnapshot<TarokState, TarokMove, TarokEvent, TarokOptions>;
export type TarokConfig = GameConfig<TarokOptions>;
export type TarokStep = Step<TarokMove, TarokEvent>;

export const tarokModule = defineSeatGame({
  engine: tarokGame,
  play: TarokPlay,
  commands: TAROK_COMMANDS,
  texts: {
    load: loadTarokTexts,
    messages: tarokMessages,
    async rules(locale, options) {
      await loadTarokRules(locale);
      return tarokRulesText(locale, (options as TarokRules | null) ?? null);
    },
  },
  setup: TAROK_SETUP,
  save: {
    slot: 'tarok',
    checkOptions(o) {
      const problem = optionsProblem(o);
      if (problem) bad(`config.options: ${problem}`);
    },
    players: (s) => resolveRules(s.options).players,
    zones: ['hand', 'trick', 'status'],
  },
  toMove: toMoveIn,
});

/** Tarok's save format (slot 'tarok'): the seat-game snapshot, the state checked by the engine. */
export const tarokSave = tarokModule.save as SaveSpec<TarokSnapshot>;
