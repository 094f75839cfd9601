/**
 * Whist's computer players: their decision, statistics and the structured reason for a move
 * (`WhistExplanation`: data, no words; the hint's sentences live in the locales). The generic
 * contract (levels, budget, options, worker messages) is src/ai/types.ts.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { Seat, WhistMove, WhistView } from '../types.js';

/**
 * Why the card (or the call) was chosen, read from the position and the card (the same for every
 * level; B-W ids from shared/rules/whist.md §10). Leads:
 */
export type WhistReason =
  /** B-W-2: the call at eight ("can you?"): the side stands at 8 and the seat holds two honours or more. */
  | 'call'
  /** The only legal card, or all legal cards are worth the same (equal cards in one suit). */
  | 'onlyCard'
  /** B-W-3: leads from a top sequence (A-K-Q, K-Q-J, Q-J-10, counting played cards as gone). */
  | 'topSequence'
  /** B-W-1: leads a card that is the highest of its suit still out: a sure trick unless it is trumped. */
  | 'cashWinner'
  /** B-W-5, B-W-8, B-W-9: leads a trump, to draw the opponents' trumps. */
  | 'leadTrumps'
  /** Leads the suit partner led earlier (returning partner's lead). */
  | 'returnPartnersLead'
  /** Leads a suit partner has shown out of, so that he can trump it. */
  | 'partnerCanRuff'
  /** B-W-4: an invite: a card no higher than a six from a suit holding A, K or Q. */
  | 'invite'
  /** Leads from a short suit (one or two cards), to be able to trump it later. */
  | 'shortSuit'
  /** B-W-4: leads from a long suit with no invite in it. */
  | 'longSuit'
  // Following suit:
  /** B-W-12: second to play, a low card; does not cover. */
  | 'secondHandLow'
  /** Second to play, covers the honour led with a higher card. */
  | 'coverHonour'
  /** B-W-13: third to play, high enough to win the trick (also over partner's card that could still be beaten). */
  | 'thirdHandHigh'
  /** Wins the trick so far, as cheaply as possible when last (B-W-13). */
  | 'winTrick'
  /** Could win the trick but plays lower on purpose (keeps the higher card for later). */
  | 'duckTrick'
  /** Cannot win the trick: plays a low card. */
  | 'cannotWin'
  /** Partner is winning the trick: plays low (B-W-13, B-W-14). */
  | 'partnerWinning'
  /** Partner is winning the trick: plays a high card under his to leave him the lead later (B-W-17, unblocking). */
  | 'unblock'
  /** Partner's card holds the trick (a master, or the seat plays last), but the seat takes it over (to get the lead). */
  | 'overtakePartner'
  // Void in the suit led:
  /** B-W-14: void in the suit led, trumps to win the trick. */
  | 'ruff'
  /** Void in the suit led, trumps higher than a trump already played. */
  | 'overruff'
  /** B-W-14: void in the suit led, discards (from the weakest or shortest plain suit). */
  | 'discard';

/** Search statistics for one candidate move (heuristic levels: only `move`, the numbers null). */
export interface CandidateStats {
  move: WhistMove;
  /** Sampled deals in which the move was played out (0 for the heuristic levels). */
  visits: number;
  /**
   * Mean value of the deal's outcome for the seat's side over the sampled deals: its game points
   * gained minus the opponents' (tricks W24, honours W25–W27, capped at the game), plus 3 per rubber
   * point for a game won or lost (W35) and for a slam (W28). Null when not searched.
   */
  expectedValue: number | null;
  /** Standard error of expectedValue (null when not searched). */
  standardError: number | null;
  /** Mean tricks of the seat's side at the end of the deal (those already won included); null when not searched. */
  expectedTricks: number | null;
}

/** The structured reason for a move, for the hint. Seats are engine seat numbers. */
export interface WhistExplanation {
  reason: WhistReason;
  /** The chosen move (one of the legal moves). */
  move: WhistMove;
  /** The seat the explanation is for (the viewer). */
  seat: Seat;
  /** The card played; null for the call. */
  card: string | null;
  /** Place in the trick: 1 = leads … 4 = plays last; 0 for the call. */
  position: number;
  /** Only one legal move, or all legal cards are equal. */
  forced: boolean;
  /** The rule of thumb the normal player followed (a B-W id, 'return' for returning partner's lead), null if none applies. */
  rule: string | null;
  /** Strong: the normal player's rules would have chosen the same (or an equal) card; null for the other levels. */
  agreesWithNormal: boolean | null;
  /** B-W-1: trumps still out (not played, not in the seat's hand). */
  trumpsOut: number;
  /** The card is the highest of its suit still out. */
  master: boolean;
  /** The card wins the trick so far (a lead: true). */
  winning: boolean;
  /** Statistics of the chosen move. */
  best: CandidateStats;
  /** The other candidates, best first (at most 4; equal cards count once). */
  alternatives: CandidateStats[];
  /** best.expectedValue − the best alternative's (0 when there is none or nothing was searched). */
  margin: number;
  /** Sampled deals (determinisations) the search drew. */
  samples: number;
  /** 'search' (strong) or 'heuristic' (normal, easy; also strong's forced moves and the call). */
  source: 'search' | 'heuristic';
}

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  /** Distinct candidate moves (equal cards count once). */
  candidates: number;
  /** Wall time in milliseconds (informative, not part of the reproducible result). */
  elapsedMs: number;
  /** The time budget stopped the search before the iteration budget. */
  stoppedByTime: boolean;
}

/** A Whist bot's answer. */
export interface WhistDecision extends BotDecision<WhistMove, WhistExplanation> {
  /** Always one of the `legal` moves passed in (the same object). */
  move: WhistMove;
  stats: BotStats;
  explanation: WhistExplanation;
}

export interface WhistBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.viewer`, who must be to move. Pure apart from the clock. */
  decide(view: WhistView, legal: readonly WhistMove[], opts: BotOptions): WhistDecision;
}
