/**
 * The exchange's marks at the tables with a talon (Piquet, the Ombre family; issue 27), what they share
 * (src/games/tricks/discard-marks.ts), by real keys in both games: the player's own marks survive a
 * reload (saved with the table, said when it resumes, never replaced by the suggestion), and a save of an
 * earlier build without marks still resumes with the suggestion; accepting lays the marked cards away
 * said once as one sentence (the log likewise), then the take, and the focus is never said on a card
 * that is laid away.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { logTexts, mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { active, begin, zoneOfFocus } from './trick-harness.js';
import { seatPlay, unpaced } from './seat-harness.js';
import '../../src/games/piquet/game.js';
import '../../src/games/ombre/game.js';
import type { DiscardMarks } from '../../src/games/tricks/discard-marks.js';
import type { Locale } from '../../src/i18n/messages.js';
import { deckNamer } from '../../src/i18n/deck-names.js';
import { LOCALES } from '../../src/i18n/locale.js';

interface MarkingPlay {
  readonly marks: DiscardMarks;
  readonly view: { readonly phase: string; readonly hand: readonly string[]; readonly discards: readonly string[] };
  readonly session: { readonly myTurn: boolean; readonly steps: readonly { actor: number | null; move: unknown }[] };
  readonly choices: unknown;
  submitCommand(text: string): Promise<void>;
}

interface Table {
  readonly game: 'piquet' | 'ombre';
  /** Starts the game and plays on by keys to my exchange, the suggestion said. */
  toExchange(m: Mounted): Promise<void>;
}

const play = (m: Mounted) => m.shell.play as unknown as MarkingPlay;
const exchanging = (m: Mounted) => /^exchange/.test(play(m).view.phase) && play(m).session.myTurn;
const key = async (m: Mounted, press: string) => {
  await sendKeys({ press });
  await settle(m);
};
const focusZone = (zone: string) => {
  if (zoneOfFocus() !== zone) (document.querySelector(`[data-zone="${zone}"] [data-item]`) as HTMLElement | null)?.focus();
};
const focusCard = (card: string) => document.querySelector<HTMLElement>(`[data-zone="hand"] [data-key="${card}"]`)!.focus();
const handOrder = () => [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-item]')].map((el) => el.dataset['key']!);
const seats = (n: number) => ['Me', 'Anna', 'Ben'].slice(0, n).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'normal' }));

const TABLES: readonly Table[] = [
  {
    game: 'piquet',
    async toExchange(m) {
      // Seed 1: I am elder; my exchange opens the deal.
      await begin(m, 'piquet', '1', { options: {}, seats: seats(2) });
    },
  },
  {
    game: 'ombre',
    async toExchange(m) {
      await begin(m, 'ombre', '7', { options: { game: 'ombre', tours: 1 }, seats: seats(3) });
      // Pass in the auction, the first choice elsewhere, until my exchange.
      for (let i = 0; i < 200 && !exchanging(m); i++) {
        if (play(m).choices) {
          focusZone('choices');
          await key(m, 'Enter');
        } else if (play(m).session.myTurn) {
          focusZone('hand');
          await key(m, 'p');
          await key(m, 'Enter');
        } else if (play(m).view.phase === 'dealOver') await key(m, 'n');
        else await settle(m);
      }
    },
  },
];

/** `n` cards side by side in the hand, in its order, no black ace among them (Ombre's matadors may not go, O34). */
function neighbours(m: Mounted, n: number): string[] {
  const order = handOrder();
  const ok = (c: string) => !['AS', 'AC'].includes(c);
  for (let i = 0; i + n <= order.length; i++) if (order.slice(i, i + n).every(ok)) return order.slice(i, i + n);
  throw new Error(`no ${n} neighbours in ${order.join(' ')} (${play(m).view.hand.join(' ')})`);
}

/** How a player of each language joins the cards of a typed set (the command line's "and" words, or a comma). */
const JOIN: Readonly<Record<Locale, string>> = { de: ' und ', en: ', ', pl: ' i ' };

/** What each language says of my marks resumed, of the suggestion, and on a marked card (issue 27). */
const SAID: Readonly<Record<Locale, { marks: RegExp; suggested: RegExp; marked: RegExp }>> = {
  de: { marks: /^Zum Ablegen markiert: .+\./, suggested: /^Vorschlag: /, marked: /markiert/ },
  en: { marks: /^Marked for the discard: .+\./, suggested: /^Suggested: /, marked: /marked/ },
  pl: { marks: /^Do odłożenia: .+\./, suggested: /^Propozycja( do odłożenia)?: /, marked: /do odłożenia/ },
};

/** Marks exactly these cards by a typed set, as a player types them. */
async function typeSet(m: Mounted, locale: Locale, cards: readonly string[]): Promise<void> {
  const names = deckNamer('french', locale);
  await play(m).submitCommand(cards.map((c) => names.name(c)).join(JOIN[locale]));
  await settle(m);
  expect([...play(m).marks.list]).to.deep.equal(cards);
}

describe('The exchange\'s marks (issue 27): kept over a reload, accepted in one sentence', function () {
  this.timeout(180000);
  let m: Mounted;
  afterEach(() => unmountApp());

  for (const t of TABLES) {
    for (const locale of LOCALES) {
      it(`${t.game} (${locale}): my own marks are saved and resumed, and said; a save without marks resumes with the suggestion`, async () => {
        m = await mountApp({ locale });
        unpaced(m);
        await t.toExchange(m);
        expect(exchanging(m)).to.equal(true);
        const suggested = [...play(m).marks.list];
        // A set of my own, not the suggestion (Piquet's elder must lay away three at least: Q12; Ombre: O34).
        const mine = neighbours(m, 2);
        expect(mine).to.not.deep.equal(suggested);
        await typeSet(m, locale, mine);
        // The focus on the second of them in the hand, as a player leaves it.
        focusCard(mine[1]!);
        await settle(m);
        const raw = JSON.parse(JSON.stringify(seatPlay(m).snapshot({ log: m.announcer.log, focusZone: 'hand', focusKey: mine[1] }))) as Record<string, unknown>;
        const module = m.shell.module!;
        // A reload: a fresh app, the save checked as read back.
        m = await mountApp({ locale });
        unpaced(m);
        await m.shell.resumeGame(t.game, module.save.check(JSON.parse(JSON.stringify(raw))));
        await settle(m);
        expect(exchanging(m)).to.equal(true);
        expect([...play(m).marks.list], 'the marks I made').to.deep.equal(mine);
        expect(m.shell.lastAnswer, 'the marks said').to.match(SAID[locale].marks);
        expect(m.shell.lastAnswer).to.not.match(SAID[locale].suggested);
        await until(() => active()?.dataset['key'] === mine[1]);
        expect(active()!.getAttribute('aria-label') ?? active()!.textContent).to.match(SAID[locale].marked);
        // A save of an earlier build (no marks in it): it resumes, with the suggestion marked again.
        const { notes: _notes, ...earlier } = raw;
        m = await mountApp({ locale });
        unpaced(m);
        await m.shell.resumeGame(t.game, module.save.check(JSON.parse(JSON.stringify(earlier))));
        await settle(m);
        expect(exchanging(m)).to.equal(true);
        expect([...play(m).marks.list]).to.deep.equal(suggested);
        expect(m.shell.lastAnswer).to.match(SAID[locale].suggested);
      });
    }

    it(`${t.game}: K on a marked card lays the marks away said once in one sentence, then the take; no card laid away is said again (en)`, async () => {
      m = await mountApp({ locale: 'en' });
      unpaced(m);
      await t.toExchange(m);
      // Piquet's elder lays away three at least (Q12), so that the take follows.
      const n = t.game === 'piquet' ? 3 : 2;
      const mine = neighbours(m, n);
      await typeSet(m, 'en', mine);
      // Focus on the second marked card in the hand, then K.
      focusCard(mine[1]!);
      await settle(m);
      const spoken: string[] = [];
      const listen = (e: Event) => spoken.push((e as CustomEvent<{ text: string }>).detail.text);
      m.announcer.addEventListener('announce', listen);
      const logBefore = logTexts(m).length;
      const before = play(m).session.steps.length;
      await key(m, 'k');
      await until(() => !exchanging(m) || play(m).view.discards.length === mine.length);
      await settle(m);
      m.announcer.removeEventListener('announce', listen);
      const laid = play(m).session.steps.slice(before).filter((s) => s.actor === 0 && (s.move as { type?: string } | null)?.type === 'discard');
      expect(laid.length).to.equal(n);
      const log = logTexts(m).slice(logBefore);
      // No card said as marked after K: every mark is laid away (the focus's stale words, issue 27).
      expect(spoken.filter((s) => /, marked$/.test(s)), spoken.join(' | ')).to.deep.equal([]);
      expect(zoneOfFocus()).to.equal('hand');
      expect(mine).to.not.include(active()!.dataset['key']);
      // One sentence for the discard, with both cards; no line per card.
      const discardLines = log.filter((l) => /^(You discard|You lay away|Laid away)/.test(l));
      expect(discardLines, log.join(' | ')).to.have.length(1);
      expect(discardLines[0]).to.match(new RegExp(`^You lay away ${n} cards: .+\\.$`));
      // Then what I take.
      expect(log.findIndex((l) => /^You take /.test(l))).to.be.greaterThan(log.indexOf(discardLines[0]!));
    });
  }
});
