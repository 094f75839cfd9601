/**
 * French-suited playing cards as strings: rank then suit letter ("AC", "10S", "QH").
 * Shared by every game of the app; games give ranks their own values.
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = string;

/** The 52 cards of one pack, in a fixed order (suit by suit, A to K). */
export const FULL_PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));

const RANK_INDEX = new Map<string, number>(RANKS.map((r, i) => [r, i]));
const PACK_SET = new Set(FULL_PACK);

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && PACK_SET.has(x);
}

export function rankOf(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

export function suitOf(card: Card): Suit {
  return card.slice(-1) as Suit;
}

/** 1 for the ace up to 13 for the king. */
export function rankNumber(card: Card): number {
  const i = RANK_INDEX.get(card.slice(0, -1));
  if (i === undefined) throw new Error(`Not a card: ${JSON.stringify(card)}`);
  return i + 1;
}

/**
 * Checks a list of card strings from outside (a position, a move, a saved game).
 * Returns a message naming what is wrong, or null when the list is fine.
 */
export function cardListProblem(cards: unknown, what: string, copies = 1): string | null {
  if (!Array.isArray(cards)) return `${what} must be a list of cards`;
  for (const c of cards) {
    if (!isCard(c)) return `${what}: unknown card ${JSON.stringify(c)} (expected rank A,2-10,J,Q,K then suit C,D,H,S, e.g. "10S")`;
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
