/**
 * The one announcer service (experience.md §2). It owns two live regions in the page's light DOM,
 * created at start-up before any message and never re-rendered by a component: a polite one for
 * game events and an assertive one for errors and "your turn". Each message is appended as a new
 * node (aria-relevant="additions"), so repeated identical text is spoken again, and messages are
 * paced through a queue so that none is dropped.
 */
export type Priority = 'polite' | 'assertive';
export type AnnouncementKind = 'event' | 'turn' | 'error' | 'info' | 'echo';

export interface AnnounceOptions {
  priority?: Priority;
  /** 'echo' (re-reading the log, answers to queries) is spoken but not added to the game log. */
  kind?: AnnouncementKind;
}

export interface LogEntry {
  readonly id: number;
  readonly text: string;
  readonly kind: AnnouncementKind;
}

export type SpeakHook = (text: string, priority: Priority) => void;

/** Milliseconds between two messages handed to the screen reader. */
export const PACE_MS = 150;
/** How many old messages stay in a region (older ones are removed, they were spoken). */
const KEEP = 6;

export class Announcer extends EventTarget {
  readonly polite: HTMLElement;
  readonly assertive: HTMLElement;
  /** The persistent game log: every event and turn message, never echoes. */
  readonly log: LogEntry[] = [];
  /** The last message of any kind (R repeats it). */
  lastAnnouncement: string | null = null;
  /** Optional built-in speech and earcon hooks (settings decide whether they are set). */
  speak: SpeakHook | null = null;
  /** When false, messages go to the log and to speech only (for players using built-in speech alone). */
  liveRegions = true;

  private queue: { text: string; priority: Priority; urgent: boolean }[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastFlushAt = -Infinity;
  private nextId = 1;

  constructor(private readonly doc: Document = document) {
    super();
    this.polite = this.region('polite');
    this.assertive = this.region('assertive');
  }

  private region(priority: Priority): HTMLElement {
    const id = `announcer-${priority}`;
    const existing = this.doc.getElementById(id);
    if (existing) return existing;
    const el = this.doc.createElement('div');
    el.id = id;
    el.className = 'visually-hidden';
    el.setAttribute('aria-live', priority);
    el.setAttribute('aria-atomic', 'false');
    el.setAttribute('aria-relevant', 'additions');
    if (priority === 'assertive') el.setAttribute('role', 'alert');
    else el.setAttribute('role', 'status');
    this.doc.body.prepend(el);
    return el;
  }

  /** Queues a message for the screen reader (and speech), and writes it to the log unless it is an echo. */
  announce(text: string, opts: AnnounceOptions = {}): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    const kind = opts.kind ?? 'event';
    const priority = opts.priority ?? (kind === 'error' || kind === 'turn' ? 'assertive' : 'polite');
    this.lastAnnouncement = trimmed;
    if (kind !== 'echo') {
      const entry: LogEntry = { id: this.nextId++, text: trimmed, kind };
      this.log.push(entry);
      this.dispatchEvent(new CustomEvent('log', { detail: entry }));
    }
    // The answer to the player's own key (an echo) or an error goes before events still waiting.
    const urgent = kind === 'echo' || kind === 'error';
    const item = { text: trimmed, priority, urgent };
    if (urgent) {
      const at = this.queue.findIndex((q) => !q.urgent);
      this.queue.splice(at < 0 ? this.queue.length : at, 0, item);
    } else this.queue.push(item);
    // The player's answer is not held back by pacing: it is what they asked for, now.
    if (urgent && this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.timer === null) {
      const wait = urgent ? 0 : PACE_MS - (performance.now() - this.lastFlushAt);
      if (wait <= 0) this.flush();
      else this.timer = setTimeout(() => this.flush(), wait);
    }
  }

  /** Drops messages not yet spoken (a new game, say). The log keeps what it has. */
  clearQueue(): void {
    this.queue = [];
  }

  /** Puts back a log read from a save (nothing is spoken). */
  restoreLog(entries: readonly LogEntry[]): void {
    this.log.length = 0;
    this.log.push(...entries);
    this.nextId = entries.reduce((max, e) => Math.max(max, e.id), 0) + 1;
    this.dispatchEvent(new CustomEvent('log', { detail: null }));
  }

  clearLog(): void {
    this.log.length = 0;
    this.dispatchEvent(new CustomEvent('log', { detail: null }));
  }

  /** Resolves when every queued message has been handed to the live regions. */
  async idle(): Promise<void> {
    while (this.queue.length > 0 || this.timer !== null) await new Promise((r) => setTimeout(r, PACE_MS / 3));
  }

  private flush(): void {
    const next = this.queue.shift();
    this.timer = null;
    if (!next) return;
    this.lastFlushAt = performance.now();
    if (this.liveRegions) {
      const region = next.priority === 'assertive' ? this.assertive : this.polite;
      const node = this.doc.createElement('p');
      node.textContent = next.text;
      region.append(node);
      while (region.childElementCount > KEEP) region.firstElementChild!.remove();
    }
    this.speak?.(next.text, next.priority);
    this.dispatchEvent(new CustomEvent('announce', { detail: next }));
    // Pace only while messages wait: the next one after a quiet spell goes out at once.
    if (this.queue.length > 0) this.timer = setTimeout(() => this.flush(), PACE_MS);
  }
}
