/**
 * Piquet's part of the message catalogue: its sentences (the cut, the exchange, the declarations as
 * players say them at the table, pique and repique, tricks with their points, cards and capot, the
 * end of a deal and of a game), its reading keys, choices, refusals and hints, and its commands over
 * the trick table's shared words (src/games/tricks/words.ts). Implemented by locales/piquet/{de,en}.ts
 * (a missing key is a compile error); player names come in formatted, cards and lists of cards (said suit by
 * suit) as references (CardRef: named in the case a sentence needs, `${card}` the nominative).
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';
import type { TrickUi, TrickWords } from '../tricks/words.js';
import type { Answer, Category, ScoreReason } from './types.js';

export const PIQUET_COMMAND_IDS = [
  'playCard', 'readHand', 'readTrick', 'readLastTrick', 'whoseTurn', 'nextPlayable',
  'suitS', 'suitH', 'suitD', 'suitC', 'readScore', 'readDeclarations', 'readExchange', 'declare', 'take', 'nextDeal',
] as const;
export type PiquetCommandId = (typeof PIQUET_COMMAND_IDS)[number];

/** The commands the command line's reading words run (src/games/piquet/command-line.ts). */
export type PiquetQueryId =
  | 'readHand' | 'readTrick' | 'readLastTrick' | 'readScore' | 'readDeclarations' | 'readExchange'
  | 'whoseTurn' | 'help' | 'rules' | 'hint' | 'nextDeal';

/**
 * What a player may type at Piquet's command line in one language (locales/piquet/command-words.ts),
 * in lower case; the command line takes the words of every language at once.
 */
export interface PiquetCommandWords {
  /** Reading words and phrases, by the command they run: "meldungen", "letzter stich", "whose turn". */
  readonly queries: Readonly<Record<PiquetQueryId, readonly string[]>>;
  /** The dialogue of the declarations, which the app speaks by itself (Q24): "gut", "nicht gut", "good". */
  readonly dialogue: readonly string[];
  /** Ending the exchange: "kaufen", "nichts kaufen", "take". */
  readonly take: readonly string[];
  /** One or two words before a card laid away: "ablegen", "lay away". */
  readonly discard: readonly string[];
  /** A last word after a card laid away ("lege Kreuz Sieben ab"). */
  readonly discardAfter: readonly string[];
  /** A word before a card played: "spiele", "lead". */
  readonly play: readonly string[];
  /** Words between the cards of a typed set for the discard ("Kreuz 7 und Herz 8"; commas always). */
  readonly and: readonly string[];
}

/** The formats of the new-game form: the race to 101 (Q5), to 100 (V-Q-4), the four-deal partie (V-Q-5). */
export type PiquetFormat = '101' | '100' | 'partie';

/** What a player states in the dialogue of the declarations (Q24), from a `declaration` event. */
export type DeclarationPhrase =
  | { readonly category: 'point'; readonly length: number; readonly pips: number | null }
  /** `top`: the rank of the sequence's top card ('A', 'K', … '9'). */
  | { readonly category: 'sequences'; readonly length: number; readonly top: string }
  /** `rank`: 'A', 'K', 'Q', 'J' or '10'. */
  | { readonly category: 'sets'; readonly count: number; readonly rank: string }
  | { readonly category: Category; readonly none: true };

/** One line of a score: a player and his points (the player's own first). */
export interface ScoreEntry {
  readonly who: Who;
  readonly points: number;
}

/** One category's outcome in the declarations, for the A key. */
export interface DeclaredPhrase {
  readonly category: Category;
  /** Who scored it; null: equal, or nobody held one. */
  readonly winner: Who | null;
  readonly points: number;
  /** What was shown (the point's cards, each sequence by name and cards), already in words. */
  readonly shown: readonly string[];
  /** Sets: the missing card of each scoring trio, in words. */
  readonly missing: readonly CardRef[];
}

export interface PiquetUi extends TrickUi {
  readonly commands: Readonly<Record<PiquetCommandId, { readonly name: string; readonly help: string }>>;
  readonly colRole: string;
  readonly colDeal: string;
  readonly colGame: string;
  readonly elder: string;
  readonly younger: string;
  readonly formatLabel: string;
  /** "bis 101, Spiel 3" / "Spiel 2 von 4". */
  formatNow(target: number | null, deal: number): string;
  readonly talonLabel: string;
  readonly discardsLabel: string;
  readonly takenLabel: string;
  readonly seenLabel: string;
  /** The opponent's cards known from what he showed. */
  knownLabel(who: Who): string;
  readonly tricksLabel: string;
  readonly unitsLabel: string;
  readonly declarationsLabel: string;
  readonly none: string;
  readonly readDeclarations: string;
  readonly readExchange: string;
  readonly declare: string;
  readonly commandHint: string;
  readonly resumed: string;
  readonly commandUnknown: string;
  readonly discardMoreNow: string;
  readonly nextGame: string;
  /** The hand's heading in the exchange: "2 abgelegt, 3 bis 5 erlaubt". */
  exchangeNote(discarded: number, min: number, max: number): string;
  choicesHeading(n: number): string;
  readonly format: string;
  readonly formatHelp: string;
  formatName(format: PiquetFormat): string;
  readonly variants: string;
  variantName(id: string): string;
  variantDescription(id: string): string;
  readonly seatHelp: string;
}

export interface PiquetCatalogue {
  readonly ui: PiquetUi;
  readonly tricks: TrickWords;
  readonly piquet: {
    /** "a partie to 101" / "the four-deal partie". */
    gameStarted(target: number | null): string;
    /** One round of the cut (Q6): the cards by player; who deals, or null when the cards are equal. */
    cut(cards: readonly { who: Who; card: CardRef }[], dealer: Who | null): string;
    dealStarted(deal: number, partie: boolean, dealer: Who, elder: Who, score: string): string;
    carteBlanche(who: Who): string;
    /** A card laid away: the player's own (card named, and how many he must or may still lay away) or the opponent's. */
    discarded(who: Who, card: CardRef | null, count: number, bounds: { min: number; max: number } | null): string;
    /** My accepted discard at once, its cards by suit (issue 27: one sentence, not a line per card). */
    laidAway(cards: CardRefs, count: number): string;
    /** The end of an exchange: cards taken; `left`: elder: cards of his 5 left; younger: cards left in the talon. */
    exchanged(who: Who, count: number, left: number, elder: boolean): string;
    taken(cards: CardRefs): string;
    talonSeen(elder: boolean, cards: CardRefs): string;
    blancheShown(who: Who, cards: CardRefs): string;
    declaration(who: Who, d: DeclarationPhrase): string;
    answer(who: Who, answer: Answer): string;
    /** The winner shows his point or a sequence (its name and cards in words). */
    shown(who: Who, category: 'point' | 'sequences', holding: string, cards: string): string;
    /** Q23: the missing card of a scoring trio: its rank ('A' … '10') and the card, said with its article ("die Kreuz Zehn", "the ten of clubs"). */
    missingCard(who: Who, rank: string, card: CardRef): string;
    noScore(category: Category, reason: 'equal' | 'none'): string;
    /** A credit of carte blanche, a declaration, cards or capot, with the running score. */
    scored(who: Who, reason: ScoreReason, points: number, score: string): string;
    repique(who: Who, points: number, score: string): string;
    pique(who: Who, points: number, score: string): string;
    /** A lead that scores (Q29). */
    ledScoring(who: Who, card: CardRef, points: number): string;
    /** Q31: the last trick's sentence (the trick's end, already said) marked as the last: "Letzter Stich: …". */
    lastTrickWon(text: string): string;
    /** The score after a trick, at the end of its sentence: "Stand du 5, Anna 0" / "score you 5, Anna 0". */
    scoreAfterTrick(score: string): string;
    tricksCounted(tricks: string, bonus: 'cards' | 'capot' | null, who: Who | null): string;
    dealOver(deal: string, score: string): string;
    /** Race: winner and scores; partie: the difference and the units. */
    gameOver(winner: Who | null, score: string, abandoned: boolean, partie: { difference: number; units: number } | null): string;
    payment(from: Who, to: Who, amount: number, units: string): string;
    /** The way on after a game (Q36: N plays the next one); after a deal the trick table's own words say it. */
    nextGamePrompt(touch: boolean): string;
    /** "du 5, Anna 0" / "you 5, Anna 0": the player's own first. */
    scoreLine(lines: readonly ScoreEntry[]): string;
    /** "du plus 1, Anna minus 1". */
    unitsLine(lines: readonly ScoreEntry[]): string;
    /** A sequence by its length and top card: "Terz vom Ass", "quart from the king". */
    sequenceName(length: number, top: string): string;
    /** A set by its size and rank: "drei Asse", "Quatorze Buben". */
    setName(count: number, rank: string): string;
    /** A suit's cards, rank words high to low: "Pik Ass, König und Dame" / "ace, king and queen of spades". */
    suitCards(suit: string, ranks: readonly string[]): string;
    /** The hand's holdings for the H key: the point, the sequences (named, with their suit), the sets. */
    holdings(point: { suit: string; length: number; pips: number } | null, sequences: readonly { name: string; suit: string }[], sets: readonly string[]): string;
    /** Z: the game score, this deal's, the tricks, the format, the units. */
    score(game: string, deal: string, tricks: string, format: string, units: string): string;
    /** A: carte blanche, each category's outcome, repique and pique, the opponent's known cards (said suit by suit, after ui.knownLabel). */
    declarations(carteBlanche: Who | null, lines: readonly DeclaredPhrase[], repique: Who | null, pique: Who | null, known: { who: Who; cards: CardRefs } | null): string;
    readonly noDeclarationsYet: string;
    /** E: the talon, the player's discards, what he took, what he saw, and the opponent's exchange. */
    exchange(f: { talon: number; discards: CardRefs | null; taken: CardRefs | null; seen: CardRefs | null; done: boolean; opponent: Who; opponentTook: number | null }): string;
    yourTurn(phase: 'exchange' | 'play', h: { min: number; max: number; discarded: number; elder: boolean; mustFollow: string | null; lead: boolean }): string;
    notYourTurn(who: Who): string;
    choiceTake(count: number): string;
    choiceDiscardMore(upTo: number): string;
    choiceDiscard(card: CardRef): string;
    violation(code: string, rule: string, facts: { card?: CardRef; suit?: string; toMove?: Who; min?: number; max?: number }): string;
    hint(move: string, reason: string | null, plan: CardRefs | null): string;
    hintReason(reason: string): string | null;
    gameResult(won: boolean, drawn: boolean): string;
  };
}
