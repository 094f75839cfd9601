/**
 * Positions (the contract's plain JSON) ↔ states: `fromPosition` checks a position and throws
 * `Bad Tarok position: …` naming the problem; `toPosition` is its exact inverse (plus `rng`). The
 * auction is replayed from its log; `won` follows from the tricks; `announcements` in play may be
 * missing (then they follow from the hands and the cards each seat has played).
 */
import { isRngState, seedRng, type RngState } from '../../engine/rng.js';
import { announcementOf } from './announce.js';
import { GAMES, replayAuction } from './auction.js';
import { isCard, PACK } from './cards.js';
import { copyOptions, resolveRules } from './rules.js';
import { trickWinner } from './trick.js';
import type { Announcement, AuctionStep, Call, Game, Outcome, Phase, Play, TarokPosition, TarokRules, TarokState } from './types.js';

const PHASES: readonly Phase[] = ['skat', 'auction', 'call', 'give', 'play', 'dealOver', 'partyOver', 'sessionOver'];
const OUTCOMES: readonly Outcome[] = ['played', 'win', 'remise', 'loss', 'tout', 'passed'];

function bad(what: string): never {
  throw new Error(`Bad Tarok position: ${what}`);
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function seat(x: unknown, n: number, what: string): number {
  if (!isInt(x) || x < 0 || x >= n) bad(`${what} must be a seat 0…${n - 1}`);
  return x;
}

function seatOrNull(x: unknown, n: number, what: string): number | null {
  return x === null || x === undefined ? null : seat(x, n, what);
}

function cards(x: unknown, what: string): string[] {
  if (!Array.isArray(x)) bad(`${what} must be a list of cards`);
  for (const c of x) if (!isCard(c)) bad(`${what}: ${JSON.stringify(c)} is not a card of the Tarock pack`);
  return (x as string[]).slice();
}

function plays(x: unknown, n: number, what: string): Play[] {
  if (!Array.isArray(x)) bad(`${what} must be a list of { seat, card }`);
  return x.map((p: unknown, i) => {
    if (!p || typeof p !== 'object') bad(`${what}[${i}] must be { seat, card }`);
    const q = p as Play;
    const s = seat(q.seat, n, `${what}[${i}].seat`);
    if (!isCard(q.card)) bad(`${what}[${i}]: ${JSON.stringify(q.card)} is not a card of the Tarock pack`);
    return { seat: s, card: q.card };
  });
}

function numbers(x: unknown, n: number, what: string): number[] {
  if (!Array.isArray(x) || x.length !== n || !x.every(isInt)) bad(`${what} must be ${n} whole numbers`);
  return (x as number[]).slice();
}

function announcement(x: unknown, i: number): Announcement {
  const a = x as Announcement;
  if (!a || typeof a !== 'object') bad(`announcements[${i}] must be an object`);
  for (const k of ['taroks', 'matadors', 'whole', 'half', 'kings', 'points'] as const) if (!isInt(a[k]) || a[k] < 0) bad(`announcements[${i}].${k} must be a whole number`);
  if (typeof a.skied !== 'boolean') bad(`announcements[${i}].skied must be true or false`);
  return { taroks: a.taroks, matadors: a.matadors, whole: a.whole, half: a.half, skied: a.skied, kings: a.kings, points: a.points };
}

/** Checks a position and builds the state; throws `Bad Tarok position: …`. */
export function fromPosition(p: TarokPosition): TarokState {
  if (!p || typeof p !== 'object') bad('a position must be an object');
  let rules: TarokRules;
  try {
    rules = resolveRules(p.options);
  } catch (e) {
    bad((e as Error).message);
  }
  const n = rules.players;
  const lomber = rules.form === 'lomber';
  const balances = numbers(p.balances, n, 'balances');
  if (balances.reduce((a, b) => a + b, 0) !== 0) bad('balances must sum to 0 (T34)');
  let scores: number[] | null = null;
  if (rules.form === 'deux') scores = numbers(p.scores, 2, 'scores');
  else if (p.scores !== null && p.scores !== undefined) bad('scores are en deux\'s only (null otherwise)');
  if (!isInt(p.dealsPlayed) || p.dealsPlayed < 0) bad('dealsPlayed must be a whole number ≥ 0');
  if (!isInt(p.partiesPlayed) || p.partiesPlayed < 0) bad('partiesPlayed must be a whole number ≥ 0');
  const dealer = seat(p.dealer, n, 'dealer');
  if (!PHASES.includes(p.phase)) bad(`unknown phase ${JSON.stringify(p.phase)}`);
  const phase = p.phase;
  if ((phase === 'auction' || phase === 'call' || phase === 'give') && !lomber) bad(`phase ${phase} is Taroklomber's only`);
  if (phase === 'partyOver' && rules.form !== 'deux') bad('phase partyOver is en deux\'s only');
  const over = phase === 'dealOver' || phase === 'partyOver' || phase === 'sessionOver';
  const toMove = seatOrNull(p.toMove, n, 'toMove');
  if (over !== (toMove === null)) bad(over ? `nobody moves in phase ${phase}` : `phase ${phase} needs a seat to move`);
  if (!Array.isArray(p.hands) || p.hands.length !== n) bad(`hands must be ${n} lists of cards`);
  const hands = p.hands.map((h, i) => cards(h, `hands[${i}]`));
  const skat = cards(p.skat ?? [], 'skat');
  if (skat.length > 3) bad('more than 3 cards in the Skat');
  const aside = cards(p.aside ?? [], 'aside');
  const trick = plays(p.trick ?? [], n, 'trick');
  if (!Array.isArray(p.tricks)) bad('tricks must be a list of tricks');
  const tricks = p.tricks.map((t, i) => plays(t, n, `tricks[${i}]`));
  // T1: the 78 cards once each
  const all = [...hands.flat(), ...skat, ...aside, ...trick.map((x) => x.card), ...tricks.flat().map((x) => x.card)];
  const seen = new Set<string>();
  for (const c of all) {
    if (seen.has(c)) bad(`${c} twice`);
    seen.add(c);
  }
  if (seen.size !== PACK.length) bad(`${seen.size} cards in hands, Skat, aside and tricks; the pack has ${PACK.length}`);
  if (rules.form === 'deux' ? aside.length !== 25 : aside.length !== 0) bad(rules.form === 'deux' ? 'en deux sets 25 cards aside (TD2)' : 'aside is en deux\'s only');
  if (tricks.length > 25) bad('more than 25 tricks');
  // the tricks: one card per seat, in turn from the leader (T20)
  const eldest = (dealer + 1) % n;
  let leader = eldest;
  const won = Array.from({ length: n }, () => 0);
  for (const [i, t] of tricks.entries()) {
    if (t.length !== n) bad(`tricks[${i}] must hold ${n} cards`);
    t.forEach((x, k) => {
      if (x.seat !== (leader + k) % n) bad(`tricks[${i}][${k}] is seat ${x.seat}'s, but seat ${(leader + k) % n} plays there`);
    });
    leader = trickWinner(t);
    won[leader]!++;
  }
  if (trick.length >= n) bad(`the trick in progress must hold fewer than ${n} cards`);
  trick.forEach((x, k) => {
    if (x.seat !== (leader + k) % n) bad(`trick[${k}] is seat ${x.seat}'s, but seat ${(leader + k) % n} plays there`);
  });
  if ((trick.length > 0 || tricks.length > 0) && phase !== 'play' && !over) bad(`cards played in phase ${phase}`);
  if (phase === 'play' && tricks.length === 25) bad('all 25 tricks are played: the deal is over');
  // the auction (TL11, TL12)
  if (!Array.isArray(p.auction ?? [])) bad('auction must be a list');
  const auction: AuctionStep[] = (p.auction ?? []).map((a, i) => {
    if (!a || typeof a !== 'object') bad(`auction[${i}] must be { seat, move }`);
    const st = seat(a.seat, n, `auction[${i}].seat`);
    if (a.move === 'pass') return { seat: st, move: 'pass' };
    if (a.move !== 'bid' && a.move !== 'hold') bad(`auction[${i}].move must be bid, hold or pass`);
    if (!GAMES.includes(a.game as Game)) bad(`auction[${i}]: unknown game ${JSON.stringify(a.game)}`);
    return { seat: st, move: a.move, game: a.game as Game };
  });
  if (!lomber && auction.length > 0) bad('the auction is Taroklomber\'s only');
  let declarer = seatOrNull(p.declarer, n, 'declarer');
  let game: Game | null = p.game ?? null;
  if (game !== null && !GAMES.includes(game)) bad(`unknown game ${JSON.stringify(game)}`);
  const oldDealFirst = !(lomber && rules.method === 'new');
  if (lomber) {
    let st;
    try {
      st = replayAuction(auction, eldest, rules.method);
    } catch (e) {
      bad((e as Error).message);
    }
    if (!st.done) {
      if (phase !== 'auction' && !(phase === 'skat' && oldDealFirst && auction.length === 0)) bad(`the auction is not over in phase ${phase}`);
    } else if (phase === 'auction' || (phase === 'skat' && oldDealFirst)) bad('the auction is over');
    if (phase === 'auction' && toMove !== st.toMove) bad(`seat ${String(st.toMove)} speaks in the auction, not ${String(toMove)}`);
    if (declarer !== st.lastBidder || game !== st.game) bad('declarer (the seat of the last bid or hold) and game must agree with the auction');
    if (st.done && st.holder === null && phase !== 'dealOver' && phase !== 'sessionOver') bad('all passed: the deal is over');
    if (st.done && st.holder !== null && !over && phase !== 'play' && phase !== 'call' && phase !== 'give' && phase !== 'skat') bad(`phase ${phase} after the auction`);
  } else {
    if (declarer !== null || game !== null) bad('declarer and game are Taroklomber\'s only');
    declarer = null;
    game = null;
  }
  // the calls (TL14, TL15)
  if (!Array.isArray(p.calls ?? [])) bad('calls must be a list');
  const calls: Call[] = (p.calls ?? []).map((c, i) => {
    if (!c || typeof c !== 'object' || !isCard(c.card)) bad(`calls[${i}] needs a card`);
    const from = seatOrNull(c.from, n, `calls[${i}].from`);
    const returned = c.returned === null || c.returned === undefined ? null : c.returned;
    if (returned !== null && !isCard(returned)) bad(`calls[${i}].returned is not a card`);
    return { card: c.card, from, returned };
  });
  if (calls.length > 0 && !lomber) bad('calls are Taroklomber\'s only');
  if (phase === 'give' && (calls.length === 0 || calls[calls.length - 1]!.from === null || calls[calls.length - 1]!.returned !== null)) bad('phase give needs a call handed over and not yet answered');
  // whose turn and the hands' sizes
  const played = Array.from({ length: n }, () => 0);
  for (const x of [...tricks.flat(), ...trick]) played[x.seat]!++;
  if (phase === 'play') {
    hands.forEach((h, i) => {
      if (h.length + played[i]! !== 25) bad(`seat ${i}'s hand and played cards make ${h.length + played[i]!}, not 25`);
    });
    if (toMove !== (leader + trick.length) % n) bad(`seat ${(leader + trick.length) % n} is to play (T20), not ${String(toMove)}`);
    if (lomber && skat.length !== 3) bad('the Skat holds 3 cards in play');
    if (!lomber && skat.length !== 3) bad('the Skat holds 3 cards in play');
  }
  if (phase === 'skat') {
    const layer = oldDealFirst ? dealer : declarer;
    if (layer === null || toMove !== layer) bad(`the Skat's layer (seat ${String(layer)}) is to move`);
    hands.forEach((h, i) => {
      const want = i === layer ? 28 - skat.length : 25;
      if (h.length !== want) bad(`seat ${i} must hold ${want} cards while the Skat is laid, not ${h.length}`);
    });
  }
  if (phase === 'auction') {
    hands.forEach((h, i) => {
      if (h.length !== 25) bad(`seat ${i} must hold 25 cards in the auction`);
    });
    if (skat.length !== 3) bad('the Skat holds 3 cards in the auction');
  }
  if ((phase === 'call' || phase === 'give') && toMove !== declarer) bad('the declarer is to move');
  let announcements: Announcement[] | null = null;
  if (p.announcements !== null && p.announcements !== undefined) {
    if (lomber) bad('announcements are not Taroklomber\'s (TL23)');
    if (!Array.isArray(p.announcements) || p.announcements.length !== n) bad(`announcements must be ${n} entries or null`);
    if (phase === 'skat') bad('announcements come after the Skat');
    announcements = p.announcements.map(announcement);
  } else if (!lomber && phase === 'play') {
    const byHand = hands.map((h, i) => [...h, ...[...tricks.flat(), ...trick].filter((x) => x.seat === i).map((x) => x.card)]);
    announcements = byHand.map((h) => announcementOf(h, rules.fromBelow));
  } else if (!lomber && over && p.outcome !== 'passed') bad('announcements are missing at the end of the deal');
  const outcome = p.outcome ?? null;
  if (outcome !== null && !OUTCOMES.includes(outcome)) bad(`unknown outcome ${JSON.stringify(outcome)}`);
  if (over !== (outcome !== null)) bad(over ? 'the outcome is missing at the end of the deal' : 'an outcome before the end of the deal');
  if (over && outcome !== 'passed' && tricks.length !== 25) bad('a deal over has its 25 tricks');
  if (outcome === 'passed' && tricks.length > 0) bad('all passed, but tricks were played');
  if (outcome !== null && (lomber ? outcome === 'played' : outcome !== 'played')) bad(`outcome ${outcome} is not ${rules.form}'s`);
  const rng: RngState = isRngState(p.rng) ? p.rng : seedRng(JSON.stringify({ ...p, rng: undefined }));
  return {
    options: copyOptions(p.options),
    balances,
    scores,
    dealsPlayed: p.dealsPlayed,
    partiesPlayed: p.partiesPlayed,
    dealer,
    phase,
    toMove,
    hands,
    skat,
    aside,
    auction,
    declarer,
    game,
    calls,
    announcements,
    trick,
    tricks,
    won,
    outcome,
    rng,
  };
}

/** What a position and every seat's view share: all but the hands, the Skat, the aside, the calls and the generator. */
export type TablePart = Omit<TarokPosition, 'hands' | 'skat' | 'aside' | 'calls' | 'rng'>;

/**
 * A deep copy of the fields every seat sees, with the hands, the Skat, the aside and the calls as the
 * caller gives them (its own copies, or what a seat may see of them), in the position's order.
 */
export function withOwnParts<H, S, A, C>(s: TablePart, own: { hands: H; skat: S; aside: A; calls: C }): TablePart & { hands: H; skat: S; aside: A; calls: C } {
  return {
    options: copyOptions(s.options),
    balances: s.balances.slice(),
    scores: s.scores ? s.scores.slice() : null,
    dealsPlayed: s.dealsPlayed,
    partiesPlayed: s.partiesPlayed,
    dealer: s.dealer,
    phase: s.phase,
    toMove: s.toMove,
    hands: own.hands,
    skat: own.skat,
    aside: own.aside,
    auction: s.auction.map((a) => ({ ...a })),
    declarer: s.declarer,
    game: s.game,
    calls: own.calls,
    announcements: s.announcements ? s.announcements.map((a) => ({ ...a })) : null,
    trick: s.trick.map((x) => ({ ...x })),
    tricks: s.tricks.map((t) => t.map((x) => ({ ...x }))),
    won: s.won.slice(),
    outcome: s.outcome,
  };
}

/** The position of a state (a deep copy, with `rng`): `fromPosition(toPosition(s))` is `s`. */
export function toPosition(s: TarokState): TarokPosition {
  const own = { hands: s.hands.map((h) => h.slice()), skat: s.skat.slice(), aside: s.aside.slice(), calls: s.calls.map((c) => ({ ...c })) };
  return { ...withOwnParts(s, own), rng: [...s.rng] as unknown as RngState };
}

/** A saved state from JSON (fromPosition, which also checks it). */
export const stateFromJSON = (json: unknown): TarokState => fromPosition(json as TarokPosition);
