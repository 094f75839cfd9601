/**
 * The figures of Tarok's rules for players, read from the engine's tables and functions, so that
 * rules-de.ts and rules-en.ts phrase them and never write a number of the rules twice: the orders of
 * the suits (T2), the pips (T5), the packets (T7, TD5), the deal (T9, TD2, TL6, TL8), the announcements
 * (T15–T18), the prizes (T29, TD6), par (T31), the party (TD8), the result and tariff (TL20, TL22).
 * No word of any language here.
 */
import { CALLS, LADDER } from '../../src/games/tarok/auction.js';
import { cavalryPoints, kingPoints, matadorPoints, MIN_KINGS, MIN_MATADORS, MIN_TAROKS, tarokPoints } from '../../src/games/tarok/announce.js';
import { cardPoints, isTarok, PACK, PAGAT, pilePoints, pipsOf, rankOf, SEVEN_KINGS, SKY, strengthOf, suitOf, XXI } from '../../src/games/tarok/cards.js';
import { dealPack } from '../../src/games/tarok/deal.js';
import { DOUBLE_LINE, NO_TRICK_VALUE, PAR, PARTY_TARGET, PRIZE_VALUES, REMISE_POINTS, TARIFF } from '../../src/games/tarok/settle.js';
import type { Form, Game, Method, TarokRules } from '../../src/games/tarok/types.js';

/** The ranks of a suit, highest first, by the engine's trick order (T2). */
function orderOf(suit: string): string[] {
  return PACK.filter((c) => suitOf(c) === suit)
    .sort((a, b) => strengthOf(b) - strengthOf(a))
    .map(rankOf);
}

const FIGURE_RANKS = ['K', 'Q', 'N', 'J'] as const;

/** One game of Taroklomber's ladder with its calls and tariff (TL10, TL14, TL22). */
export interface TariffRow {
  readonly game: Game;
  readonly calls: number;
  readonly base: number;
  readonly rate: number;
  readonly tout: number;
}

export const FIGURES = {
  taroks: PACK.filter(isTarok).length,
  suitCards: PACK.filter((c) => suitOf(c) === 'H').length,
  /** T2: the black and the red suits, highest first. */
  blackOrder: orderOf('C'),
  redOrder: orderOf('H'),
  /** T5: the pips of the king, queen, cavall and jack; of the Mond, the Pagat and the Sky; of a ladon. */
  figurePips: FIGURE_RANKS.map((r) => ({ rank: r, pips: pipsOf(`C-${r}`) })),
  matadorPips: { xxi: pipsOf(XXI), pagat: pipsOf(PAGAT), sky: pipsOf(SKY) },
  ladonPips: pipsOf('C-5'),
  countingCards: PACK.filter((c) => pipsOf(c) > 1).length,
  /** T7, TD5: what a packet of three, a pair, loses from its pips. */
  packetLess: 3 - pilePoints(3, 3, 3),
  pairLess: 2 - pilePoints(2, 2, 2),
  /** T7's examples: queen, jack and a ladon; king, queen and cavall. */
  queenJackLadon: cardPoints(['H-Q', 'H-J', 'C-5'], 3),
  kingQueenCavall: cardPoints(['H-K', 'H-Q', 'H-N'], 3),
  packPoints: cardPoints(PACK, 3),
  par: PAR,
  kings: SEVEN_KINGS.length,
  /** T15–T18. */
  minTaroks: MIN_TAROKS,
  tarokPoints: tarokPoints(MIN_TAROKS),
  tarokStep: tarokPoints(MIN_TAROKS + 1) - tarokPoints(MIN_TAROKS),
  minMatadors: MIN_MATADORS,
  matadorPoints: matadorPoints(MIN_MATADORS),
  matadorStep: matadorPoints(MIN_MATADORS + 1) - matadorPoints(MIN_MATADORS),
  whole: cavalryPoints(1, 0, false),
  half: cavalryPoints(0, 1, false),
  wholeSkied: cavalryPoints(1, 0, true),
  halfSkied: cavalryPoints(0, 1, true),
  minKings: MIN_KINGS,
  kingPoints: kingPoints(MIN_KINGS),
  kingStep: kingPoints(MIN_KINGS + 1) - kingPoints(MIN_KINGS),
  allKings: kingPoints(SEVEN_KINGS.length),
  noTrick: NO_TRICK_VALUE,
  partyTarget: PARTY_TARGET,
  doubleLine: DOUBLE_LINE,
  remise: REMISE_POINTS,
} as const;

/** T9, TD2, TL6, TL8: the sizes of the deal for these rules (dealer seat 0, the eldest seat 1). */
export function dealSizes(r: TarokRules): { readonly hand: number; readonly dealer: number; readonly skat: number; readonly aside: number } {
  const d = dealPack(PACK, r, 0);
  return { hand: d.hands[1]!.length, dealer: d.hands[0]!.length, skat: d.skat.length || d.hands[0]!.length - d.hands[1]!.length, aside: d.aside.length };
}

/** T29, TD6: the Pagat's and a King's values, [in tricks before the last or the Skat, in the last trick]. */
export const prizeValues = (form: Form): { readonly pagat: readonly number[]; readonly king: readonly number[] } => (form === 'deux' ? PRIZE_VALUES.deux : PRIZE_VALUES.trois);

/** TL10, TL14, TL22: the games of a method, lowest first. */
export function tariffRows(method: Method): TariffRow[] {
  return LADDER[method].map((game) => ({ game, calls: CALLS[game], ...TARIFF[method][game]! }));
}
