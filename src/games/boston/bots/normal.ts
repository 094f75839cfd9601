/** Normal: the source's advice as rules of thumb (boston.md §11, B-BO-1…12; policy.ts). */
import type { BotOptions } from '../../../ai/types.js';
import { now } from '../../../ai/search.js';
import type { BostonMove, BostonSeatView } from '../types.js';
import { explain } from './explain.js';
import { normalChoice } from './policy.js';
import { seenFromView } from './seen.js';
import type { BostonBot, BostonDecision } from './types.js';

export class NormalBot implements BostonBot {
  readonly level = 'normal' as const;

  decide(view: BostonSeatView, legal: readonly BostonMove[], _opts: BotOptions): BostonDecision {
    if (legal.length === 0) throw new Error('NormalBot: no legal move');
    const t0 = now();
    const seen = seenFromView(view);
    const choice = normalChoice(seen, legal);
    return { move: choice.move, explanation: explain(seen, choice), stats: { level: 'normal', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false } };
  }
}
