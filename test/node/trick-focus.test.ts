/**
 * The trick table's focus (issue 22, issue 28): my card played stays shown in its place until my next
 * card, and when the older ones go, one stays if its going would give the focused card the index a gone
 * one had (Orca 43 takes that removed card for the focused one, "replicant of locusOfFocus").
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { keptBefore } from '../../src/games/tricks/hand.js';

/** The focused card's index after the cards at `gone` (each before `at`) are removed. */
const landsAt = (gone: readonly number[], at: number) => at - gone.length;

describe('keptBefore: the cards played that stay so the focused card never takes a removed one\'s index', () => {
  it('none to remove, none kept', () => assert.deepEqual(keptBefore([], 3), []));
  it('the card just before the focused one stays (it would take its index)', () => assert.deepEqual(keptBefore([2], 3), [2]));
  it('a card further before goes (the focused card lands on an index none of the gone had)', () => assert.deepEqual(keptBefore([0], 3), []));
  it('two before, the nearer stays', () => assert.deepEqual(keptBefore([1, 2], 3), [2]));
  it('two at the start, the one the focused card would land on stays', () => assert.deepEqual(keptBefore([0, 1], 3), [1]));
  it('two with a gap: both go', () => assert.deepEqual(keptBefore([0, 2], 3), []));
  it('every case up to 6 cards: no gone card has the index the focused card lands on, and the fewest stay', () => {
    for (let at = 0; at < 6; at++) {
      for (let mask = 0; mask < 1 << at; mask++) {
        const before = [...Array(at).keys()].filter((i) => mask & (1 << i));
        const stay = keptBefore(before, at);
        const gone = before.filter((i) => !stay.includes(i));
        assert.ok(!gone.includes(landsAt(gone, at)), `${before} at ${at}: ${stay}`);
        assert.ok(stay.length <= 1, `at most one stays: ${before} at ${at}: ${stay}`);
      }
    }
  });
});
