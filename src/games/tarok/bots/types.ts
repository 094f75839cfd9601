/**
 * Tarok's computer players: their decision, statistics and the structured reason for a move (data,
 * no words: the hint's sentences belong to the texts). The generic contract is src/ai/types.ts.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { TarokMove, TarokView } from '../types.js';

/** One candidate's statistics (the heuristic levels: visits 0, the numbers null). */
export interface CandidateStats {
  move: TarokMove;
  /** Sampled deals the move was played out in. */
  visits: number;
  /** Mean the deal brought the seat: points (marks) of its balance, en deux its score less the opponent's. */
  expectedValue: number | null;
  standardError: number | null;
}

export interface TarokExplanation {
  /** The seat the explanation is for. */
  seat: number;
  move: TarokMove;
  /**
   * What the rules of thumb saw: voidSuit, keepPagat, layPagat (skat); bid, pass, hold (auction);
   * callCard (call); giveBack (give); huntPagat, waitPagat, whip, savePagat, pagatUltimo, saveFigure,
   * drawTaroks, cashMaster, leadNoFigure, leadLow, takeFigures, win, duck, friendWinning, overtrump,
   * signalPagat, keepXXI, discard, follow (play); careless (easy); searched (strong).
   */
  reason: string;
  /** The heuristic followed (a B-T id), null if none. */
  rule: string | null;
  source: 'heuristic' | 'search';
  /** The seat's own count of its taroks (the Sky included) in hand (B-T-1); null where it does not judge. */
  taroks: number | null;
  /** B-T-13: the hand's value for the auction (Taroklomber's auction and call); null elsewhere. */
  handValue: number | null;
  /** Strong: the normal player's rules would have chosen the same move; null for the other levels. */
  agreesWithNormal: boolean | null;
  best: CandidateStats;
  /** The other candidates, best first (at most 4). */
  alternatives: CandidateStats[];
  /** Sampled deals the search drew (0: not searched). */
  samples: number;
}

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  /** Budget units spent (strong: playouts × the units one costs, strong.ts), else absent. */
  units?: number;
  candidates: number;
  /** Wall time (informative, not part of the reproducible result). */
  elapsedMs: number;
  stoppedByTime: boolean;
}

export interface TarokDecision extends BotDecision<TarokMove, TarokExplanation> {
  move: TarokMove;
  stats: BotStats;
  explanation: TarokExplanation;
}

export interface TarokBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.seat`, who must be to move. Pure apart from the clock. */
  decide(view: TarokView, legal: readonly TarokMove[], opts: BotOptions): TarokDecision;
}
