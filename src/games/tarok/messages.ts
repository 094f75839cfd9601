/**
 * Tarok's part of the message catalogue (en trois, en deux, Taroklomber): every sentence of the table
 * (the deal, the Skat laid, the announcements as counts, the auction with its holds, the calls and the
 * card given back, the Sky, the tricks, the prizes, the card points, every payment with its reason, the
 * party to 100), its reading keys, choices, refusals and hints, its commands and its setup, over the
 * trick table's shared words (src/games/tricks/words.ts). Implemented by locales/tarok/{de,en}.ts (a
 * missing key is a compile error). Seat names come in formatted, cards and lists of cards as references
 * (CardRef, CardRefs: named in the case a sentence needs, `${card}` the nominative).
 */
import type { CardRef, CardRefs, SuitRef } from '../../i18n/deck-names.js';
import type { CaseForms } from '../../i18n/deck-words.js';
import type { MergedMessages, Who } from '../../i18n/messages.js';
import type { TrickUi, TrickWords } from '../tricks/words.js';
import type { Form, Game, Method, Outcome, Phase } from './types.js';

export const TAROK_COMMAND_IDS = [
  'playCard', 'readHand', 'readTrick', 'readLastTrick', 'whoseTurn', 'nextPlayable',
  'suitT', 'suitS', 'suitH', 'suitD', 'suitC', 'readTable', 'readGame', 'readBid', 'readOrder', 'declare', 'nextDeal',
] as const;
export type TarokCommandId = (typeof TAROK_COMMAND_IDS)[number];

/** The commands the command line's reading words run (src/games/tarok/command-line.ts). */
export type TarokQueryId = 'readHand' | 'readTrick' | 'readLastTrick' | 'readTable' | 'readGame' | 'readBid' | 'readOrder' | 'whoseTurn' | 'declare' | 'help' | 'rules' | 'hint' | 'nextDeal';
/** The moves the command line's verbs name. */
export type TarokVerb = 'pass' | 'bid' | 'hold' | 'call' | 'give' | 'discard' | 'play';

/**
 * What a player may type at Tarok's command line in one language (locales/tarok/command-words.ts), in
 * lower case; the command line takes the words of every language at once.
 */
export interface TarokCommandWords {
  /** Reading words and phrases, by the command they run: "stich", "last trick". */
  readonly queries: Readonly<Record<TarokQueryId, readonly string[]>>;
  /** Verbs, by the move they name, at the start of a command: "passe", "halte", "rufe", "skat". */
  readonly verbs: Readonly<Record<TarokVerb, readonly string[]>>;
  /** Taroklomber's games (TL10), every way they are said: "a due", "solo". */
  readonly games: Readonly<Record<Game, readonly string[]>>;
}

/** A seat's announcement (T14–T19) as counts only, never which cards. */
export interface AnnouncementPhrase {
  readonly who: Who;
  readonly taroks: number;
  readonly matadors: number;
  readonly whole: number;
  readonly half: number;
  readonly skied: boolean;
  readonly kings: number;
  readonly points: number;
}

/** Payments said (the engine's 'payment' events), each with its reason. */
export interface PaymentPhrase {
  readonly from: Who;
  readonly to: Who;
  readonly amount: number;
  /** announcements, prizes, cards, noTrick (en trois); party (en deux); game, aPersonne (Taroklomber). */
  readonly reason: string;
}

/** The setup's forms: en trois, en deux, Taroklomber (its method is a field of its own). */
export type TarokForm = Form;

export interface TarokUi extends TrickUi {
  readonly commands: Readonly<Record<TarokCommandId, { readonly name: string; readonly help: string }>>;
  readonly colRole: string;
  readonly colTricks: string;
  readonly colMarks: string;
  readonly colScore: string;
  readonly eldest: string;
  readonly declarer: string;
  readonly opponent: string;
  readonly dealLabel: string;
  dealOf(n: number, of: number): string;
  readonly partyLabel: string;
  partyOf(n: number, of: number): string;
  readonly gameLabel: string;
  readonly skatLabel: string;
  readonly none: string;
  readonly readTable: string;
  readonly readGame: string;
  readonly declare: string;
  /** A card's tag in the hand while I lay the Skat: it may go there (T11, TL7). */
  readonly mayLay: string;
  /** A card's tag while I give a card back (TL14): it may be given. */
  readonly mayGive: string;
  /** The Sky's tag in the hand (T22): the excuse, always playable. */
  readonly skyTag: string;
  readonly commandHint: string;
  readonly resumed: string;
  readonly commandUnknown: string;
  /** The choice list's heading: the auction, a call, what I may do now. */
  choicesHeading(list: 'auction' | 'call' | 'declare', n: number): string;
  // setup
  readonly form: string;
  formOption(form: TarokForm): string;
  formHelp(form: TarokForm): string;
  readonly method: string;
  readonly methodHelp: string;
  methodOption(method: Method): string;
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  /** The forms a variant applies to, named. */
  variantFor(forms: string): string;
  readonly tours: string;
  readonly toursHelp: string;
  readonly toursDefault: string;
  toursCount(n: number): string;
  readonly parties: string;
  readonly partiesHelp: string;
  partiesCount(n: number): string;
  readonly seatHelp: string;
}

export interface TarokCatalogue {
  readonly ui: TarokUi;
  readonly tricks: TrickWords;
  readonly tarok: {
    formName(form: Form, method: Method): string;
    /** TL10: a Due, a Uno, Solo. */
    gameName(game: Game): string;
    /** The taroks as one group's name in the hand ("Taroks"). */
    readonly taroksName: string;
    /** That name in the cases the language declines it in (Polish "nie masz taroków"): the trick words' suit reference for the taroks. */
    readonly taroksCases: CaseForms;
    /** T2, T3: the order of the cards, said once at the first deal and again on its key. */
    readonly order: string;

    // the deal
    dealStarted(f: { deal: number; of: number; dealer: Who; eldest: Who; form: Form; method: Method; layer: Who | null }): string;
    /** A card laid into the Skat: named to its layer only (null: another's, face down); laid so far of 3. */
    skatCard(who: Who, card: CardRef | null, n: number): string;
    skatLaid(who: Who): string;
    /** T14–T19: counts only. */
    announced(a: AnnouncementPhrase): string;

    // Taroklomber's auction and exchange
    bid(who: Who, game: string): string;
    hold(who: Who, game: string): string;
    passed(who: Who): string;
    auctionWon(who: Who, game: string, calls: number, takesSkat: boolean): string;
    /** TL13: nobody bid: the eldest is paid by each. */
    allPassed(eldest: Who, each: number): string;
    /** TL16: the new method's Skat taken (its cards to the declarer only). */
    skatTaken(who: Who, cards: CardRefs | null): string;
    /** TL14, TL15: a call; from: who handed it over (null: it lay in the Skat). */
    called(who: Who, card: CardRef, from: Who | null): string;
    /** TL14, TL17: the card given back, named to the two only (null: face down). */
    given(who: Who, to: Who, card: CardRef | null): string;

    // the play
    /** T21, T39: a tarok played to a suit led ("Anna taroks"). */
    taroked(who: Who, card: CardRef): string;
    /** T22: the Sky played, the excuse. */
    skied(who: Who, card: CardRef, led: boolean): string;
    /** T25: where the Sky went. */
    sky(owner: Who, to: Who, kept: boolean, trick: number): string;
    /** T28: a prize and before whom it lies; trick 0: the Pagat in the Skat; ultimo: trick 25. */
    prize(before: Who, card: CardRef, owner: Who, trick: number, value: number): string;
    cardPoints(lines: readonly { who: Who; points: number }[]): string;
    /** TL20, TL21: the declarer's result. */
    result(outcome: Outcome, declarer: Who | null, game: string | null, points: number | null): string;
    /** TD7: each deal's points added; the party's scores, each one's distance to 100, and the 50 line. */
    score(lines: readonly { who: Who; added: number; score: number }[]): string;
    partyOver(winner: Who, parties: number, points: number, scores: readonly { who: Who; score: number }[]): string;
    payments(lines: readonly PaymentPhrase[]): string;
    dealOver(outcome: Outcome, last: boolean): string;
    sessionOver(places: readonly { who: Who; balance: number; place: number }[]): string;

    // reading
    balances(lines: readonly { who: Who; balance: number }[]): string;
    /** En deux: the party's scores with the distance to 100 and which side of 50 each is. */
    partyNow(lines: readonly { who: Who; score: number }[]): string;
    /** The auction now (B): the bid and its holder, who passed, who speaks. */
    auctionNow(game: string | null, holder: Who | null, passed: readonly Who[], toMove: Who | null): string;
    /** After the auction: the declarer and his game, the calls and who handed them over; nobody plays. */
    gameNow(declarer: Who | null, game: string | null, calls: readonly { card: CardRef; from: Who | null; returned: CardRef | null }[]): string;
    readonly noAuction: string;
    /** The cards I laid in the Skat (A; null: not mine to see). */
    mySkat(cards: CardRefs | null, layer: Who | null): string;
    announcementsNone: string;
    /** Tricks by seat: "du 3, Anna 2". */
    tricksLine(lines: readonly { who: Who; n: number }[]): string;

    // the player's turn
    yourTurn(phase: Phase, f: { toLay: number; follow: SuitRef | null; mustTarok: boolean; game: string | null; holder: Who | null; calls: number }): string;
    notYourTurn(who: Who): string;

    // choices
    choicePass(game: string | null, holder: Who | null): string;
    choiceBid(game: string, calls: number): string;
    choiceHold(game: string, challenger: Who | null): string;
    choiceCall(card: CardRef): string;

    // refusals and hints
    violation(code: string, rule: string, facts: { card?: CardRef; toMove?: Who; suit?: SuitRef }): string;
    hint(move: string, reason: string | null): string;
    hintReason(reason: string): string | null;
  };
}

/** The shell's catalogue with Tarok's merged over it (src/i18n/game-texts.ts). */
export type TarokMessages = MergedMessages<TarokCatalogue>;
