/**
 * Easy: a legal move at random, weighted towards what a beginner sees at once: captures that take
 * more and better cards (counting cards, a clearing) are likelier; a forced trail prefers a card that
 * counts nothing. It does not look at what the move leaves for the next player.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { CasinoMove, CasinoView } from '../types.js';
import { countPoints, distinctMoves, gainsOf, leavesForNext, sumWeights, unseenOf } from './analysis.js';
import { buildExplanation } from './explain.js';
import { now } from './normal.js';
import type { BotOptions } from '../../../ai/types.js';
import type { CandidateStats, CasinoBot, CasinoDecision } from './types.js';

export class EasyBot implements CasinoBot {
  readonly level = 'easy' as const;

  decide(view: CasinoView, legal: readonly CasinoMove[], opts: BotOptions): CasinoDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('EasyBot.decide: no legal moves');
    const rng = new Rng(seedRng(`easy:${opts.seed}`));
    const moves = distinctMoves(legal);
    const unseen = unseenOf(view);
    const cands: CandidateStats[] = moves.map((move) => {
      const gains = gainsOf(view, move);
      const value = move.type === 'capture' ? sumWeights([move.card, ...move.take]) + (gains.clearing ? 1 : 0) : -countPoints(move.card);
      return { move, visits: 0, expectedValue: value, standardError: 0, gains, leavesForNext: leavesForNext(view, move, unseen) };
    });
    const weights = cands.map((c) => (c.move.type === 'capture' ? 1 + 2 * c.expectedValue : c.expectedValue < 0 ? 0.3 : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    let r = rng.next() * total;
    let pick = cands.length - 1;
    for (let i = 0; i < cands.length; i++) {
      r -= weights[i]!;
      if (r < 0) {
        pick = i;
        break;
      }
    }
    const chosen = cands[pick]!;
    return {
      move: chosen.move,
      stats: { level: 'easy', iterations: 0, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation: buildExplanation(view, chosen, cands, 'heuristic', 0),
    };
  }
}
