/**
 * Normal: the source's rules of thumb (B-W-1…14, policy.ts): leads from top sequences (B-W-3),
 * returns partner's lead, leads trumps with five or more or to clear the way for a strong side suit
 * (B-W-5, B-W-9) and picks the trump by the holding (B-W-8), invites from the longest suit (B-W-4)
 * but not in a suit partner has discarded (B-W-7); second hand low (B-W-12), third hand high, fourth
 * hand cheap (B-W-13), trumps or discards when void (B-W-14); calls at eight whenever it may (B-W-2).
 * Deterministic: no randomness at all.
 */
import type { BotOptions } from '../../../ai/types.js';
import type { WhistMove, WhistView } from '../types.js';
import { type Candidate, describeMove, distinctMoves, equalGroup, unsearched } from './explain.js';
import { lastRule, normalCard } from './policy.js';
import { type Table, cardName, rankOfId, suitOfId, tableFromView } from './table.js';
import type { WhistBot, WhistDecision } from './types.js';

export const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The legal move of `card` (with the candidate of its group when it stands for it). */
export function pickMove(legal: readonly WhistMove[], cands: readonly Candidate[], card: number): Candidate {
  const name = cardName(card);
  const exact = legal.find((m) => m.type === 'play' && m.card === name);
  if (!exact) throw new Error(`Whist bot: the card ${name} is not a legal move`);
  return cands.find((x) => x.move === exact) ?? { move: exact, card };
}

/** The candidates other than the group of `chosen` (equal cards are one candidate). */
export function othersThan(t: Table, seat: number, cands: readonly Candidate[], chosen: Candidate): Candidate[] {
  if (chosen.card < 0) return cands.filter((c) => c.card >= 0);
  const group = equalGroup(t, seat, chosen.card);
  const s = suitOfId(chosen.card);
  return cands.filter((c) => c.card < 0 || suitOfId(c.card) !== s || !(group & (1 << rankOfId(c.card))));
}

/** The normal player's choice: the call when it may (B-W-2), else its rules' card. Returns the rule followed too. */
export function normalChoice(view: WhistView, t: Table, legal: readonly WhistMove[], cands: readonly Candidate[]): { chosen: Candidate; rule: string } {
  const call = cands.find((c) => c.card < 0);
  if (call) return { chosen: call, rule: 'B-W-2' };
  const card = normalCard(t, view.viewer);
  return { chosen: pickMove(legal, cands, card), rule: lastRule };
}

export class NormalBot implements WhistBot {
  readonly level = 'normal' as const;

  decide(view: WhistView, legal: readonly WhistMove[], _opts: BotOptions): WhistDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('NormalBot.decide: no legal moves');
    const t = tableFromView(view);
    const cands = distinctMoves(t, view.viewer, legal);
    const { chosen, rule } = normalChoice(view, t, legal, cands);
    const others = othersThan(t, view.viewer, cands, chosen).map((c) => unsearched(c.move));
    const explanation = describeMove(view, t, cands, chosen, unsearched(chosen.move), others.slice(0, 4), {
      rule,
      agreesWithNormal: null,
      samples: 0,
      source: 'heuristic',
    });
    return {
      move: chosen.move,
      stats: { level: 'normal', iterations: 0, candidates: cands.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation,
    };
  }
}
