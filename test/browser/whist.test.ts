/**
 * Whist at the generic table (issue 13), what is Whist's own: the hand by suit with real keys, following
 * suit enforced and explained with the rule, the call at eight, the command line, a whole seeded rubber
 * by keyboard alone in every language with its announcements asserted (axe at its end), and the
 * statistics. Axe in every phase of a deal, F1, save and resume and the address are the shared suite's
 * (seat-games.test.ts).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { logTexts, mountApp, settle, unmountApp, type Mounted } from './app-harness.js';
import { active, begin, playByKeys, zoneOfFocus } from './trick-harness.js';
import '../../src/games/whist/game.js';
import type { GameResult } from '../../src/storage/save-store.js';
import type { WhistPlay } from '../../src/games/whist/play.js';
import type { WhistStart } from '../../src/games/whist/setup.js';
import { whistSave } from '../../src/games/whist/game.js';
import { fromPosition, toPosition } from '../../src/games/whist/index.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const start = (level: 'easy' | 'normal' = 'easy', variants?: string[]): WhistStart => ({
  options: variants ? { variants } : {},
  seats: ['Me', 'Anna', 'Ben', 'Clara'].map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level })),
});
const play = (m: Mounted) => m.shell.play as WhistPlay;
/** The engine state of the game played here (a table with friends has none: its session is remote). */
const stateOf = (p: WhistPlay) => (p.session as unknown as { readonly state: import('../../src/games/whist/types.js').WhistState }).state;
const between = (m: Mounted) => () => !['play', 'sessionOver'].includes(play(m).view.phase);
const untilMyTurn = (m: Mounted) => playByKeys(m, () => play(m).view.phase === 'play' && play(m).session.myTurn, between(m));

describe('Whist at the table', function () {
  this.timeout(180000);
  let m: Mounted;
  afterEach(() => unmountApp());

  it('P on the only playable card, already in focus, says the card (issue 27: it gave no answer)', async () => {
    m = await mountApp({ locale: 'en' });
    await begin(m, 'whist', '3', start());
    // Play on until I must follow with a single card of the suit led.
    await playByKeys(m, () => play(m).view.phase === 'play' && play(m).session.myTurn && play(m).playable().size === 1, between(m), 600);
    const only = [...play(m).playable()][0]!;
    const item = document.querySelector<HTMLElement>(`[data-zone="hand"] [data-key="${only}"]`)!;
    item.focus();
    await settle(m);
    const before = m.shell.lastAnswer;
    await sendKeys({ press: 'p' });
    await settle(m);
    expect(active()).to.equal(item);
    expect(m.shell.lastAnswer).to.not.equal(before);
    expect(m.shell.lastAnswer).to.equal(play(m).cardLabel(only));
    expect(m.shell.lastAnswer).to.match(/, playable$/);
  });

  it('following suit is enforced and explained with the rule; nothing changes', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, 'whist', '3', start());
    // Find a turn where a card of another suit is in hand while the suit led is held.
    for (let i = 0; i < 40; i++) {
      await untilMyTurn(m);
      const v = play(m).view;
      const led = v.trick[0]?.card;
      if (led) {
        const suit = led.slice(-1);
        const off = v.hand.find((c) => c.slice(-1) !== suit);
        if (off && v.hand.some((c) => c.slice(-1) === suit)) {
          const steps = play(m).session.steps.length;
          play(m).playCard(off);
          await settle(m);
          expect(m.shell.lastAnswer).to.match(/^Du musst (Pik|Herz|Karo|Kreuz) bedienen\. \(Regel W19\)$/);
          expect(play(m).session.steps.length).to.equal(steps);
          return;
        }
      }
      await playByKeys(m, () => !play(m).session.myTurn, between(m), 3);
    }
    throw new Error('no turn with a card that does not follow');
  });

  it('the hand by suit, trumps first; S H D C jump in the hand, Shift+H reads it; the trick and score keys', async () => {
    m = await mountApp({ locale: 'en' });
    await begin(m, 'whist', '3', start());
    await untilMyTurn(m);
    const trump = play(m).view.trump;
    const first = document.querySelector<HTMLElement>('[data-zone="hand"] [data-item]')!;
    if (play(m).view.hand.some((c) => c.endsWith(trump))) expect(first.dataset['group']).to.equal(trump);
    first.focus();
    for (const [letter, suit] of [['s', 'S'], ['h', 'H'], ['d', 'D'], ['c', 'C']] as const) {
      await sendKeys({ press: letter });
      await settle(m);
      if (play(m).view.hand.some((c) => c.endsWith(suit))) expect(active()!.dataset['group']).to.equal(suit);
      else expect(m.shell.lastAnswer).to.match(/^You hold no /);
    }
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'H' });
    await sendKeys({ up: 'Shift' });
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^Your hand, 13 cards: /);
    await sendKeys({ press: 't' });
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^Trick 1 of 13/);
    await sendKeys({ press: 'z' });
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^Score: you 0, they 0\. Games: you 0, they 0\./);
    await sendKeys({ press: 'a' });
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/are trumps; the turn-up is the /);
  });

  it('the call at eight: offered by Shift+A when the player may call, answered for the partner (W29–W33)', async () => {
    m = await mountApp({ locale: 'en' });
    await begin(m, 'whist', '3', start());
    await untilMyTurn(m);
    // The same rubber, with the player's side at eight and two trump honours in his hand, his turn in trick 1.
    const p = toPosition(stateOf(play(m)));
    const seat = p.seats.indexOf(0);
    // The player leads trick 1 (eldest hand), his side stands at eight, he holds two trump honours.
    const dealer = (seat + 3) % 4;
    const all = p.hands.flat().concat(p.trick.map((x) => x.card), ...p.tricks.map((t) => t.map((x) => x.card)));
    const trump = p.trump;
    const honours = ['A', 'K', 'Q', 'J'].map((r) => `${r}${trump}`);
    const turnUp = all.find((c) => c.endsWith(trump) && !honours.includes(c))!;
    const mine = [honours[0]!, honours[1]!, ...all.filter((c) => !honours.includes(c) && c !== turnUp)].slice(0, 13);
    const rest = all.filter((c) => !mine.includes(c) && c !== turnUp);
    const hands = [0, 1, 2, 3].map((s) => (s === seat ? mine : rest.splice(0, s === dealer ? 12 : 13)));
    hands[dealer]!.push(turnUp);
    const pos = { ...p, dealer, turnUp, hands, trick: [], tricks: [], scores: seat % 2 === 0 ? [8, 3] : [3, 8], toMove: seat, calls: [], won: [0, 0], turnUpOnTable: true };
    const snap = play(m).snapshot({ log: [], focusZone: 'hand' }) as Record<string, unknown>;
    await m.shell.resumeGame('whist', whistSave.check(JSON.parse(JSON.stringify({ ...snap, state: fromPosition(pos as never) }))));
    await settle(m);
    expect(play(m).session.legalMoves.some((x) => x.type === 'call')).to.equal(true);
    expect(m.announcer.log.some((e) => /You may call: Shift\+A\./.test(e.text))).to.equal(true);
    (document.querySelector('[data-zone="hand"] [data-item]') as HTMLElement).focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'A' });
    await sendKeys({ up: 'Shift' });
    await settle(m);
    expect(zoneOfFocus()).to.equal('choices');
    await sendKeys({ press: 'Enter' });
    await settle(m);
    expect(logTexts(m).some((t) => /^You call: "Can you\?"$/.test(t))).to.equal(true);
  });

  it('the command line plays a named card, and refuses a call where none may be made (W29, W30)', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, 'whist', '3', start());
    await untilMyTurn(m);
    const card = play(m).session.legalMoves.find((x) => x.type === 'play')!;
    const { deckNamer } = await import('../../src/i18n/deck-names.js');
    if (card.type !== 'play') throw new Error('no card');
    await play(m).submitCommand(`spiele ${deckNamer('french', 'de').name(card.card)}`);
    await settle(m);
    expect(play(m).view.hand).to.not.include(card.card);
    await untilMyTurn(m);
    await play(m).submitCommand('ich rufe');
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/\(Regel W(29|30)\)$/);
  });

  /** In each language: a trick won with each side's tricks, a game won, the rubber won, the turn-up (W14). */
  const SAID: Readonly<Record<Locale, { won: RegExp; game: RegExp; rubber: RegExp; turnUp: RegExp }>> = {
    de: { won: /(gewinnt|gewinnst) den Stich mit .+, Stiche ihr \d+, sie \d+\.$/, game: /die Partie, /, rubber: /den Robber/, turnUp: /aufgedeckt|deckt .+ auf/ },
    en: { won: /wins? the trick with .+, tricks you \d+, they \d+\.$/, game: /the game, /, rubber: /the rubber/, turnUp: /turns? up the / },
    pl: { won: /(bierze|Bierzesz) lewę .+, lewy: wy \d+, przeciwnicy \d+\.$/, game: / partię (pojedynczą|podwójną|potrójną|poczwórną), wartą /, rubber: / robra: /, turnUp: /odkrywa(sz)? .+: atutem jest / },
  };
  for (const locale of LOCALES) {
    it(`a whole seeded rubber by keyboard alone, its announcements said (${locale})`, async () => {
      m = await mountApp({ locale });
      const recorded: GameResult[] = [];
      const record = m.shell.recordResult.bind(m.shell);
      m.shell.recordResult = (r) => (recorded.push(r), record(r));
      await begin(m, 'whist', '12', start('normal'));
      await playByKeys(m, () => play(m).view.phase === 'sessionOver', between(m), 4000);
      const events = play(m).session.steps.flatMap((s) => s.events);
      const log = logTexts(m);
      const said = SAID[locale];
      expect(log.filter((t) => said.won.test(t)).length).to.equal(events.filter((e) => e.type === 'trickWon').length);
      expect(log.filter((t) => said.game.test(t)).length).to.equal(events.filter((e) => e.type === 'gameWon').length);
      expect(log.some((t) => said.rubber.test(t))).to.equal(true);
      expect(log.some((t) => said.turnUp.test(t))).to.equal(true);
      expect(m.shell.stats.get('whist')?.played).to.equal(1);
      const feats = recorded[0]!.feats!;
      const mySide = (seat: number) => seat % 2 === stateOf(play(m)).seats.indexOf(0) % 2;
      expect(feats['gamesWon']).to.equal(events.filter((e) => e.type === 'gameWon' && mySide(e.side)).length);
      expect(await axeViolations(document)).to.equal('', 'end of the rubber');
    });
  }
});
