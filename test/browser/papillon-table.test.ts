import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { mountApp, position, resumeAt, settle, shown, unmountApp, until, logTexts, type Mounted } from './app-harness.js';

// EX-P-1: table A♣ 4♦ 5♥ 9♠ K♦ 3♣ 7♥, hand 10♠ 5♠ Q♥ — 9 legal captures.
const EX_P_1 = position({ hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });
// EX-P-4: no capture: a forced lay-down of 3♠ A♥ Q♦ on K♣ 9♦.
const EX_P_4 = position({ hand: ['3S', 'AH', 'QD'], table: ['KC', '9D'] });

const active = () => document.activeElement as HTMLElement | null;
const handCards = () => Array.from(document.querySelectorAll<HTMLElement>('[data-zone="hand"] [role="option"]'));

describe('Papillon table from the keyboard (experience.md §3)', () => {
  let m: Mounted;
  afterEach(() => unmountApp());

  it('starting a game puts focus on the hand, a listbox with one tab stop; arrows, Home and End move within it', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    const cards = handCards();
    expect(cards.map((c) => c.dataset['key'])).to.deep.equal(['5S', '10S', 'QH'], 'sorted by value');
    expect(cards.map((c) => c.querySelector('.visually-hidden')!.textContent)).to.deep.equal(['five of spades', 'ten of spades', 'queen of hearts']);
    expect(active()).to.equal(cards[0]);
    expect(cards.map((c) => c.tabIndex)).to.deep.equal([0, -1, -1]);
    await sendKeys({ press: 'ArrowRight' });
    expect(active()).to.equal(cards[1]);
    await sendKeys({ press: 'End' });
    expect(active()).to.equal(cards[2]);
    await sendKeys({ press: 'ArrowRight' });
    expect(active()).to.equal(cards[0], 'wraps');
    await sendKeys({ press: 'Home' });
    expect(active()).to.equal(cards[0]);
  });

  it('Enter on a card with several captures opens the numbered list, best first; a digit plays it (P19, PD-P-2)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    // Focus the ten of spades: sorted hand is 5♠ 10♠ Q♥.
    await sendKeys({ press: 'ArrowRight' });
    expect(active()!.dataset['key']).to.equal('10S');
    await sendKeys({ press: 'Enter' });
    await settle(m);
    const options = Array.from(document.querySelectorAll<HTMLElement>('[data-zone="choices"] [role="option"]'));
    expect(options).to.have.length(3);
    expect(active()).to.equal(options[0]);
    // Best first: A♣+4♦+5♥ pays an ace and the Klein-Papillon (EX-P-1 #3).
    expect(options[0]!.textContent).to.match(/ace of clubs/i);
    expect(options[0]!.textContent).to.match(/four of diamonds/);
    expect(options[0]!.textContent).to.match(/Klein-Papillon/);
    expect(options[0]!.getAttribute('aria-posinset')).to.equal('1');
    expect(options[0]!.getAttribute('aria-setsize')).to.equal('3');
    await sendKeys({ press: '1' });
    await settle(m);
    const s = m.controller.session!;
    expect(s.state.piles[0]).to.have.members(['10S', 'AC', '4D', '5H']);
    expect(logTexts(m).some((t) => /^You play the ten of spades and take/.test(t) || /ten of spades/.test(t))).to.equal(true);
    // Focus stayed in the game: on the hand, never on the body.
    expect(active()).to.not.equal(document.body);
    expect(active()!.closest('[data-zone]')).to.not.equal(null);
  });

  it('Escape closes the list and returns to the hand without playing', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'ArrowRight' });
    const card = active()!.dataset['key'];
    await sendKeys({ press: 'Enter' });
    await settle(m);
    await sendKeys({ press: 'Escape' });
    // Focus is back on the card before the list goes (issue 10, point 12), then the list goes.
    expect(active()!.dataset['key'], 'focus at once on the card the list was opened from').to.equal(card);
    await settle(m);
    expect(document.querySelector('[data-zone="choices"]')).to.equal(null);
    expect(active()!.closest('[data-zone]')!.getAttribute('data-zone')).to.equal('hand');
    expect(active()!.dataset['key']).to.equal(card);
    expect(m.controller.session!.state.hands[0]).to.have.length(3);
  });

  it('a card without a capture is explained in words, and nothing changes (P19)', async () => {
    m = await mountApp({ locale: 'de' });
    const pos = position({ hand: ['9C', 'KD', '2S'], table: ['4H', '5C', 'QS'] }); // EX-P-5
    await resumeAt(m, pos);
    await sendKeys({ press: 'End' }); // König (sorted 2, 9, K)
    expect(active()!.dataset['key']).to.equal('KD');
    await sendKeys({ press: 'Enter' });
    await settle(m);
    const last = m.announcer.lastAnnouncement!;
    expect(last).to.match(/Karo König/);
    expect(last).to.not.match(/[♣♦♥♠]|\bKD\b/);
    expect(m.controller.session!.state.hands[0]).to.have.length(3);
  });

  it('a forced lay-down is confirmed first and says what it costs (P27, EX-P-4)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_4);
    await sendKeys({ press: 'a' });
    await settle(m);
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-kind="confirm"]')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.textContent).to.match(/3/);
    expect(m.controller.session!.state.hands[0]).to.have.length(3, 'not laid down before confirming');
    await sendKeys({ press: 'Enter' });
    await settle(m);
    expect(shown(dialog)).to.equal(false);
    const session = m.controller.session!;
    expect(session.state.hands[0]).to.have.length(0);
    const step = session.steps.find((st) => st.actor === 0 && st.move?.type === 'layDown')!;
    const payments = step.events.filter((e) => e.type === 'payment');
    expect(payments).to.deep.equal([
      { type: 'payment', from: 0, to: 'pot', amount: 3, reason: 'layDown' },
      { type: 'payment', from: 1, to: 0, amount: 1, reason: 'aceLaidDown' },
      { type: 'payment', from: 2, to: 0, amount: 1, reason: 'aceLaidDown' },
    ]);
    expect(logTexts(m).some((t) => /^You cannot take and lay down/.test(t) && /three of spades/.test(t))).to.equal(true, logTexts(m).join('\n'));
    expect(active()).to.not.equal(document.body);
  });

  it('a confirmation answered keeps its words while its dialog closes: never an empty heading or an unnamed button (axe: critical)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_4);
    await sendKeys({ press: 'a' });
    await settle(m);
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-kind="confirm"]')!;
    const words = () => [dialog.querySelector('h2')?.textContent?.trim() ?? '', ...[...dialog.querySelectorAll('button')].map((b) => b.textContent?.trim() ?? '')];
    const asked = words();
    expect(asked.every((w) => w !== ''), asked.join(' | ')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await until(() => m.shell.dialog === null && m.controller.session!.state.hands[0]!.length === 0);
    // The game has no question any more; the dialog, open for its last moment or closed, still says the one it asked.
    expect(words()).to.deep.equal(asked);
  });

  it('laying down while a capture exists is refused with the rule (P18)', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'a' });
    await settle(m);
    expect(document.querySelector<HTMLDialogElement>('dialog[data-kind="confirm"]')!.open).to.equal(false);
    expect(m.announcer.lastAnnouncement).to.match(/capture|take/i);
    expect(m.controller.session!.state.hands[0]).to.have.length(3);
  });

  it('H, T and S read the hand, the table (count and total) and the status from the engine state', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'h' });
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.match(/five of spades.*ten of spades.*queen of hearts/);
    await sendKeys({ press: 't' });
    await settle(m);
    const table = m.announcer.lastAnnouncement!;
    expect(table).to.match(/7 cards/);
    expect(table).to.match(/ace of clubs/);
    await sendKeys({ press: 's' });
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.match(/Anna/);
    expect(m.announcer.lastAnnouncement).to.match(/49/);
  });

  it('Page Up / Page Down walk the game log from anywhere; Ctrl+Home jumps to the first entry', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    m.announcer.announce('first entry');
    m.announcer.announce('second entry');
    await settle(m);
    await sendKeys({ press: 'PageUp' });
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.match(/second entry/);
    await sendKeys({ press: 'PageUp' });
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.match(/first entry/);
    await sendKeys({ press: 'PageDown' });
    await settle(m);
    expect(m.announcer.lastAnnouncement).to.match(/second entry/);
    expect(active()!.closest('[data-zone]')!.getAttribute('data-zone')).to.equal('hand', 'focus stays where it was');
  });

  it('F1 opens help listing the keys active in the hand; Escape closes it and focus returns', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    const before = active();
    await sendKeys({ press: 'F1' });
    await settle(m);
    const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
    expect(help.open).to.equal(true);
    expect(help.textContent).to.match(/Page Up/);
    expect(help.textContent).to.match(/Enter/);
    expect(help.textContent).to.not.match(/1–9/, 'choice keys are not active in the hand');
    // Modal: at the next key, once a screen reader has taken the focus change, the page behind is inert
    // (issue 10, point 12); a fixed time after it was not enough (issue 28: Orca silent now and then).
    const main = document.querySelector<HTMLElement>('main')!;
    await sendKeys({ press: 'Shift' });
    expect(main.inert).to.equal(true);
    expect(help.contains(active())).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await settle(m);
    // Focus goes back first; the dialog stays in the accessibility tree, out of sight, until the next key.
    expect(active()).to.equal(before);
    expect(main.inert).to.equal(false);
    expect(help.open && help.hasAttribute('data-closing')).to.equal(true, 'the closed dialog waits for the next key');
    expect(shown(help)).to.equal(false);
    expect(help.textContent, 'with its contents, where focus may have been').to.match(/Page Up/);
    await sendKeys({ press: 'Shift' });
    expect(help.open).to.equal(false);
    expect(active()).to.equal(before);
  });

  it('F6 moves between zones', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    const zone = () => active()!.closest('[data-zone]')!.getAttribute('data-zone');
    expect(zone()).to.equal('hand');
    await sendKeys({ press: 'F6' });
    expect(zone()).to.equal('table');
    await sendKeys({ press: 'F6' });
    expect(zone()).to.equal('status');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'F6' });
    await sendKeys({ up: 'Shift' });
    expect(zone()).to.equal('table');
  });

  it('the command line plays "10 takes 9 A" and lists candidates when ambiguous', async () => {
    m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: '/' });
    expect(active()!.id).to.equal('cmd-input');
    await sendKeys({ type: 'q' });
    await sendKeys({ press: 'Enter' });
    await until(() => m.controller.choices !== null); // the parser loads with the first command
    await settle(m);
    expect(document.querySelectorAll('[data-zone="choices"] [role="option"]')).to.have.length(4);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: '/' });
    await sendKeys({ type: '10 takes 9 A' });
    await sendKeys({ press: 'Enter' });
    await until(() => m.controller.session!.state.hands[0]!.length < 3);
    await settle(m);
    expect(m.controller.session!.state.piles[0]).to.have.members(['10S', '9S', 'AC']);
  });
});
