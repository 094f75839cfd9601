/**
 * The Tarok engine's data (contract: shared/contracts/tarok-engine.md; rules shared/rules/tarok.md):
 * options, positions, states, moves, events and a seat's view. Plain JSON throughout.
 */
import type { RngState } from '../../engine/rng.js';

export type Form = 'trois' | 'deux' | 'lomber';
export type Method = 'old' | 'new';

export interface TarokOptions {
  form: Form;
  /** Taroklomber only (TL3); default 'old'. */
  method?: Method;
  /** IDs from tarok.md §6; the engine plays V-T-1 and V-T-2. */
  variants?: string[];
  /** trois, lomber: tours in the session (T35, TL24); default 4. */
  tours?: number;
  /** deux: parties in the session (TD10); default 1. */
  parties?: number;
  /** lomber: what the eldest gets from each when all pass (TL13); default 10 old, 20 new. */
  aPersonne?: number;
  /** deux: points a party is worth in the ledger (TD9); default 30. */
  partyValue?: number;
}

/** The options with every default filled in (rules.ts). */
export interface TarokRules {
  readonly form: Form;
  readonly method: Method;
  readonly players: 2 | 3;
  readonly variants: readonly string[];
  readonly tours: number;
  readonly parties: number;
  readonly aPersonne: number;
  readonly partyValue: number;
  /** V-T-1: a seat that won no trick receives 26 from each other seat. */
  readonly withTrick: boolean;
  /** V-T-2: matadors also counted from below. */
  readonly fromBelow: boolean;
}

export type Play = { seat: number; card: string };
export type Phase = 'skat' | 'auction' | 'call' | 'give' | 'play' | 'dealOver' | 'partyOver' | 'sessionOver';
export type Game = 'aDue' | 'aUno' | 'solo';
export type Outcome = 'played' | 'win' | 'remise' | 'loss' | 'tout' | 'passed';

export interface AuctionStep {
  seat: number;
  move: 'bid' | 'hold' | 'pass';
  game?: Game;
}

export interface Call {
  card: string;
  /** The seat that handed it over; null when it lay in the Skat (TL15). */
  from: number | null;
  /** The card given back to `from` (TL14); null while not yet given, and for a Skat call. */
  returned: string | null;
}

/** T14–T19 for one seat: counts only what scores. */
export interface Announcement {
  taroks: number;
  matadors: number;
  whole: number;
  half: number;
  skied: boolean;
  kings: number;
  points: number;
}

export interface TarokPosition {
  options: TarokOptions;
  balances: number[];
  scores: number[] | null;
  dealsPlayed: number;
  partiesPlayed: number;
  dealer: number;
  phase: Phase;
  toMove: number | null;
  hands: string[][];
  skat: string[];
  aside: string[];
  auction: AuctionStep[];
  declarer: number | null;
  game: Game | null;
  calls: Call[];
  announcements: Announcement[] | null;
  trick: Play[];
  tricks: Play[][];
  won: number[];
  outcome: Outcome | null;
  /** The generator (toPosition adds it; fromPosition seeds one from the position when it is missing). */
  rng?: RngState;
}

/** The engine's state: the contract's position with the generator always present. */
export interface TarokState extends TarokPosition {
  rng: RngState;
}

export type TarokMove =
  | { type: 'discard'; card: string; seat?: number }
  | { type: 'bid'; game: Game; seat?: number }
  | { type: 'hold'; seat?: number }
  | { type: 'pass'; seat?: number }
  | { type: 'call'; card: string; seat?: number }
  | { type: 'give'; card: string; seat?: number }
  | { type: 'play'; card: string; seat?: number };

export type Visible = number | number[];

export type TarokEvent =
  | { type: 'dealStarted'; deal: number; dealer: number; eldest: number }
  | { type: 'skatCard'; seat: number; card: string | null; visibleTo: number }
  | { type: 'skatLaid'; seat: number }
  | ({ type: 'announced'; seat: number } & Announcement)
  | { type: 'bid'; seat: number; game: Game }
  | { type: 'hold'; seat: number; game: Game }
  | { type: 'pass'; seat: number }
  | { type: 'auctionWon'; seat: number; game: Game }
  | { type: 'allPassed' }
  | { type: 'skatTaken'; seat: number; cards: (string | null)[]; visibleTo: number }
  | { type: 'called'; seat: number; card: string; from: number | null }
  | { type: 'given'; seat: number; to: number; card: string | null; visibleTo: number[] }
  | { type: 'cardPlayed'; seat: number; card: string; trick: number }
  | { type: 'trick'; number: number; winner: number; cards: Play[]; won: number[] }
  | { type: 'sky'; seat: number; trick: number; to: number; kept: boolean }
  | { type: 'prize'; seat: number; card: string; owner: number; trick: number; value: number }
  | { type: 'cardPoints'; points: number[] }
  | { type: 'result'; outcome: Outcome; declarer: number | null; game: Game | null; points: number | null }
  | { type: 'score'; added: number[]; scores: number[] }
  | { type: 'partyOver'; winner: number; parties: number; points: number; scores: number[] }
  | { type: 'payment'; from: number; to: number; amount: number; reason: string }
  | { type: 'dealOver'; outcome: Outcome }
  | { type: 'sessionOver'; balances: number[] };

/**
 * What one seat may see (T37, T40, TL17): the position without the generator, the hands it may not
 * see, a hidden Skat and en deux's cards set aside as null (their sizes beside them), a call's card
 * given back as null unless the seat is one of the two.
 */
export interface TarokView extends Omit<TarokPosition, 'hands' | 'skat' | 'aside' | 'calls' | 'rng'> {
  seat: number;
  hands: (string[] | null)[];
  handSizes: number[];
  skat: string[] | null;
  skatSize: number;
  aside: null;
  asideSize: number;
  calls: { card: string; from: number | null; returned: string | null; given: boolean }[];
}
