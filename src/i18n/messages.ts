/**
 * The typed message catalogue (architecture.md §7): every word a player hears or reads.
 *
 * API
 * - `Messages`: the interface both catalogues (`locales/en.ts`, `locales/de.ts`) implement. A key missing
 *   in one locale is a compile error. Parameterised entries are functions; counts go through
 *   `plural()` (Intl.PluralRules), lists through `list()` (Intl.ListFormat).
 * - `Locale = 'de' | 'en'`, `LOCALES`.
 * - Card vocabulary types: `Pack` ('french' | 'numbers'), `CardStyle` ('long' | 'short'), `RankForm`.
 * - `Who`: a person in a sentence, a player by name or the human player (`self: true`, said as "you"/"du").
 * - Helpers: `plural(locale, n, forms)`, `list(locale, items, type?)`, `ordinal(locale, n)`,
 *   `capitalize(text)`, `signed(locale, n)`.
 * - `CommandId` (the command ids whose help text lives in `ui.commands`), `VariantId`.
 *
 * Adding a UI key: add it to `UiMessages` below, then to `ui` in both
 * `locales/en.ts` and `locales/de.ts`; the compiler reports a locale you forgot, and
 * test/node/i18n-catalogue.test.ts checks at run time that no string is empty and functions agree in arity.
 * Adding a command: add its id to `COMMAND_IDS` and its `{ name, help }` to `ui.commands` in both locales.
 */
import type { Rank, Suit } from '../engine/cards.js';
import type { DeckGrammar, FrenchWords } from './deck-words.js';
import type { PapillonRules } from '../games/papillon/types.js';
import type { VariantId } from '../games/papillon/rules.js';
import type { PatienceMessages } from '../games/patience/messages.js';

export type { Rank, Suit, VariantId };

export type Locale = 'de' | 'en';
export const LOCALES: readonly Locale[] = ['de', 'en'];

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
 * A rank word with an article, for sentences about ranks ("only a queen can take it"):
 * 'bare' "Dame"/"queen", 'definite' (nominative) "die Dame"/"the queen", 'indefinite' (nominative)
 * "ein Bube"/"a jack", 'indefiniteAccusative' "einen Buben"/"a jack", 'indefiniteDative'
 * "einem Buben", "einer Dame", "einem Ass"/"an ace" (German dative after "mit").
 */
export type RankForm = 'bare' | 'definite' | 'indefinite' | 'indefiniteAccusative' | 'indefiniteDative';

/** Command ids with a help text (experience.md §3); the keymap binds keys to them. */
export const COMMAND_IDS = [
  'playCard', 'pickChoice', 'closeChoices', 'readHand', 'readTable', 'readStatus', 'listCaptures',
  'repeatLastEvent', 'repeatLast', 'logPrevious', 'logNext', 'logFirst', 'logLast', 'hint',
  'cycleVerbosity', 'help', 'rules', 'nextZone', 'previousZone', 'focusCommandLine', 'layDown', 'nextDeal',
  'continue', 'newGame', 'settings', 'update',
  // the patience table
  'selectPlace', 'readCards', 'readFoundations', 'listMoves', 'step', 'runToEnd', 'cancel', 'undo', 'redo', 'endStage',
] as const;
export type CommandId = (typeof COMMAND_IDS)[number];

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

export interface WordMessages {
  /** "du"/"you" for `self`, else the name; `start` capitalises for the start of a sentence. */
  subject(who: Who, start?: boolean): string;
  /** Dative/object form: "dir"/"you", else the name. */
  object(who: Who): string;
  /** "1 Zählstein", "4 Zählsteine" / "1 counter", "4 counters". */
  counters(n: number): string;
  /** A count of counters with sign: "plus 4" / "minus 1" (spoken, never a bare symbol). */
  gain(n: number): string;
  readonly pot: string;
  readonly stock: string;
  readonly table: string;
  readonly nobody: string;
  readonly everyone: string;
  /** "Spiel 2 von 6" / "deal 2 of 6". */
  dealOf(deal: number, deals: number): string;
  /** "Durchgang 1" / "tour 1". */
  tour(n: number): string;
  /** "Runde 3" / "hand-round 3". */
  handRound(n: number): string;
  readonly finalRound: string;
  /** "1. Platz" / "1st place". */
  place(n: number): string;
  /** Preset names. */
  readonly presetBraillespiel: string;
  readonly presetPhilidor: string;
  /** Rule reference appended in detailed verbosity: "(Regel P22)" / "(rule P22)". */
  ruleRef(rule: string): string;
}

export interface FeatMessages {
  /** "1 Ass" / "2 aces". */
  aces(n: number): string;
  /** "2 reine Asse" / "2 pure aces". */
  pureAces(n: number): string;
  readonly kleinPapillon: string;
  readonly haneton: string;
  readonly sautenelle: string;
}

/** How the payments of a turn are said: per payer, in total, or not at all. */
export type PaymentPhrase =
  | { readonly mode: 'total'; readonly to: Who; readonly amount: number }
  | { readonly mode: 'each'; readonly to: Who; readonly each: number; readonly from: readonly Who[] };

export interface EventMessages {
  sessionStart(p: { players: number; tours: number; deals: number; rules: string }): string;
  /** One round of cutting for the first deal. */
  cutRound(p: { round: number; cuts: readonly { who: Who; card: string }[] }): string;
  /** Several players tied for the lowest card and cut again. */
  cutTie(p: { who: readonly Who[] }): string;
  firstDealer(p: { dealer: Who; card: string | null }): string;
  dealStart(p: { deal: number; deals: number; tour: number; dealer: Who; first: Who; order: readonly Who[] | null }): string;
  /** Everyone pays the ante. */
  ante(p: { each: number; pot: number }): string;
  /** Cards dealt to the viewer (`cards` null for a spectator); `counts` only when hands differ. */
  handsDealt(p: { handRound: number; you: string | null; youCount: number; counts: readonly { who: Who; count: number }[] | null; stock: number | null }): string;
  /** Cards turned up on the table: at the start of a deal, or a refill of an empty table. */
  tableDealt(p: { cards: string; count: number; refill: boolean; stock: number | null }): string;
  /** P37, said as the dealer says it. */
  lastCardsDealt(p: { dealer: Who; kleinPapillonVoid: boolean }): string;
  /** An opponent's or your capture, with feats and what it earned (payments null when not spoken). */
  capture(p: { who: Who; card: string; taken: string; feats: readonly string[]; payment: PaymentPhrase | null; brief: boolean }): string;
  /** A forced lay-down: cards, what went into the pot and the aces paid back. */
  layDown(p: { who: Who; cards: string; count: number; paid: number; aces: number; back: number; speakPayments: boolean; brief: boolean }): string;
  /** After a move, in detailed verbosity: how many cards lie on the table. */
  tableAfter(p: { count: number }): string;
  winner(p: { who: Who }): string;
  /** The winner takes the pot (P41). */
  potWon(p: { who: Who; amount: number }): string;
  consolation(p: { who: Who; payment: PaymentPhrase | null }): string;
  potCarried(p: { amount: number }): string;
  leftovers(p: { to: Who | null; cards: string; count: number; brief: boolean }): string;
  blaetterWon(p: { who: Who; count: number; payment: PaymentPhrase | null; counts: readonly { who: Who; count: number }[] | null }): string;
  blaetterTie(p: { who: readonly Who[]; count: number; next: number }): string;
  /** A payment not said with its event (rare). */
  payment(p: { from: Who | null; to: Who | null; amount: number }): string;
  /** The pot shared at the end of the session (P47). */
  potShared(p: { shares: readonly { who: Who; amount: number }[] }): string;
  dealOver(p: { deal: number; deals: number | null; winner: Who | null; balances: readonly { who: Who; balance: number }[]; pot: number; piles: readonly { who: Who; count: number }[] | null }): string;
  /** Net change of each player over a whole deal. */
  dealNet(p: { nets: readonly { who: Who; net: number }[] }): string;
  sessionOver(p: { places: readonly { place: number; who: readonly Who[]; balance: number }[] }): string;
}

export interface QueryMessages {
  hand(p: { cards: string; count: number }): string;
  table(p: { cards: string; count: number; total: number }): string;
  /** Whose turn: null = nobody (deal over). */
  toMove(p: { who: Who | null }): string;
  order(p: { order: readonly Who[] }): string;
  dealer(p: { who: Who }): string;
  handCounts(p: { counts: readonly { who: Who; count: number }[] }): string;
  piles(p: { counts: readonly { who: Who; count: number }[] }): string;
  balances(p: { balances: readonly { who: Who; balance: number }[] }): string;
  pot(p: { amount: number }): string;
  stock(p: { count: number }): string;
  round(p: { deal: number; deals: number; handRound: number; finalRound: boolean }): string;
  blaetter(p: { carry: number; next: number }): string;
  rules(p: { name: string }): string;
  winnerSoFar(p: { who: Who }): string;
  dealOverStatus: string;
  sessionOverStatus: string;
  /** A capture in a choice list: "Nimmt Kreuz Ass und Pik Neun: 1 Ass, plus 2". */
  choice(p: { card: string | null; taken: string; feats: readonly string[]; gain: number }): string;
  /** A forced lay-down, before the player confirms it. */
  forcedLayDown(p: { cards: string; count: number; paid: number; aces: number; back: number; net: number; finalRound: boolean }): string;
  yourTurn(p: { handCount: number; tableCount: number; mustLayDown: boolean; captures: number; detailed: boolean }): string;
  /** Enter on a hand card that has no capture: why. */
  noCapture(p: { card: string; rank: Rank; pack: Pack; value: number }): string;
  /** Intro of a choice list: "Herz Zehn kann 3 Arten nehmen" */
  choicesIntro(p: { card: string | null; count: number }): string;
}

/** Explaining illegal moves in words (engine codes: captures.ts captureProblem, engine.ts moveProblem). */
export interface ViolationMessages {
  emptyCapture: string;
  /** `table` is the card's name with its article (cards.definite), `rank` the rank it needs. */
  faceOnlyByEqual(p: { table: string; rank: Rank; pack: Pack }): string;
  tenOnlyByTen(p: { table: string; rank: Rank; pack: Pack }): string;
  /** `card` played and `target` (bare names), `rank` of the played card. */
  rankMismatch(p: { card: string; target: string; rank: Rank; pack: Pack }): string;
  onlyOneOfRank(p: { card: string; rank: Rank; pack: Pack }): string;
  faceNotInSum(p: { table: string; rank: Rank; pack: Pack }): string;
  tenNotInSum(p: { table: string; rank: Rank; pack: Pack }): string;
  faceNoSum(p: { card: string; rank: Rank; pack: Pack }): string;
  severalGroups(p: { card: string; value: number }): string;
  sumMismatch(p: { sum: number; value: number }): string;
  noTurn: string;
  notYourTurn(p: { who: Who | null }): string;
  badMove: string;
  badCard: string;
  duplicateCard: string;
  cardNotInHand(p: { card: string | null }): string;
  notOnTable(p: { cards: string }): string;
  captureCompulsory: string;
  unknown(p: { rule: string }): string;
}

export type CommandErrorCode =
  | 'empty'
  | 'unknownWord'
  | 'badCard'
  | 'notYourTurn'
  | 'notInHand'
  | 'noCapture'
  | 'mustLayDown'
  | 'mustCapture'
  | 'noMatch';

export interface CommandLineMessages {
  /** Error texts for the text command line; `word` is what the player typed. */
  errors: {
    empty: string;
    unknownWord(p: { word: string }): string;
    badCard(p: { word: string }): string;
    notYourTurn: string;
    notInHand(p: { card: string }): string;
    noCapture(p: { card: string }): string;
    mustLayDown: string;
    mustCapture: string;
    noMatch(p: { card: string; taken: string }): string;
  };
  /** Intro of the candidate list when a command is ambiguous. */
  ambiguous(p: { count: number }): string;
  /** Placeholder / hint shown with the command line. */
  readonly placeholder: string;
  readonly examples: readonly string[];
}

/** Hint sentences, built from the bots' structured MoveExplanation (src/ai/types.ts). */
export interface HintMessages {
  /** "Tipp: Pik Zehn nimmt Kreuz Ass und Pik Neun: 1 Ass, plus 2." */
  capture(p: { choice: string }): string;
  readonly layDown: string;
  readonly forced: string;
  readonly winsDeal: string;
  readonly emptyTable: string;
  leavesLittle(p: { who: Who }): string;
  acesLeft(p: { count: number }): string;
  winRate(p: { percent: number }): string;
  /** "Für Anna bleiben Summen von 7 und 9." — the sum captures the next player could make. */
  sumsLeft(p: { who: Who; values: readonly number[] }): string;
  /** "Das ist etwa 2 Zählsteine besser als der nächstbeste Zug." — from the search's expected values. */
  betterBy(p: { counters: number }): string;
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
  /** The link to switch language, in the other language ("English" / "Deutsch"). */
  readonly otherLanguage: string;

  // Headings
  /** "Deine Hand, 3 Karten" / "Your hand, 3 cards". */
  yourHand(count: number): string;
  readonly handEmpty: string;
  /** "Tisch, 7 Karten, Summe 29" / "Table, 7 cards, total 29". */
  tableHeading(count: number, total: number): string;
  readonly tableEmpty: string;
  /** Heading of a choice list for one hand card. */
  choicesFor(card: string, count: number): string;
  /** Heading of a choice list of every capture (C) or of command-line candidates. */
  choicesAll(count: number): string;
  readonly players: string;
  readonly gameLog: string;
  readonly commandLine: string;
  readonly actions: string;
  readonly helpTitle: string;
  readonly rulesTitle: string;
  readonly layDownTitle: string;

  // Buttons
  readonly play: string;
  readonly layDown: string;
  readonly confirmLayDown: string;
  readonly cancel: string;
  readonly hint: string;
  readonly help: string;
  readonly rules: string;
  readonly settings: string;
  readonly newGame: string;
  readonly start: string;
  /** The new-game form's way back to the game chooser (when the patiences are wired). */
  readonly backToGames: string;
  readonly nextDeal: string;
  readonly continue: string;
  readonly close: string;
  readonly readHand: string;
  readonly readTable: string;
  readonly status: string;
  readonly repeat: string;
  readonly captures: string;
  readonly run: string;

  // Command line
  readonly commandLabel: string;
  readonly commandHint: string;

  // Players table and status
  readonly colPlayer: string;
  readonly colCards: string;
  readonly colPile: string;
  readonly colBalance: string;
  readonly you: string;
  readonly dealer: string;
  readonly toMove: string;
  readonly pot: string;
  readonly stock: string;
  readonly round: string;
  readonly finalRound: string;
  handRound(n: number): string;
  readonly deal: string;
  dealOf(deal: number, deals: number): string;
  readonly blaetterCarry: string;
  readonly rulesInForce: string;
  readonly presetBraillespiel: string;
  readonly presetPhilidor: string;
  /** "3 von 7" / "3 of 7". */
  position(index: number, total: number): string;
  /** A card in a list with its position: "Herz Zehn, 2 von 3". */
  cardInList(p: { card: string; index: number; total: number }): string;
  /** "Anna, Geber: 3 Karten auf der Hand, 12 gewonnen, 47 Zählsteine". */
  playerSummary(p: { who: Who; cards: number; pile: number; balance: number; dealer: boolean; toMove: boolean }): string;

  // New-game dialog
  readonly numberOfPlayers: string;
  playersCount(n: number): string;
  readonly seats: string;
  /** The seat the player sits at (the others are computer players). */
  readonly yourSeat: string;
  seatNumber(n: number): string;
  /** How the seats follow each other in play. */
  readonly seatOrderHelp: string;
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
  readonly presetBraillespielHelp: string;
  readonly presetPhilidorHelp: string;
  readonly variants: string;
  /** Name and one-line description of each variant (rules/papillon.md §4). */
  readonly variant: Readonly<Record<VariantId, { readonly name: string; readonly description: string }>>;
  variantName(id: string): string;
  variantDescription(id: string): string;
  readonly stakes: string;
  readonly ante: string;
  readonly tours: string;
  readonly startingCounters: string;
  readonly paceAndSeed: string;
  readonly pace: string;
  /** 'instant' | 'fast' | 'normal' | 'slow' | 'waitForKey'. */
  paceName(pace: string): string;
  readonly seed: string;
  readonly seedHint: string;

  // Settings dialog
  readonly language: string;
  languageName(locale: string): string;
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
  readonly payments: string;
  /** 'each' | 'total' | 'off'. */
  paymentsName(mode: string): string;
  /** Per-event switch: say each round of the cut for the first dealer. */
  readonly speakCuts: string;
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
  /** Name and help text per command. */
  readonly commands: Readonly<Record<CommandId, { readonly name: string; readonly help: string }>>;
  /** The help text of a command id (unknown ids: the id). */
  commandHelp(id: string): string;
  /** Localised key names: "Enter" → "Eingabe", " "/"Space" → "Leertaste", "PageUp" → "Bild auf". */
  keyName(key: string): string;

  // Notices from the controller
  readonly settingsReset: string;
  readonly storageFull: string;
  readonly waitingForKey: string;
  choicesOpened(count: number): string;
  readonly choicesClosed: string;
  noSuchChoice(n: number): string;
  readonly noNextDeal: string;
  readonly nothingToContinue: string;
  readonly nothingYet: string;
  readonly logEmpty: string;
  /** Said before the first/last log message when the end is reached. */
  readonly logEdge: string;
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

  // URL parameters (?seed=…&players=…)
  /** "Unknown value for players: 5. Allowed: 3 or 4." */
  badUrlParam(param: string, value: string, allowed: string): string;
  urlUnknownParam(p: { param: string }): string;
}

export interface Messages {
  readonly locale: Locale;
  readonly cards: CardMessages;
  readonly words: WordMessages;
  readonly feats: FeatMessages;
  readonly events: EventMessages;
  readonly queries: QueryMessages;
  readonly violations: ViolationMessages;
  readonly commandLine: CommandLineMessages;
  readonly hints: HintMessages;
  readonly ui: UiMessages;
  /** The seven patiences and the game chooser (src/i18n/patience-messages.ts, locales/patience-*.ts). */
  readonly patience: PatienceMessages;
}

/** The rules for players (Shift+F1), one chunk per language, loaded on demand (locales/rules-*.ts). */
export interface RulesTexts {
  /** Papillon for the rules in force. */
  papillon(rules: PapillonRules): readonly RulesSection[];
  /** One of the seven patiences. */
  patience(game: import('../games/patience/messages.js').PatienceGameId): readonly RulesSection[];
}

// ---------------------------------------------------------------------------------------------
// Helpers (used by the catalogues and the describer)

const pluralRules = new Map<string, Intl.PluralRules>();
const listFormats = new Map<string, Intl.ListFormat>();

/** Picks the plural form for n (Intl.PluralRules, cardinal) and puts the number in front: "1 Zählstein", "2 Zählsteine". */
export function plural(locale: Locale, n: number, forms: { one: string; other: string }, withNumber = true): string {
  const key = `${locale}:cardinal`;
  let pr = pluralRules.get(key);
  if (!pr) pluralRules.set(key, (pr = new Intl.PluralRules(locale)));
  const word = pr.select(n) === 'one' ? forms.one : forms.other;
  return withNumber ? `${n} ${word}` : word;
}

/** "a, b und c" / "a, b, and c" (Intl.ListFormat); `disjunction` gives "oder"/"or". */
export function list(locale: Locale, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const key = `${locale}:${type}`;
  let lf = listFormats.get(key);
  if (!lf) listFormats.set(key, (lf = new Intl.ListFormat(locale, { type, style: 'long' })));
  return lf.format(items);
}

/** "1." / "1st", "2nd", "3rd", "4th" (Intl.PluralRules, ordinal). */
export function ordinal(locale: Locale, n: number): string {
  if (locale === 'de') return `${n}.`;
  const key = 'en:ordinal';
  let pr = pluralRules.get(key);
  if (!pr) pluralRules.set(key, (pr = new Intl.PluralRules('en', { type: 'ordinal' })));
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' }[pr.select(n)];
  return `${n}${suffix}`;
}

/** Upper-cases the first letter (for "du" at the start of a sentence). */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A signed amount in words: "plus 4", "minus 1", "0" (never a bare symbol a speech engine may drop). */
export function signed(locale: Locale, n: number): string {
  if (n > 0) return `plus ${n}`;
  if (n < 0) return `minus ${-n}`;
  return locale === 'de' ? 'null' : 'zero';
}
