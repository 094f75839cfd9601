/**
 * The sentences the fishing games (Papillon, Casino) say alike: a capture as it happens and a capture
 * in a numbered choice list. One interface, implemented once per language in locales/fishing/{de,en}.ts.
 * Seat names come in formatted, cards as references to name in the case a sentence needs; each game adds
 * its own feats and scores.
 */
import type { CardRef, CardRefs } from '../../i18n/deck-names.js';
import type { Who } from '../../i18n/messages.js';

export interface CaptureChoicePhrase {
  /** The hand card, named when the list mixes hand cards; null: "Nimmt …" / "Takes …". */
  readonly card: CardRef | null;
  /** The taken cards. */
  readonly taken: CardRefs;
  /** What the capture brings, by the game's words ("1 Ass", "großes Casino", "Sautenelle"). */
  readonly feats: readonly string[];
  /** What it is worth, in the game's words ("plus 2", "2 Punkte"); null: nothing. */
  readonly tail: string | null;
  /** What it leaves on the table; null: not said. */
  readonly leaves?: CardRefs | null;
  /** True when it leaves the table empty (said instead of what it leaves). */
  readonly clears?: boolean;
}

export interface FishingWords {
  /** "Du spielst Pik Sieben und nimmst Herz Sieben" / "Anna plays … and takes …" (no full stop). */
  playsAndTakes(who: Who, card: CardRef, taken: CardRefs): string;
  /** One entry of a numbered capture list: "Nimmt Karo Zehn: großes Casino, 2 Punkte; lässt Kreuz Drei liegen". */
  captureChoice(p: CaptureChoicePhrase): string;
  /** Said after the name of my card just played, still shown in the hand: "played". */
  readonly playedTag: string;
}

/**
 * The words the fishing games' command lines read between card names, in one language
 * (locales/fishing/command-words.ts), in lower case; the command lines take every language's at once.
 */
export interface FishingCommandWords {
  /** Between the played card and the taken ones: "10 nimmt 4 6", "10 takes 4 6". */
  readonly separators: readonly string[];
  /** Words that say nothing about the cards: "und", "spiele", "the". */
  readonly fillers: readonly string[];
}
