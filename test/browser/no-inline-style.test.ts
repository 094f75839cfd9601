/**
 * The app's CSP (index.html: style-src 'self') blocks style attributes: every table must lay itself
 * out through classes and the constructed style sheets (issue 10, point 17). Checked on every
 * patience layout and on Papillon's table.
 */
import { expect } from 'chai';
import { mountPatience, startPatience, psettle } from './patience-harness.js';
import { unmountApp, seats, settle } from './app-harness.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';

describe('no inline style (the real CSP allows none)', () => {
  afterEach(() => unmountApp());

  for (const id of PATIENCE_IDS) {
    it(`${id}: the table has no style attribute`, async () => {
      const m = await mountPatience({ locale: 'en' });
      await startPatience(m, id, '3');
      await psettle(m);
      expect(document.querySelectorAll('[data-zone="piles"] [role="option"]').length).to.be.greaterThan(0);
      const styled = [...document.querySelectorAll('app-shell [style]')].map((e) => e.outerHTML.slice(0, 80));
      expect(styled).to.deep.equal([]);
    });
  }

  it('the half moon still lifts its middle heaps (by class)', async () => {
    const m = await mountPatience({ locale: 'en' });
    await startPatience(m, 'halber-mond', '3');
    const lifts = [...document.querySelectorAll<HTMLElement>('.place-group.moon .place')].map((e) => [...e.classList].find((c) => c.startsWith('lift-')));
    expect(lifts.length).to.equal(13);
    expect(lifts[0]).to.equal('lift-0');
    expect(lifts[6]).to.equal('lift-10');
  });

  it("Papillon's table has no style attribute", async () => {
    const m = await mountPatience({ locale: 'en' });
    await m.controller.startGame({ options: { players: 3 }, seed: 'csp', seats: seats(3) });
    await settle(m);
    expect(document.querySelector('[data-zone="hand"]')).to.not.equal(null);
    expect([...document.querySelectorAll('app-shell [style]')].map((e) => e.outerHTML.slice(0, 80))).to.deep.equal([]);
  });
});
