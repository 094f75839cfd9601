import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { mountApp, position, resumeAt, settle, unmountApp } from './app-harness.js';

// EX-P-1: table A♣ 4♦ 5♥ 9♠ K♦ 3♣ 7♥, hand 10♠ 5♠ Q♥.
const EX_P_1 = position({ hand: ['10S', '5S', 'QH'], table: ['AC', '4D', '5H', '9S', 'KD', '3C', '7H'] });

/** Reads a zone from its start to its end, as a screen reader's virtual cursor would. */
async function readZone(zone: string): Promise<string[]> {
  const el = document.querySelector<HTMLElement>(`[data-zone="${zone}"]`)!;
  await virtual.start({ container: el });
  const spoken: string[] = [];
  for (let i = 0; i < 60; i++) {
    await virtual.next();
    const last = await virtual.lastSpokenPhrase();
    // The zone's end: the cursor wraps round to the zone's first phrase (or leaves a named region).
    if (last === spoken[0]) break;
    spoken.push(last);
    if (last.startsWith('end of region')) break;
  }
  await virtual.stop();
  return spoken;
}

describe('What a screen reader says (virtual screen reader)', () => {
  afterEach(async () => {
    await virtual.stop();
    unmountApp();
  });

  it('the hand: a listbox named with its size; each card an option in words with its position (de)', async () => {
    const m = await mountApp({ locale: 'de' });
    await resumeAt(m, EX_P_1);
    const spoken = await readZone('hand');
    expect(spoken).to.include('listbox, Deine Hand, 3 Karten, orientated horizontally');
    expect(spoken).to.include('option, Pik Fünf, selected, position 1, set size 3');
    expect(spoken).to.include('option, Pik Zehn, not selected, position 2, set size 3');
    expect(spoken).to.include('option, Herz Dame, not selected, position 3, set size 3');
    expect(spoken.join(' ')).to.not.match(/[♣♦♥♠]|10S|QH/);
  });

  it('each zone says its name once, not as a region and again as its list (issue 10, point 13)', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    for (const [zone, name] of [['hand', 'Your hand'], ['table', 'Table'], ['log', 'Game log'], ['actions', 'Actions']] as const) {
      const spoken = await readZone(zone);
      const naming = spoken.filter((p) => p.includes(`, ${name}`) || p.endsWith(name) || p.startsWith(name));
      expect(naming.filter((p) => !p.startsWith('heading') && !p.startsWith('end of')), `${zone}: ${JSON.stringify(spoken.slice(0, 6))}`).to.have.length(1);
    }
  });

  it('the table: sorted by value, with its count and the total of its numerals (en)', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    const spoken = await readZone('table');
    const options = spoken.filter((s) => s.startsWith('option,'));
    expect(options).to.deep.equal([
      'option, ace of clubs, not selected, position 1, set size 7',
      'option, three of clubs, not selected, position 2, set size 7',
      'option, four of diamonds, not selected, position 3, set size 7',
      'option, five of hearts, not selected, position 4, set size 7',
      'option, seven of hearts, not selected, position 5, set size 7',
      'option, nine of spades, not selected, position 6, set size 7',
      'option, king of diamonds, not selected, position 7, set size 7',
    ]);
    // 1+3+4+5+7+9 = 29: the king is never part of a sum (P22).
    expect(spoken.some((s) => /^listbox, .*7 cards.*29/.test(s))).to.equal(true, spoken.join('\n'));
  });

  it('the choice list: numbered options, best first, with what each pays; the focused one selected (en)', async () => {
    const m = await mountApp({ locale: 'en' });
    await resumeAt(m, EX_P_1);
    await sendKeys({ press: 'End' }); // queen of hearts
    await sendKeys({ press: 'Enter' });
    await settle(m);
    const spoken = await readZone('choices');
    const options = spoken.filter((s) => s.startsWith('option,'));
    expect(options).to.have.length(4);
    expect(options[0]).to.match(/^option, 1\. .*ace of clubs.*Haneton.*, selected, position 1, set size 4$/);
    expect(options[3]).to.match(/^option, 4\. .*not selected, position 4, set size 4$/);
    expect(spoken.some((s) => s.startsWith('listbox,') && /queen of hearts: 4/i.test(s))).to.equal(true, spoken.join('\n'));
  });

  it('the status table: rows per player with cards, pile and balance (de)', async () => {
    const m = await mountApp({ locale: 'de' });
    await resumeAt(m, EX_P_1);
    const spoken = (await readZone('status')).join('\n');
    expect(spoken).to.match(/Anna/);
    expect(spoken).to.match(/Ben/);
    expect(spoken).to.match(/Behälter/);
    expect(spoken).to.match(/49/);
  });
});
