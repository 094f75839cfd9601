/**
 * The words of the card packs (src/engine/decks/): the interface that `locales/decks/de.ts` and
 * `locales/decks/en.ts` implement. Every word a player hears, reads or types for a card is here.
 *
 * API (types, and the forms' small functions)
 * - `Gender` ('m' | 'f' | 'n'): German grammatical gender of a card name; English tables say 'n'.
 * - `RankForm`: a rank word's article and case ('bare', 'definite', 'indefinite', …).
 * - `GrammaticalCase`, `CardForm`: a case a card is named in (a rank's or suit's `cases` give the words:
 *   docs/architecture.md, "Card words with cases and gender"), and its article; `rankFormOf(form)` the
 *   grammar's `RankForm` of it, `cardFormOf(rankForm)` back; `wordIn(words, case)` a word in a case.
 * - `SuitWords`, `RankWords`: for one suit or rank: `word` (long names, speech), `short` (braille
 *   token), `face` (the visual face label), `typed` (more words or abbreviations a player may type,
 *   lower case; the word itself, in lower case, always counts too).
 * - `DeckWords<S, R>`: a pack's words: `suits`, `ranks`, and how a language joins them: `long(rank,
 *   suit, suitId)` ("Herz Zehn" / "ten of hearts"), `short(rank, suit, suitId)` ("H10" / "10H").
 * - `FrenchWords`, `TrappolaWords`, `TarockWords` (with `trumps`: the tarocks and the Sküs).
 * - `DeckGrammar`: articles and cases for card names and rank words (`phrase(word, gender, form)`),
 *   the link word of typed names ("von"/"of") and the articles a player may type before a card.
 * - `DeckCatalogue`: everything of one language: grammar, French (and its number-pack style),
 *   Trappola and Tarock words.
 */
import type { FrenchRank, FrenchSuit, TarockSuit, TarockSuitRank, TarockTrumpRank, TrappolaRank, TrappolaSuit } from '../engine/decks/index.js';
import type { Locale } from './locale.js';

export type Gender = 'm' | 'f' | 'n';

/**
 * A rank word with an article, for sentences about ranks ("only a queen can take it"):
 * 'bare' "Dame"/"queen", 'definite' (nominative) "die Dame"/"the queen", 'indefinite' (nominative)
 * "ein Bube"/"a jack", 'indefiniteAccusative' "einen Buben"/"a jack", 'indefiniteDative'
 * "einem Buben", "einer Dame", "einem Ass"/"an ace" (German dative after "mit").
 */
export type RankForm = 'bare' | 'definite' | 'indefinite' | 'indefiniteAccusative' | 'indefiniteDative';

/** The cases card sentences need (Polish: nominative, genitive, accusative, instrumental; German: nominative, accusative, dative). */
export type GrammaticalCase = 'nominative' | 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'locative';
/**
 * How a catalogue asks for a card's name: its case (default nominative), and with an article where the
 * language has them ("die Herz Dame", "einen Kreuz Buben", "the queen of hearts"). An article goes with
 * the cases the grammar's tables give today (`RankForm`): the definite in the nominative, the indefinite
 * in the nominative, accusative and dative. The braille (short) style names the card alone.
 */
export type CardForm =
  | { readonly case?: GrammaticalCase; readonly article?: undefined }
  | { readonly case?: 'nominative'; readonly article: 'definite' }
  | { readonly case?: 'nominative' | 'accusative' | 'dative'; readonly article: 'indefinite' };

/** The grammar's form (RankForm) of a card form with an article; 'bare' without one. */
export function rankFormOf(form: CardForm): RankForm {
  if (form.article === 'definite') return 'definite';
  if (form.article === 'indefinite') return form.case === 'accusative' ? 'indefiniteAccusative' : form.case === 'dative' ? 'indefiniteDative' : 'indefinite';
  return 'bare';
}

/** The card form of a RankForm (its article and case). */
export function cardFormOf(form: RankForm): CardForm {
  switch (form) {
    case 'bare':
      return {};
    case 'definite':
      return { article: 'definite' };
    case 'indefinite':
      return { article: 'indefinite' };
    case 'indefiniteAccusative':
      return { article: 'indefinite', case: 'accusative' };
    case 'indefiniteDative':
      return { article: 'indefinite', case: 'dative' };
  }
}

/** A rank's or suit's word in a case: the table's form, else the word itself (the nominative, or a case not declined). */
export function wordIn(words: { readonly word: string; readonly cases?: CaseForms }, c: GrammaticalCase | undefined): string {
  return (c && c !== 'nominative' && words.cases?.[c]) || words.word;
}
/** A word in the cases the language declines it in (the nominative is the word itself); a case not given is the word. */
export type CaseForms = Readonly<Partial<Record<Exclude<GrammaticalCase, 'nominative'>, string>>>;

export interface SuitWords {
  /** In long names: "Herz", "hearts", "Spadi", "Tarock". */
  readonly word: string;
  /** Braille token: "H", "S", "T". */
  readonly short: string;
  /** The visual face: "♥", or letters where a pack has no symbol. */
  readonly face: string;
  /** More words a player may type, lower case: "treff", "heart". */
  readonly typed: readonly string[];
  /** The word in other cases, where the language declines a suit in a card's name. */
  readonly cases?: CaseForms;
}

export interface RankWords {
  /** In long names: "Dame", "queen", "Cavall", "Pagat". */
  readonly word: string;
  /** German: the gender of the card name (its last noun); English tables say 'n'. */
  readonly gender: Gender;
  /** Braille token: "D", "Q", "10", "Do". */
  readonly short: string;
  /** The visual face: "D" in German, "Q" in English; Roman numerals on the tarocks. */
  readonly face: string;
  /** More words or abbreviations a player may type, lower case: "d", "buben", "12". */
  readonly typed: readonly string[];
  /**
   * The name is the word alone, without the suit: 'long' for the long name only ("Pagat"; short "T1"),
   * 'both' for the short name too ("Sküs", short "Sk"). Absent: rank and suit are joined.
   */
  readonly alone?: 'long' | 'both';
  /** The word in other cases ("damę", "damą"; German "Buben"), where the language declines it. */
  readonly cases?: CaseForms;
  /** A masculine animate noun (Polish "walet", "as", "król": its accusative is the genitive's form). */
  readonly animate?: true;
}

export interface DeckWords<S extends string, R extends string> {
  readonly suits: Readonly<Record<S, SuitWords>>;
  readonly ranks: Readonly<Record<R, RankWords>>;
  /** Joins the words into a long name: "Herz Zehn" / "ten of hearts"; `suit` is the suit id. */
  long(rankWord: string, suitWord: string, suit: S): string;
  /** Joins the tokens into a short name: "H10" / "10H". */
  short(rankToken: string, suitToken: string, suit: S): string;
}

export type FrenchWords = DeckWords<FrenchSuit, FrenchRank>;
export type TrappolaWords = DeckWords<TrappolaSuit, TrappolaRank>;
/** The suit cards' ranks in `ranks`; the tarocks (suit `T`) in `trumps`. */
export interface TarockWords extends DeckWords<TarockSuit, TarockSuitRank> {
  readonly trumps: Readonly<Record<TarockTrumpRank, RankWords>>;
}
/** Words of any pack (the naming functions read any of them). */
export type AnyDeckWords = DeckWords<string, string> & { readonly trumps?: Readonly<Record<string, RankWords>> };

export interface DeckGrammar {
  readonly locale: Locale;
  /**
   * A card name or rank word with its article in a form (see RankForm): "die Herz Dame",
   * "einen Buben", "einem Ass" / "the queen of hearts", "a jack", "an ace".
   */
  phrase(word: string, gender: Gender, form: RankForm): string;
  /** Typed between rank and suit: "von" / "of" ("zehn von herz", "ten of hearts"). */
  readonly links: readonly string[];
  /** Articles a player may type before a card and that mean nothing: "der", "die" / "the". */
  readonly articles: readonly string[];
}

export interface DeckCatalogue {
  readonly locale: Locale;
  readonly grammar: DeckGrammar;
  readonly french: FrenchWords;
  /** The French pack as number cards 1–13 in four colours (the 'numbers' card style). */
  readonly numbers: FrenchWords;
  readonly trappola: TrappolaWords;
  readonly tarock: TarockWords;
}
