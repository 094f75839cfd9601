/**
 * Chess at the generic table (issue 25), with real key events in Chromium, what is its own: the board
 * as a grid (role grid, rows, gridcells named "e2, white pawn"; the arrows walk it by files and ranks),
 * the piece jumps (K Q T B N P, Shift for the opponent's), Enter on a piece and on its target, the
 * promotion list of the kinds allowed now (CH13) and V-CH-1's waiting pawn, the command line (an
 * ambiguous SAN refused with the moves it may mean, a words move accepted), a seeded game by keys
 * against the easy player with every move and every check announced (CH17, CH38), save and resume, and
 * axe in every state met, in every language (the words by language: WORDS). The address start, F1 and a whole game by keys with its
 * save and resume in each phase are the shared suite's (seat-games.test.ts).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { liveTexts, logTexts, mountApp, settle, shown, unmountApp, until, type Mounted } from './app-harness.js';
import { active, begin, zoneOfFocus } from './trick-harness.js';
import { unpaced } from './seat-harness.js';
import { cell, key, whiteSeed } from './chess-harness.js';
import '../../src/games/chess/game.js';
import { chessSave } from '../../src/games/chess/game.js';
import type { ChessPlay } from '../../src/games/chess/play.js';
import type { ChessEvent, ChessOptions, ChessState } from '../../src/games/chess/index.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import { Rng } from '../../src/engine/rng.js';
import type { Step } from '../../src/play/session.js';
import type { GameResult } from '../../src/storage/save-store.js';

/** What each language says (a record by language: a language without its words is a compile error here). */
interface Words {
  e2: string; e4: string; mine: string; attacker: string; rank8: string; rank1: string; pickedUp: RegExp; knightF3: string;
  colours: Readonly<Record<'w' | 'b', string>>; ambiguous: RegExp; wordsMove: string; promotionKinds: string; promotedRook: string; waits: string;
  check: string; queenMates: string; whiteMates: string; blackMates: string; stalemateHalf: string; sanE4: string; after: string; rank4: string; nato: string; promotion: string;
}
const WORDS: Readonly<Record<Locale, Words>> = {
  en: {
    e2: 'e2, white pawn', e4: 'e4, empty', mine: 'White: king e1; queen d1; rooks a1, h1', attacker: 'white knight g1', rank8: '8 r n b q k b n r', rank1: '1 R N B Q K B N R',
    pickedUp: /White knight g1 picked up: f3 and h3/, knightF3: 'White: knight f3.', colours: { w: 'White', b: 'Black' },
    ambiguous: /knight (b d2 or knight f d2|f d2 or knight b d2)/, wordsMove: 'knight c3', promotionKinds: 'queen, rook, bishop, or knight',
    promotedRook: 'White: pawn e8, becomes a rook, check.', waits: 'White: pawn e8, waits for a lost piece.', check: 'check',
    queenMates: 'White: queen b8, checkmate.', whiteMates: 'Checkmate: White wins.', blackMates: 'Checkmate: Black wins.', stalemateHalf: 'Stalemate is half lost (V-CH-2): White wins half.',
    sanE4: 'White: e4.', after: 'After 1. e4, ', rank4: '4 - - - - P - - -', nato: 'White: knight foxtrot 3.', promotion: 'Promotion',
  },
  de: {
    e2: 'e2, weißer Bauer', e4: 'e4, leer', mine: 'Weiß: König e1; Dame d1; Türme a1, h1', attacker: 'weißer Springer g1', rank8: '8 t s l d k l s t', rank1: '1 T S L D K L S T',
    pickedUp: /Weißer Springer g1 aufgenommen: f3 und h3/, knightF3: 'Weiß: Springer f3.', colours: { w: 'Weiß', b: 'Schwarz' },
    ambiguous: /Springer (b d2 oder Springer f d2|f d2 oder Springer b d2)/, wordsMove: 'Springer c3', promotionKinds: 'Dame, Turm, Läufer oder Springer',
    promotedRook: 'Weiß: Bauer e8, wird zum Turm, Schach.', waits: 'Weiß: Bauer e8, wartet auf einen verlorenen Stein.', check: 'Schach',
    queenMates: 'Weiß: Dame b8, schachmatt.', whiteMates: 'Schachmatt: Weiß gewinnt.', blackMates: 'Schachmatt: Schwarz gewinnt.', stalemateHalf: 'Patt ist halb verloren (V-CH-2): Weiß gewinnt halb.',
    sanE4: 'Weiß: e4.', after: 'Nach 1. e4, ', rank4: '4 - - - - B - - -', nato: 'Weiß: Springer Foxtrott 3.', promotion: 'Umwandlung',
  },
  // Polish letters K H W G S (P on the board only); the pieces inflected by the sentence: "promocja na wieżę", "zamienić się w hetmana".
  pl: {
    e2: 'e2, biały pion', e4: 'e4, puste', mine: 'Białe: król e1; hetman d1; wieże a1, h1', attacker: 'biały skoczek g1', rank8: '8 w s g h k g s w', rank1: '1 W S G H K G S W',
    pickedUp: /Podniesiono: biały skoczek g1\. Może iść na f3 i h3\./, knightF3: 'Białe: skoczek f3.', colours: { w: 'Białe', b: 'Czarne' },
    ambiguous: /skoczek (b d2 lub skoczek f d2|f d2 lub skoczek b d2): wybierz jeden\./, wordsMove: 'skoczek c3', promotionKinds: 'Pion może zamienić się w hetmana, wieżę, gońca lub skoczka.',
    promotedRook: 'Białe: pion e8, promocja na wieżę, szach.', waits: 'Białe: pion e8, czeka na utraconą figurę.', check: 'szach',
    queenMates: 'Białe: hetman b8, mat.', whiteMates: 'Mat: wygrywają białe.', blackMates: 'Mat: wygrywają czarne.', stalemateHalf: 'Pat to połowa przegranej (V-CH-2): białe wygrywają połowę.',
    sanE4: 'Białe: e4.', after: 'Po 1. e4, ', rank4: '4 - - - - P - - -', nato: 'Białe: skoczek foxtrot 3.', promotion: 'Promocja',
  },
};

const play = (m: Mounted) => m.shell.play as ChessPlay;
const stateOf = (m: Mounted) => (play(m).session as unknown as { readonly state: ChessState }).state;

/** A seed whose first game gives me (player 0) White (CH31: the colours are drawn). */
async function start(m: Mounted, options: ChessOptions = {}, seed = whiteSeed(options)): Promise<void> {
  await begin(m, 'chess', seed, { options, seats: [{ name: 'Me', kind: 'human', level: 'easy' }, { name: 'Anna', kind: 'computer', level: 'easy' }] });
}

/** Enter on a square (focused by the roving tab stop), then what it says settled. */
async function enterOn(m: Mounted, sq: string): Promise<void> {
  cell(sq).focus();
  await key(m, 'Enter');
}

describe('Chess at the table (issue 25)', function () {
  this.timeout(180000);
  let m: Mounted;
  afterEach(() => unmountApp());

  for (const locale of LOCALES) {
    const w = WORDS[locale];
    it(`${locale}: the board is a grid of rows of named cells, the arrows walk it by ranks and files, the jumps find the pieces`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      await start(m);
      const grid = document.querySelector('[data-zone="board"] [role="grid"]')!;
      expect(grid.querySelectorAll('[role="row"]').length).to.equal(8);
      expect(grid.querySelectorAll('[role="row"] > [role="gridcell"]').length).to.equal(64);
      // Rows are ranks 8 to 1 from White's side (CH2).
      expect(grid.querySelector('[role="row"] [role="gridcell"]')!.getAttribute('data-key')).to.equal('a8');
      expect(cell('e2').getAttribute('aria-label')).to.equal(w.e2);
      expect(cell('e4').getAttribute('aria-label')).to.equal(w.e4);
      // Every cell a touch target of at least 44 px.
      const r = cell('a1').getBoundingClientRect();
      expect(Math.min(r.width, r.height)).to.be.at.least(44);
      expect(await axeViolations(document)).to.equal('', 'the board');

      cell('e1').focus();
      await key(m, 'ArrowUp');
      expect(active()?.dataset['key']).to.equal('e2');
      await key(m, 'ArrowRight');
      expect(active()?.dataset['key']).to.equal('f2');
      await key(m, 'ArrowDown');
      expect(active()?.dataset['key']).to.equal('f1');
      // The jumps: my next knight after the cursor in reading order, then the next (wrapping); Shift: the opponent's.
      await key(m, 'n');
      expect(active()?.dataset['key']).to.equal('g1');
      await key(m, 'n');
      expect(active()?.dataset['key']).to.equal('b1');
      await key(m, 'Shift+N');
      expect(active()?.dataset['key']).to.equal('b8');
      await key(m, 't');
      expect(active()?.dataset['key']).to.equal('a1');
      await key(m, 'k');
      expect(active()?.dataset['key']).to.equal('e1');
      // H lists my men by kind; A says what attacks a square; F reads a file.
      await key(m, 'h');
      expect(m.shell.lastAnswer).to.contain(w.mine);
      cell('f3').focus();
      await key(m, 'a');
      expect(m.shell.lastAnswer).to.contain(w.attacker);
      await key(m, 'f');
      expect(m.shell.lastAnswer).to.contain('f8');
      await key(m, 'd');
      expect(m.shell.lastAnswer).to.contain(w.rank8);
      expect(m.shell.lastAnswer).to.contain(w.rank1);
    });

    it(`${locale}: Enter picks a piece up and says its moves, Enter on a target plays it; the easy player's answer is said; axe with a piece picked up`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      await start(m);
      await enterOn(m, 'g1');
      expect(m.shell.lastAnswer).to.match(w.pickedUp);
      expect(cell('g1').getAttribute('aria-selected')).to.equal('true');
      expect(await axeViolations(document)).to.equal('', 'a piece picked up');
      await key(m, 'Escape');
      expect(cell('g1').getAttribute('aria-selected')).to.equal('false');
      await enterOn(m, 'g1');
      await enterOn(m, 'f3');
      await until(() => play(m).session.myTurn);
      await settle(m);
      const log = logTexts(m);
      expect(log).to.include(w.knightF3);
      expect(log.some((t) => t.startsWith(`${w.colours.b}: `))).to.equal(true);
    });

    it(`${locale}: the command line refuses an ambiguous SAN with the moves it may mean, takes a words move; the promotion list offers the kinds allowed now`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      // Both white knights can go to d2 (CH35: never guessed).
      await start(m, { start: '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1' });
      const typed = async (text: string) => {
        cell('e1').focus();
        await key(m, '/');
        expect(zoneOfFocus()).to.equal('commandLine');
        await sendKeys({ type: text });
        await key(m, 'Enter');
      };
      await typed('Nd2');
      await until(() => play(m).choices !== null);
      await settle(m);
      expect(stateOf(m).moves).to.deep.equal([]);
      const said = liveTexts(m).join(' | ');
      expect(said, said + ' || ' + JSON.stringify(play(m).choices)).to.match(w.ambiguous);
      expect(play(m).choices?.labels.length).to.equal(2);
      expect(await axeViolations(document)).to.equal('', 'the candidates listed');
      await key(m, 'Escape');
      await typed(w.wordsMove);
      await until(() => stateOf(m).moves.length > 0);
      expect(stateOf(m).moves[0]).to.equal('b1c3');
      unmountApp();

      // A pawn on the seventh: the four kinds (CH13); the list's second entry makes a rook.
      m = await mountApp({ locale });
      unpaced(m);
      await start(m, { start: 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1' });
      await enterOn(m, 'e7');
      expect(m.shell.lastAnswer).to.contain(w.promotionKinds);
      await enterOn(m, 'e8');
      expect(play(m).choices?.labels.length).to.equal(4);
      expect(zoneOfFocus()).to.equal('choices');
      expect(await axeViolations(document)).to.equal('', 'the promotion list');
      await key(m, 'ArrowDown');
      await key(m, 'Enter');
      expect(stateOf(m).moves[0]).to.equal('e7e8r');
      expect(logTexts(m)).to.include(w.promotedRook);
      unmountApp();

      // V-CH-1: White lacks nothing, so the pawn waits; that is said before the move.
      m = await mountApp({ locale });
      unpaced(m);
      await start(m, { variants: ['V-CH-1'], start: 'k7/4P3/8/8/8/8/PPPPPPP1/RNBQKBNR w - - 0 1' });
      await enterOn(m, 'e7');
      expect(m.shell.lastAnswer).to.contain('V-CH-1');
      await enterOn(m, 'e8');
      expect(stateOf(m).moves[0]).to.equal('e7e8');
      expect(logTexts(m)).to.include(w.waits);
    });

    it(`${locale}: a seeded game by keys against the easy player: every move and every check said; save and resume on the way`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      await start(m);
      const rng = Rng.fromSeed(`chess-by-keys-${locale}`);
      let resumed = false;
      for (let n = 0; n < 30 && stateOf(m).phase === 'play'; n++) {
        await until(() => play(m).session.myTurn || stateOf(m).phase !== 'play', 20000);
        if (stateOf(m).phase !== 'play') break;
        if (n === 10 && !resumed) {
          // Saved and resumed in the middle of the game: the same state, the cursor's zone.
          resumed = true;
          const snap = JSON.parse(JSON.stringify(play(m).snapshot({ log: m.announcer.log, focusZone: 'board', focusKey: 'e1' })));
          const before = JSON.parse(JSON.stringify(stateOf(m)));
          unmountApp();
          m = await mountApp({ locale });
          unpaced(m);
          await m.shell.resumeGame('chess', chessSave.check(snap));
          await settle(m);
          expect(JSON.parse(JSON.stringify(stateOf(m)))).to.deep.equal(before);
          expect(zoneOfFocus()).to.equal('board');
        }
        const legal = play(m).session.legalMoves;
        const move = legal[rng.int(legal.length)]!;
        for (const sq of play(m).itemsOfMove(move)) await enterOn(m, sq);
        if (play(m).choices) await key(m, 'Enter');
        await until(() => play(m).session.myTurn || stateOf(m).phase !== 'play', 20000);
        await settle(m);
      }
      // Every move of the game said once, as the side's colour and its words; every check and mate said with it (CH17).
      const steps = play(m).session.steps as Step<string, ChessEvent>[];
      const log = logTexts(m);
      const colours = w.colours;
      let checks = 0;
      for (const st of steps) {
        const mv = st.events.find((e): e is Extract<ChessEvent, { type: 'move' }> => e.type === 'move');
        if (!mv) continue;
        const line = log.find((t) => t.startsWith(`${colours[mv.color]}: `) && t.includes(mv.to));
        expect(line, `${mv.san} said`).to.be.a('string');
        if (mv.san.endsWith('+')) {
          checks++;
          expect(log.some((t) => t.startsWith(`${colours[mv.color]}: `) && t.includes(mv.to) && t.includes(w.check)), `${mv.san}: its check said`).to.equal(true);
        }
      }
      expect(steps.filter((st) => st.events.some((e) => e.type === 'move')).length).to.be.greaterThan(20);
      expect(resumed).to.equal(true);
      expect(checks).to.be.at.least(0);
      expect(await axeViolations(document)).to.equal('', 'after the game by keys');
    });

    it(`${locale}: touch: a tap on a piece picks it up, a tap on its target moves it; a mate by the '#' key under V-CH-4 wins in full and is counted by level`, async () => {
      const results: GameResult[] = [];
      m = await mountApp({ locale }, { record: (r) => results.push(r) });
      unpaced(m);
      await start(m, { variants: ['V-CH-4'], start: '7k/8/6K1/8/8/8/8/1Q6 w - - 0 1' });
      cell('b1').click();
      await settle(m);
      expect(cell('b1').getAttribute('aria-selected')).to.equal('true');
      // V-CH-4: the key announces mate with the next move (it does not say whether a move mates).
      cell('b1').focus();
      await key(m, '#');
      expect(play(m).announcing).to.equal(true);
      cell('b8').click();
      await settle(m);
      await until(() => stateOf(m).phase !== 'play');
      await settle(m);
      const log = logTexts(m);
      expect(log).to.include(w.queenMates);
      expect(log).to.include(w.whiteMates);
      expect(results.map((r) => [r.game, r.won, r.feats])).to.deep.equal([['chess', true, { 'won-easy': 1 }]]);
      expect(await axeViolations(document)).to.equal('', 'the game over');
    });

    it(`${locale}: the computer player announces its mate under V-CH-4; V-CH-2's stalemate is said as half lost`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      // Black's rook mates on d1 after any move of mine (the back rank).
      await start(m, { variants: ['V-CH-4'], start: '3r2k1/8/8/8/8/8/P5PP/7K w - - 0 1' });
      await enterOn(m, 'a2');
      await enterOn(m, 'a3');
      await until(() => stateOf(m).phase !== 'play');
      await settle(m);
      expect(stateOf(m).result).to.deep.equal({ winner: 'b', reason: 'checkmate', stake: 1 });
      expect(logTexts(m)).to.include(w.blackMates);
      unmountApp();

      m = await mountApp({ locale });
      unpaced(m);
      await start(m, { preset: 'fielding', start: '7k/8/6Q1/8/8/8/8/K7 w - - 0 1' });
      await enterOn(m, 'g6');
      await enterOn(m, 'f7');
      await until(() => stateOf(m).phase !== 'play');
      await settle(m);
      expect(logTexts(m).some((t) => t.startsWith(w.stalemateHalf))).to.equal(true);
    });

    it(`${locale}: the speech style is a setting of the game (SAN, NATO squares); Shift+M goes to the move list, a list walked by the arrows`, async () => {
      m = await mountApp({ locale, chessSpeech: 'san' });
      unpaced(m);
      await start(m);
      await enterOn(m, 'e2');
      await enterOn(m, 'e4');
      await until(() => play(m).session.myTurn);
      await settle(m);
      expect(logTexts(m)).to.include(w.sanE4);
      cell('g1').focus();
      await key(m, 'Shift+M');
      expect(zoneOfFocus()).to.equal('moves');
      expect(active()?.textContent).to.match(/^1\. e4, /);
      // Enter on a line: the board after it (the position after any move readable).
      await key(m, 'Enter');
      expect(m.shell.lastAnswer).to.contain(w.after);
      expect(m.shell.lastAnswer).to.contain(w.rank4);
      expect(await axeViolations(document)).to.equal('', 'the move list');
      unmountApp();
      m = await mountApp({ locale, chessSpeech: 'nato' });
      unpaced(m);
      await start(m);
      await enterOn(m, 'g1');
      await enterOn(m, 'f3');
      await until(() => play(m).session.myTurn);
      await settle(m);
      expect(logTexts(m)).to.include(w.nato);
    });

    it(`${locale}: Shift+F1 gives the rules in force (the Fielding preset: V-CH-1 and V-CH-2), F1 the keys of the board; axe in both`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      await start(m, { preset: 'fielding' });
      cell('e2').focus();
      await key(m, 'Shift+F1');
      const rules = document.querySelector<HTMLDialogElement>('dialog[data-dialog="rules"]')!;
      await until(() => shown(rules));
      expect(rules.textContent).to.contain('V-CH-1');
      expect(rules.textContent).to.contain('V-CH-2');
      expect(rules.textContent).to.contain(w.promotion);
      expect(await axeViolations(document)).to.equal('', 'the rules');
      await key(m, 'Escape');
      await until(() => !shown(rules));
      cell('e2').focus();
      await key(m, 'F1');
      const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
      await until(() => shown(help));
      const text = help.textContent ?? '';
      for (const id of ['activateSquare', 'jump-n', 'jumpTheirs-n', 'readAttacks', 'pieceMoves', 'listMine', 'readBoard']) expect(text, id).to.contain(m.shell.module!.commandText(locale, id)!.help);
      expect(await axeViolations(document)).to.equal('', 'the keys');
    });

    it(`${locale}: V-CH-5, touch-move: a piece picked up that can move is not put back and no other piece is taken instead`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      await start(m, { variants: ['V-CH-5'] });
      await enterOn(m, 'g1');
      await key(m, 'Escape');
      expect(m.shell.lastAnswer).to.contain('V-CH-5');
      expect(cell('g1').getAttribute('aria-selected')).to.equal('true');
      await enterOn(m, 'b1');
      expect(cell('g1').getAttribute('aria-selected')).to.equal('true');
      await enterOn(m, 'h3');
      await until(() => stateOf(m).moves.length > 0);
      expect(stateOf(m).moves[0]).to.equal('g1h3');
    });
  }
});

