/**
 * V-W-5's check (PD-W-17): does the claimer's side win every remaining trick against every defence,
 * with all hands known, itself playing its best? A search whose only goal is "lose no trick": it
 * fails at the first trick the opponents can take. Cards of one hand with no outstanding card between
 * them are equivalent and tried once; positions at the start of a trick are remembered.
 */
import { followCards } from '../tricks/follow.js';
import { sideOf } from '../tricks/partnership.js';
import { strengthOf, suitOf } from './cards.js';
import type { Play, Seat, Suit } from './types.js';

/** Search nodes after which a claim counts as not verifiable (CLAIM_NOT_CERTAIN). */
export const CLAIM_NODE_LIMIT = 2_000_000;

/** The distinct choices among `options` (one card per run of touching cards in this hand). */
function distinct(options: readonly string[], outstanding: Set<string>, hand: readonly string[]): string[] {
  const sorted = options.slice().sort((a, b) => (suitOf(a) === suitOf(b) ? strengthOf(b) - strengthOf(a) : suitOf(a) < suitOf(b) ? -1 : 1));
  const out: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const c = sorted[i]!;
    const prev = sorted[i - 1];
    if (prev && suitOf(prev) === suitOf(c)) {
      let gap = false;
      for (let st = strengthOf(c) + 1; st < strengthOf(prev); st++) {
        const r = st === 14 ? 'A' : st === 13 ? 'K' : st === 12 ? 'Q' : st === 11 ? 'J' : String(st);
        const between = `${r}${suitOf(c)}`;
        if (outstanding.has(between) && !hand.includes(between)) {
          gap = true;
          break;
        }
      }
      if (!gap) continue;
    }
    out.push(c);
  }
  return out;
}

/**
 * True if the side of `leader` wins all the remaining tricks from these hands (each the same length,
 * `leader` to lead an empty trick), or null if the search gave up.
 */
export function winsAllTricks(hands: readonly (readonly string[])[], leader: Seat, trump: Suit): boolean | null {
  const side = sideOf(leader);
  const cur = hands.map((h) => h.slice());
  const outstanding = new Set(cur.flat());
  const memo = new Map<string, boolean>();
  let nodes = 0;
  let gaveUp = false;

  function fromLead(lead: Seat): boolean {
    if (cur[lead]!.length === 0) return true;
    const key = `${lead}|${cur.map((h) => h.slice().sort().join(',')).join('|')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const r = step(lead, []);
    memo.set(key, r);
    return r;
  }

  function step(lead: Seat, trick: Play[]): boolean {
    if (++nodes > CLAIM_NODE_LIMIT) {
      gaveUp = true;
      return false;
    }
    if (trick.length === 4) {
      let best = 0;
      for (let i = 1; i < 4; i++) {
        const c = trick[i]!.card;
        const b = trick[best]!.card;
        if (suitOf(c) === suitOf(b) ? strengthOf(c) > strengthOf(b) : suitOf(c) === trump) best = i;
      }
      const winner = trick[best]!.seat;
      if (sideOf(winner) !== side) return false;
      for (const p of trick) outstanding.delete(p.card);
      const r = fromLead(winner);
      for (const p of trick) outstanding.add(p.card);
      return r;
    }
    const seat = (lead + trick.length) % 4;
    const hand = cur[seat]!;
    const led = trick.length > 0 ? suitOf(trick[0]!.card) : null;
    const options = distinct(followCards(hand, led, suitOf), outstanding, hand);
    const ours = sideOf(seat) === side;
    for (const card of options) {
      const i = hand.indexOf(card);
      hand.splice(i, 1);
      trick.push({ seat, card });
      const r = step(lead, trick);
      trick.pop();
      hand.splice(i, 0, card);
      if (gaveUp) return false;
      if (ours && r) return true;
      if (!ours && !r) return false;
    }
    return !ours;
  }

  const r = fromLead(leader);
  return gaveUp ? null : r;
}
