// The only place that knows the app's insides: what the driver reads in the page over CDP.
// Installed before the app loads (an init script); keep it in step with the app when it moves.
//   window.__sr.log     every entry that entered the game log, with the time it came
//   window.__sr.live    every text handed to a live region, with the time and the messages it holds (liveSince(t) to read them)
//   window.__sr.state(name)  the named app states the scenarios wait for (STATES below)
export const PAGE_SCRIPT = `(() => {
  if (window.__sr) return;
  const sr = (window.__sr = { log: [], live: [], seen: new Set() });
  // The shell (<app-shell>): its controller holds the announcer and the game being played, a
  // GamePlay (src/play/module.ts): busy while computer players or a run work, its choice list. A
  // seat game's play has its session (SeatTable, src/play/session.ts: steps, myTurn, busy,
  // waitingForKey, view with the engine's phase; a trick game's view has the tricks done); a
  // patience's play has state and done (its moves, for undo). Nothing here knows one game.
  const controller = () => document.querySelector('app-shell')?.controller ?? null;
  const announcer = () => controller()?.announcer ?? null;
  const play = () => controller()?.play ?? null;
  const session = () => { const s = play()?.session; return s && Array.isArray(s.steps) && 'myTurn' in s ? s : null; };
  const view = () => session()?.view ?? null;
  const tricksDone = () => { const t = view()?.tricks; return Array.isArray(t) ? t.length : null; };
  const patience = () => { const p = play(); return p && Array.isArray(p.done) ? p : null; };
  /** Nobody at work: no computer player thinking, no run going. */
  const atRest = () => !play()?.busy && !session()?.busy;
  /** The seat game waits for nobody: not my turn, no computer's either (the deal or the sitting is over). */
  const nobodyToMove = () => { const s = session(); return !!s && !s.myTurn && !s.busy && !s.waitingForKey; };
  // The messages of each live text: the announcer hands what one task announces (and what waits)
  // out as one text, and tells each message as an 'announce' event right after the node is in.
  let parts = [];
  const hook = () => {
    const a = announcer();
    if (!a || a.__srHooked) return;
    a.__srHooked = true;
    a.addEventListener('announce', (e) => parts.push(e.detail.text));
  };
  const record = (node) => {
    hook();
    if (!(node instanceof Element)) return;
    const now = Date.now() / 1000;
    const items = node.matches('[data-zone="log"] [data-key]') ? [node] : [...node.querySelectorAll('[data-zone="log"] [data-key]')];
    for (const item of items) {
      const key = item.dataset.key;
      if (sr.seen.has(key)) continue;
      sr.seen.add(key);
      sr.log.push({ t: now, key, text: item.textContent.replace(/\\s+/g, ' ').trim() });
    }
  };
  // The announcer writes each message into one of its regions' paragraphs, in turn (a new text node):
  // a text, or the blank that takes an old message away when a modal dialog opens.
  const lastIn = new Map();
  const written = (p) => {
    hook();
    const region = p.parentElement?.id;
    if (region !== 'announcer-polite' && region !== 'announcer-assertive') return;
    if (!p.textContent.trim()) {
      if (lastIn.has(p)) lastIn.get(p).hidden = true;
      return;
    }
    const entry = { t: Date.now() / 1000, region: region.slice(10), text: p.textContent, hidden: false, parts: parts.splice(0) };
    lastIn.set(p, entry);
    sr.live.push(entry);
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.target.nodeName === 'P' && r.addedNodes.length) written(r.target);
      for (const n of r.addedNodes) record(n);
    }
  }).observe(document, { childList: true, subtree: true });
  /** The live-region texts since time t; hidden: blanked since (a modal dialog opened). */
  sr.liveSince = (t) => sr.live.filter((e) => e.t >= t).map((e) => ({ t: e.t, region: e.region, text: e.text, hidden: e.hidden, parts: e.parts }));
  /** The entries the game log shows now. */
  sr.logNow = () => [...document.querySelectorAll('[data-zone="log"] [data-key]')].map((p) => ({ key: p.dataset.key, text: p.textContent.replace(/\\s+/g, ' ').trim() }));
  /** Every announcement handed out and nobody at work. Synchronous: the driver polls it, and an
   * evaluate that awaited a promise in the page broke off once with 'Resulting promise was
   * garbage collected' (piquet-de step 28); a plain answer holds nothing that can be collected. */
  sr.quiet = () => !announcer()?.pending && atRest();
  /** Where the game stood just before a step's key: the states below compare with it. */
  sr.mark = { steps: 0, done: 0, tricks: null, phase: null };
  sr.markNow = () => {
    sr.mark = { steps: session()?.steps.length ?? 0, done: patience()?.done.length ?? 0, tricks: tricksDone(), phase: view()?.phase ?? null };
  };
  /** A move was made since the key (a step of the session). */
  const moved = () => (session()?.steps.length ?? 0) > sr.mark.steps;
  const STATES = {
    ready: () => document.documentElement.dataset.ready === 'true',
    // A seat game waits for me: my turn, or nobody's (the deal or the sitting is over); nobody at work.
    myTurn: () => { const s = session(); return !!s && atRest() && (s.myTurn || nobodyToMove()); },
    // A move was made since the key and the table waits for me again.
    nextTurn: () => moved() && STATES.myTurn(),
    // A trick was completed since the key (a trick game's view counts the tricks done) and the table waits for me.
    trickDone: () => { const n = tricksDone(); return n !== null && sr.mark.tricks !== null && n > sr.mark.tricks && STATES.myTurn(); },
    // The engine's phase (the view's) changed since the key (the auction to the exchange, the play to the deal's end) and the table waits for me.
    phaseChanged: () => { const v = view(); return !!v && v.phase !== sr.mark.phase && STATES.myTurn(); },
    // Nobody is to move: the deal (or the sitting) is over, nobody at work.
    dealOver: () => nobodyToMove() && atRest(),
    choicesOpen: () => !!play()?.choices,
    choicesClosed: () => !play()?.choices,
    // A closed dialog stays in the page, hidden (data-closing), until the next key (app-shell).
    dialogOpen: () => !!document.querySelector('dialog[open]:not([data-closing])'),
    dialogClosed: () => !document.querySelector('dialog[open]:not([data-closing])'),
    // A patience is on the table and nothing runs.
    patience: () => { const p = patience(); return !!p && !!p.state && atRest() && !!document.querySelector('[data-zone="piles"] [role="option"]'); },
    // A patience move was made (or undone) since the key, and nothing runs.
    patienceMoved: () => { const p = patience(); return !!p && p.done.length !== sr.mark.done && STATES.patience(); },
    // Nothing to wait for but the quiet every step waits for (nobody at work, every announcement out).
    idle: () => true,
  };
  sr.state = (name) => {
    const f = STATES[name];
    if (!f) throw new Error('unknown state ' + name);
    return f();
  };
  sr.focus = () => {
    const el = document.activeElement;
    return el ? { tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), key: el.dataset?.key ?? null, zone: el.closest?.('[data-zone]')?.dataset.zone ?? null, text: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim().slice(0, 80) } : null;
  };
})();`;
