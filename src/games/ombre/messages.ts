/**
 * The Ombre family's part of the message catalogue: every sentence of the table (the deal's start and
 * the favourite, the auction as a table speaks it, the exchange, the trump, calls, play, the result and
 * every payment, the kettle), its reading keys, choices, refusals and hints, and its commands, over the
 * trick table's shared words (src/games/tricks/words.ts). Implemented by locales/ombre/{de,en}.ts (a
 * missing key is a compile error). Suit and seat names come in formatted, cards as references (CardRef,
 * CardRefs: named in the case a sentence needs, `${card}` the nominative).
 */
import type { CardForm, CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';
import type { TrickUi, TrickWords } from '../tricks/words.js';
import type { Contract, Game, Outcome, Phase } from './types.js';

export const OMBRE_COMMAND_IDS = [
  'playCard', 'readHand', 'readTrick', 'readLastTrick', 'whoseTurn', 'nextPlayable',
  'suitS', 'suitH', 'suitD', 'suitC', 'readTable', 'readGame', 'declare', 'take', 'nextDeal', 'pickChoice',
] as const;
export type OmbreCommandId = (typeof OMBRE_COMMAND_IDS)[number];

/** The names a matador or a red trump ace goes by (O8, O10). */
export type Title = 'spadille' | 'manille' | 'basta' | 'ponte';

/** The commands the command line's reading words run (src/games/ombre/command-line.ts). */
export type OmbreQueryId = 'readHand' | 'readTrick' | 'readLastTrick' | 'readTable' | 'readGame' | 'whoseTurn' | 'help' | 'rules' | 'hint' | 'nextDeal';
/** The kinds of move the command line's verbs name. */
export type OmbreVerb = 'pass' | 'hold' | 'bid' | 'trump' | 'call' | 'discard' | 'take' | 'stop' | 'throwIn' | 'give' | 'play';
/** The contracts named by words; the colour words and the suit decide a Solo's or an Ask's level. */
export type OmbreContractWord = Extract<Contract, 'ask' | 'tourne' | 'obscurite' | 'casco' | 'solo' | 'grandissimo' | 'nullissimo' | 'mediateur'>;

/**
 * What a player may type at the Ombre family's command line in one language
 * (locales/ombre/command-words.ts), in lower case; the command line takes the words of every language
 * at once. Speeches, verbs and contracts are matched without accents ("tourné" typed as "tourne" too).
 */
export interface OmbreCommandWords {
  /** Reading words and phrases, by the command they run: "kasse", "letzter stich", "whose turn". */
  readonly queries: Readonly<Record<OmbreQueryId, readonly string[]>>;
  /** Speeches and verbs, by the move they name, at the start or the end of a command: "ich passe", "lege ab", "throw in". */
  readonly verbs: Readonly<Record<OmbreVerb, readonly string[]>>;
  /** Contract words anywhere in a bid: "ich frage", "grand casco", "tourné". */
  readonly contracts: Readonly<Record<OmbreContractWord, readonly string[]>>;
  /** The favourite suit's word: "in der Farbe", "in colour" (an Ask or a Solo in the favourite). */
  readonly colour: readonly string[];
  /** "Solo tout": the Lomber means to take every trick. */
  readonly tout: readonly string[];
  /** Obscurité from the bottom or the middle of the stock. */
  readonly bottom: readonly string[];
  readonly middle: readonly string[];
  /** Words that say nothing between the verb and the cards: "in", "der", "the". */
  /** Words between the cards of a typed set for the discard ("Kreuz 7 und Herz 8"; commas always). */
  readonly and: readonly string[];
  readonly fillers: readonly string[];
  /** The matadors' and the red trump ace's names as typed (O8, O10): "spadille", "basta". */
  readonly titles: Readonly<Record<Title, readonly string[]>>;
}

/** What a contract commits the Lomber to, for the choice list ("kein Tausch", "du nennst Trumpf …"). */
export interface CommitFacts {
  readonly game: Game;
  /** Cards in a hand when dealt. */
  readonly hand: number;
  /** Tricks a lone Lomber needs (the premiers). */
  readonly needs: number;
  /** V-O-16: Grand Casco and Spadille forcée name trump and call a King of another suit. */
  readonly hoyle: boolean;
  /** The favourite suit named, or null. */
  readonly favourite: string | null;
}

/** The honours of a deal (the engine's 'honours' event) with its outcome. */
export interface HonoursPhrase {
  readonly game: number;
  readonly matadors: number;
  /** The matador count (O50), 0 when none. */
  readonly count: number;
  readonly premiers: number;
  /** Negative: a vole declared and missed, owed by the side. */
  readonly vole: number;
  readonly devole: number;
  readonly colour: boolean;
  readonly total: number;
  readonly won: boolean;
  /** The Lomber's side (his name, or with his partner). */
  readonly side: readonly Who[];
  readonly opponents: number;
}

/** One mark that moves (the engine's 'payment' event): null stands for the table (pot and bêtes). */
export interface PaymentPhrase {
  readonly from: Who | null;
  readonly to: Who | null;
  readonly amount: number;
  readonly reason: 'ante' | 'blok' | 'pot' | 'honours' | 'bete' | 'kettle';
  /** A bête: single or double. */
  readonly kind?: 'single' | 'double';
}

export interface OmbreUi extends TrickUi {
  readonly commands: Readonly<Record<OmbreCommandId, { readonly name: string; readonly help: string }>>;
  readonly colRole: string;
  readonly colTricks: string;
  readonly colMarks: string;
  readonly mano: string;
  readonly lomber: string;
  readonly partner: string;
  readonly defender: string;
  readonly matador: string;
  /** The exchange so far: "3 abgelegt, höchstens 8". */
  laidAway(n: number, of: number): string;
  /** The hand group of the black aces before a trump is known (they are always trumps). */
  blackAcesGroup(n: number): string;
  readonly gameLabel: string;
  readonly dealLabel: string;
  dealOf(n: number, of: number): string;
  readonly favouriteLabel: string;
  readonly contractLabel: string;
  readonly calledLabel: string;
  readonly potLabel: string;
  readonly betesLabel: string;
  readonly talonLabel: string;
  readonly none: string;
  readonly noTrumpYet: string;
  readonly readTable: string;
  readonly readGame: string;
  readonly declare: string;
  take(n: number): string;
  readonly commandHint: string;
  readonly resumed: string;
  readonly commandUnknown: string;
  choicesHeading(phase: Phase | 'declare' | 'stop' | 'bidGroup', n: number): string;
  // setup
  readonly family: string;
  gameOption(game: Game): string;
  gameHelp(game: Game): string;
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  /** The family members a variant applies to, named. */
  variantFor(games: string): string;
  readonly tours: string;
  readonly toursHelp: string;
  readonly toursDefault: string;
  toursCount(n: number): string;
  readonly seatHelp: string;
}

export interface OmbreCatalogue {
  readonly ui: OmbreUi;
  readonly tricks: TrickWords;
  readonly ombre: {
    gameName(game: Game): string;
    /** A Solo-type level without its suit ("Solo", "Solo in der Farbe"). */
    contract(c: Contract): string;
    /** The contract with its suit, as said at the table ("Solo in Karo", "Solo in der Farbe, Herz", "Frage"). */
    contractWith(c: Contract, suit: string | null): string;
    title(t: Title): string;
    /** A card with its matador name in the form its sentence asks for: "Spadille (Pik Ass)"; Polish declines the title too ("Bastą (asem trefl)"). */
    titled(title: Title, card: CardRef, form: CardForm): string;
    /** The hand's line of the black aces before a trump is known: "Schwarze Asse, immer Trumpf: Spadille und Basta". */
    blackAces(titles: readonly Title[]): string;

    // the deal and the auction
    dealStarted(deal: number, of: number, dealer: Who, mano: Who, favourite: string | null, pot: number, betes: readonly number[], blok: boolean): string;
    bid(who: Who, c: Contract, contract: string): string;
    hold(who: Who, contract: string): string;
    pass(who: Who): string;
    acesShown(who: Who): string;
    auctionWon(who: Who, contract: string): string;
    readonly allPassed: string;
    spadilleForcee(who: Who): string;
    convert(who: Who, c: Contract, contract: string): string;
    turned(card: CardRef): string;
    trump(suit: string | null, colour: boolean): string;
    called(who: Who, card: CardRef, request: boolean): string;
    /** To the holder of the called card only: he is the Lomber's secret partner (QD7). */
    youArePartner(lomber: Who): string;
    handedOver(from: Who, to: Who, card: CardRef): string;
    given(who: Who, to: Who, card: CardRef | null): string;
    discarded(card: CardRef, count: number, limit: number, blind: boolean): string;
    /** My accepted discard at once (issue 27: one sentence, not a line per card); blind in an Obscurité (O21). */
    laidAwayAll(cards: CardRefs, count: number, blind: boolean): string;
    exchange(who: Who, count: number, left: number): string;
    turnedTaken(who: Who, card: CardRef): string;
    cardsTaken(cards: CardRefs, blind: boolean): string;
    throwIn(who: Who): string;
    partnerRevealed(who: Who, lomber: Who, card: CardRef): string;
    voleDeclared(who: Who): string;
    stop(who: Who, auto: boolean): string;
    /** The trick counts by seat: "du 3, Anna 2, Ben 0". */
    tricksLine(lines: readonly { who: Who; n: number }[]): string;
    result(outcome: Outcome, side: readonly Who[], tricks: number, vole: 'made' | 'missed' | null, premiers: boolean, devole: boolean, line: string): string;
    honours(h: HonoursPhrase): string;
    payments(lines: readonly PaymentPhrase[]): string;
    kettle(total: number, shares: readonly { who: Who; amount: number }[]): string;
    dealOver(outcome: Outcome, last: boolean): string;
    sessionOver(places: readonly { who: Who; balance: number; place: number }[]): string;

    // reading
    balances(lines: readonly { who: Who; balance: number }[]): string;
    table(pot: number, betes: readonly { amount: number; double: boolean }[], playedFor: number | null): string;
    auctionSoFar(speeches: readonly string[], toMove: Who | null): string;
    speech(who: Who, move: 'bid' | 'hold' | 'pass', contract: string | null): string;
    gameState(lomber: Who | null, contract: string | null, trump: string | null, fixed: boolean, favourite: string | null): string;
    calledState(card: CardRef, partner: Who | null, lomber: Who, request: boolean): string;
    exchangeState(lines: readonly { who: Who; n: number }[], talon: number): string;
    turnedState(card: CardRef, to: Who | null): string;
    myDiscards(cards: CardRefs): string;
    matadorsInHand(n: number): string;

    // the player's turn
    yourTurn(phase: Phase, facts: { limit: number; laid: number; obscurite: boolean; mayStop: boolean; mayThrowIn: boolean; follow: string }): string;
    notYourTurn(who: Who): string;
    /** What the rules ask of the next card: follow a suit, trumps, and the matadors' privilege (O40–O42). */
    mustFollow(suit: string): string;
    readonly mustTrump: string;
    /** O41: the matadors held that need not follow a trump led. */
    exempt(titles: readonly Title[], free: boolean): string;
    /** O42: my matador `title` forced by the higher one led, `by`. */
    forced(title: Title, by: Title): string;

    // choices
    commits(c: Contract, f: CommitFacts): string;
    /** What a contract pays each opponent: its value, and in the favourite when chance may make it so. */
    pays(value: number, inColour: number | null, opponents: number): string;
    choiceBid(contract: string, commits: string, pays: string): string;
    choiceHold(contract: string, commits: string, pays: string): string;
    /** Pass; with the seat and contract of the current bid, which stays with it. */
    choicePass(holder: Who | null, contract: string | null): string;
    choiceTrump(suit: string, favourite: boolean, pays: string | null): string;
    choiceConvert(contract: string, commits: string, pays: string): string;
    choiceCall(card: CardRef, own: boolean, trumpFromIt: boolean, request: boolean): string;
    readonly choiceThrowIn: string;
    choiceTake(n: number, blind: boolean): string;
    readonly choiceStop: string;
    readonly choiceVole: string;
    /** An entry of the auction's first list that opens its bids (issue 27): a Solo's or a Solo tout's suits, the Obscurités, holding in a suit. */
    choiceBidGroup(group: 'solo' | 'solo-tout' | 'obscurite' | 'hold', contract: string, n: number): string;
    choiceGive(card: CardRef, to: Who): string;

    // refusals and hints
    violation(code: string, rule: string, facts: { card?: CardRef; toMove?: Who; limit?: number }): string;
    hint(move: string, reason: string | null): string;
    hintReason(reason: string): string | null;
  };
}
