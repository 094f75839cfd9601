import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { mountApp, position, resumeAt, seats, settle, unmountApp, type Mounted } from './app-harness.js';
import { fromPosition } from '../../src/games/papillon/index.js';
import { LOCALES } from '../../src/i18n/locale.js';

const EX_P_1 = position({ hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });
const EX_P_4 = position({ hand: ['3S', 'AH', 'QD'], table: ['KC', '9D'] });

/** Every state the player meets; axe must find nothing in any of them (issue 3). */
const STATES: Record<string, (m: Mounted) => Promise<void>> = {
  'new-game dialog': async () => {},
  'my turn': async (m) => resumeAt(m, EX_P_1),
  'choice list open': async (m) => {
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await settle(m);
    expect(document.querySelector('[data-zone="choices"]')).to.not.equal(null);
  },
  "opponent's turn": async (m) => {
    m.controller.updateSettings({ pace: 'slow' });
    const pos = { ...EX_P_1, toMove: 1 };
    await m.controller.resumeGame({ config: { options: pos.options, seed: 't', seats: seats(3) }, state: fromPosition(pos, 't'), steps: [], log: [] });
    await m.app.updateComplete;
    await m.app.querySelector('game-table')!.updateComplete;
    expect(m.controller.session!.state.toMove).to.equal(1);
  },
  'forced lay-down confirmation': async (m) => {
    await resumeAt(m, EX_P_4);
    await sendKeys({ press: 'a' });
    await settle(m);
    expect(document.querySelector<HTMLDialogElement>('dialog[data-kind="confirm"]')!.open).to.equal(true);
  },
  'end of deal': async (m) => {
    await resumeAt(m, { ...position({ hand: [], table: [] }), hands: [[], [], []], piles: [['AC', '2C'], ['3C'], []], phase: 'dealOver', toMove: null, dealsPlayed: 1 });
  },
  'end of session': async (m) => {
    await resumeAt(m, { ...position({ hand: [], table: [] }), hands: [[], [], []], phase: 'sessionOver', toMove: null, dealsPlayed: 3 });
  },
  help: async (m) => {
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'F1' });
    await settle(m);
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
