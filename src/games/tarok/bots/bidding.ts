/**
 * Taroklomber's auction, calls and the card given back (B-T-13, B-T-16): bid the game the hand is
 * worth, hold when it still is; call the XXI, else the Pagat with many taroks, else the Sky to cover
 * an unguarded queen or cavall (or the Pagat with seven or eight taroks), else the King of the suit of
 * the most figures; give back the cheapest card of the shortest suit, towards a void.
 */
import { gameRank } from '../auction.js';
import { isBarred, isTarok, PAGAT, rankOf, SKY, suitOf, SUIT_KINGS, XXI } from '../cards.js';
import type { TarokMove } from '../types.js';
import { cardOf, costOf, type Choice } from './choice.js';
import { bestGame } from './evaluate.js';
import { suitsOf } from './skat.js';
import type { Seen } from './seen.js';

export function auctionChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const pass = legal.find((m) => m.type === 'pass')!;
  const best = bestGame(seen);
  if (best === null) return { move: pass, reason: 'pass', rule: 'B-T-13' };
  const hold = legal.find((m) => m.type === 'hold');
  if (hold && seen.game && gameRank(seen.game) <= gameRank(best)) return { move: hold, reason: 'hold', rule: 'B-T-13' };
  const bids = legal.filter((m): m is Extract<TarokMove, { type: 'bid' }> => m.type === 'bid' && gameRank(m.game) <= gameRank(best));
  if (bids.length === 0) return { move: pass, reason: 'pass', rule: 'B-T-13' };
  // the game the hand is worth, at once: a lower one would be played for less (TL22) with more calls
  return { move: bids.reduce((a, b) => (gameRank(b.game) > gameRank(a.game) ? b : a)), reason: 'bid', rule: 'B-T-13' };
}

export function callChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const moves = new Map(legal.map((m) => [cardOf(m), m]));
  const choose = (c: string, rule = 'B-T-13'): Choice => ({ move: moves.get(c)!, reason: 'callCard', rule });
  const taroks = seen.hand.filter(isTarok).length;
  if (moves.has(XXI)) return choose(XXI);
  // B-T-16: the Pagat with many taroks, to catch it
  if (moves.has(PAGAT) && taroks >= 12) return choose(PAGAT, 'B-T-16');
  const suits = suitsOf(seen.hand);
  const unguarded = [...suits.values()].some((cards) => cards.length <= 2 && cards.some((c) => rankOf(c) === 'Q' || rankOf(c) === 'N') && !cards.some((c) => rankOf(c) === 'K'));
  const pagatToCover = seen.hand.includes(PAGAT) && taroks >= 7 && taroks <= 8;
  if (moves.has(SKY) && (unguarded || pagatToCover)) return choose(SKY);
  const figures = (s: string) => (suits.get(s) ?? []).filter((c) => ['Q', 'N', 'J'].includes(rankOf(c))).length;
  const kings = SUIT_KINGS.filter((k) => moves.has(k)).sort((a, b) => figures(suitOf(b)) - figures(suitOf(a)));
  if (kings.length > 0 && figures(suitOf(kings[0]!)) > 0) return choose(kings[0]!);
  if (moves.has(PAGAT) && taroks >= 10) return choose(PAGAT, 'B-T-16');
  if (moves.has(SKY)) return choose(SKY);
  return choose(kings[0] ?? cardOf(legal[0]!));
}

export function giveChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const cards = legal.map(cardOf);
  const lengthOf = (c: string) => seen.hand.filter((x) => !isTarok(x) && suitOf(x) === suitOf(c)).length;
  const pick = cards.slice().sort((a, b) => Number(isBarred(a)) - Number(isBarred(b)) || lengthOf(a) - lengthOf(b) || costOf(a) - costOf(b))[0]!;
  return { move: legal[cards.indexOf(pick)]!, reason: 'giveBack', rule: 'B-T-11' };
}
