/**
 * Normal: a one-move greedy player. Scores each distinct legal move by what it pays at once
 * (aces, pure aces, Klein-Papillon, Haneton, Sautenelle), cards for die Blätter, winning the pot in
 * the final round, and what it leaves on the table for the next player (his expected best payout,
 * estimated from the unseen cards). Uses only the view.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { PapillonMove, PapillonView } from '../types.js';
import {
  distinctMoves,
  handAfter,
  immediateOf,
  leavesForNext,
  nextPlayerAfter,
  replyThreat,
  type SeatPosition,
  tableAfter,
  unseenByValue,
  winsDeal,
} from './analysis.js';
import { buildExplanation } from './explain.js';
import type { BotOptions } from '../../../ai/types.js';
import type { CandidateStats, PapillonBot, PapillonDecision } from './types.js';
import { hasCapture } from '../captures.js';

export interface ScoredMove {
  move: PapillonMove;
  score: number;
  replyCaptureChance: number;
  replyExpectedGainEach: number;
}

/** Heuristic score of each distinct move (higher is better), in the order of `distinctMoves(legal)`. */
export function scoreMoves(view: SeatPosition, legal: readonly PapillonMove[]): ScoredMove[] {
  const unseen = unseenByValue(view);
  const others = view.rules.players - 1;
  return distinctMoves(legal).map((move) => {
    const imm = immediateOf(view, move);
    let score = imm.net;
    if (move.type === 'capture') score += 0.2 * (1 + move.take.length); // die Blätter
    if (winsDeal(view, move)) score += view.pot + 2;
    const after = tableAfter(view, move);
    const next = nextPlayerAfter(view, move);
    let threat = { expectedGainEach: 0, captureChance: 0 };
    if (next !== null && next !== view.viewer) {
      const h = view.handCounts[next] ?? 0;
      threat = replyThreat(after, view.rules, view.finalRound, unseen, h);
      // We pay the next player's payout once; the others pay too, which matters less to us.
      score -= 1.0 * threat.expectedGainEach + 0.1 * others * threat.expectedGainEach;
    }
    if (view.finalRound && view.winner === null && move.type === 'capture') {
      const rest = handAfter(view, move);
      if (rest.length > 0) {
        const live = rest.filter((c) => hasCapture([c], after, view.rules)).length;
        score += (0.3 * (view.pot + 2) * live) / rest.length;
      }
    }
    return { move, score, replyCaptureChance: threat.captureChance, replyExpectedGainEach: threat.expectedGainEach };
  });
}

export class NormalBot implements PapillonBot {
  readonly level = 'normal' as const;

  decide(view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): PapillonDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('NormalBot.decide: no legal moves');
    const rng = new Rng(seedRng(`normal:${opts.seed}`));
    const scored = scoreMoves(view, legal);
    let best = scored[0]!;
    let ties = 1;
    for (let i = 1; i < scored.length; i++) {
      const s = scored[i]!;
      if (s.score > best.score + 1e-9) {
        best = s;
        ties = 1;
      } else if (Math.abs(s.score - best.score) <= 1e-9) {
        ties++;
        if (rng.int(ties) === 0) best = s; // reservoir choice among equal scores
      }
    }
    const candidates: CandidateStats[] = scored.map((s) => heuristicStats(view, s));
    const chosen = candidates[scored.indexOf(best)]!;
    return {
      move: best.move,
      stats: { level: 'normal', iterations: 0, candidates: scored.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation: buildExplanation(view, chosen, candidates, 'heuristic'),
    };
  }
}

function heuristicStats(view: PapillonView, s: ScoredMove): CandidateStats {
  const leaves = leavesForNext(view, s.move);
  return {
    move: s.move,
    visits: 0,
    expectedValue: s.score,
    standardError: 0,
    winRate: null,
    gainEach: immediateOf(view, s.move).gainEach,
    leavesForNext: leaves,
  };
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
