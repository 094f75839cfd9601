/** Normal: the source's advice as rules of thumb (tarok.md §7, B-T-1…17; policy.ts). */
import type { BotOptions } from '../../../ai/types.js';
import { now } from '../../../ai/search.js';
import type { TarokMove, TarokView } from '../types.js';
import { explain } from './explain.js';
import { normalChoice } from './policy.js';
import { seenFromView } from './seen.js';
import type { TarokBot, TarokDecision } from './types.js';

export class NormalBot implements TarokBot {
  readonly level = 'normal' as const;

  decide(view: TarokView, legal: readonly TarokMove[], _opts: BotOptions): TarokDecision {
    if (legal.length === 0) throw new Error('NormalBot: no legal move');
    const t0 = now();
    const seen = seenFromView(view);
    const choice = normalChoice(seen, legal);
    return { move: choice.move, explanation: explain(seen, choice), stats: { level: 'normal', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false } };
  }
}
