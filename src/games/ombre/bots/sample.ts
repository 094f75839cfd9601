/**
 * Determinisation for the strong player: a full state consistent with the seat's view. It starts
 * from the engine's `resample(view, rng)` (other hands, their discards and the talon by their known
 * sizes; the turned card, shown black aces, the called card, the card handed over where the public
 * facts put them) and then corrects what `resample` leaves out (reported with issue 17):
 *
 * - show-outs (O40, O41): a seat that did not follow a plain suit holds none of it; a seat that
 *   played a non-trump to a trump lead holds no trump that the lead forced (O42: only the matadors
 *   exempt from that lead may remain);
 * - V-O-6: a seat that bid or held Nullissimo was dealt neither black ace;
 * - O37: a turned card its drawer has played is put back in his `taken` list (else the sample's view
 *   says nobody drew it).
 *
 * The cards whose place is free (other hands less their pinned cards, other seats' discards, the
 * talon less a turned card lying on it) are dealt again, the cards that fewest places may take first,
 * each hand taking only cards it may hold. For the other seats' decisions after the auction the
 * Lomber's hand is also dealt again until it fits his contract (`LomberFloor`). Only the view is used.
 */
import type { Rng } from '../../../engine/rng.js';
import { orderFor, resample, resolveRules } from '../index.js';
import type { OmbreRules, OmbreState, OmbreView, Suit } from '../types.js';
import { CARD, idx, pointCount, thresholds } from './tables.js';

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

/**
 * What the Lomber's bid says about his hand, for the other seats' samples (the normal player's reading
 * of §5.1, PD-O-27): his hand when play begins (or now, before it) should reach `min` points with
 * `trump`. Samples below it are dealt again (a few tries, then the best one is taken).
 */
export interface LomberFloor {
  seat: number;
  trump: Suit | null;
  min: number;
}

export function lomberFloor(v: OmbreView, r: OmbreRules): LomberFloor | null {
  const l = v.lomber;
  if (l === null || l === v.viewer || v.phase === 'auction' || v.contract === null) return null;
  const c = v.contract;
  if (c === 'grandissimo' || c === 'nullissimo' || c === 'forcee') return null;
  const trump = v.trump;
  if (trump === null) return null; // the trump is not yet named or turned
  const th = thresholds(r, trump === 'H' || trump === 'D', false);
  const solo = c === 'solo' || c === 'solo-colour' || c === 'solo-tout' || c === 'solo-tout-colour';
  if (solo) return { seat: l, trump, min: th.solo - 1 };
  if (c === 'mediateur') return { seat: l, trump, min: v.phase === 'give' ? th.solo - 2 : th.solo - 1 };
  if (r.partnership) return { seat: l, trump, min: c === 'casco' ? th.ask - 2 : th.ask - 1 };
  const obscurite = c === 'obscurite' || c === 'obscurite-bottom' || c === 'obscurite-middle';
  // the Lomber's exchange: before it his dealt hand, after it his hand with the cards drawn
  const exchanged = v.takenCounts[l]! > 0 || v.discardCounts[l]! > 0 || v.phase === 'play';
  if (!exchanged) return obscurite ? null : { seat: l, trump, min: th.ask - 3 };
  return { seat: l, trump, min: obscurite ? th.ask - 1 : th.ask + 1 };
}

/** Samples for one decision: the fixed facts of the view worked out once, then `sample(rng)` per determinisation. */
export class Sampler {
  private readonly v: OmbreView;
  private readonly rules: OmbreRules;
  private readonly floor: LomberFloor | null;
  /** Per seat: 1 for each card index it cannot hold. */
  private readonly banned: Uint8Array[];
  private readonly constrained: boolean;
  /** Per seat: the cards `resample` places there by a public fact (they stay). */
  private readonly pins: Set<string>[];
  /** Per seat: the cards it played this deal. */
  private readonly playedBy: string[][];
  private readonly floorPlayed: number[];

  constructor(v: OmbreView, r: OmbreRules, forbidden: readonly Set<string>[], floor: LomberFloor | null) {
    this.v = v;
    this.rules = r;
    this.floor = floor;
    const n = v.players;
    this.banned = [];
    let any = false;
    for (let s = 0; s < n; s++) {
      const b = new Uint8Array(40);
      if (s !== v.viewer) for (const c of forbidden[s]!) b[idx(c)] = 1;
      if (s !== v.viewer && forbidden[s]!.size > 0) any = true;
      this.banned.push(b);
    }
    this.constrained = any;
    this.pins = [];
    this.playedBy = [];
    const caster = v.auction.find((a) => a.move === 'bid' && a.contract === 'casco')?.seat ?? (v.contract === 'casco' ? v.lomber : null);
    for (let s = 0; s < n; s++) {
      const p = new Set<string>();
      if (v.turned && v.turnedTo === s) p.add(v.turned);
      if (caster === s) {
        p.add('AS');
        p.add('AC');
      }
      if (v.contract === 'mediateur' && v.lomber === s && v.called) p.add(v.called);
      if (v.givenCard && v.giver === s) p.add(v.givenCard);
      if (v.called && v.partnerKnown && v.partner === s) p.add(v.called);
      this.pins.push(p);
      this.playedBy.push([...v.tricks.flat(), ...v.trick].filter((x) => x.seat === s).map((x) => x.card));
    }
    this.floorPlayed = floor ? this.playedBy[floor.seat]!.map(idx) : [];
  }

  /** One determinised state (see the header). */
  sample(rng: Rng): OmbreState {
    const det = turnedTaken(this.v, resample(this.v, rng));
    const f = this.floor;
    if (!this.constrained && (f === null || this.points(det.hands[f.seat]!.map(idx)) >= f.min)) return det;
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = this.redeal(det, rng);
      if (r) return r;
    }
    return det;
  }

  private points(hand: readonly number[]): number {
    const f = this.floor!;
    return pointCount(this.floorPlayed.length ? [...hand, ...this.floorPlayed] : hand, f.trump, this.rules.suits);
  }

  private redeal(det: OmbreState, rng: Rng): OmbreState | null {
    const v = this.v;
    const n = v.players;
    const turnedOnTalon = v.turned !== null && v.turnedTo === null && det.talon[0] === v.turned;
    const free: number[] = [];
    for (let i = turnedOnTalon ? 1 : 0; i < det.talon.length; i++) free.push(idx(det.talon[i]!));
    const hands: number[][] = [];
    const need: number[] = [];
    for (let s = 0; s < n; s++) {
      if (s === v.viewer) {
        hands.push([]);
        need.push(0);
        continue;
      }
      const pin = this.pins[s]!;
      const keep: number[] = [];
      for (const c of det.hands[s]!) {
        if (pin.has(c)) keep.push(idx(c));
        else free.push(idx(c));
      }
      hands.push(keep);
      need.push(det.hands[s]!.length - keep.length);
      for (const c of det.discards[s]!) free.push(idx(c));
    }
    // the Lomber first, until his hand fits his contract (or the best of the tries)
    const f = this.floor;
    const inHand = new Uint8Array(40);
    if (f !== null && need[f.seat]! > 0) {
      const ban = this.banned[f.seat]!;
      const eligible = free.filter((c) => !ban[c]);
      const k = need[f.seat]!;
      if (eligible.length < k) return null;
      let best: number[] | null = null;
      let bestPts = -Infinity;
      for (let t = 0; t < 24; t++) {
        for (let i = 0; i < k; i++) {
          const j = i + rng.int(eligible.length - i);
          const x = eligible[i]!;
          eligible[i] = eligible[j]!;
          eligible[j] = x;
        }
        const pick = eligible.slice(0, k);
        const pts = this.points([...hands[f.seat]!, ...pick]);
        if (pts > bestPts) {
          bestPts = pts;
          best = pick;
        }
        if (pts >= f.min) break;
      }
      for (const c of best!) {
        hands[f.seat]!.push(c);
        inHand[c] = 1;
      }
      need[f.seat] = 0;
    }
    const pool = rng.shuffle(free.filter((c) => !inHand[c]));
    // cards that fewest places may take go first; each goes to a place drawn by its room left
    const room = need.slice();
    let roomElsewhere = pool.length - room.reduce((a, b) => a + b, 0);
    const places = (c: number) => {
      let k = roomElsewhere > 0 ? 1 : 0;
      for (let s = 0; s < n; s++) if (room[s]! > 0 && !this.banned[s]![c]) k++;
      return k;
    };
    const order = pool.map((c, i) => ({ c, i, k: places(c) })).sort((a, b) => a.k - b.k || a.i - b.i);
    const rest: number[] = [];
    for (const { c } of order) {
      let total = roomElsewhere;
      for (let s = 0; s < n; s++) if (room[s]! > 0 && !this.banned[s]![c]) total += room[s]!;
      if (total === 0) return null;
      let x = rng.int(total);
      let placed = false;
      for (let s = 0; s < n && !placed; s++) {
        if (room[s]! > 0 && !this.banned[s]![c]) {
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
    const shuffled = rng.shuffle(rest);
    const outHands: string[][] = [];
    const discards: string[][] = [];
    const taken: string[][] = [];
    let at = 0;
    for (let s = 0; s < n; s++) {
      if (s === v.viewer) {
        outHands.push(det.hands[s]!.slice());
        discards.push(det.discards[s]!.slice());
        taken.push(det.taken[s]!.slice());
        continue;
      }
      const h = hands[s]!.map((c) => CARD[c]!);
      outHands.push(h);
      const dc = det.discards[s]!.length;
      discards.push(shuffled.slice(at, at + dc).map((c) => CARD[c]!));
      at += dc;
      // taken cards: those of the old list still his (the turned card first), then others of his hand or play
      const mine = new Set([...h, ...this.playedBy[s]!]);
      const want = det.taken[s]!.length;
      const t = det.taken[s]!.filter((c) => mine.has(c) || c === v.turned);
      for (const c of mine) {
        if (t.length >= want) break;
        if (!t.includes(c)) t.push(c);
      }
      taken.push(t);
    }
    const talonRest = shuffled.slice(at).map((c) => CARD[c]!);
    const talon = turnedOnTalon ? [v.turned!, ...talonRest] : talonRest;
    let partner = det.partner;
    if (!v.partnerKnown && v.called) {
      const holder = outHands.findIndex((h) => h.includes(v.called!));
      partner = holder === v.lomber || holder < 0 ? null : holder;
    }
    return { ...det, hands: outHands, discards, talon, taken, partner } as OmbreState;
  }
}

/** One determinised state for `v` (a Sampler for a single use). */
export function determinise(v: OmbreView, rng: Rng, forbidden: readonly Set<string>[], floor: LomberFloor | null = null): OmbreState {
  return new Sampler(v, resolveRules(v.options), forbidden, floor).sample(rng);
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
