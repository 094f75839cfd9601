/**
 * The Hundertspiel's part of the message catalogue: every sentence of the game (events, reading keys,
 * refusals, choices, setup, hint) and its commands. Implemented by locales/hundertspiel/{de,en}.ts (a
 * missing key is a compile error), loaded with the game and merged over the shell's catalogue.
 * Seat names come in formatted, cards as references (CardRef, CardRefs: named in the case a sentence needs,
 * `${card}` the nominative); the catalogue only builds sentences.
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';
import type { TrickUi, TrickWords } from '../tricks/words.js';
import type { AnnouncementKind, HonourRank, HundertspielMove, Phase } from './types.js';

/**
 * The commands the command line's reading words run (src/games/hundertspiel/command-line.ts);
 * 'continue' is a word that passes when passing is allowed and goes on otherwise.
 */
export type HundertspielQueryId = 'readHand' | 'readTrick' | 'readLastTrick' | 'readScore' | 'readAnnouncements' | 'whoseTurn' | 'help' | 'rules' | 'hint' | 'continue' | 'nextDeal';

/**
 * What a player may type at the Hundertspiel's command line in one language
 * (locales/hundertspiel/command-words.ts), in lower case; the command line takes the words of every
 * language at once.
 */
export interface HundertspielCommandWords {
  /** Reading words and phrases, by the command they run: "stich", "letzter stich", "whose turn". */
  readonly queries: Readonly<Record<HundertspielQueryId, readonly string[]>>;
  /** The words (one or two) that name a kind of move, before its cards or suit: "spiele", "kein kontra", "trump". */
  readonly verbs: Readonly<Record<HundertspielMove['type'], readonly string[]>>;
  /** The honours shown by rank (H-Honneurs): "asse", "könige", "kings". */
  readonly honours: Readonly<Record<HonourRank, readonly string[]>>;
}

export const HUNDERTSPIEL_COMMAND_IDS = [
  'playCard',
  'readHand',
  'readTrick',
  'readLastTrick',
  'readScore',
  'readAnnouncements',
  'whoseTurn',
  'nextPlayable',
  'suitSw',
  'suitBa',
  'suitCu',
  'suitCo',
  'declare',
  'nextDeal',
] as const;
export type HundertspielCommandId = (typeof HUNDERTSPIEL_COMMAND_IDS)[number];

/** An announcement as a sentence part: "Annas 26 mit dem Bastoni Do" (kind, the laid Do's, its Contra level). */
export interface AnnouncementPhrase {
  readonly who: Who;
  readonly kind: AnnouncementKind;
  /** The laid Do's, named. */
  readonly dos: readonly CardRef[];
  readonly contra: 0 | 1 | 2 | 3;
  readonly status: 'open' | 'won' | 'lost';
}

/** Points of the parties, the player's party first ("we 46, they 31"; three players: each by name). */
export interface ScoreLine {
  readonly parties: readonly { readonly who: readonly Who[]; readonly points: number; readonly mine: boolean }[];
}

export interface HundertspielUi extends TrickUi {
  readonly commands: Readonly<Record<HundertspielCommandId, { readonly name: string; readonly help: string }>>;
  readonly laid: string;
  readonly colParty: string;
  readonly colMarks: string;
  readonly vorhand: string;
  /** "Partei 1" / "party 1". */
  party(n: number): string;
  readonly noTrump: string;
  readonly gameLabel: string;
  /** "Spiel 1 von 2" / "game 1 of 2". */
  gameOf(n: number, of: number): string;
  readonly announcementsLabel: string;
  readonly none: string;
  readonly commandHint: string;
  readonly readAnnouncements: string;
  readonly declare: string;
  readonly resumed: string;
  /** Choice-list headings by phase. */
  choicesHeading(phase: Phase | 'declare', n: number): string;
  readonly commandUnknown: string;
  // setup
  readonly scat: string;
  readonly scatHelp: string;
  readonly scatOff: string;
  readonly scatOn: string;
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  readonly games: string;
  readonly gamesHelp: string;
  seatHelp(players: number): string;
}

export interface HundertspielCatalogue {
  readonly ui: HundertspielUi;
  readonly tricks: TrickWords;
  readonly hundertspiel: {
    /** "Spadi" etc. come from the pack's words; these are the game's own words. */
    honourWord(rank: HonourRank, count: number): string;
    announcement(a: AnnouncementPhrase): string;
    contraWord(level: 1 | 2 | 3): string;
    /** The draw for seats: each seat's card, the parties, the first dealer. */
    seats(draws: readonly { who: Who; card: CardRef }[], dealer: Who, partners: readonly (readonly Who[])[] | null): string;
    dealStart(dealer: Who, vorhand: Who, trump: string | null, handSize: number, altUndNeu: boolean): string;
    bottomCard(card: CardRef): string;
    optIn(who: Who, agree: boolean): string;
    altUndNeu(on: boolean): string;
    pass(who: Who, phase: Phase): string;
    bid(who: Who, suit: string, value: number): string;
    outbid(who: Who, card: CardRef): string;
    bought(who: Who, cards: CardRefs | null): string;
    discarded(who: Who, card: CardRef | null, count: number, of: number): string;
    trumpFixed(suit: string, who: Who | null, value: number): string;
    announced(a: AnnouncementPhrase): string;
    carryOverVoid: string;
    honours(who: Who, rank: HonourRank, count: number, points: number, score: string): string;
    contra(who: Who, level: 1 | 2 | 3, a: AnnouncementPhrase): string;
    playStart(leader: Who): string;
    scored(reason: 'honours' | 'scat', points: number, who: readonly Who[], score: string): string;
    missingFourth(who: Who, rank: 'K' | 'N' | 'J', suit: string): string;
    decided(a: AnnouncementPhrase, won: boolean): string;
    gameOver(winners: readonly Who[] | null, score: string, matsch: boolean, then: 'abandoned' | 'settle' | 'newGame'): string;
    /** Net marks of a deal by seat: "Marken: du plus 2, Anna minus 2". */
    marks(lines: readonly { who: Who; amount: number }[]): string;
    out(who: Who, valid: boolean): string;
    dealOver(reason: 'played' | 'abandoned' | 'thrownIn'): string;
    sessionOver(won: boolean, places: string): string;
    /** A score line in words. */
    score(s: ScoreLine): string;
    marksLine(lines: readonly { who: Who; marks: number }[]): string;
    /** The trick as the reading key says it. */
    yourTurn(phase: Phase, hints: { mustTrump: boolean; lateAces: boolean; toDiscard: number }): string;
    notYourTurn(who: Who): string;
    /** Said with the hand when a trump was led and the player holds trumps (H20). */
    readonly mustTrumpNote: string;
    // choices
    choicePass(phase: Phase): string;
    choiceAnnounce(kind: AnnouncementKind, dos: CardRefs, worth: string): string;
    choiceHonours(rank: HonourRank, count: number, points: number): string;
    choiceContra(level: 1 | 2 | 3, a: AnnouncementPhrase, amount: number): string;
    choiceBid(suit: string, value: number): string;
    readonly choiceBuy: string;
    choiceTrump(suit: string, laysDo: CardRef | null): string;
    readonly choiceAgree: string;
    readonly choiceOut: string;
    /** What an announcement is worth and commits to: "2 Marken, der Do muss den letzten Stich machen". */
    announceWorth(kind: AnnouncementKind, amount: number): string;
    // reading
    announcementsNone: string;
    trumpIs(suit: string | null): string;
    toDiscard(n: number): string;
    disclosed(who: Who, rank: 'K' | 'N' | 'J', suit: string): string;
    noTrumpSeats(who: readonly Who[]): string;
    gameState(gamesPlayed: number, games: number, altUndNeu: boolean): string;
    // refusals by the engine's code
    violation(code: string, rule: string, facts: { card?: CardRef; suit?: string; trump?: string; toMove?: Who }): string;
    // hint
    hint(move: string, reason: string | null): string;
    hintReason(reason: string): string | null;
  };
}
