/**
 * Casino's game flow: the draw (C7), dealing (C9–C11), turns (C12–C24), the end of the deal
 * (C25–C29, C35, C36), game and lurch (C30–C33, C37). Pure: every function returns a new state.
 */
import { FULL_PACK, rankNumber, suitOf } from '../../engine/cards.js';
import type { MoveResult, RuleViolation } from '../../engine/game.js';
import { Rng, seedRng } from '../../engine/rng.js';
import { BIG_CASINO, LITTLE_CASINO, captureGroups, captureProblem, collectCaptures, hasCapture, isFace } from './captures.js';
import { resolveRules, seatsOf, sideOf } from './rules.js';
import type { CasinoEvent, CasinoMove, CasinoOptions, CasinoRules, CasinoState, CountLine, Item, Seat, Side } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<CasinoState> & { hands: string[][]; piles: string[][]; scores: number[]; stakes: number[]; table: string[]; stock: string[] };
type Events = CasinoEvent[] | null;

export type CasinoResult = MoveResult<CasinoState, CasinoEvent>;

/** The first player of a deal: the dealer's left-hand neighbour (C6). */
export function firstPlayer(s: { dealer: Seat; rules: CasinoRules }): Seat {
  return (s.dealer + 1) % s.rules.players;
}

// ---------------------------------------------------------------------------------------------
// The draw, sessions and deals

/**
 * C7: every seat draws a card (ace low, suits do not count); tied seats draw again, only they, until
 * the order is settled. The lowest deals; with 4 players the two highest form one side and the seats
 * are then numbered so that partners sit opposite (the dealer keeps his seat, his partner, the
 * second lowest, sits at dealer + 2).
 */
export function drawForDeal(rng: Rng, players: number): { rounds: (string | null)[][]; dealer: Seat; order: Seat[] } {
  const rounds: (string | null)[][] = [];
  // Settle a full order, lowest first: each tied group draws again.
  const settle = (group: Seat[]): Seat[] => {
    if (group.length <= 1) return group;
    const pack = rng.shuffle(FULL_PACK);
    const cards: (string | null)[] = new Array<string | null>(players).fill(null);
    group.forEach((seat, i) => (cards[seat] = pack[i]!));
    rounds.push(cards);
    const byRank = new Map<number, Seat[]>();
    for (const seat of group) {
      const r = rankNumber(cards[seat]!);
      byRank.set(r, [...(byRank.get(r) ?? []), seat]);
    }
    return [...byRank.keys()].sort((a, b) => a - b).flatMap((r) => settle(byRank.get(r)!));
  };
  const order = settle(Array.from({ length: players }, (_, i) => i));
  return { rounds, dealer: order[0]!, order };
}

function emptyLists(n: number): string[][] {
  return Array.from({ length: n }, () => []);
}

/** A new session: the draw (C7), then the first deal. */
export function newSession(options: CasinoOptions, seed: string | number): { state: CasinoState; events: CasinoEvent[] } {
  const rules = resolveRules(options);
  const n = rules.players;
  const rng = new Rng(seedRng(seed));
  const { rounds, order } = drawForDeal(rng, n);
  let dealer = order[0]!;
  let drawn = rounds;
  if (n === 4) {
    // Renumber: the dealer keeps his seat, the second lowest sits opposite, the two highest between.
    const seatOfPerson = new Array<number>(4);
    seatOfPerson[order[0]!] = dealer;
    seatOfPerson[order[1]!] = (dealer + 2) % 4;
    seatOfPerson[order[2]!] = (dealer + 1) % 4;
    seatOfPerson[order[3]!] = (dealer + 3) % 4;
    drawn = rounds.map((r) => {
      const out = new Array<string | null>(4).fill(null);
      r.forEach((c, person) => (out[seatOfPerson[person]!] = c));
      return out;
    });
  }
  const events: CasinoEvent[] = [
    { type: 'draw', rounds: drawn, dealer, sides: Array.from({ length: rules.sides }, (_, side) => seatsOf(rules, side)) },
  ];
  const base: CasinoState = {
    options: JSON.parse(JSON.stringify(options)) as CasinoOptions,
    rules,
    dealer,
    toMove: null,
    hands: emptyLists(n),
    table: [],
    stock: [],
    piles: emptyLists(rules.sides),
    lastCapturer: null,
    finalRound: false,
    scores: new Array<number>(rules.sides).fill(0),
    gamesPlayed: 0,
    stakes: new Array<number>(n).fill(0),
    phase: 'dealOver',
    handRound: 0,
    lastCapture: null,
    rng: rng.state,
  };
  return { state: startDeal(base, dealer, rng, events), events };
}

/** From 'dealOver' or 'gameOver': the deal passes to the left (C8, C33), shuffle, deal. */
export function nextDeal(s: CasinoState): { state: CasinoState; events: CasinoEvent[] } {
  if (s.phase === 'play') throw new Error("nextDeal needs phase 'dealOver' or 'gameOver', the deal is still being played");
  const events: CasinoEvent[] = [];
  const base: CasinoState = s.phase === 'gameOver' ? { ...s, scores: s.scores.map(() => 0) } : s;
  return { state: startDeal(base, (s.dealer + 1) % s.rules.players, new Rng(s.rng), events), events };
}

/** C9 (PD-C-9): shuffle; four circuits, one card to each seat from the first player to the dealer, then one to the table. */
function startDeal(prev: CasinoState, dealer: Seat, rng: Rng, events: CasinoEvent[]): CasinoState {
  const rules = prev.rules;
  const n = rules.players;
  const pack = rng.shuffle(FULL_PACK);
  const hands = emptyLists(n);
  const table: string[] = [];
  let k = 0;
  for (let circuit = 0; circuit < 4; circuit++) {
    for (let j = 1; j <= n; j++) hands[(dealer + j) % n]!.push(pack[k++]!);
    table.push(pack[k++]!);
  }
  const d: CasinoState = {
    ...prev,
    dealer,
    toMove: (dealer + 1) % n,
    hands,
    table,
    stock: pack.slice(k),
    piles: emptyLists(rules.sides),
    lastCapturer: null,
    finalRound: false,
    scores: prev.scores.slice(),
    stakes: prev.stakes.slice(),
    phase: 'play',
    handRound: 1,
    lastCapture: null,
    rng: rng.state,
  };
  events.push({ type: 'dealStarted', dealer, firstPlayer: (dealer + 1) % n, scores: d.scores.slice(), gamesPlayed: d.gamesPlayed });
  events.push({ type: 'cardsDealt', round: 1, hands: hands.map((h) => h.slice()), stock: d.stock.length });
  events.push({ type: 'tableDealt', cards: table.slice() });
  return d;
}

/** C10, C11: a later hand-round from the stock, in four circuits from the first player; nothing to the table. */
function dealHandRound(d: Draft, events: Events): void {
  const n = d.rules.players;
  const hands = emptyLists(n);
  let k = 0;
  for (let circuit = 0; circuit < 4; circuit++) {
    for (let j = 1; j <= n; j++) hands[(d.dealer + j) % n]!.push(d.stock[k++]!);
  }
  d.stock = d.stock.slice(k);
  d.hands = hands;
  d.handRound++;
  d.finalRound = d.stock.length === 0;
  d.toMove = (d.dealer + 1) % n;
  if (events) {
    events.push({ type: 'cardsDealt', round: d.handRound, hands: hands.map((h) => h.slice()), stock: d.stock.length });
    if (d.finalRound) events.push({ type: 'lastCards' });
  }
}

// ---------------------------------------------------------------------------------------------
// Moves

/** Is the card about to be played the last card of the deal (stock empty, every other hand empty, one card left)? */
export function isLastCardOfDeal(s: LastCardFacts): boolean {
  if (s.phase !== 'play' || s.toMove === null) return false;
  if (('stock' in s ? s.stock.length : s.stockCount) > 0) return false;
  const counts = 'hands' in s ? s.hands.map((h) => h.length) : s.handCounts;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] !== (i === s.toMove ? 1 : 0)) return false;
  }
  return true;
}

/** What the last card of a deal is known by: a state's stock and hands, or a seat's view of their counts. */
type LastCardFacts = Pick<CasinoState, 'phase' | 'toMove'> &
  ({ readonly stock: readonly string[]; readonly hands: readonly (readonly string[])[] } | { readonly stockCount: number; readonly handCounts: readonly number[] });

/** C23: a capture scores a clearing point at once when it takes every table card, never with the last card of the deal (PD-C-5). From a state or a seat's view. */
export function clearingScores(s: LastCardFacts & { readonly table: readonly string[] }, m: CasinoMove): boolean {
  return m.type === 'capture' && m.take.length === s.table.length && !isLastCardOfDeal(s);
}

/** C25: the dealer's last face card must take the whole table (not with V-C-1). */
function lastFaceCardRule(s: CasinoState): string | null {
  if (!s.rules.lastFaceTakesAll || !isLastCardOfDeal(s)) return null;
  const card = s.hands[s.toMove!]![0]!;
  return isFace(card) ? card : null;
}

const makeCaptureMove = (card: string, take: string[]): CasinoMove => ({ type: 'capture', card, take });

/** Every legal move of the player to move (C12–C21, C25; V-C-2): each (card, set) once, each trail once. */
export function legalMoves(s: CasinoState): CasinoMove[] {
  if (s.phase !== 'play' || s.toMove === null) return [];
  const face = lastFaceCardRule(s);
  if (face !== null) return [{ type: 'capture', card: face, take: s.table.slice() }];
  const hand = s.hands[s.toMove]!;
  const caps = collectCaptures(hand, s.table, makeCaptureMove);
  if (caps.length === 0 || s.rules.freeTrail) for (const card of hand) caps.push({ type: 'trail', card });
  return caps;
}

/** Validates a move from outside and applies it. Never mutates `s`; an illegal move names its rule and changes nothing. */
export function applyMove(s: CasinoState, m: CasinoMove): CasinoResult {
  const problem = moveProblem(s, m);
  if (problem) return { ok: false, violation: problem };
  const events: CasinoEvent[] = [];
  return { ok: true, state: applyLegal(s, m, events), events };
}

const KNOWN = new Set<string>(FULL_PACK);

/** Why a move is refused (casino-engine.md's table), or null. */
export function moveProblem(s: CasinoState, m: unknown): RuleViolation | null {
  if (s.phase !== 'play' || s.toMove === null) {
    return { rule: 'C12', code: 'noTurn', message: `nobody is to move: phase '${s.phase}'` };
  }
  if (typeof m !== 'object' || m === null) return { rule: 'C12', code: 'badMove', message: 'a move must be an object with a type' };
  const move = m as Record<string, unknown>;
  if (move['type'] !== 'capture' && move['type'] !== 'trail') {
    return { rule: 'C12', code: 'badMove', message: `unknown move type ${JSON.stringify(move['type'])} (expected 'capture' or 'trail')` };
  }
  const card = move['card'];
  if (typeof card !== 'string' || !KNOWN.has(card)) return { rule: 'C12', code: 'badCard', message: `unknown card ${JSON.stringify(card)}` };
  const hand = s.hands[s.toMove]!;
  if (!hand.includes(card)) {
    return { rule: 'C12', code: 'cardNotInHand', message: `${card} is not in the hand of seat ${s.toMove}, the player to move`, details: { card } };
  }
  const face = lastFaceCardRule(s);
  if (move['type'] === 'trail') {
    if (face !== null) {
      return { rule: 'C25', code: 'lastFaceTakesAll', message: `${face} is the dealer's last face card: it takes every table card and cannot be trailed` };
    }
    if (!s.rules.freeTrail && hasCapture(hand, s.table)) {
      return { rule: 'C13', code: 'captureCompulsory', message: 'a card in the hand can capture, so trailing is not allowed' };
    }
    return null;
  }
  const take = move['take'];
  if (!Array.isArray(take)) return { rule: 'C12', code: 'badMove', message: 'take must be a list of table cards' };
  for (const t of take) {
    if (typeof t !== 'string' || !KNOWN.has(t)) return { rule: 'C15', code: 'badCard', message: `unknown card ${JSON.stringify(t)} in take` };
  }
  const cards = take as string[];
  if (new Set(cards).size !== cards.length) return { rule: 'C15', code: 'duplicateCard', message: 'take lists a card twice' };
  const missing = cards.filter((t) => !s.table.includes(t));
  if (missing.length > 0) return { rule: 'C15', code: 'notOnTable', message: `not on the table: ${missing.join(' ')}`, details: { cards: missing } };
  if (face !== null) {
    if (cards.length !== s.table.length) {
      return { rule: 'C25', code: 'lastFaceTakesAll', message: `${face} is the dealer's last face card: it must take every table card (${s.table.join(' ') || 'none'})` };
    }
    return null;
  }
  const p = captureProblem(card, cards);
  return p ? { ...p, details: { card, take: cards.slice() } } : null;
}

/** Applies a move known to be legal; `events` null skips the events (fast playouts). Never mutates `s`. */
export function applyLegal(s: CasinoState, m: CasinoMove, events: Events): CasinoState {
  const p = s.toMove!;
  const rules = s.rules;
  const side = sideOf(rules, p);
  const last = isLastCardOfDeal(s);
  const d: Draft = {
    options: s.options,
    rules,
    dealer: s.dealer,
    toMove: s.toMove,
    hands: s.hands.slice() as string[][],
    table: s.table as string[],
    stock: s.stock as string[],
    piles: s.piles as string[][],
    lastCapturer: s.lastCapturer,
    finalRound: s.finalRound,
    scores: s.scores as number[],
    gamesPlayed: s.gamesPlayed,
    stakes: s.stakes as number[],
    phase: s.phase,
    handRound: s.handRound,
    lastCapture: s.lastCapture,
    rng: s.rng,
  };
  const hand = s.hands[p]!;
  d.hands[p] = hand.filter((c) => c !== m.card);
  if (m.type === 'capture') {
    const take = m.take;
    d.table = s.table.filter((c) => !take.includes(c));
    d.piles = s.piles.slice() as string[][];
    d.piles[side] = [...s.piles[side]!, m.card, ...take];
    d.lastCapturer = p;
    d.lastCapture = { seat: p, card: m.card, take: take.slice() };
    const finalFace = last && rules.lastFaceTakesAll && isFace(m.card);
    if (events) {
      if (finalFace) events.push({ type: 'finalFaceCard', seat: p, card: m.card, take: take.slice() });
      else {
        events.push({ type: 'capture', seat: p, card: m.card, take: take.slice(), groups: captureGroups(m.card, take), cleared: d.table.length === 0, lastCard: last });
      }
    }
    // C23: a clearing scores at once, never with the last card of the deal (PD-C-5).
    if (clearingScores(s, m)) {
      if (score(d, side, 1, events, (scores) => ({ type: 'clearing', side, points: 1, scores }))) {
        events?.push({ type: 'dealAbandoned' }); // C30: won during play
        return d;
      }
    }
  } else {
    const reason = s.table.length === 0 ? 'emptyTable' : rules.freeTrail && hasCapture(hand, s.table) ? 'choice' : 'noCapture';
    d.table = [...s.table, m.card];
    events?.push({ type: 'trail', seat: p, card: m.card, reason });
  }
  if (last) {
    endOfDeal(d, events, m.type === 'capture' && m.take.length > 0 && rules.lastFaceTakesAll && isFace(m.card));
    return d;
  }
  const n = rules.players;
  if (p === s.dealer && d.hands[p]!.length === 0) dealHandRound(d, events);
  else d.toMove = (p + 1) % n;
  return d;
}

/**
 * Credits `points` to `side` (scores copied on write) and reports it; when the side reaches the
 * target, the game is won at once (C30, C34): gameWon and the payments follow. True when won.
 */
function score(d: Draft, side: Side, points: number, events: Events, event: (scores: number[]) => CasinoEvent): boolean {
  d.scores = d.scores.slice();
  d.scores[side]! += points;
  events?.push(event(d.scores.slice()));
  if (d.scores[side]! < d.rules.target) return false;
  gameWon(d, side, events);
  return true;
}

/** C30–C32, C37: the game is won; losers below the lurch line pay double; the deal stops here. */
function gameWon(d: Draft, winner: Side, events: Events): void {
  const rules = d.rules;
  const losers: Side[] = [];
  for (let side = 0; side < rules.sides; side++) if (side !== winner) losers.push(side);
  const lurched = losers.filter((side) => d.scores[side]! < rules.lurchLine);
  events?.push({ type: 'gameWon', side: winner, scores: d.scores.slice(), lurched });
  d.stakes = d.stakes.slice();
  const winners = seatsOf(rules, winner);
  for (const side of losers) {
    const amount = lurched.includes(side) ? 2 : 1;
    // PD-C-20: each loser pays a different winner (4 players: seat by seat in order).
    seatsOf(rules, side).forEach((from, i) => {
      const to = winners[i % winners.length]!;
      d.stakes[from]! -= amount;
      d.stakes[to]! += amount;
      events?.push({ type: 'payment', from, to, amount, reason: amount === 2 ? 'lurch' : 'game' });
    });
  }
  d.phase = 'gameOver';
  d.toMove = null;
  d.gamesPlayed++;
}

/** C26–C29, C35, C36 (V-C-3, V-C-5): after the last card of the deal. */
function endOfDeal(d: Draft, events: Events, faceCollected: boolean): void {
  const rules = d.rules;
  d.toMove = null;
  if (d.table.length > 0) {
    const cards = d.table.slice();
    if (d.lastCapturer === null) {
      events?.push({ type: 'leftovers', side: null, cards }); // PD-C-14: they stay where they are
    } else {
      const side = sideOf(rules, d.lastCapturer);
      d.piles = d.piles.slice() as string[][];
      d.piles[side] = [...d.piles[side]!, ...cards];
      d.table = [];
      events?.push({ type: 'leftovers', side, cards });
      if (rules.finalCollectionScores && score(d, side, 1, events, (scores) => ({ type: 'clearing', side, points: 1, scores, final: true }))) return;
    }
  } else if (faceCollected && rules.finalCollectionScores) {
    // V-C-3: the dealer's last face card took leftover cards (C25); none on an empty table (PD-C-16).
    const side = sideOf(rules, d.dealer);
    if (score(d, side, 1, events, (scores) => ({ type: 'clearing', side, points: 1, scores, final: true }))) return;
  }
  const lines = countLines(d.piles, rules);
  events?.push({ type: 'count', sides: lines });
  if (creditCount(d, lines, events)) return;
  d.phase = 'dealOver';
  events?.push({ type: 'dealOver', scores: d.scores.slice() });
}

/** C28 / C35: each side's count; points by C28 (2 and 4 players) or the C35 items won (3 players). */
export function countLines(piles: readonly (readonly string[])[], rules: CasinoRules): CountLine[] {
  const lines: CountLine[] = piles.map((pile) => {
    let spades = 0;
    const aces: string[] = [];
    for (const c of pile) {
      if (suitOf(c) === 'S') spades++;
      if (c.charCodeAt(0) === 65) aces.push(c);
    }
    return { cards: pile.length, spades, bigCasino: pile.includes(BIG_CASINO), littleCasino: pile.includes(LITTLE_CASINO), aces, points: 0 };
  });
  const three = rules.players === 3;
  const most = (key: 'cards' | 'spades', line: CountLine) => lines.every((o) => o === line || line[key] > o[key]);
  for (const line of lines) {
    const cards = three ? most('cards', line) : line.cards >= 27;
    const spades = three ? most('spades', line) : line.spades >= 7;
    line.points = (cards ? 3 : 0) + (spades ? 1 : 0) + (line.bigCasino ? 2 : 0) + (line.littleCasino ? 1 : 0) + line.aces.length;
  }
  return lines;
}

/** The C36 order of the count items with three players. */
export const ITEM_ORDER: readonly Item[] = ['bigCasino', 'littleCasino', 'cards', 'spades', 'AS', 'AC', 'AH', 'AD'];
/** What each count item is worth (C28, C35): the casinos, the cards, the spades, each ace. */
export const ITEM_POINTS: Readonly<Record<Item, number>> = { bigCasino: 2, littleCasino: 1, cards: 3, spades: 1, AS: 1, AC: 1, AH: 1, AD: 1 };

/** Who wins an item of the 3-player count (C35): null when nobody (a tie for most, or the card in no pile). */
function itemWinner(item: Item, lines: readonly CountLine[]): Side | null {
  const find = (f: (l: CountLine) => boolean): Side | null => {
    const i = lines.findIndex(f);
    return i < 0 ? null : i;
  };
  switch (item) {
    case 'bigCasino':
      return find((l) => l.bigCasino);
    case 'littleCasino':
      return find((l) => l.littleCasino);
    case 'cards':
    case 'spades':
      return find((l) => lines.every((o) => o === l || l[item] > o[item]));
    default:
      return find((l) => l.aces.includes(item));
  }
}

/** C29, C36, V-C-5: credits the count in time order. True when the game was won. */
function creditCount(d: Draft, lines: readonly CountLine[], events: Events): boolean {
  const rules = d.rules;
  if (!rules.netting) {
    for (const item of ITEM_ORDER) {
      const side = itemWinner(item, lines);
      if (side === null) continue;
      const points = ITEM_POINTS[item];
      if (score(d, side, points, events, (scores) => ({ type: 'itemScored', item, side, points, scores }))) return true;
    }
    return false;
  }
  // C29 (2 and 4 players): the difference to the side with more; V-C-5 (3 players): the highest minus the other two.
  const pts = lines.map((l) => l.points);
  let best = 0;
  for (let i = 1; i < pts.length; i++) if (pts[i]! > pts[best]!) best = i;
  const others = pts.reduce((a, b) => a + b, 0) - pts[best]!;
  const tied = pts.some((x, i) => i !== best && x === pts[best]);
  const net = tied ? 0 : pts[best]! - others;
  if (net <= 0) {
    events?.push({ type: 'netScore', side: null, points: 0, scores: d.scores.slice() });
    return false;
  }
  return score(d, best, net, events, (scores) => ({ type: 'netScore', side: best, points: net, scores }));
}
