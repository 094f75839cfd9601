import '../../src/i18n/all.js';
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { getMessages, type Locale } from '../../src/i18n/index.js';
import { installStyles } from '../../src/app/styles.js';
import { papillonOptionsFrom, papillonSetupForm } from '../../src/games/papillon/setup.js';
import { papillonMessages } from '../../src/games/papillon/texts.js';
import '../../src/components/setup-form.js';
import type { SetupForm, SetupInvalidDetail } from '../../src/components/setup-form.js';
import { axeViolations } from './axe.js';
import { LOCALES } from '../../src/i18n/locale.js';

const active = () => document.activeElement as HTMLElement;

async function tabTo(predicate: (el: HTMLElement) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (predicate(active())) return;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`focus never reached the wanted element (at ${active().outerHTML.slice(0, 80)})`);
}

let styled = false;
interface Mounted {
  form: SetupForm;
  starts: FormData[];
  backs: number;
  invalid: SetupInvalidDetail[];
}

async function mount(locale: Locale): Promise<Mounted> {
  unmount();
  if (!styled) {
    installStyles(document);
    styled = true;
  }
  document.documentElement.lang = locale;
  const form = document.createElement('setup-form');
  form.groups = papillonSetupForm(papillonMessages(locale));
  form.messages = getMessages(locale);
  form.pace = 'normal';
  form.canGoBack = true;
  const m: Mounted = { form, starts: [], backs: 0, invalid: [] };
  form.addEventListener('setup-start', (e) => m.starts.push((e as CustomEvent<{ values: FormData }>).detail.values));
  form.addEventListener('setup-back', () => m.backs++);
  form.addEventListener('setup-invalid', (e) => m.invalid.push((e as CustomEvent<SetupInvalidDetail>).detail));
  const main = document.createElement('main');
  main.append(form);
  document.body.append(main);
  await form.updateComplete;
  return m;
}

function unmount(): void {
  document.querySelectorAll('main').forEach((e) => e.remove());
}

const legends = (form: Element) => [...form.querySelectorAll(':scope form > fieldset > legend')].map((l) => l.textContent?.trim());

describe('<setup-form>: a game\'s new-game form from its field list (issue 9)', () => {
  afterEach(() => unmount());

  it("renders Papillon's groups, the shell's pace and seed last, every control labelled and described; the heading has focus", async () => {
    const { form } = await mount('en');
    const ui = getMessages('en').ui;
    const pm = papillonMessages('en').ui;
    expect(legends(form)).to.deep.equal([pm.numberOfPlayers, pm.seats, pm.rules, pm.stakes, ui.paceAndSeed]);
    expect(active().tagName).to.equal('H2');
    expect(active().textContent).to.equal(ui.newGame);
    expect(form.querySelectorAll('input[name="players"]')).to.have.length(2);
    expect(form.querySelectorAll('input[name="mySeat"]')).to.have.length(3);
    expect(form.querySelector('label[for="tours"]')!.textContent).to.equal(pm.tours);
    expect(form.querySelector('label[for="startingCounters"]')!.textContent).to.equal(pm.startingCounters);
    expect(form.querySelector('label[for="seed"]')!.textContent).to.equal(ui.seed);
    expect(form.querySelector<HTMLSelectElement>('#pace')!.value).to.equal('normal');
    expect(form.querySelector<HTMLSelectElement>('#level-1')!.value).to.equal('normal');
    expect(form.querySelector('#level-0')).to.equal(null, 'seat 1 is the player');
    // Each variant and each preset has its description tied to it.
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="variants"]')];
    expect(boxes).to.have.length(11);
    for (const box of [...boxes, ...form.querySelectorAll<HTMLInputElement>('input[name="preset"]')]) {
      const described = document.getElementById(box.getAttribute('aria-describedby')!);
      expect(described?.textContent?.length, box.value).to.be.greaterThan(10);
    }
    expect(document.getElementById(form.querySelector('#seed')!.getAttribute('aria-describedby')!)!.textContent).to.equal(ui.seedHint);
    // The seat order help describes the seat choice.
    const seatGroup = form.querySelector('input[name="mySeat"]')!.closest('fieldset')!;
    expect(document.getElementById(seatGroup.getAttribute('aria-describedby')!)!.textContent).to.equal(pm.seatOrderHelp);
  });

  it('reflows at 320 px (400 % zoom): no horizontal scrolling, targets at least 24 px', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      for (const locale of LOCALES) {
        const { form } = await mount(locale);
        const wide = [...form.querySelectorAll<HTMLElement>('*')]
          .filter((el) => el.getBoundingClientRect().right > 321)
          .map((el) => `${el.tagName}#${el.id}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
        expect(wide.slice(0, 8)).to.deep.equal([]);
        expect(document.documentElement.scrollWidth).to.be.at.most(320);
        for (const el of form.querySelectorAll<HTMLElement>('button, select, input[type="text"], input[type="number"]')) {
          const r = el.getBoundingClientRect();
          expect(r.height, el.outerHTML.slice(0, 60)).to.be.at.least(24);
        }
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('changing the number of players re-renders the seats', async () => {
    const { form } = await mount('en');
    await tabTo((el) => el.getAttribute('name') === 'players');
    await sendKeys({ press: 'ArrowRight' });
    await form.updateComplete;
    expect(form.querySelectorAll('input[name="mySeat"]')).to.have.length(4);
    expect(form.querySelector<HTMLInputElement>('#name-3')!.value).to.equal('Clara');
    await sendKeys({ press: 'ArrowLeft' });
    await form.updateComplete;
    expect(form.querySelectorAll('input[name="mySeat"]')).to.have.length(3);
    expect(form.querySelector('#name-3')).to.equal(null);
  });

  it('submitted untouched, it gives the options and seats of the old form', async () => {
    const m = await mount('de');
    await tabTo((el) => el.getAttribute('type') === 'submit');
    await sendKeys({ press: 'Enter' });
    expect(m.starts).to.have.length(1);
    const values = m.starts[0]!;
    expect(papillonOptionsFrom(values, papillonMessages('de'))).to.deep.equal({
      options: {
        options: { players: 3, preset: 'braillespiel', variants: [], ante: 1, tours: 2, startingCounters: 50 },
        seats: [
          { name: 'Du', kind: 'human', level: 'normal' },
          { name: 'Anna', kind: 'computer', level: 'normal' },
          { name: 'Ben', kind: 'computer', level: 'normal' },
        ],
      },
      problems: [],
    });
    expect(values.get('pace')).to.equal('normal');
    expect(values.get('seed')).to.equal('');
  });

  it('filled in and sent with the keyboard alone, it gives what the old form gave for the same choices', async () => {
    const m = await mount('en');
    const { form } = m;
    // 4 players, my seat is seat 2.
    await tabTo((el) => el.getAttribute('name') === 'players');
    await sendKeys({ press: 'ArrowRight' });
    await tabTo((el) => el.getAttribute('name') === 'mySeat');
    await sendKeys({ press: 'ArrowRight' });
    await form.updateComplete;
    expect(form.querySelector<HTMLInputElement>('#name-1')!.value).to.equal('You');
    // Seat 1: a strong computer called Zoe; my name stays "You"; seat 4 easy.
    await tabTo((el) => el.id === 'name-0');
    await sendKeys({ press: 'End' });
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'Zoe' });
    await tabTo((el) => el.id === 'level-0');
    await sendKeys({ press: 'ArrowDown' });
    await tabTo((el) => el.id === 'level-3');
    await sendKeys({ press: 'ArrowUp' });
    // Philidor's rules and variant V-P-7.
    await tabTo((el) => el.getAttribute('name') === 'preset');
    await sendKeys({ press: 'ArrowDown' });
    await tabTo((el) => el.getAttribute('value') === 'V-P-7');
    await sendKeys({ press: 'Space' });
    // Ante 2, three tours, slow pace, a seed.
    await tabTo((el) => el.getAttribute('name') === 'ante');
    await sendKeys({ press: 'ArrowRight' });
    await tabTo((el) => el.id === 'tours');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '3' });
    await tabTo((el) => el.id === 'pace');
    await sendKeys({ press: 'ArrowDown' });
    await tabTo((el) => el.id === 'seed');
    await sendKeys({ type: 'kb-seed' });
    await sendKeys({ press: 'Enter' });
    expect(m.invalid).to.deep.equal([]);
    expect(m.starts).to.have.length(1);
    const values = m.starts[0]!;
    expect(papillonOptionsFrom(values, papillonMessages('en'))).to.deep.equal({
      options: {
        options: { players: 4, preset: 'philidor-1756', variants: ['V-P-7'], ante: 2, tours: 3, startingCounters: 50 },
        seats: [
          { name: 'Zoe', kind: 'computer', level: 'strong' },
          { name: 'You', kind: 'human', level: 'normal' },
          { name: 'Ben', kind: 'computer', level: 'normal' },
          { name: 'Clara', kind: 'computer', level: 'easy' },
        ],
      },
      problems: [],
    });
    expect(values.get('pace')).to.equal('slow');
    expect(values.get('seed')).to.equal('kb-seed');
  });

  it('"Back to the game list" is a keyboard-reachable button that asks to go back', async () => {
    const m = await mount('de');
    await tabTo((el) => el.textContent?.trim() === 'Zurück zur Spieleliste');
    expect((active() as HTMLButtonElement).type).to.equal('button');
    await sendKeys({ press: 'Enter' });
    expect(m.backs).to.equal(1);
    expect(m.starts).to.have.length(0);
  });

  for (const locale of LOCALES) {
    it(`axe finds nothing, untouched and with errors shown (${locale})`, async () => {
      const { form } = await mount(locale);
      expect(await axeViolations(form)).to.equal('');
      form.querySelector<HTMLInputElement>('#tours')!.value = '0';
      form.querySelector<HTMLInputElement>('#seed')!.value = 'a b';
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await form.updateComplete;
      expect(form.querySelectorAll('[aria-invalid="true"]').length).to.be.greaterThan(0);
      form.problems = [{ param: 'level-1', value: 'genius', allowed: 'easy, normal, strong' }, { param: 'preset', value: 'vienna', allowed: 'braillespiel, philidor-1756' }];
      await form.updateComplete;
      expect(await axeViolations(form)).to.equal('');
    });
  }

  it('bad values are refused with clear messages at the field, focus goes there, and the shell is told what to say', async () => {
    const m = await mount('en');
    const { form } = m;
    const pm = papillonMessages('en').ui;
    await tabTo((el) => el.id === 'tours');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '25' });
    await tabTo((el) => el.id === 'seed');
    await sendKeys({ type: 'a b' });
    await sendKeys({ press: 'Enter' });
    await form.updateComplete;
    expect(m.starts).to.have.length(0, 'nothing starts');
    expect(m.invalid).to.have.length(1);
    expect(m.invalid[0]!.problems.map((p) => p.param)).to.deep.equal(['tours', 'seed']);
    expect(m.invalid[0]!.text).to.include(pm.tours).and.include('25').and.include('1–20');
    // Focus on the first refused field, which says why.
    expect(active().id).to.equal('tours');
    expect(active().getAttribute('aria-invalid')).to.equal('true');
    const why = active()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
      .join(' ');
    expect(why).to.include('25').and.include('1–20');
    const seed = form.querySelector<HTMLInputElement>('#seed')!;
    expect(seed.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById('seed-error')!.textContent).to.include('a b');
    // Mended, it starts; the errors are gone.
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '4' });
    await tabTo((el) => el.id === 'seed');
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'ab' });
    await sendKeys({ press: 'Enter' });
    await form.updateComplete;
    expect(m.starts).to.have.length(1);
    expect(form.querySelectorAll('[aria-invalid="true"]')).to.have.length(0);
    expect(papillonOptionsFrom(m.starts[0]!, papillonMessages('en')).options?.options.tours).to.equal(4);
  });

  it("what the game refuses (its optionsFrom) is shown at the field and focused", async () => {
    const m = await mount('en');
    const { form } = m;
    const values = new FormData(form.querySelector('form')!);
    values.set('level-1', 'genius');
    const r = papillonOptionsFrom(values, papillonMessages('en'));
    expect(r.options).to.equal(null);
    form.problems = r.problems;
    await form.updateComplete;
    expect(active().id).to.equal('level-1');
    expect(active().getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById('level-1-error')!.textContent).to.include('genius').and.include('easy, normal, strong');
    // The shell refused them and says so itself: no second announcement from the form.
    expect(m.invalid).to.deep.equal([]);
  });
});
