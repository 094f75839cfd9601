/**
 * Information: what each player may see, and honest resampling of what he cannot see.
 * Secret are the other hands, the Scat (except the buyer's own discards) and the rng. Public are the
 * cards lying face up that stay in a hand (laid Do's H14, withdrawn Scat bids H57, V-H-1's bottom card),
 * every card played, the honours (which tell how many of a rank a seat held, H15), the suit of a missing
 * fourth (H18), a seat that played no trump to a trump lead (H20), a Scat buyer without a Do (H58)
 * and that a buyer lays away no king or ace (H58).
 */
import type { Rng } from '../../engine/rng.js';
import { PACK, rankOf, sortHand, suitOf } from './cards.js';
import { missingFourths } from './apply.js';
import type { HundertspielEvent, HundertspielState, HundertspielView, Seat } from './types.js';

/** The cards of `seat` that lie face up and are still in his hand. */
export function shownCards(s: Pick<HundertspielState, 'hands' | 'announcements' | 'exposed'>, seat: Seat): string[] {
  const hand = s.hands[seat]!;
  const out: string[] = [];
  for (const a of s.announcements) if (a.seat === seat) for (const c of a.dos) if (hand.includes(c) && !out.includes(c)) out.push(c);
  for (const e of s.exposed) if (e.seat === seat && hand.includes(e.card) && !out.includes(e.card)) out.push(e.card);
  return sortHand(out);
}

/** Seats that played another suit to a trump lead: they hold no trump (H20). */
export function noTrumpSeats(s: Pick<HundertspielState, 'trump' | 'tricks' | 'trick'>): Seat[] {
  const out = new Set<Seat>();
  if (s.trump === null) return [];
  const look = (t: readonly { seat: Seat; card: string }[]) => {
    if (t.length === 0 || suitOf(t[0]!.card) !== s.trump) return;
    for (const p of t) if (suitOf(p.card) !== s.trump) out.add(p.seat);
  };
  for (const t of s.tricks) look(t);
  look(s.trick);
  return [...out].sort((a, b) => a - b);
}

const knowsScat = (s: { buyer: Seat | null }, viewer: Seat) => s.buyer !== null && s.buyer === viewer;

export function view(s: HundertspielState, viewer: Seat): HundertspielView {
  return {
    viewer,
    options: s.options,
    rules: s.rules,
    drawn: s.drawn.map((c) => ({ suit: suitOf(c), rank: rankOf(c) })),
    dealer: s.dealer,
    trump: s.trump,
    phase: s.phase,
    toMove: s.toMove,
    hand: s.hands[viewer]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    shown: s.hands.map((_, seat) => shownCards(s, seat)),
    scatCount: s.scat.length,
    scat: knowsScat(s, viewer) ? s.scat.slice() : null,
    buyer: s.buyer,
    announcements: s.announcements.map((a) => ({ ...a, dos: a.dos.slice() })),
    contraFor: s.contraFor,
    honours: s.honours.map((h) => ({ ...h })),
    disclosed: s.tricks.length > 0 ? missingFourths(s) : [],
    noTrump: noTrumpSeats(s),
    trick: s.trick.map((p) => ({ ...p })),
    tricks: s.tricks.map((t) => t.map((p) => ({ ...p }))),
    won: s.won.map((w) => w.slice()),
    scores: s.scores.slice(),
    marks: s.marks.slice(),
    altUndNeu: s.altUndNeu,
    gameEnded: s.gameEnded,
    gamesPlayed: s.gamesPlayed,
    exposed: s.exposed.map((e) => ({ ...e })),
    dealGame: s.dealGame,
  };
}

/** An event as `viewer` may see it: the Scat's cards and the discards only for the buyer. */
export function visibleEvent(e: HundertspielEvent, viewer: Seat): HundertspielEvent {
  if (e.type === 'bought' && e.seat !== viewer) return { ...e, cards: null };
  if (e.type === 'discarded' && e.seat !== viewer) return { ...e, card: null };
  return e;
}

/** Cards `viewer` must not see: the other hands (less their face-up cards) and the Scat (unless he bought it). */
export function hiddenCards(s: HundertspielState, viewer: Seat): string[] {
  const out: string[] = [];
  s.hands.forEach((h, seat) => {
    if (seat === viewer) return;
    const shown = shownCards(s, seat);
    for (const c of h) if (!shown.includes(c)) out.push(c);
  });
  if (!knowsScat(s, viewer)) out.push(...s.scat);
  return out;
}

/**
 * A full state consistent with the view: the cards the viewer has not seen are dealt at random to the
 * other hands (by their known sizes) and the Scat, respecting every public fact (see the file header).
 * Uses only the view. Throws if the view allows no deal (it never does for a view of a real state).
 */
export function resample(v: HundertspielView, rng: Rng): HundertspielState {
  const n = v.handCounts.length;
  // Holders of unknown cards: the other seats (0 … n-1 except the viewer), then the Scat if unknown.
  const holders: (Seat | 'scat')[] = [];
  for (let seat = 0; seat < n; seat++) if (seat !== v.viewer) holders.push(seat);
  const scatHidden = v.scat === null && v.scatCount > 0;
  if (scatHidden) holders.push('scat');
  const capacity = holders.map((h) => (h === 'scat' ? v.scatCount : v.handCounts[h]! - v.shown[h]!.length));
  const known = new Set<string>([...v.hand, ...v.shown.flat(), ...(v.scat ?? []), ...v.trick.map((p) => p.card), ...v.tricks.flat().map((p) => p.card)]);
  const unknown = PACK.filter((c) => !known.has(c));
  const played = (seat: Seat) => [...v.tricks.flat(), ...v.trick].filter((p) => p.seat === seat).map((p) => p.card);

  // What each unknown card may be: a bit per holder.
  const all = (1 << holders.length) - 1;
  const allowed = new Map<string, number>(unknown.map((c) => [c, all]));
  const forbid = (c: string, h: number) => allowed.set(c, allowed.get(c)! & ~(1 << h));
  const holderOf = (seat: Seat) => holders.indexOf(seat);
  for (const seat of v.noTrump) {
    const h = holderOf(seat);
    if (h >= 0) for (const c of unknown) if (suitOf(c) === v.trump) forbid(c, h);
  }
  for (const x of v.disclosed) {
    const h = holderOf(x.seat);
    const c = `${x.suit}-${x.rank}`;
    if (h >= 0 && allowed.has(c)) forbid(c, h);
  }
  if (scatHidden && v.buyer !== null) {
    const h = holders.length - 1;
    for (const c of unknown) if (rankOf(c) === 'K' || rankOf(c) === 'A') forbid(c, h);
  }
  // Exact counts: honours (H15) and a Scat buyer without a Do (H58) held so many of a rank.
  const counts: { h: number; rank: string; need: number }[] = [];
  for (const x of v.honours) {
    const h = holderOf(x.seat);
    if (h < 0) continue;
    const have = [...v.shown[x.seat]!, ...played(x.seat)].filter((c) => rankOf(c) === x.rank).length;
    counts.push({ h, rank: x.rank, need: x.count - have });
  }
  if (v.rules.scatGame && v.buyer !== null) {
    const a = v.announcements.find((x) => x.seat === v.buyer && x.dos.length === 0);
    const h = holderOf(v.buyer);
    if (a && h >= 0) counts.push({ h, rank: 'Do', need: -[...v.shown[v.buyer]!, ...played(v.buyer)].filter((c) => rankOf(c) === 'Do').length });
  }

  for (let attempt = 0; attempt < 200; attempt++) {
    const cap = capacity.slice();
    const mask = new Map(allowed);
    const give: string[][] = holders.map(() => []);
    let okay = true;
    for (const x of counts) {
      const of = unknown.filter((c) => rankOf(c) === x.rank);
      const candidates = rng.shuffle(of.filter((c) => mask.get(c)! & (1 << x.h) && !give.some((g) => g.includes(c))));
      if (x.need < 0 || candidates.length < x.need || cap[x.h]! < x.need) {
        okay = false;
        break;
      }
      const chosen = candidates.slice(0, x.need);
      for (const c of chosen) {
        give[x.h]!.push(c);
        mask.delete(c);
      }
      cap[x.h]! -= x.need;
      for (const c of of) if (mask.has(c)) mask.set(c, mask.get(c)! & ~(1 << x.h));
    }
    if (okay) okay = dealWithHall(rng.shuffle([...mask.keys()]), mask, cap, give, rng);
    if (!okay) continue;
    const hands = v.handCounts.map((_, seat) => (seat === v.viewer ? v.hand.slice() : sortHand([...v.shown[seat]!, ...give[holderOf(seat)]!])));
    const scat = v.scat !== null ? v.scat.slice() : scatHidden ? give[holders.length - 1]! : [];
    return {
      options: v.options,
      rules: v.rules,
      drawn: v.drawn.map((d) => `${d.suit}-${d.rank}`),
      dealer: v.dealer,
      trump: v.trump,
      phase: v.phase,
      toMove: v.toMove,
      hands,
      scat,
      buyer: v.buyer,
      announcements: v.announcements.map((a) => ({ ...a, dos: a.dos.slice() })),
      contraFor: v.contraFor,
      honours: v.honours.map((h) => ({ ...h })),
      trick: v.trick.map((p) => ({ ...p })),
      tricks: v.tricks.map((t) => t.map((p) => ({ ...p }))),
      won: v.won.map((w) => w.slice()),
      scores: v.scores.slice(),
      marks: v.marks.slice(),
      altUndNeu: v.altUndNeu,
      gameEnded: v.gameEnded,
      gamesPlayed: v.gamesPlayed,
      exposed: v.exposed.map((e) => ({ ...e })),
      dealGame: v.dealGame,
      rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
    };
  }
  throw new Error('resample: no deal of the unseen cards agrees with this view');
}

/**
 * Deals `cards` (each allowed to the holders of its mask) into the capacities `cap`, card by card at
 * random (weighted by room), never making the rest impossible (Hall's condition over holder sets).
 */
function dealWithHall(cards: string[], mask: Map<string, number>, cap: number[], give: string[][], rng: Rng): boolean {
  const h = cap.length;
  const subsets = 1 << h;
  const byMask = new Array<number>(subsets).fill(0);
  for (const c of cards) byMask[mask.get(c)!]! += 1;
  const feasible = (): boolean => {
    for (let set = 1; set < subsets; set++) {
      let need = 0;
      for (let m = 0; m < subsets; m++) if (byMask[m] && (m & ~set) === 0) need += byMask[m]!;
      let room = 0;
      for (let j = 0; j < h; j++) if (set & (1 << j)) room += cap[j]!;
      if (need > room) return false;
    }
    return true;
  };
  if (!feasible()) return false;
  for (const c of cards) {
    const m = mask.get(c)!;
    byMask[m]! -= 1;
    const options: number[] = [];
    for (let j = 0; j < h; j++) if (m & (1 << j) && cap[j]! > 0) options.push(j);
    // Random order weighted by room: draw without replacement.
    let placed = false;
    while (options.length > 0 && !placed) {
      let total = 0;
      for (const j of options) total += cap[j]!;
      let r = rng.int(total);
      let k = 0;
      while (r >= cap[options[k]!]!) r -= cap[options[k++]!]!;
      const j = options[k]!;
      cap[j]! -= 1;
      if (feasible()) {
        give[j]!.push(c);
        placed = true;
      } else {
        cap[j]! += 1;
        options.splice(k, 1);
      }
    }
    if (!placed) return false;
  }
  return true;
}
