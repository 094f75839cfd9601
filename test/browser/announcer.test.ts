import { expect } from 'chai';
import { ANSWER_GAP_MS, Announcer, LIVE_MARKS, LIVE_SLOTS, PACE_MS, type AnnouncerClock } from '../../src/announcer/announcer.js';
import { axe, axeViolations } from './axe.js';

/** A region's paragraphs that hold a message, in the order they were written (they are written in turn). */
const written = (el: HTMLElement) =>
  (Array.from(el.children) as HTMLElement[]).filter((c) => c.dataset['seq']).sort((a, b) => Number(a.dataset['seq']) - Number(b.dataset['seq']));
/** The words of each message in a live region, without the invisible mark. */
const texts = (el: HTMLElement) => written(el).map((c) => c.textContent!.replace(/\u00a0+$/, ''));
/** What a screen reader receives: the exact text of each node, mark included. */
const raw = (el: HTMLElement) => written(el).map((c) => c.textContent!);

/** Lets the task that announced end: what the next announces is a key's answer of its own. */
const nextTask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** A clock the test moves by hand: no real waiting, the same result on every run. */
class FakeClock implements AnnouncerClock {
  t = 1000;
  private timers: { id: number; at: number; fn: () => void }[] = [];
  private nextId = 1;
  now(): number {
    return this.t;
  }
  setTimeout(fn: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.push({ id, at: this.t + Math.max(0, ms), fn });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }
  /** Runs every timer due within `ms`, in order of time. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.timers[0];
      if (!next || next.at > end) break;
      this.timers.shift();
      this.t = next.at;
      next.fn();
    }
    this.t = end;
  }
  get pending(): number {
    return this.timers.length;
  }
}

describe('Announcer (experience.md §2)', () => {
  let announcer: Announcer;
  let clock: FakeClock;

  /** Time passes after the task that announced has ended (the announcer hands out at its end). */
  const pass = async (ms: number) => {
    await nextTask();
    clock.advance(ms);
    await nextTask();
  };

  beforeEach(() => {
    document.getElementById('announcer-polite')?.remove();
    document.getElementById('announcer-assertive')?.remove();
    clock = new FakeClock();
    announcer = new Announcer(document, clock);
  });

  it('creates a polite and an assertive live region in the light DOM at start-up', () => {
    const polite = document.getElementById('announcer-polite')!;
    const assertive = document.getElementById('announcer-assertive')!;
    expect(polite.parentElement).to.equal(document.body);
    expect(polite.getAttribute('aria-live')).to.equal('polite');
    expect(assertive.getAttribute('aria-live')).to.equal('assertive');
    // Its paragraphs are made with it, blank (issue 28: one added later can be taken for an element gone).
    expect(polite.childElementCount).to.equal(LIVE_SLOTS);
    expect(Array.from(polite.children, (p) => p.textContent!.trim())).to.deep.equal(Array(LIVE_SLOTS).fill(''));
    expect(texts(polite)).to.deep.equal([]);
  });

  it('writes each message into a paragraph made at start-up, in turn, and adds no node to a region (issue 28)', async () => {
    const slots = [...Array.from(announcer.polite.children), ...Array.from(announcer.assertive.children)];
    const added: Node[] = [];
    const observer = new MutationObserver((records) => added.push(...records.flatMap((r) => Array.from(r.addedNodes).filter((n) => n.nodeType === Node.ELEMENT_NODE))));
    for (const region of [announcer.polite, announcer.assertive]) observer.observe(region, { childList: true, subtree: true });
    for (let i = 0; i < LIVE_SLOTS + 2; i++) {
      announcer.announce(`m${i}`);
      await pass(PACE_MS);
    }
    announcer.announce('Not your turn.', { kind: 'error' });
    await pass(PACE_MS);
    added.push(...observer.takeRecords().flatMap((r) => Array.from(r.addedNodes).filter((n) => n.nodeType === Node.ELEMENT_NODE)));
    observer.disconnect();
    expect(added, 'no element added').to.deep.equal([]);
    expect([...Array.from(announcer.polite.children), ...Array.from(announcer.assertive.children)]).to.deep.equal(slots);
    // The first two paragraphs hold the two latest messages, the rest the ones before.
    expect(Array.from(announcer.polite.children, (p) => p.textContent!.trim())).to.deep.equal(['m6', 'm7', 'm2', 'm3', 'm4', 'm5']);
    expect(texts(announcer.polite)).to.deep.equal(['m2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(texts(announcer.assertive)).to.deep.equal(['Not your turn.']);
  });

  it('the messages of one task go out together as one node, in order; none is dropped (issue 28: Chromium passes two nodes of one update in either order)', async () => {
    announcer.announce('Anna passes.');
    announcer.announce('Ben passes.');
    announcer.announce('Your turn.', { kind: 'turn' });
    expect(texts(announcer.polite), 'not before the task ends').to.deep.equal([]);
    await nextTask();
    expect(texts(announcer.polite)).to.deep.equal(['Anna passes. Ben passes. Your turn.']);
    expect(clock.pending).to.equal(0);
  });

  it('after a quiet spell the next message goes out at once, a quick one waits the pace, with what came meanwhile', async () => {
    announcer.announce('one');
    await pass(PACE_MS * 3);
    announcer.announce('two');
    await nextTask();
    expect(texts(announcer.polite)).to.deep.equal(['one', 'two']);
    await pass(PACE_MS / 3);
    announcer.announce('three');
    await pass(PACE_MS / 3);
    announcer.announce('four');
    expect(texts(announcer.polite)).to.deep.equal(['one', 'two']);
    await pass(PACE_MS / 3 - 1);
    expect(texts(announcer.polite)).to.deep.equal(['one', 'two']);
    await pass(1);
    expect(texts(announcer.polite)).to.deep.equal(['one', 'two', 'three four']);
  });

  it('speaks repeated identical text again as a new node (repeat-safe)', async () => {
    announcer.announce('Du bist dran.', { kind: 'turn' });
    await pass(PACE_MS);
    announcer.announce('Du bist dran.', { kind: 'turn' });
    const done = announcer.idle();
    await pass(PACE_MS);
    await done;
    expect(texts(announcer.polite)).to.deep.equal(['Du bist dran.', 'Du bist dran.']);
  });

  it('a message equal to the one before reaches the screen reader as a different text (issue 10, point 11: H twice, R after L)', async () => {
    // A screen reader (Orca 43) drops a live-region text equal to the last one it saw, however long ago.
    announcer.announce('Deine Hand: Kreuz Ass.', { kind: 'echo' });
    await pass(5000);
    announcer.announce('Deine Hand: Kreuz Ass.', { kind: 'echo' });
    await pass(5000);
    announcer.announce('Deine Hand: Kreuz Ass.', { kind: 'echo' });
    await nextTask();
    const [a, b, c] = raw(announcer.polite);
    expect(a).to.not.equal(b);
    expect(b).to.not.equal(c);
    expect(texts(announcer.polite)).to.deep.equal(['Deine Hand: Kreuz Ass.', 'Deine Hand: Kreuz Ass.', 'Deine Hand: Kreuz Ass.']);
  });

  it('a paragraph written again always changes, so the message is said (tarok-de step 18: "Du bist dran." into the paragraph that held it)', async () => {
    const before: string[] = [];
    const after: string[] = [];
    for (let i = 0; i < LIVE_SLOTS * 2 + 1; i++) {
      const slot = announcer.polite.children[i % LIVE_SLOTS]!;
      before.push(slot.textContent!);
      announcer.announce('Du bist dran.', { kind: 'turn' });
      await pass(PACE_MS);
      after.push(slot.textContent!);
    }
    for (let i = 0; i < after.length; i++) expect(after[i], `write ${i + 1}`).to.not.equal(before[i]);
    for (let i = 1; i < after.length; i++) expect(after[i], `write ${i + 1}`).to.not.equal(after[i - 1]);
    expect(texts(announcer.polite)).to.deep.equal(Array(LIVE_SLOTS).fill('Du bist dran.'));
  });

  it('no two live texts in a row are equal, across both regions', async () => {
    const inOrder: string[] = [];
    const observer = new MutationObserver((records) => inOrder.push(...records.flatMap((r) => Array.from(r.addedNodes, (n) => n.textContent!))));
    for (const region of [announcer.polite, announcer.assertive]) observer.observe(region, { childList: true, subtree: true });
    // Each a task of its own (a key, a move), across both regions.
    for (const kind of ['turn', 'echo', 'error', 'event'] as const) {
      announcer.announce('Du bist dran.', { kind });
      await pass(PACE_MS);
    }
    inOrder.push(...observer.takeRecords().flatMap((r) => Array.from(r.addedNodes, (n) => n.textContent!)));
    observer.disconnect();
    expect(inOrder).to.have.length(4);
    for (let i = 1; i < inOrder.length; i++) expect(inOrder[i]).to.not.equal(inOrder[i - 1]);
    expect(inOrder.map((t) => t.trim())).to.deep.equal(Array(4).fill('Du bist dran.'));
    expect(texts(announcer.assertive)).to.deep.equal(['Du bist dran.']);
  });

  it("the live-region text is never the game log's text (issue 10, point 10: the log's silent copy is not the announcement)", async () => {
    const log = document.createElement('div');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-live', 'off');
    document.body.append(log);
    announcer.addEventListener('log', (e) => {
      const entry = (e as CustomEvent<{ text: string } | null>).detail;
      if (!entry) return;
      const p = document.createElement('p');
      p.textContent = entry.text;
      log.append(p);
    });
    try {
      for (const t of ['Anna spielt Herz Zehn.', 'Ben nimmt Pik Drei.', 'Du bist dran.']) {
        announcer.announce(t, { kind: t.startsWith('Du') ? 'turn' : 'event' });
        await pass(PACE_MS);
      }
      await announcer.idle();
      const live = [...raw(announcer.polite), ...raw(announcer.assertive)];
      const logged = Array.from(log.children).map((p) => p.textContent!);
      expect(logged).to.deep.equal(['Anna spielt Herz Zehn.', 'Ben nimmt Pik Drei.', 'Du bist dran.']);
      for (const t of live) expect(logged).to.not.include(t);
      // The mark is invisible: only no-break spaces, removed by trim() as by a screen reader.
      expect(live.map((t) => t.trim()).sort()).to.deep.equal([...logged].sort());
      for (const t of live) expect(LIVE_MARKS as readonly string[]).to.include(t.slice(t.trimEnd().length));
      // Speech and listeners get the words alone.
      expect(announcer.log.map((e) => e.text)).to.deep.equal(logged);
    } finally {
      log.remove();
    }
  });

  it('built-in speech and announce events get the words without the mark', async () => {
    const said: string[] = [];
    const events: string[] = [];
    announcer.speak = (t) => said.push(t);
    announcer.addEventListener('announce', (e) => events.push((e as CustomEvent<{ text: string }>).detail.text));
    announcer.announce('eins');
    announcer.announce('eins');
    await pass(PACE_MS);
    expect(said).to.deep.equal(['eins', 'eins']);
    expect(events).to.deep.equal(['eins', 'eins']);
  });

  it('messages handed out before a modal dialog opens are blanked, so they are not said again when it closes', async () => {
    announcer.announce('Anna spielt Herz Zehn.');
    await pass(PACE_MS);
    announcer.announce('Du bist dran.', { kind: 'turn' });
    await pass(PACE_MS);
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<h2 tabindex="-1">Tasten</h2>';
    document.body.append(dialog);
    try {
      dialog.showModal();
      await new Promise((r) => setTimeout(r, 0));
      const shown = (el: HTMLElement) => Array.from(el.children, (c) => c.textContent!.trim()).filter((t) => t);
      expect(shown(announcer.polite)).to.deep.equal([]);
      expect(shown(announcer.assertive)).to.deep.equal([]);
      expect(texts(announcer.polite)).to.deep.equal([]);
      // The game log keeps them.
      expect(announcer.log.map((e) => e.text)).to.deep.equal(['Anna spielt Herz Zehn.', 'Du bist dran.']);
      // A message given while the dialog is open comes back with the page and is heard then.
      announcer.announce('Ben nimmt Pik Drei.');
      await pass(PACE_MS);
      dialog.close();
      await new Promise((r) => setTimeout(r, 0));
      expect(shown(announcer.polite)).to.deep.equal(['Ben nimmt Pik Drei.']);
      // A non-modal dialog hides nothing.
      dialog.show();
      await new Promise((r) => setTimeout(r, 0));
      expect(shown(announcer.polite)).to.deep.equal(['Ben nimmt Pik Drei.']);
      dialog.close();
    } finally {
      dialog.remove();
    }
  });

  it('a turn prompt follows the events before it in the polite region, never the assertive one: Orca drops the polite messages it has not presented when an assertive one comes, however late it is', async () => {
    const order: string[] = [];
    announcer.addEventListener('announce', (e) => order.push((e as CustomEvent<{ text: string }>).detail.text));
    announcer.announce('Ben plays the five of hearts.');
    await nextTask();
    announcer.announce('Your turn.', { kind: 'turn' });
    announcer.announce('Your turn.', { kind: 'turn', priority: 'assertive' });
    expect(order).to.deep.equal(['Ben plays the five of hearts.']);
    // The answer to a later key is not held up behind it.
    await nextTask();
    announcer.announce('Your hand: ace of clubs.', { kind: 'echo' });
    await pass(ANSWER_GAP_MS);
    expect(order).to.deep.equal(['Ben plays the five of hearts.', 'Your hand: ace of clubs.']);
    await pass(PACE_MS * 2);
    expect(order).to.deep.equal(['Ben plays the five of hearts.', 'Your hand: ace of clubs.', 'Your turn.', 'Your turn.']);
    expect(texts(announcer.polite)).to.deep.equal(['Ben plays the five of hearts.', 'Your hand: ace of clubs.', 'Your turn. Your turn.']);
    expect(texts(announcer.assertive)).to.deep.equal([]);
    // An error answers a key: assertive, at once after a quiet spell, the pace after another.
    await pass(PACE_MS * 4);
    announcer.announce('Not your turn.', { kind: 'error' });
    await nextTask();
    expect(order.at(-1)).to.equal('Not your turn.');
    announcer.announce('Not your turn.', { kind: 'error' });
    await pass(PACE_MS);
    expect(texts(announcer.assertive)).to.deep.equal(['Not your turn.', 'Not your turn.']);
  });

  it('built-in speech gets the priority asked for, a turn prompt assertive', async () => {
    const said: [string, string][] = [];
    announcer.speak = (t, p) => said.push([t, p]);
    announcer.announce('Ben plays.');
    announcer.announce('Your turn.', { kind: 'turn' });
    await pass(PACE_MS * 2);
    expect(said).to.deep.equal([
      ['Ben plays.', 'polite'],
      ['Your turn.', 'assertive'],
    ]);
  });

  it('paced by what there is to speak: an event, and "your turn", wait until the message before is likely said; the answer to a key does not (issue 10, point 6)', async () => {
    announcer.charsPerSecond = 20;
    const order: string[] = [];
    announcer.addEventListener('announce', (e) => order.push((e as CustomEvent<{ text: string }>).detail.text));
    const move = 'Anna plays the nine of spades and takes the two of spades and the seven of diamonds.'; // 84 characters: 4.2 s
    const next = 'Ben plays the five of hearts.'; // 29 characters: 1.45 s
    announcer.announce(move);
    await nextTask();
    announcer.announce(next);
    expect(order).to.deep.equal([move]);
    await pass(4199);
    expect(order, 'the second event does not overtake the first').to.deep.equal([move]);
    await pass(1);
    expect(order).to.deep.equal([move, next]);
    announcer.announce('Your turn.', { kind: 'turn' });
    // The player's key in the middle: answered at once (the key stops the speech), and what waits follows the answer.
    await nextTask();
    announcer.announce('Your hand: ace of clubs.', { kind: 'echo' }); // 24 characters: 1.2 s
    await pass(ANSWER_GAP_MS);
    expect(order.at(-1)).to.equal('Your hand: ace of clubs.');
    await pass(1199);
    expect(order.at(-1), '"your turn" follows what came before').to.equal('Your hand: ace of clubs.');
    await pass(1);
    expect(order.at(-1)).to.equal('Your turn.');
    // Pace 'instant' (Infinity): what comes within PACE_MS waits for it, no longer.
    announcer.charsPerSecond = Infinity;
    await pass(5000);
    announcer.announce(move);
    await nextTask();
    announcer.announce(next);
    await pass(PACE_MS);
    expect(order.slice(-2)).to.deep.equal([move, next]);
  });

  it('the visible log shows an entry when it is said, and a dropped one at once (a screen reader reads the log too: never before its announcement)', async () => {
    announcer.charsPerSecond = 20;
    announcer.announce('Anna plays the nine of spades and takes the two of spades.');
    await nextTask();
    announcer.announce('Ben plays the five of hearts.');
    announcer.announce('Your turn.', { kind: 'turn' });
    const [anna, ben, turn] = announcer.log;
    expect([anna, ben, turn].map((e) => announcer.said(e!))).to.deep.equal([true, false, false]);
    announcer.dropPending('turn');
    expect(announcer.said(turn!), 'a dropped prompt is in the log at once').to.equal(true);
    expect(announcer.said(ben!)).to.equal(false);
    await pass(5000);
    expect(announcer.said(ben!)).to.equal(true);
  });

  it('without live regions (built-in speech only) nothing waits for a screen reader', async () => {
    announcer.liveRegions = false;
    const said: string[] = [];
    announcer.speak = (t) => said.push(t);
    announcer.announce('Ben plays.');
    announcer.announce('Your turn.', { kind: 'turn' });
    await pass(PACE_MS);
    expect(said).to.deep.equal(['Ben plays.', 'Your turn.']);
  });

  it('idle() resolves once the last queued message is out, not before', async () => {
    let done = false;
    announcer.announce('a');
    announcer.announce('b');
    // pending says the same without a promise (the screen-reader driver polls it).
    expect(announcer.pending).to.equal(true);
    void announcer.idle().then(() => (done = true));
    await Promise.resolve();
    expect(done).to.equal(false);
    await pass(PACE_MS);
    await Promise.resolve();
    expect(done).to.equal(true);
    expect(announcer.pending).to.equal(false);
  });

  it('sends errors to the assertive region, events and turn prompts to the polite one', async () => {
    announcer.announce('event');
    await pass(PACE_MS);
    announcer.announce('turn', { kind: 'turn' });
    announcer.announce('error', { kind: 'error' });
    await pass(PACE_MS * 2);
    expect(texts(announcer.polite)).to.deep.equal(['event', 'turn']);
    expect(texts(announcer.assertive)).to.deep.equal(['error']);
  });

  it('writes events to the game log but not echoes', async () => {
    announcer.announce('Anna spielt Herz Zehn.');
    announcer.announce('Deine Hand: Kreuz Ass.', { kind: 'echo' });
    await pass(PACE_MS * 2);
    expect(announcer.log.map((e) => e.text)).to.deep.equal(['Anna spielt Herz Zehn.']);
    expect(announcer.lastAnnouncement).to.equal('Deine Hand: Kreuz Ass.');
  });

  it("puts the answer to the player's key before waiting events, and still drops nothing", async () => {
    announcer.announce('e1');
    await nextTask();
    announcer.announce('e2');
    announcer.announce('e3');
    await nextTask();
    announcer.announce('your hand', { kind: 'echo' });
    expect(texts(announcer.polite)).to.deep.equal(['e1']);
    await pass(ANSWER_GAP_MS);
    expect(texts(announcer.polite)).to.deep.equal(['e1', 'your hand']);
    await pass(PACE_MS * 2);
    expect(texts(announcer.polite)).to.deep.equal(['e1', 'your hand', 'e2 e3']);
  });

  it('after a quiet spell the answer goes out at once; right after another message it waits a short gap, never in the same moment', async () => {
    announcer.announce('your hand', { kind: 'echo' });
    await nextTask();
    expect(texts(announcer.polite)).to.deep.equal(['your hand']);
    await pass(PACE_MS * 2);
    // A move is announced, and the hint for the next one follows in the same task.
    announcer.announce('Pair removed.');
    announcer.announce('Next: draw.', { kind: 'echo' });
    await nextTask();
    expect(texts(announcer.polite)).to.deep.equal(['your hand', 'Pair removed.']);
    await pass(ANSWER_GAP_MS - 1);
    expect(texts(announcer.polite)).to.deep.equal(['your hand', 'Pair removed.']);
    await pass(1);
    expect(texts(announcer.polite)).to.deep.equal(['your hand', 'Pair removed.', 'Next: draw.']);
  });

  it("the player's own move answers the key: it goes out first, and a turn prompt not yet said is dropped (the log keeps it)", async () => {
    announcer.announce('Anna plays the two of clubs.');
    await nextTask();
    announcer.announce('Ben plays the king of hearts.');
    announcer.announce('Your turn.', { kind: 'turn' });
    await nextTask();
    announcer.dropPending('turn');
    announcer.announce('You play the ten of spades.', { answer: true });
    expect(texts(announcer.polite)).to.deep.equal(['Anna plays the two of clubs.']);
    await pass(ANSWER_GAP_MS);
    expect(texts(announcer.polite)).to.deep.equal(['Anna plays the two of clubs.', 'You play the ten of spades.']);
    await pass(PACE_MS * 4);
    expect(texts(announcer.polite)).to.deep.equal(['Anna plays the two of clubs.', 'You play the ten of spades.', 'Ben plays the king of hearts.']);
    expect(texts(announcer.assertive)).to.deep.equal([]);
    expect(announcer.log.map((e) => e.text)).to.include('Your turn.');
  });

  it('keeps only the last few nodes in a region', async () => {
    for (let i = 0; i < 10; i++) {
      announcer.announce(`m${i}`);
      await pass(PACE_MS);
    }
    expect(announcer.polite.childElementCount).to.equal(LIVE_SLOTS);
    expect(texts(announcer.polite)).to.deep.equal(['m4', 'm5', 'm6', 'm7', 'm8', 'm9']);
  });

  it('has no axe violations', async () => {
    announcer.announce('hello');
    expect(axe.version).to.match(/^4\./);
    expect(await axeViolations(announcer.polite)).to.equal('');
    expect(await axeViolations(announcer.assertive)).to.equal('');
  });
});
