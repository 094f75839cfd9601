/**
 * The Ombre family (Ombre for three, en deux, en quatre, Quadrille, Cinquille) as a game module of the
 * shell (src/play/module.ts): loaded when it is chosen or resumed, with its engine, describer, table,
 * setup form, save format and texts.
 */
import type { GameModule, PlayHost } from '../../play/module.js';
import { seatTables } from '../../play/seat-tables.js';
import { toMoveIn } from './turn.js';
import type { OmbreView } from './types.js';
import { OMBRE_COMMANDS } from './commands.js';
import { OmbrePlay } from './play.js';
import { ombreGame } from './index.js';
import { ombreSave, type OmbreSnapshot } from './save.js';
import { OMBRE_URL_PARAMS, ombreOptionsFrom, ombreSetupForm, type OmbreStart } from './setup.js';
import { loadOmbreRules, loadOmbreTexts, ombreMessages, ombreRulesText } from './texts.js';
import type { OmbreRules } from './types.js';

export const ombreModule: GameModule = {
  id: 'ombre',
  loadTexts: (locale) => loadOmbreTexts(locale),
  messages: (locale) => ombreMessages(locale),
  async rules(locale, options) {
    await loadOmbreRules(locale);
    return ombreRulesText(locale, (options as OmbreRules | null) ?? null);
  },
  commands: OMBRE_COMMANDS,
  commandText(locale, id) {
    const c = (ombreMessages(locale).ui.commands as Readonly<Record<string, { name: string; help: string }>>)[id];
    return c ?? null;
  },
  setupForm: (host: PlayHost) => ombreSetupForm(ombreMessages(host.settings.locale)),
  optionsFrom: (values, host) => ombreOptionsFrom(values, ombreMessages(host.settings.locale)),
  urlParams: OMBRE_URL_PARAMS,
  save: ombreSave,
  async start(host, options, seed) {
    const start = options as OmbreStart;
    return new OmbrePlay(host, { options: start.options, seats: start.seats, seed });
  },
  async resume(host, snapshot) {
    const snap = snapshot as OmbreSnapshot;
    return new OmbrePlay(host, snap.config, { gameId: snap.gameId, state: snap.state, steps: snap.steps, log: snap.log, focusZone: snap.focusZone });
  },
  tables: seatTables<OmbreView>({
    setupForm: (host) => ombreSetupForm(ombreMessages(host.settings.locale)),
    optionsFrom: (values, host) => ombreOptionsFrom(values, ombreMessages(host.settings.locale)),
    toMove: toMoveIn,
    play: (host, session) => new OmbrePlay(host, session.config as ConstructorParameters<typeof OmbrePlay>[1], undefined, session as unknown as ConstructorParameters<typeof OmbrePlay>[3]),
  }),
  sameGame(snapshot, options, seed) {
    const snap = snapshot as OmbreSnapshot;
    return snap.config.seed === seed && JSON.stringify(snap.config.options) === JSON.stringify((options as OmbreStart | null)?.options) && !ombreGame.isOver(snap.state);
  },
};
