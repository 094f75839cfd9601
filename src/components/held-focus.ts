/**
 * A focus move held back for one frame, because the render just made gave its target new words (a card
 * now playable when my turn comes back, issue 28). Chromium sends the move and the new name in one
 * accessibility update, the move first, and Orca 43 read the name it had cached from the render before
 * ("queen of diamonds." for "queen of diamonds, playable", piquet-repique-en step 9, Orca's debug log:
 * state-changed:focused, then property-change:accessible-name; hundertspiel-scat-de step 22). After a
 * frame the new words have gone out in an update of their own, and the move that follows is said with them.
 */
export class HeldFocus<T> {
  private held: { readonly move: T; readonly from: Element | null; ready: boolean; readonly done: Promise<void> } | null = null;

  /** Holds `move` until the next frame is drawn; then `wake` (the table renders again and takes it). */
  hold(move: T, wake: () => void): void {
    let release!: () => void;
    const done = new Promise<void>((r) => (release = r));
    const held = { move, from: document.activeElement, ready: false, done };
    this.held = held;
    // The frame's accessibility update goes out after its animation callbacks: the task after is past it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        held.ready = true;
        if (this.held === held) wake();
        release();
      }),
    );
  }

  /**
   * The held move once its frame is past (null before, or when none is held); it is no longer held.
   * Dropped when focus moved meanwhile (a key the player pressed in that frame went somewhere else).
   */
  take(): T | null {
    const h = this.held;
    if (!h?.ready) return null;
    this.held = null;
    return document.activeElement === h.from ? h.move : null;
  }

  /** A newer move replaces the held one. */
  drop(): void {
    this.held = null;
  }

  /** While a move is held: resolves when its frame is past (the table's updateComplete waits for it). */
  get pending(): Promise<void> | null {
    return this.held?.done ?? null;
  }
}
