/**
 * At 320 px (a phone, or 400 % zoom) nothing scrolls sideways, in every game, and the players' table
 * breaks between words, not inside them (issue 10, point 18).
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { mountPatience, startPatience, psettle } from './patience-harness.js';
import { mountApp, position, resumeAt, unmountApp } from './app-harness.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';
import { LOCALES } from '../../src/i18n/locale.js';

const wide = () =>
  Array.from(document.querySelectorAll<HTMLElement>('app-shell *'))
    .filter((el) => el.getBoundingClientRect().right > 321 && !el.closest('.visually-hidden, dialog:not([open])'))
    .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);

describe('Reflow at 320 px in every game (issue 10, point 18)', () => {
  before(() => setViewport({ width: 320, height: 640 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => unmountApp());

  for (const id of PATIENCE_IDS) {
    for (const locale of LOCALES) {
      it(`${id} (${locale}): nothing wider than the screen`, async () => {
        const m = await mountPatience({ locale });
        await startPatience(m, id, '6');
        await psettle(m);
        expect(wide().slice(0, 6)).to.deep.equal([]);
        expect(document.documentElement.scrollWidth).to.be.at.most(320);
      });
    }
  }

  it("the players' table breaks between words, never inside one (de, en)", async () => {
    for (const locale of LOCALES) {
      const m = await mountApp({ locale });
      await resumeAt(m, position({ hand: ['9S', '5S', 'QH'], table: ['9H', 'KD', '3C', '7H'], players: 4 }));
      for (const cell of document.querySelectorAll<HTMLElement>('[data-zone="status"] th, [data-zone="status"] td')) {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        const s = text.textContent ?? '';
        for (const match of s.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index!);
          range.setEnd(text, match.index! + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          expect(lines.size, `"${match[0]}" in "${s}"`).to.equal(1);
        }
      }
      unmountApp();
    }
  });
});
