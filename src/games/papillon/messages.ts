/**
 * Papillon's part of the message catalogue: every sentence of the game (events, queries,
 * violations, feats, words, hints, the command line) and its own `ui` keys and commands. Implemented
 * by locales/papillon/de.ts and locales/papillon/en.ts (a missing key is a compile error), loaded
 * with the game (src/games/papillon/texts.ts) and merged over the shell's catalogue
 * (src/i18n/messages.ts): `PapillonMessages` is that merged view, so the describer and the table
 * read one object (`messages.events.capture`, `messages.ui.yourHand`, `messages.ui.appTitle`).
 *
 * Adding a key: add it here, then to both locales/papillon/{de,en}.ts; test/node/i18n-catalogue.test.ts
 * checks parity at run time. Adding a command: its id to PAPILLON_COMMAND_IDS and its { name, help }
 * to `ui.commands` in both locales.
 */
import type { FishingWords } from '../fishing/words.js';
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Messages, Pack, Rank, RulesSection, UiMessages, Who } from '../../i18n/messages.js';
import type { VariantId } from './rules.js';
import type { PapillonRules } from './types.js';

export type { VariantId };

/** Papillon's own commands (the shell's are in src/i18n/messages.ts SHELL_COMMAND_IDS). */
export const PAPILLON_COMMAND_IDS = ['playCard', 'readHand', 'readTable', 'readStatus', 'listCaptures', 'layDown', 'nextDeal'] as const;
export type PapillonCommandId = (typeof PAPILLON_COMMAND_IDS)[number];

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
  cutRound(p: { round: number; cuts: readonly { who: Who; card: CardRef }[] }): string;
  /** Several players tied for the lowest card and cut again. */
  cutTie(p: { who: readonly Who[] }): string;
  firstDealer(p: { dealer: Who; card: CardRef | null }): string;
  dealStart(p: { deal: number; deals: number; tour: number; dealer: Who; first: Who; order: readonly Who[] | null }): string;
  /** Everyone pays the ante. */
  ante(p: { each: number; pot: number }): string;
  /** Cards dealt to the viewer (`cards` null for a spectator); `counts` only when hands differ. */
  handsDealt(p: { handRound: number; you: CardRefs | null; youCount: number; counts: readonly { who: Who; count: number }[] | null; stock: number | null }): string;
  /** Cards turned up on the table: at the start of a deal, or a refill of an empty table. */
  tableDealt(p: { cards: CardRefs; count: number; refill: boolean; stock: number | null }): string;
  /** P37, said as the dealer says it. */
  lastCardsDealt(p: { dealer: Who; kleinPapillonVoid: boolean }): string;
  /** An opponent's or your capture, with feats and what it earned (payments null when not spoken). */
  capture(p: { who: Who; card: CardRef; taken: CardRefs; feats: readonly string[]; payment: PaymentPhrase | null; brief: boolean }): string;
  /** A forced lay-down: cards, what went into the pot and the aces paid back. */
  layDown(p: { who: Who; cards: CardRefs; count: number; paid: number; aces: number; back: number; speakPayments: boolean; brief: boolean }): string;
  /** After a move, in detailed verbosity: how many cards lie on the table. */
  tableAfter(p: { count: number }): string;
  winner(p: { who: Who }): string;
  /** The winner takes the pot (P41). */
  potWon(p: { who: Who; amount: number }): string;
  consolation(p: { who: Who; payment: PaymentPhrase | null }): string;
  potCarried(p: { amount: number }): string;
  leftovers(p: { to: Who | null; cards: CardRefs; count: number; brief: boolean }): string;
  blaetterWon(p: { who: Who; count: number; payment: PaymentPhrase | null; counts: readonly { who: Who; count: number }[] | null }): string;
  blaetterTie(p: { who: readonly Who[]; count: number; next: number }): string;
  /** A payment not said with its event (rare). */
  payment(p: { from: Who | null; to: Who | null; amount: number }): string;
  /** The pot shared at the end of the session (P47). */
  potShared(p: { shares: readonly { who: Who; amount: number }[] }): string;
  /**
   * `nobodySaid`: the consolation has just said that nobody won (not again); `nextKey`: another deal
   * follows (say which key starts it).
   */
  dealOver(p: { deal: number; deals: number | null; winner: Who | null; balances: readonly { who: Who; balance: number }[]; pot: number; piles: readonly { who: Who; count: number }[] | null; nobodySaid?: boolean; nextKey?: boolean }): string;
  /** Net change of each player over a whole deal. */
  dealNet(p: { nets: readonly { who: Who; net: number }[] }): string;
  /** Ends with which key starts a new game. */
  sessionOver(p: { places: readonly { place: number; who: readonly Who[]; balance: number }[] }): string;
}

export interface QueryMessages {
  hand(p: { cards: CardRefs; count: number }): string;
  table(p: { cards: CardRefs; count: number; total: number }): string;
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
  choice(p: { card: CardRef | null; taken: CardRefs; feats: readonly string[]; gain: number }): string;
  /** A forced lay-down, before the player confirms it. */
  forcedLayDown(p: { cards: CardRefs; count: number; paid: number; aces: number; back: number; net: number; finalRound: boolean }): string;
  yourTurn(p: { handCount: number; tableCount: number; mustLayDown: boolean; captures: number; detailed: boolean }): string;
  /** Enter on a hand card that has no capture: why. */
  noCapture(p: { card: CardRef; rank: Rank; pack: Pack; value: number }): string;
  /** Intro of a choice list: "Herz Zehn kann 3 Arten nehmen" */
  choicesIntro(p: { card: CardRef | null; count: number }): string;
}

/** Explaining illegal moves in words (engine codes: captures.ts captureProblem, engine.ts moveProblem). */
export interface ViolationMessages {
  emptyCapture: string;
  /** `table` is the card on the table (named with its article: `table.name({ article: 'definite' })`), `rank` the rank it needs. */
  faceOnlyByEqual(p: { table: CardRef; rank: Rank; pack: Pack }): string;
  tenOnlyByTen(p: { table: CardRef; rank: Rank; pack: Pack }): string;
  /** `card` played and `target` (bare names), `rank` of the played card. */
  rankMismatch(p: { card: CardRef; target: CardRef; rank: Rank; pack: Pack }): string;
  onlyOneOfRank(p: { card: CardRef; rank: Rank; pack: Pack }): string;
  faceNotInSum(p: { table: CardRef; rank: Rank; pack: Pack }): string;
  tenNotInSum(p: { table: CardRef; rank: Rank; pack: Pack }): string;
  faceNoSum(p: { card: CardRef; rank: Rank; pack: Pack }): string;
  severalGroups(p: { card: CardRef; value: number }): string;
  sumMismatch(p: { sum: number; value: number }): string;
  noTurn: string;
  notYourTurn(p: { who: Who | null }): string;
  badMove: string;
  badCard: string;
  duplicateCard: string;
  cardNotInHand(p: { card: CardRef | null }): string;
  notOnTable(p: { cards: CardRefs }): string;
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

/** What the command line's reading words ask for (src/games/papillon/command-line.ts). */
export type CommandQuery = 'hand' | 'table' | 'status' | 'captures' | 'help' | 'rules' | 'log';
/** What its action words do ('layDown' asks for confirmation first). */
export type CommandAction = 'layDown' | 'hint' | 'repeat' | 'newGame' | 'settings';

/**
 * What a player may type at Papillon's command line in one language (locales/papillon/command-words.ts),
 * in lower case, besides the cards and the fishing games' words between them; the command line takes
 * the words of every language at once.
 */
export interface PapillonCommandWords {
  /** Reading words and phrases: "tisch", "meine hand", "my hand". */
  readonly queries: Readonly<Record<CommandQuery, readonly string[]>>;
  /** Action words and phrases: "auflegen", "neue partie", "lay down". */
  readonly actions: Readonly<Record<CommandAction, readonly string[]>>;
}

export interface CommandLineMessages {
  /** Error texts for the text command line; `word` is what the player typed. */
  errors: {
    empty: string;
    unknownWord(p: { word: string }): string;
    badCard(p: { word: string }): string;
    notYourTurn: string;
    /** The hand card typed: a card, or a rank typed alone ("7": any seven, named with its indefinite article where the language has one). */
    notInHand(p: { card: CardRef }): string;
    noCapture(p: { card: CardRef }): string;
    mustLayDown: string;
    mustCapture: string;
    /** `taken`: the table cards typed, each a card or a rank typed alone. */
    noMatch(p: { card: CardRef; taken: CardRefs }): string;
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
 * Papillon's `ui` keys: its table (hand, table, players and status), buttons, the lay-down dialog,
 * the new-game form's rules fields, and the help texts of its commands. The last group are shell keys
 * Papillon says in its own words (the capture list, its command-line examples); the merge puts them
 * over the shell's.
 */
export interface PapillonUi {
  /** A saved game resumed (names the game: the app is not one game). */
  readonly resumed: string;
  // Headings
  /** "Deine Hand, 3 Karten" / "Your hand, 3 cards". */
  yourHand(count: number): string;
  readonly handEmpty: string;
  /** "Tisch, 7 Karten, Summe 29" / "Table, 7 cards, total 29". */
  tableHeading(count: number, total: number): string;
  readonly tableEmpty: string;
  /** Heading of a choice list for one hand card. */
  choicesFor(card: CardRef, count: number): string;
  /** Heading of a choice list of every capture (C) or of command-line candidates. */
  choicesAll(count: number): string;
  /** The rules dialog's title while Papillon is open. */
  readonly rulesTitle: string;
  readonly layDownTitle: string;

  // Buttons
  readonly play: string;
  readonly layDown: string;
  readonly confirmLayDown: string;
  readonly nextDeal: string;
  readonly readHand: string;
  readonly readTable: string;
  readonly captures: string;

  // Command line
  readonly commandHint: string;

  // Players table and status
  readonly colPile: string;
  readonly colBalance: string;
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
  /** "Anna, Geber: 3 Karten auf der Hand, 12 gewonnen, 47 Zählsteine". */
  playerSummary(p: { who: Who; cards: number; pile: number; balance: number; dealer: boolean; toMove: boolean }): string;

  // New-game form: the rules
  /** How the seats follow each other in play. */
  readonly seatOrderHelp: string;
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

  /** Said when N is pressed before the deal is over. */
  readonly noNextDeal: string;

  // Papillon's own settings (./settings.ts, in the settings form while Papillon is open)
  readonly payments: string;
  /** 'each' | 'total' | 'off'. */
  paymentsName(mode: string): string;
  /** Per-event switch: say each round of the cut for the first dealer. */
  readonly speakCuts: string;

  // Shell keys in Papillon's words (merged over the shell's)
  /** "3 captures. Pick one …" */
  choicesOpened(count: number, touch?: boolean): string;
  noSuchChoice(n: number): string;
  /** 'choices' is "the capture choices". */
  zoneName(zone: string): string;
  /** The command line's examples in the help (F1). */
  readonly helpCommandLine: string;

  /** Papillon's commands, and the shell commands it describes in its own words (captures, its zones, its examples). */
  readonly commands: Readonly<Record<PapillonCommandId | 'pickChoice' | 'closeChoices' | 'nextZone' | 'focusCommandLine', { readonly name: string; readonly help: string }>>;
}

/** Papillon's catalogue, one per language (locales/papillon/{de,en}.ts). */
export interface PapillonCatalogue {
  readonly words: WordMessages;
  readonly feats: FeatMessages;
  readonly events: EventMessages;
  readonly queries: QueryMessages;
  readonly violations: ViolationMessages;
  readonly commandLine: CommandLineMessages;
  readonly hints: HintMessages;
  readonly ui: PapillonUi;
  /** What the fishing games say alike (locales/fishing/): my card played, still shown, "played". */
  readonly fishing: FishingWords;
}

/** The shell's catalogue with Papillon's merged over it (src/games/papillon/texts.ts papillonMessages). */
export type PapillonMessages = Messages & Omit<PapillonCatalogue, 'ui'> & { readonly ui: UiMessages & PapillonUi };

/** Papillon's rules for players (Shift+F1) for the rules in force (locales/papillon/rules-{de,en}.ts). */
export type PapillonRulesTexts = (rules: PapillonRules) => readonly RulesSection[];
