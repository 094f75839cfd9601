/**
 * Normal: the rules of thumb of policy.ts, for every decision (announcements, Contra, Scat bids, buys,
 * discards, trump, trick play). Deterministic: the first best move in the order of `legal`. Uses only
 * the view.
 */
import type { BotOptions } from '../../../ai/types.js';
import type { HundertspielMove, HundertspielView } from '../types.js';
import { buildExplanation, unweighed } from './explain.js';
import { normalChoice } from './policy.js';
import type { HundertspielBot, HundertspielCandidate, HundertspielDecision } from './types.js';

export class NormalBot implements HundertspielBot {
  readonly level = 'normal' as const;

  decide(view: HundertspielView, legal: readonly HundertspielMove[], _opts: BotOptions): HundertspielDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('NormalBot.decide: no legal moves');
    const choice = normalChoice(view, legal, true);
    const all: HundertspielCandidate[] = choice.scored
      ? choice.scored.map((s) => ({ ...unweighed(s.move), value: s.score, trickWon: s.trickWon }))
      : [unweighed(choice.move)];
    const best = all.find((c) => c.move === choice.move) ?? unweighed(choice.move);
    if (!all.includes(best)) all.push(best);
    return {
      move: choice.move,
      stats: { level: 'normal', iterations: 0, candidates: all.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation: buildExplanation(view, choice.reason, best, all, choice.source, 0),
    };
  }
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
