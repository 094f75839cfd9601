/**
 * The normal player's rules of thumb for every decision a seat meets (rule IDs: shared/rules/hundertspiel.md).
 * The strong player's playouts use them too, for every seat of a sampled deal, each seeing only its own
 * hand and the public facts (`Sight`).
 *
 * - "out" (V-H-6) only when it is true (PD-H-26); alt und neu always agreed (V-H-7).
 * - Honours are announced at once (H15, H19): they score when announced (H32).
 * - A 26 only with real control of the trumps: the trump Do and enough other trumps to draw the rest
 *   and still follow a trump lead without the Do (H20, H43, H45). No 52 and no 26 with another Do.
 * - Contra when the seat's own trumps make the announcement unlikely (H16, H40).
 * - Scat game: bid or buy with the Do and length in a suit (H57, H58); lay away side cards with points
 *   (they count for the declarer, H60); name the strongest suit whose Do is held.
 * - Trick play: each card is scored by the points it is expected to win or lose in this trick (who may
 *   still beat the winning card, from the unseen cards and the seats known to hold no trump), the Do
 *   bonuses (H26–H28: the trump Do wins the untrumped first trick for 52, so the third hand trumps it,
 *   §38), minus what the card is worth kept (high trumps, the trump Do for the last trick, a laid Do,
 *   a trump to beat an opponent's laid Do). Points go onto the partner's tricks; little onto the
 *   opponents'. Leads: trumps to draw trumps for one's own 26, or to force out an opponent's laid Do.
 */
import type { HundertspielMove, Suit } from '../types.js';
import { SUIT_VALUE } from '../rules.js';
import { SUITS } from '../cards.js';
import { cardAt, idx, IS_DO, Knowledge, PLAYED, POINTS, STRENGTH, SUIT_OF, UNSEEN, type Sight } from './sight.js';
import type { HundertspielReason } from './types.js';

/** Rough worth of one mark in points toward 100 (a game to 100 is worth about ±1 mark a seat). */
export const POINTS_PER_MARK = 50;
const TARGET = 100;

export interface Scored {
  move: HundertspielMove;
  score: number;
  /** Card play: estimated chance the party wins the trick. */
  trickWon: number | null;
}

export interface Choice {
  move: HundertspielMove;
  reason: HundertspielReason;
  /** Scores of the candidates (only when asked for detail and the decision was weighed). */
  scored: Scored[] | null;
  source: 'heuristic' | 'rule';
}

/** The legal moves less a false "out" (never wise). */
export function sensibleMoves(v: Sight, legal: readonly HundertspielMove[]): { out: HundertspielMove | null; rest: HundertspielMove[] } {
  let out: HundertspielMove | null = null;
  const rest: HundertspielMove[] = [];
  for (const m of legal) {
    if (m.type === 'out') out = m;
    else rest.push(m);
  }
  if (out && !outIsTrue(v)) out = null;
  return { out, rest: rest.length > 0 ? rest : legal.slice() };
}

/** V-H-6: the seat's party has 100 or more (a true "out", PD-H-26). */
export function outIsTrue(v: Sight): boolean {
  const party = v.rules.players === 4 ? v.viewer % 2 : v.viewer;
  return v.gameEnded === null && v.scores[party]! >= TARGET;
}

const pick = (move: HundertspielMove, reason: HundertspielReason, source: 'heuristic' | 'rule' = 'rule'): Choice => ({ move, reason, scored: null, source });

/**
 * The move the rules of thumb make, with as little work as possible (the strong player's playouts): trick
 * play goes straight to the card scores unless a late ace announcement or an "out" is possible.
 */
export function policyMove(v: Sight, legal: readonly HundertspielMove[]): HundertspielMove {
  if (v.phase === 'play') {
    let plain = true;
    for (let i = 0; i < legal.length; i++) if (legal[i]!.type !== 'play') plain = false;
    if (plain) return playChoice(new Knowledge(v), legal, false).move;
  }
  return normalChoice(v, legal, false).move;
}

/**
 * The normal player's choice. `detail` asks for the scores of every candidate (for the hint); without
 * it the choice is made with as little work as possible (playouts).
 */
export function normalChoice(v: Sight, legal: readonly HundertspielMove[], detail: boolean): Choice {
  const { out, rest } = sensibleMoves(v, legal);
  if (out) return pick(out, 'declareOut');
  if (rest.length === 1) return pick(rest[0]!, 'forced');
  switch (v.phase) {
    case 'optIn':
      return pick(rest.find((m) => m.type === 'agree') ?? rest[0]!, 'agreeAltUndNeu');
    case 'announce': {
      const h = rest.find((m) => m.type === 'honours');
      if (h) return pick(h, 'announceHonours');
      return announceChoice(new Knowledge(v), rest, detail);
    }
    case 'contra':
      return contraChoice(new Knowledge(v), rest, detail);
    case 'bid':
      return bidChoice(new Knowledge(v), rest, detail);
    case 'buy':
      return buyChoice(new Knowledge(v), rest, detail);
    case 'discard':
      return discardChoice(new Knowledge(v), rest, detail);
    case 'trump':
      return trumpChoice(new Knowledge(v), rest, detail);
    case 'play': {
      const h = rest.find((m) => m.type === 'honours');
      if (h) return pick(h, 'announceHonours');
      return playChoice(new Knowledge(v), rest, detail);
    }
    default:
      return pick(rest[0]!, 'forced');
  }
}

// --- Hand strength ---------------------------------------------------------------------------------

/** Strength of a suit as trumps in a hand: its cards, the high ones counting more. */
export function suitStrength(hand: readonly number[], suit: number): number {
  let s = 0;
  for (const c of hand) {
    if (SUIT_OF[c] !== suit) continue;
    const st = STRENGTH[c]!;
    s += 1 + (st === 8 ? 0.5 : st === 7 ? 0.3 : st === 6 ? 0.15 : 0);
  }
  return s;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Estimated chance that a 26 with the trump Do is won (H45), from the seat's own trumps: the other
 * trumps must all be drawn before the last trick, and a trump lead must never find the Do alone.
 * Calibrated on deals played out by these rules of thumb (docs in the bench's header).
 */
export function trumpDo26Chance(hand: readonly number[], trump: number, players: 3 | 4, _tricks: number): number {
  const s = suitStrength(hand, trump) - 1; // without the Do itself
  // Measured (normal against normal): 4 players about 1/3 with 2 other trumps, 3/4 with 3, 9/10 with 4;
  // 3 players (two opponents holding the rest) next to nothing with 2, 3/5 with 3, 5/6 with 4.
  return players === 4 ? logistic(1.8 * (s - 2.4)) : logistic(3.5 * (s - 2.9));
}

// --- Announcements (H11–H15, H45–H47) ------------------------------------------------------------

function announceChoice(k: Knowledge, moves: HundertspielMove[], detail: boolean): Choice {
  const v = k.v;
  const trumpDo = k.trump >= 0 ? cardAt(k.trump, 0) : -1;
  const scored: Scored[] = [];
  let best: HundertspielMove | null = null;
  let bestScore = -Infinity;
  for (const m of moves) {
    let score = 0;
    if (m.type === 'announce') {
      const amount = m.kind === '26' ? 2 : 4;
      let p = 0.02;
      if (m.kind === '26' && idx(m.dos[0]!) === trumpDo) p = trumpDo26Chance(k.hand, k.trump, v.rules.players, v.rules.handSize);
      // Ask for a clear edge: a Contra doubles what a close call risks.
      score = (2 * p - 1.3) * amount * POINTS_PER_MARK;
    }
    if (detail) scored.push({ move: m, score, trickWon: null });
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  const move = best!;
  const reason: HundertspielReason = move.type !== 'announce' ? 'noAnnouncement' : move.kind === '26' ? 'announce26' : move.kind === '52' ? 'announce52' : 'announceFirst52';
  return { move, reason, scored: detail ? scored : null, source: 'heuristic' };
}

/** Chance the announcement asked about is won by its announcer, as an opponent (or partner) judges from his own hand. */
function announcementChance(k: Knowledge, a: { seat: number; kind: string; dos: readonly string[] }): number {
  const trumps = k.myTrumps().length;
  const dos = a.dos.map(idx);
  const trumpDo = k.trump >= 0 ? cardAt(k.trump, 0) : -1;
  if (k.mine(a.seat)) {
    if (a.seat !== k.me) return 0.6;
    if (dos.length === 1 && dos[0] === trumpDo) return trumpDo26Chance(k.hand, k.trump, k.v.rules.players, k.v.rules.handSize);
    return 0.1;
  }
  if (dos.length === 0) return 0;
  if (a.kind === 'first52') return trumps >= 1 ? 0.4 : 0.6;
  if (dos.every((d) => d === trumpDo) || (a.kind === '26' && k.v.rules.scatGame)) {
    // Measured against the normal announcer: a defender with 4 trumps beats the 26 about 4 times in 5,
    // with 3 about half the time (4 players), with fewer seldom.
    return trumps >= 4 ? 0.18 : trumps === 3 && k.n === 4 ? 0.55 : 0.8;
  }
  // A Do of a side suit (or two Do's): the seat only needs a trump or a higher card of the suit at the end.
  const side = dos.find((d) => SUIT_OF[d] !== k.trump);
  let higher = 0;
  if (side !== undefined) for (const c of k.hand) if (SUIT_OF[c] === SUIT_OF[side] && STRENGTH[c]! > 0) higher++;
  return trumps + higher >= 2 ? 0.12 : trumps + higher === 1 ? 0.3 : 0.5;
}

function contraChoice(k: Knowledge, moves: HundertspielMove[], detail: boolean): Choice {
  const v = k.v;
  const a = v.announcements[v.contraFor ?? 0];
  const contraMove = moves.find((m) => m.type === 'contra');
  const passMove = moves.find((m) => m.type === 'pass') ?? moves[0]!;
  if (!a || !contraMove) return pick(passMove, 'noContra');
  const p = announcementChance(k, a);
  const ours = k.mine(a.seat);
  const amount = (v.rules.suitValuePay && v.trump ? SUIT_VALUE[v.trump] : a.kind === '26' ? 2 : 4) * 2 ** a.contra;
  // Doubling is worth (chance of the party's side − the other) × amount; ask for a clear edge.
  const edge = ours ? 2 * p - 1 : 1 - 2 * p;
  const score = (edge - 0.25) * amount * POINTS_PER_MARK;
  const take = score > 0;
  const scored = detail
    ? [
        { move: contraMove, score, trickWon: null },
        { move: passMove, score: 0, trickWon: null },
      ]
    : null;
  return { move: take ? contraMove : passMove, reason: take ? 'contra' : 'noContra', scored, source: 'heuristic' };
}

// --- Scat game (H57–H58) ---------------------------------------------------------------------------

/**
 * Chance that a Scat game's 26 in `suit` is won (H45, H57, H58), from the seat's cards of the suit (with
 * its Do). Measured with these rules of thumb for every seat: a bid needs four cards of the suit (about
 * 4 in 5 won; three: under half with 4 players, seldom with 3); a buyer, who adds the Scat and names
 * the trump after laying away, wins about 3 in 4 from three cards.
 */
export function scatChance(hand: readonly number[], suit: number, players: 3 | 4, buying: boolean): number {
  const s = suitStrength(hand, suit);
  if (buying) return players === 4 ? logistic(1.5 * (s - 2.0)) : logistic(1.4 * (s - 2.6));
  return players === 4 ? logistic(3 * (s - 3.6)) : logistic(4 * (s - 3.8));
}

function bidChoice(k: Knowledge, moves: HundertspielMove[], detail: boolean): Choice {
  const v = k.v;
  const current = v.announcements[0];
  const partnerBid = current !== undefined && current.seat !== k.me && k.mine(current.seat);
  // A partner's bid stands unless this one is clearly better (his is taken as 70 % likely).
  const floor = partnerBid && current ? 0.4 * SUIT_VALUE[suitOfCard(current.dos[0]!)] + 0.3 : 0.15;
  const scored: Scored[] = [];
  let best: HundertspielMove = moves.find((m) => m.type === 'pass') ?? moves[0]!;
  let bestScore = floor;
  for (const m of moves) {
    if (m.type !== 'bid') {
      if (detail) scored.push({ move: m, score: floor, trickWon: null });
      continue;
    }
    const p = scatChance(k.hand, SUITS.indexOf(m.suit), k.v.rules.players, false);
    const score = (2 * p - 1) * SUIT_VALUE[m.suit];
    if (detail) scored.push({ move: m, score, trickWon: null });
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return { move: best, reason: best.type === 'bid' ? 'bid' : 'noBid', scored: detail ? scored : null, source: 'heuristic' };
}

function buyChoice(k: Knowledge, moves: HundertspielMove[], detail: boolean): Choice {
  let p = 0;
  for (let suit = 0; suit < 4; suit++) if (k.hand.includes(cardAt(suit, 0))) p = Math.max(p, scatChance(k.hand, suit, k.v.rules.players, true));
  const buy = moves.find((m) => m.type === 'buy');
  const pass = moves.find((m) => m.type === 'pass') ?? moves[0]!;
  // Measured: with 4 players buying pays from a 30 % chance on (the Scat's points count for the buyer,
  // H60, and a throw-in scores nothing, H59); with 3 players from an even chance.
  const score = 2 * p - (k.n === 4 ? 0.6 : 1.0);
  const take = buy !== undefined && score > 0;
  const scored = detail && buy ? [{ move: buy, score, trickWon: null }, { move: pass, score: 0, trickWon: null }] : null;
  return { move: take ? buy! : pass, reason: take ? 'buyScat' : 'declineScat', scored, source: 'heuristic' };
}

const suitOfCard = (card: string): Suit => SUITS[SUIT_OF[idx(card)]!]!;

/** The suit the buyer means to name: the strongest whose Do he holds (any suit if he holds no Do). */
export function intendedTrump(hand: readonly number[]): number {
  let best = 0;
  let bestS = -Infinity;
  const anyDo = hand.some((c) => IS_DO[c]);
  for (let suit = 0; suit < 4; suit++) {
    if (anyDo && !hand.includes(cardAt(suit, 0))) continue;
    const s = suitStrength(hand, suit);
    if (s > bestS) {
      bestS = s;
      best = suit;
    }
  }
  return best;
}

function discardChoice(k: Knowledge, moves: HundertspielMove[], detail: boolean): Choice {
  const t = intendedTrump(k.hand);
  const scored: Scored[] = [];
  let best = moves[0]!;
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'discard') continue;
    const c = idx(m.card);
    let score: number;
    if (SUIT_OF[c] === t) score = IS_DO[c] ? -1000 : -100 - STRENGTH[c]!;
    // Points laid away count for the declarer (H60); low side cards are useful discards in play.
    else score = POINTS[c]! * 2 - STRENGTH[c]! * 0.1 + (IS_DO[c] ? 0.3 : 0);
    if (detail) scored.push({ move: m, score, trickWon: null });
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return { move: best, reason: 'discard', scored: detail ? scored : null, source: 'heuristic' };
}

function trumpChoice(k: Knowledge, moves: HundertspielMove[], detail: boolean): Choice {
  const scored: Scored[] = [];
  let best = moves[0]!;
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'trump') continue;
    const suit = SUITS.indexOf(m.suit as Suit);
    const score = suitStrength(k.hand, suit) + (k.hand.includes(cardAt(suit, 0)) ? 0 : -5) + SUIT_VALUE[m.suit] * 0.01;
    if (detail) scored.push({ move: m, score, trickWon: null });
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return { move: best, reason: 'chooseTrump', scored: detail ? scored : null, source: 'heuristic' };
}

// --- Trick play (H20–H30, H43) ---------------------------------------------------------------------

/** Open announcements as they bear on the seat's play. */
interface Stakes {
  /** Card → true when it is the seat's own laid Do that must not be played yet. */
  keepLaid: Set<number>;
  /** An opponent's open announcement laying the trump Do: its seat and marks. */
  oppTrumpDo: { seat: number; amount: number } | null;
  /** An opponent's open 26 with a side Do: its suit and marks. */
  oppSideDo: { seat: number; suit: number; amount: number } | null;
  /** The seat's own (or partner's) open announcement with the trump Do: its marks. */
  ownTrumpDo: { seat: number; amount: number } | null;
  /** The seat's own open 26 with a side Do. */
  ownSideDo: { card: number; amount: number } | null;
}

function stakesOf(k: Knowledge): Stakes {
  const v = k.v;
  const st: Stakes = { keepLaid: new Set(), oppTrumpDo: null, oppSideDo: null, ownTrumpDo: null, ownSideDo: null };
  const trumpDo = k.trump >= 0 ? cardAt(k.trump, 0) : -1;
  const left = v.hand.length; // tricks left, this one included
  for (const a of v.announcements) {
    if (a.status !== 'open' || a.dos.length === 0) continue;
    const amount = (v.rules.suitValuePay && v.trump ? SUIT_VALUE[v.trump] : a.kind === '26' ? 2 : 4) * 2 ** a.contra;
    const dos = a.dos.map(idx);
    if (a.seat === k.me && a.kind !== 'first52') {
      const need = a.kind === '26' ? 1 : 2;
      if (left > need) for (const d of dos) st.keepLaid.add(d);
    }
    if (a.kind === 'first52') continue;
    if (k.mine(a.seat)) {
      if (dos.includes(trumpDo)) st.ownTrumpDo = { seat: a.seat, amount };
      else if (a.seat === k.me && a.kind === '26') st.ownSideDo = { card: dos[0]!, amount };
    } else if (dos.includes(trumpDo)) st.oppTrumpDo = { seat: a.seat, amount };
    else if (a.kind === '26') st.oppSideDo = { seat: a.seat, suit: SUIT_OF[dos[0]!]!, amount };
  }
  return st;
}

/** Do bonus of a trick won by a Do (H26–H28; H29/H30 left aside). */
function doBonus(k: Knowledge, card: number): number {
  if (!IS_DO[card]) return 0;
  if (k.trickNo === 0 && SUIT_OF[card] === k.trump && !k.lastTrick) return 52;
  return k.lastTrick ? 20 : 10;
}

/** What a card is worth kept in the hand, in points (so that spending it must pay). */
function keepValue(k: Knowledge, st: Stakes, c: number, trumpsHeld: number): number {
  if (st.keepLaid.has(c)) return 5000;
  if (k.lastTrick) return 0;
  const left = k.v.hand.length - 1;
  const suit = SUIT_OF[c]!;
  const strength = STRENGTH[c]!;
  if (suit === k.trump) {
    if (IS_DO[c]) {
      const out = k.trumpsOut;
      if (out === 0) return 24;
      const others = trumpsHeld - 1;
      const p = others >= out ? 0.55 : others + 1 >= out ? 0.3 : 0.1;
      return 5 + 20 * p;
    }
    const above = k.trumpsAbove(strength);
    let keep = (above === 0 ? 12 : Math.max(1.5, 8 - 2 * above)) * Math.min(1, left / 3);
    // Against an opponent's laid trump Do every trump kept to the last trick beats it (H43): the
    // fewer the seat holds, the more each is worth.
    if (st.oppTrumpDo) keep += (1.0 * st.oppTrumpDo.amount * POINTS_PER_MARK) / trumpsHeld;
    if (st.ownTrumpDo) {
      // The announcer needs other trumps to follow a trump lead without the Do; his partner must be
      // rid of his trumps by the last trick.
      // Ruffing a side trick spends one of them for nothing; a trump lead also draws the others'.
      if (st.ownTrumpDo.seat === k.me) keep += k.v.trick.length > 0 ? 0.2 * st.ownTrumpDo.amount * POINTS_PER_MARK : 3;
      else keep -= 2 * st.ownTrumpDo.amount;
    }
    return keep;
  }
  let keep = 0;
  if (IS_DO[c]) keep = 0.8;
  else if (k.unseenAbove(suit, strength) === 0) keep = 1 + 0.3 * POINTS[c]!;
  // A higher card of an opponent's laid side Do's suit beats it in the last trick.
  if (st.oppSideDo && st.oppSideDo.suit === suit && !IS_DO[c]) keep += 6 * st.oppSideDo.amount;
  return keep;
}

interface PlayEval {
  score: number;
  trickWon: number;
}

/** Scores playing card `c` now (see the file header). */
function evalPlay(k: Knowledge, st: Stakes, c: number, trumpsHeld: number): PlayEval {
  const v = k.v;
  const n = k.n;
  const trick = v.trick;
  // The winning card and seat once `c` is played (H21).
  let wCard = -1;
  let wSeat = -1;
  let pts = POINTS[c]!;
  for (let i = 0; i < trick.length; i++) {
    const x = k.trickCards[i]!;
    pts += POINTS[x]!;
    if (wCard < 0 || beats(k, x, wCard)) {
      wCard = x;
      wSeat = trick[i]!.seat;
    }
  }
  if (wCard < 0 || beats(k, c, wCard)) {
    wCard = c;
    wSeat = k.me;
  }
  const base = pts + (k.lastTrick ? 6 : 0);
  const after = n - trick.length - 1;
  let pMine = k.mine(wSeat) ? 1 : 0;
  let pStay = 1;
  const value = base + doBonus(k, wCard);
  const willO = value >= 4 ? 0.9 : 0.45;
  const willP = value >= 3 ? 0.85 : 0.4;
  let score = 0;
  const trumpDo = k.trump >= 0 ? cardAt(k.trump, 0) : -1;
  const untrumped = SUIT_OF[wCard] !== k.trump;
  const wDo = trumpDo >= 0 && trumpDo !== c ? k.where(trumpDo) : PLAYED;
  const doOut = wDo === UNSEEN || (wDo >= 0 && wDo !== k.me);
  for (let j = 1; j <= after; j++) {
    const r = (k.me + j) % n;
    const b = k.canBeat(r, wCard);
    if (k.mine(r)) pMine += (1 - pMine) * b * willP;
    else pMine -= pMine * b * willO;
    pStay *= 1 - b * (k.mine(r) === k.mine(wSeat) ? 0 : k.mine(r) ? willP : willO);
    // The trump Do wins an untrumped trick for 10 (52 in trick 1, 20 in the last): §38, H26–H28.
    if (untrumped && doOut) {
      const pr = k.holdsCard(r, trumpDo);
      if (pr > 0) {
        const bonus = k.trickNo === 0 ? 52 : k.lastTrick ? 20 : 10;
        score += (k.mine(r) ? 1 : -1) * pr * bonus * (j === after ? 1 : 0.6);
      }
    }
  }
  if (IS_DO[wCard]) score += (k.mine(wSeat) ? 1 : -1) * pStay * doBonus(k, wCard);
  score += (2 * pMine - 1) * (base + 1.2 * after);
  score -= keepValue(k, st, c, trumpsHeld);
  if (trick.length === 0) score += leadBonus(k, st, c, trumpsHeld);
  // The seat's own side-Do 26 needs the lead in the last trick: win the one before (H45).
  if (st.ownSideDo && v.hand.length === 2) score += (2 * pMine - 1) * st.ownSideDo.amount * 20;
  return { score, trickWon: pMine };
}

/** Extra worth of leading `c`: drawing trumps for the party's own 26, forcing out an opponent's laid Do. */
function leadBonus(k: Knowledge, st: Stakes, c: number, trumpsHeld: number): number {
  if (SUIT_OF[c] !== k.trump || k.trump < 0) return 0;
  const unseenTrumps = k.unseenIn(k.trump);
  let drawn = 0;
  for (let s = 0; s < k.n; s++) if (s !== k.me && !k.mine(s)) drawn += k.holdsTrumps(s, unseenTrumps);
  let bonus = 0;
  if (st.oppTrumpDo) {
    // The announcer must play a trump; holding only the Do, he loses his 26 (H20, H43).
    const alone = 1 - k.holdsTrumps(st.oppTrumpDo.seat, unseenTrumps);
    bonus += alone * st.oppTrumpDo.amount * POINTS_PER_MARK - 4;
  }
  if (st.ownTrumpDo && !IS_DO[c]) bonus += drawn * st.ownTrumpDo.amount * (st.ownTrumpDo.seat === k.me ? 8 : 3);
  else if (trumpsHeld >= k.trumpsOut && k.trumpsOut > 0) bonus += drawn * 2;
  return bonus;
}

/** Does card `x` beat the card `w` winning so far (H21)? */
function beats(k: Knowledge, x: number, w: number): boolean {
  const sx = SUIT_OF[x];
  const sw = SUIT_OF[w];
  if (sx === sw) return STRENGTH[x]! > STRENGTH[w]!;
  return sx === k.trump;
}

function playChoice(k: Knowledge, moves: readonly HundertspielMove[], detail: boolean): Choice {
  const st = stakesOf(k);
  const trumpsHeld = k.trump >= 0 ? k.hand.filter((c) => SUIT_OF[c] === k.trump).length : 0;
  const scored: Scored[] = [];
  let best: HundertspielMove = moves[0]!;
  let bestScore = -Infinity;
  let bestWon = 0;
  for (const m of moves) {
    if (m.type !== 'play') continue;
    const e = evalPlay(k, st, idx(m.card), trumpsHeld);
    if (detail) scored.push({ move: m, score: e.score, trickWon: e.trickWon });
    if (e.score > bestScore) {
      bestScore = e.score;
      best = m;
      bestWon = e.trickWon;
    }
  }
  const reason = detail && best.type === 'play' ? playReason(k, st, idx(best.card), bestWon) : 'winTrick';
  return { move: best, reason, scored: detail ? scored : null, source: 'heuristic' };
}

/** The reason code for playing `c` (also used for the strong player's choice). */
export function playReasonFor(v: Sight, card: string, trickWon: number): HundertspielReason {
  const k = new Knowledge(v);
  return playReason(k, stakesOf(k), idx(card), trickWon);
}

function playReason(k: Knowledge, st: Stakes, c: number, trickWon: number): HundertspielReason {
  const v = k.v;
  const trick = v.trick;
  const trumpDo = k.trump >= 0 ? cardAt(k.trump, 0) : -1;
  let wCard = -1;
  let wSeat = -1;
  for (const p of trick) {
    const x = idx(p.card);
    if (wCard < 0 || beats(k, x, wCard)) {
      wCard = x;
      wSeat = p.seat;
    }
  }
  const winsNow = wCard < 0 || beats(k, c, wCard);
  const trumped = wCard >= 0 && SUIT_OF[wCard] === k.trump;
  if (c === trumpDo && k.trickNo === 0 && winsNow && trick.length === k.n - 1) return 'doFirstTrick';
  if (IS_DO[c] && winsNow && trick.length === k.n - 1) return 'doTrick';
  if (trick.length === 0) {
    if (SUIT_OF[c] === k.trump) {
      if (st.oppTrumpDo) return 'attackLaidDo';
      if (st.ownTrumpDo || st.ownSideDo) return 'protectAnnouncement';
      return 'drawTrumps';
    }
    if (IS_DO[c] && trickWon >= 0.5) return 'doTrick';
    return trickWon >= 0.5 ? 'cashWinner' : 'leadLow';
  }
  const third = k.n === 4 && trick.length === 2 && k.me === (v.dealer + 3) % 4;
  if (k.trickNo === 0 && third && !trumped && SUIT_OF[c] === k.trump && !k.hand.includes(trumpDo)) return 'trumpFirstTrick';
  if (st.keepLaid.size > 0 && SUIT_OF[c] === k.trump && !st.keepLaid.has(c)) return 'protectAnnouncement';
  if (winsNow) return IS_DO[c] ? 'doTrick' : 'winTrick';
  if (k.hand.includes(trumpDo) && c !== trumpDo && !trumped && !st.keepLaid.has(trumpDo)) return 'keepTrumpDo';
  if ((st.oppTrumpDo || st.oppSideDo) && SUIT_OF[c] !== k.trump && k.myTrumps().length > 0 && k.myTrumps().length <= 2) return 'guardAgainstDo';
  if (k.partner !== null && wSeat === k.partner) return POINTS[c]! > 0 ? 'smearPartner' : 'followPartner';
  return 'duckTrick';
}
