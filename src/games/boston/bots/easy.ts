/**
 * Easy: the normal player's judgement, cautious in the auction (a trick fewer, no misère but a safe
 * one) and careless in play (a third of its cards any legal card, from the seeded draw).
 */
import type { BotOptions } from '../../../ai/types.js';
import { now } from '../../../ai/search.js';
import { Rng } from '../../../engine/rng.js';
import type { BostonMove, BostonSeatView } from '../types.js';
import { explain } from './explain.js';
import { normalChoice } from './policy.js';
import { seenFromView } from './seen.js';
import type { BostonBot, BostonDecision } from './types.js';

export const EASY_CARELESS = 1 / 3;

export class EasyBot implements BostonBot {
  readonly level = 'easy' as const;

  decide(view: BostonSeatView, legal: readonly BostonMove[], opts: BotOptions): BostonDecision {
    if (legal.length === 0) throw new Error('EasyBot: no legal move');
    const t0 = now();
    const seen = seenFromView(view);
    let choice = normalChoice(seen, legal, { tricks: -1, danger: -0.5 });
    const rng = Rng.fromSeed(`easy:${String(opts.seed)}`);
    if (seen.phase === 'play' && legal.length > 1 && rng.next() < EASY_CARELESS) choice = { move: legal[rng.int(legal.length)]!, reason: 'careless', rule: null };
    return { move: choice.move, explanation: explain(seen, choice), stats: { level: 'easy', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false } };
  }
}
