/** Piquet as a game module of the shell (src/play/module.ts): engine, table, setup, save format and texts. */
import type { GameModule, PlayHost } from '../../play/module.js';
import { seatTables } from '../../play/seat-tables.js';
import { toMoveIn } from './turn.js';
import type { PiquetView } from './types.js';
import { PIQUET_COMMANDS } from './commands.js';
import { PiquetPlay } from './play.js';
import { piquetGame } from './index.js';
import { piquetSave, type PiquetSnapshot } from './save.js';
import { PIQUET_URL_PARAMS, piquetOptionsFrom, piquetSetupForm, type PiquetStart } from './setup.js';
import { loadPiquetRules, loadPiquetTexts, piquetMessages, piquetRulesText } from './texts.js';
import type { PiquetRules } from './types.js';

export const piquetModule: GameModule = {
  id: 'piquet',
  loadTexts: (locale) => loadPiquetTexts(locale),
  messages: (locale) => piquetMessages(locale),
  async rules(locale, options) {
    await loadPiquetRules(locale);
    return piquetRulesText(locale, (options as PiquetRules | null) ?? null);
  },
  commands: PIQUET_COMMANDS,
  commandText(locale, id) {
    const c = (piquetMessages(locale).ui.commands as Readonly<Record<string, { name: string; help: string }>>)[id];
    return c ?? null;
  },
  setupForm: (host: PlayHost) => piquetSetupForm(piquetMessages(host.settings.locale)),
  optionsFrom: (values, host) => piquetOptionsFrom(values, piquetMessages(host.settings.locale)),
  urlParams: PIQUET_URL_PARAMS,
  save: piquetSave,
  async start(host, options, seed) {
    const start = options as PiquetStart;
    return new PiquetPlay(host, { options: start.options, seats: start.seats, seed });
  },
  async resume(host, snapshot) {
    const snap = snapshot as PiquetSnapshot;
    return new PiquetPlay(host, snap.config, { gameId: snap.gameId, state: snap.state, steps: snap.steps, log: snap.log, focusZone: snap.focusZone });
  },
  tables: seatTables<PiquetView>({
    setupForm: (host) => piquetSetupForm(piquetMessages(host.settings.locale)),
    optionsFrom: (values, host) => piquetOptionsFrom(values, piquetMessages(host.settings.locale)),
    toMove: toMoveIn,
    play: (host, session) => new PiquetPlay(host, session.config as ConstructorParameters<typeof PiquetPlay>[1], undefined, session as unknown as ConstructorParameters<typeof PiquetPlay>[3]),
  }),
  sameGame(snapshot, options, seed) {
    const snap = snapshot as PiquetSnapshot;
    return snap.config.seed === seed && JSON.stringify(snap.config.options) === JSON.stringify((options as PiquetStart | null)?.options) && !piquetGame.isOver(snap.state);
  },
};
