/** Whist as a game module of the shell (src/play/module.ts): engine, table, setup, save format and texts. */
import type { GameModule, PlayHost } from '../../play/module.js';
import { WHIST_COMMANDS } from './commands.js';
import { WhistPlay } from './play.js';
import { whistGame } from './index.js';
import { whistSave, type WhistSnapshot } from './save.js';
import { WHIST_URL_PARAMS, whistOptionsFrom, whistSetupForm, type WhistStart } from './setup.js';
import { loadWhistRules, loadWhistTexts, whistMessages, whistRulesText } from './texts.js';
import type { WhistRules, WhistView } from './types.js';
import { seatTables } from '../../play/seat-tables.js';
import { toMoveIn } from './turn.js';

export const whistModule: GameModule = {
  id: 'whist',
  loadTexts: (locale) => loadWhistTexts(locale),
  messages: (locale) => whistMessages(locale),
  async rules(locale, options) {
    await loadWhistRules(locale);
    return whistRulesText(locale, (options as WhistRules | null) ?? null);
  },
  commands: WHIST_COMMANDS,
  commandText(locale, id) {
    const c = (whistMessages(locale).ui.commands as Readonly<Record<string, { name: string; help: string }>>)[id];
    return c ?? null;
  },
  setupForm: (host: PlayHost) => whistSetupForm(whistMessages(host.settings.locale)),
  optionsFrom: (values, host) => whistOptionsFrom(values, whistMessages(host.settings.locale)),
  urlParams: WHIST_URL_PARAMS,
  save: whistSave,
  async start(host, options, seed) {
    const start = options as WhistStart;
    return new WhistPlay(host, { options: start.options, seats: start.seats, seed });
  },
  async resume(host, snapshot) {
    const snap = snapshot as WhistSnapshot;
    return new WhistPlay(host, snap.config, { gameId: snap.gameId, state: snap.state, steps: snap.steps, log: snap.log, focusZone: snap.focusZone });
  },
  tables: seatTables<WhistView>({
    setupForm: (host) => whistSetupForm(whistMessages(host.settings.locale)),
    optionsFrom: (values, host) => whistOptionsFrom(values, whistMessages(host.settings.locale)),
    toMove: toMoveIn,
    play: (host, session) => new WhistPlay(host, session.config as ConstructorParameters<typeof WhistPlay>[1], undefined, session as unknown as ConstructorParameters<typeof WhistPlay>[3]),
  }),
  sameGame(snapshot, options, seed) {
    const snap = snapshot as WhistSnapshot;
    return snap.config.seed === seed && JSON.stringify(snap.config.options) === JSON.stringify((options as WhistStart | null)?.options) && !whistGame.isOver(snap.state);
  },
};
