/** The Ombre family's data: options, rules, positions, states, moves, events and a player's view (contract: shared/contracts/ombre-engine.md). */
import type { RngState } from '../../engine/rng.js';

export type Seat = number;
export type Game = 'ombre' | 'en-deux' | 'en-quatre' | 'quadrille' | 'cinquille';
export type Suit = 'C' | 'D' | 'H' | 'S';

export type Contract =
  | 'ask'
  | 'ask-colour'
  | 'tourne'
  | 'obscurite'
  | 'obscurite-bottom'
  | 'obscurite-middle'
  | 'casco'
  | 'solo'
  | 'solo-colour'
  | 'solo-tout'
  | 'solo-tout-colour'
  | 'grandissimo'
  | 'nullissimo'
  | 'mediateur'
  | 'forcee';

export interface OmbreOptions {
  game: Game;
  /** IDs from ombre.md §4; default none. */
  variants?: string[];
  /** T, tours in the session (O65); default by game. */
  tours?: number;
}

/** The rules in force, derived once from the options (plain JSON, part of the state). */
export interface OmbreRules {
  readonly game: Game;
  /** Every variant in force that applies to this game, sorted. */
  readonly variants: readonly string[];
  readonly players: number;
  /** The game's pack, pack order. */
  readonly pack: readonly string[];
  readonly suits: readonly Suit[];
  /** Cards per packet, one round per entry (O16, OD2, OQ2, QD2, CQ1). */
  readonly packets: readonly number[];
  readonly handSize: number;
  readonly tricks: number;
  /** Premiers p: the tricks a lone Lomber needs, and the stop/vole point (contract reading 1). */
  readonly premiers: number;
  readonly tours: number;
  /** 'draw': one per deal; 'fixed': V-O-1; 'firstWin': V-O-2; 'none'. */
  readonly favourite: 'draw' | 'fixed' | 'firstWin' | 'none';
  /** Quadrille or Cinquille: calls, no talon, partnership settlement. */
  readonly partnership: boolean;
  /** Win / remise thresholds for the side's tricks (null: by comparison, ombre and en quatre). */
  readonly winAt: number | null;
  readonly remiseAt: number | null;
}

export type Phase = 'auction' | 'trump' | 'call' | 'give' | 'exchange' | 'play' | 'dealOver' | 'sessionOver';
export type Outcome = 'win' | 'remise' | 'codille' | 'thrownIn' | 'passed';

export interface Play {
  seat: Seat;
  card: string;
}

export interface AuctionStep {
  seat: Seat;
  move: 'bid' | 'hold' | 'pass';
  contract?: Contract;
  suit?: Suit;
}

export interface Bete {
  amount: number;
  kind: 'single' | 'double';
}

export interface OmbrePosition {
  options: OmbreOptions;
  balances: number[];
  pot: number;
  betes: Bete[];
  dealsPlayed: number;
  dealer: Seat;
  favourite: Suit | null;
  phase: Phase;
  toMove: Seat | null;
  hands: string[][];
  talon: string[];
  turned: string | null;
  auction: AuctionStep[];
  lomber: Seat | null;
  contract: Contract | null;
  trump: Suit | null;
  called: string | null;
  partner: Seat | null;
  giver: Seat | null;
  discards: string[][];
  taken: string[][];
  matadors: number | null;
  trick: Play[];
  tricks: Play[][];
  won: number[];
  vole: boolean;
  outcome: Outcome | null;
}

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** The engine's state: the position plus the rules and the seeded generator. Plain JSON; treat it as immutable. */
export type OmbreState = DeepReadonly<OmbrePosition> & {
  readonly rules: OmbreRules;
  readonly rng: RngState;
  /** Mediateur: the card given back to the giver (QD10), null otherwise; private to the two. */
  readonly given: string | null;
};

export type OmbreMove =
  | { readonly type: 'bid'; readonly contract: Contract; readonly suit?: Suit; readonly seat?: Seat }
  | { readonly type: 'hold'; readonly suit?: Suit; readonly seat?: Seat }
  | { readonly type: 'pass'; readonly seat?: Seat }
  | { readonly type: 'convert'; readonly contract: Contract; readonly seat?: Seat }
  | { readonly type: 'trump'; readonly suit: Suit; readonly seat?: Seat }
  | { readonly type: 'call'; readonly card: string; readonly seat?: Seat }
  | { readonly type: 'give'; readonly card: string; readonly seat?: Seat }
  | { readonly type: 'discard'; readonly card: string; readonly seat?: Seat }
  | { readonly type: 'take'; readonly seat?: Seat }
  | { readonly type: 'play'; readonly card: string; readonly seat?: Seat }
  | { readonly type: 'stop'; readonly seat?: Seat }
  | { readonly type: 'throwIn'; readonly seat?: Seat };

export type PaymentReason = 'ante' | 'blok' | 'pot' | 'honours' | 'bete' | 'kettle';
export type Visible = Seat | readonly Seat[];

export type OmbreEvent =
  | { readonly type: 'bid'; readonly seat: Seat; readonly contract: Contract; readonly suit?: Suit }
  | { readonly type: 'hold'; readonly seat: Seat; readonly contract: Contract; readonly suit?: Suit }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'acesShown'; readonly seat: Seat; readonly cards: readonly string[] }
  | { readonly type: 'auctionWon'; readonly seat: Seat; readonly contract: Contract; readonly suit?: Suit }
  | { readonly type: 'allPassed' }
  | { readonly type: 'spadilleForcee'; readonly seat: Seat }
  | { readonly type: 'convert'; readonly seat: Seat; readonly contract: Contract }
  | { readonly type: 'turned'; readonly card: string; readonly suit: Suit }
  | { readonly type: 'trump'; readonly suit: Suit | null; readonly colour: boolean }
  | { readonly type: 'called'; readonly seat: Seat; readonly card: string }
  | { readonly type: 'handedOver'; readonly from: Seat; readonly to: Seat; readonly card: string }
  | { readonly type: 'given'; readonly seat: Seat; readonly to: Seat; readonly card: string | null; readonly visibleTo: readonly Seat[] }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly card: string | null; readonly visibleTo: Seat }
  | { readonly type: 'exchange'; readonly seat: Seat; readonly count: number; readonly left: number }
  | { readonly type: 'cardsTaken'; readonly seat: Seat; readonly cards: readonly string[]; readonly visibleTo: Seat }
  | { readonly type: 'throwIn'; readonly seat: Seat }
  | { readonly type: 'cardPlayed'; readonly seat: Seat; readonly card: string; readonly trick: number }
  | { readonly type: 'trick'; readonly number: number; readonly winner: Seat; readonly cards: readonly Play[]; readonly won: readonly number[] }
  | { readonly type: 'partnerRevealed'; readonly seat: Seat; readonly card: string }
  | { readonly type: 'voleDeclared'; readonly seat: Seat }
  | { readonly type: 'stop'; readonly seat: Seat }
  | {
      readonly type: 'result';
      readonly outcome: Outcome;
      readonly won: readonly number[];
      readonly side: number;
      readonly premiers: boolean;
      readonly vole: 'made' | 'missed' | null;
      readonly devole: boolean;
    }
  | {
      readonly type: 'honours';
      readonly game: number;
      readonly matadors: number;
      readonly premiers: number;
      readonly vole: number;
      readonly devole: number;
      readonly colour: boolean;
      readonly total: number;
      /** The matador count of O50 (QD17), public at settlement. */
      readonly count: number;
    }
  | { readonly type: 'payment'; readonly from: Seat | 'pot'; readonly to: Seat | 'pot'; readonly amount: number; readonly reason: PaymentReason }
  | { readonly type: 'dealOver'; readonly outcome: Outcome }
  | { readonly type: 'sessionOver'; readonly balances: readonly number[] };

/** The start of a deal, as a table says it (public facts of the new state; `ombreGame` adds it). */
export interface DealStarted {
  readonly type: 'dealStarted';
  /** 1-based, and the deals of the session. */
  readonly deal: number;
  readonly of: number;
  readonly dealer: number;
  readonly mano: number;
  readonly favourite: Suit | null;
  /** The pot after the ante (and V-O-8's Blok). */
  readonly pot: number;
  readonly betes: readonly Bete[];
  /** V-O-8: every seat put a mark in as the table was empty. */
  readonly blok: boolean;
}

/** What happens at a table of the family (`ombreGame`'s events): the engine's, and the start of each deal. */
export type OmbreTableEvent = OmbreEvent | DealStarted;

/** What one seat may know (O36, O68): never another hand, other discards or taken cards, the talon or the rng. */
export interface OmbreView {
  readonly viewer: Seat;
  readonly options: OmbreOptions;
  /** Seats in the game (the rules follow from the options: resolveRules; they hold the whole pack, so they stay out). */
  readonly players: number;
  readonly balances: readonly number[];
  readonly pot: number;
  readonly betes: readonly Bete[];
  readonly dealsPlayed: number;
  readonly dealer: Seat;
  readonly favourite: Suit | null;
  readonly phase: Phase;
  readonly toMove: Seat | null;
  readonly hand: readonly string[];
  readonly discards: readonly string[];
  readonly taken: readonly string[];
  readonly handCounts: readonly number[];
  readonly discardCounts: readonly number[];
  readonly takenCounts: readonly number[];
  readonly talonCount: number;
  /** The turned card (Tourné, Grand Casco), also after it was drawn. */
  readonly turned: string | null;
  /** Who drew the turned card (O37: everybody knows where it went); null while it lies on the talon. */
  readonly turnedTo: Seat | null;
  readonly auction: readonly AuctionStep[];
  readonly lomber: Seat | null;
  readonly contract: Contract | null;
  readonly trump: Suit | null;
  readonly called: string | null;
  /** The partner once the called card was played, or when the viewer is the partner (or the Lomber who called his own card: null, known). */
  readonly partner: Seat | null;
  readonly partnerKnown: boolean;
  readonly giver: Seat | null;
  /** Mediateur: the card given back, to the Mediateur and the giver only. */
  readonly givenCard: string | null;
  readonly matadors: number | null;
  readonly trick: readonly Play[];
  readonly tricks: readonly (readonly Play[])[];
  readonly won: readonly number[];
  readonly vole: boolean;
  readonly outcome: Outcome | null;
}
