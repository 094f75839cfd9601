/**
 * The normal player's rules of thumb for every decision (tarok.md §7, B-T-1…17), read from what one
 * seat sees (seen.ts). Also the strong player's playout policy, so it is kept cheap.
 */
import { isBarred, isCountingCard, isTarok, pipsOf, SKY, strengthOf, suitOf } from '../cards.js';
import { ledCard, trickWinner } from '../trick.js';
import type { TarokMove } from '../types.js';
import type { Seen } from './seen.js';

/** Why a move was chosen: the kind and the heuristic (B-T id) it follows, if any. */
export interface Reason {
  readonly reason: string;
  readonly rule: string | null;
}

export interface Choice extends Reason {
  readonly move: TarokMove;
}

export const cardOf = (m: TarokMove): string => (m as { card: string }).card;

/** A card's loss if it goes to another seat: pips first, then its trick strength (the Sky costs nothing to keep). */
export const costOf = (c: string): number => pipsOf(c) * 100 + strengthOf(c);

const cheapest = (cards: readonly string[]): string => cards.reduce((a, b) => (costOf(b) < costOf(a) ? b : a));

/** The cards of the legal moves, and the move of a card. */
const byCard = (legal: readonly TarokMove[]): Map<string, TarokMove> => new Map(legal.map((m) => [cardOf(m), m]));

/** The discard (T11, TL7): the cheapest card of the shortest suit. */
function skatChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const moves = byCard(legal);
  const cards = [...moves.keys()];
  const suitLength = (s: string) => seen.hand.filter((c) => !isTarok(c) && suitOf(c) === s).length;
  const pick = cards.filter((c) => !isBarred(c)).sort((a, b) => suitLength(suitOf(a)) - suitLength(suitOf(b)) || costOf(a) - costOf(b))[0] ?? cheapest(cards);
  return { move: moves.get(pick)!, reason: 'voidSuit', rule: 'B-T-11' };
}

/** The trick's winning card so far (null: nothing but the Sky, or nothing). */
function winningSoFar(seen: Seen): { seat: number; card: string } | null {
  if (ledCard(seen.trick) === null) return null;
  const seat = trickWinner(seen.trick);
  return { seat, card: seen.trick.find((p) => p.seat === seat)!.card };
}

/** Would `card` win the trick now (the seats after it not counted)? */
function wouldWin(seen: Seen, card: string): boolean {
  if (card === SKY) return false;
  return trickWinner([...seen.trick, { seat: seen.seat, card }]) === seen.seat;
}

/** Taroklomber: the two opponents of the declarer play together (TL1). */
export function isFriend(seen: Seen, seat: number): boolean {
  if (seat === seen.seat) return true;
  if (seen.rules.form !== 'lomber' || seen.declarer === null) return false;
  return seat !== seen.declarer && seen.seat !== seen.declarer;
}

function playChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const moves = byCard(legal);
  const cards = [...moves.keys()];
  const choose = (c: string, reason: string, rule: string | null = null): Choice => ({ move: moves.get(c)!, reason, rule });
  const lastThree = seen.hand.length <= 3;
  const nonSky = cards.filter((c) => c !== SKY);
  if (nonSky.length === 0) return choose(SKY, 'follow');
  const best = winningSoFar(seen);
  if (best === null) {
    // leading: the cheapest card of the longest suit
    const length = (c: string) => seen.hand.filter((x) => x !== SKY && suitOf(x) === suitOf(c)).length;
    const lead = nonSky.slice().sort((a, b) => length(b) - length(a) || costOf(a) - costOf(b))[0]!;
    return choose(lead, 'leadLow');
  }
  const last = seen.trick.length === seen.rules.players - 1;
  const winners = nonSky.filter((c) => wouldWin(seen, c));
  const atStake = seen.trick.reduce((a, p) => a + pipsOf(p.card), 0);
  if (isFriend(seen, best.seat)) {
    const give = last ? nonSky.filter((c) => !isTarok(c)).sort((a, b) => costOf(b) - costOf(a))[0] : undefined;
    return choose(give ?? cheapest(nonSky), 'friendWinning');
  }
  if (winners.length > 0 && (last || atStake > 2 || isCountingCard(best.card))) return choose(cheapest(winners), 'win');
  // B-T-8: a figure about to be lost is saved by the Sky before the last three cards
  const loser = cheapest(nonSky);
  if (cards.includes(SKY) && !lastThree && isCountingCard(loser) && !isTarok(loser)) return choose(SKY, 'saveFigure', 'B-T-8');
  return choose(loser, 'duck');
}

/** The normal player's move: one of `legal` (the same object). */
export function normalChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const first = legal[0]!;
  switch (first.type) {
    case 'discard':
      return skatChoice(seen, legal);
    case 'play':
      return playChoice(seen, legal);
    case 'give': {
      const moves = byCard(legal);
      return { move: moves.get(cheapest([...moves.keys()]))!, reason: 'giveBack', rule: null };
    }
    case 'call':
      return { move: legal.find((m) => cardOf(m) === 'T-21') ?? first, reason: 'callCard', rule: 'B-T-13' };
    default:
      return { move: legal.find((m) => m.type === 'pass') ?? first, reason: 'pass', rule: 'B-T-13' };
  }
}
