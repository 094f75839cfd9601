/**
 * Shared by the trick-taking games (Hundertspiel, later Whist, Piquet, Boston, Ombre, Tarok):
 * who wins a trick when the highest trump wins, else the highest card of the suit led, and a card of
 * another suit never wins. Games pass their own suit and strength functions (higher wins).
 */
export function trickWinnerIndex<C>(
  cards: readonly C[],
  trump: string | null,
  suitOf: (card: C) => string,
  strength: (card: C) => number,
): number {
  if (cards.length === 0) throw new RangeError('trickWinnerIndex: an empty trick has no winner');
  let best = 0;
  let bestSuit = suitOf(cards[0]!);
  let bestStrength = strength(cards[0]!);
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const suit = suitOf(c);
    if (suit === bestSuit) {
      const st = strength(c);
      if (st > bestStrength) {
        best = i;
        bestStrength = st;
      }
    } else if (suit === trump) {
      best = i;
      bestSuit = suit;
      bestStrength = strength(c);
    }
  }
  return best;
}
