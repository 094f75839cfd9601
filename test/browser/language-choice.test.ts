/**
 * The language choice (issue 26): the menu offers every other language of LOCALES, each a button named
 * in its own language (and marked so, for the screen reader's voice), in a group named "Language";
 * pressing one with the keyboard switches the whole app to it and focus stays in the group. The
 * settings offer every language too. Driven by real keys; axe finds nothing.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { getMessages, LOCALES, type Locale } from '../../src/i18n/index.js';
import { LANGUAGE_NAMES } from '../../locales/languages.js';
import { SETTINGS_KEY } from '../../src/session/settings.js';

const group = () => document.querySelector<HTMLElement>('header nav [role="group"]')!;
const buttons = () => [...group().querySelectorAll<HTMLButtonElement>('button')];

/** Tab from the menu's first button until focus is on the button of `target` (real key presses, a bounded walk). */
async function tabTo(target: Locale): Promise<HTMLButtonElement> {
  document.querySelector<HTMLElement>('header nav button')!.focus();
  for (let i = 0; i < 20 && (document.activeElement as HTMLElement | null)?.dataset['locale'] !== target; i++) await sendKeys({ press: 'Tab' });
  const active = document.activeElement as HTMLButtonElement;
  expect(active.dataset['locale'], `Tab reaches ${target}`).to.equal(target);
  return active;
}

/** The menu as a language shows it: a group named in its words, a button for every other language. */
function expectMenuIn(locale: Locale): void {
  const ui = getMessages(locale).ui;
  expect(document.documentElement.lang).to.equal(locale);
  expect(document.querySelector('header h1')!.textContent).to.equal(ui.appTitle);
  expect(group().getAttribute('aria-label')).to.equal(ui.language);
  const others = LOCALES.filter((l) => l !== locale);
  expect(buttons().map((b) => b.lang)).to.deep.equal(others);
  expect(buttons().map((b) => b.textContent!.trim())).to.deep.equal(others.map((l) => LANGUAGE_NAMES[l]));
}

describe('the language choice: every language of LOCALES, by keys', function () {
  this.timeout(60000);
  let m: Mounted;
  afterEach(() => unmountApp());

  for (const start of LOCALES) {
    it(`from ${start}: Enter or Space on each other language switches to it, focus stays on the choice; axe`, async () => {
      m = await mountApp({ locale: start });
      await settle(m);
      expectMenuIn(start);
      expect(await axeViolations(document)).to.equal('');
      // Every language once (and back to the first), each by its own button.
      for (const [i, target] of [...LOCALES.filter((l) => l !== start), start].entries()) {
        await tabTo(target);
        await sendKeys({ press: i % 2 === 0 ? 'Enter' : 'Space' });
        await until(() => m.shell.settings.locale === target);
        await settle(m);
        expectMenuIn(target);
        expect(group().contains(document.activeElement), 'focus stays in the language choice').to.equal(true);
        expect(JSON.parse(m.storage.getItem(SETTINGS_KEY)!).locale, 'kept').to.equal(target);
        expect(await axeViolations(document)).to.equal('');
      }
    });
  }

  it('the settings offer every language, each named in itself', async () => {
    m = await mountApp({ locale: LOCALES[0]! });
    m.shell.openDialog('settings');
    await settle(m);
    const form = document.querySelector('settings-form')!;
    await form.updateComplete;
    const select = form.querySelector<HTMLSelectElement>('#set-locale')!;
    expect([...select.options].map((o) => [o.value, o.lang, o.textContent])).to.deep.equal(LOCALES.map((l) => [l, l, LANGUAGE_NAMES[l]]));
    expect(select.value).to.equal(LOCALES[0]);
    expect(await axeViolations(document)).to.equal('');
  });
});
