/**
 * The patiences' catalogue: the section `patience` (the seven patiences of shared/rules/patience.md)
 * and the help texts of the patience table's commands (`ui.commands`). Implemented by
 * locales/patience/de.ts and locales/patience/en.ts (a missing key is a compile error;
 * test/node/i18n-catalogue.test.ts checks both for parity at run time), loaded with a patience
 * (src/games/patience/texts.ts) and merged over the shell's catalogue: `PatienceMessages` is that
 * merged view (`messages.patience.ui.undone`, `messages.ui.choicesClosed`). The chooser's names,
 * descriptions and modes are in locales/patience/meta.ts (loaded at start).
 *
 * Place names arrive formatted, cards as references (CardRef, CardRefs: named in the case a sentence
 * needs, `${card}` the nominative, long or short style): the catalogue only builds sentences. Place names are nominative ("Häufchen 4", "linker Stapel"); sentences use
 * them without declension (in parentheses or after a colon), so German grammar stays right.
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Messages, RulesSection, UiMessages } from '../../i18n/messages.js';
import type { DhPile } from './types.js';

export type PatienceGameId = 'doppelhausen' | 'elf' | 'halber-mond' | 'napoleon' | 'reihe' | 'stern' | 'unterstecken';
export type ChooserGameId = PatienceGameId | 'papillon';

export interface PatiencePlaceNames {
  /** Die Doppelhausen: the five piles, and the removed pairs. */
  readonly dh: Readonly<Record<DhPile | 'removed', string>>;
  /** Die Elf, Die Reihe: positions. */
  elfPosition(n: number): string;
  reihePosition(row: number, col: number): string;
  readonly talon: string;
  readonly handCard: string;
  readonly removed: string;
  /** Der halbe Mond: heap n. */
  heap(n: number): string;
  /** A foundation by suit word: 'K' builds down from the king, 'A' up from the ace. */
  foundation(suit: string, kind: 'K' | 'A'): string;
  readonly napHand: string;
  readonly napPatience: string;
  readonly napSecond: string;
  readonly sternHand: string;
  readonly sternWaste: string;
  arm(suit: string): string;
  /** Corner 1–4 with where it lies. */
  corner(n: number): string;
  /** Das Unterstecken: the pile named by a rank word ("Häufchen Ass", "ace pile"). */
  untPile(rank: string): string;
  readonly reserve: string;
  readonly held: string;
  /** Group labels of the layouts. */
  readonly groupFoundations: string;
  readonly groupCorners: string;
  readonly groupArms: string;
  readonly groupMoon: string;
  readonly groupGrid: string;
  readonly groupPiles: string;
  readonly groupStock: string;
  /** Extra words the command line accepts for "any foundation" (both languages are merged). */
  readonly foundationWords: readonly string[];
}

export interface PatienceEventMessages {
  dhPair(p: { a: CardRef; b: CardRef; pileA: string; pileB: string }): string;
  dhDrawn(p: { left: CardRef; right: CardRef }): string;
  dhToReserve(p: { from: 'leftStock' | 'rightStock'; count: number }): string;
  dhPassStarted(p: { pass: number; left: number; right: number }): string;
  /** The visible cards after a move, each with its pile (a place's name): "Pik Acht (linker Stapel)". */
  visible(p: { tops: readonly { card: CardRef; pile: string }[] }): string;
  elfRemoved(p: { kind: 'eleven' | 'trio'; cards: CardRefs }): string;
  elfHandTurned(p: { card: CardRef }): string;
  elfRemovedWithHand(p: { kind: 'eleven' | 'trio'; hand: CardRef; cards: CardRefs }): string;
  elfRefilled(p: { position: string; card: CardRef }): string;
  hmToFoundation(p: { card: CardRef; from: string; foundation: string; count: number; emptied: boolean }): string;
  hmToPile(p: { card: CardRef; from: string; to: string; onto: CardRef; emptied: boolean }): string;
  hmStageEnded(p: { stage: number }): string;
  hmLifted(p: { cards: CardRefs; count: number; pile: string | null }): string;
  hmDealt(p: { k: number; piles: number }): string;
  hmStageStarted(p: { stage: number; piles: number }): string;
  napToPatience(p: { card: CardRef; onto: CardRef | null }): string;
  napToSecond(p: { card: CardRef; top: CardRef | null }): string;
  napPassStarted(p: { pass: number; cards: number }): string;
  reiToFoundation(p: { card: CardRef; place: string; foundation: string; count: number }): string;
  reiTalonToFoundation(p: { card: CardRef; place: string; foundation: string; count: number }): string;
  reiLaid(p: { card: CardRef; place: string; refill: boolean }): string;
  steTurned(p: { card: CardRef }): string;
  steToArm(p: { card: CardRef; arm: string; from: 'hand' | 'waste' | 'corner'; corner: string | null; count: number }): string;
  steToWaste(p: { card: CardRef }): string;
  steToCorner(p: { card: CardRef; corner: string }): string;
  stePassStarted(p: { pass: number; cards: number }): string;
  untReserveTaken(p: { card: CardRef; chain: number }): string;
  untTucked(p: { card: CardRef; pile: string; size: number; pure: boolean }): string;
  untTookTop(p: { card: CardRef; pile: string }): string;
  untChainEnded(p: { chain: number; pile: string; placements: number }): string;
  untLoopGuard(p: { chain: number }): string;
  /** The end of the game: won or lost, with the reason code of the engine. */
  gameOver(p: { game: string; outcome: 'won' | 'lost'; reason: string }): string;
}

export interface PatienceQueryMessages {
  /** "Häufchen 4: Pik Acht, darunter 3 Karten" (below = cards under the top one). */
  place(p: { name: string; top: CardRef | null; below: number; faceDown: number }): string;
  /** Every card of a place, top first. */
  placeCards(p: { name: string; cards: CardRefs; count: number }): string;
  /** One foundation: "Pik ab Ass: Pik Fünf, 5 Karten". */
  foundation(p: { name: string; top: CardRef | null; count: number }): string;
  foundations(p: { items: readonly string[]; total: number }): string;
  readonly noFoundations: string;
  dhStatus(p: { pass: number; left: number; right: number; reserve: number; removed: number }): string;
  elfStatus(p: { talon: number; removed: number }): string;
  hmStatus(p: { stage: number; piles: number; onFoundations: number }): string;
  napStatus(p: { pass: number; hand: number; patience: number; second: number }): string;
  reiStatus(p: { talon: number; onFoundations: number; rows: number }): string;
  steStatus(p: { pass: number; hand: number; waste: number; onArms: number; freeCorners: number | null }): string;
  untStatus(p: { chain: number; reserve: number; held: CardRef | null; complete: number }): string;
  /** Said before the status while the game runs / once it is over. */
  playing(p: { game: string; seed: string; moves: number }): string;
  over(p: { game: string; outcome: 'won' | 'lost' }): string;
  /** The whole table in one go (T): the places, joined. */
  table(p: { items: readonly string[] }): string;
}

/** Moves in words: for the numbered list, the hint, undo and redo. */
export interface PatienceMoveMessages {
  pair(p: { a: CardRef; b: CardRef; pileA: string; pileB: string }): string;
  readonly draw: string;
  toReserve(p: { from: string; count: number }): string;
  newPass(p: { pass: number }): string;
  eleven(p: { cards: CardRefs }): string;
  trio(p: { cards: CardRefs }): string;
  readonly turnHandCard: string;
  toFoundation(p: { card: CardRef; from: string; foundation: string }): string;
  toPile(p: { card: CardRef; from: string; to: string; onto: CardRef }): string;
  endStage(p: { stage: number }): string;
  readonly turn: string;
  corner(p: { card: CardRef; corner: string }): string;
  play(p: { card: CardRef; from: string; foundation: string }): string;
  takeReserve(p: { chain: number }): string;
  tuck(p: { card: CardRef; pile: string }): string;
}

export interface PatienceUiMessages {
  // Table (the chooser's words: the shell's `ui` and locales/patience/meta.ts)
  tableHeading(p: { game: string; mode: 'interactive' | 'watch-and-step' }): string;
  readonly moves: string;
  movesHeading(count: number): string;
  readonly status: string;
  readonly actions: string;
  readonly step: string;
  readonly run: string;
  readonly stop: string;
  readonly undo: string;
  readonly redo: string;
  readonly hint: string;
  readonly listMoves: string;
  readonly foundations: string;
  readonly readStatus: string;
  readonly readTable: string;
  readonly endStage: string;
  readonly chooser: string;
  readonly rules: string;
  readonly pace: string;
  readonly selected: string;
  readonly seedLabel: string;
  readonly outcomeWon: string;
  readonly outcomeLost: string;
  readonly playAgain: string;
  readonly newDeal: string;
  readonly statsLabel: string;
  readonly cmdHint: string;
  /** The keys of an interactive table, shown under it. */
  readonly keysInteractive: string;
  // Spoken by the controller
  started(p: { game: string; seed: string; mode: 'interactive' | 'watch-and-step'; interactiveHelp: boolean }): string;
  /** A saved deal resumed at start (spoken, not logged). */
  resumed(p: { game: string; seed: string; moves: number }): string;
  /** The saved patience could not be resumed (kept aside; the game chooser is offered). */
  readonly saveCorrupt: string;
  readonly saveTooNew: string;
  readonly saveUnmigratable: string;
  selectedPlace(p: { place: string; card: CardRef | null; moves: number }): string;
  readonly deselected: string;
  noMoveFrom(p: { place: string }): string;
  cannotMove(p: { from: string; to: string }): string;
  /** The engine refused a move (the rule it breaks, e.g. S-DH-3). */
  moveRefused(p: { rule: string }): string;
  readonly watchOnly: string;
  mustChoose(p: { count: number }): string;
  next(p: { move: string }): string;
  readonly gameIsOver: string;
  /** Der Stern: the card turned up may still go into a free corner (S-STE-…): said after the turn. */
  cornerPossible(p: { card: CardRef; corners: number }): string;
  undone(p: { move: string }): string;
  redone(p: { move: string }): string;
  readonly nothingToUndo: string;
  readonly nothingToRedo: string;
  running(p: { pace: string }): string;
  readonly stopped: string;
  hintText(p: { move: string; why: string }): string;
  readonly hintWhyForced: string;
  readonly hintWhyFoundation: string;
  readonly hintWhyFrees: string;
  readonly hintWhyPair: string;
  readonly hintWhyCorner: string;
  readonly hintWhyEndStage: string;
  readonly hintWhyOnly: string;
  /** `touch`: the player taps (a phone): no key is named. */
  movesOpened(count: number, touch?: boolean): string;
  readonly noMoves: string;
  readonly noStage: string;
  readonly zonePiles: string;
  readonly zoneMoves: string;
  readonly zoneStatus: string;
  readonly zoneActions: string;
}

export interface PatienceCommandLineMessages {
  readonly empty: string;
  unknownWord(p: { word: string }): string;
  unknownPlace(p: { word: string }): string;
  noMoveFrom(p: { place: string }): string;
  noMatch(p: { from: string; to: string }): string;
  readonly notInteractive: string;
  readonly placeholder: string;
  readonly examples: readonly string[];
}

/** The section `patience` of the merged catalogue. */
/** What the command line's reading words ask for (src/games/patience/command-line.ts). */
export type PatienceQuery = 'status' | 'foundations' | 'moves' | 'table' | 'help' | 'rules' | 'log';
/** What its action words do. */
export type PatienceAction = 'step' | 'run' | 'stop' | 'undo' | 'redo' | 'hint' | 'endStage' | 'repeat' | 'newGame' | 'settings';

/**
 * What a player may type at the patiences' command line in one language
 * (locales/patience/command-words.ts), in lower case, besides the places' names (`places`); the command
 * line takes the words of every language at once.
 */
export interface PatienceCommandWords {
  /** Reading words and phrases: "stand", "erlaubte züge", "read all". */
  readonly queries: Readonly<Record<PatienceQuery, readonly string[]>>;
  /** Action words and phrases: "rückgängig", "bis zum ende", "end stage". */
  readonly actions: Readonly<Record<PatienceAction, readonly string[]>>;
  /** Words between the two places of a move: "4 auf 7", "2 und 3", "4 to foundation". */
  readonly connectors: readonly string[];
  /**
   * Short names of places, besides their full names (`places` of each loaded language's catalogue):
   * the words before a heap's or a corner's number ("pile 3", "ecke 2"), and Der Stern's middle pile
   * and Napoleon's two piles by another word or a letter.
   */
  readonly places: {
    readonly heap: readonly string[];
    readonly corner: readonly string[];
    readonly sternWaste: readonly string[];
    readonly napPatience: readonly string[];
    readonly napSecond: readonly string[];
  };
}

export interface PatienceCatalogueSection {
  /** The patiences' names (from locales/patience/meta.ts, the chooser's words). */
  readonly names: Readonly<Record<PatienceGameId, string>>;
  readonly places: PatiencePlaceNames;
  readonly events: PatienceEventMessages;
  readonly queries: PatienceQueryMessages;
  readonly moves: PatienceMoveMessages;
  readonly ui: PatienceUiMessages;
  readonly commandLine: PatienceCommandLineMessages;
  /** Pace names for the run-to-end ('instant' | 'fast' | 'normal' | 'slow' | 'waitForKey'). */
  paceName(pace: string): string;
}

/** The patience table's commands (the shell's are in src/i18n/messages.ts SHELL_COMMAND_IDS). */
export const PATIENCE_COMMAND_IDS = [
  'selectPlace', 'readTable', 'readStatus', 'readCards', 'readFoundations', 'listMoves', 'step', 'runToEnd', 'cancel', 'undo', 'redo', 'endStage',
] as const;
export type PatienceCommandId = (typeof PATIENCE_COMMAND_IDS)[number];

/** The patiences' `ui` keys, merged over the shell's: the help texts of their commands. */
export interface PatienceUi {
  /** Their own commands, and the shell's `hint` as a patience means it (no computer player gives it). */
  readonly commands: Readonly<Record<PatienceCommandId | 'hint', { readonly name: string; readonly help: string }>>;
  /** F1 words that depend on the patience at hand (issue 29). */
  readonly commandsIn: {
    /** Enter on a pile in a watch-and-step game. */
    readonly selectPlaceWatching: string;
    /** F in each patience that has foundations (Das Unterstecken has none: no F there). */
    readonly readFoundations: Readonly<Record<Exclude<PatienceGameId, 'unterstecken'>, string>>;
  };
  /** The zones of a patience table, named in the help ("Keys in the piles"). */
  zoneName(zone: string): string;
}

/** The patiences' catalogue, one per language (locales/patience/{de,en}.ts). */
export interface PatienceCatalogue {
  readonly patience: PatienceCatalogueSection;
  readonly ui: PatienceUi;
}

/** The shell's catalogue with the patiences' merged over it (src/games/patience/texts.ts patienceMessages). */
export type PatienceMessages = Messages & { readonly patience: PatienceCatalogueSection; readonly ui: UiMessages & PatienceUi };

/** The rules of each patience for players (Shift+F1) (locales/patience/rules-{de,en}.ts). */
export type PatienceRulesTexts = Readonly<Record<PatienceGameId, readonly RulesSection[]>>;
