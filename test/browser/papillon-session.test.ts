import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { cardName, cardRef, type DescribeContext } from '../../src/games/papillon/describe.js';
import { mountApp, settle, shown, unmountApp, logTexts, liveTexts, until } from './app-harness.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

/**
 * The card I played as my capture's sentence names it, by language (a language without its form is a
 * compile error here): Polish declines it after the verb, "Zagrywasz króla kier i bierzesz …" (accusative).
 */
const PLAYED: Readonly<Record<Locale, (card: string, ctx: DescribeContext) => string>> = {
  en: cardName,
  de: cardName,
  pl: (card, ctx) => cardRef(card, ctx).name({ case: 'accusative' }),
};

const active = () => document.activeElement as HTMLElement;

async function tabTo(predicate: (el: HTMLElement) => boolean, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (predicate(active())) return;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`focus never reached the wanted element (at ${active().outerHTML.slice(0, 80)})`);
}

describe('A complete seeded session played from the keyboard alone (issue 3)', function () {
  this.timeout(180000);
  afterEach(() => unmountApp());

  for (const locale of LOCALES) {
    it(`plays every deal of a one-tour session to the end (${locale}), checking announcements, log and focus after each step`, async () => {
      const m = await mountApp({ locale });
      // The game chooser opens on Papillon's button: Enter shows its new-game form.
      await sendKeys({ press: 'Enter' });
      await until(() => document.querySelector('setup-form #seed') !== null);
      // The new-game form, by keys: one tour, a fixed seed, easy computers (the default level is normal).
      await tabTo((el) => el.id === 'level-1');
      await sendKeys({ press: 'ArrowUp' });
      await tabTo((el) => el.id === 'level-2');
      await sendKeys({ press: 'ArrowUp' });
      await tabTo((el) => el.id === 'tours');
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '1' });
      await tabTo((el) => el.id === 'seed');
      await sendKeys({ type: `keyboard-${locale}` });
      await tabTo((el) => el.tagName === 'BUTTON' && el.getAttribute('type') === 'submit');
      await sendKeys({ press: 'Enter' });
      // The game's module loads on demand: on a busy machine that takes a while.
      await until(() => m.controller.session !== null, 20000);
      await settle(m);
      const s = m.controller.session!;
      expect(s.config.options.tours).to.equal(1);
      expect(s.config.seats.slice(1).map((x) => x.level)).to.deep.equal(['easy', 'easy']);
      let myMoves = 0;
      let deals = 0;
      for (let guard = 0; guard < 400; guard++) {
        await settle(m);
        // Focus is never lost: it is always inside a zone of the game.
        expect(active(), 'focus lost').to.not.equal(document.body);
        expect(active().closest('game-table, dialog'), `focus outside the game: ${active().outerHTML.slice(0, 60)}`).to.not.equal(null);
        const state = s.state;
        if (state.phase === 'sessionOver') break;
        if (state.phase === 'dealOver') {
          deals++;
          await sendKeys({ press: 'n' });
          continue;
        }
        expect(s.myTurn, 'after the computers, it is my turn').to.equal(true);
        // The "your turn" prompt reached the live regions.
        expect(liveTexts(m).some((t) => t.length > 0)).to.equal(true);
        const logBefore = logTexts(m).length;
        // H reads my hand exactly as the engine holds it.
        await sendKeys({ press: 'h' });
        await settle(m);
        for (const card of state.hands[s.me]!) expect(m.announcer.lastAnnouncement).to.include(cardName(card, m.controller.ctx));
        // C lists every capture, best first; Enter takes the first. Or the lay-down is confirmed.
        await sendKeys({ press: 'c' });
        await settle(m);
        const dialog = document.querySelector<HTMLDialogElement>('dialog[data-kind="confirm"]')!;
        if (shown(dialog)) {
          expect(state.hands[s.me]!.length).to.be.greaterThan(0);
          await sendKeys({ press: 'Enter' });
        } else {
          expect(active().getAttribute('role')).to.equal('option');
          expect(active().closest('[data-zone]')!.getAttribute('data-zone')).to.equal('choices');
          await sendKeys({ press: 'Enter' });
        }
        await settle(m);
        myMoves++;
        const mine = s.steps.filter((st) => st.actor === s.me).at(-1)!;
        const added = logTexts(m).slice(logBefore).join('\n');
        if (mine.move!.type === 'capture') expect(added).to.include(PLAYED[locale](mine.move!.card, m.controller.ctx));
        else expect(added.length).to.be.greaterThan(0);
        // Long card names only: no suit symbol and no compact token reaches the spoken text.
        expect(added).to.not.match(/[♣♦♥♠]|\b(?:10|[2-9AJQK])[CDHS]\b/);
      }
      expect(s.state.phase).to.equal('sessionOver');
      expect(deals).to.equal(2, 'two deals ended with a "next deal", the third ended the session');
      expect(myMoves).to.be.greaterThan(5);
      // The end of the session is summarised in the log with every player's balance.
      const tail = logTexts(m).slice(-3).join('\n');
      for (const seat of s.config.seats.slice(1)) expect(tail).to.include(seat.name);
      for (const b of s.state.balances) expect(tail).to.include(String(b));
    });
  }
});
