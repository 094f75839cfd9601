/**
 * The hint's data: which legal cards are really different (equal cards count once), the reason code
 * of a card in its position (the same reading for every level), and the explanation record.
 */
import type { WhistMove, WhistView } from '../types.js';
import { topSequence } from './policy.js';
import {
  FULL,
  R6,
  RA,
  RJ,
  RK,
  RQ,
  type Table,
  beats,
  cardId,
  loBit,
  popcount,
  rankOfId,
  suitOfId,
} from './table.js';
import type { CandidateStats, WhistExplanation, WhistReason } from './types.js';

const AKQ = (1 << RA) | (1 << RK) | (1 << RQ);

/** A candidate: one legal move standing for all the cards equal to it (the lowest of them). */
export interface Candidate {
  move: WhistMove;
  /** Card number (table.ts), or -1 for the call. */
  card: number;
}

/**
 * The distinct legal moves: the call, and one card per group of equal cards (cards of one suit with
 * no card still out between them are worth the same; the lowest stands for the group).
 */
export function distinctMoves(t: Table, seat: number, legal: readonly WhistMove[]): Candidate[] {
  const out: Candidate[] = [];
  const bySuit: { id: number; move: WhistMove }[][] = [[], [], [], []];
  for (const m of legal) {
    if (m.type !== 'play') {
      if (m.type === 'call') out.push({ move: m, card: -1 });
      continue;
    }
    const id = cardId(m.card);
    bySuit[suitOfId(id)]!.push({ id, move: m });
  }
  for (let s = 0; s < 4; s++) {
    const cards = bySuit[s]!.sort((a, b) => b.id - a.id);
    if (cards.length === 0) continue;
    const outstanding = t.outstanding(seat, s);
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i]!;
      const next = cards[i + 1];
      // Close the group at c when a card still out lies between c and the next lower card.
      const lowerR = next ? rankOfId(next.id) : -1;
      const between = outstanding & ((1 << rankOfId(c.id)) - 1) & ~((1 << (lowerR + 1)) - 1);
      if (!next || between) out.push({ move: c.move, card: c.id });
    }
  }
  return out;
}

/** The reason code of playing `card` for `seat` in the position `t` (before the card is played). */
export function classify(t: Table, seat: number, card: number): WhistReason {
  const s = suitOfId(card);
  const r = rankOfId(card);
  const T = t.trump;
  const base = seat * 4;
  const partner = (seat + 2) & 3;
  const mine = t.hands[base + s]!;
  const pos = t.trickLen;
  if (pos === 0) {
    if (s === T) return 'leadTrumps';
    const run = topSequence(t, seat, s);
    if (run & (1 << r)) return 'topSequence';
    if (t.isMaster(seat, s, r)) return 'cashWinner';
    if (t.led[partner]! & (1 << s) && !(t.voids[partner]! & (1 << s))) return 'returnPartnersLead';
    if (t.voids[partner]! & (1 << s) && !(t.voids[partner]! & (1 << T)) && t.trumpsOut(seat) > 0) return 'partnerCanRuff';
    if (r <= R6 && mine & AKQ && loBit(mine) === r) return 'invite';
    if (popcount(mine) <= 2) return 'shortSuit';
    return 'longSuit';
  }
  const ls = t.ledSuit();
  const wi = t.winnerIndex();
  const wc = t.trickCard[wi]!;
  const wins = beats(card, wc, T);
  const partnerWinning = t.trickSeat[wi]! === partner;
  if (s !== ls) {
    if (s === T && wins) return suitOfId(wc) === T ? 'overruff' : 'ruff';
    return 'discard';
  }
  if (partnerWinning) {
    // Third hand over partner's card that the last player could still beat: third hand high.
    if (wins) return pos === 2 && !t.isMaster(seat, suitOfId(wc), rankOfId(wc)) ? 'thirdHandHigh' : 'overtakePartner';
    return r === loBit(mine) ? 'partnerWinning' : 'unblock';
  }
  if (wins) {
    if (pos === 1 && rankOfId(t.trickCard[0]!) >= RJ) return 'coverHonour';
    if (pos === 2) return 'thirdHandHigh';
    return 'winTrick';
  }
  const couldWin = suitOfId(wc) === ls && mine >>> (rankOfId(wc) + 1) !== 0;
  if (couldWin) return pos === 1 ? 'secondHandLow' : 'duckTrick';
  return pos === 1 ? 'secondHandLow' : 'cannotWin';
}

/** Everything the explanation says that does not come from a search. */
export function describeMove(
  view: WhistView,
  t: Table,
  cands: readonly Candidate[],
  chosen: Candidate,
  best: CandidateStats,
  alternatives: CandidateStats[],
  extra: { rule: string | null; agreesWithNormal: boolean | null; samples: number; source: 'search' | 'heuristic' },
): WhistExplanation {
  const seat = view.viewer;
  const isCall = chosen.card < 0;
  const forced = !isCall && cands.filter((c) => c.card >= 0).length <= 1;
  let reason: WhistReason;
  if (isCall) reason = 'call';
  else if (forced) reason = 'onlyCard';
  else reason = classify(t, seat, chosen.card);
  const card = chosen.card;
  const master = !isCall && t.isMaster(seat, suitOfId(card), rankOfId(card));
  const winning = !isCall && (t.trickLen === 0 || beats(card, t.trickCard[t.winnerIndex()]!, t.trump));
  const first = alternatives[0];
  const margin = best.expectedValue !== null && first && first.expectedValue !== null ? best.expectedValue - first.expectedValue : 0;
  return {
    reason,
    move: chosen.move,
    seat,
    card: isCall ? null : chosen.move.type === 'play' ? chosen.move.card : null,
    position: isCall ? 0 : t.trickLen + 1,
    forced,
    rule: extra.rule,
    agreesWithNormal: extra.agreesWithNormal,
    trumpsOut: t.trumpsOut(seat),
    master,
    winning,
    best,
    alternatives,
    margin,
    samples: extra.samples,
    source: extra.source,
  };
}

/** Statistics for a move that was not searched. */
export function unsearched(move: WhistMove): CandidateStats {
  return { move, visits: 0, expectedValue: null, standardError: null, expectedTricks: null };
}

/** The group of equal cards `card` belongs to, as a rank mask (for "the same card as" comparisons). */
export function equalGroup(t: Table, seat: number, card: number): number {
  const s = suitOfId(card);
  const mine = t.hands[seat * 4 + s]!;
  const live = FULL & ~t.played[s]!;
  let g = 1 << rankOfId(card);
  for (let k = rankOfId(card) + 1; k < 13; k++) {
    if (!(live & (1 << k))) continue;
    if (!(mine & (1 << k))) break;
    g |= 1 << k;
  }
  for (let k = rankOfId(card) - 1; k >= 0; k--) {
    if (!(live & (1 << k))) continue;
    if (!(mine & (1 << k))) break;
    g |= 1 << k;
  }
  return g;
}
