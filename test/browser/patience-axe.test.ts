import { expect } from 'chai';
import { axeViolations } from './axe.js';
import { GAMES as REGISTRY } from '../../src/games/registry.js';
import { unmountApp } from './app-harness.js';
import { mountPatience, psettle, startPatience, type PMounted } from './patience-harness.js';
import { PATIENCE_IDS, type PatienceId, type PatienceOptions } from '../../src/games/patience/index.js';
import { LOCALES } from '../../src/i18n/locale.js';

const GAMES: [PatienceId, PatienceOptions][] = [...PATIENCE_IDS.map((id) => [id, {}] as [PatienceId, PatienceOptions]), ['stern', { variants: ['V-STE-1'] }]];

describe('Patience layouts: axe finds nothing (de, en)', () => {
  let m: PMounted;
  afterEach(() => unmountApp());

  for (const locale of LOCALES) {
    it(`the game chooser (${locale})`, async () => {
      m = await mountPatience({ locale });
      expect(document.querySelectorAll('game-chooser [data-item]')).to.have.length(REGISTRY.length);
      expect(await axeViolations(document)).to.equal('');
    });

    for (const [id, options] of GAMES) {
      it(`${id}${options.variants ? ' ' + options.variants.join() : ''} (${locale}): at the start, with the list of moves open, after stepping, and at the end`, async () => {
        m = await mountPatience({ locale });
        await startPatience(m, id, '7', options);
        expect(document.querySelector('[data-zone="piles"] [role="listbox"]')).to.not.equal(null);
        expect(await axeViolations(document)).to.equal('', 'start');
        if (m.patience.interactive) {
          m.patience.listMoves();
          await psettle(m);
          expect(document.querySelector('[data-zone="choices"]')).to.not.equal(null);
          expect(await axeViolations(document)).to.equal('', 'moves list');
          m.patience.closeChoices();
        }
        for (let i = 0; i < 5; i++) m.patience.step();
        await psettle(m);
        expect(await axeViolations(document)).to.equal('', 'after steps');
        if (!m.patience.interactive) {
          await m.patience.runToEnd();
          await psettle(m);
          expect(m.patience.over).to.equal(true);
          expect(await axeViolations(document)).to.equal('', 'at the end');
        }
      });
    }
  }
});
