/** Bad input: malformed positions and options throw a clear Error; malformed or illegal moves are refused and change nothing. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FULL_PACK } from '../../src/engine/cards.js';
import {
  applyMove,
  fromPosition,
  newSession,
  nextDeal,
  papillonGame,
  stateFromJSON,
  toPosition,
  type PapillonMove,
  type PapillonOptions,
  type PapillonPosition,
  type PapillonState,
} from '../../src/games/papillon/index.js';
import { cap, LAY, position, refuse, state } from './support/papillon.js';

const good = (): PapillonPosition => position({ hands: [['5H', '9C'], ['2H'], ['8D']], table: ['5S', '4C'], stock: ['KS', 'QS'] });

/** A copy of the good position with `patch` applied; must throw an Error whose message matches `re`. */
function bad(patch: Partial<Record<keyof PapillonPosition, unknown>>, re: RegExp): void {
  const p = { ...good(), ...patch } as PapillonPosition;
  assert.throws(() => fromPosition(p), (e: unknown) => {
    assert.ok(e instanceof Error);
    assert.match(e.message, re);
    assert.match(e.message, /^Bad Papillon position: /);
    return true;
  });
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

describe('Papillon bad input: positions (fromPosition throws naming the problem)', () => {
  it('a good position is accepted and round-trips exactly through toPosition', () => {
    const p = good();
    assert.deepEqual(toPosition(fromPosition(p)), p);
  });

  it('P4: an unknown card string', () => {
    bad({ hands: [['5H', 'ZZ'], ['2H'], ['8D']] }, /hand of seat 0: unknown card "ZZ"/);
    bad({ table: ['11S'] }, /table: unknown card "11S"/);
    bad({ stock: ['5s'] }, /stock: unknown card "5s"/);
    bad({ piles: [[42], [], []] }, /pile of seat 0: unknown card 42/);
  });

  it('P4: a duplicate card, within one list or across lists', () => {
    bad({ table: ['5S', '5S'] }, /card 5S appears twice, in table and in table/);
    bad({ stock: ['KS', '5H'] }, /card 5H appears twice, in hand of seat 0 and in stock/);
  });

  it('P4: 53 cards', () => {
    const used = new Set(['5H', '9C', '2H', '8D', '5S', '4C']);
    bad({ stock: [...FULL_PACK.filter((c) => !used.has(c)), 'AS'] }, /53 cards; one pack has 52/);
  });

  it('P1: a wrong player count (options, hands, piles, balances)', () => {
    bad({ options: { players: 5 } }, /players must be 3 or 4 \(P1\), got 5/);
    bad({ hands: [['5H'], ['2H'], ['8D'], []] }, /hands must list 3 hands/);
    bad({ piles: [[], []] }, /piles must list 3 capture piles/);
    bad({ balances: [50, 50] }, /balances must be 3 whole numbers/);
    bad({ options: { players: 4 } }, /hands must list 4 hands/);
  });

  it('P17: toMove with no cards, out of range, or set when nobody may move', () => {
    bad({ toMove: 1, hands: [['5H', '9C'], [], ['8D']] }, /the player to move \(seat 1\) holds no card/);
    bad({ toMove: 3 }, /toMove must be a seat 0…2 or null, got 3/);
    bad({ toMove: null }, /toMove must name a seat in phase 'play'/);
    bad({ phase: 'dealOver' }, /toMove must be null in phase 'dealOver'/);
    bad({ phase: 'paused' }, /phase must be one of play, dealOver, sessionOver/);
  });

  it('bad options: unknown variant or preset, ante, tours, startingCounters, not an object', () => {
    bad({ options: { players: 3, variants: ['V-P-99'] } }, /unknown variant "V-P-99"/);
    bad({ options: { players: 3, variants: 'V-P-1' } }, /variants must be a list of variant IDs/);
    bad({ options: { players: 3, preset: 'hoyle' } }, /unknown preset "hoyle"/);
    // Names of Object's own properties are no presets (a table holding one stopped at every revive, issue 27).
    for (const preset of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) bad({ options: { players: 3, preset } }, /unknown preset/);
    bad({ options: { players: 3, ante: 3 } }, /ante must be 1 or 2 \(P14\), got 3/);
    bad({ options: { players: 3, tours: 0 } }, /tours must be a whole number/);
    bad({ options: { players: 3, startingCounters: -1 } }, /startingCounters must be a whole number/);
    bad({ options: null }, /options must be an object/);
    for (const o of [{ players: 2 }, { players: 3, variants: ['X'] }, { players: 4, ante: 0 }]) {
      assert.throws(() => newSession(o as unknown as PapillonOptions, 1), /^Error: Bad Papillon options: /);
    }
  });

  it('other inconsistencies: hand over 3 cards, final round with a stock, a winner outside the final round, negative pot, bad dealer', () => {
    bad({ hands: [['5H', '9C', 'AC', 'AD'], ['2H'], ['8D']] }, /a hand holds at most 3 cards \(P12\)/);
    bad({ finalRound: true }, /the final round starts only when the stock is empty \(P37\)/);
    bad({ winner: 0 }, /only the final round has a winner \(P39\)/);
    bad({ pot: -1 }, /pot must be a whole number ≥ 0/);
    bad({ dealer: 7 }, /dealer must be a seat 0…2, got 7/);
    bad({ blaetterCarry: 0.5 }, /blaetterCarry must be a whole number/);
    bad({ lastCapturer: -1 }, /lastCapturer must be a seat/);
    bad({ dealsPlayed: 6 }, /dealsPlayed 6 leaves no deal to play/);
    assert.throws(() => fromPosition(null as unknown as PapillonPosition), /a position must be an object/);
  });

  it('a saved state with a bad rng or handRound is refused (stateFromJSON)', () => {
    const s = JSON.parse(JSON.stringify(newSession({ players: 3 }, 1)));
    assert.deepEqual(stateFromJSON(JSON.parse(JSON.stringify(s))), newSession({ players: 3 }, 1));
    assert.throws(() => stateFromJSON({ ...s, rng: [1, 2, 3] }), /rng must be four 32-bit whole numbers/);
    assert.throws(() => stateFromJSON({ ...s, handRound: -1 }), /handRound must be a whole number/);
    assert.throws(() => papillonGame.fromJSON('nonsense'), /a saved state must be an object/);
  });
});

describe('Papillon bad input: moves (refused with rule and code, nothing changes)', () => {
  const s = (): PapillonState => deepFreeze(state({ hands: [['5H', '9C'], ['2H'], ['8D']], table: ['5S', '4C', 'QD'], stock: ['KS', 'QS'] }));

  it('P19: a card not in the hand', () => {
    const v = refuse(s(), cap('2H', '5S'), 'P19', 'cardNotInHand');
    assert.match(v.message, /2H is not in the hand/);
  });

  it('P19: a capture listing cards not on the table', () => {
    const v = refuse(s(), cap('9C', '5S', 'KS'), 'P19', 'notOnTable');
    assert.match(v.message, /not on the table: KS/);
    refuse(s(), cap('9C', '9C'), 'P19', 'notOnTable');
  });

  it('P17: an unknown move type, or not a move at all', () => {
    const v = refuse(s(), { type: 'pass' } as unknown as PapillonMove, 'P17', 'badMove');
    assert.match(v.message, /unknown move type "pass"/);
    refuse(s(), null as unknown as PapillonMove, 'P17', 'badMove');
    refuse(s(), 'layDown' as unknown as PapillonMove, 'P17', 'badMove');
    refuse(s(), {} as unknown as PapillonMove, 'P17', 'badMove');
  });

  it('P19: duplicate take cards', () => {
    const v = refuse(s(), cap('9C', '5S', '5S'), 'P19', 'duplicateCard');
    assert.match(v.message, /twice/);
  });

  it('P19: malformed card strings and shapes', () => {
    refuse(s(), cap('ZZ', '5S'), 'P19', 'badCard');
    refuse(s(), cap('9C', 'XX'), 'P19', 'badCard');
    refuse(s(), { type: 'capture', card: '9C', take: '5S' } as unknown as PapillonMove, 'P19', 'badMove');
    refuse(s(), { type: 'capture', card: 9, take: [] } as unknown as PapillonMove, 'P19', 'badCard');
    refuse(s(), cap('9C'), 'P19', 'emptyCapture');
  });

  it('P17: no move once the deal is over', () => {
    const over = deepFreeze(state({ phase: 'dealOver', toMove: null, hands: [[], [], []], table: [], piles: [FULL_PACK.slice(), [], []] }));
    refuse(over, LAY, 'P17', 'noTurn');
    assert.throws(() => nextDeal(newSession({ players: 3 }, 1)), /nextDeal needs phase 'dealOver'/);
  });

  it('a refused move leaves the state usable: the legal move still applies', () => {
    const x = s();
    refuse(x, cap('9C', '5S'), 'P19', 'rankMismatch');
    refuse(x, cap('9C', '5S', '2H'), 'P19', 'notOnTable');
    const r = applyMove(x, cap('9C', '5S', '4C'));
    assert.equal(r.ok, true);
  });
});
