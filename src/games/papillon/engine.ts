/**
 * Papillon's game flow: sessions, deals, turns, redeals and the settlement at the end of a deal.
 * Pure: every function returns a new state and never touches its input.
 */
import { FULL_PACK, rankNumber } from '../../engine/cards.js';
import type { MoveResult } from '../../engine/game.js';
import { Rng, seedRng } from '../../engine/rng.js';
import { captureFeats, captureProblem, collectCaptures, hasCapture, isAce } from './captures.js';
import { resolveRules } from './rules.js';
import type {
  PapillonEvent,
  PapillonMove,
  PapillonOptions,
  PapillonRules,
  PapillonState,
  PaymentReason,
  Seat,
} from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<PapillonState> & {
  hands: string[][];
  piles: string[][];
  balances: number[];
  table: string[];
  stock: string[];
};
type Events = PapillonEvent[] | null;

/** The number of deals in a session: every player deals once per tour (P8). */
export function dealsInSession(rules: PapillonRules): number {
  return rules.tours * rules.players;
}

/** The first player of a deal: the dealer's right-hand neighbour (P3, P15). */
export function firstPlayer(s: { dealer: Seat; rules: PapillonRules }): Seat {
  return (s.dealer + 1) % s.rules.players;
}

// ---------------------------------------------------------------------------------------------
// Session start and deals

/**
 * P9: cut for the first deal. Each player cuts a card; the lowest deals; players tied for lowest
 * cut again (PD-P-19). Returns the rounds of cuts and the dealer.
 */
export function cutForFirstDealer(rng: Rng, players: number): { rounds: (string | null)[][]; dealer: Seat } {
  let cutting = Array.from({ length: players }, (_, i) => i);
  const rounds: (string | null)[][] = [];
  for (;;) {
    const cards: (string | null)[] = new Array<string | null>(players).fill(null);
    for (const seat of cutting) cards[seat] = rng.pick(FULL_PACK);
    rounds.push(cards);
    const lowest = lowestCutters(cards);
    if (lowest.length === 1) return { rounds, dealer: lowest[0]! };
    cutting = lowest;
  }
}

/** P9: the seats whose cut card is lowest (A lowest … K highest; suits do not count). */
export function lowestCutters(cards: readonly (string | null)[]): Seat[] {
  let best = 99;
  let seats: Seat[] = [];
  cards.forEach((c, seat) => {
    if (c === null) return;
    const v = rankNumber(c);
    if (v < best) {
      best = v;
      seats = [seat];
    } else if (v === best) seats.push(seat);
  });
  return seats;
}

/** A new session: first dealer cut (P9), then the first deal. */
export function newSession(options: PapillonOptions, seed: string | number): { state: PapillonState; events: PapillonEvent[] } {
  const rules = resolveRules(options);
  const rng = new Rng(seedRng(seed));
  const events: PapillonEvent[] = [
    { type: 'sessionStart', players: rules.players, tours: rules.tours, variants: rules.variants },
  ];
  const { rounds, dealer } = cutForFirstDealer(rng, rules.players);
  rounds.forEach((cards, i) => events.push({ type: 'cut', round: i + 1, cards, lowest: lowestCutters(cards) }));
  events.push({ type: 'firstDealer', dealer });
  const n = rules.players;
  const base: PapillonState = {
    options: structuredCloneOptions(options),
    rules,
    dealer,
    toMove: null,
    hands: emptyLists(n),
    table: [],
    stock: [],
    piles: emptyLists(n),
    balances: new Array<number>(n).fill(rules.startingCounters),
    pot: 0,
    finalRound: false,
    lastCapturer: null,
    lastToLayDown: null,
    winner: null,
    blaetterCarry: 0,
    dealsPlayed: 0,
    phase: 'dealOver',
    handRound: 0,
    rng: rng.state,
  };
  const state = startDeal(base, dealer, events);
  return { state, events };
}

/** From the end of a deal: the deal passes to the right (P10), shuffle, cut, deal (P11–P15). */
export function nextDeal(s: PapillonState): { state: PapillonState; events: PapillonEvent[] } {
  if (s.phase !== 'dealOver') {
    throw new Error(`nextDeal needs phase 'dealOver', the state is in phase '${s.phase}'`);
  }
  const events: PapillonEvent[] = [];
  const state = startDeal(s, (s.dealer + 1) % s.rules.players, events);
  return { state, events };
}

function startDeal(prev: PapillonState, dealer: Seat, events: PapillonEvent[]): PapillonState {
  const rules = prev.rules;
  const n = rules.players;
  const rng = new Rng(prev.rng);
  // P11: shuffle; the left neighbour's cut does not change the odds of a random order, so it is not simulated.
  const pack = rng.shuffle(FULL_PACK);
  const d: Draft = {
    ...prev,
    dealer,
    toMove: null,
    hands: emptyLists(n),
    table: [],
    stock: pack,
    piles: emptyLists(n),
    balances: prev.balances.slice(),
    finalRound: false,
    lastCapturer: null,
    lastToLayDown: null,
    winner: null,
    phase: 'play',
    handRound: 1,
    rng: rng.state,
  };
  const deal = prev.dealsPlayed + 1;
  events.push({
    type: 'dealStart',
    dealer,
    deal,
    deals: dealsInSession(rules),
    tour: Math.floor(prev.dealsPlayed / n) + 1,
    firstPlayer: (dealer + 1) % n,
  });
  // P14: the ante, once per deal.
  for (let p = 0; p < n; p++) pay(d, p, 'pot', rules.ante, 'ante', events);
  dealHands(d, events); // P12
  const tableCards = d.stock.splice(0, rules.tableSize); // P13
  d.table = tableCards;
  events.push({ type: 'tableDealt', cards: tableCards, refill: false, stock: d.stock.length });
  d.toMove = nextWithCards(d, d.dealer); // P15
  return d;
}

/** P12/P35: one card at a time from the dealer's right-hand neighbour, up to 3 each, while the stock lasts. */
function dealHands(d: Draft, events: Events): void {
  const n = d.rules.players;
  for (let round = 0; round < 3; round++) {
    for (let i = 1; i <= n; i++) {
      const card = d.stock.shift();
      if (card === undefined) break;
      d.hands[(d.dealer + i) % n]!.push(card);
    }
  }
  events?.push({
    type: 'handsDealt',
    handRound: d.handRound,
    counts: d.hands.map((h) => h.length),
    hands: d.hands.map((h) => h.slice()),
    stock: d.stock.length,
  });
}

/** P36: an empty table gets up to 7 / 4 cards from the stock. */
function refillTable(d: Draft, events: Events): void {
  if (!d.rules.refill || d.table.length > 0 || d.stock.length === 0) return;
  d.table = d.stock.splice(0, d.rules.tableSize);
  events?.push({ type: 'tableDealt', cards: d.table.slice(), refill: true, stock: d.stock.length });
}

// ---------------------------------------------------------------------------------------------
// Moves

export type PapillonResult = MoveResult<PapillonState, PapillonEvent>;

const makeCaptureMove = (card: string, take: string[]): PapillonMove => ({ type: 'capture', card, take });

/** Every legal move for the player to move (P17, P18): all captures, or the lay-down when there is none. */
export function legalMoves(s: PapillonState): PapillonMove[] {
  if (s.phase !== 'play' || s.toMove === null) return [];
  const caps = collectCaptures(s.hands[s.toMove]!, s.table, s.rules, makeCaptureMove);
  return caps.length === 0 ? [{ type: 'layDown' }] : caps;
}

/** Validates a move from outside and applies it. Never mutates `s`. */
export function applyMove(s: PapillonState, m: PapillonMove): PapillonResult {
  const problem = moveProblem(s, m);
  if (problem) return { ok: false, violation: problem };
  const events: PapillonEvent[] = [];
  return { ok: true, state: applyLegal(s, m, events), events };
}

function moveProblem(s: PapillonState, m: unknown): { rule: string; code: string; message: string; details?: Record<string, unknown> } | null {
  if (s.phase !== 'play' || s.toMove === null) {
    return { rule: 'P17', code: 'noTurn', message: `nobody is to move: the deal is over (phase '${s.phase}')` };
  }
  if (typeof m !== 'object' || m === null) return { rule: 'P17', code: 'badMove', message: 'a move must be an object with a type' };
  const move = m as Record<string, unknown>;
  const hand = s.hands[s.toMove]!;
  if (move['type'] === 'layDown') {
    if (hasCapture(hand, s.table, s.rules)) {
      return { rule: 'P18', code: 'captureCompulsory', message: 'a capture is possible, so laying down is not allowed' };
    }
    return null;
  }
  if (move['type'] !== 'capture') {
    return { rule: 'P17', code: 'badMove', message: `unknown move type ${JSON.stringify(move['type'])} (expected 'capture' or 'layDown')` };
  }
  const card = move['card'];
  const take = move['take'];
  if (typeof card !== 'string' || !FULL_PACK.includes(card)) {
    return { rule: 'P19', code: 'badCard', message: `unknown card ${JSON.stringify(card)}` };
  }
  if (!Array.isArray(take)) return { rule: 'P19', code: 'badMove', message: 'take must be a list of table cards' };
  for (const t of take) {
    if (typeof t !== 'string' || !FULL_PACK.includes(t)) {
      return { rule: 'P19', code: 'badCard', message: `unknown card ${JSON.stringify(t)} in take` };
    }
  }
  if (new Set(take).size !== take.length) return { rule: 'P19', code: 'duplicateCard', message: 'take lists a card twice' };
  if (!hand.includes(card)) {
    return { rule: 'P19', code: 'cardNotInHand', message: `${card} is not in the hand of the player to move`, details: { card } };
  }
  const missing = (take as string[]).filter((t) => !s.table.includes(t));
  if (missing.length > 0) {
    return { rule: 'P19', code: 'notOnTable', message: `not on the table: ${missing.join(' ')}`, details: { cards: missing } };
  }
  const p = captureProblem(card, take as string[], s.rules);
  return p ? { ...p, details: { card, take } } : null;
}

/** Applies a move known to be legal; `events` null skips event building (fast playouts for bots). */
export function applyLegal(s: PapillonState, m: PapillonMove, events: Events): PapillonState {
  const p = s.toMove!;
  const n = s.rules.players;
  // An explicit copy (not a spread) keeps one object shape on this hot path; lists are copied when changed.
  const d: Draft = {
    options: s.options,
    rules: s.rules,
    dealer: s.dealer,
    toMove: s.toMove,
    hands: s.hands.slice() as string[][],
    table: s.table as string[],
    stock: s.stock as string[],
    piles: s.piles as string[][],
    balances: s.balances.slice(),
    pot: s.pot,
    finalRound: s.finalRound,
    lastCapturer: s.lastCapturer,
    lastToLayDown: s.lastToLayDown,
    winner: s.winner,
    blaetterCarry: s.blaetterCarry,
    dealsPlayed: s.dealsPlayed,
    phase: s.phase,
    handRound: s.handRound,
    rng: s.rng,
  };
  const hand = s.hands[p]!;
  if (m.type === 'capture') {
    const take = m.take;
    const feats = captureFeats(m.card, take, s.table.length, s.finalRound, s.rules);
    d.hands[p] = hand.filter((c) => c !== m.card);
    d.table = s.table.filter((c) => !take.includes(c));
    d.piles = s.piles.slice() as string[][];
    d.piles[p] = [...s.piles[p]!, m.card, ...take];
    d.lastCapturer = p;
    events?.push({
      type: 'capture',
      player: p,
      card: m.card,
      taken: take.slice(),
      aces: feats.aces,
      pureAces: feats.pureAces,
      kleinPapillon: feats.kleinPapillon,
      haneton: feats.haneton,
      sautenelle: feats.sautenelle,
      finalRound: s.finalRound,
      gainEach: feats.gainEach,
    });
    if (feats.gainEach > 0) {
      for (let i = 1; i < n; i++) {
        const from = (p + i) % n;
        if (feats.pureAces) pay(d, from, p, 2 * feats.aces, 'pureAces', events);
        else if (feats.aces > 0) pay(d, from, p, feats.aces, 'ace', events);
        if (feats.kleinPapillon) pay(d, from, p, 1, 'kleinPapillon', events);
        if (feats.haneton) pay(d, from, p, 1, 'haneton', events);
        if (feats.sautenelle) pay(d, from, p, 1, 'sautenelle', events);
      }
    }
    // P39: the first player of the final round to play every card as a capture wins.
    if (s.finalRound && d.hands[p]!.length === 0 && d.winner === null) {
      d.winner = p;
      events?.push({ type: 'winner', player: p });
      if (s.rules.stopAtWinner) return endDeal(d, events, true); // V-P-11
    }
  } else {
    // P27: lay down every card, pay one per card, receive one from each other per ace.
    d.hands[p] = [];
    d.table = [...s.table, ...hand];
    let aces = 0;
    for (const c of hand) if (isAce(c)) aces++;
    if (s.finalRound) d.lastToLayDown = p;
    events?.push({ type: 'layDown', player: p, cards: hand.slice(), aces, finalRound: s.finalRound });
    pay(d, p, 'pot', hand.length, 'layDown', events);
    if (aces > 0 && !s.rules.classicPayouts) {
      for (let i = 1; i < n; i++) pay(d, (p + i) % n, p, aces, 'aceLaidDown', events);
    }
  }
  const next = nextWithCards(d, p);
  if (next !== null) {
    d.toMove = next;
    return d;
  }
  return endHandRound(d, events);
}

/** P16: the next player counter-clockwise (in seat order) after `from` who holds cards; `from` itself last. */
function nextWithCards(d: PapillonState, from: Seat): Seat | null {
  const n = d.rules.players;
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (d.hands[seat]!.length > 0) return seat;
  }
  return null;
}

/** P35–P38: no hand holds a card; redeal from the stock, or settle the deal when it is used up. */
function endHandRound(d: Draft, events: Events): PapillonState {
  for (;;) {
    if (d.stock.length === 0) return endDeal(d, events, false);
    d.stock = d.stock.slice();
    d.hands = d.hands.map((h) => h.slice());
    d.handRound += 1;
    if (d.rules.refillBeforeDeal) refillTable(d, events); // V-P-10
    if (d.stock.length > 0) dealHands(d, events);
    if (!d.rules.refillBeforeDeal) refillTable(d, events); // P36, PD-P-12
    if (d.stock.length === 0) {
      d.finalRound = true; // P37
      events?.push({ type: 'lastCardsDealt', dealer: d.dealer, handRound: d.handRound });
    }
    const first = nextWithCards(d, d.dealer); // P38
    if (first !== null) {
      d.toMove = first;
      return d;
    }
  }
}

/** P39–P47: pot or consolation, leftovers, die Blätter, end of deal and maybe of the session. */
function endDeal(d: Draft, events: Events, stoppedAtWinner: boolean): PapillonState {
  const rules = d.rules;
  const n = rules.players;
  d.toMove = null;
  if (d.winner !== null) {
    if (d.pot > 0) pay(d, 'pot', d.winner, d.pot, 'pot', events); // P41
  } else {
    if (d.lastToLayDown !== null) {
      // P42: consolation from each other player; V-P-3: two.
      events?.push({ type: 'consolation', player: d.lastToLayDown, amountEach: rules.consolation });
      for (let i = 1; i < n; i++) pay(d, (d.lastToLayDown + i) % n, d.lastToLayDown, rules.consolation, 'consolation', events);
    }
    events?.push({ type: 'potCarried', amount: d.pot });
  }
  // P43: leftover table cards to the last capturer. V-P-11: they (and any cards still in hands)
  // go to nobody and stay where they are; the event announces the table cards (hands stay private).
  if (stoppedAtWinner) {
    if (d.table.length > 0) events?.push({ type: 'leftovers', to: null, cards: d.table.slice() });
  } else if (d.table.length > 0) {
    const cards = d.table;
    if (d.lastCapturer !== null) {
      d.piles = d.piles.slice() as string[][];
      d.piles[d.lastCapturer] = [...d.piles[d.lastCapturer]!, ...cards];
      d.table = [];
    }
    events?.push({ type: 'leftovers', to: d.lastCapturer, cards: cards.slice() });
  }
  // P44, P45: die Blätter.
  if (!rules.classicPayouts) {
    const counts = d.piles.map((pile) => pile.length);
    const most = Math.max(...counts);
    const leaders = counts.flatMap((c, seat) => (c === most ? [seat] : []));
    if (leaders.length === 1) {
      const amount = rules.blaetterDoubles ? 2 ** d.blaetterCarry : 1 + d.blaetterCarry;
      const winner = leaders[0]!;
      d.blaetterCarry = 0;
      events?.push({ type: 'blaetter', winner, counts, amountEach: amount, carry: 0 });
      for (let i = 1; i < n; i++) pay(d, (winner + i) % n, winner, amount, 'blaetter', events);
    } else {
      d.blaetterCarry += 1;
      events?.push({ type: 'blaetter', winner: null, counts, amountEach: 0, carry: d.blaetterCarry });
    }
  }
  d.dealsPlayed += 1;
  d.phase = 'dealOver';
  events?.push({
    type: 'dealOver',
    deal: d.dealsPlayed,
    dealer: d.dealer,
    winner: d.winner,
    balances: d.balances.slice(),
    pot: d.pot,
    pileCounts: d.piles.map((pile) => pile.length),
  });
  if (d.dealsPlayed >= dealsInSession(rules)) endSession(d, events);
  return d;
}

/** P46, P47: the carry lapses; the pot is shared, the remainder one by one from the first player. */
function endSession(d: Draft, events: Events): void {
  const n = d.rules.players;
  d.blaetterCarry = 0;
  if (d.pot > 0) {
    const share = Math.floor(d.pot / n);
    let rest = d.pot % n;
    for (let i = 1; i <= n; i++) {
      const seat = (d.dealer + i) % n;
      const amount = share + (rest > 0 ? 1 : 0);
      if (rest > 0) rest--;
      if (amount > 0) pay(d, 'pot', seat, amount, 'sessionShare', events);
    }
  }
  d.phase = 'sessionOver';
  events?.push({ type: 'sessionOver', balances: d.balances.slice(), places: placesByBalance(d.balances) });
}

/** P47: 1 for the highest balance; equal balances share a place. */
export function placesByBalance(balances: readonly number[]): number[] {
  return balances.map((b) => 1 + balances.filter((o) => o > b).length);
}

function pay(d: Draft, from: Seat | 'pot', to: Seat | 'pot', amount: number, reason: PaymentReason, events: Events): void {
  if (amount === 0) return;
  if (from === 'pot') d.pot -= amount;
  else d.balances[from]! -= amount;
  if (to === 'pot') d.pot += amount;
  else d.balances[to]! += amount;
  events?.push({ type: 'payment', from, to, amount, reason });
}

function emptyLists(n: number): string[][] {
  return Array.from({ length: n }, () => []);
}

function structuredCloneOptions(o: PapillonOptions): PapillonOptions {
  return JSON.parse(JSON.stringify(o)) as PapillonOptions;
}
