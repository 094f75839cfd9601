/**
 * Piquet's moves: the exchange one card at a time (Q12–Q16, PD-Q-21), the automatic declarations at
 * the younger's take (Q17–Q26, PD-Q-6), the twelve tricks (Q27–Q33) and the end of the deal.
 * Pure: `applyMove` and `applyLegal` return a new state and never touch their input.
 */
import type { MoveResult, RuleViolation } from '../../engine/game.js';
import { isCounting, isPiquetCard, rankIndex, suit } from './cards.js';
import { resolveCategory } from './declarations.js';
import { draftOf, stateOf, type Draft, type Events } from './draft.js';
import { credit, declarationCredit, endPartie, playCredit } from './scoring.js';
import type { Category, PiquetEvent, PiquetMove, PiquetState, Seat } from './types.js';

export type PiquetResult = MoveResult<PiquetState, PiquetEvent>;

const CATEGORIES: readonly Category[] = ['point', 'sequences', 'sets'];
const TAKE: PiquetMove = Object.freeze({ type: 'take' });

export function elderOf(s: { readonly dealer: Seat }): Seat {
  return 1 - s.dealer;
}

/** What the exchange bounds depend on: a state, or a seat's view (which counts the cards each took). */
type ExchangeFacts = Pick<PiquetState, 'dealer' | 'phase' | 'rules'> & ({ readonly takenCounts: readonly number[] } | { readonly taken: readonly (readonly string[])[] });

/** Q12, Q14: how many cards the player to move in an exchange must and may discard (from a state or a seat's view). */
export function exchangeBounds(s: ExchangeFacts): { min: number; max: number } | null {
  const elder = 1 - s.dealer;
  if (s.phase === 'exchange-elder') return { min: s.rules.elderMin, max: 5 };
  if (s.phase === 'exchange-younger') {
    const e = 'takenCounts' in s ? s.takenCounts[elder]! : s.taken[elder]!.length;
    return { min: s.rules.youngerTakesLeft ? 5 - e : 0, max: 8 - e };
  }
  return null;
}

/** Every legal move for the player to move; [] in 'dealOver' and 'gameOver'. */
export function legalMoves(s: PiquetState): PiquetMove[] {
  const seat = s.toMove;
  if (seat === null) return [];
  const hand = s.hands[seat]!;
  if (s.phase === 'play') {
    const out: PiquetMove[] = [];
    if (s.trick.length === 1) {
      const led = suit(s.trick[0]!.card);
      for (const c of hand) if (c[c.length - 1] === led) out.push({ type: 'play', card: c });
      if (out.length > 0) return out;
    }
    for (const c of hand) out.push({ type: 'play', card: c });
    return out;
  }
  const b = exchangeBounds(s);
  if (!b) return [];
  const n = s.discards[seat]!.length;
  const out: PiquetMove[] = [];
  if (n < b.max) for (const c of hand) out.push({ type: 'discard', card: c });
  if (n >= b.min) out.push(TAKE);
  return out;
}

function refuse(rule: string, code: string, message: string, details?: Record<string, unknown>): PiquetResult {
  const violation: RuleViolation = details ? { rule, code, message, details } : { rule, code, message };
  return { ok: false, violation };
}

/** Why `m` is illegal in `s` (nothing is changed), or null when it is legal. */
export function moveProblem(s: PiquetState, m: unknown): PiquetResult | null {
  if (s.phase === 'gameOver') return refuse('Q35', 'gameOver', 'the game is over: no move is possible (start the next game with nextDeal)');
  if (s.phase === 'dealOver' || s.toMove === null) return refuse('Q9', 'dealOver', 'the deal is over: the next deal must be dealt first (nextDeal)');
  const seat = s.toMove;
  const exchangeRule = s.phase === 'exchange-elder' ? 'Q12' : 'Q14';
  const phaseRule = s.phase === 'play' ? 'Q28' : exchangeRule;
  if (typeof m !== 'object' || m === null) return refuse(phaseRule, 'badMove', `a move must be an object with a type, got ${JSON.stringify(m)}`);
  const move = m as { type?: unknown; card?: unknown };
  const type = move.type;
  if (type !== 'discard' && type !== 'take' && type !== 'play') {
    return refuse(phaseRule, 'badMove', `unknown move type ${JSON.stringify(type)} (expected 'discard', 'take' or 'play')`);
  }
  const hand = s.hands[seat]!;
  if (s.phase === 'play') {
    if (type !== 'play') return refuse('Q15', 'exchangeOver', `seat ${seat} has already exchanged: nobody exchanges twice (Q15)`);
    const card = move.card;
    if (!isPiquetCard(card)) return refuse('Q28', 'badCard', `${JSON.stringify(card)} is not a card of the Piquet pack (Q2)`);
    if (!hand.includes(card)) return refuse('Q28', 'cardNotInHand', `${card} is not in the hand of seat ${seat}, who is to play`, { card, seat });
    if (s.trick.length === 1) {
      const led = suit(s.trick[0]!.card);
      if (suit(card) !== led && hand.some((c) => suit(c) === led)) {
        return refuse('Q28', 'mustFollowSuit', `seat ${seat} holds the suit led (${led}) and must follow it`, { card, led });
      }
    }
    return null;
  }
  // An exchange.
  if (type === 'play') return refuse('Q25', 'exchangeFirst', 'no card is played before both players have exchanged and declared (Q17, Q25)');
  const b = exchangeBounds(s)!;
  const n = s.discards[seat]!.length;
  const who = s.phase === 'exchange-elder' ? 'elder' : 'younger';
  if (type === 'discard') {
    const card = move.card;
    if (!isPiquetCard(card)) return refuse(exchangeRule, 'badCard', `${JSON.stringify(card)} is not a card of the Piquet pack (Q2)`);
    if (!hand.includes(card)) {
      const code = s.discards[seat]!.includes(card) ? 'alreadyDiscarded' : 'cardNotInHand';
      return refuse(exchangeRule, code, `${card} is not in the hand of the ${who} (seat ${seat})`, { card, seat });
    }
    if (n >= b.max) {
      return refuse(exchangeRule, 'tooManyDiscards', `the ${who} may exchange at most ${b.max} cards and has discarded ${n}`, { max: b.max, discarded: n });
    }
    return null;
  }
  if (n < b.min) {
    return refuse(exchangeRule, 'tooFewDiscards', `the ${who} must exchange at least ${b.min} cards and has discarded ${n}`, { min: b.min, discarded: n });
  }
  return null;
}

/** Validates and applies a move; never mutates `s`. A refusal names the rule broken and changes nothing. */
export function applyMove(s: PiquetState, m: PiquetMove): PiquetResult {
  const problem = moveProblem(s, m);
  if (problem) return problem;
  const events: PiquetEvent[] = [];
  const state = applyLegal(s, m, events);
  return { ok: true, state, events };
}

/**
 * The fast path for bots and playouts: applies a move known to be legal, without validation. Pass an
 * array to collect the events, or null to skip building them. Same state as `applyMove`.
 */
export function applyLegal(s: PiquetState, m: PiquetMove, ev: PiquetEvent[] | null): PiquetState {
  const d = draftOf(s);
  const seat = s.toMove!;
  if (m.type === 'discard') {
    const hand = d.hands[seat]!;
    hand.splice(hand.indexOf(m.card), 1);
    d.discards[seat]!.push(m.card);
    if (ev) ev.push({ type: 'discard', seat, card: m.card, count: d.discards[seat]!.length, visibleTo: seat });
  } else if (m.type === 'take') {
    take(d, seat, ev);
  } else {
    play(d, seat, m.card, ev);
  }
  return stateOf(d);
}

/** The end of an exchange: the top k talon cards, k = the cards discarded (Q12–Q16). */
function take(d: Draft, seat: Seat, ev: Events): void {
  const elder = 1 - d.dealer;
  const k = d.discards[seat]!.length;
  const cards = d.talon.slice(0, k);
  d.talon = d.talon.slice(k);
  d.hands[seat]!.push(...cards);
  d.taken[seat] = cards;
  const isElder = seat === elder;
  if (ev) {
    const left = isElder ? 5 - k : d.talon.length;
    ev.push({ type: 'exchange', seat, count: k, left });
    if (k > 0) ev.push({ type: 'cardsTaken', seat, cards: cards.slice(), visibleTo: seat });
    // Q13: the elder may look at the cards of his five he leaves; Q16: the younger at the talon he leaves.
    const seen = isElder ? d.talon.slice(0, 5 - k) : d.talon.slice();
    if (seen.length > 0) ev.push({ type: 'talonSeen', seat, cards: seen, visibleTo: seat });
    // V-Q-6: the holder's dealt cards are shown once his opponent has exchanged.
    if (d.rules.blancheShown && d.carteBlanche === 1 - seat && d.blanche) {
      ev.push({ type: 'shown', seat: 1 - seat, category: 'carteBlanche', cards: d.blanche.slice() });
    }
  }
  if (isElder) {
    d.phase = 'exchange-younger';
    d.toMove = 1 - elder;
    return;
  }
  // PD-Q-6: the declarations, automatic and complete, in Q17's order.
  for (const category of CATEGORIES) {
    const out = resolveCategory(category, elder, d.hands, ev !== null);
    d.declared.push(out.declared);
    if (ev) for (const e of out.events) ev.push(e);
    if (out.declared.winner !== null && declarationCredit(d, out.declared.winner, category, out.declared.points, ev)) return;
  }
  d.phase = 'play';
  d.toMove = elder;
}

/** Q28–Q33: a card to the trick. */
function play(d: Draft, seat: Seat, card: string, ev: Events): void {
  const hand = d.hands[seat]!;
  hand.splice(hand.indexOf(card), 1);
  const rules = d.rules;
  if (d.trick.length === 0) {
    d.trick = [{ seat, card }];
    d.toMove = 1 - seat;
    if (ev) ev.push({ type: 'cardPlayed', seat, card, lead: true });
    // Q29 (V-Q-3: every lead).
    playCredit(d, seat, 'lead', rules.modernTricks || isCounting(card) ? 1 : 0, ev);
    return;
  }
  const lead = d.trick[0]!;
  const cards = [lead, { seat, card }];
  const beat = suit(card) === suit(lead.card) && rankIndex(card) > rankIndex(lead.card);
  const winner = beat ? seat : lead.seat;
  d.trick = [];
  d.tricks.push(cards);
  d.tricksWon[winner] = d.tricksWon[winner]! + 1;
  const number = d.tricks.length;
  if (ev) {
    ev.push({ type: 'cardPlayed', seat, card, lead: false });
    ev.push({ type: 'trick', number, winner, cards });
  }
  // Q30 (V-Q-7: only with a counting card).
  const beatPoint = beat && (!rules.countingBeats || isCounting(card)) ? 1 : 0;
  if (number < 12) {
    d.toMove = winner;
    playCredit(d, seat, 'beat', beatPoint, ev);
    return;
  }
  // Q31 (V-Q-2: 2; V-Q-3: the trick's usual points and 1 more).
  let last: number;
  if (rules.modernTricks) last = (beat ? beatPoint : 0) + 1;
  else last = beat ? rules.lastTrick : rules.lastTrick - (isCounting(lead.card) ? 1 : 0);
  d.toMove = null;
  if (playCredit(d, winner, 'lastTrick', last, ev)) return;
  endOfDeal(d, ev);
}

/** Q32, Q33: cards or capot, then the end of the deal (or of the partie, Q37). */
function endOfDeal(d: Draft, ev: Events): void {
  const w = d.tricksWon;
  const seat = w[0]! >= 7 ? 0 : w[1]! >= 7 ? 1 : null;
  const bonus = seat === null ? null : w[seat] === 12 ? 'capot' : 'cards';
  if (ev) ev.push({ type: 'tricksCounted', tricksWon: w.slice(), bonus, seat });
  if (seat !== null && credit(d, seat, bonus!, bonus === 'capot' ? 40 : 10, ev, false)) return;
  d.phase = 'dealOver';
  d.toMove = null;
  if (ev) ev.push({ type: 'dealOver', dealScores: d.dealScores.slice(), scores: d.scores.slice() });
  if (d.rules.partie && d.dealsPlayed >= 3) endPartie(d, ev);
}
