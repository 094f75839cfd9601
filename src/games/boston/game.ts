/** Boston as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import type { SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { BOSTON_COMMANDS } from './commands.js';
import { bostonGame, optionsProblem } from './index.js';
import { BostonPlay } from './play.js';
import { BOSTON_SETUP } from './setup.js';
import { bostonMessages, bostonRulesText, loadBostonRules, loadBostonTexts } from './texts.js';
import { toMoveIn } from './turn.js';
import type { BostonEvent, BostonMove, BostonOptions, BostonRules, BostonState } from './types.js';

export type BostonSnapshot = SeatSnapshot<BostonState, BostonMove, BostonEvent, BostonOptions>;
export type BostonConfig = GameConfig<BostonOptions>;
export type BostonStep = Step<BostonMove, BostonEvent>;

export const bostonModule = defineSeatGame({
  engine: bostonGame,
  play: BostonPlay,
  commands: BOSTON_COMMANDS,
  texts: {
    load: loadBostonTexts,
    messages: bostonMessages,
    async rules(locale, options) {
      await loadBostonRules(locale);
      return bostonRulesText(locale, (options as BostonRules | null) ?? null);
    },
  },
  setup: BOSTON_SETUP,
  save: {
    slot: 'boston',
    checkOptions(o) {
      const problem = optionsProblem(o);
      if (problem) bad(`config.options: ${problem}`);
    },
    players: (s) => s.rules.players,
    zones: ['hand', 'trick', 'open', 'status'],
  },
  toMove: toMoveIn,
});

/** Boston's save format (slot 'boston'): the seat-game snapshot, the state checked by the engine. */
export const bostonSave = bostonModule.save as SaveSpec<BostonSnapshot>;
