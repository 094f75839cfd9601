import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PapillonBot, PapillonBots } from '../../src/games/papillon/bots/index.js';
import type { PapillonView } from '../../src/games/papillon/types.js';

// Compile-time: a bot receives a view and the legal moves, never a state.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DecideParams = Parameters<PapillonBot['decide']>;
const viewOnly: Exact<DecideParams[0], PapillonView> = true;
const noHands: 'hands' extends keyof DecideParams[0] ? false : true = true;
const noStock: 'stock' extends keyof DecideParams[0] ? false : true = true;
const noRng: 'rng' extends keyof DecideParams[0] ? false : true = true;
// What the bot worker calls for Papillon (its GameBots) takes a view too.
const workerGetsView: Exact<Parameters<PapillonBots['decide']>[1], PapillonView> = true;

describe('ai: honesty (a bot cannot read hidden cards)', () => {
  it('the decide signature takes a PapillonView, which has no hands, stock or rng (compile-time)', () => {
    assert.equal(viewOnly && noHands && noStock && noRng && workerGetsView, true);
  });
});
