/**
 * Easy: legal and plausible, the simplest conventions only. It remembers nothing and ignores its
 * partner: it leads an ace when it has one (a plain ace), else the lowest card of its longest plain
 * suit; it wins a trick whenever it can (with its highest card, or as cheaply as possible when last),
 * trumps whenever that wins (even over its partner), and otherwise plays or discards its lowest card.
 * It calls at eight whenever it may (B-W-2). Ties are broken by the seeded generator.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { BotOptions } from '../../../ai/types.js';
import type { WhistMove, WhistView } from '../types.js';
import { describeMove, distinctMoves, unsearched } from './explain.js';
import { RA, type Table, beats, hiBit, loBit, popcount, rankOfId, suitOfId, tableFromView } from './table.js';
import type { WhistBot, WhistDecision } from './types.js';
import { now, othersThan, pickMove } from './normal.js';

/** The easy player's card for the seat to move. */
export function easyCard(t: Table, seat: number, rng: Rng): number {
  const base = seat * 4;
  const T = t.trump;
  const ls = t.ledSuit();
  if (ls < 0) {
    const aces: number[] = [];
    const longest: number[] = [];
    let len = 0;
    for (let s = 0; s < 4; s++) {
      const h = t.hands[base + s]!;
      if (s === T || !h) continue;
      if (h & (1 << RA)) aces.push(s);
      const n = popcount(h);
      if (n > len) {
        len = n;
        longest.length = 0;
      }
      if (n === len) longest.push(s);
    }
    if (aces.length) return rng.pick(aces) * 13 + RA;
    if (longest.length) {
      const s = rng.pick(longest);
      return s * 13 + loBit(t.hands[base + s]!);
    }
    return T * 13 + loBit(t.hands[base + T]!);
  }
  const wc = t.trickCard[t.winnerIndex()]!;
  const mine = t.hands[base + ls]!;
  if (mine) {
    const top = ls * 13 + hiBit(mine);
    if (!beats(top, wc, T)) return ls * 13 + loBit(mine);
    if (t.trickLen === 3) {
      const above = mine & ~((1 << (rankOfId(wc) + 1)) - 1);
      return ls * 13 + loBit(above);
    }
    return top;
  }
  const trumps = t.hands[base + T]!;
  const over = suitOfId(wc) === T ? trumps & ~((1 << (rankOfId(wc) + 1)) - 1) : trumps;
  if (over) return T * 13 + loBit(over);
  // Discard the lowest plain card (ties at random), a trump only when nothing else is left.
  let low = 13;
  const suits: number[] = [];
  for (let s = 0; s < 4; s++) {
    const h = t.hands[base + s]!;
    if (s === T || !h) continue;
    const r = loBit(h);
    if (r < low) {
      low = r;
      suits.length = 0;
    }
    if (r === low) suits.push(s);
  }
  if (suits.length) return rng.pick(suits) * 13 + low;
  return T * 13 + loBit(trumps);
}

export class EasyBot implements WhistBot {
  readonly level = 'easy' as const;

  decide(view: WhistView, legal: readonly WhistMove[], opts: BotOptions): WhistDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('EasyBot.decide: no legal moves');
    const t = tableFromView(view);
    const cands = distinctMoves(t, view.viewer, legal);
    const call = cands.find((c) => c.card < 0);
    const chosen = call ?? pickMove(legal, cands, easyCard(t, view.viewer, new Rng(seedRng(`easy:${opts.seed}`))));
    const others = othersThan(t, view.viewer, cands, chosen).map((c) => unsearched(c.move));
    const explanation = describeMove(view, t, cands, chosen, unsearched(chosen.move), others.slice(0, 4), {
      rule: call ? 'B-W-2' : null,
      agreesWithNormal: null,
      samples: 0,
      source: 'heuristic',
    });
    return {
      move: chosen.move,
      stats: { level: 'easy', iterations: 0, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation,
    };
  }
}
