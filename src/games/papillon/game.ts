/**
 * Papillon as a game of the shell: one declaration over its engine, its table, its texts, its setup and
 * its save (src/play/define.ts). The save keeps its own format (./save.ts: slot 'current', as earlier
 * builds wrote it, so their saves resume).
 */
import { defineSeatGame } from '../../play/define.js';
import { PAPILLON_COMMANDS } from './commands.js';
import { papillonGame } from './index.js';
import { PapillonPlay } from './play.js';
import { papillonSave } from './save.js';
import { PAPILLON_SETTINGS } from './settings.js';
import { PAPILLON_SETUP } from './setup.js';
import { loadPapillonRules, loadPapillonTexts, papillonMessages, papillonRulesText } from './texts.js';
import { toMoveIn } from './turn.js';
import type { PapillonRules } from './types.js';

export const papillonModule = defineSeatGame({
  engine: papillonGame,
  play: PapillonPlay,
  commands: PAPILLON_COMMANDS,
  texts: {
    load: loadPapillonTexts,
    messages: papillonMessages,
    async rules(locale, options) {
      await loadPapillonRules(locale);
      return papillonRulesText(locale, (options as PapillonRules | null) ?? null);
    },
  },
  setup: PAPILLON_SETUP,
  save: { spec: papillonSave },
  settings: PAPILLON_SETTINGS,
  toMove: toMoveIn,
});
