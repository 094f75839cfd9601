/**
 * Shared by the partnership trick games (Hundertspiel with 4, Whist): four seats in turn order
 * (seat `(s + 1) % n` plays after seat `s`), partners opposite, so side = seat % 2 and the sides'
 * seats are {0, 2} and {1, 3}.
 */

/** The side (partnership) of a seat at a four-seat table: seats 0 and 2 are side 0, 1 and 3 side 1. */
export const sideOf = (seat: number): number => seat % 2;

/** The partner sitting opposite `seat` at a four-seat table. */
export const partnerOf = (seat: number): number => (seat + 2) % 4;

/** The two seats of a side, in seat order. */
export const sideSeats = (side: number): [number, number] => [side, side + 2];

/** The seat after `seat` in turn order (clockwise) at a table of `n`. */
export const nextSeat = (seat: number, n = 4): number => (seat + 1) % n;

/** The seat that plays `i`-th (0 = the leader) to a trick led by `leader`, at a table of `n`. */
export const seatInTrick = (leader: number, i: number, n = 4): number => (leader + i) % n;
