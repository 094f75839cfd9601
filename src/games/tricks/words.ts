/**
 * The sentences every trick game says (played, led, won, the trick now and the last one, whose turn,
 * following suit): one interface, implemented once per language in locales/tricks/{de,en}.ts and
 * included in each trick game's catalogue (`tricks`). Seat names come in formatted, cards as references
 * the catalogue names in the case its sentence needs (`card.name({ case })`; `${card}` is the nominative).
 */
import type { CardRef, CardRefs, SuitRef } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';

/** A card as the trick words receive it: a reference (docs/architecture.md, "Card words with cases and gender"). */
export type TrickCard = CardRef;
/** A suit as the trick words receive it: a reference, named in the case the sentence needs ("nie masz kier", "nie masz taroków"). */
export type TrickSuit = SuitRef;

/** One card of a trick: who played it, the card, whether it wins the trick so far. */
export interface TrickPlayPhrase {
  readonly who: Who;
  readonly card: TrickCard;
  readonly winning: boolean;
}

export interface TrickWords {
  /** "Anna spielt Bastoni Ass aus." — the first card of a trick. */
  led(who: Who, card: TrickCard): string;
  /** "Ben spielt Coppi Sieben." */
  played(who: Who, card: TrickCard): string;
  /** "Ben sticht mit Herz Zwei." — a trump on a trick led in another suit. */
  trumped(who: Who, card: TrickCard): string;
  /** "Ben wirft Kreuz Drei ab." — neither following nor trumping. */
  discarded(who: Who, card: TrickCard): string;
  /** "Anna gewinnt den Stich mit dem Bastoni Ass" + points and score when the game counts them. */
  trickWon(who: Who, card: TrickCard, points: number | null, score: string | null): string;
  /** The current trick in one sentence: its number, the cards in order with who played them, who wins it now. */
  trickNow(n: number, of: number, plays: readonly TrickPlayPhrase[], toMove: Who | null): string;
  /** The last completed trick: number, cards, winner and its points. */
  lastTrick(n: number, plays: readonly TrickPlayPhrase[], winner: Who, points: number | null): string;
  readonly noTrickYet: string;
  /** Between deals: no trick is played (the trick zone and T). */
  readonly noTrickNow: string;
  /** "Du bist am Zug." / "Anna ist am Zug." */
  toMove(who: Who): string;
  readonly nobodyToMove: string;
  /** "Du musst Herz bedienen." */
  mustFollow(suit: TrickSuit): string;
  /** The hand's group for a suit, its cards: "Bastoni: Ass, König und Do". */
  suitLine(suit: TrickSuit, trump: boolean, cards: string): string;
  /** "Kein Trumpf mehr" etc. are the games' own. A short "(spielbar)" list: "spielbar: 3 Karten". */
  playableCount(n: number): string;
}

/** The trick table's own words (headings, marks, labels, answers), alike for every trick game. */
export interface TrickUi {
  /** The commands every trick table has (src/games/tricks/commands.ts), for F1. */
  readonly trickCommands: Readonly<Record<'playCard' | 'readHand' | 'readTrick' | 'readLastTrick' | 'whoseTurn' | 'nextPlayable', { readonly name: string; readonly help: string }>>;
  yourHand(n: number): string;
  readonly handEmpty: string;
  /** A suit group of the hand: "Bastoni, Trumpf, 3 Karten". */
  suitGroup(suit: TrickSuit, trump: boolean, n: number): string;
  readonly playable: string;
  /** The tag of my card just played, shown where it was in the hand until my next card: "played". */
  readonly playedTag: string;
  /** The tag of my card just laid away or given back when that ended my turn, shown where it was until my next card: "laid away". */
  readonly laidTag: string;
  readonly trickHeading: string;
  readonly statusHeading: string;
  readonly colPlayer: string;
  readonly colCards: string;
  readonly dealer: string;
  readonly toMove: string;
  readonly you: string;
  readonly trumpLabel: string;
  readonly scoreLabel: string;
  readonly nextDeal: string;
  readonly newGame: string;
  readonly continue: string;
  readonly readHand: string;
  readonly readTrick: string;
  readonly readLastTrick: string;
  readonly readScore: string;
  readonly hint: string;
  readonly repeat: string;
  readonly waitingForKey: string;
  readonly nothingToContinue: string;
  readonly noNextDeal: string;
  /** The way on at the end of a deal, said once: the next deal's button and its key ("N"; null: none). */
  wayOn(button: string, key: string | null, touch: boolean): string;
  readonly nothingYet: string;
  readonly hintThinking: string;
  readonly hintUnavailable: string;
  noSuchChoice(n: number): string;
  readonly choicesClosed: string;
  choicesOpened(n: number, touch: boolean): string;
  noSuitInHand(suit: TrickSuit): string;
  readonly noPlayable: string;
  readonly nothingToDeclare: string;
  readonly commandNoSuchMove: string;
  /**
   * The exchange's marks (Piquet, the Ombre family; issue 27): the computer player's suggestion said once,
   * a card marked or unmarked with its count, a typed set, the engine's limit, a marked card's tag, the
   * list's entry that lays the marked cards away and takes as many (null cards: none marked); the cards
   * as references (a game's lists: Piquet's said suit by suit).
   */
  readonly discardMarks: {
    suggested(cards: CardRefs | null): string;
    marked(card: CardRef, n: number): string;
    unmarked(card: CardRef, n: number): string;
    set(cards: CardRefs | null): string;
    limit(max: number): string;
    readonly tag: string;
    accept(cards: CardRefs | null, n: number): string;
  };
}
