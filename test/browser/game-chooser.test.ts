import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { unmountApp } from './app-harness.js';
import { active, mountPatience, psettle, type PMounted } from './patience-harness.js';
import { LOCALES } from '../../src/i18n/messages.js';
import { accessibleText } from '../../src/a11y/accessible-text.js';

describe('The game chooser: a key is never silent (issue 28)', () => {
  let m: PMounted;
  afterEach(() => unmountApp());

  for (const locale of LOCALES) {
    it(`Home on the first game and End on the last: focus stays, the game said with its edge, as in the lists (${locale})`, async () => {
      m = await mountPatience({ locale });
      m.shell.chooseGame();
      await psettle(m);
      const ui = m.shell.messages.ui;
      const buttons = Array.from(document.querySelectorAll<HTMLElement>('game-chooser [data-item]'));
      const first = buttons[0]!;
      const last = buttons[buttons.length - 1]!;
      expect(active()).to.equal(first);
      m.announcer.lastAnnouncement = null;
      await sendKeys({ press: 'Home' });
      expect(active()).to.equal(first);
      expect(m.announcer.lastAnnouncement).to.equal(`${ui.listEdge('first')} ${accessibleText(first)}`);
      // End moves to the last game: Chromium says the move, the app adds nothing.
      m.announcer.lastAnnouncement = null;
      await sendKeys({ press: 'End' });
      expect(active()).to.equal(last);
      expect(m.announcer.lastAnnouncement).to.equal(null);
      await sendKeys({ press: 'End' });
      expect(active()).to.equal(last);
      expect(m.announcer.lastAnnouncement).to.equal(`${ui.listEdge('last')} ${accessibleText(last)}`);
    });
  }
});
