/**
 * The patience in progress, saved (the shell writes `PatiencePlay.snapshot()` after every move, undo,
 * redo and focus move: src/app/saving.ts):
 *
 * - The save format (`PatienceSnapshot`, `checkPatienceSnapshot`, `patienceSave`: the module's
 *   `SaveSpec`) lives in ./save-spec.ts, which needs no engine, and is re-exported here.
 * - `replayPatience` rebuilds a saved deal exactly: it deals again from the seed, replays the moves
 *   made (each must be legal) and checks that the result is the saved state, then rebuilds the
 *   redo stack. Anything that does not fit throws, and the caller keeps the save aside.
 */
import type { PatienceMove, PatienceState } from './index.js';
import { applyMove, newGame } from './index.js';
import type { PatienceSnapshot } from './save-spec.js';
import type { Done } from './play.js';

export { checkPatienceSnapshot, patienceSave, PATIENCE_MIGRATIONS, PATIENCE_SAVE_VERSION, type PatienceSnapshot } from './save-spec.js';

/** The undo and redo stacks and the state of a saved deal, checked against the engine. Throws when they do not fit. */
export function replayPatience(snap: Pick<PatienceSnapshot, 'game' | 'seed' | 'options' | 'state' | 'moves' | 'undone'>): { state: PatienceState; done: Done[]; undone: Done[] } {
  const step = (state: PatienceState, move: PatienceMove, i: number): PatienceState => {
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`move ${i + 1} (${JSON.stringify(move)}) is not legal: ${r.violation.message}`);
    return r.state;
  };
  let state = newGame(snap.game, snap.seed, snap.options);
  const done: Done[] = [];
  snap.moves.forEach((move, i) => {
    done.push({ state, move });
    state = step(state, move, i);
  });
  if (JSON.stringify(state) !== JSON.stringify(snap.state)) throw new Error('the moves replayed from the deal do not give the saved state');
  // The next redo is the last entry, made from the state now; each earlier one from the state after it.
  const undone: Done[] = [];
  let from = state;
  for (let i = snap.undone.length - 1; i >= 0; i--) {
    const move = snap.undone[i]!;
    undone.unshift({ state: from, move });
    from = step(from, move, snap.moves.length + snap.undone.length - 1 - i);
  }
  return { state, done, undone };
}
