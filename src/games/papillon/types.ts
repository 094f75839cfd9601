/** Papillon's data: options, state, moves, events and the player's view (contract: shared/contracts/papillon-engine.md). */
import type { RngState } from '../../engine/rng.js';

export type Seat = number;

export interface PapillonOptions {
  players: 3 | 4;
  /** Variant IDs from papillon.md §4, e.g. ['V-P-1']; default none. */
  variants?: string[];
  /** philidor-1756 switches on V-P-1…V-P-5 (§4). */
  preset?: 'braillespiel' | 'philidor-1756';
  /** P14; V-P-6 means 2. Default 1. */
  ante?: 1 | 2;
  /** P8; default 2. */
  tours?: number;
  /** P6; default 50. */
  startingCounters?: number;
}

/** The rules in force, derived from the options once (variants resolved). */
export interface PapillonRules {
  readonly players: 3 | 4;
  readonly tableSize: 7 | 4; // P13
  readonly ante: number; // P14 / V-P-6
  readonly tours: number; // P8
  readonly startingCounters: number; // P6
  readonly tensRestricted: boolean; // V-P-1
  readonly faceCardsNoValue: boolean; // V-P-2
  readonly consolation: number; // P42: 1, V-P-3: 2
  readonly classicPayouts: boolean; // V-P-4
  readonly refill: boolean; // P36; V-P-5 turns it off
  readonly featExactlyThree: boolean; // V-P-7
  readonly hanetonLapsesInFinal: boolean; // V-P-8
  readonly blaetterDoubles: boolean; // V-P-9
  readonly refillBeforeDeal: boolean; // V-P-10
  readonly stopAtWinner: boolean; // V-P-11
  readonly variants: readonly string[]; // every variant in force, sorted
}

export type Phase = 'play' | 'dealOver' | 'sessionOver';

/** The contract's plain JSON description of a state (a decision point or the end of a deal). */
export interface PapillonPosition {
  options: PapillonOptions;
  dealer: Seat;
  toMove: Seat | null;
  hands: string[][];
  table: string[];
  stock: string[];
  piles: string[][];
  balances: number[];
  pot: number;
  finalRound: boolean;
  lastCapturer: Seat | null;
  lastToLayDown: Seat | null;
  winner: Seat | null;
  blaetterCarry: number;
  dealsPlayed?: number;
  phase: Phase;
}

/** The engine's state: the position plus what the engine needs to go on (rules, rng, counters). */
export interface PapillonState {
  readonly options: PapillonOptions;
  readonly rules: PapillonRules;
  readonly dealer: Seat;
  readonly toMove: Seat | null;
  readonly hands: readonly (readonly string[])[];
  readonly table: readonly string[];
  readonly stock: readonly string[];
  readonly piles: readonly (readonly string[])[];
  readonly balances: readonly number[];
  readonly pot: number;
  readonly finalRound: boolean;
  readonly lastCapturer: Seat | null;
  readonly lastToLayDown: Seat | null;
  readonly winner: Seat | null;
  readonly blaetterCarry: number;
  readonly dealsPlayed: number;
  readonly phase: Phase;
  /** 1 for the first hand-round of a deal, then one more at each redeal (P35). */
  readonly handRound: number;
  /** Seeded randomness for the next shuffle; never part of a view. */
  readonly rng: RngState;
}

export type PapillonMove =
  | { readonly type: 'capture'; readonly card: string; readonly take: readonly string[] }
  | { readonly type: 'layDown' };

export type PaymentReason =
  | 'ante'
  | 'layDown'
  | 'aceLaidDown'
  | 'ace'
  | 'pureAces'
  | 'kleinPapillon'
  | 'haneton'
  | 'sautenelle'
  | 'pot'
  | 'consolation'
  | 'blaetter'
  | 'sessionShare';

export interface PaymentEvent {
  readonly type: 'payment';
  readonly from: Seat | 'pot';
  readonly to: Seat | 'pot';
  readonly amount: number;
  readonly reason: PaymentReason;
}

export type PapillonEvent =
  | { readonly type: 'sessionStart'; readonly players: number; readonly tours: number; readonly variants: readonly string[] }
  /** P9: one round of cutting; `cards[seat]` is null for a seat that does not cut in this round. */
  | { readonly type: 'cut'; readonly round: number; readonly cards: readonly (string | null)[]; readonly lowest: readonly Seat[] }
  | { readonly type: 'firstDealer'; readonly dealer: Seat }
  | { readonly type: 'dealStart'; readonly dealer: Seat; readonly deal: number; readonly deals: number; readonly tour: number; readonly firstPlayer: Seat }
  | PaymentEvent
  /** P12/P35: cards dealt to the hands. `hands[seat]` is null where the viewer may not see them. */
  | { readonly type: 'handsDealt'; readonly handRound: number; readonly counts: readonly number[]; readonly hands: readonly (readonly string[] | null)[]; readonly stock: number }
  /** P13/P36: cards turned up onto the table. */
  | { readonly type: 'tableDealt'; readonly cards: readonly string[]; readonly refill: boolean; readonly stock: number }
  /** P37: the dealer announces that the last cards have been dealt. */
  | { readonly type: 'lastCardsDealt'; readonly dealer: Seat; readonly handRound: number }
  | {
      readonly type: 'capture';
      readonly player: Seat;
      readonly card: string;
      readonly taken: readonly string[];
      readonly aces: number; // P28 aces among the taken cards
      readonly pureAces: boolean; // P29
      readonly kleinPapillon: boolean; // P30
      readonly haneton: boolean; // P31
      readonly sautenelle: boolean; // P32
      readonly finalRound: boolean;
      /** What each other player pays the capturer for this capture (P33: all payouts added). */
      readonly gainEach: number;
    }
  | { readonly type: 'layDown'; readonly player: Seat; readonly cards: readonly string[]; readonly aces: number; readonly finalRound: boolean }
  | { readonly type: 'winner'; readonly player: Seat }
  | { readonly type: 'consolation'; readonly player: Seat; readonly amountEach: number }
  | { readonly type: 'potCarried'; readonly amount: number }
  | { readonly type: 'leftovers'; readonly to: Seat | null; readonly cards: readonly string[] }
  | { readonly type: 'blaetter'; readonly winner: Seat | null; readonly counts: readonly number[]; readonly amountEach: number; readonly carry: number }
  | { readonly type: 'dealOver'; readonly deal: number; readonly dealer: Seat; readonly winner: Seat | null; readonly balances: readonly number[]; readonly pot: number; readonly pileCounts: readonly number[] }
  | { readonly type: 'sessionOver'; readonly balances: readonly number[]; readonly places: readonly number[] };

/** What one player may know (P49): never another hand, the stock order or the rng. */
export interface PapillonView {
  readonly viewer: Seat;
  readonly options: PapillonOptions;
  readonly rules: PapillonRules;
  readonly dealer: Seat;
  readonly toMove: Seat | null;
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  readonly table: readonly string[];
  readonly stockCount: number;
  /** Capture piles lie face down, but every card in them was seen face up when taken (P49). */
  readonly piles: readonly (readonly string[])[];
  readonly pileCounts: readonly number[];
  readonly balances: readonly number[];
  readonly pot: number;
  readonly finalRound: boolean;
  readonly lastCapturer: Seat | null;
  readonly lastToLayDown: Seat | null;
  readonly winner: Seat | null;
  readonly blaetterCarry: number;
  readonly dealsPlayed: number;
  readonly deals: number;
  readonly phase: Phase;
  readonly handRound: number;
}
