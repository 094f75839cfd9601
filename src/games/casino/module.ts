/**
 * Casino as a game module of the shell (src/play/module.ts): loaded when it is chosen or resumed,
 * with its engine, describer, table, setup form, save format and texts.
 */
import type { GameModule, PlayHost } from '../../play/module.js';
import { seatTables } from '../../play/seat-tables.js';
import { toMoveIn } from './turn.js';
import type { CasinoView } from './types.js';
import { CASINO_COMMANDS } from './commands.js';
import { CasinoPlay } from './play.js';
import { casinoGame } from './index.js';
import { casinoSave, type CasinoSnapshot } from './save.js';
import { CASINO_URL_PARAMS, casinoOptionsFrom, casinoSetupForm, type CasinoStart } from './setup.js';
import { casinoMessages, casinoRulesText, loadCasinoRules, loadCasinoTexts } from './texts.js';
import type { CasinoRules } from './types.js';

export const casinoModule: GameModule = {
  id: 'casino',
  loadTexts: (locale) => loadCasinoTexts(locale),
  messages: (locale) => casinoMessages(locale),
  async rules(locale, options) {
    await loadCasinoRules(locale);
    return casinoRulesText(locale, (options as CasinoRules | null) ?? null);
  },
  commands: CASINO_COMMANDS,
  commandText(locale, id) {
    const c = (casinoMessages(locale).ui.commands as Readonly<Record<string, { name: string; help: string }>>)[id];
    return c ?? null;
  },
  setupForm: (host: PlayHost) => casinoSetupForm(casinoMessages(host.settings.locale)),
  optionsFrom: (values, host) => casinoOptionsFrom(values, casinoMessages(host.settings.locale)),
  urlParams: CASINO_URL_PARAMS,
  save: casinoSave,
  async start(host, options, seed) {
    const start = options as CasinoStart;
    return new CasinoPlay(host, { options: start.options, seats: start.seats, seed });
  },
  async resume(host, snapshot) {
    const snap = snapshot as CasinoSnapshot;
    return new CasinoPlay(host, snap.config, { gameId: snap.gameId, state: snap.state, steps: snap.steps, log: snap.log, focusZone: snap.focusZone });
  },
  tables: seatTables<CasinoView>({
    setupForm: (host) => casinoSetupForm(casinoMessages(host.settings.locale)),
    optionsFrom: (values, host) => casinoOptionsFrom(values, casinoMessages(host.settings.locale)),
    // The server counts the players from the seats (the engine's players; the sitting's games stay).
    forServer: (options) => {
      const { engine, ...rest } = options as { engine: { players: number } };
      const { players: _players, ...engineRest } = engine;
      return { ...rest, engine: engineRest };
    },
    toMove: toMoveIn,
    play: (host, session) => new CasinoPlay(host, session.config as ConstructorParameters<typeof CasinoPlay>[1], undefined, session as unknown as ConstructorParameters<typeof CasinoPlay>[3]),
  }),
  sameGame(snapshot, options, seed) {
    const snap = snapshot as CasinoSnapshot;
    const o = (options as CasinoStart | null)?.options;
    return snap.config.seed === seed && JSON.stringify(snap.config.options) === JSON.stringify(o) && !casinoGame.isOver(snap.state);
  },
};
