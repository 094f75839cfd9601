// The only place that knows the app's insides: what the driver reads in the page over CDP.
// Installed before the app loads (an init script); keep it in step with the app when it moves.
//   window.__sr.log     every entry that entered the game log, with the time it came
//   window.__sr.live    every text handed to a live region, with the time (liveSince(t) to read them)
//   window.__sr.state(name)  the named app states the scenarios wait for (STATES below)
export const PAGE_SCRIPT = `(() => {
  if (window.__sr) return;
  const sr = (window.__sr = { log: [], live: [], seen: new Set() });
  // The shell (<app-shell>): its controller holds the announcer and the game being played (play):
  // Papillon's play has a session; a patience's play has state and done; both say when busy.
  const controller = () => document.querySelector('app-shell')?.controller ?? null;
  const announcer = () => controller()?.announcer ?? null;
  const play = () => controller()?.play ?? null;
  const session = () => play()?.session ?? null;
  const patience = () => { const p = play(); return p && Array.isArray(p.done) ? p : null; };
  const record = (node) => {
    if (!(node instanceof Element)) return;
    const now = Date.now() / 1000;
    const region = node.parentElement?.id;
    if (node.tagName === 'P' && (region === 'announcer-polite' || region === 'announcer-assertive')) {
      sr.live.push({ t: now, region: region.slice(10), text: node.textContent, node });
    }
    const items = node.matches('[data-zone="log"] [data-key]') ? [node] : [...node.querySelectorAll('[data-zone="log"] [data-key]')];
    for (const item of items) {
      const key = item.dataset.key;
      if (sr.seen.has(key)) continue;
      sr.seen.add(key);
      sr.log.push({ t: now, key, text: item.textContent.replace(/\\s+/g, ' ').trim() });
    }
  };
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) record(n);
  }).observe(document, { childList: true, subtree: true });
  /** The live-region texts since time t; hidden: taken out of the accessibility tree since (a modal dialog opened). */
  sr.liveSince = (t) => sr.live.filter((e) => e.t >= t).map((e) => ({ t: e.t, region: e.region, text: e.text, hidden: !!e.node.hidden }));
  /** The entries the game log shows now. */
  sr.logNow = () => [...document.querySelectorAll('[data-zone="log"] [data-key]')].map((p) => ({ key: p.dataset.key, text: p.textContent.replace(/\\s+/g, ' ').trim() }));
  /** Every announcement handed out and no computer player or patience run at work. */
  sr.quiet = async () => {
    const a = announcer();
    if (a) await a.idle();
    return !play()?.busy;
  };
  /** Where the game stood just before a step's key: the states below compare with it. */
  sr.mark = { steps: 0, done: 0 };
  sr.markNow = () => {
    sr.mark = { steps: session()?.steps.length ?? 0, done: patience()?.done.length ?? 0 };
  };
  const STATES = {
    ready: () => document.documentElement.dataset.ready === 'true',
    // Papillon: the player is to move (or the deal or session is over), nobody else at work.
    myTurn: () => { const s = session(); return !!s && !play().busy && (s.myTurn || s.state.phase !== 'play'); },
    // Papillon: a move was made since the key and the player is to move again (or the deal is over).
    nextTurn: () => { const s = session(); return !!s && s.steps.length > sr.mark.steps && STATES.myTurn(); },
    choicesOpen: () => !!play()?.choices,
    choicesClosed: () => !play()?.choices,
    dialogOpen: () => !!document.querySelector('dialog[open]'),
    dialogClosed: () => !document.querySelector('dialog[open]'),
    dealOver: () => { const s = session(); return !!s && s.state.phase !== 'play'; },
    // A patience is on the table and nothing runs.
    patience: () => { const p = patience(); return !!p && !!p.state && !p.busy && !!document.querySelector('[data-zone="piles"] [role="option"]'); },
    // A patience move was made (or undone) since the key, and nothing runs.
    patienceMoved: () => { const p = patience(); return !!p && p.done.length !== sr.mark.done && STATES.patience(); },
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
