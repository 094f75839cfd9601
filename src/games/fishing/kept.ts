/**
 * My card just played, still shown in the hand of a fishing game (Casino, Papillon), named
 * as played, with focus on it, until the turn comes back (issue 28, casino-en step 15). Was: focus to
 * the card's neighbour before the render and the card gone 120 ms later (FOCUS_HANDOFF_MS); Orca 43
 * under load handled the focus move after the card had gone and said nothing ("queen of hearts"
 * missing). Now focus moves once, after the render, when the turn comes back, from a card that stays;
 * the kept card goes at my next move, in a render that moves no focus. The trick table does the same
 * (src/games/tricks/trick-play.ts, docs/architecture.md "The trick table's focus").
 */
export class KeptCard {
  /** My card played, still shown (null: none). */
  card: string | null = null;
  /** Focus was on it when it was played (Enter or A on the card): the turn's return moves focus on. */
  focusOnIt = false;

  /** My move took `card` from the hand; `fromHand`: played from its place in the hand (focus there). */
  keep(card: string, fromHand: boolean): void {
    this.card = card;
    this.focusOnIt = fromHand;
  }

  clear(): void {
    this.card = null;
    this.focusOnIt = false;
  }

  /** `card` is my card played, still shown (not in the view's `hand`). */
  isKept(card: string, hand: readonly string[]): boolean {
    return card === this.card && !hand.includes(card);
  }

  /**
   * The turn came back: the card focus moves on to (`want` if still in `hand`, else its first), once, if
   * focus was on my card played; else null.
   */
  turnBack(hand: readonly string[], want: string | null): string | null {
    if (!this.focusOnIt) return null;
    this.focusOnIt = false;
    return (want !== null && hand.includes(want) ? want : hand[0]) ?? null;
  }

  /** The hand as shown: the view's cards with the kept card in its place, in `order`. */
  shown(hand: readonly string[], order: (cards: readonly string[]) => string[]): string[] {
    return this.card === null || hand.includes(this.card) ? order(hand) : order([...hand, this.card]);
  }
}
