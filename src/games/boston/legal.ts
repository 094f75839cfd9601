/**
 * What the seat to move may do (BO20–BO41, V-BO-4, V-BO-6) and why anything else is refused (BO65,
 * the contract's table of illegal moves, in its order: the first that applies is reported).
 */
import type { RuleViolation } from '../../engine/game.js';
import { breaksFollow, followCards } from '../tricks/follow.js';
import { replayAuction, stepProblem } from './auction.js';
import { isCard, isSuit, simpleSuits, suitOf } from './cards.js';
import { BIDS, bidRank, isClass, isContract } from './ladder.js';
import { PHASE_RULE } from './turn.js';
import type { AuctionStep, BostonMove, BostonState } from './types.js';
import { replayWhist, whistMovesOf } from './whist-round.js';

const MOVE_TYPES = ['bid', 'pass', 'trump', 'discard', 'alone', 'seek', 'whist', 'accept', 'reject', 'leader', 'play'];

/** BO39: the cards `seat` may play to the trick in progress. */
export function playableCards(s: BostonState, seat: number): readonly string[] {
  const lead = s.trick[0];
  return followCards(s.hands[seat]!, lead ? suitOf(lead.card) : null, suitOf);
}

const whistStatusOf = (s: BostonState) => replayWhist(s.whist, s.declarer!, s.dealer, s.rules.players, s.rules.whistAlways);

/** Every legal move of the seat to move, each once (without `seat`); [] when nobody is to move. */
export function legalMoves(s: BostonState): BostonMove[] {
  const seat = s.toMove;
  if (seat === null) return [];
  switch (s.phase) {
    case 'auction': {
      const st = replayAuction(s.auction, s.dealer, s.rules.players);
      const floor = st.high ? bidRank(st.high.contract, st.high.class) : -1;
      const out: BostonMove[] = [{ type: 'pass' }];
      for (const b of BIDS) if (bidRank(b.contract, b.class) > floor) out.push(b.class ? { type: 'bid', contract: b.contract, class: b.class } : { type: 'bid', contract: b.contract });
      return out;
    }
    case 'trump':
      return simpleSuits(s.superior).map((suit) => ({ type: 'trump', suit }));
    case 'whist':
      return whistMovesOf(whistStatusOf(s).stage).map((type) => ({ type }) as BostonMove);
    case 'discard':
      return s.hands[seat]!.map((card) => ({ type: 'discard', card }));
    case 'leader':
      return Array.from({ length: s.rules.players }, (_, leader) => ({ type: 'leader', leader }));
    case 'play':
      return playableCards(s, seat).map((card) => ({ type: 'play', card }));
    default:
      return [];
  }
}

function no(rule: string, code: string, message: string, details?: Record<string, unknown>): RuleViolation {
  return details ? { rule, code, message, details } : { rule, code, message };
}

/** The moves each phase has (the whist phase: by its stage, below). */
const PHASE_MOVES: Readonly<Record<string, readonly string[]>> = {
  auction: ['bid', 'pass'],
  trump: ['trump'],
  whist: ['alone', 'seek', 'whist', 'pass', 'accept', 'reject'],
  discard: ['discard'],
  leader: ['leader'],
  play: ['play'],
};

/** A move the whist phase has, but not at this stage: the rule it breaks (BO32, BO33, V-BO-4). */
function whistStageProblem(s: BostonState, type: string): RuleViolation | null {
  const st = whistStatusOf(s);
  if ((whistMovesOf(st.stage) as readonly string[]).includes(type)) return null;
  const always = s.rules.whistAlways;
  if ((type === 'accept' || type === 'reject') && !always) return no('V-BO-4', 'WRONG_PHASE', `${type} answers an offered whist only under V-BO-4`);
  if ((type === 'alone' || type === 'seek') && always) return no('V-BO-4', 'WRONG_PHASE', `under V-BO-4 the declarer does not announce ${type}: the round is always asked`);
  if (type === 'alone' || type === 'seek') return no('BO32', 'WRONG_PHASE', `${type} is the declarer's choice before the round`);
  if (type === 'whist' || type === 'pass') return no('BO33', 'WRONG_PHASE', st.stage === 'answer' ? 'the declarer accepts or rejects the whist offered (V-BO-4)' : 'the declarer first plays alone or seeks a partner');
  return no('BO33', 'WRONG_PHASE', `the whist offered is answered by the declarer, not by ${type}`);
}

/** Why `m` is illegal in `s` (the rule it breaks, BO65), or null when it is legal. Never throws. */
export function refusal(s: BostonState, m: unknown): RuleViolation | null {
  if (s.toMove === null) return no('BO58', 'WRONG_PHASE', `nobody is to move in phase '${s.phase}'`, { phase: s.phase });
  if (typeof m !== 'object' || m === null) return no('BO58', 'UNKNOWN_MOVE', 'a move must be an object { type, … }');
  const mv = m as Record<string, unknown>;
  const seat = s.toMove;
  const phaseRule = PHASE_RULE[s.phase];
  if (mv['seat'] !== undefined && mv['seat'] !== seat) {
    const passed = s.phase === 'auction' && typeof mv['seat'] === 'number' && s.auction.some((a) => a.seat === mv['seat'] && a.move === 'pass');
    if (passed) return no('BO25', 'NOT_YOUR_TURN', `seat ${String(mv['seat'])} has passed and speaks no more in this deal`, { seat: mv['seat'], toMove: seat });
    return no(phaseRule, 'NOT_YOUR_TURN', `seat ${JSON.stringify(mv['seat'])} is not to move; seat ${seat} is`, { seat: mv['seat'], toMove: seat });
  }
  const type = mv['type'];
  if (typeof type !== 'string' || !MOVE_TYPES.includes(type)) return no(phaseRule, 'UNKNOWN_MOVE', `unknown move type ${JSON.stringify(type)}`);
  if (!PHASE_MOVES[s.phase]!.includes(type)) {
    if (type === 'leader' && !s.rules.misereLeader) return no('V-BO-6', 'WRONG_PHASE', 'naming the leader is variant V-BO-6 (Tri-Boston), which is not in force');
    if ((type === 'accept' || type === 'reject') && !s.rules.whistAlways) return no('V-BO-4', 'WRONG_PHASE', `${type} answers an offered whist only under V-BO-4`);
    return no('BO58', 'WRONG_PHASE', `no ${type} in phase '${s.phase}'`, { phase: s.phase });
  }
  const hand = s.hands[seat]!;
  switch (type) {
    case 'bid':
    case 'pass': {
      if (s.phase === 'whist') return whistStageProblem(s, type);
      const step: AuctionStep = { seat, move: type };
      if (type === 'bid') {
        if (!isContract(mv['contract'])) return no('BO20', 'NOT_ON_LADDER', `${JSON.stringify(mv['contract'])} is not a contract of the ladder`);
        step.contract = mv['contract'];
        if (mv['class'] !== undefined) {
          if (!isClass(mv['class'])) return no('BO21', 'NOT_ON_LADDER', `${JSON.stringify(mv['class'])} is not a class (simple, colour, superior)`);
          step.class = mv['class'];
        }
      }
      const p = stepProblem(replayAuction(s.auction, s.dealer, s.rules.players), step);
      if (!p) return null;
      return no(p.rule, p.rule === 'BO24' ? 'BID_TOO_LOW' : 'NOT_ON_LADDER', p.message);
    }
    case 'trump': {
      const suit = mv['suit'];
      if (!isSuit(suit)) return no('BO29', 'UNKNOWN_MOVE', `unknown suit ${JSON.stringify(suit)}`);
      if (!simpleSuits(s.superior).includes(suit)) return no('BO29', 'BAD_TRUMP', `${suit} is not a simple suit in this deal (a simple contract is played in ${simpleSuits(s.superior).join(' or ')})`, { suit });
      return null;
    }
    case 'discard': {
      const card = mv['card'];
      if (!isCard(card)) return no('BO30', 'UNKNOWN_MOVE', `unknown card ${JSON.stringify(card)}`);
      if (!hand.includes(card)) return no('BO30', 'CARD_NOT_IN_HAND', `${card} is not in the declarer's hand`, { card });
      return null;
    }
    case 'leader': {
      const leader = mv['leader'];
      if (typeof leader !== 'number' || !Number.isInteger(leader) || leader < 0 || leader >= s.rules.players) return no('V-BO-6', 'BAD_LEADER', `${JSON.stringify(leader)} names no seat`);
      return null;
    }
    case 'play': {
      const card = mv['card'];
      if (!isCard(card)) return no('BO38', 'UNKNOWN_MOVE', `unknown card ${JSON.stringify(card)}`);
      if (!hand.includes(card)) return no('BO38', 'CARD_NOT_IN_HAND', `${card} is not in the hand of seat ${seat}`, { card });
      const lead = s.trick[0];
      const led = lead ? suitOf(lead.card) : null;
      if (breaksFollow(hand, card, led, suitOf)) return no('BO39', 'MUST_FOLLOW_SUIT', `seat ${seat} holds ${led} and must follow suit (not ${card})`, { card, suit: led });
      return null;
    }
    default:
      return whistStageProblem(s, type);
  }
}
