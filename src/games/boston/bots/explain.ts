/** The structured reason shared by every level (types.ts): what the rules of thumb saw, and the search's numbers. */
import { judge } from './evaluate.js';
import type { Choice } from './policy.js';
import type { Seen } from './seen.js';
import type { BostonExplanation, CandidateStats } from './types.js';
import type { BostonMove } from '../types.js';

export const unsearched = (move: BostonMove): CandidateStats => ({ move, visits: 0, expectedValue: null, standardError: null });

/** The explanation of a heuristic choice (or the search's, with its numbers). */
export function explain(seen: Seen, choice: Choice, extra: Partial<BostonExplanation> = {}): BostonExplanation {
  const judging = seen.phase === 'auction' || seen.phase === 'trump' || seen.phase === 'whist' || seen.phase === 'discard';
  const j = judging ? judge(seen.hand, seen.superior) : null;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    seat: seen.seat,
    move: choice.move,
    reason: choice.reason,
    rule: choice.rule,
    source: 'heuristic',
    tricks: j ? { simple: round(j.tricks.simple), colour: round(j.tricks.colour), superior: round(j.tricks.superior) } : null,
    danger: j ? round(seen.phase === 'discard' ? j.dangerPetite : j.danger) : null,
    agreesWithNormal: null,
    best: unsearched(choice.move),
    alternatives: [],
    samples: 0,
    ...extra,
  };
}
