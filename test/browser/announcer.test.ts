import { expect } from 'chai';
import { Announcer, PACE_MS } from '../../src/announcer/announcer.js';
import { axe, axeViolations } from './axe.js';

const texts = (el: HTMLElement) => Array.from(el.children).map((c) => c.textContent);

describe('Announcer (experience.md §2)', () => {
  let announcer: Announcer;

  beforeEach(() => {
    document.getElementById('announcer-polite')?.remove();
    document.getElementById('announcer-assertive')?.remove();
    announcer = new Announcer(document);
  });

  it('creates a polite and an assertive live region in the light DOM at start-up', () => {
    const polite = document.getElementById('announcer-polite')!;
    const assertive = document.getElementById('announcer-assertive')!;
    expect(polite.parentElement).to.equal(document.body);
    expect(polite.getAttribute('aria-live')).to.equal('polite');
    expect(assertive.getAttribute('aria-live')).to.equal('assertive');
    expect(polite.childElementCount).to.equal(0);
  });

  it('queues messages so none is dropped, in order, paced', async () => {
    announcer.announce('one');
    announcer.announce('two');
    announcer.announce('three');
    expect(texts(announcer.polite)).to.deep.equal(['one']);
    await new Promise((r) => setTimeout(r, PACE_MS * 2 + 50));
    expect(texts(announcer.polite)).to.deep.equal(['one', 'two', 'three']);
  });

  it('speaks repeated identical text again as a new node (repeat-safe)', async () => {
    announcer.announce('Du bist dran.', { kind: 'turn' });
    announcer.announce('Du bist dran.', { kind: 'turn' });
    await announcer.idle();
    expect(texts(announcer.assertive)).to.deep.equal(['Du bist dran.', 'Du bist dran.']);
  });

  it('sends errors and turn prompts to the assertive region, events to the polite one', async () => {
    announcer.announce('event');
    announcer.announce('error', { kind: 'error' });
    await announcer.idle();
    expect(texts(announcer.polite)).to.deep.equal(['event']);
    expect(texts(announcer.assertive)).to.deep.equal(['error']);
  });

  it('writes events to the game log but not echoes', async () => {
    announcer.announce('Anna spielt Herz Zehn.');
    announcer.announce('Deine Hand: Kreuz Ass.', { kind: 'echo' });
    await announcer.idle();
    expect(announcer.log.map((e) => e.text)).to.deep.equal(['Anna spielt Herz Zehn.']);
    expect(announcer.lastAnnouncement).to.equal('Deine Hand: Kreuz Ass.');
  });

  it("puts the answer to the player's key before waiting events, at once, and still drops nothing", async () => {
    announcer.announce('e1');
    announcer.announce('e2');
    announcer.announce('e3');
    announcer.announce('your hand', { kind: 'echo' });
    expect(texts(announcer.polite)).to.deep.equal(['e1', 'your hand']);
    await announcer.idle();
    expect(texts(announcer.polite)).to.deep.equal(['e1', 'your hand', 'e2', 'e3']);
  });

  it('keeps only the last few nodes in a region', async () => {
    for (let i = 0; i < 10; i++) announcer.announce(`m${i}`);
    await announcer.idle();
    expect(announcer.polite.childElementCount).to.be.at.most(6);
    expect(announcer.polite.lastElementChild!.textContent).to.equal('m9');
  });

  it('has no axe violations', async () => {
    announcer.announce('hello');
    expect(axe.version).to.match(/^4\./);
    expect(await axeViolations(announcer.polite)).to.equal('');
    expect(await axeViolations(announcer.assertive)).to.equal('');
  });
});
