/** Chess as a game of the shell: one declaration over its engine, its table, its texts, its setup and its save (src/play/define.ts). */
import { defineSeatGame } from '../../play/define.js';
import type { SaveSpec } from '../../storage/save-store.js';
import type { SeatSnapshot } from '../../play/seat-save.js';
import { bad } from '../../storage/checks.js';
import { CHESS_COMMANDS } from './commands.js';
import { chessGame, optionsProblem, toMoveIn } from './index.js';
import { ChessPlay } from './play.js';
import { CHESS_SETTINGS } from './settings.js';
import { CHESS_SETUP, MAX_GAMES } from './setup.js';
import { chessMessages, chessRulesText, loadChessRules, loadChessTexts } from './texts.js';
import type { ChessEvent, ChessOptions, ChessRules, ChessState } from './types.js';

export type ChessSnapshot = SeatSnapshot<ChessState, string, ChessEvent, ChessOptions>;

export const chessModule = defineSeatGame({
  engine: chessGame,
  play: ChessPlay,
  commands: CHESS_COMMANDS,
  texts: {
    load: loadChessTexts,
    messages: chessMessages,
    async rules(locale, options) {
      await loadChessRules(locale);
      return chessRulesText(locale, (options as ChessRules | null) ?? null);
    },
  },
  setup: CHESS_SETUP,
  save: {
    slot: 'chess',
    checkOptions(o) {
      const problem = optionsProblem(o);
      if (problem) bad(`config.options: ${problem}`);
      const games = o['games'];
      if (games !== undefined && (typeof games !== 'number' || games > MAX_GAMES)) bad(`config.options.games must be a whole number from 1 to ${MAX_GAMES}`);
    },
    players: () => 2,
    zones: ['board', 'moves', 'status'],
  },
  settings: CHESS_SETTINGS,
  toMove: toMoveIn,
});

/** Chess's save format (slot 'chess'): the seat-game snapshot, the state checked by the engine (fromPosition replays it). */
export const chessSave = chessModule.save as SaveSpec<ChessSnapshot>;
