/**
 * What a screen reader says at the trick tables (virtual screen reader, issues 12 and 13): the hand
 * as a listbox of named suit groups whose options are cards in words with their marks and positions;
 * the trick as one sentence; the choice list of the Hundertspiel's announcement phase; no card token
 * and no suit symbol anywhere.
 */
import { expect } from 'chai';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { mountApp, settle, unmountApp, type Mounted } from './app-harness.js';
import { begin, playByKeys } from './trick-harness.js';
import '../../src/games/hundertspiel/game.js';
import '../../src/games/whist/game.js';
import '../../src/games/piquet/game.js';
import '../../src/games/ombre/game.js';
import type { HundertspielPlay } from '../../src/games/hundertspiel/play.js';
import type { WhistPlay } from '../../src/games/whist/play.js';

async function readZone(zone: string, max = 80): Promise<string[]> {
  const el = document.querySelector<HTMLElement>(`[data-zone="${zone}"]`)!;
  await virtual.start({ container: el });
  const spoken: string[] = [];
  for (let i = 0; i < max; i++) {
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

const seats = (n: number) => ['Me', 'Anna', 'Ben', 'Clara'].slice(0, n).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'easy' }));
const TOKENS = /[♣♦♥♠]|\b(Sw|Ba|Cu|Co)-|\b(10|[2-9AKQJ])[CDHS]\b/;

describe('What a screen reader says at the trick tables', function () {
  this.timeout(60000);
  let m: Mounted;
  afterEach(async () => {
    await virtual.stop();
    unmountApp();
  });

  it('Hundertspiel (de): the hand by suit groups, trumps first, cards in words with "spielbar"; the trick in one sentence', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, 'hundertspiel', '11', { options: { engine: { players: 4 }, games: 1 }, seats: seats(4) });
    const play = () => m.shell.play as HundertspielPlay;
    await playByKeys(m, () => play().view.phase === 'play' && play().session.myTurn, () => play().view.phase === 'dealOver');
    const spoken = await readZone('hand');
    const v = play().view;
    // The hand's name says when a trump was led and a trump must be played (H20).
    const mustTrump = v.trick.length > 0 && v.trick[0]!.card.startsWith(v.trump!) && v.hand.some((c) => c.startsWith(v.trump!));
    expect(spoken).to.include(`listbox, Deine Hand, ${v.hand.length} Karten${mustTrump ? '. Trumpf ist ausgespielt: du musst Trumpf spielen.' : ''}, orientated horizontally`);
    const groups = spoken.filter((s) => s.startsWith('group, '));
    expect(groups[0]).to.match(/^group, (Spadi|Bastoni|Coppi|Denari), Trumpf, \d Karten?$/);
    const options = spoken.filter((s) => s.startsWith('option, '));
    expect(options.length).to.equal(v.hand.length);
    const playable = play().session.legalMoves.filter((x) => x.type === 'play').length;
    expect(options.filter((s) => /, spielbar, /.test(s)).length).to.equal(playable);
    expect(options[0]).to.match(/^option, (Spadi|Bastoni|Coppi|Denari) (Ass|König|Cavall|Bube|Zehner|Neuner|Achter|Siebener|Do)(, spielbar)?(, aufgelegt)?, (not )?selected, position 1, set size \d$/);
    expect(spoken.join(' ')).to.not.match(TOKENS);
    const trick = await readZone('trick');
    expect(trick).to.include('heading, Stich, level 2');
    expect(trick.some((s) => /^Stich \d von 9/.test(s))).to.equal(true);
  });

  it('Hundertspiel (en): the announcement phase is a numbered list of what each choice is worth', async () => {
    m = await mountApp({ locale: 'en' });
    const play = () => m.shell.play as HundertspielPlay;
    // Seeds until the player is asked in the announcement phase with more than one choice.
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']) {
      await begin(m, 'hundertspiel', seed, { options: { engine: { players: 4 }, games: 1 }, seats: seats(4) });
      await settle(m);
      if (play().view.phase === 'announce' && play().session.myTurn && play().session.legalMoves.length > 1) break;
    }
    expect(play().choices).to.not.equal(null);
    const spoken = await readZone('choices');
    expect(spoken.some((s) => /^listbox, Announcements, \d+ choices/.test(s) || /^heading, Announcements, \d+ choices/.test(s))).to.equal(true);
    expect(spoken.some((s) => /^option, .*Nothing \(more\) to announce/.test(s) || /Nothing \(more\) to announce/.test(s))).to.equal(true);
    expect(spoken.some((s) => /(26 with .+: 2 marks; the Do must win the last trick|\d (aces|kings|cavalls|jacks|Do's): \d+ points)/.test(s))).to.equal(true);
    expect(spoken.join(' ')).to.not.match(TOKENS);
  });

  it('Whist (en): the hand by suit groups, trumps first, cards in words; the trick sentence names who is winning', async () => {
    m = await mountApp({ locale: 'en' });
    await begin(m, 'whist', '3', { options: {}, seats: seats(4) });
    const play = () => m.shell.play as WhistPlay;
    await playByKeys(m, () => play().view.phase === 'play' && play().session.myTurn && play().view.trick.length > 0, () => play().view.phase !== 'play');
    const spoken = await readZone('hand');
    // The hand's name says which suit must be followed (W19).
    const v = play().view;
    const led = v.trick[0]!.card.slice(-1);
    const suit = ({ S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as Record<string, string>)[led];
    const follow = v.hand.some((c) => c.endsWith(led));
    expect(spoken).to.include(`listbox, Your hand, ${v.hand.length} cards${follow ? `. You must follow suit: ${suit}.` : ''}, orientated horizontally`);
    expect(spoken.filter((s) => s.startsWith('group, ')).length).to.be.greaterThan(0);
    expect(spoken.filter((s) => s.startsWith('option, ')).every((s) => /^option, (ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of (spades|hearts|diamonds|clubs)/.test(s))).to.equal(true);
    expect(spoken.join(' ')).to.not.match(TOKENS);
    const trick = await readZone('trick');
    expect(trick.some((s) => /^Trick \d+ of 13: .+ is winning\. You are to play\.$/.test(s))).to.equal(true);
  });

  for (const [game, start] of [
    ['piquet', { options: {}, seats: seats(2) }],
    ['ombre', { options: { game: 'ombre' }, seats: seats(3) }],
  ] as const) {
    it(`${game} (de): the hand is a listbox of named suit groups, each card an option in words`, async () => {
      m = await mountApp({ locale: 'de' });
      await begin(m, game, '4', start);
      const hand = (m.shell.play as unknown as { view: { hand: readonly string[] } }).view.hand;
      const spoken = await readZone('hand', 120);
      expect(spoken.some((s) => s.startsWith(`listbox, Deine Hand, ${hand.length} Karten`))).to.equal(true, spoken.slice(0, 4).join(' | '));
      expect(spoken.filter((s) => s.startsWith('group, ')).length).to.be.greaterThan(0);
      const options = spoken.filter((s) => s.startsWith('option, '));
      expect(options.length).to.equal(hand.length);
      expect(spoken.join(' ')).to.not.match(TOKENS);
    });
  }
});
