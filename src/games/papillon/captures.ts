/** Captures: which are legal (P19–P25) and what they pay (P28–P33). The heart of Papillon. */
import { FULL_PACK, rankNumber } from '../../engine/cards.js';
import { pushSumGroups, splitIntoGroups } from '../fishing/sums.js';
import type { PapillonRules } from './types.js';

/** Card → value, precomputed (the hot path of legal-move generation). */
const VALUES = new Map<string, number>(FULL_PACK.map((c) => [c, rankNumber(c)]));

/** P5: A = 1 … 10, J 11, Q 12, K 13. Throws on a string that is not a card. */
export function valueOf(card: string): number {
  return VALUES.get(card) ?? rankNumber(card);
}

export function isFace(card: string): boolean {
  return valueOf(card) > 10;
}

export function isAce(card: string): boolean {
  return card.charCodeAt(0) === 65 /* 'A' */;
}

/** Ranks and values correspond one to one (P5). */
function sameRank(a: string, b: string): boolean {
  return valueOf(a) === valueOf(b);
}

/** May a table card of this value be part of a sum (P22: numerals A–10 only; V-P-1: never a ten)? */
function summableValue(v: number, rules: PapillonRules): boolean {
  return v < 10 || (v === 10 && !rules.tensRestricted);
}

/**
 * May this table card be part of a sum (P22, P24; V-P-1 for tens)? The one answer to this rule: the
 * table's numeral total (UI, describer) and the bots' analysis ask it.
 */
export function summable(card: string, rules: PapillonRules): boolean {
  return summableValue(valueOf(card), rules);
}

/** The sum of the values of the cards that can be part of a sum (the table's "numeral total"; V-P-1: no tens). */
export function summableTotal(cards: readonly string[], rules: PapillonRules): number {
  let total = 0;
  for (const c of cards) {
    const v = valueOf(c);
    if (summableValue(v, rules)) total += v;
  }
  return total;
}

/** May this hand card make sum captures (P23; not under V-P-2)? */
function canSumCapture(card: string, rules: PapillonRules): boolean {
  return !(rules.faceCardsNoValue && isFace(card));
}

export interface Capture {
  readonly card: string;
  readonly take: readonly string[];
}

/**
 * Every legal capture (§3 reference algorithm): equal-rank single cards (P19a, P21, P22),
 * then every group of ≥2 summable table cards adding up to the card's value (P19b, P25).
 * Cards of the same rank are distinct, so each set of table cards is its own capture.
 */
export function legalCaptures(hand: readonly string[], table: readonly string[], rules: PapillonRules): Capture[] {
  return collectCaptures(hand, table, rules, makeCapture);
}

const makeCapture = (card: string, take: string[]): Capture => ({ card, take });

/**
 * The capture enumeration behind legalCaptures and the engine's legalMoves: `make` builds each
 * result, so the engine makes its move objects directly. Same order as legalCaptures.
 */
export function collectCaptures<T>(
  hand: readonly string[],
  table: readonly string[],
  rules: PapillonRules,
  make: (card: string, take: string[]) => T,
): T[] {
  const out: T[] = [];
  const tableVals: number[] = [];
  const nums: string[] = [];
  const numVals: number[] = [];
  for (const t of table) {
    const v = valueOf(t);
    tableVals.push(v);
    if (summableValue(v, rules)) {
      // summable (P22; V-P-1 for tens)
      nums.push(t);
      numVals.push(v);
    }
  }
  for (const c of hand) {
    const cv = valueOf(c);
    for (let i = 0; i < table.length; i++) if (tableVals[i] === cv) out.push(make(c, [table[i]!]));
    // P19b, P25: one sum group (the shared enumeration of the fishing games).
    if (nums.length >= 2 && canSumCapture(c, rules)) pushSumGroups(c, cv, nums, numVals, out, make);
  }
  return out;
}

/** True when the hand has at least one legal capture (faster than listing them). */
export function hasCapture(hand: readonly string[], table: readonly string[], rules: PapillonRules): boolean {
  if (table.length === 0 || hand.length === 0) return false;
  // Bit v of `sums`: some non-empty set of summable table cards adds up to v (v ≤ 13);
  // bit v of `multi`: some set of two or more does.
  let sums = 0;
  let multi = 0;
  for (const t of table) {
    if (!summable(t, rules)) continue;
    const v = valueOf(t);
    multi = (multi | (sums << v)) & 0x3fff;
    sums = (sums | (sums << v) | (1 << v)) & 0x3fff;
  }
  for (const c of hand) {
    for (const t of table) if (sameRank(c, t)) return true;
    if (canSumCapture(c, rules) && multi & (1 << valueOf(c))) return true;
  }
  return false;
}

/** Why a capture is illegal: the rule and a code; null when it is legal. Inputs are known cards. */
export function captureProblem(
  card: string,
  take: readonly string[],
  rules: PapillonRules,
): { rule: string; code: string; message: string } | null {
  if (take.length === 0) return { rule: 'P19', code: 'emptyCapture', message: 'a capture must take at least one table card' };
  const v = valueOf(card);
  if (take.length === 1) {
    const t = take[0]!;
    if (sameRank(card, t)) return null;
    if (isFace(t)) return { rule: 'P22', code: 'faceOnlyByEqual', message: `${t} on the table can only be taken by a card of its rank` };
    if (rules.tensRestricted && valueOf(t) === 10) return { rule: 'V-P-1', code: 'tenOnlyByTen', message: `${t} on the table can only be taken by a 10` };
    return { rule: 'P19', code: 'rankMismatch', message: `${card} can take a single card only of its own rank` };
  }
  if (take.some((t) => sameRank(card, t))) {
    return { rule: 'P21', code: 'onlyOneOfRank', message: `${card} takes only one card of its own rank, never more and never with a sum` };
  }
  const face = take.find((t) => isFace(t));
  if (face) return { rule: 'P22', code: 'faceNotInSum', message: `${face} on the table is never part of a sum` };
  if (rules.tensRestricted) {
    const ten = take.find((t) => valueOf(t) === 10);
    if (ten) return { rule: 'V-P-1', code: 'tenNotInSum', message: `${ten} on the table is never part of a sum (tens restricted)` };
  }
  if (!canSumCapture(card, rules)) {
    return { rule: 'V-P-2', code: 'faceNoSum', message: `${card} is a face card and takes only its equal (face cards have no value)` };
  }
  let sum = 0;
  for (const t of take) sum += valueOf(t);
  if (sum === v) return null;
  if (sum % v === 0 && splitIntoGroups(take.map(valueOf), v) !== null) {
    return { rule: 'P25', code: 'severalGroups', message: `${card} may take only one group adding up to ${v}` };
  }
  return { rule: 'P19', code: 'sumMismatch', message: `the taken cards add up to ${sum}, not to ${v}` };
}

export interface CaptureFeats {
  readonly aces: number;
  readonly pureAces: boolean;
  readonly kleinPapillon: boolean;
  readonly haneton: boolean;
  readonly sautenelle: boolean;
  /** What each other player pays the capturer (P33: everything added up). */
  readonly gainEach: number;
}

/** P28–P33: what a legal capture pays, from each other player. */
export function captureFeats(
  card: string,
  take: readonly string[],
  tableSize: number,
  finalRound: boolean,
  rules: PapillonRules,
): CaptureFeats {
  let aces = 0;
  for (const t of take) if (isAce(t)) aces++;
  if (rules.classicPayouts) {
    return { aces, pureAces: false, kleinPapillon: false, haneton: false, sautenelle: false, gainEach: 0 };
  }
  const pureAces = aces === take.length && valueOf(card) === aces; // P29
  const big = rules.featExactlyThree ? take.length === 3 : take.length >= 3; // PD-P-5, V-P-7
  const face = isFace(card);
  const kleinPapillon = big && !face && !finalRound; // P30
  const haneton = big && face && !(finalRound && rules.hanetonLapsesInFinal); // P31, PD-P-6, V-P-8
  const sautenelle = take.length === tableSize; // P32
  const gainEach =
    (pureAces ? 2 * aces : aces) + (kleinPapillon ? 1 : 0) + (haneton ? 1 : 0) + (sautenelle ? 1 : 0);
  return { aces, pureAces, kleinPapillon, haneton, sautenelle, gainEach };
}
