/**
 * Casino's computer players: their decision, statistics and the structured reason for a move
 * (`CasinoExplanation`, data only: the words live in the locales). The generic contract (levels,
 * budget, options, worker messages) is src/ai/types.ts. Rule IDs are those of shared/rules/casino.md.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { CasinoMove, CasinoView, Seat } from '../types.js';

/**
 * Why a move was chosen, most important first. One code per idea, so that the lead can write one
 * sentence per code; the numbers behind each are in the rest of the explanation.
 */
export type CasinoReason =
  /** The only legal move (or every legal move is the same up to suits that never score). */
  | 'forced'
  /** C25: the dealer's last card is a face card and must take every card left on the table. */
  | 'lastFaceCard'
  /** The move reaches the target now (a clearing point, C23, C30/C34): the game is won at once. */
  | 'winsGame'
  /** The capture empties the table: 1 clearing point at once (C23). */
  | 'clearing'
  /** The move takes or secures big casino, 10D (2 at the count, C4, C28). */
  | 'bigCasino'
  /** The move takes or secures little casino, 2S (1 at the count, C4, C28). */
  | 'littleCasino'
  /** The move takes or secures one or more aces (1 each at the count, C28). */
  | 'ace'
  /** The move takes more spades than the best alternative (most spades: 1 at the count, C28, C35). */
  | 'spades'
  /** The move takes more cards than the best alternative (most cards: 3 at the count, C28, C35). */
  | 'mostCards'
  /** Final round: the capture makes the bot's side the last capturer, so the leftovers should come to it (C26). */
  | 'lastCapture'
  /** The move leaves the next player less to take than the alternatives (in particular no clearing). */
  | 'denyNext'
  /** A trail (C13, C14) that gives the next player as little as possible: no clearing, no counting card within reach. */
  | 'trailSafe'
  /** A trail of a face card: it can only ever be paired (C17), so it gives away least (source general rule 2). */
  | 'trailFace'
  /** The dealer in the final round keeps a face card for the last card of the deal, which then takes the rest (C25). */
  | 'keepFaceForLast'
  /** The move keeps a counting card (an ace, a casino) or a ten in the hand for a later capture rather than risk it. */
  | 'keepValuable'
  /** No single feature decides: the simulated deals (strong) or the heuristic score (normal) favour it overall. */
  | 'bestOutcome';

/** What a capture takes (played card included): what goes to the bot's side's pile now. */
export interface CaptureGains {
  /** Cards that go to the pile (the played card and the taken cards); 0 for a trail. */
  cards: number;
  spades: number;
  /** Aces among them (card ids). */
  aces: string[];
  bigCasino: boolean;
  littleCasino: boolean;
  /** The table is empty afterwards and a clearing point is scored (C23; never with the last card of the deal). */
  clearing: boolean;
  /** The clearing point reaches the target: the game is won at once (C30, C34). */
  winsGame: boolean;
}

/** What the move leaves for the player who acts next. */
export interface LeavesForNext {
  /** Seat of the next player to act (after a hand-round ends: the first player of the next one), or null at the end of the deal. */
  nextPlayer: Seat | null;
  /** The table after the move. */
  tableAfter: string[];
  /** Some single card (of a rank the bot has not seen all of) could take the whole table: a clearing for the next player. */
  clearingThreat: boolean;
  /**
   * The next player's expected best take from tableAfter, in the bots' point scale (count points and
   * clearing points, estimated from the cards the bot has not seen); 0 when nobody acts next.
   */
  threat: number;
  /** From the search (strong only, else null): share 0…1 of the simulated deals in which the next player cleared the table. */
  replyClearingRate: number | null;
}

/** Statistics for one candidate move. */
export interface CandidateStats {
  move: CasinoMove;
  /** Simulated deals (playouts) that tried this move; 0 for heuristic bots. */
  visits: number;
  /**
   * Strong: the mean, over the simulated deals, of the bot's side's points from here to the end of
   * the deal minus the other sides' (mean of the others with 3 players), plus 8 per unit won if the
   * game ends in the deal. Normal: its heuristic score in the same point scale.
   */
  expectedValue: number;
  /** Standard error of expectedValue (0 for heuristic bots). */
  standardError: number;
  gains: CaptureGains;
  leavesForNext: LeavesForNext;
}

/**
 * The structured reason for a move, for hints: data only; the UI turns it into words.
 * Seats are engine seat numbers (names come from the UI).
 */
export interface CasinoExplanation {
  /** The seat the explanation is for (the viewer). */
  seat: Seat;
  /** The chosen move (the same object as `best.move`). */
  move: CasinoMove;
  kind: 'capture' | 'trail';
  /** Main reason first; never empty. */
  reasons: CasinoReason[];
  /** reasons[0]. */
  reason: CasinoReason;
  /** True when there was only one candidate. */
  forced: boolean;
  gains: CaptureGains;
  leavesForNext: LeavesForNext;
  /** Stats of the chosen move. */
  best: CandidateStats;
  /** The other candidates, best first (at most 4). */
  alternatives: CandidateStats[];
  /** Expected value of the chosen move and of the best alternative (null if none). */
  bestValue: number;
  nextValue: number | null;
  /**
   * bestValue − nextValue (0 if there is no alternative): how clear the choice is. Strong: may be
   * slightly negative when the search's leader was within its noise (DEFAULT_CONFIDENCE) and the
   * normal player's choice was kept.
   */
  margin: number;
  /** Playouts run for this decision (0 for heuristic bots). */
  samples: number;
  /** 'search' (strong: Monte Carlo statistics) or 'heuristic' (normal and easy: a static score). */
  source: 'search' | 'heuristic';
}

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  /** Distinct candidate moves considered (moves equal up to non-scoring suits count once). */
  candidates: number;
  /** Wall time of the decision in milliseconds (informative; not part of the reproducible result). */
  elapsedMs: number;
  /** True when the time budget stopped the search before the iteration budget. */
  stoppedByTime: boolean;
}

/** A Casino bot's answer. */
export interface CasinoDecision extends BotDecision<CasinoMove, CasinoExplanation> {
  /** Always one of the `legal` moves passed in (the same object). */
  move: CasinoMove;
  stats: BotStats;
  explanation: CasinoExplanation;
}

export interface CasinoBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.viewer`, who must be to move. Pure apart from the clock. */
  decide(view: CasinoView, legal: readonly CasinoMove[], opts: BotOptions): CasinoDecision;
}
