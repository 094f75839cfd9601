/**
 * The declarations (Q17–Q24): point, sequences and sets of a hand, how two holdings compare, and the
 * dialogue the engine runs for both players (PD-Q-6: automatic and complete).
 */
import { cardOf, pips, RANKS_LOW_TO_HIGH, rankIndex, suit, SUIT_LETTERS } from './cards.js';
import type { Answer, Category, Declared, DeclarationEvent, PiquetEvent, Seat } from './types.js';

/** Q18: a player's point: his longest suit, the one with more pips among equally long ones. */
export interface PointHolding {
  readonly suit: string;
  readonly length: number;
  readonly pips: number;
  readonly cards: readonly string[];
}

/** Q19: one run of 3 or more cards of a suit; `top` is the rank index of its top card (0 = 7 … 7 = A). */
export interface Sequence {
  readonly suit: string;
  readonly length: number;
  readonly top: number;
  readonly cards: readonly string[];
}

/** Q21: three or four of a rank from A to 10; `rank` is the rank index (3 = 10 … 7 = A). */
export interface SetHolding {
  readonly rank: number;
  readonly count: number;
  /** Trio only: the card of that rank the holder lacks (Q23). */
  readonly missing: string | null;
}

/** Q19: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18. */
export function sequenceValue(length: number): number {
  return length <= 4 ? length : length + 10;
}

/** Q21: a trio 3, a quatorze 14. */
export function setValue(count: number): number {
  return count === 4 ? 14 : 3;
}

/** Bit masks of the ranks held, by suit (bit i = rank index i). */
function masks(hand: readonly string[]): Record<string, number> {
  const m: Record<string, number> = { C: 0, D: 0, H: 0, S: 0 };
  for (const c of hand) m[suit(c)]! |= 1 << rankIndex(c);
  return m;
}

/** Q18: the player's point. A hand of 12 always has one (at least 3 cards of some suit). */
export function pointOf(hand: readonly string[]): PointHolding | null {
  let best: PointHolding | null = null;
  for (const s of SUIT_LETTERS) {
    const cards = hand.filter((c) => suit(c) === s).sort((a, b) => rankIndex(b) - rankIndex(a));
    if (cards.length === 0) continue;
    let p = 0;
    for (const c of cards) p += pips(c);
    if (best === null || cards.length > best.length || (cards.length === best.length && p > best.pips)) {
      best = { suit: s, length: cards.length, pips: p, cards };
    }
  }
  return best;
}

/** Q19: every sequence of the hand, best first (longer, then higher top). */
export function sequencesOf(hand: readonly string[]): Sequence[] {
  const m = masks(hand);
  const out: Sequence[] = [];
  for (const s of SUIT_LETTERS) {
    const bits = m[s]!;
    let i = 0;
    while (i < 8) {
      if (!(bits & (1 << i))) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < 8 && bits & (1 << (j + 1))) j++;
      const length = j - i + 1;
      if (length >= 3) {
        const cards: string[] = [];
        for (let k = j; k >= i; k--) cards.push(cardOf(s, k));
        out.push({ suit: s, length, top: j, cards });
      }
      i = j + 1;
    }
  }
  return out.sort((a, b) => b.length - a.length || b.top - a.top);
}

/** Q21: every trio and quatorze of the hand, best first (quatorze before trio, then higher rank). */
export function setsOf(hand: readonly string[]): SetHolding[] {
  const m = masks(hand);
  const out: SetHolding[] = [];
  for (let r = 7; r >= 3; r--) {
    let count = 0;
    let missing: string | null = null;
    for (const s of SUIT_LETTERS) {
      if (m[s]! & (1 << r)) count++;
      else missing = cardOf(s, r);
    }
    if (count >= 3) out.push({ rank: r, count, missing: count === 3 ? missing : null });
  }
  return out.sort((a, b) => b.count - a.count || b.rank - a.rank);
}

/** Q18: > 0 when `a` is the better point, < 0 when `b` is, 0 when equal in length and pips. */
export function comparePoints(a: PointHolding | null, b: PointHolding | null): number {
  if (!a || !b) return (a ? 1 : 0) - (b ? 1 : 0);
  return a.length - b.length || a.pips - b.pips;
}

/** Q20: compares the best sequences: longer, then higher top; 0 when equal (or both none). */
export function compareSequences(a: readonly Sequence[], b: readonly Sequence[]): number {
  const x = a[0];
  const y = b[0];
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0);
  return x.length - y.length || x.top - y.top;
}

/** Q22: compares the best sets; never 0 between two holdings (ranks differ). */
export function compareSets(a: readonly SetHolding[], b: readonly SetHolding[]): number {
  const x = a[0];
  const y = b[0];
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0);
  return x.count - y.count || x.rank - y.rank;
}

const rankName = (i: number): string => RANKS_LOW_TO_HIGH[i]!;

/** The outcome of a category and the dialogue that led to it (events without the score credit). */
export interface CategoryOutcome {
  readonly declared: Declared;
  readonly events: PiquetEvent[];
}

/**
 * Q24: runs one category's dialogue between elder `e` and younger `y` from their hands and returns
 * what was said, shown and disclosed, and who scores how much (the credit itself is the caller's).
 */
export function resolveCategory(category: Category, e: Seat, hands: readonly (readonly string[])[], withEvents: boolean): CategoryOutcome {
  const y = 1 - e;
  const events: PiquetEvent[] = [];
  const say = (ev: PiquetEvent) => {
    if (withEvents) events.push(ev);
  };
  const answer = (a: Answer) => say({ type: 'answer', seat: y, category, answer: a });
  let winner: Seat | null = null;
  let points = 0;
  let shown: string[] = [];
  const missing: string[] = [];
  let noScore: 'equal' | 'none' | null = null;

  if (category === 'point') {
    const pe = pointOf(hands[e]!);
    const py = pointOf(hands[y]!);
    if (!pe) {
      // Only in test positions: elder without a point declares none.
      say({ type: 'declaration', seat: e, category, none: true });
      if (py) say({ type: 'declaration', seat: y, category, length: py.length });
      if (py) winner = y;
      else noScore = 'none';
    } else {
      say({ type: 'declaration', seat: e, category, length: pe.length });
      if (!py || pe.length > py.length) {
        answer('good');
        winner = e;
      } else if (py.length > pe.length) {
        answer('notGood');
        say({ type: 'declaration', seat: y, category, length: py.length });
        winner = y;
      } else {
        answer('equal');
        say({ type: 'declaration', seat: e, category, length: pe.length, pips: pe.pips });
        if (pe.pips > py.pips) {
          answer('good');
          winner = e;
        } else if (py.pips > pe.pips) {
          answer('notGood');
          say({ type: 'declaration', seat: y, category, length: py.length, pips: py.pips });
          winner = y;
        } else {
          answer('equal');
          noScore = 'equal';
        }
      }
    }
    if (winner !== null) {
      const p = (winner === e ? pe : py)!;
      points = p.length;
      shown = p.cards.slice();
      say({ type: 'shown', seat: winner, category, cards: shown });
    }
  } else if (category === 'sequences') {
    const se = sequencesOf(hands[e]!);
    const sy = sequencesOf(hands[y]!);
    const decl = (seat: Seat, s: readonly Sequence[]): DeclarationEvent =>
      s[0] ? { type: 'declaration', seat, category, length: s[0].length, top: rankName(s[0].top) } : { type: 'declaration', seat, category, none: true };
    say(decl(e, se));
    const c = compareSequences(se, sy);
    if (se.length > 0) {
      answer(c > 0 ? 'good' : c < 0 ? 'notGood' : 'equal');
      if (c < 0) say(decl(y, sy));
    } else {
      say(decl(y, sy));
    }
    if (c !== 0) {
      winner = c > 0 ? e : y;
      const mine = c > 0 ? se : sy;
      for (const s of mine) {
        points += sequenceValue(s.length);
        shown.push(...s.cards);
        say({ type: 'shown', seat: winner, category, cards: s.cards.slice() });
      }
    } else noScore = se.length === 0 ? 'none' : 'equal';
  } else {
    const te = setsOf(hands[e]!);
    const ty = setsOf(hands[y]!);
    const decl = (seat: Seat, s: readonly SetHolding[]): DeclarationEvent =>
      s[0] ? { type: 'declaration', seat, category, count: s[0].count, rank: rankName(s[0].rank) } : { type: 'declaration', seat, category, none: true };
    say(decl(e, te));
    const c = compareSets(te, ty);
    if (te.length > 0) {
      answer(c > 0 ? 'good' : 'notGood');
      if (c < 0) say(decl(y, ty));
    } else {
      say(decl(y, ty));
    }
    if (c !== 0) {
      winner = c > 0 ? e : y;
      for (const s of c > 0 ? te : ty) {
        points += setValue(s.count);
        if (s.missing) {
          missing.push(s.missing);
          say({ type: 'missingCard', seat: winner, rank: rankName(s.rank), suit: suit(s.missing) });
        }
      }
    } else noScore = 'none';
  }
  if (noScore) say({ type: 'noScore', category, reason: noScore });
  return { declared: { category, winner, points, shown, missing }, events };
}
