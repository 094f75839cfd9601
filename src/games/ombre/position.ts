/**
 * Positions (contract "Positions"): fromPosition validates a plain JSON description and rebuilds the
 * state (the auction replayed from the mano, won from the tricks); toPosition is its exact inverse.
 */
import { seedRng, type RngState } from '../../engine/rng.js';
import { isOmbreCard, orderFor, trickWinner } from './cards.js';
import { auctionContext, auctionStatus, manoOf } from './engine.js';
import { resolveRules, CONTRACTS, ladder } from './rules.js';
import { countMatadors } from './settle.js';
import type { Draft } from './draft.js';
import type { AuctionStep, Bete, OmbrePosition, OmbreState, Phase, Play, Suit } from './types.js';

const PHASES: readonly Phase[] = ['auction', 'trump', 'call', 'give', 'exchange', 'play', 'dealOver', 'sessionOver'];
const OUTCOMES = ['win', 'remise', 'codille', 'thrownIn', 'passed'];
const SUITS = ['C', 'D', 'H', 'S'];

function fail(msg: string): never {
  throw new Error(`Ombre position: ${msg}`);
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const seatOrNull = (x: unknown, n: number, what: string): number | null => {
  if (x === null || x === undefined) return null;
  if (!isInt(x) || x < 0 || x >= n) fail(`${what} must be a seat 0…${n - 1} or null`);
  return x;
};
const suitOrNull = (x: unknown, what: string): Suit | null => {
  if (x === null || x === undefined) return null;
  if (!SUITS.includes(x as string)) fail(`${what} must be a suit or null`);
  return x as Suit;
};
function cardList(x: unknown, what: string): string[] {
  if (!Array.isArray(x)) fail(`${what} must be an array of cards`);
  for (const c of x) if (!isOmbreCard(c)) fail(`${what}: unknown card ${JSON.stringify(c)}`);
  return (x as string[]).slice();
}
function bySeat<T>(x: unknown, n: number, what: string, f: (v: unknown, w: string) => T): T[] {
  if (!Array.isArray(x) || x.length !== n) fail(`${what} must have ${n} entries, one per seat`);
  return x.map((v, i) => f(v, `${what}[${i}]`));
}
function plays(x: unknown, n: number, what: string): Play[] {
  if (!Array.isArray(x)) fail(`${what} must be an array of plays`);
  return x.map((p, i) => {
    if (!p || typeof p !== 'object') fail(`${what}[${i}] must be {seat, card}`);
    const q = p as Play;
    if (!isInt(q.seat) || q.seat < 0 || q.seat >= n) fail(`${what}[${i}]: bad seat`);
    if (!isOmbreCard(q.card)) fail(`${what}[${i}]: unknown card ${JSON.stringify(q.card)}`);
    return { seat: q.seat, card: q.card };
  });
}

export function fromPosition(p: OmbrePosition): OmbreState {
  return build(p, null);
}

function build(p: OmbrePosition, rngIn: unknown): OmbreState {
  if (!p || typeof p !== 'object') fail('a position must be an object');
  const rules = resolveRules(p.options);
  const n = rules.players;
  const balances = bySeat(p.balances, n, 'balances', (v, w) => (isInt(v) ? v : fail(`${w} must be an integer`)));
  if (!isInt(p.pot) || p.pot < 0) fail('pot must be a non-negative integer');
  if (!Array.isArray(p.betes)) fail('betes must be an array');
  const betes: Bete[] = p.betes.map((b, i) => {
    if (!b || !isInt(b.amount) || b.amount <= 0 || (b.kind !== 'single' && b.kind !== 'double')) fail(`betes[${i}] must be {amount > 0, kind single|double}`);
    return { amount: b.amount, kind: b.kind };
  });
  const total = balances.reduce((a, b) => a + b, 0) + p.pot + betes.reduce((a, b) => a + b.amount, 0);
  if (total !== 0) fail(`balances + pot + bêtes must sum to 0, not ${total} (O13)`);
  if (!isInt(p.dealsPlayed) || p.dealsPlayed < 0) fail('dealsPlayed must be a non-negative integer');
  const dealer = seatOrNull(p.dealer, n, 'dealer');
  if (dealer === null) fail('dealer must be a seat');
  const favourite = suitOrNull(p.favourite, 'favourite');
  if (favourite !== null && rules.favourite === 'none') fail(`${rules.game} has no favourite suit`);
  if (!PHASES.includes(p.phase)) fail(`unknown phase ${JSON.stringify(p.phase)}`);
  const hands = bySeat(p.hands, n, 'hands', cardList);
  const talon = cardList(p.talon, 'talon');
  const discards = bySeat(p.discards, n, 'discards', cardList);
  const taken = bySeat(p.taken, n, 'taken', cardList);
  const trick = plays(p.trick, n, 'trick');
  if (!Array.isArray(p.tricks)) fail('tricks must be an array');
  const tricks = p.tricks.map((t, i) => plays(t, n, `tricks[${i}]`));
  for (const [i, t] of tricks.entries()) if (t.length !== n) fail(`tricks[${i}] must have ${n} cards`);
  if (trick.length >= n) fail(`the trick in progress must have fewer than ${n} cards`);
  const all = [...hands.flat(), ...talon, ...discards.flat(), ...trick.map((x) => x.card), ...tricks.flat().map((x) => x.card)];
  const packSet = new Set(rules.pack);
  const seen = new Set<string>();
  for (const c of all) {
    if (!packSet.has(c)) fail(`${c} is not in the pack of ${rules.game}`);
    if (seen.has(c)) fail(`${c} is there twice`);
    seen.add(c);
  }
  if (seen.size !== rules.pack.length) fail(`hands, talon, discards, trick and tricks must hold the ${rules.pack.length} cards of the pack`);
  const turned = p.turned === null || p.turned === undefined ? null : isOmbreCard(p.turned) ? p.turned : fail('turned must be a card or null');
  const called = p.called === null || p.called === undefined ? null : isOmbreCard(p.called) ? p.called : fail('called must be a card or null');
  if (!Array.isArray(p.auction)) fail('auction must be an array');
  const auction: AuctionStep[] = p.auction.map((a, i) => {
    if (!a || !['bid', 'hold', 'pass'].includes(a.move)) fail(`auction[${i}]: move must be bid, hold or pass`);
    if (!isInt(a.seat) || a.seat < 0 || a.seat >= n) fail(`auction[${i}]: bad seat`);
    const step: AuctionStep = { seat: a.seat, move: a.move };
    if (a.contract !== undefined) {
      if (!CONTRACTS.includes(a.contract)) fail(`auction[${i}]: unknown contract`);
      step.contract = a.contract;
    }
    if (a.suit !== undefined) step.suit = suitOrNull(a.suit, `auction[${i}].suit`) ?? undefined!;
    if (step.suit === undefined) delete step.suit;
    return step;
  });
  const toMove = seatOrNull(p.toMove, n, 'toMove');
  const over = p.phase === 'dealOver' || p.phase === 'sessionOver';
  if (over !== (toMove === null)) fail('toMove is null exactly in dealOver and sessionOver');
  const outcome = p.outcome === null || p.outcome === undefined ? null : OUTCOMES.includes(p.outcome) ? p.outcome : fail('unknown outcome');
  const contract = p.contract === null || p.contract === undefined ? null : CONTRACTS.includes(p.contract) ? p.contract : fail('unknown contract');
  const trump = suitOrNull(p.trump, 'trump');
  const d: Draft = {
    options: JSON.parse(JSON.stringify(p.options)),
    balances,
    pot: p.pot,
    betes,
    dealsPlayed: p.dealsPlayed,
    dealer,
    favourite,
    phase: p.phase,
    toMove,
    hands,
    talon,
    turned,
    auction,
    lomber: seatOrNull(p.lomber, n, 'lomber'),
    contract,
    trump,
    called,
    partner: seatOrNull(p.partner, n, 'partner'),
    giver: seatOrNull(p.giver, n, 'giver'),
    discards,
    taken,
    matadors: p.matadors === null || p.matadors === undefined ? null : isInt(p.matadors) ? p.matadors : fail('matadors must be an integer or null'),
    trick,
    tricks,
    won: Array.from({ length: n }, () => 0),
    vole: p.vole === true,
    outcome: outcome as Draft['outcome'],
    rules,
    rng: validRng(rngIn) ?? seedRng(JSON.stringify([p.balances, p.dealer, p.dealsPlayed, all])),
    given: isOmbreCard((p as unknown as { given?: unknown }).given) ? ((p as unknown as { given: string }).given) : null,
  };
  // won follows from the tricks
  const o = orderFor(trump);
  for (const t of tricks) d.won[t[trickWinner(t, o)]!.seat]!++;
  // the auction
  const inAuction = p.phase === 'auction';
  let st;
  try {
    st = auctionStatus(d, inAuction);
  } catch (e) {
    fail(`the auction log is not legal: ${(e as Error).message}`);
  }
  if (inAuction) {
    if (st.done) fail('the auction log is complete, but the phase is auction');
    if (toMove !== st.toMove) fail(`in the auction seat ${st.toMove} is to speak, not ${toMove}`);
    const lad = ladder(rules, favourite);
    d.lomber = st.bidSeat;
    d.contract = st.level >= 0 ? lad[st.level]! : null;
  } else if (p.phase !== 'dealOver' && p.phase !== 'sessionOver' && !st.done && !(rules.partnership && contract === 'forcee')) {
    fail('the auction log is not complete');
  }
  if (p.phase === 'play') {
    let want: number;
    if (trick.length > 0) want = (trick[trick.length - 1]!.seat + 1) % n;
    else if (tricks.length === 0) want = manoOf(d);
    else {
      const last = tricks[tricks.length - 1]!;
      want = last[trickWinner(last, o)]!.seat;
    }
    if (toMove !== want) fail(`in play seat ${want} is to move, not ${toMove} (O39)`);
    if (d.lomber === null || d.contract === null) fail('play needs a Lomber and a contract');
    if (d.matadors === null) d.matadors = countMatadors(d);
  }
  if (p.phase !== 'auction' && p.phase !== 'dealOver' && p.phase !== 'sessionOver' && (d.lomber === null || d.contract === null)) fail(`phase ${p.phase} needs a Lomber and a contract`);
  void auctionContext;
  return d as unknown as OmbreState;
}

function validRng(x: unknown): RngState | null {
  if (Array.isArray(x) && x.length === 4 && x.every((v) => isInt(v) && v >= 0 && v <= 0xffffffff)) return [x[0], x[1], x[2], x[3]];
  return null;
}

export function toPosition(s: OmbreState): OmbrePosition {
  return {
    options: JSON.parse(JSON.stringify(s.options)),
    balances: s.balances.slice(),
    pot: s.pot,
    betes: s.betes.map((b) => ({ amount: b.amount, kind: b.kind })),
    dealsPlayed: s.dealsPlayed,
    dealer: s.dealer,
    favourite: s.favourite,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    talon: s.talon.slice(),
    turned: s.turned,
    auction: s.auction.map((a) => ({ ...a })),
    lomber: s.lomber,
    contract: s.contract,
    trump: s.trump,
    called: s.called,
    partner: s.partner,
    giver: s.giver,
    discards: s.discards.map((h) => h.slice()),
    taken: s.taken.map((h) => h.slice()),
    matadors: s.matadors,
    trick: s.trick.map((p) => ({ ...p })),
    tricks: s.tricks.map((t) => t.map((p) => ({ ...p }))),
    won: s.won.slice(),
    vole: s.vole,
    outcome: s.outcome,
  };
}

/** A state read from JSON (a save): the position's fields plus the generator and the given card. */
export function stateFromJSON(json: unknown): OmbreState {
  const x = json as OmbrePosition & { rng?: unknown };
  return build(x, x?.rng);
}
