/**
 * Cards of the Ombre family (O6–O11, EX-O-1): the packs, the plain and trump orders, the matadors
 * and their privilege (O42), the trick winner (O11) and the matador count (O50, contract reading 7).
 * The order tables are built once per trump (C, D, H, S, or none for Grandissimo and Nullissimo).
 */
import type { Play, Suit } from './types.js';

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const RANKS = ['A', 'K', 'Q', 'J', '7', '6', '5', '4', '3', '2'] as const;

/** The 40-card pack (O6) in a fixed order: suit by suit (C, D, H, S), A K Q J 7 … 2. */
export const PACK: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
const PACK_SET = new Set(PACK);

/** En deux (OD1): no diamonds. */
export const PACK_EN_DEUX: readonly string[] = PACK.filter((c) => suitOf(c) !== 'D');
/** En deux with V-O-12 / V-O-13: diamonds only AD and 7D. */
export const PACK_EN_DEUX_32: readonly string[] = PACK.filter((c) => suitOf(c) !== 'D' || c === 'AD' || c === '7D');
/** Quadrille with V-O-19: without 3S 4S 3C 4C 5H 6H 5D 6D. */
export const PACK_QUADRILLE_32: readonly string[] = PACK.filter((c) => !['3S', '4S', '3C', '4C', '5H', '6H', '5D', '6D'].includes(c));

export function isOmbreCard(x: unknown): x is string {
  return typeof x === 'string' && PACK_SET.has(x);
}

export function suitOf(card: string): Suit {
  return card[card.length - 1] as Suit;
}

export function rankOf(card: string): string {
  return card.slice(0, -1);
}

export const isRed = (s: Suit): boolean => s === 'H' || s === 'D';

/** O7: a plain suit from high to low (a black suit without its ace). */
export function plainOrder(s: Suit): string[] {
  const ranks = isRed(s) ? ['K', 'Q', 'J', 'A', '2', '3', '4', '5', '6', '7'] : ['K', 'Q', 'J', '7', '6', '5', '4', '3', '2'];
  return ranks.map((r) => `${r}${s}`);
}

/** O8: the trumps from high to low (none: Spadille and Basta only, V-O-6). */
export function trumpOrder(trump: Suit | null): string[] {
  if (trump === null) return ['AS', 'AC'];
  if (isRed(trump)) return ['AS', `7${trump}`, 'AC', `A${trump}`, ...['K', 'Q', 'J', '2', '3', '4', '5', '6'].map((r) => `${r}${trump}`)];
  return ['AS', `2${trump}`, 'AC', ...['K', 'Q', 'J', '7', '6', '5', '4', '3'].map((r) => `${r}${trump}`)];
}

/** The Manille of a trump suit (O8); null without one. */
export function manille(trump: Suit | null): string | null {
  if (trump === null) return null;
  return isRed(trump) ? `7${trump}` : `2${trump}`;
}

/** One trump's tables: each card's suit for following ('T' for a trump) and strength (higher wins). */
export interface Order {
  readonly trump: Suit | null;
  readonly suit: Readonly<Record<string, string>>;
  readonly strength: Readonly<Record<string, number>>;
  /** The matadors (Spadille, Manille, Basta) with their rank (0 highest). */
  readonly matador: Readonly<Record<string, number>>;
  readonly trumps: readonly string[];
}

function buildOrder(trump: Suit | null): Order {
  const suit: Record<string, string> = {};
  const strength: Record<string, number> = {};
  const trumps = trumpOrder(trump);
  trumps.forEach((c, i) => {
    suit[c] = 'T';
    strength[c] = 100 - i;
  });
  for (const s of SUITS) {
    plainOrder(s).forEach((c, i) => {
      if (suit[c] === undefined) {
        suit[c] = s;
        strength[c] = 50 - i;
      }
    });
  }
  const matador: Record<string, number> = { AS: 0, AC: 2 };
  const m = manille(trump);
  if (m) matador[m] = 1;
  return { trump, suit, strength, matador, trumps };
}

const NO_TRUMP_ORDER = buildOrder(null);
const ORDERS: Readonly<Record<Suit, Order>> = { C: buildOrder('C'), D: buildOrder('D'), H: buildOrder('H'), S: buildOrder('S') };

export function orderFor(trump: Suit | null): Order {
  return trump === null ? NO_TRUMP_ORDER : ORDERS[trump];
}

/** O40–O42 (§2.3 legal plays): the cards `hand` may play to `trick`. */
export function legalPlays(hand: readonly string[], trick: readonly Play[], o: Order): string[] {
  if (trick.length === 0) return hand.slice();
  const led = trick[0]!.card;
  const ledSuit = o.suit[led]!;
  if (ledSuit !== 'T') {
    const follow = hand.filter((c) => o.suit[c] === ledSuit);
    return follow.length ? follow : hand.slice();
  }
  const ledMat = o.matador[led];
  const exempt = (c: string): boolean => {
    const m = o.matador[c];
    if (m === undefined) return false;
    return !(ledMat !== undefined && ledMat < m);
  };
  const trumps = hand.filter((c) => o.suit[c] === 'T');
  if (trumps.some((c) => !exempt(c))) return trumps;
  return hand.slice();
}

/** Why a card may not be played: null, or the rule broken (O40 follow suit, O42 trumps). */
export function playProblem(hand: readonly string[], trick: readonly Play[], o: Order, card: string): 'O40' | 'O42' | null {
  if (legalPlays(hand, trick, o).includes(card)) return null;
  return o.suit[trick[0]!.card] === 'T' ? 'O42' : 'O40';
}

/** O11: the index of the winning play (src/games/tricks/trick-winner.ts, inlined: a hot path). */
export function trickWinner(trick: readonly Play[], o: Order): number {
  if (trick.length === 0) throw new RangeError('trickWinnerIndex: an empty trick has no winner');
  let best = 0;
  let bestSuit = o.suit[trick[0]!.card]!;
  let bestStrength = o.strength[trick[0]!.card]!;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i]!.card;
    const suit = o.suit[c]!;
    if (suit === bestSuit) {
      const st = o.strength[c]!;
      if (st > bestStrength) {
        best = i;
        bestStrength = st;
      }
    } else if (suit === 'T') {
      best = i;
      bestSuit = suit;
      bestStrength = o.strength[c]!;
    }
  }
  return best;
}

/**
 * O50 (QD17, contract reading 7): 0 unless the cards hold Spadille, Manille and Basta; then 3 plus
 * each next trump of the pack's trump order held, stopping at the first one missing.
 */
export function matadorCount(cards: Iterable<string>, trump: Suit | null, pack: readonly string[]): number {
  if (trump === null) return 0;
  const held = new Set(cards);
  if (!held.has('AS') || !held.has('AC') || !held.has(manille(trump)!)) return 0;
  const order = packTrumps(trump, pack);
  let n = 3;
  for (let i = 3; i < order.length; i++) {
    if (!held.has(order[i]!)) break;
    n++;
  }
  return n;
}

const PACK_TRUMPS = new WeakMap<readonly string[], Map<Suit, readonly string[]>>();

/** The trump order (O8) of the cards in `pack`, built once per pack and trump. */
function packTrumps(trump: Suit, pack: readonly string[]): readonly string[] {
  let byTrump = PACK_TRUMPS.get(pack);
  if (!byTrump) PACK_TRUMPS.set(pack, (byTrump = new Map()));
  let order = byTrump.get(trump);
  if (!order) {
    const inPack = new Set(pack);
    byTrump.set(trump, (order = trumpOrder(trump).filter((c) => inPack.has(c))));
  }
  return order;
}
