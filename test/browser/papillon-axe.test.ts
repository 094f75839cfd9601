import { expect } from 'chai';
import { axeViolations } from './axe.js';
import { mountApp, position, resumeAt, seats, settle, unmountApp, type Mounted } from './app-harness.js';
import { fromPosition } from '../../src/games/papillon/index.js';
import { LOCALES } from '../../src/i18n/locale.js';

const EX_P_1 = position({ hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });

/**
 * The states the player meets that a deal played by keys does not pass through; axe must find nothing
 * in any of them (issue 3). My turn, a choice list, the forced lay-down's confirmation, the end of a
 * deal and F1 are the shared suite's (seat-games.test.ts: a whole deal of every seat game).
 */
const STATES: Record<string, (m: Mounted) => Promise<void>> = {
  'new-game dialog': async () => {},
  "opponent's turn": async (m) => {
    m.controller.updateSettings({ pace: 'slow' });
    const pos = { ...EX_P_1, toMove: 1 };
    await m.controller.resumeGame({ config: { options: pos.options, seed: 't', seats: seats(3) }, state: fromPosition(pos, 't'), steps: [], log: [] });
    await m.app.updateComplete;
    await m.app.querySelector('game-table')!.updateComplete;
    expect(m.controller.session!.state.toMove).to.equal(1);
  },
  'end of session': async (m) => {
    await resumeAt(m, { ...position({ hand: [], table: [] }), hands: [[], [], []], phase: 'sessionOver', toMove: null, dealsPlayed: 3 });
  },
  rules: async (m) => {
    await resumeAt(m, EX_P_1);
    m.controller.openDialog('rules');
    await settle(m);
  },
  settings: async (m) => {
    await resumeAt(m, EX_P_1);
    m.controller.openDialog('settings');
    await settle(m);
  },
};

describe('axe-core finds no violation in any state, in both languages', () => {
  afterEach(() => unmountApp());
  for (const locale of LOCALES) {
    for (const [name, reach] of Object.entries(STATES)) {
      it(`${name} (${locale})`, async () => {
        const m = await mountApp({ locale });
        await reach(m);
        await m.app.updateComplete;
        expect(document.documentElement.lang).to.equal(locale);
        expect(await axeViolations(document)).to.equal('');
      });
    }
  }

  it('a broken page is caught (the check can fail)', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    document.querySelector('[data-zone="hand"] [role="option"]')!.removeAttribute('aria-selected');
    document.querySelector('[data-zone="hand"] [role="option"] .visually-hidden')!.textContent = '';
    expect(await axeViolations(document)).to.not.equal('');
  });
});
