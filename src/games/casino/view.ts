/** What each seat may know (C39), and honest resampling of what it cannot see. */
import { FULL_PACK } from '../../engine/cards.js';
import type { Rng } from '../../engine/rng.js';
import { sideOf } from './rules.js';
import type { CasinoEvent, CasinoState, CasinoView, Seat } from './types.js';

/**
 * C39: the table, hand sizes, stock size, scores, the final-round mark and the most recent capture
 * are public; the viewer's own hand; piles face down during play (only their total, which follows
 * from the public sizes), shown once the deal is over.
 */
export function view(s: CasinoState, viewer: Seat): CasinoView {
  let pileTotal = 0;
  for (const p of s.piles) pileTotal += p.length;
  return {
    viewer,
    options: s.options,
    rules: s.rules,
    dealer: s.dealer,
    toMove: s.toMove,
    hand: s.hands[viewer]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    table: s.table.slice(),
    stockCount: s.stock.length,
    pileTotal,
    lastCapturer: s.lastCapturer,
    lastCapture: s.lastCapture,
    finalRound: s.finalRound,
    scores: s.scores.slice(),
    gamesPlayed: s.gamesPlayed,
    stakes: s.stakes.slice(),
    phase: s.phase,
    handRound: s.handRound,
    piles: s.phase === 'play' ? null : s.piles.map((p) => p.slice()),
  };
}

/** An event as `viewer` may see it: the other seats' dealt cards removed. */
export function visibleEvent(e: CasinoEvent, viewer: Seat): CasinoEvent {
  if (e.type !== 'cardsDealt') return e;
  return { ...e, hands: e.hands.map((h, seat) => (seat === viewer ? h : null)) };
}

/** Cards `viewer` must not see: other hands, the stock, and during play the piles but the last capture. */
export function hiddenCards(s: CasinoState, viewer: Seat): string[] {
  const out = [...s.hands.flatMap((h, seat) => (seat === viewer ? [] : h)), ...s.stock];
  if (s.phase === 'play') {
    const shown = new Set<string>(s.lastCapture ? [s.lastCapture.card, ...s.lastCapture.take] : []);
    for (const p of s.piles) for (const c of p) if (!shown.has(c)) out.push(c);
  }
  return out;
}

/**
 * A full state consistent with the view: the unseen cards shuffled into the other hands (by their
 * sizes), the stock and, during play, the piles (the last capture to its side, the rest at random).
 */
export function resample(v: CasinoView, rng: Rng): CasinoState {
  const last = v.lastCapture;
  const lastCards = last ? [last.card, ...last.take] : [];
  const known = new Set<string>([...v.hand, ...v.table, ...(v.piles ? v.piles.flat() : lastCards)]);
  const unseen = rng.shuffle(FULL_PACK.filter((c) => !known.has(c)));
  let k = 0;
  const hands = v.handCounts.map((count, seat) => {
    if (seat === v.viewer) return v.hand.slice();
    const h = unseen.slice(k, k + count);
    k += count;
    return h;
  });
  const stock = unseen.slice(k, k + v.stockCount);
  k += v.stockCount;
  let piles: string[][];
  if (v.piles) piles = v.piles.map((p) => p.slice());
  else {
    piles = Array.from({ length: v.rules.sides }, () => []);
    if (last) piles[sideOf(v.rules, last.seat)]!.push(...lastCards);
    const rest = unseen.slice(k, k + v.pileTotal - lastCards.length);
    const home = v.lastCapturer === null ? 0 : sideOf(v.rules, v.lastCapturer);
    for (const c of rest) piles[rng.int(2) === 0 ? home : rng.int(v.rules.sides)]!.push(c);
  }
  return {
    options: v.options,
    rules: v.rules,
    dealer: v.dealer,
    toMove: v.toMove,
    hands,
    table: v.table.slice(),
    stock,
    piles,
    lastCapturer: v.lastCapturer,
    finalRound: v.finalRound,
    scores: v.scores.slice(),
    gamesPlayed: v.gamesPlayed,
    stakes: v.stakes.slice(),
    phase: v.phase,
    handRound: v.handRound,
    lastCapture: v.lastCapture,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
  };
}
