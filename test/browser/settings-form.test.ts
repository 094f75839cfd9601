/**
 * The settings form and a game's own settings (issue 22, finding 8): the shell's settings name no
 * game; Papillon's (how payments are said, the rounds of the cut) come from its module and are shown
 * while Papillon is open, in its words, and kept under the keys earlier builds wrote, so settings kept
 * before still apply.
 */
import { expect } from 'chai';
import { axeViolations } from './axe.js';
import { mountApp, position, resumeAt, settle, unmountApp, type Mounted } from './app-harness.js';
import { begin } from './trick-harness.js';
import '../../src/games/whist/game.js';
import { SETTINGS_KEY } from '../../src/session/settings.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const POS = position({ hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });

async function openSettings(m: Mounted): Promise<HTMLElement> {
  m.shell.openDialog('settings');
  await settle(m);
  await new Promise((r) => setTimeout(r, 0));
  const form = document.querySelector('settings-form')!;
  await form.updateComplete;
  return form;
}

const labelOf = (form: HTMLElement, id: string) => form.querySelector(`label[for="${id}"]`)?.textContent?.trim();
const stored = (m: Mounted) => JSON.parse(m.storage.getItem(SETTINGS_KEY)!) as Record<string, unknown>;

/** Papillon's own settings in each language: the payments' label and its three choices, the cut's checkbox. */
const PAYMENTS: Readonly<Record<Locale, { readonly label: string; readonly options: readonly string[]; readonly cuts: RegExp }>> = {
  de: { label: 'Zahlungen in den Ansagen', options: ['Jede Zahlung', 'Nur die Summe', 'Nicht ansagen'], cuts: /Abhebens/ },
  en: { label: 'Payments in announcements', options: ['Each payer', 'Total only', 'Not spoken'], cuts: /cut for the first dealer/ },
  pl: { label: 'Płatności w komunikatach', options: ['Każda płatność', 'Tylko suma', 'Nie ogłaszaj'], cuts: /przekładania o pierwszego rozdającego/ },
};

describe("the settings form: a game's own settings while it is open", function () {
  this.timeout(60000);
  afterEach(() => unmountApp());

  it('no game open, or another game: no field of Papillon', async () => {
    const m = await mountApp({ locale: 'en' });
    let form = await openSettings(m);
    expect(form.querySelector('#set-pack')).to.not.equal(null);
    expect(form.querySelector('#set-payments')).to.equal(null);
    expect(form.textContent).to.not.contain('cut for the first dealer');
    m.shell.closeDialog();
    await begin(m, 'whist', '3', { options: {}, seats: ['Me', 'Anna', 'Ben', 'Clara'].map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'easy' })) });
    form = await openSettings(m);
    expect(form.querySelector('#set-payments')).to.equal(null);
    expect(form.textContent).to.not.contain('cut for the first dealer');
  });

  for (const locale of LOCALES) {
    it(`Papillon open: its fields in its words, after the card settings, with the values kept before; axe (${locale})`, async () => {
      // As an earlier build kept them: Papillon's keys among the shell's, in one record.
      const m = await mountApp({ locale, payments: 'total', speakCuts: false });
      await resumeAt(m, POS);
      const form = await openSettings(m);
      const select = form.querySelector<HTMLSelectElement>('#set-payments')!;
      expect(select.value).to.equal('total');
      expect([...select.options].map((o) => o.value)).to.deep.equal(['each', 'total', 'off']);
      expect(labelOf(form, 'set-payments')).to.equal(PAYMENTS[locale].label);
      expect([...select.options].map((o) => o.textContent)).to.deep.equal(PAYMENTS[locale].options);
      const cuts = [...form.querySelectorAll<HTMLLabelElement>('label.choice')].find((l) => PAYMENTS[locale].cuts.test(l.textContent ?? ''))!;
      expect(cuts.querySelector('input')!.checked).to.equal(false);
      // Where they were: after the pack, before the thinking time.
      const ids = [...form.querySelectorAll('select')].map((s) => s.id);
      expect(ids.slice(ids.indexOf('set-pack'), ids.indexOf('set-pack') + 3)).to.deep.equal(['set-pack', 'set-payments', 'set-thinking']);
      expect(m.controller.ctx.payments).to.equal('total');
      expect(m.controller.ctx.speakCuts).to.equal(false);
      expect(await axeViolations(document)).to.equal('');
    });
  }

  it('a change is kept under the same key, and Papillon says it so at once', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, POS);
    // Not set yet: the defaults of earlier builds.
    expect(m.controller.ctx.payments).to.equal('each');
    expect(m.controller.ctx.speakCuts).to.equal(true);
    const form = await openSettings(m);
    const select = form.querySelector<HTMLSelectElement>('#set-payments')!;
    expect(select.value).to.equal('each');
    select.value = 'off';
    select.dispatchEvent(new Event('change'));
    const cuts = [...form.querySelectorAll<HTMLLabelElement>('label.choice')].find((l) => /cut for the first dealer/.test(l.textContent ?? ''))!.querySelector('input')!;
    expect(cuts.checked).to.equal(true);
    cuts.click();
    await settle(m);
    expect(stored(m)['payments']).to.equal('off');
    expect(stored(m)['speakCuts']).to.equal(false);
    expect(m.controller.ctx.payments).to.equal('off');
    expect(m.controller.ctx.speakCuts).to.equal(false);
  });

  it('a kept value Papillon does not take gives its default', async () => {
    const m = await mountApp({ locale: 'en', payments: 'loud', speakCuts: 'yes' });
    await resumeAt(m, POS);
    expect(m.controller.ctx.payments).to.equal('each');
    expect(m.controller.ctx.speakCuts).to.equal(true);
    const form = await openSettings(m);
    expect(form.querySelector<HTMLSelectElement>('#set-payments')!.value).to.equal('each');
  });
});
