/** Helpers for the Ombre tests: positions from text, a deal with given hands, move runs, net payments. */
import assert from 'node:assert/strict';
import {
  applyMove,
  fromPosition,
  nextDeal,
  resolveRules,
  trumpOrder,
  type Bete,
  type Contract,
  type OmbreEvent,
  type OmbreMove,
  type OmbreOptions,
  type OmbrePosition,
  type OmbreState,
  type Suit,
} from '../../../src/games/ombre/index.js';

export const cards = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** A finished deal with `dealer` dealing, table as given (for nextDeal). */
export function overPosition(o: { options: OmbreOptions; dealer: number; pot?: number; betes?: Bete[]; balances?: number[]; dealsPlayed?: number; favourite?: Suit | null }): OmbrePosition {
  const r = resolveRules(o.options);
  const n = r.players;
  const pot = o.pot ?? 0;
  const betes = o.betes ?? [];
  const balances = o.balances ?? Array.from({ length: n }, () => 0);
  const tableTotal = pot + betes.reduce((a, b) => a + b.amount, 0);
  if (!o.balances) balances[0] = -tableTotal;
  const hands: string[][] = Array.from({ length: n }, () => []);
  return {
    options: o.options, balances, pot, betes, dealsPlayed: o.dealsPlayed ?? 0, dealer: o.dealer, favourite: o.favourite ?? null,
    phase: 'dealOver', toMove: null, hands, talon: r.pack.slice(), turned: null, auction: [], lomber: null, contract: null, trump: null,
    called: null, partner: null, giver: null, discards: hands.map(() => []), taken: hands.map(() => []), matadors: null, trick: [], tricks: [],
    won: hands.map(() => 0), vole: false, outcome: 'passed',
  };
}

/**
 * A new deal (phase auction) dealt by `dealer` whose seats hold `hands` (missing cards filled from
 * the rest in pack order) and whose talon starts with `talon`. The table before the ante as given.
 */
export function dealWith(o: {
  options: OmbreOptions;
  dealer: number;
  hands: Record<number, string[]>;
  talon?: string[];
  favourite?: Suit | null;
  pot?: number;
  betes?: Bete[];
  balances?: number[];
  dealsPlayed?: number;
}): OmbreState {
  const r = resolveRules(o.options);
  const n = r.players;
  const used = new Set([...Object.values(o.hands).flat(), ...(o.talon ?? [])]);
  const rest = r.pack.filter((c) => !used.has(c));
  const hands: string[][] = Array.from({ length: n }, (_, s) => (o.hands[s] ?? []).slice());
  for (const h of hands) while (h.length < r.handSize) h.push(rest.shift()!);
  const talon = [...(o.talon ?? []), ...rest];
  const mano = (o.dealer + 1) % n;
  const pack: string[] = [];
  const k = hands.map(() => 0);
  for (const size of r.packets) for (let i = 0; i < n; i++) {
    const seat = (mano + i) % n;
    for (let j = 0; j < size; j++) pack.push(hands[seat]![k[seat]!++]!);
  }
  pack.push(...talon);
  const over = fromPosition(overPosition({ ...o, dealer: (o.dealer + n - 1) % n }));
  const fav = o.favourite === undefined ? (r.favourite === 'none' ? null : 'D') : o.favourite;
  return nextDeal(over, pack, fav);
}

export interface Run {
  state: OmbreState;
  events: OmbreEvent[];
}

/** Applies moves in order (each must be legal); returns the last state and every event. */
export function run(s: OmbreState, moves: OmbreMove[]): Run {
  const events: OmbreEvent[] = [];
  for (const m of moves) {
    const r = applyMove(s, m);
    assert.ok(r.ok, `move ${JSON.stringify(m)} refused: ${r.ok ? '' : JSON.stringify(r.violation)} (phase ${s.phase}, seat ${s.toMove})`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Net change per seat over the payments of some events (optionally of one reason). */
export function net(events: readonly OmbreEvent[], n: number, reason?: string): number[] {
  const out = Array.from({ length: n }, () => 0);
  for (const e of events) {
    if (e.type !== 'payment' || (reason && e.reason !== reason)) continue;
    if (e.from !== 'pot') out[e.from]! -= e.amount;
    if (e.to !== 'pot') out[e.to]! += e.amount;
  }
  return out;
}

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
export const table = (s: OmbreState): number => s.pot + sum(s.betes.map((b) => b.amount));

/**
 * A position in phase play at the lead to the last trick, with tricks 1…T−1 won by `winners[i]` and
 * the last by `winners[T−1]` once played out; the table (after the ante) as given.
 */
export function endgame(o: {
  options: OmbreOptions;
  dealer?: number;
  lomber: number;
  contract: Contract;
  trump: Suit;
  favourite?: Suit | null;
  winners: number[];
  matadors?: number;
  pot: number;
  betes?: Bete[];
  partner?: number | null;
  called?: string | null;
  giver?: number | null;
  vole?: boolean;
  auction?: OmbrePosition['auction'];
}): OmbreState {
  const r = resolveRules(o.options);
  const n = r.players;
  assert.equal(o.winners.length, r.tricks);
  const trumps = trumpOrder(o.trump).filter((c) => r.pack.includes(c));
  const plain = r.pack.filter((c) => !trumps.includes(c));
  const lowTrumps: string[] = [];
  const takeOther = (): string => plain.shift() ?? lowTrumps.shift()!;
  const tr = trumps.slice();
  // winners take trumps from the top; the trumps no winner needs go last to the others
  lowTrumps.push(...tr.splice(r.tricks));
  const tricks: { seat: number; card: string }[][] = o.winners.map((w) => {
    const t = [{ seat: w, card: tr.shift()! }];
    for (let i = 1; i < n; i++) t.push({ seat: (w + i) % n, card: takeOther() });
    return t;
  });
  const last = tricks.pop()!;
  const hands: string[][] = Array.from({ length: n }, () => []);
  for (const p of last) hands[p.seat]!.push(p.card);
  const talon = [...plain, ...lowTrumps];
  const dealer = o.dealer ?? 2 % n;
  const balances = Array.from({ length: n }, () => 0);
  balances[0] = -(o.pot + sum((o.betes ?? []).map((b) => b.amount)));
  const auction = o.auction ?? defaultAuction(n, dealer, o.lomber, o.contract, o.trump);
  const pos: OmbrePosition = {
    options: o.options, balances, pot: o.pot, betes: o.betes ?? [], dealsPlayed: 0, dealer, favourite: o.favourite ?? null,
    phase: 'play', toMove: o.winners[r.tricks - 2]!, hands, talon, turned: null, auction, lomber: o.lomber, contract: o.contract, trump: o.trump,
    called: o.called ?? null, partner: o.partner ?? null, giver: o.giver ?? null, discards: hands.map(() => []), taken: hands.map(() => []),
    matadors: o.matadors ?? 0, trick: [], tricks, won: hands.map(() => 0), vole: o.vole ?? false, outcome: null,
  };
  return fromPosition(pos);
}

/** The lone bid of `lomber` (everybody else passes) as an auction log. */
export function defaultAuction(n: number, dealer: number, lomber: number, contract: Contract, trump: Suit): OmbrePosition['auction'] {
  const mano = (dealer + 1) % n;
  const log: OmbrePosition['auction'] = [];
  const bidContract: Contract = contract === 'ask-colour' ? 'ask' : ['tourne', 'obscurite', 'casco', 'obscurite-bottom', 'obscurite-middle'].includes(contract) ? contract : contract === 'forcee' ? 'ask' : contract;
  for (let i = 0; i < n; i++) {
    const seat = (mano + i) % n;
    if (seat === lomber && contract !== 'forcee') {
      const step: OmbrePosition['auction'][number] = { seat, move: 'bid', contract: bidContract };
      if (bidContract.startsWith('solo')) step.suit = trump;
      log.push(step);
    } else log.push({ seat, move: 'pass' });
  }
  return log;
}

/** Plays out the last trick of an endgame (each seat's only card, in turn). */
export function playOut(s: OmbreState): Run {
  const moves: OmbreMove[] = [];
  let st = s;
  const events: OmbreEvent[] = [];
  while (st.phase === 'play') {
    const card = st.hands[st.toMove!]![0]!;
    const r = run(st, [{ type: 'play', card }]);
    st = r.state;
    events.push(...r.events);
    moves.push({ type: 'play', card });
  }
  return { state: st, events };
}
