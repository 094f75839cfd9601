/**
 * Applying a legal move (no validation: legal.ts judges moves) and carrying the deal on to the next
 * decision point (W15, W17–W22, W29–W33, V-W-4, V-W-5): the end of a trick, the turn-up taken up, the
 * automatic call, and at the end of the deal the scoring, the game, the rubber and the session.
 */
import { trickWinnerIndex } from '../tricks/trick-winner.js';
import { partnerOf, sideOf } from '../tricks/partnership.js';
import { strengthOf, suitOf } from './cards.js';
import { draftOf, freeze, type Draft, type Events } from './draft.js';
import { endDeal } from './scoring.js';
import type { CardKind, Play, Seat, Suit, WhistMove, WhistState } from './types.js';

/** W21: the index in `trick` of the winning play. */
export function trickWinner(trick: readonly Play[], trump: Suit): number {
  return trickWinnerIndex(trick, trump, (p) => suitOf(p.card), (p) => strengthOf(p.card));
}

/** W17, W22: the seat to lead the next trick: the eldest hand, then each trick's winner. */
export function leaderOf(s: Pick<WhistState, 'dealer' | 'tricks' | 'trump'>): Seat {
  const last = s.tricks[s.tricks.length - 1];
  return last ? last[trickWinner(last, s.trump)]!.seat : (s.dealer + 1) % 4;
}

/** W29, W30: `seat` may call now: its turn in trick 1 before playing, its side at exactly 8, two honours, no call yet. */
export function canCall(s: Pick<WhistState, 'phase' | 'toMove' | 'tricks' | 'scores' | 'honours' | 'calls'>, seat: Seat): boolean {
  if (s.phase !== 'play' || s.toMove !== seat || s.tricks.length > 0) return false;
  if (s.scores[sideOf(seat)] !== 8 || s.honours[seat]!.length < 2) return false;
  for (const c of s.calls) if (c.seat === seat) return false;
  return true;
}

function kindOf(trick: readonly Play[], card: string, trump: Suit): CardKind {
  if (trick.length === 0) return 'lead';
  const suit = suitOf(card);
  if (suit === suitOf(trick[0]!.card)) return 'follow';
  return suit === trump ? 'trump' : 'discard';
}

/** W15: when the dealer's turn comes in trick 1 he takes up the turn-up; V-W-4: the engine's call. */
function reachDecision(d: Draft, ev: Events): void {
  if (d.phase !== 'play') return;
  if (d.turnUpOnTable && d.toMove === d.dealer && d.tricks.length === 0) {
    d.turnUpOnTable = false;
    ev?.push({ type: 'turnUpTakenUp', dealer: d.dealer, card: d.turnUp });
  }
  if (d.rules.autoCall && d.toMove !== null && canCall(d, d.toMove)) call(d, d.toMove, true, ev);
}

function play(d: Draft, seat: Seat, card: string, ev: Events): void {
  const hand = d.hands[seat]!;
  const i = hand.indexOf(card);
  const nextHand = hand.slice();
  nextHand.splice(i, 1);
  const hands = d.hands.slice();
  hands[seat] = nextHand;
  d.hands = hands;
  const kind = ev ? kindOf(d.trick, card, d.trump) : 'lead';
  const trick = [...d.trick, { seat, card }];
  const w = trickWinner(trick, d.trump);
  const number = d.tricks.length + 1;
  ev?.push({ type: 'cardPlayed', seat, card, trick: number, kind, winning: trick[w]!.seat });
  if (trick.length < 4) {
    d.trick = trick;
    d.toMove = (seat + 1) % 4;
    return;
  }
  const winner = trick[w]!;
  const won = d.won.slice();
  won[sideOf(winner.seat)]!++;
  d.won = won;
  d.tricks = [...d.tricks, trick];
  d.trick = [];
  ev?.push({ type: 'trickWon', trick: number, seat: winner.seat, card: winner.card, cards: trick, won: won.slice() });
  if (number === 13) endDeal(d, 'played', null, ev);
  else d.toMove = winner.seat;
}

/** W31–W33: the call, answered for the partner at once; success ends the deal and wins the game. */
function call(d: Draft, seat: Seat, auto: boolean, ev: Events): void {
  const own = d.honours[seat]!.length;
  const partner = partnerOf(seat);
  const answer: 'yes' | 'no' | null = own >= 3 ? null : d.honours[partner]!.length > 0 ? 'yes' : 'no';
  d.calls = [...d.calls, { seat, answer }];
  ev?.push({ type: 'callMade', seat, auto });
  if (answer !== null) ev?.push({ type: 'callAnswered', seat: partner, answer });
  if (answer === 'no') return;
  const side = sideOf(seat);
  if (ev) {
    const cards = [0, 1, 2, 3].map((s) => (sideOf(s) === side ? d.honours[s]!.slice() : []));
    ev.push({ type: 'honoursShown', side, cards });
  }
  endDeal(d, 'call', side, ev);
}

/** V-W-5: the claimer's side takes every remaining trick (verified by legal.ts before). */
function claim(d: Draft, seat: Seat, ev: Events): void {
  const side = sideOf(seat);
  const tricks = 13 - d.tricks.length;
  const won = d.won.slice();
  won[side]! += tricks;
  d.won = won;
  ev?.push({ type: 'claimMade', seat, side, tricks });
  endDeal(d, 'claim', null, ev);
}

/**
 * The fast path: applies a move already known to be legal (bots, playouts, benchmarks) and carries
 * the deal on; `events` collects what happened (null: none built). Never mutates `s`.
 */
export function applyLegal(s: WhistState, m: WhistMove, events: Events): WhistState {
  const d = draftOf(s);
  const seat = s.toMove!;
  if (m.type === 'play') play(d, seat, m.card, events);
  else if (m.type === 'call') call(d, seat, false, events);
  else claim(d, seat, events);
  reachDecision(d, events);
  return freeze(d);
}

/** After a deal is dealt: the V-W-4 call of the eldest hand (PD-W-19). */
export function startPlay(d: Draft, ev: Events): void {
  reachDecision(d, ev);
}
