/** Builds the structured hint explanation (data, not sentences) from candidate statistics. */
import type { PapillonView } from '../types.js';
import { immediateOf, winsDeal } from './analysis.js';
import type { CandidateStats, MoveExplanation } from './types.js';

export function buildExplanation(
  view: PapillonView,
  best: CandidateStats,
  all: readonly CandidateStats[],
  source: 'search' | 'heuristic',
): MoveExplanation {
  const imm = immediateOf(view, best.move);
  const alternatives = all
    .filter((c) => c !== best)
    .sort((a, b) => b.expectedValue - a.expectedValue)
    .slice(0, 4);
  const m = best.move;
  return {
    kind: m.type,
    seat: view.viewer,
    forced: all.length <= 1,
    ...(m.type === 'capture' ? { card: m.card } : {}),
    take: m.type === 'capture' ? m.take.slice() : view.hand.slice(),
    gainEach: imm.gainEach,
    immediateNet: imm.net,
    feats: imm.feats,
    winsDeal: winsDeal(view, m),
    leavesForNext: best.leavesForNext,
    best,
    alternatives,
    margin: alternatives.length > 0 ? best.expectedValue - alternatives[0]!.expectedValue : 0,
    source,
  };
}
