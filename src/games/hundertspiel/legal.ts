/**
 * What the seat to move may do (contract "Phases and what each allows") and why anything else is
 * refused: `legalMoves` lists every legal move once; `refusal` names the rule a move breaks
 * (H10 for a move of another phase or turn, an unknown card, a malformed move).
 */
import type { RuleViolation } from '../../engine/game.js';
import { followCards } from '../tricks/follow.js';
import { countRank, doOf, holdsSuit, isCard, isDo, isSuit, rankOf, SUITS, suitOf } from './cards.js';
import { lateAcesAllowed, playedAnAce } from './apply.js';
import { SUIT_VALUE } from './rules.js';
import type { HonourRank, HundertspielMove, HundertspielState, Seat, Suit } from './types.js';

const HONOUR_RANKS: readonly HonourRank[] = ['A', 'K', 'N', 'J', 'Do'];
const PASS: HundertspielMove = Object.freeze({ type: 'pass' });

/** H20: the cards `seat` may play to the current trick. */
export function playableCards(s: HundertspielState, seat: Seat): readonly string[] {
  const hand = s.hands[seat]!;
  const lead = s.trick[0];
  if (!lead || s.trump === null || suitOf(lead.card) !== s.trump) return hand;
  return followCards(hand, s.trump, suitOf);
}

/** The Do's in a hand. */
function dosIn(hand: readonly string[]): string[] {
  return hand.filter(isDo);
}

function hasAnnounced(s: HundertspielState, seat: Seat): boolean {
  for (const a of s.announcements) if (a.seat === seat) return true;
  return false;
}

function hasHonour(s: HundertspielState, seat: Seat, rank: HonourRank): boolean {
  for (const h of s.honours) if (h.seat === seat && h.rank === rank) return true;
  return false;
}

export function legalMoves(s: HundertspielState): HundertspielMove[] {
  const seat = s.toMove;
  if (seat === null || s.phase === 'dealOver') return [];
  const out: HundertspielMove[] = [];
  const hand = s.hands[seat]!;
  switch (s.phase) {
    case 'play': {
      for (const card of playableCards(s, seat)) out.push({ type: 'play', card });
      if (lateAcesAllowed(s, seat)) out.push({ type: 'honours', rank: 'A' });
      break;
    }
    case 'optIn':
      out.push({ type: 'agree' }, PASS);
      break;
    case 'bid': {
      const current = s.announcements[0];
      const floor = current ? SUIT_VALUE[suitOf(current.dos[0]!)] : 0;
      for (const suit of SUITS) if (SUIT_VALUE[suit] > floor && hand.includes(doOf(suit))) out.push({ type: 'bid', suit });
      out.push(PASS);
      break;
    }
    case 'buy':
      out.push({ type: 'buy' }, PASS);
      break;
    case 'discard':
      for (const card of hand) {
        const r = rankOf(card);
        if (r !== 'K' && r !== 'A') out.push({ type: 'discard', card });
      }
      break;
    case 'trump': {
      const dos = dosIn(hand);
      for (const suit of SUITS) if (dos.length === 0 || dos.includes(doOf(suit))) out.push({ type: 'trump', suit });
      break;
    }
    case 'announce': {
      for (const rank of HONOUR_RANKS) {
        if (!hasHonour(s, seat, rank) && countRank(hand, rank) >= 3) out.push({ type: 'honours', rank });
      }
      if (!s.rules.scatGame && !hasAnnounced(s, seat)) {
        const dos = dosIn(hand);
        for (const d of dos) out.push({ type: 'announce', kind: '26', dos: [d] });
        for (let i = 0; i < dos.length; i++) {
          for (let j = i + 1; j < dos.length; j++) out.push({ type: 'announce', kind: '52', dos: [dos[i]!, dos[j]!] });
        }
        if (s.rules.first52 && s.trump !== null && hand.includes(doOf(s.trump))) {
          out.push({ type: 'announce', kind: 'first52', dos: [doOf(s.trump)] });
        }
      }
      out.push(PASS);
      break;
    }
    case 'contra':
      out.push({ type: 'contra' }, PASS);
      break;
  }
  if (s.rules.manualOut && s.gameEnded === null) out.push({ type: 'out' });
  return out;
}

function no(rule: string, code: string, message: string, details?: Record<string, unknown>): RuleViolation {
  return details ? { rule, code, message, details } : { rule, code, message };
}

const wrongPhase = (s: HundertspielState, type: string): RuleViolation =>
  no('H10', 'wrongPhase', `a '${type}' move is not possible in phase '${s.phase}'`, { phase: s.phase, move: type });

/** Why `m` is illegal in `s` (the rule it breaks), or null when it is legal. Never throws. */
export function refusal(s: HundertspielState, m: unknown): RuleViolation | null {
  if (typeof m !== 'object' || m === null || typeof (m as { type?: unknown }).type !== 'string') {
    return no('H10', 'badMove', 'a move must be an object with a string "type"');
  }
  const mv = m as Record<string, unknown> & { type: string };
  const seat = s.toMove;
  if (seat === null || s.phase === 'dealOver') return no('H10', 'dealOver', 'the deal is over: nobody is to move');
  if (mv['seat'] !== undefined && mv['seat'] !== seat) {
    return no('H10', 'notYourTurn', `seat ${JSON.stringify(mv['seat'])} is not to move; seat ${seat} is`, { seat: mv['seat'], toMove: seat });
  }
  const hand = s.hands[seat]!;
  const rules = s.rules;
  switch (mv.type) {
    case 'out':
      if (!rules.manualOut) return no('V-H-6', 'variantOff', 'declaring out is variant V-H-6, which is off');
      if (s.gameEnded !== null) return no('V-H-6', 'gameEnded', 'the game this deal started with has already ended');
      return null;
    case 'agree':
      if (!rules.altOptIn) return no('V-H-7', 'variantOff', 'agreeing to alt und neu is variant V-H-7, which is off');
      if (s.phase !== 'optIn') return wrongPhase(s, 'agree');
      return null;
    case 'pass':
      if (s.phase === 'play' || s.phase === 'discard' || s.phase === 'trump') return wrongPhase(s, 'pass');
      return null;
    case 'bid': {
      if (s.phase !== 'bid') return wrongPhase(s, 'bid');
      if (!isSuit(mv['suit'])) return no('H10', 'badSuit', `unknown suit ${JSON.stringify(mv['suit'])} (expected Sw, Ba, Cu, Co)`);
      const suit = mv['suit'] as Suit;
      if (!hand.includes(doOf(suit))) return no('H57', 'noDo', `a bid in ${suit} needs ${doOf(suit)} in the hand`, { suit });
      const current = s.announcements[0];
      if (current && SUIT_VALUE[suitOf(current.dos[0]!)] >= SUIT_VALUE[suit]) {
        return no('H57', 'bidTooLow', `a bid must be in a higher suit than ${suitOf(current.dos[0]!)}`, { suit, current: suitOf(current.dos[0]!) });
      }
      return null;
    }
    case 'buy':
      if (s.phase !== 'buy') return wrongPhase(s, 'buy');
      return null;
    case 'discard': {
      if (s.phase !== 'discard') return wrongPhase(s, 'discard');
      const card = mv['card'];
      if (!isCard(card)) return no('H10', 'badCard', `unknown card ${JSON.stringify(card)}`);
      if (!hand.includes(card)) return no('H10', 'notInHand', `${card} is not in the hand of seat ${seat}`, { card });
      const r = rankOf(card);
      if (r === 'K' || r === 'A') return no('H58', 'kingOrAce', `kings and aces may not be laid away (${card})`, { card });
      return null;
    }
    case 'trump': {
      if (s.phase !== 'trump') return wrongPhase(s, 'trump');
      if (!isSuit(mv['suit'])) return no('H10', 'badSuit', `unknown suit ${JSON.stringify(mv['suit'])} (expected Sw, Ba, Cu, Co)`);
      const suit = mv['suit'] as Suit;
      if (dosIn(hand).length > 0 && !hand.includes(doOf(suit))) {
        return no('H58', 'trumpWithoutDo', `holding a Do, the buyer must name a suit whose Do he holds (not ${suit})`, { suit });
      }
      return null;
    }
    case 'announce':
      return announceRefusal(s, seat, mv);
    case 'honours': {
      const rank = mv['rank'];
      if (!(HONOUR_RANKS as readonly unknown[]).includes(rank)) return no('H10', 'badRank', `honours are A, K, N, J or Do, not ${JSON.stringify(rank)}`);
      const r = rank as HonourRank;
      if (s.phase === 'play') {
        if (r !== 'A') return no('H15', 'lateHonours', `${r} sets must be announced in the announcement phase (§14)`, { rank: r });
        if (hasHonour(s, seat, 'A')) return no('H15', 'alreadyAnnounced', 'aces already announced in this deal', { rank: r });
        if (playedAnAce(s, seat)) return no('H19', 'acePlayed', 'aces can no longer be announced once one has been played', { rank: r });
      } else if (s.phase !== 'announce') return wrongPhase(s, 'honours');
      else if (hasHonour(s, seat, r)) return no('H15', 'alreadyAnnounced', `${r} already announced in this deal`, { rank: r });
      if (countRank(hand, r) < 3) return no('H15', 'notHeld', `seat ${seat} holds fewer than 3 of rank ${r}`, { rank: r });
      return null;
    }
    case 'contra':
      if (s.phase !== 'contra') return no('H16', 'notAsked', 'Contra is said only when asked in the contra round');
      return null;
    case 'play': {
      if (s.phase !== 'play') return wrongPhase(s, 'play');
      const card = mv['card'];
      if (!isCard(card)) return no('H10', 'badCard', `unknown card ${JSON.stringify(card)}`);
      if (!hand.includes(card)) return no('H10', 'notInHand', `${card} is not in the hand of seat ${seat} (the seat to move)`, { card });
      const lead = s.trick[0];
      if (lead && s.trump !== null && suitOf(lead.card) === s.trump && suitOf(card) !== s.trump && holdsSuit(hand, s.trump)) {
        return no('H20', 'mustTrump', `a trump was led: seat ${seat} holds a trump and must play one`, { card, trump: s.trump });
      }
      return null;
    }
    default:
      return no('H10', 'badMove', `unknown move type ${JSON.stringify(mv.type)}`);
  }
}

function announceRefusal(s: HundertspielState, seat: Seat, mv: Record<string, unknown>): RuleViolation | null {
  if (s.rules.scatGame) return no('H62', 'scatGame', 'in a Scat game the only announcement is the game itself');
  if (s.phase === 'play') return no('H17', 'lateLaying', "Do's are laid only in the announcement phase");
  if (s.phase !== 'announce') return wrongPhase(s, 'announce');
  const kind = mv['kind'];
  if (kind !== '26' && kind !== '52' && kind !== 'first52') return no('H10', 'badMove', `announcement kind must be '26', '52' or 'first52', not ${JSON.stringify(kind)}`);
  const rule = kind === '26' ? 'H12' : kind === '52' ? 'H13' : 'H47';
  if (kind === 'first52' && !s.rules.first52) return no('V-H-3', 'variantOff', 'the first-trick 52 is variant V-H-3, which is off');
  if (hasAnnounced(s, seat)) return no('H14', 'secondAnnouncement', 'at most one 26 or 52 per player and deal');
  const dos = mv['dos'];
  if (!Array.isArray(dos)) return no('H10', 'badMove', 'dos must be a list of cards');
  for (const c of dos) if (!isCard(c)) return no('H10', 'badCard', `unknown card ${JSON.stringify(c)}`);
  if (new Set(dos).size !== dos.length) return no(rule, 'duplicateCard', 'a Do is laid twice', { dos });
  const need = kind === '52' ? 2 : 1;
  if (dos.length !== need) return no(rule, 'wrongCount', `a ${kind} lays ${need} Do${need > 1 ? "'s" : ''}, not ${dos.length}`, { dos });
  for (const c of dos as string[]) {
    if (!isDo(c)) return no(rule, 'notADo', `${c} is not a Do`, { card: c });
    if (!s.hands[seat]!.includes(c)) return no(rule, 'notInHand', `${c} is not in the hand of seat ${seat}`, { card: c });
  }
  if (kind === 'first52' && (s.trump === null || dos[0] !== doOf(s.trump))) {
    return no('H47', 'notTrumpDo', 'the first-trick 52 lays the trump Do', { card: dos[0] });
  }
  return null;
}
