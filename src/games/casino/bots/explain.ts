/** Builds the structured hint explanation (data, not sentences) from candidate statistics. */
import { isFace, valueOf } from '../captures.js';
import { sideOf } from '../rules.js';
import type { CasinoView } from '../types.js';
import { countPoints, isLastFaceCapture, type SeatPosition } from './analysis.js';
import type { CandidateStats, CasinoExplanation, CasinoReason } from './types.js';

/** A threat difference (points) below this is not called "leaves less for the next player". */
const DENY_MARGIN = 0.25;

/** Keeps a card worth holding back: a counting card (ace, casino) or a ten, which only a ten can take (C20). */
const valuable = (c: string): boolean => countPoints(c) > 0 || valueOf(c) === 10;

/**
 * The reasons for `best`, most telling first: what it has that the best alternative lacks comes
 * before what both have. Never empty.
 */
export function reasonsFor(view: SeatPosition, best: CandidateStats, alternatives: readonly CandidateStats[]): CasinoReason[] {
  const m = best.move;
  if (alternatives.length === 0) return isLastFaceCapture(view, m) ? ['lastFaceCard'] : ['forced', ...featureReasons(view, best, null).map((r) => r.code)];
  const alt = alternatives[0]!;
  const feats = featureReasons(view, best, alt);
  const out = [...feats.filter((f) => f.distinct), ...feats.filter((f) => !f.distinct)].map((f) => f.code);
  if (out.length === 0 || !feats.some((f) => f.distinct)) out.push('bestOutcome');
  return out;
}

interface Feature {
  code: CasinoReason;
  /** The best alternative does not have it. */
  distinct: boolean;
}

function featureReasons(view: SeatPosition, best: CandidateStats, alt: CandidateStats | null): Feature[] {
  const g = best.gains;
  const a = alt?.gains;
  const out: Feature[] = [];
  const push = (code: CasinoReason, has: boolean, altHas: boolean) => {
    if (has) out.push({ code, distinct: !altHas });
  };
  const m = best.move;
  if (m.type === 'capture') {
    push('winsGame', g.winsGame, !!a?.winsGame);
    push('clearing', g.clearing, !!a?.clearing);
    push('bigCasino', g.bigCasino, !!a?.bigCasino);
    push('littleCasino', g.littleCasino, !!a?.littleCasino);
    push('ace', g.aces.length > 0, (a?.aces.length ?? 0) >= g.aces.length);
    const left = view.handCounts.reduce((x, y) => x + y, 0) - 1;
    const mySide = sideOf(view.rules, view.viewer);
    const lastCapture =
      view.finalRound && best.leavesForNext.tableAfter.length > 0 && left < view.rules.players &&
      (view.lastCapturer === null || sideOf(view.rules, view.lastCapturer) !== mySide);
    push('lastCapture', lastCapture, alt !== null && alt.move.type === 'capture' && alt.leavesForNext.tableAfter.length > 0);
    if (alt) {
      push('mostCards', g.cards > a!.cards, false);
      push('spades', g.spades > a!.spades, false);
    }
  } else {
    const dealerKeepsFace =
      view.finalRound && view.rules.lastFaceTakesAll && view.viewer === view.dealer && !isFace(m.card) && view.hand.some((c) => c !== m.card && isFace(c));
    push('keepFaceForLast', dealerKeepsFace, alt !== null && alt.move.type === 'trail' && !isFace(alt.move.card));
    const minThreat = Math.min(best.leavesForNext.threat, ...(alt ? [alt.leavesForNext.threat] : []));
    push('trailSafe', best.leavesForNext.threat <= minThreat + 0.05 && !best.leavesForNext.clearingThreat, false);
    push('trailFace', isFace(m.card), alt !== null && alt.move.type === 'trail' && isFace(alt.move.card));
    const keeps = !valuable(m.card) && view.hand.some((c) => c !== m.card && valuable(c));
    push('keepValuable', keeps, alt !== null && alt.move.type === 'trail' && !valuable(alt.move.card));
  }
  if (alt) push('denyNext', best.leavesForNext.threat + DENY_MARGIN < alt.leavesForNext.threat, false);
  if (m.type === 'capture' && alt && !valuable(m.card) && alt.move.type === 'capture' && valuable(alt.move.card) && view.hand.some((c) => c !== m.card && valuable(c))) {
    push('keepValuable', true, false);
  }
  return out;
}

export function buildExplanation(
  view: CasinoView | SeatPosition,
  best: CandidateStats,
  all: readonly CandidateStats[],
  source: 'search' | 'heuristic',
  samples: number,
): CasinoExplanation {
  const alternatives = all
    .filter((c) => c !== best)
    .sort((a, b) => b.expectedValue - a.expectedValue)
    .slice(0, 4);
  const reasons = reasonsFor(view, best, alternatives);
  const nextValue = alternatives.length > 0 ? alternatives[0]!.expectedValue : null;
  return {
    seat: view.viewer,
    move: best.move,
    kind: best.move.type,
    reasons,
    reason: reasons[0]!,
    forced: alternatives.length === 0,
    gains: best.gains,
    leavesForNext: best.leavesForNext,
    best,
    alternatives,
    bestValue: best.expectedValue,
    nextValue,
    margin: nextValue === null ? 0 : best.expectedValue - nextValue,
    samples,
    source,
  };
}
