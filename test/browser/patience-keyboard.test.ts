import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { shown, unmountApp } from './app-harness.js';
import { active, logTexts, mountPatience, places, psettle, startPatience, until, type PMounted } from './patience-harness.js';
import { legalMoves, type PatienceId, type PatienceOptions } from '../../src/games/patience/index.js';
import { moveEnds } from '../../src/games/patience/places.js';
import { type Locale } from '../../src/i18n/locale.js';

/** Focuses the place with `key` by arrow keys from the first place. */
async function walkTo(m: PMounted, key: string): Promise<void> {
  const keys = places().map((p) => p.dataset['key']);
  const i = keys.indexOf(key);
  expect(i, key).to.be.at.least(0);
  places()[0]!.focus();
  await sendKeys({ press: 'Home' });
  for (let k = 0; k < i; k++) await sendKeys({ press: 'ArrowRight' });
  await psettle(m);
  expect(active()!.dataset['key']).to.equal(key);
}

describe('Patience tables from the keyboard (de, en)', () => {
  let m: PMounted;
  afterEach(() => unmountApp());

  it('the game chooser: arrows move between games, R reads the rules, Enter starts the game (en)', async () => {
    m = await mountPatience({ locale: 'en' });
    const buttons = () => Array.from(document.querySelectorAll<HTMLElement>('game-chooser [data-item]'));
    expect(buttons().map((b) => b.dataset['key'])).to.deep.equal(['papillon', 'hundertspiel', 'casino', 'whist', 'piquet', 'ombre', 'boston', 'tarok', 'chess', 'doppelhausen', 'elf', 'halber-mond', 'napoleon', 'reihe', 'stern', 'unterstecken']);
    buttons()[0]!.focus();
    for (let i = 0; i < 10; i++) await sendKeys({ press: 'ArrowDown' });
    expect(active()!.dataset['key']).to.equal('elf');
    expect(active()!.textContent).to.match(/Play Die Elf/);
    await sendKeys({ press: 'r' });
    await psettle(m);
    const dlg = document.querySelector<HTMLDialogElement>('dialog[data-dialog="rules"]')!;
    expect(dlg.open).to.equal(true);
    expect(dlg.textContent).to.match(/Die Elf \(Eleven\)/);
    await sendKeys({ press: 'Escape' });
    expect(active()!.dataset['key'], 'focus goes back before the dialog goes').to.equal('elf');
    await until(() => !shown(dlg), m);
    await psettle(m);
    expect(active()!.dataset['key']).to.equal('elf');
    await sendKeys({ press: 'Enter' });
    await until(() => m.patience.state !== null, m); // the engines load on demand
    await psettle(m);
    expect(m.patience.game).to.equal('elf');
    expect(active()!.closest('[data-zone]')!.getAttribute('data-zone')).to.equal('piles');
    expect(logTexts(m)[0]).to.match(/^Die Elf, deal \d+\. Watch and step/);
  });

  it('Spielauswahl auf Deutsch: Papillon öffnet das Formular für eine neue Partie', async () => {
    m = await mountPatience({ locale: 'de' });
    const first = document.querySelector<HTMLElement>('game-chooser [data-item]')!;
    expect(first.textContent).to.match(/Papillon spielen/);
    first.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => document.querySelector('setup-form') !== null, m);
    expect(document.querySelector('setup-form')).to.not.equal(null);
  });

  it('walking the half moon and reading a heap; Shift+F1 gives its rules (en)', async () => {
    m = await mountPatience({ locale: 'en' });
    await startPatience(m, 'halber-mond', '5');
    const ps = places();
    expect(ps.filter((p) => p.dataset['key']!.startsWith('heap-'))).to.have.length(13);
    expect(ps.filter((p) => p.dataset['key']!.startsWith('found-'))).to.have.length(8);
    expect(active()).to.equal(ps[0]);
    expect(ps[0]!.textContent).to.match(/Heap 1: \w+ of \w+, 7 cards below/);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(active()!.dataset['key']).to.equal('heap-4');
    await sendKeys({ press: 'i' });
    expect(m.announcer.lastAnnouncement).to.match(/^Heap 4, 8 cards, from the top: /);
    await sendKeys({ press: 'f' });
    expect(m.announcer.lastAnnouncement).to.match(/^Foundations, 0 cards: clubs down from king: empty/);
    await sendKeys({ press: 's' });
    expect(m.announcer.lastAnnouncement).to.match(/Stage 1 of 6, 13 heaps/);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'F1' });
    await sendKeys({ up: 'Shift' });
    await psettle(m);
    expect(document.querySelector<HTMLDialogElement>('dialog[data-dialog="rules"]')!.textContent).to.match(/Der halbe Mond \(the half moon\)/);
  });

  for (const [id, locale, seed, options] of [
    ['halber-mond', 'en', '5', {}],
    ['halber-mond', 'de', '11', {}],
    ['doppelhausen', 'de', '3', {}],
    ['stern', 'en', '2', {}],
  ] as [PatienceId, Locale, string, PatienceOptions][]) {
    it(`${id} (${locale}): a move by source → target keys, one by the numbered list, undo and redo`, async () => {
      m = await mountPatience({ locale });
      await startPatience(m, id, seed, options);
      const p = m.patience;
      // Advance forced moves (draws, turns) until the player has a move with a target.
      for (let i = 0; i < 200 && !legalMoves(p.state!).some((mv) => moveEnds(mv, id).target !== null); i++) p.step();
      await psettle(m);
      const mv = legalMoves(p.state!).find((x) => moveEnds(x, id).target !== null)!;
      expect(mv, 'a move with a target').to.not.equal(undefined);
      const ends = moveEnds(mv, id);
      const before = p.state;
      const done = p.done.length;
      if (mv.type === 'corner') {
        // The card just turned: Enter on the empty corner puts it there.
        await walkTo(m, ends.target!);
        await sendKeys({ press: 'Enter' });
      } else {
        await walkTo(m, ends.sources[0]!);
        await sendKeys({ press: 'Enter' });
        await psettle(m);
        expect(p.selection).to.equal(ends.sources[0]);
        expect(active()!.getAttribute('aria-selected')).to.equal('true');
        await walkTo(m, ends.target!);
        await sendKeys({ press: 'Enter' });
      }
      await psettle(m);
      expect(p.done.length).to.equal(done + 1);
      expect(p.state).to.not.equal(before);
      expect(active()!.closest('[data-zone]')).to.not.equal(null, 'focus stays in the game');
      const afterMove = p.state;
      // Undo and redo by keys.
      await sendKeys({ press: 'u' });
      await psettle(m);
      expect(p.state).to.equal(before);
      expect(m.announcer.lastAnnouncement).to.match(locale === 'de' ? /^Zurückgenommen: / : /^Undone: /);
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'U' });
      await sendKeys({ up: 'Shift' });
      await psettle(m);
      expect(p.done.length).to.equal(done + 1);
      expect(JSON.stringify(p.state)).to.equal(JSON.stringify(afterMove));
      // The numbered list: M, then 1.
      if (!p.over) {
        for (let i = 0; i < 200 && legalMoves(p.state!).length < 2 && !p.over; i++) p.step();
        await psettle(m);
        const n = p.done.length;
        await sendKeys({ press: 'm' });
        await psettle(m);
        const options = Array.from(document.querySelectorAll<HTMLElement>('[data-zone="choices"] [role="option"]'));
        expect(options.length).to.be.at.least(2);
        expect(active()).to.equal(options[0]);
        expect(options[0]!.textContent!.trim()).to.match(/^1\. /);
        await sendKeys({ press: '1' });
        await psettle(m);
        expect(p.done.length).to.equal(n + 1);
        expect(document.querySelector('[data-zone="choices"]')).to.equal(null);
        expect(active()!.closest('[data-zone]')!.getAttribute('data-zone')).to.equal('piles');
      }
    });
  }

  for (const [id, locale, options] of [
    ['elf', 'en', {}],
    ['napoleon', 'de', {}],
    ['reihe', 'en', {}],
    ['unterstecken', 'de', {}],
    ['stern', 'en', { variants: ['V-STE-1'] }],
  ] as [PatienceId, Locale, PatienceOptions][]) {
    it(`${id} (${locale}): N steps one forced move, A runs to the end and the outcome is announced`, async () => {
      m = await mountPatience({ locale, pace: 'instant' });
      await startPatience(m, id, '4', options);
      expect(m.patience.mode).to.equal('watch-and-step');
      const n0 = logTexts(m).length;
      await sendKeys({ press: 'n' });
      await psettle(m);
      expect(m.patience.done.length).to.equal(1);
      expect(logTexts(m).length).to.equal(n0 + 1);
      await sendKeys({ press: 'a' });
      await until(() => m.patience.over && !m.patience.running, m);
      const last = logTexts(m)[logTexts(m).length - 1]!;
      expect(last).to.match(locale === 'de' ? /(ist aufgegangen|ist nicht aufgegangen)/ : /is (won|lost)/);
      expect(m.announcer.log[m.announcer.log.length - 1]!.kind).to.equal('event');
      // The statistics count the deal once.
      const stats = m.patience.stats[id]!;
      expect(stats.played).to.equal(1);
      expect(document.querySelector('[data-zone="status"]')!.textContent).to.match(locale === 'de' ? /1 Spiel gespielt/ : /1 game played/);
      expect(active()).to.not.equal(document.body);
    });
  }

  it('the command line: "zug", "4 auf 7"-style moves and "rückgängig" (de)', async () => {
    m = await mountPatience({ locale: 'de' });
    await startPatience(m, 'halber-mond', '5');
    const p = m.patience;
    const mv = legalMoves(p.state!).find((x) => x.type === 'toPile' || x.type === 'toFoundation')!;
    const input = document.querySelector<HTMLInputElement>('#cmd-input')!;
    input.focus();
    const text = mv.type === 'toPile' ? `${mv.from} auf ${mv.to}` : mv.type === 'toFoundation' ? `${mv.pile} auf ablage` : '';
    await sendKeys({ type: text });
    await sendKeys({ press: 'Enter' });
    await psettle(m);
    expect(p.done.length).to.equal(1);
    expect(active()).to.equal(input);
    await sendKeys({ type: 'rückgängig' });
    await sendKeys({ press: 'Enter' });
    await psettle(m);
    expect(p.done.length).to.equal(0);
    expect(m.announcer.lastAnnouncement).to.match(/^Zurückgenommen: /);
    await sendKeys({ type: 'ablagen' });
    await sendKeys({ press: 'Enter' });
    expect(m.announcer.lastAnnouncement).to.match(/^Ablagen, 0 Karten/);
  });

  it('F6 moves between zones and F1 lists the patience keys', async () => {
    m = await mountPatience({ locale: 'en' });
    await startPatience(m, 'doppelhausen', '3');
    await sendKeys({ press: 'F6' });
    expect(active()!.closest('[data-zone]')!.getAttribute('data-zone')).to.not.equal('piles');
    places()[0]!.focus();
    await sendKeys({ press: 'F1' });
    await psettle(m);
    const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
    expect(help.open).to.equal(true);
    expect(help.textContent).to.match(/Take back the last move/);
    expect(help.textContent).to.not.match(/Read your hand/);
  });
});
