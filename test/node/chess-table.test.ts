/**
 * Chess's table in Node: the command line (SAN in English and German letters, long notation, words in
 * both languages, castling in words; matched against the legal moves only, an ambiguity answered with
 * its candidates, never guessed), the describer's words for moves, checks, mates and results (V-CH-2's
 * half-lost stalemate, V-CH-4's unannounced mate), the board's readings and the engine's queries.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseChessCommand } from '../../src/games/chess/command-line.js';
import { applyMove, fromPosition, newSession, type ChessOptions, type ChessState } from '../../src/games/chess/index.js';
import { attackersOfSquare, legalSans, menOf } from '../../src/games/chess/queries.js';
import * as CD from '../../src/games/chess/describe.js';
import { chessMessages } from '../../src/games/chess/texts.js';
import { CHESS_SETUP } from '../../src/games/chess/setup.js';
import type { Locale } from '../../src/i18n/locale.js';

const at = (fen: string, options: ChessOptions = {}): ChessState =>
  fromPosition({ options: { ...options, start: fen }, startFen: fen, moves: [], phase: 'play', toMove: fen.split(' ')[1] as 'w' | 'b', result: null, game: 1, white: 0, results: [], points: [0, 0] } as never);

const parse = (s: ChessState, text: string) => parseChessCommand(text, { legal: s.phase === 'play' ? (s.toMove ? legal(s) : []) : [], sans: legalSans(s), men: menOf(s), toMove: s.toMove });
const legal = (s: ChessState) => [...legalSans(s).keys()];
const words = (locale: Locale, view: ChessState, style: CD.Words['style'] = 'words'): CD.Words => ({ messages: chessMessages(locale), style, me: 0, names: ['You', 'Anna'], view });

function play(s: ChessState, ...moves: string[]) {
  let events: readonly unknown[] = [];
  for (const m of moves) {
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(`${m}: ${r.violation.message}`);
    s = r.state;
    events = r.events;
  }
  return { s, events: events as Parameters<typeof CD.describeEvents>[0] };
}

describe('chess command line (CH34, CH35): SAN, long notation and words, matched against the legal moves only', () => {
  const start = newSession({}, 'x');

  it('SAN in English and German letters, long notation with or without a dash (CH34, CH35)', () => {
    assert.deepEqual(parse(start, 'Nf3'), { kind: 'move', move: 'g1f3' });
    assert.deepEqual(parse(start, 'Sf3'), { kind: 'move', move: 'g1f3' });
    assert.deepEqual(parse(start, 'e4'), { kind: 'move', move: 'e2e4' });
    assert.deepEqual(parse(start, 'e2e4'), { kind: 'move', move: 'e2e4' });
    assert.deepEqual(parse(start, 'g1-f3'), { kind: 'move', move: 'g1f3' });
    assert.deepEqual(parse(start, 'e5'), { kind: 'noSuchMove' });
  });

  it('words in both languages: "Springer f3", "knight f3", "Bauer e4" (CH35)', () => {
    assert.deepEqual(parse(start, 'Springer f3'), { kind: 'move', move: 'g1f3' });
    assert.deepEqual(parse(start, 'knight to f3'), { kind: 'move', move: 'g1f3' });
    assert.deepEqual(parse(start, 'Bauer e4'), { kind: 'move', move: 'e2e4' });
    assert.deepEqual(parse(start, 'nonsense words'), { kind: 'unknown' });
    assert.deepEqual(parse(start, 'brett'), { kind: 'query', command: 'readBoard' });
    assert.deepEqual(parse(start, 'status'), { kind: 'query', command: 'readStatus' });
  });

  it('an ambiguous SAN is never guessed: both knights that can go to d2 are the candidates (CH35)', () => {
    const s = at('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
    const r = parse(s, 'Nd2');
    assert.equal(r.kind, 'ambiguous');
    assert.deepEqual(r.kind === 'ambiguous' ? [...r.candidates].sort() : [], ['b1d2', 'f3d2']);
    assert.deepEqual(parse(s, 'Nbd2'), { kind: 'move', move: 'b1d2' });
    assert.deepEqual(parse(s, 'knight b1 d2'), { kind: 'move', move: 'b1d2' });
    assert.deepEqual(parse(s, 'knight takes d2'), { kind: 'noSuchMove' });
  });

  it('captures and castling in words: "knight takes e5", "rochade kurz", "castle short", O-O (CH20, CH21)', () => {
    const { s } = play(newSession({}, 'x'), 'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'd7d6');
    assert.deepEqual(parse(s, 'knight takes e5'), { kind: 'move', move: 'f3e5' });
    assert.deepEqual(parse(s, 'Springer schlägt e5'), { kind: 'move', move: 'f3e5' });
    assert.deepEqual(parse(s, 'Nxe5'), { kind: 'move', move: 'f3e5' });
    assert.deepEqual(parse(s, 'rochade kurz'), { kind: 'move', move: 'e1g1' });
    assert.deepEqual(parse(s, 'castle short'), { kind: 'move', move: 'e1g1' });
    assert.deepEqual(parse(s, 'O-O'), { kind: 'move', move: 'e1g1' });
    assert.deepEqual(parse(s, 'castle long'), { kind: 'noSuchMove' });
  });

  it('a promotion without its piece lists the kinds allowed now; with it, that move (CH13, V-CH-1)', () => {
    const s = at('k7/4P3/8/8/8/8/8/4K3 w - - 0 1');
    const r = parse(s, 'e8');
    assert.equal(r.kind, 'ambiguous');
    assert.deepEqual(r.kind === 'ambiguous' ? [...r.candidates].sort() : [], ['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r']);
    assert.deepEqual(parse(s, 'e8=Q'), { kind: 'move', move: 'e7e8q' });
    assert.deepEqual(parse(s, 'e8D'), { kind: 'move', move: 'e7e8q' });
    assert.deepEqual(parse(s, 'Bauer e8 wird Turm'), { kind: 'move', move: 'e7e8r' });
    // V-CH-1: White lacks nothing here, so the pawn waits: the bare move only.
    const full = at('k7/4P3/8/8/8/8/PPPPPPP1/RNBQKBNR w - - 0 1', { variants: ['V-CH-1'] });
    assert.deepEqual(parse(full, 'e8'), { kind: 'move', move: 'e7e8' });
  });

  it('out of turn a move is refused as such, a reading word still works (CH15)', () => {
    const s = newSession({}, 'x');
    const r = parseChessCommand('e4', { legal: [], sans: legalSans(s), men: menOf(s), toMove: 'w' });
    assert.deepEqual(r, { kind: 'notYourTurn' });
    assert.deepEqual(parseChessCommand('board', { legal: [], sans: legalSans(s), men: menOf(s), toMove: 'w' }), { kind: 'query', command: 'readBoard' });
  });
});

describe('chess words (CH17, CH38): each move said with its capture, check and mate; the results', () => {
  it('"White: bishop takes f7, check." in words, in SAN and with the NATO alphabet; a quiet capture without check (CH17)', () => {
    const { s, events } = play(newSession({}, 'x'), 'e2e4', 'e7e5', 'f1c4', 'b8c6', 'c4f7');
    assert.deepEqual(CD.describeEvents(events, words('en', s)).map((x) => x.text), ['White: bishop takes f7, check.']);
    assert.deepEqual(CD.describeEvents(events, words('de', s)).map((x) => x.text), ['Weiß: Läufer schlägt f7, Schach.']);
    assert.deepEqual(CD.describeEvents(events, words('en', s, 'san')).map((x) => x.text), ['White: Bxf7+.']);
    assert.deepEqual(CD.describeEvents(events, words('de', s, 'san')).map((x) => x.text), ['Weiß: Lxf7+.'], 'SAN in the German letters');
    assert.deepEqual(CD.describeEvents(events, words('en', s, 'nato')).map((x) => x.text), ['White: bishop takes foxtrot 7, check.']);
    const quiet = play(newSession({}, 'x'), 'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'f3g5', 'd7d5', 'g5f7');
    assert.deepEqual(CD.describeEvents(quiet.events, words('en', quiet.s)).map((x) => x.text), ['White: knight takes f7.']);
  });

  it('mate and the result: "checkmate", the winner and the points (CH19, CH29)', () => {
    const { s, events } = play(newSession({}, 'x'), 'f2f3', 'e7e5', 'g2g4', 'd8h4');
    const en = CD.describeEvents(events, words('en', s)).map((x) => x.text);
    assert.equal(en[0], 'Black: queen h4, checkmate.');
    assert.ok(en.includes('Checkmate: Black wins.'), en.join(' | '));
    assert.ok(en.some((t) => /^Black wins\. Points: you 0, Anna 1\.$/.test(t)), en.join(' | '));
  });

  it('V-CH-2: stalemate is half lost, said with the result; V-CH-4: an unannounced mate wins half', () => {
    const stale = at('7k/8/6Q1/8/8/8/8/K7 w - - 0 1', { preset: 'fielding' });
    const r = play(stale, 'g6f7');
    const de = CD.describeEvents(r.events, words('de', r.s)).map((x) => x.text);
    assert.ok(de.includes('Patt: Schwarz kann nicht ziehen.'), de.join(' | '));
    assert.ok(de.some((t) => t.startsWith('Patt ist halb verloren (V-CH-2): Weiß gewinnt halb.')), de.join(' | '));
    const mate = at('7k/8/6K1/8/8/8/8/1Q6 w - - 0 1', { variants: ['V-CH-4'] });
    const u = play(mate, 'b1b8');
    const en = CD.describeEvents(u.events, words('en', u.s)).map((x) => x.text);
    assert.ok(en.includes('Checkmate, not announced: White wins only half (V-CH-4).'), en.join(' | '));
  });

  it('V-CH-4: a move that mates is listed as a check, the table does not reveal which moves mate', () => {
    const s = at('7k/8/6K1/8/8/8/8/1Q6 w - - 0 1');
    assert.equal(CD.describeLegalMove(words('en', s), 'b1b8', legalSans(s).get('b1b8')!), 'queen b8, checkmate');
    const v = at('7k/8/6K1/8/8/8/8/1Q6 w - - 0 1', { variants: ['V-CH-4'] });
    assert.equal(CD.describeLegalMove(words('en', v), 'b1b8', legalSans(v).get('b1b8')!), 'queen b8, check');
  });

  it('V-CH-1: the waiting pawn and its relief are said', () => {
    const s0 = at('k7/4P3/8/8/8/8/PPPPPPP1/RNBQKBNR w - - 0 1', { variants: ['V-CH-1'] });
    const { s, events } = play(s0, 'e7e8');
    assert.deepEqual(CD.describeEvents(events, words('en', s)).map((x) => x.text), ['White: pawn e8, waits for a lost piece.']);
    // V-CH-1 (d): a white rook captured, the waiting pawn on e8 becomes a rook, within the capture.
    const r = play(at('4P3/7k/8/8/8/8/7r/RNBQKBNR b - - 0 1', { variants: ['V-CH-1'] }), 'h2h1');
    assert.deepEqual(CD.describeEvents(r.events, words('en', r.s)).map((x) => x.text), ['Black: rook takes h1.', 'The waiting pawn of White on e8 becomes a rook.']);
    assert.deepEqual(CD.describeEvents(r.events, words('de', r.s)).map((x) => x.text), ['Schwarz: Turm schlägt h1.', 'Der wartende Bauer von Weiß auf e8 wird zum Turm.']);
  });

  it('the readings: my men by kind, what attacks a square, the eight board lines (braille-safe)', () => {
    const s = newSession({}, 'x');
    assert.equal(CD.describeMen(words('en', s), 'w'), 'White: king e1; queen d1; rooks a1, h1; bishops c1, f1; knights b1, g1; pawns a2, b2, c2, d2, e2, f2, g2, h2.');
    assert.equal(CD.describeAttacks(words('en', s), 'f3'), 'Square f3 is attacked by White: white knight g1, white pawn e2, and white pawn g2.');
    assert.deepEqual(attackersOfSquare(s, 'f6', 'b'), ['e7', 'g7', 'g8']);
    const lines = CD.boardLines(words('de', s));
    assert.equal(lines.length, 8);
    assert.equal(lines[0], '8 t s l d k l s t');
    assert.equal(lines[7], '1 T S L D K L S T');
    assert.ok(lines.every((l) => /^[\x20-\x7e]+$/.test(l)), 'ASCII only');
  });
});

describe('chess setup: the form and the address, one reader (V-CH-1…5, PD-CH-2)', () => {
  const m = chessMessages('en');
  it('the address reads the preset, the variants, the games and the level; a bad value is named', () => {
    const r = CHESS_SETUP.optionsFrom(new URLSearchParams('preset=fielding&variants=V-CH-4&games=2&level=easy'), m);
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.options?.options, { preset: 'fielding', variants: ['V-CH-4'], games: 2 });
    assert.equal(r.options?.seats[1]?.level, 'easy');
    assert.equal(CHESS_SETUP.optionsFrom(new URLSearchParams('variants=V-CH-9'), m).problems[0]?.param, 'variants');
    assert.equal(CHESS_SETUP.optionsFrom(new URLSearchParams('variants=V-CH-2,V-CH-3'), m).problems[0]?.param, 'variants');
  });
});
