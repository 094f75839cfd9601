/**
 * The play of a trick (T21–T24, §3): the card that counts as the lead (the first that is not the Sky,
 * T23), the cards a hand may play (follow suit; void, a tarok other than the Sky; the Sky always, T22),
 * and the winner (the highest tarok other than the Sky, else the highest card of the led suit).
 */
import { isTarok, SKY, strengthOf, suitOf } from './cards.js';
import type { Play } from './types.js';

/** T23: the card that counts as the lead of a trick: the first that is not the Sky (null: none yet). */
export function ledCard(trick: readonly Play[]): string | null {
  for (const p of trick) if (p.card !== SKY) return p.card;
  return null;
}

/** §3: the cards `hand` may play to `trick`. */
export function playableCards(hand: readonly string[], trick: readonly Play[]): string[] {
  const led = ledCard(trick);
  if (led === null) return hand.slice();
  const suit = suitOf(led);
  const sky = hand.includes(SKY) ? [SKY] : [];
  const follow = hand.filter((c) => c !== SKY && suitOf(c) === suit);
  if (follow.length > 0) return [...follow, ...sky];
  const taroks = hand.filter((c) => c !== SKY && isTarok(c));
  if (taroks.length > 0) return [...taroks, ...sky];
  return hand.slice();
}

/** Why `card` may not be played from `hand` to `trick` (T21), or null. */
export function followProblem(hand: readonly string[], trick: readonly Play[], card: string): 'MUST_FOLLOW_SUIT' | 'MUST_PLAY_TAROK' | null {
  if (card === SKY) return null;
  const led = ledCard(trick);
  if (led === null) return null;
  const suit = suitOf(led);
  if (suitOf(card) === suit) return null;
  if (hand.some((c) => c !== SKY && suitOf(c) === suit)) return 'MUST_FOLLOW_SUIT';
  if (!isTarok(card) && hand.some((c) => c !== SKY && isTarok(c))) return 'MUST_PLAY_TAROK';
  return null;
}

/** T25, T37 (public): where the Sky went in the tricks played: its owner, its trick (1-based), that trick's winner, and whether the owner kept it (tricks 1 to 22 of 25). */
export function skyWent(tricks: readonly (readonly Play[])[]): { seat: number; trick: number; to: number; kept: boolean } | null {
  const at = tricks.findIndex((t) => t.some((p) => p.card === SKY));
  if (at < 0) return null;
  const trick = at + 1;
  return { seat: tricks[at]!.find((p) => p.card === SKY)!.seat, trick, to: trickWinner(tricks[at]!), kept: trick <= 22 };
}

/** T24: the seat that wins a complete trick. */
export function trickWinner(trick: readonly Play[]): number {
  const led = ledCard(trick);
  let best: Play | null = null;
  let bestTarok = false;
  for (const p of trick) {
    if (p.card === SKY) continue;
    const tarok = isTarok(p.card);
    if (tarok) {
      if (!bestTarok || strengthOf(p.card) > strengthOf(best!.card)) {
        best = p;
        bestTarok = true;
      }
    } else if (!bestTarok && led !== null && suitOf(p.card) === suitOf(led)) {
      if (best === null || strengthOf(p.card) > strengthOf(best.card)) best = p;
    }
  }
  if (best === null) throw new Error('trickWinner: a trick of the Sky alone');
  return best.seat;
}
