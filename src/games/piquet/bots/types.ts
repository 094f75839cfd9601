/**
 * Piquet's computer players: their decision, statistics and the structured reason for a move
 * (`PiquetExplanation`: data, not sentences; the words are the locales'). The generic contract
 * (levels, budget, options, worker messages) is src/ai/types.ts.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { PiquetMove, PiquetView, Seat } from '../types.js';

/**
 * Why the move was chosen. For the strong player the search decides; the code then names what the
 * chosen move does (the first that applies, in the order of the checks in explain.ts).
 */
export type PiquetReason =
  /** Only one legal move, or every legal move is worth the same (cards equal in play). */
  | 'forced'
  /** Exchange: the discards keep the longest suit, for the point (Q18). */
  | 'keepLongSuit'
  /** Exchange: the discards keep a sequence of three or more (Q19). */
  | 'keepSequence'
  /** Exchange: the discards keep a trio or quatorze of A, K, Q, J or 10 (Q21). */
  | 'keepSet'
  /** Exchange: the discards keep the high cards that win tricks (leads, Q29; cards, Q32). */
  | 'keepWinners'
  /** Exchange: takes fewer cards than allowed; the hand is worth more than the cards it would draw (Q12, Q14). */
  | 'exchangeFewer'
  /** Play: leads a card that no card the opponent may hold can beat. */
  | 'cashWinner'
  /** Play: leads the top of touching honours (or from a long suit) to drive out a higher card and make the rest good. */
  | 'establishSuit'
  /** Play: leads a low card, keeping the honours of the suit. */
  | 'leadLow'
  /** Play: leads a counting card that brings the elder to 30 before the younger scores: a pique (Q27). */
  | 'makePique'
  /** Play: beats the card led (a point for beating, Q30, and the next lead). */
  | 'winTrick'
  /** Play: follows low although it could beat, keeping the higher card for later. */
  | 'duck'
  /** Play: cannot beat the card led; plays the lowest card of the suit. */
  | 'followLow'
  /** Play: cannot follow suit; throws away a card of little use. */
  | 'discardLow'
  /** Play: cannot follow suit; throws a card but keeps the low card that guards a king or queen. */
  | 'protectGuard'
  /** Play: takes the last trick (Q31). */
  | 'winLastTrick'
  /** Play: wins the seventh trick, for the cards (Q32). */
  | 'winCards'
  /** Play: wins a first trick, so that the opponent cannot make a capot (Q33). */
  | 'stopCapot'
  /** Play (younger): scores a point in play, so that the elder cannot make a pique (Q27). */
  | 'stopPique';

/** One candidate of a decision with its value. */
export interface PiquetCandidate {
  /** The move made now for this candidate (for an exchange plan: its next discard, or take). */
  move: PiquetMove;
  /** Exchange only: every card this candidate lays away in this exchange (those already laid away included), pack order. */
  discards?: string[];
  /**
   * Search: the mean over the sampled deals of (the seat's points − the opponent's points) from now to
   * the end of the deal, plus ±50 when the game ends in it (won or lost). Heuristic bots: their score.
   */
  expectedValue: number;
  /** Sampled deals that tried this candidate (0 for heuristic bots). */
  visits: number;
  /** Standard error of expectedValue (0 when not searched). */
  standardError: number;
}

/** The structured reason for a move, for hints. Seats are engine seat numbers. */
export interface PiquetExplanation {
  /** The seat the explanation is for (the viewer). */
  seat: Seat;
  kind: 'exchange' | 'play';
  /** The move chosen (the same as the decision's move). */
  move: PiquetMove;
  reason: PiquetReason;
  /** True when this was the only legal move (or all were equal). */
  forced: boolean;
  /** Exchange: every card the bot means to lay away in this exchange (pack order), those already laid away included. */
  discardPlan?: string[];
  /** The chosen candidate. */
  best: PiquetCandidate;
  /** The other candidates, best first (at most 4). */
  alternatives: PiquetCandidate[];
  /** best.expectedValue − the first alternative's (0 when there is none): how clear the choice is. */
  margin: number;
  /** Sampled deals (determinisations) the search used; 0 for a heuristic choice. */
  samples: number;
  /** 'search' (strong: Monte Carlo statistics) or 'heuristic' (normal: rules of thumb). */
  source: 'search' | 'heuristic';
}

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  /** Distinct candidates considered (moves equal in play count once; exchange plans for an exchange). */
  candidates: number;
  /** Wall time of the decision in milliseconds (informative; not part of the reproducible result). */
  elapsedMs: number;
  /** True when the time budget stopped the search before the iteration budget. */
  stoppedByTime: boolean;
}

/** A Piquet bot's answer. */
export interface PiquetDecision extends BotDecision<PiquetMove, PiquetExplanation> {
  /** Always one of the `legal` moves passed in (the same object). */
  move: PiquetMove;
  stats: BotStats;
  /** Filled by the strong and normal bots; undefined for easy. */
  explanation?: PiquetExplanation;
}

export interface PiquetBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.viewer`, who must be to move. Pure apart from the clock. */
  decide(view: PiquetView, legal: readonly PiquetMove[], opts: BotOptions): PiquetDecision;
}
