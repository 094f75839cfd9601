/** Piquet's data: options, rules, positions, states, moves, events and a player's view (contract: shared/contracts/piquet-engine.md). */
import type { RngState } from '../../engine/rng.js';

export type Seat = number;

export interface PiquetOptions {
  /** Variant IDs from piquet.md §6: 'V-Q-1' … 'V-Q-7'; default none. */
  variants?: string[];
}

/** The rules in force, derived once from the options (variants resolved). */
export interface PiquetRules {
  /** Every variant in force, sorted (V-Q-1 … V-Q-7). */
  readonly variants: readonly string[];
  /** Q12: elder discards at least 3; V-Q-1: at least 1. */
  readonly elderMin: number;
  /** Q14: younger must take the cards elder left (5 − e); V-Q-1: no minimum. */
  readonly youngerTakesLeft: boolean;
  /** Q31: the last trick makes 3 for its winner; V-Q-2: 2. (Unused under V-Q-3.) */
  readonly lastTrick: number;
  /** V-Q-3: every lead and every beat scores 1, the last trick 1 more. */
  readonly modernTricks: boolean;
  /** V-Q-7: a beat scores only with A, K, Q, J or 10. */
  readonly countingBeats: boolean;
  /** V-Q-6: the carte-blanche hand is shown to the opponent after his exchange. */
  readonly blancheShown: boolean;
  /** Q5: 101; V-Q-4: 100; V-Q-5 (the four-deal partie, Q37): null. */
  readonly target: number | null;
  /** V-Q-5: the four-deal partie. */
  readonly partie: boolean;
}

export type Phase = 'exchange-elder' | 'exchange-younger' | 'play' | 'dealOver' | 'gameOver';

export interface Play {
  seat: Seat;
  card: string;
}

export type Category = 'point' | 'sequences' | 'sets';

/** The outcome of one category of the declarations (Q17–Q23). */
export interface Declared {
  category: Category;
  /** The seat that scored it; null: equal (Q18, Q20) or nobody holds one. */
  winner: Seat | null;
  /** What the winner scored for it, without any repique; 0 when winner is null. */
  points: number;
  /** Cards shown (Q23): the winner's point suit, or the cards of every sequence of the winner; sets: []. */
  shown: string[];
  /** Sets: for each scoring trio, the card of that rank the winner lacks (Q23, PD-Q-7). */
  missing: string[];
}

/** The contract's plain JSON description of a state. */
export interface PiquetPosition {
  options: PiquetOptions;
  cut: string[];
  dealer: Seat;
  phase: Phase;
  toMove: Seat | null;
  hands: string[][];
  talon: string[];
  discards: string[][];
  taken: string[][];
  carteBlanche: Seat | null;
  declared: Declared[];
  repique: Seat | null;
  pique: Seat | null;
  trick: Play[];
  tricks: Play[][];
  tricksWon: number[];
  dealScores: number[];
  scores: number[];
  dealsPlayed: number;
  winner: Seat | null;
  units: number[];
  gamesPlayed: number;
}

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** The engine's state: the position plus what the engine needs to go on. Plain JSON; treat it as immutable. */
export type PiquetState = DeepReadonly<PiquetPosition> & {
  readonly rules: PiquetRules;
  /** The 12 cards dealt to the carte-blanche holder (Q11), null when nobody has carte blanche. */
  readonly blanche: readonly string[] | null;
  /** Seeded randomness for the next shuffle; never part of a view. */
  readonly rng: RngState;
};

export type PiquetMove =
  | { readonly type: 'discard'; readonly card: string }
  | { readonly type: 'take' }
  | { readonly type: 'play'; readonly card: string };

export type ScoreReason =
  | 'carteBlanche'
  | 'point'
  | 'sequences'
  | 'sets'
  | 'repique'
  | 'lead'
  | 'beat'
  | 'lastTrick'
  | 'pique'
  | 'cards'
  | 'capot';

export type Answer = 'good' | 'notGood' | 'equal';

export interface DeclarationEvent {
  readonly type: 'declaration';
  readonly seat: Seat;
  readonly category: Category;
  readonly length?: number;
  readonly pips?: number;
  readonly top?: string;
  readonly count?: number;
  readonly rank?: string;
  readonly none?: true;
}

export type PiquetEvent =
  /** newSessionWithEvents: one round of the cut for the first deal (Q6); equal ranks cut again. */
  | { readonly type: 'cut'; readonly round: number; readonly cards: readonly string[]; readonly dealer: Seat | null }
  | { readonly type: 'gameStarted'; readonly target: number | null; readonly partie: boolean; readonly variants: readonly string[] }
  | { readonly type: 'dealStarted'; readonly deal: number; readonly dealer: Seat; readonly elder: Seat; readonly scores: readonly number[] }
  /** Each player's 12 dealt cards; `visibleEvent` empties `cards` for the other seat. */
  | { readonly type: 'cardsDealt'; readonly seat: Seat; readonly cards: readonly string[]; readonly visibleTo: Seat }
  | { readonly type: 'carteBlanche'; readonly seat: Seat }
  /** One card laid away (PD-Q-21); `card` is null for the other seat. */
  | { readonly type: 'discard'; readonly seat: Seat; readonly card: string | null; readonly count: number; readonly visibleTo: Seat }
  | { readonly type: 'exchange'; readonly seat: Seat; readonly count: number; readonly left: number }
  | { readonly type: 'cardsTaken'; readonly seat: Seat; readonly cards: readonly string[]; readonly visibleTo: Seat }
  | { readonly type: 'talonSeen'; readonly seat: Seat; readonly cards: readonly string[]; readonly visibleTo: Seat }
  | { readonly type: 'shown'; readonly seat: Seat; readonly category: Category | 'carteBlanche'; readonly cards: readonly string[] }
  | DeclarationEvent
  | { readonly type: 'answer'; readonly seat: Seat; readonly category: Category; readonly answer: Answer }
  | { readonly type: 'noScore'; readonly category: Category; readonly reason: 'equal' | 'none' }
  | { readonly type: 'missingCard'; readonly seat: Seat; readonly rank: string; readonly suit: string }
  | {
      readonly type: 'score';
      readonly seat: Seat;
      readonly reason: ScoreReason;
      readonly points: number;
      readonly dealScores: readonly number[];
      readonly scores: readonly number[];
    }
  | { readonly type: 'cardPlayed'; readonly seat: Seat; readonly card: string; readonly lead: boolean }
  | { readonly type: 'trick'; readonly number: number; readonly winner: Seat; readonly cards: readonly Play[] }
  | { readonly type: 'tricksCounted'; readonly tricksWon: readonly number[]; readonly bonus: 'cards' | 'capot' | null; readonly seat: Seat | null }
  | { readonly type: 'dealOver'; readonly dealScores: readonly number[]; readonly scores: readonly number[] }
  | {
      readonly type: 'gameOver';
      readonly winner: Seat | null;
      readonly scores: readonly number[];
      readonly worth: number;
      readonly abandoned: boolean;
      readonly difference?: number;
    }
  | { readonly type: 'payment'; readonly from: Seat; readonly to: Seat; readonly amount: number; readonly reason: 'game' | 'partie' };

/** What one player may know (Q40): never the other hand, the other's discards, unseen talon cards or the rng. */
export interface PiquetView {
  readonly viewer: Seat;
  readonly options: PiquetOptions;
  readonly rules: PiquetRules;
  readonly dealer: Seat;
  readonly elder: Seat;
  readonly phase: Phase;
  readonly toMove: Seat | null;
  /** The viewer's own hand, discards and talon cards taken. */
  readonly hand: readonly string[];
  readonly discards: readonly string[];
  readonly taken: readonly string[];
  readonly handCounts: readonly number[];
  readonly discardCounts: readonly number[];
  readonly takenCounts: readonly number[];
  readonly talonCount: number;
  /** The talon cards the viewer may see that are still in the talon: its top cards (Q13, Q16). */
  readonly talonSeen: readonly string[];
  /** Elder only, after his exchange: the cards of his five he left (Q13), wherever they are now. */
  readonly elderLeft: readonly string[];
  /** Cards known to be in the opponent's hand now (shown under Q23, or left by the elder), pack order. */
  readonly opponentKnown: readonly string[];
  readonly carteBlanche: Seat | null;
  /** The holder's 12 dealt cards when the viewer may see them (his own, or V-Q-6 once shown), else null. */
  readonly carteBlancheCards: readonly string[] | null;
  readonly declared: readonly DeepReadonly<Declared>[];
  readonly repique: Seat | null;
  readonly pique: Seat | null;
  readonly trick: readonly Play[];
  readonly tricks: readonly (readonly Play[])[];
  readonly tricksWon: readonly number[];
  readonly dealScores: readonly number[];
  readonly scores: readonly number[];
  readonly dealsPlayed: number;
  readonly winner: Seat | null;
  readonly units: readonly number[];
  readonly gamesPlayed: number;
}
