/**
 * Determinisation for the strong player: a full deal consistent with the seat's view.
 *
 * The engine's `resample(view, rng)` deals the cards the seat has not seen to the opponent's hand,
 * his discards and the unseen talon by their sizes, with the cards shown (Q23) or left by the elder
 * (Q13) in place. It does not use what the play and the declarations tell about the opponent's hand,
 * so the sample is then repaired by swapping unknown cards between the opponent's hand and the
 * hidden rest (his discards, the unseen talon) until it agrees with:
 * - the suits he did not follow (Q28: no card of a suit he showed void in);
 * - the outcome of every declared category (Q18–Q22): the same winner and points, the shown point
 *   suit whole, and for each scoring trio the other three cards of its rank (Q23);
 * - his carte blanche (Q11): no K, Q or J among his discards and no more of them than he took.
 * The repair is a random walk that never increases the number of disagreements (at most a fixed
 * number of swaps; a rare sample that still disagrees is used as it is). Only the view is used.
 */
import type { Rng } from '../../../engine/rng.js';
import type { PiquetState, PiquetView, Seat } from '../types.js';
import { resample } from '../view.js';
import { idx, LEN, maskOf, PIPS, popcount, SEQ_BEST, SEQ_POINTS } from './model.js';

/** Kings, queens and jacks of every suit (Q11). */
const FACES = (0x70 | (0x70 << 8) | (0x70 << 16) | (0x70 << 24)) | 0;
const MAX_SWAPS = 400;

interface DeclaredCheck {
  category: 'point' | 'sequences' | 'sets';
  winner: Seat | null;
  points: number;
  /** Point won by the opponent: the suit shown (0–3) and its cards as a mask. */
  shownSuit: number;
  shownMask: number;
  /** Sets won by the opponent: for each trio, the other three cards of its rank (mask), and the missing cards. */
  trioMates: number[];
  missingMask: number;
  /** Sets won by the opponent with a quatorze (points ≥ 14). */
  quatorze: boolean;
}

/** What the view says about the opponent's hidden cards, prepared once per decision. */
export interface Constraints {
  viewer: Seat;
  opp: Seat;
  elder: Seat;
  /** Cards of the suits the opponent showed void in. */
  voidCards: number;
  /** Cards the opponent played, and the viewer's hand at the declarations (hand + played). */
  oppPlayed: number;
  myDecl: number;
  declared: DeclaredCheck[];
  /** The opponent has carte blanche and his dealt cards were not shown. */
  blanche: boolean;
  oppTaken: number;
  /** V-Q-6: the opponent's dealt cards, shown: they never go to the talon. */
  pinned: number;
  /** Some constraint applies (else the engine's sample is used as it is). */
  active: boolean;
}


export function constraintsOf(v: PiquetView): Constraints {
  const viewer = v.viewer;
  const opp = 1 - viewer;
  let voids = 0;
  let oppPlayed = 0;
  let myPlayed = 0;
  for (const t of v.tricks) {
    const a = t[0]!;
    const b = t[1]!;
    for (const p of t) {
      if (p.seat === opp) oppPlayed |= 1 << idx(p.card);
      else myPlayed |= 1 << idx(p.card);
    }
    if (a.seat === viewer && idx(b.card) >> 3 !== idx(a.card) >> 3) voids |= 0xff << ((idx(a.card) >> 3) * 8);
  }
  for (const p of v.trick) {
    if (p.seat === opp) oppPlayed |= 1 << idx(p.card);
    else myPlayed |= 1 << idx(p.card);
  }
  const declared: DeclaredCheck[] = v.declared.map((d) => {
    const c: DeclaredCheck = {
      category: d.category,
      winner: d.winner,
      points: d.points,
      shownSuit: -1,
      shownMask: 0,
      trioMates: [],
      missingMask: maskOf(d.missing),
      quatorze: false,
    };
    if (d.winner === opp && d.category === 'point' && d.shown.length > 0) {
      c.shownSuit = idx(d.shown[0]!) >> 3;
      c.shownMask = maskOf(d.shown);
    }
    if (d.winner === opp && d.category === 'sets') {
      for (const m of d.missing) {
        const r = idx(m) & 7;
        let mates = 0;
        for (let s = 0; s < 4; s++) if (s * 8 + r !== idx(m)) mates |= 1 << (s * 8 + r);
        c.trioMates.push(mates);
      }
      c.quatorze = d.points >= 14;
    }
    return c;
  });
  const blanche = v.carteBlanche === opp && v.carteBlancheCards === null;
  return {
    viewer,
    opp,
    elder: v.elder,
    voidCards: voids,
    oppPlayed,
    myDecl: maskOf(v.hand) | myPlayed,
    declared,
    blanche,
    oppTaken: v.takenCounts[opp]!,
    pinned: v.carteBlanche === opp && v.carteBlancheCards ? maskOf(v.carteBlancheCards) : 0,
    active: voids !== 0 || declared.length > 0 || blanche,
  };
}

/** Q18: a hand's point as length × 1024 + pips × 4 + … (larger is better), with its length and suit. */
function pointKey(m: number): { key: number; len: number; suit: number } {
  let key = -1;
  let len = 0;
  let suit = -1;
  for (let s = 0; s < 4; s++) {
    const b = (m >>> (s * 8)) & 0xff;
    const k = LEN[b]! * 1024 + PIPS[b]!;
    if (LEN[b]! > 0 && k > key) {
      key = k;
      len = LEN[b]!;
      suit = s;
    }
  }
  return { key, len, suit };
}

function seqOf(m: number): { best: number; points: number } {
  let best = 0;
  let points = 0;
  for (let s = 0; s < 4; s++) {
    const b = (m >>> (s * 8)) & 0xff;
    if (SEQ_BEST[b]! > best) best = SEQ_BEST[b]!;
    points += SEQ_POINTS[b]!;
  }
  return { best, points };
}

function setsOf(m: number): { best: number; points: number; maxCount: number } {
  let best = 0;
  let points = 0;
  let maxCount = 0;
  for (let r = 3; r < 8; r++) {
    let n = 0;
    for (let s = 0; s < 4; s++) if (m & (1 << (s * 8 + r))) n++;
    if (n > maxCount) maxCount = n;
    if (n >= 3) {
      points += n === 4 ? 14 : 3;
      best = Math.max(best, n * 8 + r);
    }
  }
  return { best, points, maxCount };
}

/** Disagreements of a sample (opponent's hand `h`, discards `d`) with the view (0: consistent). */
function violations(c: Constraints, h: number, d: number): number {
  let v = popcount(h & c.voidCards) * 2;
  if (c.blanche) v += popcount(d & FACES) + Math.max(0, popcount((h | c.oppPlayed) & FACES) - c.oppTaken);
  if (c.declared.length === 0) return v;
  const oppDecl = h | c.oppPlayed;
  const e = c.elder === c.viewer ? c.myDecl : oppDecl;
  const y = c.elder === c.viewer ? oppDecl : c.myDecl;
  const eSeat = c.elder;
  for (const k of c.declared) {
    let winner: Seat | null;
    let points = 0;
    if (k.category === 'point') {
      const pe = pointKey(e);
      const py = pointKey(y);
      winner = pe.key > py.key ? eSeat : py.key > pe.key ? 1 - eSeat : null;
      if (winner !== null) points = winner === eSeat ? pe.len : py.len;
      if (winner === k.winner && points === k.points && k.shownSuit >= 0 && (oppDecl & (0xff << (k.shownSuit * 8))) !== k.shownMask) v += 1;
      if (winner !== k.winner || points !== k.points) {
        v += 1;
        if (k.winner === c.opp) v += Math.abs(pointKey(oppDecl).len - k.points);
      }
    } else if (k.category === 'sequences') {
      const se = seqOf(e);
      const sy = seqOf(y);
      winner = se.best > sy.best ? eSeat : sy.best > se.best ? 1 - eSeat : null;
      if (winner !== null) points = winner === eSeat ? se.points : sy.points;
      if (winner !== k.winner || points !== k.points) v += 1;
    } else {
      const te = setsOf(e);
      const ty = setsOf(y);
      winner = te.best > ty.best ? eSeat : ty.best > te.best ? 1 - eSeat : null;
      if (winner !== null) points = winner === eSeat ? te.points : ty.points;
      if (winner !== k.winner || points !== k.points) {
        v += 1;
        if (k.winner === c.opp && k.quatorze) v += Math.max(0, 4 - setsOf(oppDecl).maxCount);
      }
      if (k.winner === c.opp) {
        for (const mates of k.trioMates) v += popcount(mates & ~oppDecl);
        v += popcount(k.missingMask & oppDecl);
      }
    }
  }
  return v;
}

/** A full deal consistent with the view, drawn with `rng` (see the file comment). */
export function determinize(v: PiquetView, c: Constraints, rng: Rng): PiquetState {
  const s = resample(v, rng);
  if (!c.active) return s;
  const opp = c.opp;
  const hand = s.hands[opp] as string[];
  const disc = s.discards[opp] as string[];
  const talon = s.talon as string[];
  let h = maskOf(hand);
  let d = maskOf(disc);
  let viol = violations(c, h, d);
  if (viol === 0) return s;
  // Free places: the opponent's unknown hand cards; his discards and the talon cards the viewer has not seen.
  const handFrom = v.opponentKnown.length;
  const talonFrom = v.talonSeen.length;
  const nHand = hand.length - handFrom;
  const nRest = disc.length + talon.length - talonFrom;
  if (nHand <= 0 || nRest <= 0) return s;
  for (let step = 0; step < MAX_SWAPS && viol > 0; step++) {
    const i = handFrom + rng.int(nHand);
    const j = rng.int(nRest);
    const inDisc = j < disc.length;
    const arr = inDisc ? disc : talon;
    const jj = inDisc ? j : talonFrom + (j - disc.length);
    const a = hand[i]!;
    const b = arr[jj]!;
    const ba = 1 << idx(a);
    const bb = 1 << idx(b);
    // V-Q-6: the shown dealt cards never go to the talon, and the discards are dealt cards (laid away before the take).
    if (!inDisc && ((ba | bb) & c.pinned) !== 0) continue;
    if (inDisc && c.pinned !== 0 && (ba & c.pinned) === 0) continue;
    const h2 = (h & ~ba) | bb;
    const d2 = inDisc ? (d & ~bb) | ba : d;
    const v2 = violations(c, h2, d2);
    if (v2 <= viol) {
      hand[i] = b;
      arr[jj] = a;
      h = h2;
      d = d2;
      viol = v2;
    }
  }
  return s;
}
