/**
 * The Ombre family's computer players: their decision, statistics and the structured reason for a
 * move (`OmbreExplanation`: data for the hint, never sentences; the words live in the locales). The
 * generic contract (levels, budget, options, worker messages) is src/ai/types.ts. Rule IDs are those
 * of shared/rules/ombre.md.
 */
import type { BotDecision, BotLevel, BotOptions } from '../../../ai/types.js';
import type { OmbreMove, OmbreView, Phase, Seat, Suit } from '../types.js';

/**
 * Why a move was chosen: one code per kind of reason, each documented in one line so that words can
 * be written for it. "The side" is the Lomber with his partner (Quadrille, Cinquille), or the
 * defenders together.
 */
export type OmbreReason =
  // --- any phase ---
  /** The only legal move (or every legal move is equivalent). */
  | 'forced'
  /** The easy player's pick: a plausible move taken at random. */
  | 'random'
  // --- the auction (O26–O28, QD5) ---
  /** Bids the Ask: the point count with the talon's expected help reaches the threshold (O19, §5.1). */
  | 'bidAsk'
  /** Bids the Ask in colour: the favourite is the hand's best suit (O15, O18). */
  | 'bidAskColour'
  /** Bids Tourné: a black ace and trumps and Kings in several suits, trump left to the turned card (O20). */
  | 'bidTourne'
  /** Bids Obscurité: a poor hand with one card worth keeping, redrawn blind (O21). */
  | 'bidObscurite'
  /** Bids Grand Casco: both black aces, paid like Solo (O22, QD11). */
  | 'bidCasco'
  /** Bids Solo (or Solo in colour) in the suit named: enough sure tricks without an exchange (O23). */
  | 'bidSolo'
  /** Bids Solo tout, the announced vole: every trick looks sure (O24, CQ7). */
  | 'bidSoloTout'
  /** Bids Grandissimo: enough top cards to win with only the black aces as trumps (V-O-6). */
  | 'bidGrandissimo'
  /** Bids Nullissimo: no black ace and low cards enough to take no trick (V-O-6). */
  | 'bidNullissimo'
  /** Bids Mediateur: with the King asked for, the hand plays alone against three (QD10, CQ4). */
  | 'bidMediateur'
  /** Holds the challenger's level: the hand supports it and the earlier seat has priority (O26, O28). */
  | 'hold'
  /** Passes: no level above the current bid is worth playing with this hand (O26, O27). */
  | 'pass'
  // --- trump, conversion, throw-in (O29, O32, O38) ---
  /** Names the suit with the best prospects as trump (O32). */
  | 'nameTrump'
  /** Names the favourite as trump: the Ask becomes Ask in colour, all honours doubled (O15, O29). */
  | 'nameFavourite'
  /** Converts the uncontested Ask into a higher contract below Solo (O29). */
  | 'convert'
  /** Gives the game up: a single bête costs less than the expected loss of playing on (O38, O58). */
  | 'throwIn'
  // --- calls and the Mediateur (QD7, QD8, QD10, QD11, QD6) ---
  /** Calls the King of a suit where the hand is short or holds a guarded Queen (QD7, rules 20–21). */
  | 'callKing'
  /** Holds all four Kings and calls a Queen (QD8). */
  | 'callQueen'
  /** Calls a King of his own hand: plays alone (QD8, CQ9). */
  | 'callOwnKing'
  /** Grand Casco or Spadille forcée: calls the King whose suit, as trump, suits the hand best (QD6, QD11). */
  | 'callTrumpKing'
  /** Mediateur: asks for the King of his longest suit (QD10, rule 14). */
  | 'askKing'
  /** Mediateur: gives back the least useful card (QD10). */
  | 'giveBack'
  // --- the exchange (O33–O37, §5.2) ---
  /** Lays away a card that is neither a trump nor a King (§5.2). */
  | 'discard'
  /** Lays away the last card of a plain suit: the void lets the hand trump it (§5.2). */
  | 'discardVoid'
  /** Obscurité: lays away everything but the card worth keeping (O21). */
  | 'obscuriteKeep'
  /** Ends the exchange, drawing as many cards as laid away (O34). */
  | 'take'
  /** Buys nothing: the hand needs no cards, or leaves them to the next buyer (§5.2). */
  | 'keepHand'
  // --- the card play (O39–O48) ---
  /** Stops after the premiers: the vole is too uncertain (O43). */
  | 'stop'
  /** Leads on after the premiers, declaring the vole: the remaining tricks look sure (O43, O47). */
  | 'declareVole'
  /** The partner leads the called King at his first lead, showing himself (Quadrille rule 25). */
  | 'leadCalledKing'
  /** Leads the top trump to draw the others' trumps while holding the trump force (L2421–2428). */
  | 'drawTrumps'
  /** Leads a small trump from length, keeping the high ones (rule 10). */
  | 'leadSmallTrump'
  /** Leads a card that should win its trick. */
  | 'cashWinner'
  /** Leads a low card, keeping the high ones. */
  | 'leadLow'
  /** Leads a suit the Lomber lacks, making him spend a trump. */
  | 'leadForce'
  /** Takes the trick with the cheapest card that wins it. */
  | 'winTrick'
  /** Trumps a plain suit it lacks to take the trick. */
  | 'ruff'
  /** A defender takes the trick the Lomber was winning: no trick for the Lomber (general rule 2). */
  | 'stopLomber'
  /** The side already holds the trick: plays low (rule 5). */
  | 'followPartner'
  /** Gives the trick up with the least useful card of the suit. */
  | 'duck'
  /** Lacks the suit and cannot or need not win: throws the least useful card. */
  | 'discardLow';

/** The deal's outcome over the playouts, as shares 0…1 (the engine's `outcome`, seen from the Lomber). */
export interface OutcomeShares {
  win: number;
  remise: number;
  codille: number;
  thrownIn: number;
  /** Everybody passed (auction decisions only). */
  passed: number;
}

/** Statistics of one candidate move. */
export interface OmbreCandidate {
  move: OmbreMove;
  /** Playouts that tried this move (0 for the heuristic players and for moves decided by rule). */
  visits: number;
  /**
   * Search: the seat's expected marks over the rest of the deal (balance change plus its 1/n share of
   * what the deal adds to the table). Heuristic: the rule of thumb's score (bidding: points minus threshold).
   */
  value: number;
  /** Standard error of `value` (0 without playouts). */
  standardError: number;
  /** Search: how the deal ended over the playouts; else null. */
  outcomes: OutcomeShares | null;
  /** Search: mean tricks of the seat's side (the seat alone as a defender in Ombre) by the end of the deal; else null. */
  tricks: number | null;
  /** Search, card play: share 0…1 of the playouts in which the seat's side took the trick in progress; else null. */
  trickWon: number | null;
  /** Search, auction: share 0…1 of the playouts in which the seat became the Lomber; else null. */
  lomber: number | null;
  /** The exchange: the whole plan this candidate stands for, the cards to lay away in order (empty: buy nothing); else null. `move` is the plan's next step. */
  plan: string[] | null;
}

/** The §5.1 point count behind a bidding, trump or throw-in decision. */
export interface OmbreHandFigures {
  /** The trump the count is for (null: Grandissimo, or averaged over the turned card's suit). */
  trump: Suit | null;
  /** The hand's points (§5.1; of the cards kept when the talon's help is counted). */
  points: number;
  /** The talon's expected help in points (0 when the Lomber does not exchange). */
  help: number;
  /** The threshold compared with (§5.1, PD-O-27; with the help offset when help counts). */
  threshold: number;
}

/** The structured reason for a move, for the hint. Data only: the locales turn it into words. */
export interface OmbreExplanation {
  reason: OmbreReason;
  /** The seat the explanation is for (the viewer). */
  seat: Seat;
  /** The move chosen (one of the legal moves, the same object). */
  move: OmbreMove;
  /** The phase the decision was made in. */
  phase: Phase;
  /** The seat's role: 'lomber', 'partner' (known to the seat), 'defender'; null before the auction ends. */
  role: 'lomber' | 'partner' | 'defender' | null;
  /** True when this was the only legal move (or all were equivalent). */
  forced: boolean;
  /** 'search' (strong: playouts), 'heuristic' (normal: rules of thumb), 'rule' (taken without weighing), 'random' (easy). */
  source: 'search' | 'heuristic' | 'rule' | 'random';
  /** Statistics of the chosen move. */
  best: OmbreCandidate;
  /** The other candidates, best first (at most 4). */
  alternatives: OmbreCandidate[];
  /** best.value − the best alternative's value (0 if there is none). */
  margin: number;
  /** Playouts run for this decision in all (0 without search). */
  samples: number;
  /** The point count behind a bid, a trump, a call or a throw-in (§5.1); null elsewhere. */
  hand: OmbreHandFigures | null;
}

export interface BotStats {
  level: BotLevel;
  /** Playouts run (strong), else 0. */
  iterations: number;
  /** Budget units spent: a playout of the card play costs 1, one that also plays auction, exchange or calls costs FULL_DEAL_COST. */
  units: number;
  /** Distinct candidate moves considered. */
  candidates: number;
  /** Wall time of the decision in milliseconds (informative; not part of the reproducible result). */
  elapsedMs: number;
  /** True when the time budget stopped the search before the iteration budget. */
  stoppedByTime: boolean;
}

/** An Ombre bot's answer. */
export interface OmbreDecision extends BotDecision<OmbreMove, OmbreExplanation> {
  /** Always one of the `legal` moves passed in (the same object). */
  move: OmbreMove;
  stats: BotStats;
  explanation: OmbreExplanation;
}

export interface OmbreBot {
  readonly level: BotLevel;
  /** Chooses one of `legal` for `view.viewer`, who must be to move. Pure apart from the clock (and a cache of exchange plans). */
  decide(view: OmbreView, legal: readonly OmbreMove[], opts: BotOptions): OmbreDecision;
}
