/**
 * Property-based tests (fast-check) over seeded random sessions: more than 10,000 complete deals in
 * total, 3 and 4 players, random variant sets and both presets. Moves are random legal moves.
 * Invariants (papillon.md §3): all 52 cards accounted for at every step, counters conserved, the
 * payment events of a step add up to its balance changes, the P42 invariant, deals end in
 * 'dealOver'/'sessionOver', sessions end after T tours with the pot shared (P47).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { FULL_PACK } from '../../src/engine/cards.js';
import { Rng } from '../../src/engine/rng.js';
import {
  applyLegal,
  applyMove,
  captureProblem,
  hasCapture,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  nextDealWithEvents,
  valueOf,
  VARIANT_IDS,
  type PapillonEvent,
  type PapillonOptions,
  type PapillonState,
} from '../../src/games/papillon/index.js';
import { allCards, delta, eventsOf, moveKey, paymentNet, payments, state } from './support/papillon.js';

const optionsArb: fc.Arbitrary<PapillonOptions> = fc
  .record({
    players: fc.constantFrom(3 as const, 4 as const),
    variants: fc.subarray([...VARIANT_IDS]),
    preset: fc.constantFrom<('braillespiel' | 'philidor-1756' | null)[]>(null, null, null, 'braillespiel', 'philidor-1756'),
    ante: fc.constantFrom<(1 | 2 | null)[]>(null, 1, 2),
    tours: fc.constantFrom(1, 1, 2),
    startingCounters: fc.constantFrom<(number | null)[]>(null, 0, 20),
  })
  .map((r) => {
    const o: PapillonOptions = { players: r.players, tours: r.tours };
    if (r.variants.length) o.variants = r.variants;
    if (r.preset) o.preset = r.preset;
    if (r.ante) o.ante = r.ante;
    if (r.startingCounters !== null) o.startingCounters = r.startingCounters;
    return o;
  });

function checkCards(s: PapillonState): void {
  const cards = allCards(s);
  assert.equal(cards.length, 52, 'hands + table + stock + piles hold 52 cards');
  assert.equal(new Set(cards).size, 52, 'no card twice');
}

function totalCounters(s: PapillonState): number {
  return s.balances.reduce((a, b) => a + b, 0) + s.pot;
}

/** P47: the sessionShare payments of `events` share `pot` equally, remainder from the dealer's right-hand neighbour. */
function checkShare(events: readonly PapillonEvent[], pot: number, dealer: number, n: number): void {
  const shares = payments(events, 'sessionShare');
  const expected: [number, number][] = [];
  for (let i = 1; i <= n; i++) {
    const amount = Math.floor(pot / n) + (i <= pot % n ? 1 : 0);
    if (amount > 0) expected.push([(dealer + i) % n, amount]);
  }
  assert.deepEqual(shares.map((p) => [p.to, p.amount]), expected);
  assert.ok(shares.every((p) => p.from === 'pot'));
}

let fullDeals = 0;
let fastDeals = 0;

describe('Papillon properties (fast-check, seeded)', () => {
  it('full path (applyMove + events): cards, counters, payments = balance changes, P37, P39, P42, P47 over random sessions', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        const rng = new Rng([seed, 17, 29, 31]);
        const n = options.players;
        let { state: s, events: startEvents } = newSessionWithEvents(options, seed);
        const total = n * (options.startingCounters ?? 50);
        const rules = s.rules;
        let dealEvents: PapillonEvent[] = [...startEvents];
        assert.deepEqual(paymentNet(startEvents, n), [...s.balances.map((b) => b - (options.startingCounters ?? 50)), s.pot]);
        let finalCapturer: number | null = null;
        let step = 0;
        for (;;) {
          checkCards(s);
          assert.equal(totalCounters(s), total, 'balances + pot constant');
          if (s.phase === 'play') {
            const legal = legalMoves(s);
            assert.ok(legal.length > 0);
            const m = rng.pick(legal);
            const r = applyMove(s, m);
            assert.ok(r.ok, JSON.stringify(r.ok ? null : r.violation));
            if (!r.ok) return;
            const ev = r.events as PapillonEvent[];
            assert.deepEqual(paymentNet(ev, n), delta(s, r.state), 'payment events add up to the balance changes');
            if (m.type === 'capture') {
              const c = eventsOf(ev, 'capture');
              assert.equal(c.length, 1);
              assert.equal(moveKey({ type: 'capture', card: c[0]!.card, take: c[0]!.taken }), moveKey(m));
              assert.equal(c[0]!.player, s.toMove);
              const featReasons = new Set(['ace', 'pureAces', 'kleinPapillon', 'haneton', 'sautenelle']);
              const paid = payments(ev).filter((p) => featReasons.has(p.reason) && p.to === s.toMove);
              assert.equal(paid.reduce((a, p) => a + p.amount, 0), c[0]!.gainEach * (n - 1));
              if (s.finalRound) finalCapturer = s.toMove;
            } else {
              assert.equal(eventsOf(ev, 'layDown').length, 1);
              assert.deepEqual(eventsOf(ev, 'layDown')[0]!.cards, s.hands[s.toMove!]);
            }
            if (step++ % 7 === 0) {
              assert.deepEqual(applyLegal(s, m, null), r.state, 'the fast path gives the same state');
            }
            dealEvents.push(...ev);
            s = r.state;
            continue;
          }
          // The deal is over.
          fullDeals++;
          const over = eventsOf(dealEvents, 'dealOver');
          assert.equal(over.length, 1, 'one dealOver per deal');
          assert.deepEqual(over[0]!.pileCounts, s.piles.map((p) => p.length));
          assert.equal(over[0]!.winner, s.winner);
          assert.equal(eventsOf(dealEvents, 'lastCardsDealt').length, 1, 'P37 announced once per deal');
          assert.ok(eventsOf(dealEvents, 'winner').length === (s.winner === null ? 0 : 1));
          if (s.winner === null && finalCapturer !== null) {
            assert.equal(s.lastToLayDown, finalCapturer, 'P42: the last final-round capturer lays down last');
          }
          if (!rules.stopAtWinner) {
            assert.ok(s.hands.every((h) => h.length === 0) && s.stock.length === 0);
            if (s.lastCapturer !== null) assert.equal(s.table.length, 0, 'P43: leftovers go to the last capturer');
          }
          if (s.phase === 'sessionOver') {
            assert.equal(s.dealsPlayed, rules.tours * n, 'the session lasts T tours');
            assert.equal(s.pot, 0, 'P47: the pot is shared');
            assert.equal(s.blaetterCarry, 0, 'P46');
            checkShare(dealEvents, over[0]!.pot, s.dealer, n);
            assert.equal(eventsOf(dealEvents, 'sessionOver').length, 1);
            return;
          }
          assert.equal(s.phase, 'dealOver');
          const nd = nextDealWithEvents(s);
          assert.equal(nd.state.dealer, (s.dealer + 1) % n, 'P10');
          assert.deepEqual(paymentNet(nd.events, n), delta(s, nd.state));
          dealEvents = [...nd.events];
          finalCapturer = null;
          s = nd.state;
        }
      }),
      { numRuns: 600, seed: 20240601 },
    );
    assert.ok(fullDeals >= 2000, `played ${fullDeals} deals on the full path`);
  });

  it('fast path (applyLegal, events null): cards, counters, P42, deal and session ends over random sessions', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
        const rng = new Rng([seed, 3, 5, 7]);
        const n = options.players;
        let s = newSession(options, seed);
        const total = totalCounters(s);
        let finalCapturer: number | null = null;
        for (;;) {
          while (s.phase === 'play') {
            const legal = legalMoves(s);
            const m = legal.length === 1 ? legal[0]! : legal[rng.int(legal.length)]!;
            if (m.type === 'capture' && s.finalRound) finalCapturer = s.toMove;
            s = applyLegal(s, m, null);
            checkCards(s);
            assert.equal(totalCounters(s), total);
          }
          fastDeals++;
          if (s.winner === null && finalCapturer !== null) assert.equal(s.lastToLayDown, finalCapturer, 'P42');
          if (!s.rules.stopAtWinner) assert.ok(s.hands.every((h) => h.length === 0) && s.stock.length === 0);
          if (s.phase === 'sessionOver') {
            assert.equal(s.dealsPlayed, s.rules.tours * n);
            assert.equal(s.pot, 0);
            return;
          }
          assert.equal(s.phase, 'dealOver');
          finalCapturer = null;
          s = nextDeal(s);
        }
      }),
      { numRuns: 2000, seed: 1756 },
    );
    assert.ok(fastDeals >= 8000, `played ${fastDeals} deals on the fast path`);
  });

  it('P19–P25 oracle: legalMoves, hasCapture and captureProblem agree with the spec\'s single test on random positions (V-P-1, V-P-2)', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...FULL_PACK], { minLength: 15, maxLength: 15 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 9 }),
        fc.subarray(['V-P-1', 'V-P-2']),
        (cards, handSize, tableSize, variants) => {
          const hand = cards.slice(0, handSize);
          const table = cards.slice(6, 6 + tableSize);
          const s = state({ options: { players: 3, variants }, hands: [hand, [cards[3]!], [cards[4]!]], table, stock: [cards[5]!] });
          const tens = variants.includes('V-P-1');
          const faceNoValue = variants.includes('V-P-2');
          // papillon.md P19: sum(T) = value(c), and if T holds a face card then |T| = 1; V-P-1, V-P-2 restrict it.
          const oracle = (c: string, take: string[]): boolean => {
            if (take.length === 1) return valueOf(take[0]!) === valueOf(c);
            if (faceNoValue && valueOf(c) > 10) return false;
            if (take.some((t) => valueOf(t) > 10 || (tens && valueOf(t) === 10))) return false;
            return take.reduce((a, t) => a + valueOf(t), 0) === valueOf(c);
          };
          const expected: string[] = [];
          for (const c of hand) {
            for (let mask = 1; mask < 1 << table.length; mask++) {
              const take = table.filter((_, i) => mask & (1 << i));
              const ok = oracle(c, take);
              if (ok) expected.push(moveKey({ type: 'capture', card: c, take }));
              assert.equal(captureProblem(c, take, s.rules) === null, ok, `${c} takes ${take.join('+')}`);
            }
          }
          const keys = legalMoves(s).map(moveKey);
          assert.equal(new Set(keys).size, keys.length, 'each capture listed once');
          assert.deepEqual(keys.slice().sort(), expected.length ? expected.sort() : ['layDown']);
          assert.equal(hasCapture(hand, table, s.rules), expected.length > 0);
          for (const m of legalMoves(s)) assert.ok(applyMove(s, m).ok);
        },
      ),
      { numRuns: 400, seed: 4242 },
    );
  });

  it('in total at least 10,000 random deals were checked', (t) => {
    t.diagnostic(`${fullDeals} deals on the full path + ${fastDeals} on the fast path`);
    assert.ok(fullDeals + fastDeals >= 10_000, `${fullDeals} + ${fastDeals} deals`);
  });
});
