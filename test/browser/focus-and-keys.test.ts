/**
 * What a blind player tripped over (issue 10), fixed in the shell so that every game has it:
 * F6 cycles every zone and the menu, F1 works from anywhere and lists the list keys and the zones,
 * a list opened from the command line gives focus back to it, the wait-for-a-key pace goes on with
 * Enter, focus left on a heading goes to a card, and the patiences' own keys and words.
 * Real key events; focus and words asserted.
 */
import { expect } from 'chai';
import { GAMES } from '../../src/games/registry.js';
import { sendKeys } from '@web/test-runner-commands';
import { mountApp, position, resumeAt, seats, settle, shown, unmountApp, until, type Mounted } from './app-harness.js';
import { mountPatience, startPatience, psettle, type PMounted } from './patience-harness.js';

const active = () => document.activeElement as HTMLElement;
const shifted = async (key: string) => {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Shift' });
};
const zoneOf = (el: Element | null) => el?.closest<HTMLElement>('[data-zone]')?.dataset['zone'] ?? null;
// EX-P-1: 10♠ takes several ways; the hand has three cards.
const EX_P_1 = position({ hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });

describe('Focus and keys in every game (issue 10)', () => {
  let m: Mounted | PMounted;
  afterEach(() => unmountApp());

  it('F6 visits every zone in order and the menu, then comes back; Shift+F6 goes the other way (point 1)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    expect(zoneOf(active())).to.equal('hand');
    const forward: string[] = [];
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'F6' });
      forward.push(zoneOf(active())!);
    }
    expect(forward).to.deep.equal(['table', 'status', 'actions', 'commandLine', 'answer', 'log', 'menu', 'hand']);
    const back: string[] = [];
    for (let i = 0; i < 8; i++) {
      await shifted('F6');
      back.push(zoneOf(active())!);
    }
    expect(back).to.deep.equal(['menu', 'log', 'answer', 'commandLine', 'actions', 'status', 'table', 'hand']);
  });

  it('in a patience F6 reaches the actions, the command line and the log too (point 1)', async () => {
    m = await mountPatience({ locale: 'en' });
    await startPatience(m as PMounted, 'elf', '2');
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      await sendKeys({ press: 'F6' });
      seen.push(zoneOf(active())!);
    }
    expect(seen).to.deep.equal(['status', 'actions', 'commandLine', 'answer', 'log', 'menu', 'piles']);
  });

  it('F1 in the hand lists the arrows, Home, End and Tab and says the zones F6 moves between (point 5)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'F1' });
    await settle(m);
    const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
    expect(help.open).to.equal(true);
    const text = help.textContent!;
    expect(text).to.match(/Left arrow, Right arrow/);
    expect(text).to.match(/Home, End/);
    expect(text).to.match(/Tab, Shift\+Tab/);
    expect(text).to.match(/F6 and Shift\+F6 move between: the menu, your hand, the table, the status, the actions, the command line, the last answer, the game log\./);
  });

  it('F1 and F6 work from the header menu and from the page itself (point 5)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    document.querySelector<HTMLElement>('nav button')!.focus();
    await sendKeys({ press: 'F1' });
    await settle(m);
    const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
    expect(help.open).to.equal(true);
    expect(help.querySelector('caption')!.textContent).to.equal('Keys in the menu');
    // Outside the table only the keys that work there.
    expect([...help.querySelectorAll('tbody th')].map((th) => th.textContent)).to.deep.equal(['F1', 'Shift+F1', 'F6', 'Shift+F6']);
    await sendKeys({ press: 'Escape' });
    await settle(m);
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).to.equal(document.body);
    await sendKeys({ press: 'F6' });
    expect(zoneOf(active())).to.not.equal(null);
  });

  it('a choice list opened from the command line gives focus back to it, after Escape and after a pick (point 3)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    const input = document.querySelector<HTMLInputElement>('#cmd-input')!;
    input.focus();
    await sendKeys({ type: 'captures' });
    await sendKeys({ press: 'Enter' });
    await until(() => m.controller.choices !== null);
    await settle(m);
    expect(zoneOf(active())).to.equal('choices');
    await sendKeys({ press: 'Escape' });
    await settle(m);
    expect(active()).to.equal(input);
    // Typing goes on in the command line: no single-key command fires.
    const log = m.announcer.log.length;
    await sendKeys({ type: 'hand' });
    expect(input.value).to.equal('hand');
    expect(m.announcer.log.length).to.equal(log);
    input.value = '';
    await sendKeys({ type: 'captures' });
    await sendKeys({ press: 'Enter' });
    await until(() => m.controller.choices !== null);
    await settle(m);
    await sendKeys({ press: 'Enter' });
    await settle(m);
    expect(m.controller.choices).to.equal(null);
    expect(active()).to.equal(input);
  });

  it('the wait-for-a-key pace goes on with Enter, as it says (point 4)', async () => {
    m = await mountApp({ locale: 'en', pace: 'waitForKey' });
    await m.controller.startGame({ options: { players: 3 }, seed: 'wait-enter', seats: seats(3) });
    const s = m.controller.session!;
    await until(() => s.waitingForKey || (s.myTurn && !s.busy), 10000);
    if (!s.waitingForKey) {
      // My turn came first: take a card (or lay down) so that the computers play and one waits.
      await m.app.updateComplete;
      document.querySelector<HTMLElement>('[data-zone="hand"] [role="option"]')!.focus();
      await sendKeys({ press: 'c' });
      await m.app.updateComplete;
      await sendKeys({ press: 'Enter' });
      await until(() => s.waitingForKey, 10000);
    }
    await m.app.updateComplete;
    expect(m.announcer.log.length).to.be.greaterThan(0);
    const steps = s.steps.length;
    document.querySelector<HTMLElement>('[data-zone="hand"] [role="option"], [data-zone="hand"] [data-focus]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => s.steps.length > steps, 10000);
    expect(s.steps.length).to.be.greaterThan(steps);
  });

  it('focus left on the hand heading goes to a card when the hand has cards (point 2)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    document.querySelector<HTMLElement>('#hand-h')!.focus();
    m.shell.changed();
    await settle(m);
    expect(active().getAttribute('role')).to.equal('option');
    expect(zoneOf(active())).to.equal('hand');
  });

  it('playing a card: it stays in the hand, named as played, until the turn comes back; focus then goes to its neighbour (point 12, issue 28)', async () => {
    m = await mountApp({ locale: 'en' });
    // 9♠ takes only 9♥: Enter plays it at once.
    await resumeAt(m, position({ hand: ['9S', '5S', 'QH'], table: ['9H', 'KD', '3C', '7H'] }));
    const played = document.querySelector<HTMLElement>('[data-zone="hand"] [data-key="9S"]')!;
    played.focus();
    let movedTo: EventTarget | null = null;
    played.addEventListener('focusout', (e) => (movedTo = e.relatedTarget));
    await sendKeys({ press: 'Enter' });
    await settle(m);
    // A screen reader says a focus move only while the element it leaves exists (Orca under load takes it late).
    expect(played.isConnected).to.equal(true);
    expect(played.hasAttribute('data-played')).to.equal(true);
    expect(movedTo).to.not.equal(null, 'focus went straight to another card, not through nothing');
    expect(movedTo).to.equal(active());
    expect(active().dataset['key']).to.be.oneOf(['5S', 'QH']);
  });

  it('the actions are a toolbar: one tab stop, the arrows move between its buttons (point 13)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    const bar = document.querySelector<HTMLElement>('[data-zone="actions"] [role="toolbar"]')!;
    expect(bar).to.not.equal(null);
    const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button')];
    expect(buttons.filter((b) => b.tabIndex === 0)).to.have.length(1);
    buttons[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(active()).to.equal(buttons[1]);
    // A letter still works there: H reads the hand.
    await sendKeys({ press: 'h' });
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.match(/^Your hand/);
  });

  it('the visible game log shows its newest entry (point 19)', async () => {
    m = await mountApp({ locale: 'en', pace: 'instant' });
    await m.controller.startGame({ options: { players: 4 }, seed: 'log-scroll', seats: seats(4) });
    await settle(m);
    const list = document.querySelector<HTMLElement>('.log-list')!;
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight, 'enough entries to scroll');
    expect(list.scrollTop + list.clientHeight).to.be.closeTo(list.scrollHeight, 2);
  });

  it('the chooser opens with focus on its first game, where the arrows and Enter work (point 5)', async () => {
    m = await mountPatience({ locale: 'en' });
    m.shell.chooseGame();
    await psettle(m as PMounted);
    expect(active().dataset['key']).to.equal('papillon');
    await sendKeys({ press: 'ArrowDown' });
    expect(active().dataset['key']).to.equal(GAMES[1]!.id);
  });
});

describe("The patiences' own keys and words (issue 10)", () => {
  let m: PMounted;
  afterEach(() => unmountApp());

  it("F1 in a patience speaks of its piles, with its own keys, and no Papillon words (point 15)", async () => {
    m = await mountPatience({ locale: 'en' });
    await startPatience(m, 'elf', '2');
    await sendKeys({ press: 'F1' });
    await psettle(m);
    const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
    const text = help.textContent!;
    expect(help.querySelector('caption')!.textContent).to.equal('Keys in the piles');
    expect(text).to.not.match(/counter|the pot|takes 4 6|Papillon/i);
    expect(text).to.not.match(/End stage/, 'E belongs to Der halbe Mond only');
    await sendKeys({ press: 'Escape' });
    await shifted('F1');
    await until(() => document.querySelector<HTMLDialogElement>('dialog[data-dialog="rules"]')!.open);
    expect(document.querySelector('#rules-title')!.textContent).to.equal('Rules of Die Elf');
  });

  // Issue 29, point 4: no computer player, nothing to go on after, no turns; Enter, F and ? as this patience means them.
  for (const [id, locale] of [
    ['doppelhausen', 'en'],
    ['stern', 'de'],
    ['elf', 'en'],
    ['unterstecken', 'de'],
  ] as const) {
    it(`F1 in ${id} (${locale}) lists only keys that do something there, in words true for a patience (issue 29, point 4)`, async () => {
      m = await mountPatience({ locale });
      await startPatience(m, id, '2');
      await sendKeys({ press: 'F1' });
      await until(() => document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!.open);
      await psettle(m);
      const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
      const rows = new Map([...help.querySelectorAll('tbody tr')].map((tr) => [tr.querySelector('th')!.textContent!.trim(), tr.querySelector('td')!.textContent!.trim()]));
      const all = [...rows].map(([k, v]) => `${k}: ${v}`).join(' | ');
      // W answers "nothing to continue", G has no turn to count from: not keys of a patience.
      expect(rows.has('W'), all).to.equal(false);
      expect(rows.has('G'), all).to.equal(false);
      expect(all).to.not.match(/computer|opponent|Mitspieler|last turn|seit deinem letzten Zug|wait/i);
      const de = locale === 'de';
      expect(rows.get('?'), all).to.equal(de ? 'Ein Tipp: ein sinnvoller nächster Zug, und warum.' : 'A hint: a sensible next move, and why.');
      expect(rows.get('Escape'), all).to.match(de ? /Liste der Züge/ : /list of moves/);
      // The keys named in the player's language (issue 27): "Eingabe, Leertaste" in German.
      const enter = rows.get(de ? 'Eingabe, Leertaste' : 'Enter, Space')!;
      if (m.patience.interactive) expect(enter, all).to.match(de ? /^Auf einem Häufchen: als Quelle auswählen/ : /^On a pile: select it as the source/);
      else expect(enter, all).to.match(de ? /^Auf einem Häufchen: liest es vor\. In dieser Patience schaust du zu/ : /^On a pile: read it\. In this patience you watch/);
      const foundations = rows.get('F');
      if (id === 'unterstecken') expect(foundations, 'Das Unterstecken has no foundations').to.equal(undefined);
      else expect(foundations, all).to.match({ doppelhausen: /removed pairs/, stern: /Arme des Sterns/, elf: /removed cards/ }[id]);
      // The keys left out do nothing there.
      await sendKeys({ press: 'Escape' });
      await until(() => !shown(help) && m.shell.dialog === null);
      await psettle(m);
      const before = m.announcer.lastAnnouncement;
      await sendKeys({ press: 'w' });
      await sendKeys({ press: 'g' });
      await psettle(m);
      expect(m.announcer.lastAnnouncement).to.equal(before);
    });
  }

  it('when a deal is over, A plays the same deal again and N deals a new one (point 16)', async () => {
    m = await mountPatience({ locale: 'en', pace: 'instant' });
    await startPatience(m, 'elf', '4');
    await sendKeys({ press: 'a' });
    await until(() => m.patience.over && !m.patience.running);
    expect(m.patience.seed).to.equal('4');
    await sendKeys({ press: 'a' });
    await until(() => !m.patience.over && m.patience.done.length === 0);
    expect(m.patience.seed).to.equal('4');
    await sendKeys({ press: 'a' });
    await until(() => m.patience.over && !m.patience.running);
    await sendKeys({ press: 'n' });
    await until(() => !m.patience.over && m.patience.seed !== '4');
    expect(m.patience.game).to.equal('elf');
  });

  it("Die Doppelhausen's prompt follows the moves that led to it, also at the instant pace (point 7)", async () => {
    m = await mountPatience({ locale: 'en', pace: 'instant' });
    await startPatience(m, 'doppelhausen', '7');
    const said: string[] = [];
    m.announcer.addEventListener('announce', (e) => said.push((e as CustomEvent<{ text: string }>).detail.text));
    await sendKeys({ press: 'a' });
    await until(() => !m.patience.running, 15000);
    await m.announcer.idle();
    const events = new Set(m.announcer.log.filter((e) => e.kind === 'event').map((e) => e.text));
    const prompt = said.findIndex((t) => t.startsWith('You choose here'));
    const lastMove = said.reduce((last, t, i) => (events.has(t) ? i : last), -1);
    expect(events.size).to.be.greaterThan(1, 'the run made forced moves first');
    expect(prompt).to.be.greaterThan(-1, said.join(' | '));
    expect(prompt).to.be.greaterThan(lastMove, said.join(' | '));
  });

  it('Der Stern says when the card turned up may still go into a free corner (point 14)', async () => {
    m = await mountPatience({ locale: 'en', pace: 'instant' });
    await startPatience(m, 'stern', '5');
    let said = '';
    for (let i = 0; i < 60 && !said; i++) {
      await sendKeys({ press: 'n' });
      await psettle(m);
      if (m.patience.legal.some((x) => x.type === 'corner')) said = m.announcer.lastAnnouncement ?? '';
    }
    expect(said).to.match(/may also go into (the free corner|one of the \d free corners): M lists the moves\./);
  });

  it("Der Stern's corner note and Die Doppelhausen's prompt stay readable: in the game log, after the move (issue 29, point 3)", async () => {
    m = await mountPatience({ locale: 'en', pace: 'instant' });
    await startPatience(m, 'stern', '5');
    const note = /may also go into (the free corner|one of the \d free corners): M lists the moves\./;
    for (let i = 0; i < 60 && !m.patience.legal.some((x) => x.type === 'corner'); i++) {
      await sendKeys({ press: 'n' });
      await psettle(m);
    }
    expect(m.patience.legal.some((x) => x.type === 'corner')).to.equal(true, 'a corner is open');
    await m.announcer.idle();
    await psettle(m);
    const log = m.announcer.log.map((e) => e.text);
    const at = log.findIndex((t) => note.test(t));
    expect(at).to.be.greaterThan(0, log.join(' | '));
    expect(log[at - 1]).to.match(/stays on the waste/, 'the note follows the move it is about');
    // The visible log shows it (a braille display reads it there with Page Up).
    const shown = [...document.querySelectorAll('[data-zone="log"] [role="option"]')].map((e) => e.textContent!.trim());
    expect(shown.some((t) => note.test(t))).to.equal(true, shown.join(' | '));
    await sendKeys({ press: 'PageUp' });
    await psettle(m);
    expect(m.announcer.lastAnnouncement).to.match(note);

    await startPatience(m, 'doppelhausen', '7');
    await sendKeys({ press: 'a' });
    await until(() => !m.patience.running, 15000);
    await m.announcer.idle();
    const last = m.announcer.log[m.announcer.log.length - 1]!;
    expect(last.text).to.match(/^You choose here: \d+ moves; M lists them\.$/);
  });
});

describe('The end of a deal and of a session, and a resumed game (issue 10, point 9)', () => {
  let m: Mounted;
  afterEach(() => unmountApp());

  it('the end of a deal says what each player won or lost, nobody-won once, and which key goes on; the last deal says no pot stays; the session says how to start anew', async function () {
    this.timeout(60000);
    m = await mountApp({ locale: 'en', pace: 'instant' });
    await m.controller.startGame({ options: { players: 3, tours: 1 }, seed: 'ends', seats: seats(3) });
    const s = m.controller.session!;
    // The log is written when a message is handed to the announcer: no need to wait for its pace.
    for (let guard = 0; guard < 400 && s.state.phase !== 'sessionOver'; guard++) {
      await until(() => !s.busy, 10000);
      if (s.state.phase === 'dealOver') {
        s.nextDeal();
        continue;
      }
      if (!s.myTurn) continue;
      const legal = s.legalMoves;
      const v = s.play(legal[0]!);
      expect(v).to.equal(null);
    }
    await until(() => !s.busy, 10000);
    const log = m.announcer.log.map((e) => e.text);
    const ends = log.filter((t) => t.startsWith('End of deal'));
    expect(ends.length).to.equal(3);
    // Each end of a deal: the nets first, then the standings, then the key (but not after the last deal).
    for (const [i, t] of ends.entries()) {
      const at = log.indexOf(t);
      expect(log[at - 1]).to.match(/^This deal: /);
      expect(t.endsWith('N starts the next deal.')).to.equal(i < ends.length - 1, t);
    }
    // "Nobody won the deal" is never said twice in a row.
    for (let i = 1; i < log.length; i++) expect(log[i - 1]!.includes('Nobody won the deal') && log[i]!.includes('Nobody won the deal')).to.equal(false, `${log[i - 1]} / ${log[i]}`);
    const last = log.indexOf(ends[ends.length - 1]!);
    expect(log.slice(last).some((t) => /stays for the next deal/.test(t))).to.equal(false, log.slice(last).join(' | '));
    expect(log[log.length - 1]).to.match(/Shift\+N starts a new game\.$/);
  });

  it('a resumed game says so, naming the game (the app is not "Papillon", issue 27), before whose turn it is', async () => {
    m = await mountApp({ locale: 'en' });
    const heard: string[] = [];
    m.announcer.addEventListener('announce', (e) => heard.push((e as CustomEvent<{ text: string }>).detail.text));
    await resumeAt(m, EX_P_1);
    expect(heard.slice(0, 2)).to.deep.equal(['Your game of Papillon is back where you left it.', heard[1]!]);
    expect(heard[1]).to.match(/^Your turn/);
  });
});

describe('Switching language in a game, and the page title (issue 10, point 19)', () => {
  afterEach(() => unmountApp());

  it('my seat and the title follow the language: "Du", no "You", and the game in the title', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    expect(document.title).to.match(/^Papillon – /);
    const row = () => document.querySelector<HTMLElement>('[data-zone="status"] tbody tr th')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(row()).to.match(/^(Me|You)\b/);
    // The harness names seat 0 "Me"; a default name is what the form gives: "You".
    m.controller.session!.config.seats[0]!.name = 'You';
    await m.shell.setLocale('de');
    await settle(m);
    expect(row()).to.match(/^Du\b/);
    expect(row()).to.not.match(/You/);
  });
});

describe('Answers stay readable, and what speech cut can be heard again (issue 10, points 6 and 8)', () => {
  afterEach(() => unmountApp());

  it('the last answer to a key stays on the page, reachable with F6 (H, then T)', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'h' });
    await settle(m);
    const answer = () => document.querySelector<HTMLElement>('[data-zone="answer"] p')!.textContent!.trim();
    expect(answer()).to.match(/^Your hand, 3 cards/);
    await sendKeys({ press: 't' });
    await settle(m);
    expect(answer()).to.match(/^Table, 7 cards/);
  });

  it('in the log, Page Up and Page Down move focus onto the entries (a braille display shows them)', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    m.announcer.announce('first entry');
    m.announcer.announce('second entry');
    m.announcer.announce('third entry');
    await settle(m);
    document.querySelector<HTMLElement>('[data-zone="log"] [data-item]:last-child')!.focus();
    expect(active().textContent!.trim()).to.equal('third entry');
    await sendKeys({ press: 'PageUp' });
    expect(active().textContent!.trim()).to.equal('second entry');
    await sendKeys({ press: 'PageUp' });
    expect(active().textContent!.trim()).to.equal('first entry');
    await sendKeys({ press: 'PageDown' });
    expect(active().textContent!.trim()).to.equal('second entry');
  });

  it('G says everything since my last turn in one message', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    m.announcer.announce('Your turn.', { kind: 'turn' });
    m.announcer.announce('Anna plays the ten of hearts.');
    m.announcer.announce('Ben plays the two of clubs.');
    m.announcer.announce('Your turn.', { kind: 'turn' });
    await settle(m);
    await sendKeys({ press: 'g' });
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.equal('Anna plays the ten of hearts. Ben plays the two of clubs.');
  });

  it('Ctrl stops the built-in speech, its backlog too', async () => {
    let cancelled = 0;
    const speech = { configure() {}, speak() {}, cancel: () => cancelled++, voices: () => [] } as unknown as import('../../src/announcer/speech.js').Speech;
    const m = await mountApp({ locale: 'en', speech: true }, { speech });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'Control' });
    expect(cancelled).to.equal(1);
  });
});

describe('On a touch screen (issue 10, point 19)', () => {
  afterEach(() => unmountApp());

  it('a choice list asks to tap, naming no keys', async () => {
    const m = await mountApp({ locale: 'en' });
    m.shell.touch = true;
    await resumeAt(m, EX_P_1);
    document.querySelector<HTMLElement>('[data-zone="hand"] [data-key="10S"]')!.click();
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.match(/captures\. Tap one\.$/);
    expect(m.announcer.lastAnnouncement).to.not.match(/arrow|Enter/);
  });
});

describe('Fast keys: a dialog opened while focus is still being handed on (issue 29)', () => {
  let m: Mounted;
  afterEach(() => unmountApp());

  const dialogOf = (kind: string) => document.querySelector<HTMLDialogElement>(`dialog[data-kind="${kind}"]`)!;
  const main = () => document.querySelector<HTMLElement>('app-shell > main')!;
  /** Two keys pressed together: the second is sent before the first is answered (no await between them). */
  const together = (a: string, b: string) => Promise.all([sendKeys({ press: a }), sendKeys({ press: b })]);

  /** /?seed=abc&players=3, my turn, focus in the hand. */
  async function abc(): Promise<void> {
    m = await mountApp({ locale: 'en' });
    await m.controller.startGame({ options: { players: 3 }, seed: 'abc', seats: seats(3) });
    await until(() => !!m.controller.session?.myTurn && !m.controller.session.busy, 10000);
    await settle(m);
    expect(zoneOf(active())).to.equal('hand');
  }

  async function openCaptures(): Promise<void> {
    await sendKeys({ press: 'c' });
    await until(() => m.controller.choices !== null);
    await settle(m);
    expect(zoneOf(active())).to.equal('choices');
  }

  it('C, then Escape and F1 together: focus stays in the help dialog, the page behind goes inert, Escape closes it (point 1)', async () => {
    await abc();
    await openCaptures();
    await together('Escape', 'F1');
    await until(() => dialogOf('help').open && m.controller.choices === null);
    await settle(m);
    // The page behind becomes inert at the next key, once the screen reader took the focus change (app-shell).
    await sendKeys({ press: 'Shift' });
    expect(main().inert).to.equal(true);
    expect(dialogOf('help').contains(active())).to.equal(true, `focus on ${active().outerHTML.slice(0, 80)}`);
    await sendKeys({ press: 'Escape' });
    await until(() => m.shell.dialog === null && !shown(dialogOf('help')));
    await settle(m);
    expect(zoneOf(active())).to.equal('hand');
    expect(main().inert).to.equal(false);
  });

  it('C, F1, then Escape and O together, then Escape: focus goes back to the capture list still open, where 1 takes (point 2)', async () => {
    await abc();
    await openCaptures();
    await sendKeys({ press: 'F1' });
    await until(() => shown(dialogOf('help')));
    await together('Escape', 'o');
    await until(() => m.shell.dialog === 'settings' && shown(dialogOf('settings')) && !shown(dialogOf('help')));
    await settle(m);
    expect(dialogOf('settings').contains(active())).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => m.shell.dialog === null && !shown(dialogOf('settings')));
    await settle(m);
    expect(m.controller.choices).to.not.equal(null, 'the capture list is still open');
    expect(zoneOf(active())).to.equal('choices');
    const steps = m.controller.session!.steps.length;
    await sendKeys({ press: '1' });
    await until(() => m.controller.session!.steps.length > steps);
    expect(m.controller.choices).to.equal(null);
  });

  it('a list the game opened while the help was open gets focus when the help closes (point 2)', async () => {
    await abc();
    await sendKeys({ press: 'F1' });
    await until(() => shown(dialogOf('help')));
    // A game opens a list by itself (a trick game's bid on my turn); here Papillon's captures stand for it.
    (m.shell.play as unknown as { listCaptures(): void }).listCaptures();
    await settle(m);
    expect(dialogOf('help').contains(active())).to.equal(true, 'the dialog keeps focus');
    await sendKeys({ press: 'Escape' });
    await until(() => m.shell.dialog === null && !shown(dialogOf('help')));
    await settle(m);
    expect(zoneOf(active())).to.equal('choices');
  });
});
