/** Das Hundertspiel as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import { withSittingGames, type SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad, isObject } from '../../storage/checks.js';
import { HUNDERTSPIEL_COMMANDS } from './commands.js';
import { hundertspielGame } from './index.js';
import { HundertspielPlay } from './play.js';
import { HUNDERTSPIEL_SETUP } from './setup.js';
import { hundertspielMessages, hundertspielRulesText, loadHundertspielRules, loadHundertspielTexts } from './texts.js';
import { toMoveIn } from './turn.js';
import type { HundertspielEvent, HundertspielMove, HundertspielRules, HundertspielState, HundertspielTableOptions } from './types.js';

export type HundertspielSnapshot = SeatSnapshot<HundertspielState, HundertspielMove, HundertspielEvent, HundertspielTableOptions>;
export type HundertspielConfig = GameConfig<HundertspielTableOptions>;
export type HundertspielStep = Step<HundertspielMove, HundertspielEvent>;

export const hundertspielModule = defineSeatGame({
  engine: hundertspielGame,
  play: HundertspielPlay,
  commands: HUNDERTSPIEL_COMMANDS,
  texts: {
    load: loadHundertspielTexts,
    messages: hundertspielMessages,
    async rules(locale, options) {
      await loadHundertspielRules(locale);
      return hundertspielRulesText(locale, (options as HundertspielRules | null) ?? null);
    },
  },
  setup: HUNDERTSPIEL_SETUP,
  save: {
    slot: 'hundertspiel',
    checkOptions(o) {
      if (!isObject(o['engine'])) bad('config.options.engine must be an object');
      const games = o['games'];
      if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > 5) bad('config.options.games must be a whole number from 1 to 5');
    },
    players: (s) => s.options.players,
    zones: ['hand', 'trick', 'status'],
    refine: withSittingGames,
  },
  toMove: toMoveIn,
});

/** The Hundertspiel's save format (slot 'hundertspiel'): the seat-game snapshot, the state checked by the engine. */
export const hundertspielSave = hundertspielModule.save as SaveSpec<HundertspielSnapshot>;
