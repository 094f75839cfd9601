/**
 * Shared follow-suit legality of the trick games: a player who holds a card of the suit he must
 * follow plays one of them; without one he may play any card. Games say which suit must be followed
 * (Whist: the suit led, W19; Hundertspiel: trumps, when trumps are led, H20) and pass their suitOf.
 */

/** True when `hand` holds a card of `suit`. */
export function holdsSuitOf<C>(hand: readonly C[], suit: string, suitOf: (card: C) => string): boolean {
  for (const c of hand) if (suitOf(c) === suit) return true;
  return false;
}

/** The cards of `hand` that may be played when `suit` must be followed (null: no duty, any card). */
export function followCards<C>(hand: readonly C[], suit: string | null, suitOf: (card: C) => string): readonly C[] {
  if (suit === null) return hand;
  const same = hand.filter((c) => suitOf(c) === suit);
  return same.length > 0 ? same : hand;
}

/** True when playing `card` from `hand` breaks the duty to follow `suit` (he holds the suit and plays another). */
export function breaksFollow<C>(hand: readonly C[], card: C, suit: string | null, suitOf: (card: C) => string): boolean {
  return suit !== null && suitOf(card) !== suit && holdsSuitOf(hand, suit, suitOf);
}
