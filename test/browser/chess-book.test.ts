/**
 * The book at the chess table (issue 25), by real keys in Chromium, in every language: E opens the list
 * of Fielding's games and positions; a replay (EX-CH-3, game 3) stepped to its end with Shift+Right and
 * back to its start with Shift+Left, each move said as an opponent's move is said, the board showing
 * each position, no statistics written; a puzzle (EX-CH-7, position 3) solved by board and command line,
 * a legal move that is not the book's said so and taken back, the hint the book's next move, solved said
 * at the end; I opens the historical notes (chess.md §11), Escape closes them; Shift+E back to the game;
 * F1 lists the book's keys; axe in each of these states.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { logTexts, mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { active, begin, zoneOfFocus } from './trick-harness.js';
import { unpaced } from './seat-harness.js';
import { cell, key, whiteSeed } from './chess-harness.js';
import '../../src/games/chess/game.js';
import type { ChessPlay } from '../../src/games/chess/play.js';
import { bookEntry, type BookReplay } from '../../src/games/chess/book.js';
import type { ChessState } from '../../src/games/chess/index.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import type { GameResult } from '../../src/storage/save-store.js';

const play = (m: Mounted) => m.shell.play as ChessPlay;
const gameState = (m: Mounted) => (play(m).session as unknown as { readonly state: ChessState }).state;
const entryItem = (id: string) => document.querySelector<HTMLElement>(`[data-zone="book"] [data-key="${id}"]`)!;

async function start(m: Mounted): Promise<void> {
  await begin(m, 'chess', whiteSeed(), { options: {}, seats: [{ name: 'Me', kind: 'human', level: 'easy' }, { name: 'Anna', kind: 'computer', level: 'easy' }] });
}

/** The book's list opened with E from the board, then Enter on an entry. */
async function openEntry(m: Mounted, id: string): Promise<void> {
  cell('e1').focus();
  await key(m, 'e');
  expect(zoneOfFocus()).to.equal('book');
  entryItem(id).focus();
  await key(m, 'Enter');
  expect(play(m).book.run?.entry.id).to.equal(id);
  expect(zoneOfFocus()).to.equal('board');
}

/** The words the log gained since `from`. */
const said = (m: Mounted, from: number) => logTexts(m).slice(from);

/** What each language says (a record by language: a language without its words is a compile error here). */
const EN = {
  e4: 'White: pawn e4.', e5: 'Black: pawn e5.', mate: 'White: queen e5, checkmate.', checkmate: 'Checkmate: White wins.', queenE5: 'e5, white queen', e2: 'e2, white pawn',
  after1: 'After 1. pawn e4, pawn e5:', rank4: '4 - - - - P - - -',
  start: 'Back at the start', back18: 'Back at move 18 of 19. Last move: Black: king e7.', white: 'White: ', black: 'Black: ', game3: 'Game 3', rank5: '5 - - - - Q - p -',
  task: 'White to move and mate in three', wrong: 'King d6 is not the book’s solution: taken back. Try another move.', kingD5: 'd5, white king', notThere: 'The piece cannot go to d3',
  hint: 'The book’s next move: king b3.', promotion: 'Black: pawn a1, becomes a queen.', legend: 'The legend of the invention', grains: '18,446,744,073,709,551,615',
  puzzleMoves: ['White: king c4.', 'Black: pawn a2.'], solved: ['White: rook e1, checkmate.', 'Checkmate: White wins.', 'Solved: Position 3 as the book plays it.'],
};
const TEXTS: Readonly<Record<Locale, typeof EN>> = {
  en: EN,
  de: {
    e4: 'Weiß: Bauer e4.', e5: 'Schwarz: Bauer e5.', mate: 'Weiß: Dame e5, schachmatt.', checkmate: 'Schachmatt: Weiß gewinnt.', queenE5: 'e5, weiße Dame', e2: 'e2, weißer Bauer',
    after1: 'Nach 1. Bauer e4, Bauer e5:', rank4: '4 - - - - B - - -',
    start: 'Zurück am Anfang', back18: 'Zurück bei Zug 18 von 19. Letzter Zug: Schwarz: König e7.', white: 'Weiß: ', black: 'Schwarz: ', game3: 'Partie 3', rank5: '5 - - - - D - b -',
    task: 'Weiß zieht und setzt in drei Zügen matt', wrong: 'König d6 ist nicht die Lösung des Buchs: zurückgenommen. Versuche einen anderen Zug.', kingD5: 'd5, weißer König', notThere: 'Der Stein kann nicht nach d3',
    hint: 'Der nächste Zug des Buchs: König b3.', promotion: 'Schwarz: Bauer a1, wird zur Dame.', legend: 'Die Sage von der Erfindung', grains: '18.446.744.073.709.551.615',
    puzzleMoves: ['Weiß: König c4.', 'Schwarz: Bauer a2.'], solved: ['Weiß: Turm e1, schachmatt.', 'Schachmatt: Weiß gewinnt.', 'Gelöst: Stellung 3, wie das Buch sie spielt.'],
  },
  pl: {
    e4: 'Białe: pion e4.', e5: 'Czarne: pion e5.', mate: 'Białe: hetman e5, mat.', checkmate: 'Mat: wygrywają białe.', queenE5: 'e5, biały hetman', e2: 'e2, biały pion',
    after1: 'Po 1. pion e4, pion e5:', rank4: '4 - - - - P - - -',
    start: 'Z powrotem na początku', back18: 'Z powrotem przy ruchu 18 z 19. Ostatni ruch: Czarne: król e7.', white: 'Białe: ', black: 'Czarne: ', game3: 'Partia 3', rank5: '5 - - - - H - p -',
    task: 'Białe zaczynają i dają mata w trzech ruchach', wrong: 'Król d6 to nie jest rozwiązanie z książki: ruch cofnięty. Spróbuj innego ruchu.', kingD5: 'd5, biały król', notThere: 'Bierka nie może iść na d3',
    hint: 'Następny ruch z książki: król b3.', promotion: 'Czarne: pion a1, promocja na hetmana.', legend: 'Legenda o wynalezieniu', grains: '18 446 744 073 709 551 615',
    puzzleMoves: ['Białe: król c4.', 'Czarne: pion a2.'], solved: ['Białe: wieża e1, mat.', 'Mat: wygrywają białe.', 'Rozwiązane: Pozycja 3, tak jak gra książka.'],
  },
};

describe('Chess: the book (issue 25)', function () {
  this.timeout(180000);
  let m: Mounted;
  afterEach(() => unmountApp());

  it('E and Shift+E leave the board where it is: the square focus leaves still exists (issue 28, chess-en step 20)', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    await start(m);
    const g1 = cell('g1');
    g1.focus();
    await key(m, 'e');
    expect(zoneOfFocus()).to.equal('book');
    // The book's list comes before the board: the board's elements stay (Orca is silent when the element it
    // leaves is gone, and a render by position made the board anew).
    expect(cell('g1')).to.equal(g1);
    expect(g1.isConnected).to.equal(true);
    await key(m, 'Shift+E');
    expect(zoneOfFocus()).to.equal('board');
    expect(cell('g1')).to.equal(g1);
  });

  for (const locale of LOCALES) {
    const w = TEXTS[locale];

    it(`${locale}: EX-CH-3 replayed by keys to the end and back to the start, every move said; the board shows each position; no statistics; axe`, async () => {
      const results: GameResult[] = [];
      m = await mountApp({ locale }, { record: (r) => results.push(r) });
      unpaced(m);
      await start(m);
      cell('e1').focus();
      await key(m, 'e');
      expect(zoneOfFocus()).to.equal('book');
      expect(document.querySelectorAll('[data-zone="book"] [role="option"]').length).to.equal(8);
      expect(await axeViolations(document)).to.equal('', 'the book\u2019s list');
      await openEntry(m, 'EX-CH-3');
      expect(m.shell.lastAnswer).to.contain(w.game3);
      expect(await axeViolations(document)).to.equal('', 'a replay opened');
      const plies = (bookEntry('EX-CH-3') as BookReplay).moves.length;
      const from = logTexts(m).length;
      for (let i = 0; i < plies; i++) {
        await key(m, 'Shift+ArrowRight');
        expect(play(m).book.run!.ply).to.equal(i + 1);
      }
      const moves = said(m, from);
      // Each move said once, as an opponent's move is said (the side, the move in words), and the mate with it (CH17, CH19).
      expect(moves[0]).to.equal(w.e4);
      expect(moves[1]).to.equal(w.e5);
      expect(moves.slice(-2)).to.deep.equal([w.mate, w.checkmate]);
      expect(moves.filter((t) => t.startsWith(w.white) || t.startsWith(w.black)).length).to.equal(plies);
      expect(cell('e5').getAttribute('aria-label')).to.equal(w.queenE5);
      // The board keys read the book's position: D, the eight lines.
      await key(m, 'd');
      expect(m.shell.lastAnswer).to.contain(w.rank5);
      // The move list holds the book's moves; Enter on a line reads the position after it.
      await key(m, 'Shift+M');
      expect(zoneOfFocus()).to.equal('moves');
      expect(document.querySelectorAll('[data-zone="moves"] [role="option"]').length).to.equal(10);
      const first = document.querySelector<HTMLElement>('[data-zone="moves"] [data-key="moveline-1"]')!;
      first.focus();
      await key(m, 'Enter');
      expect(m.shell.lastAnswer).to.contain(w.after1);
      expect(m.shell.lastAnswer).to.contain(w.rank4);
      cell('e5').focus();
      await key(m, 'Shift+ArrowRight');
      expect(m.shell.lastAnswer).to.equal(play(m).messages.book.atEnd);
      expect(await axeViolations(document)).to.equal('', 'the replay at its end');
      await key(m, 'Shift+ArrowLeft');
      expect(m.shell.lastAnswer).to.equal(w.back18);
      for (let i = plies - 1; i > 1; i--) await key(m, 'Shift+ArrowLeft');
      // The buttons from the commands table: the previous move (and the next).
      const button = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('[data-zone="actions"] button')].find((b) => b.textContent?.includes(label));
      expect(button(play(m).messages.book.next), 'the next move’s button').to.not.equal(undefined);
      button(play(m).messages.book.previous)!.click();
      await settle(m);
      expect(play(m).book.run!.ply).to.equal(0);
      expect(m.shell.lastAnswer).to.contain(w.start);
      expect(cell('e2').getAttribute('aria-label')).to.equal(w.e2);
      // Shift+E: back to the game, which is as it was; the replay counted nowhere.
      await key(m, 'Shift+E');
      expect(play(m).book.open).to.equal(false);
      expect(gameState(m).moves).to.deep.equal([]);
      expect(results).to.deep.equal([]);
      expect(await axeViolations(document)).to.equal('', 'back at the game');
    });

    it(`${locale}: EX-CH-7 solved by board and command line; a legal move not the book's refused and taken back; the hint; solved said; F1 lists the book's keys; axe`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      await start(m);
      await openEntry(m, 'EX-CH-7');
      expect(m.shell.lastAnswer).to.contain(w.task);
      // A legal move that is not the book's: said so, and the board unchanged (the engine judged it legal first).
      cell('d5').focus();
      await key(m, 'Enter');
      cell('d6').focus();
      await key(m, 'Enter');
      expect(m.shell.lastAnswer).to.equal(w.wrong);
      expect(play(m).book.run!.ply).to.equal(0);
      expect(cell('d5').getAttribute('aria-label')).to.equal(w.kingD5);
      expect(await axeViolations(document)).to.equal('', 'a wrong move refused');
      // An illegal move: the engine's refusal with its rule (CH37).
      cell('e4').focus();
      await key(m, 'Enter');
      cell('d3').focus();
      await key(m, 'Enter');
      expect(m.shell.lastAnswer).to.contain(w.notThere);
      await key(m, 'Escape');
      // The book's move by the board; the book's reply said after it.
      const from = logTexts(m).length;
      cell('d5').focus();
      await key(m, 'Enter');
      cell('c4').focus();
      await key(m, 'Enter');
      expect(said(m, from)).to.deep.equal(w.puzzleMoves);
      // The hint: the book's next move.
      await key(m, '?');
      expect(m.shell.lastAnswer).to.equal(w.hint);
      // By the command line; the reply makes a queen in vain (V-CH-1: Black lacks every officer).
      cell('c4').focus();
      await key(m, '/');
      expect(zoneOfFocus()).to.equal('commandLine');
      await sendKeys({ type: 'Kb3' });
      await key(m, 'Enter');
      await until(() => play(m).book.run!.ply === 4);
      expect(logTexts(m)).to.include(w.promotion);
      await key(m, 'Escape');
      cell('e4').focus();
      await key(m, 'Enter');
      cell('e1').focus();
      const before = logTexts(m).length;
      await key(m, 'Enter');
      expect(said(m, before)).to.deep.equal(w.solved);
      expect(play(m).book.run!.solving).to.equal(false);
      expect(await axeViolations(document)).to.equal('', 'the puzzle solved');
      // F1 on the board lists the book's keys.
      cell('e1').focus();
      await key(m, 'F1');
      const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
      await until(() => help.open);
      for (const id of ['openBook', 'bookNext', 'bookPrevious', 'leaveBook', 'historicalNotes']) expect(help.textContent, id).to.contain(m.shell.module!.commandText(locale, id)!.help);
      expect(await axeViolations(document)).to.equal('', 'F1 in the book');
      await key(m, 'Escape');
      expect(gameState(m).moves).to.deep.equal([]);
    });

    it(`${locale}: I opens the historical notes (chess.md §11) as a list, Escape closes them; axe`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      await start(m);
      cell('e1').focus();
      await key(m, 'i');
      expect(zoneOfFocus()).to.equal('notes');
      const notes = [...document.querySelectorAll<HTMLElement>('[data-zone="notes"] [role="option"]')];
      expect(notes.length).to.equal(8);
      expect(active()?.textContent).to.contain(w.legend);
      expect(notes[1]!.textContent).to.contain(w.grains);
      expect(await axeViolations(document)).to.equal('', 'the notes');
      await key(m, 'ArrowDown');
      expect(active()?.dataset['key']).to.equal('wheat');
      await key(m, 'Escape');
      expect(document.querySelector('[data-zone="notes"]')).to.equal(null);
      expect(zoneOfFocus()).to.equal('board');
    });
  }
});
