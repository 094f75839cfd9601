/**
 * What each seat may see (T37, T40, TL17, the contract's "What a seat may see") and honest resampling
 * of what it cannot: its own hand; the Skat to the seat that laid or took it (and to all at the count
 * of a played deal, T37); never en deux's 25 set aside; a card given back only to the two concerned;
 * everything played, called, announced and paid is public.
 */
import type { Rng } from '../../engine/rng.js';
import { isBarred, isTarok, PACK, PAGAT, SKY, suitOf } from './cards.js';
import { fromPosition, withOwnParts } from './position.js';
import { resolveRules } from './rules.js';
import { ledCard } from './trick.js';
import type { Play, TarokEvent, TarokPosition, TarokState, TarokView } from './types.js';

const isOver = (s: { phase: string }): boolean => s.phase === 'dealOver' || s.phase === 'partyOver' || s.phase === 'sessionOver';

/** Does `seat` see the Skat lying now? */
export function seesSkat(s: TarokState | TarokView, seat: number): boolean {
  if (isOver(s) && s.outcome !== 'passed') return true;
  const rules = resolveRules(s.options);
  if (rules.form === 'lomber' && rules.method === 'new') return s.declarer !== null && s.phase !== 'auction' && s.outcome !== 'passed' && seat === s.declarer;
  return seat === s.dealer;
}

const seesReturn = (s: { declarer: number | null }, call: { from: number | null }, seat: number): boolean => seat === s.declarer || seat === call.from;

/** The view of `seat`: the position without the generator, what it may not see as null, with sizes. */
export function view(s: TarokState, seat: number): TarokView {
  const own = {
    hands: s.hands.map((h, i) => (i === seat ? h.slice() : null)),
    skat: seesSkat(s, seat) ? s.skat.slice() : null,
    aside: null,
    calls: s.calls.map((c) => ({ card: c.card, from: c.from, returned: seesReturn(s, c, seat) ? c.returned : null, given: c.returned !== null })),
  };
  return { ...withOwnParts(s, own), seat, handSizes: s.hands.map((h) => h.length), skatSize: s.skat.length, asideSize: s.aside.length };
}

/** Every card `seat` must not see: the other hands (but the called cards and the cards it saw given back), a hidden Skat, the aside. */
export function hiddenCards(s: TarokState, seat: number): string[] {
  // the called cards are named publicly; a card given back is known to the two concerned (TL17)
  const called = new Set(s.calls.map((c) => c.card));
  for (const c of s.calls) if (c.returned !== null && seesReturn(s, c, seat)) called.add(c.returned);
  const out: string[] = [];
  s.hands.forEach((h, i) => {
    if (i !== seat) for (const c of h) if (!called.has(c)) out.push(c);
  });
  if (!seesSkat(s, seat)) out.push(...s.skat.filter((c) => !called.has(c)));
  out.push(...s.aside);
  return out;
}

/** An event as `seat` may see it: another's Skat card, the new method's Skat taken and a card given back, without their cards. */
export function visibleEvent(e: TarokEvent, seat: number): TarokEvent {
  switch (e.type) {
    case 'skatCard':
      return e.visibleTo === seat ? e : { ...e, card: null };
    case 'skatTaken':
      return e.visibleTo === seat ? e : { ...e, cards: e.cards.map(() => null) };
    case 'given':
      return e.visibleTo.includes(seat) ? e : { ...e, card: null };
    default:
      return e;
  }
}

/**
 * By seat, what its plays have shown it does not hold (T21): a suit it did not follow; no tarok other
 * than the Sky when it played neither the suit led nor a tarok. The Sky shows nothing (T22).
 */
export function voidsOf(s: { readonly trick: readonly Play[]; readonly tricks: readonly (readonly Play[])[] }, n: number): Set<string>[] {
  const out = Array.from({ length: n }, () => new Set<string>());
  const note = (t: readonly Play[]) => {
    for (let k = 0; k < t.length; k++) {
      const p = t[k]!;
      if (p.card === SKY) continue;
      const led = ledCard(t.slice(0, k));
      if (led === null) continue;
      if (suitOf(p.card) !== suitOf(led)) {
        out[p.seat]!.add(suitOf(led));
        if (!isTarok(p.card)) out[p.seat]!.add('T');
      }
    }
  };
  for (const t of s.tricks) note(t);
  note(s.trick);
  return out;
}

/**
 * A full state `v.seat` cannot tell from the real one: the cards it has not seen dealt at random to the
 * hidden hands, the hidden Skat (only cards the Skat allows) and en deux's aside, by their sizes, never a
 * card of a suit a seat has shown out of; called cards stay with the declarer while he may hold them.
 */
export function resample(v: TarokView, rng: Rng): TarokState {
  const rules = resolveRules(v.options);
  const n = rules.players;
  const known = new Set<string>();
  for (const h of v.hands) if (h) for (const c of h) known.add(c);
  if (v.skat) for (const c of v.skat) known.add(c);
  for (const p of [...v.tricks.flat(), ...v.trick]) known.add(p.card);
  const voids = voidsOf(v, n);
  // slots: the hidden hands (0 … n-1), the hidden Skat (n), the aside (n + 1)
  const room = [...v.hands.map((h, i) => (h === null ? v.handSizes[i]! : 0)), v.skat === null ? v.skatSize : 0, v.asideSize];
  const played = new Set([...v.tricks.flat(), ...v.trick].map((p) => p.card));
  // a card given back that this seat saw lies with the seat it went to, and a called card with the
  // declarer, unless played or (a Due's first call) perhaps given back since
  const pinned = new Map<string, number>();
  v.calls.forEach((c, i) => {
    if (c.returned && c.from !== null && !played.has(c.returned) && v.hands[c.from] === null) pinned.set(c.returned, c.from);
    const maybeBack = v.calls.slice(i + 1).some((l) => l.given && (l.returned === null || l.returned === c.card));
    if (c.from !== null && v.declarer !== null && !played.has(c.card) && v.hands[v.declarer] === null && !maybeBack) pinned.set(c.card, v.declarer);
  });
  const pool = PACK.filter((c) => !known.has(c));
  const fits = (c: string, slot: number, strict: boolean): boolean => {
    if (slot < n) {
      const suit = isTarok(c) && c !== SKY ? 'T' : c === SKY ? '' : suitOf(c);
      return !voids[slot]!.has(suit);
    }
    if (slot === n && strict) return !isBarred(c) || (c === PAGAT && rules.form !== 'lomber');
    return true;
  };
  for (let attempt = 0; attempt < 400; attempt++) {
    const strict = attempt < 200;
    const slots: string[][] = room.map(() => []);
    const left = room.slice();
    for (const [c, seat] of pinned) {
      slots[seat]!.push(c);
      left[seat]!--;
    }
    const free = rng.shuffle(pool.filter((c) => !pinned.has(c)));
    const choices = (c: string) => left.map((r, slot) => (r > 0 && fits(c, slot, strict) ? slot : -1)).filter((x) => x >= 0);
    const order = free.map((c) => ({ c, k: choices(c).length })).sort((a, b) => a.k - b.k);
    let ok = true;
    for (const { c } of order) {
      const options = choices(c);
      const total = options.reduce((a, s) => a + left[s]!, 0);
      if (total === 0) {
        ok = false;
        break;
      }
      let x = rng.int(total);
      let pick = options[0]!;
      for (const slot of options) {
        x -= left[slot]!;
        if (x < 0) {
          pick = slot;
          break;
        }
      }
      slots[pick]!.push(c);
      left[pick]!--;
    }
    if (!ok || left.some((r) => r !== 0)) continue;
    const hands = v.hands.map((h, i) => (h ? h.slice() : slots[i]!));
    const calls = v.calls.map((c) => {
      if (c.returned !== null || !c.given) return { card: c.card, from: c.from, returned: c.returned };
      // a card given back this seat did not see: any card its receiver holds or played
      const theirs = hands[c.from!]!;
      return { card: c.card, from: c.from, returned: theirs[0] ?? c.card };
    });
    const position: TarokPosition = withOwnParts(v, { hands, skat: v.skat ? v.skat.slice() : slots[n]!, aside: slots[n + 1]!, calls });
    return { ...fromPosition(position), rng: rng.state };
  }
  throw new Error('resample: no deal of the unseen cards agrees with the view');
}
