/**
 * Das Hundertspiel as a game module of the shell (src/play/module.ts): loaded when it is chosen or
 * resumed, with its engine, describer, table, setup form, save format and texts.
 */
import type { GameModule, PlayHost } from '../../play/module.js';
import { seatTables } from '../../play/seat-tables.js';
import { toMoveIn } from './turn.js';
import type { HundertspielView } from './types.js';
import { HUNDERTSPIEL_COMMANDS } from './commands.js';
import { HundertspielPlay } from './play.js';
import { hundertspielGame } from './index.js';
import { hundertspielSave, type HundertspielSnapshot } from './save.js';
import { HUNDERTSPIEL_URL_PARAMS, hundertspielOptionsFrom, hundertspielSetupForm, type HundertspielStart } from './setup.js';
import { hundertspielMessages, hundertspielRulesText, loadHundertspielRules, loadHundertspielTexts } from './texts.js';
import type { HundertspielRules } from './types.js';

export const hundertspielModule: GameModule = {
  id: 'hundertspiel',
  loadTexts: (locale) => loadHundertspielTexts(locale),
  messages: (locale) => hundertspielMessages(locale),
  async rules(locale, options) {
    await loadHundertspielRules(locale);
    return hundertspielRulesText(locale, (options as HundertspielRules | null) ?? null);
  },
  commands: HUNDERTSPIEL_COMMANDS,
  commandText(locale, id) {
    const c = (hundertspielMessages(locale).ui.commands as Readonly<Record<string, { name: string; help: string }>>)[id];
    return c ?? null;
  },
  setupForm: (host: PlayHost) => hundertspielSetupForm(hundertspielMessages(host.settings.locale)),
  optionsFrom: (values, host) => hundertspielOptionsFrom(values, hundertspielMessages(host.settings.locale)),
  urlParams: HUNDERTSPIEL_URL_PARAMS,
  save: hundertspielSave,
  async start(host, options, seed) {
    const start = options as HundertspielStart;
    return new HundertspielPlay(host, { options: start.options, seats: start.seats, seed });
  },
  async resume(host, snapshot) {
    const snap = snapshot as HundertspielSnapshot;
    return new HundertspielPlay(host, snap.config, { gameId: snap.gameId, state: snap.state, steps: snap.steps, log: snap.log, focusZone: snap.focusZone });
  },
  tables: seatTables<HundertspielView>({
    setupForm: (host) => hundertspielSetupForm(hundertspielMessages(host.settings.locale)),
    optionsFrom: (values, host) => hundertspielOptionsFrom(values, hundertspielMessages(host.settings.locale)),
    // The server counts the players from the seats (the engine's players; the sitting's games stay).
    forServer: (options) => {
      const { engine, ...rest } = options as { engine: { players: number } };
      const { players: _players, ...engineRest } = engine;
      return { ...rest, engine: engineRest };
    },
    toMove: toMoveIn,
    play: (host, session) => new HundertspielPlay(host, session.config as ConstructorParameters<typeof HundertspielPlay>[1], undefined, session as unknown as ConstructorParameters<typeof HundertspielPlay>[3]),
  }),
  sameGame(snapshot, options, seed) {
    const snap = snapshot as HundertspielSnapshot;
    const o = (options as HundertspielStart | null)?.options;
    return snap.config.seed === seed && JSON.stringify(snap.config.options) === JSON.stringify(o) && !hundertspielGame.isOver(snap.state);
  },
};
