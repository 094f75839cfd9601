/**
 * Property tests (fast-check, seeded) over more than 10,000 deals of every form with variant sets:
 * the pack is accounted for at every step (BO4, BO60, BO30); every trick has one card per seat and
 * its winner leads next (BO38, BO40); money is conserved (balances + pot + bêtes = 0) and every mark
 * that moves is a payment; each deal's settlement equals an oracle written here from the spec's tables
 * (BO13–BO15, BO34, BO43–BO52, V-BO-3, V-BO-6), not from the engine's payment code; the Blok and the
 * stake (BO10, BO11), all-pass (BO12), the kettle (BO56); applyLegal = applyMove.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../../src/engine/rng.js';
import {
  applyLegal,
  applyMove,
  legalMoves,
  newSessionWithEvents,
  nextDealWithEvents,
  type BostonEvent,
  type BostonMove,
  type BostonOptions,
  type BostonState,
} from '../../src/games/boston/index.js';
import { net, sum, tableOf, TARIFF_A, TARIFF_B } from './support/boston.js';

const RANK = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const strength = (c: string) => RANK.indexOf(c.slice(0, -1));
const suit = (c: string) => c.slice(-1);
const CLASS_INDEX = { simple: 0, colour: 1, superior: 2 } as const;
const TRICKS: Record<string, number> = { boston: 5, 'grand-boston': 6, independence: 7, 'grand-independence': 8, philadelphia: 9, 'grand-philadelphia': 10, souveraine: 11, 'grand-souveraine': 12, concordia: 13 };
const WITH_PARTNER: Record<string, [number, number]> = { boston: [8, 3], 'grand-boston': [10, 4], independence: [11, 4], 'grand-independence': [12, 4] };

/** The oracle's nets per seat (Σ over the reasons pot, game, bête) and the bêtes after a played deal. */
function oracle(o: {
  n: number;
  tariffB: boolean;
  fairer: boolean;
  doubleMiseres: boolean;
  contract: string;
  cls: 'simple' | 'colour' | 'superior' | null;
  trump: string | null;
  declarer: number;
  partner: number | null;
  won: readonly number[];
  sideCards: readonly string[];
  pot: number;
  betes: readonly number[];
}): { nets: number[]; betes: number[]; pot: number } {
  const { n, declarer, partner, won } = o;
  const misere = TRICKS[o.contract] === undefined;
  const side = partner === null ? [declarer] : [declarer, partner];
  const T = sum(side.map((s) => won[s]!));
  let N: number;
  let failed: number[];
  if (misere) {
    N = 0;
    failed = won[declarer]! > 0 ? [declarer] : [];
  } else if (partner === null) {
    N = TRICKS[o.contract]!;
    failed = won[declarer]! < N ? [declarer] : [];
  } else {
    const [need, quota] = WITH_PARTNER[o.contract]!;
    N = need;
    failed = [];
    if (won[declarer]! < TRICKS[o.contract]!) failed.push(declarer);
    if (won[partner]! < quota) failed.push(partner);
  }
  const isWon = misere ? failed.length === 0 : T >= N;
  let H: number;
  if (misere) H = (o.tariffB ? TARIFF_B : TARIFF_A)[o.contract]![0]! * (o.doubleMiseres ? 2 : 1);
  else if (!o.tariffB) H = TARIFF_A[o.contract]![CLASS_INDEX[o.cls!]]!;
  else {
    const m = TARIFF_B[o.contract]![CLASS_INDEX[o.cls!]]!;
    const k = ['A', 'K', 'Q', 'J'].filter((r) => o.sideCards.includes(`${r}${o.trump}`)).length;
    const h = k === 4 ? 4 : k === 3 ? 2 : 0;
    const pts = isWon ? T + h : 2 * N - T - 1 + h;
    H = Math.floor((pts * m + 5) / 10);
    if (isWon && T === 13 && o.contract !== 'concordia') H += partner === null ? 20 : 10;
  }
  let bi = -1;
  o.betes.forEach((b, i) => {
    if (bi < 0 || b > o.betes[bi]!) bi = i;
  });
  const W = o.pot + (bi < 0 ? 0 : o.betes[bi]!);
  const nets = Array.from({ length: n }, () => 0);
  const opponents = Array.from({ length: n }, (_, s) => s).filter((s) => !side.includes(s));
  const betes = o.betes.slice();
  let pot = o.pot;
  if (isWon) {
    if (partner === null) nets[declarer]! += W;
    else {
      nets[declarer]! += Math.ceil(W / 2);
      nets[partner]! += Math.floor(W / 2);
    }
    pot = 0;
    if (bi >= 0) betes.splice(bi, 1);
    // BO51: alone, each opponent pays him; with a partner each of the two opponents pays once and each member receives once
    if (partner === null) nets[declarer]! += H * opponents.length;
    else for (const s of side) nets[s]! += H;
    for (const s of opponents) nets[s]! -= H;
  } else {
    for (const f of failed) {
      const payees = partner === null || o.fairer ? opponents : Array.from({ length: n }, (_, s) => s).filter((s) => s !== f);
      for (const p of payees) {
        nets[f]! -= H;
        nets[p]! += H;
      }
      nets[f]! -= W;
      betes.push(W);
    }
  }
  return { nets, betes, pot };
}

/** A biased random player: passes often and bids low, so that every kind of contract and phase is met. */
function choose(s: BostonState, legal: readonly BostonMove[], rng: Rng): BostonMove {
  if (s.phase === 'auction') {
    if (rng.next() < 0.62 || legal.length === 1) return legal[0]!;
    const bids = legal.slice(1);
    return bids[rng.int(Math.min(bids.length, 9))]!;
  }
  return legal[rng.int(legal.length)]!;
}

function checkCards(s: BostonState): void {
  const all = [...s.hands.flat(), ...(s.discard ? [s.discard] : []), ...s.trick.map((p) => p.card), ...s.tricks.flat().map((p) => p.card)];
  assert.equal(all.length, s.rules.pack.length, 'BO4, BO60: the whole pack');
  assert.equal(new Set(all).size, all.length, 'each card once');
  for (const t of s.tricks) assert.equal(t.length, s.rules.players);
}

interface Tally {
  deals: number;
  kinds: Set<string>;
}

function playSession(options: BostonOptions, seed: number, tally: Tally): void {
  const rng = new Rng([seed >>> 0, 3, 5, 9]);
  let { state: s } = newSessionWithEvents(options, seed);
  const r0 = s.rules;
  const n = r0.players;
  let atPlay: BostonState | null = null;
  let step = 0;
  for (;;) {
    assert.equal(sum(s.balances) + tableOf(s), 0, 'money conserved');
    if (s.toMove === null) {
      tally.deals++;
      if (s.phase === 'sessionOver') {
        assert.equal(tableOf(s), 0, 'BO56: the kettle empties the table');
        return;
      }
      const before = s;
      const { state, events } = nextDealWithEvents(s);
      const emptyTable = before.pot === 0 && before.betes.length === 0;
      const want = Array.from({ length: n }, (_, seat) => (emptyTable ? -2 : 0) - (seat === state.dealer ? 4 : 0));
      assert.deepEqual(net(events, n), want, 'BO10, BO11: the Blok on an empty table, the stake');
      assert.deepEqual(state.balances, before.balances.map((b, i) => b + want[i]!));
      assert.equal(state.dealer, (before.dealer + 1) % n, 'BO17');
      s = state;
      atPlay = null;
      continue;
    }
    if (s.phase === 'play' && s.tricks.length === 0 && s.trick.length === 0) atPlay = s;
    if (++step % 3 === 0) checkCards(s);
    const legal = legalMoves(s);
    assert.ok(legal.length > 0);
    const m = choose(s, legal, rng);
    const r = applyMove(s, m);
    assert.ok(r.ok, JSON.stringify(m));
    if (step % 29 === 0) assert.deepEqual(applyLegal(s, m).state, r.state, 'the fast path gives the same state');
    const events = r.events as BostonEvent[];
    const moved = net(events, n);
    for (let i = 0; i < n; i++) assert.equal(r.state.balances[i]! - s.balances[i]!, moved[i], 'every mark that moves is a payment');
    for (const e of events) {
      if (e.type === 'payment') assert.ok(Number.isInteger(e.amount) && e.amount > 0);
      if (e.type === 'trick' && r.state.phase === 'play') assert.equal(r.state.toMove, e.winner, 'BO38: the winner leads');
      if (e.type === 'trick') {
        const led = suit(e.cards[0]!.card);
        const trumps = e.cards.filter((p) => s.trump !== null && suit(p.card) === s.trump);
        const pool = trumps.length ? trumps : e.cards.filter((p) => suit(p.card) === led);
        assert.equal(e.winner, pool.reduce((a, b) => (strength(b.card) > strength(a.card) ? b : a)).seat, 'BO40');
      }
      if (e.type === 'allPassed') {
        assert.deepEqual(net(events, n, 'pass'), Array.from({ length: n }, () => -2), 'BO12');
        tally.kinds.add('passed');
      }
      if (e.type === 'result') {
        const d: BostonState = r.state;
        tally.kinds.add(`${d.contract}${d.partner !== null ? '+partner' : ''}:${e.outcome}`);
        const start = atPlay!;
        const side = d.partner === null ? [d.declarer!] : [d.declarer!, d.partner];
        const sideCards = side.flatMap((seat) => start.hands[seat]!);
        const want = oracle({
          n, tariffB: r0.tariff === 'B', fairer: r0.fairerLoss, doubleMiseres: r0.misereLeader, contract: d.contract!, cls: d.class, trump: d.trump,
          declarer: d.declarer!, partner: d.partner, won: d.won, sideCards, pot: s.pot, betes: s.betes,
        });
        const got = Array.from({ length: n }, (_, i) => moved[i]! - net(events, n, 'kettle')[i]!);
        assert.deepEqual(got, want.nets, `the settlement of ${d.contract} ${d.class ?? ''} (won ${d.won.join(' ')})`);
        if (d.phase === 'dealOver') assert.deepEqual([d.pot, d.betes], [want.pot, want.betes], 'BO13–BO15: the table after the deal');
        // BO41: a misère ends at the declarer's first trick; 12 tricks in a petite misère, else 13
        const misere = TRICKS[d.contract!] === undefined;
        const total = d.contract!.startsWith('petite') ? 12 : 13;
        if (misere && d.won[d.declarer!]! > 0) assert.deepEqual([d.won[d.declarer!], e.outcome], [1, 'lost'], 'ended at his first trick');
        else assert.equal(d.tricks.length, total);
      }
    }
    s = r.state;
  }
}

const PLAN: [BostonOptions, number][] = [
  [{}, 95],
  [{ variants: ['V-BO-2'] }, 85],
  [{ variants: ['V-BO-1'] }, 40],
  [{ players: 3 }, 95],
  [{ players: 3, variants: ['V-BO-6'] }, 85],
  [{ players: 3, variants: ['V-BO-2', 'V-BO-5'] }, 60],
  [{ whist: true }, 120],
  [{ whist: true, variants: ['V-BO-3'] }, 90],
  [{ whist: true, variants: ['V-BO-4'] }, 90],
  [{ whist: true, variants: ['V-BO-3', 'V-BO-4', 'V-BO-1'] }, 80],
];

describe('Boston properties (fast-check, ≥ 10,000 seeded deals; BO4, BO10–BO15, BO38, BO40, BO41, BO43–BO52, BO56, V-BO-3, V-BO-6)', () => {
  const tally: Tally = { deals: 0, kinds: new Set() };
  for (const [options, runs] of PLAN) {
    it(`${JSON.stringify(options)}: cards accounted for, money conserved, every settlement equals the oracle`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          playSession(options, seed, tally);
        }),
        { numRuns: runs, seed: 23 },
      );
    });
  }

  it('over 10,000 deals were played, and they met misères, partners and every outcome', () => {
    assert.ok(tally.deals >= 10_000, `${tally.deals} deals`);
    const kinds = [...tally.kinds];
    for (const k of ['passed', 'boston+partner:won', 'boston+partner:lost', 'petite-misere:won', 'grande-misere-ouverte:lost', 'boston:won', 'independence:lost']) {
      assert.ok(kinds.includes(k), `met ${k}`);
    }
  });
});
