/**
 * The cards of Tarok (T1–T7): the project's Tarock pack, the trick order of this game (red pips
 * reversed, T2; the Sky never wins, T3, T24), pips, ladons and counting cards, Kings and prizes.
 */
import { TAROCK } from '../../engine/decks/tarock.js';

/** The 78 cards in the pack's fixed order (shuffles start from it). */
export const PACK: readonly string[] = TAROCK.cards;
const IN_PACK = new Set(PACK);

export const SKY = 'T-Sk';
export const PAGAT = 'T-1';
export const XXI = 'T-21';
export const SUIT_KINGS = ['C-K', 'D-K', 'H-K', 'S-K'] as const;
/** T18: the seven Kings of the announcement. */
export const SEVEN_KINGS: readonly string[] = [SKY, XXI, PAGAT, ...SUIT_KINGS];

export const isCard = (x: unknown): x is string => typeof x === 'string' && IN_PACK.has(x);
/** A tarok (trump), the Sky included (T1). */
export const isTarok = (c: string): boolean => c.startsWith('T-');
/** The suit for following (T21): the taroks are one suit `T`; the Sky is in none. */
export const suitOf = (c: string): string => c.slice(0, 1);
export const rankOf = (c: string): string => c.slice(2);
export const isSuitKing = (c: string): boolean => !isTarok(c) && rankOf(c) === 'K';
/** A card that may never go to the Skat (T11, TL7): a tarok or a King. */
export const isBarred = (c: string): boolean => isTarok(c) || isSuitKing(c);

const FIGURE_PIPS: Readonly<Record<string, number>> = { K: 5, Q: 4, N: 3, J: 2 };

/** T5: K 5, Q 4, N 3, J 2; XXI, Pagat, Sky 5; every other card 1. */
export function pipsOf(c: string): number {
  if (c === XXI || c === PAGAT || c === SKY) return 5;
  if (isTarok(c)) return 1;
  return FIGURE_PIPS[rankOf(c)] ?? 1;
}

/** T6: a counting card (the figures and the three matadors); every other card is a ladon. */
export const isCountingCard = (c: string): boolean => pipsOf(c) > 1;

const FIGURES: Readonly<Record<string, number>> = { K: 14, Q: 13, N: 12, J: 11 };
const RED = new Set(['H', 'D']);

/**
 * The trick strength of a card (T2, T3): taroks 101 (Pagat) … 121 (XXI); the Sky −1 (it never wins,
 * T24); suit cards 1 … 14: black K Q N J 10 … 2 A, red K Q N J A 2 … 10.
 */
export function strengthOf(c: string): number {
  return STRENGTHS.get(c) ?? strengthFresh(c);
}

function strengthFresh(c: string): number {
  if (c === SKY) return -1;
  const r = rankOf(c);
  if (isTarok(c)) return 100 + Number(r);
  const f = FIGURES[r];
  if (f !== undefined) return f;
  const pip = r === 'A' ? 1 : Number(r);
  return RED.has(suitOf(c)) ? 11 - pip : pip;
}

/** T7, TD5: card points of a pile of `cards` cards with `pips` pips: threes `pips − 2·cards/3`, pairs `pips − ⌊cards/2⌋`. */
export function pilePoints(pips: number, cards: number, players: number): number {
  return players === 3 ? pips - (2 * cards) / 3 : pips - Math.floor(cards / 2);
}

/** T7: card points of a list of cards. */
export function cardPoints(cards: readonly string[], players: number): number {
  let pips = 0;
  for (const c of cards) pips += pipsOf(c);
  return pilePoints(pips, cards.length, players);
}

const STRENGTHS: ReadonlyMap<string, number> = new Map(PACK.map((c) => [c, strengthFresh(c)]));
