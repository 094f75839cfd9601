/**
 * Normal: the rules of thumb of policy.ts and play.ts for every decision (bids by the point count and
 * the talon's expected help, §5.1; trump, calls, exchange by the source's advice, §5.2; card play,
 * §5.3). Deterministic and without search; uses only the view.
 */
import type { BotOptions } from '../../../ai/types.js';
import type { OmbreMove, OmbreView } from '../types.js';
import { buildExplanation, unweighed } from './explain.js';
import { normalChoice } from './policy.js';
import type { OmbreBot, OmbreCandidate, OmbreDecision } from './types.js';

export class NormalBot implements OmbreBot {
  readonly level = 'normal' as const;

  decide(view: OmbreView, legal: readonly OmbreMove[], _opts: BotOptions): OmbreDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('NormalBot.decide: no legal moves');
    const choice = normalChoice(view, legal);
    const all: OmbreCandidate[] = choice.scored.map((s) => unweighed(s.move, s.score));
    let best = all.find((c) => c.move === choice.move);
    if (!best) {
      best = unweighed(choice.move);
      all.unshift(best);
    }
    if (choice.plan) best.plan = choice.plan;
    return {
      move: choice.move,
      stats: { level: 'normal', iterations: 0, units: 0, candidates: all.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation: buildExplanation(view, choice.reason, best, all, choice.reason === 'forced' ? 'rule' : 'heuristic', 0, choice.evaluation),
    };
  }
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
