/**
 * Card names for people, from engine card strings ("10S", "AC", "QH"): the French pack
 * (src/engine/decks/french.ts) named with the words of the player's language (`messages.cards`,
 * from locales/decks/<locale>.ts) through the naming of every pack (deck-names.ts).
 *
 * API
 * - `CardNaming = { messages, style: 'long' | 'short', pack: 'french' | 'numbers' }`.
 * - `cardName(card, naming)`: one card. Long style for speech: "Herz Zehn" / "ten of hearts",
 *   number pack "Rot Zehn" / "red ten". Long names never contain suit symbols or compact tokens.
 *   Short style for braille displays:
 *     German, suit letter first: K = Kreuz, P = Pik, H = Herz, R = Karo (kaRo: K is taken by Kreuz);
 *       ranks A, 2–10, B (Bube), D (Dame), K (König): "H10", "KA" (Kreuz Ass), "RD" (Karo Dame).
 *     English, rank first (the engine's own notation): "10H", "AC", "QD".
 *     Number pack: colour then number; German Ro/Bl/Gr/Ge (rot, blau, grün, gelb) "Ro11",
 *       English R/B/G/Y: "R11".
 * - `cardNames(cards, naming)`: a list in words: "Kreuz Ass, Karo Vier und Herz Fünf"
 *   (short style: space separated "KA R4 H5", which a braille line shows compactly).
 * - `cardRefOf(card, naming)`, `cardRefsOf(cards, naming)`: the same as a `CardRef` / `CardRefs` for a catalogue
 *   to decline (src/i18n/deck-names.ts); as strings they are `cardName` / `cardNames`.
 * - `rankRefOf(rank, naming)`: a rank named for any card of it ("7" typed alone), as a `CardRef` whose id is
 *   the rank: with the language's indefinite article in the case asked for ("eine Sieben", "einen Buben",
 *   "mit einem Buben", "a jack"; Polish, which has none, the rank word declined: "siódemki", "waletem").
 * - `cardFaceOf(card, naming)`: the visual face { rank, suit, suitClass }: "D" "♥" in German, "Q" "♥"
 *   in English; the number pack shows the number ("12").
 * - `frenchNamer(messages, pack)`: the DeckNamer of the French pack in that language (deck-names.ts).
 * - `sortCards(cards)`: by value (A … K), then suit (clubs, diamonds, hearts, spades); a new array.
 * - `rankWord(rank, messages, pack)`, `suitWord(suit, messages, pack)`: the bare words ("Dame", "Kreuz").
 * - `rankOfCard(card)`, `suitOfCard(card)`, `cardValue(card)`.
 */
import { FRENCH, rankNumber, rankOf, suitOf, SUITS, type Rank, type Suit } from '../engine/cards.js';
import { cardList, cardRef, namerFromWords, type CardFace, type CardRef, type CardRefs, type DeckNamer } from './deck-names.js';
import { wordIn, type GrammaticalCase, type RankForm } from './deck-words.js';
import { list, type CardStyle, type Messages, type Pack } from './messages.js';

export type { CardFace } from './deck-names.js';

export interface CardNaming {
  readonly messages: Messages;
  readonly style: CardStyle;
  readonly pack: Pack;
}

export const rankOfCard = (card: string): Rank => rankOf(card);
export const suitOfCard = (card: string): Suit => suitOf(card);
export const cardValue = (card: string): number => rankNumber(card);

const NAMERS = new WeakMap<Messages, { french?: DeckNamer; numbers?: DeckNamer }>();

export function frenchNamer(messages: Messages, pack: Pack): DeckNamer {
  let cached = NAMERS.get(messages);
  if (!cached) NAMERS.set(messages, (cached = {}));
  return (cached[pack] ??= namerFromWords(FRENCH, pack === 'numbers' ? messages.cards.numbers : messages.cards.french, messages.cards.grammar));
}

/** The rank word of the pack ("Dame" / "Zwölf"). */
export function rankWord(rank: Rank, messages: Messages, pack: Pack): string {
  return (pack === 'numbers' ? messages.cards.numbers : messages.cards.french).ranks[rank].word;
}

/** The suit word of the pack ("Kreuz" / "Grün"). */
export function suitWord(suit: Suit, messages: Messages, pack: Pack): string {
  return (pack === 'numbers' ? messages.cards.numbers : messages.cards.french).suits[suit].word;
}

/** A string that is not a card of the pack is given back as it is (never a crash in an announcement). */
export function cardName(card: string, naming: CardNaming): string {
  if (!FRENCH.isCard(card)) return card;
  return frenchNamer(naming.messages, naming.pack).name(card, naming.style);
}

export function cardNames(cards: readonly string[], naming: CardNaming): string {
  if (cards.length === 0) return naming.messages.cards.none;
  const names = cards.map((c) => cardName(c, naming));
  return naming.style === 'short' ? names.join(' ') : list(naming.messages.locale, names);
}

/** The card as a catalogue receives it (a `CardRef`: deck-names.ts); a string that is not a card is named as it is. */
export function cardRefOf(card: string, naming: CardNaming): CardRef {
  if (!FRENCH.isCard(card)) return cardRef(card, 'n', false, () => card);
  return frenchNamer(naming.messages, naming.pack).ref(card, naming.style);
}

/** The cards as a catalogue receives them (`CardRefs`), said as `cardNames` says them (none: "keine"/"none"). */
export function cardRefsOf(cards: readonly string[], naming: CardNaming): CardRefs {
  return cardList(naming.messages.locale, cards.map((c) => cardRefOf(c, naming)), naming.style, naming.messages.cards.none);
}

/** The grammar's indefinite form of a rank in a case (the tables give the nominative, accusative and dative; any other case: its word, the form of the nominative). */
const indefinite = (c: GrammaticalCase | undefined): RankForm => (c === 'accusative' ? 'indefiniteAccusative' : c === 'dative' ? 'indefiniteDative' : 'indefinite');

/** Any card of a rank as a catalogue receives it: "eine Sieben" / "a seven", declined by the form's case. */
export function rankRefOf(rank: Rank, naming: Pick<CardNaming, 'messages' | 'pack'>): CardRef {
  const cards = naming.messages.cards;
  const r = (naming.pack === 'numbers' ? cards.numbers : cards.french).ranks[rank];
  return cardRef(rank, r.gender, r.animate === true, (form) => cards.grammar.phrase(wordIn(r, form.case), r.gender, indefinite(form.case)));
}

export function cardFaceOf(card: string, naming: Pick<CardNaming, 'messages' | 'pack'>): CardFace {
  return frenchNamer(naming.messages, naming.pack).face(card);
}

const SUIT_ORDER = new Map<string, number>(SUITS.map((s, i) => [s, i]));

export function sortCards(cards: readonly string[]): string[] {
  return cards
    .slice()
    .sort((a, b) => rankNumber(a) - rankNumber(b) || (SUIT_ORDER.get(suitOf(a)) ?? 0) - (SUIT_ORDER.get(suitOf(b)) ?? 0));
}
