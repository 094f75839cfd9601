/**
 * Whist's data (contract: shared/contracts/whist-engine.md; rule IDs from shared/rules/whist.md):
 * options, rules in force, positions, states, moves, events and a player's view. Plain JSON; cards
 * are French strings such as `10S`, `QH`, `AC`.
 */
import type { RngState } from '../../engine/rng.js';

export type Seat = number;
export type Suit = 'C' | 'D' | 'H' | 'S';
export type Play = { seat: Seat; card: string };
export type Phase = 'play' | 'dealOver' | 'gameOver' | 'rubberOver' | 'sessionOver';
export type GameName = 'simple' | 'double' | 'triple' | 'quadruple';

export interface WhistOptions {
  /** IDs from whist.md §11: 'V-W-1' … 'V-W-5'; default none. */
  variants?: string[];
  /** R, the rubbers in the session (W39); default 1. */
  rubbers?: number;
}

/** The rules in force, derived once from the options. */
export interface WhistRules {
  /** V-W-1: only simple and double games. */
  readonly sevenPoint: boolean;
  /** V-W-2: honours count at nine. */
  readonly honoursAtNine: boolean;
  /** W28 (off with V-W-3): slams score rubber points. */
  readonly slams: boolean;
  /** V-W-4: the engine makes every call itself. */
  readonly autoCall: boolean;
  /** V-W-5: a verified claim of all remaining tricks. */
  readonly claims: boolean;
  /** R (W39). */
  readonly rubbers: number;
  readonly variants: readonly string[];
}

/** A game won (W34, W35): the winning side, the final game points by side, the value 1…4. */
export interface GameResult {
  winner: number;
  scores: number[];
  value: number;
}
/** W28: a slam, 6 (grand) or 3 (little) rubber points. */
export interface Slam {
  side: number;
  kind: 'grand' | 'little';
  points: number;
}
/** W29–W33: answer null when the caller held three or four honours himself. */
export interface Call {
  seat: Seat;
  answer: 'yes' | 'no' | null;
}
/** One card of the draw for partners (W5–W8). */
export interface DrawCard {
  player: number;
  card: string;
}

/** The contract's plain JSON description of a state. */
export interface WhistPosition {
  options: WhistOptions;
  seats: number[];
  draw: DrawCard[][];
  rubbersPlayed: number;
  games: GameResult[];
  slams: Slam[];
  ledger: number[];
  scores: number[];
  deal: number;
  dealer: Seat;
  turnUp: string;
  turnUpOnTable: boolean;
  trump: Suit;
  phase: Phase;
  toMove: Seat | null;
  hands: string[][];
  trick: Play[];
  tricks: Play[][];
  won: number[];
  honours: string[][];
  calls: Call[];
  /** Added by toPosition: the seeded generator for the next shuffle or draw (optional in input). */
  rng?: number[];
}

/** The engine's state: the position's fields plus the rules in force and the generator. Treat as immutable. */
export interface WhistState {
  readonly options: WhistOptions;
  readonly rules: WhistRules;
  readonly seats: readonly number[];
  readonly draw: readonly (readonly Readonly<DrawCard>[])[];
  readonly rubbersPlayed: number;
  readonly games: readonly Readonly<GameResult>[];
  readonly slams: readonly Readonly<Slam>[];
  readonly ledger: readonly number[];
  readonly scores: readonly number[];
  readonly deal: number;
  readonly dealer: Seat;
  readonly turnUp: string;
  readonly turnUpOnTable: boolean;
  readonly trump: Suit;
  readonly phase: Phase;
  readonly toMove: Seat | null;
  readonly hands: readonly (readonly string[])[];
  readonly trick: readonly Readonly<Play>[];
  readonly tricks: readonly (readonly Readonly<Play>[])[];
  readonly won: readonly number[];
  readonly honours: readonly (readonly string[])[];
  readonly calls: readonly Readonly<Call>[];
  /** Seeded randomness for the next shuffle and draw; never part of a view. */
  readonly rng: RngState;
}

export type WhistMove =
  | { readonly type: 'play'; readonly seat: Seat; readonly card: string }
  | { readonly type: 'call'; readonly seat: Seat }
  | { readonly type: 'claim'; readonly seat: Seat };

export type CardKind = 'lead' | 'follow' | 'trump' | 'discard';
export type NotScoredReason = 'divided' | 'atNine' | 'gameAlreadyWon';

export type WhistEvent =
  | { readonly type: 'rubberStarted'; readonly rubber: number }
  | { readonly type: 'drawCard'; readonly player: number; readonly card: string; readonly round: number }
  /** W6–W8: `purpose` 'sides' when the tie decides the sides, 'deal' when only the first dealer. */
  | { readonly type: 'drawTie'; readonly players: readonly number[]; readonly purpose: 'sides' | 'deal'; readonly round: number }
  | {
      readonly type: 'sidesFormed';
      /** By side: the two players. */
      readonly sides: readonly (readonly number[])[];
      /** By seat: the player sitting there. */
      readonly seats: readonly number[];
      /** The player who deals first (seat 3). */
      readonly dealer: number;
    }
  | {
      readonly type: 'dealStarted';
      readonly deal: number;
      readonly dealer: Seat;
      readonly eldest: Seat;
      readonly scores: readonly number[];
      readonly gamesWon: readonly number[];
    }
  | { readonly type: 'cut'; readonly seat: Seat }
  /** Private to `seat`: other viewers see `cards: null`. */
  | { readonly type: 'handDealt'; readonly seat: Seat; readonly cards: readonly string[] | null; readonly count: number }
  | { readonly type: 'turnUp'; readonly card: string; readonly trump: Suit; readonly dealer: Seat }
  | { readonly type: 'turnUpTakenUp'; readonly dealer: Seat; readonly card: string }
  | { readonly type: 'cardPlayed'; readonly seat: Seat; readonly card: string; readonly trick: number; readonly kind: CardKind; readonly winning: Seat }
  | { readonly type: 'trickWon'; readonly trick: number; readonly seat: Seat; readonly card: string; readonly cards: readonly Play[]; readonly won: readonly number[] }
  | { readonly type: 'callMade'; readonly seat: Seat; readonly auto: boolean }
  | { readonly type: 'callAnswered'; readonly seat: Seat; readonly answer: 'yes' | 'no' }
  | { readonly type: 'honoursShown'; readonly side: number; readonly cards: readonly (readonly string[])[] }
  | { readonly type: 'claimMade'; readonly seat: Seat; readonly side: number; readonly tricks: number }
  | { readonly type: 'dealEnded'; readonly reason: 'played' | 'call' | 'claim'; readonly won: readonly number[] }
  | { readonly type: 'tricksScored'; readonly side: number; readonly tricks: number; readonly points: number; readonly scores: readonly number[] }
  | { readonly type: 'honoursScored'; readonly side: number; readonly honours: 3 | 4; readonly points: number; readonly scores: readonly number[] }
  | { readonly type: 'honoursNotScored'; readonly side: number | null; readonly reason: NotScoredReason }
  | { readonly type: 'slamMade'; readonly side: number; readonly kind: 'grand' | 'little'; readonly points: number }
  | {
      readonly type: 'gameWon';
      readonly side: number;
      readonly scores: readonly number[];
      readonly losersScore: number;
      readonly value: number;
      readonly name: GameName;
      readonly gamesWon: readonly number[];
    }
  | {
      readonly type: 'rubberWon';
      readonly side: number;
      readonly games: readonly GameResult[];
      readonly bonus: 3;
      readonly slams: readonly number[];
      readonly accounts: readonly number[];
      readonly net: number;
    }
  | { readonly type: 'ledger'; readonly change: readonly number[]; readonly total: readonly number[] }
  | { readonly type: 'sessionOver'; readonly ledger: readonly number[]; readonly places: readonly number[] };

/** What one seat may know (W44): his hand and every public fact; never another hand or the rng. */
export interface WhistView {
  readonly viewer: Seat;
  readonly options: WhistOptions;
  readonly rules: WhistRules;
  readonly seats: readonly number[];
  /**
   * This rubber's draw, as rank and suit: the cards went back into the pack, so a card string here
   * would look like a card on the table.
   */
  readonly draw: readonly (readonly { readonly player: number; readonly rank: string; readonly suit: Suit }[])[];
  readonly rubbersPlayed: number;
  readonly games: readonly Readonly<GameResult>[];
  readonly slams: readonly Readonly<Slam>[];
  readonly ledger: readonly number[];
  readonly scores: readonly number[];
  readonly deal: number;
  readonly dealer: Seat;
  /** The turn-up: seen by all when it was dealt (W15); whether it may be re-read after it is taken up is the interface's choice (Q-W-14). */
  readonly turnUp: string;
  readonly turnUpOnTable: boolean;
  readonly trump: Suit;
  readonly phase: Phase;
  readonly toMove: Seat | null;
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  readonly trick: readonly Readonly<Play>[];
  readonly tricks: readonly (readonly Readonly<Play>[])[];
  readonly won: readonly number[];
  /** By seat: the honours the viewer knows of (his own; everyone's once the deal is over; shown ones). */
  readonly honours: readonly (readonly string[])[];
  readonly calls: readonly Readonly<Call>[];
  /** By seat: the suits the seat has shown out of (failed to follow). */
  readonly voids: readonly (readonly Suit[])[];
}
