/**
 * A pack of cards as plain data (architecture.md, "src/engine/decks/"): card ids, suits, ranks, the
 * usual order of the ranks. Pure: no strings for people (the words live in locales/decks/).
 *
 * API
 * - `Deck<S, R>`: one pack. `cards` lists every card once in the pack's fixed order (shuffles start
 *   from it, so it never changes); `suits`, `ranks` (every rank that occurs, pack order);
 *   `ranksOf(suit)` (pack order) and `order(suit)` (high to low, the usual trick order; a game with its
 *   own order keeps it in its engine); `card(suit, rank)`, `parse(card)`, `isCard(x)`, `suitOf(card)`,
 *   `rankOf(card)` (both throw on a string that is not a card of this pack), `cardListProblem(...)`.
 * - `makeDeck(spec)`: builds a Deck from suits, ranks per suit and the card-string format.
 * - `subDeck(deck, id, keep)`: the cards of a pack for which `keep(suit, rank)` holds (Piquet's 32,
 *   Ombre's 40), with the same ids, suits and order.
 */

/** The packs; `family` says which words name a pack's cards (a subset is named like its pack). */
export type DeckId = 'french' | 'piquet' | 'ombre' | 'trappola' | 'tarock';
export type DeckFamily = 'french' | 'trappola' | 'tarock';

export interface CardParts<S extends string = string, R extends string = string> {
  readonly suit: S;
  readonly rank: R;
}

export interface Deck<S extends string = string, R extends string = string> {
  readonly id: DeckId;
  readonly family: DeckFamily;
  /** Suits in pack order. */
  readonly suits: readonly S[];
  /** Every rank that occurs in some suit, in pack order, each once. */
  readonly ranks: readonly R[];
  /** Every card once, in the pack's fixed order. */
  readonly cards: readonly string[];
  readonly size: number;
  /** The ranks of one suit in pack order. */
  ranksOf(suit: S): readonly R[];
  /** The ranks of one suit from high to low: the usual trick order of the pack. */
  order(suit: S): readonly R[];
  /** The card string of a suit and rank; throws when the pack has no such card. */
  card(suit: S, rank: R): string;
  /** Suit and rank of a card string, or null when it is not a card of this pack. */
  parse(card: string): CardParts<S, R> | null;
  isCard(x: unknown): x is string;
  suitOf(card: string): S;
  rankOf(card: string): R;
  /**
   * Checks a list of card strings from outside (a position, a move, a saved game). Returns a message
   * for developers naming what is wrong, or null when the list is fine. With `copies` 1 (the default) a
   * card may appear once; with more, repeats are left to the caller (a position checks them across lists).
   */
  cardListProblem(cards: unknown, what: string, copies?: number): string | null;
}

export interface DeckSpec<S extends string, R extends string> {
  readonly id: DeckId;
  readonly family: DeckFamily;
  readonly suits: readonly S[];
  /** The ranks of each suit in pack order; `cards` runs suit by suit in this order. */
  readonly ranks: (suit: S) => readonly R[];
  /** The ranks of each suit from high to low. */
  readonly order: (suit: S) => readonly R[];
  /** The card string: "10S", "Ba-Do". */
  readonly format: (suit: S, rank: R) => string;
  /** How a card string looks, for error messages (developers): 'rank A,2-10,J,Q,K then suit C,D,H,S, e.g. "10S"'. */
  readonly notation: string;
}

export function makeDeck<S extends string, R extends string>(spec: DeckSpec<S, R>): Deck<S, R> {
  const parts = new Map<string, CardParts<S, R>>();
  const cards: string[] = [];
  const ranks: R[] = [];
  const byKey = new Map<string, string>();
  const ranksBySuit = new Map<S, readonly R[]>();
  const orderBySuit = new Map<S, readonly R[]>();
  for (const suit of spec.suits) {
    const rs = Object.freeze([...spec.ranks(suit)]);
    ranksBySuit.set(suit, rs);
    orderBySuit.set(suit, Object.freeze([...spec.order(suit)]));
    for (const rank of rs) {
      const c = spec.format(suit, rank);
      if (parts.has(c)) throw new Error(`${spec.id}: card ${c} twice`);
      parts.set(c, Object.freeze({ suit, rank }));
      byKey.set(`${suit}\u0000${rank}`, c);
      cards.push(c);
      if (!ranks.includes(rank)) ranks.push(rank);
    }
  }
  const parse = (card: string): CardParts<S, R> | null => parts.get(card) ?? null;
  const must = (card: string): CardParts<S, R> => {
    const p = parts.get(card);
    if (!p) throw new Error(`Not a card of the ${spec.id} pack: ${JSON.stringify(card)}`);
    return p;
  };
  const isCard = (x: unknown): x is string => typeof x === 'string' && parts.has(x);
  return Object.freeze({
    id: spec.id,
    family: spec.family,
    suits: Object.freeze([...spec.suits]),
    ranks: Object.freeze(ranks),
    cards: Object.freeze(cards),
    size: cards.length,
    ranksOf: (suit: S) => ranksBySuit.get(suit) ?? [],
    order: (suit: S) => orderBySuit.get(suit) ?? [],
    card(suit: S, rank: R): string {
      const c = byKey.get(`${suit}\u0000${rank}`);
      if (c === undefined) throw new Error(`The ${spec.id} pack has no card of suit ${suit} and rank ${rank}`);
      return c;
    },
    parse,
    isCard,
    suitOf: (card: string) => must(card).suit,
    rankOf: (card: string) => must(card).rank,
    cardListProblem: (cards: unknown, what: string, copies = 1) => listProblem(isCard, spec.notation, cards, what, copies),
  });
}

/** The cards of `deck` for which `keep` holds, as a pack of its own (same card strings, suits, order). */
export function subDeck<S extends string, R extends string>(
  deck: Deck<S, R>,
  id: DeckId,
  keep: (suit: S, rank: R) => boolean,
  notation: string,
): Deck<S, R> {
  return makeDeck<S, R>({
    id,
    family: deck.family,
    suits: deck.suits,
    ranks: (s) => deck.ranksOf(s).filter((r) => keep(s, r)),
    order: (s) => deck.order(s).filter((r) => keep(s, r)),
    format: (s, r) => deck.card(s, r),
    notation,
  });
}

function listProblem(isCard: (x: unknown) => boolean, notation: string, cards: unknown, what: string, copies: number): string | null {
  if (!Array.isArray(cards)) return `${what} must be a list of cards`;
  for (const c of cards) {
    if (!isCard(c)) return `${what}: unknown card ${JSON.stringify(c)} (expected ${notation})`;
  }
  if (copies === 1) {
    const seen = new Set<string>();
    for (const c of cards as string[]) {
      if (seen.has(c)) return `${what}: duplicate card ${c}`;
      seen.add(c);
    }
  }
  return null;
}
