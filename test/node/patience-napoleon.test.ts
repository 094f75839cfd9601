/**
 * Napoleons-Patience: rules S-NAP-1 … S-NAP-6, the worked example EX-NAP-1 and variants V-NAP-1,
 * V-NAP-2 of shared/rules/patience.md, with expectations taken from the spec text; then regression
 * pins (whole deals whose results were recorded from the engine, not from the spec).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { FULL_PACK } from '../../src/engine/cards.js';
import { patiences, patienceDefinitions, napoleonPosition, type NapoleonState, type NapoleonMove, type PatienceEvent } from '../../src/games/patience/index.js';

const g = patiences.napoleon;

function step(s: NapoleonState): { state: NapoleonState; events: readonly PatienceEvent[] } {
  const ms = g.legalMoves(s) as NapoleonMove[];
  assert.equal(ms.length, 1, 'S-NAP-6: exactly one move');
  const r = g.applyMove(s, ms[0]!);
  assert.ok(r.ok);
  return { state: r.state as NapoleonState, events: r.events };
}
function playOut(s: NapoleonState): { state: NapoleonState; events: PatienceEvent[] } {
  const events: PatienceEvent[] = [];
  while (g.legalMoves(s).length > 0) {
    const r = step(s);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
/** EX-NAP-1's deck, suits irrelevant (first card first). */
const EX = ['7C', 'QD', '8H', '9S', '3C', '10D', 'KH', 'AS', '2C', 'JD'];
const ranks = (cs: readonly string[]) => cs.map((c) => c.slice(0, -1)).join(' ');
/** The state after each pass (when the hand is empty). */
function passes(s: NapoleonState): NapoleonState[] {
  const out: NapoleonState[] = [];
  while (g.legalMoves(s).length > 0) {
    s = step(s).state;
    if (s.hand.length === 0) out.push(s);
  }
  return out;
}

describe('Napoleons-Patience', () => {
  it('EX-NAP-1: pass 1 P = 7 8 9 10 J, W = Q 3 K A 2; pass 2 wraps K–A; pass 3 places the 3: won', () => {
    const ps = passes(napoleonPosition({ hand: EX.slice().reverse() }));
    assert.equal(ps.length, 3);
    assert.equal(ranks(ps[0]!.patience), '7 8 9 10 J');
    assert.equal(ranks(ps[0]!.second), 'Q 3 K A 2');
    assert.equal(ranks(ps[1]!.patience), '7 8 9 10 J Q K A 2');
    assert.equal(ranks(ps[1]!.second), '3');
    assert.equal(ranks(ps[2]!.patience), '7 8 9 10 J Q K A 2 3');
    assert.equal(g.status(ps[2]!), 'won');
  });

  it('EX-NAP-1, card by card: pass 2 puts Q on J, 3 to W, K on Q, A on K (wrap), 2 on A; pass 3 puts 3 on 2', () => {
    const events = playOut(napoleonPosition({ hand: EX.slice().reverse() })).events;
    const starts = events.flatMap((e, i) => (e.type === 'passStarted' ? [i] : []));
    assert.equal(starts.length, 2);
    const said = (from: number, to?: number) =>
      events
        .slice(from, to)
        .flatMap((e) => (e.type === 'toPatience' ? [`${ranks([e.card])} on ${e.onto ? ranks([e.onto]) : '-'}`] : e.type === 'toSecond' ? [`${ranks([e.card])} to W`] : []));
    assert.deepEqual(said(0, starts[0]), ['7 on -', 'Q to W', '8 on 7', '9 on 8', '3 to W', '10 on 9', 'K to W', 'A to W', '2 to W', 'J on 10']);
    assert.deepEqual(said(starts[0]!, starts[1]), ['Q on J', '3 to W', 'K on Q', 'A on K', '2 on A']);
    assert.deepEqual(said(starts[1]!), ['3 on 2']);
  });

  it('EX-NAP-1 with V-NAP-2 (no wrap): pass 2 places only Q and K, pass 3 nothing: lost', () => {
    const ps = passes(napoleonPosition({ variants: ['V-NAP-2'], hand: EX.slice().reverse() }));
    assert.equal(ps.length, 3);
    assert.equal(ranks(ps[1]!.patience), '7 8 9 10 J Q K');
    assert.equal(ps[2]!.placedThisPass, 0);
    assert.equal(g.status(ps[2]!), 'lost');
  });

  it('S-NAP-1: one 52-card pack; V-NAP-1 two packs (104)', () => {
    assert.equal(g.packs, 1);
    assert.equal((g.newGame(1) as NapoleonState).hand.length, 52);
    assert.equal((g.newGame(1, { variants: ['V-NAP-1'] }) as NapoleonState).hand.length, 104);
    const two = playOut(g.fromOrder([...FULL_PACK, ...FULL_PACK], { variants: ['V-NAP-1'] }) as NapoleonState);
    assert.equal(g.status(two.state), 'won', 'A…K per suit, twice: every card adjacent to the last (K–A wrap)');
  });

  it('S-NAP-2 / S-NAP-3: the first card is P’s base; each card goes to P if adjacent in rank (suits ignored, K–A adjacent), else to W, face up', () => {
    const s = napoleonPosition({ hand: ['2C', 'AD', '5S', 'KH'] }); // KH is turned first
    const e = playOut(s).events.filter((x) => x.type === 'toPatience' || x.type === 'toSecond');
    assert.deepEqual(e.slice(0, 4), [
      { type: 'toPatience', card: 'KH', onto: null },
      { type: 'toSecond', card: '5S', top: 'KH' },
      { type: 'toPatience', card: 'AD', onto: 'KH' },
      { type: 'toPatience', card: '2C', onto: 'AD' },
    ]);
    const v = patienceDefinitions.napoleon.view(g.fromOrder(FULL_PACK) as NapoleonState, 0);
    assert.equal(v.handCount, 52);
    assert.ok(!JSON.stringify(v).includes('"AC"'), 'the face-down hand is hidden');
  });

  it('S-NAP-4: W turned face down, the card that went onto W first is dealt first; P keeps its top', () => {
    let s = napoleonPosition({ patience: ['7C'], second: ['QD', '3C', 'KH'], hand: [], pass: 1, placedThisPass: 1 });
    assert.deepEqual(g.legalMoves(s), [{ type: 'newPass', pass: 2 }]);
    const r = step(s);
    assert.deepEqual(r.events, [{ type: 'passStarted', pass: 2, cards: 3 }]);
    s = r.state;
    assert.deepEqual(s.hand[s.hand.length - 1], 'QD');
    assert.deepEqual(s.patience, ['7C']);
  });

  it('S-NAP-5: lost after a complete pass with no card onto P; won when every card is on P (a pack in suit order, worked by hand)', () => {
    const lost = napoleonPosition({ patience: ['7C'], second: ['QD', '3C'], hand: [], pass: 2, placedThisPass: 0 });
    assert.deepEqual(g.legalMoves(lost), []);
    assert.equal(g.status(lost), 'lost');
    // A♣ 2♣ … K♣ A♦ … K♠: each card is one rank from the one before (K–A across suits, S-NAP-3).
    const r = playOut(g.fromOrder(FULL_PACK) as NapoleonState);
    assert.equal(g.status(r.state), 'won');
    assert.deepEqual(r.events[r.events.length - 1], { type: 'gameOver', outcome: 'won', reason: 'all-on-patience-pile' });
  });

  it('V-NAP-2: without the K–A wrap a 52-card game can never be won (parity, S-NAP-3)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => g.status(playOut(g.newGame(seed, { variants: ['V-NAP-2'] }) as NapoleonState).state) === 'lost'),
      { numRuns: 60 },
    );
  });

  it('S-NAP-6: no choices: every position offers one step, and the game always ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        const r = playOut(g.newGame(seed) as NapoleonState);
        return g.status(r.state) !== 'playing';
      }),
      { numRuns: 50 },
    );
  });

  // Regression pins: recorded from the engine on 2026-11-23, not from the spec. They catch any change
  // in how these deals play out (outcome, number of steps); they do not show that the rules are
  // right — the tests above, from the spec's rules and example, do that.
  describe('regression pins, recorded from the engine (fromOrder → outcome, steps)', () => {
    const pins: [string, 'won' | 'lost', number][] = [
      ['9H 7D 6D 2D 2S 6H KS 9C 3C 5H 10D 8D AS JC 3D 3H 9S 4C QD JH 5S KD 5D JS 4D 2C QS 7H 10H AD 4S AH KH JD 6S 6C 3S 7S 7C AC 10C 8H QC 5C 10S QH 4H 8C 8S 2H KC 9D', 'lost', 301],
      ['2S QD 5S 5C 10H 3H 4D 9H AD 10S 8S 2C 7S KD JD JH 3S 3D 6C 4C 6H 9S QS KC 10D 6D 7C AH KH 2D 4H 9C 7H 8H 3C KS 6S AS AC QC 10C 2H JC JS 5H 7D 5D QH 9D 4S 8C 8D', 'lost', 269],
      ['KC 7H 7S JH 5H 5S 9D AS QH QS KD JS 3S 9H 10H KH 10C 4C 7D 6S 2S 5D JC 9C 6C 3C 4S QC 7C 8D AH 3H 10S 5C KS 2H 3D 6D AD 10D 2C JD 8H AC 8C 6H 2D 4D 8S 4H 9S QD', 'won', 307],
      ['2C QH 5S 10S 8C 4C AC 9S KD JD 3H 4S 2D 6C 8D 9H 7D 4H 5C 5H AS JH AD 8H 7C KC 10H 5D 6S 2H 7H KH 3C 8S QD KS 4D QS 9D AH 6H 3S JS 9C 6D 7S QC 10C JC 3D 10D 2S', 'won', 252],
    ];
    for (const [order, outcome, steps] of pins) {
      it(`regression pin (engine, 2026-11-23): ${order.slice(0, 23)}… → ${outcome} in ${steps} steps`, () => {
        let s = g.fromOrder(order.split(' ')) as NapoleonState;
        let n = 0;
        while (g.legalMoves(s).length > 0) {
          s = step(s).state;
          n++;
        }
        assert.equal(g.status(s), outcome);
        assert.equal(n, steps);
      });
    }
  });

  it('illegal moves: a new pass while cards are in hand, a turn with an empty hand; nothing changes', () => {
    const s = g.newGame(3) as NapoleonState;
    const before = JSON.stringify(s);
    const r = g.applyMove(s, { type: 'newPass', pass: 2 });
    assert.ok(!r.ok && r.violation.rule === 'S-NAP-4' && r.violation.code === 'pass-not-over');
    assert.equal(JSON.stringify(s), before);
    const t = napoleonPosition({ patience: ['7C'], second: ['QD'], hand: [], placedThisPass: 1 });
    const r2 = g.applyMove(t, { type: 'turn' });
    assert.ok(!r2.ok && r2.violation.code === 'hand-empty');
  });
});
