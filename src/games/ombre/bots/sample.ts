/**
 * Determinisation for the strong player: a full state consistent with the seat's view. It starts
 * from the engine's `resample(view, rng)` (other hands, their discards and the talon by their known
 * sizes; the turned card, shown black aces, the called card, the card handed over where the public
 * facts put them) and then corrects what `resample` leaves out (reported in the final note of
 * docs/bots.md and in the hand-over of issue 17):
 *
 * - show-outs (O40, O41): a seat that did not follow a plain suit holds none of it; a seat that
 *   played a non-trump to a trump lead holds no trump that the lead forced (O42: only the matadors
 *   exempt from that lead may remain);
 * - V-O-6: a seat that bid or held Nullissimo was dealt neither black ace.
 *
 * The cards whose place is free (other hands less their pinned cards, other seats' discards, the
 * talon less a turned card lying on it) are dealt again, the most constrained hand first, each hand
 * taking only cards it may hold. Only the view is used.
 */
import type { Rng } from '../../../engine/rng.js';
import { orderFor, resample } from '../index.js';
import type { OmbreState, OmbreView } from '../types.js';

/** For each seat, the cards it cannot hold now (from the public play and the auction). */
export function forbiddenCards(v: OmbreView, pack: readonly string[]): Set<string>[] {
  const n = v.players;
  const out: Set<string>[] = [];
  for (let s = 0; s < n; s++) out.push(new Set());
  if (v.tricks.length > 0 || v.trick.length > 0) {
    const o = orderFor(v.trump);
    for (const t of [...v.tricks, v.trick]) {
      if (t.length === 0) continue;
      const led = t[0]!.card;
      const ls = o.suit[led]!;
      for (let i = 1; i < t.length; i++) {
        const p = t[i]!;
        if (o.suit[p.card] === ls) continue;
        const f = out[p.seat]!;
        if (ls !== 'T') {
          for (const c of pack) if (o.suit[c] === ls) f.add(c);
        } else {
          const lm = o.matador[led];
          for (const c of o.trumps) {
            const m = o.matador[c];
            const exempt = m !== undefined && !(lm !== undefined && lm < m);
            if (!exempt) f.add(c);
          }
        }
      }
    }
  }
  // V-O-6: a Nullissimo bidder was dealt no black ace (his hand, if he drew nothing since)
  for (const a of v.auction) {
    if ((a.move === 'bid' || a.move === 'hold') && a.contract === 'nullissimo' && v.takenCounts[a.seat] === 0) {
      out[a.seat]!.add('AS');
      out[a.seat]!.add('AC');
    }
  }
  return out;
}

/** Cards of seat `s` in `det` that `resample` placed by a public fact (they stay). */
function pinned(v: OmbreView, s: number): Set<string> {
  const p = new Set<string>();
  if (v.turned && v.turnedTo === s) p.add(v.turned);
  const caster = v.auction.find((a) => a.move === 'bid' && a.contract === 'casco')?.seat ?? (v.contract === 'casco' ? v.lomber : null);
  if (caster === s) {
    p.add('AS');
    p.add('AC');
  }
  if (v.contract === 'mediateur' && v.lomber === s && v.called) p.add(v.called);
  if (v.givenCard && v.giver === s) p.add(v.givenCard);
  if (v.called && v.partnerKnown && v.partner === s) p.add(v.called);
  return p;
}

/**
 * A determinised state for `v`: `resample(view, rng)`, with the free cards dealt again when the
 * constraints above apply. Falls back to the plain resample when no consistent deal is found.
 */
export function determinise(v: OmbreView, rng: Rng, forbidden: readonly Set<string>[]): OmbreState {
  const det = turnedTaken(v, resample(v, rng));
  const n = v.players;
  let any = false;
  for (let s = 0; s < n; s++) if (s !== v.viewer && forbidden[s]!.size > 0) any = true;
  if (!any) return det;
  for (let attempt = 0; attempt < 8; attempt++) {
    const r = redeal(v, det, rng, forbidden);
    if (r) return r;
  }
  return det;
}

/**
 * `resample` leaves a turned card that its drawer has already played out of his `taken` list, so the
 * sample's view would say nobody drew it (O37: everybody knows where it went). Put it back.
 */
function turnedTaken(v: OmbreView, det: OmbreState): OmbreState {
  const to = v.turnedTo;
  if (v.turned === null || to === null || to === v.viewer || det.taken[to]!.includes(v.turned)) return det;
  const taken = det.taken.map((t) => t.slice());
  const list = taken[to]!;
  if (list.length > 0) list.pop();
  list.unshift(v.turned);
  return { ...det, taken } as OmbreState;
}

function redeal(v: OmbreView, det: OmbreState, rng: Rng, forbidden: readonly Set<string>[]): OmbreState | null {
  const n = v.players;
  const turnedOnTalon = v.turned !== null && v.turnedTo === null && det.talon[0] === v.turned;
  const free: string[] = [...det.talon.slice(turnedOnTalon ? 1 : 0)];
  const keep: string[][] = [];
  const need: number[] = [];
  for (let s = 0; s < n; s++) {
    if (s === v.viewer) {
      keep.push(det.hands[s]!.slice());
      need.push(0);
      continue;
    }
    const pin = pinned(v, s);
    const k = det.hands[s]!.filter((c) => pin.has(c));
    keep.push(k);
    need.push(det.hands[s]!.length - k.length);
    for (const c of det.hands[s]!) if (!pin.has(c)) free.push(c);
    free.push(...det.discards[s]!);
  }
  const pool = rng.shuffle(free);
  // cards that fewest places may take go first; each goes to a place drawn by its room left
  const elsewhere = pool.length - need.reduce((a, b) => a + b, 0);
  const places = (c: string) => {
    let k = elsewhere > 0 ? 1 : 0;
    for (let s = 0; s < n; s++) if (need[s]! > 0 && !forbidden[s]!.has(c)) k++;
    return k;
  };
  const order = pool.map((c, i) => ({ c, i, k: places(c) })).sort((a, b) => a.k - b.k || a.i - b.i);
  const hands = keep.map((k) => k.slice());
  const room = need.slice();
  let roomElsewhere = elsewhere;
  const rest: string[] = [];
  for (const { c } of order) {
    let total = roomElsewhere;
    for (let s = 0; s < n; s++) if (room[s]! > 0 && !forbidden[s]!.has(c)) total += room[s]!;
    if (total === 0) return null;
    let x = rng.int(total);
    let placed = false;
    for (let s = 0; s < n && !placed; s++) {
      if (room[s]! > 0 && !forbidden[s]!.has(c)) {
        if (x < room[s]!) {
          hands[s]!.push(c);
          room[s]!--;
          placed = true;
        } else x -= room[s]!;
      }
    }
    if (!placed) {
      rest.push(c);
      roomElsewhere--;
    }
  }
  rng.shuffle(rest).forEach((c, i) => (rest[i] = c));
  const discards: string[][] = [];
  for (let s = 0; s < n; s++) {
    if (s === v.viewer) discards.push(det.discards[s]!.slice());
    else discards.push(rest.splice(0, det.discards[s]!.length));
  }
  const talon = turnedOnTalon ? [v.turned!, ...rest] : rest;
  const taken: string[][] = [];
  for (let s = 0; s < n; s++) {
    if (s === v.viewer) {
      taken.push(det.taken[s]!.slice());
      continue;
    }
    const mine = new Set([...hands[s]!, ...v.tricks.flat().filter((p) => p.seat === s).map((p) => p.card), ...v.trick.filter((p) => p.seat === s).map((p) => p.card)]);
    const t = det.taken[s]!.filter((c) => mine.has(c) || c === v.turned);
    for (const c of mine) {
      if (t.length >= det.taken[s]!.length) break;
      if (!t.includes(c)) t.push(c);
    }
    taken.push(t);
  }
  let partner = det.partner;
  if (!v.partnerKnown && v.called) {
    const holder = hands.findIndex((h) => h.includes(v.called!));
    partner = holder === v.lomber || holder < 0 ? null : holder;
  }
  return { ...det, hands, discards, talon, taken, partner } as OmbreState;
}
