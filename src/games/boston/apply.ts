/**
 * Applying a legal move (no validation: legal.ts judges moves) and carrying the deal on to the next
 * decision (BO24–BO43, BO58): the end of the auction or the all-pass, the trump of a colour or
 * superior contract, the whist round, the discard, the exposed hand, the leader, the tricks, the end
 * of a misère at the declarer's first trick, the settlement, and the kettle after the last deal.
 */
import { trickWinnerIndex } from '../tricks/trick-winner.js';
import { afterStep, replayAuction } from './auction.js';
import { strengthOf, suitOf } from './cards.js';
import { draftOf, eldestOf, freeze, withSeat, without, type Draft, type Events } from './draft.js';
import { ALL_PASS } from './deal.js';
import { admitsPartner, isMisere, isOpen, isPetite } from './ladder.js';
import { kettle, marksOf, payIn, places, resultOf, settle, trumpOfClass } from './settle.js';
import type { AuctionStep, BostonMove, BostonState, Outcome, Play, Suit, WhistStep } from './types.js';
import { replayWhist } from './whist-round.js';

/** BO40: the index in `trick` of the winning play (no trump in a misère). */
export function trickWinner(trick: readonly Play[], trump: Suit | null): number {
  return trickWinnerIndex(trick, trump, (p) => suitOf(p.card), (p) => strengthOf(p.card));
}

/** BO41: the tricks a contract plays: 12 in a petite misère, else 13 (a misère may end sooner). */
export const tricksToPlay = (s: { contract: BostonState['contract'] }): number => (s.contract !== null && isPetite(s.contract) ? 12 : 13);

/** BO31, PD-BO-11: the declarer's cards lie face up (an open misère, from the leader or play phase on). */
export function isExposed(s: Pick<BostonState, 'contract' | 'phase' | 'declarer' | 'outcome'>): boolean {
  if (s.contract === null || s.declarer === null || !isOpen(s.contract) || s.outcome === 'passed') return false;
  return s.phase === 'leader' || s.phase === 'play' || s.phase === 'dealOver' || s.phase === 'sessionOver';
}

function speak(d: Draft, step: AuctionStep, ev: Events): void {
  const st = afterStep(replayAuction(d.auction, d.dealer, d.rules.players), step);
  d.auction = [...d.auction, step];
  if (step.move === 'pass') ev.push({ type: 'pass', seat: step.seat });
  else ev.push(step.class ? { type: 'bid', seat: step.seat, contract: step.contract!, class: step.class } : { type: 'bid', seat: step.seat, contract: step.contract! });
  d.declarer = st.high?.seat ?? null;
  d.contract = st.high?.contract ?? null;
  d.class = st.high?.class ?? null;
  if (!st.done) {
    d.toMove = st.toMove;
    return;
  }
  if (st.high === null) {
    // BO12: all passed: two marks each into the pot, the deal passes on
    ev.push({ type: 'allPassed' });
    d.balances = d.balances.slice();
    for (let s = 0; s < d.rules.players; s++) payIn(d, ev, s, ALL_PASS, 'pass');
    endDeal(d, ev, 'passed');
    return;
  }
  ev.push(d.class ? { type: 'auctionWon', seat: d.declarer!, contract: d.contract!, class: d.class } : { type: 'auctionWon', seat: d.declarer!, contract: d.contract! });
  d.toMove = d.declarer;
  if (isMisere(d.contract!)) {
    if (isPetite(d.contract!)) d.phase = 'discard';
    else afterDiscard(d, ev);
    return;
  }
  if (d.class === 'simple') {
    d.phase = 'trump';
    return;
  }
  setTrump(d, trumpOfClass(d.class!, d.superior)!, ev);
}

/** BO29: the trump is fixed; Boston-Whist asks next (BO32), else play begins. */
function setTrump(d: Draft, suit: Suit, ev: Events): void {
  d.trump = suit;
  ev.push({ type: 'trump', seat: d.declarer!, suit, class: d.class! });
  if (d.rules.whist && admitsPartner(d.contract!)) {
    d.phase = 'whist';
    d.toMove = replayWhist([], d.declarer!, d.dealer, d.rules.players, d.rules.whistAlways).toMove;
  } else startPlay(d, eldestOf(d), ev);
}

/** BO32, BO33, V-BO-4: one step of the choice or the round. */
function whistStep(d: Draft, step: WhistStep, ev: Events): void {
  d.whist = [...d.whist, step];
  const st = replayWhist(d.whist, d.declarer!, d.dealer, d.rules.players, d.rules.whistAlways);
  const seat = step.seat;
  if (step.move === 'alone' || step.move === 'seek' || step.move === 'whist') ev.push({ type: step.move, seat });
  else if (step.move === 'pass') ev.push({ type: 'noWhist', seat });
  else ev.push({ type: step.move, seat, partner: st.offer! });
  if (st.stage !== 'done') {
    d.toMove = st.toMove;
    return;
  }
  d.partner = st.partner;
  ev.push({ type: 'partner', seat: st.partner });
  startPlay(d, eldestOf(d), ev);
}

/** BO31, V-BO-6: after the discard (or at once): the open hand laid down, the leader named or play. */
function afterDiscard(d: Draft, ev: Events): void {
  if (isOpen(d.contract!)) ev.push({ type: 'exposed', seat: d.declarer!, cards: d.hands[d.declarer!]!.slice() });
  if (d.rules.misereLeader) {
    d.phase = 'leader';
    d.toMove = d.declarer;
  } else startPlay(d, eldestOf(d), ev);
}

/** BO38: play begins with `leader` to lead. */
function startPlay(d: Draft, leader: number, ev: Events): void {
  d.phase = 'play';
  d.leader = leader;
  d.toMove = leader;
  ev.push({ type: 'leader', seat: leader });
}

/** BO38–BO41: a card to the trick; a full trick to its winner, who leads next. */
function play(d: Draft, seat: number, card: string, ev: Events): void {
  const n = d.rules.players;
  d.hands = withSeat(d.hands, seat, without(d.hands[seat]!, card));
  const trick = [...d.trick, { seat, card }];
  const number = d.tricks.length + 1;
  ev.push({ type: 'cardPlayed', seat, card, trick: number });
  if (trick.length < n) {
    d.trick = trick;
    d.toMove = (seat + 1) % n;
    return;
  }
  const winner = trick[trickWinner(trick, d.trump)]!.seat;
  d.won = withSeat(d.won, winner, d.won[winner]! + 1);
  d.tricks = [...d.tricks, trick];
  d.trick = [];
  ev.push({ type: 'trick', number, winner, cards: trick, won: d.won.slice() });
  // BO41, PD-BO-10: a misère ends at the declarer's first trick
  if (d.tricks.length === tricksToPlay(d) || (isMisere(d.contract!) && winner === d.declarer)) endDeal(d, ev, null);
  else d.toMove = winner;
}

/** The end of a deal: the result and its payments, dealOver, and after the last deal the kettle (BO53, BO55, BO56). */
function endDeal(d: Draft, ev: Events, passed: 'passed' | null): void {
  let outcome: Outcome = 'passed';
  if (passed === null) {
    const r = resultOf(d);
    outcome = r.outcome;
    ev.push({ type: 'result', outcome, declarer: d.declarer!, partner: d.partner, contract: d.contract!, class: d.class, trump: d.trump, side: r.side, needed: r.needed, failed: r.failed });
    const marks = marksOf(d, r);
    if (marks.points) ev.push({ type: 'points', ...marks.points });
    d.balances = d.balances.slice();
    d.betes = d.betes.slice();
    settle(d, r, marks.total, ev);
  }
  d.outcome = outcome;
  d.phase = 'dealOver';
  d.toMove = null;
  d.dealsPlayed++;
  ev.push({ type: 'dealOver', outcome });
  if (d.dealsPlayed >= d.rules.tours * d.rules.players) {
    d.balances = d.balances.slice();
    kettle(d, ev);
    d.phase = 'sessionOver';
    ev.push({ type: 'sessionOver', balances: d.balances.slice(), places: places(d.balances) });
  }
}

/**
 * The fast path: applies a move already known to be legal (bots, playouts) and carries the deal on;
 * never mutates `s`.
 */
export function applyLegal(s: BostonState, m: BostonMove): { state: BostonState; events: Events } {
  const d = draftOf(s);
  const ev: Events = [];
  const seat = s.toMove!;
  switch (m.type) {
    case 'bid':
      speak(d, m.class ? { seat, move: 'bid', contract: m.contract, class: m.class } : { seat, move: 'bid', contract: m.contract }, ev);
      break;
    case 'pass':
      if (s.phase === 'whist') whistStep(d, { seat, move: 'pass' }, ev);
      else speak(d, { seat, move: 'pass' }, ev);
      break;
    case 'trump':
      setTrump(d, m.suit, ev);
      break;
    case 'alone':
    case 'seek':
    case 'whist':
    case 'accept':
    case 'reject':
      whistStep(d, { seat, move: m.type }, ev);
      break;
    case 'discard':
      d.hands = withSeat(d.hands, seat, without(d.hands[seat]!, m.card));
      d.discard = m.card;
      ev.push({ type: 'discarded', seat, card: m.card, visibleTo: seat });
      afterDiscard(d, ev);
      break;
    case 'leader':
      startPlay(d, m.leader, ev);
      break;
    case 'play':
      play(d, seat, m.card, ev);
      break;
  }
  return { state: freeze(d), events: ev };
}
