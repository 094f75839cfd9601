/**
 * Seats and parties (contract "Cards, seats, parties"): seats 0 … n-1 in turn order, clockwise (H7);
 * Vorhand = dealer + 1; with 4 players seats s and s + 2 are partners, party s % 2 (H4, H31); with
 * 3 players every seat is its own party (H48).
 */
import { nextSeat as nextAt, sideOf, sideSeats } from '../tricks/partnership.js';
import type { HundertspielRules, Seat } from './types.js';

type HasRules = { readonly rules: HundertspielRules; readonly dealer: Seat };

export const vorhandOf = (s: HasRules): Seat => (s.dealer + 1) % s.rules.players;
export const nextSeat = (s: HasRules, seat: Seat): Seat => nextAt(seat, s.rules.players);
/** 0 for Vorhand … n-1 for the dealer. */
export const playIndex = (s: HasRules, seat: Seat): number => (seat - s.dealer - 1 + 2 * s.rules.players) % s.rules.players;
export const partyOf = (rules: HundertspielRules, seat: Seat): number => (rules.players === 4 ? sideOf(seat) : seat);

/** The seats of a party, in seat order. */
export function partySeats(rules: HundertspielRules, party: number): Seat[] {
  return rules.players === 4 ? sideSeats(party) : [party];
}

/** Every seat in play order (Vorhand first, dealer last). */
export function playOrder(s: HasRules): Seat[] {
  const n = s.rules.players;
  return Array.from({ length: n }, (_, i) => (s.dealer + 1 + i) % n);
}

/** The seats of the announcer's party, or the opposing seats, in play order (H16, H48). */
export function sideInPlayOrder(s: HasRules, announcer: Seat, opponents: boolean): Seat[] {
  const party = partyOf(s.rules, announcer);
  return playOrder(s).filter((seat) => (partyOf(s.rules, seat) === party) !== opponents);
}
