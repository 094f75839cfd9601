/**
 * Normal: rules of thumb. The exchange keeps the longest suit, sequences, sets and winners and
 * lays away the rest (every allowed discard set is scored, the best few again with random draws,
 * exchange.ts); it takes fewer cards only when the hand is worth more than the draws. The
 * declarations follow from the hand (the engine declares everything, PD-Q-6). In the play it cashes
 * sure winners, drives out higher cards with touching honours, leads low from the longest suit,
 * beats as cheaply as it can and keeps guards when it cannot follow (policy.ts). Uses only the view.
 */
import type { BotOptions } from '../../../ai/types.js';
import type { PiquetMove, PiquetView } from '../types.js';
import { DRAW_BONUS, exchangeSituation, planMove, rankPlans } from './exchange.js';
import { buildExplanation, classifyExchange, classifyPlay } from './explain.js';
import { CARD_NAME, cardsOf, idx } from './model.js';
import { packOrder } from '../cards.js';
import { choosePlay, infoFromView } from './policy.js';
import type { PiquetBot, PiquetCandidate, PiquetDecision } from './types.js';

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** The legal move for a card (index) played. */
export function playMove(legal: readonly PiquetMove[], card: number): PiquetMove | undefined {
  const name = CARD_NAME[card];
  return legal.find((m) => m.type === 'play' && m.card === name);
}

export interface NormalBotOptions {
  /** Exchange: value added per card drawn (exchange.ts DRAW_BONUS). */
  drawBonus?: number;
}

export class NormalBot implements PiquetBot {
  readonly level = 'normal' as const;
  private readonly drawBonus: number;

  constructor(options: NormalBotOptions = {}) {
    this.drawBonus = options.drawBonus ?? DRAW_BONUS;
  }

  decide(view: PiquetView, legal: readonly PiquetMove[], _opts: BotOptions): PiquetDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('NormalBot.decide: no legal moves');
    if (view.phase === 'play') {
      const info = infoFromView(view);
      const card = choosePlay(info);
      const move = playMove(legal, card) ?? legal[0]!;
      const chosen = move.type === 'play' ? idx(move.card) : card;
      const best: PiquetCandidate = { move, expectedValue: 0, visits: 0, standardError: 0 };
      return {
        move,
        stats: { level: 'normal', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false },
        explanation: buildExplanation(view, 'play', classifyPlay(info, chosen), best, [best], legal.length === 1, 0, 'heuristic'),
      };
    }
    const sit = exchangeSituation(view);
    const plans = rankPlans(sit, this.drawBonus);
    let chosenPlan = plans.find((p) => planMove(p.discards, sit, legal) !== null);
    const move = chosenPlan ? planMove(chosenPlan.discards, sit, legal)! : legal[0]!;
    const candidates: PiquetCandidate[] = plans.slice(0, 5).flatMap((p) => {
      const m = planMove(p.discards, sit, legal);
      return m ? [{ move: m, discards: packOrder(cardsOf(p.discards)), expectedValue: Number.isNaN(p.drawScore) ? p.staticScore : p.drawScore, visits: 0, standardError: 0 }] : [];
    });
    if (!chosenPlan) chosenPlan = { discards: sit.fixed, staticScore: 0, drawScore: 0 };
    const best = candidates[0] ?? { move, expectedValue: 0, visits: 0, standardError: 0 };
    return {
      move,
      stats: { level: 'normal', iterations: 0, candidates: plans.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation: buildExplanation(view, 'exchange', classifyExchange(sit, chosenPlan.discards), best, candidates, legal.length === 1, 0, 'heuristic', chosenPlan.discards),
    };
  }
}
