/**
 * Fast card arithmetic for Piquet's computer players: cards as indices and bit masks, a static
 * value of a hand for the exchange (expected points from the declarations, Q17–Q23, and from the
 * tricks, Q29–Q33), and the exchange choices built on it (which cards to lay away, Q12, Q14).
 *
 * A card's index is suit × 8 + rank, suits C D H S = 0 … 3, ranks 7 … A = 0 … 7 (Q3: a higher rank
 * index is a higher card, as the engine's `rankIndex`). A set of cards is a 32-bit mask.
 */
import { PACK } from '../cards.js';

export const SUITS = ['C', 'D', 'H', 'S'] as const;
const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

/** Card string → index (suit × 8 + rank index). */
export const CARD_INDEX = new Map<string, number>();
/** Index → card string. */
export const CARD_NAME: string[] = [];
for (let s = 0; s < 4; s++) {
  for (let r = 0; r < 8; r++) {
    const name = `${RANKS[r]}${SUITS[s]}`;
    CARD_INDEX.set(name, s * 8 + r);
    CARD_NAME[s * 8 + r] = name;
  }
}
if (PACK.some((c) => !CARD_INDEX.has(c))) throw new Error('piquet bots: card names differ from the pack');

export const ALL = 0xffffffff | 0;

const SUIT_CODE = new Int8Array(128);
const RANK_CODE = new Int8Array(128);
SUITS.forEach((s, i) => (SUIT_CODE[s.charCodeAt(0)] = i));
RANKS.forEach((r, i) => (RANK_CODE[r.charCodeAt(0)] = i));

/** A card's index (suit × 8 + rank index), from its first and last characters ('10S': '1' and 'S'). */
export function idx(card: string): number {
  return SUIT_CODE[card.charCodeAt(card.length - 1)]! * 8 + RANK_CODE[card.charCodeAt(0)]!;
}

export function bit(card: string): number {
  return 1 << idx(card);
}

export function maskOf(cards: Iterable<string>): number {
  let m = 0;
  for (const c of cards) m |= 1 << idx(c);
  return m;
}

/** The cards of a mask, in index order (suit by suit, low to high). */
export function cardsOf(mask: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < 32; i++) if (mask & (1 << i)) out.push(CARD_NAME[i]!);
  return out;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The 8-bit rank mask of suit `s` in `mask`. */
export function suitBits(mask: number, s: number): number {
  return (mask >>> (s * 8)) & 0xff;
}

/** Index of the highest set bit of an 8-bit mask, −1 for 0. */
export const HIGH: Int8Array = new Int8Array(256);
/** Index of the lowest set bit of an 8-bit mask, −1 for 0. */
export const LOW: Int8Array = new Int8Array(256);
/** Number of set bits of an 8-bit mask. */
export const LEN: Uint8Array = new Uint8Array(256);
/** Q4: pip total of an 8-bit rank mask (A 11; K Q J 10: 10; 9 8 7 at face value). */
export const PIPS: Uint8Array = new Uint8Array(256);
/** Q19: total sequence points of a suit (every run of 3+: tierce 3, quart 4, quint 15 …). */
export const SEQ_POINTS: Uint8Array = new Uint8Array(256);
/** Q20: the suit's best run as length × 8 + top rank (0 when none), so that a larger value is better. */
export const SEQ_BEST: Uint8Array = new Uint8Array(256);
/** Expected tricks this holding of a suit takes (see `suitTricks`). */
const TRICKS: Float64Array = new Float64Array(256);

const PIP_OF_RANK = [7, 8, 9, 10, 10, 10, 10, 11];

export function sequenceValue(length: number): number {
  return length <= 4 ? length : length + 10;
}

for (let m = 0; m < 256; m++) {
  let hi = -1;
  let lo = -1;
  let len = 0;
  let pips = 0;
  for (let r = 0; r < 8; r++) {
    if (m & (1 << r)) {
      if (lo < 0) lo = r;
      hi = r;
      len++;
      pips += PIP_OF_RANK[r]!;
    }
  }
  HIGH[m] = hi;
  LOW[m] = lo;
  LEN[m] = len;
  PIPS[m] = pips;
  let r = 0;
  let points = 0;
  let best = 0;
  while (r < 8) {
    if (!(m & (1 << r))) {
      r++;
      continue;
    }
    let j = r;
    while (j + 1 < 8 && m & (1 << (j + 1))) j++;
    const length = j - r + 1;
    if (length >= 3) {
      points += sequenceValue(length);
      best = Math.max(best, length * 8 + j);
    }
    r = j + 1;
  }
  SEQ_POINTS[m] = points;
  SEQ_BEST[m] = best;
}

/**
 * Tricks a holding takes when the suit is played out, me leading from the top and the opponent
 * winning as cheaply as he can: my card wins unless he holds a higher one; once he is out of the
 * suit my remaining cards are winners. `opp` is the opponent's holding (disjoint from `mine`).
 */
function suitPlay(mine: number, opp: number): number {
  let tricks = 0;
  let m = mine;
  let o = opp;
  while (m && o) {
    const top = HIGH[m]!;
    m &= ~(1 << top);
    const higher = o & ~((2 << top) - 1);
    if (higher) {
      o &= ~(1 << LOW[higher]!);
    } else {
      tricks++;
      o &= ~(1 << LOW[o]!);
    }
  }
  return tricks + LEN[m]!;
}

/**
 * TRICKS[m]: expected tricks of holding `m` when each card of the suit I do not hold is in the
 * opponent's hand with probability 0.6 (after the exchange he holds 12 of the 20 cards I cannot see).
 */
{
  const P = 0.6;
  for (let m = 0; m < 256; m++) {
    const missing: number[] = [];
    for (let r = 0; r < 8; r++) if (!(m & (1 << r))) missing.push(r);
    const n = missing.length;
    let ev = 0;
    for (let sub = 0; sub < 1 << n; sub++) {
      let o = 0;
      let k = 0;
      for (let i = 0; i < n; i++) {
        if (sub & (1 << i)) {
          o |= 1 << missing[i]!;
          k++;
        }
      }
      ev += Math.pow(P, k) * Math.pow(1 - P, n - k) * suitPlay(m, o);
    }
    TRICKS[m] = ev;
  }
}

/** Q18: the chance a point of this length wins (rough, from the lengths players hold after the exchange). */
const POINT_WIN = [0, 0, 0, 0.05, 0.2, 0.55, 0.85, 0.97, 1];
/** Q20: the chance a best sequence of this length wins. */
const SEQ_WIN = [0, 0, 0, 0.3, 0.6, 0.9, 1, 1, 1];
/** Q22: the chance a best trio of rank r (3 = 10 … 7 = A) wins; a quatorze nearly always does. */
const TRIO_WIN = [0, 0, 0, 0.25, 0.3, 0.35, 0.45, 0.55];
const QUATORZE_WIN = [0, 0, 0, 0.85, 0.9, 0.95, 0.97, 1];

/** The parts of a hand's static value (expected points for its holder, roughly). */
export interface HandValue {
  total: number;
  point: number;
  sequences: number;
  sets: number;
  tricks: number;
}

/** Static value of a 12-card hand (a mask): the expected points of its holder, roughly. */
export function handValue(mask: number): number {
  return handValueParts(mask, null);
}

/** `handValue` with its parts written to `out` when given. */
export function handValueParts(mask: number, out: HandValue | null): number {
  const c = mask & 0xff;
  const d = (mask >>> 8) & 0xff;
  const h = (mask >>> 16) & 0xff;
  const s = (mask >>> 24) & 0xff;
  // Q18: the point.
  let len = LEN[c]!;
  let pips = PIPS[c]!;
  for (const m of [d, h, s]) {
    const l = LEN[m]!;
    if (l > len || (l === len && PIPS[m]! > pips)) {
      len = l;
      pips = PIPS[m]!;
    }
  }
  const point = len * POINT_WIN[len]! + (pips - 8 * len) * 0.02;
  // Q19, Q20: sequences.
  const seqBest = Math.max(SEQ_BEST[c]!, SEQ_BEST[d]!, SEQ_BEST[h]!, SEQ_BEST[s]!);
  let sequences = 0;
  if (seqBest > 0) {
    const bestLen = seqBest >>> 3;
    const top = seqBest & 7;
    const p = Math.min(1, SEQ_WIN[bestLen]! + (bestLen <= 4 ? 0.04 * (top - 5) : 0));
    sequences = p * (SEQ_POINTS[c]! + SEQ_POINTS[d]! + SEQ_POINTS[h]! + SEQ_POINTS[s]!);
  }
  // Q21, Q22: sets of A, K, Q, J, 10.
  let setPoints = 0;
  let bestWin = 0;
  let bestKey = 0;
  for (let r = 3; r < 8; r++) {
    const n = ((c >> r) & 1) + ((d >> r) & 1) + ((h >> r) & 1) + ((s >> r) & 1);
    if (n >= 3) {
      setPoints += n === 4 ? 14 : 3;
      const key = n * 8 + r;
      if (key > bestKey) {
        bestKey = key;
        bestWin = n === 4 ? QUATORZE_WIN[r]! : TRIO_WIN[r]!;
      }
    }
  }
  const sets = bestWin * setPoints;
  // Q29–Q33: tricks, leads of counting cards, cards (7 tricks: 10).
  const t = TRICKS[c]! + TRICKS[d]! + TRICKS[h]! + TRICKS[s]!;
  const counting = LEN[c & 0xf8]! + LEN[d & 0xf8]! + LEN[h & 0xf8]! + LEN[s & 0xf8]!;
  const tricks = 0.9 * t + 10 / (1 + Math.exp(-1.3 * (t - 6.5))) + 0.15 * counting;
  // Q26: declarations reaching 30 before the opponent scores make a repique (+60); a rough share of it.
  const sure = (POINT_WIN[len]! > 0.8 ? len : 0) + (seqBest >>> 3 >= 5 ? SEQ_POINTS[c]! + SEQ_POINTS[d]! + SEQ_POINTS[h]! + SEQ_POINTS[s]! : 0) + (bestKey >= 32 + 5 ? setPoints : 0);
  const repique = sure >= 30 ? 25 : 0;
  const total = point + sequences + sets + tricks + repique;
  if (out) {
    out.total = total;
    out.point = point;
    out.sequences = sequences;
    out.sets = sets;
    out.tricks = tricks;
  }
  return total;
}

/** What one more card drawn blind from the talon is worth, on average, in `handValue` units. */
export const DRAW_VALUE = 1.2;

/** The allowed numbers of discards for the player to move (Q12, Q14): [min, max], counting those already made. */
export interface ExchangeRange {
  min: number;
  max: number;
}

/** The discard sets of sizes in `range` that contain `fixed` (cards already laid away), as masks of the 12-card hand `full`. */
export function forEachDiscardSet(full: number, fixed: number, range: ExchangeRange, fn: (discards: number) => void): void {
  const free = cardsIdx(full & ~fixed);
  const have = popcount(fixed);
  for (let k = Math.max(range.min, have); k <= range.max; k++) {
    const extra = k - have;
    if (extra > free.length) break;
    combos(free, extra, 0, fixed, fn);
  }
}

function combos(items: readonly number[], k: number, from: number, acc: number, fn: (m: number) => void): void {
  if (k === 0) {
    fn(acc);
    return;
  }
  for (let i = from; i <= items.length - k; i++) combos(items, k - 1, i + 1, acc | (1 << items[i]!), fn);
}

export function cardsIdx(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 32; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** Static score of laying away `discards` from the 12 cards `full`: the kept cards' value plus the draws. */
export function discardScore(full: number, discards: number): number {
  return handValue(full & ~discards) + DRAW_VALUE * popcount(discards);
}

/**
 * The fast exchange (for playouts): lays away cards one at a time, each time the card whose loss
 * costs least, and stops at the count in `range` with the best static score. Returns the discard mask.
 */
export function greedyDiscards(full: number, fixed: number, range: ExchangeRange): number {
  let cur = fixed;
  let best = popcount(cur) >= range.min ? cur : -1;
  let bestScore = best === -1 ? -Infinity : discardScore(full, cur);
  for (let k = popcount(cur); k < range.max; k++) {
    let pick = -1;
    let pickVal = -Infinity;
    const kept = full & ~cur;
    for (let i = 0; i < 32; i++) {
      if (!(kept & (1 << i))) continue;
      const v = handValue(kept & ~(1 << i));
      if (v > pickVal) {
        pickVal = v;
        pick = i;
      }
    }
    if (pick < 0) break;
    cur |= 1 << pick;
    const sc = pickVal + DRAW_VALUE * popcount(cur);
    if (k + 1 >= range.min && sc > bestScore) {
      bestScore = sc;
      best = cur;
    }
  }
  return best === -1 ? cur : best;
}
