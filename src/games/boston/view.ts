/**
 * What each seat may know (BO59, the contract's "What a seat may see") and honest resampling of what
 * it cannot see: its own hand, the declarer's hand once an open misère lies face up (BO31), the
 * discard to the declarer only (BO30), everything else public. Never another hand or the generator.
 */
import type { Rng } from '../../engine/rng.js';
import { isExposed } from './apply.js';
import { rankOf, suitOf } from './cards.js';
import { fromPosition, toPosition } from './position.js';
import { resolveRules } from './rules.js';
import type { BostonEvent, BostonPosition, BostonSeatView, BostonState, BostonView, Play, Suit } from './types.js';

const sees = (s: BostonState, viewer: number, seat: number): boolean => seat === viewer || (seat === s.declarer && isExposed(s));

/** The contract's view of `seat`: the position with the hands it may not see and (unless declarer) the discard as null. */
export function view(s: BostonState, seat: number): BostonView {
  const { rng: _rng, hands, discard, ...rest } = toPosition(s);
  void _rng;
  return {
    ...rest,
    hands: hands.map((h, i) => (sees(s, seat, i) ? h : null)),
    discard: seat === s.declarer ? discard : null,
    seat,
    handSizes: s.hands.map((h) => h.length),
  };
}

/** The view of a table and of the computer players: the precedence as rank and suit (types.ts). */
export function seatView(s: BostonState, seat: number): BostonSeatView {
  const v = view(s, seat);
  const n = s.rules.players;
  return { ...v, precedence: v.precedence.map((c, k) => ({ seat: k % n, rank: rankOf(c), suit: suitOf(c) })) };
}

/** Every card `seat` must not see: the other hands (but an exposed declarer's), the discard (but the declarer's own). */
export function hiddenCards(s: BostonState, seat: number): string[] {
  const out: string[] = [];
  s.hands.forEach((h, i) => {
    if (!sees(s, seat, i)) out.push(...h);
  });
  if (s.discard !== null && seat !== s.declarer) out.push(s.discard);
  return out;
}

/** An event as `seat` may see it: another's discard without its card. */
export function visibleEvent(e: BostonEvent, seat: number): BostonEvent {
  if (e.type === 'discarded' && e.visibleTo !== seat) return { ...e, card: null };
  return e;
}

/** By seat: the suits the seat has shown out of (played another suit to a trick led in it). */
export function voidsOf(s: { readonly trick: readonly Play[]; readonly tricks: readonly (readonly Play[])[] }, n: number): Suit[][] {
  const out: Suit[][] = Array.from({ length: n }, () => []);
  const note = (t: readonly Play[]) => {
    if (t.length === 0) return;
    const led = suitOf(t[0]!.card);
    for (const p of t) if (suitOf(p.card) !== led && !out[p.seat]!.includes(led)) out[p.seat]!.push(led);
  };
  for (const t of s.tricks) note(t);
  note(s.trick);
  return out;
}

/**
 * A full state that `v.seat` cannot tell from the real one: the cards it has not seen dealt at random
 * to the hidden hands (and to the hidden discard), by their sizes, never in a suit a seat has shown out
 * of; the exposed hand and everything public as they are.
 */
export function resample(v: BostonSeatView, rng: Rng): BostonState {
  const rules = resolveRules(v.options);
  const n = rules.players;
  const played = new Set([...v.tricks.flat(), ...v.trick].map((p) => p.card));
  const known = new Set<string>(played);
  for (const h of v.hands) if (h) for (const c of h) known.add(c);
  if (v.discard !== null) known.add(v.discard);
  // a petite misère's discard the seat has not seen: one card is in no hand and not played
  const hiddenDiscard = v.discard === null && v.handSizes.reduce((a, b) => a + b, 0) + played.size === rules.pack.length - 1;
  const pool = rules.pack.filter((c) => !known.has(c));
  const voids = voidsOf(v, n);
  // slots: the hidden hands by seat, and the discard (no suit is barred from it)
  const room = v.hands.map((h, seat) => (h === null ? v.handSizes[seat]! : 0));
  for (let attempt = 0; attempt < 200; attempt++) {
    const hands: string[][] = v.hands.map((h) => (h ? h.slice() : []));
    const left = room.slice();
    let discardCard: string | null = v.discard;
    let needDiscard = hiddenDiscard;
    const cards = rng.shuffle(pool);
    // the most constrained cards first: those fewest hidden seats may hold
    const choices = (c: string) => left.map((r, seat) => (r > 0 && !voids[seat]!.includes(suitOf(c)) ? seat : -1)).filter((x) => x >= 0);
    const order = cards.map((c) => ({ c, k: choices(c).length })).sort((a, b) => a.k - b.k);
    let ok = true;
    for (const { c } of order) {
      const seats = choices(c);
      const total = seats.reduce((a, s) => a + left[s]!, 0) + (needDiscard ? 1 : 0);
      if (total === 0) {
        ok = false;
        break;
      }
      let x = rng.int(total);
      let pick = -1;
      for (const seat of seats) {
        x -= left[seat]!;
        if (x < 0) {
          pick = seat;
          break;
        }
      }
      if (pick < 0) {
        discardCard = c;
        needDiscard = false;
      } else {
        hands[pick]!.push(c);
        left[pick]!--;
      }
    }
    if (!ok) continue;
    const { seat: _seat, handSizes: _sizes, precedence, hands: _h, discard: _d, ...rest } = v;
    void _seat;
    void _sizes;
    void _h;
    void _d;
    const position: BostonPosition = {
      ...structuredClone(rest),
      precedence: precedence.map((c) => `${c.rank}${c.suit}`),
      hands,
      discard: discardCard,
    };
    return { ...fromPosition(position), rng: rng.state };
  }
  throw new Error('resample: no deal of the unseen cards agrees with the view');
}
