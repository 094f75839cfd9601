/**
 * The shell's message catalogue (architecture.md §7): every word of the app that belongs to no game —
 * the page, menu and dialogs, the settings form, the chooser's chrome, the table's zones, log and
 * choice list, notices, saving and updates, the statistics page, the setup form's seats, pace and
 * levels, the shell's commands — and the card words every game shares. Names no game: each game's
 * texts live in locales/<id>/ and are merged over these when the game loads (the game's
 * texts.ts), so a game's describer and table read one object.
 *
 * API
 * - `Messages`: the interface both shell catalogues (`locales/en.ts`, `locales/de.ts`) implement. A key
 *   missing in one locale is a compile error. Parameterised entries are functions; counts go through
 *   `plural()` (Intl.PluralRules), lists through `list()` (Intl.ListFormat).
 * - `Locale`, `LOCALES`, `PluralForms` (from locale.ts, re-exported: every catalogue and most callers take them from here).
 * - Card vocabulary types: `Pack` ('french' | 'numbers'), `CardStyle` ('long' | 'short'); `RankForm` is
 *   the card words' (deck-words.ts).
 * - `Who`: a person in a sentence, a player by name or the human player (`self: true`, said as "you"/"du").
 * - Helpers: `plural(locale, n, forms)` (a form for each plural category of the language: `{ one, other }`
 *   in German and English, `{ one, few, many, other }` in Polish), `list(locale, items, type?)`, `capitalize(text)`. Numbers in
 *   words are each language's own, in its catalogue: `ui.ordinal(n)`, `ui.signed(n)`.
 * - `SHELL_COMMAND_IDS` / `ShellCommandId`: the shell's commands (src/play/keymap.ts SHELL_COMMANDS),
 *   whose names and help texts live in `ui.commands`; a game adds its own in its catalogue.
 * - `GameCatalogue`, `MergedMessages`: the shape of a game's catalogue and of the merged view.
 *
 * Adding a UI key: add it to `UiMessages` below, then to `ui` in both
 * `locales/en.ts` and `locales/de.ts`; the compiler reports a locale you forgot, and
 * test/node/i18n-catalogue.test.ts checks at run time that no string is empty and functions agree in arity.
 * A key only one game uses belongs in that game's catalogue (src/games/<id>/messages.ts).
 */
import type { Rank, Suit } from '../engine/cards.js';
import type { DeckGrammar, FrenchWords, RankForm } from './deck-words.js';
import type { Locale, PluralForms } from './locale.js';

export type { Rank, Suit };
export { LOCALES, type Locale, type PluralCategory, type PluralForms } from './locale.js';

/**
 * Which pack the player knows at a real table (experience.md §1).
 * - 'french': Kreuz/clubs, Pik/spades, Herz/hearts, Karo/diamonds; Bube, Dame, König, Ass.
 * - 'numbers': number cards 1–13 in four colours, as on Elfer-raus cards; 1 is the ace, 11–13 stand
 *   for J, Q, K. Colours map to suits as in a four-colour pack where possible:
 *   hearts = red (Rot), diamonds = blue (Blau), clubs = green (Grün), spades = yellow (Gelb).
 */
export type Pack = 'french' | 'numbers';
/** 'long' for speech ("Herz Zehn", "ten of hearts"); 'short' for braille displays ("H10", "10H"). */
export type CardStyle = 'long' | 'short';
export type Verbosity = 'brief' | 'normal' | 'detailed';

/** A person in a sentence: a player by name, or the human player (said in the second person). */
export interface Who {
  readonly name: string;
  readonly self: boolean;
}

/**
 * The shell's commands with a name and help text (the ids of src/play/keymap.ts SHELL_COMMANDS, in
 * that order). A game's own commands are in its catalogue (`ui.commands`, merged over these).
 */
export const SHELL_COMMAND_IDS = [
  'pickChoice', 'closeChoices', 'repeatLastEvent', 'repeatLast', 'sinceMyTurn', 'logPrevious', 'logNext', 'logFirst', 'logLast',
  'hint', 'cycleVerbosity', 'help', 'rules', 'nextZone', 'previousZone', 'focusCommandLine', 'continue',
  'newGame', 'settings', 'update',
] as const;
export type ShellCommandId = (typeof SHELL_COMMAND_IDS)[number];

/** A section of the rules text (Shift+F1). */
export interface RulesSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Catalogue sections

export interface CardMessages {
  /**
   * The French pack's words (locales/decks/<locale>.ts; interface src/i18n/deck-words.ts): long and short
   * names, faces of the visual table, gender, typed words. Cards are named through src/i18n/cards.ts.
   */
  readonly french: FrenchWords;
  /** The French pack as number cards 1–13 in four colours (pack 'numbers'): "Rot Elf" / "red eleven". */
  readonly numbers: FrenchWords;
  /** Articles and cases of card names and rank words. */
  readonly grammar: DeckGrammar;
  /** A rank with article and case (see RankForm). */
  rankPhrase(rank: Rank, pack: Pack, form: RankForm): string;
  /** A card's name with the definite article: "die Kreuz Dame", "der Pik Bube" / "the queen of clubs"; short style: the token alone. */
  definite(name: string, rank: Rank, pack: Pack, style: CardStyle): string;
  /** "3 Karten" / "3 cards". */
  count(n: number): string;
  /** Said for an empty list of cards: "keine Karten" / "no cards". */
  readonly none: string;
}

/**
 * UI chrome: labels, headings, buttons, dialog fields, notices and help texts. Flat on purpose:
 * to add a key, add it here and to `ui` in locales/en.ts and locales/de.ts (grouped there by comments).
 * Name functions for option values take a plain string and fall back to the value itself.
 */
export interface UiMessages {
  // App and page structure
  readonly appTitle: string;
  /** The rules texts could not be loaded (offline before they were ever cached). */
  readonly rulesUnavailable: string;
  readonly menu: string;
  readonly gameArea: string;

  // Headings
  readonly players: string;
  readonly gameLog: string;
  readonly commandLine: string;
  readonly actions: string;
  readonly helpTitle: string;
  /** The rules dialog's title for a game: "Regeln: Der Stern". */
  rulesOf(game: string): string;

  // Game chooser (the games' names, descriptions and modes: locales/<id>/meta.ts)
  readonly chooserTitle: string;
  readonly chooserIntro: string;
  /** The hint under the chooser list: keys. */
  readonly chooserKeys: string;
  /** "Die Elf spielen" / "Play Die Elf": a game's play button. */
  playGame(game: string): string;
  /** "Regeln: Die Elf" / "Rules: Die Elf": a game's rules button. */
  chooserRules(game: string): string;
  /** Tables with friends (src/tables/, its own chunk): the chooser's section and button. */
  readonly playWithFriends: string;
  readonly playWithFriendsHint: string;
  /** The tables' code could not be loaded (offline before it was cached). */
  readonly tablesUnavailable: string;
  /** A game's statistics in the chooser: "3 games played, 1 won". */
  gameStats(p: { played: number; won: number }): string;
  readonly noStats: string;
  /** The legend of the chooser's options (the deal number, the games' variants). */
  readonly chooserOptions: string;
  /** A game could not be loaded (offline before it was ever cached); the chooser is shown. */
  readonly gameUnavailable: string;

  // Buttons
  readonly cancel: string;
  readonly hint: string;
  readonly help: string;
  readonly rules: string;
  readonly settings: string;
  readonly newGame: string;
  readonly start: string;
  /** The new-game form's way back to the game chooser (when the patiences are wired). */
  readonly backToGames: string;
  readonly continue: string;
  readonly close: string;
  readonly status: string;
  readonly repeat: string;
  readonly run: string;

  // Command line
  readonly commandLabel: string;

  // Players table and status
  readonly colPlayer: string;
  readonly colCards: string;
  readonly you: string;
  readonly dealer: string;
  readonly toMove: string;
  /** "3 von 7" / "3 of 7". */
  position(index: number, total: number): string;
  /** A card in a list with its position: "Herz Zehn, 2 von 3". */
  cardInList(p: { card: string; index: number; total: number }): string;

  // New-game dialog
  readonly numberOfPlayers: string;
  playersCount(n: number): string;
  readonly seats: string;
  /** The seat the player sits at (the others are computer players). */
  readonly yourSeat: string;
  seatNumber(n: number): string;
  readonly yourName: string;
  /** Label of the name field of seat n (1-based). */
  seatName(n: number): string;
  /** Default name of seat i (0-based; 0 is the human player). */
  defaultName(i: number): string;
  readonly seatKind: string;
  readonly human: string;
  readonly computer: string;
  readonly computerLevel: string;
  readonly levelEasy: string;
  readonly levelNormal: string;
  readonly levelStrong: string;
  levelName(level: string): string;
  readonly paceAndSeed: string;
  readonly pace: string;
  /** 'instant' | 'fast' | 'normal' | 'slow' | 'waitForKey'. */
  paceName(pace: string): string;
  readonly seed: string;
  readonly seedHint: string;

  // Settings dialog
  /** The language choice's label (the settings and the menu's group); each language's name is its own, locales/languages.ts. */
  readonly language: string;
  readonly verbosity: string;
  verbosityName(level: string): string;
  /** Said when V cycles verbosity. */
  verbosityNow(level: string): string;
  readonly speech: string;
  readonly speechOn: string;
  readonly speechOnly: string;
  readonly voice: string;
  readonly voiceDefault: string;
  readonly rate: string;
  readonly pitch: string;
  readonly earcons: string;
  readonly earconsOn: string;
  readonly earconVolume: string;
  readonly cardNames: string;
  /** 'long' | 'short'. */
  cardNamesName(style: string): string;
  readonly pack: string;
  /** 'french' | 'numbers'. */
  packName(pack: string): string;
  /** How long the strong computer player thinks (phones are slower). */
  readonly thinkingTime: string;
  thinkingTimeName(value: string): string;
  readonly looks: string;
  readonly theme: string;
  /** 'system' | 'light' | 'dark' | 'contrast'. */
  themeName(theme: string): string;
  readonly fourColour: string;
  readonly highContrast: string;
  readonly on: string;
  readonly off: string;

  // Help (F1)
  readonly helpIntro: string;
  readonly helpCommandLine: string;
  readonly keysEverywhere: string;
  keysInZone(zone: string): string;
  /** 'hand' | 'table' | 'choices' | 'status' | 'log' | 'actions' | 'commandLine'. */
  zoneName(zone: string): string;
  readonly key: string;
  readonly action: string;
  /** Name and help text of the shell's commands (a game's catalogue adds its own). */
  readonly commands: Readonly<Record<ShellCommandId, { readonly name: string; readonly help: string }>>;
  /** The help text of a command id (unknown ids: the id); in a game's merged catalogue, of its commands too. */
  commandHelp(id: string): string;
  /** A key or combination in the player's words, from locales/keys.ts: "Enter" → "Eingabe", "Shift+H" → "Umschalt+H", "PageUp" → "Bild auf". */
  keyName(key: string): string;

  // Notices from the controller
  readonly settingsReset: string;
  readonly storageFull: string;
  readonly waitingForKey: string;
  /** The heading of the zone that keeps the last answer to a key readable (braille). */
  readonly lastAnswer: string;
  /** G when nothing happened since the player's last turn. */
  readonly nothingSinceTurn: string;
  /** F1: the zones F6 and Shift+F6 move between, in order. */
  zonesCycle(zones: string): string;
  /** F1 in a list: what the arrow keys, Home and End, and Tab do. */
  readonly navArrows: string;
  readonly navHomeEnd: string;
  /** In a hand by suit. */
  readonly navGroups: string;
  readonly navGroupHomeEnd: string;
  readonly navTab: string;
  /** `touch`: the player taps (a phone): no key is named. */
  choicesOpened(count: number, touch?: boolean): string;
  readonly choicesClosed: string;
  noSuchChoice(n: number): string;
  readonly nothingToContinue: string;
  readonly nothingYet: string;
  readonly logEmpty: string;
  /** Said before the first/last log message when the end is reached. */
  readonly logEdge: string;
  /** Said before the card in focus when Up or Down meets the first or last suit of the hand (a key is never silent). */
  groupEdge(last: boolean): string;
  /**
   * Said before the item in focus when a key of a list moves it nowhere: Home on the first item, End on
   * the last, an arrow at the end of a list that does not wrap, any of them in a list of one (a key is
   * never silent, issue 28: End in a one-option list).
   */
  listEdge(at: 'first' | 'last' | 'only'): string;
  /** Escape in the command line: what is typed is dropped, focus goes back to where it was. */
  readonly commandLineClosed: string;
  readonly hintUnavailable: string;
  readonly hintThinking: string;
  thinking(who: Who): string;
  readonly saved: string;
  readonly resumed: string;

  /** Said once the app has started. */
  readonly ready: string;

  // Offline, saving, updates, statistics (src/app/persistence.ts, src/app/pwa.ts, src/components/stats-page.ts)
  /** A new version of the app waits; announced once, the game goes on. Names the key (U) and the button. */
  readonly updateReady: string;
  /** The header button that loads the waiting version. */
  readonly updateAction: string;
  /** Said when the player loads the new version (the page reloads, the game resumes). */
  readonly updating: string;
  /** U pressed while no new version waits. */
  readonly noUpdate: string;
  /** The browser's storage quota is full: this move was not saved, play goes on. Said once. */
  readonly saveQuotaFull: string;
  /** Any other failure to save; play goes on. */
  readonly saveFailed: string;
  /** The saved game could not be read; it was kept aside (not deleted); a new game is offered. */
  readonly saveCorrupt: string;
  /** The saved game comes from a newer version of the app; kept aside. */
  readonly saveTooNew: string;
  /** The saved game comes from an old version that cannot be converted; kept aside. */
  readonly saveUnmigratable: string;
  /** Storage is blocked (no IndexedDB): games are not kept. */
  readonly saveUnavailable: string;
  /** Menu button and dialog title of the statistics. */
  readonly statistics: string;
  readonly statsLoading: string;
  /** "3 sessions played, 1 won." */
  statsSummary(played: number, won: number): string;
  readonly statsEmpty: string;
  readonly statsCaption: string;
  readonly statsDate: string;
  readonly statsPlayers: string;
  readonly statsBalance: string;
  readonly statsPlace: string;
  readonly statsResult: string;
  readonly statsRunningTotal: string;
  readonly statsWonYes: string;
  readonly statsWonNo: string;

  // Numbers in words
  /** A place or a rank in order: "1." / "1st", "2nd", "3rd", "4th". */
  ordinal(n: number): string;
  /** A signed amount in words: "plus 4", "minus 1", "null" / "zero" (never a bare symbol a speech engine may drop). */
  signed(n: number): string;

  // URL parameters (?seed=…&players=…)
  /** "Unknown value for players: 5. Allowed: 3 or 4." */
  badUrlParam(param: string, value: string, allowed: string): string;
  urlUnknownParam(p: { param: string }): string;
}

export interface Messages {
  readonly locale: Locale;
  readonly cards: CardMessages;
  readonly ui: UiMessages;
}

/**
 * What a game's catalogue (locales/<id>/{de,en}.ts) looks like: its own sections, and `ui` keys with
 * its commands. Merged over the shell's (src/i18n/game-texts.ts): the game's sections are added, its
 * `ui` keys win over the shell's of the same name, and `ui.commands` is the union.
 */
export interface GameCatalogue {
  readonly ui: { readonly commands?: Readonly<Record<string, { readonly name: string; readonly help: string }>> };
}

/** The shell's catalogue with a game's merged over it. */
export type MergedMessages<G extends GameCatalogue> = Messages & Omit<G, 'ui'> & { readonly ui: UiMessages & G['ui'] };

// ---------------------------------------------------------------------------------------------
// Helpers (used by the catalogues and the describer)

const pluralRules = new Map<string, Intl.PluralRules>();
const listFormats = new Map<string, Intl.ListFormat>();

/**
 * The form for n's plural category (Intl.PluralRules, cardinal: any of zero, one, two, few, many,
 * other, as the language has them; `forms` gives each of the language's), with the number in front:
 * "1 Zählstein", "2 Zählsteine". A category the forms lack (a runtime whose CLDR data differs) takes 'other'.
 */
export function plural<L extends Locale>(locale: L, n: number, forms: PluralForms<L>, withNumber = true): string {
  const word = (forms as Partial<Record<Intl.LDMLPluralRule, string>>)[pluralCategory(locale, n)] ?? forms.other;
  return withNumber ? `${n} ${word}` : word;
}

/** n's cardinal plural category in the language (Intl.PluralRules). */
export function pluralCategory(locale: Locale, n: number): Intl.LDMLPluralRule {
  const key = `${locale}:cardinal`;
  let pr = pluralRules.get(key);
  if (!pr) pluralRules.set(key, (pr = new Intl.PluralRules(locale)));
  return pr.select(n);
}

/** "a, b und c" / "a, b, and c" (Intl.ListFormat; card references in the nominative); `disjunction` gives "oder"/"or". */
export function list(locale: Locale, items: readonly Nominative[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const key = `${locale}:${type}`;
  let lf = listFormats.get(key);
  if (!lf) listFormats.set(key, (lf = new Intl.ListFormat(locale, { type, style: 'long' })));
  return lf.format(items.map(String));
}

/** A text, or a card reference (src/i18n/deck-names.ts: CardRef, CardRefs) said as its nominative name. */
export type Nominative = string | { name(): string; toString(): string };

/** Upper-cases the first letter (for "du" at the start of a sentence; a card reference in the nominative). */
export function capitalize(text: Nominative): string {
  const t = String(text);
  return t.length === 0 ? t : t.charAt(0).toLocaleUpperCase() + t.slice(1);
}
