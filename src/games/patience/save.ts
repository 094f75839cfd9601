/**
 * Keeps the patience in progress (part of the patience kit, loaded on demand with the engines):
 *
 * - `PatienceSaver` writes a snapshot to the save store's patience slot after every move, undo,
 *   redo and focus move (writes never overlap; the newest state is always the one written). A full
 *   quota or a broken database is announced once and play goes on; the next good save clears it.
 * - `replayPatience` rebuilds a saved deal exactly: it deals again from the seed, replays the moves
 *   made (each must be legal) and checks that the result is the saved state, then rebuilds the
 *   redo stack. Anything that does not fit throws, and the caller keeps the save aside.
 */
import { CoalescedWrites } from '../../storage/coalesced-writes.js';
import type { PatienceMove, PatienceState } from './index.js';
import { applyMove, newGame } from './index.js';
import { PATIENCE_SAVE_VERSION, type PatienceSnapshot, type SaveResult, type SaveStore } from '../../storage/save-store.js';
import type { Done, PatienceController } from './controller.js';

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

export class PatienceSaver {
  /** What the last save reported (tests and the e2e checks read it). */
  lastSave: SaveResult | null = null;
  private readonly writes = new CoalescedWrites(() => this.write());
  private problemReported = false;
  private writtenState: PatienceState | null = null;
  private written = '';

  constructor(
    private readonly patience: PatienceController,
    private readonly store: SaveStore,
  ) {
    const save = () => this.save();
    patience.app.addEventListener('change', save);
    document.addEventListener('focusin', save);
    // A tab going away: make sure the newest state is on its way to the disk.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.save();
    });
  }

  /** The deal in progress as a snapshot, or null when no patience is open. */
  snapshot(): PatienceSnapshot | null {
    const p = this.patience;
    if (p.screen !== 'patience' || !p.state || !p.game || !p.gameId) return null;
    return {
      version: PATIENCE_SAVE_VERSION,
      savedAt: new Date().toISOString(),
      gameId: p.gameId,
      game: p.game,
      seed: p.seed,
      options: p.options,
      state: p.state,
      moves: p.done.map((d) => d.move),
      undone: p.undone.map((d) => d.move),
      recorded: p.recorded,
      log: [...p.app.announcer.log],
      focusKey: p.focusKey,
    };
  }

  /** Saves the newest state soon (coalesced); `flush()` waits for it. */
  save(): void {
    this.writes.request();
  }

  /** Resolves when every change so far is written (or was refused). */
  flush(): Promise<void> {
    return this.writes.flush();
  }

  private async write(): Promise<void> {
    // Let the synchronous work of this turn (announcements, log, focus) finish first.
    await Promise.resolve();
    const snap = this.snapshot();
    if (!snap) return;
    // Nothing new since the last good save (a 'change' only to re-render): no write.
    const last = snap.log[snap.log.length - 1];
    const sig = [snap.gameId, snap.moves.length, snap.undone.length, snap.log.length, last?.id, snap.focusKey, snap.recorded].join('|');
    if (snap.state === this.writtenState && sig === this.written) return;
    const r = await this.store.savePatience(snap);
    this.lastSave = r;
    if (r.ok) {
      this.writtenState = snap.state;
      this.written = sig;
      this.problemReported = false;
      return;
    }
    if (this.problemReported) return;
    this.problemReported = true;
    const app = this.patience.app;
    const text = r.reason === 'quota' ? app.messages.ui.saveQuotaFull : app.messages.ui.saveFailed;
    app.notices.push(text);
    app.announcer.announce(text, { kind: 'error', priority: 'assertive' });
    app.dispatchEvent(new Event('change'));
  }
}
