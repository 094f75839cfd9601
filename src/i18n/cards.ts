/**
 * Card names for people, from engine card strings ("10S", "AC", "QH").
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
 * - `sortCards(cards)`: by value (A … K), then suit (clubs, diamonds, hearts, spades); a new array.
 * - `numeralTotal(cards)`: the sum of the values of the numeral cards (A–10) among them.
 * - `rankOfCard(card)`, `suitOfCard(card)`, `cardValue(card)`.
 */
import { rankNumber, rankOf, suitOf, SUITS, type Rank, type Suit } from '../engine/cards.js';
import { list, type CardStyle, type Messages, type Pack } from './messages.js';

export interface CardNaming {
  readonly messages: Messages;
  readonly style: CardStyle;
  readonly pack: Pack;
}

export const rankOfCard = (card: string): Rank => rankOf(card);
export const suitOfCard = (card: string): Suit => suitOf(card);
export const cardValue = (card: string): number => rankNumber(card);

/** The rank word of the pack ("Dame" / "Zwölf"). */
export function rankWord(rank: Rank, messages: Messages, pack: Pack): string {
  return pack === 'numbers' ? messages.cards.number[rank] : messages.cards.rank[rank];
}

/** The suit word of the pack ("Kreuz" / "Grün"). */
export function suitWord(suit: Suit, messages: Messages, pack: Pack): string {
  return pack === 'numbers' ? messages.cards.colour[suit] : messages.cards.suit[suit];
}

export function cardName(card: string, naming: CardNaming): string {
  const { messages, pack } = naming;
  const rank = rankOf(card);
  const suit = suitOf(card);
  const c = messages.cards;
  if (naming.style === 'short') {
    const r = pack === 'numbers' ? String(rankNumber(card)) : c.shortRank[rank];
    const s = pack === 'numbers' ? c.shortColour[suit] : c.shortSuit[suit];
    return c.short(r, s, pack);
  }
  return c.long(rankWord(rank, messages, pack), suitWord(suit, messages, pack), pack);
}

export function cardNames(cards: readonly string[], naming: CardNaming): string {
  if (cards.length === 0) return naming.messages.cards.none;
  const names = cards.map((c) => cardName(c, naming));
  if (naming.style === 'short') return names.join(' ');
  return list(naming.messages.locale, names);
}

const SUIT_ORDER = new Map<string, number>(SUITS.map((s, i) => [s, i]));

export function sortCards(cards: readonly string[]): string[] {
  return cards
    .slice()
    .sort((a, b) => rankNumber(a) - rankNumber(b) || (SUIT_ORDER.get(suitOf(a)) ?? 0) - (SUIT_ORDER.get(suitOf(b)) ?? 0));
}

export function numeralTotal(cards: readonly string[]): number {
  let total = 0;
  for (const c of cards) {
    const v = rankNumber(c);
    if (v <= 10) total += v;
  }
  return total;
}
