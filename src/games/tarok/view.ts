/**
 * What each seat may see (T37, T40, TL17, the contract's "What a seat may see") and honest resampling
 * of what it cannot: its own hand; the Skat to the seat that laid or took it (and to all at the count
 * of a played deal, T37); never en deux's 25 set aside; a card given back only to the two concerned;
 * everything played, called, announced and paid is public.
 */
import { isTarok, SKY, suitOf } from './cards.js';
import { withOwnParts } from './position.js';
import { resolveRules } from './rules.js';
import { ledCard } from './trick.js';
import type { Play, TarokEvent, TarokState, TarokView } from './types.js';

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

/** Honest samples of what a view does not show, agreeing with every public fact: sample.ts. */
export { resample, impliedBy } from './sample.js';
