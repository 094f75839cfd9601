import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { fromPosition } from '../../src/games/papillon/index.js';
import { Speech } from '../../src/announcer/speech.js';
import { SETTINGS_KEY } from '../../src/session/settings.js';
import { mountApp, position, resumeAt, seats, settle, unmountApp, logTexts, until, type Mounted } from './app-harness.js';

const EX_P_1 = position({ hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });

describe('Table features: pace, verbosity, hint, card names, reflow, speech', () => {
  afterEach(async () => {
    unmountApp();
    await setViewport({ width: 800, height: 600 });
  });

  it('pace "wait for a key": after an opponent turn the next one waits until the player says go on (W)', async () => {
    const m = await mountApp({ locale: 'en', pace: 'waitForKey' });
    // Seats 1 and 2 play before me; the table leaves both a capture or a lay-down.
    const pos = { ...EX_P_1, toMove: 1 };
    await m.controller.resumeGame({ config: { options: pos.options, seed: 'w', seats: seats(3) }, state: fromPosition(pos, 'w'), steps: [], log: [] });
    const s = m.controller.session!;
    for (let i = 0; i < 100 && !s.waitingForKey; i++) await new Promise((r) => setTimeout(r, 20));
    expect(s.waitingForKey).to.equal(true);
    expect(s.state.toMove).to.equal(2, 'Anna has played, Ben waits');
    await m.app.updateComplete;
    await m.app.querySelector('game-table')!.updateComplete;
    expect(document.querySelector('[data-zone="actions"]')!.textContent).to.match(/Continue/i);
    await sendKeys({ press: 'w' });
    for (let i = 0; i < 200 && !s.myTurn; i++) await new Promise((r) => setTimeout(r, 20));
    expect(s.myTurn).to.equal(true);
    expect(s.waitingForKey).to.equal(false);
  });

  it('the new-game form: the player picks a seat, the other seats are computer players with a level', async () => {
    const m = await mountApp({ locale: 'en' });
    await m.shell.choose('papillon');
    await m.app.updateComplete;
    const form = document.querySelector('setup-form')!;
    const seat2 = form.querySelector<HTMLInputElement>('input[name="mySeat"][value="1"]')!;
    seat2.focus();
    await sendKeys({ press: 'Space' });
    await form.updateComplete;
    expect(form.querySelector('#level-1')).to.equal(null, 'seat 2 is mine: no computer level there');
    expect(form.querySelector<HTMLSelectElement>('#level-0')).to.not.equal(null);
    expect(form.querySelector<HTMLInputElement>('#name-1')!.value).to.equal('You');
    form.querySelector<HTMLSelectElement>('#level-0')!.value = 'strong';
    form.querySelector<HTMLInputElement>('#seed')!.value = 'seat-test';
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => m.controller.session !== null);
    const s = m.controller.session!;
    expect(s.me).to.equal(1);
    expect(s.config.seats.map((x) => [x.kind, x.level])).to.deep.equal([
      ['computer', 'strong'],
      ['human', 'normal'],
      ['computer', 'normal'],
    ]);
    s.dispose();
  });

  it('per-event switch: the rounds of the cut for the first dealer are said, or not (P9)', async () => {
    for (const speakCuts of [true, false]) {
      const m = await mountApp({ locale: 'en', speakCuts, pace: 'slow' });
      await m.controller.startGame({ options: { players: 3 }, seed: 'cuts', seats: seats(3) });
      await m.app.updateComplete;
      const cutLines = logTexts(m).filter((t) => / cuts? the /.test(t));
      if (speakCuts) expect(cutLines.length).to.be.greaterThan(0);
      else expect(cutLines).to.deep.equal([]);
      // Who deals is said either way.
      expect(logTexts(m).some((t) => /deals first/i.test(t))).to.equal(true, logTexts(m).join('\n'));
      m.controller.session!.dispose();
    }
  });

  it('V cycles the verbosity, says it, and keeps it', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    expect(m.controller.settings.verbosity).to.equal('normal');
    await sendKeys({ press: 'v' });
    await settle(m);
    expect(m.controller.settings.verbosity).to.equal('detailed');
    expect(m.announcer.lastAnnouncement).to.match(/detailed/i);
    expect(JSON.parse(m.storage.getItem(SETTINGS_KEY)!).verbosity).to.equal('detailed');
  });

  it('? gives a hint in words naming the move, and plays nothing', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: '?' });
    for (let i = 0; i < 100 && !/take|lay/i.test(m.announcer.lastAnnouncement ?? ''); i++) await new Promise((r) => setTimeout(r, 20));
    expect(m.announcer.lastAnnouncement).to.match(/(ten of spades|five of spades|queen of hearts)/i);
    expect(m.controller.session!.state.hands[0]).to.have.length(3);
  });

  it('short card names for braille displays reach the accessible names; long names never contain tokens', async () => {
    let m: Mounted = await mountApp({ locale: 'en', cardNames: 'short' });
    await resumeAt(m, EX_P_1);
    const names = () => Array.from(document.querySelectorAll('[data-zone="hand"] [role="option"] .visually-hidden')).map((e) => e.textContent);
    expect(names()).to.deep.equal(['5S', '10S', 'QH']);
    m = await mountApp({ locale: 'de', cardNames: 'long', pack: 'numbers' });
    await resumeAt(m, EX_P_1);
    for (const n of names()) expect(n).to.not.match(/[♣♦♥♠]|^(10|[2-9AJQK])[CDHS]$/);
    expect(names()[2]).to.match(/Zwölf/);
  });

  it('reflows at 320 px (400 % zoom): no horizontal scrolling, targets at least 24 px', async () => {
    await setViewport({ width: 320, height: 640 });
    const m = await mountApp({ locale: 'de' });
    await resumeAt(m, EX_P_1);
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > 321 && !el.closest('.visually-hidden, dialog:not([open])'))
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
    expect(wide.slice(0, 8)).to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    for (const el of document.querySelectorAll<HTMLElement>('game-table button, game-table [role="option"], game-table input')) {
      const r = el.getBoundingClientRect();
      expect(r.width, el.outerHTML.slice(0, 60)).to.be.at.least(24);
      expect(r.height, el.outerHTML.slice(0, 60)).to.be.at.least(24);
    }
  });

  it('the high-contrast theme and four-colour suits are applied to the page', async () => {
    const m = await mountApp({ locale: 'en', theme: 'contrast', fourColour: true });
    await resumeAt(m, EX_P_1);
    expect(document.documentElement.dataset['theme']).to.equal('contrast');
    expect(getComputedStyle(document.body).backgroundColor).to.equal('rgb(0, 0, 0)');
    const diamond = document.querySelector<HTMLElement>('[data-key="4D"] .card-face')!;
    const heart = document.querySelector<HTMLElement>('[data-key="5H"] .card-face')!;
    expect(getComputedStyle(diamond).color).to.not.equal(getComputedStyle(heart).color);
    m.controller.updateSettings({ theme: 'system', fourColour: false });
  });

  it('built-in speech uses offline voices only, and stays silent without one', () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    const voices = [
      { voiceURI: 'net', name: 'Cloud', lang: 'de-DE', localService: false },
      { voiceURI: 'local', name: 'Anna', lang: 'de-DE', localService: true },
    ] as SpeechSynthesisVoice[];
    const synth = { getVoices: () => voices, speak: (u: SpeechSynthesisUtterance) => spoken.push(u), cancel: () => {} } as unknown as SpeechSynthesis;
    const speech = new Speech(synth);
    speech.configure({ voice: 'net', rate: 1.5, pitch: 1, lang: 'de' });
    expect(speech.voices().map((v) => v.voiceURI)).to.deep.equal(['local']);
    speech.speak('Du bist am Zug.');
    expect(spoken).to.have.length(1);
    expect(spoken[0]!.rate).to.equal(1.5);
    expect(spoken[0]!.lang).to.equal('de-DE');
    const silent = new Speech({ getVoices: () => [voices[0]!], speak: (u: SpeechSynthesisUtterance) => spoken.push(u), cancel: () => {} } as unknown as SpeechSynthesis);
    silent.speak('x');
    expect(spoken).to.have.length(1);
  });
});
