/**
 * Points, the race to 100 and marks (hundertspiel.md §5): trick points with the Do bonuses (H24–H30,
 * PD-H-18), scoring events in order (H32), the end of a game (H33–H38, H53, PD-H-5, PD-H-20, PD-H-21),
 * announcement marks (H39–H44, H61) and V-H-6's "aussagen" (PD-H-26).
 */
import { trickWinnerIndex } from '../tricks/trick-winner.js';
import { cardPoints, strengthOf, suitOf } from './cards.js';
import type { Draft, Events } from './draft.js';
import { SUIT_VALUE } from './rules.js';
import { partyOf, partySeats, playOrder, vorhandOf } from './seats.js';
import type { Announcement, HundertspielRules, PaymentReason, Play, ScoreReason, Seat, Suit } from './types.js';

export const TARGET = 100;
export const MATSCH_BELOW = 50;

/** The index in `cards` of the play that wins the trick (H21). */
export function winnerIndex(cards: readonly Play[], trump: Suit | null): number {
  return trickWinnerIndex(cards, trump, (p) => suitOf(p.card), (p) => strengthOf(p.card));
}

export interface TrickScore {
  readonly winner: Seat;
  readonly winningCard: string;
  readonly cardPoints: number;
  /** H25: 6 for the last trick. */
  readonly lastTrick: number;
  /** H26–H30 as PD-H-18 spreads them: 10, 20 (last), 52 (trick 1, trump Do), 36 (H29), 46 (H30). */
  readonly doBonus: number;
  readonly points: number;
}

/**
 * The score of a completed trick `cards`, given the tricks completed before it and whether it is the last.
 * H28 applies to the first trick won by the trump Do; H29/H30 are credited with the last trick.
 */
export function scoreTrick(earlier: readonly (readonly Play[])[], cards: readonly Play[], trump: Suit | null, last: boolean): TrickScore {
  const w = cards[winnerIndex(cards, trump)]!;
  const pts = cardPoints(cards.map((p) => p.card));
  let doBonus = 0;
  if (strengthOf(w.card) === 0) {
    if (earlier.length === 0 && suitOf(w.card) === trump && !last) doBonus = 52;
    else if (last) {
      const byDoOf = (t: readonly Play[] | undefined): Seat | null => {
        if (!t) return null;
        const p = t[winnerIndex(t, trump)]!;
        return strengthOf(p.card) === 0 ? p.seat : null;
      };
      const k = earlier.length;
      const prev = byDoOf(earlier[k - 1]);
      if (prev === w.seat && byDoOf(earlier[k - 2]) === w.seat) doBonus = 46;
      else if (prev === w.seat) doBonus = 36;
      else doBonus = 20;
    } else doBonus = 10;
  }
  const lastTrick = last ? 6 : 0;
  return { winner: w.seat, winningCard: w.card, cardPoints: pts, lastTrick, doBonus, points: pts + lastTrick + doBonus };
}

/** H15: points of an honours set. */
export function honourPoints(rank: string, count: number): number {
  if (rank === 'A') return count === 4 ? 40 : 30;
  if (rank === 'Do') return count === 4 ? 20 : 10;
  return count === 4 ? 12 : 6;
}

function pay(d: Draft, from: Seat, to: Seat, amount: number, reason: PaymentReason, ev: Events): void {
  if (amount === 0) return;
  const marks = d.marks.slice();
  marks[from]! -= amount;
  marks[to]! += amount;
  d.marks = marks;
  ev?.push({ type: 'payment', from, to, amount, reason });
}

/** One side pays another `amount` per seat: 4 players seat by seat, 3 players each payer to each payee. */
function payEach(d: Draft, payers: Seat[], payees: Seat[], amount: number, reason: PaymentReason, ev: Events): void {
  if (payers.length === payees.length) {
    for (let i = 0; i < payers.length; i++) pay(d, payers[i]!, payees[i]!, amount, reason, ev);
  } else {
    for (const from of payers) for (const to of payees) pay(d, from, to, amount, reason, ev);
  }
}

/**
 * H32: one scoring event. Nothing counts while a finished game is being settled (H35 b). When a party
 * reaches 100 the game ends at once (not with V-H-6, where reaching 100 ends nothing).
 */
export function credit(d: Draft, party: number, points: number, reason: ScoreReason, ev: Events): void {
  if (d.gameEnded === 'settle' || d.phase === 'dealOver') return;
  const scores = d.scores.slice();
  scores[party]! += points;
  d.scores = scores;
  ev?.push({ type: 'score', party, points, scores: scores.slice(), reason });
  if (scores[party]! >= TARGET && !d.rules.manualOut) endGame(d, party, ev);
}

/** H35: how the deal goes on after the game ended, decided at that moment. */
function thenOf(d: Draft): 'abandoned' | 'settle' | 'newGame' {
  if (d.announcements.length > 0) return 'settle';
  if (d.altUndNeu && d.gamesPlayed === d.dealGame) return 'newGame';
  return 'abandoned';
}

/**
 * The game ends: marks (H38, H53; Matsch H34 below 50, per loser with 3 players), `gameOver`, scores
 * back to 0 (H37), and the deal goes on as H35 says. `falseOut`: the seat whose "out" was false (§30).
 */
export function endGame(d: Draft, winner: number | null, ev: Events, falseOut: Seat | null = null): void {
  const rules = d.rules;
  const finalScores = d.scores.slice();
  const matsch: number[] = [];
  if (falseOut !== null) {
    const party = partyOf(rules, falseOut);
    if (rules.players === 4) {
      payEach(d, partySeats(rules, party), partySeats(rules, 1 - party), 1, 'game', ev);
    } else {
      for (let seat = 0; seat < 3; seat++) if (seat !== falseOut) pay(d, falseOut, seat, 1, 'game', ev);
    }
  } else if (winner !== null) {
    const winners = partySeats(rules, winner);
    for (let party = 0; party < rules.parties; party++) {
      if (party === winner) continue;
      const isMatsch = finalScores[party]! < MATSCH_BELOW;
      if (isMatsch) matsch.push(party);
      payEach(d, partySeats(rules, party), winners, isMatsch ? 2 : 1, isMatsch ? 'matsch' : 'game', ev);
    }
  }
  const then = thenOf(d);
  ev?.push({ type: 'gameOver', winner, scores: finalScores, matsch, then });
  d.gamesPlayed += 1;
  d.scores = new Array<number>(rules.parties).fill(0);
  d.gameEnded = then;
  if (then === 'abandoned' && d.phase !== 'dealOver') {
    d.phase = 'dealOver';
    d.toMove = null;
    ev?.push({ type: 'dealOver', reason: 'abandoned' });
  }
}

/** V-H-6 (PD-H-26): `out` by `seat`: a true "out" wins the game for his party, a false one loses it. */
export function declareOut(d: Draft, seat: Seat, ev: Events): void {
  const party = partyOf(d.rules, seat);
  const valid = d.scores[party]! >= TARGET;
  ev?.push({ type: 'out', seat, party, valid });
  if (valid) endGame(d, party, ev);
  else endGame(d, d.rules.players === 4 ? 1 - party : null, ev, seat);
}

/** V-H-6 at the end of a deal: the only party with 100 or more wins; several: Vorhand's, else the first in play order (§29). */
export function endOfDealOut(d: Draft, ev: Events): void {
  if (d.gameEnded !== null && d.gameEnded !== 'newGame') return;
  const over: number[] = [];
  for (let p = 0; p < d.rules.parties; p++) if (d.scores[p]! >= TARGET) over.push(p);
  if (over.length === 0) return;
  let winner = over[0]!;
  if (over.length > 1) {
    const order = playOrder(d).map((seat) => partyOf(d.rules, seat));
    const vh = partyOf(d.rules, vorhandOf(d));
    winner = over.includes(vh) ? vh : order.find((p) => over.includes(p))!;
  }
  endGame(d, winner, ev);
}

/** H39–H41, H61: the marks per paying seat of an announcement. */
export function announcementAmount(rules: HundertspielRules, a: Readonly<Announcement>, trump: Suit | null): number {
  let base = a.kind === '26' ? 2 : 4;
  if (rules.suitValuePay && trump !== null) base = SUIT_VALUE[trump];
  return base * 2 ** a.contra;
}

/** H44: every decided announcement's marks, at the end of the deal. */
export function payAnnouncements(d: Draft, ev: Events): void {
  const rules = d.rules;
  for (const a of d.announcements) {
    if (a.status === 'open') continue;
    const amount = announcementAmount(rules, a, d.trump);
    const party = partyOf(rules, a.seat);
    const own = partySeats(rules, party);
    const others: Seat[] = [];
    for (let seat = 0; seat < rules.players; seat++) if (partyOf(rules, seat) !== party) others.push(seat);
    if (a.status === 'won') payEach(d, others, own, amount, a.kind, ev);
    else payEach(d, own, others, amount, a.kind, ev);
  }
}
