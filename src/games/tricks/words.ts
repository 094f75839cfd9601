/**
 * The sentences every trick game says (played, led, won, the trick now and the last one, whose turn,
 * following suit): one interface, implemented once per language in locales/tricks/{de,en}.ts and
 * included in each trick game's catalogue (`tricks`). Card and seat names come in already formatted.
 */
import type { Who } from '../../i18n/messages.js';

/** One card of a trick: who played it, the card named, whether it wins the trick so far. */
export interface TrickPlayPhrase {
  readonly who: Who;
  readonly card: string;
  readonly winning: boolean;
}

export interface TrickWords {
  /** "Anna spielt Bastoni Ass aus." — the first card of a trick. */
  led(who: Who, card: string): string;
  /** "Ben spielt Coppi Sieben." */
  played(who: Who, card: string): string;
  /** "Anna gewinnt den Stich mit dem Bastoni Ass" + points and score when the game counts them. */
  trickWon(who: Who, card: string, points: number | null, score: string | null): string;
  /** The current trick in one sentence: its number, the cards in order with who played them, who wins it now. */
  trickNow(n: number, of: number, plays: readonly TrickPlayPhrase[], toMove: Who | null): string;
  /** The last completed trick: number, cards, winner and its points. */
  lastTrick(n: number, plays: readonly TrickPlayPhrase[], winner: Who, points: number | null): string;
  readonly noTrickYet: string;
  /** "Du bist am Zug." / "Anna ist am Zug." */
  toMove(who: Who): string;
  readonly nobodyToMove: string;
  /** "Du musst Herz bedienen." */
  mustFollow(suit: string): string;
  /** The hand's group for a suit, its cards: "Bastoni: Ass, König und Do". */
  suitLine(suit: string, trump: boolean, cards: string): string;
  /** "Kein Trumpf mehr" etc. are the games' own. A short "(spielbar)" list: "spielbar: 3 Karten". */
  playableCount(n: number): string;
}
