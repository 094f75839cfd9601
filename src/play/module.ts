/**
 * The contract between the shell and a game (docs/architecture.md). The shell — chooser, setup form,
 * table, dialogs, saves, statistics — knows games only through these types and the registry
 * (src/games/registry.ts); everything a game needs lives in its folder src/games/<id>/ and its texts
 * in locales/<id>/.
 *
 * A game is loaded in two steps: its registry entry (metadata and the chooser's words, in the first
 * download) and its module (`entry.load()`, its own chunk with the engine, describer, table and
 * texts). A running game is a `GamePlay`: the object the generic table renders and the keymap
 * drives. The pure engine is `GameDefinition` (src/engine/game.ts).
 */
import type { TemplateResult } from 'lit';
import type { Locale, RulesSection } from '../i18n/messages.js';
import type { CommandDef } from './keymap.js';
import type { GameResult, SaveSpec, SaveStore } from '../storage/save-store.js';
import type { GameBots } from '../ai/types.js';
import type { GameSetting } from '../session/settings.js';

export type Family = 'fishing' | 'patience' | 'tricks' | 'board';

/** What the chooser shows of a game, in one language (from locales/<id>/meta.ts). */
export interface GameTexts {
  readonly name: string;
  /** One line: what the game is. */
  readonly description: string;
  /** One short phrase: how the player takes part ("you choose every move", "you watch and step"). */
  readonly mode?: string;
  /** The names of the game's own counts in the statistics (GameResult.feats): "Matsch", "slams". */
  readonly feats?: Readonly<Record<string, string>>;
  /** Variants the chooser offers as check boxes (id as the engine knows it, label). */
  readonly variants?: readonly { readonly id: string; readonly label: string }[];
}

/** The chooser's words of every game in one language, by game id (locales/chooser/<locale>.ts: one chunk a language). */
export type ChooserWords = Readonly<Record<string, GameTexts>>;

/** A game in the registry: known at start, loaded when chosen. */
export interface GameEntry {
  readonly id: string;
  readonly family: Family;
  readonly seats: { readonly min: number; readonly max: number; readonly partnerships?: boolean };
  /** A patience: one player, undo/redo, step and run. */
  readonly solo: boolean;
  /** The chooser's words by language: a language's are there once loaded (`loadChooserWords`, src/games/registry.ts). */
  readonly texts: Readonly<Record<Locale, GameTexts>>;
  /** The address parameters of the game besides game, seed and lang (checked by its module). */
  readonly urlParams?: readonly string[];
  /** The IndexedDB key of its save (known before the module loads, to find the game open last). */
  readonly saveSlot: string;
  /** A table server can hold this game (its module gives `tables`): "Play with friends" offers it. */
  readonly tables?: boolean;
  /** The game's module (its own chunk). */
  load(): Promise<GameModule>;
  /** The game's computer players (their own chunk, loaded in the bot worker); none for a patience. */
  bots?(): Promise<GameBots>;
  /**
   * Carries statistics an earlier build kept outside the store (the patiences' localStorage counts)
   * into it, once (the store remembers it). The boot calls it before the statistics are read;
   * entries that share the function run it once.
   */
  importStats?(store: SaveStore, storage: Storage | null): Promise<unknown>;
}

/** One field of a setup form, rendered by the generic <setup-form>. Labels are the game's words. */
export type SetupField =
  /** A choice; an option with `seats` sets the number of seats when chosen (a game whose variants are played at tables of different sizes). */
  | { readonly kind: 'choice'; readonly name: string; readonly label: string; readonly help?: string; readonly options: readonly { value: string; label: string; help?: string; seats?: number }[]; readonly value: string }
  | { readonly kind: 'flags'; readonly name: string; readonly label: string; readonly options: readonly { value: string; label: string; help?: string }[]; readonly value: readonly string[] }
  | { readonly kind: 'number'; readonly name: string; readonly label: string; readonly help?: string; readonly min: number; readonly max: number; readonly value: number }
  | { readonly kind: 'text'; readonly name: string; readonly label: string; readonly help?: string; readonly value: string }
  | { readonly kind: 'seats'; readonly name: string; readonly label: string; readonly help?: string; readonly count: number; readonly levels: readonly { value: string; label: string }[] };

/** A group of fields with a legend. */
export interface SetupGroup {
  readonly legend: string;
  readonly fields: readonly SetupField[];
}

/** A start asked for by the address (?game=…&seed=…&…): the options, or what is wrong with it. */
export interface UrlStart<O = unknown> {
  readonly options: O | null;
  readonly problems: readonly { param: string; value: string; allowed: string }[];
}

/** A loaded game. */
export interface GameModule {
  readonly id: string;
  /** Loads the game's texts for a language (before anything of it is shown). */
  loadTexts(locale: Locale): Promise<void>;
  /** The shell's catalogue with the game's merged over it (its zone names, help texts, …); loaded texts only. */
  messages(locale: Locale): import('../i18n/messages.js').Messages;
  /** The rules for players (Shift+F1), for the options of the running game or the defaults. */
  rules(locale: Locale, options: unknown): Promise<readonly RulesSection[]>;
  /** The game's keys: merged with the shell's and the table's for the keymap and F1. */
  readonly commands: readonly CommandDef[];
  /** The game's own command names and help texts for F1 (its catalogue). */
  commandText(locale: Locale, id: string): { name: string; help: string } | null;
  /**
   * The shell's commands that mean nothing in this game (a patience has no turns: W has nothing to
   * go on after, G no turn to count from): out of its keymap, so F1 does not offer them.
   */
  readonly unusedShellCommands?: readonly string[];
  /** The setup form (null: the game starts at once from the chooser) and the address parameters. */
  setupForm(host: PlayHost): readonly SetupGroup[] | null;
  /** A start from the form's values (FormData) or the address; null values: defaults. */
  optionsFrom(values: FormData | URLSearchParams, host: PlayHost): UrlStart;
  /** Address parameters this game reads besides game, seed and lang. */
  readonly urlParams: readonly string[];
  readonly save: SaveSpec;
  /**
   * The game's own settings (Papillon's payments and cuts), with their defaults and words: the settings
   * form shows them while the game is open, below the shell's card settings; kept with the player's
   * settings under their keys (src/session/settings.ts: read them with `gameSetting`).
   */
  readonly settings?: readonly GameSetting[];
  /** The game's own words for a bad save (else the shell's). */
  saveText?(locale: Locale, reason: 'corrupt' | 'tooNew' | 'unmigratable' | 'unavailable'): string | null;
  /** A new game from checked options and a seed. */
  start(host: PlayHost, options: unknown, seed: string): Promise<GamePlay>;
  /** A saved game (checked by `save.check`); throws (and changes nothing) when it does not fit. */
  resume(host: PlayHost, snapshot: unknown): Promise<GamePlay>;
  /** Whether a saved game is the same deal as a start asked for (then it resumes instead). */
  sameGame(snapshot: unknown, options: unknown, seed: string): boolean;
  /** Tables with friends (docs/multiplayer.md): present when a table server can hold this game. */
  readonly tables?: TableSupport;
}

/**
 * What a game gives the tables with friends (src/tables/): the option fields of "create a table" (the
 * lobby adds the seats, the pace and the names), the options a table server takes, and the game's
 * own table played through a session whose state lives on the server.
 */
export interface TableSupport {
  /** The game's option fields for a new table (no seats: the lobby asks for them). */
  setupForm(host: PlayHost): readonly SetupGroup[];
  /** The options for the server from the form's values and the number of seats; or what is wrong. */
  optionsFrom(values: FormData, seats: number, host: PlayHost): { readonly options: unknown; readonly problems: readonly { param: string; value: string; allowed: string }[] };
  /** Whose turn it is in a view of the game (null: nobody's, between deals or at the end). */
  toMove(view: unknown): number | null;
  /** The game's table for my seat at a remote table (`session`: a `SeatTable` of the game's moves, views and events). */
  play(host: PlayHost, session: import('./session.js').SeatTable<unknown, unknown, unknown, unknown>): GamePlay;
}

/** What a game gets from the shell: settings, texts, the announcer, saving, bots. */
export interface PlayHost {
  readonly settings: import('../session/settings.js').Settings;
  /** The player taps rather than types (a touch screen): say no key names. */
  readonly touch: boolean;
  readonly locale: Locale;
  readonly messages: import('../i18n/messages.js').Messages;
  /** `follow`: said after what still waits to be said, even an answer (a prompt that follows the moves that led to it). */
  say(text: string, kind?: 'error' | 'info' | 'echo' | 'event' | 'turn', priority?: 'polite' | 'assertive', opts?: { readonly follow?: boolean }): void;
  playEarcon(name: import('../announcer/earcons.js').EarconName): void;
  readonly announcer: import('../announcer/announcer.js').Announcer;
  /** Something changed: re-render, save. */
  changed(): void;
  /** The player's settings changed from within a game (the pace from the form). */
  updateSettings(patch: Partial<import('../session/settings.js').Settings>): void;
  /** Opens a shell dialog. */
  openDialog(d: 'help' | 'rules' | 'settings' | 'stats' | 'confirm'): void;
  /** Back to the chooser (Shift+N, "new game"). */
  chooseGame(): void;
  /** A result for the statistics (once per game). */
  recordResult(result: GameResult): void;
  /** Played and won games of a game so far (null: none yet, or not loaded). */
  statsFor(game: string): { played: number; won: number } | null;
  /** The same game again with these options: the same deal (a seed) or a new one (null). */
  startAgain(options: unknown, seed: string | null): Promise<void>;
  /** The computer players of a game (a Web Worker when there is one). */
  decide(game: string, level: string, view: unknown, legal: readonly unknown[], opts: { seed: string; iterations?: number }): Promise<{ move: unknown; explanation?: unknown }>;
  /** A game's name in the player's language (the registry's chooser words): a table's title. */
  gameName(id: string): string;
  /** A command's name in the player's language, as F1 lists it: a button's label. */
  commandName(id: string): string;
  /** Walks the game log (the shell owns it). */
  moveInLog(where: 'previous' | 'next' | 'first' | 'last'): void;
  repeatLast(): void;
}

/** A zone of the table the game fills (hand, table, trick, places, status …). */
export interface ZoneSpec {
  readonly id: string;
  /**
   * 'list': a listbox of items with a roving tab stop; 'grid': the same, arrows also move by rows;
   * 'groups': the same, items in groups (data-group: a hand by suit) — Up/Down go to the first item of
   * the previous/next group, Home/End to the group's first/last item (pressed there: the zone's);
   * 'static': focus goes to its heading or [data-focus].
   */
  readonly kind: 'list' | 'grid' | 'groups' | 'static';
  /** The section's content (heading with data-focus, items with data-item and data-key). */
  render(): TemplateResult;
  /** The key of the item focus should return to (a remembered place), if any. */
  focusKey?(): string | null;
  /** The keys of the items the next render shows (a played card is gone): focus moves on before it goes. */
  keys?(): readonly string[];
}

/** A button of the actions zone, with its key. */
export interface ActionSpec {
  readonly label: string;
  readonly key: string;
  readonly primary?: boolean;
  readonly pressed?: boolean;
  run(): void;
}

/** A numbered choice list (captures, moves): best first. */
export interface ChoiceList {
  readonly heading: string;
  readonly labels: readonly string[];
}

/** A question the player confirms (Papillon's forced lay-down with its cost). */
export interface Confirm {
  /** Names the dialog (data-dialog), e.g. 'layDown'. */
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  confirm(): void;
  cancel?(): void;
}

/** A running game, as the generic table and keymap see it. */
export interface GamePlay extends EventTarget {
  /** The registry id of the game being played. */
  readonly gameId: string;
  /** The table's zones the game fills, in F6 order (the shell adds choices, actions, command line, log). */
  zones(): readonly ZoneSpec[];
  /** The zone focus goes to first (the hand, the places). */
  readonly homeZone: string;
  /** Where the choice list goes among the game's zones (index; default: after them all). */
  readonly choicesAt?: number;
  /** More controls in the actions zone (a patience's pace). */
  renderActionsExtra?(): TemplateResult;
  /** The command line's placeholder and the hint under it (the game's examples). */
  readonly commandPlaceholder?: string;
  readonly commandHint?: string;
  /** Where focus should go after the next render (a new deal, a resumed game, a closed list), once. */
  takeFocusRequest(): string | null;
  /** The item that request goes to (its data-key: a resumed game's card or option in focus before), once; taken with the request. */
  takeFocusKey?(): string | null;
  /**
   * A move of focus the player has not asked for, done only while focus is in that zone, in the home zone
   * or nowhere (never taken from the log or the status): the card to play when the turn comes back, the
   * way on at the end of a deal. Once; with the item's data-key (null: the zone's first item).
   */
  takeFocusNudge?(): { readonly zone: string; readonly key: string | null } | null;
  readonly choices: ChoiceList | null;
  pickChoice(index: number): void;
  closeChoices(): void;
  actions(): readonly ActionSpec[];
  readonly confirm: Confirm | null;
  /** A key command of the game or of the table; false when the game has no such command. */
  run(id: string, ctx: { zone: string | null; key: string | null }): boolean;
  /** Enter, Space or a tap on an item of a zone. */
  activate(zone: string, key: string): void;
  /** The item in focus changed (remembered across renders and saves). */
  focused?(zone: string, key: string): void;
  /** The text command line. */
  submitCommand(text: string): Promise<void> | void;
  /** Repeat the last game event (L). */
  repeatLastEvent(): void;
  /** The rules options in force (for the rules dialog). */
  readonly rulesOptions: unknown;
  /** The title the page shows while this game is open. */
  readonly title: string;
  /** True while computer players or a run are working (tests and benchmarks wait on it). */
  readonly busy: boolean;
  /** A computer turn held for a key (pace 'waitForKey'): nobody is at work, the table waits for the player. */
  readonly waitingForKey?: boolean;
  /** What to save now (the module's save format), or null when nothing is to be kept. */
  snapshot(extra: { log: readonly unknown[]; focusZone: string | null; focusKey?: string | null }): { savedAt: string } | null;
  /** The settings changed (language, pace, verbosity): apply them, rebuild words that were cached. */
  settingsChanged?(): void;
  /** Keys this running game adds to its module's (a table with friends: who is at the table); first in the merge. */
  readonly extraCommands?: readonly CommandDef[];
  /** The name and F1 help of an extra command, or of a key whose meaning this game's options change (before the module's words). */
  extraCommandText?(id: string): { name: string; help: string } | null;
  dispose(): void;
}
