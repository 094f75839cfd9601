/**
 * Normal: a one-move greedy player on the source's rules of thumb (casino.md §9). Each distinct legal
 * move is scored in points:
 *   + what the capture takes, played card included: count points (aces, casinos, C28), a share of
 *     the most cards and the most spades (CARD_WEIGHT, SPADE_WEIGHT), a clearing point (C23; the game
 *     when it reaches the target, C30);
 *   − what it leaves for the next player: his expected best take (a clearing included) from the
 *     cards the seat has not seen (general rule 11);
 *   trails: the same threat, the counting card exposed to the later players too, face cards first
 *     (rule 2), small cards before high ones (rule 4), the dealer keeps a face card in the final
 *     round (C25, rule 2's exception); at the end of the deal the leftovers' owner (C26).
 * Uses only the view.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import { isFace, valueOf } from '../captures.js';
import { sideOf } from '../rules.js';
import type { CasinoMove, CasinoView } from '../types.js';
import {
  countPoints,
  distinctMoves,
  gainsOf,
  isLastCard,
  leavesForNext,
  nextActor,
  sumWeights,
  tableAfter,
  unseenOf,
  clearingValue,
  type SeatPosition,
} from './analysis.js';
import { buildExplanation } from './explain.js';
import type { BotOptions } from '../../../ai/types.js';
import type { CandidateStats, CasinoBot, CasinoDecision } from './types.js';

/** What the dealer's last face card is worth in the final round (C25): roughly the table it will sweep. */
const KEEP_FACE = 1;

/** The next player's gain counts fully against a side with 2 sides; with 3, against the mean of the other two (half). */
function opponentFactor(view: SeatPosition): number {
  return view.rules.sides === 3 ? 0.5 : 1;
}

/** Heuristic statistics of each distinct move (expectedValue = score, higher is better), in the order of `distinctMoves(legal)`. */
export function scoreMoves(view: SeatPosition, legal: readonly CasinoMove[]): CandidateStats[] {
  const unseen = unseenOf(view);
  const moves = distinctMoves(legal);
  const mySide = sideOf(view.rules, view.viewer);
  const opp = opponentFactor(view);
  const last = isLastCard(view);
  const next = nextActor(view);
  return moves.map((move) => {
    const gains = gainsOf(view, move);
    const leaves = leavesForNext(view, move, unseen);
    let score = 0;
    if (move.type === 'capture') {
      score += sumWeights(move.take) + sumWeights([move.card]);
      if (gains.clearing) score += clearingValue(view, mySide);
      if (last) score += sumWeights(tableAfter(view, move)); // C25, C26: the leftovers come to us
    } else {
      const after = leaves.tableAfter;
      if (next === null) {
        // The last card of the deal is trailed: the leftovers go to the last capturer (C26).
        const owner = view.lastCapturer === null ? null : sideOf(view.rules, view.lastCapturer);
        if (owner !== null) score += (owner === mySide ? 1 : -opp) * sumWeights(after);
      }
      score -= 0.3 * countPoints(move.card); // exposed to the players after the next one too
      if (isFace(move.card)) score += 0.12; // rule 2: face cards can only pair, so they go first
      else score += 0.01 * (10 - valueOf(move.card)); // rule 4: then small cards, high ones kept for combinations
    }
    if (view.finalRound && view.rules.lastFaceTakesAll && view.viewer === view.dealer && view.hand.length > 1 && isFace(move.card)) {
      // C25: the dealer's last face card takes the rest; playing the last face card before gives that up.
      if (!view.hand.some((c) => c !== move.card && isFace(c))) score -= KEEP_FACE;
    }
    score -= opp * leaves.threat;
    return { move, visits: 0, expectedValue: score, standardError: 0, gains, leavesForNext: leaves };
  });
}

/** The best-scoring candidate; ties broken by `rng` (reservoir choice), or the first when rng is null. */
export function pickBest(scored: readonly CandidateStats[], rng: Rng | null): number {
  let best = 0;
  let ties = 1;
  for (let i = 1; i < scored.length; i++) {
    const d = scored[i]!.expectedValue - scored[best]!.expectedValue;
    if (d > 1e-9) {
      best = i;
      ties = 1;
    } else if (rng && Math.abs(d) <= 1e-9) {
      ties++;
      if (rng.int(ties) === 0) best = i;
    }
  }
  return best;
}

export class NormalBot implements CasinoBot {
  readonly level = 'normal' as const;

  decide(view: CasinoView, legal: readonly CasinoMove[], opts: BotOptions): CasinoDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('NormalBot.decide: no legal moves');
    const rng = new Rng(seedRng(`normal:${opts.seed}`));
    const scored = scoreMoves(view, legal);
    const chosen = scored[pickBest(scored, rng)]!;
    return {
      move: chosen.move,
      stats: { level: 'normal', iterations: 0, candidates: scored.length, elapsedMs: now() - t0, stoppedByTime: false },
      explanation: buildExplanation(view, chosen, scored, 'heuristic', 0),
    };
  }
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
