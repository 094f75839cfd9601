/**
 * The computer players' card tables: every card of the 40-card pack (O6) as an index 0…39, and for
 * each trump (C, D, H, S, or none for Grandissimo and Nullissimo, V-O-6) each card's class for
 * following (0…3 a plain suit, 4 the trumps, O8, O9), its strength (O7, O8, O11) and its matador rank
 * (O10, O42). Built once from the engine's own orders (orderFor), so the bots and the engine agree.
 * Also the point count of ombre.md §5.1 and the bidding thresholds (PD-O-27).
 */
import { orderFor, PACK } from '../index.js';
import type { OmbreRules, Suit } from '../types.js';

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const TRUMP = 4;
/** The key of a trump in the tables: 0…3 for C, D, H, S; 4 for none. */
export const trumpKey = (t: Suit | null): number => (t === null ? 4 : SUITS.indexOf(t));

export const CARD: readonly string[] = PACK;
const INDEX = new Map<string, number>(PACK.map((c, i) => [c, i]));
export const idx = (card: string): number => INDEX.get(card)!;
export const suitIdx = (i: number): number => Math.floor(i / 10);
/** Rank letter of a card index (A K Q J 7 6 5 4 3 2). */
export const rankAt = (i: number): string => CARD[i]!.slice(0, -1);

export const AS = idx('AS');
export const AC = idx('AC');
export const KINGS = SUITS.map((s) => idx(`K${s}`));
export const QUEENS = SUITS.map((s) => idx(`Q${s}`));

export interface Tables {
  readonly trump: Suit | null;
  /** Class of each card: 0…3 plain suit (C, D, H, S), 4 trump. */
  readonly cls: Int8Array;
  /** Strength: trumps 100 − place, plain cards 50 − place (higher wins). */
  readonly str: Int16Array;
  /** Matador rank (0 Spadille, 1 Manille, 2 Basta) or −1. */
  readonly mat: Int8Array;
  /** The trumps, high to low (card indices). */
  readonly trumps: readonly number[];
  /** Each plain suit's cards high to low (card indices); black suits without their ace. */
  readonly plain: readonly (readonly number[])[];
}

function build(trump: Suit | null): Tables {
  const o = orderFor(trump);
  const cls = new Int8Array(40);
  const str = new Int16Array(40);
  const mat = new Int8Array(40).fill(-1);
  const plain: number[][] = [[], [], [], []];
  for (let i = 0; i < 40; i++) {
    const c = CARD[i]!;
    const s = o.suit[c]!;
    cls[i] = s === 'T' ? TRUMP : SUITS.indexOf(s as Suit);
    str[i] = o.strength[c]!;
    const m = o.matador[c];
    if (m !== undefined) mat[i] = m;
  }
  const trumps = o.trumps.map(idx);
  for (let i = 0; i < 40; i++) if (cls[i]! < TRUMP) plain[cls[i]!]!.push(i);
  for (const p of plain) p.sort((a, b) => str[b]! - str[a]!);
  return { trump, cls, str, mat, trumps, plain };
}

const TABLES: readonly Tables[] = [...SUITS.map((s) => build(s)), build(null)];
export const tablesFor = (t: Suit | null): Tables => TABLES[trumpKey(t)]!;

/** O40–O42 (§2.3) on card indices: may `card` be played from `hand` to a trick led by `led` (−1: leading)? */
export function legalIdx(hand: readonly number[], led: number, t: Tables): number[] {
  if (led < 0) return hand.slice();
  const lc = t.cls[led]!;
  if (lc !== TRUMP) {
    const follow = hand.filter((c) => t.cls[c] === lc);
    return follow.length ? follow : hand.slice();
  }
  const lm = t.mat[led]!;
  const trumps = hand.filter((c) => t.cls[c] === TRUMP);
  for (const c of trumps) {
    const m = t.mat[c]!;
    const exempt = m >= 0 && !(lm >= 0 && lm < m);
    if (!exempt) return trumps;
  }
  return hand.slice();
}

/** O11: the index in `cards` (played in order) of the winning card. */
export function winnerIdx(cards: readonly number[], t: Tables): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const a = t.cls[cards[best]!]!;
    const b = t.cls[cards[i]!]!;
    if (b === a ? t.str[cards[i]!]! > t.str[cards[best]!]! : b === TRUMP) best = i;
  }
  return best;
}

// --- The point count (ombre.md §5.1, PD-O-27) ---------------------------------------------------------

/**
 * §5.1: the hand's points with `trump` as trump: Spadille, Manille, Basta 3 each; Ponte 2; King of
 * trumps 2; every other trump 1; +1 per trump beyond the fourth; a plain King 2; a guarded plain Queen
 * 1; with 5 or more trumps, a void plain suit 1 each (suits of the pack only).
 */
export function pointCount(hand: readonly number[], trump: Suit | null, suitsInPack: readonly Suit[] = SUITS): number {
  const t = tablesFor(trump);
  let pts = 0;
  let trumps = 0;
  const bySuit = [0, 0, 0, 0];
  for (const c of hand) {
    if (t.cls[c] === TRUMP) {
      trumps++;
      if (t.mat[c]! >= 0) pts += 3;
      else if (trump !== null && (c === idx(`A${trump}`) || c === idx(`K${trump}`))) pts += 2;
      else pts += 1;
    } else bySuit[t.cls[c]!]!++;
  }
  if (trumps > 4) pts += trumps - 4;
  for (const c of hand) {
    if (t.cls[c] === TRUMP) continue;
    const r = rankAt(c);
    if (r === 'K') pts += 2;
    else if (r === 'Q' && bySuit[t.cls[c]!]! >= 2) pts += 1;
  }
  if (trumps >= 5) {
    for (let s = 0; s < 4; s++) if (SUITS[s] !== trump && suitsInPack.includes(SUITS[s]!) && bySuit[s] === 0) pts += 1;
  }
  return pts;
}

/** The thresholds of §5.1 for a game (Ask and Solo, before the exchange), for a black or a red trump. */
export interface Thresholds {
  ask: number;
  solo: number;
}

/**
 * §5.1 (PD-O-27): Ombre for three Ask 8 / 9, Solo 13 / 14 (black / red trump), one more in the middle
 * seat; Quadrille 9 and 15; en quatre and Cinquille one less than Quadrille; en deux (no thresholds in
 * the source) 7 and 12, red one more, and for the longer hands of V-O-12 / V-O-13 two / three more.
 */
export function thresholds(r: OmbreRules, red: boolean, middle: boolean): Thresholds {
  switch (r.game) {
    case 'ombre': {
      const m = middle ? 1 : 0;
      return red ? { ask: 9 + m, solo: 14 + m } : { ask: 8 + m, solo: 13 + m };
    }
    case 'en-deux': {
      const extra = r.handSize >= 12 ? 3 : r.handSize >= 10 ? 2 : 0;
      const red1 = red ? 1 : 0;
      return { ask: 7 + red1 + extra, solo: 12 + red1 + extra + (extra ? 1 : 0) };
    }
    case 'quadrille':
      return r.handSize < 10 ? { ask: 8, solo: 14 } : { ask: 9, solo: 15 };
    case 'en-quatre':
    case 'cinquille':
      return { ask: 8, solo: 14 };
  }
}

export const isRedSuit = (s: Suit | null): boolean => s === 'H' || s === 'D';

const PACK_MASKS = new Map<readonly string[], Uint8Array>();
/** 1 for each card index in the game's pack (cached by the rules' pack array). */
export function packMask(r: OmbreRules): Uint8Array {
  let m = PACK_MASKS.get(r.pack);
  if (!m) {
    m = new Uint8Array(40);
    for (const c of r.pack) m[idx(c)] = 1;
    PACK_MASKS.set(r.pack, m);
  }
  return m;
}

/** O50, QD17 (contract reading 7) on indices: the matador count of `cards` with `trump` (0 without all three matadors). */
export function matadorsIdx(cards: readonly number[], trump: Suit | null, r: OmbreRules): number {
  if (trump === null) return 0;
  const t = tablesFor(trump);
  const held = new Uint8Array(40);
  for (const c of cards) held[c] = 1;
  const inPack = packMask(r);
  if (!held[t.trumps[0]!] || !held[t.trumps[1]!] || !held[t.trumps[2]!]) return 0;
  let n = 3;
  for (let i = 3; i < t.trumps.length; i++) {
    const c = t.trumps[i]!;
    if (!inPack[c]) continue;
    if (!held[c]) break;
    n++;
  }
  return n;
}
