/**
 * The result and the settlement of a deal (O46–O63, OD6, OQ6, QD13–QD18, CQ3, CQ9–CQ14, V-O-9,
 * V-O-17, V-O-18) and the kettle (O66). Works on a draft; returns the events.
 */
import { matadorCount, orderFor } from './cards.js';
import type { Draft } from './draft.js';
import { gameValue, hasVariant, isSoloTout } from './rules.js';
import type { OmbreEvent, Outcome, PaymentReason } from './types.js';

export interface Honours {
  game: number;
  matadors: number;
  premiers: number;
  vole: number;
  devole: number;
  colour: boolean;
  /** Per opponent: what each pays the side when won (negative: the side pays), what the side pays when lost. */
  total: number;
  count: number;
}

function pay(d: Draft, ev: OmbreEvent[], from: number | 'pot', to: number | 'pot', amount: number, reason: PaymentReason): void {
  if (amount === 0) return;
  if (amount < 0) return pay(d, ev, to, from, -amount, reason);
  if (from === 'pot') {
    // the table: the pot and the bêtes alike
  } else d.balances[from]! -= amount;
  if (to !== 'pot') d.balances[to]! += amount;
  ev.push({ type: 'payment', from, to, amount, reason });
}

/** The side: the Lomber and his partner. */
export function sideOf(d: Draft): number[] {
  return d.partner !== null ? [d.lomber!, d.partner] : [d.lomber!];
}

/** Hands when play began: the hand now plus the cards played. */
export function handsAtPlay(d: Draft): string[][] {
  const hands = d.hands.map((h) => h.slice());
  for (const t of [...d.tricks, d.trick]) for (const p of t) hands[p.seat]!.push(p.card);
  return hands;
}

/** O50, QD17: the matador count of the side when play begins (its hands now and the cards it played). */
export function countMatadors(d: Draft): number {
  if (d.trump === null) return 0;
  const side = sideOf(d);
  const cards: string[] = [];
  for (const s of side) for (const c of d.hands[s]!) cards.push(c);
  for (const t of d.tricks) for (const p of t) if (side.includes(p.seat)) cards.push(p.card);
  for (const p of d.trick) if (side.includes(p.seat)) cards.push(p.card);
  return matadorCount(cards, d.trump, d.rules.pack);
}

export function isColour(d: Draft): boolean {
  return d.trump !== null && d.trump === d.favourite && d.contract !== 'grandissimo' && d.contract !== 'nullissimo';
}

const ownKing = (d: Draft): boolean => d.rules.partnership && (d.contract === 'ask' || d.contract === 'ask-colour') && d.called !== null && d.partner === null;

/** The outcome of a played deal (or a stop) by the table of the contract. */
export function outcomeOf(d: Draft, stopped: boolean): { outcome: Outcome; side: number } {
  const r = d.rules;
  const side = sideOf(d).reduce((a, s) => a + d.won[s]!, 0);
  if (stopped) return { outcome: 'win', side };
  if (d.contract === 'nullissimo') return { outcome: side === 0 ? 'win' : 'remise', side };
  let outcome: Outcome;
  if (r.winAt === null) {
    const best = Math.max(...d.won.filter((_, s) => s !== d.lomber));
    outcome = side > best ? 'win' : side === best ? 'remise' : 'codille';
  } else outcome = side >= r.winAt ? 'win' : side >= r.remiseAt! ? 'remise' : 'codille';
  if (isSoloTout(d.contract!) && side < r.tricks && outcome === 'win') outcome = 'remise';
  return { outcome, side };
}

/** The first `p` tricks all won by the side. */
export function premiersMade(d: Draft): boolean {
  const side = sideOf(d);
  if (d.tricks.length < d.rules.premiers) return false;
  return d.tricks.slice(0, d.rules.premiers).every((t) => side.includes(t[trickWinnerOf(d, t)]!.seat));
}

export function trickWinnerOf(d: Draft, t: readonly { seat: number; card: string }[]): number {
  const o = orderFor(d.trump);
  let best = 0;
  for (let i = 1; i < t.length; i++) {
    const a = o.suit[t[best]!.card]!;
    const b = o.suit[t[i]!.card]!;
    if (b === a ? o.strength[t[i]!.card]! > o.strength[t[best]!.card]! : b === 'T') best = i;
  }
  return best;
}

/** H and its parts (O49–O53, O55, QD15, QD16, CQ9, CQ14, CQ15, contract "Honours"). */
export function honoursOf(d: Draft, outcome: Outcome, side: number): Honours {
  const r = d.rules;
  const colour = isColour(d);
  const c = colour ? 2 : 1;
  const contract = d.contract!;
  const count = d.matadors ?? countMatadors(d);
  const null0 = contract === 'nullissimo';
  let game = contract === 'ask' || contract === 'ask-colour' ? (colour ? 1 : 0) : gameValue(r, contract) * c;
  if (ownKing(d)) game = 0;
  const matadors = null0 || count < 3 ? 0 : (count - 2) * c;
  const won = outcome === 'win';
  const prem = won && !null0 && premiersMade(d);
  const premiers = prem ? (contract === 'grandissimo' ? 4 : c) : 0;
  const voleValue = contract === 'grandissimo' ? 12 : (r.partnership ? 2 : 4) * c;
  const voleMade = side === r.tricks;
  let vole = 0;
  if (won && !null0 && !isSoloTout(contract)) {
    if (voleMade) vole = voleValue;
    else if (d.vole) vole = -voleValue;
  }
  const devole = !won && r.partnership && side === 0 && d.tricks.length === r.tricks ? 2 * c : 0;
  let total = won ? game + matadors + premiers + vole : game + matadors + devole;
  if (!won && r.game === 'cinquille' && ownKing(d)) total = 0;
  return { game, matadors, premiers, vole, devole, colour, total, count };
}

function betePlay(d: Draft): { W: number; R: number; index: number } {
  let index = -1;
  let s = 0;
  d.betes.forEach((b, i) => {
    if (index < 0 || b.amount > d.betes[index]!.amount) index = i;
    if (b.kind === 'single' && b.amount > s) s = b.amount;
  });
  const b = index >= 0 ? d.betes[index]!.amount : 0;
  return { W: d.pot + b, R: d.pot + s, index };
}

function takeTable(d: Draft, index: number): void {
  d.pot = 0;
  if (index >= 0) d.betes.splice(index, 1);
}

function writeBete(d: Draft, ev: OmbreEvent[], payers: [number, number][], kind: 'single' | 'double'): void {
  const amount = payers.reduce((a, [, x]) => a + x, 0);
  if (amount <= 0) return;
  for (const [seat, x] of payers) pay(d, ev, seat, 'pot', x, 'bete');
  d.betes.push({ amount, kind });
}

/** Shares `amount` among `seats` equally, leftovers one each in the order given. */
function share(amount: number, seats: number[]): number[] {
  const each = Math.floor(amount / seats.length);
  const left = amount - each * seats.length;
  return seats.map((_, i) => each + (i < left ? 1 : 0));
}

/** QD18/CQ12: opponents in descending order of the highest trump held when play began (none last, ties in order after the Lomber). */
function byHighestTrump(d: Draft, opponents: number[]): number[] {
  const o = orderFor(d.trump);
  const hands = handsAtPlay(d);
  const best = (s: number) => Math.max(-1, ...hands[s]!.filter((c) => o.suit[c] === 'T').map((c) => o.strength[c]!));
  return opponents.map((s, i) => ({ s, i, b: best(s) })).sort((a, b) => b.b - a.b || a.i - b.i).map((x) => x.s);
}

/** Settles a finished deal; `outcome` 'passed' settles nothing. */
export function settle(d: Draft, outcome: Outcome, side: number, ev: OmbreEvent[]): void {
  const r = d.rules;
  const n = r.players;
  if (outcome === 'passed') return;
  const lomber = d.lomber!;
  const partner = d.partner;
  const { W, R, index } = betePlay(d);
  const sideSeats = sideOf(d);
  const opponents: number[] = [];
  for (let i = 1; i < n; i++) {
    const s = (lomber + i) % n;
    if (!sideSeats.includes(s)) opponents.push(s);
  }
  if (outcome === 'thrownIn') {
    writeBete(d, ev, [[lomber, R]], 'single');
    return;
  }
  const h = honoursOf(d, outcome, side);
  ev.push({ type: 'honours', game: h.game, matadors: h.matadors, premiers: h.premiers, vole: h.vole, devole: h.devole, colour: h.colour, total: h.total, count: h.count });
  const won = outcome === 'win';
  // honours between seats
  opponents.forEach((o, i) => {
    const payee = partner !== null && i === opponents.length - 1 ? partner : lomber;
    let amount = h.total;
    if (d.contract === 'mediateur' && h.total !== 0) {
      if (o === d.giver) amount = won ? h.total - h.game : h.total + h.game;
    }
    if (won) pay(d, ev, o, payee, amount, 'honours');
    else pay(d, ev, payee, o, amount, 'honours');
  });
  // the table
  if (won) {
    const parts = partner !== null ? [Math.ceil(W / 2), Math.floor(W / 2)] : [W];
    sideSeats.forEach((s, i) => pay(d, ev, 'pot', s, parts[i]!, 'pot'));
    takeTable(d, index);
    return;
  }
  if (outcome === 'remise') {
    const alone = partner === null || hasVariant(r, 'V-O-17') || hasVariant(r, 'V-O-18');
    writeBete(d, ev, alone ? [[lomber, R]] : [[lomber, Math.ceil(R / 2)], [partner!, Math.floor(R / 2)]], 'single');
    return;
  }
  // codille
  if (r.partnership) {
    const order = byHighestTrump(d, opponents);
    share(W, order).forEach((x, i) => pay(d, ev, 'pot', order[i]!, x, 'pot'));
    takeTable(d, index);
    return;
  }
  if (hasVariant(r, 'V-O-9')) {
    const most = Math.max(...opponents.map((o) => d.won[o]!));
    const makers = opponents.filter((o) => d.won[o] === most);
    share(W, makers).forEach((x, i) => pay(d, ev, 'pot', makers[i]!, x, 'pot'));
    takeTable(d, index);
    writeBete(d, ev, [[lomber, R]], 'single');
    return;
  }
  writeBete(d, ev, [[lomber, 2 * R]], 'double');
}

/** O66: the kettle after the last deal. */
export function kettle(d: Draft, ev: OmbreEvent[]): void {
  const n = d.rules.players;
  const total = d.pot + d.betes.reduce((a, b) => a + b.amount, 0);
  const mano = (d.dealer + 1) % n;
  const order = Array.from({ length: n }, (_, i) => (mano + i) % n);
  share(total, order).forEach((x, i) => pay(d, ev, 'pot', order[i]!, x, 'kettle'));
  d.pot = 0;
  d.betes = [];
}
