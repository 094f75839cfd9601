/**
 * Papillon as a game module of the shell (src/play/module.ts): loaded when Papillon is chosen or
 * resumed, with its engine, describer, table, setup form, save format and texts.
 */
import type { GameModule, PlayHost } from '../../play/module.js';
import type { PapillonOptions, PapillonView } from './types.js';
import { PAPILLON_COMMANDS } from './commands.js';
import { PapillonPlay, type PapillonResume } from './play.js';
import { papillonGame } from './index.js';
import { papillonSave, type PapillonConfig, type Snapshot } from './save.js';
import { PAPILLON_URL_PARAMS, papillonOptionsFrom, papillonSetupForm, type PapillonStart } from './setup.js';
import { seatTables } from '../../play/seat-tables.js';
import { toMoveIn } from './turn.js';
import { loadPapillonRules, loadPapillonTexts, papillonMessages, papillonRulesText } from './texts.js';
import type { PapillonRules } from './types.js';

export const papillonModule: GameModule = {
  id: 'papillon',
  loadTexts: (locale) => loadPapillonTexts(locale),
  messages: (locale) => papillonMessages(locale),
  async rules(locale, options) {
    await loadPapillonRules(locale);
    return papillonRulesText(locale, (options as PapillonRules | null) ?? null);
  },
  commands: PAPILLON_COMMANDS,
  commandText(locale, id) {
    const c = (papillonMessages(locale).ui.commands as Readonly<Record<string, { name: string; help: string }>>)[id];
    return c ?? null;
  },
  setupForm: (host: PlayHost) => papillonSetupForm(papillonMessages(host.settings.locale)),
  optionsFrom: (values, host) => papillonOptionsFrom(values, papillonMessages(host.settings.locale)),
  urlParams: PAPILLON_URL_PARAMS,
  save: papillonSave,
  async start(host, options, seed) {
    const start = options as PapillonStart;
    return new PapillonPlay(host, { options: start.options, seats: start.seats, seed });
  },
  async resume(host, snapshot) {
    const snap = snapshot as Snapshot;
    const restored: PapillonResume = { gameId: snap.gameId, config: snap.config, state: snap.state, steps: snap.steps, log: snap.log, focusZone: snap.focusZone };
    return new PapillonPlay(host, snap.config, restored);
  },
  tables: seatTables<PapillonView>({
    setupForm: (host) => papillonSetupForm(papillonMessages(host.settings.locale)),
    optionsFrom: (values, host) => papillonOptionsFrom(values, papillonMessages(host.settings.locale)),
    // The server counts the players from the seats.
    forServer: (options) => {
      const { players: _players, ...rest } = options as PapillonOptions;
      return rest;
    },
    toMove: toMoveIn,
    play: (host, session) => new PapillonPlay(host, session.config as PapillonConfig, undefined, session as unknown as ConstructorParameters<typeof PapillonPlay>[3]),
  }),
  sameGame(snapshot, options, seed) {
    const snap = snapshot as Snapshot;
    const o = (options as PapillonStart | null)?.options as PapillonOptions | undefined;
    return snap.config.seed === seed && JSON.stringify(snap.config.options) === JSON.stringify(o) && !papillonGame.isOver(snap.state);
  },
};
