import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createBot } from '../../src/games/papillon/bots/index.js';
import { FULL_PACK } from '../../src/engine/cards.js';
import { applyMove, fromPosition, legalMoves, newSession, nextDeal, view } from '../../src/games/papillon/index.js';
import type { PapillonBot, PapillonBots } from '../../src/games/papillon/bots/index.js';
import type { PapillonMove, PapillonState, PapillonView } from '../../src/games/papillon/types.js';
import type { Exact, Expect, Lacks } from './support/bot-conformance.js';

// Compile-time (npm run typecheck fails when one does not hold): a bot receives a view and the legal moves, never a state.
type DecideParams = Parameters<PapillonBot['decide']>;
export type PapillonBotSignature = [
  Expect<Exact<DecideParams[0], PapillonView>>,
  Expect<Lacks<DecideParams[0], 'hands'>>,
  Expect<Lacks<DecideParams[0], 'stock'>>,
  Expect<Lacks<DecideParams[0], 'rng'>>,
  // What the bot worker calls for Papillon (its GameBots) takes a view too.
  Expect<Exact<Parameters<PapillonBots['decide']>[1], PapillonView>>,
];

/** Seeds of the strength smoke check, each played three times (the strong seat in every seat). */
const SMOKE_SEEDS = 2;

interface Spec {
  players: 3 | 4;
  dealer: number;
  toMove: number;
  hand: string[];
  table: string[];
  finalRound?: boolean;
  pot?: number;
  stock?: number;
  otherHand?: number;
}

/** A position from the spec's worked examples; other hands and the stock are filled with unused cards. */
function position(p: Spec): PapillonState {
  const used = new Set([...p.hand, ...p.table]);
  const free = FULL_PACK.filter((c) => !used.has(c));
  let k = 0;
  const hands = Array.from({ length: p.players }, (_, seat) => {
    if (seat === p.toMove) return p.hand.slice();
    const h = free.slice(k, k + (p.otherHand ?? 3));
    k += h.length;
    return h;
  });
  const stock = p.finalRound ? [] : free.slice(k, k + (p.stock ?? 12));
  return fromPosition({
    options: { players: p.players },
    dealer: p.dealer,
    toMove: p.toMove,
    hands,
    table: p.table,
    stock,
    piles: Array.from({ length: p.players }, () => []),
    balances: new Array<number>(p.players).fill(50),
    pot: p.pot ?? p.players,
    finalRound: p.finalRound ?? false,
    lastCapturer: null,
    lastToLayDown: null,
    winner: null,
    blaetterCarry: 0,
    phase: 'play',
  });
}

function decide(level: 'easy' | 'normal' | 'strong', s: PapillonState, iterations = 2000) {
  return createBot(level).decide(view(s, s.toMove!), legalMoves(s), { seed: 'behaviour', budget: { iterations } });
}

function asCapture(m: PapillonMove): { card: string; take: string[] } {
  assert.equal(m.type, 'capture');
  return { card: (m as { card: string }).card, take: [...(m as { take: readonly string[] }).take].sort() };
}

// EX-P-2 (4 players): table A♠ A♥ 6♣ J♦; hand A♦ 2♣ 7♠. 2♣ taking both aces pays 4 from each (+12).
const exP2 = () => position({ players: 4, dealer: 0, toMove: 1, hand: ['AD', '2C', '7S'], table: ['AS', 'AH', '6C', 'JD'] });
// EX-P-7 (4 players, order P1 P2 P3 D): P2 holds 10♥ 4♣ A♣, table 4♠ 6♦: the Sautenelle pays +3.
const exP7 = () => position({ players: 4, dealer: 3, toMove: 1, hand: ['10H', '4C', 'AC'], table: ['4S', '6D'] });
// EX-P-8: 3♠ takes A♠ A♥ A♦ (only move), pure aces + Klein-Papillon = 7 from each.
const exP8 = () => position({ players: 4, dealer: 0, toMove: 1, hand: ['3S'], table: ['AS', 'AH', 'AD', '8C'] });
// EX-P-1 (3 players): the best immediate payouts are 10♠:A♣+4♦+5♥ and Q♥:A♣+4♦+7♥, +2 each.
const exP1 = () => position({ players: 3, dealer: 0, toMove: 1, hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });
// EX-P-4: no capture, the lay-down is forced: pays 3, receives 2 for the ace.
const exP4 = () => position({ players: 3, dealer: 0, toMove: 1, hand: ['3S', 'AH', 'QD'], table: ['KC', '9D'] });
// Final round, pot 12: 8♦ taking 5♦+3♥ would leave 5♣ with nothing to take (no win); the others keep the win open.
const finalKeep = () =>
  position({ players: 3, dealer: 0, toMove: 1, hand: ['5C', '8D'], table: ['5D', '3H', '8S'], finalRound: true, pot: 12, otherHand: 2 });

describe('ai: sensible behaviour in the worked examples', () => {
  for (const level of ['normal', 'strong'] as const) {
    it(`${level} takes the pure aces with 2♣ in EX-P-2 (+12)`, () => {
      const d = decide(level, exP2());
      assert.deepEqual(asCapture(d.move), { card: '2C', take: ['AH', 'AS'] });
    });

    it(`${level} takes the Sautenelle with 10♥ in EX-P-7`, () => {
      const d = decide(level, exP7());
      assert.deepEqual(asCapture(d.move), { card: '10H', take: ['4S', '6D'] });
    });

    it(`${level} picks a +2-each capture in EX-P-1`, () => {
      const d = decide(level, exP1());
      assert.equal(d.explanation?.gainEach, 2);
    });

    it(`${level} keeps the chance to win the pot in the final round`, () => {
      const d = decide(level, finalKeep());
      const c = asCapture(d.move);
      assert.notDeepEqual(c, { card: '8D', take: ['3H', '5D'] });
    });
  }

  it('easy prefers paying captures over 4♣:4♠ only slightly, but always plays legally in EX-P-7', () => {
    const s = exP7();
    const legal = legalMoves(s);
    let sautenelle = 0;
    for (let i = 0; i < 200; i++) {
      const d = createBot('easy').decide(view(s, 1), legal, { seed: i });
      assert.ok(legal.includes(d.move));
      if (d.move.type === 'capture' && d.move.card === '10H') sautenelle++;
    }
    assert.ok(sautenelle > 100 && sautenelle < 190, `10♥ chosen ${sautenelle}/200`);
  });
});

describe('ai: explanation for hints', () => {
  it('strong explains EX-P-2: pure aces, what is left for the next player, search statistics', () => {
    const d = decide('strong', exP2());
    const e = d.explanation!;
    assert.equal(e.source, 'search');
    assert.equal(e.kind, 'capture');
    assert.equal(e.seat, 1);
    assert.equal(e.card, '2C');
    assert.deepEqual(e.take.slice().sort(), ['AH', 'AS']);
    assert.equal(e.gainEach, 4);
    assert.equal(e.immediateNet, 12);
    assert.deepEqual(e.feats, { aces: 2, pureAces: true, kleinPapillon: false, haneton: false, sautenelle: false });
    assert.equal(e.forced, false);
    assert.equal(e.winsDeal, false);
    assert.equal(e.leavesForNext.nextPlayer, 2);
    assert.deepEqual(e.leavesForNext.tableAfter, ['6C', 'JD']);
    assert.equal(e.leavesForNext.acesLeft, 0);
    assert.equal(e.leavesForNext.sumThreat, false);
    assert.deepEqual(e.leavesForNext.capturableValues, [6, 11]);
    assert.equal(typeof e.leavesForNext.replyCaptureRate, 'number');
    assert.equal(typeof e.leavesForNext.replyMeanGain, 'number');
    assert.ok(e.best.visits > 0);
    assert.ok(e.best.winRate !== null && e.best.winRate >= 0 && e.best.winRate <= 1);
    assert.ok(e.alternatives.length >= 1 && e.alternatives.length <= 4);
    for (const a of e.alternatives) assert.ok(a.expectedValue <= e.best.expectedValue || a.visits < e.best.visits);
    assert.ok(Number.isFinite(e.margin));
    assert.ok(d.stats.iterations > 0 && d.stats.iterations <= 2000);
    // Distinct up to suits: A♦ taking A♠ and A♦ taking A♥ are one candidate.
    assert.equal(d.stats.candidates, 3);
  });

  it('strong explains EX-P-7: Sautenelle, empty table, the next player must lay down', () => {
    const e = decide('strong', exP7()).explanation!;
    assert.equal(e.feats.sautenelle, true);
    assert.equal(e.leavesForNext.emptyTable, true);
    assert.equal(e.leavesForNext.nextPlayer, 2);
    assert.equal(e.leavesForNext.replyCaptureRate, 0);
    const alt = e.alternatives[0]!;
    assert.deepEqual(alt.leavesForNext.tableAfter, ['6D']);
    assert.equal(alt.leavesForNext.sautenelleThreat, true);
  });

  it('a forced move is explained as forced (EX-P-8 capture, EX-P-4 lay-down)', () => {
    const e8 = decide('strong', exP8()).explanation!;
    assert.equal(e8.forced, true);
    assert.equal(e8.gainEach, 7);
    assert.equal(e8.feats.pureAces && e8.feats.kleinPapillon, true);
    const d4 = decide('strong', exP4());
    assert.equal(d4.move.type, 'layDown');
    assert.equal(d4.explanation!.kind, 'layDown');
    assert.equal(d4.explanation!.forced, true);
    assert.equal(d4.explanation!.immediateNet, -1);
    assert.deepEqual(d4.explanation!.take, ['3S', 'AH', 'QD']);
    assert.deepEqual(d4.explanation!.leavesForNext.tableAfter, ['KC', '9D', '3S', 'AH', 'QD']);
  });

  it('normal fills a heuristic explanation', () => {
    const e = decide('normal', exP2()).explanation!;
    assert.equal(e.source, 'heuristic');
    assert.equal(e.card, '2C');
    assert.equal(e.best.winRate, null);
    assert.equal(e.leavesForNext.replyCaptureRate, null);
  });
});

describe('ai: strong beats normal (a small seeded sample; bench/bots/papillon.ts has the CIs)', () => {
  it('one strong seat against two normal ones, in every seat on the same cards, wins counters per deal', (t) => {
    let total = 0;
    let deals = 0;
    for (let g = 0; g < SMOKE_SEEDS; g++) {
      for (let seatA = 0; seatA < 3; seatA++) {
        const bots = [0, 1, 2].map((x) => (x === seatA ? createBot('strong', 150) : createBot('normal')));
        let s = newSession({ players: 3, tours: 1 }, `smoke:${g}`);
        const start = s.balances[seatA]!;
        let k = 0;
        for (;;) {
          while (s.phase === 'play') {
            const r = applyMove(s, bots[s.toMove!]!.decide(view(s, s.toMove!), legalMoves(s), { seed: `${g}:${k++}` }).move);
            assert.ok(r.ok);
            s = r.state;
          }
          deals++;
          if (s.phase === 'sessionOver') break;
          s = nextDeal(s);
        }
        total += s.balances[seatA]! - start;
      }
    }
    t.diagnostic(`strong vs two normal: ${(total / deals).toFixed(2)} counters per deal`);
    assert.ok(total / deals > 0, `strong vs two normal: ${(total / deals).toFixed(2)} counters per deal`);
  });
});
