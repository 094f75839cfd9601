/** Builds the structured hint explanation (data, not sentences) from candidate statistics. */
import type { HundertspielMove, HundertspielView } from '../types.js';
import { playReasonFor } from './policy.js';
import type { HundertspielCandidate, HundertspielExplanation, HundertspielReason } from './types.js';

/** The reason code for a weighed choice of `move` (`trickWon`: the party's chance to win the current trick). */
export function reasonFor(view: HundertspielView, move: HundertspielMove, trickWon: number | null): HundertspielReason {
  switch (move.type) {
    case 'out':
      return 'declareOut';
    case 'agree':
      return 'agreeAltUndNeu';
    case 'honours':
      return 'announceHonours';
    case 'announce':
      return move.kind === '26' ? 'announce26' : move.kind === '52' ? 'announce52' : 'announceFirst52';
    case 'contra':
      return 'contra';
    case 'bid':
      return 'bid';
    case 'buy':
      return 'buyScat';
    case 'discard':
      return 'discard';
    case 'trump':
      return 'chooseTrump';
    case 'play':
      return playReasonFor(view, move.card, trickWon ?? 0);
    case 'pass':
      switch (view.phase) {
        case 'optIn':
          return 'refuseAltUndNeu';
        case 'contra':
          return 'noContra';
        case 'bid':
          return 'noBid';
        case 'buy':
          return 'declineScat';
        default:
          return 'noAnnouncement';
      }
  }
}

/** A candidate that was not weighed (a forced move, a move taken by rule). */
export function unweighed(move: HundertspielMove): HundertspielCandidate {
  return { move, visits: 0, value: 0, standardError: 0, points: null, marks: null, trickWon: null, announcementWon: null };
}

export function buildExplanation(
  view: HundertspielView,
  reason: HundertspielReason,
  best: HundertspielCandidate,
  all: readonly HundertspielCandidate[],
  source: HundertspielExplanation['source'],
  samples: number,
): HundertspielExplanation {
  const alternatives = all
    .filter((c) => c !== best)
    .sort((a, b) => b.value - a.value)
    .slice(0, 4);
  return {
    reason,
    seat: view.viewer,
    move: best.move,
    phase: view.phase,
    forced: reason === 'forced',
    source,
    best,
    alternatives,
    margin: alternatives.length > 0 ? best.value - alternatives[0]!.value : 0,
    samples,
  };
}
