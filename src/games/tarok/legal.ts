/**
 * What the seat to move may do (the contract's "Phases and what each allows") and the refusal of
 * anything else, naming the rule (the contract's table of illegal moves, in its order).
 */
import type { RuleViolation } from '../../engine/game.js';
import { auctionMoveProblem, CALLS, LADDER, replayAuction } from './auction.js';
import { isBarred, isCard, isCountingCard, isTarok, PAGAT, PACK, SKY, strengthOf, XXI } from './cards.js';
import { resolveRules } from './rules.js';
import { followProblem, playableCards } from './trick.js';
import type { Phase, TarokMove, TarokRules, TarokState } from './types.js';

/** The seat that lays the Skat: the dealer (T10, TD3, TL7), the declarer in the new method (TL16). */
export function layerOf(s: TarokState, rules: TarokRules): number {
  return rules.form === 'lomber' && rules.method === 'new' ? s.declarer! : s.dealer;
}

/**
 * T11, TL7, PD-T-10: the cards the layer may lay away now: no tarok and no King; en trois and en deux
 * also the Pagat when his 28 cards hold at most three taroks (the contract's reading 2); when none is
 * allowed, the lowest tarok other than the Sky, XXI and Pagat.
 */
export function skatCards(s: TarokState, rules: TarokRules): string[] {
  const hand = s.hands[layerOf(s, rules)]!;
  const out = hand.filter((c) => !isBarred(c));
  if (rules.form !== 'lomber' && hand.includes(PAGAT)) {
    const taroks = hand.filter(isTarok).length + s.skat.filter(isTarok).length;
    if (taroks <= 3) out.push(PAGAT);
  }
  if (out.length > 0) return out;
  const spare = hand.filter((c) => isTarok(c) && c !== SKY && c !== XXI && c !== PAGAT).sort((a, b) => strengthOf(a) - strengthOf(b));
  return spare.slice(0, 1);
}

/** TL14: the cards the declarer may call: counting cards he neither holds nor called before. */
export function callableCards(s: TarokState): string[] {
  const hand = new Set(s.hands[s.declarer!]!);
  const called = new Set(s.calls.map((c) => c.card));
  return PACK.filter((c) => isCountingCard(c) && !hand.has(c) && !called.has(c));
}

/** TL14 (the contract's reading 7): the cards the declarer may give back for the card just received. */
export function givableCards(s: TarokState): string[] {
  const received = s.calls[s.calls.length - 1]!.card;
  const others = s.hands[s.declarer!]!.filter((c) => c !== received);
  const plain = others.filter((c) => !isBarred(c));
  return plain.length > 0 ? plain : others;
}

/** The calls the declarer's game makes (TL14). */
export const callsOf = (s: TarokState): number => (s.game ? CALLS[s.game] : 0);

/** Every legal move for the seat to move, each once, without `seat`; [] when nobody moves. */
export function legalMoves(s: TarokState): TarokMove[] {
  if (s.toMove === null) return [];
  const rules = resolveRules(s.options);
  switch (s.phase) {
    case 'skat':
      return skatCards(s, rules).map((card) => ({ type: 'discard', card }));
    case 'auction': {
      const st = replayAuction(s.auction, (s.dealer + 1) % 3, rules.method);
      const out: TarokMove[] = [{ type: 'pass' }];
      if (st.answering) out.push({ type: 'hold' });
      for (const game of LADDER[rules.method]) if (!auctionMoveProblem(st, 'bid', game, rules.method)) out.push({ type: 'bid', game });
      return out;
    }
    case 'call':
      return callableCards(s).map((card) => ({ type: 'call', card }));
    case 'give':
      return givableCards(s).map((card) => ({ type: 'give', card }));
    case 'play':
      return playableCards(s.hands[s.toMove]!, s.trick).map((card) => ({ type: 'play', card }));
    default:
      return [];
  }
}

const MOVES_OF: Readonly<Record<Phase, readonly string[]>> = {
  skat: ['discard'],
  auction: ['bid', 'hold', 'pass'],
  call: ['call'],
  give: ['give'],
  play: ['play'],
  dealOver: [],
  partyOver: [],
  sessionOver: [],
};
const TYPES = ['discard', 'bid', 'hold', 'pass', 'call', 'give', 'play'];

const no = (rule: string, code: string, message: string, details?: Record<string, unknown>): RuleViolation =>
  details ? { rule, code, message, details } : { rule, code, message };

/** Why `m` is not legal in `s` (the contract's table, first applicable row), or null. Never throws. */
export function refusal(s: TarokState, m: unknown): RuleViolation | null {
  if (s.toMove === null) return no('T38', 'WRONG_PHASE', `nothing is legal in phase ${s.phase}`);
  if (!m || typeof m !== 'object' || Array.isArray(m)) return no('T38', 'UNKNOWN_MOVE', 'a move must be an object with a type');
  const mv = m as { type?: unknown; card?: unknown; game?: unknown; seat?: unknown };
  if (typeof mv.type !== 'string' || !TYPES.includes(mv.type)) return no('T38', 'UNKNOWN_MOVE', `unknown move type ${JSON.stringify(mv.type)}`);
  if (!MOVES_OF[s.phase].includes(mv.type)) return no('T38', 'WRONG_PHASE', `no ${mv.type} in phase ${s.phase}`, { phase: s.phase });
  if (mv.seat !== undefined && mv.seat !== s.toMove) return no('T20', 'NOT_YOUR_TURN', `it is seat ${s.toMove}'s turn`, { toMove: s.toMove });
  const rules = resolveRules(s.options);
  const seat = s.toMove;
  const hand = s.hands[seat]!;
  const needsCard = mv.type === 'discard' || mv.type === 'give' || mv.type === 'play' || mv.type === 'call';
  if (needsCard && !isCard(mv.card)) return no('T38', 'UNKNOWN_MOVE', `${JSON.stringify(mv.card)} is not a card of the Tarock pack`);
  const card = mv.card as string;
  switch (mv.type) {
    case 'discard': {
      if (!hand.includes(card)) return no('T21', 'CARD_NOT_IN_HAND', `${card} is not in the hand`, { card });
      if (!skatCards(s, rules).includes(card)) {
        const rule = rules.form === 'lomber' ? 'TL7' : 'T11';
        return no(rule, 'SKAT_FORBIDDEN', `${card} may not go to the Skat`, { card, tarok: isTarok(card) });
      }
      return null;
    }
    case 'bid':
    case 'hold':
    case 'pass': {
      const st = replayAuction(s.auction, (s.dealer + 1) % 3, rules.method);
      if (mv.type === 'bid' && (typeof mv.game !== 'string' || !['aDue', 'aUno', 'solo'].includes(mv.game))) return no('T38', 'UNKNOWN_MOVE', `unknown game ${JSON.stringify(mv.game)}`);
      const p = auctionMoveProblem(st, mv.type, mv.game as never, rules.method);
      return p ? no(p.rule, p.code, p.message) : null;
    }
    case 'call':
      if (!callableCards(s).includes(card)) return no('TL14', 'BAD_CALL', `${card} may not be called`, { card, counting: isCountingCard(card), held: hand.includes(card) });
      return null;
    case 'give': {
      if (!hand.includes(card)) return no('T21', 'CARD_NOT_IN_HAND', `${card} is not in the hand`, { card });
      if (!givableCards(s).includes(card)) return no('TL14', 'BAD_RETURN', `${card} may not be given back`, { card });
      return null;
    }
    case 'play': {
      if (!hand.includes(card)) return no('T21', 'CARD_NOT_IN_HAND', `${card} is not in the hand`, { card });
      const why = followProblem(hand, s.trick, card);
      if (why) return no('T21', why, why === 'MUST_FOLLOW_SUIT' ? 'the suit led must be followed' : 'void in the suit led: a tarok must be played', { card });
      return null;
    }
    default:
      return no('T38', 'UNKNOWN_MOVE', 'unknown move');
  }
}
