/**
 * The structured reason of a move (PiquetExplanation: data, not sentences). The reason code names
 * what the chosen move does, from the seat's knowledge; the numbers come from the search (strong)
 * or the rules of thumb (normal).
 */
import type { PiquetView } from '../types.js';
import type { ExchangeSituation } from './exchange.js';
import { packOrder } from '../cards.js';
import { cardsOf, handValueParts, LEN, popcount, suitBits, type HandValue } from './model.js';
import { isGuard, keepValue, makesPique, touchingTop, winnersIn, type SeatInfo } from './policy.js';
import type { PiquetCandidate, PiquetExplanation, PiquetReason } from './types.js';

/** What playing card `card` (index) does, for the seat of `info` (checks in this order). */
export function classifyPlay(info: SeatInfo, card: number): PiquetReason {
  const s = card >> 3;
  const r = card & 7;
  if (info.led < 0) {
    if (makesPique(info, card)) return 'makePique';
    if (winnersIn(info, s) & (1 << r)) return 'cashWinner';
    const my = suitBits(info.hand, s);
    const top = my >> (r + 1) === 0;
    if (top && (r >= 3 || touchingTop(info, s))) return 'establishSuit';
    return 'leadLow';
  }
  const ls = info.led >> 3;
  const lr = info.led & 7;
  if (s === ls) {
    if (r > lr) {
      if (info.tricks === 11) return 'winLastTrick';
      if (info.myTricks === 6) return 'winCards';
      if (info.myTricks === 0 && info.oppTricks >= 6) return 'stopCapot';
      if (info.me !== info.elder && info.myDeal === 0 && info.oppDeal >= 20 && !info.bonusMade) return 'stopPique';
      return 'winTrick';
    }
    const beaters = suitBits(info.hand, s) & ~((2 << lr) - 1);
    return beaters ? 'duck' : 'followLow';
  }
  // Void in the suit led: did it keep a lower card because it guards an honour?
  for (let i = 0; i < 32; i++) {
    if (!(info.hand & (1 << i)) || i === card) continue;
    if ((i & 7) < r && isGuard(info, i) && keepValue(info, i) > keepValue(info, card) - 6) return 'protectGuard';
  }
  return 'discardLow';
}

/** What an exchange plan keeps, by the largest part of the kept cards' value. */
export function classifyExchange(sit: ExchangeSituation, plan: number): PiquetReason {
  // Taking fewer than allowed is the striking part of such a plan.
  if (popcount(plan) < sit.range.max) return 'exchangeFewer';
  const parts: HandValue = { total: 0, point: 0, sequences: 0, sets: 0, tricks: 0 };
  handValueParts(sit.full & ~plan, parts);
  const keptLong = keepsLongestSuit(sit.full, plan);
  const options: [PiquetReason, number][] = [
    ['keepSequence', parts.sequences],
    ['keepSet', parts.sets],
    ['keepLongSuit', keptLong ? parts.point + 0.5 : 0],
    ['keepWinners', parts.tricks * 0.35],
  ];
  options.sort((a, b) => b[1] - a[1]);
  return options[0]![0];
}

function keepsLongestSuit(full: number, plan: number): boolean {
  let best = -1;
  let len = 0;
  for (let s = 0; s < 4; s++) {
    const l = LEN[suitBits(full, s)]!;
    if (l > len) {
      len = l;
      best = s;
    }
  }
  return best >= 0 && (suitBits(plan, best) === 0);
}

export function buildExplanation(
  view: PiquetView,
  kind: 'exchange' | 'play',
  reason: PiquetReason,
  best: PiquetCandidate,
  all: readonly PiquetCandidate[],
  forced: boolean,
  samples: number,
  source: 'search' | 'heuristic',
  plan?: number,
): PiquetExplanation {
  const alternatives = all
    .filter((c) => c !== best)
    .sort((a, b) => b.expectedValue - a.expectedValue)
    .slice(0, 4);
  return {
    seat: view.viewer,
    kind,
    move: best.move,
    reason: forced ? 'forced' : reason,
    forced,
    ...(plan !== undefined ? { discardPlan: packOrder(cardsOf(plan)) } : {}),
    best,
    alternatives,
    margin: alternatives.length > 0 ? best.expectedValue - alternatives[0]!.expectedValue : 0,
    samples,
    source,
  };
}

