/**
 * Applying a legal move and everything that follows by itself (T36, T38): the Skat laid and the
 * announcements, the auction's end (the new method's Skat taken, TL16), calls and the cards handed over
 * and given back (TL14, TL15), tricks (T20, T24) with the Sky's fate (T25), the settlement (settle.ts).
 * `applyLegal` trusts the move (legal.ts checks it); it never mutates its input (`applyLegalInPlace`
 * changes a state its caller owns).
 */
import { announcementOf } from './announce.js';
import { CALLS, replayAuction } from './auction.js';
import { SKY } from './cards.js';
import { resolveRules } from './rules.js';
import { settleAllPassed, settleDeal } from './settle.js';
import { skyWent, trickWinner } from './trick.js';
import type { TarokEvent, TarokMove, TarokRules, TarokState } from './types.js';

/**
 * A copy of `s` whose arrays the caller may change: shallow where the engine only appends (the auction,
 * the tricks, whose entries are never changed), the hands and the calls one level deeper.
 */
function draftOf(s: TarokState): TarokState {
  return {
    ...s,
    balances: s.balances.slice(),
    scores: s.scores ? s.scores.slice() : null,
    hands: s.hands.map((h) => h.slice()),
    skat: s.skat.slice(),
    auction: s.auction.slice(),
    calls: s.calls.map((c) => ({ ...c })),
    trick: s.trick.slice(),
    tricks: s.tricks.slice(),
    won: s.won.slice(),
  };
}

const remove = (hand: string[], card: string): void => {
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`applyLegal: ${card} is not in the hand`);
  hand.splice(i, 1);
};

/** The start of play: trois and deux announce first, dealer first (T14, TD4); the eldest leads (T20, TL18). */
function startPlay(d: TarokState, rules: TarokRules, events: TarokEvent[]): void {
  const n = rules.players;
  if (rules.form !== 'lomber') {
    d.announcements = d.hands.map((h) => announcementOf(h, rules.fromBelow));
    for (let k = 0; k < n; k++) {
      const seat = (d.dealer + k) % n;
      events.push({ type: 'announced', seat, ...d.announcements[seat]! });
    }
  }
  d.phase = 'play';
  d.toMove = (d.dealer + 1) % n;
}

/** After a give or a call spent in the Skat: the next call, or on (old: play; new: the declarer's Skat). */
function afterCall(d: TarokState, rules: TarokRules, events: TarokEvent[]): void {
  if (d.calls.length < CALLS[d.game!]) {
    d.phase = 'call';
    d.toMove = d.declarer;
  } else if (rules.method === 'new') {
    d.phase = 'skat';
    d.toMove = d.declarer;
  } else startPlay(d, rules, events);
}

/** The auction is over: all passed (TL13), or the declarer's game begins (TL14, TL16). */
function afterAuction(d: TarokState, rules: TarokRules, events: TarokEvent[], holder: number | null, game: TarokState['game']): void {
  if (holder === null || game === null) {
    d.declarer = null;
    d.game = null;
    settleAllPassed(d, rules, events);
    return;
  }
  d.declarer = holder;
  d.game = game;
  events.push({ type: 'auctionWon', seat: holder, game });
  if (rules.method === 'new') {
    events.push({ type: 'skatTaken', seat: holder, cards: d.skat.slice(), visibleTo: holder });
    d.hands[holder]!.push(...d.skat);
    d.skat = [];
  }
  afterCall(d, rules, events);
}

/** Applies a legal move (checked by `refusal`): the new state and what happened. */
export function applyLegal(s: TarokState, m: TarokMove): { state: TarokState; events: TarokEvent[] } {
  return applyLegalInPlace(draftOf(s), m);
}

/**
 * `applyLegal` on a state the caller owns and nobody else holds (a searching player's playout of a
 * sampled deal, after its first `applyLegal`): `d` itself becomes the new state, with no copy. The
 * same rules, by the same code.
 */
export function applyLegalInPlace(d: TarokState, m: TarokMove): { state: TarokState; events: TarokEvent[] } {
  const rules = resolveRules(d.options);
  const n = rules.players;
  const events: TarokEvent[] = [];
  const seat = d.toMove!;
  switch (m.type) {
    case 'discard': {
      remove(d.hands[seat]!, m.card);
      d.skat.push(m.card);
      events.push({ type: 'skatCard', seat, card: m.card, visibleTo: seat });
      if (d.skat.length === 3) {
        events.push({ type: 'skatLaid', seat });
        if (rules.form === 'lomber' && rules.method === 'old') {
          d.phase = 'auction';
          d.toMove = (d.dealer + 1) % n;
        } else startPlay(d, rules, events);
      }
      break;
    }
    case 'bid':
    case 'hold':
    case 'pass': {
      const eldest = (d.dealer + 1) % n;
      const before = replayAuction(d.auction, eldest, rules.method);
      const step = m.type === 'bid' ? { seat, move: 'bid' as const, game: m.game } : m.type === 'hold' ? { seat, move: 'hold' as const, game: before.game! } : { seat, move: 'pass' as const };
      d.auction.push(step);
      if (m.type === 'bid') events.push({ type: 'bid', seat, game: m.game });
      else if (m.type === 'hold') events.push({ type: 'hold', seat, game: before.game! });
      else events.push({ type: 'pass', seat });
      const st = replayAuction(d.auction, eldest, rules.method);
      d.declarer = st.lastBidder; // the contract: the seat of the last bid or hold
      d.game = st.game;
      if (st.done) afterAuction(d, rules, events, st.holder, st.game);
      else d.toMove = st.toMove;
      break;
    }
    case 'call': {
      const from = d.hands.findIndex((h, i) => i !== seat && h.includes(m.card));
      if (from < 0) {
        // TL15: it lies in the Skat; the call is spent
        d.calls.push({ card: m.card, from: null, returned: null });
        events.push({ type: 'called', seat, card: m.card, from: null });
        afterCall(d, rules, events);
      } else {
        remove(d.hands[from]!, m.card);
        d.hands[seat]!.push(m.card);
        d.calls.push({ card: m.card, from, returned: null });
        events.push({ type: 'called', seat, card: m.card, from });
        d.phase = 'give';
      }
      break;
    }
    case 'give': {
      const call = d.calls[d.calls.length - 1]!;
      remove(d.hands[seat]!, m.card);
      d.hands[call.from!]!.push(m.card);
      call.returned = m.card;
      events.push({ type: 'given', seat, to: call.from!, card: m.card, visibleTo: [seat, call.from!] });
      afterCall(d, rules, events);
      break;
    }
    case 'play': {
      remove(d.hands[seat]!, m.card);
      d.trick.push({ seat, card: m.card });
      const number = d.tricks.length + 1;
      events.push({ type: 'cardPlayed', seat, card: m.card, trick: number });
      if (d.trick.length < n) {
        d.toMove = (seat + 1) % n;
        break;
      }
      const winner = trickWinner(d.trick);
      const cards = d.trick;
      d.tricks.push(cards);
      d.trick = [];
      d.won[winner]!++;
      events.push({ type: 'trick', number, winner, cards: cards.slice(), won: d.won.slice() });
      const sky = cards.some((p) => p.card === SKY) ? skyWent(d.tricks) : null;
      if (sky) events.push({ type: 'sky', ...sky });
      if (d.tricks.length === 25) {
        settleDeal(d, rules, d.tricks.map(trickWinner), events);
      } else d.toMove = winner;
      break;
    }
  }
  return { state: d, events };
}
