/**
 * Casino's part of the message catalogue: every sentence of the game (events, reading keys, capture
 * choices, refusals, the count, hints) and its commands. Implemented by locales/casino/{de,en}.ts (a
 * missing key is a compile error), loaded with the game and merged over the shell's catalogue.
 * Seat names come in formatted, cards as references (CardRef, CardRefs: named in the case a sentence
 * needs, `${card}` the nominative); the catalogue only builds sentences. A side is a list of seats (one seat with 2 or 3 players, two partners with 4), the
 * player's own seat first.
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';
import type { FishingWords } from '../fishing/words.js';
import type { Item, TrailReason } from './types.js';

export const CASINO_COMMAND_IDS = [
  'playCard',
  'trailCard',
  'readHand',
  'readTable',
  'readStatus',
  'listCaptures',
  'readLastCapture',
  'readCount',
  'nextDeal',
] as const;
export type CasinoCommandId = (typeof CASINO_COMMAND_IDS)[number];

/** The commands the command line's reading words run (src/games/casino/command-line.ts). */
export type CasinoQueryId =
  | 'readHand' | 'readTable' | 'readStatus' | 'listCaptures' | 'readLastCapture' | 'readCount'
  | 'nextDeal' | 'hint' | 'repeatLastEvent' | 'help' | 'rules';

/**
 * What a player may type at Casino's command line in one language (locales/casino/command-words.ts),
 * in lower case, besides the cards and the fishing games' words between them; the command line takes
 * the words of every language at once.
 */
export interface CasinoCommandWords {
  /** Reading words and phrases, by the command they run: "tisch", "zuletzt genommen", "last capture". */
  readonly queries: Readonly<Record<CasinoQueryId, readonly string[]>>;
  /** Words that make a command a trail (C13, C14), anywhere in it: "ablegen 7", "lege 7 ab", "trail 7". */
  readonly trail: readonly string[];
}

/** A side as a sentence part: its seats, the player's first. */
export type Side = readonly Who[];

/** The points of the sides: "du 3, Anna 5" / "du und Ben 3, Anna und Clara 5". */
export interface ScoreLine {
  readonly sides: readonly { readonly side: Side; readonly points: number }[];
}

/** One side's count at the end of a deal (C28, C35): the facts of its pile and its count points. */
export interface CountSide {
  readonly side: Side;
  readonly cards: number;
  readonly spades: number;
  readonly bigCasino: boolean;
  readonly littleCasino: boolean;
  /** The aces of its pile, named and listed ("Kreuz Ass und Pik Ass"); null: none. */
  readonly aces: CardRefs | null;
  readonly aceCount: number;
  readonly points: number;
}

/** The count item by item: who has the most cards and spades (null: nobody scores it), and each side's line. */
export interface CountPhrase {
  readonly sides: readonly CountSide[];
  /** The side that scores the cards (3 points), null when nobody does (26–26, or a tie for most with 3 players). */
  readonly cardsTo: Side | null;
  readonly spadesTo: Side | null;
  readonly bigCasinoTo: Side | null;
  readonly littleCasinoTo: Side | null;
  /** What each item is worth (the engine's ITEM_POINTS): cards, spades, big and little casino, an ace. */
  readonly worth: { readonly cards: number; readonly spades: number; readonly bigCasino: number; readonly littleCasino: number; readonly ace: number };
}

export interface CasinoUi {
  /** A saved game resumed (names the game: the app is not one game). */
  readonly resumed: string;
  readonly commands: Readonly<Record<CasinoCommandId | 'nextZone' | 'focusCommandLine' | 'pickChoice', { readonly name: string; readonly help: string }>>;
  /** "Deine Hand, 4 Karten". */
  yourHand(n: number): string;
  readonly handEmpty: string;
  /** "Tisch, 5 Karten, Summe der Zahlenkarten 14": `total` counts the cards that can be part of a sum. */
  tableHeading(n: number, total: number): string;
  readonly tableEmpty: string;
  /** Added to the name of a table card that joins no sum (a face card, a ten): "nur gleiche" / "pairs only". */
  readonly pairsOnly: string;
  /** Heading of a choice list for one hand card / of every capture. */
  choicesFor(card: CardRef, n: number): string;
  choicesAll(n: number): string;
  choicesOpened(n: number, touch?: boolean): string;
  noSuchChoice(n: number): string;
  zoneName(zone: string): string;
  readonly helpCommandLine: string;
  readonly commandHint: string;
  // the status zone
  readonly statusHeading: string;
  readonly colPlayer: string;
  readonly colSide: string;
  readonly colCards: string;
  readonly colPoints: string;
  readonly colStakes: string;
  readonly dealer: string;
  readonly toMove: string;
  readonly you: string;
  readonly partner: string;
  /** "Partei 1" / "side 1". */
  side(n: number): string;
  readonly scoreLabel: string;
  readonly targetLabel: string;
  /** "11 Punkte, Lurch unter 5" / "11 points, lurch below 5". */
  target(points: number, lurchLine: number): string;
  readonly roundLabel: string;
  /** "Runde 2 von 6, letzte Runde". */
  round(n: number, of: number, final: boolean): string;
  readonly stockLabel: string;
  readonly lastCaptureLabel: string;
  readonly gameLabel: string;
  /** "Partie 1 von 2". */
  gameOf(n: number, of: number): string;
  readonly rulesLabel: string;
  readonly noVariants: string;
  readonly none: string;
  // buttons
  readonly nextDeal: string;
  readonly nextGame: string;
  readonly trail: string;
  readonly readHand: string;
  readonly readTable: string;
  readonly readStatus: string;
  readonly captures: string;
  readonly readCount: string;
  readonly readLastCapture: string;
  readonly noNextDeal: string;
  // setup
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  readonly games: string;
  readonly gamesHelp: string;
  /** The seats' help in the form: the order of play; with 4 players (`players` 4) the partners too. */
  seatHelp(players: number): string;
}

export interface CasinoWords {
  // pieces
  score(line: ScoreLine): string;
  /** Net units of a sitting or a game by seat: "du plus 2, Anna minus 2". */
  stakes(lines: readonly { who: Who; amount: number }[]): string;
  /** Words for what a capture brings (choice lists, events). */
  readonly bigCasino: string;
  readonly littleCasino: string;
  aces(n: number): string;
  readonly clears: string;
  points(n: number): string;
  /** "Zulegen" / "Pik Sieben zulegen": a trail in a choice list (free trailing, V-C-2). */
  choiceTrail(card: CardRef | null): string;
  /** The count items by name (3 players: the order of C36). */
  item(item: Item): string;
  // events
  draw(rounds: readonly (readonly { who: Who; card: CardRef }[])[], dealer: Who, partners: readonly Side[] | null): string;
  dealStart(p: { dealer: Who; first: Who; score: string; newGame: boolean; game: number; games: number }): string;
  /** The player's cards of a hand-round (null: a spectator); `stock` left in the stock. */
  cardsDealt(p: { round: number; cards: CardRefs | null; count: number; stock: number }): string;
  tableDealt(cards: CardRefs): string;
  /** C11: the dealer says it. */
  lastCards(dealer: Who): string;
  /** A capture: groups already listed, one string each (equal-rank groups first); feats as in the choice list. */
  capture(p: { who: Who; card: CardRef; groups: readonly CardRefs[]; feats: readonly string[]; brief: boolean }): string;
  /** C25: the dealer's last face card takes the rest (`taken` null: the table was empty). */
  finalFaceCard(p: { who: Who; card: CardRef; taken: CardRefs | null }): string;
  trail(p: { who: Who; card: CardRef; reason: TrailReason }): string;
  /** C23 (final: the V-C-3 point for the cards left over). */
  clearing(p: { side: Side; final: boolean; score: string }): string;
  /** C26: the cards left on the table after the last card (to: null, nobody captured in the deal). */
  leftovers(p: { to: Side | null; cards: CardRefs; count: number }): string;
  count(p: CountPhrase): string;
  /** C29 (V-C-5): the difference; `to` null: nobody scores. `high` and `low` are the count points netted. */
  netScore(p: { to: Side | null; points: number; high: number; low: number; score: string }): string;
  /** C36: one item of the 3-player count. */
  itemScored(p: { item: Item; to: Side; points: number; score: string }): string;
  /** C30, C31, C37: the game won, at what score; the lurched sides. */
  gameWon(p: { to: Side; score: string; lurched: readonly Side[]; lurchLine: number; next: boolean }): string;
  /** C32, C37: what each seat won or lost in the game. */
  payments(lines: readonly { who: Who; amount: number }[]): string;
  readonly dealAbandoned: string;
  /** The end of a deal; `next`: which key goes on. */
  dealOver(p: { score: string; next: 'deal' | 'game' | null }): string;
  /** The sitting is over: games won of played, the units. */
  sessionOver(p: { won: number; games: number; partners: boolean; stakes: string }): string;
  // the player's turn and the reading keys
  yourTurn(p: { captures: number; mustTrail: TrailReason | null; lastFaceCard: CardRef | null }): string;
  notYourTurn(who: Who | null): string;
  hand(cards: CardRefs, count: number): string;
  /** The table by value; `faces` the cards that join no sum, listed (null: none). */
  table(p: { cards: CardRefs; count: number; total: number; faces: CardRefs | null }): string;
  status(p: { toMove: Who | null; dealer: Who; round: number; rounds: number; final: boolean; stock: number; score: string; target: number; game: number; games: number; hands: readonly { who: Who; count: number }[]; stakes: string }): string;
  lastCapture(p: { who: Who; card: CardRef; taken: CardRefs } | null): string;
  /** Z during play: the count comes at the end of the deal. */
  readonly countLater: string;
  // refusals by the engine's code; the facts named (`table`: the table card at fault; `value`: the played card's)
  violation(code: string, facts: { card?: CardRef; cards?: CardRefs; table?: CardRef; value?: number }): string;
  /** The rule a refusal names, after it: "(Regel C13)" / "(rule C13)". */
  ruleRef(rule: string): string;
  // the command line
  readonly commandUnknown: string;
  readonly commandNoSuchMove: string;
  // hint
  hint(move: string, reasons: readonly string[]): string;
  /** A reason code of the computer players' explanation in words (null: not said). */
  hintReason(code: string): string | null;
}

export interface CasinoCatalogue {
  readonly ui: CasinoUi;
  readonly fishing: FishingWords;
  readonly casino: CasinoWords;
}
