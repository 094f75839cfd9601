/**
 * The shared conformance suite for each patience (one player, viewer 0; hidden cards are the
 * face-down cards and the order of stocks never seen), plus the contract's API shape and
 * bad-input checks common to all seven games (S-GEN-1, S-GEN-3, S-GEN-4, S-GEN-5, S-GEN-7).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { FULL_PACK } from '../../src/engine/cards.js';
import {
  patiences,
  patienceDefinitions,
  PATIENCE_IDS,
  newGame,
  fromOrder,
  legalMoves,
  applyMove,
  status,
  type PatienceId,
  type PatienceMove,
  type PatienceState,
} from '../../src/games/patience/index.js';
import { runSoloConformance } from './support/conformance.js';

/** Moves no state of any patience allows (malformed, unknown cards, piles that do not exist). */
function garbage(): PatienceMove[] {
  return [
    { type: 'nonsense' } as unknown as PatienceMove,
    { type: 'pair', piles: ['leftStock', 'leftStock'], cards: ['ZZ', 'ZZ'] } as unknown as PatienceMove,
    { type: 'eleven', positions: [0, 10], cards: ['11H', 'AC'] } as unknown as PatienceMove,
    { type: 'toFoundation', pile: 99, card: 'ZZ', suit: 'X', foundation: 'A' } as unknown as PatienceMove,
    { type: 'toPile', from: 0, to: 0, card: 'AC', onto: 'AC' } as unknown as PatienceMove,
    { type: 'corner', corner: 9, card: 'ZZ' } as unknown as PatienceMove,
    { type: 'tuck', card: 'ZZ', pile: 'Z' } as unknown as PatienceMove,
    { type: 'play', card: 'ZZ', row: 0, col: 0, suit: 'X', foundation: 'K' } as unknown as PatienceMove,
    null as unknown as PatienceMove,
  ];
}

/** Moves of the right type that the state does not allow (legal-looking but wrong). */
function illegalFor(s: PatienceState): PatienceMove[] {
  const legal = legalMoves(s);
  const keys = new Set(legal.map((m) => JSON.stringify(m)));
  const candidates: PatienceMove[] = [
    { type: 'draw' },
    { type: 'turn' },
    { type: 'newPass', pass: 99 },
    { type: 'endStage', stage: 99 },
    { type: 'takeReserve', chain: 9 },
    { type: 'toReserve', from: 'leftStock', count: 999 },
    { type: 'trio', positions: [1, 2, 3], cards: ['JC', 'QC', 'KC'] },
    { type: 'corner', corner: 1, card: 'AS' },
  ];
  return [...garbage(), ...candidates.filter((m) => !keys.has(JSON.stringify(m)))];
}

const optionSets: Record<PatienceId, object[]> = {
  doppelhausen: [{}, { variants: ['V-DH-1'] }, { variants: ['V-DH-2'] }],
  elf: [{}],
  'halber-mond': [{}],
  napoleon: [{}, { variants: ['V-NAP-1'] }, { variants: ['V-NAP-2'] }],
  reihe: [{}],
  stern: [{}, { variants: ['V-STE-1'] }],
  unterstecken: [{}],
};

for (const id of PATIENCE_IDS) {
  describe(`patience ${id}: shared conformance suite (S-GEN-3, S-GEN-7)`, () => {
    runSoloConformance(patienceDefinitions[id] as never, {
      optionSets: optionSets[id],
      games: id === 'halber-mond' ? 4 : 8,
      illegalMoves: illegalFor as never,
      maxMoves: 50_000,
      viewers: () => [0],
    });
  });
}

describe('patience contract API', () => {
  it('exposes the seven patiences with id, packs and the contract functions', () => {
    assert.deepEqual(Object.keys(patiences).sort(), [...PATIENCE_IDS].sort());
    const packs: Record<PatienceId, number> = { doppelhausen: 2, elf: 1, 'halber-mond': 2, napoleon: 1, reihe: 1, stern: 1, unterstecken: 1 };
    for (const id of PATIENCE_IDS) {
      const g = patiences[id];
      assert.equal(g.id, id);
      assert.equal(g.packs, packs[id]);
      for (const f of ['newGame', 'fromOrder', 'legalMoves', 'applyMove', 'status'] as const) assert.equal(typeof g[f], 'function');
    }
  });

  it('S-GEN-5: modes: Doppelhausen, Halber Mond and Stern with corners interactive; the rest watch and step', () => {
    const want: Record<PatienceId, string> = {
      doppelhausen: 'interactive',
      elf: 'watch-and-step',
      'halber-mond': 'interactive',
      napoleon: 'watch-and-step',
      reihe: 'watch-and-step',
      stern: 'interactive',
      unterstecken: 'watch-and-step',
    };
    for (const id of PATIENCE_IDS) assert.equal(patiences[id].mode(), want[id], id);
    assert.equal(patiences.stern.mode({ variants: ['V-STE-1'] }), 'watch-and-step');
    for (const id of PATIENCE_IDS) assert.ok(patiences[id].layout().piles.length > 0);
    assert.ok(!patiences.stern.layout({ variants: ['V-STE-1'] }).piles.some((p) => p.kind === 'corner'));
  });

  it('S-GEN-5: watch-and-step games offer exactly one move in every position', () => {
    const cases: [PatienceId, object][] = [['elf', {}], ['napoleon', {}], ['reihe', {}], ['unterstecken', {}], ['stern', { variants: ['V-STE-1'] }]];
    for (const [id, opts] of cases) {
      for (let seed = 0; seed < 30; seed++) {
        let s = patiences[id].newGame(seed, opts);
        for (;;) {
          const ms = patiences[id].legalMoves(s);
          if (ms.length === 0) break;
          assert.equal(ms.length, 1, `${id} seed ${seed}`);
          const r = patiences[id].applyMove(s, ms[0]!);
          assert.ok(r.ok);
          s = r.state;
        }
      }
    }
  });

  it('S-GEN-3: the same seed gives the same deal; the seed is recorded; different seeds differ', () => {
    for (const id of PATIENCE_IDS) {
      assert.deepEqual(newGame(id, 'abc'), newGame(id, 'abc'));
      assert.equal((newGame(id, 17) as { seed: unknown }).seed, 17);
      assert.notDeepEqual(newGame(id, 1), newGame(id, 2));
    }
  });

  it('S-GEN-4: status is playing exactly while legalMoves is non-empty, and a finished game refuses moves', () => {
    for (const id of PATIENCE_IDS) {
      let s = newGame(id, 5);
      let steps = 0;
      while (legalMoves(s).length > 0) {
        assert.equal(status(s), 'playing');
        const ms = legalMoves(s);
        const m = ms.find((x) => x.type !== 'endStage') && id !== 'halber-mond' ? ms[0]! : ms[ms.length - 1]!;
        const r = applyMove(s, m);
        assert.ok(r.ok);
        s = r.state;
        assert.ok(++steps < 20_000);
      }
      assert.notEqual(status(s), 'playing');
      const r = applyMove(s, { type: 'turn' });
      assert.equal(r.ok, false);
      if (!r.ok) assert.equal(r.violation.code, 'game-over');
    }
  });

  it('S-GEN-4: the move that ends the game reports a gameOver event with the outcome', () => {
    for (const id of PATIENCE_IDS) {
      let s = newGame(id, 11);
      let last: readonly { type: string }[] = [];
      while (legalMoves(s).length > 0) {
        const ms = legalMoves(s);
        const r = applyMove(s, id === 'halber-mond' ? ms[ms.length - 1]! : ms[0]!);
        assert.ok(r.ok);
        s = r.state;
        last = r.events;
      }
      const over = last[last.length - 1] as { type: string; outcome: string };
      assert.equal(over.type, 'gameOver');
      assert.equal(over.outcome, status(s));
    }
  });
});

describe('patience bad input (S-GEN-1)', () => {
  it('fromOrder throws a clear error naming an unknown card', () => {
    for (const id of PATIENCE_IDS) {
      const order = patiences[id].packs === 2 ? [...FULL_PACK, ...FULL_PACK] : FULL_PACK.slice();
      order[3] = '11H';
      assert.throws(() => fromOrder(id, order), /unknown card "11H"/);
    }
  });

  it('fromOrder throws on a wrong count, naming the expected and the given count', () => {
    assert.throws(() => fromOrder('elf', FULL_PACK.slice(1)), /wrong count: expected 52 cards.*got 51.*missing AC/);
    assert.throws(() => fromOrder('doppelhausen', FULL_PACK.slice()), /wrong count: expected 104 cards/);
    assert.throws(() => fromOrder('napoleon', FULL_PACK.slice(), { variants: ['V-NAP-1'] }), /expected 104/);
    assert.throws(() => fromOrder('reihe', [...FULL_PACK, 'AC'].slice(0, 53)), /duplicate card AC/);
  });

  it('fromOrder throws on duplicates beyond the pack count', () => {
    const one = FULL_PACK.slice();
    one[1] = one[0]!;
    assert.throws(() => fromOrder('unterstecken', one), /duplicate card AC appears 2 times; at most 1/);
    const two = [...FULL_PACK, ...FULL_PACK];
    two[2] = two[0]!;
    assert.throws(() => fromOrder('halber-mond', two), /duplicate card AC appears 3 times; at most 2/);
  });

  it('fromOrder throws on a non-array and on unknown variants; newGame on a bad seed', () => {
    assert.throws(() => fromOrder('stern', 'AC 2C' as unknown as string[]), /must be an array/);
    assert.throws(() => patiences.stern.newGame(1, { variants: ['V-XYZ'] }), /unknown variant "V-XYZ"/);
    assert.throws(() => patiences.elf.newGame({} as unknown as number), /seed/);
  });

  it('a state of another game is refused by a game’s functions', () => {
    const s = newGame('elf', 1);
    assert.throws(() => patiences.napoleon.legalMoves(s), /not a napoleon state/);
    assert.throws(() => legalMoves({ game: 'chess' } as unknown as PatienceState), /not a patience state/);
  });

  it('fromJSON refuses a state with a card too many or a missing field', () => {
    for (const id of PATIENCE_IDS) {
      const def = patienceDefinitions[id];
      const s = JSON.parse(JSON.stringify(newGame(id, 3)));
      assert.deepEqual(def.fromJSON(JSON.parse(JSON.stringify(s))), s);
      assert.throws(() => def.fromJSON({ ...s, game: 'other' }), /game must be/);
      assert.throws(() => def.fromJSON({ ...s, variants: ['V-NOPE'] }), /variants/);
    }
    const e = JSON.parse(JSON.stringify(newGame('elf', 3)));
    e.talon.push('AS');
    assert.throws(() => patienceDefinitions.elf.fromJSON(e), /exactly one pack/);
  });

  it('illegal moves return a violation with rule and code and change nothing (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATIENCE_IDS), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 60 }), (id, seed, steps) => {
        let s = newGame(id, seed);
        for (let i = 0; i < steps && legalMoves(s).length > 0; i++) {
          const r = applyMove(s, legalMoves(s)[0]!);
          if (!r.ok) return false;
          s = r.state;
        }
        const before = JSON.stringify(s);
        for (const m of illegalFor(s)) {
          const r = applyMove(s, m);
          if (r.ok) return false;
          if (!/^(S|V)-/.test(r.violation.rule) || r.violation.code.length === 0) return false;
        }
        return JSON.stringify(s) === before;
      }),
      { numRuns: 150 },
    );
  });
});
