/**
 * What the fishing games share (Papillon, Casino): capturing table cards by equal rank and by sums,
 * as pure functions over card values. No game rules live here: each engine says which table cards
 * may be summed (Papillon P22/P24, V-P-1; Casino C15, C17) and which groups a capture may combine
 * (Papillon one group, P21/P25; Casino any number of disjoint groups, C16/C18).
 *
 * - `pushSumGroups`: every set of two or more items whose values add up to a target (a sum group).
 * - `valueGroups`: every group for a target: each item of exactly that value alone, then the sum groups.
 * - `forEachDisjointUnion`: every distinct non-empty union of pairwise disjoint groups (several groups in one capture).
 * - `splitIntoGroups`: the partition test (C15, P25): can these values be split into groups each adding up to the target? One split.
 * - `multiSumMask`: bit v set when some two or more values add up to v (a fast "is there a sum group" test).
 */

/**
 * Depth-first search for every set of ≥ 2 items (in index order) whose values add up to `target`,
 * abandoning any partial sum above it; `out` receives `make(card, group)` for each (a fresh array).
 */
export function pushSumGroups<C, I, T>(
  card: C,
  target: number,
  items: readonly I[],
  vals: readonly number[],
  out: T[],
  make: (card: C, group: I[]) => T,
): void {
  if (items.length >= 2) walkSums(card, target, 0, items, vals, [], out, make);
}

function walkSums<C, I, T>(
  card: C,
  remaining: number,
  start: number,
  items: readonly I[],
  vals: readonly number[],
  chosen: I[],
  out: T[],
  make: (card: C, group: I[]) => T,
): void {
  for (let i = start; i < items.length; i++) {
    const v = vals[i]!;
    if (v > remaining) continue;
    chosen.push(items[i]!);
    if (v === remaining) {
      if (chosen.length >= 2) out.push(make(card, chosen.slice()));
    } else if (i + 1 < items.length) {
      walkSums(card, remaining - v, i + 1, items, vals, chosen, out, make);
    }
    chosen.pop();
  }
}

const indexGroup = (_: null, group: number[]): number[] => group;

/**
 * Every group for `target` over values `vals`, as lists of indices: each value equal to the target
 * alone (an equal-rank group, when values and ranks correspond), then every sum group of ≥ 2.
 */
export function valueGroups(vals: readonly number[], target: number): number[][] {
  const out: number[][] = [];
  const idx: number[] = [];
  for (let i = 0; i < vals.length; i++) {
    idx.push(i);
    if (vals[i] === target) out.push([i]);
  }
  pushSumGroups(null, target, idx, vals, out, indexGroup);
  return out;
}

/** 2^i for i < 53: exact in a double, so a sum of distinct ones is a set's exact key. */
const POW2: number[] = Array.from({ length: 53 }, (_, i) => 2 ** i);

/**
 * Every distinct non-empty union of pairwise disjoint `groups` (lists of indices below `n` ≤ 53),
 * once each: `visit` gets the union's indices (a fresh array, in the order the groups were added).
 * Different choices of groups can give the same set; each set is visited once (the first choice).
 */
export function forEachDisjointUnion(groups: readonly (readonly number[])[], n: number, visit: (indices: number[]) => void): void {
  if (n > POW2.length) throw new RangeError(`forEachDisjointUnion handles at most ${POW2.length} items, got ${n}`);
  const used = new Uint8Array(n);
  const chosen: number[] = [];
  const seen = new Set<number>();
  const walk = (from: number, key: number): void => {
    for (let g = from; g < groups.length; g++) {
      const group = groups[g]!;
      let free = true;
      for (const i of group) if (used[i]) { free = false; break; }
      if (!free) continue;
      let k = key;
      for (const i of group) {
        used[i] = 1;
        chosen.push(i);
        k += POW2[i]!;
      }
      if (!seen.has(k)) {
        seen.add(k);
        visit(chosen.slice());
      }
      walk(g + 1, k);
      for (let j = 0; j < group.length; j++) used[chosen.pop()!] = 0;
    }
  };
  walk(0, 0);
}

/**
 * The partition test: can `values` be split into groups each adding up to `target` (a value equal
 * to the target may be a group alone)? One split as lists of indices into `values`, or null.
 */
export function splitIntoGroups(values: readonly number[], target: number): number[][] | null {
  if (!(target > 0) || values.length === 0) return null;
  let total = 0;
  for (const v of values) {
    if (!(v > 0) || v > target) return null;
    total += v;
  }
  if (total % target !== 0) return null;
  const order = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
  const sums = new Array<number>(total / target).fill(0);
  const members: number[][] = sums.map(() => []);
  const place = (k: number): boolean => {
    if (k === order.length) return true;
    const i = order[k]!;
    const v = values[i]!;
    for (let g = 0; g < sums.length; g++) {
      if (sums[g]! + v <= target) {
        sums[g]! += v;
        members[g]!.push(i);
        if (place(k + 1)) return true;
        sums[g]! -= v;
        members[g]!.pop();
      }
      if (sums[g] === 0) break; // the empty groups are alike: trying the next one changes nothing
    }
    return false;
  };
  return place(0) ? members : null;
}

/** Bit v (v ≤ 30) is set when some two or more of `values` add up to v. */
export function multiSumMask(values: readonly number[]): number {
  let sums = 0;
  let multi = 0;
  for (const v of values) {
    if (!(v > 0) || v > 30) continue;
    multi = (multi | (sums << v)) & 0x7fffffff;
    sums = (sums | (sums << v) | (1 << v)) & 0x7fffffff;
  }
  return multi;
}
