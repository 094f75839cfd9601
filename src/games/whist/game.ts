/** Whist as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import type { SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { WHIST_COMMANDS } from './commands.js';
import { optionsProblem, whistGame } from './index.js';
import { WhistPlay } from './play.js';
import { WHIST_SETUP } from './setup.js';
import { loadWhistRules, loadWhistTexts, whistMessages, whistRulesText } from './texts.js';
import { toMoveIn } from './turn.js';
import type { WhistEvent, WhistMove, WhistOptions, WhistRules, WhistState } from './types.js';

export type WhistSnapshot = SeatSnapshot<WhistState, WhistMove, WhistEvent, WhistOptions>;
export type WhistConfig = GameConfig<WhistOptions>;
export type WhistStep = Step<WhistMove, WhistEvent>;

export const whistModule = defineSeatGame({
  engine: whistGame,
  play: WhistPlay,
  commands: WHIST_COMMANDS,
  texts: {
    load: loadWhistTexts,
    messages: whistMessages,
    async rules(locale, options) {
      await loadWhistRules(locale);
      return whistRulesText(locale, (options as WhistRules | null) ?? null);
    },
  },
  setup: WHIST_SETUP,
  save: {
    slot: 'whist',
    checkOptions(o) {
      const problem = optionsProblem(o);
      if (problem) bad(`config.options: ${problem}`);
    },
    players: () => 4,
    zones: ['hand', 'trick', 'status'],
  },
  toMove: toMoveIn,
});

/** Whist's save format (slot 'whist'): the seat-game snapshot, the state checked by the engine. */
export const whistSave = whistModule.save as SaveSpec<WhistSnapshot>;
