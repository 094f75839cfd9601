/** Casino's data: options, positions, state, moves, events and a player's view (contract: shared/contracts/casino-engine.md). */
import type { RngState } from '../../engine/rng.js';

export type Seat = number;
export type Side = number;

export interface CasinoOptions {
  players: 2 | 3 | 4;
  /** IDs from casino.md §7: 'V-C-1' … 'V-C-5'; default none. */
  variants?: string[];
  /**
   * The games (1–5) of a table's sitting, when the state is a table's: `casinoGame.start` puts the table
   * options' `games` here, so that the state knows when its sitting is over. The rules never read it;
   * absent (a position, the engine's own newSession): one game.
   */
  games?: number;
}

/** A table's options (`casinoGame`'s): the engine's, and how many games (to 11, or 15 with three) the sitting lasts. */
export interface CasinoTableOptions {
  readonly engine: CasinoOptions;
  /** Games (1–5): the sitting ends when the last of them is won. */
  readonly games: number;
}

/** The rules in force, derived once from the options. */
export interface CasinoRules {
  readonly players: 2 | 3 | 4;
  /** Number of sides: 2 (2 and 4 players) or 3 (C1). */
  readonly sides: 2 | 3;
  /** C30, C34; V-C-4 (3 players): 16. */
  readonly target: number;
  /** C31, C37: a loser below this is lurched. */
  readonly lurchLine: number;
  /** C25 (off with V-C-1): the dealer's last face card takes the whole table. */
  readonly lastFaceTakesAll: boolean;
  /** V-C-2: a trail is always legal (not for C25's card, PD-C-15). */
  readonly freeTrail: boolean;
  /** V-C-3: the end-of-deal collection scores a clearing point. */
  readonly finalCollectionScores: boolean;
  /** C29, C38; with 3 players only V-C-5 nets (PD-C-18). */
  readonly netting: boolean;
  /** Every variant in force (sorted); V-C-4 and V-C-5 only with 3 players. */
  readonly variants: readonly string[];
}

export type Phase = 'play' | 'dealOver' | 'gameOver';

/** The contract's plain JSON description of a state. */
export interface CasinoPosition {
  options: CasinoOptions;
  dealer: Seat;
  toMove: Seat | null;
  hands: string[][];
  table: string[];
  stock: string[];
  piles: string[][];
  lastCapturer: Seat | null;
  finalRound: boolean;
  scores: number[];
  gamesPlayed: number;
  stakes: number[];
  phase: Phase;
}

/** The most recent capture of the deal: the only one a player may review (C39). */
export interface LastCapture {
  readonly seat: Seat;
  readonly card: string;
  readonly take: readonly string[];
}

/** The engine's state: the position plus rules, the hand-round, the reviewable capture and the rng. */
export interface CasinoState {
  readonly options: CasinoOptions;
  readonly rules: CasinoRules;
  readonly dealer: Seat;
  readonly toMove: Seat | null;
  readonly hands: readonly (readonly string[])[];
  readonly table: readonly string[];
  readonly stock: readonly string[];
  readonly piles: readonly (readonly string[])[];
  readonly lastCapturer: Seat | null;
  readonly finalRound: boolean;
  readonly scores: readonly number[];
  readonly gamesPlayed: number;
  readonly stakes: readonly number[];
  readonly phase: Phase;
  /** The hand-round of the deal (1 = the first, C9; C10). */
  readonly handRound: number;
  readonly lastCapture: LastCapture | null;
  readonly rng: RngState;
}

export type CasinoMove = { type: 'capture'; card: string; take: string[] } | { type: 'trail'; card: string };

export type Item = 'bigCasino' | 'littleCasino' | 'cards' | 'spades' | 'AS' | 'AC' | 'AH' | 'AD';

export interface CountLine {
  cards: number;
  spades: number;
  bigCasino: boolean;
  littleCasino: boolean;
  aces: string[];
  /** C28; with 3 players the C35 items this side wins (strictly most), all of them (PD-C-19). */
  points: number;
}

export type TrailReason = 'emptyTable' | 'noCapture' | 'choice';

export type CasinoEvent =
  | { type: 'draw'; rounds: (string | null)[][]; dealer: Seat; sides: Seat[][] }
  | { type: 'dealStarted'; dealer: Seat; firstPlayer: Seat; scores: number[]; gamesPlayed: number }
  | { type: 'tableDealt'; cards: string[] }
  | { type: 'capture'; seat: Seat; card: string; take: string[]; groups: string[][]; cleared: boolean; lastCard: boolean }
  | { type: 'finalFaceCard'; seat: Seat; card: string; take: string[] }
  | { type: 'trail'; seat: Seat; card: string; reason: TrailReason }
  | { type: 'clearing'; side: Side; points: 1; scores: number[]; final?: boolean }
  /** Hands dealt: round 1 at the start of a deal, then 2, 3, … (C10); `hands` null for seats a viewer does not see. */
  | { type: 'cardsDealt'; round: number; hands: (string[] | null)[]; stock: number }
  | { type: 'lastCards' }
  | { type: 'leftovers'; side: Side | null; cards: string[] }
  | { type: 'count'; sides: CountLine[] }
  | { type: 'netScore'; side: Side | null; points: number; scores: number[] }
  | { type: 'itemScored'; item: Item; side: Side; points: number; scores: number[] }
  | { type: 'gameWon'; side: Side; scores: number[]; lurched: Side[] }
  | { type: 'payment'; from: Seat; to: Seat; amount: number; reason: 'game' | 'lurch' }
  | { type: 'dealAbandoned' }
  | { type: 'dealOver'; scores: number[] };

/** What one seat may know (C39): no other hand, no stock order, no pile but the last capture. */
export interface CasinoView {
  readonly viewer: Seat;
  readonly options: CasinoOptions;
  readonly rules: CasinoRules;
  readonly dealer: Seat;
  readonly toMove: Seat | null;
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  readonly table: readonly string[];
  readonly stockCount: number;
  /** Cards in all piles together (52 − hands − table − stock − cards out of play); no count per side (C39). */
  readonly pileTotal: number;
  readonly lastCapturer: Seat | null;
  readonly lastCapture: LastCapture | null;
  readonly finalRound: boolean;
  readonly scores: readonly number[];
  readonly gamesPlayed: number;
  readonly stakes: readonly number[];
  readonly phase: Phase;
  readonly handRound: number;
  /** The piles once the deal is over and counted (null during play: face down, C39). */
  readonly piles: readonly (readonly string[])[] | null;
}
