/**
 * The Trappola pack of 36 (hundertspiel.md H1, H2): four Italian suits, nine ranks, no queen.
 *
 * A card is suit, hyphen, rank, as in the contract hundertspiel-engine.md: `Ba-Do`, `Cu-N`, `Sw-10`.
 * Suits `Sw Ba Cu Co` (Spadi/Swords, Bastoni/Batons, Coppi/Cups, Denari/Coins); ranks
 * `A K N J 10 9 8 7 Do` from high to low (H2; `N` is the Cavall, `J` the Bube, `Do` the lowest).
 *
 * API
 * - `TRAPPOLA`: the Deck (see deck.ts); `TRAPPOLA_SUITS`, `TRAPPOLA_RANKS` (high to low),
 *   `TrappolaSuit`, `TrappolaRank`.
 */
import { makeDeck, type Deck } from './deck.js';

export const TRAPPOLA_SUITS = ['Sw', 'Ba', 'Cu', 'Co'] as const;
/** High to low (H2): also the pack order. */
export const TRAPPOLA_RANKS = ['A', 'K', 'N', 'J', '10', '9', '8', '7', 'Do'] as const;
export type TrappolaSuit = (typeof TRAPPOLA_SUITS)[number];
export type TrappolaRank = (typeof TRAPPOLA_RANKS)[number];

export const TRAPPOLA: Deck<TrappolaSuit, TrappolaRank> = /* @__PURE__ */ makeDeck<TrappolaSuit, TrappolaRank>({
  id: 'trappola',
  family: 'trappola',
  suits: TRAPPOLA_SUITS,
  ranks: () => TRAPPOLA_RANKS,
  order: () => TRAPPOLA_RANKS,
  format: (s, r) => `${s}-${r}`,
  notation: 'suit Sw,Ba,Cu,Co, a hyphen, then rank A,K,N,J,10,9,8,7,Do, e.g. "Ba-Do"',
});
