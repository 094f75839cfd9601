/**
 * B-T-11: laying the Skat — void a suit if possible (to tarok it later and catch its figures), keep
 * the Pagat guarded or (en trois, en deux) lay it away when it cannot be saved; unguarded figures go
 * too, since the Skat counts for the one who lays it (T12, TL9).
 */
import { isBarred, isCountingCard, isTarok, PAGAT, suitOf } from '../cards.js';
import type { TarokMove } from '../types.js';
import { cardOf, costOf, type Choice } from './choice.js';
import type { Seen } from './seen.js';

/** The suit cards of `hand` by suit. */
export function suitsOf(hand: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of hand) if (!isTarok(c)) out.set(suitOf(c), [...(out.get(suitOf(c)) ?? []), c]);
  return out;
}

export function skatChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const moves = new Map(legal.map((m) => [cardOf(m), m]));
  const choose = (c: string, reason: string): Choice => ({ move: moves.get(c)!, reason, rule: 'B-T-11' });
  // the Pagat allowed away (at most three taroks): it cannot be saved, and in the Skat it counts as made (T11, T29)
  if (moves.has(PAGAT)) return choose(PAGAT, 'layPagat');
  const room = 3 - (seen.skat?.length ?? 0);
  const suits = [...suitsOf(seen.hand).entries()];
  // a suit that can be voided by the cards left to lay: no King in it, shortest first, then the most points kept
  const voidable = suits
    .filter(([, cards]) => cards.length <= room && cards.every((c) => moves.has(c) && !isBarred(c)))
    .sort((a, b) => a[1].length - b[1].length || b[1].reduce((x, c) => x + costOf(c), 0) - a[1].reduce((x, c) => x + costOf(c), 0));
  if (voidable.length > 0) {
    const cards = voidable[0]![1].slice().sort((a, b) => costOf(b) - costOf(a));
    return choose(cards[0]!, 'voidSuit');
  }
  // an unguarded figure (no King above it, few cards beside it) keeps its points in the Skat
  const lengthOf = (c: string) => suitsOf(seen.hand).get(suitOf(c))?.length ?? 0;
  const figures = [...moves.keys()].filter((c) => !isTarok(c) && isCountingCard(c) && lengthOf(c) <= 3 && !seen.hand.includes(`${suitOf(c)}-K`));
  if (figures.length > 0) return choose(figures.sort((a, b) => costOf(b) - costOf(a))[0]!, 'saveFigure');
  // else the shortest suit's cheapest card, towards a void
  const cards = [...moves.keys()].sort((a, b) => lengthOf(a) - lengthOf(b) || costOf(a) - costOf(b));
  return choose(cards[0]!, isTarok(cards[0]!) ? 'spareTarok' : 'shortSuit');
}
