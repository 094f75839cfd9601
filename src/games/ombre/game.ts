/** The Ombre family as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import type { SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad } from '../../storage/checks.js';
import { OMBRE_COMMANDS } from './commands.js';
import { ombreGame, optionsProblem } from './index.js';
import { OmbrePlay } from './play.js';
import { OMBRE_SETUP } from './setup.js';
import { loadOmbreRules, loadOmbreTexts, ombreMessages, ombreRulesText } from './texts.js';
import { toMoveIn } from './turn.js';
import type { OmbreTableEvent, OmbreMove, OmbreOptions, OmbreRules, OmbreState } from './types.js';

export type OmbreSnapshot = SeatSnapshot<OmbreState, OmbreMove, OmbreTableEvent, OmbreOptions>;
export type OmbreConfig = GameConfig<OmbreOptions>;
export type OmbreStep = Step<OmbreMove, OmbreTableEvent>;

export const ombreModule = defineSeatGame({
  engine: ombreGame,
  play: OmbrePlay,
  commands: OMBRE_COMMANDS,
  texts: {
    load: loadOmbreTexts,
    messages: ombreMessages,
    async rules(locale, options) {
      await loadOmbreRules(locale);
      return ombreRulesText(locale, (options as OmbreRules | null) ?? null);
    },
  },
  setup: OMBRE_SETUP,
  save: {
    slot: 'ombre',
    checkOptions(o) {
      const problem = optionsProblem(o);
      if (problem) bad(`config.options: ${problem}`);
    },
    players: (s) => s.rules.players,
    zones: ['hand', 'trick', 'status'],
  },
  toMove: toMoveIn,
});

/** The Ombre family's save format (slot 'ombre'): the seat-game snapshot, the state checked by the engine. */
export const ombreSave = ombreModule.save as SaveSpec<OmbreSnapshot>;
