/**
 * At 320 px nothing scrolls sideways while a patience is played, not only at its deal (issue 27: Die
 * Reihe overflowed at 320 px during play): every patience played by its first legal moves, the width
 * checked after each.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { mountPatience, startPatience, psettle } from './patience-harness.js';
import { unmountApp } from './app-harness.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';
import { LOCALES } from '../../src/i18n/locale.js';

const wide = () =>
  Array.from(document.querySelectorAll<HTMLElement>('app-shell *'))
    .filter((el) => el.getBoundingClientRect().right > 321 && !el.closest('.visually-hidden, dialog:not([open])'))
    .map((el) => `${el.tagName}.${el.className}[${el.dataset['key'] ?? ''}] ${Math.round(el.getBoundingClientRect().right)}`);

describe('Reflow at 320 px while a patience is played (issue 27)', function () {
  this.timeout(120000);
  before(() => setViewport({ width: 320, height: 640 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => unmountApp());

  for (const id of PATIENCE_IDS) {
    for (const locale of LOCALES) {
      it(`${id} (${locale}): nothing wider than the screen after any of the first 60 moves`, async () => {
        const m = await mountPatience({ locale });
        await startPatience(m, id, '6');
        await psettle(m);
        for (let i = 0; i < 60 && !m.patience.over; i++) {
          const legal = m.patience.legal;
          if (!legal.length) break;
          m.patience.play(legal[i % legal.length]!);
          await psettle(m);
          expect(wide().slice(0, 4), `after move ${i + 1}`).to.deep.equal([]);
          expect(document.documentElement.scrollWidth, `after move ${i + 1}`).to.be.at.most(320);
        }
      });
    }
  }
});
