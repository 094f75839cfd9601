/**
 * The Hundertspiel's data: options, rules in force, positions, states, moves, events and the player's
 * view (contract: shared/contracts/hundertspiel-engine.md; rule IDs from shared/rules/hundertspiel.md).
 * Everything is plain JSON; cards are Trappola strings such as `Ba-Do`, `Cu-N`, `Sw-10`.
 */
import type { RngState } from '../../engine/rng.js';

export type Seat = number;
export type Suit = 'Sw' | 'Ba' | 'Cu' | 'Co';
export type Play = { seat: Seat; card: string };
export type Phase = 'optIn' | 'bid' | 'buy' | 'discard' | 'trump' | 'announce' | 'contra' | 'play' | 'dealOver';
export type AnnouncementKind = '26' | '52' | 'first52';
export type HonourRank = 'A' | 'K' | 'N' | 'J' | 'Do';
export type GameEnded = null | 'abandoned' | 'settle' | 'newGame';
export type ContraLevel = 0 | 1 | 2 | 3;

export interface HundertspielOptions {
  players: 3 | 4;
  /** 4 players: the Scat variant (H55–H62); 3 players: the 3-card Scat of H51 (V-H-4: dead cards). */
  scat?: boolean;
  /** 'V-H-1' … 'V-H-7' (hundertspiel.md §8); default none. */
  variants?: string[];
  /**
   * The games to 100 (1–5) of a table's sitting, when the state is a table's: `hundertspielGame.start`
   * puts the table options' `games` here, so that the state knows when its sitting is over. The rules
   * never read it; absent (a position, the engine's own newSession): one game.
   */
  games?: number;
}

/** A table's options (`hundertspielGame`'s): the engine's, and how many games to 100 the sitting lasts. */
export interface HundertspielTableOptions {
  readonly engine: HundertspielOptions;
  /** Games to 100 (1–5): the sitting ends with the deal in which the last of them ended. */
  readonly games: number;
}

/** The rules in force, derived once from the options (variants that do not apply are off). */
export interface HundertspielRules {
  readonly players: 3 | 4;
  /** Entries of arrays "by party": 2 (4 players) or 3 (3 players, every seat its own party). */
  readonly parties: 2 | 3;
  /** Cards in a hand after the deal = tricks per deal (H23): 9, 8 (Scat), 12, 11 (3-player Scat). */
  readonly handSize: number;
  /** Cards set aside before dealing (H51, H55): 4, 3 or 0. */
  readonly scatSize: number;
  /** Trump fixed by bidding or buying (H56); the only announcement is the game's 26 (H62). */
  readonly scatGame: boolean;
  /** V-H-4: the 3-player Scat is 3 dead cards whose points count for nobody. */
  readonly deadScat: boolean;
  /** V-H-1: trump = suit of the bottom card of the cut pack (the last card dealt). */
  readonly trumpByCut: boolean;
  /** V-H-2: Recontra and Supra-Contra. */
  readonly recontra: boolean;
  /** V-H-3: the first-trick 52 (H47). */
  readonly first52: boolean;
  /** H61: a Scat game pays the suit's value; V-H-5 keeps 2. */
  readonly suitValuePay: boolean;
  /** V-H-6: parties declare out themselves (PD-H-26). */
  readonly manualOut: boolean;
  /** V-H-7: alt und neu only if every player agrees (PD-H-27). */
  readonly altOptIn: boolean;
  /** Every variant given in the options, sorted (also those without effect). */
  readonly variants: readonly string[];
}

export interface Announcement {
  seat: Seat;
  kind: AnnouncementKind;
  dos: string[];
  contra: ContraLevel;
  status: 'open' | 'won' | 'lost';
}

export interface Honour {
  seat: Seat;
  rank: HonourRank;
  count: 3 | 4;
}

/** The contract's plain JSON description of a state. */
export interface HundertspielPosition {
  options: HundertspielOptions;
  drawn: string[];
  dealer: Seat;
  trump: Suit | null;
  phase: Phase;
  toMove: Seat | null;
  hands: string[][];
  scat: string[];
  buyer: Seat | null;
  announcements: Announcement[];
  contraFor: number | null;
  honours: Honour[];
  trick: Play[];
  tricks: Play[][];
  won: string[][];
  scores: number[];
  marks: number[];
  altUndNeu: boolean;
  gameEnded: GameEnded;
  gamesPlayed: number;
}

/** A card shown face up that stays in its owner's hand (besides the Do's of `announcements`). */
export interface Exposure {
  seat: Seat;
  card: string;
  /** `outbid`: the Do of a withdrawn Scat bid (H57); `bottom`: V-H-1's trump card, shown at the cut. */
  why: 'outbid' | 'bottom';
}

/**
 * The engine's state: the position's fields plus what the engine needs to go on. Treat as immutable.
 * Only `hands`, `scat` and `rng` are secret; everything else is public (see view.ts).
 */
export interface HundertspielState {
  readonly options: HundertspielOptions;
  readonly rules: HundertspielRules;
  readonly drawn: readonly string[];
  readonly dealer: Seat;
  readonly trump: Suit | null;
  readonly phase: Phase;
  readonly toMove: Seat | null;
  readonly hands: readonly (readonly string[])[];
  readonly scat: readonly string[];
  readonly buyer: Seat | null;
  readonly announcements: readonly Readonly<Announcement>[];
  readonly contraFor: number | null;
  readonly honours: readonly Readonly<Honour>[];
  readonly trick: readonly Readonly<Play>[];
  readonly tricks: readonly (readonly Readonly<Play>[])[];
  readonly won: readonly (readonly string[])[];
  readonly scores: readonly number[];
  readonly marks: readonly number[];
  readonly altUndNeu: boolean;
  readonly gameEnded: GameEnded;
  readonly gamesPlayed: number;
  /** Cards shown face up that stay in a hand: withdrawn bids' Do's, V-H-1's bottom card. */
  readonly exposed: readonly Readonly<Exposure>[];
  /** `gamesPlayed` when this deal started: tells the game the deal started with (H35 c). */
  readonly dealGame: number;
  /** Seeded randomness for the next shuffle; never part of a view. */
  readonly rng: RngState;
}

/** Every move may name its seat; a seat other than the one to move is refused (H10, notYourTurn). */
type WithSeat = { readonly seat?: Seat };
export type HundertspielMove = WithSeat &
  (
    | { readonly type: 'pass' }
    | { readonly type: 'announce'; readonly kind: AnnouncementKind; readonly dos: readonly string[] }
    | { readonly type: 'honours'; readonly rank: HonourRank }
    | { readonly type: 'contra' }
    | { readonly type: 'play'; readonly card: string }
    | { readonly type: 'bid'; readonly suit: Suit }
    | { readonly type: 'buy' }
    | { readonly type: 'discard'; readonly card: string }
    | { readonly type: 'trump'; readonly suit: Suit }
    | { readonly type: 'agree' }
    | { readonly type: 'out' }
  );

export type PaymentReason = 'game' | 'matsch' | '26' | '52' | 'first52';
export type ScoreReason = 'honours' | 'trick' | 'scat';

export type HundertspielEvent =
  /** newSession: the draw for seats (H5, H52). */
  | { readonly type: 'seats'; readonly drawn: readonly string[]; readonly dealer: Seat }
  /** A deal is dealt (H9, H50, H51, H55). `bottom`: V-H-1's trump card (shown at the cut), else null. */
  | {
      readonly type: 'dealStart';
      readonly dealer: Seat;
      readonly vorhand: Seat;
      readonly trump: Suit | null;
      readonly bottom: string | null;
      readonly handSize: number;
      readonly scatSize: number;
      readonly altUndNeu: boolean;
      readonly phase: Phase;
    }
  | { readonly type: 'optIn'; readonly seat: Seat; readonly agree: boolean }
  /** V-H-7: the answer to the question (H36). */
  | { readonly type: 'altUndNeu'; readonly on: boolean }
  | { readonly type: 'pass'; readonly seat: Seat; readonly phase: Phase }
  | { readonly type: 'bid'; readonly seat: Seat; readonly suit: Suit; readonly card: string; readonly value: number }
  /** H57: an outbid bidder withdraws and takes his Do back. */
  | { readonly type: 'outbid'; readonly seat: Seat; readonly card: string }
  /** H58: `cards` are the Scat's cards; null for every viewer but the buyer. */
  | { readonly type: 'bought'; readonly seat: Seat; readonly cards: readonly string[] | null }
  /** H58: `card` is null for every viewer but the buyer. */
  | { readonly type: 'discarded'; readonly seat: Seat; readonly card: string | null; readonly count: number }
  | { readonly type: 'trumpFixed'; readonly suit: Suit; readonly seat: Seat | null; readonly value: number }
  | { readonly type: 'announced'; readonly announcement: number; readonly seat: Seat; readonly kind: AnnouncementKind; readonly dos: readonly string[] }
  /** PD-H-20: an announcement after the game ended voids the carry-over: the new game is back at 0. */
  | { readonly type: 'carryOverVoid'; readonly scores: readonly number[] }
  | { readonly type: 'honours'; readonly seat: Seat; readonly rank: HonourRank; readonly count: number; readonly points: number }
  | { readonly type: 'contra'; readonly announcement: number; readonly seat: Seat; readonly level: ContraLevel }
  | { readonly type: 'playStart'; readonly leader: Seat }
  | { readonly type: 'played'; readonly seat: Seat; readonly card: string; readonly trick: number }
  | {
      readonly type: 'trick';
      readonly index: number;
      readonly winner: Seat;
      readonly winningCard: string;
      readonly cards: readonly Play[];
      readonly points: number;
      readonly cardPoints: number;
      readonly lastTrick: number;
      readonly doBonus: number;
      readonly last: boolean;
    }
  | { readonly type: 'score'; readonly party: number; readonly points: number; readonly scores: readonly number[]; readonly reason: ScoreReason }
  | { readonly type: 'missingFourth'; readonly seat: Seat; readonly rank: 'K' | 'N' | 'J'; readonly suit: Suit }
  | { readonly type: 'decided'; readonly announcement: number; readonly seat: Seat; readonly kind: AnnouncementKind; readonly won: boolean }
  | {
      readonly type: 'gameOver';
      readonly winner: number | null;
      readonly scores: readonly number[];
      readonly matsch: readonly number[];
      readonly then: 'abandoned' | 'settle' | 'newGame';
    }
  | { readonly type: 'payment'; readonly from: Seat; readonly to: Seat; readonly amount: number; readonly reason: PaymentReason }
  /** V-H-6: a seat declares his party out; `valid` false is a false "out" (§30). */
  | { readonly type: 'out'; readonly seat: Seat; readonly party: number; readonly valid: boolean }
  | { readonly type: 'dealOver'; readonly reason: 'played' | 'abandoned' | 'thrownIn' };

/** A fact everybody knows about a hand: the suit of the missing fourth of three figures (H18). */
export interface Disclosure {
  seat: Seat;
  rank: 'K' | 'N' | 'J';
  suit: Suit;
}

/** What one player may know: his hand, every public fact, never another hand, the Scat or the rng. */
export interface HundertspielView {
  readonly viewer: Seat;
  readonly options: HundertspielOptions;
  readonly rules: HundertspielRules;
  /**
   * The cards drawn for seats (H5), as suit and rank: they went back into the pack, so a card string
   * here would look like a card on the table.
   */
  readonly drawn: readonly { readonly suit: Suit; readonly rank: string }[];
  readonly dealer: Seat;
  readonly trump: Suit | null;
  readonly phase: Phase;
  readonly toMove: Seat | null;
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  /** By seat: cards lying face up that are still in that hand (laid Do's, withdrawn bids, V-H-1). */
  readonly shown: readonly (readonly string[])[];
  readonly scatCount: number;
  /** The Scat's cards if the viewer knows them (the buyer's own discards), else null. */
  readonly scat: readonly string[] | null;
  readonly buyer: Seat | null;
  readonly announcements: readonly Readonly<Announcement>[];
  readonly contraFor: number | null;
  readonly honours: readonly Readonly<Honour>[];
  readonly disclosed: readonly Disclosure[];
  /** Seats known to hold no trump: they played another suit to a trump lead (H20). */
  readonly noTrump: readonly Seat[];
  readonly trick: readonly Readonly<Play>[];
  readonly tricks: readonly (readonly Readonly<Play>[])[];
  readonly won: readonly (readonly string[])[];
  readonly scores: readonly number[];
  readonly marks: readonly number[];
  readonly altUndNeu: boolean;
  readonly gameEnded: GameEnded;
  readonly gamesPlayed: number;
  readonly exposed: readonly Readonly<Exposure>[];
  readonly dealGame: number;
}
