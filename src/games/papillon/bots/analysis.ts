/** Shared, view-only analysis for the bots: what a move pays, what it leaves, what is unseen. */
import { FULL_PACK, RANKS } from '../../../engine/cards.js';
import { captureFeats, isAce, legalCaptures, summable, valueOf } from '../captures.js';
import type { PapillonMove, PapillonRules, PapillonView, Seat } from '../types.js';
import type { ExplanationFeats, LeavesForNext } from './types.js';

/**
 * The parts of a view the heuristics read. A PapillonView is one; the strong bot also builds one for
 * a seat inside a deal it sampled itself (never from the real state).
 */
export type SeatPosition = Pick<
  PapillonView,
  'viewer' | 'rules' | 'hand' | 'handCounts' | 'table' | 'piles' | 'finalRound' | 'winner' | 'pot' | 'lastToLayDown'
>;

/** Moves equal up to suits are equal in play (P4): one key per strategic choice. */
export function moveKey(m: PapillonMove): string {
  if (m.type === 'layDown') return 'L';
  const take = m.take.map(valueOf).sort((a, b) => a - b);
  return `${valueOf(m.card)}:${take.join(',')}`;
}

/** The legal moves with duplicates (equal up to suits) removed; the first of each kind is kept. */
export function distinctMoves(legal: readonly PapillonMove[]): PapillonMove[] {
  const seen = new Set<string>();
  const out: PapillonMove[] = [];
  for (const m of legal) {
    const k = moveKey(m);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(m);
    }
  }
  return out;
}

export function tableAfter(view: SeatPosition, m: PapillonMove): string[] {
  if (m.type === 'layDown') return [...view.table, ...view.hand];
  return view.table.filter((c) => !m.take.includes(c));
}

export function handAfter(view: SeatPosition, m: PapillonMove): string[] {
  if (m.type === 'layDown') return [];
  return view.hand.filter((c) => c !== m.card);
}

/** The next seat after `from` (in turn order) that holds cards once the viewer has played `m`. */
export function nextPlayerAfter(view: SeatPosition, m: PapillonMove): Seat | null {
  const n = view.rules.players;
  const counts = view.handCounts.slice();
  counts[view.viewer] = handAfter(view, m).length;
  for (let i = 1; i < n; i++) {
    const seat = (view.viewer + i) % n;
    if ((counts[seat] ?? 0) > 0) return seat;
  }
  return null;
}

export interface TableAnalysis {
  capturableValues: number[];
  sumValues: number[];
  acesLeft: number;
  sautenelleThreat: boolean;
}

/** What any card could take from this table (P19–P25), ignoring whose hand it is in; what sums is the engine's `summable` (P22, V-P-1). */
export function analyseTable(table: readonly string[], rules: PapillonRules): TableAnalysis {
  let sums = 0;
  let multi = 0;
  let summableCount = 0;
  let summableTotal = 0;
  let aces = 0;
  const equal = new Set<number>();
  for (const t of table) {
    const v = valueOf(t);
    equal.add(v);
    if (isAce(t)) aces++;
    if (!summable(t, rules)) continue;
    summableCount++;
    summableTotal += v;
    multi = (multi | (sums << v)) & 0x3fff;
    sums = (sums | (sums << v) | (1 << v)) & 0x3fff;
  }
  const maxSum = rules.faceCardsNoValue ? 10 : 13;
  const sumValues: number[] = [];
  for (let v = 2; v <= maxSum; v++) if (multi & (1 << v)) sumValues.push(v);
  const capturable = new Set<number>([...equal, ...sumValues]);
  const sautenelleThreat =
    table.length === 1 || (table.length >= 2 && summableCount === table.length && summableTotal <= maxSum);
  return {
    capturableValues: [...capturable].sort((a, b) => a - b),
    sumValues,
    acesLeft: aces,
    sautenelleThreat,
  };
}

export function leavesForNext(view: SeatPosition, m: PapillonMove): LeavesForNext {
  const after = tableAfter(view, m);
  const a = analyseTable(after, view.rules);
  return {
    nextPlayer: nextPlayerAfter(view, m),
    tableAfter: after,
    emptyTable: after.length === 0,
    capturableValues: a.capturableValues,
    sumValues: a.sumValues,
    sumThreat: a.sumValues.length > 0,
    acesLeft: a.acesLeft,
    sautenelleThreat: a.sautenelleThreat,
    replyCaptureRate: null,
    replyMeanGain: null,
  };
}

export interface Immediate {
  gainEach: number;
  /** Counters the viewer's balance changes by at once. */
  net: number;
  feats: ExplanationFeats;
}

export function immediateOf(view: SeatPosition, m: PapillonMove): Immediate {
  const others = view.rules.players - 1;
  if (m.type === 'layDown') {
    let aces = 0;
    for (const c of view.hand) if (isAce(c)) aces++;
    const aceGain = view.rules.classicPayouts ? 0 : aces * others;
    return {
      gainEach: 0,
      net: aceGain - view.hand.length,
      feats: { aces, pureAces: false, kleinPapillon: false, haneton: false, sautenelle: false },
    };
  }
  const f = captureFeats(m.card, m.take, view.table.length, view.finalRound, view.rules);
  return {
    gainEach: f.gainEach,
    net: f.gainEach * others,
    feats: { aces: f.aces, pureAces: f.pureAces, kleinPapillon: f.kleinPapillon, haneton: f.haneton, sautenelle: f.sautenelle },
  };
}

/** Final round: the capture empties the viewer's hand while nobody has won yet (P39). */
export function winsDeal(view: SeatPosition, m: PapillonMove): boolean {
  return (
    m.type === 'capture' &&
    view.finalRound &&
    view.winner === null &&
    view.hand.length === 1 &&
    view.lastToLayDown !== view.viewer
  );
}

/** Cards the viewer has not seen (in other hands or the stock), counted by value 1–13. */
export function unseenByValue(view: SeatPosition): { counts: number[]; total: number } {
  const known = new Set<string>([...view.hand, ...view.table, ...view.piles.flat()]);
  const counts = new Array<number>(14).fill(0);
  let total = 0;
  for (const c of FULL_PACK) {
    if (known.has(c)) continue;
    counts[valueOf(c)]!++;
    total++;
  }
  return { counts, total };
}

const PROBE = RANKS.map((r) => `${r}X`); // a card of each value, for "what could value v take?"

/** For each value 1–13: the best gainEach a card of that value could earn from this table (−1: none). */
export function bestGainByValue(table: readonly string[], rules: PapillonRules, finalRound: boolean): number[] {
  const out = new Array<number>(14).fill(-1);
  if (table.length === 0) return out;
  for (let v = 1; v <= 13; v++) {
    const caps = legalCaptures([PROBE[v - 1]!], table, rules);
    for (const c of caps) {
      const g = captureFeats(c.card, c.take, table.length, finalRound, rules).gainEach;
      if (g > out[v]!) out[v] = g;
    }
  }
  return out;
}

/** P(a hand of h cards drawn from `total` unseen cards holds at least one of `k` given cards). */
export function probHolds(k: number, total: number, h: number): number {
  if (k <= 0 || h <= 0 || total <= 0) return 0;
  let none = 1;
  for (let i = 0; i < h; i++) none *= Math.max(0, total - k - i) / (total - i);
  return 1 - none;
}

/**
 * The next player's expected best immediate gainEach from `table`, given that he holds `h`
 * cards drawn from the unseen cards (values treated as independent). Also the chance he can capture.
 */
export function replyThreat(
  table: readonly string[],
  rules: PapillonRules,
  finalRound: boolean,
  unseen: { counts: number[]; total: number },
  h: number,
): { expectedGainEach: number; captureChance: number } {
  if (table.length === 0 || h === 0) return { expectedGainEach: 0, captureChance: 0 };
  const best = bestGainByValue(table, rules, finalRound);
  const order: number[] = [];
  for (let v = 1; v <= 13; v++) if (best[v]! >= 0) order.push(v);
  order.sort((a, b) => best[b]! - best[a]!);
  let pNone = 1;
  let expected = 0;
  for (const v of order) {
    const p = probHolds(unseen.counts[v]!, unseen.total, h);
    expected += pNone * p * best[v]!;
    pNone *= 1 - p;
  }
  return { expectedGainEach: expected, captureChance: 1 - pNone };
}
