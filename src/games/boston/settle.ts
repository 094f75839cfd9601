/**
 * The result of a deal and its payments (BO13–BO16, BO34, BO43–BO53, V-BO-3, V-BO-6), all-pass
 * (BO12) and the kettle (BO56). Works on a draft whose balances and bêtes it may change (the caller
 * copies them first).
 */
import { colourOf, honourCount } from './cards.js';
import type { Draft, Events } from './draft.js';
import { eldestOf } from './draft.js';
import { isMisere, partnerQuota, tariffA, tariffB, tricksOf } from './ladder.js';
import type { Class, Contract, PaymentReason, Suit } from './types.js';

function pay(d: Draft, ev: Events, from: number | 'pot', to: number | 'pot', amount: number, reason: PaymentReason): void {
  if (amount <= 0) return;
  if (from !== 'pot') d.balances[from]! -= amount;
  else if (to === 'pot') return;
  if (to !== 'pot') d.balances[to]! += amount;
  ev.push({ type: 'payment', from, to, amount, reason });
}

/** Marks paid into the pot (the Blok, the stake, all-pass): the pot grows. */
export function payIn(d: Draft, ev: Events, seat: number, amount: number, reason: PaymentReason): void {
  pay(d, ev, seat, 'pot', amount, reason);
  d.pot += amount;
}

/** BO13, BO14: the highest pending bête (ties: the oldest) and its index; -1 when none. */
export function beteInPlay(betes: readonly number[]): { amount: number; index: number } {
  let index = -1;
  betes.forEach((b, i) => {
    if (index < 0 || b > betes[index]!) index = i;
  });
  return { amount: index < 0 ? 0 : betes[index]!, index };
}

/** BO29: the trump of a trick contract's class (a simple suit is named by the declarer). */
export function trumpOfClass(cls: Class, superior: Suit): Suit | null {
  return cls === 'superior' ? superior : cls === 'colour' ? colourOf(superior) : null;
}

export interface Result {
  readonly outcome: 'won' | 'lost';
  /** The side's tricks. */
  readonly side: number;
  /** N: the tricks the side needs (BO34, BO48); 0 in a misère. */
  readonly needed: number;
  /** BO34, BO43: the members below their own quota (in a misère: the declarer if he took a trick). */
  readonly failed: number[];
}

/** The side's members: the declarer, and the partner. */
export const sideOf = (d: Pick<Draft, 'declarer' | 'partner'>): number[] => (d.partner !== null ? [d.declarer!, d.partner] : [d.declarer!]);

/** BO43, BO34: won or lost, and who failed. */
export function resultOf(d: Draft): Result {
  const c = d.contract!;
  const decl = d.declarer!;
  if (isMisere(c)) {
    const took = d.won[decl]!;
    return { outcome: took === 0 ? 'won' : 'lost', side: took, needed: 0, failed: took === 0 ? [] : [decl] };
  }
  const quota = new Map<number, number>([[decl, tricksOf(c)]]);
  if (d.partner !== null) quota.set(d.partner, partnerQuota(c));
  let side = 0;
  let needed = 0;
  const failed: number[] = [];
  for (const [seat, q] of quota) {
    side += d.won[seat]!;
    needed += q;
    if (d.won[seat]! < q) failed.push(seat);
  }
  return { outcome: side >= needed ? 'won' : 'lost', side, needed, failed };
}

/** The cards the side held when play began (the contract's reading 3): its hands and the cards it played. */
function sideCards(d: Draft): string[] {
  const side = sideOf(d);
  const cards: string[] = [];
  for (const seat of side) cards.push(...d.hands[seat]!);
  for (const t of [...d.tricks, d.trick]) for (const p of t) if (side.includes(p.seat)) cards.push(p.card);
  return cards;
}

/** BO46: the side's honour points: 2 for three of A K Q J of trumps, 4 for all four. */
export function honourPoints(d: Draft): number {
  if (d.trump === null) return 0;
  const k = honourCount(sideCards(d), d.trump);
  return k === 4 ? 4 : k === 3 ? 2 : 0;
}

export interface Marks {
  /** H: what each payment of the game is (the slam premium included). */
  readonly total: number;
  /** Tariff B trick contracts: the count (the `points` event). */
  readonly points: { honours: number; points: number; multiplier: number; marks: number; slam: number } | null;
}

/** BO44–BO50, V-BO-6: the marks of a finished game. */
export function marksOf(d: Draft, r: Result): Marks {
  const c: Contract = d.contract!;
  const cls = d.class;
  const rules = d.rules;
  if (isMisere(c)) {
    const base = rules.tariff === 'A' ? tariffA(c, null) : tariffB(c, null);
    return { total: rules.misereLeader ? 2 * base : base, points: null };
  }
  if (rules.tariff === 'A') return { total: tariffA(c, cls), points: null };
  const m = tariffB(c, cls);
  const h = honourPoints(d);
  const N = r.needed;
  const T = r.side;
  const points = r.outcome === 'won' ? T + h : N + (N - T - 1) + h;
  const marks = Math.floor((points * m + 5) / 10);
  const slam = r.outcome === 'won' && T === 13 && c !== 'concordia' ? (d.partner !== null ? 10 : 20) : 0;
  return { total: marks + slam, points: { honours: h, points, multiplier: m, marks, slam } };
}

/** BO13–BO15, BO51, BO52: the payments of a won or lost game. */
export function settle(d: Draft, r: Result, H: number, ev: Events): void {
  const n = d.rules.players;
  const side = sideOf(d);
  const others = (seat: number) => Array.from({ length: n }, (_, i) => (seat + i) % n).filter((s) => s !== seat);
  const opponents = others(d.declarer!).filter((s) => !side.includes(s));
  const { amount: b, index } = beteInPlay(d.betes);
  const W = d.pot + b;
  if (r.outcome === 'won') {
    // BO51: the table to the side (shared ⌈W/2⌉, ⌊W/2⌋), the marks from each opponent to each member.
    const shares = d.partner !== null ? [Math.ceil(W / 2), Math.floor(W / 2)] : [W];
    side.forEach((seat, i) => pay(d, ev, 'pot', seat, shares[i]!, 'pot'));
    d.pot = 0;
    if (index >= 0) d.betes.splice(index, 1);
    if (d.partner === null) for (const o of opponents) pay(d, ev, o, d.declarer!, H, 'game');
    else opponents.forEach((o, i) => {
      // each opponent pays the marks once and each member receives them once (the pairing is free)
      pay(d, ev, o, side[i % 2]!, H, 'game');
    });
    return;
  }
  // BO52: each failing member pays every other seat (V-BO-3: the opponents) and a bête of W.
  for (const seat of r.failed) {
    const payees = d.partner === null || d.rules.fairerLoss ? opponents : others(seat).filter((s) => !r.failed.includes(s));
    for (const p of payees) pay(d, ev, seat, p, H, 'game');
  }
  for (const seat of r.failed) {
    if (W <= 0) continue;
    pay(d, ev, seat, 'pot', W, 'bete');
    d.betes.push(W);
  }
}

/** BO56: the table shared equally, the odd marks one each in turn order from the eldest of the last deal. */
export function kettle(d: Draft, ev: Events): void {
  const n = d.rules.players;
  const total = d.pot + d.betes.reduce((a, b) => a + b, 0);
  const each = Math.floor(total / n);
  const left = total - each * n;
  const eldest = eldestOf(d);
  for (let i = 0; i < n; i++) pay(d, ev, 'pot', (eldest + i) % n, each + (i < left ? 1 : 0), 'kettle');
  d.pot = 0;
  d.betes = [];
}

/** BO56: places by final balance, 1 the best; equal balances share a place. */
export function places(balances: readonly number[]): number[] {
  return balances.map((b) => 1 + balances.filter((x) => x > b).length);
}
