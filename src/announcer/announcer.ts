/**
 * The one announcer service (experience.md §2). It owns two live regions in the page's light DOM,
 * created at start-up before any message and never re-rendered by a component: a polite one for
 * game events and "your turn", and an assertive one for the answers to a key that are errors. Each
 * region holds a few paragraphs made with it, and each message is written into the next of them in
 * turn (see below), and messages are paced through a queue so that none is dropped.
 *
 * A message asked for as assertive that does not answer a key (a turn prompt, a patience's end) goes
 * to the polite region, after the events before it: Orca 43 drops every polite message it has not
 * presented yet when an assertive one arrives, and under load it presents them well over half a
 * second late (it is busy with a focus change, say), so no wait after a polite message is enough
 * (test/screen-reader/: 'Anna leads ace of hearts.' and 'Clara plays five of hearts.' lost before
 * 'Your turn.' at the start of a Whist deal, handed out 500 and 650 ms before it). The built-in
 * speech still gets the priority asked for.
 *
 * Each text handed to a live region ends with an invisible mark (one to three no-break spaces,
 * see LIVE_MARKS), for two reasons found with a real screen reader (Orca reading Chromium, issue 10 points 10
 * and 11; test/screen-reader/): a screen reader may take a live-region text equal to the last one it
 * was told about as a duplicate and drop it. The game log (aria-live="off") receives the same words
 * at the same moment, so without the mark the real announcement could be taken for the log's silent
 * copy; and a message equal to the one before (H twice, R after L) would never be said again. The
 * marks are not read (speech and Orca strip them) and never enter the game log, speech or events.
 *
 * The messages of one task (a move and what follows from it), and those that wait in the queue when
 * one is handed out, go out together as one message (one node, the words in order). Chromium passes the page's accessibility changes to the screen reader in batches
 * (Blink sends one every 150 ms at most, later while the browser is busy, with a focus change say),
 * and the text changes of the nodes of one batch go out in the order of their addresses in memory
 * (BrowserAccessibilityManagerAuraLinux::OnAtomicUpdateFinished walks a std::set of pointers): two
 * messages in one batch came in either order (Orca said "Ben passes." before "Anna passes.", handed
 * out 150 ms apart around a focus move, issue 28). One node has one order. And Orca 43 says each
 * live message with interrupt, so of messages 150 ms apart a listener heard only the last to the end.
 * Growing one paragraph does not work: Chromium then tells its whole text again (delete and insert).
 *
 * The paragraphs are made once, with the region, and rewritten, never added later: Orca 43 keeps the
 * attributes it has read of an element under the address in memory of the object that stood for it,
 * until a child is added or removed outside a live region. An element that leaves the page while
 * Orca drops its removal (a choice list closed, its node already gone) leaves its entry behind, and a
 * paragraph added later whose object gets that address is taken for it, not for part of a live region,
 * and its message is not said (piquet-de steps 13, 15, 16, run alone: the closed exchange list's
 * attributes handed to three new paragraphs in a row; issue 28). A paragraph made at start-up was
 * read as part of the region before anything left the page.
 *
 * When a modal dialog opens, the rest of the page (the live regions too) leaves the accessibility
 * tree; when it closes, everything comes back, and a screen reader takes the regions' old messages
 * for new ones (Orca said up to six old messages again after F1 or the lay-down dialog closed).
 * So the messages handed out before a modal dialog opens are blanked then (the game log keeps
 * them); messages given while it is open come back with the page and are heard.
 */
export type Priority = 'polite' | 'assertive';
export type AnnouncementKind = 'event' | 'turn' | 'error' | 'info' | 'echo';

export interface AnnounceOptions {
  priority?: Priority;
  /** 'echo' (re-reading the log, answers to queries) is spoken but not added to the game log. */
  kind?: AnnouncementKind;
  /** Queued after what waits, even an echo (a prompt that follows the moves that led to it). */
  follow?: boolean;
  /** The answer to the player's own key although logged (the player's own move): it goes first, as an echo does. */
  answer?: boolean;
}

export interface LogEntry {
  readonly id: number;
  readonly text: string;
  readonly kind: AnnouncementKind;
}

export type SpeakHook = (text: string, priority: Priority) => void;

/**
 * Milliseconds between two messages handed to the screen reader (what comes meanwhile goes with the
 * second). Longer than Chromium's 150 ms between two accessibility updates with room for an update
 * held back by a focus change: two messages in one update reach a screen reader in either order
 * (see above; Casino's answer 'You play …' and Anna's capture 150 ms after it were said the other way
 * round, issue 28).
 */
export const PACE_MS = 400;
/**
 * The answer to the player's own key waits only this long after the message before: never in the
 * same moment (a screen reader may then say them in either order), but without the full pace, so
 * the key is answered at once (bench:ui: key → announcement).
 */
export const ANSWER_GAP_MS = 50;
/**
 * Characters a screen reader's voice says per second at the usual rate (about 240 words a minute,
 * faster than a voice's default, slower than many practised listeners): events are paced by it.
 */
export const SCREEN_READER_CHARS_PER_SECOND = 20;
/** The paragraphs of a region, written in turn: the last few messages stay readable there. */
export const LIVE_SLOTS = 6;
/** A paragraph that holds no message (yet, or no more since a modal dialog opened): nothing to say. */
const BLANK = '\u00a0';
/**
 * Appended to the live-region copies, the first that makes the text differ from the live text
 * before (in either region) and from what its paragraph holds (a paragraph given its own text
 * again does not change, and nothing is said: "Du bist dran." six messages later, tarok-de step 18).
 */
export const LIVE_MARKS = ['\u00a0', '\u00a0\u00a0', '\u00a0\u00a0\u00a0'] as const;

/** Time as the announcer sees it (tests pass a fake one). */
export interface AnnouncerClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The timer is a microtask (see schedule). */
const SOON = Symbol('soon');

const realClock: AnnouncerClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

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
  /**
   * How fast the player's speech reads (characters a second). An event waits until the one before
   * is likely spoken (issue 10, point 6: a screen reader that keeps only the latest of rapid updates,
   * or lets an assertive message cut a polite one, loses nothing), and the answer to the player's key
   * does not wait for it. Infinity: every PACE_MS (pace 'instant', and the default).
   */
  charsPerSecond = Infinity;
  /** When the messages handed out so far are likely spoken (estimated with charsPerSecond). */
  private speechEndsAt = -Infinity;

  private queue: { text: string; priority: Priority; urgent: boolean; kind: AnnouncementKind; entry: number | null; task: number }[] = [];
  /** Counts the tasks that announced something: an answer does not overtake the events of its own task. */
  private task = 0;
  private inTask = false;
  /**
   * Log entries not yet handed to the screen reader. The visible log shows an entry when it is said:
   * a screen reader reads the log's additions too (Orca does, role log), and an entry shown while its
   * announcement still waits its turn would be said twice.
   */
  private unsaid = new Set<number>();
  private timer: unknown = null;
  /** Which microtask flush is the one still wanted (a later schedule() replaces it). */
  private soonToken = 0;
  private lastFlushAt = -Infinity;
  private nextId = 1;
  private flushed = 0;
  /** The text last handed to a live region, mark included. */
  private lastLive = '';
  /** The paragraph of each region the next message goes into. */
  private readonly slotAt = new Map<HTMLElement, number>();
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly doc: Document = document,
    private readonly clock: AnnouncerClock = realClock,
  ) {
    super();
    this.polite = this.region('polite');
    this.assertive = this.region('assertive');
    this.watchModalDialogs();
  }

  /** Retires the messages handed out so far whenever a modal dialog opens (see above). */
  private watchModalDialogs(): void {
    const Observer = this.doc.defaultView?.MutationObserver;
    if (!Observer) return;
    const isModal = (el: Element): boolean => {
      // The shell's dialogs are shown with show() and made modal by `inert` (app-shell): aria-modal says so.
      if (el.localName === 'dialog' && el.getAttribute('aria-modal') === 'true') return true;
      try {
        return el.matches(':modal');
      } catch {
        return el.localName === 'dialog' && el.hasAttribute('open') && el.getAttribute('aria-modal') !== 'false';
      }
    };
    new Observer((records) => {
      const opened = records.some((r) => r.target.nodeType === 1 && (r.target as Element).hasAttribute('open') && isModal(r.target as Element));
      if (opened) this.retire();
    }).observe(this.doc, { subtree: true, attributes: true, attributeFilter: ['open'] });
  }

  /** Blanks every message handed out so far (the game log keeps them). */
  private retire(): void {
    for (const region of [this.polite, this.assertive])
      for (const node of Array.from(region.children) as HTMLElement[]) {
        if (node.textContent === BLANK) continue;
        node.textContent = BLANK;
        delete node.dataset['seq'];
      }
  }

  /** The region with its paragraphs, each blank. */
  private withSlots(region: HTMLElement): HTMLElement {
    while (region.childElementCount < LIVE_SLOTS) region.append(Object.assign(this.doc.createElement('p'), { textContent: BLANK }));
    return region;
  }

  /** The paragraph the next message of `region` is written into: each in turn. */
  private nextSlot(region: HTMLElement): HTMLElement {
    const at = this.slotAt.get(region) ?? 0;
    this.slotAt.set(region, (at + 1) % LIVE_SLOTS);
    return region.children[at] as HTMLElement;
  }

  private region(priority: Priority): HTMLElement {
    const id = `announcer-${priority}`;
    const existing = this.doc.getElementById(id);
    if (existing) return this.withSlots(existing);
    const el = this.withSlots(this.doc.createElement('div'));
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
    let entryId: number | null = null;
    if (kind !== 'echo') {
      const entry: LogEntry = { id: this.nextId++, text: trimmed, kind };
      entryId = entry.id;
      this.log.push(entry);
      this.unsaid.add(entry.id);
      this.dispatchEvent(new CustomEvent('log', { detail: entry }));
    }
    // The answer to the player's own key (an echo) or an error goes before events still waiting.
    const urgent = !opts.follow && (kind === 'echo' || kind === 'error' || !!opts.answer);
    if (!this.inTask) {
      this.inTask = true;
      this.task++;
      queueMicrotask(() => (this.inTask = false));
    }
    const item = { text: trimmed, priority, urgent, kind, entry: entryId, task: this.task };
    if (urgent) {
      // Before the events that waited from before, after those of this task (a move, then the hint for the next).
      const at = this.queue.findIndex((q) => !q.urgent && q.task !== item.task);
      this.queue.splice(at < 0 ? this.queue.length : at, 0, item);
    } else this.queue.push(item);
    // The answer jumps the queue, not the pace: at once after a quiet spell, else at the next slot
    // (at most PACE_MS). Two messages handed out in the same moment reach a screen reader in either
    // order (Orca said "Next: …" before the move it follows).
    this.schedule();
  }

  /** Sets the timer for the message at the head of the queue (or hands it out now). */
  private schedule(): void {
    if (this.timer !== null) {
      if (this.timer !== SOON) this.clock.clearTimeout(this.timer);
      this.timer = null;
    }
    const head = this.queue[0];
    if (!head) return;
    const now = this.clock.now();
    let wait = (head.urgent ? ANSWER_GAP_MS : PACE_MS) - (now - this.lastFlushAt);
    // An event follows what was handed out before it instead of overtaking it: paced by what there is to speak.
    if (!head.urgent) wait = Math.max(wait, this.speechEndsAt - now);
    if (wait > 0) {
      this.timer = this.clock.setTimeout(() => this.flush(), wait);
      return;
    }
    // At once is at the end of the script that announced (a microtask): what the same move announces
    // goes out together, and in the same accessibility update as the focus the key moved (a later
    // update can fall into the flood of events the table's render after a focus hand-off brings, and
    // Orca 43 drops live messages in a flood: boston-de step 9, issue 28).
    const token = ++this.soonToken;
    this.timer = SOON;
    queueMicrotask(() => {
      if (this.timer === SOON && this.soonToken === token) this.flush();
    });
  }

  /** Drops messages not yet spoken (a new game, say). The log keeps what it has. */
  clearQueue(): void {
    this.queue = [];
    this.showUnsaid();
  }

  /** Whether the visible log shows this entry yet (it does once the entry was handed to the screen reader, or dropped unsaid). */
  said(entry: LogEntry): boolean {
    return !this.unsaid.has(entry.id);
  }

  /** Entries dropped from the queue stay in the log: shown without being said. */
  private showUnsaid(): void {
    const waiting = new Set(this.queue.map((q) => q.entry));
    const shown = [...this.unsaid].filter((id) => !waiting.has(id));
    if (!shown.length) return;
    for (const id of shown) this.unsaid.delete(id);
    this.dispatchEvent(new CustomEvent('said', { detail: null }));
  }

  /** Drops the messages of a kind not yet spoken: a turn prompt the player has already answered by moving. The log keeps them. */
  dropPending(kind: AnnouncementKind): void {
    this.queue = this.queue.filter((q) => q.kind !== kind);
    this.showUnsaid();
  }

  /** Puts back a log read from a save (nothing is spoken). */
  restoreLog(entries: readonly LogEntry[]): void {
    this.log.length = 0;
    this.unsaid.clear();
    this.log.push(...entries);
    this.nextId = entries.reduce((max, e) => Math.max(max, e.id), 0) + 1;
    this.dispatchEvent(new CustomEvent('log', { detail: null }));
  }

  clearLog(): void {
    this.log.length = 0;
    this.unsaid.clear();
    this.dispatchEvent(new CustomEvent('log', { detail: null }));
  }

  /** Whether a message still waits to be handed to the live regions (a check that holds no promise). */
  get pending(): boolean {
    return this.queue.length > 0 || this.timer !== null;
  }

  /** Resolves when every queued message has been handed to the live regions. */
  idle(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Only the answer to a key is assertive in the live regions (see above): anything else follows the events before it. */
  private regionOf(item: { priority: Priority; urgent: boolean }): HTMLElement {
    return item.priority === 'assertive' && item.urgent ? this.assertive : this.polite;
  }

  private flush(): void {
    const next = this.queue.shift();
    this.timer = null;
    if (next) {
      this.lastFlushAt = this.clock.now();
      // What waits behind it for the same region goes with it, in one node (see above).
      const parts = [next];
      while (this.queue[0] && this.queue[0].urgent === next.urgent && this.regionOf(this.queue[0]) === this.regionOf(next)) parts.push(this.queue.shift()!);
      const text = parts.map((q) => q.text).join(' ');
      // The player's key stops the speech: its answer is spoken from now; an event after what is still being said.
      const from = next.urgent ? this.lastFlushAt : Math.max(this.lastFlushAt, this.speechEndsAt);
      this.speechEndsAt = from + (text.length / this.charsPerSecond) * 1000;
      if (this.liveRegions) {
        const region = this.regionOf(next);
        const node = this.nextSlot(region);
        // A screen reader compares with the last live text it saw, whichever region (or the game
        // log) it came from; the paragraph compares with what it holds.
        const mark = LIVE_MARKS.find((m) => text + m !== this.lastLive && text + m !== node.textContent)!;
        node.textContent = this.lastLive = text + mark;
        // The order the messages came in (the paragraphs are written in turn): for tests and tools.
        node.dataset['seq'] = String(++this.flushed);
      }
      for (const part of parts) {
        this.speak?.(part.text, part.priority);
        this.dispatchEvent(new CustomEvent('announce', { detail: part }));
        if (part.entry !== null && this.unsaid.delete(part.entry)) this.dispatchEvent(new CustomEvent('said', { detail: part.entry }));
      }
    }
    // Pace only while messages wait: the next one after a quiet spell goes out at once.
    if (this.queue.length > 0) this.schedule();
    else {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
