/**
 * The trick table's words from a game's facts, alike for every trick game: the people at the seats
 * (`Who`, the player as "you"), a French pack's card names cached per language, the cards of a trick
 * with the one winning it, the trick now (T) and the last one (Shift+T), the tricks by seat with the
 * player first. A game gives its view's facts (the trick, who wins it, how many tricks a deal has) and
 * its card names; the sentences are the trick table's (src/games/tricks/words.ts).
 */
import { deckNamer, type DeckNamer } from '../../i18n/deck-names.js';
import type { Locale, Who } from '../../i18n/messages.js';
import type { TrickCard, TrickWords } from './words.js';

/** Who speaks and to whom: the player's seat and the names at the seats. */
export interface SeatWords {
  readonly locale: Locale;
  /** The player's seat. */
  readonly me: number;
  readonly names: readonly string[];
}

export interface Played {
  readonly seat: number;
  readonly card: string;
}

const FRENCH = new Map<Locale, DeckNamer>();
/** A French pack's card words in a language (made once). */
export function frenchNamer(locale: Locale): DeckNamer {
  let n = FRENCH.get(locale);
  if (!n) FRENCH.set(locale, (n = deckNamer('french', locale)));
  return n;
}

/** The person at a seat. */
export const seatWho = (w: SeatWords, seat: number): Who => ({ name: w.names[seat] ?? String(seat + 1), self: seat === w.me });

/** The cards of a trick in words, with who played them and which wins it (`winner`: its index; -1 none). */
export function trickPhrases(w: SeatWords, plays: readonly Played[], winner: number, name: (card: string) => TrickCard) {
  return plays.map((p, i) => ({ who: seatWho(w, p.seat), card: name(p.card), winning: i === winner, key: p.card, seat: p.seat }));
}

/** T: the trick in progress (its number of `of`), who is to play to it (null: nobody now). */
export function trickNowText(words: TrickWords, w: SeatWords, t: { done: number; of: number; trick: readonly Played[]; winner: number; toMove: number | null; name: (card: string) => TrickCard }): string {
  return words.trickNow(Math.min(t.done + 1, t.of), t.of, trickPhrases(w, t.trick, t.winner, t.name), t.toMove === null ? null : seatWho(w, t.toMove));
}

/** Shift+T: the last completed trick and who won it (`points`: what it counted, null where tricks have no points). */
export function lastTrickText(words: TrickWords, w: SeatWords, t: { tricks: readonly (readonly Played[])[]; winner: (trick: readonly Played[]) => number; points?: number | null; name: (card: string) => TrickCard }): string {
  const last = t.tricks[t.tricks.length - 1];
  if (!last) return words.noTrickYet;
  const win = t.winner(last);
  return words.lastTrick(t.tricks.length, trickPhrases(w, last, win, t.name), seatWho(w, last[win]!.seat), t.points ?? null);
}

/** The seats in the order a tricks line says them: the player first, then the others in seat order. */
export const meFirst = (w: SeatWords, seats: number): number[] => Array.from({ length: seats }, (_, s) => s).sort((a, b) => (a === w.me ? -1 : b === w.me ? 1 : a - b));
