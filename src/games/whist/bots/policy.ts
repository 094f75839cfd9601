/**
 * The normal player's rules of thumb (shared/rules/whist.md §10, Tier 1: B-W-1…5, B-W-7…9,
 * B-W-12…14; returning partner's lead [Std]; a little of Tiers 2 and 3: B-W-6 cash winners at once,
 * B-W-10 no hurry when rich in trumps, B-W-15 keep guards, B-W-24 let the J pass), on the compact
 * Table. The strong player uses the same rules to play out the deals it samples, for every seat.
 *
 * Where the source's rules were refined by measurement (duplicate matches against the literal
 * reading): masters in plain suits are cashed early (B-W-1, B-W-6) unless rich in trumps (B-W-10);
 * third hand treats partner's card as safe only when nothing still out can beat it (B-W-13); a void
 * player discards rather than trumps only when partner's card is safe (B-W-14).
 *
 * Honest by construction: a decision for `seat` reads only that seat's hand (`t.hands[seat*4 + s]`)
 * and public facts (cards played, the trick, voids, discards, leads, the turn-up, the dealer).
 */
import {
  FULL,
  HONOUR_MASK,
  R10,
  R6,
  RA,
  RJ,
  RK,
  RQ,
  type Table,
  hiBit,
  loBit,
  popcount,
  rankOfId,
  suitOfId,
} from './table.js';

/** The B-W rule (or [Std] practice) behind the last choice of `normalCard` (for the hint). */
export let lastRule = '';

const AKQ = (1 << RA) | (1 << RK) | (1 << RQ);
const bit = (r: number) => 1 << r;
const has = (m: number, r: number) => (m & (1 << r)) !== 0;

/** The normal player's card (a legal one) for the seat to move. */
export function normalCard(t: Table, seat: number): number {
  const ls = t.ledSuit();
  if (ls < 0) return lead(t, seat);
  const mine = t.hands[seat * 4 + ls]!;
  return mine !== 0 ? follow(t, seat, ls, mine) : voidIn(t, seat, ls);
}

// ---------------------------------------------------------------------------------------------
// Leading (B-W-3 … B-W-9)

/**
 * B-W-3: a top sequence in suit s: three or more cards in a row of the seat's, starting at most two
 * below the highest card still out (A-K-Q, K-Q-J, Q-J-10, counting played cards as gone).
 * Returns the run as a rank mask, or 0.
 */
export function topSequence(t: Table, seat: number, s: number): number {
  const mine = t.hands[seat * 4 + s]!;
  if (popcount(mine) < 3) return 0;
  const live = FULL & ~t.played[s]!;
  let index = 0;
  let run = 0;
  for (let r = 12; r >= 0; r--) {
    if (!has(live, r)) continue;
    if (has(mine, r)) run |= bit(r);
    else {
      if (run) break;
      if (++index > 2) return 0;
    }
  }
  return popcount(run) >= 3 ? run : 0;
}

/**
 * B-W-8: which trump to lead from a trump holding (rank mask); `threeRounds` (B-W-9, special rules 1
 * and 2: A-K or K-Q with four small and a strong side suit) leads the top; `rhoTurnedUpHonour`: the
 * dealer on the right turned up an honour (rule 18). Returns a rank.
 */
export function whichTrump(h: number, threeRounds: boolean, rhoTurnedUpHonour: boolean): number {
  const A = has(h, RA), K = has(h, RK), Q = has(h, RQ), J = has(h, RJ), T = has(h, R10), N = has(h, 7), E = has(h, 6);
  const smallest = loBit(h);
  if (A && K && Q) return RA;
  if (K && Q && J) return RK;
  if (Q && J && T) return RQ;
  if (A && K && J) return RK;
  if (A && K) return threeRounds ? RA : smallest;
  if (K && Q && T) return RK;
  if (K && Q) return threeRounds ? RK : smallest;
  if (Q && J && N) return RQ;
  if (Q && J) return smallest;
  if (J && T && E) return RJ;
  if (J && T) return smallest;
  if (T && N && E) return popcount(h) <= 5 || rhoTurnedUpHonour ? R10 : smallest;
  return smallest;
}

function lead(t: Table, seat: number): number {
  const T = t.trump;
  const base = seat * 4;
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  const trumpsOut = t.trumpsOut(seat);
  const oppHasTrumps = (o: number) => trumpsOut > 0 && !(t.voids[o]! & bit(T));
  const oppsNoTrumps = !oppHasTrumps(lho) && !oppHasTrumps(rho);
  /** An opponent has shown out of s and may still trump it. */
  const ruffDanger = (s: number) => ((t.voids[lho]! & bit(s)) !== 0 && oppHasTrumps(lho)) || ((t.voids[rho]! & bit(s)) !== 0 && oppHasTrumps(rho));
  const card = (s: number, r: number) => s * 13 + r;
  const trumps = t.hands[base + T]!;
  const nTrumps = popcount(trumps);
  const plain: number[] = [];
  for (let s = 0; s < 4; s++) if (s !== T && t.hands[base + s]! !== 0) plain.push(s);
  if (plain.length === 0) {
    // Only trumps left: the top if it is the master, else the smallest.
    lastRule = 'B-W-8';
    const top = hiBit(trumps);
    return card(T, t.isMaster(seat, T, top) ? top : loBit(trumps));
  }
  const safe = plain.filter((s) => !ruffDanger(s));
  const strongSide = plain.some((s) => {
    const h = t.hands[base + s]!;
    return popcount(h) >= 4 && popcount(h & AKQ) >= 2;
  });
  const rhoHonour = t.dealer === rho && suitOfId(t.turnUp) === T && has(HONOUR_MASK, rankOfId(t.turnUp));

  // B-W-9: length in trumps and a strong side suit: draw trumps first (B-W-8 picks the card).
  if (trumps && !oppsNoTrumps && nTrumps >= 5 && strongSide) {
    lastRule = 'B-W-9';
    return card(T, whichTrump(trumps, nTrumps >= 6, rhoHonour));
  }

  // B-W-1, B-W-6: cash a master in a plain suit the opponents still follow; but rich in trumps
  // (B-W-10) there is no hurry while the opponents may hold trumps.
  const rich = nTrumps >= 5 || (nTrumps >= 4 && (trumps & HONOUR_MASK) !== 0);
  if (!rich || oppsNoTrumps) {
    let best = -1;
    for (const s of oppsNoTrumps ? plain : safe) {
      const top = hiBit(t.hands[base + s]!);
      if (t.isMaster(seat, s, top) && (best < 0 || popcount(t.hands[base + s]!) > popcount(t.hands[base + best]!))) best = s;
    }
    if (best >= 0) {
      lastRule = oppsNoTrumps ? 'B-W-1' : 'B-W-6';
      return card(best, hiBit(t.hands[base + best]!));
    }
  }

  // B-W-3: top sequences in plain suits: the top of three or four, the lowest of five or more.
  let seqSuit = -1;
  let seqRun = 0;
  let seqLen = -1;
  for (const s of safe) {
    const run = topSequence(t, seat, s);
    if (run && popcount(t.hands[base + s]!) > seqLen) {
      seqLen = popcount(t.hands[base + s]!);
      seqSuit = s;
      seqRun = run;
    }
  }
  if (seqSuit >= 0) {
    lastRule = 'B-W-3';
    return card(seqSuit, popcount(seqRun) >= 5 ? loBit(seqRun) : hiBit(seqRun));
  }

  // Return partner's lead [Std]: his suit, unless he has discarded from it since or an opponent can ruff it.
  const returns = t.led[partner]! & ~t.discards[partner]! & ~t.voids[partner]!;
  if (returns) {
    for (const s of safe) {
      if (!(returns & bit(s))) continue;
      lastRule = 'return';
      const h = t.hands[base + s]!;
      const top = hiBit(h);
      if (t.isMaster(seat, s, top)) return card(s, top);
      return card(s, popcount(h) === 2 ? top : loBit(h));
    }
    if (returns & bit(T) && trumps && !oppsNoTrumps) {
      lastRule = 'return';
      return card(T, whichTrump(trumps, false, rhoHonour));
    }
  }

  // B-W-5: five or more trumps and no invite elsewhere: lead a trump (B-W-8 picks it).
  const invites = safe.filter((s) => !(t.discards[partner]! & bit(s)) && isInvite(t.hands[base + s]!));
  if (trumps && !oppsNoTrumps && nTrumps >= 5 && invites.length === 0) {
    lastRule = 'B-W-5';
    return card(T, whichTrump(trumps, false, rhoHonour));
  }

  // B-W-4 (and B-W-7: not a suit partner has discarded): an invite from the longest such suit.
  lastRule = 'B-W-4';
  if (invites.length > 0) {
    let best = invites[0]!;
    for (const s of invites) if (popcount(t.hands[base + s]!) > popcount(t.hands[base + best]!)) best = s;
    return card(best, loBit(t.hands[base + best]!));
  }
  let pool = safe.filter((s) => !(t.discards[partner]! & bit(s)));
  if (pool.length === 0) pool = safe.length > 0 ? safe : plain;
  let best = pool[0]!;
  for (const s of pool) {
    const a = t.hands[base + s]!;
    const b = t.hands[base + best]!;
    if (popcount(a) > popcount(b) || (popcount(a) === popcount(b) && hiBit(a) > hiBit(b))) best = s;
  }
  const h = t.hands[base + best]!;
  const top = hiBit(h);
  if (t.isMaster(seat, best, top)) return card(best, top);
  // The top of a two-card sequence headed by a ten or better (J-10, 10-9), else the smallest (a "false invite").
  const liveBelow = FULL & ~t.played[best]! & (bit(top) - 1);
  if (top >= R10 && liveBelow && has(h, hiBit(liveBelow))) return card(best, top);
  return card(best, loBit(h));
}

/** B-W-4: a card no higher than a six from a suit holding A, K or Q. */
function isInvite(h: number): boolean {
  return (h & AKQ) !== 0 && loBit(h) <= R6;
}

// ---------------------------------------------------------------------------------------------
// Playing to a trick (B-W-12 … B-W-14)

/**
 * Partner's winning card will hold the trick: the seat plays last, or no card still out can beat it
 * and the last player cannot trump it.
 */
function partnerHolds(t: Table, seat: number, wc: number): boolean {
  if (t.trickLen === 3) return true;
  const s = suitOfId(wc);
  const r = rankOfId(wc);
  const last = (seat + 1) & 3;
  const ls = t.ledSuit();
  const lastMayTrump = s !== t.trump && (t.voids[last]! & bit(ls)) !== 0 && (t.voids[last]! & bit(t.trump)) === 0 && t.trumpsOut(seat) > 0;
  if (lastMayTrump) return false;
  return t.isMaster(seat, s, r);
}

function follow(t: Table, seat: number, ls: number, mine: number): number {
  const wi = t.winnerIndex();
  const wc = t.trickCard[wi]!;
  const partnerWinning = t.trickSeat[wi]! === ((seat + 2) & 3);
  const pos = t.trickLen;
  const low = ls * 13 + loBit(mine);
  // Can the seat win by following? Not after a trump on a plain suit.
  const above = suitOfId(wc) === ls ? mine & ~(bit(rankOfId(wc) + 1) - 1) : 0;
  if (pos === 1) {
    const led = t.trickCard[0]!;
    // Cover an honour led (not with A-10 or K-10 against a jack of trumps when the Q was turned up on the right: B-W-24).
    if (above && rankOfId(led) >= RJ && !bw24(t, seat, ls, mine, led)) {
      lastRule = 'B-W-12';
      return ls * 13 + loBit(above);
    }
    lastRule = 'B-W-12';
    return low;
  }
  if (partnerWinning && partnerHolds(t, seat, wc)) {
    lastRule = 'B-W-13';
    return low;
  }
  if (pos === 2) {
    // B-W-13: third hand high, the lowest of equal cards; low when the last player can trump anyway.
    const last = (seat + 1) & 3;
    if ((t.voids[last]! & bit(ls)) && !(t.voids[last]! & bit(t.trump)) && t.trumpsOut(seat) > 0 && ls !== t.trump) {
      lastRule = 'B-W-13';
      return low;
    }
    const top = hiBit(mine);
    lastRule = 'B-W-13';
    if (above) return ls * 13 + t.lowestEquivalent(seat, ls, top);
    return low;
  }
  // Fourth hand: win as cheaply as possible, else the lowest (B-W-13).
  lastRule = 'B-W-13';
  return above ? ls * 13 + loBit(above) : low;
}

/** B-W-24: with A-10 or K-10 (and small) of trumps, when the Q was turned up on the right and the right-hand opponent leads the J: let it pass. */
function bw24(t: Table, seat: number, ls: number, mine: number, led: number): boolean {
  const rho = (seat + 3) & 3;
  return (
    ls === t.trump &&
    rankOfId(led) === RJ &&
    t.trickSeat[0] === rho &&
    t.dealer === rho &&
    t.turnUp === t.trump * 13 + RQ &&
    has(mine, R10) &&
    (has(mine, RA) || has(mine, RK))
  );
}

/** B-W-14: void in the suit led. */
function voidIn(t: Table, seat: number, ls: number): number {
  const T = t.trump;
  const trumps = t.hands[seat * 4 + T]!;
  const wi = t.winnerIndex();
  const wc = t.trickCard[wi]!;
  const partnerWinning = t.trickSeat[wi]! === ((seat + 2) & 3);
  lastRule = 'B-W-14';
  const partnerSafe = partnerWinning && (t.trickLen === 3 || t.isMaster(seat, suitOfId(wc), rankOfId(wc)));
  if (!partnerSafe && trumps && ls !== T) {
    const over = suitOfId(wc) === T ? trumps & ~(bit(rankOfId(wc) + 1) - 1) : trumps;
    if (over) return T * 13 + loBit(over);
  }
  return discard(t, seat);
}

/**
 * B-W-14: discard from the weakest or shortest plain suit, never from one holding a master
 * (B-W-15: nor a guarded king); a trump only when nothing else is left.
 */
export function discard(t: Table, seat: number): number {
  const base = seat * 4;
  let best = -1;
  let bestKey = Infinity;
  for (let s = 0; s < 4; s++) {
    const h = t.hands[base + s]!;
    if (s === t.trump || !h) continue;
    const top = hiBit(h);
    let key = popcount(h) * 20 + top;
    if (t.isMaster(seat, s, top)) key += 1000;
    else if (top === RK && popcount(h) === 2) key += 400;
    else if (top === RQ && popcount(h) === 3) key += 200;
    if (t.led[(seat + 2) & 3]! & bit(s)) key += 100;
    if (key < bestKey) {
      bestKey = key;
      best = s;
    }
  }
  if (best < 0) return t.trump * 13 + loBit(t.hands[base + t.trump]!);
  return best * 13 + loBit(t.hands[base + best]!);
}
