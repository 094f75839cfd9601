/**
 * The seven patiences as game modules of the shell (src/play/module.ts): one folder, one module per
 * patience, loaded when a patience is chosen or resumed (engines, describer, places, table, texts).
 */
import type { GameModule } from '../../play/module.js';
import type { PatienceId, PatienceOptions } from './types.js';
import { isPatienceId } from './modes.js';
import { PATIENCE_UNUSED_SHELL_COMMANDS, patienceCommands } from './commands.js';
import { PatiencePlay } from './play.js';
import { installPatienceStyles } from './styles.js';
import { patienceSave, replayPatience, type PatienceSnapshot } from './save.js';
import { loadPatienceRules, loadPatienceTexts, patienceMessages, patienceRulesText } from './texts.js';

const PARAMS = ['variants'];

export function patienceModule(game: PatienceId): GameModule {
  installPatienceStyles();
  return {
    id: game,
    loadTexts: (locale) => loadPatienceTexts(locale),
    messages: (locale) => patienceMessages(locale),
    async rules(locale) {
      await loadPatienceRules(locale);
      return patienceRulesText(locale, game);
    },
    commands: patienceCommands(game),
    unusedShellCommands: PATIENCE_UNUSED_SHELL_COMMANDS,
    commandText(locale, id) {
      const ui = patienceMessages(locale).ui;
      const c = (ui.commands as Readonly<Record<string, { name: string; help: string }>>)[id];
      // F as this patience means it (what its foundations are).
      if (c && id === 'readFoundations' && game !== 'unterstecken') return { name: c.name, help: ui.commandsIn.readFoundations[game] };
      return c ?? null;
    },
    setupForm: () => null,
    optionsFrom(values) {
      const v = values.get('variants');
      const variants = v ? String(v).split(',').filter(Boolean) : [];
      return { options: { variants } satisfies PatienceOptions, problems: [] };
    },
    urlParams: PARAMS,
    save: patienceSave,
    saveText(locale, reason) {
      const u = patienceMessages(locale).patience.ui;
      return reason === 'corrupt' ? u.saveCorrupt : reason === 'tooNew' ? u.saveTooNew : reason === 'unmigratable' ? u.saveUnmigratable : null;
    },
    async start(host, options, seed) {
      return PatiencePlay.deal(host, game, seed, (options as PatienceOptions | null) ?? {});
    },
    async resume(host, snapshot) {
      const snap = snapshot as PatienceSnapshot;
      if (!isPatienceId(snap.game)) throw new Error(`not a patience: ${JSON.stringify(snap.game)}`);
      const { state, done, undone } = replayPatience(snap);
      return new PatiencePlay(host, { game: snap.game, seed: snap.seed, options: snap.options, gameId: snap.gameId, state, done, undone, recorded: snap.recorded, focusKey: snap.focusKey }, snap.log);
    },
    sameGame(snapshot, _options, seed) {
      const snap = snapshot as PatienceSnapshot;
      return snap.game === game && snap.seed === seed;
    },
  };
}
