/**
 * Sessions and deals: the draw for seats (H5, H52), the first dealer, the trump (H6, H52, V-H-1), the
 * deal (H9, H50, H51, H55), alt und neu at the start of a deal (H36, V-H-7), passing the deal (H8).
 */
import { Rng, seedRng } from '../../engine/rng.js';
import { PACK, RANKS, SUITS, sortHand, strengthOf, suitOf } from './cards.js';
import type { Draft } from './draft.js';
import { resolveRules } from './rules.js';
import { vorhandOf } from './seats.js';
import type { Exposure, HundertspielEvent, HundertspielOptions, HundertspielRules, HundertspielState, Seat, Suit } from './types.js';

/**
 * H5 / H52: one card of each of n different suits, of n different ranks, drawn at random. With 4
 * players the two higher cards sit opposite (partners), and the lowest card deals first.
 */
export function drawForSeats(rng: Rng, players: 3 | 4): { drawn: string[]; dealer: Seat } {
  const suits = rng.shuffle(SUITS).slice(0, players);
  const ranks = rng.shuffle(RANKS).slice(0, players);
  const cards = suits.map((s, i) => `${s}-${ranks[i]}`).sort((a, b) => strengthOf(b) - strengthOf(a));
  let drawn: string[];
  if (players === 4) {
    // Seats p and p + 2 take the two higher cards (partners), the other two the lower ones.
    const p = rng.int(2);
    const high = rng.shuffle(cards.slice(0, 2));
    const low = rng.shuffle(cards.slice(2));
    drawn = [];
    drawn[p] = high[0]!;
    drawn[p + 2] = high[1]!;
    drawn[1 - p] = low[0]!;
    drawn[3 - p] = low[1]!;
  } else drawn = rng.shuffle(cards);
  let dealer = 0;
  for (let i = 1; i < players; i++) if (strengthOf(drawn[i]!) < strengthOf(drawn[dealer]!)) dealer = i;
  return { drawn, dealer };
}

/**
 * Shuffle and deal from the top: the Scat first (H51, H55), then packets clockwise from the dealer's
 * left (3 × 3; Scat 4 × 2; 3 players 6 + 6; 3-player Scat 6 + 5). The last card dealt is the bottom
 * card of the pack, which the dealer receives (V-H-1, PD-H-25).
 */
export function dealCards(rules: HundertspielRules, dealer: Seat, rng: Rng): { hands: string[][]; scat: string[]; bottom: string } {
  const pack = rng.shuffle(PACK);
  const n = rules.players;
  const scat = pack.slice(0, rules.scatSize);
  let i = rules.scatSize;
  const packets = n === 4 ? (rules.scatSize ? [4, 4] : [3, 3, 3]) : rules.scatSize ? [6, 5] : [6, 6];
  const hands: string[][] = Array.from({ length: n }, () => []);
  for (const k of packets) {
    for (let j = 1; j <= n; j++) {
      const seat = (dealer + j) % n;
      for (let c = 0; c < k; c++) hands[seat]!.push(pack[i++]!);
    }
  }
  return { hands: hands.map(sortHand), scat, bottom: pack[35]! };
}

function qualifiesForAltUndNeu(scores: readonly number[]): boolean {
  return scores.some((x) => x >= 90 && x < 100);
}

/** A fresh deal on `base` (dealer, scores, marks, games carried over): shuffle, deal, trump, first phase. */
function startDeal(base: Draft, rng: Rng, events: HundertspielEvent[]): HundertspielState {
  const rules = base.rules;
  const { hands, scat, bottom } = dealCards(rules, base.dealer, rng);
  let trump: Suit | null = null;
  const exposed: Exposure[] = [];
  if (!rules.scatGame) {
    if (rules.trumpByCut) {
      trump = suitOf(bottom);
      exposed.push({ seat: base.dealer, card: bottom, why: 'bottom' });
    } else trump = suitOf(base.drawn[base.dealer]!);
  }
  const qualifies = qualifiesForAltUndNeu(base.scores);
  const phase = qualifies && rules.altOptIn ? 'optIn' : rules.scatGame ? 'bid' : 'announce';
  const d: Draft = {
    ...base,
    trump,
    phase,
    hands,
    scat,
    buyer: null,
    announcements: [],
    contraFor: null,
    honours: [],
    trick: [],
    tricks: [],
    won: Array.from({ length: rules.parties }, () => []),
    altUndNeu: qualifies && !rules.altOptIn,
    gameEnded: null,
    exposed,
    dealGame: base.gamesPlayed,
    rng: rng.state,
  };
  d.toMove = vorhandOf(d);
  events.push({
    type: 'dealStart',
    dealer: d.dealer,
    vorhand: d.toMove,
    trump,
    bottom: rules.trumpByCut ? bottom : null,
    handSize: rules.handSize,
    scatSize: rules.scatSize,
    altUndNeu: d.altUndNeu,
    phase,
  });
  return d;
}

/** Draw for seats, first dealer, trump, shuffle and deal; marks and scores at 0. With the events. */
export function newSessionWithEvents(options: HundertspielOptions, seed: string | number): { state: HundertspielState; events: HundertspielEvent[] } {
  const rules = resolveRules(options);
  const rng = new Rng(seedRng(seed));
  const { drawn, dealer } = drawForSeats(rng, rules.players);
  const events: HundertspielEvent[] = [{ type: 'seats', drawn: drawn.slice(), dealer }];
  const base = {
    options: JSON.parse(JSON.stringify(options)) as HundertspielOptions,
    rules,
    drawn,
    dealer,
    toMove: null,
    scores: new Array<number>(rules.parties).fill(0),
    marks: new Array<number>(rules.players).fill(0),
    gamesPlayed: 0,
  } as unknown as Draft;
  return { state: startDeal(base, rng, events), events };
}

/** From 'dealOver': the deal passes to the left (H8), shuffle and deal; scores, marks, games carry over. */
export function nextDealWithEvents(s: HundertspielState): { state: HundertspielState; events: HundertspielEvent[] } {
  if (s.phase !== 'dealOver') throw new Error(`nextDeal: the deal is not over (phase '${s.phase}')`);
  const events: HundertspielEvent[] = [];
  const base: Draft = { ...s, dealer: (s.dealer + 1) % s.rules.players };
  return { state: startDeal(base, new Rng(s.rng), events), events };
}
