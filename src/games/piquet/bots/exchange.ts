/**
 * The exchange (Q12–Q16) from a seat's view: the allowed numbers of discards, the plans (sets of
 * cards to lay away) ranked by the normal player's measure, and the next move of a plan.
 *
 * A plan is scored in two stages: every allowed discard set by the static value of the cards kept
 * plus a fixed value per card drawn (model.ts); then the best few by the mean value of the hand
 * after drawing, over a few random draws from the cards the seat has not seen. The second stage
 * sees what the first misses: a card drawn can complete a sequence, a set or a longer point.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { PiquetMove, PiquetView } from '../types.js';
import { ALL, CARD_NAME, cardsIdx, discardScore, forEachDiscardSet, handValue, maskOf, popcount, type ExchangeRange } from './model.js';

export interface ExchangeSituation {
  /** The seat's 12 cards before this exchange (hand + cards laid away so far). */
  full: number;
  /** Cards already laid away in this exchange. */
  fixed: number;
  range: ExchangeRange;
  /** Cards the seat has not seen: what a draw may bring. */
  unseen: number;
  elder: boolean;
}

export function exchangeSituation(v: PiquetView): ExchangeSituation {
  const fixed = maskOf(v.discards);
  const full = maskOf(v.hand) | fixed;
  let range: ExchangeRange;
  const elder = v.phase === 'exchange-elder';
  if (elder) range = { min: v.rules.elderMin, max: 5 };
  else {
    const e = v.takenCounts[v.elder]!;
    range = { min: v.rules.youngerTakesLeft ? 5 - e : 0, max: 8 - e };
  }
  return { full, fixed, range, unseen: ALL & ~full, elder };
}

export interface Plan {
  /** Every card laid away in this exchange under this plan (mask, those already laid away included). */
  discards: number;
  /** First-stage score: static value kept + a value per card drawn. */
  staticScore: number;
  /** Second-stage score: mean value of the hand after the draws (NaN when not estimated). */
  drawScore: number;
}

const STAGE2 = 20;
/**
 * Added per card drawn to the second-stage score: a full exchange is nearly always right (the strong
 * player's search almost never takes fewer), which the static value alone undervalues.
 */
export const DRAW_BONUS = 1.0;
const DRAWS = 24;

/**
 * The plans for this exchange, best first by the draw score (those estimated) then the static score.
 * The random draws are seeded from the 12 cards, so that every discard of one exchange ranks alike.
 */
export function rankPlans(sit: ExchangeSituation, drawBonus = DRAW_BONUS, stage2 = STAGE2, draws = DRAWS): Plan[] {
  const all: Plan[] = [];
  forEachDiscardSet(sit.full, sit.fixed, sit.range, (d) => all.push({ discards: d, staticScore: discardScore(sit.full, d), drawScore: NaN }));
  all.sort((a, b) => b.staticScore - a.staticScore || a.discards - b.discards);
  // The best of each count get a second look as well, so that "take fewer" stays a candidate.
  const chosen: Plan[] = all.slice(0, stage2);
  const perCount = new Map<number, number>();
  for (const p of all) {
    const k = popcount(p.discards);
    const n = perCount.get(k) ?? 0;
    if (n < 2 && !chosen.includes(p)) chosen.push(p);
    perCount.set(k, n + 1);
  }
  const pool = cardsIdx(sit.unseen);
  const rng = new Rng(seedRng(`piquet-exchange:${sit.full >>> 0}`));
  const orders: number[][] = [];
  for (let i = 0; i < draws; i++) orders.push(rng.shuffle(pool));
  for (const p of chosen) {
    const k = popcount(p.discards);
    const kept = sit.full & ~p.discards;
    let sum = 0;
    for (const o of orders) {
      let m = kept;
      for (let j = 0; j < k; j++) m |= 1 << o[j]!;
      sum += handValue(m);
    }
    p.drawScore = sum / draws + drawBonus * k;
  }
  chosen.sort((a, b) => b.drawScore - a.drawScore || a.discards - b.discards);
  const rest = all.filter((p) => !chosen.includes(p));
  return [...chosen, ...rest];
}

/** The move that carries out `plan` now: its next discard (lowest card first), or take when it is complete. */
export function planMove(plan: number, sit: ExchangeSituation, legal: readonly PiquetMove[]): PiquetMove | null {
  const todo = plan & ~sit.fixed;
  if (todo === 0) return legal.find((m) => m.type === 'take') ?? null;
  const card = CARD_NAME[cardsIdx(todo)[0]!]!;
  return legal.find((m) => m.type === 'discard' && m.card === card) ?? null;
}
