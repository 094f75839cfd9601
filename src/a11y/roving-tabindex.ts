/**
 * Roving tabindex for a list widget (hand, table, choices, log): one tab stop, arrow keys move
 * the focus, Home/End jump, and when the focused item disappears (a card was played) focus goes
 * to the nearest neighbour instead of being lost.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface RovingOptions {
  /** The items, in order, each focusable (button or [role=option]). */
  items: () => HTMLElement[];
  /** Wrap from the last item to the first (default true). */
  wrap?: boolean;
  /** Called when the active index changes by keyboard. */
  onMove?: (index: number) => void;
  /** Called when an arrow key meets the end of a list that does not wrap (the 'end' earcon). */
  onEdge?: () => void;
  /** Items the keys pass by unless focus is on them (my card just played, still shown in the hand). */
  passBy?: (el: HTMLElement) => boolean;
  /**
   * Called when a key of the list moves focus nowhere (Home on the first item, End on the last, an
   * arrow at an end that does not wrap, any of them in a list of one): focus stays, and no screen
   * reader says anything of its own, so the list says where focus is (issue 28).
   */
  onStay?: (item: HTMLElement, at: 'first' | 'last' | 'only') => void;
}

export class RovingTabindexController implements ReactiveController {
  index = 0;
  private hadFocus = false;
  private lastKey: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly opts: RovingOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
    this.host.addEventListener('focusin', this.onFocusIn);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    this.host.removeEventListener('focusin', this.onFocusIn);
  }

  /** Before an update: remember whether focus was inside, and which item, to restore it after. */
  hostUpdate(): void {
    const items = this.opts.items();
    const active = document.activeElement as HTMLElement | null;
    this.hadFocus = !!active && items.includes(active);
    if (this.hadFocus) this.lastKey = active!.dataset['key'] ?? null;
  }

  hostUpdated(): void {
    const items = this.opts.items();
    if (items.length === 0) {
      this.index = 0;
      return;
    }
    if (this.lastKey !== null) {
      const same = items.findIndex((el) => el.dataset['key'] === this.lastKey);
      if (same >= 0) this.index = same;
    }
    this.index = Math.min(this.index, items.length - 1);
    items.forEach((el, i) => (el.tabIndex = i === this.index ? 0 : -1));
    // The focused card was played: keep focus in the widget on its neighbour. (An element that is still on
    // the page keeps focus: a choice list that closed stays until focus has moved on, src/components/game-table.ts.)
    const active = document.activeElement as HTMLElement | null;
    const lost = !active || active === document.body || !active.isConnected;
    if (this.hadFocus && lost && !items.includes(active as HTMLElement)) items[this.index]!.focus();
    this.hadFocus = false;
  }

  focus(index = this.index): void {
    const items = this.opts.items();
    if (items.length === 0) return;
    this.index = Math.max(0, Math.min(index, items.length - 1));
    items.forEach((el, i) => (el.tabIndex = i === this.index ? 0 : -1));
    items[this.index]!.focus();
  }

  private onFocusIn = (e: FocusEvent) => {
    const items = this.opts.items();
    const i = items.indexOf(e.target as HTMLElement);
    if (i >= 0 && i !== this.index) {
      this.index = i;
      items.forEach((el, j) => (el.tabIndex = j === i ? 0 : -1));
    }
  };

  private onKeyDown = (e: KeyboardEvent) => {
    // The table moved focus itself (Up/Down by rows in a grid, by groups in a hand).
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const all = this.opts.items();
    if (all.length === 0 || !all.includes(e.target as HTMLElement)) return;
    // The items the keys walk: those passed by are skipped, the focused one counts.
    const passBy = this.opts.passBy;
    const items = passBy ? all.filter((el) => el === e.target || !passBy(el)) : all;
    const at = passBy ? items.indexOf(e.target as HTMLElement) : this.index;
    const wrap = this.opts.wrap ?? true;
    let next: number | null = null;
    const last = items.length - 1;
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = at < last ? at + 1 : wrap ? 0 : last;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = at > 0 ? at - 1 : wrap ? last : 0;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    if (next === at && e.key.startsWith('Arrow')) this.opts.onEdge?.();
    const stays = next === at && items[next] === e.target;
    const to = passBy ? all.indexOf(items[next]!) : next;
    this.focus(to);
    if (stays) this.opts.onStay?.(items[next]!, items.length === 1 ? 'only' : next === 0 ? 'first' : 'last');
    this.opts.onMove?.(to);
  };
}
