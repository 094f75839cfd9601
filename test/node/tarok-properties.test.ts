/**
 * Property tests over more than 10,000 seeded deals of en trois (with and without V-T-1, V-T-2) and en
 * deux: the 78 cards are accounted for at every step (T1, T8); every trick has one card per seat and its
 * winner leads the next (T20, T24); the card points add up to 78 in every count (T7, T31); money sums to
 * zero (T34); each deal's payments (T30–T33, V-T-1) and en deux's scores (TD5–TD7) equal an oracle
 * written here from the spec, not from the engine's code.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../src/engine/rng.js';
import {
  applyMove,
  legalMoves,
  newSession,
  nextDeal,
  PACK,
  type TarokEvent,
  type TarokOptions,
  type TarokState,
} from '../../src/games/tarok/index.js';
import { net } from './support/tarok.js';

// The oracle's own card facts (T2, T3, T5).
const PIPS = (c: string) => (c === 'T-Sk' || c === 'T-1' || c === 'T-21' ? 5 : c.startsWith('T-') ? 1 : ({ K: 5, Q: 4, N: 3, J: 2 } as Record<string, number>)[c.slice(2)] ?? 1);
const BLACK = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'N', 'Q', 'K'];
const REDS = ['10', '9', '8', '7', '6', '5', '4', '3', '2', 'A', 'J', 'N', 'Q', 'K'];
const power = (c: string) => (c.startsWith('T-') ? 100 + Number(c.slice(2)) : (c[0] === 'H' || c[0] === 'D' ? REDS : BLACK).indexOf(c.slice(2)));
function winnerOf(t: readonly { seat: number; card: string }[]): number {
  const taroks = t.filter((p) => p.card.startsWith('T-') && p.card !== 'T-Sk');
  if (taroks.length) return taroks.reduce((a, b) => (power(b.card) > power(a.card) ? b : a)).seat;
  const led = t.find((p) => p.card !== 'T-Sk')!.card[0];
  return t.filter((p) => p.card[0] === led).reduce((a, b) => (power(b.card) > power(a.card) ? b : a)).seat;
}
function announce(hand: readonly string[], below: boolean): number {
  const has = (c: string) => hand.includes(c);
  const t = hand.filter((c) => c.startsWith('T-')).length;
  let pts = t >= 10 ? 5 * (t - 8) : 0;
  let m = 0;
  if (has('T-Sk') && has('T-1') && has('T-21')) for (m = 3; has(`T-${23 - m}`) && m < 22; m++);
  if (below && has('T-Sk') && has('T-1') && has('T-2')) {
    let b = 3;
    while (has(`T-${b}`) && b < 22) b++;
    m = Math.max(m, b);
  }
  if (m >= 3) pts += 5 * (m - 1);
  let cav = 0;
  for (const s of 'CDHS') {
    const f = ['K', 'Q', 'N', 'J'].filter((r) => has(`${s}-${r}`)).length;
    cav += f === 4 ? 10 : f === 3 ? 5 : 0;
  }
  pts += has('T-Sk') ? 2 * cav : cav;
  const k = ['T-Sk', 'T-21', 'T-1', 'C-K', 'D-K', 'H-K', 'S-K'].filter(has).length;
  if (k >= 3) pts += 5 * (k - 2);
  return pts;
}

const everyCard = (s: TarokState) => [...s.hands.flat(), ...s.skat, ...s.aside, ...s.trick.map((p) => p.card), ...s.tricks.flat().map((p) => p.card)];

/** The oracle's settlement of a played deal: announcements, prizes, card points; payments by reason. */
function oracle(o: TarokOptions, s: TarokState, startHands: string[][]) {
  const n = o.form === 'deux' ? 2 : 3;
  const below = (o.variants ?? []).includes('V-T-2');
  const A = startHands.map((h) => announce(h, below));
  const P = Array.from({ length: n }, () => 0);
  const [pm, pu, km, ku] = o.form === 'deux' ? [15, 25, 10, 15] : [10, 20, 5, 10];
  const pips = Array.from({ length: n }, () => 0);
  const cards = Array.from({ length: n }, () => 0);
  if (s.skat.includes('T-1')) P[s.dealer]! += pm;
  for (const c of s.skat) {
    pips[s.dealer]! += PIPS(c);
    cards[s.dealer]!++;
  }
  let leader = (s.dealer + 1) % n;
  s.tricks.forEach((t, i) => {
    assert.equal(t.length, n);
    assert.equal(t[0]!.seat, leader, 'the winner leads the next trick (T20)');
    const w = winnerOf(t);
    leader = w;
    for (const p of t) {
      if (p.card === 'T-1') P[w]! += i === 24 ? pu : pm;
      if (/^[CDHS]-K$/.test(p.card)) P[w]! += i === 24 ? ku : km;
      if (p.card === 'T-Sk' && i < 22) {
        pips[p.seat]! += 4;
        pips[w]! += 1;
        cards[w]!++;
      } else {
        pips[w]! += PIPS(p.card);
        cards[w]!++;
      }
    }
  });
  const c = pips.map((p, i) => (n === 3 ? p - (2 * cards[i]!) / 3 : p - Math.floor(cards[i]! / 2)));
  return { A, P, c };
}

const SETS: TarokOptions[] = [
  { form: 'trois', tours: 50 },
  { form: 'trois', tours: 100, variants: ['V-T-1', 'V-T-2'] },
  { form: 'deux', parties: 1000, variants: ['V-T-2'] },
];

describe('Tarok properties over 10,500 seeded deals (T1, T7, T8, T20, T24, T30–T34, TD5–TD9, V-T-1, V-T-2)', () => {
  for (const [k, o] of SETS.entries()) {
    it(`${JSON.stringify(o)}: 3,500 deals: 78 cards at every step, 78 card points (trois), money sums to 0, payments and scores equal the oracle`, () => {
      const rng = new Rng([k + 1, 2, 3, 4]);
      const n = o.form === 'deux' ? 2 : 3;
      let s = newSession(o, `prop-${k}`);
      for (let deal = 0; deal < 3500; deal++) {
        if (deal > 0) s = s.phase === 'sessionOver' ? newSession(o, `prop-${k}-${deal}`) : nextDeal(s);
        const balancesBefore = s.balances.slice();
        const scoresBefore = s.scores?.slice();
        let startHands: string[][] | null = null;
        const events: TarokEvent[] = [];
        while (s.toMove !== null) {
          const r = applyMove(s, rng.pick(legalMoves(s)));
          assert.ok(r.ok);
          s = r.state;
          events.push(...r.events);
          if (startHands === null && s.phase === 'play') startHands = s.hands.map((h) => h.slice());
          const all = everyCard(s);
          assert.equal(all.length, 78);
          assert.equal(new Set(all).size, 78);
        }
        assert.equal(s.tricks.length, 25);
        const { A, P, c } = oracle(o, s, startHands!);
        const cp = events.find((e) => e.type === 'cardPoints');
        assert.deepEqual(cp && cp.type === 'cardPoints' && cp.points, c);
        if (n === 3) {
          assert.equal(c.reduce((a, b) => a + b, 0), 78, 'T31: the counts add up to 78');
          const pair = (x: number[]) => x.map((v, i) => x.reduce((acc, w, j) => (j === i ? acc : acc + v - w), 0));
          assert.deepEqual(net(events, 3, 'announcements'), pair(A), 'T33');
          assert.deepEqual(net(events, 3, 'prizes'), pair(P), 'T30');
          assert.deepEqual(net(events, 3, 'cards'), c.map((x) => x - 26), 'T32');
          const noTrick = (o.variants ?? []).includes('V-T-1') ? s.won.map((w, i) => (w === 0 ? 52 : 0 - 26 * s.won.filter((x, j) => j !== i && x === 0).length) + 0) : [0, 0, 0];
          assert.deepEqual(net(events, 3, 'noTrick'), noTrick, 'V-T-1');
        } else {
          const added = A.map((a, i) => a + P[i]! + c[i]!);
          const scores = scoresBefore!.map((x, i) => x + added[i]!);
          assert.deepEqual(s.scores, scores, 'TD7');
          const [a, b] = scores as [number, number];
          const over = Math.max(a, b) >= 100 && a !== b;
          const w = a > b ? 0 : 1;
          const want = over ? (w === 0 ? 1 : -1) * ((Math.min(a, b) < 50 ? 60 : 30) + Math.abs(a - b)) : 0;
          assert.deepEqual(net(events, 2, 'party'), [want, 0 - want + 0], 'TD8, TD9');
          if (s.phase !== 'sessionOver') assert.equal(s.phase, over ? 'partyOver' : 'dealOver');
          else assert.ok(over && s.partiesPlayed === 1000);
        }
        assert.deepEqual(s.balances.map((x, i) => x - balancesBefore[i]!), net(events, n));
        assert.equal(s.balances.reduce((x, y) => x + y, 0), 0, 'T34');
        assert.ok(PACK.length === 78);
      }
    });
  }
});

describe('Taroklomber properties over 2,000 seeded deals (TL9, TL19–TL22, TL13)', () => {
  const TARIFFS: Record<string, Record<string, [number, number, number]>> = {
    old: { aDue: [20, 2, 200], aUno: [30, 3, 300], solo: [60, 6, 600] },
    new: { aUno: [30, 3, 300], solo: [50, 5, 500] },
  };
  for (const method of ['old', 'new'] as const) {
    it(`${method} method: 1,000 deals: 78 cards at every step; the declarer's points and the payments equal the oracle; à personne when all pass; money sums to 0`, () => {
      const o: TarokOptions = { form: 'lomber', method, tours: 1000 };
      const rng = new Rng([method === 'old' ? 11 : 12, 2, 3, 4]);
      let s = newSession(o, `lomber-${method}`);
      let played = 0;
      for (let deal = 0; deal < 1000; deal++) {
        if (deal > 0) s = nextDeal(s);
        const events: TarokEvent[] = [];
        while (s.toMove !== null) {
          // bid more often than chance would, so that most deals are played
          const legal = legalMoves(s);
          const bids = legal.filter((m) => m.type === 'bid');
          const m = s.phase === 'auction' && bids.length && rng.int(3) > 0 ? rng.pick(bids) : rng.pick(legal);
          const r = applyMove(s, m);
          assert.ok(r.ok);
          s = r.state;
          events.push(...r.events);
          const all = everyCard(s);
          assert.equal(new Set(all).size, 78);
          assert.equal(all.length, 78);
        }
        const eldest = (s.dealer + 1) % 3;
        if (s.outcome === 'passed') {
          const want = [0, 1, 2].map((i) => (i === eldest ? 2 : -1) * (method === 'old' ? 10 : 20));
          assert.deepEqual(net(events, 3), want);
          continue;
        }
        played++;
        const dec = s.declarer!;
        const owner = method === 'old' ? s.dealer : dec;
        const tout = s.won[dec] === 25;
        let pips = 0;
        let cards = 0;
        for (const c of s.skat) if (owner === dec) {
          pips += PIPS(c);
          cards++;
        }
        for (const [i, t] of s.tricks.entries()) {
          const w = winnerOf(t);
          for (const p of t) {
            const skyKept = p.card === 'T-Sk' && i < 22 && !tout;
            if (skyKept) {
              if (p.seat === dec) {
                pips += 4;
              } else if (w === dec) {
                pips += 1;
                cards++;
              }
            } else if (w === dec) {
              pips += PIPS(p.card);
              cards++;
            }
          }
        }
        const D = pips - (2 * cards) / 3;
        const [base, rate, toutValue] = TARIFFS[method]![s.game!]!;
        const each = tout ? toutValue : D >= 40 ? base + rate * (D - 39) : D === 39 ? 0 : -(base + rate * (39 - D));
        const res = events.find((e) => e.type === 'result') as Extract<TarokEvent, { type: 'result' }>;
        assert.equal(res.points, D);
        assert.equal(res.outcome, tout ? 'tout' : D >= 40 ? 'win' : D === 39 ? 'remise' : 'loss');
        assert.deepEqual(net(events, 3), [0, 1, 2].map((i) => (i === dec ? 2 * each : 0 - each) + 0));
        assert.equal(s.balances.reduce((a, b) => a + b, 0), 0);
      }
      assert.ok(played > 500, `${played} deals played`);
    });
  }
});
