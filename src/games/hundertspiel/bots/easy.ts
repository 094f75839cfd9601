/**
 * Easy: legal and plausible, with simple conventions and a little chance. Honours are always announced
 * (H15), "out" only when true (V-H-6), alt und neu agreed (V-H-7); a 26 only with a very strong trump
 * hand (H45); never Contra; Scat: bids and buys only long suits with their Do (H57, H58), lays away side
 * cards. In play: the partner winning gets a small card; a trick with points is taken with the lowest card
 * that wins it as things stand; otherwise the smallest card; one card in five is any legal card (but
 * never a laid Do before its time, H43). Beatable by a beginner. No explanation.
 */
import { Rng, seedRng } from '../../../engine/rng.js';
import type { BotOptions } from '../../../ai/types.js';
import type { HundertspielMove, HundertspielView } from '../types.js';
import { now } from './normal.js';
import { intendedTrump, sensibleMoves, suitStrength, trumpDo26Chance } from './policy.js';
import { cardAt, idx, IS_DO, POINTS, STRENGTH, SUIT_OF, suitIndex } from './sight.js';
import { SUITS } from '../cards.js';
import type { HundertspielBot, HundertspielDecision } from './types.js';

export class EasyBot implements HundertspielBot {
  readonly level = 'easy' as const;

  decide(view: HundertspielView, legal: readonly HundertspielMove[], opts: BotOptions): HundertspielDecision {
    const t0 = now();
    if (legal.length === 0) throw new Error('EasyBot.decide: no legal moves');
    const rng = new Rng(seedRng(`easy:${opts.seed}`));
    const move = easyMove(view, legal, rng);
    return { move, stats: { level: 'easy', iterations: 0, candidates: legal.length, elapsedMs: now() - t0, stoppedByTime: false } };
  }
}

function easyMove(v: HundertspielView, legal: readonly HundertspielMove[], rng: Rng): HundertspielMove {
  const { out, rest } = sensibleMoves(v, legal);
  if (out) return out;
  if (rest.length === 1) return rest[0]!;
  const find = (type: HundertspielMove['type']) => rest.find((m) => m.type === type);
  const pass = find('pass');
  const hand = v.hand.map(idx);
  const trump = suitIndex(v.trump);
  switch (v.phase) {
    case 'optIn':
      return find('agree') ?? rest[0]!;
    case 'announce': {
      const h = find('honours');
      if (h) return h;
      const a = rest.find((m) => m.type === 'announce' && m.kind === '26' && trump >= 0 && idx(m.dos[0]!) === cardAt(trump, 0));
      if (a && trumpDo26Chance(hand, trump, v.rules.players, v.rules.handSize) > 0.85) return a;
      return pass ?? rest[0]!;
    }
    case 'contra':
      return pass ?? rest[0]!;
    case 'bid': {
      const floor = v.rules.players === 4 ? 6 : 7;
      for (const m of rest) if (m.type === 'bid' && suitStrength(hand, SUITS.indexOf(m.suit)) >= floor) return m;
      return pass ?? rest[0]!;
    }
    case 'buy': {
      let s = 0;
      for (let suit = 0; suit < 4; suit++) if (hand.includes(cardAt(suit, 0))) s = Math.max(s, suitStrength(hand, suit));
      return s >= (v.rules.players === 4 ? 3.5 : 4.5) ? find('buy') ?? rest[0]! : pass ?? rest[0]!;
    }
    case 'discard': {
      const t = intendedTrump(hand);
      let best = rest[0]!;
      let bestKey = Infinity;
      for (const m of rest) {
        if (m.type !== 'discard') continue;
        const c = idx(m.card);
        const key = (SUIT_OF[c] === t ? 100 : 0) + STRENGTH[c]!;
        if (key < bestKey) {
          bestKey = key;
          best = m;
        }
      }
      return best;
    }
    case 'trump': {
      const t = SUITS[intendedTrump(hand)];
      return rest.find((m) => m.type === 'trump' && m.suit === t) ?? rest[0]!;
    }
    case 'play':
      return find('honours') ?? easyPlay(v, rest, trump, rng);
    default:
      return rest[rng.int(rest.length)]!;
  }
}

function easyPlay(v: HundertspielView, moves: HundertspielMove[], trump: number, rng: Rng): HundertspielMove {
  const plays = moves.filter((m): m is Extract<HundertspielMove, { type: 'play' }> => m.type === 'play');
  // A laid Do stays in the hand until its trick (H43), unless nothing else may be played.
  const laid = new Set<string>();
  for (const a of v.announcements) if (a.seat === v.viewer && a.status === 'open') for (const d of a.dos) laid.add(d);
  const free = plays.filter((m) => !laid.has(m.card) || v.hand.length <= 2);
  const pool = free.length > 0 ? free : plays;
  if (rng.next() < 0.2) return pool[rng.int(pool.length)]!;
  const beats = (x: number, w: number) => (SUIT_OF[x] === SUIT_OF[w] ? STRENGTH[x]! > STRENGTH[w]! : SUIT_OF[x] === trump);
  let wCard = -1;
  let wSeat = -1;
  let points = 0;
  for (const p of v.trick) {
    const x = idx(p.card);
    points += POINTS[x]!;
    if (wCard < 0 || beats(x, wCard)) {
      wCard = x;
      wSeat = p.seat;
    }
  }
  const partnerWins = v.rules.players === 4 && wSeat >= 0 && wSeat % 2 === v.viewer % 2;
  // Smallest card: fewest points, then lowest, side suits before trumps.
  const small = (m: { card: string }) => {
    const c = idx(m.card);
    return POINTS[c]! * 10 + STRENGTH[c]! + (SUIT_OF[c] === trump ? 50 : 0);
  };
  const byKey = (key: (m: { card: string }) => number) => pool.reduce((a, b) => (key(b) < key(a) ? b : a));
  if (!partnerWins && wCard >= 0 && points >= 3) {
    const winners = pool.filter((m) => beats(idx(m.card), wCard));
    if (winners.length > 0) return winners.reduce((a, b) => (STRENGTH[idx(b.card)]! + (SUIT_OF[idx(b.card)] === trump ? 10 : 0) < STRENGTH[idx(a.card)]! + (SUIT_OF[idx(a.card)] === trump ? 10 : 0) ? b : a));
  }
  return byKey((m) => small(m) + (IS_DO[idx(m.card)] && SUIT_OF[idx(m.card)] === trump ? 30 : 0));
}
