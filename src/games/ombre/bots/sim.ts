/**
 * A compact table for the card play (O39–O48, QD13–QD15, CQ3, CQ13), fast enough for thousands of
 * playouts per decision: card indices, typed arrays, no events. It reproduces the engine's play phase
 * exactly (legal cards O40–O42, trick winner O11, the premiers' stop or vole O43/QD14/CQ13 with the
 * contract's reading 5, Quadrille's automatic stop, Nullissimo ending at the Lomber's first trick,
 * V-O-6) and its settlement (outcome O46/OD6/OQ6/QD13/CQ3, honours O49–O55/QD16/CQ15, table money
 * O54–O63/QD18/CQ11/CQ12, V-O-9, V-O-17, V-O-18); test/node/ombre-bots.test.ts checks it against the
 * engine. The same table serves the normal player, built from a view with the other hands unknown:
 * `owner` then says only what that seat knows.
 *
 * Money is counted as equity: a seat's balance plus its 1/n share of what lies on the table (the pot
 * and the pending bêtes, which later deals and the kettle, O66, hand out).
 */
import { gameValue } from '../index.js';
import type { Contract, OmbreRules, OmbreState, OmbreView, Suit } from '../types.js';
import { CARD, idx, legalIdx, matadorsIdx, tablesFor, TRUMP, winnerIdx, type Tables } from './tables.js';

/** owner[] values besides a seat number (0…n−1, a hand): */
export const PLAYED = -1;
/** Somewhere the viewer does not know (another hand, the talon, other discards). */
export const UNKNOWN = -3;
/** In seat s's own discards: DISCARD + s. */
export const DISCARD = 10;

const isSoloTout = (c: Contract): boolean => c === 'solo-tout' || c === 'solo-tout-colour';

/** What stays fixed during a deal's play. */
export interface PlaySetup {
  readonly rules: OmbreRules;
  readonly n: number;
  readonly contract: Contract;
  readonly tab: Tables;
  readonly trump: Suit | null;
  readonly favourite: Suit | null;
  readonly lomber: number;
  /** The partner's seat, −1 for none (alone), −2 when the table was built for a seat that does not know him. */
  readonly partner: number;
  readonly giver: number;
  /** The called card (index), −1 for none. */
  readonly called: number;
  readonly pot: number;
  readonly betes: readonly { amount: number; kind: 'single' | 'double' }[];
  /** The side's matador count when play began (O50, QD17); null when unknown (a view). */
  readonly matadors: number | null;
}

export class Sim {
  readonly set: PlaySetup;
  hands: number[][];
  /** Who holds each card (see PLAYED, UNKNOWN, DISCARD). */
  owner: Int8Array;
  trick: number[];
  trickSeats: number[];
  toMove: number;
  won: number[];
  done: number;
  /** Every completed trick so far won by the Lomber's side. */
  sideAll: boolean;
  /** The trick (1-based) in which the called card was played; 0 not yet. */
  calledTrick: number;
  vole: boolean;
  over: boolean;
  stopped: boolean;
  /** Publicly known voids: bit k (0…3) a plain suit, bit 4 the trumps (none that must follow a trump lead). */
  voids: Uint8Array;
  /** Seats that have led a trick (the partner's first lead, QD rule 25). */
  led: Uint8Array;
  /** The plain suit the Lomber led first (−1: none yet), for the defenders' rule 8. */
  lomberFirstSuit: number;
  /** The side won each of the first p tricks (premiers, O47, QD16, CQ15). */
  premiers: boolean;

  constructor(set: PlaySetup, hands: number[][], owner: Int8Array) {
    this.set = set;
    this.hands = hands;
    this.owner = owner;
    this.trick = [];
    this.trickSeats = [];
    this.toMove = 0;
    this.won = new Array<number>(set.n).fill(0);
    this.done = 0;
    this.sideAll = true;
    this.calledTrick = 0;
    this.vole = false;
    this.over = false;
    this.stopped = false;
    this.voids = new Uint8Array(set.n);
    this.led = new Uint8Array(set.n);
    this.lomberFirstSuit = -1;
    this.premiers = false;
  }

  clone(): Sim {
    const s = new Sim(this.set, this.hands.map((h) => h.slice()), this.owner.slice());
    s.trick = this.trick.slice();
    s.trickSeats = this.trickSeats.slice();
    s.toMove = this.toMove;
    s.won = this.won.slice();
    s.done = this.done;
    s.sideAll = this.sideAll;
    s.calledTrick = this.calledTrick;
    s.vole = this.vole;
    s.over = this.over;
    s.stopped = this.stopped;
    s.voids = this.voids.slice();
    s.led = this.led.slice();
    s.lomberFirstSuit = this.lomberFirstSuit;
    s.premiers = this.premiers;
    return s;
  }

  /** The Lomber's side (Lomber and partner) by the true partner (a determinised table). */
  onSide(seat: number): boolean {
    return seat === this.set.lomber || seat === this.set.partner;
  }

  calledPlayed(): boolean {
    const c = this.set.called;
    return c >= 0 && this.owner[c] === PLAYED;
  }

  /** Does `seat` know who the partner is (QD7: not before the called card is played)? */
  knowsPartner(seat: number): boolean {
    const st = this.set;
    if (st.called < 0 || st.contract === 'mediateur') return true;
    if (st.partner === -2) return false;
    if (seat === st.partner || (seat === st.lomber && st.partner === -1)) return true;
    return this.calledPlayed();
  }

  /** 1 teammate, −1 opponent, 0 unknown, as `seat` knows it. */
  team(seat: number, x: number): number {
    if (x === seat) return 1;
    const st = this.set;
    const known = this.knowsPartner(seat);
    if (seat === st.lomber) {
      if (!known) return 0;
      return x === st.partner ? 1 : -1;
    }
    if (known && seat === st.partner) return x === st.lomber ? 1 : -1;
    if (x === st.lomber) return -1;
    if (!known) return 0;
    return x === st.partner ? -1 : 1;
  }

  /** The legal cards of the seat to move. */
  legal(): number[] {
    return legalIdx(this.hands[this.toMove]!, this.trick.length ? this.trick[0]! : -1, this.set.tab);
  }

  /** O43, QD14, CQ13 (contract reading 5): may the seat on lead stop now? */
  stopAvailable(): boolean {
    const st = this.set;
    if (this.over || this.trick.length > 0 || this.vole) return false;
    if (isSoloTout(st.contract) || st.contract === 'nullissimo') return false;
    const p = st.rules.premiers;
    const k = this.done;
    if (k < p || k >= st.rules.tricks || !this.sideAll) return false;
    if (st.rules.game === 'cinquille' && st.partner >= 0) {
      if (this.calledTrick === 0 || this.calledTrick > k) return false;
      return !(k - 1 >= p && this.calledTrick <= k - 1);
    }
    return k === p;
  }

  stop(): void {
    this.stopped = true;
    this.over = true;
  }

  play(card: number): void {
    const st = this.set;
    const seat = this.toMove;
    const tab = st.tab;
    if (this.trick.length === 0) {
      if (this.stopAvailable()) this.vole = true;
      this.led[seat] = 1;
      if (seat === st.lomber && this.lomberFirstSuit < 0 && tab.cls[card]! < TRUMP) this.lomberFirstSuit = tab.cls[card]!;
    } else {
      const led = this.trick[0]!;
      const lc = tab.cls[led]!;
      if (tab.cls[card] !== lc) this.voids[seat]! |= 1 << lc;
    }
    const h = this.hands[seat]!;
    const at = h.indexOf(card);
    if (at >= 0) h.splice(at, 1);
    this.owner[card] = PLAYED;
    this.trick.push(card);
    this.trickSeats.push(seat);
    const n = st.n;
    if (this.trick.length < n) {
      this.toMove = (seat + 1) % n;
      return;
    }
    const w = this.trickSeats[winnerIdx(this.trick, tab)]!;
    this.won[w]!++;
    this.done++;
    if (st.called >= 0 && this.calledTrick === 0 && this.trick.includes(st.called)) this.calledTrick = this.done;
    if (!this.onSide(w)) this.sideAll = false;
    if (this.done === st.rules.premiers && this.sideAll) this.premiers = true;
    this.trick = [];
    this.trickSeats = [];
    this.toMove = w;
    if (st.contract === 'nullissimo' && w === st.lomber) {
      this.over = true;
      return;
    }
    if (this.done === st.rules.tricks) {
      this.over = true;
      return;
    }
    // QD14: an Ask whose called card is still out stops by itself after the premiers
    if (st.rules.game === 'quadrille' && st.partner >= 0 && (st.contract === 'ask' || st.contract === 'ask-colour') && this.done === st.rules.premiers) {
      if (this.calledTrick === 0 && this.sideAll) this.stop();
    }
  }

  /** The side's tricks. */
  sideTricks(): number {
    const st = this.set;
    return this.won[st.lomber]! + (st.partner >= 0 ? this.won[st.partner]! : 0);
  }

  /** O46–O48, OD6, OQ6, QD13, CQ3 (the engine's outcomeOf) of a finished play. */
  outcome(): 'win' | 'remise' | 'codille' {
    const st = this.set;
    const r = st.rules;
    const side = this.sideTricks();
    if (this.stopped) return 'win';
    if (st.contract === 'nullissimo') return side === 0 ? 'win' : 'remise';
    let out: 'win' | 'remise' | 'codille';
    if (r.winAt === null) {
      let best = 0;
      for (let s = 0; s < st.n; s++) if (s !== st.lomber && this.won[s]! > best) best = this.won[s]!;
      out = side > best ? 'win' : side === best ? 'remise' : 'codille';
    } else out = side >= r.winAt ? 'win' : side >= r.remiseAt! ? 'remise' : 'codille';
    if (isSoloTout(st.contract) && side < r.tricks && out === 'win') out = 'remise';
    return out;
  }

  /**
   * Each seat's money change from the settlement (O54–O63, QD18, CQ10–CQ12) as equity: balance change
   * plus 1/n of the table's change.
   */
  settle(): number[] {
    const premiersMade = this.premiers;
    const st = this.set;
    const r = st.rules;
    const n = st.n;
    const out = new Array<number>(n).fill(0);
    const outcome = this.outcome();
    const side = this.sideTricks();
    const c = st.contract;
    const colour = st.trump !== null && st.trump === st.favourite && c !== 'grandissimo' && c !== 'nullissimo';
    const k = colour ? 2 : 1;
    const ownKing = r.partnership && (c === 'ask' || c === 'ask-colour') && st.called >= 0 && st.partner < 0;
    let game = c === 'ask' || c === 'ask-colour' ? (colour ? 1 : 0) : gameValue(r, c) * k;
    if (ownKing) game = 0;
    const count = st.matadors ?? 0;
    const matadors = c === 'nullissimo' || count < 3 ? 0 : (count - 2) * k;
    const won = outcome === 'win';
    const premiers = won && c !== 'nullissimo' && premiersMade ? (c === 'grandissimo' ? 4 : k) : 0;
    const voleValue = c === 'grandissimo' ? 12 : (r.partnership ? 2 : 4) * k;
    let vole = 0;
    if (won && c !== 'nullissimo' && !isSoloTout(c)) {
      if (side === r.tricks) vole = voleValue;
      else if (this.vole) vole = -voleValue;
    }
    const devole = !won && r.partnership && side === 0 && this.done === r.tricks ? 2 * k : 0;
    let total = won ? game + matadors + premiers + vole : game + matadors + devole;
    if (!won && r.game === 'cinquille' && ownKing) total = 0;
    const l = st.lomber;
    const p = st.partner >= 0 ? st.partner : -1;
    // honours between seats: opponents in order after the Lomber; the last pays (is paid by) the partner
    const opponents: number[] = [];
    for (let i = 1; i < n; i++) {
      const s = (l + i) % n;
      if (s !== p) opponents.push(s);
    }
    for (let i = 0; i < opponents.length; i++) {
      const o = opponents[i]!;
      const payee = p >= 0 && i === opponents.length - 1 ? p : l;
      let amount = total;
      if (c === 'mediateur' && total !== 0 && o === st.giver) amount = won ? total - game : total + game;
      const x = won ? amount : -amount;
      out[o]! -= x;
      out[payee]! += x;
    }
    // the table (O54–O63): W = pot + highest bête, R = pot + highest single bête
    let b = 0;
    let s1 = 0;
    for (const bt of st.betes) {
      if (bt.amount > b) b = bt.amount;
      if (bt.kind === 'single' && bt.amount > s1) s1 = bt.amount;
    }
    const W = st.pot + b;
    const R = st.pot + s1;
    let table = 0;
    if (won) {
      if (p >= 0) {
        out[l]! += Math.ceil(W / 2);
        out[p]! += Math.floor(W / 2);
      } else out[l]! += W;
      table -= W;
    } else if (outcome === 'remise') {
      const alone = p < 0 || r.variants.includes('V-O-17') || r.variants.includes('V-O-18');
      if (alone) out[l]! -= R;
      else {
        out[l]! -= Math.ceil(R / 2);
        out[p]! -= Math.floor(R / 2);
      }
      table += R;
    } else if (r.partnership) {
      const each = W / opponents.length; // leftovers by highest trump: averaged out
      for (const o of opponents) out[o]! += each;
      table -= W;
    } else if (r.variants.includes('V-O-9')) {
      let most = 0;
      for (const o of opponents) most = Math.max(most, this.won[o]!);
      const makers = opponents.filter((o) => this.won[o] === most);
      for (const m of makers) out[m]! += W / makers.length;
      table -= W;
      out[l]! -= R;
      table += R;
    } else {
      out[l]! -= 2 * R;
      table += 2 * R;
    }
    for (let s = 0; s < n; s++) out[s]! += table / n;
    return out;
  }
}

/** Equity change of a throw-in (O38, O58): the Lomber pays a single bête R into the table. */
export function throwInEquity(n: number, lomber: number, pot: number, betes: readonly { amount: number; kind: string }[]): number[] {
  let s1 = 0;
  for (const bt of betes) if (bt.kind === 'single' && bt.amount > s1) s1 = bt.amount;
  const R = pot + s1;
  const out = new Array<number>(n).fill(R / n);
  out[lomber]! -= R;
  return out;
}

function setupOf(
  rules: OmbreRules,
  src: Pick<OmbreView, 'contract' | 'trump' | 'favourite' | 'lomber' | 'giver' | 'called' | 'pot' | 'betes'>,
  partner: number,
  matadors: number | null,
): PlaySetup {
  return {
    rules,
    n: rules.players,
    contract: src.contract!,
    tab: tablesFor(src.trump),
    trump: src.trump,
    favourite: src.favourite,
    lomber: src.lomber!,
    partner,
    giver: src.giver ?? -1,
    called: src.called ? idx(src.called) : -1,
    pot: src.pot,
    betes: src.betes.map((b) => ({ amount: b.amount, kind: b.kind })),
    matadors,
  };
}

/** Replays the public play (tricks and the trick in progress) on a fresh table, so that voids, the called card and the premiers are tracked. */
function replayPlays(sim: Sim, first: number, tricks: readonly (readonly { seat: number; card: string }[])[], trick: readonly { seat: number; card: string }[]): void {
  sim.toMove = first;
  for (const t of [...tricks, trick]) {
    for (const p of t) {
      const c = idx(p.card);
      sim.toMove = p.seat;
      // the card is in the seat's hand in the sim only if the sim knows it: put it there to play it
      if (!sim.hands[p.seat]!.includes(c)) sim.hands[p.seat]!.push(c);
      sim.play(c);
    }
  }
}

/** A determinised state in phase `play` as a table (every hand known). */
export function simFromState(s: OmbreState): Sim {
  const r = s.rules;
  const n = r.players;
  const partner = s.partner ?? -1;
  const side = partner >= 0 ? [s.lomber!, partner] : [s.lomber!];
  // hands when play began: the hands now plus the cards played (O50, QD17)
  const atPlay: number[] = [];
  for (const x of side) for (const c of s.hands[x]!) atPlay.push(idx(c));
  for (const t of s.tricks) for (const p of t) if (p.seat === side[0] || p.seat === side[1]) atPlay.push(idx(p.card));
  for (const p of s.trick) if (p.seat === side[0] || p.seat === side[1]) atPlay.push(idx(p.card));
  const mat = matadorsIdx(atPlay, s.trump, r);
  const set = setupOf(r, { ...s, betes: s.betes }, partner, mat);
  const owner = new Int8Array(40).fill(UNKNOWN);
  const start: number[][] = [];
  for (let x = 0; x < n; x++) start.push([]);
  for (let x = 0; x < n; x++) for (const c of s.discards[x]!) owner[idx(c)] = DISCARD + x;
  const sim = new Sim(set, start, owner);
  const mano = (s.dealer + 1) % n;
  replayPlays(sim, mano, s.tricks, s.trick);
  for (let x = 0; x < n; x++) {
    sim.hands[x] = s.hands[x]!.map(idx);
    for (const c of sim.hands[x]!) owner[c] = x;
  }
  sim.toMove = s.toMove!;
  sim.vole = s.vole;
  return sim;
}

/** The view's play as a table: the viewer's hand and discards known, every other card unknown. */
export function simFromView(v: OmbreView, rules: OmbreRules): Sim {
  const n = rules.players;
  const partner = v.partnerKnown ? (v.partner ?? -1) : -2;
  const set = setupOf(rules, v, partner, null);
  const owner = new Int8Array(40).fill(UNKNOWN);
  for (const c of v.discards) owner[idx(c)] = DISCARD + v.viewer;
  const hands: number[][] = [];
  for (let x = 0; x < n; x++) hands.push([]);
  const sim = new Sim(set, hands, owner);
  replayPlays(sim, (v.dealer + 1) % n, v.tricks, v.trick);
  sim.hands[v.viewer] = v.hand.map(idx);
  for (const c of sim.hands[v.viewer]!) owner[c] = v.viewer;
  sim.toMove = v.toMove ?? v.viewer;
  sim.vole = v.vole;
  return sim;
}

export const cardName = (i: number): string => CARD[i]!;
