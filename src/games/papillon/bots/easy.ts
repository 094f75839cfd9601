/**
 * Easy: a legal move at random, with a slight preference for captures that pay at once
 * (weight 1 + counters each other player pays). Beatable by a beginner.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { PapillonMove, PapillonView } from '../types.js';
import { immediateOf } from './analysis.js';
import { now } from './normal.js';
import type { BotOptions } from '../../../ai/types.js';
import type { PapillonBot, PapillonDecision } from './types.js';

export class EasyBot implements PapillonBot {
  readonly level = 'easy' as const;

  decide(view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): PapillonDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('EasyBot.decide: no legal moves');
    const rng = new Rng(seedRng(`easy:${opts.seed}`));
    const weights = legal.map((m) => 1 + Math.max(0, immediateOf(view, m).gainEach));
    const total = weights.reduce((a, b) => a + b, 0);
    let r = rng.next() * total;
    let move = legal[legal.length - 1]!;
    for (let i = 0; i < legal.length; i++) {
      r -= weights[i]!;
      if (r < 0) {
        move = legal[i]!;
        break;
      }
    }
    return {
      move,
      stats: { level: 'easy', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false },
    };
  }
}
