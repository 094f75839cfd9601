/** Helpers for the Boston tests: a deal with given hands, a deal played out to its last trick, move runs, net payments. */
import assert from 'node:assert/strict';
import { Rng } from '../../../src/engine/rng.js';
import {
  applyMove,
  fromPosition,
  legalMoves,
  nextDeal,
  resolveRules,
  simpleSuits,
  strengthOf,
  suitOf,
  trumpOfClass,
  whistOrder,
  type AuctionStep,
  type BostonEvent,
  type BostonMove,
  type BostonOptions,
  type BostonPosition,
  type BostonState,
  type Class,
  type Contract,
  type Play,
  type Suit,
  type WhistStep,
} from '../../../src/games/boston/index.js';

export const cards = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** A precedence draw whose first ace is of `superior` (for positions): one card to seat 0, then the ace. */
export const precedenceFor = (superior: Suit): string[] => [superior === 'S' ? '7H' : '7S', `A${superior}`];

/** BO18: the pack that deals `hands` when `dealer` deals (the k-th card to seat (dealer + k) % n). */
export function packFor(hands: readonly (readonly string[])[], dealer: number): string[] {
  const n = hands.length;
  const next = hands.map(() => 0);
  const pack: string[] = [];
  for (let k = 1; k <= 13 * n; k++) {
    const seat = (dealer + k) % n;
    pack.push(hands[seat]![next[seat]!++]!);
  }
  return pack;
}

/** The hands as given, every missing card of the form's pack filled in pack order up to 13 each. */
export function fillHands(options: BostonOptions, given: Record<number, string[]>): string[][] {
  const r = resolveRules(options);
  const used = new Set(Object.values(given).flat());
  const rest = r.pack.filter((c) => !used.has(c));
  const hands = Array.from({ length: r.players }, (_, s) => (given[s] ?? []).slice());
  for (const h of hands) while (h.length < 13) h.push(rest.shift()!);
  assert.equal(rest.length, 0, 'the given hands leave no card over');
  return hands;
}

/** A finished, passed deal dealt by `dealer`, with the table and balances as given (balances default: seat 0 owes the table). */
export function overPosition(o: { options?: BostonOptions; dealer?: number; pot?: number; betes?: number[]; balances?: number[]; dealsPlayed?: number; superior?: Suit }): BostonPosition {
  const options = o.options ?? {};
  const r = resolveRules(options);
  const n = r.players;
  const dealer = o.dealer ?? n - 1;
  const pot = o.pot ?? 0;
  const betes = o.betes ?? [];
  const balances = o.balances?.slice() ?? Array.from({ length: n }, () => 0);
  if (!o.balances) balances[0] = -(pot + betes.reduce((a, b) => a + b, 0));
  const superior = o.superior ?? r.fixedSuperior ?? 'C';
  const hands = Array.from({ length: n }, (_, s) => r.pack.filter((_, i) => i % n === s));
  const auction: AuctionStep[] = Array.from({ length: n }, (_, i) => ({ seat: (dealer + 1 + i) % n, move: 'pass' }));
  return {
    options, balances, pot, betes, dealsPlayed: o.dealsPlayed ?? 0, precedence: precedenceFor(r.fixedSuperior ? 'C' : superior), dealer, superior,
    phase: 'dealOver', toMove: null, hands, auction, declarer: null, contract: null, class: null, trump: null, discard: null, whist: [],
    partner: null, leader: null, trick: [], tricks: [], won: hands.map(() => 0), outcome: 'passed',
  };
}

/**
 * A new deal (phase auction) dealt by `dealer` (default the last seat) whose seats hold `hands`
 * (missing cards filled in pack order), through nextDeal from a passed deal; the table before the
 * stake as given (an empty table: the Blok is paid too).
 */
export function dealWith(o: {
  options?: BostonOptions;
  dealer?: number;
  hands: Record<number, string[]>;
  pot?: number;
  betes?: number[];
  balances?: number[];
  dealsPlayed?: number;
  superior?: Suit;
}): BostonState {
  const options = o.options ?? {};
  const n = resolveRules(options).players;
  const dealer = o.dealer ?? n - 1;
  const over = fromPosition(overPosition({ ...o, options, dealer: (dealer + n - 1) % n }));
  return nextDeal(over, packFor(fillHands(options, o.hands), dealer), resolveRules(options).suitEachDeal ? (o.superior ?? 'C') : undefined);
}

export interface Run {
  state: BostonState;
  events: BostonEvent[];
}

/** Applies moves in order (each must be legal); returns the last state and every event. */
export function run(s: BostonState, moves: readonly BostonMove[]): Run {
  const events: BostonEvent[] = [];
  for (const m of moves) {
    const r = applyMove(s, m);
    assert.ok(r.ok, `move ${JSON.stringify(m)} refused: ${r.ok ? '' : JSON.stringify(r.violation)} (phase ${s.phase}, seat ${s.toMove})`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The auction in which `declarer` bids `contract` (and class) and every other seat passes, from the eldest. */
export function auctionFor(s: Pick<BostonState, 'dealer' | 'rules'>, declarer: number, contract: Contract, cls?: Class): BostonMove[] {
  const n = s.rules.players;
  return Array.from({ length: n }, (_, i) => (s.dealer + 1 + i) % n).map((seat): BostonMove => (seat === declarer ? (cls ? { type: 'bid', contract, class: cls } : { type: 'bid', contract }) : { type: 'pass' }));
}

export type Policy = (s: BostonState, legal: readonly BostonMove[]) => BostonMove;

const cardOf = (m: BostonMove) => (m as { card: string }).card;
/** Plays the highest legal card (by rank). */
export const highest: Policy = (_s, legal) => legal.reduce((a, b) => (strengthOf(cardOf(b)) > strengthOf(cardOf(a)) ? b : a));
/** Plays the lowest legal card (by rank). */
export const lowest: Policy = (_s, legal) => legal.reduce((a, b) => (strengthOf(cardOf(b)) < strengthOf(cardOf(a)) ? b : a));

/** Plays the deal to its end, each seat by its policy (default: the first legal move). */
export function playOut(s: BostonState, policies: Record<number, Policy> = {}): Run {
  const events: BostonEvent[] = [];
  while (s.phase === 'play') {
    const legal = legalMoves(s);
    const m = (policies[s.toMove!] ?? ((_: BostonState, l: readonly BostonMove[]) => l[0]!))(s, legal);
    const r = applyMove(s, m);
    assert.ok(r.ok);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Net change per seat over the payments of some events (optionally of one reason). */
export function net(events: readonly BostonEvent[], n: number, reason?: string): number[] {
  const out = Array.from({ length: n }, () => 0);
  for (const e of events) {
    if (e.type !== 'payment' || (reason && e.reason !== reason)) continue;
    if (e.from !== 'pot') out[e.from]! -= e.amount;
    if (e.to !== 'pot') out[e.to]! += e.amount;
  }
  return out;
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
export const tableOf = (s: Pick<BostonState, 'pot' | 'betes'>): number => s.pot + sum(s.betes);
export const ofType = <T extends BostonEvent['type']>(events: readonly BostonEvent[], type: T) => events.filter((e): e is Extract<BostonEvent, { type: T }> => e.type === type);

/**
 * A four-handed trick contract at the lead to its last trick, whose tricks 1…13 go to `winners[i]`
 * (the 13th once its four cards are played: the only legal ones), with every card of `holds` held
 * by its seat (dealt, played or in hand). Tricks 1–12 are three of each suit, every card following
 * suit and the trick's highest to its winner; the 13th holds one card of each suit and goes to the
 * holder of the trump. Found by a seeded search over the ways of sharing the cards.
 */
export function lastTrick(o: {
  options?: BostonOptions;
  dealer?: number;
  declarer: number;
  contract: Contract;
  class: Class;
  /** Simple class: the simple suit named (default the first). */
  trump?: Suit;
  superior?: Suit;
  winners: number[];
  holds?: Record<number, string[]>;
  /** Boston-Whist: the partner (null or missing: alone). */
  partner?: number | null;
  pot?: number;
  betes?: number[];
  balances?: number[];
  dealsPlayed?: number;
}): BostonState {
  const options = o.options ?? {};
  const r = resolveRules(options);
  assert.equal(r.players, 4, 'lastTrick deals four hands');
  assert.equal(o.winners.length, 13);
  const dealer = o.dealer ?? 3;
  const superior = o.superior ?? 'C';
  const trump = trumpOfClass(o.class, superior) ?? o.trump ?? simpleSuits(superior)[0]!;
  const others = (['C', 'D', 'H', 'S'] as Suit[]).filter((s) => s !== trump);
  const suits = [...others, trump];
  const rng = new Rng([7, 7, 7, 7]);
  const eldest = (dealer + 1) % 4;
  for (let attempt = 0; attempt < 20000; attempt++) {
    const tricks: Play[][] = [];
    const last: Record<number, string> = {};
    let leader = eldest;
    let ok = true;
    for (const [b, suit] of suits.entries()) {
      const inSuit = r.pack.filter((c) => suitOf(c) === suit).sort((x, y) => strengthOf(x) - strengthOf(y));
      // the lowest card of each suit is kept for the 13th trick
      const keep = inSuit[0]!;
      const pool = rng.shuffle(inSuit.slice(1));
      for (let t = 0; t < 3; t++) {
        const k = b * 3 + t;
        const w = o.winners[k]!;
        const group = pool.slice(t * 4, t * 4 + 4).sort((x, y) => strengthOf(y) - strengthOf(x));
        const losers = rng.shuffle([0, 1, 2, 3].filter((s) => s !== w));
        const byseat: Record<number, string> = { [w]: group[0]! };
        losers.forEach((s, i) => (byseat[s] = group[i + 1]!));
        tricks.push([0, 1, 2, 3].map((i) => ({ seat: (leader + i) % 4, card: byseat[(leader + i) % 4]! })));
        leader = w;
      }
      void keep;
    }
    // the 13th trick: the trump's lowest to its winner, the other suits' lowest to the other seats
    const w13 = o.winners[12]!;
    last[w13] = suits.map((s) => r.pack.filter((c) => suitOf(c) === s).sort((x, y) => strengthOf(x) - strengthOf(y))[0]!)[3]!;
    const rest = rng.shuffle([0, 1, 2, 3].filter((s) => s !== w13));
    rest.forEach((s, i) => (last[s] = r.pack.filter((c) => suitOf(c) === others[i]).sort((x, y) => strengthOf(x) - strengthOf(y))[0]!));
    const held = (seat: number) => [...tricks.flat().filter((p) => p.seat === seat).map((p) => p.card), last[seat]!];
    for (const [seat, cs] of Object.entries(o.holds ?? {})) if (!cs.every((c) => held(Number(seat)).includes(c))) ok = false;
    if (!ok) continue;
    const auction: AuctionStep[] = [0, 1, 2, 3].map((i) => (dealer + 1 + i) % 4).map((seat) => (seat === o.declarer ? { seat, move: 'bid', contract: o.contract, class: o.class } : { seat, move: 'pass' }));
    const whist: WhistStep[] = [];
    if (r.whist && ['boston', 'grand-boston', 'independence', 'grand-independence'].includes(o.contract)) {
      if (o.partner === null || o.partner === undefined) {
        if (r.whistAlways) for (const seat of whistOrder(o.declarer, dealer, 4)) whist.push({ seat, move: 'pass' });
        else whist.push({ seat: o.declarer, move: 'alone' });
      } else {
        if (!r.whistAlways) whist.push({ seat: o.declarer, move: 'seek' });
        for (const seat of whistOrder(o.declarer, dealer, 4)) {
          whist.push({ seat, move: seat === o.partner ? 'whist' : 'pass' });
          if (seat === o.partner) break;
        }
        if (r.whistAlways) whist.push({ seat: o.declarer, move: 'accept' });
      }
    }
    const pot = o.pot ?? 12;
    const betes = o.betes ?? [];
    const balances = o.balances?.slice() ?? [-2, -2, -2, -2];
    if (!o.balances) balances[dealer]! -= 4;
    if (!o.balances && (pot !== 12 || betes.length)) balances[0]! -= pot + sum(betes) - 12;
    const position: BostonPosition = {
      options, balances, pot, betes, dealsPlayed: o.dealsPlayed ?? 0, precedence: precedenceFor(superior), dealer, superior,
      phase: 'play', toMove: leader, hands: [0, 1, 2, 3].map((s) => [last[s]!]), auction, declarer: o.declarer, contract: o.contract,
      class: o.class, trump, discard: null, whist, partner: o.partner ?? null, leader: eldest, trick: [], tricks, won: [0, 0, 0, 0], outcome: null,
    };
    return fromPosition(position);
  }
  throw new Error('lastTrick: no sharing of the cards gives those holdings');
}

/** Plays the last trick of a `lastTrick` position (one card each, the only legal ones). */
export function finishLastTrick(s: BostonState): Run {
  return playOut(s);
}

// The tables as printed in boston.md §8.2 and §8.3 (simple, colour, superior; misères one figure).
export const TARIFF_A: Record<string, number[]> = {
  boston: [0, 2, 4], 'grand-boston': [4, 6, 8], independence: [8, 10, 12], 'grand-independence': [12, 16, 20], philadelphia: [20, 26, 32],
  'grand-philadelphia': [32, 40, 48], souveraine: [48, 60, 72], 'grand-souveraine': [72, 86, 100], concordia: [100, 150, 200],
  'petite-misere': [4], 'grande-misere': [8], 'grande-misere-forcee': [12], 'petite-misere-ouverte': [20], 'petite-misere-ouverte-forcee': [32],
  'grande-misere-ouverte': [48], 'grande-misere-ouverte-forcee': [72],
};
export const TARIFF_B: Record<string, number[]> = {
  boston: [2, 3, 4], 'grand-boston': [4, 6, 8], independence: [6, 9, 12], 'grand-independence': [8, 12, 16], philadelphia: [12, 18, 24],
  'grand-philadelphia': [16, 24, 32], souveraine: [24, 36, 48], 'grand-souveraine': [32, 48, 64], concordia: [64, 96, 128],
  'petite-misere': [3], 'grande-misere': [6], 'grande-misere-forcee': [9], 'petite-misere-ouverte': [12], 'petite-misere-ouverte-forcee': [18],
  'grande-misere-ouverte': [24], 'grande-misere-ouverte-forcee': [36],
};
