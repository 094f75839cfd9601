/**
 * Easy: plausible but simple. The exchange always takes as many cards as it may (the elder 5, the
 * younger what is left, Q12, Q14) and lays away the lowest cards, a little at random; it pays no
 * attention to the point, sequences or sets. In the play it leads the highest card of a suit chosen
 * at random and, when following, beats with its highest card of the suit or plays a card at random.
 * Beatable by a beginner.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { BotOptions } from '../../../ai/types.js';
import type { PiquetMove, PiquetView } from '../types.js';
import { now } from './normal.js';
import { idx } from './model.js';
import type { PiquetBot, PiquetDecision } from './types.js';

const rankOf = (c: string): number => idx(c) & 7;
const suitOf = (c: string): number => idx(c) >> 3;

export class EasyBot implements PiquetBot {
  readonly level = 'easy' as const;

  decide(view: PiquetView, legal: readonly PiquetMove[], opts: BotOptions): PiquetDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('EasyBot.decide: no legal moves');
    const rng = new Rng(seedRng(`easy:${opts.seed}`));
    const move = legal.length === 1 ? legal[0]! : view.phase === 'play' ? this.play(view, legal, rng) : this.exchange(legal, rng);
    return { move, stats: { level: 'easy', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false } };
  }

  /** Discards while it may (lowest cards first, ties and near-ties at random), then takes. */
  private exchange(legal: readonly PiquetMove[], rng: Rng): PiquetMove {
    const discards = legal.filter((m): m is Extract<PiquetMove, { type: 'discard' }> => m.type === 'discard');
    if (discards.length === 0) return legal.find((m) => m.type === 'take') ?? legal[0]!;
    let pick = discards[0]!;
    let low = Infinity;
    for (const m of discards) {
      const score = rankOf(m.card) + rng.next() * 2.5;
      if (score < low) {
        low = score;
        pick = m;
      }
    }
    return pick;
  }

  private play(view: PiquetView, legal: readonly PiquetMove[], rng: Rng): PiquetMove {
    const cards = legal.filter((m): m is Extract<PiquetMove, { type: 'play' }> => m.type === 'play');
    if (cards.length === 0) return legal[0]!;
    const highest = (ms: typeof cards) => ms.reduce((a, b) => (rankOf(b.card) > rankOf(a.card) ? b : a));
    if (view.trick.length === 0) {
      const suits = [...new Set(cards.map((m) => suitOf(m.card)))];
      const s = rng.pick(suits);
      return highest(cards.filter((m) => suitOf(m.card) === s));
    }
    const led = view.trick[0]!.card;
    const follow = cards.filter((m) => suitOf(m.card) === suitOf(led));
    if (follow.length > 0 && rng.next() < 0.6) {
      const top = highest(follow);
      if (rankOf(top.card) > rankOf(led)) return top;
    }
    return rng.pick(cards);
  }
}
