/** A mutable working copy of a state: every list the engine changes is copied once per move. */
import type { RngState } from '../../engine/rng.js';
import type { Declared, Phase, PiquetEvent, PiquetOptions, PiquetRules, PiquetState, Play, Seat } from './types.js';

export interface Draft {
  options: PiquetOptions;
  cut: readonly string[];
  rules: PiquetRules;
  blanche: readonly string[] | null;
  rng: RngState;
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

export type Events = PiquetEvent[] | null;

/** A working copy of `s`. Lists are copied one level deep; inner objects (plays, tricks, declared) are shared and never written. */
export function draftOf(s: PiquetState): Draft {
  return {
    options: s.options as PiquetOptions,
    cut: s.cut,
    rules: s.rules,
    blanche: s.blanche,
    rng: s.rng,
    dealer: s.dealer,
    phase: s.phase,
    toMove: s.toMove,
    hands: [s.hands[0]!.slice(), s.hands[1]!.slice()],
    talon: s.talon.slice(),
    discards: [s.discards[0]!.slice(), s.discards[1]!.slice()],
    taken: [s.taken[0]!.slice(), s.taken[1]!.slice()],
    carteBlanche: s.carteBlanche,
    declared: s.declared.slice() as Declared[],
    repique: s.repique,
    pique: s.pique,
    trick: s.trick.slice() as Play[],
    tricks: s.tricks.slice() as Play[][],
    tricksWon: s.tricksWon.slice(),
    dealScores: s.dealScores.slice(),
    scores: s.scores.slice(),
    dealsPlayed: s.dealsPlayed,
    winner: s.winner,
    units: s.units.slice(),
    gamesPlayed: s.gamesPlayed,
  };
}

export function stateOf(d: Draft): PiquetState {
  return d as unknown as PiquetState;
}
