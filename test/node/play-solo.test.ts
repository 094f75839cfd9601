/** The generic solo session (src/play/solo.ts): undo and redo stacks, refusals change nothing, runs and stops. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SoloSession } from '../../src/play/solo.js';
import { applyMove, legalMoves, newGame, status } from '../../src/games/patience/index.js';
import type { PatienceEvent, PatienceMove, PatienceState } from '../../src/games/patience/index.js';

const session = () => new SoloSession<PatienceState, PatienceMove, PatienceEvent>(applyMove, { state: newGame('reihe', '5') });

describe('SoloSession (a game played alone)', () => {
  it('applies legal moves, undoes and redoes them to the same states', () => {
    const s = session();
    const start = s.state;
    const m1 = legalMoves(s.state)[0]!;
    assert.equal(s.apply(m1).ok, true);
    const after1 = s.state;
    assert.notEqual(after1, start);
    assert.equal(s.undo()!.move, m1);
    assert.equal(s.state, start);
    assert.equal(s.undone.length, 1);
    const redo = s.takeRedo()!;
    assert.equal(s.apply(redo.move, { keepRedo: true }).ok, true);
    assert.deepEqual(s.state, after1);
    assert.equal(s.undo() !== null && s.undo() === null, true, 'one move only');
  });

  it('a new move drops the redo stack; a refused move changes nothing', () => {
    const s = session();
    s.apply(legalMoves(s.state)[0]!);
    s.undo();
    assert.equal(s.undone.length, 1);
    s.apply(legalMoves(s.state)[0]!);
    assert.equal(s.undone.length, 0);
    const before = s.state;
    const r = s.apply({ type: 'nonsense' } as unknown as PatienceMove);
    assert.equal(r.ok, false);
    assert.equal(s.state, before);
    assert.equal(s.done.length, 1);
  });

  it('runs forced moves to the end, and stops when asked', async () => {
    const s = session();
    let moves = 0;
    const ran = await s.run(() => (status(s.state) === 'playing' ? (legalMoves(s.state)[0] ?? null) : null), () => moves++, 0, async () => {});
    assert.equal(ran, true);
    assert.equal(s.running, false);
    assert.notEqual(status(s.state), 'playing');
    assert.equal(moves, s.done.length);
    const t = session();
    const run = t.run(() => legalMoves(t.state)[0] ?? null, () => t.done.length === 3 && t.stop(), 0, async () => {});
    assert.equal(await run, false);
    assert.equal(t.done.length, 3);
    assert.equal(t.running, false);
  });
});
