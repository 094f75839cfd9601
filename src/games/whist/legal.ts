/**
 * What the seat to move may do (W18–W20, W29, W30, V-W-5) and why anything else is refused (W42's
 * codes, in the table's order; a late call is judged as a call, PD-W-15).
 */
import type { RuleViolation } from '../../engine/game.js';
import { breaksFollow, followCards } from '../tricks/follow.js';
import { sideOf } from '../tricks/partnership.js';
import { canCall } from './apply.js';
import { isCard, suitOf } from './cards.js';
import { winsAllTricks } from './claim.js';
import type { WhistMove, WhistState } from './types.js';

/** W19, W20: the cards `seat` may play to the current trick. */
export function playableCards(s: WhistState, seat: number): readonly string[] {
  const lead = s.trick[0];
  return followCards(s.hands[seat]!, lead ? suitOf(lead.card) : null, suitOf);
}

/** Every play of the seat to move, and the call when it is legal (never a claim: PD-W-17). */
export function legalMoves(s: WhistState): WhistMove[] {
  const seat = s.toMove;
  if (seat === null || s.phase !== 'play') return [];
  const out: WhistMove[] = [];
  for (const card of playableCards(s, seat)) out.push({ type: 'play', seat, card });
  if (!s.rules.autoCall && canCall(s, seat)) out.push({ type: 'call', seat });
  return out;
}

function no(rule: string, code: string, message: string, details?: Record<string, unknown>): RuleViolation {
  return details ? { rule, code, message, details } : { rule, code, message };
}

/** V-W-5: would the claim of the seat to move be accepted? (null: the check gave up.) */
export function claimCertain(s: WhistState): boolean | null {
  if (s.phase !== 'play' || s.toMove === null || s.trick.length > 0) return false;
  return winsAllTricks(s.hands, s.toMove, s.trump);
}

/** Why `m` is illegal in `s` (the rule it breaks, W42), or null when it is legal. Never throws. */
export function refusal(s: WhistState, m: unknown): RuleViolation | null {
  if (typeof m !== 'object' || m === null) return no('W43', 'UNKNOWN_MOVE', 'a move must be an object { type, seat, … }');
  const mv = m as Record<string, unknown>;
  const type = mv['type'];
  if (type !== 'play' && type !== 'call' && type !== 'claim') return no('W43', 'UNKNOWN_MOVE', `unknown move type ${JSON.stringify(type)} (expected play, call or claim)`);
  const seat = mv['seat'];
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 3) return no('W43', 'UNKNOWN_MOVE', `a move needs a seat 0–3, not ${JSON.stringify(seat)}`);
  if (type === 'play' && !isCard(mv['card'])) return no('W43', 'UNKNOWN_MOVE', `unknown card ${JSON.stringify(mv['card'])}`);
  if (s.phase !== 'play' || s.toMove === null) return no('W43', 'WRONG_PHASE', `no deal is in play (phase '${s.phase}'): no move is possible`, { phase: s.phase });
  const late = type === 'call' && (s.tricks.length > 0 || s.trick.some((p) => p.seat === seat));
  if (seat !== s.toMove && !late) return no('W18', 'NOT_YOUR_TURN', `seat ${seat} is not to move; seat ${s.toMove} is`, { seat, toMove: s.toMove });
  const hand = s.hands[seat]!;
  if (type === 'play') {
    const card = mv['card'] as string;
    if (!hand.includes(card)) return no('W18', 'CARD_NOT_IN_HAND', `${card} is not in the hand of seat ${seat}`, { card });
    const lead = s.trick[0];
    const led = lead ? suitOf(lead.card) : null;
    if (breaksFollow(hand, card, led, suitOf)) return no('W19', 'MUST_FOLLOW_SUIT', `seat ${seat} holds ${led} and must follow suit (not ${card})`, { card, suit: led });
    return null;
  }
  if (type === 'call') {
    const side = sideOf(seat);
    if (s.scores[side] !== 8) return no('W29', 'CALL_NOT_AT_EIGHT', `side ${side} stood at ${s.scores[side]} when the deal began; a call needs exactly 8`, { score: s.scores[side] });
    if (s.honours[seat]!.length < 2) return no('W29', 'CALL_NEEDS_TWO_HONOURS', `seat ${seat} holds ${s.honours[seat]!.length} trump honour(s); a call needs two`, { honours: s.honours[seat]!.length });
    if (late) return no('W30', 'CALL_TOO_LATE', `seat ${seat} may call only at his own turn in trick 1, before he plays`);
    if (s.calls.some((c) => c.seat === seat)) return no('W30', 'CALL_TOO_LATE', `seat ${seat} has already called in this deal`);
    if (s.rules.autoCall) return no('W30', 'CALL_TOO_LATE', 'with V-W-4 the engine makes every call itself');
    return null;
  }
  if (!s.rules.claims) return no('V-W-5', 'VARIANT_OFF', 'claiming is variant V-W-5, which is off');
  if (s.trick.length > 0) return no('V-W-5', 'CLAIM_NOT_CERTAIN', 'a claim is made only when about to lead, with no trick in progress');
  const certain = claimCertain(s);
  if (certain !== true) {
    return no('V-W-5', 'CLAIM_NOT_CERTAIN', certain === null ? 'the claim could not be verified' : `side ${sideOf(seat)} does not win every remaining trick against every defence`);
  }
  return null;
}
