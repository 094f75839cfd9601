/**
 * Boston's data (contract: shared/contracts/boston-engine.md; rule IDs from shared/rules/boston.md):
 * options, rules in force, positions, states, moves, events and a seat's views. Plain JSON; cards are
 * French strings such as `10S`, `QH`, `AC`.
 */
import type { RngState } from '../../engine/rng.js';

export type Seat = number;
export type Suit = 'C' | 'D' | 'H' | 'S';
/** BO21: the class of a trick contract, worst first. */
export type Class = 'simple' | 'colour' | 'superior';
/** BO20: the ladder, lowest rung first. */
export type Contract =
  | 'boston'
  | 'petite-misere'
  | 'grand-boston'
  | 'grande-misere'
  | 'independence'
  | 'grande-misere-forcee'
  | 'grand-independence'
  | 'petite-misere-ouverte'
  | 'philadelphia'
  | 'petite-misere-ouverte-forcee'
  | 'grand-philadelphia'
  | 'grande-misere-ouverte'
  | 'souveraine'
  | 'grande-misere-ouverte-forcee'
  | 'grand-souveraine'
  | 'concordia';

export interface BostonOptions {
  /** 4 (default) or 3: Tri-Boston (BO60–BO64). */
  players?: 4 | 3;
  /** Boston-Whist (BO32–BO37), four players only; default false. */
  whist?: boolean;
  /** 'V-BO-1' … 'V-BO-6' (boston.md §12); default none. */
  variants?: string[];
  /** T, the tours of the session (BO55); default 3 with four players, 4 with three. */
  tours?: number;
}

/** The rules in force, derived once from the options (part of the state, never of a position). */
export interface BostonRules {
  readonly players: 3 | 4;
  readonly whist: boolean;
  /** BO3: A, or B (Boston-Whist; V-BO-2). */
  readonly tariff: 'A' | 'B';
  readonly tours: number;
  /** The form's pack in a fixed order (BO4, BO60). */
  readonly pack: readonly string[];
  /** The variants in force that apply to this form, sorted. */
  readonly variants: readonly string[];
  /** V-BO-1: a suit turned every deal (four-handed). */
  readonly suitEachDeal: boolean;
  /** V-BO-3: a failing member pays only the opponents (Boston-Whist). */
  readonly fairerLoss: boolean;
  /** V-BO-4: the whist round asked every time, offers accepted or rejected (Boston-Whist). */
  readonly whistAlways: boolean;
  /** V-BO-6: the misère declarer names the leader, misères paid double (Tri-Boston). */
  readonly misereLeader: boolean;
  /** BO61, V-BO-5: Tri-Boston's fixed superior suit; null in the four-handed forms. */
  readonly fixedSuperior: Suit | null;
}

export type Play = { seat: Seat; card: string };
export type Phase = 'auction' | 'trump' | 'whist' | 'discard' | 'leader' | 'play' | 'dealOver' | 'sessionOver';
export type Outcome = 'won' | 'lost' | 'passed';

export interface AuctionStep {
  seat: Seat;
  move: 'bid' | 'pass';
  contract?: Contract;
  class?: Class;
}

export interface WhistStep {
  seat: Seat;
  move: 'alone' | 'seek' | 'whist' | 'pass' | 'accept' | 'reject';
}

/** The contract's plain JSON description of a state. */
export interface BostonPosition {
  options: BostonOptions;
  balances: number[];
  pot: number;
  betes: number[];
  dealsPlayed: number;
  precedence: string[];
  dealer: Seat;
  superior: Suit;
  phase: Phase;
  toMove: Seat | null;
  hands: string[][];
  auction: AuctionStep[];
  declarer: Seat | null;
  contract: Contract | null;
  class: Class | null;
  trump: Suit | null;
  discard: string | null;
  whist: WhistStep[];
  partner: Seat | null;
  leader: Seat | null;
  trick: Play[];
  tricks: Play[][];
  won: number[];
  outcome: Outcome | null;
  /** Added by toPosition: the seeded generator for the next shuffle (optional in input). */
  rng?: number[];
}

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** The engine's state: the position plus the rules in force and the generator. Plain JSON; treat it as immutable. */
export type BostonState = DeepReadonly<Omit<BostonPosition, 'rng'>> & {
  readonly rules: BostonRules;
  readonly rng: RngState;
};

export type BostonMove =
  | { readonly type: 'bid'; readonly contract: Contract; readonly class?: Class; readonly seat?: Seat }
  | { readonly type: 'pass'; readonly seat?: Seat }
  | { readonly type: 'trump'; readonly suit: Suit; readonly seat?: Seat }
  | { readonly type: 'discard'; readonly card: string; readonly seat?: Seat }
  | { readonly type: 'alone'; readonly seat?: Seat }
  | { readonly type: 'seek'; readonly seat?: Seat }
  | { readonly type: 'whist'; readonly seat?: Seat }
  | { readonly type: 'accept'; readonly seat?: Seat }
  | { readonly type: 'reject'; readonly seat?: Seat }
  | { readonly type: 'leader'; readonly leader: Seat; readonly seat?: Seat }
  | { readonly type: 'play'; readonly card: string; readonly seat?: Seat };

export type PaymentReason = 'blok' | 'ante' | 'pass' | 'pot' | 'game' | 'bete' | 'kettle';

/** A card turned in the precedence draw (BO7), as rank and suit: the card went back into the pack. */
export interface TurnedCard {
  readonly seat: Seat;
  readonly rank: string;
  readonly suit: Suit;
}

export type BostonEvent =
  /** BO6, BO7: the precedence draw of a new session: the cards turned, the first dealer, the suits. */
  | { readonly type: 'precedence'; readonly cards: readonly TurnedCard[]; readonly dealer: Seat; readonly superior: Suit | null }
  /** V-BO-1: the card turned for this deal's suits (rank and suit only). */
  | { readonly type: 'suitTurned'; readonly rank: string; readonly suit: Suit }
  /** BO10–BO18: a deal begins (after the Blok and the stake). */
  | {
      readonly type: 'dealStarted';
      /** 1-based, of `of` deals in the session. */
      readonly deal: number;
      readonly of: number;
      readonly dealer: Seat;
      readonly eldest: Seat;
      readonly superior: Suit;
      readonly colour: Suit;
      readonly simple: readonly Suit[];
      readonly pot: number;
      readonly betes: readonly number[];
      /** The highest pending bête, played for in this deal (BO13, BO14); 0 when none. */
      readonly bete: number;
      /** BO11: the table was empty, every seat put the Blok in. */
      readonly blok: boolean;
    }
  | { readonly type: 'bid'; readonly seat: Seat; readonly contract: Contract; readonly class?: Class }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'auctionWon'; readonly seat: Seat; readonly contract: Contract; readonly class?: Class }
  | { readonly type: 'allPassed' }
  | { readonly type: 'trump'; readonly seat: Seat; readonly suit: Suit; readonly class: Class }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly card: string | null; readonly visibleTo: Seat }
  | { readonly type: 'alone'; readonly seat: Seat }
  | { readonly type: 'seek'; readonly seat: Seat }
  | { readonly type: 'whist'; readonly seat: Seat }
  | { readonly type: 'noWhist'; readonly seat: Seat }
  | { readonly type: 'accept'; readonly seat: Seat; readonly partner: Seat }
  | { readonly type: 'reject'; readonly seat: Seat; readonly partner: Seat }
  | { readonly type: 'partner'; readonly seat: Seat | null }
  | { readonly type: 'exposed'; readonly seat: Seat; readonly cards: readonly string[] }
  | { readonly type: 'leader'; readonly seat: Seat }
  | { readonly type: 'cardPlayed'; readonly seat: Seat; readonly card: string; readonly trick: number }
  | { readonly type: 'trick'; readonly number: number; readonly winner: Seat; readonly cards: readonly Play[]; readonly won: readonly number[] }
  | {
      readonly type: 'result';
      readonly outcome: 'won' | 'lost';
      readonly declarer: Seat;
      readonly partner: Seat | null;
      readonly contract: Contract;
      readonly class: Class | null;
      readonly trump: Suit | null;
      /** Tricks of the side (the declarer, and the partner). */
      readonly side: number;
      readonly needed: number;
      /** The members whose own tricks are below their quota (BO34; a misère declarer who took a trick). */
      readonly failed: readonly Seat[];
    }
  /** BO46–BO50: Tariff B's count for a trick contract; `marks` without the slam premium `slam`. */
  | { readonly type: 'points'; readonly honours: number; readonly points: number; readonly multiplier: number; readonly marks: number; readonly slam: number }
  | { readonly type: 'payment'; readonly from: Seat | 'pot'; readonly to: Seat | 'pot'; readonly amount: number; readonly reason: PaymentReason }
  | { readonly type: 'dealOver'; readonly outcome: Outcome }
  /** BO56: the final balances and each seat's place (1 best; equal balances share a place). */
  | { readonly type: 'sessionOver'; readonly balances: readonly number[]; readonly places: readonly number[] };

/**
 * The contract's view of a seat (BO59): the position with the hands the seat may not see and the
 * discard (unless the seat is the declarer) as null, plus `seat` and `handSizes`; no generator.
 */
export type BostonView = Omit<BostonPosition, 'hands' | 'discard' | 'rng'> & {
  hands: (string[] | null)[];
  discard: string | null;
  seat: Seat;
  handSizes: number[];
};

/**
 * The view a table and the computer players get (`bostonGame.view`): the contract's view, with the
 * precedence cards as rank and suit, since they went back into the pack and a card string there would
 * look like a card in play.
 */
export type BostonSeatView = Omit<BostonView, 'precedence'> & { precedence: TurnedCard[] };
