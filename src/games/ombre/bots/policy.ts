/**
 * The normal player's rules of thumb for every decision of the family (ombre.md §5), from the seat's
 * view only:
 *
 * - Bidding (§5.1, PD-O-27): the point count of the hand for each suit as trump, plus, where the
 *   Lomber exchanges, the talon's expected help (what the cards he would lay away bring back on
 *   average from the unseen cards); the thresholds of §5.1 (one more in the middle seat of Ombre for
 *   three). The highest level the hand supports is bid; an earlier seat holds a level it supports
 *   (O26, O28); otherwise it passes.
 * - Trump (O32), conversions (O29), calls (QD7, QD8, QD10, QD11, rules 14, 20, 21), the Mediateur's
 *   card given back (QD10) and the throw-in (O38).
 * - The exchange (§5.2): the Lomber keeps trumps and Kings and makes voids; a defender buys only
 *   useless cards and leaves the next buyer enough unless he holds good trumps.
 * - The card play: play.ts.
 */
import { choosePlay, STOP, type PlayReason } from './play.js';
import { simFromView } from './sim.js';
import { AC, AS, CARD, idx, isRedSuit, KINGS, packMask, pointCount, QUEENS, rankAt, suitIdx, SUITS, tablesFor, thresholds, TRUMP, type Thresholds } from './tables.js';
import { ladder, resolveRules } from '../index.js';
import type { Contract, OmbreMove, OmbreRules, OmbreView, Suit } from '../types.js';
import type { OmbreReason } from './types.js';

/** Added to the Ask threshold when the talon's expected help is counted (a threshold hand draws about this much). */
export const HELP_OFFSET = 2.5;

export interface HandEvaluation {
  /** The trump the figures are for (null: no trump, V-O-6; also Tourné/Casco averaged over suits). */
  trump: Suit | null;
  /** §5.1 point count of the hand (of the cards kept, when help is counted). */
  points: number;
  /** The talon's expected help in points (0 without an exchange). */
  help: number;
  /** The threshold the figures were compared with. */
  threshold: number;
}

export interface NormalChoice {
  move: OmbreMove;
  reason: OmbreReason;
  /** Heuristic scores of the moves weighed (best first), for the explanation. */
  scored: { move: OmbreMove; score: number }[];
  evaluation: HandEvaluation | null;
  /** The exchange: the whole plan (cards to lay away, in order). */
  plan?: string[];
}

// --- Facts from the view -----------------------------------------------------------------------------

export const isSoloType = (c: Contract): boolean => c === 'solo' || c === 'solo-colour' || c === 'solo-tout' || c === 'solo-tout-colour';
export const isObscurite = (c: Contract | null): boolean => c === 'obscurite' || c === 'obscurite-bottom' || c === 'obscurite-middle';

const rulesCache = new Map<string, OmbreRules>();
export function rulesOf(v: OmbreView): OmbreRules {
  const o = v.options;
  const key = `${o.game}|${(o.variants ?? []).join(',')}|${o.tours ?? ''}`;
  let r = rulesCache.get(key);
  if (!r) {
    r = resolveRules(v.options);
    if (rulesCache.size > 64) rulesCache.clear();
    rulesCache.set(key, r);
  }
  return r;
}

/** Cards the seat has not seen anywhere (candidates for the talon and the other hands). */
export function unseenOf(v: OmbreView, r: OmbreRules): number[] {
  const seen = new Set<string>([...v.hand, ...v.discards, ...v.tricks.flat().map((p) => p.card), ...v.trick.map((p) => p.card)]);
  if (v.turned) seen.add(v.turned);
  return r.pack.filter((c) => !seen.has(c)).map(idx);
}

/** Does the Lomber of this game have a talon to exchange with (O33)? */
const hasTalon = (r: OmbreRules): boolean => r.handSize * r.players < r.pack.length;

export const middleSeat = (v: OmbreView, r: OmbreRules): boolean => r.game === 'ombre' && v.viewer === (v.dealer + 2) % 3;

export function thresholdsFor(v: OmbreView, r: OmbreRules, s: Suit | null): Thresholds {
  return thresholds(r, isRedSuit(s), middleSeat(v, r));
}

/** What a single card adds to the §5.1 count with `trump` (without the length and void bonuses). */
function cardPoints(c: number, trump: Suit | null): number {
  const t = tablesFor(trump);
  if (t.cls[c] === TRUMP) {
    if (t.mat[c]! >= 0) return 3;
    if (trump !== null && (rankAt(c) === 'A' || rankAt(c) === 'K')) return 2;
    return 1.3; // a small trump, with its share of the length bonus
  }
  return rankAt(c) === 'K' ? 2 : 0;
}

/** The Lomber's keep for the Ask with `trump`: trumps, Kings, a Queen with its King (§5.2). */
export function lomberKeeps(hand: readonly number[], trump: Suit | null): number[] {
  const t = tablesFor(trump);
  return hand.filter((c) => {
    if (t.cls[c] === TRUMP) return true;
    const r = rankAt(c);
    if (r === 'K') return true;
    if (r === 'Q') return hand.includes(KINGS[suitIdx(c)]!);
    return false;
  });
}

/**
 * The Ask's evaluation with `trump` (§5.1 with the talon's help): the points of the cards kept, plus
 * what the cards laid away (at most the talon allows) bring back on average.
 */
export function askEvaluation(hand: readonly number[], trump: Suit | null, unseen: readonly number[], r: OmbreRules, talon: number): { points: number; help: number } {
  if (!hasTalon(r) || talon === 0) return { points: pointCount(hand, trump, r.suits), help: 0 };
  const keep = lomberKeeps(hand, trump);
  const limit = Math.min(talon, r.handSize);
  let kept = keep;
  if (hand.length - keep.length > limit) {
    // cannot lay away all: keep the best of the rest too
    const rest = hand.filter((c) => !keep.includes(c)).sort((a, b) => tablesFor(trump).str[b]! - tablesFor(trump).str[a]!);
    kept = [...keep, ...rest.slice(0, hand.length - keep.length - limit)];
  }
  const d = hand.length - kept.length;
  let mean = 0;
  for (const c of unseen) mean += cardPoints(c, trump);
  mean = unseen.length ? mean / unseen.length : 0;
  return { points: pointCount(kept, trump, r.suits), help: d * mean };
}

/** Chance of each suit being the turned card's (Tourné, Casco): by the unseen cards of each suit. */
function turnOdds(unseen: readonly number[], r: OmbreRules): number[] {
  const odds = [0, 0, 0, 0];
  for (const c of unseen) odds[suitIdx(c)]!++;
  const tot = odds.reduce((a, b) => a + b, 0) || 1;
  return odds.map((x, i) => (r.suits.includes(SUITS[i]!) ? x / tot : 0));
}

/** Every remaining trick sure with `trump` from the hand alone (Solo tout, V-O-6 Grandissimo): a rough count of sure tricks. */
export function sureTricks(hand: readonly number[], trump: Suit | null, r: OmbreRules): number {
  const t = tablesFor(trump);
  const inPack = packMask(r);
  const mine = new Uint8Array(40);
  for (const c of hand) mine[c] = 1;
  let sure = 0;
  // trumps: going down the order, one of ours is sure while the higher ones outside are no more than ours above it
  let outsideAbove = 0;
  let used = 0;
  let myTr = 0;
  let outTr = 0;
  for (const c of t.trumps) {
    if (!inPack[c]) continue;
    if (mine[c]) {
      myTr++;
      if (outsideAbove <= used) sure++;
      used++;
    } else {
      outsideAbove++;
      outTr++;
    }
  }
  const drawn = myTr >= outTr;
  for (let k = 0; k < 4; k++) {
    let above = 0;
    for (const c of t.plain[k]!) {
      if (!inPack[c]) continue;
      if (mine[c]) {
        if (above === 0 && (drawn || trump === null)) sure++;
      } else above++;
    }
  }
  return sure;
}

// --- Bidding (§5.1) -------------------------------------------------------------------------------------

export interface BidAssessment {
  contract: Contract;
  suit: Suit | undefined;
  /** Score minus threshold (≥ 0: the hand supports the contract). */
  margin: number;
  evaluation: HandEvaluation;
}

/**
 * Calibration of the bidding (PD-O-27): added to the margin of each contract, from the normal
 * player's results in self-play by margin (bench notes in the hand-over of issue 17). Mutable only
 * for calibration scripts.
 */
export const BID_SHIFT: Partial<Record<Contract, number>> = {};

/** The normal player's margin for each contract of the ladder the hand may bid (best suit for Solo types). */
export function assessBids(v: OmbreView, r: OmbreRules): BidAssessment[] {
  const out = assessRaw(v, r);
  for (const a of out) {
    const d = BID_SHIFT[a.contract];
    if (d) {
      a.margin += d;
      a.evaluation.threshold -= d;
    }
  }
  return out;
}

function assessRaw(v: OmbreView, r: OmbreRules): BidAssessment[] {
  const hand = v.hand.map(idx);
  const unseen = unseenOf(v, r);
  const lad = ladder(r, v.favourite);
  const talon = v.talonCount;
  const fav = v.favourite;
  const out: BidAssessment[] = [];
  const ask = r.suits.map((s) => {
    const e = askEvaluation(hand, s, unseen, r, talon);
    const th = thresholdsFor(v, r, s).ask + (e.help > 0 ? HELP_OFFSET : 0);
    return { s, e, th, m: e.points + e.help - th };
  });
  const odds = turnOdds(unseen, r);
  const avg = (f: (x: (typeof ask)[number]) => number) => ask.reduce((a, x) => a + odds[SUITS.indexOf(x.s)]! * f(x), 0);
  const blackAces = (hand.includes(AS) ? 1 : 0) + (hand.includes(AC) ? 1 : 0);
  const solo = r.suits.map((s) => {
    const p = pointCount(hand, s, r.suits);
    const th = thresholdsFor(v, r, s).solo;
    return { s, p, th, m: p - th };
  });
  for (const c of lad) {
    switch (c) {
      case 'ask': {
        const b = ask.reduce((a, x) => (x.m > a.m ? x : a));
        out.push({ contract: c, suit: undefined, margin: b.m, evaluation: { trump: b.s, points: b.e.points, help: b.e.help, threshold: b.th } });
        break;
      }
      case 'ask-colour': {
        const b = ask.find((x) => x.s === fav);
        if (b) out.push({ contract: c, suit: undefined, margin: b.m - 0.5, evaluation: { trump: b.s, points: b.e.points, help: b.e.help, threshold: b.th + 0.5 } });
        break;
      }
      case 'tourne':
      case 'casco': {
        if (r.partnership) {
          // QD11: the called King's suit is trump and its holder the partner
          const b = solo.reduce((a, x) => (x.m > a.m ? x : a));
          const th = thresholdsFor(v, r, b.s).ask + 3;
          out.push({ contract: c, suit: undefined, margin: blackAces === 2 ? b.p + 2 - th : -99, evaluation: { trump: b.s, points: b.p, help: 2, threshold: th } });
          break;
        }
        const pts = avg((x) => x.e.points);
        const help = avg((x) => x.e.help);
        const th = avg((x) => x.th);
        const need = c === 'casco' ? (blackAces === 2 ? -1 : 99) : blackAces >= 1 ? 0.5 : 99;
        out.push({ contract: c, suit: undefined, margin: pts + help - th - need, evaluation: { trump: null, points: pts, help, threshold: th + need } });
        break;
      }
      case 'solo':
      case 'solo-colour':
      case 'solo-tout':
      case 'solo-tout-colour': {
        const colour = c === 'solo-colour' || c === 'solo-tout-colour';
        const cands = solo.filter((x) => (fav === null ? true : colour ? x.s === fav : x.s !== fav));
        if (!cands.length) break;
        const b = cands.reduce((a, x) => (x.m > a.m ? x : a));
        if (c === 'solo-tout' || c === 'solo-tout-colour') {
          const st = sureTricks(hand, b.s, r);
          out.push({ contract: c, suit: b.s, margin: st >= r.tricks ? 1 : -99, evaluation: { trump: b.s, points: b.p, help: 0, threshold: b.th } });
        } else out.push({ contract: c, suit: b.s, margin: b.m - (colour ? 0.5 : 0), evaluation: { trump: b.s, points: b.p, help: 0, threshold: b.th + (colour ? 0.5 : 0) } });
        break;
      }
      case 'mediateur': {
        // QD10: the King asked for joins the hand (2 points), a card goes back
        const b = solo.reduce((a, x) => (x.m > a.m ? x : a));
        out.push({ contract: c, suit: undefined, margin: b.p + 2 - b.th, evaluation: { trump: b.s, points: b.p, help: 2, threshold: b.th } });
        break;
      }
      case 'grandissimo': {
        const p = pointCount(hand, null, r.suits);
        const th = thresholdsFor(v, r, 'S').solo + 3;
        const st = sureTricks(hand, null, r);
        out.push({ contract: c, suit: undefined, margin: Math.min(p - th, st - 5), evaluation: { trump: null, points: p, help: 0, threshold: th } });
        break;
      }
      default:
        // Obscurité and Nullissimo are left to the strong player's sampling
        break;
    }
  }
  return out;
}

function findMove(legal: readonly OmbreMove[], pred: (m: OmbreMove) => boolean): OmbreMove | undefined {
  return legal.find(pred);
}

const BID_REASON: Partial<Record<Contract, OmbreReason>> = {
  ask: 'bidAsk',
  'ask-colour': 'bidAskColour',
  tourne: 'bidTourne',
  obscurite: 'bidObscurite',
  'obscurite-bottom': 'bidObscurite',
  'obscurite-middle': 'bidObscurite',
  casco: 'bidCasco',
  solo: 'bidSolo',
  'solo-colour': 'bidSolo',
  'solo-tout': 'bidSoloTout',
  'solo-tout-colour': 'bidSoloTout',
  grandissimo: 'bidGrandissimo',
  nullissimo: 'bidNullissimo',
  mediateur: 'bidMediateur',
};
export const bidReason = (c: Contract): OmbreReason => BID_REASON[c] ?? 'bidAsk';

export function auctionChoice(v: OmbreView, legal: readonly OmbreMove[]): NormalChoice {
  const r = rulesOf(v);
  const lad = ladder(r, v.favourite);
  const bids = assessBids(v, r);
  const pass = findMove(legal, (m) => m.type === 'pass')!;
  const scored: { move: OmbreMove; score: number }[] = [];
  let best: { move: OmbreMove; a: BidAssessment; hold: boolean } | null = null;
  for (const a of bids) {
    if (a.margin < 0) continue;
    const lvl = lad.indexOf(a.contract);
    const bid = findMove(legal, (m) => m.type === 'bid' && m.contract === a.contract && (a.suit === undefined || m.suit === a.suit));
    const hold = v.contract === a.contract ? findMove(legal, (m) => m.type === 'hold' && (a.suit === undefined || m.suit === a.suit)) : undefined;
    const m = hold ?? bid;
    if (!m) continue;
    scored.push({ move: m, score: a.margin });
    // a hold keeps the current level (priority, O26); otherwise the highest level supported
    if (!best || (hold && !best.hold) || (!best.hold && !hold && lvl > lad.indexOf(best.a.contract))) best = { move: m, a, hold: !!hold };
  }
  scored.sort((x, y) => y.score - x.score);
  if (!best) {
    const top = bids.reduce<BidAssessment | null>((a, x) => (!a || x.margin > a.margin ? x : a), null);
    return { move: pass, reason: 'pass', scored: [{ move: pass, score: 0 }, ...scored], evaluation: top?.evaluation ?? null };
  }
  return { move: best.move, reason: best.hold ? 'hold' : bidReason(best.a.contract), scored, evaluation: best.a.evaluation };
}

// --- Trump, conversion, call, give ------------------------------------------------------------------

/** QD10: the cards a Mediateur may ask for with trump `t` (a King he lacks; with all four Kings a Queen). */
export function mediateurRequestsFromView(v: OmbreView, r: OmbreRules, t: Suit | null): string[] {
  const kings = ['KC', 'KD', 'KH', 'KS'];
  const rank = kings.every((k) => v.hand.includes(k)) ? 'Q' : 'K';
  return r.suits.filter((x) => x !== t).map((x) => `${rank}${x}`).filter((c) => !v.hand.includes(c) && r.pack.includes(c));
}

export function trumpChoice(v: OmbreView, legal: readonly OmbreMove[]): NormalChoice {
  const r = rulesOf(v);
  const hand = v.hand.map(idx);
  const unseen = unseenOf(v, r);
  const obsc = isObscurite(v.contract) && v.taken.length > 0;
  const scored: { move: OmbreMove; score: number; e: HandEvaluation }[] = [];
  for (const m of legal) {
    if (m.type !== 'trump') continue;
    let score: number;
    let e: HandEvaluation;
    if (v.contract === 'mediateur') {
      const p = pointCount(hand, m.suit, r.suits);
      // QD10, rule 14: the King of the longest other suit will come
      const req = mediateurRequestsFromView(v, r, m.suit);
      score = p + (req.length ? 2 : 0);
      e = { trump: m.suit, points: p, help: 2, threshold: thresholdsFor(v, r, m.suit).solo };
    } else if (r.partnership || obsc || !hasTalon(r)) {
      const p = pointCount(hand, m.suit, r.suits);
      score = p - (isRedSuit(m.suit) ? 1 : 0);
      e = { trump: m.suit, points: p, help: 0, threshold: thresholdsFor(v, r, m.suit).ask };
    } else {
      const a = askEvaluation(hand, m.suit, unseen, r, v.talonCount);
      const th = thresholdsFor(v, r, m.suit).ask + HELP_OFFSET;
      score = a.points + a.help - th;
      e = { trump: m.suit, points: a.points, help: a.help, threshold: th };
    }
    if (m.suit === v.favourite && v.contract === 'ask') score += 0.25; // O15: paid in colour
    scored.push({ move: m, score, e });
  }
  scored.sort((a, b) => b.score - a.score);
  const top = scored[0]!;
  // O38: after an Obscurité draw with nothing usable, give up
  const throwIn = findMove(legal, (m) => m.type === 'throwIn');
  if (obsc && throwIn && top.e.points < top.e.threshold - 2) {
    return { move: throwIn, reason: 'throwIn', scored: [{ move: throwIn, score: 0 }, ...scored], evaluation: top.e };
  }
  // O29: an uncontested Ask with both black aces becomes Grand Casco (paid 2, like Solo)
  const casco = findMove(legal, (m) => m.type === 'convert' && m.contract === 'casco');
  if (casco) {
    const bids = assessBids(v, r).find((a) => a.contract === 'casco');
    if (bids && bids.margin >= 0.5) return { move: casco, reason: 'convert', scored: [{ move: casco, score: bids.margin }, ...scored], evaluation: bids.evaluation };
  }
  const reason: OmbreReason = top.move.type === 'trump' && top.move.suit === v.favourite && v.contract === 'ask' ? 'nameFavourite' : 'nameTrump';
  return { move: top.move, reason, scored, evaluation: top.e };
}

/** Scores of each legal call (QD7, QD8, QD10, QD11, rules 14, 20, 21). */
export function callScores(v: OmbreView, legal: readonly OmbreMove[], r: OmbreRules): { move: OmbreMove; score: number; reason: OmbreReason }[] {
  const hand = v.hand.map(idx);
  const out: { move: OmbreMove; score: number; reason: OmbreReason }[] = [];
  const trumpFixed = v.trump !== null;
  for (const m of legal) {
    if (m.type !== 'call') continue;
    const c = idx(m.card);
    const k = suitIdx(c);
    const s = SUITS[k]!;
    const mine = hand.includes(c);
    const queen = rankAt(c) === 'Q';
    if (v.contract === 'mediateur') {
      const t = tablesFor(v.trump);
      const len = hand.filter((x) => t.cls[x] === k).length;
      out.push({ move: m, score: len + (hand.includes(QUEENS[k]!) ? 0.5 : 0), reason: 'askKing' });
      continue;
    }
    if (!trumpFixed) {
      // Grand Casco, Spadille forcée (QD6, QD11): the called card's suit becomes trump
      const p = pointCount(hand, s, r.suits);
      out.push({ move: m, score: mine ? p - 4 : p + (isRedSuit(s) ? -0.5 : 0), reason: mine ? 'callOwnKing' : 'callTrumpKing' });
      continue;
    }
    if (mine) {
      const p = pointCount(hand, v.trump, r.suits);
      out.push({ move: m, score: p - thresholdsFor(v, r, v.trump).solo - 3, reason: 'callOwnKing' });
      continue;
    }
    const t = tablesFor(v.trump);
    const inSuit = hand.filter((x) => t.cls[x] === k);
    const len = inSuit.length;
    let score = 0;
    if (len === 1 && !['K', 'Q'].includes(rankAt(inSuit[0]!))) score += 3; // rule 20: a single small card
    if (len === 0) score += 1.5;
    if (hand.includes(QUEENS[k]!) && len >= 2) score += 2; // rule 21: the King of a guarded Queen
    score -= 0.5 * Math.max(0, len - 2);
    if (isRedSuit(s)) score += 0.5;
    out.push({ move: m, score, reason: queen ? 'callQueen' : 'callKing' });
  }
  return out.sort((a, b) => b.score - a.score);
}

export function callChoice(v: OmbreView, legal: readonly OmbreMove[]): NormalChoice {
  const r = rulesOf(v);
  const scored = callScores(v, legal, r);
  const top = scored[0]!;
  return { move: top.move, reason: top.reason, scored: scored.map(({ move, score }) => ({ move, score })), evaluation: null };
}

export function giveChoice(v: OmbreView, legal: readonly OmbreMove[]): NormalChoice {
  const hand = v.hand.map(idx);
  const scored = legal
    .filter((m): m is Extract<OmbreMove, { type: 'give' }> => m.type === 'give')
    .map((m) => ({ move: m as OmbreMove, score: -keepScore(idx(m.card), hand, v.trump, true) }))
    .sort((a, b) => b.score - a.score);
  return { move: scored[0]!.move, reason: 'giveBack', scored, evaluation: null };
}

/** How much a card is worth keeping before play (high: keep). */
export function keepScore(c: number, hand: readonly number[], trump: Suit | null, lomber: boolean): number {
  const t = tablesFor(trump);
  const k = t.cls[c]!;
  if (k === TRUMP) return 50 + t.str[c]! - 88;
  const r = rankAt(c);
  const inSuit = hand.filter((x) => t.cls[x] === k);
  const len = inSuit.length;
  let v = (t.str[c]! - 40) * 0.3; // 0…3
  if (r === 'K') v += 20;
  else if (r === 'Q') v += hand.includes(KINGS[k]!) ? 15 : len >= 3 ? (lomber ? 2 : 8) : len === 2 ? (lomber ? 1 : 5) : 0;
  else if (r === 'J' && hand.includes(KINGS[k]!) && hand.includes(QUEENS[k]!)) v += 12;
  return v + len * 0.4;
}

// --- The exchange (§5.2) ------------------------------------------------------------------------------

/** The whole exchange of the seat, as the normal player plans it: the cards to lay away, in order. */
export function exchangePlan(v: OmbreView, r: OmbreRules): { discards: number[]; reason: OmbreReason } {
  // the hand before the first discard, in pack order: the same plan at every step of the exchange
  const original = [...v.hand, ...v.discards].map(idx).sort((a, b) => a - b);
  const limit = Math.min(v.talonCount, r.handSize);
  const lomber = v.viewer === v.lomber;
  if (lomber && isObscurite(v.contract)) {
    // O21: keep at most one card: a black ace, else a King, else the best (the book's advice)
    const pref = [AS, AC, ...KINGS];
    const keep = pref.find((c) => original.includes(c));
    const discards = keep === undefined ? original.slice() : original.filter((c) => c !== keep);
    return { discards: discards.slice(0, Math.max(r.handSize - 1, Math.min(limit, discards.length))), reason: 'obscuriteKeep' };
  }
  const trump = v.trump;
  const t = tablesFor(trump);
  const ranked = original.slice().sort((a, b) => keepScore(a, original, trump, lomber) - keepScore(b, original, trump, lomber));
  if (lomber) {
    const keep = new Set(lomberKeeps(original, trump));
    const out = ranked.filter((c) => !keep.has(c)).slice(0, limit);
    return { discards: out, reason: out.length ? 'discard' : 'keepHand' };
  }
  // a defender: how many he may take without leaving the next buyers short (§5.2)
  const order = exchangeSeats(v, r);
  const after = order.length - 1 - order.indexOf(v.viewer);
  const trumps = original.filter((c) => t.cls[c] === TRUMP);
  const matadors = trumps.filter((c) => t.mat[c]! >= 0).length;
  const kings = original.filter((c) => rankAt(c) === 'K' && t.cls[c] !== TRUMP).length;
  const red = isRedSuit(trump);
  const strong = matadors >= 1 || (kings >= 1 && trumps.length >= 1) || trumps.length >= (red ? 4 : 3);
  let reserve = 0;
  if (after > 0) reserve = strong ? 0 : Math.min(5, Math.ceil((v.talonCount * after) / (after + 1)));
  const may = Math.max(0, Math.min(limit, v.talonCount - reserve));
  const useless = ranked.filter((c) => keepScore(c, original, trump, false) < 4);
  const out = useless.slice(0, may);
  return { discards: out, reason: out.length ? 'discard' : 'keepHand' };
}

/** The exchanging seats in order (O33): the Lomber first where he exchanges, then from his right. */
export function exchangeSeats(v: OmbreView, r: OmbreRules): number[] {
  const n = r.players;
  const l = v.lomber!;
  const out: number[] = [];
  const c = v.contract!;
  if (!r.partnership && !isSoloType(c) && c !== 'grandissimo' && c !== 'nullissimo') out.push(l);
  for (let i = 1; i < n; i++) out.push((l + i) % n);
  return out;
}

export function exchangeChoice(v: OmbreView, legal: readonly OmbreMove[]): NormalChoice {
  const r = rulesOf(v);
  const plan = exchangePlan(v, r);
  const done = new Set(v.discards);
  const next = plan.discards.find((c) => !done.has(CARD[c]!));
  const whole = plan.discards.map((c) => CARD[c]!);
  if (next !== undefined) {
    const m = findMove(legal, (x) => x.type === 'discard' && x.card === CARD[next]);
    if (m) return { move: m, reason: plan.reason === 'obscuriteKeep' ? 'obscuriteKeep' : voidReason(v, next), scored: [{ move: m, score: 1 }], evaluation: null, plan: whole };
  }
  const take = findMove(legal, (x) => x.type === 'take');
  if (take) return { move: take, reason: v.discards.length ? 'take' : 'keepHand', scored: [{ move: take, score: 1 }], evaluation: null, plan: whole };
  // Obscurité: must lay away more (the plan keeps one)
  const d = findMove(legal, (x) => x.type === 'discard')!;
  return { move: d, reason: 'obscuriteKeep', scored: [{ move: d, score: 1 }], evaluation: null };
}

/** 'discardVoid' when laying this card away empties its plain suit in the hand (§5.2: voids for ruffing). */
function voidReason(v: OmbreView, c: number): OmbreReason {
  const t = tablesFor(v.trump);
  const k = t.cls[c]!;
  if (k === TRUMP) return 'discard';
  const left = v.hand.map(idx).filter((x) => x !== c && t.cls[x] === k);
  return left.length === 0 ? 'discardVoid' : 'discard';
}

// --- Play ----------------------------------------------------------------------------------------------

/** O38: the Lomber's throw-in before his first card, when his hand after the exchange is too weak. */
export function shouldThrowIn(v: OmbreView, r: OmbreRules): boolean {
  if (v.contract === 'forcee') return pointCount(v.hand.map(idx), v.trump, r.suits) < 4;
  const hand = v.hand.map(idx);
  const p = pointCount(hand, v.trump, r.suits);
  const th = thresholdsFor(v, r, v.trump).ask;
  return p < th - 1;
}

export function playChoice(v: OmbreView, legal: readonly OmbreMove[]): NormalChoice {
  const r = rulesOf(v);
  const throwIn = findMove(legal, (m) => m.type === 'throwIn');
  if (throwIn && shouldThrowIn(v, r)) return { move: throwIn, reason: 'throwIn', scored: [{ move: throwIn, score: 0 }], evaluation: null };
  const sim = simFromView(v, r);
  const { card, reason } = choosePlay(sim);
  let m: OmbreMove | undefined;
  if (card === STOP) m = findMove(legal, (x) => x.type === 'stop');
  else m = findMove(legal, (x) => x.type === 'play' && x.card === CARD[card]);
  if (!m) m = legal.find((x) => x.type === 'play') ?? legal[0]!;
  return { move: m, reason: reason as PlayReason, scored: [{ move: m, score: 1 }], evaluation: null };
}

/** The normal player's choice for any phase. */
export function normalChoice(v: OmbreView, legal: readonly OmbreMove[]): NormalChoice {
  if (legal.length === 1) return { move: legal[0]!, reason: 'forced', scored: [{ move: legal[0]!, score: 0 }], evaluation: null };
  switch (v.phase) {
    case 'auction':
      return auctionChoice(v, legal);
    case 'trump':
      return trumpChoice(v, legal);
    case 'call':
      return callChoice(v, legal);
    case 'give':
      return giveChoice(v, legal);
    case 'exchange':
      return exchangeChoice(v, legal);
    default:
      return playChoice(v, legal);
  }
}

