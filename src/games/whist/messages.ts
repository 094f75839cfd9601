/**
 * Whist's part of the message catalogue: its sentences (the draw, the turn-up, calls, honours, games,
 * rubbers) and commands over the trick table's shared words (src/games/tricks/words.ts). Implemented by
 * locales/whist/{de,en}.ts; seat names come in formatted, cards as references (CardRef, CardRefs: named
 * in the case a sentence needs, `${card}` the nominative).
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';
import type { TrickUi, TrickWords } from '../tricks/words.js';
import type { GameName, Phase } from './types.js';

export const WHIST_COMMAND_IDS = [
  'playCard', 'readHand', 'readTrick', 'readLastTrick', 'whoseTurn', 'nextPlayable',
  'suitS', 'suitH', 'suitD', 'suitC', 'readScore', 'readTrump', 'declare', 'nextDeal',
] as const;
export type WhistCommandId = (typeof WHIST_COMMAND_IDS)[number];

/** A side in words: the player's own ("ihr"/"you") or the two opponents by name. */
export interface SidePhrase {
  readonly mine: boolean;
  readonly who: readonly Who[];
}

export interface WhistUi extends TrickUi {
  readonly commands: Readonly<Record<WhistCommandId, { readonly name: string; readonly help: string }>>;
  readonly colSide: string;
  readonly colRubber: string;
  side(mine: boolean): string;
  readonly turnUpLabel: string;
  readonly tricksLabel: string;
  readonly gamesLabel: string;
  readonly readTrump: string;
  readonly declare: string;
  readonly commandHint: string;
  readonly resumed: string;
  readonly commandUnknown: string;
  choicesHeading(n: number): string;
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  readonly rubbers: string;
  readonly rubbersHelp: string;
  readonly seatHelp: string;
}

/** The commands the command line's reading words run (src/games/whist/command-line.ts). */
export type WhistQueryId = 'readHand' | 'readTrick' | 'readLastTrick' | 'readScore' | 'readTrump' | 'whoseTurn' | 'help' | 'rules' | 'hint' | 'nextDeal';

/**
 * What a player may type at Whist's command line in one language (locales/whist/command-words.ts), in
 * lower case; the command line takes the words of every language at once.
 */
export interface WhistCommandWords {
  /** Reading words and phrases, by the command they run: "stich", "letzter stich", "whose turn". */
  readonly queries: Readonly<Record<WhistQueryId, readonly string[]>>;
  /** The call at eight (V-W-2): "ich rufe", "kannst du", "call". */
  readonly call: readonly string[];
  /** Claiming the rest (V-W-5): "beanspruchen", "claim". */
  readonly claim: readonly string[];
  /** A word before a card name: "spiele", "play". */
  readonly play: readonly string[];
}

export interface WhistCatalogue {
  readonly ui: WhistUi;
  readonly tricks: TrickWords;
  readonly whist: {
    rubberStarted(n: number, of: number): string;
    drew(who: Who, card: CardRef): string;
    drawTie(who: readonly Who[], purpose: 'sides' | 'deal'): string;
    sidesFormed(mine: readonly Who[], theirs: readonly Who[], dealer: Who): string;
    dealStarted(deal: number, dealer: Who, eldest: Who, score: string, games: string): string;
    turnUp(dealer: Who, card: CardRef, trump: string): string;
    turnUpTakenUp(dealer: Who, card: CardRef): string;
    callMade(who: Who, auto: boolean): string;
    callAnswered(who: Who, yes: boolean): string;
    /** The honours shown with a call, each holder's ("du Herz Ass, Herz König; Anna Herz Bube" / "you ace of hearts …"). */
    honoursShown(side: SidePhrase, held: readonly { who: Who; cards: CardRefs }[]): string;
    /** The tricks after a trick, at the end of its sentence: "Stiche ihr 3, sie 2" / "tricks you 3, they 2". */
    tricksAfterTrick(tricks: string): string;
    claimMade(who: Who, tricks: number): string;
    dealEnded(reason: 'played' | 'call' | 'claim', tricks: string): string;
    tricksScored(side: SidePhrase, tricks: number, points: number, score: string): string;
    honoursScored(side: SidePhrase, honours: 3 | 4, points: number, score: string): string;
    honoursNotScored(side: SidePhrase | null, reason: 'divided' | 'atNine' | 'gameAlreadyWon'): string;
    slamMade(side: SidePhrase, kind: 'grand' | 'little', points: number): string;
    gameWon(side: SidePhrase, name: GameName, value: number, score: string, games: string): string;
    rubberWon(side: SidePhrase, net: number): string;
    /** The rubber points: each player's change (null: the totals alone, as Z reads them) and total. */
    ledger(lines: readonly { who: Who; change: number | null; total: number }[]): string;
    /** The sitting's end: who won it (the players with the most rubber points: in one rubber, the winning side), never a place. */
    sessionOver(winners: readonly Who[]): string;
    /** "ihr 4, sie 2" / "you 4, they 2". */
    pair(mine: number, theirs: number): string;
    score(points: string, games: string, tricks: string): string;
    trumpIs(suit: string, turnUp: CardRef | null, dealer: Who, onTable: boolean): string;
    calls(lines: readonly { who: Who; answer: 'yes' | 'no' | null }[]): string;
    yourTurn(phase: Phase, h: { mustFollow: string | null; mayCall: boolean; mayClaim: boolean }): string;
    notYourTurn(who: Who): string;
    choiceCall: string;
    choiceClaim: string;
    violation(code: string, rule: string, facts: { card?: CardRef; suit?: string; toMove?: Who }): string;
    hint(move: string, reason: string | null): string;
    hintReason(reason: string): string | null;
  };
}
