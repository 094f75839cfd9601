/**
 * Casino's captures (C15–C21, C25): which are legal, why one is not, and one split into groups.
 * The enumeration by equal rank and by sums is the fishing games' shared one (src/games/fishing).
 */
import { FULL_PACK, rankOf } from '../../engine/cards.js';
import { forEachDisjointUnion, multiSumMask, pushSumGroups, splitIntoGroups } from '../fishing/sums.js';

/** C3: A = 1, 2–10 at face value; face cards have no value (0 here). */
const VALUES = new Map<string, number>(
  FULL_PACK.map((c) => {
    const r = rankOf(c);
    return [c, r === 'A' ? 1 : r === 'J' || r === 'Q' || r === 'K' ? 0 : Number(r)];
  }),
);

/** C3: the value of a numeral card (A = 1 … 10 = 10); 0 for a face card. Throws on a string that is not a card. */
export function valueOf(card: string): number {
  const v = VALUES.get(card);
  if (v === undefined) throw new Error(`Not a card: ${JSON.stringify(card)}`);
  return v;
}

/** C3, C17: J, Q, K. */
export function isFace(card: string): boolean {
  return valueOf(card) === 0;
}

/** The rank part of a card ("10D" → "10"). */
export function rankKey(card: string): string {
  return card.slice(0, -1);
}

/**
 * May this table card be part of a sum group (C15)? Numerals only (C17), and never a ten: a group of
 * two or more numerals adds up to at most 10, so a ten takes part only by its rank (C20). The table's
 * "what can be summed" (the describer, the table's heading) asks this.
 */
export function summable(card: string): boolean {
  const v = valueOf(card);
  return v > 0 && v < 10;
}

/** The total of the table cards that can be part of a sum (C15, C17, C20). */
export function summableTotal(cards: readonly string[]): number {
  let total = 0;
  for (const c of cards) if (summable(c)) total += valueOf(c);
  return total;
}

export const BIG_CASINO = '10D';
export const LITTLE_CASINO = '2S';

export interface Capture {
  readonly card: string;
  readonly take: readonly string[];
}

const makeCapture = (card: string, take: string[]): Capture => ({ card, take });

/** Every legal capture of the hand on this table (C15–C21), each distinct (card, set) once. */
export function legalCaptures(hand: readonly string[], table: readonly string[]): Capture[] {
  return collectCaptures(hand, table, makeCapture);
}

/**
 * The enumeration behind legalCaptures and legalMoves (`make` builds each result). Face cards: every
 * non-empty set of table cards of their rank (C16, C17). Numeral cards: every non-empty union of
 * disjoint groups (C15, C18), each group one card of the rank or ≥ 2 numerals adding up to the value.
 */
export function collectCaptures<T>(hand: readonly string[], table: readonly string[], make: (card: string, take: string[]) => T): T[] {
  const out: T[] = [];
  if (table.length === 0) return out;
  const nums: string[] = [];
  const numVals: number[] = [];
  for (const t of table) {
    const v = valueOf(t);
    if (v > 0) {
      nums.push(t);
      numVals.push(v);
    }
  }
  for (const c of hand) {
    const cv = valueOf(c);
    if (cv === 0) {
      const rank = rankKey(c);
      const same = table.filter((t) => rankKey(t) === rank);
      // Every non-empty subset (at most three other cards of the rank: 7 subsets).
      for (let mask = 1; mask < 1 << same.length; mask++) out.push(make(c, same.filter((_, i) => mask & (1 << i))));
      continue;
    }
    // Groups as index lists into nums: equal-rank singles (C16), then sum groups (C15b; none for an ace, C19).
    const groups: number[][] = [];
    const idx: number[] = [];
    const vals: number[] = [];
    for (let i = 0; i < nums.length; i++) {
      const v = numVals[i]!;
      if (v === cv) groups.push([i]);
      else if (v < cv) {
        idx.push(i);
        vals.push(v);
      }
    }
    if (cv >= 2) pushSumGroups(null, cv, idx, vals, groups, (_: null, g: number[]) => g);
    if (groups.length === 0) continue;
    if (groups.length === 1) {
      out.push(make(c, groups[0]!.map((i) => nums[i]!)));
      continue;
    }
    forEachDisjointUnion(groups, nums.length, (members) => out.push(make(c, members.map((i) => nums[i]!))));
  }
  return out;
}

/** True when some card of the hand has a legal capture (C13), without listing them. */
export function hasCapture(hand: readonly string[], table: readonly string[]): boolean {
  if (table.length === 0 || hand.length === 0) return false;
  const vals: number[] = [];
  const ranks = new Set<string>();
  for (const t of table) {
    ranks.add(rankKey(t));
    const v = valueOf(t);
    if (v > 0) vals.push(v);
  }
  const multi = multiSumMask(vals);
  for (const c of hand) {
    if (ranks.has(rankKey(c))) return true;
    const v = valueOf(c);
    if (v > 0 && multi & (1 << v)) return true;
  }
  return false;
}

export interface CaptureProblem {
  rule: string;
  code: string;
  message: string;
}

/**
 * Why (card, take) is not a legal capture by C15–C20; null when it is. Inputs are known, distinct
 * cards, the taken ones on the table (C25 is the caller's).
 */
export function captureProblem(card: string, take: readonly string[]): CaptureProblem | null {
  if (take.length === 0) return { rule: 'C15', code: 'emptyCapture', message: 'a capture must take at least one table card' };
  const v = valueOf(card);
  if (v === 0) {
    const other = take.find((t) => rankKey(t) !== rankKey(card));
    if (other) return { rule: 'C17', code: 'faceTakesOnlyItsRank', message: `${card} is a face card and takes only cards of its own rank, not ${other}` };
    return null;
  }
  const face = take.find((t) => isFace(t));
  if (face) return { rule: 'C17', code: 'faceOnlyByItsRank', message: `${face} on the table is taken only by a card of its own rank, never in a sum` };
  if (v === 1) {
    const other = take.find((t) => valueOf(t) !== 1);
    if (other) return { rule: 'C19', code: 'aceTakesOnlyAces', message: `${card} is an ace and takes only aces, not ${other}` };
    return null;
  }
  if (v !== 10) {
    const ten = take.find((t) => valueOf(t) === 10);
    if (ten) return { rule: 'C20', code: 'tenOnlyByTen', message: `${ten} on the table is taken only by a ten` };
  }
  if (splitIntoGroups(take.map(valueOf), v) === null) {
    let sum = 0;
    for (const t of take) sum += valueOf(t);
    return { rule: 'C15', code: 'noGroupSplit', message: `${take.join(' ')} (total ${sum}) cannot be split into groups of ${v} or cards of ${card}'s rank` };
  }
  return null;
}

/** One split of a legal capture into groups (C15), equal-rank groups first. */
export function captureGroups(card: string, take: readonly string[]): string[][] {
  const v = valueOf(card);
  if (v === 0) return take.map((t) => [t]);
  const split = splitIntoGroups(take.map(valueOf), v);
  if (split === null) return [take.slice()];
  const groups = split.map((g) => g.map((i) => take[i]!));
  return [...groups.filter((g) => g.length === 1), ...groups.filter((g) => g.length > 1)];
}
