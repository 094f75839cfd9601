/**
 * Polish, the app's third language (issue 26), chess: its catalogue and rules
 * (locales/chess/pl.ts, rules-pl.ts), its command and chooser words (command-words-pl.ts, meta-pl.ts).
 * - The same keys, kinds and function arities as English, no empty text, capitals where English has them.
 * - Every Polish plural category in the sentences with a count (1, 2, 5, 22, 112; the half points: 0,5).
 * - The moves as the describer makes them (moveWordsOf, sanSaid), in every speech style: "Czarne: skoczek
 *   bije na f7, szach" (CH35, CH38), castling (CH20), en passant (CH12), promotion (CH13) and V-CH-1's
 *   waiting pawn; SAN in the Polish letters K H W G S.
 * - The pieces declined by the sentence, of both genders (wieża feminine, the others masculine animate):
 *   accusative ("promocja na wieżę", "w gońca"), genitive ("nie mają hetmana, wieży"), instrumental of the
 *   sides ("grasz czarnymi"), the participle agreeing ("podniesiona wieża", "podniesiony skoczek"); names
 *   in the nominative.
 * - The rules text builds for the default rules, both presets and every variant, as the English one.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compare, sameRules } from './support/polish-parity.js';
import type { ChessCatalogue } from '../../src/games/chess/messages.js';
import type { ChessMessages } from '../../src/games/chess/texts.js';
import { moveWordsOf, sanSaid, type Words } from '../../src/games/chess/describe.js';
import { PRESETS, resolveRules, VARIANT_IDS } from '../../src/games/chess/rules.js';
import type { ChessOptions, Color, Kind } from '../../src/games/chess/types.js';
import { chessEn } from '../../locales/chess/en.js';
import { chessPl } from '../../locales/chess/pl.js';
import { chessRulesEn } from '../../locales/chess/rules-en.js';
import { chessRulesPl } from '../../locales/chess/rules-pl.js';

const c = (chessPl as unknown as ChessCatalogue).chess;
const ui = (chessPl as unknown as ChessCatalogue).ui;
const anna = { name: 'Anna', self: false };
const me = { name: 'Ty', self: true };
const SAMPLES = [1, 2, 5, 22, 112] as const;

/** The describer's words with the Polish catalogue, in a speech style (only the catalogue and the style are read). */
const words = (style: Words['style']): Words => ({ messages: { chess: c, ui } as unknown as ChessMessages, style, me: 0, names: ['Ty', 'Anna'], view: {} as Words['view'] });
/** A move as the describer says it (describe.ts: moveWordsOf, and sanSaid in the SAN style). */
function said(style: Words['style'], m: { uci: string; san: string; color: Color; piece: Kind; enPassant?: boolean; waits?: boolean }): string {
  const w = words(style);
  const mw = moveWordsOf(w, { enPassant: false, waits: false, ...m });
  return c.moveSaid(mw, style === 'san' ? sanSaid(w, m.san) : null);
}

describe('Polish: chess (issue 26)', () => {
  it('has every key, kind and arity of the English catalogue, no empty text, and capitals where English has them', () => {
    const problems: string[] = [];
    compare(chessEn, chessPl, 'chess', problems);
    assert.deepEqual(problems, []);
    for (const id of VARIANT_IDS) {
      assert.notEqual(ui.variantName(id), id);
      assert.notEqual(ui.variantDescription(id), id);
    }
  });

  it('says every plural category of the points, and the half points: 1 punkt, 2 punkty, 5 punktów, 0,5 punktu (CH29)', () => {
    const result = (n: number) => c.result({ winner: 'w', reason: 'checkmate', stake: 1 }, [{ who: me, points: n }, { who: anna, points: 0 }]);
    assert.deepEqual(SAMPLES.map(result), ['1 punkt', '2 punkty', '5 punktów', '22 punkty', '112 punktów'].map((p) => `Białe wygrywają. Wynik: ty ${p}, Anna 0 punktów.`));
    assert.equal(c.sessionOver([{ who: me, points: 1.5 }, { who: anna, points: 0.5 }], true), 'Koniec sesji: twoja wygrana. Ty 1,5 punktu, Anna 0,5 punktu.');
    assert.equal(c.sessionOver([{ who: me, points: 2 }, { who: anna, points: 2 }], null), 'Koniec sesji, remis. Ty 2 punkty, Anna 2 punkty.');
    assert.equal(c.sessionOver([{ who: me, points: 22 }, { who: anna, points: 112 }], false), 'Koniec sesji: twoja przegrana. Ty 22 punkty, Anna 112 punktów.');
    assert.equal(
      c.status({ turn: 'Twój ruch, białe.', game: 2, games: 5, points: [{ who: me, points: 1 }, { who: anna, points: 0 }], rules: ['V-CH-1 Promocja tylko na utraconą figurę'], waiting: ['e8', 'd1'] }),
      'Twój ruch, białe. Partia 2 z 5. Wynik: ty 1 punkt, Anna 0 punktów. Reguły: V-CH-1 Promocja tylko na utraconą figurę. Czekające piony: e8 i d1.',
    );
  });

  it('says the moves as the describer makes them, in words: "Czarne: skoczek bije na f7, szach" (CH35, CH38)', () => {
    assert.equal(said('words', { uci: 'g5f7', san: 'Nxf7+', color: 'b', piece: 'n' }), 'Czarne: skoczek bije na f7, szach.');
    assert.equal(said('words', { uci: 'g1f3', san: 'Nf3', color: 'w', piece: 'n' }), 'Białe: skoczek f3.');
    assert.equal(said('words', { uci: 'b1d2', san: 'Nbd2', color: 'w', piece: 'n' }), 'Białe: skoczek b d2.');
    assert.equal(said('words', { uci: 'e4d5', san: 'exd5', color: 'w', piece: 'p' }), 'Białe: pion e bije na d5.');
    assert.equal(said('words', { uci: 'e1g1', san: 'O-O', color: 'w', piece: 'k' }), 'Białe: roszada krótka.');
    assert.equal(said('words', { uci: 'e8c8', san: 'O-O-O+', color: 'b', piece: 'k' }), 'Czarne: roszada długa, szach.');
    assert.equal(said('words', { uci: 'e5d6', san: 'exd6', color: 'w', piece: 'p', enPassant: true }), 'Białe: pion e bije na d6 w przelocie.');
    assert.equal(said('words', { uci: 'e7e8q', san: 'e8=Q+', color: 'w', piece: 'p' }), 'Białe: pion e8, promocja na hetmana, szach.');
    assert.equal(said('words', { uci: 'b2a1r', san: 'bxa1=R', color: 'b', piece: 'p' }), 'Czarne: pion b bije na a1, promocja na wieżę.');
    assert.equal(said('words', { uci: 'g7g8n', san: 'g8=N', color: 'w', piece: 'p' }), 'Białe: pion g8, promocja na skoczka.');
    assert.equal(said('words', { uci: 'c7c8b', san: 'c8=B', color: 'w', piece: 'p' }), 'Białe: pion c8, promocja na gońca.');
    assert.equal(said('words', { uci: 'a7a8', san: 'a8', color: 'w', piece: 'p', waits: true }), 'Białe: pion a8, czeka na utraconą figurę.');
    assert.equal(said('words', { uci: 'd1h5', san: 'Qxh5#', color: 'w', piece: 'q' }), 'Białe: hetman bije na h5, mat.');
  });

  it('says the squares in the NATO alphabet as it is and in the Polish names alphabet, and SAN in the letters K H W G S', () => {
    assert.equal(said('nato', { uci: 'g5f7', san: 'Nxf7+', color: 'b', piece: 'n' }), 'Czarne: skoczek bije na foxtrot 7, szach.');
    assert.equal(said('anna', { uci: 'g5f7', san: 'Nxf7+', color: 'b', piece: 'n' }), 'Czarne: skoczek bije na Franciszek 7, szach.');
    assert.equal(said('anna', { uci: 'a1h8', san: 'Rah8', color: 'w', piece: 'r' }), 'Białe: wieża a Henryk 8.');
    assert.equal(said('san', { uci: 'g5f7', san: 'Nxf7+', color: 'b', piece: 'n' }), 'Czarne: Sxf7+.');
    assert.equal(said('san', { uci: 'e7e8q', san: 'e8=Q', color: 'w', piece: 'p' }), 'Białe: e8=H.');
    assert.deepEqual((['k', 'q', 'r', 'b', 'n', 'p'] as const).map((k) => c.pieceLetter(k)), ['K', 'H', 'W', 'G', 'S', 'P']);
    assert.equal(sanSaid(words('san'), 'Rxb7 Bc4 Kg1 Qd8'), 'Wxb7 Gc4 Kg1 Hd8');
  });

  it('declines the pieces by the sentence and makes the words agree with their gender', () => {
    assert.deepEqual((['k', 'q', 'r', 'b', 'n', 'p'] as const).map((k) => c.man('w', k)), ['biały król', 'biały hetman', 'biała wieża', 'biały goniec', 'biały skoczek', 'biały pion']);
    assert.equal(c.man('b', 'r'), 'czarna wieża');
    assert.equal(ui.squareName('a1', { color: 'w', kind: 'r' }, true), 'a1, biała wieża, podniesiona');
    assert.equal(ui.squareName('g1', { color: 'w', kind: 'n' }, true), 'g1, biały skoczek, podniesiony');
    assert.equal(ui.squareName('e5', null, false), 'e5, puste');
    // Genitive after the negation.
    assert.equal(c.noPieceOfKind('q', 'w'), 'Białe nie mają hetmana.');
    assert.equal(c.noPieceOfKind('r', 'b'), 'Czarne nie mają wieży.');
    assert.equal(c.noPieceOfKind('b', 'b'), 'Czarne nie mają gońca.');
    assert.equal(c.noPieceOfKind('n', 'w'), 'Białe nie mają skoczka.');
    assert.equal(c.attacks('e4', []), 'Żadna bierka nie atakuje pola e4.');
    // Accusative after "w" and "na" (CH13, V-CH-1).
    assert.equal(c.promotionChoice(['q', 'r', 'b', 'n']), 'Pion może zamienić się w hetmana, wieżę, gońca lub skoczka.');
    assert.equal(c.pawnRelieved('w', 'e8', 'r'), 'Czekający pion białych na e8 zamienia się w wieżę.');
    assert.equal(c.pawnRelieved('b', 'd1', 'q'), 'Czekający pion czarnych na d1 zamienia się w hetmana.');
    // Instrumental of the sides, the plural of the pieces without a numeral.
    assert.equal(ui.boardHeading('b'), 'Plansza, grasz czarnymi');
    assert.equal(c.menList({ color: 'w', groups: [{ kind: 'k', squares: ['g1'] }, { kind: 'r', squares: ['a1', 'f1'] }, { kind: 'b', squares: ['c1', 'e2'] }, { kind: 'n', squares: ['c3', 'f3'] }, { kind: 'q', squares: ['d1', 'h5'] }, { kind: 'p', squares: ['a2', 'b2'] }] }), 'Białe: król g1; wieże a1, f1; gońce c1, e2; skoczki c3, f3; hetmany d1, h5; piony a2, b2.');
    assert.equal(c.menList({ color: 'b', groups: [{ kind: 'k', squares: ['e8'] }, { kind: 'r', squares: ['h8'] }] }), 'Czarne: król e8; wieża h8.');
    assert.equal(c.attacks('e4', [{ color: 'w', men: ['biały skoczek f3', 'biała wieża e1'] }, { color: 'b', men: ['czarny pion d5'] }]), 'Pole e4 atakują białe: biały skoczek f3 i biała wieża e1; czarne: czarny pion d5.');
    // The pieces' names in the nominative after a colon, with no participle to agree.
    assert.equal(c.selected(c.man('w', 'r'), 'a1', ['a2', 'a3']), 'Podniesiono: biała wieża a1. Może iść na a2 i a3.');
    assert.equal(c.noMoves(c.man('b', 'b'), 'c8'), 'Czarny goniec na c8: teraz nie ma ruchu.');
    assert.equal(c.notYours(c.man('b', 'q')), 'Na tym polu stoi: czarny hetman. Podnieś jedną ze swoich bierek.');
  });

  it('writes names in the nominative and the present tense', () => {
    assert.equal(c.gameStarted(1, 1, 'w', anna), 'Grasz białymi, przeciwnik: Anna. Zaczynasz.');
    assert.equal(c.gameStarted(2, 3, 'b', anna), 'Partia 2 z 3. Grasz czarnymi, przeciwnik: Anna. Zaczyna Anna.');
    assert.equal(c.turnOf(anna, 'b', true), 'Ruch: Anna, czarne, szach.');
    assert.equal(c.turnOf(me, 'w', false), 'Twój ruch, białe.');
    assert.equal(c.yourTurn('w', true), 'Twój ruch, białe, twój król jest szachowany.');
  });

  it('says the ends of a game with the book\'s laws (CH19, CH25, CH26, V-CH-2, V-CH-3, V-CH-4)', () => {
    const ps = [{ who: me, points: 0.5 }, { who: anna, points: 0.5 }];
    assert.equal(c.checkmate('b', true), 'Mat: wygrywają czarne.');
    assert.equal(c.checkmate('w', false), 'Mat bez zapowiedzi: białe wygrywają tylko połowę (V-CH-4).');
    assert.equal(c.stalemate('b'), 'Pat: czarne nie mają ruchu.');
    assert.equal(c.result({ winner: null, reason: 'stalemate', stake: 0 }, ps), 'Partia kończy się remisem. Wynik: ty 0,5 punktu, Anna 0,5 punktu.');
    assert.equal(c.result({ winner: 'w', reason: 'stalemate', stake: 0.5 }, [{ who: me, points: 0.75 }, { who: anna, points: 0.25 }]), 'Pat to połowa przegranej (V-CH-2): białe wygrywają połowę. Wynik: ty 0,75 punktu, Anna 0,25 punktu.');
    assert.equal(c.result({ winner: 'b', reason: 'stalemate', stake: 1 }, [{ who: me, points: 0 }, { who: anna, points: 1 }]), 'Kto dostał pata, wygrywa (V-CH-3): wygrywają czarne. Wynik: ty 0 punktów, Anna 1 punkt.');
    assert.equal(c.draw('fifty-moves'), 'Remis na mocy zasady 50 ruchów.');
    assert.equal(c.resignation('b'), 'Czarne się poddają.');
    assert.equal(c.refusal('PIECE_NOT_LOST', 'V-CH-1'), 'Pion może zamienić się tylko w figurę, którą twoja strona straciła (V-CH-1).');
    assert.equal(c.ambiguous(['skoczek b d2', 'skoczek f d2']), 'To może być skoczek b d2 lub skoczek f d2: wybierz jeden.');
  });
});


describe('Polish: chess rules (issue 26)', () => {
  const text = (o: ChessOptions) => chessRulesPl(resolveRules(o)).map((s) => [s.heading, ...s.paragraphs].join('\n')).join('\n');

  it('build for the default rules, both presets, each variant alone and every variant that goes together, as the English ones', () => {
    const forms: ChessOptions[] = [{}, ...PRESETS.map((preset) => ({ preset })), ...VARIANT_IDS.map((v) => ({ variants: [v] })), { variants: VARIANT_IDS.filter((v) => v !== 'V-CH-3') }, { variants: VARIANT_IDS.filter((v) => v !== 'V-CH-2') }];
    for (const o of forms) {
      const r = resolveRules(o);
      sameRules(chessRulesEn(r), chessRulesPl(r), `chess ${JSON.stringify(o)}`);
    }
  });

  it('say the rules in force: stalemate (CH25, V-CH-2, V-CH-3), promotion (CH13, V-CH-1) and the book\'s laws by name', () => {
    assert.match(text({}), /dostaje pata: partia kończy się remisem \(CH25\)/);
    assert.match(text({}), /zamienia się w hetmana, wieżę, gońca albo skoczka, do wyboru \(CH13\)/);
    assert.doesNotMatch(text({}), /Obowiązujące prawa książki/);
    assert.match(text({ preset: 'fielding' }), /traci połowę stawki \(V-CH-2\)/);
    assert.match(text({ preset: 'fielding' }), /tylko w figurę, którą jego strona straciła, do wyboru spośród nich/);
    assert.match(text({ variants: ['V-CH-3'] }), /według zwyczaju angielskiego wygrywa \(V-CH-3\)/);
    const laws = chessRulesPl(resolveRules({ variants: ['V-CH-4', 'V-CH-5'] })).at(-1)!;
    assert.equal(laws.heading, 'Obowiązujące prawa książki');
    assert.deepEqual(laws.paragraphs.map((p) => p.split('.')[0]), [`V-CH-4: ${ui.variantName('V-CH-4')}`, `V-CH-5: ${ui.variantName('V-CH-5')}`]);
  });
});

describe('Polish: chess command and chooser words (issue 26)', () => {
  it('has every entry of the English table, in lower case, with the Polish words and letters', async () => {
    const { chessCommandWords } = await import('../../locales/chess/command-words.js');
    const { chessCommandWordsPl } = await import('../../locales/chess/command-words-pl.js');
    const problems: string[] = [];
    compare(chessCommandWords.en, chessCommandWordsPl, 'chessCommandWords', problems, 'nonEmpty');
    assert.deepEqual(problems, []);
    const p = chessCommandWordsPl;
    const all = [...Object.values(p.queries), ...Object.values(p.pieces), p.takes, p.fill, p.castleShort, p.castleLong, p.promotes].flat();
    for (const word of all) assert.equal(word, word.toLowerCase());
    assert.ok(p.queries.help.includes('pomoc'));
    assert.ok(p.castleShort.includes('roszada krótka') && p.castleLong.includes('roszada długa'));
    assert.ok(p.pieces.n.includes('skoczek') && p.pieces.q.includes('hetman') && p.pieces.r.includes('wieża') && p.pieces.b.includes('goniec'));
    assert.deepEqual(p.sanLetters, { k: 'K', q: 'H', r: 'W', b: 'G', n: 'S' });
    // The command line reads every language's letters at once (command-line.ts): no Polish letter names another piece elsewhere.
    for (const other of Object.values(chessCommandWords))
      for (const [kind, letter] of Object.entries(p.sanLetters))
        for (const [k, l] of Object.entries(other.sanLetters)) if (l === letter) assert.equal(k, kind, `${letter}: ${kind} in Polish, ${k} elsewhere`);
    // Nor is a Polish piece word another language's word for something else.
    const elsewhere = Object.values(chessCommandWords).flatMap((o) => [...Object.values(o.queries).flat(), ...o.takes, ...o.fill, ...o.promotes]);
    for (const word of Object.values(p.pieces).flat()) assert.ok(!elsewhere.includes(word), word);
  });

  it('has the chooser words for every feat', async () => {
    const { chessMeta } = await import('../../locales/chess/meta.js');
    const { chessMetaPl } = await import('../../locales/chess/meta-pl.js');
    assert.equal(chessMetaPl.name, 'Szachy');
    assert.match(chessMetaPl.description, /^\p{Lu}/u);
    assert.deepEqual(Object.keys(chessMetaPl.feats ?? {}).sort(), Object.keys(chessMeta.en.feats ?? {}).sort());
    assert.equal(chessMetaPl.feats?.['won-strong'], 'Wygrana: poziom silny');
  });
});
