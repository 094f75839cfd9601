/**
 * Easy: a beginner. Bids only the Ask, and only with a hand well above the §5.1 threshold (no talon
 * help counted, no higher contract); names its best suit; lays away what the normal player would,
 * but as a defender buys to the bottom; never throws in, always stops after the premiers (O43); in
 * the card play takes a trick cheaply when it can and otherwise plays low, and one card in three is
 * a legal card at random. Seeded: the same view, legal moves and seed give the same move.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { BotOptions } from '../../../ai/types.js';
import type { OmbreMove, OmbreView } from '../types.js';
import { buildExplanation, unweighed } from './explain.js';
import { now } from './normal.js';
import { normalChoice, rulesOf, thresholdsFor, type NormalChoice } from './policy.js';
import { idx, pointCount, tablesFor, TRUMP } from './tables.js';
import type { OmbreBot, OmbreDecision, OmbreReason } from './types.js';

export class EasyBot implements OmbreBot {
  readonly level = 'easy' as const;

  decide(view: OmbreView, legal: readonly OmbreMove[], opts: BotOptions): OmbreDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('EasyBot.decide: no legal moves');
    const rng = new Rng(seedRng(`easy:${opts.seed}`));
    const { move, reason } = legal.length === 1 ? { move: legal[0]!, reason: 'forced' as OmbreReason } : pick(view, legal, rng);
    const best = unweighed(move);
    return {
      move,
      stats: { level: 'easy', iterations: 0, units: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation: buildExplanation(view, reason, best, [best], reason === 'forced' ? 'rule' : 'random', 0, null),
    };
  }
}

function pick(v: OmbreView, legal: readonly OmbreMove[], rng: Rng): { move: OmbreMove; reason: OmbreReason } {
  const r = rulesOf(v);
  switch (v.phase) {
    case 'auction': {
      const hand = v.hand.map(idx);
      const ok = r.suits.some((s) => pointCount(hand, s, r.suits) >= thresholdsFor(v, r, s).ask + 1);
      const hold = legal.find((m) => m.type === 'hold');
      if (ok && hold && v.contract === 'ask') return { move: hold, reason: 'hold' };
      const ask = legal.find((m) => m.type === 'bid' && m.contract === 'ask');
      if (ok && ask) return { move: ask, reason: 'bidAsk' };
      return { move: legal.find((m) => m.type === 'pass')!, reason: 'pass' };
    }
    case 'trump': {
      const hand = v.hand.map(idx);
      let best: OmbreMove | null = null;
      let bp = -1;
      for (const m of legal) {
        if (m.type !== 'trump') continue;
        const p = pointCount(hand, m.suit, r.suits);
        if (p > bp) {
          bp = p;
          best = m;
        }
      }
      return { move: best ?? legal[0]!, reason: 'nameTrump' };
    }
    case 'call':
    case 'give': {
      const options = legal.filter((m) => m.type !== 'throwIn');
      return { move: options[rng.int(options.length)]!, reason: 'random' };
    }
    case 'exchange': {
      if (v.viewer !== v.lomber) {
        // buys every card that is neither a trump nor a King, to the bottom
        const t = tablesFor(v.trump);
        const d = legal.find((m) => m.type === 'discard' && t.cls[idx(m.card)] !== TRUMP && m.card[0] !== 'K');
        if (d) return { move: d, reason: 'discard' };
        const take = legal.find((m) => m.type === 'take');
        if (take) return { move: take, reason: v.discards.length ? 'take' : 'keepHand' };
      }
      const c: NormalChoice = normalChoice(v, legal.filter((m) => m.type !== 'throwIn'));
      return { move: c.move, reason: c.reason };
    }
    default: {
      const stop = legal.find((m) => m.type === 'stop');
      if (stop) return { move: stop, reason: 'stop' };
      const plays = legal.filter((m) => m.type === 'play');
      if (rng.int(3) === 0) return { move: plays[rng.int(plays.length)]!, reason: 'random' };
      const c = normalChoice(v, plays);
      return { move: c.move, reason: c.reason };
    }
  }
}
