/** What each player may see (P49), and honest resampling of what he cannot see. */
import { FULL_PACK } from '../../engine/cards.js';
import type { Rng } from '../../engine/rng.js';
import { dealsInSession } from './engine.js';
import type { PapillonEvent, PapillonState, PapillonView, Seat } from './types.js';

export function view(s: PapillonState, viewer: Seat): PapillonView {
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
    piles: s.piles.map((p) => p.slice()),
    pileCounts: s.piles.map((p) => p.length),
    balances: s.balances.slice(),
    pot: s.pot,
    finalRound: s.finalRound,
    lastCapturer: s.lastCapturer,
    lastToLayDown: s.lastToLayDown,
    winner: s.winner,
    blaetterCarry: s.blaetterCarry,
    dealsPlayed: s.dealsPlayed,
    deals: dealsInSession(s.rules),
    phase: s.phase,
    handRound: s.handRound,
  };
}

/** An event as `viewer` may see it: other players' dealt cards removed. */
export function visibleEvent(e: PapillonEvent, viewer: Seat): PapillonEvent {
  if (e.type !== 'handsDealt') return e;
  return { ...e, hands: e.hands.map((h, seat) => (seat === viewer ? h : null)) };
}

/** Cards `viewer` must not see: the other hands and the stock. */
export function hiddenCards(s: PapillonState, viewer: Seat): string[] {
  return [...s.hands.flatMap((h, seat) => (seat === viewer ? [] : h)), ...s.stock];
}

/**
 * A full state consistent with the view: the cards the viewer has not seen are shuffled and
 * dealt to the other hands (by their known sizes) and the stock. Uses only the view.
 */
export function resample(v: PapillonView, rng: Rng): PapillonState {
  const known = new Set<string>([...v.hand, ...v.table, ...v.piles.flat()]);
  const unseen = rng.shuffle(FULL_PACK.filter((c) => !known.has(c)));
  let k = 0;
  const hands = v.handCounts.map((count, seat) => {
    if (seat === v.viewer) return v.hand.slice();
    const h = unseen.slice(k, k + count);
    k += count;
    return h;
  });
  return {
    options: v.options,
    rules: v.rules,
    dealer: v.dealer,
    toMove: v.toMove,
    hands,
    table: v.table.slice(),
    stock: unseen.slice(k, k + v.stockCount),
    piles: v.piles.map((p) => p.slice()),
    balances: v.balances.slice(),
    pot: v.pot,
    finalRound: v.finalRound,
    lastCapturer: v.lastCapturer,
    lastToLayDown: v.lastToLayDown,
    winner: v.winner,
    blaetterCarry: v.blaetterCarry,
    dealsPlayed: v.dealsPlayed,
    phase: v.phase,
    handRound: v.handRound,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
  };
}
