/**
 * Data shapes of the seven patiences of shared/rules/patience.md (contract:
 * shared/contracts/patience-engine.md, documented in docs/patience-engine.md).
 *
 * Conventions for every game:
 * - States are plain readonly JSON data. Every pile is an array from its BOTTOM card to its TOP card
 *   (the last element is the top), including face-down talons and hands (the last element is the
 *   next card to be dealt or turned).
 * - Numbers meant for people (pile numbers, positions, rows, columns, passes, stages, corners)
 *   are 1-based, as in the spec.
 * - Moves come from `legalMoves`; pass one back unchanged to `applyMove`.
 * - Events never name a face-down card; a card appears in an event only once it is face up.
 */
import type { Card, Suit, Rank } from '../../engine/cards.js';
import type { RuleViolation } from '../../engine/game.js';

export type PatienceId = 'doppelhausen' | 'elf' | 'halber-mond' | 'napoleon' | 'reihe' | 'stern' | 'unterstecken';
export type PatienceStatus = 'playing' | 'won' | 'lost';
/** S-GEN-5: interactive games offer real choices; watch-and-step games only forced steps. */
export type PatienceMode = 'interactive' | 'watch-and-step';

export interface PatienceOptions {
  /** Variant IDs of the spec, e.g. ['V-STE-1'], ['V-NAP-1']. Off by default. */
  readonly variants?: readonly string[];
  /** Doppelhausen with V-DH-1: cards in the left stock (the rest form the right stock). */
  readonly split?: number;
}

interface Base {
  readonly variants: readonly string[];
  /** S-GEN-3: the seed of the shuffle, or null for a game built from a given order. */
  readonly seed: string | number | null;
}

// ---------------------------------------------------------------- Doppelhausen (S-DH)

export type DhPile = 'leftWaste' | 'leftStock' | 'rightStock' | 'rightWaste' | 'reserve';

export interface DoppelhausenState extends Base {
  readonly game: 'doppelhausen';
  readonly piles: { readonly [P in DhPile]: readonly Card[] };
  /** Cards at the bottom of a pile that have never been face up on top (only stocks and reserve). */
  readonly unseen: { readonly leftStock: number; readonly rightStock: number; readonly reserve: number };
  /** Removed pairs, in order (set aside face down, but they were seen). */
  readonly removed: readonly Card[];
  readonly pass: number;
  /** S-DH-7(b): whether this pass began with two stocks of equal size. */
  readonly passEqual: boolean;
  readonly pairsThisPass: number;
}

export type DoppelhausenMove =
  /** S-DH-4: remove two visible cards of the same rank (piles in the fixed order of DH_PILES). */
  | { readonly type: 'pair'; readonly piles: readonly [DhPile, DhPile]; readonly cards: readonly [Card, Card] }
  /** S-DH-5: both stock tops onto their wastes. */
  | { readonly type: 'draw' }
  /** S-DH-6: the leftover stock onto the reserve. */
  | { readonly type: 'toReserve'; readonly from: 'leftStock' | 'rightStock'; readonly count: number }
  /** S-DH-7(c): new stocks from the wastes; `pass` is the pass that begins. */
  | { readonly type: 'newPass'; readonly pass: number };

export interface DhTop {
  readonly pile: DhPile;
  readonly card: Card;
}

export type DoppelhausenEvent =
  | { readonly type: 'pairRemoved'; readonly piles: readonly [DhPile, DhPile]; readonly cards: readonly [Card, Card]; readonly tops: readonly DhTop[] }
  | { readonly type: 'drawn'; readonly left: Card; readonly right: Card; readonly tops: readonly DhTop[] }
  | { readonly type: 'toReserve'; readonly from: 'leftStock' | 'rightStock'; readonly count: number; readonly tops: readonly DhTop[] }
  | { readonly type: 'passStarted'; readonly pass: number; readonly leftCount: number; readonly rightCount: number; readonly tops: readonly DhTop[] };

// ---------------------------------------------------------------- Die Elf (S-ELF)

export interface ElfState extends Base {
  readonly game: 'elf';
  /** Positions 1–9 (index 0–8), null when empty. */
  readonly layout: readonly (Card | null)[];
  readonly talon: readonly Card[];
  readonly removed: readonly Card[];
  /** S-ELF-6(c): the turned hand card that found no partner (the game is lost). */
  readonly hand: Card | null;
}

export type ElfMove =
  | { readonly type: 'eleven'; readonly positions: readonly [number, number]; readonly cards: readonly [Card, Card] }
  | { readonly type: 'trio'; readonly positions: readonly [number, number, number]; readonly cards: readonly [Card, Card, Card] }
  /** S-ELF-6: turn up the top talon card. */
  | { readonly type: 'draw' };

export type ElfEvent =
  | { readonly type: 'removed'; readonly kind: 'eleven' | 'trio'; readonly positions: readonly number[]; readonly cards: readonly Card[] }
  | { readonly type: 'handTurned'; readonly card: Card }
  | { readonly type: 'removedWithHand'; readonly kind: 'eleven' | 'trio'; readonly hand: Card; readonly positions: readonly number[]; readonly cards: readonly Card[] }
  | { readonly type: 'refilled'; readonly position: number; readonly card: Card };

// ---------------------------------------------------------------- Der halbe Mond (S-HM)

export interface TwoFoundations {
  /** S-HM-3 / S-REI-2: the K-foundation builds down from the king. */
  readonly K: readonly Card[];
  /** The A-foundation builds up from the ace. */
  readonly A: readonly Card[];
}

export interface HalberMondState extends Base {
  readonly game: 'halber-mond';
  /** Piles left to right (pile number = index + 1); empty piles disappear (S-HM-8). */
  readonly piles: readonly (readonly Card[])[];
  readonly foundations: { readonly [S in Suit]: TwoFoundations };
  /** S-HM-9: the stage being played, 1–6. */
  readonly stage: number;
  /** True once stage 6 has ended (the game is over). */
  readonly ended: boolean;
}

export type HalberMondMove =
  | { readonly type: 'toFoundation'; readonly pile: number; readonly card: Card; readonly suit: Suit; readonly foundation: 'K' | 'A' }
  | { readonly type: 'toPile'; readonly from: number; readonly to: number; readonly card: Card; readonly onto: Card }
  /** S-HM-9: the player declares he can or will move no more. */
  | { readonly type: 'endStage'; readonly stage: number };

export type HalberMondEvent =
  | { readonly type: 'toFoundation'; readonly pile: number; readonly card: Card; readonly suit: Suit; readonly foundation: 'K' | 'A'; readonly count: number; readonly pileEmptied: boolean }
  | { readonly type: 'toPile'; readonly from: number; readonly to: number; readonly card: Card; readonly onto: Card; readonly pileEmptied: boolean }
  | { readonly type: 'stageEnded'; readonly stage: number }
  /** S-HM-10: the lifted cards, first taken first (bottom of the new pile); pile is null if none. */
  | { readonly type: 'lifted'; readonly cards: readonly Card[]; readonly pile: number | null }
  /** S-HM-11: gathered and dealt in packets of k into `piles` new piles. */
  | { readonly type: 'dealt'; readonly k: number; readonly piles: number }
  | { readonly type: 'stageStarted'; readonly stage: number; readonly piles: number };

// ---------------------------------------------------------------- Napoleons-Patience (S-NAP)

export interface NapoleonState extends Base {
  readonly game: 'napoleon';
  /** The patience pile P. */
  readonly patience: readonly Card[];
  /** The second pile W. */
  readonly second: readonly Card[];
  /** Face-down cards still to deal this pass. */
  readonly hand: readonly Card[];
  readonly pass: number;
  readonly placedThisPass: number;
}

export type NapoleonMove = { readonly type: 'turn' } | { readonly type: 'newPass'; readonly pass: number };

export type NapoleonEvent =
  | { readonly type: 'toPatience'; readonly card: Card; readonly onto: Card | null }
  | { readonly type: 'toSecond'; readonly card: Card; readonly top: Card | null }
  | { readonly type: 'passStarted'; readonly pass: number; readonly cards: number };

// ---------------------------------------------------------------- Die Reihe (S-REI)

export interface ReiheState extends Base {
  readonly game: 'reihe';
  /** Positions in reading order: index = (row − 1) × 10 + (column − 1); null when empty. */
  readonly grid: readonly (Card | null)[];
  readonly talon: readonly Card[];
  readonly foundations: { readonly [S in Suit]: TwoFoundations };
}

export type ReiheMove =
  /** S-REI-6: an open card to its foundation. */
  | { readonly type: 'play'; readonly card: Card; readonly row: number; readonly col: number; readonly suit: Suit; readonly foundation: 'K' | 'A' }
  /** S-REI-5/7: take the next talon card. */
  | { readonly type: 'turn' };

export type ReiheEvent =
  | { readonly type: 'toFoundation'; readonly card: Card; readonly row: number; readonly col: number; readonly suit: Suit; readonly foundation: 'K' | 'A'; readonly count: number }
  /** S-REI-5: a talon card fit a foundation; position (row, col) stays unfilled. */
  | { readonly type: 'talonToFoundation'; readonly card: Card; readonly row: number; readonly col: number; readonly suit: Suit; readonly foundation: 'K' | 'A'; readonly count: number }
  | { readonly type: 'laid'; readonly card: Card; readonly row: number; readonly col: number; readonly refill: boolean };

// ---------------------------------------------------------------- Der Stern (S-STE)

export interface SternState extends Base {
  readonly game: 'stern';
  /** S-STE-1: arms built 2 … K, A. */
  readonly arms: { readonly [S in Suit]: readonly Card[] };
  /** Corners 1–4 (index 0–3): upper left, upper right, lower left, lower right. */
  readonly corners: readonly (Card | null)[];
  readonly waste: readonly Card[];
  readonly hand: readonly Card[];
  readonly pass: number;
  /** The waste top is the card just turned (S-STE-5: only it may go to a corner). */
  readonly justTurned: boolean;
}

export type SternMove =
  | { readonly type: 'turn' }
  | { readonly type: 'corner'; readonly corner: number; readonly card: Card }
  | { readonly type: 'newPass'; readonly pass: number };

export type SternEvent =
  | { readonly type: 'turned'; readonly card: Card }
  | { readonly type: 'toArm'; readonly card: Card; readonly suit: Suit; readonly from: 'hand' | 'waste' | 'corner'; readonly corner: number | null; readonly count: number }
  | { readonly type: 'toWaste'; readonly card: Card }
  | { readonly type: 'toCorner'; readonly card: Card; readonly corner: number }
  | { readonly type: 'passStarted'; readonly pass: number; readonly cards: number };

// ---------------------------------------------------------------- Das Unterstecken (S-UNT)

export type UntPile = Rank;

export interface UntersteckenState extends Base {
  readonly game: 'unterstecken';
  /** The 13 piles named A, 2 … 10, J, Q, K (bottom to top). */
  readonly piles: { readonly [R in Rank]: readonly Card[] };
  /** Face-down reserve; the last element is used first. */
  readonly reserve: readonly Card[];
  /** The held card h, or null between chains. */
  readonly held: Card | null;
  /** Chains started so far (0–3). */
  readonly chain: number;
  /** Placements in the current chain (loop guard, S-UNT-6). */
  readonly placements: number;
  /** The loop guard fired: counted as a loss. */
  readonly looped: boolean;
}

export type UntersteckenMove =
  | { readonly type: 'takeReserve'; readonly chain: number }
  | { readonly type: 'tuck'; readonly card: Card; readonly pile: UntPile };

export type UntersteckenEvent =
  | { readonly type: 'reserveTaken'; readonly card: Card; readonly chain: number }
  | { readonly type: 'tucked'; readonly card: Card; readonly pile: UntPile; readonly size: number; readonly pure: boolean }
  | { readonly type: 'tookTop'; readonly card: Card; readonly pile: UntPile }
  | { readonly type: 'chainEnded'; readonly chain: number; readonly pile: UntPile; readonly placements: number }
  | { readonly type: 'loopGuard'; readonly chain: number };

// ---------------------------------------------------------------- unions

/** Added to the events of the move that ends the game (S-GEN-4). */
export interface GameOverEvent {
  readonly type: 'gameOver';
  readonly outcome: 'won' | 'lost';
  /** A stable code: 'all-removed', 'equal-pass-without-pair', 'hand-card-without-partner', … */
  readonly reason: string;
}

export type PatienceState =
  | DoppelhausenState
  | ElfState
  | HalberMondState
  | NapoleonState
  | ReiheState
  | SternState
  | UntersteckenState;

export type PatienceMove =
  | DoppelhausenMove
  | ElfMove
  | HalberMondMove
  | NapoleonMove
  | ReiheMove
  | SternMove
  | UntersteckenMove;

export type PatienceEvent =
  | DoppelhausenEvent
  | ElfEvent
  | HalberMondEvent
  | NapoleonEvent
  | ReiheEvent
  | SternEvent
  | UntersteckenEvent
  | GameOverEvent;

export type PatienceMoveResult =
  | { readonly ok: true; readonly state: PatienceState; readonly events: readonly PatienceEvent[] }
  | { readonly ok: false; readonly violation: RuleViolation };

/** How a UI may lay the game out: the piles, their kinds and what of them is face up. */
export interface PatiencePileLayout {
  /** Stable id, also a localisation key (e.g. 'leftStock', 'pile', 'corner'). */
  readonly id: string;
  readonly kind: 'stock' | 'waste' | 'reserve' | 'talon' | 'hand' | 'tableau' | 'foundation' | 'corner' | 'discard';
  /** 'all': every card may be looked at; 'top': only the top card shows; 'none': face down. */
  readonly faceUp: 'all' | 'top' | 'none';
  /** How many such piles (positions, corners …); 'varies' for a changing number. */
  readonly count: number | 'varies';
  /** Where the piles sit, as ids of the spec (e.g. 'left of left stock', 'row 1', 'centre'). */
  readonly place: string;
}

export interface PatienceLayout {
  readonly piles: readonly PatiencePileLayout[];
}

export interface PatienceGame {
  readonly id: PatienceId;
  /** Default number of packs for this game. */
  readonly packs: 1 | 2;
  /** Variant IDs this game accepts in options.variants. */
  readonly variants: readonly string[];
  newGame(seed: string | number, options?: PatienceOptions): PatienceState;
  /** order[0] is the top card, the first one dealt or turned. Throws a clear Error on a bad pack. */
  fromOrder(order: readonly string[], options?: PatienceOptions): PatienceState;
  legalMoves(s: PatienceState): PatienceMove[];
  applyMove(s: PatienceState, m: PatienceMove): PatienceMoveResult;
  status(s: PatienceState): PatienceStatus;
  /** S-GEN-5: 'interactive' or 'watch-and-step' (Der Stern depends on V-STE-1). */
  mode(options?: PatienceOptions): PatienceMode;
  layout(options?: PatienceOptions): PatienceLayout;
}
