/**
 * The hand of a trick game, shared by every trick table: grouped by suit (trumps first, each suit
 * high to low), and the focus moves players ask for in it — the next playable card (P), a suit by its
 * key, the neighbour of a card just played. Which cards are playable is the engine's answer (the
 * legal moves); nothing here decides a rule.
 */
export interface SuitGroup<S extends string = string> {
  readonly suit: S;
  readonly cards: readonly string[];
}

/** The hand by suit: trumps first, then the other suits in `suits` order; each suit by `rank` (0 = highest). */
export function groupBySuit<S extends string>(
  hand: readonly string[],
  trump: S | null,
  suits: readonly S[],
  suitOf: (card: string) => S,
  rank: (card: string) => number,
): SuitGroup<S>[] {
  const order = trump ? [trump, ...suits.filter((s) => s !== trump)] : [...suits];
  return order
    .map((suit) => ({ suit, cards: hand.filter((c) => suitOf(c) === suit).sort((a, b) => rank(a) - rank(b)) }))
    .filter((g) => g.cards.length > 0);
}

/** Where focus goes in the hand: remembered across renders, moved by the keys of the trick table. */
export class HandFocus<S extends string = string> {
  /** The card focus should be on (the generic table's `focusKey`). */
  key: string | null = null;

  constructor(private readonly groups: () => readonly SuitGroup<S>[]) {}

  /** The hand's cards in the order shown (suit by suit). */
  order(): string[] {
    return this.groups().flatMap((g) => [...g.cards]);
  }

  /** Before a card leaves the hand: focus goes to the next card, else the previous. */
  leaving(card: string): void {
    const order = this.order();
    const at = order.indexOf(card);
    this.key = order[at + 1] ?? order[at - 1] ?? null;
  }

  /** The next playable card after `from` (wrapping); false when none is playable. */
  nextPlayable(from: string | null, playable: ReadonlySet<string>): boolean {
    const order = this.order();
    const at = from ? order.indexOf(from) : -1;
    const next = [...order.slice(at + 1), ...order.slice(0, at + 1)].find((c) => playable.has(c));
    if (next === undefined) return false;
    this.key = next;
    return true;
  }

  /** The highest card of a suit; false when the hand has none. */
  jump(suit: S): boolean {
    const g = this.groups().find((x) => x.suit === suit);
    if (!g) return false;
    this.key = g.cards[0] ?? null;
    return true;
  }
}
