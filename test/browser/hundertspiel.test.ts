/**
 * Das Hundertspiel at the generic table (issue 12), what is its own: the hand by suit with real key
 * events (Up/Down by suit, S/B/C/D, P, Home/End), the reading keys, the command line, an illegal card
 * refused with its rule, a whole seeded game to 100 by keyboard alone with its announcements asserted
 * (the next deal's button named, axe at the end of the game). Axe in every phase of a deal (the Scat
 * game's bidding, the announcements, a Contra, the play), F1, save and resume and the address are the
 * shared suite's (seat-games.test.ts).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { logTexts, mountApp, settle, unmountApp, type Mounted } from './app-harness.js';
import { active, begin as beginGame, playByKeys as byKeys, zoneOfFocus } from './trick-harness.js';
import '../../src/games/hundertspiel/game.js';
import type { GameResult } from '../../src/storage/save-store.js';
import type { HundertspielPlay } from '../../src/games/hundertspiel/play.js';
import type { HundertspielStart } from '../../src/games/hundertspiel/setup.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

type Level = 'easy' | 'normal' | 'strong';

function start(players: 3 | 4, opts: { scat?: boolean; variants?: string[]; level?: Level; names?: string[] } = {}): HundertspielStart {
  const names = opts.names ?? ['Me', 'Anna', 'Ben', 'Clara'];
  return {
    options: { engine: { players, ...(opts.scat ? { scat: true } : {}), ...(opts.variants ? { variants: opts.variants } : {}) }, games: 1 },
    seats: names.slice(0, players).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: opts.level ?? 'easy' })),
  };
}

const play = (m: Mounted) => m.shell.play as HundertspielPlay;
/** The engine state of the game played here (a table with friends has none: its session is remote). */
const stateOf = (p: HundertspielPlay) => (p.session as unknown as { readonly state: import('../../src/games/hundertspiel/types.js').HundertspielState }).state;
const begin = (m: Mounted, seed: string, s: HundertspielStart) => beginGame(m, 'hundertspiel', seed, s);
/** The human's decisions by keys until `stop` holds (N between deals). */
const playByKeys = (m: Mounted, stop: () => boolean, maxSteps = 400) => byKeys(m, stop, () => play(m).view.phase === 'dealOver', maxSteps);

describe('Das Hundertspiel at the table', function () {
  this.timeout(120000);
  let m: Mounted;
  afterEach(() => unmountApp());

  it('the hand is grouped by suit, trumps first; Up/Down go by suit, S B C D jump to a suit, Home/End to its ends, P to a playable card', async () => {
    m = await mountApp({ locale: 'en' });
    await begin(m, '11', start(4));
    await playByKeys(m, () => play(m).view.phase === 'play' && play(m).session.myTurn);
    const groups = [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [role="group"]')];
    const trump = play(m).view.trump!;
    expect(groups[0]!.getAttribute('aria-label')).to.match(/trumps/);
    const cards = [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-item]')];
    expect(cards[0]!.dataset['group']).to.equal(trump);
    cards[0]!.focus();
    if (groups.length > 1) {
      await sendKeys({ press: 'ArrowDown' });
      expect(active()!.dataset['group']).to.equal(groups[1]!.querySelector<HTMLElement>('[data-item]')!.dataset['group']);
      await sendKeys({ press: 'ArrowUp' });
      expect(active()!.dataset['group']).to.equal(trump);
    }
    // Home/End go to the ends of the suit, and pressed there, of the hand.
    const suit = groups.find((g) => g.querySelectorAll('[data-item]').length >= 2);
    if (suit) {
      const inSuit = [...suit.querySelectorAll<HTMLElement>('[data-item]')];
      inSuit[0]!.focus();
      await sendKeys({ press: 'End' });
      expect(active()).to.equal(inSuit[inSuit.length - 1]);
      await sendKeys({ press: 'Home' });
      expect(active()).to.equal(inSuit[0]);
    }
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'End' });
    expect(active()).to.equal(cards[cards.length - 1]);
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'Home' });
    expect(active()).to.equal(cards[0]);
    // A suit letter jumps to that suit, or says there is none.
    for (const [letter, suit] of [['s', 'Sw'], ['b', 'Ba'], ['c', 'Cu'], ['d', 'Co']] as const) {
      await sendKeys({ press: letter });
      await settle(m);
      if (play(m).view.hand.some((c) => c.startsWith(suit))) expect(active()!.dataset['group']).to.equal(suit);
      else expect(m.shell.lastAnswer).to.match(/You hold no/);
    }
    await sendKeys({ press: 'p' });
    await settle(m);
    expect(active()!.getAttribute('class')).to.contain('playable');
    expect(active()!.textContent).to.match(/playable/);
  });

  it('reading keys say the trick, the score, trump and announcements, and whose turn; a card played is one sentence in the log', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, '11', start(4));
    await playByKeys(m, () => play(m).view.phase === 'play' && play(m).session.myTurn);
    (document.querySelector('[data-zone="hand"] [data-item]') as HTMLElement).focus();
    await sendKeys({ press: 't' });
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^Stich 1 von 9/);
    await sendKeys({ press: 'z' });
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^Stand: ihr \d+, /);
    await sendKeys({ press: 'a' });
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^Trumpf ist (Spadi|Bastoni|Coppi|Denari)\./);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'W' });
    await sendKeys({ up: 'Shift' });
    await settle(m);
    expect(m.shell.lastAnswer).to.equal('Du bist am Zug.');
    const before = play(m).view.hand.length;
    await sendKeys({ press: 'p' });
    await settle(m);
    const card = active()!.dataset['key']!;
    await sendKeys({ press: 'Enter' });
    await settle(m);
    expect(play(m).view.hand.length).to.equal(before - 1);
    expect(play(m).view.hand).to.not.include(card);
    expect(logTexts(m).some((t) => /^Du spielst .+( aus)?\.$/.test(t))).to.equal(true);
    // Focus stays in the hand, on a card.
    expect(zoneOfFocus()).to.equal('hand');
    expect(active()!.dataset['key']).to.be.a('string');
  });

  it('an illegal card is refused with the rule and changes nothing; the command line plays a named card', async () => {
    m = await mountApp({ locale: 'en' });
    await begin(m, '11', start(4));
    await playByKeys(m, () => play(m).view.phase === 'play' && play(m).session.myTurn);
    const p = play(m);
    const legal = new Set(p.session.legalMoves.flatMap((x) => (x.type === 'play' ? [x.card] : [])));
    const illegal = p.view.hand.find((c) => !legal.has(c));
    if (illegal) {
      const steps = p.session.steps.length;
      p.playCard(illegal);
      await settle(m);
      expect(m.shell.lastAnswer).to.match(/must play a trump.*\(rule H20\)/);
      expect(p.session.steps.length).to.equal(steps);
    }
    const card = [...legal][0]!;
    const { deckNamer } = await import('../../src/i18n/deck-names.js');
    await p.submitCommand(`play ${deckNamer('trappola', 'en').name(card)}`);
    await settle(m);
    expect(p.view.hand).to.not.include(card);
  });

  /** What each language says at the end of a deal and of the game. */
  const SAID: Readonly<Record<Locale, { nextDeal: string; won: RegExp; gameOver: RegExp; marks: RegExp; announce: RegExp }>> = {
    de: { nextDeal: 'Nächstes Spiel', won: /(gewinnt|gewinnst) den Stich mit .+: \d+ Punkte?/, gameOver: /die Partie/, marks: /^Marken: /, announce: /sagt|Contra/ },
    en: { nextDeal: 'Next deal', won: /wins? the trick with .+: \d+ points?/, gameOver: /the game/, marks: /^Marks: /, announce: /announce|Contra/ },
    pl: { nextDeal: 'Następne rozdanie', won: /(bierze|Bierzesz) lewę .+: \d+ punkt(y|ów)?/, gameOver: /[Ww]ygrywa(sz|cie|ją)? partię|Partia jest skończona/, marks: /^Marki: /, announce: /zapowiada|zgłasza|Contra/ },
  };
  for (const locale of LOCALES) {
    it(`a whole seeded game to 100 by keyboard alone, every announcement said (${locale})`, async () => {
      m = await mountApp({ locale });
      const recorded: GameResult[] = [];
      const record = m.shell.recordResult.bind(m.shell);
      m.shell.recordResult = (r) => (recorded.push(r), record(r));
      await begin(m, '2024', start(4, { level: 'normal' }));
      // The end of the first deal: its primary button is the next deal's, named so.
      let nextDeal: string | null = null;
      await playByKeys(
        m,
        () => {
          if (nextDeal === null && play(m).view.phase === 'dealOver' && stateOf(play(m)).gamesPlayed === 0) nextDeal = document.querySelector('[data-zone="actions"] button.primary')?.textContent?.trim() ?? '';
          return stateOf(play(m)).gamesPlayed >= 1 && play(m).view.phase === 'dealOver';
        },
        3000,
      );
      const said = SAID[locale];
      expect(nextDeal).to.equal(said.nextDeal);
      const p = play(m);
      expect(stateOf(p).gamesPlayed).to.equal(1);
      const log = logTexts(m);
      // Every trick's end is one sentence with its points (and the score while they count).
      const tricks = p.session.steps.flatMap((s) => s.events).filter((e) => e.type === 'trick').length;
      expect(log.filter((t) => said.won.test(t)).length).to.equal(tricks);
      expect(log.some((t) => said.gameOver.test(t))).to.equal(true, 'game over said');
      expect(log.some((t) => said.marks.test(t))).to.equal(true, 'marks said');
      // Every announcement and honour made is in the log.
      for (const e of p.session.steps.flatMap((s) => s.events)) {
        if (e.type === 'announced' || e.type === 'honours' || e.type === 'contra') {
          expect(log.some((t) => said.announce.test(t))).to.equal(true);
        }
      }
      expect(m.shell.stats.get('hundertspiel')?.played).to.equal(1);
      const over = p.session.steps.flatMap((s) => s.events).find((e) => e.type === 'gameOver');
      expect(recorded[0]!.feats!['gamesWon']).to.equal(over && over.type === 'gameOver' && over.winner === 0 ? 1 : 0);
      expect(await axeViolations(document)).to.equal('', 'end of the game');
    });
  }
});
