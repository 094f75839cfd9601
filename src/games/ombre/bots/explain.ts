/** Building the structured explanation (types.ts): candidates without playouts, the role, the shape. */
import type { OmbreMove, OmbreView } from '../types.js';
import type { HandEvaluation } from './policy.js';
import type { OmbreCandidate, OmbreExplanation, OmbreHandFigures, OmbreReason } from './types.js';

export function unweighed(move: OmbreMove, value = 0): OmbreCandidate {
  return { move, visits: 0, value, standardError: 0, outcomes: null, tricks: null, trickWon: null, lomber: null, plan: null };
}

export function roleOf(v: OmbreView): OmbreExplanation['role'] {
  if (v.phase === 'auction' || v.lomber === null) return null;
  if (v.viewer === v.lomber) return 'lomber';
  if (v.partnerKnown && v.partner === v.viewer) return 'partner';
  return 'defender';
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

export function figures(e: HandEvaluation | null): OmbreHandFigures | null {
  if (!e) return null;
  return { trump: e.trump, points: round(e.points), help: round(e.help), threshold: round(e.threshold) };
}

/** The explanation: `best` is the chosen move's candidate, `all` every candidate (best included), best first after it. */
export function buildExplanation(
  v: OmbreView,
  reason: OmbreReason,
  best: OmbreCandidate,
  all: readonly OmbreCandidate[],
  source: OmbreExplanation['source'],
  samples: number,
  hand: HandEvaluation | null,
): OmbreExplanation {
  const alternatives = all
    .filter((c) => c !== best)
    .slice()
    .sort((a, b) => b.visits - a.visits || b.value - a.value)
    .slice(0, 4);
  return {
    reason,
    seat: v.viewer,
    move: best.move,
    phase: v.phase,
    role: roleOf(v),
    forced: reason === 'forced',
    source,
    best,
    alternatives,
    margin: alternatives.length > 0 ? best.value - alternatives[0]!.value : 0,
    samples,
    hand: figures(hand),
  };
}
