/**
 * Easy: the normal player's judgement, careless in play (a third of its cards any legal card, from the
 * seeded draw) and timid in Taroklomber's auction (it never bids).
 */
import type { BotOptions } from '../../../ai/types.js';
import { now } from '../../../ai/search.js';
import { Rng } from '../../../engine/rng.js';
import type { TarokMove, TarokView } from '../types.js';
import { explain } from './explain.js';
import { normalChoice, type Choice } from './policy.js';
import { seenFromView } from './seen.js';
import type { TarokBot, TarokDecision } from './types.js';

export const EASY_CARELESS = 1 / 3;

export class EasyBot implements TarokBot {
  readonly level = 'easy' as const;

  decide(view: TarokView, legal: readonly TarokMove[], opts: BotOptions): TarokDecision {
    if (legal.length === 0) throw new Error('EasyBot: no legal move');
    const t0 = now();
    const seen = seenFromView(view);
    const pass = legal.find((m) => m.type === 'pass');
    let choice: Choice = seen.phase === 'auction' && pass ? { move: pass, reason: 'pass', rule: null } : normalChoice(seen, legal);
    const rng = Rng.fromSeed(`easy:${String(opts.seed)}`);
    if (seen.phase === 'play' && legal.length > 1 && rng.next() < EASY_CARELESS) choice = { move: legal[rng.int(legal.length)]!, reason: 'careless', rule: null };
    return { move: choice.move, explanation: explain(seen, choice), stats: { level: 'easy', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false } };
  }
}
