/** The shell hands its controller to every component through @lit/context (issue 9): none is passed down by hand. */
import { expect } from 'chai';
import { mountApp, position, resumeAt, unmountApp } from './app-harness.js';

describe('The app controller reaches every component through @lit/context', () => {
  afterEach(() => unmountApp());

  it('the chooser, the table and the settings form render from the shell\'s controller', async () => {
    const m = await mountApp({ locale: 'en' });
    const chooser = document.querySelector('game-chooser')!;
    expect(chooser.controller).to.equal(m.shell);
    expect(chooser.querySelectorAll('[data-item]').length).to.be.greaterThan(7);
    await resumeAt(m, position({ hand: ['9S', '5S', 'QH'], table: ['9H', 'KD', '3C', '7H'] }));
    expect(document.querySelector('game-table')!.controller).to.equal(m.shell);
    m.shell.openDialog('settings');
    await m.app.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    const form = document.querySelector('settings-form')!;
    await form.updateComplete;
    expect(form.controller).to.equal(m.shell);
    expect(form.querySelectorAll('select, input').length).to.be.greaterThan(3);
  });
});
