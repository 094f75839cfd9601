/**
 * A key is always answered (issue 27, what Orca showed), by real keys in Chromium:
 * - Down on the last suit of the hand (Up on the first) says the edge with the card in focus, focus stays;
 * - Escape in the command line drops what is typed, says that the command line is closed, and focus
 *   goes back to the card it was on before /.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { mountApp, settle, unmountApp, type Mounted } from './app-harness.js';
import { active, begin, zoneOfFocus } from './trick-harness.js';
import '../../src/games/whist/game.js';
import { LOCALES } from '../../src/i18n/locale.js';

const seats = (n: number) => ['Me', 'Anna', 'Ben', 'Clara'].slice(0, n).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'easy' }));
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-item]')];
/** A card's words as a screen reader has them (its drawn face is aria-hidden). */
const words = (el: HTMLElement) => el.querySelector('.visually-hidden')!.textContent!.trim();

describe('Every key is answered (issue 27)', function () {
  this.timeout(120000);
  let m: Mounted;
  afterEach(() => unmountApp());

  it('Whist (de): Down on the last suit of the hand and Up on the first say where focus is; focus stays', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, 'whist', '3', { options: {}, seats: seats(4) });
    cards()[0]!.focus();
    const groups = [...new Set(cards().map((c) => c.dataset['group']))];
    expect(groups.length).to.be.greaterThan(1);
    // Down to the last suit, one group a key.
    for (let i = 1; i < groups.length; i++) {
      await sendKeys({ press: 'ArrowDown' });
      await settle(m);
    }
    const last = active()!;
    expect(last.dataset['group']).to.equal(groups[groups.length - 1]);
    const before = m.shell.lastAnswer;
    await sendKeys({ press: 'ArrowDown' });
    await settle(m);
    expect(active()).to.equal(last);
    expect(m.shell.lastAnswer, `before: ${before}`).to.equal(`Letzte Farbe der Hand. ${words(last)}`);
    // Up on the first suit.
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Home' });
    await settle(m);
    const first = active()!;
    expect(first).to.equal(cards()[0]);
    await sendKeys({ press: 'ArrowUp' });
    await settle(m);
    expect(active()).to.equal(first);
    expect(m.shell.lastAnswer).to.equal(`Erste Farbe der Hand. ${words(first)}`);
  });

  for (const locale of LOCALES) {
    it(`Whist (${locale}): Escape in the command line drops the text, says it is closed, focus back on the card it was on`, async () => {
      m = await mountApp({ locale });
      await begin(m, 'whist', '3', { options: {}, seats: seats(4) });
      cards()[2]!.focus();
      const card = active()!;
      const key = card.dataset['key'];
      await sendKeys({ press: '/' });
      await settle(m);
      expect(zoneOfFocus()).to.equal('commandLine');
      await sendKeys({ type: 'hilfe' });
      await sendKeys({ press: 'Escape' });
      await settle(m);
      // The words are the language's own (locales/de.ts: 'Befehlszeile geschlossen.', en: 'Command line closed.').
      expect(m.shell.lastAnswer).to.equal(m.shell.messages.ui.commandLineClosed).and.not.equal('');
      expect(document.querySelector<HTMLInputElement>('#cmd-input')!.value).to.equal('');
      expect(zoneOfFocus()).to.equal('hand');
      expect(active()!.dataset['key']).to.equal(key);
    });
  }
});
