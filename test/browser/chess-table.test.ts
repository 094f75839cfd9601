/**
 * Chess's table moves and the hint in Chromium, with real key events, in every language (issue 25):
 * ? says the move the normal computer player would play and why, in its B-CH terms; Shift+R resigns
 * after the shell's confirmation (Cancel keeps the game); Shift+D offers the computer a draw after it,
 * which it answers at once, out of turn, declining in an even position (CH30, B-CH-19); axe with each
 * dialog open.
 */
import { expect } from 'chai';
import { axeViolations } from './axe.js';
import { liveTexts, logTexts, mountApp, settle, shown, unmountApp, until, type Mounted } from './app-harness.js';
import { begin } from './trick-harness.js';
import { unpaced } from './seat-harness.js';
import { cell, key, whiteSeed } from './chess-harness.js';
import '../../src/games/chess/game.js';
import type { ChessPlay } from '../../src/games/chess/play.js';
import type { ChessState } from '../../src/games/chess/index.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const play = (m: Mounted) => m.shell.play as ChessPlay;
const stateOf = (m: Mounted) => (play(m).session as unknown as { readonly state: ChessState }).state;
const dialog = (id: string) => document.querySelector<HTMLDialogElement>(`dialog[data-dialog="${id}"]`);

async function start(m: Mounted, level: 'easy' | 'normal' = 'normal'): Promise<void> {
  await begin(m, 'chess', whiteSeed(), { options: {}, seats: [{ name: 'Me', kind: 'human', level }, { name: 'Anna', kind: 'computer', level }] });
  cell('e2').focus();
  await settle(m);
}

/** What each language says, a record by language (a language without its words is a compile error here). */
const WORDS: Readonly<Record<Locale, { piece: RegExp; reason: RegExp; resigns: string; lapses: string; declines: string; offer: string }>> = {
  en: { piece: /^(Knight|Pawn|Bishop|Queen|King|Rook) /, reason: /develops a piece|controls the centre|opens the game with a centre pawn/, resigns: 'White resigns.', lapses: 'Anna moves instead: the draw offer lapses.', declines: 'Anna declines the draw.', offer: 'You offer a draw.' },
  pl: { piece: /^(Skoczek|Pion|Goniec|Hetman|Król|Wieża) /, reason: /rozwija figurę|kontroluje centrum|otwiera grę pionem centralnym/, resigns: 'Białe się poddają.', lapses: 'Anna wykonuje ruch zamiast odpowiedzi: propozycja remisu wygasa.', declines: 'Anna odrzuca remis.', offer: 'Proponujesz remis.' },
  de: { piece: /^(Springer|Bauer|Läufer|Dame|König|Turm) /, reason: /entwickelt eine Figur|beherrscht das Zentrum|eröffnet mit einem Mittelbauern/, resigns: 'Weiß gibt auf.', lapses: 'Anna zieht stattdessen: das Remisangebot verfällt.', declines: 'Anna lehnt das Remis ab.', offer: 'Du bietest Remis an.' },
};

describe('Chess: resignation, draw offers and the hint (issue 25)', function () {
  this.timeout(120000);
  let m: Mounted;
  afterEach(() => unmountApp());

  for (const locale of LOCALES) {
    const w = WORDS[locale];
    it(`${locale}: ? says the normal player's move and why, in the B-CH terms it weighed`, async function () {
      if (!w) this.skip();
      m = await mountApp({ locale });
      unpaced(m);
      await start(m);
      await key(m, '?');
      await until(() => liveTexts(m).some((t) => /\(B-CH-\d+(, B-CH-\d+)*\)\.$/.test(t.trim())), 20000).catch((e) => {
        throw new Error(`${e}: ${JSON.stringify(liveTexts(m))} ${JSON.stringify(logTexts(m))}`);
      });
      const hint = liveTexts(m).find((t) => /\(B-CH-\d+/.test(t))!.trim();
      expect(hint).to.match(w.piece, hint);
      expect(hint).to.match(w.reason, hint);
    });

    it(`${locale}: Shift+R asks first (Cancel keeps the game); confirmed, I resign and the result is said (CH30)`, async function () {
      if (!w) this.skip();
      m = await mountApp({ locale });
      unpaced(m);
      await start(m, 'easy');
      await key(m, 'Shift+R');
      await until(() => shown(dialog('resign')));
      expect(await axeViolations(document)).to.equal('', 'the resignation dialog');
      await key(m, 'Escape');
      await until(() => !shown(dialog('resign')));
      expect(stateOf(m).phase).to.equal('play');
      await key(m, 'Shift+R');
      await until(() => shown(dialog('resign')));
      dialog('resign')!.querySelector<HTMLButtonElement>('button.primary')!.click();
      await until(() => stateOf(m).phase !== 'play');
      await settle(m);
      expect(stateOf(m).result).to.deep.equal({ winner: 'b', reason: 'resignation', stake: 1 });
      await until(() => logTexts(m).includes(w.resigns));
    });

    it(`${locale}: Shift+D offers the computer a draw after asking; on my turn it answers at once and declines by a word (CH30, B-CH-19); my move after it is an ordinary one`, async function () {
      if (!w) this.skip();
      m = await mountApp({ locale });
      unpaced(m);
      await start(m, 'easy');
      await key(m, 'Shift+D');
      await until(() => shown(dialog('offerDraw')));
      expect(await axeViolations(document)).to.equal('', 'the draw offer dialog');
      dialog('offerDraw')!.querySelector<HTMLButtonElement>('button.primary')!.click();
      await until(() => logTexts(m).includes(w.offer));
      // The computer answers out of turn (the engine's `answers`), in an even position: it declines.
      await until(() => logTexts(m).includes(w.declines), 20000);
      expect(stateOf(m).drawOffer).to.equal(undefined);
      expect(stateOf(m).toMove).to.equal('w', 'still my turn');
      cell('e2').focus();
      await key(m, 'Enter');
      cell('e4').focus();
      await key(m, 'Enter');
      await until(() => stateOf(m).moves.length >= 2, 20000);
      expect(logTexts(m)).not.to.include(w.lapses);
      expect(stateOf(m).phase).to.equal('play');
    });
  }
});
