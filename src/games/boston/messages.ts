/**
 * Boston's part of the message catalogue (Boston, Tri-Boston, Boston-Whist): every sentence of the
 * table (the precedence draw, the suits of a deal, the pot and the bêtes, the auction, the all-pass,
 * the trump, the whist round and the partner, the card laid aside, the hand laid face up, the result
 * with its points and marks, every payment, the kettle), its reading keys, choices, refusals and hints,
 * its commands and its setup, over the trick table's shared words (src/games/tricks/words.ts).
 * Implemented by locales/boston/{de,en}.ts (a missing key is a compile error). Suit and seat names
 * come in formatted, cards and hands (said suit by suit) as references (CardRef: named in the case a sentence
 * needs, `${card}` the nominative).
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';
import type { TrickUi, TrickWords } from '../tricks/words.js';
import type { Class, Contract, Outcome, Phase } from './types.js';

export const BOSTON_COMMAND_IDS = [
  'playCard', 'readHand', 'readTrick', 'readLastTrick', 'whoseTurn', 'nextPlayable',
  'suitS', 'suitH', 'suitD', 'suitC', 'readTable', 'readGame', 'readBid', 'mayBid', 'readOpen', 'declare', 'nextDeal',
] as const;
export type BostonCommandId = (typeof BOSTON_COMMAND_IDS)[number];

/** The three forms (BO1), as the setup names them. */
export type BostonForm = 'boston' | 'tri-boston' | 'boston-whist';

/** The commands the command line's reading words run (src/games/boston/command-line.ts). */
export type BostonQueryId = 'readHand' | 'readTrick' | 'readLastTrick' | 'readTable' | 'readGame' | 'readBid' | 'mayBid' | 'readOpen' | 'whoseTurn' | 'declare' | 'help' | 'rules' | 'hint' | 'nextDeal';
/** The moves the command line's verbs name (a bid is named by its contract words). */
export type BostonVerb = 'pass' | 'whist' | 'alone' | 'seek' | 'accept' | 'reject' | 'trump' | 'discard' | 'leader' | 'play';

/**
 * What a player may type at Boston's command line in one language (locales/boston/command-words.ts), in
 * lower case and without accents ("misère" is typed either way); the command line takes the words of
 * every language at once.
 */
export interface BostonCommandWords {
  /** Reading words and phrases, by the command they run: "gebot", "what may i bid". */
  readonly queries: Readonly<Record<BostonQueryId, readonly string[]>>;
  /** Speeches and verbs, by the move they name, at the start of a command: "ich passe", "whist", "lay aside". */
  readonly verbs: Readonly<Record<BostonVerb, readonly string[]>>;
  /** A word before a bid that says nothing more: "ich biete", "bid". */
  readonly bid: readonly string[];
  /** The contracts' names, every way they are said: "grand boston", "petite misere ouverte forcee", "nullissimo". */
  readonly contracts: Readonly<Record<Contract, readonly string[]>>;
  /** The classes' words (BO21): "einfach", "farbe", "oberfarbe" / "simple", "colour", "superior". */
  readonly classes: Readonly<Record<Class, readonly string[]>>;
  /** Words that say nothing between the verb and what it names: "in", "der", "the". */
  readonly fillers: readonly string[];
  /** The player himself as a leader (V-BO-6): "ich", "me". */
  readonly me: readonly string[];
}

/**
 * Payments said (the engine's 'payment' events), grouped: the payers of one amount to one receiver, or
 * one payer of one amount to several. Null stands for the table (the pot and the bêtes).
 */
export interface PaymentPhrase {
  readonly from: readonly Who[] | null;
  readonly to: readonly Who[] | null;
  readonly amount: number;
  readonly reason: 'pot' | 'game' | 'bete';
}

/** A contract and its class in words: the trump suit named when the class fixes it (or once it is named). */
export interface BidPhrase {
  readonly contract: Contract;
  readonly class: Class | null;
  readonly suit: string | null;
}

/** The suits of a deal (BO6, BO61): the superior, the colour, the two simple suits. */
export interface SuitsPhrase {
  readonly superior: string;
  readonly colour: string;
  readonly simple: readonly string[];
}

/** What a bid pays (BO44, BO47): Tariff A's marks from each opponent, or Tariff B's multiplier (a misère: its marks). */
export interface PaysPhrase {
  readonly tariff: 'A' | 'B';
  readonly value: number;
  /** A misère's marks (both tariffs), not a multiplier. */
  readonly flat: boolean;
}

export interface BostonUi extends TrickUi {
  readonly commands: Readonly<Record<BostonCommandId, { readonly name: string; readonly help: string }>>;
  readonly colRole: string;
  readonly colTricks: string;
  readonly colMarks: string;
  readonly eldest: string;
  readonly declarer: string;
  readonly partner: string;
  readonly opponent: string;
  readonly dealLabel: string;
  dealOf(n: number, of: number): string;
  readonly suitsLabel: string;
  readonly contractLabel: string;
  readonly partnerLabel: string;
  readonly potLabel: string;
  readonly betesLabel: string;
  readonly playedForLabel: string;
  readonly tariffLabel: string;
  tariffName(t: 'A' | 'B'): string;
  readonly none: string;
  readonly noTrumpYet: string;
  readonly readTable: string;
  readonly readGame: string;
  readonly readBid: string;
  readonly mayBid: string;
  readonly declare: string;
  /** The zone of the hand laid face up (BO31): its heading, the declarer's. */
  openHeading(who: Who, n: number): string;
  /** My own hand's heading note while it lies face up. */
  readonly myHandOpen: string;
  readonly commandHint: string;
  readonly resumed: string;
  readonly commandUnknown: string;
  /** The choice list's heading: the auction's rungs, a rung's classes, the trump, the whist round, the leader. */
  choicesHeading(list: 'rungs' | 'classes' | 'miseres' | 'trump' | 'whist' | 'leader' | 'declare', n: number): string;
  // setup
  readonly form: string;
  formOption(form: BostonForm): string;
  formHelp(form: BostonForm): string;
  readonly tariff: string;
  readonly tariffHelp: string;
  /** The tariff choices: the form's own (A for Boston and Tri-Boston, B for Boston-Whist) or B always (V-BO-2). */
  tariffOption(t: 'book' | 'B'): string;
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  /** The forms a variant applies to, named. */
  variantFor(forms: string): string;
  readonly tours: string;
  readonly toursHelp: string;
  readonly toursDefault: string;
  toursCount(n: number): string;
  readonly seatHelp: string;
}

export interface BostonCatalogue {
  readonly ui: BostonUi;
  readonly tricks: TrickWords;
  readonly boston: {
    formName(form: BostonForm): string;
    contract(c: Contract): string;
    /** A bid as said at the table: "Grand Boston in der Oberfarbe, Kreuz", "Petite Misère". */
    bid(b: BidPhrase): string;
    /** The undertaking: "6 tricks", "no trick, one card laid aside". */
    undertaking(c: Contract, tricks: number): string;
    pays(p: PaysPhrase): string;

    // the session and the deal
    /** BO6, BO7: the cards turned until the first ace, the first dealer, the session's suits (null: fixed by the form or turned each deal). */
    precedence(cards: readonly { who: Who; card: CardRef }[], dealer: Who, suits: SuitsPhrase | null, triBoston: boolean): string;
    /** V-BO-1: this deal's card turned from the second pack. */
    suitTurned(card: CardRef, suits: SuitsPhrase): string;
    dealStarted(deal: number, of: number, dealer: Who, eldest: Who, suits: SuitsPhrase, pot: number, betes: readonly number[], bete: number, blok: boolean, blokEach: number, stake: number): string;

    // the auction
    bidMade(who: Who, bid: string): string;
    passed(who: Who): string;
    auctionWon(who: Who, bid: string, undertaking: string): string;
    /** BO12: everyone passed: each pays `each` into the pot. */
    allPassed(each: number): string;

    // between the auction and the play
    trump(who: Who, suit: string, named: boolean): string;
    /** BO30: the card laid aside: named to its holder only (null: another's, face down). */
    discarded(who: Who, card: CardRef | null): string;
    alone(who: Who): string;
    seek(who: Who, together: number): string;
    whist(who: Who): string;
    noWhist(who: Who): string;
    accept(who: Who, partner: Who): string;
    reject(who: Who, partner: Who): string;
    /** The whist round settled (BO33, BO34): the partner and the quotas, or the declarer alone. */
    partner(declarer: Who, partner: Who | null, quota: number, partnerQuota: number, together: number, asked: boolean): string;
    /** BO31: the declarer's hand laid face up (its cards by suit), for everyone to read again. */
    exposed(who: Who, cards: CardRefs): string;
    leader(who: Who, named: boolean): string;

    // the play and the result
    /** Tricks by seat: "du 3, Anna 2". */
    tricksLine(lines: readonly { who: Who; n: number }[]): string;
    result(outcome: 'won' | 'lost', side: readonly Who[], bid: string, misere: boolean, tricks: number, needed: number, failed: readonly { who: Who; n: number; quota: number }[]): string;
    /** BO48, BO50: Tariff B's count. */
    points(tricks: number, honours: number, points: number, multiplier: number, marks: number, slam: number): string;
    payments(lines: readonly PaymentPhrase[]): string;
    kettle(total: number, shares: readonly { who: Who; amount: number }[]): string;
    dealOver(outcome: Outcome, last: boolean): string;
    sessionOver(places: readonly { who: Who; balance: number; place: number }[]): string;

    // reading
    /** The table's money; what a deal is played for while one is (null between deals). */
    table(pot: number, betes: readonly number[], bete: number, playedFor: number | null): string;
    balances(lines: readonly { who: Who; balance: number }[]): string;
    suits(s: SuitsPhrase): string;
    /** The auction now: the bid and its holder, who passed, who speaks (B). */
    bidNow(bid: string | null, holder: Who | null, passed: readonly Who[], toMove: Who | null): string;
    /**
     * What I may bid (Shift+B): now (my turn), when my turn comes, nothing (I passed, or the auction is
     * over); the lowest bid, how many there are, the highest.
     */
    mayBid(when: 'now' | 'later' | 'passed' | 'over', lowest: string | null, count: number, highest: string | null): string;
    /** The game (A) after the auction: the declarer's contract, the trump, the partner, what each needs, the tricks. */
    gameNow(declarer: Who, bid: string, undertaking: string, trump: string | null, misere: boolean, partner: Who | null, alone: boolean, open: boolean): string;
    readonly nobodyPlays: string;
    /** The hand laid face up (E): the declarer's cards by suit; none. */
    openHand(who: Who, cards: CardRefs): string;
    readonly noOpenHand: string;
    readonly myDiscardIs: (card: CardRef) => string;

    // the player's turn
    /** My turn: what the phase asks (the bid and its holder; V-BO-4: the whist offered to me as declarer; the suit to follow; another's hand face up). */
    yourTurn(phase: Phase, f: { bid: string | null; holder: Who | null; offer: Who | null; follow: string | null; open: boolean }): string;
    notYourTurn(who: Who): string;

    // choices
    /** Pass in the auction; the current bid stays with its holder. */
    choicePass(bid: string | null, holder: Who | null): string;
    /** A rung whose classes a second list offers. */
    choiceRung(contract: string, undertaking: string, classes: readonly Class[]): string;
    /** The misères legal now, one entry of the first list that opens their own (BO20, BO22). */
    choiceMiseres(count: number, lowest: string, highest: string): string;
    choiceBid(bid: string, undertaking: string, pays: string, simpleSuits: string | null): string;
    classWord(c: Class): string;
    choiceTrump(suit: string, held: number): string;
    choiceAlone(tricks: number): string;
    choiceSeek(together: number, quota: number, partnerQuota: number): string;
    choiceWhist(declarer: Who, quota: number, together: number): string;
    choiceNoWhist(declarer: Who): string;
    choiceAccept(partner: Who): string;
    choiceReject(partner: Who): string;
    choiceLeader(who: Who): string;

    // refusals and hints
    violation(code: string, rule: string, facts: { card?: CardRef; suit?: string; toMove?: Who; bid?: string }): string;
    hint(move: string, reason: string | null): string;
    /** The strong or normal player's reason: the rule of thumb, with its numbers (tricks estimated, the misère danger, the searched value). */
    hintReason(reason: string, facts: { tricks: number | null; danger: number | null; value: number | null; samples: number }): string | null;
    /** What the strong player's searched card does to the trick as it stands. */
    hintEffect(effect: 'lead' | 'win' | 'under' | 'ruff' | 'discard'): string;
    /** The hand's count behind a searched bid or choice: tricks in the bid's class, or the misère danger (null: nothing to say). */
    hintCount(facts: { tricks: number | null; danger: number | null }): string | null;
    /**
     * The strong player's search in figures (B-BO-13): the deals played out, the mean marks the move
     * brings, the share of them in which it gains, and the rule of thumb's move with its mean when the
     * search chose another.
     */
    hintSearch(facts: { samples: number; value: number | null; share: number | null; normal: { move: string; value: number | null } | null }): string;
  };
}
