/**
 * Boston's computer players: their decision, statistics and the structured reason for a move (data,
 * no words: the hint's sentences belong to the texts). The generic contract is src/ai/types.ts.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { BostonMove, BostonSeatView, Class } from '../types.js';

/** One candidate's statistics (the heuristic levels: visits 0, the numbers null). */
export interface CandidateStats {
  move: BostonMove;
  /** Sampled deals the move was played out in. */
  visits: number;
  /** Mean marks the deal brought the seat (its balance at the end of the deal less before). */
  expectedValue: number | null;
  standardError: number | null;
}

export interface BostonExplanation {
  /** The seat the explanation is for. */
  seat: number;
  move: BostonMove;
  /** What the rules of thumb saw: bidTricks, bidMisere, pass, seek, whist, drawTrumps, cashMaster, duckUnder, leaveToDeclarer, … */
  reason: string;
  /** The heuristic followed (a B-BO id), null if none. */
  rule: string | null;
  source: 'heuristic' | 'search';
  /** B-BO-1: the seat's estimate of its tricks by class (auction, trump, whist); null elsewhere. */
  tricks: Record<Class, number> | null;
  /** B-BO-2: the misère danger of its hand (auction, discard); null elsewhere. */
  danger: number | null;
  /** Strong: the normal player's rules would have chosen the same move; null for the other levels. */
  agreesWithNormal: boolean | null;
  best: CandidateStats;
  /** The other candidates, best first (at most 4). */
  alternatives: CandidateStats[];
  /** Sampled deals the search drew (0: not searched). */
  samples: number;
  /** What a card does to the trick as it stands (play only; else null): lead, win it, stay under, ruff, discard another suit. */
  effect: CardEffect | null;
  /** Strong: the share (0 … 1) of the best move's playouts in which the deal brought the seat marks; null unsearched. */
  gainShare: number | null;
  /** Strong, when the search chose another move than the rules of thumb: that move's statistics; else null. */
  normal: CandidateStats | null;
}

export type CardEffect = 'lead' | 'win' | 'under' | 'ruff' | 'discard';

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  candidates: number;
  /** Wall time (informative, not part of the reproducible result). */
  elapsedMs: number;
  stoppedByTime: boolean;
}

export interface BostonDecision extends BotDecision<BostonMove, BostonExplanation> {
  move: BostonMove;
  stats: BotStats;
  explanation: BostonExplanation;
}

export interface BostonBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.seat`, who must be to move. Pure apart from the clock. */
  decide(view: BostonSeatView, legal: readonly BostonMove[], opts: BotOptions): BostonDecision;
}
