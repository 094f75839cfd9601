/**
 * Shared, view-only analysis for Casino's bots: what a move takes, what it leaves for the next
 * player, what the seat has not seen. All values are in one point scale: count points (C28, C35) and
 * clearing points (C23), as the difference "my side − the other sides".
 */
import { FULL_PACK, RANKS } from '../../../engine/cards.js';
import { collectCaptures, isFace, rankKey } from '../captures.js';
import { sideOf } from '../rules.js';
import type { CasinoMove, CasinoView, Seat } from '../types.js';
import type { CaptureGains, LeavesForNext } from './types.js';

/**
 * The parts of a view the heuristics read. A CasinoView is one; the strong bot also builds one for a
 * seat inside a deal it sampled itself from the view (never from the real state).
 */
export type SeatPosition = Pick<
  CasinoView,
  'viewer' | 'rules' | 'dealer' | 'hand' | 'handCounts' | 'table' | 'stockCount' | 'finalRound' | 'scores' | 'lastCapturer' | 'lastCapture' | 'piles'
>;

/**
 * Weight of one card towards the most cards (3 points for 27+, C28; strictly most with 3 players, C35).
 * Both weights were tuned by normal-against-normal matches (0.07 beat 0.15–0.35 by 0.1–0.3 points a
 * deal): larger weights make the greedy player grab cards and leave clearings.
 */
export const CARD_WEIGHT = 0.07;
/** Weight of one spade towards the most spades (1 point for 7+, C28, C35). */
export const SPADE_WEIGHT = 0.07;
/** A unit won or lost (C32), in points, when the game ends inside an evaluated line. */
export const GAME_WEIGHT = 8;

/** Count points a card carries by itself: aces 1, big casino 2, little casino 1 (C4, C28). */
export function countPoints(card: string): number {
  if (card === '10D') return 2;
  if (card === '2S') return 1;
  return card.charCodeAt(0) === 65 ? 1 : 0; // 'A'
}

export const isSpade = (c: string): boolean => c.charCodeAt(c.length - 1) === 83; // 'S'
export const isAce = (c: string): boolean => c.charCodeAt(0) === 65;

/** What a card is worth to the side that captures it, in points (its count points plus its share of cards and spades). */
export function cardWeight(card: string): number {
  return CARD_WEIGHT + (isSpade(card) ? SPADE_WEIGHT : 0) + countPoints(card);
}

export function sumWeights(cards: readonly string[]): number {
  let w = 0;
  for (const c of cards) w += cardWeight(c);
  return w;
}

/** C3's value of a known card (A = 1 … 10, face cards 0), read from its characters: the playouts' hot path. */
export function fastValue(card: string): number {
  const ch = card.charCodeAt(0);
  if (ch === 65) return 1; // A
  if (ch === 74 || ch === 81 || ch === 75) return 0; // J Q K
  return card.length === 3 ? 10 : ch - 48;
}

/**
 * A card's class: cards of one class are alike in play and at the count (C5: suits matter only for
 * spades and the casinos). 7H and 7C are one class, 7S another; 10D is its own class; AC, AD and AH
 * share one (with 3 players only the C36 order of the aces tells them apart, which the bots ignore).
 */
export function cardClass(c: string): string {
  if (c === '10D') return '10d';
  return isSpade(c) ? `${rankKey(c)}s` : rankKey(c);
}

/** Moves with the same key are one strategic choice: 7H taking 7C and 7D taking 7C. */
export function moveKey(m: CasinoMove): string {
  if (m.type === 'trail') return `T${cardClass(m.card)}`;
  return `${cardClass(m.card)}:${m.take.map(cardClass).sort().join(',')}`;
}

/** The legal moves with duplicates (equal up to non-scoring suits) removed; the first of each kind is kept. */
export function distinctMoves(legal: readonly CasinoMove[]): CasinoMove[] {
  const seen = new Set<string>();
  const out: CasinoMove[] = [];
  for (const m of legal) {
    const k = moveKey(m);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(m);
    }
  }
  return out;
}

export function tableAfter(view: SeatPosition, m: CasinoMove): string[] {
  if (m.type === 'trail') return [...view.table, m.card];
  return view.table.filter((c) => !m.take.includes(c));
}

export function handAfter(view: SeatPosition, m: CasinoMove): string[] {
  return view.hand.filter((c) => c !== m.card);
}

/** Is the viewer's card the last card of the deal (stock empty, only the viewer holds one card)? */
export function isLastCard(view: SeatPosition): boolean {
  if (view.stockCount > 0) return false;
  for (let i = 0; i < view.handCounts.length; i++) if (view.handCounts[i]! !== (i === view.viewer ? 1 : 0)) return false;
  return true;
}

/** The C25 move: the dealer's last card is a face card (not with V-C-1). */
export function isLastFaceCapture(view: SeatPosition, m: CasinoMove): boolean {
  return m.type === 'capture' && view.rules.lastFaceTakesAll && isFace(m.card) && isLastCard(view);
}

/** A clearing point for `side`, in points: 1, or the game when it reaches the target (C23, C30, C34). */
export function clearingValue(view: Pick<SeatPosition, 'rules' | 'scores'>, side: number): number {
  return view.scores[side]! + 1 >= view.rules.target ? GAME_WEIGHT : 1;
}

export function gainsOf(view: SeatPosition, m: CasinoMove): CaptureGains {
  if (m.type === 'trail') return { cards: 0, spades: 0, aces: [], bigCasino: false, littleCasino: false, clearing: false, winsGame: false };
  const cards = [m.card, ...m.take];
  let spades = 0;
  for (const c of cards) if (isSpade(c)) spades++;
  const clearing = m.take.length === view.table.length && view.table.length > 0 && !isLastCard(view);
  const side = sideOf(view.rules, view.viewer);
  return {
    cards: cards.length,
    spades,
    aces: cards.filter(isAce),
    bigCasino: cards.includes('10D'),
    littleCasino: cards.includes('2S'),
    clearing,
    winsGame: clearing && view.scores[side]! + 1 >= view.rules.target,
  };
}

/** Who acts after the viewer's move, and with how many cards; null at the end of the deal. */
export function nextActor(view: SeatPosition): { seat: Seat; handSize: number; lastCard: boolean } | null {
  const n = view.rules.players;
  let total = 0;
  for (let i = 0; i < n; i++) total += i === view.viewer ? view.handCounts[i]! - 1 : view.handCounts[i]!;
  if (total === 0) {
    if (view.stockCount === 0) return null;
    return { seat: (view.dealer + 1) % n, handSize: 4, lastCard: false }; // C10: a new hand-round
  }
  const seat = (view.viewer + 1) % n;
  return { seat, handSize: view.handCounts[seat]!, lastCard: view.stockCount === 0 && total === 1 };
}

/** Cards the seat has not seen (other hands, stock, and the piles but the last capture), counted by rank index 0–12. */
export interface Unseen {
  byRank: number[];
  faces: number;
  total: number;
}

export function unseenOf(view: SeatPosition): Unseen {
  const known = new Set<string>(view.hand);
  for (const c of view.table) known.add(c);
  if (view.piles) for (const p of view.piles) for (const c of p) known.add(c);
  else if (view.lastCapture) {
    known.add(view.lastCapture.card);
    for (const c of view.lastCapture.take) known.add(c);
  }
  const byRank = new Array<number>(13).fill(0);
  let total = 0;
  let faces = 0;
  for (const c of FULL_PACK) {
    if (known.has(c)) continue;
    byRank[RANK_INDEX.get(rankKey(c))!]!++;
    if (isFace(c)) faces++;
    total++;
  }
  return { byRank, faces, total };
}

const RANK_INDEX = new Map<string, number>(RANKS.map((r, i) => [r, i]));
/** A card of each rank in a suit that carries no points (hearts), for "what could a card of rank r take?". */
const PROBES = RANKS.map((r) => `${r}H`);

/** P(a hand of h cards drawn from `total` unseen cards holds at least one of `k` given cards). */
export function probHolds(k: number, total: number, h: number): number {
  if (k <= 0 || h <= 0 || total <= 0) return 0;
  let none = 1;
  for (let i = 0; i < h; i++) none *= Math.max(0, total - k - i) / (total - i);
  return 1 - none;
}

/**
 * The next player's expected best take from `table` (in points for his side), given that he holds
 * `h` cards drawn from the unseen cards (ranks treated as independent); his chance to clear the table.
 * `clearValue`: what a clearing is worth to him (0 when it would be the last card of the deal).
 */
export function replyThreat(table: readonly string[], unseen: Unseen, h: number, clearValue: number): { threat: number; clearChance: number } {
  if (table.length === 0 || h === 0) return { threat: 0, clearChance: 0 };
  const best: { v: number; clears: boolean; k: number }[] = [];
  for (let r = 0; r < 13; r++) {
    const k = unseen.byRank[r]!;
    if (k === 0) continue;
    let v = -1;
    let clears = false;
    collectCaptures([PROBES[r]!], table, (_card, take) => {
      const all = take.length === table.length;
      const x = sumWeights(take) + (all ? clearValue : 0);
      if (x > v) {
        v = x;
        clears = all && clearValue > 0;
      }
      return null;
    });
    if (v >= 0) best.push({ v, clears, k });
  }
  best.sort((a, b) => b.v - a.v);
  let pNone = 1;
  let threat = 0;
  let pNoClear = 1;
  for (const b of best) {
    const p = probHolds(b.k, unseen.total, h);
    threat += pNone * p * b.v;
    pNone *= 1 - p;
    if (b.clears) pNoClear *= 1 - p;
  }
  return { threat, clearChance: 1 - pNoClear };
}

/** What the move leaves for the next player (threat in the bots' point scale). */
export function leavesForNext(view: SeatPosition, m: CasinoMove, unseen: Unseen = unseenOf(view)): LeavesForNext {
  const after = tableAfter(view, m);
  const next = nextActor(view);
  if (next === null) return { nextPlayer: null, tableAfter: after, clearingThreat: false, threat: 0, replyClearingRate: null };
  let threat: number;
  let clearChance: number;
  if (next.lastCard && view.rules.lastFaceTakesAll) {
    // C25: the dealer's last card; a face card (chance faces/total) takes everything, no clearing point.
    const pFace = unseen.total > 0 ? unseen.faces / unseen.total : 0;
    const r = replyThreat(after, unseen, 1, 0);
    threat = pFace * sumWeights(after) + (1 - pFace) * r.threat;
    clearChance = 0;
  } else {
    const r = replyThreat(after, unseen, next.handSize, next.lastCard ? 0 : clearingValue(view, sideOf(view.rules, next.seat)));
    threat = r.threat;
    clearChance = r.clearChance;
  }
  return { nextPlayer: next.seat, tableAfter: after, clearingThreat: clearChance > 0, threat, replyClearingRate: null };
}
