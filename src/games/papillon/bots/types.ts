/**
 * Papillon's computer players: their decision, statistics and the structured reason for a move
 * (`MoveExplanation`, turned into words by the hint in ../describe.ts). The generic contract
 * (levels, budget, options, worker messages) is src/ai/types.ts.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { PapillonMove, PapillonView, Seat } from '../types.js';

/** The payouts a capture earns at once (P28–P33), as in the engine's `captureFeats`. */
export interface ExplanationFeats {
  /** Aces among the taken table cards (P28). */
  aces: number;
  /** P29: only aces taken and the capturing card's value equals their number (2 per ace). */
  pureAces: boolean;
  /** P30: three or more table cards taken with a numeral card, not in the final round. */
  kleinPapillon: boolean;
  /** P31: three or more table cards taken with a face card. */
  haneton: boolean;
  /** P32: the capture empties the table; the next player with cards has to lay down. */
  sautenelle: boolean;
}

/** What a move leaves on the table for the next player (the one who acts right after the bot's seat). */
export interface LeavesForNext {
  /** Seat of the next player to act after this move (same hand-round), or null if nobody else holds cards. */
  nextPlayer: Seat | null;
  /** The table cards after the move (after a lay-down: the old table plus the laid-down cards). */
  tableAfter: string[];
  /** The table is empty after the move: the next player with cards must lay down (P27). */
  emptyTable: boolean;
  /** Card values 1–13 (A=1 … K=13) with which some card could capture from tableAfter. */
  capturableValues: number[];
  /** Card values 2–13 that a group of two or more table cards adds up to (sum captures, P19b). */
  sumValues: number[];
  /** True when some sum capture exists on tableAfter (sumValues non-empty). */
  sumThreat: boolean;
  /** Aces lying on tableAfter (each pays its taker 1 from each other player, P28). */
  acesLeft: number;
  /** Some single capture could take all of tableAfter (a Sautenelle for the next player, P32). */
  sautenelleThreat: boolean;
  /**
   * From the search (strong only, else null): share 0…1 of the simulated deals in which the next
   * player's reply was a capture, and his mean gain in counters from that reply (negative after a lay-down).
   */
  replyCaptureRate: number | null;
  replyMeanGain: number | null;
}

/** Search statistics for one candidate move (strong bot; heuristic bots give score only). */
export interface CandidateStats {
  move: PapillonMove;
  /** Number of simulated deals (playouts) that tried this move. */
  visits: number;
  /**
   * Expected counters won by the bot over the rest of this deal after this move (its balance change,
   * plus its 1/n share of the pot left at the end). Heuristic bots: their score instead.
   */
  expectedValue: number;
  /** Standard error of expectedValue (0 for heuristic bots). */
  standardError: number;
  /** Share 0…1 of the simulated deals in which the bot won the deal (P39), or null if not searched. */
  winRate: number | null;
  /** Counters each other player pays at once for this move (0 for a lay-down). */
  gainEach: number;
  leavesForNext: LeavesForNext;
}

/**
 * The structured reason for a move, for hints ("takes the ace and leaves no sum of 10 for Anna").
 * Data only: the UI turns it into words. Seats are engine seat numbers (names come from the UI).
 */
export interface MoveExplanation {
  /** 'capture' or 'layDown' (a lay-down is always forced, P18). */
  kind: 'capture' | 'layDown';
  /** The seat the explanation is for (the viewer). */
  seat: Seat;
  /** True when this was the only legal move (or all legal moves are the same up to suits). */
  forced: boolean;
  /** Capture: the hand card played. Lay-down: undefined. */
  card?: string;
  /** Capture: the table cards taken. Lay-down: the cards laid down. */
  take: string[];
  /** Counters each other player pays at once (P28–P33); 0 for a lay-down. */
  gainEach: number;
  /** gainEach × (players − 1); for a lay-down: aces×(players−1) − cards laid down (P27). */
  immediateNet: number;
  feats: ExplanationFeats;
  /** Final round: this capture empties the bot's hand first, so it wins the deal and the pot (P39, P41). */
  winsDeal: boolean;
  leavesForNext: LeavesForNext;
  /** Stats of the chosen move (visits, expectedValue, winRate…). */
  best: CandidateStats;
  /** The other candidate moves, best first (at most 4), with the same stats. */
  alternatives: CandidateStats[];
  /** best.expectedValue − the best alternative's expectedValue (0 if there is none): how clear the choice is. */
  margin: number;
  /** 'search' (strong: Monte Carlo statistics) or 'heuristic' (normal/easy: static score). */
  source: 'search' | 'heuristic';
}

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  /** Distinct candidate moves considered (moves equal up to suits count once). */
  candidates: number;
  /** Wall time of the decision in milliseconds (informative; not part of the reproducible result). */
  elapsedMs: number;
  /** True when the time budget stopped the search before the iteration budget. */
  stoppedByTime: boolean;
}


/** A Papillon bot's answer. */
export interface PapillonDecision extends BotDecision<PapillonMove, MoveExplanation> {
  /** Always one of the `legal` moves passed in (the same object). */
  move: PapillonMove;
  stats: BotStats;
  /** Filled by the strong and normal bots; undefined for easy. */
  explanation?: MoveExplanation;
}

export interface PapillonBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.viewer`, who must be to move. Pure apart from the clock. */
  decide(view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): PapillonDecision;
}
