/** Casino as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import { withSittingGames, type SeatSnapshot } from '../../play/seat-save.js';
import type { GameConfig, Step } from '../../play/session.js';
import { bad, isObject } from '../../storage/checks.js';
import { CASINO_COMMANDS } from './commands.js';
import { casinoGame } from './index.js';
import { CasinoPlay } from './play.js';
import { CASINO_SETUP } from './setup.js';
import { casinoMessages, casinoRulesText, loadCasinoRules, loadCasinoTexts } from './texts.js';
import { toMoveIn } from './turn.js';
import type { CasinoEvent, CasinoMove, CasinoRules, CasinoState, CasinoTableOptions } from './types.js';

export type CasinoSnapshot = SeatSnapshot<CasinoState, CasinoMove, CasinoEvent, CasinoTableOptions>;
export type CasinoConfig = GameConfig<CasinoTableOptions>;
export type CasinoStep = Step<CasinoMove, CasinoEvent>;

export const casinoModule = defineSeatGame({
  engine: casinoGame,
  play: CasinoPlay,
  commands: CASINO_COMMANDS,
  texts: {
    load: loadCasinoTexts,
    messages: casinoMessages,
    async rules(locale, options) {
      await loadCasinoRules(locale);
      return casinoRulesText(locale, (options as CasinoRules | null) ?? null);
    },
  },
  setup: CASINO_SETUP,
  save: {
    slot: 'casino',
    checkOptions(o) {
      if (!isObject(o['engine'])) bad('config.options.engine must be an object');
      const games = o['games'];
      if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > 5) bad('config.options.games must be a whole number from 1 to 5');
    },
    players: (s) => s.options.players,
    zones: ['hand', 'table', 'status'],
    refine: withSittingGames,
  },
  toMove: toMoveIn,
});

/** Casino's save format (slot 'casino'): the seat-game snapshot, the state checked by the engine. */
export const casinoSave = casinoModule.save as SaveSpec<CasinoSnapshot>;

