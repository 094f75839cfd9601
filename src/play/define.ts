/**
 * One declaration per seat game (issue 22, part 3): from the engine's `SeatGame`, the game's table (its
 * play class), its texts, its keys, its setup and the few facts of its save, `defineSeatGame` makes the
 * game module the shell loads — start, resume, the save format and its check, the same-game test, the
 * command texts for F1, and the tables with friends. What every seat game's module did alike is here
 * once; a game's `game.ts` is the call.
 */
import type { SeatGame } from '../engine/game.js';
import type { Locale, Messages, RulesSection } from '../i18n/messages.js';
import type { CommandDef } from './keymap.js';
import type { GameModule, GamePlay, PlayHost } from './module.js';
import type { SeatSetup } from './params.js';
import type { SaveSpec } from '../storage/save-store.js';
import type { SeatResume } from './seat-play.js';
import { checkSeatSnapshot, type SeatSnapshot } from './seat-save.js';
import { seatTables } from './seat-tables.js';
import type { GameConfig, SeatConfig, SeatTable } from './session.js';

/** A start from the form or the address: the engine's options and who sits where. */
export interface SeatStart<O> {
  readonly options: O;
  readonly seats: SeatConfig[];
}

/** The zones every seat table has besides the game's own (a saved focus zone of a later build resumes in the hand). */
const SHELL_ZONES = ['choices', 'actions', 'commandLine', 'log'] as const;

export interface SeatGameSpec<S, M, V, E, O, Mg extends Messages = Messages> {
  readonly engine: SeatGame<S, M, V, E, O>;
  /** The game's table: a new game, a saved one, or a seat at a table with friends. */
  readonly play: new (host: PlayHost, config: GameConfig<O>, restored?: SeatResume<S, M, E>, table?: SeatTable<M, V, E, O>) => GamePlay;
  /** Its keys (the rows' keys: the keymap and F1). */
  readonly commands: readonly CommandDef[];
  /** Its texts: the catalogue merged over the shell's, and the rules for players. */
  readonly texts: {
    load(locale: Locale): Promise<void>;
    messages(locale: Locale): Mg & { readonly ui: { readonly commands: Readonly<Record<string, { name: string; help: string }>> } };
    rules(locale: Locale, options: unknown): Promise<readonly RulesSection[]>;
  };
  /** The new-game form, the address and the table's options: the game's parameters (src/play/params.ts). */
  readonly setup: SeatSetup<O, Mg>;
  /**
   * The save: its slot and format version (with migrations from earlier ones), the options' check, the
   * game's own zones (the seat-game snapshot, src/play/seat-save.ts); or `spec`, a format of the game's own.
   */
  readonly save: SeatSaveFacts<S, M, E, O> | OwnSave<S, M, E, O>;
  /** Whose turn a view shows (null: nobody's): the tables with friends ask it. */
  toMove(view: V): number | null;
  readonly saveText?: GameModule['saveText'];
  readonly unusedShellCommands?: GameModule['unusedShellCommands'];
  /** The game's own settings (GameModule.settings). */
  readonly settings?: GameModule['settings'];
}

/** A save in the seat-game format: the few facts of the game's own. */
export interface SeatSaveFacts<S, M, E, O> {
  readonly slot: string;
  readonly version?: number;
  readonly migrations?: SaveSpec['migrations'];
  /** Checks `config.options`; throws (through `bad`) naming what is wrong. */
  checkOptions(options: Record<string, unknown>): void;
  /** How many players a saved state is for. */
  players(state: S): number;
  /** The game's zones (hand, trick, status …). */
  readonly zones: readonly string[];
  /** A further check of a snapshot the shared check passed (the config against the state). */
  refine?(snap: SeatSnapshot<S, M, E, O>): SeatSnapshot<S, M, E, O>;
}

/**
 * A save format of the game's own, which earlier builds wrote and which must stay as it was (its slot,
 * its checks, its fields): its whole `SaveSpec`, used as it is. Its snapshots hold at least what a
 * resume reads (config, game id, state, steps, log, focus zone).
 */
export interface OwnSave<S, M, E, O> {
  readonly spec: SaveSpec<SeatSnapshot<S, M, E, O>>;
}

/** The seat-game save format (checkSeatSnapshot, the seats from the engine) with a game's few facts. */
function seatSave<S, M, V, E, O>(engine: SeatGame<S, M, V, E, O>, facts: SeatSaveFacts<S, M, E, O>): SaveSpec<SeatSnapshot<S, M, E, O>> {
  return {
    slot: facts.slot,
    version: facts.version ?? 1,
    migrations: facts.migrations ?? {},
    check(raw) {
      const snap = checkSeatSnapshot<S, M, E, O>(raw, {
        seats: [engine.players.min, engine.players.max],
        checkOptions: facts.checkOptions,
        stateFromJSON: (json) => engine.fromJSON(json),
        players: facts.players,
        zones: [...facts.zones, ...SHELL_ZONES],
      });
      return facts.refine ? facts.refine(snap) : snap;
    },
  };
}

export function defineSeatGame<S, M, V, E, O, Mg extends Messages>(spec: SeatGameSpec<S, M, V, E, O, Mg>): GameModule {
  const { engine, play: Play, texts, setup } = spec;
  const form = (host: PlayHost) => setup.form(texts.messages(host.settings.locale));
  const optionsFrom = (values: FormData | URLSearchParams, host: PlayHost) => setup.optionsFrom(values, texts.messages(host.settings.locale));
  const save = 'spec' in spec.save ? spec.save.spec : seatSave(engine, spec.save);
  return {
    id: engine.id,
    loadTexts: (locale) => texts.load(locale),
    messages: (locale) => texts.messages(locale),
    rules: (locale, options) => texts.rules(locale, options),
    commands: spec.commands,
    commandText: (locale, id) => texts.messages(locale).ui.commands[id] ?? null,
    setupForm: form,
    optionsFrom,
    urlParams: setup.urlParams,
    save,
    ...(spec.saveText ? { saveText: spec.saveText } : {}),
    ...(spec.unusedShellCommands ? { unusedShellCommands: spec.unusedShellCommands } : {}),
    ...(spec.settings ? { settings: spec.settings } : {}),
    async start(host, options, seed) {
      const start = options as SeatStart<O>;
      return new Play(host, { options: start.options, seats: start.seats, seed });
    },
    async resume(host, snapshot) {
      const snap = snapshot as SeatSnapshot<S, M, E, O>;
      return new Play(host, snap.config, { gameId: snap.gameId, state: snap.state, steps: snap.steps, log: snap.log, focusZone: snap.focusZone, focusKey: snap.focusKey ?? null, notes: snap.notes ?? null });
    },
    // The same address resumes the saved game while its sitting goes on (the engine's one isOver).
    sameGame(snapshot, options, seed) {
      const snap = snapshot as SeatSnapshot<S, M, E, O>;
      return snap.config.seed === seed && JSON.stringify(snap.config.options) === JSON.stringify((options as SeatStart<O> | null)?.options) && !engine.isOver(snap.state);
    },
    tables: seatTables<V>({
      setupForm: form,
      optionsFrom,
      ...(setup.forServer ? { forServer: (o: unknown) => setup.forServer!(o as O) } : {}),
      toMove: (view) => spec.toMove(view),
      play: (host, session) => new Play(host, session.config as GameConfig<O>, undefined, session as unknown as SeatTable<M, V, E, O>),
    }),
  };
}
