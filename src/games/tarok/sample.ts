/**
 * What a view implies about the cards it does not show, and honest samples of them (the contract's
 * `resample`; tarok.md T37, T40, TL17): a full state that agrees with **every public fact** of the
 * view, so that the seat could not tell it from the real one.
 *
 * The facts (`impliedBy(view)`):
 * - the sizes of the hidden hands, a hidden Skat and en deux's aside (T9, TD2, TL8);
 * - the voids shown (T21, T22: a suit not followed; no tarok but the Sky when neither followed nor taroked);
 * - the Skat's rules (T11, TL7): a Skat laid holds no tarok and no King, but in en trois and en deux
 *   the Pagat when the dealer's 28 cards held at most two other taroks, and PD-T-10's fallback: the
 *   lowest plain tarok (the II: the layer then held every tarok) when the layer's 28 cards held every
 *   tarok and King, none of them known to have been another seat's; the new method's Skat before the
 *   declarer takes it is three cards off the top of the pack, anything (TL8);
 * - the announcements (T14–T19, TD4): a hidden seat's 25 cards at the start of play (its hand now and
 *   what it has played since) announce exactly what it announced (`announcementOf`, the engine's own);
 * - the calls and handovers (TL14, TL15, TL17): a called card lies with the declarer (unless played, or
 *   perhaps given back in a Due's second exchange), a card called from the Skat lies in the Skat, a card
 *   given back that the seat saw lies with its receiver, one it did not see is one of the receiver's
 *   cards the Skat's rules allow (TL14) and not the card just received; a tarok or King given back
 *   that the seat saw (TL14's exception: the declarer had no other card) leaves the declarer no card
 *   the seat has not seen but taroks and Kings.
 *
 * The search: the cards that announce (taroks, Kings, figures) are placed one by one, the most
 * constrained first (the matadors' run from the top), each at random among the places that may still
 * take it (weighted by the room left, as a plain deal would), with every count an announcement names
 * kept within reach and Hall's condition checked for what is left (every remaining card has room that
 * allows it); a dead end backtracks, a long search restarts with new random choices. The ladons then
 * fill the room left, each checked by the same condition, so they never fail. The real deal always
 * satisfies every fact, so a sample always exists; the search is complete, so it always finds one.
 * PD-T-10's II in the Skat is placed last of the taroks and Kings: into the Skat only when every other
 * one went to the layer. Not sampled: the fallback of a Taroklomber dealer-declarer (old method) who then
 * gave back a tarok or King the seat did not see (docs/engine.md, Information).
 */
import type { Rng } from '../../engine/rng.js';
import { announcementOf } from './announce.js';
import { isBarred, isTarok, PACK, PAGAT, rankOf, SEVEN_KINGS, SKY, suitOf, XXI } from './cards.js';
import { withOwnParts } from './position.js';
import { resolveRules } from './rules.js';
import type { Announcement, TarokState, TarokView } from './types.js';
import { voidsOf } from './view.js';

const SUITS = ['C', 'D', 'H', 'S'] as const;
const FIGURE_RANKS = new Set(['K', 'Q', 'N', 'J']);
const isFigure = (c: string): boolean => !isTarok(c) && FIGURE_RANKS.has(rankOf(c));
/** A card an announcement counts (T15–T18): a tarok, a suit figure. */
const announces = (c: string): boolean => isTarok(c) || isFigure(c);
/** The taroks from the top of the matadors' run down (T16), then the suit Kings and figures: the order the search places them. */
const RUN_FROM_ABOVE = Array.from({ length: 19 }, (_, i) => `T-${20 - i}`);
const RUN_FROM_BELOW = Array.from({ length: 19 }, (_, i) => `T-${2 + i}`);
const ORDER: readonly string[] = [SKY, PAGAT, XXI, ...SUITS.map((s) => `${s}-K`), ...RUN_FROM_ABOVE, ...SUITS.flatMap((s) => ['Q', 'N', 'J'].map((r) => `${s}-${r}`))];
const ORDER_INDEX = new Map(ORDER.map((c, i) => [c, i]));
/** PD-T-10 (T11, TL7): the tarok the fallback lays away: the lowest but the Pagat, of a hand that holds every tarok. */
const FALLBACK_TAROK = 'T-2';
/** The cards the Skat's rules bar (every tarok, every King) but the fallback's. */
const BARRED_BUT_FALLBACK = PACK.filter((c) => isBarred(c) && c !== FALLBACK_TAROK);

/** The suit a card is followed by (T21): `T` a tarok other than the Sky, '' the Sky (in no suit). */
const followSuit = (c: string): string => (c === SKY ? '' : isTarok(c) ? 'T' : suitOf(c));

/** A hidden place of the deal: a hidden hand (its seat), the hidden Skat, en deux's aside. */
export interface HiddenPlace {
  readonly kind: 'hand' | 'skat' | 'aside';
  /** The seat of a hand; null for the Skat and the aside. */
  readonly seat: number | null;
  readonly size: number;
}

/** Everything a view implies about what it does not show (see the header). */
export interface Implied {
  readonly places: readonly HiddenPlace[];
  /** The cards the seat has not seen, each to be placed in one of `places`. */
  readonly unseen: readonly string[];
  /** By seat: the suits (`T`: the taroks but the Sky) it has shown it no longer holds (T21). */
  readonly voids: readonly ReadonlySet<string>[];
  /** A hidden Skat was laid (T11, TL7), so it holds no tarok and no King (but the Pagat, T11). */
  readonly skatLaid: boolean;
  /** T11's exception applies to a Pagat in the hidden Skat (en trois, en deux). */
  readonly pagatMayLie: boolean;
  /** The seat that laid (or lays) the Skat: the dealer, the declarer in the new method (T10, TL7, TL16). */
  readonly layer: number;
  /**
   * PD-T-10: the hidden Skat may hold the fallback's II: it is unseen, and no other tarok or King is
   * known to have been another seat's when the layer laid the Skat (the search then sends them all to him).
   */
  readonly fallbackMayLie: boolean;
  /** TL14's exception seen: the seats (a declarer) whose cards not seen are all taroks and Kings. */
  readonly barredOnly: ReadonlySet<number>;
  /** By seat, what it announced and must still announce from the cards it held at the start of play (T14–T19); null: no constraint. */
  readonly announcements: readonly (Announcement | null)[];
  /** By seat, the cards it has played in the deal (part of its 25 cards at the start of play). */
  readonly played: readonly (readonly string[])[];
  /** Cards whose place is known (index into `places`): a called card with the declarer, a card called from the Skat in it, a card seen given back (TL14, TL15, TL17). */
  readonly pinned: ReadonlyMap<string, number>;
}

const DEALT_OVER = new Set(['dealOver', 'partyOver', 'sessionOver']);

/** What the view implies about the cards it does not show (see the header). */
export function impliedBy(v: TarokView): Implied {
  const rules = resolveRules(v.options);
  const n = rules.players;
  const known = new Set<string>();
  for (const h of v.hands) if (h) for (const c of h) known.add(c);
  if (v.skat) for (const c of v.skat) known.add(c);
  const played: string[][] = Array.from({ length: n }, () => []);
  for (const t of v.tricks) for (const p of t) played[p.seat]!.push(p.card);
  for (const p of v.trick) played[p.seat]!.push(p.card);
  for (const ps of played) for (const c of ps) known.add(c);
  const places: HiddenPlace[] = [];
  const handPlace: (number | null)[] = v.hands.map((h, seat) => {
    if (h !== null || v.handSizes[seat] === 0) return null;
    places.push({ kind: 'hand', seat, size: v.handSizes[seat]! });
    return places.length - 1;
  });
  let skatPlace: number | null = null;
  if (v.skat === null && v.skatSize > 0) {
    places.push({ kind: 'skat', seat: null, size: v.skatSize });
    skatPlace = places.length - 1;
  }
  if (v.asideSize > 0) places.push({ kind: 'aside', seat: null, size: v.asideSize });
  // TL8: the new method's Skat lies untouched, as dealt, until the declarer takes it after the auction
  const untouched = rules.form === 'lomber' && rules.method === 'new' && (v.phase === 'auction' || v.outcome === 'passed');
  const pinned = new Map<string, number>();
  const playedSet = new Set(played.flat());
  v.calls.forEach((c, i) => {
    // TL15: a card called from the Skat stays there
    if (c.from === null) {
      if (skatPlace !== null && !known.has(c.card)) pinned.set(c.card, skatPlace);
      return;
    }
    // TL17: a card given back that this seat saw lies with the seat it went to, unless played since
    if (c.returned && !known.has(c.returned) && handPlace[c.from] != null) pinned.set(c.returned, handPlace[c.from]!);
    // TL14: a called card lies with the declarer, unless played or (a Due's first call) perhaps given back since
    const maybeBack = v.calls.slice(i + 1).some((l) => l.given && (l.returned === null || l.returned === c.card));
    const at = v.declarer !== null ? handPlace[v.declarer] : null;
    if (at != null && !playedSet.has(c.card) && !known.has(c.card) && !maybeBack) pinned.set(c.card, at);
  });
  // TL14's exception: a tarok or King given back (seen) means the declarer had no other card but the one just received
  const barredOnly = new Set<number>();
  for (const c of v.calls) if (c.returned !== null && isBarred(c.returned) && v.declarer !== null && v.hands[v.declarer] === null) barredOnly.add(v.declarer);
  const announced = v.announcements && !DEALT_OVER.has(v.phase) ? v.announcements : null;
  const skatLaid = skatPlace !== null && !untouched;
  const layer = rules.form === 'lomber' && rules.method === 'new' ? (v.declarer ?? v.dealer) : v.dealer;
  const whoHeld = (c: string): number | null => {
    if (v.hands[v.seat]!.includes(c)) return v.seat;
    const p = pinned.get(c);
    if (p !== undefined) return places[p]!.seat;
    const seat = played.findIndex((ps) => ps.includes(c));
    return seat >= 0 ? seat : null;
  };
  return {
    places,
    unseen: PACK.filter((c) => !known.has(c)),
    voids: voidsOf(v, n),
    skatLaid,
    pagatMayLie: rules.form !== 'lomber',
    layer,
    fallbackMayLie:
      skatLaid && !known.has(FALLBACK_TAROK) && !pinned.has(FALLBACK_TAROK) && BARRED_BUT_FALLBACK.every((c) => heldWhenLaid(v, rules.method === 'new', c, whoHeld(c)) !== false),
    barredOnly,
    announcements: v.hands.map((h, seat) => (announced && h === null ? announced[seat]! : null)),
    played,
    pinned,
  };
}

/**
 * Was `card` the layer's when he laid the Skat (PD-T-10)? `holder`: the seat it is known to be with now
 * (null: not known). The old method's calls come after the Skat (TL7, TL14): undone from the last, a
 * card handed over goes back to its holder and a card given back to the declarer; the new method's come
 * before it (TL16). Null: not known.
 */
function heldWhenLaid(v: TarokView, newMethod: boolean, card: string, holder: number | null): boolean | null {
  if (holder === null) return null;
  let seat = holder;
  if (!newMethod) {
    for (const c of [...v.calls].reverse()) {
      if (c.from === null) continue;
      if (card === c.card && seat === v.declarer) seat = c.from;
      else if (card === c.returned && seat === c.from) seat = v.declarer!;
    }
  }
  return seat === (newMethod ? v.declarer : v.dealer);
}

/** How a hidden seat's announcement constrains the search: its counts so far. */
interface SeatCount {
  readonly place: number;
  /** What it announced (null: nothing to announce yet, only `maxTaroks` counts). */
  readonly said: Announcement | null;
  readonly cards: Set<string>;
  taroks: number;
  kings: number;
  readonly figures: number[];
  /** At most this many taroks among its 25 (T11: the dealer's, when the Pagat lies in the Skat). */
  maxTaroks: number;
}

/** Ways to give `whole` suits four figures, `half` suits three and the others at most two, each suit between its `lo` and `hi` (T17). */
function cavalryPossible(lo: readonly number[], hi: readonly number[], whole: number, half: number, k = 0): boolean {
  if (k === lo.length) return whole === 0 && half === 0;
  if (whole > 0 && hi[k]! >= 4 && cavalryPossible(lo, hi, whole - 1, half, k + 1)) return true;
  if (half > 0 && lo[k]! <= 3 && hi[k]! >= 3 && cavalryPossible(lo, hi, whole, half - 1, k + 1)) return true;
  return lo[k]! <= 2 && cavalryPossible(lo, hi, whole, half, k + 1);
}

/** The values a matador run may still reach (T16): 0 and/or a range, from the status of its cards for the seat. */
function runRange(status: (c: string) => 0 | 1 | 2, run: readonly string[]): { zero: boolean; lo: number; hi: number } | { zero: true; lo: -1; hi: -1 } {
  // status: 0 out (elsewhere), 1 in (the seat's), 2 open (may still go either way)
  const three = [SKY, PAGAT, run === RUN_FROM_ABOVE ? XXI : 'T-2'];
  const rest = run === RUN_FROM_ABOVE ? run : run.slice(1);
  const st = three.map(status);
  if (st.includes(0)) return { zero: true, lo: -1, hi: -1 };
  let lo = 3;
  let k = 0;
  while (k < rest.length && status(rest[k]!) === 1) {
    lo++;
    k++;
  }
  let hi = lo;
  while (k < rest.length && status(rest[k]!) !== 0) {
    hi++;
    k++;
  }
  return { zero: st.includes(2), lo, hi };
}

/** Could the seat still announce exactly `said` matadors (T16, V-T-2)? A necessary condition (the two runs taken apart). */
function matadorsPossible(status: (c: string) => 0 | 1 | 2, said: number, fromBelow: boolean): boolean {
  const reach = (r: ReturnType<typeof runRange>, m: number) => (m === 0 ? r.zero || r.lo < 0 : r.lo >= 0 && r.lo <= m && m <= r.hi);
  const below = (r: ReturnType<typeof runRange>, m: number) => r.zero || r.lo < 0 || r.lo <= m;
  const above = runRange(status, RUN_FROM_ABOVE);
  if (!fromBelow) return reach(above, said);
  const low = runRange(status, RUN_FROM_BELOW);
  if (said === 0) return reach(above, 0) && reach(low, 0);
  return (reach(above, said) && below(low, said)) || (reach(low, said) && below(above, said));
}

/** Node budget of a first search; each of its restarts doubles it; after them, a search to the end. */
const FIRST_NODES = 300;
const RESTARTS = 3;

/**
 * A full state `v.seat` cannot tell from the real one: the cards it has not seen placed at random in
 * the hidden places, agreeing with every public fact (see the header). Throws only for a view no deal
 * agrees with (not one the engine made).
 */
export function resample(v: TarokView, rng: Rng): TarokState {
  return samplerOf(v)(rng);
}

/**
 * `resample` for many samples of one view: what the view implies is worked out once, each call draws
 * one state (as `resample(v, rng)` would). A searching player draws its samples with it.
 */
export function samplerOf(v: TarokView): (rng: Rng) => TarokState {
  const rules = resolveRules(v.options);
  const facts = impliedBy(v);
  const { places, voids, pinned } = facts;
  const P = places.length;
  const skatAt = places.findIndex((p) => p.kind === 'skat');
  const dealerAt = places.findIndex((p) => p.kind === 'hand' && p.seat === v.dealer);
  /** By place, what a hidden seat's cards count so far: what it played and what is known to lie with it. */
  const freshCounts = (): (SeatCount | null)[] => {
    const out = places.map((p, i) => {
      const said = p.seat !== null ? facts.announcements[p.seat]! : null;
      // the dealer's taroks are counted for T11's exception even before the announcements
      if (!said && !(p.seat === v.dealer && facts.skatLaid && facts.pagatMayLie)) return null;
      const c: SeatCount = { place: i, said, cards: new Set(), taroks: 0, kings: 0, figures: [0, 0, 0, 0], maxTaroks: 25 };
      for (const x of facts.played[p.seat!]!) add(c, x, 1);
      return c;
    });
    for (const [c, p] of pinned) if (out[p]) add(out[p]!, c, 1);
    return out;
  };
  const template = freshCounts();
  const allChoices = roleChoices(template);
  // T16 from above only: the announced run's cards are the seat's, the card after it is not
  const forcedTo = new Map<string, number>();
  const barredFrom = new Map<string, Set<number>>();
  const bar = (x: string, place: number) => barredFrom.set(x, (barredFrom.get(x) ?? new Set()).add(place));
  for (const c of template) {
    if (!c?.said) continue;
    if (!rules.fromBelow && c.said.matadors >= 3) {
      for (const x of [SKY, PAGAT, XXI, ...RUN_FROM_ABOVE.slice(0, c.said.matadors - 3)]) forcedTo.set(x, c.place);
      const after = RUN_FROM_ABOVE[c.said.matadors - 3];
      if (after) bar(after, c.place);
    }
    // T17: with a cavalry announced, the Sky is where the announcement says skied or not
    if (c.said.whole + c.said.half > 0) {
      if (c.said.skied) forcedTo.set(SKY, c.place);
      else bar(SKY, c.place);
    }
  }

  const allowed = (card: string, place: number): boolean => {
    const pl = places[place]!;
    if (pl.kind === 'hand') {
      if (voids[pl.seat!]!.has(followSuit(card))) return false;
      if (facts.barredOnly.has(pl.seat!) && !isBarred(card)) return false;
      const f = forcedTo.get(card);
      if (f !== undefined && f !== place) return false;
      if (barredFrom.get(card)?.has(place)) return false;
      return true;
    }
    if (pl.kind === 'skat') {
      if (forcedTo.has(card)) return false;
      return !facts.skatLaid || !isBarred(card) || (card === PAGAT && facts.pagatMayLie) || (card === FALLBACK_TAROK && facts.fallbackMayLie);
    }
    return !forcedTo.has(card);
  };
  const maskOf = (card: string): number => {
    const pin = pinned.get(card);
    if (pin !== undefined) return 1 << pin;
    let m = 0;
    for (let p = 0; p < P; p++) if (allowed(card, p)) m |= 1 << p;
    return m;
  };

  const free = facts.unseen.filter((c) => !pinned.has(c));
  const rich = free.filter(announces).sort((a, b) => ORDER_INDEX.get(a)! - ORDER_INDEX.get(b)!);
  const ladons = free.filter((c) => !announces(c));
  const masks = new Map(free.map((c) => [c, maskOf(c)]));
  const asideAt = places.findIndex((p) => p.kind === 'aside');
  const layerAt = places.findIndex((p) => p.kind === 'hand' && p.seat === facts.layer);
  // PD-T-10: the other taroks and Kings the search places, all of which must go to the layer for the II to lie in the Skat
  const fallbackOthers = facts.fallbackMayLie ? BARRED_BUT_FALLBACK.filter((c) => free.includes(c)) : [];
  const handAt = v.hands.map((_, seat) => places.findIndex((x) => x.seat === seat));

  return (rng: Rng): TarokState => {
    const counts = freshCounts();
    /** By place: each suit's figure target for an announced seat (4 whole, 3 half, 2 at most two; T17), set by the search below. */
    const roles: (readonly number[] | null)[] = places.map(() => null);
    const room = places.map((p) => p.size);
    const slots: string[][] = places.map(() => []);
    for (const [c, p] of pinned) {
      slots[p]!.push(c);
      room[p]!--;
    }
    // remaining cards by allowed-place mask, for Hall's condition
    const byMask = new Int32Array(1 << P);
    for (const c of free) byMask[masks.get(c)!]!++;
    const where = new Map<string, number>();

    /** Hall's condition: every set of places has room for the remaining cards that may go nowhere else. */
    const hall = (): boolean => {
      const sub = Int32Array.from(byMask);
      for (let b = 0; b < P; b++) for (let m = 0; m < 1 << P; m++) if (m & (1 << b)) sub[m]! += sub[m ^ (1 << b)]!;
      for (let q = 1; q < 1 << P; q++) {
        let r = 0;
        for (let p = 0; p < P; p++) if (q & (1 << p)) r += room[p]!;
        if (sub[q]! > r) return false;
      }
      return true;
    };

    /**
     * Hall's condition for one kind of card (the taroks, the Kings) under the most of that kind each
     * place may still take (`most`), and the announced seats' least needs covered by what is left.
     */
    // the remaining rich cards tallied by the places that may take them: taroks, Kings, each suit's figures (kept between calls)
    const M = 1 << P;
    const tally = new Int32Array(6 * M);
    /** Hall's condition for one kind (tally block `at`), under the most of that kind each place may still take, and the seats' least needs covered. */
    const kindFits = (at: number, left: number, most: (p: number) => number, least: (p: number) => number): boolean => {
      let need = 0;
      for (let p = 0; p < P; p++) need += least(p);
      if (need > left) return false;
      const cnt = tally.subarray(at * M, at * M + M);
      for (let b = 0; b < P; b++) for (let m = 0; m < M; m++) if (m & (1 << b)) cnt[m]! += cnt[m ^ (1 << b)]!;
      for (let q = 1; q < M; q++) {
        let r = 0;
        for (let p = 0; p < P; p++) if (q & (1 << p)) r += Math.max(0, Math.min(room[p]!, most(p)));
        if (cnt[q]! > r) return false;
      }
      return true;
    };
    const mostTaroks = (p: number): number => {
      const c = counts[p];
      if (!c) return room[p]!;
      const said = c.said ? (c.said.taroks >= 10 ? c.said.taroks : 9) : 25;
      return Math.min(said, c.maxTaroks) - c.taroks;
    };
    const leastTaroks = (p: number): number => {
      const c = counts[p];
      return c?.said && c.said.taroks >= 10 ? c.said.taroks - c.taroks : 0;
    };
    const mostKings = (p: number): number => {
      const c = counts[p];
      return c?.said ? (c.said.kings >= 3 ? c.said.kings : 2) - c.kings : room[p]!;
    };
    const leastKings = (p: number): number => {
      const c = counts[p];
      return c?.said && c.said.kings >= 3 ? c.said.kings - c.kings : 0;
    };
    const isKing = (c: string): boolean => SEVEN_KINGS.includes(c);
    /** T17: the most figures of one suit an announced seat may end with: 4 with a whole cavalry announced, 3 with a half, else 2. */
    const mostFigures = (p: number, suit: number): number => {
      const c = counts[p];
      return c?.said ? roles[p]![suit]! - c.figures[suit]! : room[p]!;
    };
    const leastFigures = (p: number, suit: number): number => {
      const c = counts[p];
      return c?.said && roles[p]![suit]! >= 3 ? roles[p]![suit]! - c.figures[suit]! : 0;
    };
    /** PD-T-10: no other tarok or King placed so far went elsewhere than to the layer (exact once all are placed: they come before the II). */
    const fallbackHolds = (): boolean => fallbackOthers.every((c) => {
      const w = where.get(c);
      return w === undefined || w === layerAt;
    });
    /** The places that may still take the card: allowed, and no announced seat past the most of a kind it may hold. */
    const takers = (x: string): number => {
      let m = masks.get(x)!;
      if (x === FALLBACK_TAROK && skatAt >= 0 && m & (1 << skatAt) && !fallbackHolds()) m &= ~(1 << skatAt);
      for (const c of counts) {
        if (!c || !(m & (1 << c.place))) continue;
        const p = c.place;
        if ((isTarok(x) && mostTaroks(p) <= 0) || (isKing(x) && mostKings(p) <= 0) || (isFigure(x) && mostFigures(p, SUITS.indexOf(suitOf(x) as 'C')) <= 0)) m &= ~(1 << p);
      }
      return m;
    };

    /** Can every announced seat still reach its announcement, with the rich cards from `from` on still to place? */
    const reachable = (from: number): boolean => {
      // one pass over the rich cards left: the places that may take each, by kind and by announced seat
      tally.fill(0);
      const open = counts.map(() => [0, 0, 0, 0, 0, 0]); // taroks, Kings, figures by suit
      let taroksLeft = 0;
      let kingsLeft = 0;
      const figuresLeft = [0, 0, 0, 0];
      for (let k = from; k < rich.length; k++) {
        const x = rich[k]!;
        const m = takers(x);
        const kinds: number[] = [];
        if (isTarok(x)) {
          kinds.push(0);
          taroksLeft++;
        }
        if (isKing(x)) {
          kinds.push(1);
          kingsLeft++;
        }
        if (isFigure(x)) {
          const suit = SUITS.indexOf(suitOf(x) as 'C');
          kinds.push(2 + suit);
          figuresLeft[suit]!++;
        }
        for (const kind of kinds) {
          tally[kind * M + m]!++;
          for (const c of counts) if (c && m & (1 << c.place)) open[c.place]![kind]!++;
        }
      }
      if (!kindFits(0, taroksLeft, mostTaroks, leastTaroks) || !kindFits(1, kingsLeft, mostKings, leastKings)) return false;
      for (let s = 0; s < 4; s++) if (!kindFits(2 + s, figuresLeft[s]!, (p) => mostFigures(p, s), (p) => leastFigures(p, s))) return false;
      for (const c of counts) {
        if (!c) continue;
        const bit = 1 << c.place;
        const [openTaroks, openKings, ...openFigures] = open[c.place]! as [number, number, number, number, number, number];
        if (c.taroks > c.maxTaroks) return false;
        if (!c.said) continue;
        const cap = room[c.place]!;
        const t = c.said.taroks;
        const tHi = c.taroks + Math.min(openTaroks, cap);
        if (t >= 10 ? c.taroks > t || tHi < t : c.taroks > 9) return false;
        const k = c.said.kings;
        const kHi = c.kings + Math.min(openKings, cap);
        if (k >= 3 ? c.kings > k || kHi < k : c.kings > 2) return false;
        const hi = c.figures.map((f, s) => f + Math.min(openFigures[s]!, cap));
        if (!cavalryPossible(c.figures, hi, c.said.whole, c.said.half)) return false;
        const status = (x: string): 0 | 1 | 2 => {
          if (c.cards.has(x)) return 1;
          const w = where.get(x);
          if (w !== undefined) return 0;
          const m = masks.get(x);
          return m !== undefined && m & bit ? 2 : 0;
        };
        if (!matadorsPossible(status, c.said.matadors, rules.fromBelow)) return false;
      }
      return true;
    };

    /** The places for `card` in random order, each drawn with weight its room left (without repeats). */
    const orderOf = (mask: number): number[] => {
      const opts: number[] = [];
      for (let p = 0; p < P; p++) if (mask & (1 << p) && room[p]! > 0) opts.push(p);
      const out: number[] = [];
      while (opts.length > 0) {
        let x = rng.int(opts.reduce((a, p) => a + room[p]!, 0));
        let k = 0;
        while (x >= room[opts[k]!]!) x -= room[opts[k++]!]!;
        out.push(opts.splice(k, 1)[0]!);
      }
      return out;
    };

    const put = (card: string, p: number, sign: 1 | -1) => {
      byMask[masks.get(card)!]! -= sign;
      room[p]! -= sign;
      const sc = counts[p];
      if (sc) add(sc, card, sign);
      if (sign > 0) {
        slots[p]!.push(card);
        where.set(card, p);
      } else {
        slots[p]!.pop();
        where.delete(card);
      }
      // T11: a Pagat in the Skat leaves the dealer at most two other taroks among his 25
      if (card === PAGAT && p === skatAt && dealerAt >= 0 && counts[dealerAt]) counts[dealerAt]!.maxTaroks = sign > 0 ? 2 : 25;
    };

    let nodes = 0;
    let nodeLimit = FIRST_NODES;
    const place = (k: number): boolean | null => {
      if (k === rich.length) return true;
      if (++nodes > nodeLimit) return null;
      const card = rich[k]!;
      for (const p of orderOf(takers(card))) {
        put(card, p, 1);
        if (hall() && reachable(k + 1) && (k + 1 < rich.length || exact())) {
          const r = place(k + 1);
          if (r !== false) return r;
        }
        put(card, p, -1);
      }
      return false;
    };
    /** Every announcement exactly (the counts above are bounds; this is `announcementOf` itself on the 25 cards). */
    const exact = (): boolean =>
      counts.every((c) => {
        if (!c?.said) return !c || c.taroks <= c.maxTaroks;
        const a = announcementOf([...c.cards], rules.fromBelow);
        const s = c.said;
        return a.taroks === s.taroks && a.matadors === s.matadors && a.whole === s.whole && a.half === s.half && a.skied === s.skied && a.kings === s.kings && a.points === s.points;
      });

    // T17: which suits make each announced seat's whole and half cavalries (4 and 3 figures; every other suit at
    // most 2), one choice for all the seats at a time, in random order; the searches with a node budget first,
    // then, should every one run out, each choice searched to the end (complete: the real deal is one of them)
    const choices = rng.shuffle(allChoices);
    let found = false;
    search: for (const budget of [FIRST_NODES, Infinity]) {
      for (const choice of choices) {
        choice.forEach((r, p) => (roles[p] = r));
        for (let attempt = 0, limit = budget; attempt < (budget === Infinity ? 1 : RESTARTS); attempt++, limit *= 2) {
          nodes = 0;
          nodeLimit = limit;
          if (!hall() || !reachable(0)) break;
          const r = rich.length === 0 ? exact() : place(0);
          if (r === true) {
            found = true;
            break search;
          }
          if (r === false) break;
          // out of nodes: undo the partial placement and try again with new random choices and twice the nodes
          for (let k = rich.length - 1; k >= 0; k--) {
            const p = where.get(rich[k]!);
            if (p !== undefined) put(rich[k]!, p, -1);
          }
        }
      }
    }
    if (found !== true) throw new Error('resample: no deal of the unseen cards agrees with the view');
    // the ladons fill the room left: each place drawn by its room among those that keep Hall's condition
    for (const c of rng.shuffle(ladons)) {
      const p = orderOf(masks.get(c)!).find((q) => {
        put(c, q, 1);
        const ok = hall();
        put(c, q, -1);
        return ok;
      });
      if (p === undefined) throw new Error('resample: no room for the ladons (Hall)');
      put(c, p, 1);
    }

    const hands = v.hands.map((h, seat) => (h ? h.slice() : handAt[seat]! >= 0 ? slots[handAt[seat]!]! : []));
    const skat = v.skat ? v.skat.slice() : skatAt >= 0 ? slots[skatAt]!.slice() : [];
    const aside = asideAt >= 0 ? slots[asideAt]!.slice() : [];
    const calls = v.calls.map((c) => {
      if (c.returned !== null || !c.given) return { card: c.card, from: c.from, returned: c.returned };
      // TL14, TL17: a card given back this seat did not see: one of its receiver's cards the Skat's rules allow, not the card just received
      const theirs = [...hands[c.from!]!, ...facts.played[c.from!]!];
      const fit = theirs.filter((x) => !isBarred(x) && !v.calls.some((o) => o.card === x || o.returned === x));
      const pool = fit.length > 0 ? fit : theirs.length > 0 ? theirs : [c.card];
      return { card: c.card, from: c.from, returned: pool[rng.int(pool.length)]! };
    });
    // every card placed once, as checked above: the state is built as fromPosition would build it
    return { ...withOwnParts(v, { hands, skat, aside, calls }), rng: rng.state };
  };
}

/** Every way to give the announced seats their whole and half cavalries (by place: the target per suit), the figures each already holds allowing. */
function roleChoices(counts: readonly (SeatCount | null)[]): (readonly number[] | null)[][] {
  const perSeat = counts.map((c) => {
    if (!c?.said) return [null];
    const out: number[][] = [];
    const walk = (k: number, w: number, h: number, acc: number[]) => {
      if (k === 4) {
        if (w === 0 && h === 0) out.push(acc);
        return;
      }
      const f = c.figures[k]!;
      if (w > 0) walk(k + 1, w - 1, h, [...acc, 4]);
      if (h > 0 && f <= 3) walk(k + 1, w, h - 1, [...acc, 3]);
      if (f <= 2) walk(k + 1, w, h, [...acc, 2]);
    };
    walk(0, c.said.whole, c.said.half, []);
    return out;
  });
  return perSeat.reduce<(readonly number[] | null)[][]>((acc, opts) => acc.flatMap((a) => opts.map((o) => [...a, o])), [[]]);
}

function add(c: SeatCount, card: string, sign: 1 | -1): void {
  if (sign > 0) c.cards.add(card);
  else c.cards.delete(card);
  if (isTarok(card)) c.taroks += sign;
  if (SEVEN_KINGS.includes(card)) c.kings += sign;
  if (isFigure(card)) c.figures[SUITS.indexOf(suitOf(card) as 'C')]! += sign;
}
