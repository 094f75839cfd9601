/**
 * The Hundertspiel's computer players: their decision, statistics and the structured reason for a move
 * (`HundertspielExplanation`: data for the hint, never sentences; the words live in the locales). The
 * generic contract (levels, budget, options, worker messages) is src/ai/types.ts. Rule IDs are those of
 * shared/rules/hundertspiel.md.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { HundertspielMove, HundertspielView, Phase, Seat } from '../types.js';

/**
 * Why a move was chosen: one code per kind of reason, for the hint's words (written in the locales).
 * Every code is documented in one line; "the party" is the seat's partnership (the seat alone with 3 players).
 */
export type HundertspielReason =
  // --- any phase ---
  /** The only legal move (or all legal moves are equivalent). */
  | 'forced'
  /** V-H-6: the party has 100 or more, so declaring "out" wins the game now (PD-H-26). */
  | 'declareOut'
  // --- opt-in (V-H-7) ---
  /** V-H-7: agrees to play the deal alt und neu (H36). */
  | 'agreeAltUndNeu'
  /** V-H-7: refuses alt und neu for this deal (H36). */
  | 'refuseAltUndNeu'
  // --- announcements (H11–H19) ---
  /** Announces a set of honours: its points count at once (H15, H19, H32). */
  | 'announceHonours'
  /** Lays one Do for a 26: expects to win the last trick with it (H12, H45). */
  | 'announce26'
  /** Lays two Do's for a 52: expects to win the last two tricks with them (H13, H46). */
  | 'announce52'
  /** V-H-3: lays the trump Do for a first-trick 52 (H47). */
  | 'announceFirst52'
  /** Announces nothing (more): no 26 or 52 is worth its risk with this hand. */
  | 'noAnnouncement'
  /** Says Contra (or Recontra, Supra-Contra): expects the announcement asked about to go the party's way (H16, H40). */
  | 'contra'
  /** Does not double the announcement asked about: the risk is too high (H16). */
  | 'noContra'
  // --- Scat game (H55–H62) ---
  /** Bids a 26 in this suit: its Do and enough of the suit to hold the trumps (H57). */
  | 'bid'
  /** Says "Weiter": no suit worth a bid, or the current bid (maybe the partner's) is better left alone (H57). */
  | 'noBid'
  /** Buys the Scat: the hand should make a 26 with the cards bought (H58). */
  | 'buyScat'
  /** Leaves the Scat: the hand is too weak for a 26 (H58, H59). */
  | 'declineScat'
  /** Lays away a card that does not help the trumps; its points count for the party after the last trick (H58, H60). */
  | 'discard'
  /** Names the suit with the strongest trumps among those whose Do is held (H58). */
  | 'chooseTrump'
  // --- trick play (H20–H30) ---
  /** Wins trick 1 with the trump Do: 52 points (H28). */
  | 'doFirstTrick'
  /** Trumps an untrumped first trick so that the dealer cannot win it with the trump Do (§38, H28, H47). */
  | 'trumpFirstTrick'
  /** Wins the trick with a Do: 10 points more, 20 in the last trick (H26, H27). */
  | 'doTrick'
  /** Takes the trick (and its points) with this card. */
  | 'winTrick'
  /** Leads a card expected to win its trick. */
  | 'cashWinner'
  /** Leads a trump to draw the other players' trumps. */
  | 'drawTrumps'
  /** Leads a trump to force out an opponent's laid Do before the last trick, which loses his announcement (H20, H43). */
  | 'attackLaidDo'
  /** Plays for the party's own announcement: keeps the laid Do, draws trumps, keeps a trump to follow (H43). */
  | 'protectAnnouncement'
  /** Keeps a trump to beat an opponent's laid Do in the last trick (H43, H45). */
  | 'guardAgainstDo'
  /** Keeps the trump Do for a later trick (the last trick is worth 26 with it, H27) and plays another card. */
  | 'keepTrumpDo'
  /** The partner wins the trick: adds a card with points to it (4 players). */
  | 'smearPartner'
  /** The partner wins the trick: adds a card worth little and keeps the better ones (4 players). */
  | 'followPartner'
  /** Gives up a trick it cannot or should not win, with a card worth little. */
  | 'duckTrick'
  /** Leads a card worth little, leaving the others to spend their good cards. */
  | 'leadLow';

/** Statistics of one candidate move. */
export interface HundertspielCandidate {
  move: HundertspielMove;
  /** Playouts that tried this move (0 for the heuristic players and for moves decided by a rule). */
  visits: number;
  /**
   * Search: the expected gain of the seat in marks over the rest of the deal, counting points toward 100
   * at their estimated worth in marks (higher is better). Heuristic: the score of the move in points.
   */
  value: number;
  /** Standard error of `value` (0 without playouts). */
  standardError: number;
  /** Search: mean points of the party minus the opponents' (mean of the others' with 3 players) over the rest of the deal; else null. */
  points: number | null;
  /** Search: mean marks the seat wins or loses by the end of the deal (game, Matsch, announcements); else null. */
  marks: number | null;
  /** Card play: share 0…1 of the playouts (heuristic: the estimated chance) in which the party won the current trick; else null. */
  trickWon: number | null;
  /**
   * Announcements, Contra, Scat bids and buys: share 0…1 of the playouts in which the announcement at
   * stake (the seat's own, or the one asked about) was won by its announcer; else null.
   */
  announcementWon: number | null;
}

/** The structured reason for a move, for the hint. Data only: the locales turn it into words. */
export interface HundertspielExplanation {
  reason: HundertspielReason;
  /** The seat the explanation is for (the viewer). */
  seat: Seat;
  /** The move chosen (one of the legal moves). */
  move: HundertspielMove;
  /** The phase the decision was made in. */
  phase: Phase;
  /** True when this was the only legal move (or all legal moves were equivalent). */
  forced: boolean;
  /** 'search' (strong: playouts), 'heuristic' (normal: rules of thumb) or 'rule' (a move taken without weighing, e.g. honours). */
  source: 'search' | 'heuristic' | 'rule';
  /** Statistics of the chosen move. */
  best: HundertspielCandidate;
  /** The other candidate moves, best first (at most 4). */
  alternatives: HundertspielCandidate[];
  /** best.value − the best alternative's value (0 if there is none): how clear the choice is. */
  margin: number;
  /** Playouts run for this decision in all (0 without search). */
  samples: number;
}

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  /** Distinct candidate moves considered (equivalent cards count once). */
  candidates: number;
  /** Wall time of the decision in milliseconds (informative; not part of the reproducible result). */
  elapsedMs: number;
  /** True when the time budget stopped the search before the iteration budget. */
  stoppedByTime: boolean;
}

/** A Hundertspiel bot's answer. */
export interface HundertspielDecision extends BotDecision<HundertspielMove, HundertspielExplanation> {
  /** Always one of the `legal` moves passed in (the same object). */
  move: HundertspielMove;
  stats: BotStats;
  /** Filled by the strong and normal bots; undefined for easy. */
  explanation?: HundertspielExplanation;
}

export interface HundertspielBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.viewer`, who must be to move. Pure apart from the clock. */
  decide(view: HundertspielView, legal: readonly HundertspielMove[], opts: BotOptions): HundertspielDecision;
}
